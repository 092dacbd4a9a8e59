"""The window's background pass over a large document, read by worker processes.

Worker processes read long runs of pages (:func:`inspector.pagepool.gather_runs`) and
send what the diagnosis takes from each. A thread of its own waits for them, so that
neither the window's thread nor the worker thread (which also reads the pages the user
opens) waits: each run's output is queued here in page order and the worker thread
merges it (:meth:`inspector.gui.features.background.ScanWork.merge_runs`, through
:func:`inspector.pagepool.merge_run`, as the command line and the reports merge theirs).
Stopping ends the worker processes at once. Nothing here imports Qt: the worker
processes may import this module.
"""

from __future__ import annotations

import contextlib
import os
import queue
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from inspector.diagnostics.pageusage import RunUsage
from inspector.pagepool import run_usage_work

if TYPE_CHECKING:
    from inspector.analysis import Analysis
    from inspector.content import PageTrace
    from inspector.pagepool import RunWork

WORKER_NICENESS = 5
"""How much lower the worker processes' scheduling priority is than the window's: the
pages the user opens come before the background pass."""

JOIN_SECONDS = 10.0
"""How long closing the window waits for the stopped workers to be gone."""

_lowered = False


def window_run_work(analysis: Analysis, traces: Iterator[PageTrace]) -> RunUsage:
    """What the diagnosis takes from a run of pages, read at a lower priority than the
    window's (the work of the window's worker processes)."""
    global _lowered
    if not _lowered:
        _lowered = True
        # Where it cannot be lowered (no os.nice, not allowed), the same priority.
        with contextlib.suppress(AttributeError, OSError):
            os.nice(WORKER_NICENESS)
    return run_usage_work(analysis, traces)


Arrived = tuple[RunUsage, bool] | BaseException
"""A run's output with whether it met document findings, or what ended the reading."""


class RunFeed:
    """The runs of ``pages`` that ``workers`` processes read, waited for by a thread of
    its own and handed over in page order with :meth:`take`. ``arrived`` is called from
    that thread after each run (and once more when the reading ends). ``work`` is what
    each worker gathers from a run (:func:`window_run_work`)."""

    def __init__(
        self,
        analysis: Analysis,
        pages: list[int],
        workers: int,
        password: str | None,
        arrived: Callable[[], None] = lambda: None,
        work: RunWork[RunUsage] | None = None,
    ) -> None:
        self.pages = pages
        self._analysis = analysis
        self._workers = workers
        self._password = password
        self._arrived = arrived
        self._work = work if work is not None else window_run_work
        self._queue: queue.SimpleQueue[Arrived] = queue.SimpleQueue()
        self._stop = threading.Event()
        self._ended = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the workers and the thread that waits for them."""
        self._thread = threading.Thread(target=self.read, name="page runs", daemon=True)
        self._thread.start()

    def read(self) -> None:
        """Read every run (or until stopped), queueing the outputs: the waiting thread's
        work, or the caller's when nothing should run in the background."""
        from inspector.pagepool import gather_runs

        try:
            runs = gather_runs(
                self._analysis, self.pages, self._work, self._workers, self._password, self._stop
            )
            try:
                for output in runs:
                    self._queue.put(output)
                    self._arrived()
                    if self._stop.is_set():
                        break
            finally:
                runs.close()
        except BaseException as exc:  # a worker died or a page failed: the caller decides
            self._queue.put(exc)
        finally:
            self._ended.set()
            self._arrived()

    def take(self) -> list[Arrived]:
        """The outputs arrived since the last call, in page order."""
        taken: list[Arrived] = []
        while True:
            try:
                taken.append(self._queue.get_nowait())
            except queue.Empty:
                return taken

    @property
    def ended(self) -> bool:
        """Whether the reading is over (every run queued, stopped, or failed)."""
        return self._ended.is_set()

    def stop(self) -> None:
        """End the reading: the workers are ended where they are."""
        self._stop.set()

    def join(self, timeout: float | None = JOIN_SECONDS) -> bool:
        """Wait until the waiting thread and the workers are gone; False on timeout."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True


__all__ = ["JOIN_SECONDS", "RunFeed", "window_run_work"]
