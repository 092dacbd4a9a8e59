"""Plain values the worker hands to the window: a loaded document, a loaded page, a scan.

They are frozen and hold core data as it comes (traces, text, fonts), so the item models
can adapt them without copying.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    # Only named in annotations, or imported where used: the window imports this module
    # before any file is opened, and these import the content interpreter and pikepdf.
    from inspector.analysis import PageTrace
    from inspector.chain import ShapeMatch
    from inspector.cmap import CidSystemInfo, RangeEntry
    from inspector.decode import FontFacts, FontUse
    from inspector.diagnostics import Diagnosis
    from inspector.findings import Finding
    from inspector.fontprog import Outline
    from inspector.gui.content_source import ContentSource
    from inspector.pdf import DocumentInfo, FontSpec, OutlineEntry
    from inspector.repair import FontRepair
    from inspector.text import PageText
    from inspector.text.actual import ActualText

Rect = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Selection:
    """What the user looks at: a page, a font, a string of the page and a code of it."""

    page: int | None = None
    font: object | None = None
    string: int | None = None
    code: int | None = None


@dataclass(frozen=True, slots=True)
class CMapFacts:
    """A CMap as the font view shows it: what it says about itself and its source."""

    name: str
    predefined: bool
    identity: bool
    wmode: int
    chain: tuple[str, ...]
    """Its name and its ``usecmap`` ancestors' names."""
    cid_system_info: CidSystemInfo | None
    codespace: tuple[str, ...]
    """The codespace ranges, written as the CMap writes them."""
    source: bytes


@dataclass(frozen=True, slots=True)
class FontSnapshot:
    """A font of the document as the window shows it, taken on the worker thread: plain
    values only (the live :class:`~inspector.decode.Font`, which reads its program on
    demand, stays with the session). A font used on more pages comes again as a new
    snapshot with every use known so far."""

    key: object
    facts: FontFacts
    spec: FontSpec
    """The font dictionary as plain data."""
    kind: str
    """``Font.kind``: ``simple``, ``composite``, ``type3`` or ``broken``."""
    uses: tuple[FontUse, ...]
    """Every place the font is used, in the order the session found them."""
    findings: tuple[Finding, ...]
    """The font's own findings when the snapshot was taken."""
    encoding_cmaps: tuple[CMapFacts, ...] = ()
    """The Encoding CMap and its ``usecmap`` ancestors."""
    unicode_maps: tuple[CMapFacts, ...] = ()
    """The ToUnicode CMap and its ancestors, then the collection's UCS2 map if known."""
    to_unicode: tuple[RangeEntry, ...] | None = None
    """The ToUnicode's bfchar/bfrange entries (None: the font has no ToUnicode CMap)."""

    @property
    def resources(self) -> list[str]:
        """Resource names, in order of first use."""
        return list(dict.fromkeys(u.resource for u in self.uses))

    @property
    def pages(self) -> list[int]:
        """1-based page numbers where the font is used."""
        return sorted({u.page_index + 1 for u in self.uses})


@dataclass(frozen=True, slots=True)
class LoadedDocument:
    """What is known as soon as a document is open."""

    path: str
    password: str | None
    info: DocumentInfo
    findings: tuple[Finding, ...]
    outline: tuple[OutlineEntry, ...] = ()
    """The bookmarks."""


RawSource = tuple[str, int | None, tuple[str, ...], bytes]
"""A content stream as read: label, object number, the forms it is reached by, its bytes."""


@dataclass(frozen=True, slots=True)
class GlyphBox:
    """One glyph on the displayed page: upright points, origin at the crop box's bottom left."""

    string: int
    code: int
    rect: Rect


@dataclass(frozen=True, slots=True)
class LoadedPage:
    """One interpreted page with its text, glyph boxes and content streams."""

    index: int
    trace: PageTrace
    text: PageText
    size: tuple[float, float]
    """Width and height of the displayed page in points (crop box, /Rotate applied)."""
    boxes: tuple[GlyphBox, ...]
    raw_sources: tuple[RawSource, ...]
    """The page's content stream first, then each Form XObject that shows text."""
    contents: PageContents | None = None
    """The fonts, forms and images of the page's resources."""
    fonts: tuple[FontSnapshot, ...] = ()
    """Every font the page's strings use (also those reached only through an ExtGState),
    each with every use the session knows."""
    objnum: int | None = None
    """The page dictionary's object number."""
    actual_texts: tuple[ActualText, ...] = ()
    """The marked-content /ActualText sequences over the page's glyphs (§14.9.4)."""
    _lexed: list[ContentSource] = field(default_factory=list, compare=False, repr=False)
    _actual_at: dict[tuple[int, int], ActualText] = field(
        default_factory=dict, compare=False, repr=False
    )

    def actual_text_at(self, string: int, code: int) -> ActualText | None:
        """The /ActualText that replaces the text of a glyph, if any."""
        if self.actual_texts and not self._actual_at:
            from inspector.text.actual import actual_text_index

            self._actual_at.update(actual_text_index(self.actual_texts))
        return self._actual_at.get((string, code))

    def glyphs_with(self, string: int, code: int) -> tuple[tuple[int, int], ...]:
        """The glyphs that go with one when it is selected: every glyph of the /ActualText
        that covers it (its text is theirs together), else the glyph alone."""
        actual = self.actual_text_at(string, code)
        return actual.glyphs if actual is not None else ((string, code),)

    @property
    def sources(self) -> tuple[ContentSource, ...]:
        """The content streams lexed (on first use: only the content view needs them)."""
        if len(self._lexed) < len(self.raw_sources):
            from inspector.gui.content_source import build_source

            self._lexed[:] = [build_source(*raw) for raw in self.raw_sources]
        return tuple(self._lexed)

    def source_for(self, forms: tuple[str, ...]) -> ContentSource | None:
        """The content stream reached through a chain of forms (``()`` is the page's)."""
        for source in self.sources:
            if source.forms == forms:
                return source
        return None


@dataclass(frozen=True, slots=True)
class PageScan:
    """What a background pass over one page contributes to the document's tables."""

    index: int
    findings: tuple[Finding, ...]
    document_findings: tuple[Finding, ...] = ()
    diagnosis: Diagnosis | None = None
    """The diagnostics over every page scanned so far (only on some scans)."""
    unlisted: tuple[FontSnapshot, ...] = ()
    """Fonts the diagnosis judged that no resource dictionary lists (a missing resource)."""
    complete: bool = False
    """Whether ``diagnosis`` covers every page (then it is the command line's)."""
    pages: tuple[tuple[int, tuple[Finding, ...]], ...] = ()
    """The pages of runs read by worker processes merged with this scan, with their
    findings (``index`` is then -1)."""
    read: int = -1
    """How many pages the background pass has read, when the scan says (runs)."""
    restart: bool = False
    """The runs cannot give what one process gives: the pages are to be read here,
    one at a time, from the start."""
    contents: tuple[PageContents, ...] = ()
    """The contents anew of the pages whose strings used fonts whose resource is missing
    (they join the fonts its resources list), whoever read the pages."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One occurrence found by a search."""

    page: int
    string: int
    code: int
    context: str
    detail: str


@dataclass(frozen=True, slots=True)
class PageItem:
    """A font, form or image under a page in the page tree."""

    page: int
    kind: str
    """``"font"``, ``"form"`` or ``"image"``."""
    label: str
    details: str
    key: object
    """The font key (fonts), the form's label (forms), the object number (images)."""
    missing: bool = False
    """A font that a ``Tf`` selects by a name no resource dictionary defines (issue 35:
    the page tree said "0 fonts" while the fonts table listed them)."""


@dataclass(frozen=True, slots=True)
class PageContents:
    """What a page's resources hold: fonts (with forms they are used in) and images."""

    page: int
    items: tuple[PageItem, ...]


@dataclass(frozen=True, slots=True)
class FontListing:
    """One chunk of the background font listing: fonts of some pages with their uses."""

    pages: range
    fonts: tuple[FontSnapshot, ...]
    """The fonts of these pages, each with every use the session knows."""
    contents: tuple[PageContents, ...]


TYPE3_PROGRAM = "Type3"
"""The ``program`` of a Type3 font's outlines: its glyph procedures, keyed by code."""


@dataclass(frozen=True, slots=True)
class GlyphOutlines:
    """Outlines of some glyphs of one font's embedded program (or its Type3 glyph
    procedures)."""

    key: object
    program: str | None
    """The program's kind, :data:`TYPE3_PROGRAM`, or None when the font has no usable
    program (why in ``note``)."""
    note: str
    outlines: Mapping[int, Outline | None]
    """GID (a Type3 font: code) to outline; None for an empty or unreadable glyph."""
    substitute: bool = False
    """The font is not embedded: a system font's glyph for the code's Unicode stands in
    for the glyph (labelled as a substitute)."""
    drawn: Mapping[int, str] = field(default_factory=dict)
    """For a substitute whose CIDFont's collection is not the one that gives the codes'
    Unicode (CSI-MISMATCH): CID to the character that collection names, which a reader
    draws there (the wrong glyph is what the substitute must show)."""

    def substitute_text(self, cid: int | None, unicode: str | None) -> str | None:
        """What a system font draws in place of a glyph of a font that is not embedded:
        the character the CIDFont's own collection names for the CID where it differs from
        the text's collection, else the code's Unicode (None: embedded, or nothing)."""
        if not self.substitute:
            return None
        drawn = self.drawn.get(cid) if cid is not None else None
        return drawn or unicode

    def key_for(self, code: int, gid: int | None) -> int | None:
        """Where a code's outline is kept: its GID, or a Type3 font's code itself."""
        return code if self.program == TYPE3_PROGRAM else gid

    def outline_for(self, code: int, gid: int | None) -> Outline | None:
        """A code's outline (None: none, or not read yet)."""
        key = self.key_for(code, gid)
        return self.outlines.get(key) if key is not None else None

    def note_for(self, code: int, gid: int | None) -> str:
        """Why a code shows no outline ('' when it shows one)."""
        if self.program is None:
            return (
                QCoreApplication.translate("GlyphNotes", "not embedded")
                if self.substitute
                else QCoreApplication.translate("GlyphNotes", "no program")
            )
        key = self.key_for(code, gid)
        if key is None:
            return QCoreApplication.translate("GlyphNotes", "no GID")
        if self.outlines.get(key) is None:
            if key not in self.outlines:
                return "…"
            return (
                QCoreApplication.translate("GlyphNotes", "no path")
                if self.program == TYPE3_PROGRAM
                else QCoreApplication.translate("GlyphNotes", "empty")
            )
        return ""


def outline_keys(kind: str, codes: Iterable[tuple[int, int | None]]) -> list[int]:
    """The outline keys to ask for, for ``(code, gid)`` pairs of a font of ``kind``
    (``Font.kind``): a Type3 font's codes, other fonts' GIDs."""
    if kind == "type3":
        return list(dict.fromkeys(code for code, _gid in codes))
    return list(dict.fromkeys(gid for _code, gid in codes if gid is not None))


@dataclass(frozen=True, slots=True)
class StringReadings:
    """The naive readings of one string (what tools that skip steps of the chain print),
    worked out on the worker thread: reading them may read the font's program."""

    page: int
    string: int
    readings: tuple[tuple[str, str], ...]
    """(reading, text) pairs, the correct reading first."""


@dataclass(frozen=True, slots=True)
class GlyphUse:
    """One code a font shows in the pages analysed so far."""

    code: bytes
    cid: int | None
    gid: int | None
    unicode: str | None
    count: int
    flagged: bool
    first_seen: tuple[int, int] | None
    """(page index, string serial) of its first occurrence."""


@dataclass(frozen=True, slots=True)
class UsedGlyphs:
    """The codes a font shows, with the outlines of their glyphs."""

    key: object
    glyphs: tuple[GlyphUse, ...]
    outlines: GlyphOutlines
    pages_scanned: int


@dataclass(frozen=True, slots=True)
class ObjectImage:
    """An image XObject's picture, as a JPEG or PNG file's bytes (None: why in ``error``)."""

    num: int
    gen: int
    data: bytes | None
    error: str | None = None


@dataclass(frozen=True, slots=True)
class ObjectData:
    """An indirect object as plain data (see :meth:`inspector.analysis.Analysis.object_view`)."""

    num: int
    gen: int
    value: Any
    """None when the object does not exist."""


@dataclass(frozen=True, slots=True)
class ObjectLink:
    """An object worth showing for the selected item, with what it is."""

    label: str
    num: int
    gen: int = 0


@dataclass(frozen=True, slots=True)
class RepairRow:
    """One code of a font: its Unicode now and what the repair would map it to."""

    code: bytes
    current: str | None
    current_source: str
    candidate: str | None
    route: str
    """The evidence behind the candidate: ``"tounicode"``, ``"font-cmap"``, ``"correction"``..."""
    changed: bool
    code_value: int = 0
    """The code as a number (a Type3 font's outlines are kept by it)."""
    gid: int | None = None
    """The glyph the code selects in the embedded program, where known."""


@dataclass(frozen=True, slots=True)
class RepairPreview:
    """The repair of one font with its codes, for the preview."""

    repair: FontRepair
    rows: tuple[RepairRow, ...]

    @property
    def mapping(self) -> Mapping[bytes, str]:
        """Code bytes to the Unicode the new ToUnicode gives (empty when the font is left)."""
        return self.repair.mapping if self.repair.action in ("rebuilt", "removed") else {}


@dataclass(frozen=True, slots=True)
class ShapeRow:
    """One matched code of a font."""

    code: bytes
    match: ShapeMatch
    glyph: Outline | None
    reference: Outline | None


@dataclass(frozen=True, slots=True)
class ShapeReview:
    """The matched codes of one font, least sure first, or why there are none."""

    key: object
    rows: tuple[ShapeRow, ...]
    note: str
