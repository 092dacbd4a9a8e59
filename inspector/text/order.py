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

Consecutive lines in that order form a block unless a column cut or a gap of more than
``block_gap`` em separates them, or their size, direction or role changes.

Tagged pages (ISO 32000-1 §14.7) keep the order of their marked-content sequences, which
is the logical order their producer wrote, a block ending where the structure tag changes
or the lines stop continuing each other; their ``/Artifact`` content (running headers,
footers, page numbers) is placed by geometry: above the content first, the rest last.
"""

from __future__ import annotations

from dataclasses import dataclass

from inspector.text.glyphs import Box
from inspector.text.lines import Line
from inspector.text.params import LayoutParams


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


def reading_order(lines: list[Line], params: LayoutParams) -> list[Block]:
    """The page's blocks in reading order."""
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
    kept = {id(line) for line in content}
    artifacts = [line for line in lines if id(line) not in kept]
    blocks = _tagged(content, params) if tagged else _untagged(content, params)
    if not artifacts:
        return blocks
    top = max((line.box[3] for line in content), default=None)
    ordered = _untagged(artifacts, params)
    for block in ordered:
        block.artifact = True
    before = [b for b in ordered if top is not None and b.box[1] >= top]
    after = [b for b in ordered if not (top is not None and b.box[1] >= top)]
    return before + blocks + after


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


def _untagged(lines: list[Line], params: LayoutParams) -> list[Block]:
    if not lines:
        return []
    if len(lines) > params.cut_limit:
        ordered = sorted(lines, key=lambda line: (-line.box[3], line.box[0]))
        breaks = [True] * len(ordered)
    else:
        ordered, breaks = [], []
        _cut([(line, line.box) for line in lines], params, ordered, breaks, True)
    blocks: list[Block] = []
    for line, cut in zip(ordered, breaks):
        if blocks and not cut and _continues(blocks[-1].lines[-1], line, params):
            blocks[-1].lines.append(line)
        else:
            blocks.append(Block([line]))
    return blocks


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


def _cut(
    group: list[tuple[Line, Box]],
    params: LayoutParams,
    out: list[Line],
    breaks: list[bool],
    first_break: bool,
) -> None:
    """Append the group's lines to ``out`` in reading order; ``breaks`` gets, per line,
    whether a column cut (or the group's start, ``first_break``) precedes it. Parts wait
    on a stack rather than in recursion: a page of many lines peeled one at a time would
    otherwise run out of stack."""
    stack = [(group, first_break)]
    while stack:
        group, first_break = stack.pop()
        if len(group) == 1:
            out.append(group[0][0])
            breaks.append(first_break)
            continue
        parts, second = _split(group, params)
        if parts is None:
            # Nothing separates the lines: read them along the stacking direction.
            if _mostly_vertical(group):
                group.sort(key=lambda item: (-item[1][2], -item[1][3]))
            else:
                group.sort(key=lambda item: (-item[1][3], item[1][0]))
            for i, (line, _) in enumerate(group):
                out.append(line)
                breaks.append(first_break if i == 0 else False)
            continue
        stack.append((parts[1], second))
        stack.append((parts[0], first_break))


def _mostly_vertical(group: list[tuple[Line, Box]]) -> bool:
    glyphs = sum(line.glyph_count for line, _ in group)
    return sum(line.glyph_count for line, _ in group if line.vertical) * 2 > glyphs


def _split(
    group: list[tuple[Line, Box]], params: LayoutParams
) -> tuple[tuple[list[tuple[Line, Box]], list[tuple[Line, Box]]] | None, bool]:
    """The group cut at its widest white, the parts in reading order, and whether a
    block ends between them; None when no white separates the lines."""
    vertical = _mostly_vertical(group)
    sizes = sorted(line.size for line, _ in group)
    em = sizes[len(sizes) // 2] or 1.0
    across = _widest_gap([(b[1], b[3]) for _, b in group])  # white across the page
    down = _widest_gap([(b[0], b[2]) for _, b in group])  # white from top to bottom
    if down is not None and (across is None or down[0] > across[0]):
        split = down[1]
        left = [item for item in group if item[1][2] <= split]
        right = [item for item in group if item[1][2] > split]
        parts = (right, left) if vertical else (left, right)
        # Columns of horizontal text are separate blocks; columns of vertical text are
        # its lines, and only a wide gap between them ends a block.
        second = not vertical or down[0] > params.block_gap * em
    elif across is not None:
        split = across[1]
        parts = (
            [item for item in group if item[1][1] >= split],
            [item for item in group if item[1][1] < split],
        )
        second = vertical or across[0] > params.block_gap * em
    else:
        return None, True
    if not parts[0] or not parts[1]:
        return None, True
    return parts, second


def _widest_gap(intervals: list[tuple[float, float]]) -> tuple[float, float] | None:
    """The widest white between the intervals' union: (width, its middle), or None."""
    ordered = sorted(intervals)
    best: tuple[float, float] | None = None
    reach = ordered[0][1]
    for lo, hi in ordered[1:]:
        if lo > reach:
            width = lo - reach
            if best is None or width > best[0]:
                best = (width, (lo + reach) / 2)
        if hi > reach:
            reach = hi
    return best
