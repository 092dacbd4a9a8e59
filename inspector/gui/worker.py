"""Running core calls off the UI thread, one at a time, with progress and cancel.

A :class:`ThreadRunner` has a pool of exactly one thread that never expires, so the
pikepdf objects of an analysis are only ever touched by that thread. Results come back
to the UI thread through queued signals. Tests use a :class:`SyncRunner`, which runs
each job at once in the caller's thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
Job = Callable[[Progress], Any]

PRIORITY_SCAN = 0
PRIORITY_NORMAL = 5
PRIORITY_URGENT = 10


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


class _Task(QRunnable):
    def __init__(self, ticket: Ticket, job: Job, relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.ticket = ticket
        self.job = job
        self.relay = relay

    def run(self) -> None:
        ticket = self.ticket
        if ticket.cancelled:
            self.relay.failed.emit(Cancelled(ticket.label))
            return
        try:
            result = self.job(_progress_for(ticket, self.relay.progressed.emit))
        except BaseException as exc:  # every failure goes back to the UI thread
            self.relay.failed.emit(exc)
            return
        self.relay.done.emit(result)


class ThreadRunner(QObject):
    """Jobs on one long-lived worker thread, highest priority first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.pool.setExpiryTimeout(-1)
        self._relays: set[_Relay] = set()

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
            on_error(exc)  # type: ignore[arg-type]

        relay.done.connect(finish)
        relay.failed.connect(fail)
        if on_progress is not None:
            relay.progressed.connect(on_progress)
        self.pool.start(_Task(ticket, job, relay), priority)
        return ticket

    def shutdown(self) -> None:
        """Drop queued jobs and wait for the running one."""
        self.pool.clear()
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
