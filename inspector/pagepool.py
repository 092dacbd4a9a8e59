"""Pages read by several worker processes, above the analysis: the workers, their runs,
merging what they send and the fall-back to reading the pages here.

Once its fonts are built, a page's trace and text depend on nothing but the page, so a
large document can be split into runs of consecutive pages, each read in a worker process
that opens the file itself (an :class:`~inspector.analysis.Analysis` of its own) and
builds the fonts it meets. The results come back in page order, a run at a time, so the
output is what one process writes and memory holds only the runs in flight. Below
:data:`PARALLEL_FROM` pages, starting workers costs more than it saves and the pages are
read here.

The verdicts are reached the same way: each run's part of the diagnosis is merged in page
order (:func:`merge_run`), and when the runs cannot give what one process gives the pages
are read here instead (:func:`read_pages`, for ``fonts`` and the reports; the window
merges its runs as they come in and reads the pages here page by page). The analysis
knows nothing of the workers.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable, Generator, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from inspector.pageprogress import pages_read
from inspector.pageprogress import stop as stop_progress

if TYPE_CHECKING:  # imported by the command line's parser: kept light
    import threading
    from concurrent.futures import Future, ProcessPoolExecutor

    from inspector.analysis import Analysis
    from inspector.content import PageTrace
    from inspector.decode import Font
    from inspector.diagnostics import Diagnoser, Diagnosis
    from inspector.diagnostics.pageusage import RunUsage

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


def workers_for(pages: Sequence[int], jobs: int | str) -> int:
    """How many worker processes read ``pages`` for ``jobs`` ("auto" or a number): 1
    when the pages are read here."""
    workers = auto_jobs(len(pages)) if jobs == "auto" else max(1, int(jobs))
    return workers if workers > 1 and len(pages) > RUN_PAGES else 1


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
            pending: list[tuple[int, Future[tuple[list[Output] | Spooled, bool]]]] = []
            ahead = 2 * self.jobs  # runs in flight: enough to keep every worker busy
            for run in runs[:ahead]:
                pending.append((len(run), pool.submit(_read_run, run, work, spool, SPOOL_FROM)))
            following = ahead
            while pending:
                count, future = pending.pop(0)
                outputs, found = future.result()
                self.document_findings_elsewhere |= found
                pages_read(count)
                if isinstance(outputs, Spooled):
                    yield from outputs.read()  # type: ignore[misc]
                else:
                    yield from outputs
                if following < len(runs):
                    run = runs[following]
                    pending.append((len(run), pool.submit(_read_run, run, work, spool, SPOOL_FROM)))
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
        futures = deque((len(run), pool.submit(_gather_run, run, work)) for run in runs)
        while futures:  # a run's output is let go once taken
            if stop is not None and not _done_before(futures[0][1], stop):
                for process in list(pool._processes.values()):
                    process.terminate()
                return
            count, future = futures.popleft()
            result = future.result()
            pages_read(count)
            yield result
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


def run_usage_work(analysis: Analysis, traces: Iterator[PageTrace]) -> RunUsage:
    """What the diagnosis takes from a run of pages (the work of the workers of
    :class:`DiagnosisReading`)."""
    from inspector.diagnostics.pageusage import run_usage

    return run_usage(traces, analysis)


class Reading(Generic[Output]):
    """What one pass over pages gathers: the diagnosis (:attr:`diagnoser`) and what a
    subclass keeps besides. The pages come either here, a trace at a time (:meth:`add`),
    or from worker processes, a run at a time: each worker applies :attr:`work` to its
    runs and the outputs are merged in page order (:meth:`merge`), so that the reading
    holds what one process reading the pages gathers.

    A subclass gathering more than the diagnosis extends :meth:`add` and has
    :meth:`take` keep its part of a run's output."""

    def __init__(self, work: RunWork[Output]) -> None:
        from inspector.diagnostics import Diagnoser

        self.work = work
        """What a worker gathers from a run of pages: a module-level function, its
        output picklable."""
        self.diagnoser: Diagnoser = Diagnoser()

    def add(self, trace: PageTrace) -> None:
        """Take one page read here (pages in order)."""
        self.diagnoser.add(trace)

    def take(self, output: Output) -> RunUsage:
        """Keep what of a run's output is not the diagnosis; its part of the diagnosis."""
        raise NotImplementedError

    def merge(self, analysis: Analysis, output: Output, elsewhere: bool) -> bool:
        """Take one run's output (runs in page order; see :func:`merge_run`): False when
        it cannot give what one process gives, and the pages are to be read here."""
        return merge_run(analysis, self.diagnoser, self.take(output), elsewhere)


class DiagnosisReading(Reading["RunUsage"]):
    """A reading for the diagnosis alone."""

    def __init__(self) -> None:
        super().__init__(run_usage_work)

    def take(self, output: RunUsage) -> RunUsage:
        return output


ReadingT = TypeVar("ReadingT", bound=Reading[Any])


def read_pages(
    analysis: Analysis,
    pages: list[int] | None,
    new: Callable[[], ReadingT],
    jobs: int | str = 1,
    password: str | None = None,
) -> ReadingT:
    """The ``pages`` of ``analysis`` (None: all) read once into a reading made by
    ``new``: by worker processes when ``jobs`` gives more than one (see
    :func:`workers_for`; each opens the file again, with ``password``), their runs merged
    in page order, else here. When the runs cannot give what one process gives (see
    :func:`merge_run`), what they sent is dropped and the pages are read here into a
    new reading."""
    selected = pages if pages is not None else list(range(analysis.page_count))
    workers = workers_for(selected, jobs)
    if workers > 1:
        reading = new()
        if merge_runs(analysis, reading, selected, workers, password):
            return reading
    reading = new()
    for trace in analysis.trace(pages):
        reading.add(trace)
    return reading


def diagnose(
    analysis: Analysis,
    pages: list[int] | None = None,
    jobs: int | str = 1,
    password: str | None = None,
) -> Diagnosis:
    """The verdicts over ``pages`` (None: all), their pages read as :func:`read_pages`
    reads them: the same as :meth:`Analysis.diagnose`'s, whatever ``jobs``."""
    reading = read_pages(analysis, pages, DiagnosisReading, jobs, password)
    return analysis.conclude(reading.diagnoser, pages)


def merge_runs(
    analysis: Analysis,
    reading: Reading[Output],
    pages: list[int],
    workers: int,
    password: str | None,
) -> bool:
    """Have ``workers`` processes read runs of ``pages`` with ``reading.work``, merging
    each output into ``reading`` in page order. False, with the rest of the runs
    dropped, when an output cannot give what one process gives."""
    runs = gather_runs(analysis, pages, reading.work, workers, password)
    try:
        for output, elsewhere in runs:
            if not reading.merge(analysis, output, elsewhere):
                return False
    finally:
        runs.close()
    return True


def merge_run(analysis: Analysis, diagnoser: Diagnoser, usage: RunUsage, elsewhere: bool) -> bool:
    """Merge one run's part of the diagnosis into ``diagnoser`` (runs in page order),
    the fonts of ``analysis`` adopting what the workers' fonts learned from their
    programs (:meth:`Font.adopt`: no program is read twice). False when it cannot give
    what one process gives: reading its pages added findings to the document
    (``elsewhere``: qpdf's repairs, damaged objects, which one process finds in an order
    of its own), or a font it used is not among the resources of the page that first
    used it (a font set through an ExtGState)."""
    diagnoser.merge(usage)
    fonts = None if elsewhere else _pending_fonts(analysis, diagnoser)
    if fonts is None:
        return False
    # Adopted while the workers read the next runs.
    diagnoser.adopt_pending(fonts)
    return True


def _pending_fonts(analysis: Analysis, diagnoser: Diagnoser) -> dict[object, Font] | None:
    """The fonts of ``analysis`` for the pages merged into ``diagnoser``, built as the
    interpreter builds them; None when one cannot be found that way."""
    found: dict[object, Font] = {}
    for key, name, page in diagnoser.pending_fonts():
        font = analysis.first_used_font(key, name, page)
        if font is None:
            return None
        found[key] = font
    return found


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
    stop_progress()  # a forked worker inherits the parent's display: it never draws
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
    "DiagnosisReading",
    "PageRuns",
    "PageWork",
    "Reading",
    "RunWork",
    "auto_jobs",
    "diagnose",
    "gather_runs",
    "map_pages",
    "merge_run",
    "merge_runs",
    "read_pages",
    "run_usage_work",
    "workers_for",
]
