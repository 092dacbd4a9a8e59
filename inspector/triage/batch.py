"""Running the triage of many files in worker processes.

Each file is triaged in a worker of a :class:`~concurrent.futures.ProcessPoolExecutor`
and comes back as plain data. Two guards keep one file from stopping the batch:

- in the worker, an interval timer turns a file that takes longer than the time limit
  into an error row (this catches any hang that returns to Python now and then);
- in the parent, a watchdog kills a worker still busy with one file a grace period
  after that (a hang inside native code), records the file as incomplete (time limit:
  no verdict, ``--resume`` does it again) and starts a new pool for the files that were
  queued or running beside it.

A worker that dies by itself (a crash in native code) breaks the pool too; the files
it may have been working on are tried again one at a time, each alone in a pool, and
the one that kills its worker then becomes an error row of kind ``died`` that says so
(the summary names it in its own group).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from inspector.collector import collect_less_often
from inspector.triage.work import DEFAULT_TIME_LIMIT, error_row, incomplete_row, triage_file

GRACE = 5.0
"""Seconds past the time limit before the parent kills a worker."""

POLL = 0.2
"""Seconds between checks of the running files."""

MAX_BARREN = 3
"""Pools that may break with no file running before the rest become error rows."""

_STATUS: Any = None
"""The worker's end of the status queue (set by the pool initializer)."""


ORPHAN_CHECK = 1.0
"""Seconds between a worker's checks that the process that started it still runs."""


def _init_worker(status: Any) -> None:
    global _STATUS
    _STATUS = status
    collect_less_often()  # a spawned worker starts with Python's default
    # Ctrl-C goes to the parent, which shuts the pool down.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A parent killed outright (SIGKILL, a power cut of the client's container) leaves
    # its workers waiting for work that never comes: they end themselves.
    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(ORPHAN_CHECK)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="orphan-watch", daemon=True).start()


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
        limit: seconds per file before it becomes an incomplete (``timeout``) row.
        grace: extra seconds before a worker that does not stop is killed.
        worker: the function that triages one file (:func:`triage_file`).
    """
    context = multiprocessing.get_context("spawn")
    results: dict[str, dict[str, Any]] = {}
    todo = list(dict.fromkeys(paths))
    alone: list[str] = []
    """Files that were running when a worker died: each is tried once more on its own."""
    barren = 0
    """Pools that broke while no file was running (workers that cannot even start)."""

    def record(row: dict[str, Any]) -> None:
        results[row["file"]] = row
        if on_result is not None:
            on_result(row)

    while todo or alone:
        solo = not todo
        batch = [alone.pop(0)] if solo else todo
        todo = []
        outcome = _run_pool(
            context, batch, 1 if solo else jobs, record, worker, password, limit, grace
        )
        unfinished = [p for p in outcome.unfinished if p not in results]
        if outcome.broken and not solo and not any(p in outcome.running for p in unfinished):
            barren += 1
        for path in unfinished:
            if outcome.broken and (solo or barren >= MAX_BARREN):
                record(_died(path, path in outcome.running, solo))
            elif outcome.broken and path in outcome.running:
                alone.append(path)
            else:
                todo.append(path)
    return [results[p] for p in dict.fromkeys(paths)]


def _died(path: str, running: bool, solo: bool) -> dict[str, Any]:
    """The row of a file whose pool broke for the last time: a worker died while it ran
    the file (alone in its pool: the file is the cause), or before it started it."""
    if running and solo:
        return error_row(path, "died", "the worker process died on this file")
    if running:
        return error_row(path, "died", "the worker process died while it ran this file")
    return error_row(path, "died", "the worker process died before it reported starting this file")


class _Outcome:
    """How one pool ended: the files it did not finish, which of them were running, and
    whether a worker died (``broken``) or was killed for a hung file."""

    def __init__(self) -> None:
        self.unfinished: list[str] = []
        self.running: dict[str, tuple[int, float]] = {}
        self.broken = False
        self.killed: str | None = None


def _run_pool(
    context: Any,
    batch: list[str],
    jobs: int,
    record: Callable[[dict[str, Any]], None],
    worker: Worker,
    password: str | None,
    limit: float,
    grace: float,
) -> _Outcome:
    """Triage ``batch`` in one pool until it is done, a worker dies or one is killed."""
    outcome = _Outcome()
    running = outcome.running
    done_paths: set[str] = set()
    # A SimpleQueue writes at once: the announcement survives a worker that dies right
    # after making it.
    status = context.SimpleQueue()
    executor = ProcessPoolExecutor(
        max_workers=max(1, jobs), mp_context=context, initializer=_init_worker, initargs=(status,)
    )
    futures: dict[Future[dict[str, Any]], str] = {
        executor.submit(_work, worker, p, password, limit): p for p in batch
    }
    try:
        while futures and not outcome.broken and outcome.killed is None:
            done, _ = wait(futures, timeout=POLL, return_when=FIRST_COMPLETED)
            _drain(status, running)
            for future in done:
                path = futures[future]
                try:
                    row = future.result()
                except BrokenProcessPool:
                    outcome.broken = True
                    continue
                except Exception as exc:  # the worker could not even start the file
                    row = error_row(path, "crashed", f"{type(exc).__name__}: {exc}")
                del futures[future]
                running.pop(path, None)
                done_paths.add(path)
                record(row)
            now = time.monotonic()
            for path, (pid, started) in list(running.items()):
                if path not in done_paths and now - started > limit + grace:
                    _kill(pid)
                    note = "its worker did not stop and was killed"
                    record(incomplete_row(path, limit, now - started, note=note))
                    done_paths.add(path)
                    outcome.killed = path
                    break
    finally:
        stuck = outcome.broken or outcome.killed is not None
        workers = _workers(executor) if stuck else []
        executor.shutdown(wait=not stuck, cancel_futures=True)
        for process in workers:
            if process.is_alive():
                process.terminate()
                process.join(1)
        _drain(status, running)
        status.close()
    outcome.unfinished = [p for p in futures.values() if p not in done_paths]
    for path in done_paths:
        running.pop(path, None)
    return outcome


def _drain(status: Any, running: dict[str, tuple[int, float]]) -> None:
    try:
        while not status.empty():
            pid, path, started = status.get()
            running[path] = (pid, started)
    except (OSError, ValueError, EOFError):
        return


def _kill(pid: int) -> None:
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)


def _workers(executor: ProcessPoolExecutor) -> list[Any]:
    """The pool's worker processes, to end those a broken pool leaves behind."""
    processes = getattr(executor, "_processes", None) or {}
    return list(processes.values())


__all__ = ["GRACE", "run_batch"]
