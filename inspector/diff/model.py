"""The result of a comparison: plain frozen records, the JSON shape of ``diff --json``.

Kinds and field names are English and stable (documented in the README); the sentences
(:class:`~inspector.i18n.Message`) are English templates translated where shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CAUSES = (
    "mapping",
    "unmapped",
    "mapped",
    "order",
    "page-order",
    "whitespace",
    "content",
    "unknown",
)
"""The causes a text difference may have, in the order a summary names them:

- ``mapping``: the same code of paired fonts maps to another Unicode in B;
- ``unmapped``: a code that has a Unicode in A has none in B (it lost its mapping);
- ``mapped``: a code without a Unicode in A has one in B;
- ``order``: the same lines in another reading order;
- ``page-order``: the same page (all its text) at another place in the document, a page
  moved, or pages before it added or removed;
- ``whitespace``: only spaces or line breaks differ;
- ``content``: the page draws other codes there (the content stream differs);
- ``unknown``: none of these is shown by the chain."""


@dataclass(frozen=True, slots=True)
class FontSide:
    """One font object of one of the two files, as the comparison shows it."""

    key: str
    """The font's object (``12 0 R``) or its resource name when it has none."""
    base_font: str | None
    name: str
    """The base name without the subset tag (``ABCDEF+``): what fonts are paired by."""
    subtype: str | None
    resources: tuple[str, ...]
    pages: tuple[int, ...]
    embedded: bool
    subset: bool
    encoding: str | None
    cid_system_info: str | None
    to_unicode: bool
    program: str | None
    wmode: int
    verdict: str | None
    """The font's verdict over the compared pages (None when it drew nothing there)."""
    codes_used: int


@dataclass(frozen=True, slots=True)
class MappingChange:
    """A code used in both files whose Unicode differs."""

    code: str
    """The code's bytes in hex."""
    a: str | None
    b: str | None
    a_source: str | None
    b_source: str | None
    b_origin: str | None
    """Where B's value comes from (the CMap and line), when known."""


@dataclass(frozen=True, slots=True)
class WidthChange:
    code: str
    a: float
    b: float


@dataclass(frozen=True, slots=True)
class FontPair:
    """Two fonts paired across the files and what differs between them."""

    name: str
    a: FontSide
    b: FontSide
    differences: tuple[str, ...]
    """The dictionary facts that differ: ``name`` (fonts paired by the text they
    draw), ``embedded``, ``subset``, ``encoding``,
    ``cid_system_info``, ``to_unicode``, ``program``, ``wmode``, ``subtype``."""
    added: int
    """Codes used in both files that have no Unicode in A and have one in B."""
    removed: int
    """Codes used in both files that have a Unicode in A and none in B."""
    changed: int
    """Codes used in both files mapped to another Unicode."""
    examples: tuple[MappingChange, ...]
    widths: int
    """Codes used in both files (drawing the same glyph) whose widths differ."""
    width_examples: tuple[WidthChange, ...]
    other_glyphs: int
    """Codes used in both files that select another glyph (GID) in B."""

    @property
    def differs(self) -> bool:
        return bool(
            self.differences
            or self.added
            or self.removed
            or self.changed
            or self.widths
            or self.other_glyphs
            or self.a.verdict != self.b.verdict
        )


@dataclass(frozen=True, slots=True)
class Cause:
    """Why a piece of text differs, where the chain shows it."""

    kind: str
    """One of :data:`CAUSES`."""
    font: str | None = None
    """The font (B's, or A's when B has none there) the cause lies in."""
    code: str | None = None
    a: str | None = None
    b: str | None = None
    source: str | None = None
    """The mapping source of B's value (of A's for ``unmapped``); for ``whitespace``,
    ``layout`` when no code draws the differing spaces (the layout inserted them)."""


@dataclass(frozen=True, slots=True)
class TextChange:
    """One aligned difference of a page's text."""

    a: str
    b: str
    line_a: int | None
    """The 1-based line of A the difference starts on (None: A has no line there)."""
    line_b: int | None
    causes: tuple[Cause, ...]
    glyph_a: tuple[int, int] | None = None
    """Where in A the difference is drawn: (string, code), the string's index on the
    page and the code's index in it (as ``trace`` counts them), of its first code, or of
    the code next to it when A has no code there; None when A draws none near it."""
    glyph_b: tuple[int, int] | None = None
    """The same in B."""


@dataclass(frozen=True, slots=True)
class PageDiff:
    """The text of one compared page pair (``a`` or ``b`` None: that file lacks it)."""

    a: int | None
    b: int | None
    changes: tuple[TextChange, ...]


@dataclass(frozen=True, slots=True)
class DocumentDiff:
    """Everything found comparing file A with file B."""

    file_a: str
    file_b: str
    summary: str
    """One line, a :class:`~inspector.i18n.Message` (English; translated where shown)."""
    pairs: tuple[FontPair, ...]
    only_a: tuple[FontSide, ...]
    only_b: tuple[FontSide, ...]
    pages: tuple[PageDiff, ...]
    """The page pairs whose text differs, in order."""
    pages_compared: int
    unread_a: tuple[int, ...] = field(default=())
    """Pages of A (1-based) not read whole: their text is partial."""
    unread_b: tuple[int, ...] = field(default=())
    """Pages of B (1-based) not read whole."""

    @property
    def differs(self) -> bool:
        return bool(self.pages or self.only_a or self.only_b or any(p.differs for p in self.pairs))
