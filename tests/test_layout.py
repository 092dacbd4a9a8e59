"""The layout engine on the smallest PDFs that show each producer habit it handles.

Every page is built here with pikepdf: fonts whose codes are the characters' UTF-16
values (Identity-H or Identity-V with a ToUnicode), placed the way the producers named
in each test place them.
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import cmap_stream_bytes, page_pdf, save, simple_font, type0_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.text import extract_page_text


def unicode_font(
    chars: str, *, encoding: str = "Identity-H", **extra: Any
) -> partial[pikepdf.Dictionary]:
    """A Type0 font whose two-byte codes are the characters' UTF-16BE values."""
    to_unicode = cmap_stream_bytes(
        [("0000", "ffff")],
        bfchars=[(f"{ord(c):04x}", f"{ord(c):04x}") for c in sorted(set(chars))],
    )
    return partial(
        type0_font,
        encoding=encoding,
        ordering="Identity",
        supplement=0,
        to_unicode=to_unicode,
        **extra,
    )


def hexs(text: str) -> str:
    return "<" + text.encode("utf-16-be").hex() + ">"


def page_text(tmp_path: Path, pdf: pikepdf.Pdf) -> str:
    with Analysis(save(pdf, tmp_path)) as analysis:
        return extract_page_text(next(iter(analysis.trace()))).text.rstrip("\n")


def text_json(tmp_path: Path, capsys: pytest.CaptureFixture[str], pdf: pikepdf.Pdf) -> Any:
    assert main(["text", str(save(pdf, tmp_path)), "--json"]) == 0
    return json.loads(capsys.readouterr().out)["pages"][0]


def upright_columns(columns: list[str], *, size: float = 20, x: float = 500) -> bytes:
    """One upright glyph per ``Tj``, moved with ``Tm``: columns top to bottom, right to
    left (Chromium's ``vertical-rl``, LibreOffice tb-rl, cairo)."""
    ops = ["BT", f"/F1 {size:g} Tf"]
    for c, column in enumerate(columns):
        for i, ch in enumerate(column):
            ops.append(f"1 0 0 1 {x - c * size * 1.5:g} {760 - i * size:g} Tm {hexs(ch)} Tj")
    ops.append("ET")
    return "\n".join(ops).encode()


COLUMNS = ["縦書きの試験です。", "右から左へ読みます。", "第三行、終わり。"]


def test_upright_glyphs_stacked_downwards_read_as_columns_right_to_left(tmp_path: Path) -> None:
    font = unicode_font("".join(COLUMNS))
    text = page_text(tmp_path, page_pdf({"F1": font}, upright_columns(COLUMNS)))
    assert text.split("\n") == COLUMNS


def test_horizontal_lines_of_single_glyphs_are_not_taken_for_columns(tmp_path: Path) -> None:
    # The near miss: one glyph per Tj along lines with ordinary leading (1.2 em).
    lines = ["横書きの行です", "二行目です"]
    ops = ["BT", "/F1 20 Tf"]
    for row, line in enumerate(lines):
        for i, ch in enumerate(line):
            ops.append(f"1 0 0 1 {72 + i * 20} {700 - row * 24} Tm {hexs(ch)} Tj")
    ops.append("ET")
    font = unicode_font("".join(lines))
    assert page_text(tmp_path, page_pdf({"F1": font}, "\n".join(ops).encode())) == "\n".join(lines)


def _vertical_font(chars: str) -> partial[pikepdf.Dictionary]:
    return unicode_font(chars, encoding="Identity-V")


def _huge_bbox(pdf: pikepdf.Pdf) -> pikepdf.Pdf:
    """A descriptor whose ascent and bounding box are 2.85 em tall (seen in real fonts)."""
    for page in pdf.pages:
        for font in page.Resources.Font.values():
            desc = font.DescendantFonts[0].FontDescriptor
            desc.Ascent, desc.Descent = 1850, -1000
            desc.FontBBox = pikepdf.Array([-1000, -1000, 1850, 1850])
    return pdf


def test_wmode1_columns_use_vertical_metrics_with_tracking_and_punctuation(
    tmp_path: Path,
) -> None:
    first, second = "第三行、終わり。", "次の列です。"
    chars = first + second
    # One TJ per column with tracking numbers between glyphs, and Tc on the second.
    content = (
        "BT /F1 30 Tf 1 0 0 1 500 780 Tm ["
        + " -80 ".join(hexs(ch) for ch in first)
        + "] TJ 3 Tc 1 0 0 1 455 780 Tm "
        + hexs(second)
        + " Tj ET"
    ).encode()
    pdf = _huge_bbox(page_pdf({"F1": _vertical_font(chars)}, content))
    assert page_text(tmp_path, pdf).split("\n") == [first, second]


def test_wmode1_glyph_boxes_come_from_the_vertical_advance(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = f"BT /F1 30 Tf 1 0 0 1 500 780 Tm {hexs('縦書')} Tj ET".encode()
    pdf = _huge_bbox(page_pdf({"F1": _vertical_font("縦書")}, content))
    page = text_json(tmp_path, capsys, pdf)
    boxes = [g["box"] for g in page["lines"][0]["glyphs"]]
    # DW2 [880 -1000]: each glyph one em tall below its vertical origin, one em wide.
    assert boxes[0] == pytest.approx([485, 750, 515, 780])
    assert boxes[1] == pytest.approx([485, 720, 515, 750])
    assert page["lines"][0]["vertical"] is True


def test_a_vertical_font_placed_along_a_line_reads_left_to_right(tmp_path: Path) -> None:
    line = "横に並べた縦書きフォント"
    ops = ["BT", "/F1 20 Tf"]
    for i, ch in enumerate(line):
        ops.append(f"1 0 0 1 {72 + i * 20} 700 Tm {hexs(ch)} Tj")
    ops.append("ET")
    pdf = page_pdf({"F1": _vertical_font(line)}, "\n".join(ops).encode())
    assert page_text(tmp_path, pdf) == line


def test_latin_in_a_vertical_font_placed_glyph_by_glyph_reads_across(tmp_path: Path) -> None:
    # One Tm per glyph at its vertical origin (the top centre of its em column), the
    # glyphs side by side along one baseline, a space's width between the words.
    widths = {"P": 667, "U": 722, "B": 667, "L": 556, "I": 278, "C": 722}
    widths |= {"H": 722, "E": 667, "A": 722, "R": 722, "N": 722, "G": 778, " ": 278}
    text = "PUBLIC HEARING"
    ops = ["BT", "/F1 24 Tf"]
    x = 72.0
    for ch in text:
        if ch != " ":
            ops.append(f"1 0 0 1 {x + widths[ch] * 0.012:g} 700 Tm {hexs(ch)} Tj")
        x += widths[ch] * 0.024
    ops.append("ET")
    w: list[Any] = []
    for ch in sorted(set(text)):
        w += [ord(ch), [widths[ch]]]
    font = unicode_font(text, encoding="Identity-V", w=w)
    assert page_text(tmp_path, page_pdf({"F1": font}, "\n".join(ops).encode())) == text


def test_letter_spaced_upright_glyphs_read_as_columns(tmp_path: Path) -> None:
    # One glyph per Tj moved 1.4 em down (0.4 em of letter spacing), as cairo draws
    # letter-spaced vertical writing: no em box touches the next.
    ops = ["BT", "/F1 20 Tf"]
    for c, column in enumerate(COLUMNS):
        for i, ch in enumerate(column):
            ops.append(f"1 0 0 1 {500 - c * 40:g} {760 - i * 28:g} Tm {hexs(ch)} Tj")
    ops.append("ET")
    font = unicode_font("".join(COLUMNS))
    text = page_text(tmp_path, page_pdf({"F1": font}, "\n".join(ops).encode()))
    assert text.split("\n") == COLUMNS


def test_a_column_headed_by_upright_latin_reads_top_to_bottom(tmp_path: Path) -> None:
    # "PDF" set upright at the head of a column, each letter centred on the column's
    # centre line; beside it, single digits of table cells drawn one below the other
    # (leading of one em, em boxes touching) stay lines of their own.
    columns = ["PDFを縦に読む。", "次の列です。"]
    narrow = {"P": 667, "D": 722, "F": 611, "1": 556, "2": 556, "3": 556}
    ops = ["BT", "/F1 20 Tf"]
    for c, column in enumerate(columns):
        for i, ch in enumerate(column):
            left = 500 - c * 30 - narrow.get(ch, 1000) * 0.01
            ops.append(f"1 0 0 1 {left:g} {760 - i * 20:g} Tm {hexs(ch)} Tj")
    for i, ch in enumerate("123"):
        ops.append(f"1 0 0 1 72 {400 - i * 20} Tm {hexs(ch)} Tj")
    ops.append("ET")
    w: list[Any] = []
    for ch in sorted(narrow):
        w += [ord(ch), [narrow[ch]]]
    font = unicode_font("".join(columns) + "123", w=w)
    text = page_text(tmp_path, page_pdf({"F1": font}, "\n".join(ops).encode()))
    assert text.split("\n") == [*columns, "1", "2", "3"]


def test_one_line_in_several_fonts_sizes_and_ascents_stays_one_line(tmp_path: Path) -> None:
    kana, hangul = "かな", "한글"
    latin = partial(simple_font, base_font="Helvetica")
    ja = unicode_font(kana)
    ko = unicode_font(hangul, base_font="NanumGothic")

    def tall(pdf: pikepdf.Pdf) -> pikepdf.Pdf:
        desc = pdf.pages[0].Resources.Font.F3.DescendantFonts[0].FontDescriptor
        desc.Ascent, desc.Descent = 1100, -350
        return pdf

    content = (
        "BT /F1 12 Tf 72 700 Td (Latin) Tj ET "
        f"BT /F2 12 Tf 110 700 Td {hexs(kana)} Tj ET "
        f"BT /F3 14 Tf 134 700 Td {hexs(hangul)} Tj ET "
        "BT /F1 7 Tf 162 705 Td (2) Tj ET"
    ).encode()
    pdf = tall(page_pdf({"F1": latin, "F2": ja, "F3": ko}, content))
    assert page_text(tmp_path, pdf) == "Latin かな한글2"


def test_word_gaps_without_a_space_glyph_are_spaces(tmp_path: Path) -> None:
    # Words positioned by TJ numbers of about a fifth of an em; no space is drawn.
    words = ["This", "PDF", "contains", "ligatures"]
    array = " -200 ".join(f"({w})" for w in words)
    content = f"BT /F1 12 Tf 72 700 Td [{array}] TJ ET".encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf) == "This PDF contains ligatures"


def test_kerning_inside_words_is_not_a_space(tmp_path: Path) -> None:
    content = b"BT /F1 12 Tf 72 700 Td [(W) 80 (A) -60 (VE) -20 (S)] TJ ET"
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf) == "WAVES"


def test_cjk_set_with_tracking_gets_no_spaces(tmp_path: Path) -> None:
    line = "字間を空けた日本語"
    content = f"BT /F1 12 Tf 4 Tc 72 700 Td {hexs(line)} Tj ET".encode()
    pdf = page_pdf({"F1": unicode_font(line)}, content)
    assert page_text(tmp_path, pdf) == line


def test_right_to_left_text_in_visual_order_comes_out_in_logical_order(tmp_path: Path) -> None:
    logical = "שלום 123 עולם"
    # Drawn left to right as it appears: the words reversed, the number as it reads.
    visual = "םלוע 123 םולש"
    pdf = page_pdf(
        {"F1": unicode_font(visual)},
        f"BT /F1 12 Tf 72 700 Td {hexs(visual)} Tj ET".encode(),
    )
    assert page_text(tmp_path, pdf) == logical


def test_left_to_right_text_is_not_reordered(tmp_path: Path) -> None:
    line = "abc 123 def"
    pdf = page_pdf(
        {"F1": unicode_font(line)}, f"BT /F1 12 Tf 72 700 Td {hexs(line)} Tj ET".encode()
    )
    assert page_text(tmp_path, pdf) == line


def _lines_at(x: float, y: float, lines: list[str], size: float = 10) -> str:
    return "".join(
        f"BT /F1 {size:g} Tf {x:g} {y - i * size * 1.2:g} Td ({line}) Tj ET\n"
        for i, line in enumerate(lines)
    )


def test_two_columns_read_column_by_column(tmp_path: Path) -> None:
    left = [f"left column line {i}" for i in range(1, 6)]
    right = [f"right column line {i}" for i in range(1, 6)]
    content = (_lines_at(72, 700, left) + _lines_at(320, 700, right)).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == left + right


def test_a_title_over_two_columns_comes_first_and_the_columns_stay_whole(
    tmp_path: Path,
) -> None:
    left = [f"left column line {i}" for i in range(1, 6)]
    right = [f"right column line {i}" for i in range(1, 6)]
    # Drawn right column first: the order comes from the geometry.
    content = (
        _lines_at(320, 700, right) + _lines_at(72, 700, left) + _lines_at(150, 740, ["Title"], 20)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == ["Title", *left, *right]


def test_a_header_at_the_top_right_is_read_before_the_form_below(tmp_path: Path) -> None:
    # A form's number and date at the top right, above the level of its title: the
    # white from top to bottom beside them is no gutter, the header is read first (and
    # the version level with the title, right of the form, after it, as pdftotext).
    header = ["OMB Number: 4040-0004", "Expiration Date: 01/31/2009"]
    body = ["9. Type of Applicant:", "Type of Applicant 2:", "* Other (specify):"]
    content = (
        _lines_at(35, 742, ["Application for Federal Assistance"])
        + _lines_at(35, 712, body, 8)
        + _lines_at(480, 772, header, 8)
        + _lines_at(524, 742, ["Version 02"], 8)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        *header,
        "Application for Federal Assistance",
        *body,
        "Version 02",
    ]


def test_a_mark_in_the_white_between_two_lines_is_read_between_them(tmp_path: Path) -> None:
    # A bullet at the right, level with neither the title above nor the line below it
    # (an annotation's text, drawn after the page): the white left of it is no gutter.
    content = (
        _lines_at(57, 700, ["Mozilla automated testing"], 24)
        + _lines_at(541, 680, ["*"], 12)
        + _lines_at(170, 656, ["this is a text annotation"], 16)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        "Mozilla automated testing",
        "*",
        "this is a text annotation",
    ]


def test_lines_stepping_left_under_tight_leading_are_read_top_to_bottom(tmp_path: Path) -> None:
    # Lines of "Hello World" in several scripts, each set where it was put (Acrobat):
    # the second starts left of where the first ends, 1.1 em lower, so their boxes
    # all but touch (white across of 0.1 em) while the white between them from top to
    # bottom is wide. Neither stands beside the other: no columns, read top to bottom.
    content = (
        _lines_at(300, 700, ["Upper line at the right"], 20)
        + _lines_at(72, 678, ["Lower line left"], 20)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == ["Upper line at the right", "Lower line left"]


def test_text_outside_its_clipping_path_is_not_read(tmp_path: Path) -> None:
    # A form field's value scrolled past the field's box, clipped to it with
    # "re W n" (Acrobat): the line below the box and the word right of it are not on
    # the page; after Q nothing clips.
    content = (
        "q 70 695 150 25 re W n\n"
        + _lines_at(72, 700, ["Shown", "Below the box"], 12)
        + _lines_at(300, 700, ["Right of the box"], 12)
        + "Q\n"
        + _lines_at(72, 600, ["After the clip"], 12)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == ["Shown", "After the clip"]


def test_glyphs_past_the_edge_of_a_form_box_are_not_read(tmp_path: Path) -> None:
    # A Form XObject is clipped to its /BBox (a figure's labels cropped away): of a
    # string running past the box's right edge only the glyphs inside are read.
    form = _lines_at(10, 50, ["Inner"], 10) + _lines_at(10, 150, ["Above the box"], 10)
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Courier")},
        b"q 1 0 0 1 72 600 cm /Fm1 Do Q\n",
        xobjects={"Fm1": (form + "BT /F1 10 Tf 10 20 Td (ABCDEFGHIJKL) Tj ET\n").encode()},
    )
    pdf.pages[0].Resources.XObject.Fm1.BBox = pikepdf.Array([0, 0, 42, 100])
    # Courier's glyphs are 6 wide at 10: A to E have their middles left of x 42, F at 43.
    assert page_text(tmp_path, pdf).split("\n") == ["Inner", "ABCDE"]


def test_a_string_drawn_again_under_a_clip_that_cuts_its_end_is_read_once(
    tmp_path: Path,
) -> None:
    # InDesign draws a tinted box's text twice, the second time after the box's other
    # lines, clipped to each line's box: the copy whose last glyph (a space) the clip
    # cut off is the same text.
    line = _lines_at(72, 700, ["Same words "], 12)
    others = [f"Line {i}" for i in range(1, 6)]
    content = (
        line + _lines_at(72, 600, others, 12) + "q 60 695 85 15 re W n\n" + line + "Q\n"
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Courier")}, content)
    assert page_text(tmp_path, pdf).split("\n") == ["Same words", *others]


def test_invisible_text_under_visible_text_is_not_read(tmp_path: Path) -> None:
    # A figure's label with its LaTeX source set invisibly (3 Tr) over it, a form's old
    # value hidden under the field's value: the page shows the visible text only. An
    # invisible line over nothing (a scan's OCR layer) is read.
    content = (
        _lines_at(72, 700, ["Shown value"], 12)
        + "3 Tr\n"
        + _lines_at(72, 700, ["Hidden source text"], 10)
        + _lines_at(72, 600, ["OCR layer"], 12)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == ["Shown value", "OCR layer"]


def test_wrapped_cell_beside_a_row_of_one_line_is_read_whole(tmp_path: Path) -> None:
    # The near miss: parts level at the top (a table cell's wrapped lines beside the
    # rest of its row) stand side by side.
    cell = ["Liability for", "the goods sold", "on the platform"]
    content = (
        _lines_at(35, 700, cell) + _lines_at(200, 700, ["@Limit@ @Deductibles@ @Sum@"])
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == [*cell, "@Limit@ @Deductibles@ @Sum@"]


@pytest.mark.parametrize("left", [True, False])
def test_line_numbers_are_read_with_the_line_they_number(tmp_path: Path, left: bool) -> None:
    # A transcript's or a bill's numbered lines: the numbers a column of their own two
    # em or more beside the text, drawn after it; lines 4, 6 and 7 are blank.
    text = (
        ["IN THE SUPREME COURT", "MICHAEL A. KNOWLES,", "Petitioner", "", "v. No. 07-1315"]
        if left
        else [
            "circumstances may include a change in",
            "earning capacity, or income or receipt",
            "from a pension, gift or lottery winnings",
            "",
            "winnings, sports wagering winnings, or",
        ]
    )
    numbers = "".join(
        f"BT /F1 10 Tf {(100 if left else 290) - 6 * len(str(n)):g} {700 - (n - 1) * 24:g} Td"
        f" ({n}) Tj ET\n"
        for n in range(1, 8)
    )
    lines = "".join(
        f"BT /F1 10 Tf {126 if left else 72} {700 - i * 24:g} Td ({line}) Tj ET\n"
        for i, line in enumerate(text)
        if line
    )
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, (lines + numbers).encode())
    got = page_text(tmp_path, pdf).split("\n")
    if left:
        assert got == ["1", text[0], "2", text[1], "3", text[2], "4", "5", text[4], "6", "7"]
    else:
        assert got == [text[0], "1", text[1], "2", text[2], "3", "4", text[4], "5", "6", "7"]


def test_table_rows_stay_one_line(tmp_path: Path) -> None:
    rows = [["Name", "Age", "City"], ["Alice", "30", "Paris"], ["Bob", "41", "Tokyo"]]
    content = "".join(
        f"BT /F1 10 Tf {x} {700 - r * 14} Td ({cell}) Tj ET\n"
        for r, row in enumerate(rows)
        for x, cell in zip((72, 220, 370), row)
    ).encode()
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == [" ".join(row) for row in rows]


def test_tagged_page_places_its_artifacts_by_geometry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The running footer and header come first in the stream, the title after them.
    content = (
        b"/Artifact BMC BT /F1 9 Tf 280 30 Td (Page 1) Tj ET EMC\n"
        b"/Artifact BMC BT /F1 9 Tf 72 810 Td (Running header) Tj ET EMC\n"
        b"/H1 <</MCID 0>> BDC BT /F1 20 Tf 72 740 Td (The title) Tj ET EMC\n"
        b"/P <</MCID 1>> BDC BT /F1 10 Tf 72 700 Td (Body text of the page.) Tj ET EMC\n"
    )
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    page = text_json(tmp_path, capsys, pdf)
    assert page["text"].rstrip("\n").split("\n") == [
        "Running header",
        "The title",
        "Body text of the page.",
        "Page 1",
    ]
    assert [(b["role"], b["level"]) for b in page["blocks"]] == [
        ("artifact", None),
        ("heading", 1),
        ("paragraph", None),
        ("artifact", None),
    ]


def test_one_marked_content_sequence_round_the_page_is_read_by_geometry(
    tmp_path: Path,
) -> None:
    # The whole page in one sequence, the body drawn before the title above it: one
    # sequence gives no order, so the page is read as an untagged one.
    content = (
        b"/Part <</MCID 0>> BDC\n"
        b"BT /F1 10 Tf 72 700 Td (Body text of the page.) Tj ET\n"
        b"BT /F1 20 Tf 72 740 Td (The title) Tj ET\n"
        b"EMC\n"
        b"BT /F1 9 Tf 72 760 Td (DOI 10.1000/1) Tj ET\n"
    )
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        "DOI 10.1000/1",
        "The title",
        "Body text of the page.",
    ]


def test_headings_are_found_by_size_and_weight_on_untagged_pages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    body = "Body text that runs on for a while, set at ten points."
    content = (
        _lines_at(72, 760, ["Chapter one"], 24)
        + _lines_at(72, 720, ["A section"], 14)
        + _lines_at(72, 690, [body, body, body])
        + "BT /F2 10 Tf 72 640 Td (A bold run-in title) Tj ET\n"
        + _lines_at(72, 620, [body, body])
    ).encode()
    pdf = page_pdf(
        {
            "F1": partial(simple_font, base_font="Helvetica"),
            "F2": partial(simple_font, base_font="Helvetica-Bold"),
        },
        content,
    )
    page = text_json(tmp_path, capsys, pdf)
    roles = [(b["role"], b["level"], b["text"].split("\n")[0]) for b in page["blocks"]]
    assert roles == [
        ("heading", 1, "Chapter one"),
        ("heading", 2, "A section"),
        ("paragraph", None, body),
        ("heading", 3, "A bold run-in title"),
        ("paragraph", None, body),
    ]
    # Each block's lines are the page's lines it spans.
    first = page["blocks"][2]
    assert [page["lines"][i]["text"] for i in range(first["lines"][0], first["lines"][1])] == [
        body
    ] * 3


def test_a_value_drawn_later_beside_its_label_joins_the_label_line(tmp_path: Path) -> None:
    # A form's value (drawn by its field's appearance after the page) 1.2 em after the
    # label, with another line drawn in between.
    content = (
        b"BT /F1 10 Tf 72 700 Td (Favourite city:) Tj ET\n"
        b"BT /F1 10 Tf 72 680 Td (Next line) Tj ET\n"
        b"BT /F1 10 Tf 145 700 Td (Lisbon) Tj ET\n"
    )
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == ["Favourite city: Lisbon", "Next line"]


def test_long_lines_of_two_columns_one_em_apart_stay_apart(tmp_path: Path) -> None:
    # LaTeX's twocolumn: baselines aligned, a one-em gutter, each column drawn whole.
    left = ["a long line of the first column, more than ten em wide"] * 3
    right = ["the second column has its own long lines to the right"] * 3
    width = 10 * 0.6 * len(left[0])  # Courier at 10 pt: 0.6 em per glyph
    content = (_lines_at(72, 700, left) + _lines_at(72 + width + 10, 700, right)).encode()
    # A landscape sheet wide enough for both columns (text off the page is not read).
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Courier")}, content, media_box=(0, 0, 842, 842)
    )
    assert page_text(tmp_path, pdf).split("\n") == left + right


def test_a_short_piece_between_far_apart_glyphs_does_not_hide_their_gap(tmp_path: Path) -> None:
    # Margin letters at both page edges, a title-block label drawn apart between them.
    content = (
        b"BT /F1 12 Tf 30 150 Td (A) Tj 1000 0 Td (A) Tj ET\nBT /F1 10 Tf 500 150 Td (QA) Tj ET\n"
    )
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        content,
        media_box=(0, 0, 1100, 850),
    )
    assert page_text(tmp_path, pdf) == "A QA A"


def test_uniform_tracking_inside_a_string_is_not_word_spacing(tmp_path: Path) -> None:
    # One vertical string letter-spaced by Tc far beyond a space (seen in pdf.js's tests).
    # In vertical writing Tc adds to the downward (negative) displacement: -30 spaces
    # the letters 1.25 em apart.
    content = b"BT /F1 24 Tf -30 Tc 1 0 0 1 100 400 Tm " + hexs("ABCDE").encode() + b" Tj ET"
    pdf = page_pdf({"F1": _vertical_font("ABCDE")}, content, media_box=(0, 0, 400, 500))
    assert page_text(tmp_path, pdf) == "ABCDE"


def test_horizontal_digits_set_upright_inside_a_column_stay_in_it(tmp_path: Path) -> None:
    # Tate-chu-yoko: "26" drawn as one horizontal string across the column, then the
    # column goes on (upLaTeX's \rensuji, Chromium's text-combine-upright).
    ops = ["BT", "/F1 20 Tf"]
    for i, ch in enumerate("十一月"):
        ops.append(f"1 0 0 1 500 {760 - i * 20} Tm {hexs(ch)} Tj")
    # The digits at half size, centred in the em cell below 月.
    ops.append(f"/F2 10 Tf 1 0 0 1 504 {760 - 3 * 20 + 4} Tm (26) Tj /F1 20 Tf")
    for i, ch in enumerate("日に読む", start=4):
        ops.append(f"1 0 0 1 500 {760 - i * 20} Tm {hexs(ch)} Tj")
    ops.append("ET")
    pdf = page_pdf(
        {"F1": unicode_font("十一月日に読む"), "F2": partial(simple_font, base_font="Helvetica")},
        "\n".join(ops).encode(),
    )
    assert page_text(tmp_path, pdf) == "十一月26日に読む"


def test_pieces_of_a_line_drawn_out_of_order_interleave_into_one_line(tmp_path: Path) -> None:
    # LibreOffice draws a run's trailing space first, then the run that comes before it.
    hangul = "한국어"
    content = (
        "BT /F1 12 Tf 72 700 Td (Latin) Tj ET\n"
        f"BT /F2 12 Tf 150 700 Td {hexs(' ')} Tj ET\n"
        f"BT /F2 12 Tf 114 700 Td {hexs(hangul)} Tj ET\n"
        f"BT /F2 12 Tf 162 700 Td {hexs('문장')} Tj ET\n"
    ).encode()
    pdf = page_pdf(
        {
            "F1": partial(simple_font, base_font="Helvetica"),
            "F2": unicode_font(hangul + " 문장"),
        },
        content,
    )
    assert page_text(tmp_path, pdf) == "Latin 한국어 문장"


def test_vertical_presentation_forms_are_the_characters_they_present(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A vertical font's ToUnicode that names the vertical forms of 、。「」.
    drawn = "\ufe11縦\ufe12\ufe41"
    pdf = page_pdf(
        {"F1": _vertical_font(drawn)},
        f"BT /F1 20 Tf 1 0 0 1 500 780 Tm {hexs(drawn)} Tj ET".encode(),
    )
    path = save(pdf, tmp_path)
    assert main(["text", str(path)]) == 0
    assert capsys.readouterr().out.rstrip("\f\n") == "、縦。「"
    assert main(["text", str(path), "--raw"]) == 0
    assert capsys.readouterr().out.rstrip("\f\n") == drawn


def test_a_collections_variation_selector_is_not_part_of_the_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # UniJIS-UCS2-H selects CID 2839 for U+63C3 揃; Adobe-Japan1-UCS2 names that CID
    # <U+63C3 U+E0100>, an ideographic variation sequence (ReportLab's HeiseiMin-W3).
    font = partial(type0_font, encoding="UniJIS-UCS2-H", base_font="HeiseiMin-W3")
    pdf = page_pdf({"F1": font}, f"BT /F1 12 Tf 72 700 Td {hexs('両端揃え')} Tj ET".encode())
    path = save(pdf, tmp_path)
    assert main(["text", str(path)]) == 0
    assert capsys.readouterr().out.rstrip("\f\n") == "両端揃え"
    assert main(["text", str(path), "--raw"]) == 0
    assert capsys.readouterr().out.rstrip("\f\n") == "両端揃\U000e0100え"


def test_a_long_page_cut_one_line_at_a_time_keeps_its_order(tmp_path: Path) -> None:
    # Gaps that shrink down the page make the widest-gap cut peel one line per step.
    ops, y = [], 100_000.0
    for i in range(790):
        ops.append(f"BT /F1 10 Tf 72 {y:.2f} Td (line {i}) Tj ET")
        y -= 12 + (790 - i) * 0.01
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        "\n".join(ops).encode(),
        media_box=(0, 0, 600, 100_100),
    )
    assert page_text(tmp_path, pdf).split("\n") == [f"line {i}" for i in range(790)]


def test_ruby_is_read_after_the_base_it_annotates(tmp_path: Path) -> None:
    # Chromium draws a line's ruby after the line: かんじ over 漢字, spread over it.
    base = "今日は漢字を読む"
    content = [f"BT /F1 16 Tf 72 700 Td {hexs(base)} Tj ET"]
    for k, ch in enumerate("かんじ"):
        content.append(f"BT /F1 8 Tf {122 + k * 10.7:.1f} 717 Td {hexs(ch)} Tj ET")
    # A column, its ruby glyph by glyph to its right.
    for i, ch in enumerate("縦の漢字です"):
        content.append(f"BT /F1 16 Tf 1 0 0 1 500 {600 - i * 16} Tm {hexs(ch)} Tj ET")
    for k, ch in enumerate("かんじ"):
        content.append(f"BT /F1 8 Tf 1 0 0 1 517 {573 - k * 11} Tm {hexs(ch)} Tj ET")
    pdf = page_pdf({"F1": unicode_font(base + "縦の漢字ですかんじ")}, "\n".join(content).encode())
    assert page_text(tmp_path, pdf).split("\n") == ["今日は漢字かんじを読む", "縦の漢字かんじです"]


def test_small_text_beside_a_line_that_is_not_kana_is_not_ruby(tmp_path: Path) -> None:
    # A table's second line in a smaller size, right above the next row: not ruby.
    content = (
        f"BT /F1 16 Tf 72 700 Td {hexs('中国')} Tj ET\nBT /F2 8 Tf 72 717 Td (China) Tj ET\n"
    ).encode()
    pdf = page_pdf(
        {"F1": unicode_font("中国"), "F2": partial(simple_font, base_font="Helvetica")}, content
    )
    assert page_text(tmp_path, pdf).split("\n") == ["China", "中国"]


def test_hangul_words_positioned_apart_get_spaces_and_cjk_latin_autospace_none(
    tmp_path: Path,
) -> None:
    # Hangul words 0.3 em apart with no space glyph (positioned words); kanji then Latin
    # 0.35 em apart, the stretched quarter em (p)LaTeX puts between them.
    korean, latin = "한국어 문장", "日本語TeX"
    ops = [f"BT /F1 10 Tf 72 700 Td {hexs('한국어')} Tj 33 0 Td {hexs('문장')} Tj ET"]
    ops.append(f"BT /F1 10 Tf 72 680 Td {hexs('日本語')} Tj ET")
    ops.append("BT /F2 10 Tf 105.5 680 Td (TeX) Tj ET")
    pdf = page_pdf(
        {
            "F1": unicode_font(korean + latin),
            "F2": partial(simple_font, base_font="Helvetica"),
        },
        "\n".join(ops).encode(),
    )
    assert page_text(tmp_path, pdf).split("\n") == [korean, latin]


@pytest.mark.producers
def test_uplatex_mixing_kanji_and_latin_in_justified_lines_adds_no_spaces(tmp_path: Path) -> None:
    import shutil
    import subprocess

    if shutil.which("uplatex") is None or shutil.which("dvipdfmx") is None:
        pytest.skip("needs uplatex and dvipdfmx (texlive-lang-japanese)")
    sentence = (
        "日本語の文章にEnglishの単語と数字2026を混ぜて両端揃えで組みます。"
        "TeXはxkanjiskipという和欧文間の空きを入れますが語の区切りではありません。"
    )
    source = tmp_path / "yoko.tex"
    source.write_text(
        "\\documentclass{ujarticle}\\pagestyle{empty}\\begin{document}\n"
        + sentence * 2
        + "\n\\end{document}\n",
        encoding="utf-8",
    )
    for command in (["uplatex", "-interaction=nonstopmode", "yoko.tex"], ["dvipdfmx", "yoko.dvi"]):
        subprocess.run(
            command,
            cwd=tmp_path,
            check=True,
            capture_output=True,
            timeout=180,
            stdin=subprocess.DEVNULL,
        )
    with Analysis(tmp_path / "yoko.pdf") as analysis:
        text = extract_page_text(next(iter(analysis.trace()))).text
    assert text.replace("\n", "") == sentence * 2


def test_plain_text_is_the_text_of_the_spans_reading(tmp_path: Path) -> None:
    # Without spans each line is joined at once where no glyph was normalized; the text
    # and lines are those the glyph-by-glyph reading (with spans) gives.
    words = ["ﬁnd", "the", "oﬃce", "word"]
    content = b""
    for n, word in enumerate(words):
        content += b"BT /F1 12 Tf 1 0 0 1 %d 700 Tm " % (72 + 60 * n)
        content += hexs(word).encode() + b" Tj ET "
    content += b"BT /F1 12 Tf 72 650 Td " + hexs("plain words").encode() + b" Tj ET"
    pdf = page_pdf({"F1": unicode_font("".join(words) + "plain words")}, content)
    with Analysis(save(pdf, tmp_path)) as analysis:
        trace = next(iter(analysis.trace()))
        plain = extract_page_text(trace, spans=False)
        spanned = extract_page_text(trace)
    assert plain.text == spanned.text == "find the office word\nplain words\n"
    assert plain.lines == spanned.lines and plain.blocks == spanned.blocks
    assert plain.normalized == spanned.normalized and len(plain.normalized) == 2
    assert plain.spans == () and spanned.spans


def test_a_short_last_line_of_a_column_does_not_join_the_other_column(tmp_path: Path) -> None:
    # LaTeX's twocolumn: baselines aligned, a one-em gutter, each column drawn whole; the
    # right column's last line is short, and closer to the left column's line than a
    # label to its value.
    left = ["a long line of the first column, more than ten em wide"] * 4
    right = ["the second column has its own long lines to the right"] * 3 + ["and ends"]
    width = 10 * 0.6 * len(left[0])  # Courier at 10 pt: 0.6 em per glyph
    content = (_lines_at(72, 700, left) + _lines_at(72 + width + 10, 700, right)).encode()
    # A landscape sheet wide enough for both columns (text off the page is not read).
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Courier")}, content, media_box=(0, 0, 842, 842)
    )
    assert page_text(tmp_path, pdf).split("\n") == left + right


def test_headings_side_by_side_under_an_abstract_stay_with_their_columns(
    tmp_path: Path,
) -> None:
    # LaTeX's twocolumn under a full-width abstract: each column opens with a section
    # title on one baseline, with more white below the titles than the one-em gutter;
    # each column drawn whole.
    left = ["a long line of the first column, more than ten em wide"] * 3
    right = ["the second column has its own long lines to the right"] * 3
    width = 10 * 0.6 * len(left[0])  # Courier at 10 pt: 0.6 em per glyph
    abstract = ["an abstract across both columns " * 3]
    content = (
        _lines_at(72, 730, abstract)
        + _lines_at(72, 714, ["1 Introduction"], 12)
        + _lines_at(72, 698, left)
        + _lines_at(72 + width + 10, 714, ["2 Method"], 12)
        + _lines_at(72 + width + 10, 698, right)
    ).encode()
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Courier")}, content, media_box=(0, 0, 842, 842)
    )
    assert page_text(tmp_path, pdf).split("\n") == [
        abstract[0].strip(),
        "1 Introduction",
        *left,
        "2 Method",
        *right,
    ]


def test_raised_author_markers_stay_on_the_line_they_are_raised_from(tmp_path: Path) -> None:
    # Author markers at 7 pt raised 6.5 pt over 12 pt names by their own matrix (more
    # than the baseline tolerance), one drawn before the names: superscripts, not lines.
    content = (
        b"BT /F1 7 Tf 264.7 706.5 Td (*) Tj ET\n"
        b"BT /F1 12 Tf 200 700 Td (Alice Author) Tj ET\n"
        b"BT /F1 12 Tf 271 700 Td (Bob Writer) Tj ET\n"
        b"BT /F1 7 Tf 327.7 706.5 Td (#$) Tj ET\n"
        b"BT /F1 10 Tf 72 660 Td (Body text of the paper starts here.) Tj ET\n"
    )
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        "Alice Author* Bob Writer#$",
        "Body text of the paper starts here.",
    ]


COURIER = {"F1": partial(simple_font, base_font="Courier")}
LONG_LEFT = "a long line of the first column, more than ten em wide"
LONG_RIGHT = "the second column has its own long lines to the right"
COLUMN_WIDTH = 10 * 0.6 * len(LONG_LEFT)  # Courier at 10 pt: 0.6 em per glyph


def test_a_space_drawn_at_the_end_of_column_lines_narrows_no_gutter(tmp_path: Path) -> None:
    # LaTeX's twocolumn with real space glyphs (tagged PDF): each left line ends in a
    # drawn space, which leaves less than half an em of the one-em gutter blank.
    left = [LONG_LEFT] * 4
    right = [LONG_RIGHT] * 3 + ["and ends"]
    content = (
        _lines_at(72, 700, [line + " " for line in left])
        + _lines_at(72 + COLUMN_WIDTH + 10, 700, right)
    ).encode()
    pdf = page_pdf(COURIER, content, media_box=(0, 0, 842, 842))
    assert page_text(tmp_path, pdf).split("\n") == left + right


def test_a_heading_beside_short_lines_of_its_column_does_not_join_the_other(
    tmp_path: Path,
) -> None:
    # The right column: two lines of prose, short lines of a formula, then a section
    # title at 12 pt whose baseline lies within the tolerance of a left line's. No long
    # line of the right column lies within a few lines of the title: the gutter shows
    # higher up, where the white between the columns runs on.
    left = [LONG_LEFT] * 12
    formula = ["x = 1", "y = 2", "z = 3", "w = 4", "v = 5", "u = 6", "t = 7"]
    x = 72 + COLUMN_WIDTH + 10
    content = (
        _lines_at(72, 700, left)
        + _lines_at(x, 700, [LONG_RIGHT] * 2)
        + _lines_at(x + 60, 676, formula)
        + _lines_at(x, 571.5, ["2 Method"], 12)
    ).encode()
    pdf = page_pdf(COURIER, content, media_box=(0, 0, 842, 842))
    assert page_text(tmp_path, pdf).split("\n") == [
        *left,
        *[LONG_RIGHT] * 2,
        *formula,
        "2 Method",
    ]


def test_authors_side_by_side_over_two_columns_are_read_before_them(tmp_path: Path) -> None:
    # A paper's authors: a block of three short lines over each column, level with each
    # other, with less white under them than the gutter; each column drawn whole.
    x = 72 + COLUMN_WIDTH + 20
    first = ["Ada Writer", "First University", "ada@first.example"]
    second = ["Bob Author", "Second Institute", "bob@second.example"]
    left, right = [LONG_LEFT] * 5, [LONG_RIGHT] * 5
    content = (
        _lines_at(150, 752, first)
        + _lines_at(72, 700, left)
        + _lines_at(x + 80, 752, second)
        + _lines_at(x, 700, right)
    ).encode()
    pdf = page_pdf(COURIER, content, media_box=(0, 0, 842, 842))
    assert page_text(tmp_path, pdf).split("\n") == first + second + left + right


def test_leader_dots_marked_as_artifact_are_read_in_their_contents_line(
    tmp_path: Path,
) -> None:
    # A tagged table of contents: the entry and its page number marked content, the
    # leader dots between them an artifact.
    content = (
        b"/P <</MCID 0>> BDC BT /F1 10 Tf 72 700 Td (Contents) Tj ET EMC\n"
        b"/P <</MCID 1>> BDC BT /F1 10 Tf 72 680 Td (2.1 Mathematics) Tj ET EMC\n"
        b"/Artifact BMC BT /F1 10 Tf 170 680 Td (. . . . . . . .) Tj ET EMC\n"
        b"/P <</MCID 2>> BDC BT /F1 10 Tf 266 680 Td (1) Tj ET EMC\n"
        b"/P <</MCID 3>> BDC BT /F1 10 Tf 72 660 Td (The text begins here.) Tj ET EMC\n"
    )
    pdf = page_pdf(COURIER, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        "Contents",
        "2.1 Mathematics . . . . . . . . 1",
        "The text begins here.",
    ]


def test_a_tagged_margin_note_beside_a_paragraph_is_read_in_content_order(
    tmp_path: Path,
) -> None:
    # A margin note (LaTeX's \marginpar) drawn whole after the paragraph's first line,
    # its lines on the paragraph's baselines, eight points left of them.
    content = (
        b"/P <</MCID 0>> BDC BT /F1 10 Tf 72 700 Td (The paragraph starts here and) Tj ET"
        b" EMC\n"
        b"/P <</MCID 1>> BDC BT /F1 10 Tf 22 700 Td (A note) Tj 0 -12 Td (in the) Tj"
        b" 0 -12 Td (margin.) Tj ET EMC\n"
        b"/P <</MCID 2>> BDC BT /F1 10 Tf 72 688 Td (goes on beside the note and) Tj"
        b" 0 -12 Td (ends below it.) Tj ET EMC\n"
    )
    pdf = page_pdf(COURIER, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        "The paragraph starts here and",
        "A note",
        "in the",
        "margin.",
        "goes on beside the note and",
        "ends below it.",
    ]


def test_unmarked_text_of_a_figure_on_a_tagged_page_is_read_where_it_stands(
    tmp_path: Path,
) -> None:
    # A figure's picture holds a letter drawn as text outside the structure tree (no
    # MCID, no /Artifact); its caption, the text below and the next column, which
    # starts higher than the figure, are marked content.
    content = (
        b"/Artifact BMC BT /F1 10 Tf 72 760 Td (Running header) Tj ET EMC\n"
        b"BT /F1 60 Tf 120 640 Td (A) Tj ET\n"
        b"/P <</MCID 0>> BDC BT /F1 10 Tf 72 600 Td (Figure 1: a picture.) Tj ET EMC\n"
        b"/P <</MCID 1>> BDC BT /F1 10 Tf 72 570 Td (The text goes on.) Tj ET EMC\n"
        b"/P <</MCID 2>> BDC BT /F1 10 Tf 350 720 Td (The next column.) Tj ET EMC\n"
    )
    pdf = page_pdf(COURIER, content)
    assert page_text(tmp_path, pdf).split("\n") == [
        "Running header",
        "A",
        "Figure 1: a picture.",
        "The text goes on.",
        "The next column.",
    ]
