"""Stage 4 of the layout: lines to blocks, blocks in reading order.

Untagged pages are ordered by recursive cuts through the white of the page (an XY cut
that always takes the widest gap first): a band of white across the whole group of lines
splits it into the part above and the part below; a band of white from top to bottom
splits it into columns, read left to right, or right to left where the group is mostly
vertical writing (Japanese tategaki, whose tiers are read top to bottom and columns right
to left). Widest first is what keeps a two-column page's columns whole: the gutter is
wider than the white between paragraphs, while a title above them is cut off first when
its gap is the wider. Lines are never split by a cut, so table rows that were drawn as
one line stay one line.
A table drawn with rules is found first (:mod:`inspector.text.tables`) and takes part in
the cuts as one block, its lines in its own order: row by row, cell by cell.

Consecutive lines in that order form a block unless a column cut or a gap of more than
``block_gap`` em separates them, or their size, direction or role changes.

Tagged pages (ISO 32000-1 §14.7) keep the order of their marked-content sequences, which
is the logical order their producer wrote, a block ending where the structure tag changes
or the lines stop continuing each other; their ``/Artifact`` content (running headers,
footers, page numbers) is placed by geometry: above the content first, the rest last;
form fields' values, drawn by widget appearances outside the marked content, are read
right after their labels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter

from inspector.text.glyphs import Box
from inspector.text.lines import Line
from inspector.text.params import LayoutParams
from inspector.text.tables import Table, find_tables


@dataclass(slots=True)
class Block:
    """Lines read together: a paragraph, a heading, a column of a table, an artifact."""

    lines: list[Line]
    artifact: bool = False

    @property
    def box(self) -> Box:
        boxes = [line.box for line in self.lines]
        return (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )

    @property
    def vertical(self) -> bool:
        return sum(line.glyph_count for line in self.lines if line.vertical) * 2 > sum(
            line.glyph_count for line in self.lines
        )


def reading_order(
    lines: list[Line], params: LayoutParams, rules: Sequence[Box] = ()
) -> list[Block]:
    """The page's blocks in reading order; ``rules`` are the boxes of the straight lines
    and rectangles painted on the displayed page (:mod:`inspector.text.tables`)."""
    if not lines:
        return []
    tagged = any(run.mcid is not None for line in lines for run in line.runs)
    # On a tagged page, content outside every marked-content sequence with an MCID is
    # outside the structure tree too: Chromium draws its running footers (CSS page
    # margin boxes) that way, unmarked and first in the stream.
    content = [
        line
        for line in lines
        if not line.artifact and (not tagged or any(run.mcid is not None for run in line.runs))
    ]
    if tagged:
        fields = [
            line
            for line in lines
            if not line.artifact and all(run.annotation and run.mcid is None for run in line.runs)
        ]
        if fields and content:
            content = _beside_labels(content, fields)
    kept = {id(line) for line in content}
    artifacts = [line for line in lines if id(line) not in kept]
    blocks = _tagged(content, params) if tagged else _untagged(content, params, rules)
    if not artifacts:
        return blocks
    top = max((line.box[3] for line in content), default=None)
    ordered = _untagged(artifacts, params)
    for block in ordered:
        block.artifact = True
    before = [b for b in ordered if top is not None and b.box[1] >= top]
    after = [b for b in ordered if not (top is not None and b.box[1] >= top)]
    return before + blocks + after


def _beside_labels(content: list[Line], fields: list[Line]) -> list[Line]:
    """The tagged page's lines in their order with the form fields' values put in by
    geometry: a field's text is no marked content (the structure tree reaches widgets
    through object references), yet it is no artifact to read after the page. Each
    goes right after the line it is read with: the line starting to its left that its
    height overlaps most (its label), else the nearest line above it, else first."""
    after: dict[int, list[Line]] = {}
    first: list[Line] = []
    boxes = [line.box for line in content]
    for field in fields:
        fx0, fy0, fx1, fy1 = field.box
        best, best_key = -1, 0.0
        for k, (x0, y0, _x1, y1) in enumerate(boxes):
            overlap = min(y1, fy1) - max(y0, fy0)
            if overlap > 0 and x0 < fx0:
                key = -overlap
                if best < 0 or key < best_key:
                    best, best_key = k, key
        if best < 0:
            for k, (x0, y0, x1, _y1) in enumerate(boxes):
                if y0 >= fy1 - 1.0 and x0 < fx1 and fx0 < x1:
                    key = y0 - fy1
                    if best < 0 or key < best_key:
                        best, best_key = k, key
        if best < 0:
            first.append(field)
        else:
            after.setdefault(best, []).append(field)
    out = list(first)
    for k, line in enumerate(content):
        out.append(line)
        out.extend(after.get(k, ()))
    return out


def _tagged(lines: list[Line], params: LayoutParams) -> list[Block]:
    """Content order; a new block where the structure tag changes (a heading after a
    paragraph) or the next line does not continue the last one. Producers mark each line,
    or each run, as a sequence of its own (LibreOffice), so a change of MCID alone says
    nothing about paragraphs."""
    blocks: list[Block] = []
    previous: str | None = None
    for line in lines:
        tag = next((run.tag for run in line.runs if run.mcid is not None), None)
        if blocks and tag == previous and _continues(blocks[-1].lines[-1], line, params):
            blocks[-1].lines.append(line)
        else:
            blocks.append(Block([line]))
        previous = tag
    return blocks


def _untagged(lines: list[Line], params: LayoutParams, rules: Sequence[Box] = ()) -> list[Block]:
    if not lines:
        return []
    items: list[Line | Table] = list(lines)
    if rules:
        rest, tables = find_tables(lines, rules, lambda cell: _cell_order(cell, params))
        if tables:
            items = [*rest, *tables]
    placed: list[Line | Table]
    if len(items) > params.cut_limit:
        placed = sorted(items, key=lambda line: (-line.box[3], line.box[0]))
        placed_breaks = [True] * len(placed)
    else:
        placed, placed_breaks = [], []
        _cut(items, params, placed, placed_breaks, True)
    ordered: list[Line] = []
    breaks: list[bool] = []
    for item, cut in zip(placed, placed_breaks):
        if isinstance(item, Table):
            ordered += item.lines
            breaks += item.breaks
        else:
            ordered.append(item)
            breaks.append(cut)
    blocks: list[Block] = []
    for line, cut in zip(ordered, breaks):
        if blocks and not cut and _continues(blocks[-1].lines[-1], line, params):
            blocks[-1].lines.append(line)
        else:
            blocks.append(Block([line]))
    return blocks


def _cell_order(lines: list[Line], params: LayoutParams) -> list[Line]:
    """The lines of one table cell in reading order (the page's cuts)."""
    out: list[Line | Table] = []
    _cut(lines, params, out, [], True)
    return [line for line in out if isinstance(line, Line)]


def _continues(prev: Line, line: Line, params: LayoutParams) -> bool:
    """Whether two lines that follow each other belong to one block."""
    if prev.key != line.key:
        return False
    small, large = sorted((prev.size, line.size))
    if small <= 0 or large / small > params.size_change:
        return False
    p, b = prev.box, line.box
    if line.vertical:
        gap = p[0] - b[2]
        overlap = min(p[3], b[3]) - max(p[1], b[1])
    else:
        gap = p[1] - b[3]
        overlap = min(p[2], b[2]) - max(p[0], b[0])
    return -0.5 * large < gap < params.block_gap * large and overlap > -large


_Item = tuple[Line | Table, Box, tuple[float, float], tuple[float, float], int, int, float]
"""A line as the cuts read it: the line, its box, its extent across the page (bottom,
top) and down it (left, right), its glyphs, its vertical glyphs, its size; computed once,
not at every cut a line takes part in."""

_ACROSS = itemgetter(2)
_DOWN = itemgetter(3)
_GLYPHS = itemgetter(4)
_VERTICAL_GLYPHS = itemgetter(5)
_SIZE = itemgetter(6)


def _item(line: Line | Table) -> _Item:
    box = line.box
    glyphs = line.glyph_count
    return (
        line,
        box,
        (box[1], box[3]),
        (box[0], box[2]),
        glyphs,
        glyphs if line.vertical else 0,
        line.size,
    )


def _cut(
    lines: Sequence[Line | Table],
    params: LayoutParams,
    out: list[Line | Table],
    breaks: list[bool],
    first_break: bool,
    *,
    bands: bool = True,
) -> None:
    """Append the lines to ``out`` in reading order; ``breaks`` gets, per line, whether
    a column cut (or the group's start, ``first_break``) precedes it. Parts wait on a
    stack rather than in recursion: a page of many lines peeled one at a time would
    otherwise run out of stack. A group that no white from top to bottom can part is cut
    by :func:`_cut_bands` (``bands``; without, cut by cut, as the reference it equals)."""
    stack = [([_item(line) for line in lines], first_break)]
    while stack:
        group, first_break = stack.pop()
        if len(group) == 1:
            out.append(group[0][0])
            breaks.append(first_break)
            continue
        if bands and _one_column(group):
            _cut_bands(group, params, out, breaks, first_break)
            continue
        parts, second = _split(group, params)
        if parts is None:
            _read_along(group, out, breaks, first_break)
            continue
        stack.append((parts[1], second))
        stack.append((parts[0], first_break))


def _read_along(
    group: list[_Item], out: list[Line | Table], breaks: list[bool], first_break: bool
) -> None:
    """Nothing separates the lines: read them along the stacking direction."""
    if _mostly_vertical(group):
        group.sort(key=lambda item: (-item[1][2], -item[1][3]))
    else:
        group.sort(key=lambda item: (-item[1][3], item[1][0]))
    for i, item in enumerate(group):
        out.append(item[0])
        breaks.append(first_break if i == 0 else False)


def _one_column(group: list[_Item]) -> bool:
    """Whether every line's extent down the page shares a point with every other's (and
    no box is inverted): then no part of the group has white from top to bottom, and
    only cuts across the page apply, at every level."""
    downs = list(map(_DOWN, group))
    acrosses = list(map(_ACROSS, group))
    return (
        max(lo for lo, _ in downs) <= min(hi for _, hi in downs)
        and all(lo <= hi for lo, hi in downs)
        and all(lo <= hi for lo, hi in acrosses)
    )


def _cut_bands(
    group: list[_Item],
    params: LayoutParams,
    out: list[Line | Table],
    breaks: list[bool],
    first_break: bool,
) -> None:
    """What :func:`_split`'s cuts make of a group that only cuts across the page part
    (:func:`_one_column`), without measuring the white again for every part. Such cuts
    end at the bands of lines whose extents across the page overlap, read top to bottom;
    the white between two bands is the same in every part that holds both, so the cuts
    are taken widest first (the lowest of equals, as :func:`_widest_gap` picks) over the
    bands' list, each deciding a block break from the part it cuts, as :func:`_split`."""
    order = sorted(range(len(group)), key=lambda i: group[i][2])
    band_of = [0] * len(group)
    gaps = [0.0]
    """The white below each band, bottom to top (none below the first)."""
    reach = group[order[0]][2][1]
    for i in order:
        lo, hi = group[i][2]
        if lo > reach:
            gaps.append(lo - reach)
        if hi > reach:
            reach = hi
        band_of[i] = len(gaps) - 1
    members: list[list[_Item]] = [[] for _ in gaps]
    for i, item in enumerate(group):  # in the group's order, as the cuts keep it
        members[band_of[i]].append(item)
    glyphs = [0]
    vertical_glyphs = [0]
    for band in members:
        glyphs.append(glyphs[-1] + sum(map(_GLYPHS, band)))
        vertical_glyphs.append(vertical_glyphs[-1] + sum(map(_VERTICAL_GLYPHS, band)))
    stack = [(0, len(members), first_break)]  # bands [lo, hi), bottom to top
    while stack:
        lo, hi, first = stack.pop()
        if hi - lo == 1:
            band = members[lo]
            if len(band) == 1:  # most bands: one line, no sorting to do
                out.append(band[0][0])
                breaks.append(first)
            else:
                _read_along(band, out, breaks, first)
            continue
        widest = max(gaps[lo + 1 : hi])
        cut = gaps.index(widest, lo + 1, hi)
        vertical = (vertical_glyphs[hi] - vertical_glyphs[lo]) * 2 > glyphs[hi] - glyphs[lo]
        if vertical:
            second = True
        else:
            part = [item for band in members[lo:hi] for item in band]
            second = widest > params.block_gap * _em(part)
        stack.append((lo, cut, second))  # below the cut, read second
        stack.append((cut, hi, first))


def _mostly_vertical(group: list[_Item]) -> bool:
    vertical: int = sum(map(_VERTICAL_GLYPHS, group))
    glyphs: int = sum(map(_GLYPHS, group))
    return vertical * 2 > glyphs


def _em(group: list[_Item]) -> float:
    """The group's median size."""
    sizes = sorted(map(_SIZE, group))
    return sizes[len(sizes) // 2] or 1.0


def _split(
    group: list[_Item], params: LayoutParams
) -> tuple[tuple[list[_Item], list[_Item]] | None, bool]:
    """The group cut at its widest white, the parts in reading order, and whether a
    block ends between them; None when no white separates the lines."""
    vertical = _mostly_vertical(group)
    across = _widest_gap(sorted(map(_ACROSS, group)))  # white across the page
    down = _widest_gap(sorted(map(_DOWN, group)))  # white from top to bottom
    if not vertical and across is not None:
        if down is not None:
            if (
                down[0] <= across[0]
                and across[0] <= params.heading_gap * _em(group)
                and _prose_gutter(group, down[1], params)
                and _one_band_cut_off(group, across[1])
            ):
                across = None  # columns of prose: read each whole, its headings with it
        else:
            above = _above_columns(group, params)
            if above is not None:
                return above, True
    if down is not None and (across is None or down[0] > across[0]):
        split = down[1]
        left = [item for item in group if item[3][1] <= split]
        right = [item for item in group if item[3][1] > split]
        parts = (right, left) if vertical else (left, right)
        # Columns of horizontal text are separate blocks; columns of vertical text are
        # its lines, and only a wide gap between them ends a block.
        second = not vertical or down[0] > params.block_gap * _em(group)
    elif across is not None:
        split = across[1]
        parts = (
            [item for item in group if item[2][0] >= split],
            [item for item in group if item[2][0] < split],
        )
        second = vertical or across[0] > params.block_gap * _em(group)
    else:
        return None, True
    if not parts[0] or not parts[1]:
        return None, True
    return parts, second


def _prose_gutter(group: list[_Item], middle: float, params: LayoutParams) -> bool:
    """Whether white from top to bottom at ``middle`` parts columns of prose: at least two
    long lines (``long_piece`` em) on each side, not the cells of a table or a form."""
    long = params.long_piece * _em(group)
    left = right = 0
    for item in group:
        x0, x1 = item[3]
        if x1 - x0 >= long:
            if x1 <= middle:
                left += 1
            elif x0 >= middle:
                right += 1
    return left >= 2 and right >= 2


def _one_band_cut_off(group: list[_Item], split: float) -> bool:
    """Whether a cut across at ``split`` cuts off one band of lines (headings side by
    side over two columns), rather than rows of several lines (stanzas, paragraphs)."""
    for part in (
        [item for item in group if item[2][0] >= split],
        [item for item in group if item[2][0] < split],
    ):
        if part and max(item[2][0] for item in part) <= min(item[2][1] for item in part):
            return True
    return False


def _above_columns(
    group: list[_Item], params: LayoutParams
) -> tuple[list[_Item], list[_Item]] | None:
    """The group cut right above (or below) a region of prose columns at its bottom (top),
    when lines across the gutter (a title, an abstract, footnotes) keep white from top to
    bottom from the whole group: the columns' headings then stay with their columns
    rather than with the abstract just above, whatever the white between them. Bands of
    lines are taken with their boxes shrunk by ``band_overlap`` of their size (a heading's
    ascent reaching into the line above). Near-linear: one sort, one walk per end."""
    em = _em(group)
    long = params.long_piece * em
    if sum(1 for item in group if item[3][1] - item[3][0] >= long) < 4:
        return None  # no two long lines each side of any gutter
    shrink = params.band_overlap
    spans = sorted(
        (
            (lo + shrink * item[6], max(lo + shrink * item[6], hi - shrink * item[6]), i)
            for i, item in enumerate(group)
            for lo, hi in (item[2],)
        ),
    )
    bands: list[list[int]] = []
    reach = -math.inf
    for lo, hi, i in spans:
        if lo > reach or not bands:
            bands.append([])
        bands[-1].append(i)
        reach = max(reach, hi)
    if len(bands) < 3:
        return None
    x0 = min(item[3][0] for item in group)
    x1 = max(item[3][1] for item in group)
    wide = params.gutter_min * em
    for order in (bands, bands[::-1]):
        white = [(x0, x1)]
        taken = 0
        previous: list[tuple[float, float]] = []
        for band in order:
            white = _subtract(white, sorted(group[i][3] for i in band), wide)
            if not white:
                break
            previous = white
            taken += 1
        if taken == 0 or taken == len(order):
            continue
        w0, w1 = max(previous, key=_width)
        middle = (w0 + w1) / 2
        region = [group[i] for band in order[:taken] for i in band]
        if not _prose_gutter(region, middle, params):
            continue
        rest = [group[i] for band in order[taken:] for i in band]
        keep = {id(item) for item in region}
        region = [item for item in group if id(item) in keep]  # the group's order
        rest = [item for item in group if id(item) not in keep]
        return (rest, region) if order is bands else (region, rest)
    return None


def _width(interval: tuple[float, float]) -> float:
    return interval[1] - interval[0]


def _subtract(
    white: list[tuple[float, float]], extents: list[tuple[float, float]], wide: float
) -> list[tuple[float, float]]:
    """The white intervals less the sorted extents, keeping those at least ``wide``."""
    out: list[tuple[float, float]] = []
    for lo, hi in white:
        start = lo
        for e0, e1 in extents:
            if e1 <= start:
                continue
            if e0 >= hi:
                break
            if e0 - start >= wide:
                out.append((start, e0))
            start = max(start, e1)
            if start >= hi:
                break
        if hi - start >= wide:
            out.append((start, hi))
    return out


def _widest_gap(ordered: list[tuple[float, float]]) -> tuple[float, float] | None:
    """The widest white between the union of the sorted intervals: (width, its middle),
    or None."""
    best: tuple[float, float] | None = None
    intervals = iter(ordered)
    reach = next(intervals)[1]
    for lo, hi in intervals:
        if lo > reach:
            width = lo - reach
            if best is None or width > best[0]:
                best = (width, (lo + reach) / 2)
        if hi > reach:
            reach = hi
    return best
