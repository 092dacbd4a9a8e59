"""Pages read by several worker processes, for commands whose pages are independent.

Once its fonts are built, a page's trace and text depend on nothing but the page, so a
large document can be split into runs of consecutive pages, each read in a worker process
that opens the file itself and builds the fonts it meets. The results come back in page
order, a run at a time, so the output is what one process writes and memory holds only the
runs in flight. Below :data:`PARALLEL_FROM` pages, starting workers costs more than it
saves and the pages are read here.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Generator, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:  # imported by the command line's parser: kept light
    import threading
    from concurrent.futures import Future, ProcessPoolExecutor

    from inspector.analysis import Analysis
    from inspector.content import PageTrace

Output = TypeVar("Output")

PageWork = Callable[["Analysis", "PageTrace"], Output]
"""What a command makes of one traced page (the text it writes for it, or what the
diagnosis takes from it): a module-level function, so that worker processes can be told
which one to run, returning something they can send back (picklable)."""

PARALLEL_FROM = 50
"""Pages from which ``jobs="auto"`` reads with several processes (measured with
``benchmarks/bench.py`` and ``--pages``: on two cores, forked workers building the fonts
they meet pay from 40-60 pages; 98 LibreOffice pages 2.5 -> 1.85 s)."""

RUN_PAGES = 10
"""Consecutive pages one worker reads at a time: small, because a run's output waits whole
until its turn to be written (`trace --json` writes about 700 KB a page)."""

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


class PageRuns(Generic[Output]):
    """``work`` applied to each page of ``pages``, in order, as an iterator: in this
    process when ``jobs`` is 1 (or "auto" picks 1), else in that many worker processes,
    each opening the file of ``analysis`` again.

    Reading pages can add findings to the document (qpdf's repairs of objects it reads,
    damaged resources): in this process they reach ``analysis.findings`` as pages are
    read. Workers send theirs back; :attr:`document_findings_elsewhere` says whether any
    came, in which case ``analysis.findings`` lacks them and
    :meth:`complete_document_findings` reads the pages here to gather them as one process
    would (their order and number depend on which pages read an object first).
    """

    def __init__(
        self,
        analysis: Analysis,
        pages: Sequence[int],
        work: PageWork[Output],
        jobs: int | str = "auto",
        password: str | None = None,
    ) -> None:
        self.analysis = analysis
        self.pages = list(pages)
        self.work = work
        self.jobs = auto_jobs(len(self.pages)) if jobs == "auto" else max(1, int(jobs))
        self.password = password
        self.document_findings_elsewhere = False

    @property
    def parallel(self) -> bool:
        """Whether the pages are read in worker processes."""
        return self.jobs > 1 and len(self.pages) > RUN_PAGES

    def __iter__(self) -> Iterator[Output]:
        analysis, pages, work = self.analysis, self.pages, self.work
        if not self.parallel:
            for trace in analysis.trace(pages):
                yield work(analysis, trace)
            return
        runs = [pages[i : i + RUN_PAGES] for i in range(0, len(pages), RUN_PAGES)]
        with _spool_directory() as spool, _pool(analysis, self.jobs, self.password) as pool:
            pending: list[Future[tuple[list[Output] | Spooled, bool]]] = []
            ahead = 2 * self.jobs  # runs in flight: enough to keep every worker busy
            for run in runs[:ahead]:
                pending.append(pool.submit(_read_run, run, work, spool, SPOOL_FROM))
            following = ahead
            while pending:
                outputs, found = pending.pop(0).result()
                self.document_findings_elsewhere |= found
                if isinstance(outputs, Spooled):
                    yield from outputs.read()  # type: ignore[misc]
                else:
                    yield from outputs
                if following < len(runs):
                    pending.append(pool.submit(_read_run, runs[following], work, spool, SPOOL_FROM))
                    following += 1

    def complete_document_findings(self) -> None:
        """Read the pages here (without the work) when workers met document findings, so
        that ``analysis.findings`` holds what one process reading them finds."""
        if self.document_findings_elsewhere:
            for _ in self.analysis.trace(self.pages):
                pass
            self.document_findings_elsewhere = False


RunWork = Callable[["Analysis", Iterator["PageTrace"]], Output]
"""What a command gathers from a run of consecutive pages (their traces, in order): a
module-level function returning something picklable."""

RUNS_PER_JOB = 4
"""Runs :func:`gather_runs` cuts the pages into per worker: few, so that little is sent
back, and more than one, so that a worker with slower pages does not hold up the rest."""


def gather_runs(
    analysis: Analysis,
    pages: Sequence[int],
    work: RunWork[Output],
    jobs: int,
    password: str | None = None,
    stop: threading.Event | None = None,
) -> Generator[tuple[Output, bool], None, None]:
    """``work`` applied to each of a few long runs of consecutive pages in ``jobs`` worker
    processes: each output in page order as soon as it and those before it are done, with
    whether reading its pages added findings to the document (see :class:`PageRuns`; here
    they are not gathered). Closing the iterator early cancels the runs not started.

    With ``stop``, the wait for a run ends as soon as it is set: the workers are ended
    where they are (their runs are not needed) and the iteration stops."""
    pages = list(pages)
    size = max(RUN_PAGES, -(-len(pages) // (jobs * RUNS_PER_JOB)))
    runs = [pages[i : i + size] for i in range(0, len(pages), size)]
    pool = _pool(analysis, jobs, password)
    try:
        futures = deque(pool.submit(_gather_run, run, work) for run in runs)
        while futures:  # a run's output is let go once taken
            if stop is not None and not _done_before(futures[0], stop):
                for process in list(pool._processes.values()):
                    process.terminate()
                return
            yield futures.popleft().result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


STOP_POLL = 0.05
"""Seconds between two looks at :func:`gather_runs`' ``stop`` while a run is read."""


def _done_before(future: Future[tuple[Output, bool]], stop: threading.Event) -> bool:
    """Wait until ``future`` is done (True) or ``stop`` is set (False)."""
    from concurrent.futures import wait

    while not stop.is_set():
        if wait([future], timeout=STOP_POLL).done:
            return True
    return False


def map_pages(
    analysis: Analysis,
    pages: Sequence[int],
    work: PageWork[Output],
    jobs: int | str = "auto",
    password: str | None = None,
) -> Iterator[Output]:
    """``work`` applied to each page, in order (see :class:`PageRuns`), for commands
    that write nothing of the document's own findings."""
    return iter(PageRuns(analysis, pages, work, jobs, password))


_worker_analysis: Analysis | None = None


def _pool(analysis: Analysis, jobs: int, password: str | None) -> ProcessPoolExecutor:
    """Worker processes that each open the document of ``analysis`` as it was opened."""
    import multiprocessing
    import threading
    from concurrent.futures import ProcessPoolExecutor

    methods = multiprocessing.get_all_start_methods()
    # fork starts a worker in milliseconds (the parent's modules are already imported),
    # but only a process running no other thread forks safely: a lock another thread holds
    # (an import under way) stays held in the child, which then waits for ever (the
    # window). There, and where fork is missing (Windows, macOS), spawn imports them again.
    fork = "fork" in methods and threading.active_count() == 1
    context = multiprocessing.get_context("fork" if fork else "spawn")
    return ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=context,
        initializer=_open,
        initargs=(str(analysis.document.path), password, analysis.text_only),
    )


def _open(path: str, password: str | None, text_only: bool) -> None:
    """Open the document once in a worker process, as the parent opened it."""
    from inspector.analysis import Analysis
    from inspector.collector import collect_less_often

    collect_less_often()  # a spawned worker starts with Python's default
    global _worker_analysis
    _worker_analysis = Analysis(path, password, text_only=text_only)


SPOOL_FROM = 1 << 20
"""Bytes of output from which a run's outputs travel through a file (see :class:`Spooled`);
read in the parent and passed to the workers."""


class Spooled:
    """A run's outputs (bytes) left in a file of the spool directory for the parent: a
    page of ``trace --json`` is 800 KB, and sent through the pool's pipe a run's outputs
    were pickled, written, read by the parent's result thread and unpickled, which took
    a quarter of the command's time on two cores."""

    def __init__(self, path: str, sizes: list[int]) -> None:
        self.path = path
        self.sizes = sizes

    def read(self) -> list[bytes]:
        """The outputs, the file removed."""
        try:
            with open(self.path, "rb") as f:
                return [f.read(size) for size in self.sizes]
        finally:
            os.unlink(self.path)


@contextmanager
def _spool_directory() -> Iterator[str | None]:
    """A private temporary directory for :class:`Spooled` outputs, removed with what is
    left in it; None where none can be made (the outputs then go through the pipe)."""
    import tempfile

    try:
        spool = tempfile.TemporaryDirectory(prefix="pdf-font-inspector-")
    except OSError:
        yield None
        return
    with spool as path:
        yield path


def _read_run(
    pages: list[int], work: PageWork[Output], spool: str | None = None, spool_from: int = 0
) -> tuple[list[Output] | Spooled, bool]:
    """The outputs of a run of pages (in a file of ``spool`` when they are bytes, at
    least ``spool_from`` of them), and whether reading them added findings to the
    document."""
    analysis = _worker_analysis
    assert analysis is not None, "the worker's initializer opens the document"
    before = len(analysis.findings)
    outputs = [work(analysis, trace) for trace in analysis.trace(pages)]
    found = len(analysis.findings) > before
    if spool is not None and all(type(o) is bytes for o in outputs):
        sizes = [len(o) for o in outputs]  # type: ignore[arg-type]
        if sum(sizes) >= spool_from:
            spooled = _spool(spool, outputs, sizes)  # type: ignore[arg-type]
            if spooled is not None:
                return spooled, found
    return outputs, found


def _spool(spool: str, outputs: list[bytes], sizes: list[int]) -> Spooled | None:
    """``outputs`` written to a new file of ``spool``; None when it cannot be written
    (a full disk: they then go through the pipe)."""
    import tempfile

    try:
        fd, path = tempfile.mkstemp(dir=spool)
    except OSError:
        return None
    try:
        with os.fdopen(fd, "wb") as f:
            f.writelines(outputs)
    except OSError:
        with suppress(OSError):
            os.unlink(path)
        return None
    return Spooled(path, sizes)


def _gather_run(pages: list[int], work: RunWork[Output]) -> tuple[Output, bool]:
    """What ``work`` gathers from a run of pages, and whether reading them added findings
    to the document."""
    analysis = _worker_analysis
    assert analysis is not None, "the worker's initializer opens the document"
    before = len(analysis.findings)
    output = work(analysis, analysis.trace(pages))
    return output, len(analysis.findings) > before


__all__ = [
    "MAX_AUTO_JOBS",
    "PARALLEL_FROM",
    "RUNS_PER_JOB",
    "RUN_PAGES",
    "PageRuns",
    "PageWork",
    "RunWork",
    "auto_jobs",
    "gather_runs",
    "map_pages",
]
