"""The background pass: every page read for the verdicts, and the font listing.

Controller half (:class:`BackgroundPass`): the verdicts and findings known so far, the
fonts listed (fed through one path, :meth:`BackgroundPass._take_fonts`), the pages'
contents. Session half (:class:`ScanWork`): pages read one at a time on the worker
thread, or from :data:`RUNS_FROM` pages in worker processes whose runs are merged there
(``pagepool.merge_run``); the verdicts concluded as often as :class:`ConcludePace` allows.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector import pagepool
from inspector.gui.features.hub import Hub, ignore
from inspector.gui.state import FontListing, FontSnapshot, PageContents, PageScan
from inspector.gui.worker import (
    PRIORITY_LIST,
    PRIORITY_RUNS,
    PRIORITY_SCAN,
    PRIORITY_URGENT,
    Runner,
    Ticket,
)

if TYPE_CHECKING:
    # The session half runs on the worker thread, which imports the analysis when the
    # first file is opened (inspector.gui.session): the window starts without it.
    from inspector.content import PageTrace
    from inspector.decode import FontEntry
    from inspector.diagnostics import Diagnosis, FontVerdict
    from inspector.diagnostics.pageusage import MissingFontUse
    from inspector.findings import Finding, Location
    from inspector.gui.page_runs import RunFeed
    from inspector.gui.session import Progress, Session

log = logging.getLogger(__name__)


RUNS_FROM = 200
"""Pages from which the background pass is read by worker processes (where
``pagepool.workers_for`` gives more than one): the window's workers are spawned, each
importing the inspector again, so they pay later than the command line's forked ones
(98 pages: 3.9 s to every verdict with them, 3.5 s without)."""

FONT_CHUNK = 20
"""Pages whose fonts one background job lists (small: a page request waits for one job)."""

CONCLUDE_RATIO = 4.0
"""The background pass concludes again once it has read pages for this many times as
long as its last conclusion took (concluding runs every rule over every font's codes so
far, which grows with the fonts): at most a fifth of the pass goes to the verdicts shown
while it runs, however many fonts the document has."""


class ConcludePace:
    """When the background pass concludes again (see :data:`CONCLUDE_RATIO`)."""

    def __init__(self) -> None:
        self.reading = 0.0
        """Seconds spent reading pages since the last conclusion."""
        self.cost = 0.0
        """Seconds the last conclusion took (0 before the first: it comes at once)."""

    def read(self, seconds: float) -> None:
        """Count time spent reading pages."""
        self.reading += seconds

    @property
    def due(self) -> bool:
        """Whether enough was read since the last conclusion."""
        return self.reading >= CONCLUDE_RATIO * self.cost

    def concluded(self, seconds: float) -> None:
        """A conclusion took ``seconds``."""
        self.cost = seconds
        self.reading = 0.0


class ScanWork:
    """The session half of the background pass (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.pace = ConcludePace()
        self._since = 0.0

    def list_fonts(self, pages: range, progress: Progress) -> FontListing:
        """The fonts of some pages with every use known so far, and each page's contents."""
        keys: dict[object, None] = {}
        contents = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            found = self.session.list_page(index)
            keys.update(dict.fromkeys(entry.key for entry in found))
            contents.append(self.session.contents(index, found))
        fonts = tuple(self.session.book.snapshot(key) for key in keys)
        return FontListing(pages, fonts, tuple(contents))

    def page_contents(self, index: int) -> PageContents:
        """The fonts, forms and images of one page."""
        return self.session.contents(index, self.session.analysis.fonts([index]))

    def scan_page(self, index: int, finish: bool = False) -> PageScan:
        """Feed one page to the diagnostics, and conclude over the pages so far when it
        is time to (see :class:`ConcludePace`), after the last page, or with ``finish``."""
        start = time.perf_counter()
        trace = self.session.analysis.trace_page(index)
        if index not in self.session.scanned:
            self.session.scanned.add(index)
            self.session.diagnoser.add(trace)
        self.pace.read(time.perf_counter() - start)
        if (
            not finish
            and len(self.session.scanned) < self.session.analysis.page_count
            and not self.pace.due
        ):
            scan = PageScan(index, trace.findings, self.session.analysis.findings)
        else:
            scan = self._conclude(index, trace.findings)
        return self._with_missing(scan, trace)

    def _with_missing(self, scan: PageScan, trace: PageTrace) -> PageScan:
        """A scan with the fonts the page selects whose resource is missing (their uses
        on it) and the page's contents counting them."""
        return self._with_missing_uses(scan, self.session.note_missing(trace))

    def _with_missing_uses(self, scan: PageScan, missing: list[FontEntry]) -> PageScan:
        """A scan with ``missing`` (fonts whose resource is missing, as the session
        noted them) and the contents of the pages they are used on, counting them."""
        if not missing:
            return scan
        fonts = tuple(self.session.book.snapshot(entry.key) for entry in missing)
        pages = dict.fromkeys(use.page_index for entry in missing for use in entry.uses)
        contents = tuple(
            self.session.contents(index, self.session.list_page(index)) for index in pages
        )
        return replace(scan, unlisted=scan.unlisted + fonts, contents=contents)

    def new_feed(self, workers: int, arrived: Callable[[], None]) -> RunFeed:
        """Worker processes to read every page for the diagnosis (not started; see
        :meth:`merge_runs`); ``arrived`` is called from another thread as runs come in.
        Touches nothing of the document: any thread may call it."""
        from inspector.gui.page_runs import RunFeed

        pages = list(range(self.session.analysis.page_count))
        self.session.feed = RunFeed(
            self.session.analysis, pages, workers, self.session.password, arrived
        )
        return self.session.feed

    def start_runs(self, feed: RunFeed, here: bool = False) -> None:
        """Start ``feed``'s workers and the thread waiting for them; with ``here``, wait
        for them in this thread instead (``arrived`` is then called in it)."""
        if feed is not self.session.feed:
            return
        self._since = time.perf_counter()
        if here:
            feed.read()
        else:
            feed.start()

    def merge_runs(self, feed: RunFeed) -> PageScan:
        """Merge the runs ``feed``'s workers read since the last call, in page order, and
        conclude over the pages so far when it is time to (see :class:`ConcludePace`)
        or when every page is in."""
        if feed is not self.session.feed:
            return PageScan(-1, ())
        merged = self._merge_arrived(feed)
        if merged is None:
            return PageScan(-1, (), self.session.analysis.findings, restart=True)
        pages, missing = merged
        noted = self.session.note_missing_uses(missing)  # before the verdicts list them
        now = time.perf_counter()
        self.pace.read(now - self._since)
        self._since = now
        read = len(self.session.scanned)
        if pages and (read == self.session.analysis.page_count or self.pace.due):
            scan = self._conclude(-1, ())
            self._since = time.perf_counter()
            scan = replace(scan, pages=pages, read=read)
        else:
            scan = PageScan(-1, (), self.session.analysis.findings, pages=pages, read=read)
        return self._with_missing_uses(scan, noted)

    def _merge_arrived(
        self, feed: RunFeed
    ) -> tuple[tuple[tuple[int, tuple[Finding, ...]], ...], list[MissingFontUse]] | None:
        """Merge what ``feed`` has: the pages merged with their findings and the uses of
        fonts whose resource is missing on them, or None when the runs cannot give what
        one process gives (the diagnosis is then empty again, for the pages to be read
        here)."""
        merged: list[tuple[int, tuple[Finding, ...]]] = []
        missing: list[MissingFontUse] = []
        for item in feed.take():
            if isinstance(item, BaseException) or not pagepool.merge_run(
                self.session.analysis, self.session.diagnoser, item[0], item[1]
            ):
                if isinstance(item, BaseException):
                    log.warning(
                        "the worker processes failed; reading the pages here", exc_info=item
                    )
                self.abandon_runs(feed)
                return None
            usage = item[0]
            indexes = [health.page_index for health in usage.pages]
            found: dict[int, list[Finding]] = {index: [] for index in indexes}
            for finding in usage.findings:
                where = finding.location.page_index
                found[where if where in found else indexes[0]].append(finding)
            self.session.scanned.update(indexes)
            merged.extend((index, tuple(found[index])) for index in indexes)
            missing.extend(usage.missing)
        return tuple(merged), missing

    def abandon_runs(self, feed: RunFeed) -> None:
        """Stop ``feed`` and forget what it merged: the pages are to be read here."""
        feed.stop()
        if feed is self.session.feed:
            self.session.feed = None
            from inspector.diagnostics import Diagnoser

            self.session.diagnoser = Diagnoser()
            self.session.scanned.clear()

    def conclude(self) -> PageScan:
        """The verdicts over the pages scanned so far (all of a document without pages,
        or those read before the analysis was stopped, with the runs the worker
        processes finished by then)."""
        feed = self.session.feed
        if feed is not None:
            feed.stop()
            pages, missing = self._merge_arrived(feed) or ((), [])
            noted = self.session.note_missing_uses(missing)
            scan = replace(self._conclude(-1, ()), pages=pages, read=len(self.session.scanned))
            return self._with_missing_uses(scan, noted)
        return self._conclude(-1, ())

    def _conclude(self, index: int, findings: tuple[Finding, ...]) -> PageScan:
        """The verdicts over the pages scanned so far, through the command line's code:
        over every page, exactly what ``fonts`` and ``report`` conclude."""
        start = time.perf_counter()
        scan = self._concluded(index, findings)
        self.pace.concluded(time.perf_counter() - start)
        return scan

    def _concluded(self, index: int, findings: tuple[Finding, ...]) -> PageScan:
        from inspector.gui.session import font_snapshot

        analysis = self.session.analysis
        complete = len(self.session.scanned) == analysis.page_count
        # Until every page is scanned, the fonts listed so far stand in for the listing
        # of the scanned pages (listing them again at every step would cost a pass).
        listed = None if complete else list(self.session.book.entries.values())
        entries = analysis.judged_fonts(self.session.diagnoser, None, listed)
        diagnosis = analysis.conclude(self.session.diagnoser, listed=entries)
        unlisted = tuple(font_snapshot(e) for e in entries if e.key not in self.session.book)
        return PageScan(index, findings, analysis.findings, diagnosis, unlisted, complete=complete)


class BackgroundPass(Hub):
    """The controller half of the background pass and of the font listing."""

    diagnosis_changed = Signal()
    """The background pass analysed more pages: verdicts and findings grew."""
    fonts_listed = Signal(object)
    """A tuple of :class:`FontSnapshot`: fonts new to the list, and newer snapshots of
    listed ones (used on more pages), which replace theirs in :attr:`fonts`."""
    page_contents_ready = Signal(object)
    """The :class:`PageContents` of a page (fonts, forms, images)."""
    page_contents_listed = Signal(object)
    """A tuple of :class:`PageContents` of many pages at once (the background listing)."""
    _runs_arrived = Signal()
    """Worker processes of the background pass finished a run (emitted from the thread
    waiting for them)."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._scan: ScanWork | None = None
        self.diagnosis: Diagnosis | None = None
        self.diagnosis_complete = False
        """Whether :attr:`diagnosis` covers every page (the command line's verdicts)."""
        self.scan_stopped = False
        """Whether the background analysis was cancelled before every page was read."""
        self.page_findings: dict[int, tuple[Finding, ...]] = {}
        self.document_findings: tuple[Finding, ...] = ()
        self.scanned = 0
        self._scan_tickets: list[Ticket] = []
        self.fonts: list[FontSnapshot] = []
        """The fonts listed so far, as the worker last saw them (see :meth:`_take_fonts`)."""
        self._font_index: dict[object, int] = {}
        self.listed_pages = 0
        self.contents: dict[int, PageContents] = {}
        self._contents_asked: set[int] = set()
        self._feed: RunFeed | None = None
        """The worker processes of the background pass, when they read the pages."""
        self._stopped_feeds: list[RunFeed] = []
        self._merging = False
        self._runs_waiting = False
        self._runs_arrived.connect(lambda: self._merge_runs())

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._scan = ScanWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._scan = None
        self.diagnosis = None
        self.diagnosis_complete = False
        self.scan_stopped = False
        self.page_findings = {}
        self.document_findings = ()
        self.scanned = 0
        self.fonts = []
        self._font_index = {}
        self.listed_pages = 0
        self.contents = {}
        self._contents_asked = set()

    def _join_feeds(self) -> None:
        """Wait until the worker processes of the background pass are gone."""
        for feed in self._stopped_feeds:
            feed.join()
        self._stopped_feeds = []

    # Queries ---------------------------------------------------------------------------

    def partial_note(self) -> str | None:
        """How much of the document the verdicts cover, when it is not all of it."""
        loaded = self.document
        if loaded is None or self.diagnosis_complete:
            return None
        count = loaded.info.page_count
        done = min(self.scanned, count)
        if self.scan_stopped:
            return QCoreApplication.translate(
                "DocumentController",
                "partial: the analysis was stopped after {done} of {count} pages",
            ).format(done=done, count=count)
        return QCoreApplication.translate(
            "DocumentController", "so far: {done} of {count} pages analysed"
        ).format(done=done, count=count)

    def verdict(self, key: object) -> FontVerdict | None:
        """A font's verdict over the pages analysed so far."""
        return self.diagnosis.fonts.get(key) if self.diagnosis is not None else None

    def findings(self) -> tuple[Finding, ...]:
        """Document, font and page findings known so far."""
        out: list[Finding] = list(self.document_findings)
        if self.document is not None:
            for entry in self.fonts:
                found = self.diagnosis.findings.get(entry.key) if self.diagnosis else None
                out.extend(found if found is not None else entry.findings)
        for index in sorted(self.page_findings):
            out.extend(self.page_findings[index])
        seen: set[tuple[str, str, Location]] = set()
        unique = []
        for finding in out:
            key = (finding.code, finding.message, finding.location)
            if key not in seen:
                seen.add(key)
                unique.append(finding)
        return tuple(unique)

    # The pass --------------------------------------------------------------------------

    def _stop(self, conclude: bool) -> None:
        pending = [t for t in self._scan_tickets if not t.cancelled]
        for ticket in self._scan_tickets:
            ticket.cancel()
        self._scan_tickets = []
        feed, self._feed = self._feed, None
        if feed is not None:
            feed.stop()
            self._stopped_feeds = [f for f in self._stopped_feeds if not f.ended] + [feed]
            if not feed.ended:
                pending.append(Ticket("runs"))
        scan, loaded = self._scan, self.document
        if (
            conclude
            and pending
            and scan is not None
            and loaded is not None
            and self.scanned < loaded.info.page_count
            and not self.diagnosis_complete
        ):
            self.scan_stopped = True

            def concluded(result: PageScan) -> None:
                self._add_scan(result)
                self.diagnosis_changed.emit()

            self.runner.submit(
                "conclude",
                lambda _p: scan.conclude(),
                self._if_current(concluded),
                self._log_error,
                None,
                PRIORITY_URGENT,
            )
            self.diagnosis_changed.emit()
        super()._stop(conclude)

    def _start_scan(self, count: int) -> None:
        scan = self._scan
        if scan is None:
            return
        if count >= RUNS_FROM and pagepool.workers_for(range(count), "auto") > 1:
            self._start_runs(scan, count)
        else:
            self._start_scan_here(count)

    def _start_scan_here(self, count: int) -> None:
        """The background pass read on the worker thread, a page per job; the verdicts
        are concluded as often as :class:`ConcludePace` allows."""
        scan = self._scan
        if scan is None:
            return
        if count == 0:  # no page to scan: the verdicts over none, as the command line's

            def concluded(scan: PageScan) -> None:
                self._add_scan(scan)
                self.diagnosis_changed.emit()

            self.runner.submit(
                "scan", lambda _p: scan.conclude(), self._if_current(concluded), self._log_error
            )
            return

        def scanned(scan: PageScan) -> None:
            self._add_scan(scan)
            self.scanned += 1
            finished = self.scanned == count
            if scan.diagnosis is not None or finished:
                self.diagnosis_changed.emit()
            if (
                scan.diagnosis is not None
                or finished
                or self.scanned * 100 // count != ((self.scanned - 1) * 100 // count)
            ):
                self.progress_changed.emit(
                    ""
                    if finished
                    else QCoreApplication.translate("DocumentController", "Analysing pages"),
                    self.scanned,
                    count,
                )

        def failed(exc: BaseException) -> None:
            self.scanned += 1
            self._log_error(exc)

        done = self._if_current(scanned)
        for index in range(count):
            self._scan_tickets.append(
                self.runner.submit(
                    "scan",
                    partial(_scan_page, scan, index),
                    done,
                    failed,
                    None,
                    PRIORITY_SCAN,
                )
            )

    def _start_runs(self, scan: ScanWork, count: int) -> None:
        """The background pass of a large document: worker processes read runs of its
        pages; each run is merged on the worker thread as it comes in (the pages shown
        meanwhile are read there as ever, and not fed to the diagnosis)."""
        workers = pagepool.workers_for(range(count), "auto")
        feed = self._feed = scan.new_feed(workers, self._runs_arrived.emit)
        self._merging = self._runs_waiting = False
        here = self.synchronous
        self.progress_changed.emit(
            QCoreApplication.translate("DocumentController", "Analysing pages"), 0, count
        )
        self._scan_tickets.append(
            self.runner.submit(
                "scan",
                lambda _p: scan.start_runs(feed, here),
                ignore,
                self._if_current(self._runs_failed),
                None,
                PRIORITY_RUNS,
            )
        )

    def _merge_runs(self) -> None:
        """Runs arrived: merge them on the worker thread (one merge at a time)."""
        scan, feed = self._scan, self._feed
        if scan is None or feed is None:
            return
        self._runs_waiting = True
        if self._merging:
            return
        self._runs_waiting, self._merging = False, True
        count = self.document.info.page_count if self.document else 0

        def merged(scan: PageScan) -> None:
            self._merging = False
            if feed is not self._feed:
                return
            if scan.restart:
                self._feed = None
                self.scanned = 0
                self._start_scan_here(count)
                return
            self._add_scan(scan)
            if scan.diagnosis is not None:
                self.diagnosis_changed.emit()
            if self.diagnosis_complete:
                self._feed = None
                self.progress_changed.emit("", count, count)
                return
            self.progress_changed.emit(
                QCoreApplication.translate("DocumentController", "Analysing pages"),
                self.scanned,
                count,
            )
            if self._runs_waiting:
                self._merge_runs()

        def failed(exc: BaseException) -> None:
            self._merging = False
            self._runs_failed(exc)

        self._scan_tickets.append(
            self.runner.submit(
                "scan",
                lambda _p: scan.merge_runs(feed),
                self._if_current(merged),
                self._if_current(failed),
                None,
                PRIORITY_RUNS,
            )
        )

    def _runs_failed(self, exc: BaseException) -> None:
        """The background pass in worker processes failed: read the pages here."""
        self._log_error(exc)
        feed, self._feed = self._feed, None
        if feed is not None:
            feed.stop()
            self._stopped_feeds.append(feed)
            scan = self._scan
            if scan is not None:
                self.runner.submit(
                    "scan", lambda _p: scan.abandon_runs(feed), ignore, self._log_error
                )
        self.diagnosis, self.diagnosis_complete = None, False
        count = self.document.info.page_count if self.document else 0
        self.scanned = 0
        self._start_scan_here(count)

    def _add_scan(self, scan: PageScan) -> None:
        if scan.index >= 0:
            self.page_findings[scan.index] = scan.findings
        for index, findings in scan.pages:
            self.page_findings[index] = findings
        if scan.read >= 0:
            self.scanned = scan.read
        self.document_findings = scan.document_findings
        if scan.diagnosis is not None:
            self.diagnosis = scan.diagnosis
            self.diagnosis_complete = scan.complete
        if scan.unlisted:
            self._take_fonts(scan.unlisted)
        for contents in scan.contents:
            if contents != self.contents.get(contents.page):
                self._set_contents(contents)

    # Font listing ----------------------------------------------------------------------

    def _take_fonts(self, fonts: Iterable[FontSnapshot]) -> None:
        """The one way fonts reach the list: a new font is appended, a listed one takes
        its newer snapshot (the session's FontBook merged its uses); ``fonts_listed`` follows."""
        changed = []
        for font in fonts:
            row = self._font_index.get(font.key)
            if row is None:
                self._font_index[font.key] = len(self.fonts)
                self.fonts.append(font)
                changed.append(font)
            elif self.fonts[row] is not font:
                self.fonts[row] = font
                changed.append(font)
        self.fonts_listed.emit(tuple(changed))

    def _start_listing(self, count: int) -> None:
        """List the fonts of every page in chunks, after the first page is shown."""
        scan = self._scan
        self.listed_pages = min(count, 1)
        if scan is None or count <= 1:
            return

        def listed(listing: FontListing) -> None:
            self.listed_pages += len(listing.pages)
            new = tuple(item for item in listing.contents if item.page not in self.contents)
            for item in new:
                self.contents[item.page] = item
            if new:
                self.page_contents_listed.emit(new)
            self._take_fonts(listing.fonts)

        done = self._if_current(listed)
        for lo in range(1, count, FONT_CHUNK):
            pages = range(lo, min(count, lo + FONT_CHUNK))
            self._scan_tickets.append(
                self._fetch(
                    "list fonts",
                    partial(_list_fonts, scan, pages),
                    done,
                    PRIORITY_LIST,
                )
            )

    def _set_contents(self, contents: PageContents) -> None:
        self.contents[contents.page] = contents
        self.page_contents_ready.emit(contents)

    def request_page_contents(self, index: int) -> None:
        """Ask for a page's fonts, forms and images; ``page_contents_ready`` follows."""
        scan = self._scan
        if scan is None or index in self.contents or index in self._contents_asked:
            return
        self._contents_asked.add(index)

        def done(contents: PageContents) -> None:
            if contents.page not in self.contents:
                self._set_contents(contents)

        self._fetch("page contents", lambda _p: scan.page_contents(index), self._if_current(done))


def _scan_page(scan: ScanWork, index: int, _progress: Progress) -> PageScan:
    return scan.scan_page(index)


def _list_fonts(scan: ScanWork, pages: range, progress: Progress) -> FontListing:
    return scan.list_fonts(pages, progress)
