"""An untagged page's ruled tables as ``table`` blocks.

The layout finds a table by its rules (:mod:`inspector.text.tables`: horizontal and
vertical rules that touch, at least three each way) and gives the grid's cells; the
lines it read there are put into those cells character by character, by where each
character stands (a row drawn as one line across its cells is parted at the rules).
A grid is written as a ``<table>`` only where it reads as one: text in two rows or more
and two columns or more, its cells holding few lines each (``CELL_LINES``), so that a
frame around a page of prose (a border with a column rule) stays paragraphs, and half
its cells or more holding text (``FILLED``), so that a diagram's lines with a few
labels stay a drawing. No cell
is a header: nothing in an untagged file says which are.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Any

from inspector.content import PageTrace, apply
from inspector.export.spans import joiner, plain, rtl_share, script_lang
from inspector.geometry import Matrix
from inspector.text import PageText, display_matrix
from inspector.text.model import TextTable
from inspector.text.rtl import has_rtl

CELL_LINES = 4.0
"""The most lines a grid's cells that hold text may hold on average for the grid to be
written as a table: a page's frame around columns of prose holds dozens."""

FILLED = 0.5
"""The least share of a grid's cells that hold text for it to be written as a table:
the lines of a drawing (a figure's diagram) part it into many cells and few labels."""

TOUCH = 0.25
"""A vertical rule crosses a line that its ends reach within this (of the line's
height), as the layout's ``TOUCH``."""
Spans = list[dict[str, Any]]


def table_blocks(
    trace: PageTrace,
    text: PageText,
    blocks: list[dict[str, Any]],
    boxes: dict[int, list[tuple[float, float, float, float]]],
) -> list[dict[str, Any]]:
    """The page's blocks (one for each of ``text.blocks``), each run of blocks from one
    ruled table made one ``table`` block where the grid reads as a table."""
    if not text.tables:
        return blocks
    display = display_matrix(trace.crop_box, trace.rotate)
    out: list[dict[str, Any]] = []
    k, count = 0, len(blocks)
    while k < count:
        index = text.blocks[k].table
        if index is None:
            out.append(blocks[k])
            k += 1
            continue
        end = k
        while end < count and text.blocks[end].table == index:
            end += 1
        made = _table(trace, text, text.tables[index], range(k, end), blocks, boxes, display)
        out.extend(blocks[k:end] if made is None else [made])
        k = end
    return out


def _table(
    trace: PageTrace,
    text: PageText,
    table: TextTable,
    indices: range,
    blocks: list[dict[str, Any]],
    boxes: dict[int, list[tuple[float, float, float, float]]],
    display: Matrix,
) -> dict[str, Any] | None:
    cells = table.cells
    if not cells or len(table.rows) < 2 or len(table.cols) < 2:
        return None
    bands = _Bands(table)
    parted = _parted(table)
    found: dict[tuple[int, int], list[Spans]] = {}
    for k in indices:
        block = text.blocks[k]
        for n, spans in zip(range(block.first, block.last), blocks[k]["lines"], strict=True):
            b = text.lines[n].box
            middle = (b[1] + b[3]) / 2
            for index, piece in _pieces(trace, text, n, spans, bands, display, boxes):
                cuts = parted.get(cells[index].row, ())
                found.setdefault((index, sum(1 for cut in cuts if middle < cut)), []).append(piece)
    contents: dict[tuple[int, int], Spans] = {}
    lines = 0
    for key, pieces in found.items():
        spans = _joined(pieces)
        if spans:
            contents[key] = spans
            lines += len(pieces)
    if not contents:
        return None
    # Each row of the grid is one row of the table, or the rows it parts into.
    offsets: list[int] = []
    for row in range(max(cell.row + cell.rows for cell in cells)):
        offsets.append(offsets[-1] + 1 + len(parted.get(row - 1, ())) if offsets else 0)
    rows = [cells[i].row for i, _ in contents]
    cols = [cells[i].col for i, _ in contents]
    shown = {offsets[cells[i].row] + sub for i, sub in contents}
    if len(shown) < 2 or len(set(cols)) < 2 or lines > CELL_LINES * len(contents):
        return None
    # Bands at the grid's edges that hold no text (the rules of one direction reaching
    # past those of the other) are no rows or columns of the table.
    r0, c0 = min(rows), min(cols)
    r1 = max(cells[i].row + cells[i].rows - 1 for i, _ in contents)
    c1 = max(cells[i].col + cells[i].cols - 1 for i, _ in contents)
    inside = [
        (i, cell)
        for i, cell in enumerate(cells)
        if cell.row <= r1
        and cell.row + cell.rows > r0
        and cell.col <= c1
        and cell.col + cell.cols > c0
    ]
    if len(contents) < FILLED * sum(1 + len(parted.get(cell.row, ())) for _, cell in inside):
        return None  # a drawing's lines with a few labels, not a table
    body = "".join(span["text"] for spans in contents.values() for span in spans)
    rtl = has_rtl([body]) and rtl_share(body) > 0.5
    count = offsets[r1] + len(parted.get(r1, ())) - offsets[r0] + 1
    placed: list[list[tuple[int, dict[str, Any]]]] = [[] for _ in range(count)]
    for i, cell in inside:
        top, bottom = max(cell.row, r0), min(cell.row + cell.rows - 1, r1)
        left, right = max(cell.col, c0), min(cell.col + cell.cols - 1, c1)
        for sub in range(1 + len(parted.get(cell.row, ()))):
            made = _cell(contents.get((i, sub), []), bottom - top + 1, right - left + 1)
            placed[offsets[top] - offsets[r0] + sub].append((-left if rtl else left, made))
    return {
        "kind": "table",
        "rows": [[made for _, made in sorted(row, key=lambda c: c[0])] for row in placed],
        "top": table.box[3],
        "vertical": False,
        "dir": "rtl" if rtl else "ltr",
        "lang": script_lang(body),
        "text": "",
        "tag": None,
    }


def _parted(table: TextTable) -> dict[int, tuple[float, ...]]:
    """The rows of the grid that part into rows whose rules were left out, with the
    heights that part them: those the layout read line by line across
    (:attr:`TextTable.splits`), where no cell reaches into the row from another."""
    out: dict[int, tuple[float, ...]] = {}
    for top, cuts in table.splits:
        rows = {cell.row for cell in table.cells if abs(cell.box[3] - top) < 0.5}
        if len(rows) != 1:
            continue
        row = rows.pop()
        if all(cell.rows == 1 for cell in table.cells if cell.row <= row < cell.row + cell.rows):
            out[row] = cuts
    return out


def _cell(spans: Spans, rows: int, cols: int) -> dict[str, Any]:
    text = "".join(span["text"] for span in spans)
    return {
        "header": False,
        "colspan": cols,
        "rowspan": rows,
        "spans": spans,
        "text": text,
        "lang": script_lang(text),
        "dir": "rtl" if has_rtl([text]) and rtl_share(text) > 0.5 else "ltr",
    }


def _pieces(
    trace: PageTrace,
    text: PageText,
    n: int,
    spans: Spans,
    bands: _Bands,
    display: Matrix,
    boxes: dict[int, list[tuple[float, float, float, float]]],
) -> list[tuple[int, Spans]]:
    """A line's spans parted by the cell each character stands in (a character the
    layout put in or a space goes with the one before it; one in no cell, a band no
    cell covers, with the one before it too). A line passes into the next cell only
    where a vertical rule that reaches it runs between two glyphs, and not between two
    letters of a word: text that runs on over a rule, or past a rule that stops short
    of it, stays in the cell it started in."""
    line = text.lines[n]
    x0, y0, x1, y1 = line.box
    if bisect_right(bands.lefts, x0) >= bisect_left(bands.lefts, x1):
        # No column's edge crosses the line (a cell's line, cut at the rules by the
        # layout): it lies in the cell at its middle.
        whole = bands.at((x0 + x1) / 2, (y0 + y1) / 2)
        if whole is not None:
            return [(whole, spans)]
    owner: list[int | None] = [None] * (line.end - line.start)
    chars = text.text
    middle = (y0 + y1) / 2
    reach_y = TOUCH * (y1 - y0)
    crossing = [x for x, lo, hi in bands.downs if lo - reach_y <= middle <= hi + reach_y]
    last: tuple[int, float, float, int] | None = None  # the last glyph's cell, extent, end
    for span in text.spans_in(line.start, line.end):
        glyph = chars[span.start : span.end]
        if not glyph.strip():
            continue  # a space goes with the glyph before it
        string_boxes = boxes.get(span.string)
        if string_boxes is None:
            string_boxes = boxes[span.string] = trace.strings[span.string].boxes()
        x0, y0, x1, y1 = string_boxes[span.code]
        ax, ay = apply(display, x0, y0)
        bx, by = apply(display, x1, y1)
        cell = bands.at((ax + bx) / 2, (ay + by) / 2)
        left, right = min(ax, bx), max(ax, bx)
        if cell is not None and last is not None and cell != last[0]:
            # A line goes into the next cell only where a rule that crosses the line
            # runs between two glyphs, not inside a word: text running on over a rule,
            # or past the end of a rule that stops above or below it, stays in its cell.
            lo, hi = sorted(((last[1] + last[2]) / 2, (left + right) / 2))
            between = chars[last[3] : span.start]
            word = (
                chars[last[3] - 1].isalnum()
                and glyph[0].isalnum()
                and not any(ch.isspace() for ch in between)
            )
            if word or not any(lo <= x <= hi for x in crossing):
                cell = last[0]
        if cell is not None:
            last = (cell, left, right, span.end)
        for p in range(span.start - line.start, span.end - line.start):
            owner[p] = cell
    known = next((o for o in owner if o is not None), None)
    if known is None:
        return []
    for p, o in enumerate(owner):
        if o is None:
            owner[p] = known
        else:
            known = o
    out: list[tuple[int, Spans]] = []
    at = 0
    for entry in spans:
        piece = entry["text"]
        start = 0
        for p in range(1, len(piece) + 1):
            if p < len(piece) and owner[at + p] == owner[at + start]:
                continue
            cell = owner[at + start]
            assert cell is not None
            part = entry if start == 0 and p == len(piece) else {**entry, "text": piece[start:p]}
            if out and out[-1][0] == cell:
                out[-1][1].append(part)
            else:
                out.append((cell, [part]))
            start = p
        at += len(piece)
    return out


class _Bands:
    """Which cell a point lies in: the band of rows and of columns it falls in (the
    nearest at the grid's edges), and the cell over those bands."""

    def __init__(self, table: TextTable) -> None:
        self.tops = [-y for y in table.rows]  # ascending, for bisect
        self.lefts = list(table.cols)
        self.downs = table.downs
        self.cells: dict[tuple[int, int], int] = {}
        for index, cell in enumerate(table.cells):
            for r in range(cell.row, cell.row + cell.rows):
                for c in range(cell.col, cell.col + cell.cols):
                    self.cells[(r, c)] = index

    def at(self, x: float, y: float) -> int | None:
        r = min(max(bisect_right(self.tops, -y) - 1, 0), max(len(self.tops) - 2, 0))
        c = min(max(bisect_right(self.lefts, x) - 1, 0), max(len(self.lefts) - 2, 0))
        return self.cells.get((r, c))


def _joined(pieces: list[Spans]) -> Spans:
    """The pieces of one cell, each from a line, joined as the lines of a paragraph
    are, without white at either end."""
    spans: Spans = []
    for whole in pieces:
        piece = [span for span in whole if span["text"]]
        if not piece:
            continue
        if spans:
            before = spans[-1]["text"].rstrip()
            after = piece[0]["text"].lstrip()
            if before and after:
                spans[-1] = {**spans[-1], "text": before}
                piece[0] = {**piece[0], "text": after}
                join = joiner(before, after)
                if join is None:
                    spans[-1] = {**spans[-1], "text": before[:-1]}
                elif join:
                    spans.append(plain(join))
        spans.extend(piece)
    while spans and not spans[0]["text"].strip():
        spans.pop(0)
    while spans and not spans[-1]["text"].strip():
        spans.pop()
    if spans:
        spans[0] = {**spans[0], "text": spans[0]["text"].lstrip()}
        spans[-1] = {**spans[-1], "text": spans[-1]["text"].rstrip()}
    return spans
