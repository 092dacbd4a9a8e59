"""Tables drawn with rules are read row by row, cell by cell (inspector.text.tables).

The pages are built here with pikepdf; the last test has pdfLaTeX set a ``tabular``.
Read by their white alone, these tables come out column by column.
"""

from __future__ import annotations

import shutil
import subprocess
from functools import partial
from itertools import pairwise
from pathlib import Path

import pytest
from builders import page_pdf, simple_font
from test_layout import hexs, page_text, unicode_font

from inspector.analysis import Analysis
from inspector.text import extract_page_text

HELVETICA = {"F1": partial(simple_font, base_font="Helvetica")}
XS = (72, 160, 400)
YS = (700, 650, 600, 550)


def _stroked_cells(xs: tuple[float, ...], ys: tuple[float, ...]) -> str:
    """Each cell a stroked rectangle (``re S``), as Word and many generators draw them."""
    return "0.5 w\n" + "".join(
        f"{x0:g} {y1:g} {x1 - x0:g} {y0 - y1:g} re S\n"
        for x0, x1 in pairwise(xs)
        for y0, y1 in pairwise(ys)
    )


def _thin_fills(xs: tuple[float, ...], ys: tuple[float, ...]) -> str:
    """Rules as thin filled rectangles (``re f``), as LibreOffice and PDFium draw them."""
    across = "".join(f"{xs[0]:g} {y:g} {xs[-1] - xs[0]:g} 0.6 re f\n" for y in ys)
    down = "".join(f"{x:g} {ys[-1]:g} 0.6 {ys[0] - ys[-1]:g} re f\n" for x in xs)
    return across + down


def _strokes(xs: tuple[float, ...], ys: tuple[float, ...]) -> str:
    """Rules as lines (``m l S``) under a scaling ``cm``."""
    across = "".join(f"{xs[0] / 2:g} {y / 2:g} m {xs[-1] / 2:g} {y / 2:g} l S\n" for y in ys)
    down = "".join(f"{x / 2:g} {ys[0] / 2:g} m {x / 2:g} {ys[-1] / 2:g} l S\n" for x in xs)
    return "q 2 0 0 2 0 0 cm 0.25 w\n" + across + down + "Q\n"


def _centred(x: float, top: float, bottom: float, lines: list[str], show=str) -> str:
    """Lines centred in a cell, one ``Tj`` each."""
    size = 10
    first = (top + bottom) / 2 + len(lines) * size * 1.2 / 2 - size
    return "".join(
        f"BT /F1 {size} Tf {x:g} {first - i * size * 1.2:g} Td {show(t)} Tj ET\n"
        for i, t in enumerate(lines)
    )


ROWS = [
    ("1998", ["first meaning of", "the year, long", "on three lines"]),
    ("2004", ["second meaning", "on two lines"]),
    ("2011", ["third meaning", "in three lines", "the last"]),
]


def _table(rules: str, rows=ROWS, show=lambda t: f"({t})") -> str:
    text = "".join(
        _centred(100, top, bottom, [year], show) + _centred(180, top, bottom, lines, show)
        for (year, lines), top, bottom in zip(rows, YS, YS[1:])
    )
    return rules + text


def _expected(rows=ROWS) -> list[str]:
    return [line for year, lines in rows for line in (year, *lines)]


@pytest.mark.parametrize("rules", [_stroked_cells, _thin_fills, _strokes])
def test_a_ruled_table_of_centred_multi_line_cells_is_read_row_by_row(
    tmp_path: Path, rules
) -> None:
    pdf = page_pdf(HELVETICA, _table(rules(XS, YS)).encode())
    assert page_text(tmp_path, pdf).split("\n") == _expected()
    # The white alone says columns here: the rules are what makes rows.
    bare = page_pdf(HELVETICA, _table("").encode())
    assert page_text(tmp_path, bare).split("\n")[:3] == ["1998", "2004", "2011"]


CJK_ROWS = [
    ("一九九八年", ["第一个意思，", "写成三行，", "这是最后。"]),
    ("二〇〇四年", ["第二个意思，", "两行。"]),
    ("二〇一一年", ["第三个意思，", "写成三行，", "完了。"]),
]


def test_a_chinese_ruled_table_is_read_row_by_row(tmp_path: Path) -> None:
    chars = "".join(y + "".join(lines) for y, lines in CJK_ROWS)
    font = {"F1": unicode_font(chars, base_font="STSong-Light")}
    pdf = page_pdf(font, _table(_thin_fills(XS, YS), CJK_ROWS, hexs).encode())
    assert page_text(tmp_path, pdf).split("\n") == _expected(CJK_ROWS)


def test_a_right_to_left_row_is_read_from_its_right_cell(tmp_path: Path) -> None:
    rows = [("שנה", ["פירוש ראשון", "בשתי שורות"]), ("עוד", ["פירוש שני", "גם כן", "בשלוש"])]
    chars = "".join(y + "".join(lines) for y, lines in rows)
    font = {"F1": unicode_font(chars)}
    xs, ys = (72, 300, 400), YS[:3]
    text = "".join(
        # The meaning in the left cell, the year in the right one: read right to left.
        _centred(320, top, bottom, [year], lambda t: hexs(t[::-1]))
        + _centred(90, top, bottom, lines, lambda t: hexs(t[::-1]))
        for (year, lines), top, bottom in zip(rows, ys, ys[1:])
    )
    pdf = page_pdf(font, (_stroked_cells(xs, ys) + text).encode())
    assert page_text(tmp_path, pdf).split("\n") == _expected(rows)


def test_rows_of_one_line_cells_stay_one_line(tmp_path: Path) -> None:
    rows = [["Name", "Age", "City"], ["Alice", "30", "Paris"], ["Bob", "41", "Tokyo"]]
    xs, ys = (66, 210, 360, 480), (712, 698, 684, 670)
    content = _stroked_cells(xs, ys) + "".join(
        f"BT /F1 10 Tf {x} {702 - r * 14} Td ({cell}) Tj ET\n"
        for r, row in enumerate(rows)
        for x, cell in zip((72, 220, 370), row)
    )
    pdf = page_pdf(HELVETICA, content.encode())
    assert page_text(tmp_path, pdf).split("\n") == [" ".join(row) for row in rows]


def test_boxes_around_single_fields_and_underlines_are_no_table(tmp_path: Path) -> None:
    # A form: a label beside a box per field, a rule under a heading, one wide box.
    content = (
        "0.5 w 72 640 450 0 re S 72 700 m 522 700 l S\n"
        "160 600 200 18 re S 160 570 200 18 re S 160 540 200 18 re S\n"
        "BT /F1 14 Tf 72 705 Td (Application) Tj ET\n"
        "BT /F1 10 Tf 72 605 Td (Name) Tj ET BT /F1 10 Tf 165 605 Td (Alice) Tj ET\n"
        "BT /F1 10 Tf 72 575 Td (City) Tj ET BT /F1 10 Tf 165 575 Td (Paris) Tj ET\n"
        "BT /F1 10 Tf 72 545 Td (Phone) Tj ET\n"
        "BT /F1 10 Tf 380 605 Td (first note,) Tj ET BT /F1 10 Tf 380 593 Td (second) Tj ET\n"
    )
    pdf = page_pdf(HELVETICA, content.encode())
    with_rules = page_text(tmp_path, pdf)
    plain = page_pdf(
        HELVETICA, "\n".join(line for line in content.split("\n") if "BT" in line).encode()
    )
    assert with_rules == page_text(tmp_path, plain)


def test_a_rule_box_is_kept_as_its_box_in_the_trace(tmp_path: Path) -> None:
    pdf = page_pdf(HELVETICA, b"q 1 0 0 1 10 20 cm 0 0 100 0.5 re f 5 5 m 5 50 l S Q")
    from builders import save

    with Analysis(save(pdf, tmp_path)) as analysis:
        trace = next(iter(analysis.trace()))
    assert trace.rules == ((10.0, 20.0, 110.0, 20.5), (15.0, 25.0, 15.0, 70.0))
    assert extract_page_text(trace).text == ""


LATEX = r"""\documentclass{article}
\pagestyle{empty}
\begin{document}
\begin{tabular}{|l|p{4cm}|}
\hline
Year & Meaning \\ \hline
1998 & The opening meaning of the year, long enough to wrap onto three lines here. \\ \hline
2004 & The second meaning wraps onto two lines. \\ \hline
\end{tabular}
\end{document}
"""


@pytest.mark.producers
@pytest.mark.skipif(shutil.which("pdflatex") is None, reason="pdflatex not installed")
def test_pdflatex_tabular_with_rules_keeps_each_wrapped_cell_whole(tmp_path: Path) -> None:
    (tmp_path / "t.tex").write_text(LATEX)
    subprocess.run(
        ["pdflatex", "-interaction=batchmode", "-halt-on-error", "t.tex"],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        timeout=120,
    )
    with Analysis(tmp_path / "t.pdf") as analysis:
        lines = extract_page_text(next(iter(analysis.trace()))).text.split("\n")
    assert lines[:2] == ["Year Meaning", "1998"]
    first = lines[1 : lines.index("2004")]
    # The year, then the whole wrapped cell, then the next row.
    assert " ".join(first[1:]) == (
        "The opening meaning of the year, long enough to wrap onto three lines here."
    )
    assert " ".join(lines[lines.index("2004") + 1 :]).strip() == (
        "The second meaning wraps onto two lines."
    )


def test_borders_stroked_in_pieces_along_the_text_are_one_rule(tmp_path: Path) -> None:
    # The vertical borders stroked a piece per line of text beside them, the pieces
    # half a point apart, no rule across where they part (a Word form): the top row
    # belongs to the grid all the same.
    xs, ys = XS, YS
    across = "".join(f"{xs[0]:g} {y:g} m {xs[-1]:g} {y:g} l S\n" for y in ys)
    cut = 680.0  # inside the top row, below its first line
    down = "".join(
        f"{x:g} {ys[0]:g} m {x:g} {cut + 0.25:g} l S {x:g} {cut - 0.25:g} m {x:g} {ys[-1]:g} l S\n"
        for x in xs
    )
    pdf = page_pdf(HELVETICA, _table("0.5 w\n" + across + down).encode())
    assert page_text(tmp_path, pdf).split("\n") == _expected()


def test_a_stroke_inside_a_glyph_is_no_border(tmp_path: Path) -> None:
    # A short stroke drawn over the first letter of a cell's first line, touching the
    # rule above it (a character's shape drawn with paths over its text): no border
    # that would part "Period of" from the rest of its cell.
    content = (
        _stroked_cells((72, 160, 400), (700, 650, 600))
        + "77.5 690 m 77.5 698.5 l S\n"
        + "".join(
            f"BT /F1 10 Tf {x} {y} Td ({t}) Tj ET\n"
            for x, y, t in (
                (76, 690, "Period of"),
                (76, 678, "Insurance"),
                (76, 666, "Term"),
                (200, 690, "From"),
                (200, 678, "To"),
                (76, 620, "Name"),
                (200, 620, "Alice"),
            )
        )
    )
    pdf = page_pdf(HELVETICA, content.encode())
    assert page_text(tmp_path, pdf).split("\n") == [
        "Period of",
        "Insurance",
        "Term",
        "From",
        "To",
        "Name Alice",
    ]
