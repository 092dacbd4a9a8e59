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
- A glyph that repeats the previous one within ``OVERPRINT`` em (fake bold) is dropped.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass

from inspector.content import Matrix, PageTrace, multiply
from inspector.text.model import PageText, TextLine, TextSpan
from inspector.text.normalize import is_variant_ideograph, unify_ideographs

SPACE_GAP = 0.25
CJK_SPACE_GAP = 0.6
BASELINE_TOLERANCE = 0.4
OVERPRINT = 0.15
LINE_MERGE_GAP = 1.5
BLOCK_LINE_GAP = 1.8


@dataclass(slots=True)
class _Glyph:
    text: str
    string: int
    code: int
    u0: float
    u1: float
    v: float
    size: float
    box: tuple[float, float, float, float]
    direction: int
    vertical: bool


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


def _glyphs(
    trace: PageTrace, unmapped: str, raw: bool
) -> tuple[list[_Glyph], list[tuple[int, str, str]]]:
    """Every glyph with its text and its frame coordinates."""
    display = display_matrix(trace.crop_box, trace.rotate)
    out: list[_Glyph] = []
    changed: list[tuple[int, str, str]] = []
    directions: dict[tuple[float, float, bool], int] = {}
    actual_done: set[int] = set()
    for show in trace.strings:
        m = multiply(show.matrix, display)
        a, b, c, d = m[0], m[1], m[2], m[3]
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
        boxes = show.boxes()
        for index, (code, (ox, oy), box) in enumerate(zip(show.decoded.codes, show.offsets, boxes)):
            info = code.info
            if actual is not None:
                if actual.serial in actual_done:
                    text = ""
                else:
                    actual_done.add(actual.serial)
                    text = actual.actual_text or ""
            elif info.unicode is None:
                text = unmapped
            else:
                text = info.unicode
                if (
                    not raw
                    and info.unicode_source.value == "tounicode"
                    and any(is_variant_ideograph(ch) for ch in text)
                ):
                    unified = unify_ideographs(text)
                    changed.append((len(out), text, unified))
                    text = unified
            # Box corners in display space.
            x0, y0, x1, y1 = box
            corners = [
                (
                    x * display[0] + y * display[2] + display[4],
                    x * display[1] + y * display[3] + display[5],
                )
                for x, y in ((x0, y0), (x1, y1), (x0, y1), (x1, y0))
            ]
            dxs = [p[0] for p in corners]
            dys = [p[1] for p in corners]
            dbox = (min(dxs), min(dys), max(dxs), max(dys))
            us = [px * ux + py * uy for px, py in corners]
            if vertical:
                cx, cy = (dbox[0] + dbox[2]) / 2, (dbox[1] + dbox[3]) / 2
                v = cx * vx + cy * vy
            else:
                px = ox * m[0] + oy * m[2] + m[4]
                py = ox * m[1] + oy * m[3] + m[5]
                v = px * vx + py * vy
            out.append(
                _Glyph(
                    text, show.serial, index, min(us), max(us), v, size, dbox, direction, vertical
                )
            )
    return out, changed


def _lines(glyphs: list[_Glyph]) -> list[tuple[int, list[_Glyph]]]:
    """Group glyphs, in content order, into lines along their writing direction."""
    lines: list[tuple[int, list[_Glyph]]] = []
    current: list[_Glyph] = []
    current_dir = None
    drawn: dict[tuple[str, int, int], list[tuple[float, float]]] = {}
    for g in glyphs:
        d = g.direction
        if g.text and _overprints(g, drawn):
            continue
        if current:
            last = current[-1]
            size = max(g.size, last.size)
            same_line = (
                d == current_dir
                and abs(g.v - last.v) < BASELINE_TOLERANCE * size
                and g.u0 > last.u1 - 0.6 * size
            )
            if same_line:
                current.append(g)
                continue
            lines.append((current_dir or 0, current))
        current = [g]
        current_dir = d
    if current:
        lines.append((current_dir or 0, current))
    return _merge_lines(lines)


def _overprints(g: _Glyph, drawn: dict[tuple[str, int, int], list[tuple[float, float]]]) -> bool:
    """Whether the same character was already drawn at (almost) the same place (fake bold).

    Records the glyph when it is new.
    """
    tolerance = OVERPRINT * g.size
    row = round(g.v / max(g.size, 1.0) * 4)
    for r in (row - 1, row, row + 1):
        for u, v in drawn.get((g.text, g.direction, r), ()):
            if abs(u - g.u0) < tolerance and abs(v - g.v) < tolerance:
                return True
    drawn.setdefault((g.text, g.direction, row), []).append((g.u0, g.v))
    return False


def _merge_lines(lines: list[tuple[int, list[_Glyph]]]) -> list[tuple[int, list[_Glyph]]]:
    """Join pieces of one line that the content stream wrote apart (same baseline, close)."""
    merged: list[tuple[int, list[_Glyph]]] = []
    for d, glyphs in lines:
        v = glyphs[0].v
        size = max(g.size for g in glyphs)
        u0 = min(g.u0 for g in glyphs)
        u1 = max(g.u1 for g in glyphs)
        target = None
        for k in range(len(merged) - 1, max(-1, len(merged) - 40), -1):
            md, mg = merged[k]
            if md != d or abs(mg[0].v - v) >= BASELINE_TOLERANCE * size:
                continue
            mu0 = min(g.u0 for g in mg)
            mu1 = max(g.u1 for g in mg)
            if u0 >= mu1 - 0.6 * size and u0 - mu1 < LINE_MERGE_GAP * size:
                target = k
                break
            if u1 <= mu0 + 0.6 * size and mu0 - u1 < LINE_MERGE_GAP * size:
                target = k
                break
        if target is None:
            merged.append((d, list(glyphs)))
        else:
            mg = merged[target][1]
            mg.extend(glyphs)
            mg.sort(key=lambda g: g.u0)
    return merged


def _blocks(lines: list[tuple[int, list[_Glyph]]]) -> list[list[tuple[int, list[_Glyph]]]]:
    """Group consecutive lines that continue one another into blocks."""
    blocks: list[list[tuple[int, list[_Glyph]]]] = []
    for line in lines:
        d, glyphs = line
        if blocks:
            pd, pg = blocks[-1][-1]
            size = max(max(g.size for g in glyphs), max(g.size for g in pg))
            step = pg[0].v - glyphs[0].v
            overlap = min(max(g.u1 for g in glyphs), max(g.u1 for g in pg)) - max(
                min(g.u0 for g in glyphs), min(g.u0 for g in pg)
            )
            if pd == d and 0 < step < BLOCK_LINE_GAP * size and overlap > -size:
                blocks[-1].append(line)
                continue
        blocks.append([line])
    return blocks


def _box_of(block: list[tuple[int, list[_Glyph]]]) -> tuple[float, float, float, float]:
    boxes = [g.box for _, gl in block for g in gl]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _order_blocks(
    blocks: list[list[tuple[int, list[_Glyph]]]], vertical_dirs: set[int]
) -> list[list[tuple[int, list[_Glyph]]]]:
    """Reading order: the topmost block first; among blocks beside it, the one that starts
    the row (leftmost, or rightmost for vertical writing)."""
    remaining = list(range(len(blocks)))
    boxes = [_box_of(b) for b in blocks]
    ordered: list[list[tuple[int, list[_Glyph]]]] = []
    while remaining:
        top = max(remaining, key=lambda i: (boxes[i][3], -i))
        vertical = blocks[top][0][0] in vertical_dirs
        t = boxes[top]

        def beside(i: int, t: tuple[float, float, float, float] = t) -> bool:
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


def extract_page_text(trace: PageTrace, *, unmapped: str = "\ufffd", raw: bool = False) -> PageText:
    """The text of a page, with each character mapped back to its code (issue §text)."""
    glyphs, changed = _glyphs(trace, unmapped, raw)
    vertical_dirs = {g.direction for g in glyphs if g.vertical}
    lines = _lines(glyphs)
    blocks = _order_blocks(_blocks(lines), vertical_dirs)
    changed_at = {id(glyphs[i]): (old, new) for i, old, new in changed}
    parts: list[str] = []
    spans: list[TextSpan] = []
    line_records: list[TextLine] = []
    normalized: list[tuple[int, str, str]] = []
    pos = 0
    for block in blocks:
        for d, line in block:
            start = pos
            prev: _Glyph | None = None
            for g in line:
                if prev is not None and g.text:
                    gap = g.u0 - prev.u1
                    size = max(g.size, prev.size)
                    limit = CJK_SPACE_GAP if _is_wide(prev.text) and _is_wide(g.text) else SPACE_GAP
                    if (
                        gap > limit * size
                        and not prev.text.endswith(" ")
                        and not g.text.startswith(" ")
                    ):
                        parts.append(" ")
                        pos += 1
                if g.text:
                    change = changed_at.get(id(g))
                    if change is not None:
                        normalized.append((pos, change[0], change[1]))
                    spans.append(TextSpan(pos, pos + len(g.text), g.string, g.code))
                    parts.append(g.text)
                    pos += len(g.text)
                prev = g
            line_records.append(TextLine(start, pos, _line_box(line), d in vertical_dirs))
            parts.append("\n")
            pos += 1
    return PageText(
        page_index=trace.page_index,
        text="".join(parts),
        spans=tuple(spans),
        lines=tuple(line_records),
        normalized=tuple(normalized),
    )


def _line_box(line: list[_Glyph]) -> tuple[float, float, float, float]:
    return (
        min(g.box[0] for g in line),
        min(g.box[1] for g in line),
        max(g.box[2] for g in line),
        max(g.box[3] for g in line),
    )
