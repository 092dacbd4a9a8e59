"""From placed glyphs to the text a careful reader would extract.

Each string is decoded first; text is joined from decoded characters, never from bytes.
Glyphs are grouped into lines by their baselines (columns in vertical writing), lines
into blocks by geometry, and blocks are put in reading order: top to bottom, and for
blocks side by side, left to right (right to left for vertical writing).

Thresholds, relative to the font size (em) of the glyphs involved:

- A gap of more than ``SPACE_GAP`` em between two glyphs on a line becomes a space
  (``CJK_SPACE_GAP`` em when both glyphs are wide East Asian characters, whose lines are
  often set with small extra spacing). A TJ adjustment is a gap like any other.
- Glyphs on baselines less than ``BASELINE_TOLERANCE`` em apart share a line.
- A string drawn again within ``OVERPRINT`` em of where it was drawn (fake bold) is
  dropped.
"""

from __future__ import annotations

import math
import unicodedata

from inspector.chain import CodeInfo, UnicodeSource
from inspector.content import Matrix, PageTrace, TextShow, multiply
from inspector.text.model import PageText, TextLine, TextSpan
from inspector.text.normalize import text_for

SPACE_GAP = 0.25
CJK_SPACE_GAP = 0.6
BASELINE_TOLERANCE = 0.4
OVERPRINT = 0.15
LINE_MERGE_GAP = 1.5
BLOCK_LINE_GAP = 1.8
OVERLAP_BACKTRACK = 0.6
"""A glyph that starts more than this many em before the end of the line starts a new one."""

Box = tuple[float, float, float, float]
TOUNICODE = UnicodeSource.TOUNICODE


class _Glyph:
    """One glyph in the frame of its writing direction: u along the line, v across it."""

    __slots__ = ("box", "code", "normalized", "size", "string", "text", "u0", "u1", "v")

    def __init__(
        self,
        text: str,
        string: int,
        code: int,
        u0: float,
        u1: float,
        v: float,
        size: float,
        box: Box,
        normalized: str | None,
    ) -> None:
        self.text = text
        self.string = string
        self.code = code
        self.u0 = u0
        self.u1 = u1
        self.v = v
        self.size = size
        self.box = box
        self.normalized = normalized
        """The raw text, when normalization changed it."""


class _Line:
    """Glyphs along one baseline, with running bounds."""

    __slots__ = ("direction", "glyphs", "size", "u0", "u1", "v", "vertical", "x0", "x1", "y0", "y1")

    def __init__(self, glyph: _Glyph, direction: int, vertical: bool) -> None:
        self.direction = direction
        self.vertical = vertical
        self.glyphs = [glyph]
        self.v = glyph.v
        self.size = glyph.size
        self.u0 = glyph.u0
        self.u1 = glyph.u1
        self.x0, self.y0, self.x1, self.y1 = glyph.box

    def add(self, g: _Glyph) -> None:
        self.glyphs.append(g)
        if g.size > self.size:
            self.size = g.size
        if g.u0 < self.u0:
            self.u0 = g.u0
        if g.u1 > self.u1:
            self.u1 = g.u1
        bx0, by0, bx1, by1 = g.box
        if bx0 < self.x0:
            self.x0 = bx0
        if by0 < self.y0:
            self.y0 = by0
        if bx1 > self.x1:
            self.x1 = bx1
        if by1 > self.y1:
            self.y1 = by1

    def absorb(self, other: _Line) -> None:
        for g in other.glyphs:
            self.add(g)
        self.glyphs.sort(key=lambda g: g.u0)

    @property
    def box(self) -> Box:
        return (self.x0, self.y0, self.x1, self.y1)


def display_matrix(crop_box: tuple[float, float, float, float], rotate: int) -> Matrix:
    """User space to the upright page as displayed (crop box origin at 0, /Rotate applied)."""
    x0, y0, x1, y1 = crop_box
    if rotate == 90:
        return (0.0, -1.0, 1.0, 0.0, -y0, x1)
    if rotate == 180:
        return (-1.0, 0.0, 0.0, -1.0, x1, y1)
    if rotate == 270:
        return (0.0, 1.0, -1.0, 0.0, y1, -x0)
    return (1.0, 0.0, 0.0, 1.0, -x0, -y0)


def _is_wide(text: str) -> bool:
    return bool(text) and unicodedata.east_asian_width(text[-1]) in "WF"


def _text_of(info: CodeInfo, unmapped: str, raw: bool, recover: bool) -> tuple[str, str | None]:
    """A code's text and, when normalization changed it, the raw value."""
    return text_for(info, unmapped=unmapped, raw=raw, recover=recover)


def _lines(trace: PageTrace, unmapped: str, raw: bool, recover: bool) -> list[_Line]:
    """Glyphs of the page, in content order, grouped into lines along their direction."""
    display = display_matrix(trace.crop_box, trace.rotate)
    directions: dict[tuple[float, float, bool], int] = {}
    lines: list[_Line] = []
    current: _Line | None = None
    actual_done: set[int] = set()
    texts: dict[int, tuple[str, str | None]] = {}
    skip_from: _Line | None = None
    skip_index = 0
    for show in trace.strings:
        infos = show.decoded.infos
        if not infos:
            continue
        m = multiply(show.matrix, display)
        a, b, c, d, e, f = m
        scale_x = math.hypot(a, b) or 1.0
        scale_y = math.hypot(c, d) or 1.0
        size = abs(show.font_size) * scale_y or 1.0
        vertical = show.wmode == 1
        if vertical:
            ux, uy = -c / scale_y, -d / scale_y
        else:
            ux, uy = a / scale_x, b / scale_x
        vx, vy = -uy, ux
        direction = directions.setdefault((round(ux, 2), round(uy, 2), vertical), len(directions))
        actual = next((mc for mc in reversed(show.marked) if mc.actual_text is not None), None)
        fs, hs = show.font_size, show.horizontal_scale
        lo, hi = show.descent / 1000.0 * fs, show.ascent / 1000.0 * fs
        serial = show.serial
        upright = not vertical and b == 0.0 and c == 0.0 and a > 0.0 and d > 0.0
        if upright and actual is None:
            current, skip_from, skip_index = _upright_run(
                show,
                (a, d, e, f),
                (size, lo, hi),
                direction,
                texts,
                lines,
                (current, skip_from, skip_index),
                (unmapped, raw, recover),
            )
            continue
        for index, info in enumerate(infos):
            ox, oy = show.offsets[index]
            if actual is None:
                cached = texts.get(id(info))
                if cached is None:
                    cached = texts[id(info)] = _text_of(info, unmapped, raw, recover)
                text, raw_text = cached
            elif actual.serial in actual_done:
                text, raw_text = "", None
            else:
                actual_done.add(actual.serial)
                text, raw_text = actual.actual_text or "", None
            w = info.width / 1000.0 * fs * hs
            # Glyph box corners in display space.
            xs = (
                ox * a + (oy + lo) * c + e,
                (ox + w) * a + (oy + lo) * c + e,
                ox * a + (oy + hi) * c + e,
                (ox + w) * a + (oy + hi) * c + e,
            )
            ys = (
                ox * b + (oy + lo) * d + f,
                (ox + w) * b + (oy + lo) * d + f,
                ox * b + (oy + hi) * d + f,
                (ox + w) * b + (oy + hi) * d + f,
            )
            box = (min(xs), min(ys), max(xs), max(ys))
            us = [px * ux + py * uy for px, py in zip(xs, ys)]
            if vertical:
                v = (box[0] + box[2]) / 2 * vx + (box[1] + box[3]) / 2 * vy
            else:
                v = (ox * a + oy * c + e) * vx + (ox * b + oy * d + f) * vy
            g = _Glyph(text, serial, index, min(us), max(us), v, size, box, raw_text)
            current, skip_from, skip_index = _place(
                g, direction, vertical, lines, current, skip_from, skip_index
            )
    return _merge_lines(lines)


def _upright_run(
    show: TextShow,
    scale: tuple[float, float, float, float],
    extent: tuple[float, float, float],
    direction: int,
    texts: dict[int, tuple[str, str | None]],
    lines: list[_Line],
    state: tuple[_Line | None, _Line | None, int],
    how: tuple[str, bool, bool],
) -> tuple[_Line | None, _Line | None, int]:
    """The glyphs of one unrotated horizontal string (the common case): one baseline and
    one glyph height for all of them, and the line they continue updated in place.

    ``scale`` is (a, d, e, f) of the string's matrix to the display, ``extent`` the glyph
    size, descent and ascent there; ``state`` and the result are (current line, line
    being overprinted, index in it) as for :func:`_place`."""
    a, d, e, f = scale
    size, lo, hi = extent
    current, skip_from, skip_index = state
    offsets = show.offsets
    oy = offsets[0][1]  # horizontal text: every glyph sits at the string's rise
    v = oy * d + f
    by0 = (oy + lo) * d + f
    by1 = (oy + hi) * d + f
    k = show.font_size * show.horizontal_scale * a / 1000.0
    serial = show.serial
    backtrack = 0.0
    line: _Line | None = None
    for index, info in enumerate(show.decoded.infos):
        cached = texts.get(id(info))
        if cached is None:
            cached = texts[id(info)] = _text_of(info, *how)
        u0 = offsets[index][0] * a + e
        u1 = u0 + info.width * k
        g = _Glyph(cached[0], serial, index, u0, u1, v, size, (u0, by0, u1, by1), cached[1])
        if line is not None and line is current and u0 > line.glyphs[-1].u1 - backtrack:
            line.glyphs.append(g)
            if u1 > line.u1:
                line.u1 = u1
            if u0 < line.u0:
                line.u0 = u0
            if u1 > line.x1:
                line.x1 = u1
            if u0 < line.x0:
                line.x0 = u0
            continue
        if skip_from is None and current is not None and current.direction == direction:
            tolerance = size if size > current.size else current.size
            if abs(v - current.v) < BASELINE_TOLERANCE * tolerance:
                backtrack = OVERLAP_BACKTRACK * tolerance
                if u0 > current.glyphs[-1].u1 - backtrack:
                    current.add(g)
                    line = current
                    continue
        current, skip_from, skip_index = _place(
            g, direction, False, lines, current, skip_from, skip_index
        )
        line = None
    return current, skip_from, skip_index


def _place(
    g: _Glyph,
    direction: int,
    vertical: bool,
    lines: list[_Line],
    current: _Line | None,
    skip_from: _Line | None,
    skip_index: int,
) -> tuple[_Line | None, _Line | None, int]:
    """Put a glyph on the current line or start a new one; skip fake-bold repeats.

    Returns the new (current line, line being overprinted, index in it).
    """
    if skip_from is not None:
        if _overprints(g, skip_from, skip_index):
            return current, skip_from, skip_index + 1
        skip_from = None
    if current is not None:
        tolerance = max(g.size, current.size)
        if (
            current.direction == direction
            and abs(g.v - current.v) < BASELINE_TOLERANCE * tolerance
            and g.u0 > current.glyphs[-1].u1 - OVERLAP_BACKTRACK * tolerance
        ):
            current.add(g)
            return current, None, 0
        repeated = _overprinted_line(g, lines, current)
        if repeated is not None:
            return current, repeated[0], repeated[1] + 1
    line = _Line(g, direction, vertical)
    lines.append(line)
    return line, None, 0


def _overprints(g: _Glyph, line: _Line, index: int) -> bool:
    if index >= len(line.glyphs):
        return False
    other = line.glyphs[index]
    tolerance = OVERPRINT * g.size
    return (
        other.text == g.text and abs(other.u0 - g.u0) < tolerance and abs(other.v - g.v) < tolerance
    )


def _overprinted_line(g: _Glyph, lines: list[_Line], current: _Line) -> tuple[_Line, int] | None:
    """The recent line and glyph index that ``g`` draws over again, if any."""
    if not g.text:
        return None
    for line in (current, *lines[-4:]):
        if abs(line.v - g.v) >= OVERPRINT * g.size:
            continue
        for i, other in enumerate(line.glyphs):
            if other.text == g.text and abs(other.u0 - g.u0) < OVERPRINT * g.size:
                return line, i
    return None


def _merge_lines(lines: list[_Line]) -> list[_Line]:
    """Join pieces of one line that the content stream wrote apart (same baseline, close)."""
    merged: list[_Line] = []
    for line in lines:
        target = None
        tolerance = BASELINE_TOLERANCE * line.size
        for k in range(len(merged) - 1, max(-1, len(merged) - 40), -1):
            other = merged[k]
            if other.direction != line.direction or abs(other.v - line.v) >= tolerance:
                continue
            after = line.u0 >= other.u1 - OVERLAP_BACKTRACK * line.size
            before = line.u1 <= other.u0 + OVERLAP_BACKTRACK * line.size
            if (after and line.u0 - other.u1 < LINE_MERGE_GAP * line.size) or (
                before and other.u0 - line.u1 < LINE_MERGE_GAP * line.size
            ):
                target = other
                break
        if target is None:
            merged.append(line)
        else:
            target.absorb(line)
    return merged


def _blocks(lines: list[_Line], mcids: dict[int, int] | None = None) -> list[list[_Line]]:
    """Group consecutive lines that continue one another into blocks; on a tagged page
    (``mcids``: string serial -> marked-content id) a block never spans two sequences."""
    blocks: list[list[_Line]] = []
    for line in lines:
        if blocks:
            prev = blocks[-1][-1]
            if mcids is not None and mcids.get(prev.glyphs[0].string) != mcids.get(
                line.glyphs[0].string
            ):
                blocks.append([line])
                continue
            size = max(line.size, prev.size)
            step = prev.v - line.v
            overlap = min(line.u1, prev.u1) - max(line.u0, prev.u0)
            if (
                prev.direction == line.direction
                and 0 < step < BLOCK_LINE_GAP * size
                and overlap > -size
            ):
                blocks[-1].append(line)
                continue
        blocks.append([line])
    return blocks


def _box_of(block: list[_Line]) -> Box:
    return (
        min(line.x0 for line in block),
        min(line.y0 for line in block),
        max(line.x1 for line in block),
        max(line.y1 for line in block),
    )


def _order_blocks(blocks: list[list[_Line]]) -> list[list[_Line]]:
    """Reading order: the topmost block first; among blocks beside it, the one that starts
    the row (leftmost, or rightmost for vertical writing)."""
    remaining = list(range(len(blocks)))
    boxes = [_box_of(b) for b in blocks]
    ordered: list[list[_Line]] = []
    while remaining:
        top = max(remaining, key=lambda i: (boxes[i][3], -i))
        vertical = blocks[top][0].vertical
        t = boxes[top]

        def beside(i: int, t: Box = t) -> bool:
            """Whether block i starts the same row as the top block."""
            b = boxes[i]
            smaller = min(b[3] - b[1], t[3] - t[1])
            overlap = min(b[3], t[3]) - max(b[1], t[1])
            return overlap > 0.5 * smaller and b[3] > t[3] - max(0.5 * smaller, 1.0)

        row = [i for i in remaining if beside(i)] or [top]
        pick = (
            max(row, key=lambda i: boxes[i][2]) if vertical else min(row, key=lambda i: boxes[i][0])
        )
        ordered.append(blocks[pick])
        remaining.remove(pick)
    return ordered


def _marked_content_ids(trace: PageTrace) -> dict[int, int]:
    """String serial -> the innermost MCID around it, for the strings that have one."""
    out: dict[int, int] = {}
    for show in trace.strings:
        for mc in reversed(show.marked):
            if mc.mcid is not None:
                out[show.serial] = mc.mcid
                break
    return out


def extract_page_text(
    trace: PageTrace,
    *,
    unmapped: str = "\ufffd",
    raw: bool = False,
    recover: bool = True,
    spans: bool = True,
) -> PageText:
    """The text of a page, with each character mapped back to the code it came from.

    With ``recover``, codes that the PDF maps to nothing take the Unicode the embedded
    font program gives their glyph (its cmap table or glyph name), as a repair would;
    codes nothing maps show ``unmapped``. Without ``spans`` the mapping back to codes is
    left empty (plain text output does not need it, and it costs an object per glyph).
    """
    lines = _lines(trace, unmapped, raw, recover)
    mcids = _marked_content_ids(trace)
    # A tagged page: its marked-content sequences are in logical order already (ISO
    # 32000-1 §14.7); they group the lines, and geometry does not reorder them.
    blocks = _blocks(lines, mcids) if mcids else _order_blocks(_blocks(lines))
    parts: list[str] = []
    span_list: list[TextSpan] = []
    add_span = span_list.append if spans else None
    line_records: list[TextLine] = []
    normalized: list[tuple[int, str, str]] = []
    pos = 0
    for block in blocks:
        for line in block:
            start = pos
            prev: _Glyph | None = None
            for g in line.glyphs:
                text = g.text
                if not text:
                    continue
                if prev is not None:
                    gap = g.u0 - prev.u1
                    size = g.size if g.size > prev.size else prev.size
                    if (
                        gap > SPACE_GAP * size
                        and (
                            gap > CJK_SPACE_GAP * size
                            or not (_is_wide(prev.text) and _is_wide(text))
                        )
                        and not prev.text.endswith(" ")
                        and not text.startswith(" ")
                    ):
                        parts.append(" ")
                        pos += 1
                if g.normalized is not None:
                    normalized.append((pos, g.normalized, text))
                if add_span is not None:
                    add_span(TextSpan(pos, pos + len(text), g.string, g.code))
                parts.append(text)
                pos += len(text)
                prev = g
            line_records.append(TextLine(start, pos, line.box, line.vertical))
            parts.append("\n")
            pos += 1
    return PageText(
        page_index=trace.page_index,
        text="".join(parts),
        spans=tuple(span_list),
        lines=tuple(line_records),
        normalized=tuple(normalized),
    )
