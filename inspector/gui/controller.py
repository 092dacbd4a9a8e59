"""The document controller: owns the analysis (through the worker) and the selection.

Views call its methods and listen to its past-tense signals; they know nothing else
but the core's data. The selection is one value (page, font, string, code) so that
every view shows the same glyph.
"""

from __future__ import annotations

import logging
import traceback
from collections import OrderedDict
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from inspector.analysis import FontEntry
from inspector.content import TextShow
from inspector.diagnostics import Diagnosis, FontVerdict
from inspector.diagnostics.explain import explain
from inspector.errors import InspectorError, PasswordError
from inspector.findings import Finding, Location
from inspector.gui.search import parse_query
from inspector.gui.session import Session
from inspector.gui.state import LoadedDocument, LoadedPage, PageScan, Selection
from inspector.gui.worker import (
    PRIORITY_NORMAL,
    PRIORITY_SCAN,
    PRIORITY_URGENT,
    Runner,
    ThreadRunner,
    Ticket,
)

log = logging.getLogger(__name__)

PAGE_CACHE = 12
"""Interpreted pages kept in memory for going back and forth."""


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
    error_occurred = Signal(str, str)
    """Title and details of an unexpected error in the core."""

    def __init__(self, runner: Runner | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner: Runner = runner if runner is not None else ThreadRunner(self)
        self._session: Session | None = None
        self.document: LoadedDocument | None = None
        self.page: LoadedPage | None = None
        self.selection = Selection()
        self.diagnosis: Diagnosis | None = None
        self.page_findings: dict[int, tuple[Finding, ...]] = {}
        self.document_findings: tuple[Finding, ...] = ()
        self.scanned = 0
        self._cache: OrderedDict[int, LoadedPage] = OrderedDict()
        self._page_ticket: Ticket | None = None
        self._scan_tickets: list[Ticket] = []
        self._search_ticket: Ticket | None = None
        self._open_ticket: Ticket | None = None
        self._pending: tuple[bool, Location] | None = None
        self._generation = 0

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

        self.progress_changed.emit(f"Opening {Path(path).name}", 0, 0)
        self._open_ticket = self.runner.submit(
            "open", job, done, failed, self._progress("Listing fonts"), PRIORITY_URGENT
        )

    def reload(self) -> None:
        """Open the current file again (it may have changed on disk)."""
        if self.document is not None:
            loaded = self.document
            self.open(loaded.path, loaded.password, self.selection.page or 0)

    def close_document(self) -> None:
        """Forget the open document and release its file on the worker."""
        self._generation += 1
        self.cancel()
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
        self.page_findings = {}
        self.document_findings = ()
        self.scanned = 0
        self._cache.clear()
        self._pending = None
        if had_document:
            self.document_closed.emit()

    def cancel(self) -> None:
        """Stop the background pass and any search."""
        for ticket in self._scan_tickets:
            ticket.cancel()
        self._scan_tickets = []
        if self._search_ticket is not None:
            self._search_ticket.cancel()
            self._search_ticket = None
        self.progress_changed.emit("", 0, 0)

    def shutdown(self) -> None:
        """Close the document and stop the worker (the window is closing)."""
        self.close_document()
        self.runner.shutdown()

    # Queries ---------------------------------------------------------------------------

    def font_entry(self, key: object) -> FontEntry | None:
        """The font of the document with this key."""
        if self.document is None:
            return None
        for entry in self.document.fonts:
            if entry.key == key:
                return entry
        return None

    def current_string(self) -> TextShow | None:
        """The selected string, when its page is loaded."""
        page, sel = self.page, self.selection
        if page is None or sel.string is None or page.index != sel.page:
            return None
        strings = page.trace.strings
        return strings[sel.string] if 0 <= sel.string < len(strings) else None

    def verdict(self, key: object) -> FontVerdict | None:
        """A font's verdict over the pages analysed so far."""
        return self.diagnosis.fonts.get(key) if self.diagnosis is not None else None

    def findings(self) -> tuple[Finding, ...]:
        """Document, font and page findings known so far."""
        out: list[Finding] = list(self.document_findings)
        if self.document is not None:
            for entry in self.document.fonts:
                found = self.diagnosis.findings.get(entry.key) if self.diagnosis else None
                out.extend(found if found is not None else entry.font.findings)
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

    def select_glyph(self, page: int, serial: int, code: int) -> None:
        """Select one glyph anywhere in the document (loading its page if needed)."""
        if self.page is not None and self.page.index == page:
            self.select_string(serial, code)
            return
        self._pending = (
            True,
            Location(page_index=page, instruction_index=serial, byte_offset=code),
        )
        self.select_page(page)

    def go_to(self, location: Location) -> None:
        """Select the place a finding points at: a page, a string, a code, or a font."""
        if location.page_index is not None and self.document is not None:
            if self.page is not None and self.page.index == location.page_index:
                self._select_location(location)
            else:
                self._pending = (False, location)
                self.select_page(location.page_index)
            return
        entry = self._font_at(location)
        if entry is not None:
            self.select_font(entry.key)

    def _font_at(self, location: Location) -> FontEntry | None:
        if self.document is None:
            return None
        for entry in self.document.fonts:
            facts = entry.font.facts
            if location.obj is not None and facts.objnum == location.obj:
                return entry
        for entry in self.document.fonts:
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
        generation = self._generation
        self.page = None

        def done(loaded: LoadedPage) -> None:
            if generation != self._generation:
                return
            self._cache[index] = loaded
            while len(self._cache) > PAGE_CACHE:
                self._cache.popitem(last=False)
            if self.selection.page == index:
                self._show_page(loaded)

        def failed(exc: BaseException) -> None:
            if generation != self._generation:
                return
            if not isinstance(exc, InspectorError):
                self._log_error(exc)
            self.page_failed.emit(index, f"{type(exc).__name__}: {exc}")

        self._page_ticket = self.runner.submit(
            f"page {index + 1}",
            lambda _p: session.load_page(index),
            done,
            failed,
            None,
            PRIORITY_URGENT,
        )

    def _show_page(self, loaded: LoadedPage) -> None:
        self.page = loaded
        self.page_loaded.emit(loaded)
        pending, self._pending = self._pending, None
        if pending is not None and pending[1].page_index == loaded.index:
            glyph, location = pending
            if glyph:
                self.select_string(location.instruction_index, location.byte_offset)
            else:
                self._select_location(location)

    # Background pass -------------------------------------------------------------------

    def _start_scan(self, count: int) -> None:
        session = self._session
        if session is None:
            return
        generation = self._generation
        step = max(1, count // 50)

        def done(scan: PageScan) -> None:
            if generation != self._generation:
                return
            self._add_scan(scan)
            self.scanned += 1
            if scan.diagnosis is not None or self.scanned == count:
                self.diagnosis_changed.emit()
                finished = self.scanned == count
                self.progress_changed.emit(
                    "" if finished else "Analysing pages", self.scanned, count
                )

        def failed(exc: BaseException) -> None:
            self.scanned += 1
            self._log_error(exc)

        for index in range(count):
            self._scan_tickets.append(
                self.runner.submit(
                    "scan",
                    lambda _p, i=index: session.scan_page(i, (i + 1) % step == 0 or i == count - 1),
                    done,
                    failed,
                    None,
                    PRIORITY_SCAN,
                )
            )

    def _add_scan(self, scan: PageScan) -> None:
        self.page_findings[scan.index] = scan.findings
        self.document_findings = scan.document_findings
        if scan.diagnosis is not None:
            self.diagnosis = scan.diagnosis

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
        generation = self._generation

        def done(hits: object) -> None:
            self.progress_changed.emit("", 0, 0)
            if generation == self._generation:
                self.search_finished.emit(query, hits)

        self._search_ticket = self.runner.submit(
            "search",
            lambda progress: session.search(query, pages, progress),
            done,
            self._log_error,
            self._progress("Searching"),
            PRIORITY_NORMAL,
        )

    def explain(self, garbled: str) -> None:
        """Find which naive reading of which font printed ``garbled``; ``explained`` follows."""
        session = self._session
        if session is None:
            return

        def done(report: object) -> None:
            self.progress_changed.emit("", 0, 0)
            self.explained.emit(report)

        self.progress_changed.emit("Explaining", 0, 0)
        self.runner.submit(
            "explain",
            lambda _p: explain(session.analysis, garbled),
            done,
            self._log_error,
            None,
            PRIORITY_NORMAL,
        )

    def export_trace(self, target: str) -> None:
        """Write the trace of every page as JSON in the background; ``exported`` follows."""
        session = self._session
        if session is None:
            return

        def done(path: str) -> None:
            self.progress_changed.emit("", 0, 0)
            self.exported.emit(path)

        def failed(exc: BaseException) -> None:
            self.progress_changed.emit("", 0, 0)
            self._log_error(exc)

        self._search_ticket = self.runner.submit(
            "export",
            lambda progress: session.export_trace(target, progress),
            done,
            failed,
            self._progress("Exporting"),
            PRIORITY_NORMAL,
        )

    # Helpers ---------------------------------------------------------------------------

    def _progress(self, label: str):
        def report(done: int, total: int) -> None:
            self.progress_changed.emit(label, done, total)

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
