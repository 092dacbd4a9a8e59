"""Running the triage of many files in worker processes.

Each file is triaged in a worker of a :class:`~concurrent.futures.ProcessPoolExecutor`
and comes back as plain data. Two guards keep one file from stopping the batch:

- in the worker, an interval timer turns a file that takes longer than the time limit
  into an error row (this catches any hang that returns to Python now and then);
- in the parent, a watchdog kills a worker still busy with one file a grace period
  after that (a hang inside native code), records the file as timed out and starts a
  new pool for the files that were queued or running beside it.

A worker that dies by itself (a crash in native code) breaks the pool too; the files
it may have been working on are retried once, alone in the new pool's queue, and
become error rows if the pool breaks again while they run.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import signal
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from inspector.report.triage import DEFAULT_TIME_LIMIT, error_row, triage_file

GRACE = 5.0
"""Seconds past the time limit before the parent kills a worker."""

POLL = 0.2
"""Seconds between checks of the running files."""

_STATUS: Any = None
"""The worker's end of the status queue (set by the pool initializer)."""


def _init_worker(status: Any) -> None:
    global _STATUS
    _STATUS = status
    # Ctrl-C goes to the parent, which shuts the pool down.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


Worker = Callable[[str, str | None, float | None], dict[str, Any]]
"""Triages one file: (path, password, time limit) -> row. A module-level function, so
that worker processes can import it."""


def _work(worker: Worker, path: str, password: str | None, limit: float | None) -> dict[str, Any]:
    """Runs in a worker process: announce the file, triage it."""
    if _STATUS is not None:
        _STATUS.put((os.getpid(), path, time.monotonic()))
    return worker(path, password, limit)


def run_batch(
    paths: list[str],
    jobs: int,
    on_result: Callable[[dict[str, Any]], None] | None = None,
    *,
    password: str | None = None,
    limit: float = DEFAULT_TIME_LIMIT,
    grace: float = GRACE,
    worker: Worker = triage_file,
) -> list[dict[str, Any]]:
    """Triage ``paths`` with ``jobs`` worker processes; one row per path, in order.

    Args:
        paths: the files.
        jobs: number of worker processes (at least 1).
        on_result: called in the parent with each row as it arrives (progress).
        password: tried on encrypted files.
        limit: seconds per file before it becomes a ``timeout`` error row.
        grace: extra seconds before a worker that does not stop is killed.
        worker: the function that triages one file (:func:`triage_file`).
    """
    context = multiprocessing.get_context("spawn")
    results: dict[str, dict[str, Any]] = {}
    retried: set[str] = set()
    todo = list(dict.fromkeys(paths))

    def record(row: dict[str, Any]) -> None:
        results[row["file"]] = row
        if on_result is not None:
            on_result(row)

    while todo:
        status = context.Queue()
        running: dict[str, tuple[int, float]] = {}
        executor = ProcessPoolExecutor(
            max_workers=max(1, jobs),
            mp_context=context,
            initializer=_init_worker,
            initargs=(status,),
        )
        futures: dict[Future[dict[str, Any]], str] = {
            executor.submit(_work, worker, p, password, limit): p for p in todo
        }
        todo = []
        killed: str | None = None
        broken = False
        try:
            while futures and not broken and killed is None:
                done, _ = wait(futures, timeout=POLL, return_when=FIRST_COMPLETED)
                _drain(status, running)
                for future in done:
                    path = futures.pop(future)
                    running.pop(path, None)
                    try:
                        record(future.result())
                    except BrokenProcessPool:
                        broken = True
                        futures[future] = path
                    except Exception as exc:  # the worker could not even start the file
                        record(error_row(path, "crashed", f"{type(exc).__name__}: {exc}"))
                now = time.monotonic()
                for path, (pid, started) in list(running.items()):
                    if path not in results and now - started > limit + grace:
                        _kill(pid)
                        record(
                            error_row(
                                path, "timeout", f"took longer than {limit:g} s", now - started
                            )
                        )
                        killed = path
                        break
        finally:
            stuck = killed is not None or broken
            workers = _workers(executor) if stuck else []
            executor.shutdown(wait=not stuck, cancel_futures=True)
            for process in workers:
                if process.is_alive():
                    process.terminate()
                    process.join(1)
        if killed is not None or broken:
            _drain(status, running)
            for path in futures.values():
                if path in results:
                    continue
                if broken and killed is None and path in running:
                    # It may be the file that killed the worker: once more, then an error.
                    if path in retried:
                        record(error_row(path, "crashed", "the worker process died on this file"))
                        continue
                    retried.add(path)
                todo.append(path)
        status.close()
    return [results[p] for p in dict.fromkeys(paths)]


def _drain(status: Any, running: dict[str, tuple[int, float]]) -> None:
    while True:
        try:
            pid, path, started = status.get_nowait()
        except queue.Empty:
            return
        except (OSError, ValueError, EOFError):
            return
        running[path] = (pid, started)


def _kill(pid: int) -> None:
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)


def _workers(executor: ProcessPoolExecutor) -> list[Any]:
    """The pool's worker processes, to end those a broken pool leaves behind."""
    processes = getattr(executor, "_processes", None) or {}
    return list(processes.values())


__all__ = ["GRACE", "run_batch"]
