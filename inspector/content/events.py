"""What the content interpreter reports: one :class:`TextShow` per string operand.

Positions are kept compactly (the matrix at the start of the string and each glyph's
offset in text space) and turned into page coordinates on demand, so that tracing a
long document does not build millions of boxes nobody looks at.
"""

from __future__ import annotations

from dataclasses import dataclass

from inspector.chain import DecodedString
from inspector.decode import FontStyle
from inspector.findings import Finding
from inspector.geometry import IDENTITY as IDENTITY
from inspector.geometry import Matrix as Matrix
from inspector.geometry import apply as apply
from inspector.geometry import multiply as multiply


@dataclass(frozen=True, slots=True)
class MarkedContent:
    """One open marked-content sequence (§14.6)."""

    serial: int
    tag: str
    mcid: int | None = None
    actual_text: str | None = None
    alt: str | None = None
    lang: str | None = None


@dataclass(slots=True, unsafe_hash=True)
class TextShow:
    """One string operand of a text-showing operator, decoded and placed.

    Never changed once made, like the frozen records around it, but not declared frozen:
    a frozen dataclass sets each of its 23 fields through ``object.__setattr__``, which
    made building one take 3.9 µs against 0.8 (a page from LibreOffice shows 340 strings:
    10 % of interpreting it, counted in callgrind). Hashed and compared by its fields.
    """

    serial: int
    """Position of this string among all strings of the page (0-based)."""
    page_index: int
    stream: int | None
    """Object number of the content stream or form that holds the operator."""
    forms: tuple[str, ...]
    """Names of the Form XObjects from the page down to this string."""
    instruction: int
    """Index of the operator among the text-related operators of its stream."""
    operator: str
    tj_index: int | None
    """Index of the string inside a TJ array, None for other operators."""
    font_name: str
    font_key: object
    font_size: float
    horizontal_scale: float
    rise: float
    render_mode: int
    wmode: int
    matrix: Matrix
    """Text matrix × CTM at the start of the string: text space to user space."""
    offsets: tuple[tuple[float, float], ...]
    """Each glyph's origin in text space (scaled by font size), relative to the start."""
    end: tuple[float, float]
    """The text position after the last glyph, in the same space."""
    decoded: DecodedString
    adjustment: float | None
    """The TJ number just before this string, in thousandths of text space."""
    marked: tuple[MarkedContent, ...]
    ascent: float
    descent: float
    style: FontStyle | None = None
    """The font's name, weight and space width (for the layout)."""
    clip: tuple[float, float, float, float] | None = None
    """The box in user space of the clipping path the string is drawn under (a ``W``
    path's, a form's /BBox): glyphs outside it are not shown. None: no clip; empty
    (``x0 > x1`` or ``y0 > y1``) where the clips do not meet."""

    def origins(self) -> list[tuple[float, float]]:
        """Each glyph's origin in user space."""
        m = self.matrix
        return [apply(m, x, y) for x, y in self.offsets]

    def boxes(self) -> list[tuple[float, float, float, float]]:
        """Each glyph's box in user space as (x0, y0, x1, y1)."""
        m = self.matrix
        fs = self.font_size
        hs = self.horizontal_scale
        lo = self.descent / 1000.0 * fs
        hi = self.ascent / 1000.0 * fs
        out = []
        a, b, c, d, e, f = m
        if self.wmode == 1:
            return self._vertical_boxes()
        if b == 0.0 and c == 0.0:
            # Axis-aligned (the common case): two corners suffice.
            for (x, y), info in zip(self.offsets, self.decoded.infos):
                w = info.width / 1000.0 * fs * hs
                x0, x1 = x * a + e, (x + w) * a + e
                y0, y1 = (y + lo) * d + f, (y + hi) * d + f
                if x0 < x1 and y0 < y1:  # what min() and max() give, without calling them
                    out.append((x0, y0, x1, y1))
                else:
                    out.append((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
            return out
        for (x, y), info in zip(self.offsets, self.decoded.infos):
            w = info.width / 1000.0 * fs * hs
            corners = [
                apply(m, x, y + lo),
                apply(m, x + w, y + lo),
                apply(m, x, y + hi),
                apply(m, x + w, y + hi),
            ]
            xs = [p[0] for p in corners]
            ys = [p[1] for p in corners]
            out.append((min(xs), min(ys), max(xs), max(ys)))
        return out

    def _vertical_boxes(self) -> list[tuple[float, float, float, float]]:
        """Glyph boxes in vertical writing (§9.7.4.3): the em column below each glyph's
        vertical origin, as wide as the glyph and as tall as its vertical advance; the
        font's bounding box says nothing about where a vertical glyph sits."""
        m = self.matrix
        fs = self.font_size / 1000.0
        out = []
        for (x, y), info in zip(self.offsets, self.decoded.infos):
            w1y, vx, vy = info.vertical or (-1000.0, info.width / 2, 880.0)
            if info.vertical is not None:
                # offsets hold the horizontal origin: the vertical origin is v above it.
                x, y = x + vx * fs, y + vy * fs
            half = info.width / 2 * fs
            corners = [
                apply(m, x - half, y),
                apply(m, x + half, y),
                apply(m, x - half, y + w1y * fs),
                apply(m, x + half, y + w1y * fs),
            ]
            xs = [p[0] for p in corners]
            ys = [p[1] for p in corners]
            out.append((min(xs), min(ys), max(xs), max(ys)))
        return out


@dataclass(frozen=True, slots=True)
class PageTrace:
    """The strings of one page in content order, with the page's findings."""

    page_index: int
    strings: tuple[TextShow, ...]
    findings: tuple[Finding, ...]
    media_box: tuple[float, float, float, float]
    crop_box: tuple[float, float, float, float]
    rotate: int
    unread: tuple[Finding, ...] = ()
    """Findings on the parts of the page's content (its streams, the forms and appearances
    it draws) that were not read: the page's text there is unknown, not empty."""
    recovered: tuple[Finding, ...] = ()
    """Findings on content read only by recovering data that qpdf, pdftotext and mutool
    cannot decode (their text of the page lacks it)."""
    rules: tuple[tuple[float, float, float, float], ...] = ()
    """The axis-parallel straight lines and rectangles painted on the page, as boxes in
    user space (a line has no width): where a table's rules are."""
    font_unread: tuple[Finding, ...] = ()
    """Findings on the fonts the page's strings use that were not read whole (a CMap,
    ToUnicode or program cut short or damaged, a Type3 font that cannot be drawn), so far
    as they were read when the page was: the text of their glyphs is unknown."""
    annotations_from: int | None = None
    """The serial of the first string drawn by an annotation's appearance (a form field's
    value): they all follow the page's own content. None when there is none."""

    @property
    def all_unread(self) -> tuple[Finding, ...]:
        """What of the page was not read whole: its content, then its fonts."""
        return self.unread + self.font_unread
