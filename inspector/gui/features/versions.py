"""Compare with another version: the open document (A) against a second file (B), as
``pdf-font-inspector diff`` compares them, each difference tied to its glyph in both.

Session half: :class:`VersionsWork` reads both files on the worker thread (each through
a reading of its own, as :func:`inspector.diff.compare_files` does) and hands back a
frozen :class:`VersionComparison`: the :class:`~inspector.diff.model.DocumentDiff` and,
for every text difference and every mapping example of a font pair, the code that draws
it in A and in B with its chain. Controller half: :class:`VersionsFeature`; going to a
difference selects A's glyph in every view and says (``version_place_shown``) what B
draws there. The view is :mod:`inspector.gui.views.versions_view`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector.errors import InspectorError
from inspector.gui.features.document import DocumentFeature

if TYPE_CHECKING:
    from inspector.chain import CodeInfo
    from inspector.diff.model import DocumentDiff, FontPair, FontSide, MappingChange, TextChange
    from inspector.diff.read import Side
    from inspector.gui.session import Progress, Session
    from inspector.gui.worker import Runner, Ticket


@dataclass(frozen=True, slots=True)
class VersionGlyph:
    """One glyph of one of the two files: where it is drawn and its chain."""

    page: int
    """0-based."""
    string: int
    """The string's index on the page (as ``trace`` counts them)."""
    code: int
    """The code's index in the string."""
    font: str
    """The font's object (``12 0 R``) or resource name, as the comparison names it."""
    base_font: str | None
    info: CodeInfo


@dataclass(frozen=True, slots=True)
class VersionChange:
    """A text difference of a page pair and its glyph in each file."""

    page_a: int | None
    """1-based, None where A lacks the page."""
    page_b: int | None
    change: TextChange
    a: VersionGlyph | None
    b: VersionGlyph | None


@dataclass(frozen=True, slots=True)
class VersionExample:
    """A mapping example of a font pair and the first glyph of its code in each file."""

    pair: int
    """The pair's index in :attr:`DocumentDiff.pairs`."""
    example: MappingChange
    a: VersionGlyph | None
    b: VersionGlyph | None


@dataclass(frozen=True, slots=True)
class VersionFont:
    """A font pair (or a font only in one file), with the open document's key of A's
    font (None where A has none): selecting it selects the font in the window."""

    pair: FontPair | None
    a: FontSide | None
    b: FontSide | None
    key_a: object | None


@dataclass(frozen=True, slots=True)
class VersionComparison:
    """Everything the view shows of a comparison."""

    path_a: str
    path_b: str
    diff: DocumentDiff
    fonts: tuple[VersionFont, ...]
    """The pairs that differ, then the fonts only in A, then only in B."""
    examples: tuple[VersionExample, ...]
    changes: tuple[VersionChange, ...]
    """Every text difference, page by page, in the order of :attr:`DocumentDiff.pages`."""


VersionPlace = VersionChange | VersionExample | VersionFont
"""What ``version_place_shown`` carries: the difference gone to."""


class VersionsWork:
    """The session half (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def compare(self, path_b: str, pages: int, progress: Progress) -> VersionComparison:
        """Read the open document and ``path_b`` (every page of each) and compare them;
        ``pages`` is the open document's page count, for the progress."""
        from inspector.diff.compare import compare_sides
        from inspector.diff.read import read_side

        session = self.session
        side_a = read_side(
            session.path, None, session.password, lambda done, _n: progress(done, 2 * pages)
        )
        side_b = read_side(
            path_b,
            None,
            None,
            lambda done, n: progress(pages + done * pages // max(n, 1), 2 * pages),
        )
        progress(2 * pages, 2 * pages)
        diff = compare_sides(side_a, side_b)
        places_a = _Places(side_a)
        places_b = _Places(side_b)
        changes = tuple(
            VersionChange(
                page.a,
                page.b,
                change,
                places_a.glyph(page.a, change.glyph_a),
                places_b.glyph(page.b, change.glyph_b),
            )
            for page in diff.pages
            for change in page.changes
        )
        examples = tuple(
            VersionExample(
                n,
                example,
                places_a.first(pair.a.key, example.code),
                places_b.first(pair.b.key, example.code),
            )
            for n, pair in enumerate(diff.pairs)
            for example in pair.examples
        )
        keys = {font.key: font.entry.key for font in side_a.fonts}
        fonts = (
            *(VersionFont(p, p.a, p.b, keys.get(p.a.key)) for p in diff.pairs if p.differs),
            *(VersionFont(None, s, None, keys.get(s.key)) for s in diff.only_a),
            *(VersionFont(None, None, s, None) for s in diff.only_b),
        )
        return VersionComparison(session.path, path_b, diff, tuple(fonts), examples, changes)


class _Places:
    """The glyphs of one file's compared pages, by place and by font and code."""

    def __init__(self, side: Side) -> None:
        self._pages = {p.index: p for p in side.pages}
        self._names = {f.key: f.entry.font.facts.base_font for f in side.fonts}
        self._by_place: dict[int, dict[tuple[int, int], VersionGlyph]] = {}
        self._first: dict[tuple[str, str], VersionGlyph] | None = None

    def _page(self, index: int) -> dict[tuple[int, int], VersionGlyph]:
        found = self._by_place.get(index)
        if found is None:
            found = {}
            page = self._pages.get(index)
            for row in page.origins if page is not None else ():
                for origin in row:
                    if origin is not None:
                        key, info, string, code = origin
                        found.setdefault(
                            (string, code),
                            VersionGlyph(index, string, code, key, self._names.get(key), info),
                        )
            self._by_place[index] = found
        return found

    def glyph(self, page: int | None, place: tuple[int, int] | None) -> VersionGlyph | None:
        """The glyph at ``place`` of 1-based ``page``."""
        if page is None or place is None:
            return None
        return self._page(page - 1).get(place)

    def first(self, font: str, code: str) -> VersionGlyph | None:
        """The first glyph of a font's code (hex) in reading order, page by page."""
        if self._first is None:
            self._first = {}
            for index in sorted(self._pages):
                for row in self._pages[index].origins:
                    for origin in row:
                        if origin is not None:
                            key, info, string, number = origin
                            self._first.setdefault(
                                (key, info.code_bytes.hex()),
                                VersionGlyph(
                                    index, string, number, key, self._names.get(key), info
                                ),
                            )
        return self._first.get((font, code))


class VersionsFeature(DocumentFeature):
    """The controller half: the comparison shown, and going to its differences (it
    selects through the document feature, hence a subclass of it)."""

    versions_compared = Signal(object)
    """A :class:`VersionComparison`."""
    versions_failed = Signal(str)
    """Why the comparison could not be made (a file unreadable, encrypted ...)."""
    versions_stopped = Signal()
    """The comparison running was stopped (Esc, Cancel, the document closed)."""
    version_place_shown = Signal(object)
    """The :data:`VersionPlace` gone to: A's glyph or font is selected, B's is shown."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._versions: VersionsWork | None = None
        self._versions_ticket: Ticket | None = None
        self.comparison: VersionComparison | None = None

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._versions = VersionsWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._versions = None
        self.comparison = None

    def _stop(self, conclude: bool) -> None:
        super()._stop(conclude)
        if self._versions_ticket is not None:
            self._versions_ticket.cancel()
            self._versions_ticket = None
            self.versions_stopped.emit()

    def compare_versions(self, path_b: str) -> None:
        """Compare the open document with ``path_b`` in the background;
        ``versions_compared`` or ``versions_failed`` follows."""
        work, document = self._versions, self.document
        if work is None or document is None:
            self.versions_failed.emit(
                QCoreApplication.translate("DocumentController", "Open a document first.")
            )
            return
        if self._versions_ticket is not None:
            self._versions_ticket.cancel()
        pages = document.info.page_count

        def done(result: VersionComparison) -> None:
            self._versions_ticket = None
            self.comparison = result
            self.versions_compared.emit(result)

        def failed(exc: BaseException) -> None:
            self._versions_ticket = None
            self.progress_changed.emit("", 0, 0)
            self.versions_failed.emit(str(exc) or type(exc).__name__)
            if not isinstance(exc, InspectorError | OSError):
                self._log_error(exc)

        self._versions_ticket = self._run_shown(
            "versions",
            lambda progress: work.compare(path_b, pages, progress),
            self._if_current(done),
            self._if_current(failed),
            progress=QCoreApplication.translate("DocumentController", "Comparing versions"),
        )

    def show_version_place(self, place: VersionPlace) -> None:
        """Go to a difference: A's glyph (or font) is selected in every view, and
        ``version_place_shown`` says what B has there."""
        if isinstance(place, VersionFont):
            if place.key_a is not None:
                self.select_font(place.key_a)
        else:
            glyph = place.a
            if glyph is not None and self.document is not None:
                self.select_glyph(glyph.page, glyph.string, glyph.code)
        self.version_place_shown.emit(place)
