"""The open document and what is selected in it: opening and closing, the pages (a
cache of interpreted pages, read-ahead), the selection and going to a finding's place.

Controller half: :class:`DocumentFeature`. Session half: :class:`DocumentWork` (the
file's facts, a page interpreted with its text, glyph boxes and content streams, the
glyphs a finding is about).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector.errors import InspectorError, PasswordError
from inspector.files import shown
from inspector.gui.features.background import BackgroundPass
from inspector.gui.features.hub import ignore
from inspector.gui.occurrences import (
    OCCURRENCE_LIMIT,
    Occurrence,
    Occurrences,
    occurrences_on,
    predicate_for,
)
from inspector.gui.state import (
    FontSnapshot,
    GlyphBox,
    LoadedDocument,
    LoadedPage,
    RawSource,
    Selection,
)
from inspector.gui.worker import PRIORITY_PREFETCH, PRIORITY_URGENT, Runner, Ticket

if TYPE_CHECKING:
    # The session half runs on the worker thread, which imports the analysis when the
    # first file is opened (in ``open``'s job): the window starts without it.
    from inspector.analysis import PageTrace
    from inspector.content import TextShow
    from inspector.findings import Finding, Location
    from inspector.gui.session import Progress, Session

log = logging.getLogger(__name__)


PAGE_CACHE = 12
"""Interpreted pages kept in memory for going back and forth."""

HOLD_MS = 300
"""How long background work waits after a page is asked for or shown."""

SOURCE_LIMIT = 16 * 1024 * 1024
"""Content streams larger than this are cut before lexing (the rest is not shown)."""


class DocumentWork:
    """The session half of the document and its pages (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def load(self, progress: Progress) -> LoadedDocument:
        """File facts, the bookmarks and document findings: no page is read yet (fonts come
        with the first page and from the background listing)."""
        analysis = self.session.analysis
        progress(0, 1)
        return LoadedDocument(
            path=self.session.path,
            password=self.session.password,
            info=analysis.info(),
            findings=analysis.findings,
            outline=analysis.outline(),
        )

    def load_page(self, index: int) -> LoadedPage:
        """Interpret one page: strings, text, glyph boxes on the display, content streams."""
        from inspector.gui.session import font_snapshot
        from inspector.text import extract_page_text
        from inspector.text.actual import page_actual_texts

        trace = self.session.analysis.trace_page(index)
        text = extract_page_text(trace)
        found = self.session.list_page(index)
        self.session.note_missing(trace)
        fonts = {e.key: self.session.book.snapshot(e.key) for e in found}
        for key in dict.fromkeys(s.font_key for s in trace.strings):
            if key not in fonts:
                entry = self.session.book.get(key) or self.session.analysis.font_entry(key)
                if entry is not None:
                    fonts[key] = (
                        self.session.book.snapshot(key)
                        if key in self.session.book
                        else font_snapshot(entry)
                    )
        x0, y0, x1, y1 = trace.crop_box
        size = (x1 - x0, y1 - y0) if trace.rotate in (0, 180) else (y1 - y0, x1 - x0)
        page = self.session.analysis.document.page(index)
        return LoadedPage(
            index=index,
            trace=trace,
            text=text,
            size=size,
            boxes=_boxes(trace),
            raw_sources=self._sources(trace, page.objnum),
            contents=self.session.contents(index, found),
            fonts=tuple(fonts.values()),
            objnum=page.objnum,
            actual_texts=page_actual_texts(trace.strings),
        )

    def _sources(self, trace: PageTrace, objnum: int | None) -> tuple[RawSource, ...]:
        index = trace.page_index
        data = self.session.analysis.content_source(index)[:SOURCE_LIMIT]
        out: list[RawSource] = [(f"page {index + 1}", objnum, (), data)]
        for forms in dict.fromkeys(s.forms for s in trace.strings if s.forms):
            data = self.session.analysis.content_source(index, forms)
            if data:
                label = " › ".join(f"/{n}" for n in forms)
                out.append((f"form {label}", None, forms, data[:SOURCE_LIMIT]))
        return tuple(out)

    def occurrences(self, finding: Finding, font: object, progress: Progress) -> Occurrences:
        """Every glyph of ``font`` that a finding about it is about, in page order."""
        wanted = predicate_for(finding)
        if wanted is None:
            return Occurrences(finding, font, ())
        entry = self.session.book.get(font)
        count = self.session.analysis.page_count
        if entry is not None and entry.uses:
            pages = sorted({u.page_index for u in entry.uses})
        else:  # used without being listed: any page may show it
            pages = list(range(count))
        usage = self.session.diagnoser.usage.get(font)
        if usage is not None and usage.first_seen:  # start where it is first seen
            first = min(p for p, _ in usage.first_seen.values())
            pages = sorted(set(pages) | {first})
        places: list[Occurrence] = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            trace = self.session.analysis.trace_page(index)
            places.extend(occurrences_on(trace, font, wanted, OCCURRENCE_LIMIT - len(places)))
            if len(places) >= OCCURRENCE_LIMIT:
                return Occurrences(finding, font, tuple(places), truncated=True)
        progress(len(pages), len(pages))
        return Occurrences(finding, font, tuple(places))


class DocumentFeature(BackgroundPass):
    """The controller half: the document, its pages and the selection."""

    document_loaded = Signal(object)
    """A :class:`LoadedDocument`; the previous document is gone."""
    document_closed = Signal()
    document_opening = Signal(str, object, int)
    """Path, password (or None) and the page to be selected of a file being opened: the
    page view draws that page's image from the file while the analysis opens it;
    ``document_loaded`` or a failure signal follows."""
    open_failed = Signal(str, str)
    """Path and message: the file cannot be opened."""
    password_required = Signal(str, bool)
    """Path, and whether a password was given and wrong."""
    page_loaded = Signal(object)
    """The :class:`LoadedPage` of the selected page."""
    page_failed = Signal(int, str)
    selection_changed = Signal(object)
    """The new :class:`Selection`."""
    occurrence_changed = Signal(object, int)
    """The :class:`Occurrences` of the finding being walked and the index shown (-1: none
    found), or None and -1 when no finding is walked."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._pages: DocumentWork | None = None
        self.page: LoadedPage | None = None
        self.selection = Selection()
        self._cache: OrderedDict[int, LoadedPage] = OrderedDict()
        self._page_ticket: Ticket | None = None
        self._open_ticket: Ticket | None = None
        self._pending: tuple[int, Callable[[], None]] | None = None
        self._prefetching: dict[int, Ticket] = {}
        self.occurrences: Occurrences | None = None
        """The glyphs of the finding being walked (see :meth:`go_to_finding`)."""
        self.occurrence = -1

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._pages = DocumentWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._pages = None
        self.page = None
        self.selection = Selection()
        self._cache.clear()
        self._pending = None
        for ticket in self._prefetching.values():
            ticket.cancel()
        self._prefetching = {}
        if self.occurrences is not None:
            self.occurrences, self.occurrence = None, -1
            self.occurrence_changed.emit(None, -1)

    # Document --------------------------------------------------------------------------

    def open(self, path: str | Path, password: str | None = None, page: int = 0) -> None:
        """Open a file in the background; ``document_loaded`` or a failure signal follows."""
        path = str(path)
        self.close_document()
        generation = self._generation

        def job(progress: Progress) -> tuple[Session, LoadedDocument]:
            from inspector.gui.session import Session  # the analysis, on the worker thread

            session = Session(path, password)
            try:
                return session, DocumentWork(session).load(progress)
            except BaseException:
                session.close()
                raise

        def done(result: tuple[Session, LoadedDocument]) -> None:
            session, loaded = result
            if generation != self._generation:
                self.runner.submit("close", lambda _p: session.close(), ignore, self._log_error)
                return
            self._session = session
            self._opened(session)
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
            QCoreApplication.translate("DocumentController", "Opening {name}").format(
                name=shown(Path(path).name)
            ),
            0,
            0,
        )
        self.document_opening.emit(path, password, page)
        self._open_ticket = self.runner.submit(
            "open",
            job,
            done,
            failed,
            self._progress(QCoreApplication.translate("DocumentController", "Listing fonts")),
            PRIORITY_URGENT,
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
            self.runner.submit("close", lambda _p: session.close(), ignore, self._log_error)
        had_document = self.document is not None
        self.document = None
        self._forget()
        if had_document:
            self.document_closed.emit()

    def shutdown(self) -> None:
        """Close the document and stop the worker (the window is closing), and wait until
        the worker processes of the background pass are gone."""
        self.close_document()
        self.runner.shutdown()
        self._join_feeds()

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

    def selected_glyphs(self) -> tuple[tuple[int, int], ...]:
        """(string, code) of every glyph the selection covers, when its page is loaded: the
        selected glyph, and where an /ActualText replaces its text, every glyph that text
        stands for (a click on the text selects them together)."""
        page, sel = self.page, self.selection
        if page is None or sel.string is None or sel.code is None or page.index != sel.page:
            return ()
        return page.glyphs_with(sel.string, sel.code)

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
        pages = self._pages
        if entry is None or pages is None or predicate_for(finding) is None:
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
            lambda progress: pages.occurrences(finding, key, progress),
            self._if_current(found),
            self._log_error,
            progress=QCoreApplication.translate("DocumentController", "Finding the glyphs"),
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
        pages = self._pages
        if pages is None:
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
            lambda _p: pages.load_page(index),
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
        pages = self._pages
        count = self.document.info.page_count if self.document else 0
        if pages is None or self.synchronous or not 0 <= index < count:
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
            lambda _p: pages.load_page(index),
            self._if_current(self._page_ready),
            failed,
            None,
            PRIORITY_PREFETCH,
        )

    def _show_page(self, loaded: LoadedPage) -> None:
        self.runner.hold_background(HOLD_MS)
        self.page = loaded
        # Contents listed before the page was traced lack the fonts whose resource is
        # missing: the page's own replace them.
        if loaded.contents is not None and loaded.contents != self.contents.get(loaded.index):
            self._set_contents(loaded.contents)
            self._take_fonts(font for font in loaded.fonts if font.uses)
        self.page_loaded.emit(loaded)
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] == loaded.index:
            pending[1]()
        self._prefetch(loaded.index + 1)


def _code_at(show: TextShow, byte_offset: int | None) -> int:
    if byte_offset is None:
        return 0
    for index, code in enumerate(show.decoded.codes):
        if code.offset <= byte_offset < code.offset + len(code.info.code_bytes):
            return index
    return 0


def _boxes(trace: PageTrace) -> tuple[GlyphBox, ...]:
    """Every glyph's box on the displayed page (upright points, crop box origin)."""
    from inspector.text import display_matrix

    a, b, c, d, e, f = display_matrix(trace.crop_box, trace.rotate)
    boxes: list[GlyphBox] = []
    append = boxes.append
    for show in trace.strings:
        serial = show.serial
        for code, (x0, y0, x1, y1) in enumerate(show.boxes()):
            if b == 0 and c == 0:
                u0, u1 = a * x0 + e, a * x1 + e
                v0, v1 = d * y0 + f, d * y1 + f
                rect = (min(u0, u1), min(v0, v1), max(u0, u1), max(v0, v1))
            else:
                xs = (
                    a * x0 + c * y0 + e,
                    a * x1 + c * y1 + e,
                    a * x0 + c * y1 + e,
                    a * x1 + c * y0 + e,
                )
                ys = (
                    b * x0 + d * y0 + f,
                    b * x1 + d * y1 + f,
                    b * x0 + d * y1 + f,
                    b * x1 + d * y0 + f,
                )
                rect = (min(xs), min(ys), max(xs), max(ys))
            append(GlyphBox(serial, code, rect))
    return tuple(boxes)
