"""Stage 4 of the layout: lines to blocks, blocks in reading order.

Untagged pages are ordered by recursive cuts through the white of the page (an XY cut
that always takes the widest gap first): a band of white across the whole group of lines
splits it into the part above and the part below; a band of white from top to bottom
splits it into columns, read left to right, or right to left where the group is mostly
vertical writing (Japanese tategaki, whose tiers are read top to bottom and columns right
to left). Widest first is what keeps a two-column page's columns whole: the gutter is
wider than the white between paragraphs, while a title above them is cut off first when
its gap is the wider. White from top to bottom beside lines that stick out above the
top of the rest by a line or so (a form's number at the top right) is no gutter: those
lines are read first; blocks of short lines side by side over columns of prose (a
paper's authors) are read before the columns, though the white under them is narrower
than the gutter. Lines are never split by a cut, so table rows that were drawn as
one line stay one line.
A table drawn with rules is found first (:mod:`inspector.text.tables`) and takes part in
the cuts as one block, its lines in its own order: row by row, cell by cell.

A column of line numbers counting up beside the text (transcripts, bills) takes no part
in the cuts: each number is read with the line level with it.

Consecutive lines in that order form a block unless a column cut or a gap of more than
``block_gap`` em separates them, or their size, direction or role changes.

Tagged pages (ISO 32000-1 §14.7: two marked-content sequences or more; one round the
whole page orders nothing) keep the order of their marked-content sequences, which
is the logical order their producer wrote, a block ending where the structure tag changes
or the lines stop continuing each other; their ``/Artifact`` content (running headers,
footers, page numbers) is placed by geometry: above the content first, the rest last
(text outside the structure tree that no ``/Artifact`` marks, a letter in a figure's
picture, before the first block of content below it);
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
    table: Table | None = None
    """The ruled table the block's lines lie in (a block holds one table's lines, or
    none)."""

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
    numbered = _line_numbers(lines, params)
    if not numbered[2]:
        return _reading_order(lines, params, rules)
    rest = [line for line in lines if id(line) not in numbered[2]]
    return _with_numbers(_reading_order(rest, params, rules), numbered)


def _reading_order(lines: list[Line], params: LayoutParams, rules: Sequence[Box]) -> list[Block]:
    if not lines:
        return []
    # One marked-content sequence says nothing of order: a producer that wraps the whole
    # page in one (``/Part <</MCID 0>> BDC``) draws its title after the body all the same.
    tagged = len({run.mcid for line in lines for run in line.runs} - {None}) > 1
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
    if not tagged:
        return before + blocks + after
    # Text outside the structure tree that no /Artifact marks (a letter drawn in a
    # figure's picture) is read where it stands: before the first block of content
    # below it and across from it, in the content's order.
    placed: dict[int, list[Block]] = {}
    rest: list[Block] = []
    for block in after:
        k = None
        if not any(line.artifact for line in block.lines):
            k = _first_below(block.box, blocks)
        if k is None:
            rest.append(block)
        else:
            placed.setdefault(k, []).append(block)
    if not placed:
        return before + blocks + after
    out = list(before)
    for k, block in enumerate(blocks):
        out += placed.get(k, ())
        out.append(block)
    return out + rest


def _first_below(box: Box, blocks: list[Block]) -> int | None:
    """The index of the first block lying below ``box`` and across from it."""
    for k, block in enumerate(blocks):
        b = block.box
        if b[3] <= box[1] and min(b[2], box[2]) > max(b[0], box[0]):
            return k
    return None


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
    owners: list[Table | None] = []
    for item, cut in zip(placed, placed_breaks):
        if isinstance(item, Table):
            ordered += item.lines
            breaks += item.breaks
            owners += [item] * len(item.lines)
        else:
            ordered.append(item)
            breaks.append(cut)
            owners.append(None)
    blocks: list[Block] = []
    for line, cut, owner in zip(ordered, breaks, owners):
        if (
            blocks
            and not cut
            and blocks[-1].table is owner
            and _continues(blocks[-1].lines[-1], line, params)
        ):
            blocks[-1].lines.append(line)
        else:
            blocks.append(Block([line], table=owner))
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
    if overlap <= -large or gap >= params.block_gap * large:
        return False
    if gap > -0.5 * large:
        return True
    # Boxes that overlap by more than half an em: a font whose ascent and descent
    # reach far (CJK fonts) on lines set at an ordinary pitch still continue each other.
    pitch = prev.v - line.v
    return 0.95 * large <= pitch < (1 + params.block_gap) * large


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
    if not vertical and across is not None and down is not None and down[0] > across[0]:
        if across[0] > params.band_overlap * _em(group):
            top = _standing_above(group, down[1], params)
            if top is not None:  # lines above the top of the rest, beside its first line
                first = [item for item in group if item[2][0] >= top]
                if first and len(first) < len(group):
                    return (first, [item for item in group if item[2][0] < top]), True
        # However thin the white across (boxes from a font's ascent and descent all but
        # touch), a lone line level with no line of the other side stands beside nothing.
        if _beside_white(group, down[1]):
            down = None  # one line level with no line across the white: read across
    if (
        not vertical
        and down is not None
        and across is not None
        and down[0] > across[0]
        and across[0] > params.band_overlap * _em(group)
    ):
        headed = _blocks_over_columns(group, down[1], params)
        if headed is not None:  # authors' blocks side by side over the columns
            return headed, True
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


def _blocks_over_columns(
    group: list[_Item], middle: float, params: LayoutParams
) -> tuple[list[_Item], list[_Item]] | None:
    """The group cut at the topmost white across it that ends a block (``block_gap``),
    when that white parts blocks of short lines (none ``fills`` its column) standing
    side by side (each of ``authors_lines`` lines or more, level with the other:
    the authors' names and affiliations of a paper) from columns of prose below them
    (:func:`_prose_gutter` at ``middle``): the blocks are read first, left to right,
    then each column whole. The gutter is wider than the white under the blocks, so
    the widest white alone would read each block with the column under it. Headings
    of a line or two over each column stay with their columns."""
    em = _em(group)
    spans = sorted(((item[2], i) for i, item in enumerate(group)), key=lambda s: -s[0][1])
    reach = spans[0][0][0]
    split = None
    for (lo, hi), _ in spans[1:]:
        if reach - hi > params.block_gap * em:
            split = (hi + reach) / 2
            break
        reach = min(reach, lo)
    if split is None:
        return None
    top = [item for item in group if item[2][0] >= split]
    rest = [item for item in group if item[2][0] < split]
    if not rest or not _prose_gutter(rest, middle, params):
        return None
    sides = []
    for left in (True, False):
        side = [item for item in top if (item[3][1] <= middle) == left]
        below = [item[3][1] - item[3][0] for item in rest if (item[3][1] <= middle) == left]
        measure = max(below, default=0.0)
        if len(side) < params.authors_lines or any(
            item[3][1] - item[3][0] > params.fills * measure for item in side
        ):
            return None  # not a block of short lines: prose of the column
        sides.append([item[2] for item in side])
    if sum(map(len, sides)) != len(top):
        return None  # a line across the middle
    (a_lo, a_hi), (b_lo, b_hi) = (
        (min(lo for lo, _ in side), max(hi for _, hi in side)) for side in sides
    )
    if min(a_hi, b_hi) - max(a_lo, b_lo) < 0.5 * min(a_hi - a_lo, b_hi - b_lo):
        return None  # not level with each other
    return top, rest


def _standing_above(group: list[_Item], middle: float, params: LayoutParams) -> float | None:
    """Where the parts left and right of ``middle`` do not stand beside each other: one
    part sticks out above the other's top and reaches at most ``beside`` em below it (a
    header at the top right of a form, beside the first line of the rest). The answer is
    the other part's top: what lies above it is read first, across, the rest after.
    Parts level at the top, as a table cell's wrapped lines beside a row of one line,
    stand beside; so do a page number or a note beside the foot of the rest."""
    left = [item[2] for item in group if item[3][1] <= middle]
    right = [item[2] for item in group if item[3][1] > middle]
    if not left or not right:
        return None
    reach = params.beside * _em(group)
    level = 0.5 * _em(group)
    boxes = [(min(lo for lo, _ in part), max(hi for _, hi in part)) for part in (left, right)]
    for (a_lo, a_hi), (_, b_hi) in (boxes, boxes[::-1]):
        if a_hi > b_hi + level and a_lo >= b_hi - reach:
            return b_hi
    return None


def _beside_white(group: list[_Item], middle: float) -> bool:
    """Whether one side of ``middle`` is a single line level with no line of the other
    side (a bullet or a mark in the white between two lines across the white from it):
    nothing stands beside it, so the white is no gutter."""
    left = [item[2] for item in group if item[3][1] <= middle]
    right = [item[2] for item in group if item[3][1] > middle]
    for one, other in ((left, right), (right, left)):
        if len(one) == 1:
            lo, hi = one[0]
            if all(o_hi <= lo or o_lo >= hi for o_lo, o_hi in other):
                return True
    return False


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


_Numbered = tuple[dict[int, list[Line]], dict[int, list[Line]], set[int]]
"""Line numbers placed by the line they number: the numbers to read before a line and
after it (by the line's id), and the ids of every number placed so."""


def _line_numbers(lines: list[Line], params: LayoutParams) -> _Numbered:
    """Columns of line numbers (legal transcripts, bills, manuscripts under review): at
    least ``numbered_lines`` lines of one to four digits, one above the other, counting
    up by one down the page, most of them level with a line of text beside them (the
    nearest, at most ``number_reach`` em away), all on one side. Each number is read
    with its line: before it when the column is on the left, after it on the right; a
    number with no line beside it (a blank line) is read after the number above it."""
    before: dict[int, list[Line]] = {}
    after: dict[int, list[Line]] = {}
    placed: set[int] = set()
    numbers = [
        line
        for line in lines
        if len(line.texts) <= 4 and _is_number("".join(line.texts)) and not line.vertical
    ]
    if len(numbers) < params.numbered_lines:
        return before, after, placed
    numbers.sort(key=lambda line: line.box[0])
    columns: list[list[Line]] = []
    reach = -math.inf
    for line in numbers:  # numbers whose extents across overlap form a column
        if not columns or line.box[0] > reach:
            columns.append([])
        columns[-1].append(line)
        reach = max(reach, line.box[2])
    ids = {id(line) for line in numbers}
    others: list[tuple[Box, Line]] | None = None
    runs: list[list[Line]] = []
    for column in columns:
        column.sort(key=lambda line: -line.box[3])
        previous = None
        for line in column:  # runs counting up by one down the page
            value = int("".join(line.texts).strip())
            if previous is None or value != previous + 1:
                runs.append([])
            runs[-1].append(line)
            previous = value
    for column in runs:
        if len(column) < params.numbered_lines:
            continue
        if others is None:
            others = [
                (line.box, line) for line in lines if id(line) not in ids and not line.vertical
            ]
        partners = [_numbered(number, others, params) for number in column]
        sides = [side for _, side in filter(None, partners)]
        left = sides.count(True) >= sides.count(False)
        chosen: list[Line | None] = []
        taken: set[int] = set()
        for found in partners:
            if found is None or found[1] != left or id(found[0]) in taken:
                chosen.append(None)
            else:
                taken.add(id(found[0]))
                chosen.append(found[0])
        if len(taken) < params.numbered_lines or len(taken) * 2 < len(column):
            continue
        pending: list[Line] = []  # numbers above the first one with a line
        last: Line | None = None
        for number, partner in zip(column, chosen):
            placed.add(id(number))
            if partner is None:
                if last is None:
                    pending.append(number)
                else:
                    after.setdefault(id(last), []).append(number)
                continue
            if left:
                before.setdefault(id(partner), []).extend([*pending, number])
            else:
                before.setdefault(id(partner), []).extend(pending)
                after.setdefault(id(partner), []).append(number)
            pending = []
            last = partner
    return before, after, placed


def _is_number(text: str) -> bool:
    text = text.strip()
    return 0 < len(text) <= 4 and text.isascii() and text.isdigit()


def _numbered(
    number: Line, others: list[tuple[Box, Line]], params: LayoutParams
) -> tuple[Line, bool] | None:
    """The line of text (of ``others``, horizontal, with their boxes) level with
    ``number`` nearest beside it, and whether the number stands left of it; None when
    there is none within ``number_reach`` em."""
    n0, b0, n1, t0 = number.box
    height = t0 - b0
    reach = params.number_reach * number.size
    best: tuple[float, Line, bool] | None = None
    for (x0, b1, x1, t1), line in others:
        if t1 <= b0 or b1 >= t0:
            continue
        if min(t0, t1) - max(b0, b1) < 0.5 * min(height, t1 - b1):
            continue
        if x0 >= n1:
            gap, left = x0 - n1, True
        elif x1 <= n0:
            gap, left = n0 - x1, False
        else:
            continue
        if gap <= reach and (best is None or gap < best[0]):
            best = (gap, line, left)
    return None if best is None else (best[1], best[2])


def _with_numbers(blocks: list[Block], numbered: _Numbered) -> list[Block]:
    """The blocks with each line number read beside the line it numbers."""
    before, after, _ = numbered
    for block in blocks:
        out: list[Line] = []
        for line in block.lines:
            out += before.get(id(line), ())
            out.append(line)
            out += after.get(id(line), ())
        block.lines = out
    return blocks
