"""Pages read by several worker processes, for commands whose pages are independent.

Once its fonts are built, a page's trace and text depend on nothing but the page, so a
large document can be split into runs of consecutive pages, each read in a worker process
that opens the file itself and builds the fonts it meets. The results come back in page
order, a run at a time, so the output is what one process writes and memory holds only the
runs in flight. Below :data:`PARALLEL_FROM` pages, starting workers costs more than it
saves and the pages are read here.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported by the command line's parser: kept light
    from inspector.analysis import Analysis
    from inspector.content import PageTrace

PageWork = Callable[["Analysis", "PageTrace"], str]
"""What a command makes of one traced page: the text it writes for it. A module-level
function, so that worker processes can be told which one to run."""

PARALLEL_FROM = 200
"""Pages from which ``jobs="auto"`` reads with several processes (measured with
``benchmarks/bench.py``: a worker's start and its own font building take about the time of
60-100 pages)."""

RUN_PAGES = 50
"""Consecutive pages one worker reads at a time."""

MAX_AUTO_JOBS = 4


def auto_jobs(pages: int) -> int:
    """How many processes ``jobs="auto"`` uses for ``pages`` pages."""
    if pages < PARALLEL_FROM:
        return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_AUTO_JOBS, pages // RUN_PAGES))


def map_pages(
    analysis: Analysis,
    pages: Sequence[int],
    work: PageWork,
    jobs: int | str = "auto",
    password: str | None = None,
) -> Iterator[str]:
    """``work`` applied to each page of ``pages``, in order: in this process when
    ``jobs`` is 1 (or "auto" picks 1), else in that many worker processes, each opening
    the file of ``analysis`` again."""
    count = auto_jobs(len(pages)) if jobs == "auto" else max(1, int(jobs))
    if count == 1 or len(pages) <= RUN_PAGES:
        for trace in analysis.trace(list(pages)):
            yield work(analysis, trace)
        return
    runs = [list(pages[i : i + RUN_PAGES]) for i in range(0, len(pages), RUN_PAGES)]
    methods = multiprocessing.get_all_start_methods()
    # fork starts a worker in milliseconds (the parent's modules are already imported);
    # where it is missing (Windows, macOS defaults), spawn imports them again.
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    path = str(analysis.document.path)
    with ProcessPoolExecutor(
        max_workers=count,
        mp_context=context,
        initializer=_open,
        initargs=(path, password),
    ) as pool:
        pending: list[Future[list[str]]] = []
        ahead = 2 * count  # runs in flight: enough to keep every worker busy
        for run in runs[:ahead]:
            pending.append(pool.submit(_read_run, run, work))
        following = ahead
        while pending:
            yield from pending.pop(0).result()
            if following < len(runs):
                pending.append(pool.submit(_read_run, runs[following], work))
                following += 1


_worker_analysis: Analysis | None = None


def _open(path: str, password: str | None) -> None:
    """Open the document once in a worker process."""
    from inspector.analysis import Analysis

    global _worker_analysis
    _worker_analysis = Analysis(path, password)


def _read_run(pages: list[int], work: PageWork) -> list[str]:
    analysis = _worker_analysis
    assert analysis is not None, "the worker's initializer opens the document"
    return [work(analysis, trace) for trace in analysis.trace(pages)]


__all__ = ["MAX_AUTO_JOBS", "PARALLEL_FROM", "RUN_PAGES", "PageWork", "auto_jobs", "map_pages"]
