"""Extracted text that remembers where every character came from."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

Box = tuple[float, float, float, float]


@dataclass(slots=True, unsafe_hash=True)
class TextSpan:
    """Characters ``text[start:end]`` of a page come from one code of one string.

    Never changed once made, but not declared frozen: one is made for each character
    (1,800 on a ReportLab page), and a frozen dataclass took 0.59 µs to build one against
    0.17."""

    start: int
    end: int
    string: int
    """The string's serial number on the page (``TextShow.serial``)."""
    code: int
    """Index of the code in the string's decoded codes."""


@dataclass(frozen=True, slots=True)
class TextLine:
    """One line (or, in vertical writing, one column) of the page's text."""

    start: int
    end: int
    box: Box
    vertical: bool


@dataclass(frozen=True, slots=True)
class TextBlock:
    """A paragraph, heading or artifact: lines ``first`` up to ``last`` (exclusive)."""

    start: int
    end: int
    box: Box
    role: str
    """``paragraph``, ``heading`` or ``artifact``."""
    level: int | None
    """A heading's level (1 the largest), None for other roles."""
    first: int
    last: int
    vertical: bool
    tag: str | None = None
    """On a tagged page, the structure tag around the block's text (``P``, ``H1``,
    ``LBody``...)."""
    table: int | None = None
    """The index in :attr:`PageText.tables` of the ruled table the block's lines lie in
    (None: no table)."""


@dataclass(frozen=True, slots=True)
class TextCell:
    """A cell of a ruled table: the box its rules close, its first row and column
    (0-based, top to bottom and left to right) and how many of each it spans."""

    box: Box
    row: int
    col: int
    rows: int = 1
    cols: int = 1


@dataclass(frozen=True, slots=True)
class TextTable:
    """A table drawn with rules (:mod:`inspector.text.tables`): its box and every cell
    of its grid, empty ones included."""

    box: Box
    cells: tuple[TextCell, ...]
    rows: tuple[float, ...] = ()
    """The edges of the grid's rows, top to bottom (``TextCell.row`` counts these
    bands)."""
    cols: tuple[float, ...] = ()
    """The edges of the grid's columns, left to right."""
    downs: tuple[tuple[float, float, float], ...] = ()
    """The grid's vertical rules: (x, bottom, top), by x."""
    splits: tuple[tuple[float, tuple[float, ...]], ...] = ()
    """Rows of the grid that hold rows whose rules were left out (cells whose lines
    all stand on one another's baselines): the top of the grid's row (its cells'
    ``box[3]``) and the heights, top to bottom, that part it into those rows."""


@dataclass(frozen=True, slots=True)
class PageText:
    """The text of one page with a map from characters back to codes."""

    page_index: int
    text: str
    spans: tuple[TextSpan, ...]
    lines: tuple[TextLine, ...]
    normalized: tuple[tuple[int, str, str], ...] = ()
    """Characters changed by normalization: (position in text, raw value, new value)."""
    blocks: tuple[TextBlock, ...] = ()
    """Paragraphs, headings and artifacts in reading order, over :attr:`lines`."""
    tables: tuple[TextTable, ...] = ()
    """The ruled tables whose lines blocks hold (:attr:`TextBlock.table`)."""
    _starts: list[int] = field(default_factory=list, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._starts.extend(s.start for s in self.spans)

    def span_at(self, position: int) -> TextSpan | None:
        """The span covering a character position, or None for inserted spaces and breaks."""
        i = bisect.bisect_right(self._starts, position) - 1
        if i >= 0 and self.spans[i].start <= position < self.spans[i].end:
            return self.spans[i]
        return None

    def spans_in(self, start: int, end: int) -> list[TextSpan]:
        """The spans that start within ``text[start:end]``, in order."""
        i = bisect.bisect_left(self._starts, start)
        j = bisect.bisect_left(self._starts, end)
        return list(self.spans[i:j])

    def spans_of(self, string: int, code: int | None = None) -> list[TextSpan]:
        """The spans that come from one string (and optionally one of its codes)."""
        return [s for s in self.spans if s.string == string and (code is None or s.code == code)]
