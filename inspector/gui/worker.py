"""Running core calls off the UI thread, one at a time, with progress and cancel.

A :class:`ThreadRunner` has a pool of exactly one thread that never expires, so the
pikepdf objects of an analysis are only ever touched by that thread. Results come back
to the UI thread through queued signals. Tests use a :class:`SyncRunner`, which runs
each job at once in the caller's thread.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
Job = Callable[[Progress], Any]

PRIORITY_SCAN = 0
PRIORITY_LIST = 2
PRIORITY_RUNS = 3
"""The background pass read by worker processes: started and merged before the listing
(the workers read in processes of their own), but held like it while the user waits."""
PRIORITY_PREFETCH = 4
PRIORITY_NORMAL = 5
PRIORITY_URGENT = 10

GATE_POLL = 0.02
"""Seconds a held background job waits before it goes back to the queue."""


class Cancelled(Exception):
    """Raised inside a job when it was cancelled; the job ends quietly."""


class Ticket:
    """A submitted job: cancel it, or ask whether it was cancelled."""

    def __init__(self, label: str) -> None:
        self.label = label
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        """Ask the job to stop at its next progress report (or not to start)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called."""
        return self._cancelled.is_set()


class Gate:
    """Holds background jobs back while the window is busy with what the user asked for.

    The worker and the window share one interpreter lock: a background job that runs
    while the window lays out a page slows the window down. A background job that finds
    the gate closed goes back to the queue (behind any job the user asked for).
    """

    def __init__(self) -> None:
        self._open = threading.Event()
        self._open.set()

    def close(self) -> None:
        """Hold background jobs."""
        self._open.clear()

    def open(self) -> None:
        """Let background jobs run."""
        self._open.set()

    @property
    def is_open(self) -> bool:
        """Whether background jobs may run."""
        return self._open.is_set()


class Runner(Protocol):
    """Runs jobs and calls back on the UI thread."""

    def submit(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        on_progress: Callable[[int, int], None] | None = None,
        priority: int = PRIORITY_NORMAL,
    ) -> Ticket:
        """Queue ``job``; exactly one of ``on_done`` and ``on_error`` is called unless cancelled."""

    def shutdown(self) -> None:
        """Wait for the running job and drop the queued ones."""

    def hold_background(self, ms: int) -> None:
        """Keep background jobs (scan, listing) waiting for ``ms`` milliseconds."""


def _progress_for(ticket: Ticket, report: Callable[[int, int], None] | None) -> Progress:
    def progress(done: int, total: int) -> None:
        if ticket.cancelled:
            raise Cancelled(ticket.label)
        if report is not None:
            report(done, total)

    return progress


class _Relay(QObject):
    """Carries one job's outcome from the worker thread to the UI thread."""

    done = Signal(object)
    failed = Signal(object)
    progressed = Signal(int, int)


class _Task:
    """A submitted job with its ticket; run by a :class:`_Dispatch` on the worker thread."""

    def __init__(
        self,
        ticket: Ticket,
        job: Job,
        relay: _Relay,
        gate: Gate | None = None,
        requeue: Callable[[_Task], None] | None = None,
    ) -> None:
        self.ticket = ticket
        self.job = job
        self.relay = relay
        self.gate = gate
        self.requeue = requeue

    def run(self) -> None:
        ticket = self.ticket
        gate = self.gate
        if gate is not None and not gate.is_open and not ticket.cancelled:
            # Give the thread back: a job the user waits for may be queued behind this one.
            time.sleep(GATE_POLL)
            if not gate.is_open and self.requeue is not None:
                self.requeue(self)
                return
        if ticket.cancelled:
            self.relay.failed.emit(Cancelled(ticket.label))
            return
        try:
            result = self.job(_progress_for(ticket, self.relay.progressed.emit))
        except BaseException as exc:  # every failure goes back to the UI thread
            self.relay.failed.emit(exc)
            return
        self.relay.done.emit(result)


class _Queue:
    """The jobs waiting for the worker thread, highest priority first and in the order
    they were submitted within a priority (a held job keeps its place)."""

    def __init__(self) -> None:
        self._heap: list[tuple[int, int, _Task]] = []
        self._lock = threading.Lock()
        self._serial = itertools.count()

    def push(self, task: _Task, priority: int, serial: int | None = None) -> int:
        """Queue ``task``; returns its place within its priority."""
        place = next(self._serial) if serial is None else serial
        with self._lock:
            heapq.heappush(self._heap, (-priority, place, task))
        return place

    def pop(self) -> _Task | None:
        """The next task, or None."""
        with self._lock:
            return heapq.heappop(self._heap)[2] if self._heap else None

    def clear(self) -> None:
        """Drop every waiting task."""
        with self._lock:
            self._heap.clear()


class _Dispatch(QRunnable):
    """Runs the best waiting task when the worker thread is free: the thread pool's own
    queue is not trusted with priorities (a job the user asked for was seen waiting
    behind seconds of background jobs)."""

    def __init__(self, queue: _Queue) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.queue = queue

    def run(self) -> None:
        task = self.queue.pop()
        if task is not None:
            task.run()


SWITCH_INTERVAL = 0.001
"""Seconds the interpreter lets one thread run before the other may take the lock: the
window's thread gets it back quickly while the worker computes (the default is 5 ms)."""


class ThreadRunner(QObject):
    """Jobs on one long-lived worker thread, highest priority first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.pool.setExpiryTimeout(-1)
        self._queue = _Queue()
        self._relays: set[_Relay] = set()
        self.gate = Gate()
        self._reopen = QTimer(self)
        self._reopen.setSingleShot(True)
        self._reopen.timeout.connect(self.gate.open)

    def hold_background(self, ms: int) -> None:
        """Close the gate for background jobs; it opens again ``ms`` after the last call."""
        self.gate.close()
        self._reopen.start(ms)

    def submit(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        on_progress: Callable[[int, int], None] | None = None,
        priority: int = PRIORITY_NORMAL,
    ) -> Ticket:
        """Queue a job on the worker thread."""
        ticket = Ticket(label)
        relay = _Relay()
        self._relays.add(relay)

        def finish(result: object) -> None:
            self._relays.discard(relay)
            if not ticket.cancelled:
                on_done(result)

        def fail(exc: object) -> None:
            self._relays.discard(relay)
            if isinstance(exc, Cancelled) or ticket.cancelled:
                return
            assert isinstance(exc, BaseException)  # what the relay's ``failed`` carries
            on_error(exc)

        relay.done.connect(finish)
        relay.failed.connect(fail)
        if on_progress is not None:
            relay.progressed.connect(on_progress)
        if priority < PRIORITY_PREFETCH:
            place: list[int] = []

            def requeue(held: _Task) -> None:
                self._queue.push(held, priority, place[0])
                self.pool.start(_Dispatch(self._queue))

            task = _Task(ticket, job, relay, self.gate, requeue)
            place.append(self._queue.push(task, priority))
        else:
            self._queue.push(_Task(ticket, job, relay), priority)
        self.pool.start(_Dispatch(self._queue))
        return ticket

    def shutdown(self) -> None:
        """Drop queued jobs and wait for the running one."""
        self._queue.clear()
        self.pool.clear()
        self.gate.open()
        self.pool.waitForDone()


class SyncRunner:
    """Runs each job at once in the calling thread (tests, scripts)."""

    def submit(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        on_progress: Callable[[int, int], None] | None = None,
        priority: int = PRIORITY_NORMAL,
    ) -> Ticket:
        """Run the job now and call back before returning."""
        ticket = Ticket(label)
        try:
            result = job(_progress_for(ticket, on_progress))
        except Cancelled:
            return ticket
        except Exception as exc:
            on_error(exc)
            return ticket
        on_done(result)
        return ticket

    def shutdown(self) -> None:
        """Nothing runs in the background."""

    def hold_background(self, ms: int) -> None:
        """Nothing runs in the background."""
