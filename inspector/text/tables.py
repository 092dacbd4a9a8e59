"""Part of stage 4: tables drawn with rules, read row by row and cell by cell.

The white of a page cannot tell a ruled table's rows from its columns when its cells hold
several lines each, or lines centred at different heights: the widest white is then the
one between two columns, and the table is read column by column (every year, then every
meaning). The rules drawn between the cells say what the white does not. A grid is a set
of horizontal and vertical rules that touch one another (a stroked line or rectangle's
edge, or a filled rectangle thin enough to be a line), at least three of each, so at
least two rows of two cells: a box around one form field, a row of boxes, an underline
or a separator is no grid. A rule stroked in pieces (a border per cell, or per line of
the text beside it) is one rule, and a short stroke inside one glyph's box (a character
drawn with paths) is none.

A line inside a grid belongs to the cell the nearest rules around it close; a line drawn
across a vertical rule (cells of one row set on one baseline are one line) is cut there.
A grid's rows are read top to bottom, the cells of a row left to right (right to left
where the row's text is mostly Arabic or Hebrew), the lines of a cell together. A row
whose cells' lines all stand on the same baselines is read line by line across instead,
its lines kept whole: a row of one-line cells stays one line, as before.
"""

from __future__ import annotations

import itertools
import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from inspector.text.glyphs import RIGHT, Box
from inspector.text.lines import Line
from inspector.text.model import TextCell
from inspector.text.rtl import has_rtl

THIN = 0.25
"""A filled rectangle at most this thick (em of the page's text) is a rule."""
SHORTEST = 0.8
"""A rule is at least this long (em): shorter strokes are marks, not rules."""
TOUCH = 0.25
"""Rules closer than this (em) touch; a line's cell is found within it."""
JOINT = 0.1
"""Pieces of one rule continue each other within this (em): the joints of a stroke drawn
in pieces, not the white between two boxes."""
PADDING = 0.8
"""White (em) a line shows at a vertical rule for the rule to cut it into two cells."""
GRID_LIMIT = 4_000
"""Rules of one direction beyond which a page is a drawing, not tables."""
CELL_LIMIT = 10_000
"""Cells of one grid beyond which its cells are not listed (a drawing, not a table)."""
PROSE_LINE = 10.0
"""A line at least this long (em) in a cell is a line of prose (as the layout's
``long_piece``): columns of prose in a frame are not rows of a table."""
GLYPH_STROKE = 1.5
"""A rule at most this long (em) that lies inside one glyph's box is part of the glyph."""


class Table:
    """A grid's lines in reading order, with the block breaks before each, and the
    grid's cells."""

    __slots__ = ("box", "breaks", "cells", "cols", "downs", "lines", "rows", "size", "splits")

    def __init__(
        self,
        box: Box,
        lines: list[Line],
        breaks: list[bool],
        cells: Sequence[TextCell] = (),
        splits: Sequence[tuple[float, tuple[float, ...]]] = (),
        rows: Sequence[float] = (),
        cols: Sequence[float] = (),
        downs: Sequence[tuple[float, float, float]] = (),
    ) -> None:
        self.box = box
        self.lines = lines
        self.breaks = breaks
        self.cells = tuple(cells)
        self.splits = tuple(splits)
        self.rows = tuple(rows)
        self.cols = tuple(cols)
        self.downs = tuple(downs)
        sizes = sorted(line.size for line in lines)
        self.size = sizes[len(sizes) // 2]

    @property
    def glyph_count(self) -> int:
        return sum(line.glyph_count for line in self.lines)

    @property
    def vertical(self) -> bool:
        return False


CellOrder = Callable[[list[Line]], list[Line]]
"""Orders the lines of one cell (the page's cuts)."""

_Rule = tuple[float, float, float]
"""A horizontal rule (y, x0, x1) or a vertical one (x, y0, y1)."""


def find_tables(
    lines: list[Line], rules: Sequence[Box], order_cell: CellOrder
) -> tuple[list[Line], list[Table]]:
    """The lines outside every grid, and the grids with their lines in reading order."""
    if len(rules) < 6 or not lines:
        return lines, []
    sizes = sorted(line.size for line in lines if line.size > 0)
    if not sizes:
        return lines, []
    em = sizes[len(sizes) // 2]
    thin, shortest, touch = THIN * em, SHORTEST * em, TOUCH * em
    across: list[_Rule] = []
    down: list[_Rule] = []
    for x0, y0, x1, y1 in rules:
        w, h = x1 - x0, y1 - y0
        if h <= thin and w >= shortest:
            across.append(((y0 + y1) / 2, x0, x1))
        elif w <= thin and h >= shortest:
            down.append(((x0 + x1) / 2, y0, y1))
    if len(across) < 3 or len(down) < 3 or len(across) > GRID_LIMIT or len(down) > GRID_LIMIT:
        return lines, []
    across, down = _off_glyphs(across, down, lines, em)
    grids = _grids(across, down, touch)
    if not grids:
        return lines, []
    rest = list(lines)
    tables: list[Table] = []
    for h_rules, v_rules in grids:
        box = (
            min(r[1] for r in h_rules) - touch,
            min(r[1] for r in v_rules) - touch,
            max(r[2] for r in h_rules) + touch,
            max(r[2] for r in v_rules) + touch,
        )
        inside = [line for line in rest if _centre_in(line.box, box)]
        if len(inside) < 2:
            continue
        table, outside = _read_grid(inside, h_rules, v_rules, box, touch, order_cell)
        if table is None:
            continue
        tables.append(table)
        taken = {id(line) for line in inside}
        rest = [line for line in rest if id(line) not in taken] + outside
    return rest, tables


def _off_glyphs(
    across: list[_Rule], down: list[_Rule], lines: list[Line], em: float
) -> tuple[list[_Rule], list[_Rule]]:
    """The rules less the strokes that lie inside one glyph of a horizontal line: a
    glyph's own shape drawn with paths over or instead of its text (a stroke of a
    character), not a border, which runs in the white between cells. Only rules short
    enough to fit in a glyph (``GLYPH_STROKE`` em) are looked at, in a grid of cells one
    such length wide: a few dictionary look-ups each."""
    longest = GLYPH_STROKE * em
    if not any(r[2] - r[1] <= longest for r in (*across, *down)):
        return across, down
    cells: dict[tuple[int, int], list[Box]] = {}
    for line in lines:
        if line.key != RIGHT:
            continue
        lo, hi = min(line.lo, line.hi), max(line.lo, line.hi)
        j0, j1 = math.floor(lo / longest), math.floor(hi / longest)
        for u0, u1, text in zip(line.u0, line.u1, line.texts):
            if u1 - u0 <= 0 or not text.strip():
                continue
            for i in range(math.floor(u0 / longest), math.floor(u1 / longest) + 1):
                for j in range(j0, j1 + 1):
                    cells.setdefault((i, j), []).append((u0, lo, u1, hi))
    if not cells:
        return across, down

    def inside(x0: float, y0: float, x1: float, y1: float) -> bool:
        key = (math.floor((x0 + x1) / 2 / longest), math.floor((y0 + y1) / 2 / longest))
        return any(
            b[0] <= x0 and x1 <= b[2] and b[1] <= y0 and y1 <= b[3] for b in cells.get(key, ())
        )

    return (
        [r for r in across if r[2] - r[1] > longest or not inside(r[1], r[0], r[2], r[0])],
        [r for r in down if r[2] - r[1] > longest or not inside(r[0], r[1], r[0], r[2])],
    )


def _centre_in(b: Box, box: Box) -> bool:
    x, y = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def _grids(
    across: list[_Rule], down: list[_Rule], touch: float
) -> list[tuple[list[_Rule], list[_Rule]]]:
    """Groups of touching rules with at least three distinct rules each way."""
    parent = list(range(len(across) + len(down)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    n = len(across)
    # A rule drawn in pieces (a border stroked cell by cell, or line by line of the text
    # beside it) is one rule: pieces on one line, each starting where the last ended
    # (within ``JOINT``), are joined. Rules side by side along their length (the edges
    # of a double or a thick border) and the borders of boxes stacked a point or two
    # apart stay apart.
    joint = touch * JOINT / TOUCH
    for offset, rules in ((0, across), (n, down)):
        last, pos, reach = -1, 0.0, 0.0  # the chain's last piece, its line and end
        for k in sorted(range(len(rules)), key=lambda k: (rules[k][0], rules[k][1])):
            at, start, end = rules[k]
            if last >= 0 and at - pos <= touch and reach - joint <= start <= reach + joint:
                ra, rb = find(offset + last), find(offset + k)
                if ra != rb:
                    parent[ra] = rb
                reach = max(reach, end)
            else:
                pos, reach = at, end
            last = k
    down_sorted = sorted(range(len(down)), key=lambda j: down[j][0])
    xs = [down[j][0] for j in down_sorted]
    for i, (y, x0, x1) in enumerate(across):
        for k in range(bisect_left(xs, x0 - touch), bisect_right(xs, x1 + touch)):
            j = down_sorted[k]
            _, y0, y1 = down[j]
            if y0 - touch <= y <= y1 + touch:
                a, b = find(i), find(n + j)
                if a != b:
                    parent[a] = b
    groups: dict[int, tuple[list[_Rule], list[_Rule]]] = {}
    for i, rule in enumerate(across):
        groups.setdefault(find(i), ([], []))[0].append(rule)
    for j, rule in enumerate(down):
        groups.setdefault(find(n + j), ([], []))[1].append(rule)
    return [
        (h, v)
        for h, v in groups.values()
        if _distinct([r[0] for r in h], touch) >= 3 and _distinct([r[0] for r in v], touch) >= 3
    ]


def _distinct(values: list[float], touch: float) -> int:
    count, last = 0, None
    for value in sorted(values):
        if last is None or value - last > touch:
            count += 1
        last = value
    return count


def _read_grid(
    inside: list[Line],
    h_rules: list[_Rule],
    v_rules: list[_Rule],
    box: Box,
    touch: float,
    order_cell: CellOrder,
) -> tuple[Table | None, list[Line]]:
    """The grid's lines in reading order (None when its text is not in two cells), and
    the pieces of its lines that lie beyond its columns."""
    h_rules = _snapped(h_rules, touch)
    v_rules = _snapped(v_rules, touch)
    hy = [r[0] for r in h_rules]
    vx = [r[0] for r in v_rules]
    pieces: list[tuple[Line, Line]] = []  # (piece, the line it was cut from)
    origins: _Origins = {}
    for line in inside:
        for piece, indices in _cut_at_rules(line, v_rules, vx, touch):
            pieces.append((piece, line))
            origins[id(piece)] = (line, indices)
    cells: dict[tuple[float, float, float, float], list[tuple[Line, Line]]] = {}
    outside: list[Line] = []
    for piece, line in pieces:
        b = piece.box
        cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
        top = _nearest(h_rules, hy, cy, cx, touch, up=True)
        bottom = _nearest(h_rules, hy, cy, cx, touch, up=False)
        left = _nearest(v_rules, vx, cx, cy, touch, up=False)
        right = _nearest(v_rules, vx, cx, cy, touch, up=True)
        if not box[0] <= cx <= box[2]:
            outside.append(piece)  # beyond the grid: read with the page
            continue
        # A side no rule closes is closed by the grid's edge (a table cut by a page
        # break, a box left open below): the unruled part is one cell, read by its white.
        key = (
            box[3] if top is None else top,
            box[1] if bottom is None else bottom,
            box[0] if left is None else left,
            box[2] if right is None else right,
        )
        cells.setdefault(key, []).append((piece, line))
    if len(cells) < 2:
        return None, []
    # Rows: cells whose tops are one rule's height (within ``touch``), top to bottom.
    keys = sorted(cells, key=lambda k: -k[0])
    rows: list[list[tuple[float, float, float, float]]] = []
    for key in keys:
        if rows and rows[-1][0][0] - key[0] <= touch:
            rows[-1].append(key)
        else:
            rows.append([key])
    out: list[Line] = []
    breaks: list[bool] = []
    emitted: set[int] = set()
    splits: list[tuple[float, tuple[float, ...]]] = []
    for row in rows:
        members = [pair for key in row for pair in cells[key]]
        texts = [t for piece, _ in members for t in piece.texts]
        rtl = has_rtl(texts) and _mostly_rtl(texts)
        if _across([cells[key] for key in row], touch):
            # Rows without rules between them: read line by line across the cells.
            originals = {id(line): line for _, line in members if id(line) not in emitted}
            whole = _by_baseline(list(originals.values()), touch, rtl)
            for i, line in enumerate(whole):
                emitted.add(id(line))
                out.append(line)
                breaks.append(i == 0)
            cuts = _between_baselines(whole, touch)
            if cuts and sum(1 for key in row if _prose(cells[key])) < 2:
                splits.append((row[0][0], cuts))
            continue
        row.sort(key=lambda k: -k[3] if rtl else k[2])
        joined: Line | None = None  # the last one-line cell, to join its neighbours to
        for key in row:
            cell = [(piece, line) for piece, line in cells[key] if id(line) not in emitted]
            if not cell:
                continue
            if len(cell) == 1:
                piece, line = cell[0]
                if joined is not None and _same_line(origins, joined, piece):
                    # Cells of one row drawn as one line stay one line ("Benzene 1 000").
                    joined = _joined(origins, joined, piece)
                    out[-1] = joined
                    continue
                joined = piece
                out.append(piece)
                breaks.append(True)
                continue
            joined = None
            ordered = order_cell([piece for piece, _ in cell])
            out.extend(ordered)
            breaks.extend([True] + [False] * (len(ordered) - 1))
    if not out:
        return None, []
    grid, ys, xs = _cells(h_rules, hy, v_rules, vx, box, touch)
    return Table(box, out, breaks, grid, splits, ys, xs, v_rules), outside


def _prose(cell: list[tuple[Line, Line]]) -> bool:
    """Whether a cell holds prose: three lines or more, most of them ``PROSE_LINE`` em
    long or longer. Two such cells side by side on shared baselines are columns of text
    in a frame, not rows whose rules were left out."""
    if len(cell) < 3:
        return False
    long = sum(1 for piece, _ in cell if piece.end - piece.start >= PROSE_LINE * piece.size)
    return long * 2 > len(cell)


def _between_baselines(lines: list[Line], touch: float) -> tuple[float, ...]:
    """Where a ruled row read line by line across (rows whose rules were left out) parts
    into those rows: the heights halfway between the middles of consecutive baselines'
    lines, top to bottom (none for one baseline)."""
    middles: list[list[float]] = []
    last = None
    for line in lines:  # top to bottom by baseline
        if last is None or last - line.v > touch:
            middles.append([])
        middles[-1].append((line.box[1] + line.box[3]) / 2)
        last = line.v
    centres = [sum(group) / len(group) for group in middles]
    return tuple((a + b) / 2 for a, b in itertools.pairwise(centres))


def _cells(
    h_rules: list[_Rule],
    hy: list[float],
    v_rules: list[_Rule],
    vx: list[float],
    box: Box,
    touch: float,
) -> tuple[list[TextCell], list[float], list[float]]:
    """Every cell of the grid, empty ones too, and the edges of the bands the grid's
    rules (and its edges where no rule runs) part it into, across (top to bottom) and
    down (left to right); the cell around the middle of each
    pair of bands is closed by the nearest rules that reach that middle, as a line's
    cell is, so a cell no rule divides spans the bands it covers."""
    ys = _positions(hy, box[1], box[3], touch)[::-1]  # top to bottom
    xs = _positions(vx, box[0], box[2], touch)
    if (len(ys) - 1) * (len(xs) - 1) > CELL_LIMIT:
        return [], [], []  # graph paper, a drawing's hatching: no table to write
    spans: dict[tuple[float, float, float, float], list[int]] = {}
    for i, (top, bottom) in enumerate(itertools.pairwise(ys)):
        cy = (top + bottom) / 2
        for j, (left, right) in enumerate(itertools.pairwise(xs)):
            cx = (left + right) / 2
            up = _nearest(h_rules, hy, cy, cx, touch, up=True)
            down = _nearest(h_rules, hy, cy, cx, touch, up=False)
            lo = _nearest(v_rules, vx, cx, cy, touch, up=False)
            hi = _nearest(v_rules, vx, cx, cy, touch, up=True)
            key = (
                box[0] if lo is None else lo,
                box[1] if down is None else down,
                box[2] if hi is None else hi,
                box[3] if up is None else up,
            )
            found = spans.setdefault(key, [i, i, j, j])
            found[0], found[1] = min(found[0], i), max(found[1], i)
            found[2], found[3] = min(found[2], j), max(found[3], j)
    cells = [
        TextCell(key, r0, c0, r1 - r0 + 1, c1 - c0 + 1) for key, (r0, r1, c0, c1) in spans.items()
    ]
    cells.sort(key=lambda cell: (cell.row, cell.col))
    return cells, ys, xs


def _positions(rules: list[float], lo: float, hi: float, touch: float) -> list[float]:
    """The distinct positions of the rules, ascending, with the grid's edges where no
    rule runs within ``touch`` of them."""
    out: list[float] = []
    for pos in sorted(rules):
        if not out or pos - out[-1] > touch:
            out.append(pos)
    if not out or out[0] - lo > 2 * touch:
        out.insert(0, lo)
    if hi - out[-1] > 2 * touch:
        out.append(hi)
    return out


def _snapped(rules: list[_Rule], touch: float) -> list[_Rule]:
    """The rules sorted by position, those within ``touch`` of the previous one moved to
    its position: one rule drawn in pieces (a border per cell) closes the same cells."""
    out: list[_Rule] = []
    for pos, lo, hi in sorted(rules):
        if out and pos - out[-1][0] <= touch:
            pos = out[-1][0]
        out.append((pos, lo, hi))
    return out


_Origins = dict[int, tuple[Line, list[int]]]
"""By id of a piece, the line it was cut from and the indices of its glyphs there."""


def _same_line(origins: _Origins, last: Line, piece: Line) -> bool:
    """Whether two pieces were cut from one line."""
    a, b = origins.get(id(last)), origins.get(id(piece))
    return a is not None and b is not None and a[0] is b[0]


def _joined(origins: _Origins, last: Line, piece: Line) -> Line:
    """The glyphs of two pieces of one line, as one piece of it."""
    line, first = origins[id(last)]
    indices = sorted(first + origins[id(piece)][1])
    out = _piece(line, indices)
    origins[id(out)] = (line, indices)
    return out


def _mostly_rtl(texts: list[str]) -> bool:
    rtl = ltr = 0
    for text in texts:
        for ch in text:
            if "\u0590" <= ch <= "\u08ff" or "\ufb1d" <= ch <= "\ufefc":
                rtl += 1
            elif ch.isalpha():
                ltr += 1
    return rtl > ltr


def _across(cells: list[list[tuple[Line, Line]]], touch: float) -> bool:
    """Whether a ruled row is rows whose rules were left out: every line of its cells
    stands on the baseline of a line in another cell, and, when a cell holds several
    lines, two cells hold three or more (a payslip's columns of amounts). One multi-line
    cell beside one-line cells, cells whose lines are centred at different heights, or
    headings of two lines ("to air / kg/year") are cells."""
    if any(len(cell) > 1 for cell in cells) and sum(1 for cell in cells if len(cell) > 2) < 2:
        return False
    baselines = [sorted(piece.v for piece, _ in cell) for cell in cells]
    for i, own in enumerate(baselines):
        others = sorted(v for j, vs in enumerate(baselines) if j != i for v in vs)
        if not others:
            return False
        for v in own:
            k = bisect_left(others, v - touch)
            if k == len(others) or others[k] > v + touch:
                return False
    return True


def _by_baseline(lines: list[Line], touch: float, rtl: bool) -> list[Line]:
    """Lines top to bottom by baseline, those on one baseline left to right (right to
    left in a right-to-left row)."""
    ordered = sorted(lines, key=lambda line: -line.v)
    out: list[Line] = []
    group: list[Line] = []
    for line in ordered:
        if group and group[-1].v - line.v > touch:
            out += sorted(group, key=lambda ln: -ln.box[2] if rtl else ln.box[0])
            group = []
        group.append(line)
    out += sorted(group, key=lambda ln: -ln.box[2] if rtl else ln.box[0])
    return out


def _nearest(
    rules: list[_Rule], positions: list[float], at: float, along: float, touch: float, *, up: bool
) -> float | None:
    """The position of the nearest rule beyond ``at`` (above or right with ``up``, else
    below or left) that reaches ``along``."""
    if up:
        for k in range(bisect_right(positions, at), len(rules)):
            pos, lo, hi = rules[k]
            if lo - touch <= along <= hi + touch:
                return pos
        return None
    for k in range(bisect_left(positions, at) - 1, -1, -1):
        pos, lo, hi = rules[k]
        if lo - touch <= along <= hi + touch:
            return pos
    return None


def _cut_at_rules(
    line: Line, v_rules: list[_Rule], vx: list[float], touch: float
) -> list[tuple[Line, list[int]]]:
    """The line cut where a vertical rule crosses it between two glyphs: the pieces
    with the indices of their glyphs in the line."""
    whole = [(line, list(range(len(line.texts))))]
    if line.key != RIGHT or len(line.texts) < 2:
        return whole
    b = line.box
    cy = (b[1] + b[3]) / 2
    cuts = [
        x
        for x, y0, y1 in v_rules[bisect_right(vx, line.start) : bisect_left(vx, line.end)]
        if y0 - touch <= cy <= y1 + touch
    ]
    # A rule with text running on across it without a gap (a line longer than its
    # cell) does not cut the line.
    cuts = [x for x in cuts if _gap_at(line, x) >= PADDING * line.size]
    if not cuts:
        return whole
    pieces: list[list[int]] = [[] for _ in range(len(cuts) + 1)]
    for i, (u0, u1) in enumerate(zip(line.u0, line.u1)):
        pieces[bisect_right(cuts, (u0 + u1) / 2)].append(i)
    kept = [p for p in pieces if p]
    if len(kept) < 2:
        return whole
    return [(_piece(line, p), p) for p in kept]


def _gap_at(line: Line, x: float) -> float:
    """The white between the inked glyphs on either side of ``x``."""
    before = after = None
    for text, u0, u1 in zip(line.texts, line.u0, line.u1):
        if not text.strip():
            continue
        if (u0 + u1) / 2 < x:
            before = u1 if before is None else max(before, u1)
        else:
            after = u0 if after is None else min(after, u0)
    if before is None or after is None:
        return float("inf")
    return after - before


def _piece(line: Line, indices: list[int]) -> Line:
    """The glyphs ``indices`` of a line, as a line of their own."""
    piece = Line.__new__(Line)
    for name in ("texts", "raws", "strings", "codes", "u0", "u1", "sizes", "spaces", "fonts"):
        values = getattr(line, name)
        setattr(piece, name, [values[i] for i in indices])
    strings = set(piece.strings)
    piece.runs = [run for run in line.runs if run.string in strings] or list(line.runs)
    piece.key, piece.v, piece.lo, piece.hi = line.key, line.v, line.lo, line.hi
    piece.size = max(piece.sizes)
    piece.start, piece.end = min(piece.u0), max(piece.u1)
    piece.stacked, piece.alt, piece.artifact = line.stacked, None, line.artifact
    return piece
