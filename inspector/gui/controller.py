"""The document controller: owns the analysis (through the worker) and the selection.

Views call its methods and listen to its past-tense signals; they know nothing else
but the core's data. The selection is one value (page, font, string, code) so that
every view shows the same glyph.
"""

from __future__ import annotations

import logging
import traceback
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from inspector import pagepool
from inspector.analysis import Analysis
from inspector.content import TextShow
from inspector.diagnostics import Diagnosis, FontVerdict
from inspector.diagnostics.explain import explain
from inspector.errors import InspectorError, PasswordError
from inspector.files import shown
from inspector.findings import Finding, Location
from inspector.gui.occurrences import Occurrences, predicate_for
from inspector.gui.page_runs import RunFeed
from inspector.gui.search import parse_query
from inspector.gui.session import Session
from inspector.gui.state import (
    FontListing,
    FontSnapshot,
    GlyphOutlines,
    LoadedDocument,
    LoadedPage,
    ObjectLink,
    PageContents,
    PageScan,
    RepairPreview,
    Selection,
    UsedGlyphs,
)
from inspector.gui.worker import (
    PRIORITY_LIST,
    PRIORITY_NORMAL,
    PRIORITY_PREFETCH,
    PRIORITY_RUNS,
    PRIORITY_SCAN,
    PRIORITY_URGENT,
    Job,
    Progress,
    Runner,
    SyncRunner,
    ThreadRunner,
    Ticket,
)
from inspector.repair import FontRepair

log = logging.getLogger(__name__)

PAGE_CACHE = 12
"""Interpreted pages kept in memory for going back and forth."""

HOLD_MS = 300
"""How long background work waits after a page is asked for or shown."""

FONT_CHUNK = 20
"""Pages whose fonts one background job lists (small: a page request waits for one job)."""

RUNS_FROM = 200
"""Pages from which the background pass is read by worker processes (where
``pagepool.workers_for`` gives more than one): the window's workers are spawned, each
importing the inspector again, so they pay later than the command line's forked ones
(98 pages: 3.9 s to every verdict with them, 3.5 s without)."""

_T = TypeVar("_T")


class DocumentController(QObject):
    """One open document and what is selected in it."""

    document_loaded = Signal(object)
    """A :class:`LoadedDocument`; the previous document is gone."""
    document_closed = Signal()
    open_failed = Signal(str, str)
    """Path and message: the file cannot be opened."""
    password_required = Signal(str, bool)
    """Path, and whether a password was given and wrong."""
    page_loaded = Signal(object)
    """The :class:`LoadedPage` of the selected page."""
    page_failed = Signal(int, str)
    selection_changed = Signal(object)
    """The new :class:`Selection`."""
    diagnosis_changed = Signal()
    """The background pass analysed more pages: verdicts and findings grew."""
    progress_changed = Signal(str, int, int)
    """Label, done, total of the background work; an empty label means idle."""
    explained = Signal(object)
    """A :class:`~inspector.diagnostics.explain.GarbleReport`."""
    exported = Signal(str)
    """The path of a written export."""
    search_finished = Signal(object, object)
    """The query and a tuple of :class:`SearchHit`."""
    occurrence_changed = Signal(object, int)
    """The :class:`Occurrences` of the finding being walked and the index shown (-1: none
    found), or None and -1 when no finding is walked."""
    error_occurred = Signal(str, str)
    """Title and details of an unexpected error in the core."""
    fonts_listed = Signal(object)
    """A tuple of :class:`FontSnapshot`: fonts new to the list, and newer snapshots of
    listed ones (used on more pages), which replace theirs in :attr:`fonts`."""
    readings_ready = Signal(object)
    """The :class:`StringReadings` of a string asked for with :meth:`request_readings`."""
    page_contents_ready = Signal(object)
    """The :class:`PageContents` of a page (fonts, forms, images)."""
    page_contents_listed = Signal(object)
    """A tuple of :class:`PageContents` of many pages at once (the background listing)."""
    outlines_ready = Signal(object)
    """A font key whose glyph outlines grew (see :meth:`glyph_outlines`)."""
    used_glyphs_ready = Signal(object)
    """The :class:`UsedGlyphs` of a font."""
    object_ready = Signal(object)
    """An :class:`ObjectData` asked for with :meth:`request_object`."""
    links_ready = Signal(object, object)
    """An owner (``("font", key)`` or ``("page", index)``) and its :class:`ObjectLink` tuple."""
    stream_page_ready = Signal(object)
    """A :class:`~inspector.pdf.StreamPage` asked for with :meth:`request_stream_page`."""
    objects_found = Signal(object, object)
    """The key looked for and a tuple of :class:`~inspector.pdf.FoundObject`."""
    object_focus = Signal(object)
    """An :class:`ObjectLink` the user wants to see in the object view."""
    repairs_planned = Signal(object)
    """A tuple of :class:`RepairPreview`, one per font the pages use."""
    repair_saved = Signal(str, object)
    """The path of a written repaired copy, and what writing it did (a
    :class:`~inspector.repair.RepairWritten`: the streams copied as they were, damaged)."""
    failed = Signal(str, str)
    """What failed (``"repair"``, ``"export"``) and why, for errors the user can fix."""
    _runs_arrived = Signal()
    """Worker processes of the background pass finished a run (emitted from the thread
    waiting for them)."""

    def __init__(self, runner: Runner | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner: Runner = runner if runner is not None else ThreadRunner(self)
        self._session: Session | None = None
        self.document: LoadedDocument | None = None
        self.page: LoadedPage | None = None
        self.selection = Selection()
        self.diagnosis: Diagnosis | None = None
        self.diagnosis_complete = False
        """Whether :attr:`diagnosis` covers every page (the command line's verdicts)."""
        self.scan_stopped = False
        """Whether the background analysis was cancelled before every page was read."""
        self.page_findings: dict[int, tuple[Finding, ...]] = {}
        self.document_findings: tuple[Finding, ...] = ()
        self.scanned = 0
        self._cache: OrderedDict[int, LoadedPage] = OrderedDict()
        self._page_ticket: Ticket | None = None
        self._scan_tickets: list[Ticket] = []
        self._search_ticket: Ticket | None = None
        self._open_ticket: Ticket | None = None
        self._pending: tuple[int, Callable[[], None]] | None = None
        self._prefetching: dict[int, Ticket] = {}
        self._generation = 0
        self.fonts: list[FontSnapshot] = []
        """The fonts listed so far, as the worker last saw them (see :meth:`_take_fonts`)."""
        self._font_index: dict[object, int] = {}
        self.listed_pages = 0
        self.contents: dict[int, PageContents] = {}
        self._contents_asked: set[int] = set()
        self._outlines: dict[object, GlyphOutlines] = {}
        self._outlines_asked: dict[object, set[int]] = {}
        self._links: dict[object, tuple[ObjectLink, ...]] = {}
        self.repairs: tuple[RepairPreview, ...] | None = None
        self.corrections: dict[str, dict[bytes, str]] = {}
        self.occurrences: Occurrences | None = None
        """The glyphs of the finding being walked (see :meth:`go_to_finding`)."""
        self.occurrence = -1
        self._feed: RunFeed | None = None
        """The worker processes of the background pass, when they read the pages."""
        self._stopped_feeds: list[RunFeed] = []
        self._merging = False
        self._runs_waiting = False
        self._runs_arrived.connect(self._merge_runs)

    @property
    def synchronous(self) -> bool:
        """Whether jobs run at once in the caller's thread (tests, screenshots)."""
        return isinstance(self.runner, SyncRunner)

    # Document --------------------------------------------------------------------------

    def open(self, path: str | Path, password: str | None = None, page: int = 0) -> None:
        """Open a file in the background; ``document_loaded`` or a failure signal follows."""
        path = str(path)
        self.close_document()
        generation = self._generation

        def job(progress: object) -> tuple[Session, LoadedDocument]:
            session = Session(path, password)
            try:
                return session, session.load(progress)  # type: ignore[arg-type]
            except BaseException:
                session.close()
                raise

        def done(result: tuple[Session, LoadedDocument]) -> None:
            session, loaded = result
            if generation != self._generation:
                self.runner.submit("close", lambda _p: session.close(), _ignore, self._log_error)
                return
            self._session = session
            self.document = loaded
            self.document_findings = loaded.findings
            self.progress_changed.emit("", 0, 0)
            self.document_loaded.emit(loaded)
            if loaded.info.page_count:
                self.select_page(min(max(page, 0), loaded.info.page_count - 1))
            self._start_listing(loaded.info.page_count)
            self._start_scan(loaded.info.page_count)

        def failed(exc: BaseException) -> None:
            self.progress_changed.emit("", 0, 0)
            if isinstance(exc, PasswordError):
                self.password_required.emit(path, password is not None)
            elif isinstance(exc, InspectorError):
                self.open_failed.emit(path, str(exc))
            else:
                log.error("opening %s failed", path, exc_info=exc)
                self.open_failed.emit(path, f"{path}: {type(exc).__name__}: {exc}")

        self.progress_changed.emit(
            self.tr("Opening {name}").format(name=shown(Path(path).name)), 0, 0
        )
        self._open_ticket = self.runner.submit(
            "open", job, done, failed, self._progress(self.tr("Listing fonts")), PRIORITY_URGENT
        )

    def reload(self) -> None:
        """Open the current file again (it may have changed on disk)."""
        if self.document is not None:
            loaded = self.document
            self.open(loaded.path, loaded.password, self.selection.page or 0)

    def close_document(self) -> None:
        """Forget the open document and release its file on the worker."""
        self._generation += 1
        self.cancel(conclude=False)
        if self._open_ticket is not None:
            self._open_ticket.cancel()
        if self._page_ticket is not None:
            self._page_ticket.cancel()
        session, self._session = self._session, None
        if session is not None:
            self.runner.submit("close", lambda _p: session.close(), _ignore, self._log_error)
        had_document = self.document is not None
        self.document = None
        self.page = None
        self.selection = Selection()
        self.diagnosis = None
        self.diagnosis_complete = False
        self.scan_stopped = False
        self.page_findings = {}
        self.document_findings = ()
        self.scanned = 0
        self._cache.clear()
        self._pending = None
        for ticket in self._prefetching.values():
            ticket.cancel()
        self._prefetching = {}
        self.fonts = []
        self._font_index = {}
        self.listed_pages = 0
        self.contents = {}
        self._contents_asked = set()
        self._outlines = {}
        self._outlines_asked = {}
        self._links = {}
        self.repairs = None
        self.corrections = {}
        if self.occurrences is not None:
            self.occurrences, self.occurrence = None, -1
            self.occurrence_changed.emit(None, -1)
        if had_document:
            self.document_closed.emit()

    def cancel(self, conclude: bool = True) -> None:
        """Stop the background pass and any search; with ``conclude``, the verdicts are
        then concluded over the pages read so far and marked partial (see
        :meth:`partial_note`)."""
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
        session, loaded = self._session, self.document
        if (
            conclude
            and pending
            and session is not None
            and loaded is not None
            and self.scanned < loaded.info.page_count
            and not self.diagnosis_complete
        ):
            self.scan_stopped = True

            def concluded(scan: PageScan) -> None:
                self._add_scan(scan)
                self.diagnosis_changed.emit()

            self.runner.submit(
                "conclude",
                lambda _p: session.conclude(),
                self._if_current(concluded),
                self._log_error,
                None,
                PRIORITY_URGENT,
            )
            self.diagnosis_changed.emit()
        if self._search_ticket is not None:
            self._search_ticket.cancel()
            self._search_ticket = None
        self.progress_changed.emit("", 0, 0)

    def shutdown(self) -> None:
        """Close the document and stop the worker (the window is closing), and wait until
        the worker processes of the background pass are gone."""
        self.close_document()
        self.runner.shutdown()
        for feed in self._stopped_feeds:
            feed.join()
        self._stopped_feeds = []

    # Queries ---------------------------------------------------------------------------

    def font_entry(self, key: object) -> FontSnapshot | None:
        """The font of the document with this key (listed, or used by a loaded page)."""
        if self.document is None:
            return None
        row = self._font_index.get(key)
        if row is not None:
            return self.fonts[row]
        for page in (self.page, *self._cache.values()):
            for font in page.fonts if page is not None else ():
                if font.key == key:
                    return font
        return None

    def current_string(self) -> TextShow | None:
        """The selected string, when its page is loaded."""
        page, sel = self.page, self.selection
        if page is None or sel.string is None or page.index != sel.page:
            return None
        strings = page.trace.strings
        return strings[sel.string] if 0 <= sel.string < len(strings) else None

    def partial_note(self) -> str | None:
        """How much of the document the verdicts cover, when it is not all of it."""
        loaded = self.document
        if loaded is None or self.diagnosis_complete:
            return None
        count = loaded.info.page_count
        done = min(self.scanned, count)
        if self.scan_stopped:
            return self.tr(
                "partial: the analysis was stopped after {done} of {count} pages"
            ).format(done=done, count=count)
        return self.tr("so far: {done} of {count} pages analysed").format(done=done, count=count)

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

    # Selection -------------------------------------------------------------------------

    def _select(self, selection: Selection) -> None:
        if selection != self.selection:
            self.selection = selection
            self.selection_changed.emit(selection)

    def select_page(self, index: int) -> None:
        """Show a page; the string selection is cleared."""
        if self.document is None or not 0 <= index < self.document.info.page_count:
            return
        if index == self.selection.page and self.page is not None and self.page.index == index:
            self._select(replace(self.selection, string=None, code=None))
            return
        self.runner.hold_background(HOLD_MS)
        self._select(replace(self.selection, page=index, string=None, code=None))
        self._load_page(index)

    def select_font(self, key: object) -> None:
        """Select a font; a selected string of another font is deselected."""
        sel = self.selection
        show = self.current_string()
        if show is not None and show.font_key != key:
            sel = replace(sel, string=None, code=None)
        self._select(replace(sel, font=key))

    def select_string(self, serial: int | None, code: int | None = 0) -> None:
        """Select a string of the current page (and one of its codes)."""
        page = self.page
        if page is None or serial is None or not 0 <= serial < len(page.trace.strings):
            self._select(replace(self.selection, string=None, code=None))
            return
        show = page.trace.strings[serial]
        count = len(show.decoded.codes)
        if code is not None:
            code = min(max(code, 0), count - 1) if count else None
        self._select(replace(self.selection, string=serial, code=code, font=show.font_key))

    def select_code(self, index: int) -> None:
        """Select a code of the selected string."""
        if self.selection.string is not None:
            self.select_string(self.selection.string, index)

    def _on_page(self, page: int, action: Callable[[], None]) -> None:
        """Run ``action`` on ``page``: now if it is shown, else once it is loaded."""
        if self.page is not None and self.page.index == page:
            action()
            return
        self._pending = (page, action)
        self.select_page(page)

    def select_glyph(self, page: int, serial: int, code: int) -> None:
        """Select one glyph anywhere in the document (loading its page if needed)."""
        self._on_page(page, lambda: self.select_string(serial, code))

    def select_code_bytes(self, page: int, serial: int, code: bytes) -> None:
        """Select the first code with these bytes in a string of a page."""

        def select() -> None:
            show = self.page.trace.strings[serial] if self.page is not None else None
            if show is None:
                return
            for index, decoded in enumerate(show.decoded.codes):
                if decoded.info.code_bytes == code:
                    self.select_string(serial, index)
                    return
            self.select_string(serial, 0)

        if self.document is not None and 0 <= page < self.document.info.page_count:
            self._on_page(page, select)

    def go_to(self, location: Location) -> None:
        """Select the place a finding points at: a page, a string, a code, or a font."""
        if location.page_index is not None and self.document is not None:
            self._on_page(location.page_index, lambda: self._select_location(location))
            return
        entry = self._font_at(location)
        if entry is not None:
            self.select_font(entry.key)

    def go_to_finding(self, finding: Finding) -> None:
        """Go to a finding's place; a finding about codes of a font (unmapped, variant
        ideographs, suspect values ...) goes to its first glyph on the pages, and
        :meth:`next_occurrence` / :meth:`previous_occurrence` walk the others."""
        location = finding.location
        entry = self._font_at(location) if location.instruction_index is None else None
        session = self._session
        if entry is None or session is None or predicate_for(finding) is None:
            if self.occurrences is not None:
                self.occurrences, self.occurrence = None, -1
                self.occurrence_changed.emit(None, -1)
            self.go_to(location)
            return
        key = entry.key

        def found(places: Occurrences) -> None:
            self.occurrences = places
            self.occurrence = -1
            if places.places:
                self._show_occurrence(0)
            else:
                self.occurrence_changed.emit(places, -1)
                self.go_to(location)

        self._run_shown(
            "occurrences",
            lambda progress: session.occurrences(finding, key, progress),
            self._if_current(found),
            self._log_error,
            progress=self.tr("Finding the glyphs"),
        )

    def next_occurrence(self) -> None:
        """The next glyph of the finding being walked (wrapping at the end)."""
        self._step_occurrence(1)

    def previous_occurrence(self) -> None:
        """The previous glyph of the finding being walked (wrapping at the start)."""
        self._step_occurrence(-1)

    def _step_occurrence(self, step: int) -> None:
        places = self.occurrences
        if places is None or not places.places:
            return
        self._show_occurrence((self.occurrence + step) % len(places.places))

    def _show_occurrence(self, index: int) -> None:
        assert self.occurrences is not None
        self.occurrence = index
        place = self.occurrences.places[index]
        self.select_glyph(place.page, place.string, place.code)
        self.occurrence_changed.emit(self.occurrences, index)

    def _font_at(self, location: Location) -> FontSnapshot | None:
        if self.document is None:
            return None
        for entry in self.fonts:
            facts = entry.facts
            if location.obj is not None and facts.objnum == location.obj:
                return entry
        for entry in self.fonts:
            if location.font is not None and location.font in entry.resources:
                return entry
        return None

    def _select_location(self, location: Location) -> None:
        page = self.page
        if page is None:
            return
        if location.instruction_index is not None:
            for show in page.trace.strings:
                if show.instruction == location.instruction_index and (
                    location.obj is None or show.stream == location.obj
                ):
                    self.select_string(show.serial, _code_at(show, location.byte_offset))
                    return
        entry = self._font_at(location)
        if entry is not None:
            self.select_font(entry.key)

    # Pages -----------------------------------------------------------------------------

    def _load_page(self, index: int) -> None:
        cached = self._cache.get(index)
        if cached is not None:
            self._cache.move_to_end(index)
            self._show_page(cached)
            return
        session = self._session
        if session is None:
            return
        if self._page_ticket is not None:
            self._page_ticket.cancel()
        self.page = None
        if index in self._prefetching:
            return  # read ahead already: shown when it arrives

        def failed(exc: BaseException) -> None:
            if not isinstance(exc, InspectorError):
                self._log_error(exc)
            self.page_failed.emit(index, f"{type(exc).__name__}: {exc}")

        self._page_ticket = self.runner.submit(
            f"page {index + 1}",
            lambda _p: session.load_page(index),
            self._if_current(self._page_ready),
            self._if_current(failed),
            None,
            PRIORITY_URGENT,
        )

    def _page_ready(self, loaded: LoadedPage) -> None:
        self._prefetching.pop(loaded.index, None)
        self._cache[loaded.index] = loaded
        while len(self._cache) > PAGE_CACHE:
            self._cache.popitem(last=False)
        if self.selection.page == loaded.index and (
            self.page is None or self.page.index != loaded.index
        ):
            self._show_page(loaded)

    def _prefetch(self, index: int) -> None:
        """Read the page after the one shown ahead of time, for going forward."""
        session = self._session
        count = self.document.info.page_count if self.document else 0
        if session is None or self.synchronous or not 0 <= index < count:
            return
        if index in self._cache or index in self._prefetching:
            return
        generation = self._generation

        def failed(exc: BaseException) -> None:
            self._prefetching.pop(index, None)
            if self.selection.page == index and generation == self._generation:
                self.page_failed.emit(index, f"{type(exc).__name__}: {exc}")

        self._prefetching[index] = self.runner.submit(
            f"read ahead page {index + 1}",
            lambda _p: session.load_page(index),
            self._if_current(self._page_ready),
            failed,
            None,
            PRIORITY_PREFETCH,
        )

    def _show_page(self, loaded: LoadedPage) -> None:
        self.runner.hold_background(HOLD_MS)
        self.page = loaded
        if loaded.contents is not None and loaded.index not in self.contents:
            self._set_contents(loaded.contents)
            self._take_fonts(font for font in loaded.fonts if font.uses)
        self.page_loaded.emit(loaded)
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] == loaded.index:
            pending[1]()
        self._prefetch(loaded.index + 1)

    # Background pass -------------------------------------------------------------------

    def _start_scan(self, count: int) -> None:
        session = self._session
        if session is None:
            return
        if count >= RUNS_FROM and pagepool.workers_for(range(count), "auto") > 1:
            self._start_runs(session, count)
        else:
            self._start_scan_here(count)

    def _start_scan_here(self, count: int) -> None:
        """The background pass read on the worker thread, a page per job; the verdicts
        are concluded as often as :class:`~inspector.gui.session.ConcludePace` allows."""
        session = self._session
        if session is None:
            return
        if count == 0:  # no page to scan: the verdicts over none, as the command line's

            def concluded(scan: PageScan) -> None:
                self._add_scan(scan)
                self.diagnosis_changed.emit()

            self.runner.submit(
                "scan", lambda _p: session.conclude(), self._if_current(concluded), self._log_error
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
                    "" if finished else self.tr("Analysing pages"), self.scanned, count
                )

        def failed(exc: BaseException) -> None:
            self.scanned += 1
            self._log_error(exc)

        done = self._if_current(scanned)
        for index in range(count):
            self._scan_tickets.append(
                self.runner.submit(
                    "scan",
                    partial(_scan_page, session, index),
                    done,
                    failed,
                    None,
                    PRIORITY_SCAN,
                )
            )

    def _start_runs(self, session: Session, count: int) -> None:
        """The background pass of a large document: worker processes read runs of its
        pages; each run is merged on the worker thread as it comes in (the pages shown
        meanwhile are read there as ever, and not fed to the diagnosis)."""
        workers = pagepool.workers_for(range(count), "auto")
        feed = self._feed = session.new_feed(workers, self._runs_arrived.emit)
        self._merging = self._runs_waiting = False
        here = self.synchronous
        self.progress_changed.emit(self.tr("Analysing pages"), 0, count)
        self._scan_tickets.append(
            self.runner.submit(
                "scan",
                lambda _p: session.start_runs(feed, here),
                _ignore,
                self._if_current(self._runs_failed),
                None,
                PRIORITY_RUNS,
            )
        )

    def _merge_runs(self) -> None:
        """Runs arrived: merge them on the worker thread (one merge at a time)."""
        session, feed = self._session, self._feed
        if session is None or feed is None:
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
            self.progress_changed.emit(self.tr("Analysing pages"), self.scanned, count)
            if self._runs_waiting:
                self._merge_runs()

        def failed(exc: BaseException) -> None:
            self._merging = False
            self._runs_failed(exc)

        self._scan_tickets.append(
            self.runner.submit(
                "scan",
                lambda _p: session.merge_runs(feed),
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
            session = self._session
            if session is not None:
                self.runner.submit(
                    "scan", lambda _p: session.abandon_runs(feed), _ignore, self._log_error
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

    # Font listing ----------------------------------------------------------------------

    def _take_fonts(self, fonts: Iterable[FontSnapshot]) -> None:
        """The one way fonts reach the list: a new font is appended, a listed one takes
        its newer snapshot (the session merged its uses); ``fonts_listed`` follows."""
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
        session = self._session
        self.listed_pages = min(count, 1)
        if session is None or count <= 1:
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
                    partial(_list_fonts, session, pages),
                    done,
                    PRIORITY_LIST,
                )
            )

    def _set_contents(self, contents: PageContents) -> None:
        self.contents[contents.page] = contents
        self.page_contents_ready.emit(contents)

    def request_page_contents(self, index: int) -> None:
        """Ask for a page's fonts, forms and images; ``page_contents_ready`` follows."""
        session = self._session
        if session is None or index in self.contents or index in self._contents_asked:
            return
        self._contents_asked.add(index)

        def done(contents: PageContents) -> None:
            if contents.page not in self.contents:
                self._set_contents(contents)

        self._fetch(
            "page contents", lambda _p: session.page_contents(index), self._if_current(done)
        )

    # Glyphs ----------------------------------------------------------------------------

    def glyph_outlines(self, key: object) -> GlyphOutlines | None:
        """The outlines of a font's glyphs known so far (None: nothing asked yet)."""
        return self._outlines.get(key)

    def request_outlines(self, key: object, gids: Iterable[int]) -> None:
        """Ask for glyph outlines of a font; ``outlines_ready`` follows when any are new."""
        session = self._session
        asked = self._outlines_asked.setdefault(key, set())
        wanted = [g for g in dict.fromkeys(gids) if g not in asked]
        if session is None or (not wanted and key in self._outlines):
            return
        asked.update(wanted)
        self._fetch(
            "outlines",
            lambda _p: session.glyph_outlines(key, wanted),
            self._if_current(self._merge_outlines),
        )

    def _merge_outlines(self, found: GlyphOutlines) -> None:
        known = self._outlines.get(found.key)
        if known is not None:
            found = replace(found, outlines={**known.outlines, **found.outlines})
        self._outlines[found.key] = found
        self.outlines_ready.emit(found.key)

    def request_used_glyphs(self, key: object) -> None:
        """Ask for the codes a font shows with their glyphs; ``used_glyphs_ready`` follows."""
        session = self._session
        if session is None:
            return

        def done(used: UsedGlyphs) -> None:
            self._outlines_asked.setdefault(key, set()).update(used.outlines.outlines)
            self._merge_outlines(used.outlines)
            self.used_glyphs_ready.emit(used)

        self._fetch(
            "glyphs", lambda _p: session.used_glyphs(key), self._if_current(done), PRIORITY_NORMAL
        )

    def request_readings(self, page: int, show: TextShow) -> None:
        """Ask for a string's naive readings; ``readings_ready`` follows."""
        session = self._session
        if session is None:
            return
        key, decoded, serial = show.font_key, show.decoded, show.serial
        self._fetch(
            "readings",
            lambda _p: session.readings(page, serial, key, decoded),
            self._if_current(self.readings_ready.emit),
        )

    # Objects ---------------------------------------------------------------------------

    def request_object(self, num: int, gen: int = 0) -> None:
        """Ask for an indirect object as plain data; ``object_ready`` follows."""
        session = self._session
        if session is None:
            return
        self._fetch(
            f"object {num}",
            lambda _p: session.object_data(num, gen),
            self._if_current(self.object_ready.emit),
        )

    def request_stream_page(self, num: int, gen: int, raw: bool, offset: int) -> None:
        """Ask for a page of a stream's data; ``stream_page_ready`` follows."""
        session = self._session
        if session is None:
            return
        self._fetch(
            f"stream {num}",
            lambda _p: session.stream_page(num, gen, raw, offset),
            self._if_current(self.stream_page_ready.emit),
        )

    def find_objects(self, key: str, value: str | None = None) -> None:
        """Look for the objects that have a key; ``objects_found`` follows."""
        session = self._session
        if session is None:
            return
        self._run_shown(
            "find objects",
            lambda _p: session.find_objects(key, value),
            self._if_current(lambda found: self.objects_found.emit(key, found)),
            self._log_error,
            status=self.tr("Looking for /{key}").format(key=key.lstrip("/")),
        )

    def save_stream(self, num: int, gen: int, raw: bool, target: str) -> None:
        """Write a stream's data to a file in the background; ``exported`` or ``failed``."""
        session = self._session
        if session is None:
            return
        self._run_shown(
            "save stream",
            lambda _p: session.save_stream(num, gen, raw, target),
            self.exported.emit,
            self._failed("save"),
            status=self.tr("Saving the stream"),
        )

    def inspect_object(self, link: ObjectLink) -> None:
        """Show an indirect object in the object view."""
        self.object_focus.emit(link)

    def request_links(self, owner: tuple[str, object]) -> None:
        """Ask for the objects behind ``("font", key)``, ``("page", index)`` or
        ``("document", None)`` (trailer, catalog, Info)."""
        session = self._session
        if session is None:
            return
        known = self._links.get(owner)
        if known is not None:
            self.links_ready.emit(owner, known)
            return
        kind, value = owner

        def job(_progress: object) -> tuple[ObjectLink, ...]:
            if kind == "document":
                return session.document_objects()
            if kind == "font":
                return session.font_objects(value)
            return session.page_objects(value)  # type: ignore[arg-type]

        def done(links: tuple[ObjectLink, ...]) -> None:
            self._links[owner] = links
            self.links_ready.emit(owner, links)

        self._fetch("objects", job, self._if_current(done))

    # Repair ----------------------------------------------------------------------------

    def plan_repair(self, corrections: Mapping[str, Mapping[bytes, str]] | None = None) -> None:
        """Plan the repair of every font in the background; ``repairs_planned`` follows."""
        session = self._session
        if session is None:
            return
        if corrections is not None:
            self.corrections = {k: dict(v) for k, v in corrections.items()}
        wanted = {k: dict(v) for k, v in self.corrections.items()}

        def planned(repairs: tuple[RepairPreview, ...]) -> None:
            self.repairs = repairs
            self.repairs_planned.emit(repairs)

        self._run_shown(
            "repair",
            lambda _p: session.plan_repairs(wanted),
            self._if_current(planned),
            self._failed("repair"),
            status=self.tr("Planning the repair"),
        )

    def repair_of(self, key: object) -> RepairPreview | None:
        """The planned repair of a font (None: not planned, or the font shows no code)."""
        for preview in self.repairs or ():
            if preview.repair.key == key:
                return preview
        return None

    def run_preview(
        self, label: str, job: Callable[[Analysis], _T], done: Callable[[_T], None]
    ) -> None:
        """Run ``job`` on the worker with an analysis of the file kept for previews (see
        :meth:`Session.preview_analysis`): what it attaches to its fonts (the glyph-shape
        route's readings) reaches neither the views nor the repair nor any export."""
        session = self._session
        if session is None:
            return
        self.runner.submit(
            label,
            lambda _progress: job(session.preview_analysis()),
            self._if_current(done),
            self._failed(label),
        )

    def save_repaired(self, target: str, repairs: Iterable[FontRepair]) -> None:
        """Write a repaired copy in the background; ``repair_saved`` or ``failed`` follows."""
        session = self._session
        if session is None:
            return
        chosen = tuple(repairs)
        self._run_shown(
            "save repaired",
            lambda _p: session.write_repaired(target, chosen),
            lambda written: self.repair_saved.emit(target, written),
            self._failed("repair"),
            status=self.tr("Writing the repaired copy"),
        )

    def export_report(
        self,
        target: str,
        fmt: str,
        pages: list[int] | None = None,
        redact: bool = False,
        glyph_shapes: bool = False,
    ) -> None:
        """Write the report in a format in the background, as ``report`` with the same
        options (``--pages``, ``--redact``, ``--recover glyph-shape``) writes it;
        ``exported`` or ``failed`` follows."""
        session = self._session
        if session is None:
            return
        self._run_shown(
            "export",
            lambda progress: session.export_report(
                target, fmt, progress, pages, redact, glyph_shapes
            ),
            self.exported.emit,
            self._failed("export"),
            status=self.tr("Writing the report"),
        )

    def export_html(self, target: str) -> None:
        """Write the document as HTML in the background; ``exported`` or ``failed`` follows."""
        session = self._session
        if session is None:
            return
        self._run_shown(
            "export",
            lambda progress: session.export_html(target, progress),
            self.exported.emit,
            self._failed("export"),
            status=self.tr("Writing the HTML"),
        )

    # Search ----------------------------------------------------------------------------

    def search(self, text: str) -> None:
        """Look for text, U+XXXX, <hex> or cid:N on every page; ``search_finished`` follows."""
        query = parse_query(text)
        session = self._session
        if self._search_ticket is not None:
            self._search_ticket.cancel()
        if query is None or session is None or self.document is None:
            self.search_finished.emit(query, ())
            return
        pages = list(range(self.document.info.page_count))
        self._search_ticket = self._run_shown(
            "search",
            lambda progress: session.search(query, pages, progress),
            self._if_current(lambda hits: self.search_finished.emit(query, hits)),
            self._log_error,
            progress=self.tr("Searching"),
        )

    def explain(self, garbled: str) -> None:
        """Find which naive reading of which font printed ``garbled``; ``explained`` follows."""
        session = self._session
        if session is None:
            return
        self._run_shown(
            "explain",
            lambda _p: explain(session.analysis, garbled),
            self.explained.emit,
            self._log_error,
            status=self.tr("Explaining"),
        )

    def export_trace(self, target: str) -> None:
        """Write the trace of every page as JSON in the background; ``exported`` follows."""
        session = self._session
        if session is None:
            return

        def failed(exc: BaseException) -> None:
            self.progress_changed.emit("", 0, 0)
            self._log_error(exc)

        self._search_ticket = self._run_shown(
            "export",
            lambda progress: session.export_trace(target, progress),
            self.exported.emit,
            failed,
            progress=self.tr("Exporting"),
        )

    # Helpers ---------------------------------------------------------------------------

    def _if_current(self, callback: Callable[[_T], None]) -> Callable[[_T], None]:
        """``callback``, skipped when the document was closed (or another opened) since."""
        generation = self._generation

        def call(result: _T) -> None:
            if generation == self._generation:
                callback(result)

        return call

    def _fetch(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        priority: int = PRIORITY_URGENT,
    ) -> Ticket:
        """Ask the document for something a view shows; a failure is logged."""
        return self.runner.submit(label, job, on_done, self._log_error, None, priority)

    def _run_shown(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        *,
        status: str = "",
        progress: str = "",
    ) -> Ticket:
        """Run a job the user waits for: ``status`` is shown from now on, or the job's own
        progress as ``progress``; the progress is cleared before ``on_done``."""

        def done(result: object) -> None:
            self.progress_changed.emit("", 0, 0)
            on_done(result)

        if status:
            self.progress_changed.emit(status, 0, 0)
        report = self._progress(progress) if progress else None
        return self.runner.submit(label, job, done, on_error, report, PRIORITY_NORMAL)

    def _progress(self, label: str) -> Callable[[int, int], None]:
        def report(done: int, total: int) -> None:
            self.progress_changed.emit(label, done, total)

        return report

    def _failed(self, what: str) -> Callable[[BaseException], None]:
        """An error callback: the user's mistakes are said plainly, the rest logged."""

        def report(exc: BaseException) -> None:
            self.progress_changed.emit("", 0, 0)
            if isinstance(exc, InspectorError | OSError):
                self.failed.emit(what, str(exc))
            else:
                self._log_error(exc)

        return report

    def _log_error(self, exc: BaseException) -> None:
        log.error("background job failed", exc_info=exc)
        details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        self.error_occurred.emit(f"{type(exc).__name__}: {exc}", details)


def _code_at(show: TextShow, byte_offset: int | None) -> int:
    if byte_offset is None:
        return 0
    for index, code in enumerate(show.decoded.codes):
        if code.offset <= byte_offset < code.offset + len(code.info.code_bytes):
            return index
    return 0


def _ignore(_result: object) -> None:
    """A callback for jobs whose result nobody needs."""


def _scan_page(session: Session, index: int, _progress: Progress) -> PageScan:
    return session.scan_page(index)


def _list_fonts(session: Session, pages: range, progress: Progress) -> FontListing:
    return session.list_fonts(pages, progress)
