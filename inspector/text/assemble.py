"""The layout engine's driver: from a page's strings to the text a careful reader extracts.

Each string is decoded first; text is joined from decoded characters, never from bytes.
The stages, each a module with its parameters in :mod:`inspector.text.params`:

1. :mod:`~inspector.text.glyphs`: placed glyphs, a run per string in the frame of its
   advance, with boxes from the right metrics;
2. :mod:`~inspector.text.lines`: lines by the direction glyphs actually advance,
   :mod:`~inspector.text.clusters`: combining marks read with their base, and
   :mod:`~inspector.text.ruby`: ruby read after the base it annotates;
3. :mod:`~inspector.text.spacing` and :mod:`~inspector.text.rtl`: word spaces, and
   right-to-left lines in logical order;
4. :mod:`~inspector.text.order`: blocks and reading order (columns, vertical right to
   left, tagged pages and their artifacts);
5. :mod:`~inspector.text.roles`: paragraphs and headings.
"""

from __future__ import annotations

from inspector.content import PageTrace
from inspector.geometry import apply
from inspector.text.glyphs import RIGHT, Box, display_matrix, page_runs
from inspector.text.lines import Line, build_lines
from inspector.text.model import PageText, TextBlock, TextLine, TextSpan, TextTable
from inspector.text.order import reading_order
from inspector.text.params import DEFAULT, LayoutParams
from inspector.text.roles import paragraphs
from inspector.text.rtl import drawn_logically, has_rtl, mirrored_brackets, reorder
from inspector.text.ruby import attach_ruby
from inspector.text.spacing import SPACE, line_tokens


def extract_page_text(
    trace: PageTrace,
    *,
    unmapped: str = "\ufffd",
    raw: bool = False,
    recover: bool = True,
    spans: bool = True,
    params: LayoutParams = DEFAULT,
) -> PageText:
    """The text of a page, with each character mapped back to the code it came from.

    With ``recover``, codes that the PDF maps to nothing take the Unicode the embedded
    font program gives their glyph (its cmap table or glyph name), as a repair would;
    codes nothing maps show ``unmapped``. Without ``spans`` the mapping back to codes is
    left empty (plain text output does not need it).
    """
    runs = page_runs(trace, params, unmapped=unmapped, raw=raw, recover=recover)
    lines = attach_ruby(build_lines(runs, params), params)
    spaces = _drawn_spaces(lines)
    paras = paragraphs(reading_order(lines, params, _displayed(trace)), params, _page_size(trace))
    parts: list[str] = []
    span_list: list[TextSpan] = []
    add_span = span_list.append if spans else None
    line_records: list[TextLine] = []
    block_records: list[TextBlock] = []
    normalized: list[tuple[int, str, str]] = []
    tables: dict[int, int] = {}  # a table's index in ``table_records`` by its id
    table_records: list[TextTable] = []
    pos = 0
    for para in paras:
        block_start, first = pos, len(line_records)
        for line in para.lines:
            tokens = line_tokens(line, params, spaces)
            texts = line.texts
            raws = line.raws
            if (
                line.key == RIGHT
                and has_rtl(texts)
                and not drawn_logically("".join(texts[t] if t >= 0 else " " for t in tokens))
            ):
                order, odd = reorder([texts[t] if t >= 0 else " " for t in tokens])
                tokens = [tokens[i] for i in order]
                flips = mirrored_brackets(
                    [texts[t] if t >= 0 else " " for t in tokens], [odd[i] for i in order]
                )
                if flips:
                    texts, raws = list(texts), list(raws)
                    for k, text in flips.items():
                        t = tokens[k]
                        raws[t] = raws[t] or texts[t]
                        texts[t] = text
            # A space drawn at the end of a line (LibreOffice draws the one before the
            # break) is not text a reader sees.
            while tokens and (tokens[-1] == SPACE or not texts[tokens[-1]].strip()):
                tokens.pop()
            if not tokens:
                continue  # nothing but spaces drawn
            start = pos
            if add_span is None and raws.count(None) == len(raws):
                # Nothing to record per glyph: the line's text at once (SPACE, -1, picks
                # the space put last).
                piece = "".join(map([*texts, " "].__getitem__, tokens))
                parts.append(piece)
                pos += len(piece)
            else:
                for t in tokens:
                    if t == SPACE:
                        parts.append(" ")
                        pos += 1
                        continue
                    text = texts[t]
                    raw_text = raws[t]
                    if raw_text is not None:
                        normalized.append((pos, raw_text, text))
                    if add_span is not None:
                        add_span(TextSpan(pos, pos + len(text), line.strings[t], line.codes[t]))
                    parts.append(text)
                    pos += len(text)
            line_records.append(TextLine(start, pos, line.box, line.vertical))
            parts.append("\n")
            pos += 1
        if len(line_records) > first:
            boxes = [r.box for r in line_records[first:]]
            box = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
                max(b[3] for b in boxes),
            )
            table = None
            if para.table is not None:
                table = tables.get(id(para.table))
                if table is None:
                    table = tables[id(para.table)] = len(table_records)
                    table_records.append(
                        TextTable(
                            para.table.box,
                            para.table.cells,
                            rows=para.table.rows,
                            cols=para.table.cols,
                            downs=para.table.downs,
                            splits=para.table.splits,
                        )
                    )
            block_records.append(
                TextBlock(
                    block_start,
                    pos,
                    box,
                    para.role,
                    para.level,
                    first,
                    len(line_records),
                    para.vertical,
                    para.tag,
                    table,
                )
            )
    return PageText(
        page_index=trace.page_index,
        text="".join(parts),
        spans=tuple(span_list),
        lines=tuple(line_records),
        normalized=tuple(normalized),
        blocks=tuple(block_records),
        tables=tuple(table_records),
    )


def _drawn_spaces(lines: list[Line]) -> dict[object, float]:
    """Space widths (em) of the fonts that draw a space glyph on the page."""
    out: dict[object, float] = {}
    for line in lines:
        for i, text in enumerate(line.texts):
            if text == " " and line.fonts[i] not in out and line.sizes[i] > 0:
                width = (line.u1[i] - line.u0[i]) / line.sizes[i]
                if width > 0:
                    out[line.fonts[i]] = width
    return out


def _page_size(trace: PageTrace) -> tuple[float, float]:
    """The displayed page's width and height (its crop box, turned by /Rotate)."""
    x0, y0, x1, y1 = trace.crop_box
    width, height = abs(x1 - x0), abs(y1 - y0)
    return (height, width) if trace.rotate in (90, 270) else (width, height)


def _displayed(trace: PageTrace) -> list[Box]:
    """The page's painted lines and rectangles on the displayed page."""
    if not trace.rules:
        return []
    m = display_matrix(trace.crop_box, trace.rotate)
    out: list[Box] = []
    for x0, y0, x1, y1 in trace.rules:
        ax, ay = apply(m, x0, y0)
        bx, by = apply(m, x1, y1)
        out.append((min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)))
    return out
