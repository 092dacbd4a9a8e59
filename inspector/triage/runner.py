"""One triage run, whichever engine does the work: the files listed lazily, those an
earlier run already did taken from its journal, the rest handed to an engine, and every
row passed on as it finishes (written to the journal first).

An *engine* takes an iterator of paths and calls back with one row per path, in any
order; it pulls paths only as it has room for them, so the run never holds the list of
files. Two engines: :func:`local_engine` (the process pool of :mod:`.batch`) and the
Dask engine of :mod:`.dask_engine`. Both run the same unit of work,
:func:`~inspector.triage.work.triage_file`, or the ``worker`` given to them.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import Any

from inspector.triage.batch import Worker, run_batch
from inspector.triage.journal import Journal
from inspector.triage.levels import DEFAULT_TIME_LIMIT
from inspector.triage.work import iter_pdfs, triage_file

Row = dict[str, Any]
OnRow = Callable[[Row], None]
Engine = Callable[[Iterator[str], OnRow], None]
"""Triages the paths it pulls from the iterator; calls back once per path."""


class EngineLost(Exception):
    """The engine can go on no more (the Dask scheduler went away): the rows that
    finished have been passed on; the message says what happened."""


OnResult = Callable[[Row, int, bool], None]
"""Called with each row, its place in the listing, and whether an earlier run did it."""

WORKER_HOOK = "INSPECTOR_TRIAGE_WORKER"
"""Environment variable naming the unit of work as ``module:function`` (called as
``function(path, password, limit)``, returning a row) instead of
:func:`~inspector.triage.work.triage_file`: a hook for tests (a slow, crashing or
memory-hungry file) and for wrapping the triage. The module must be importable on the
workers too."""


def worker_from_environment() -> Worker:
    """The unit of work: :data:`WORKER_HOOK`'s function if it is set, else
    :func:`~inspector.triage.work.triage_file`."""
    spec = os.environ.get(WORKER_HOOK, "").strip()
    if not spec:
        return triage_file
    module, _, name = spec.partition(":")
    function = getattr(importlib.import_module(module), name or "triage_file", None)
    if not callable(function):
        raise ValueError(f"{WORKER_HOOK}={spec}: not a function")
    worker: Worker = function
    return worker


def chunk_size(jobs: int) -> int:
    """Files per process pool of the local engine: a pool is started per chunk."""
    return max(1000, 200 * jobs)


def local_engine(
    jobs: int,
    *,
    password: str | None = None,
    limit: float = DEFAULT_TIME_LIMIT,
    worker: Worker = triage_file,
    chunk: int | None = None,
) -> Engine:
    """The local process pool as an engine: ``jobs`` worker processes, the files taken a
    chunk at a time (see :func:`~inspector.triage.batch.run_batch` for its guards)."""
    size = chunk or chunk_size(jobs)

    def run(paths: Iterator[str], on_row: OnRow) -> None:
        while batch := list(islice(paths, size)):
            run_batch(batch, jobs, on_row, password=password, limit=limit, worker=worker)

    return run


def run_triage(
    paths: Iterable[str],
    engine: Engine,
    on_result: OnResult,
    journal: Journal | None = None,
) -> None:
    """Triage files and folders with ``engine``; ``on_result`` gets every file's row once.

    Paths that do not exist get their error row at once; files whose row ``journal``
    already holds (resumed) are passed on from it without being done again. Each new row
    is written to ``journal`` before ``on_result`` sees it.
    """
    places: dict[str, int] = {}
    """Files handed to the engine and not yet back: their place in the listing."""

    def todo() -> Iterator[str]:
        for place, item in enumerate(iter_pdfs(paths)):
            path = item if isinstance(item, str) else str(item["file"])
            earlier = journal.previous(path) if journal is not None else None
            if earlier is not None:
                on_result(earlier, place, True)
            elif isinstance(item, dict):
                finished(item, place)
            else:
                places[path] = place
                yield path

    def finished(row: Row, place: int) -> None:
        if journal is not None:
            journal.write(row)
        on_result(row, place, False)

    def on_row(row: Row) -> None:
        place = places.pop(str(row["file"]), -1)
        finished(row, place)

    engine(todo(), on_row)


__all__ = [
    "WORKER_HOOK",
    "Engine",
    "EngineLost",
    "OnResult",
    "OnRow",
    "local_engine",
    "run_triage",
    "worker_from_environment",
]
