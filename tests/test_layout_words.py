"""Word spaces, text drawn twice and text a viewer does not show, on built pages.

Each page is the smallest content that shows one habit of the real-world files of
``../shared/layout-corpus`` (named in each test) that the layout got wrong.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pikepdf
from builders import page_pdf, simple_font
from test_layout import hexs, page_text, unicode_font

HELVETICA = {"F1": partial(simple_font, base_font="Helvetica")}


def test_a_space_drawn_over_a_letter_is_no_word_space(tmp_path: Path) -> None:
    # An IRS form draws a space string over the first letter of each label after it.
    content = b"BT /F1 14 Tf 100 700 Td (U.S. Tax) Tj ET BT /F1 14 Tf 100 700 Td ( ) Tj ET"
    assert page_text(tmp_path, page_pdf(HELVETICA, content)) == "U.S. Tax"


def test_a_zero_width_glyph_mapped_to_a_space_inside_a_cluster_is_no_space(
    tmp_path: Path,
) -> None:
    # A shaped Thai cluster: the nikhahit part of sara am drawn with no advance, its
    # ToUnicode entry a space, then sara am over the consonant's end.
    text = "(คำแปล)"
    widths = {"(": 220, "ค": 398, " ": 0, "ำ": 285, "แ": 377, "ป": 450, "ล": 395, ")": 220}
    w: list[object] = []
    for ch, width in widths.items():
        w += [ord(ch), [width]]
    font = unicode_font(text + " ", w=w)
    content = (
        f"BT /F1 20 Tf 10 700 Td [{hexs('(ค')} {hexs(' ')} 50 {hexs('ำ')} 4 {hexs('แปล)')}] TJ ET"
    ).encode()
    assert page_text(tmp_path, page_pdf({"F1": font}, content)) == text


def test_missing_width_is_not_the_fonts_word_space(tmp_path: Path) -> None:
    # A TeX subset: /Widths start past code 32, the descriptor's MissingWidth is 500.
    # Words are set by TJ a quarter em apart; half of 500 would swallow every space.
    letters = "abcdefghijklmnopqrstuvwxyz"
    font = partial(
        simple_font, base_font="CMR10", first_char=97, widths=[500] * 26, missing_width=500
    )
    words = ["just", "one", "flavor", "shall", "be"]
    array = " -240 ".join(f"({w})" for w in words)
    content = f"BT /F1 10 Tf 72 700 Td [{array}] TJ ET".encode()
    assert all(set(w) <= set(letters) for w in words)
    assert page_text(tmp_path, page_pdf({"F1": font}, content)) == " ".join(words)


def test_leader_dots_do_not_hide_the_word_spaces_of_their_line(tmp_path: Path) -> None:
    # A LaTeX table of contents: each word and each leader dot a string of its own; the
    # dots, half an em apart, outnumber the letters.
    ops = ["BT /F1 10 Tf"]
    x = 100.0
    for word in ("Calling", "Open", "Sans"):
        ops.append(f"1 0 0 1 {x:.2f} 700 Tm ({word}) Tj")
        x += len(word) * 5.5 + 2.6
    x += 1.0
    for _ in range(30):
        ops.append(f"1 0 0 1 {x:.2f} 700 Tm (.) Tj")
        x += 7.63
    ops.append(f"1 0 0 1 {x + 20:.2f} 700 Tm (2) Tj ET")
    font = partial(simple_font, base_font="F", first_char=46, widths=[265] + [550] * 80)
    text = page_text(tmp_path, page_pdf({"F1": font}, "\n".join(ops).encode()))
    assert text.startswith("Calling Open Sans . . . ")


def test_a_gap_after_a_bullet_before_cjk_is_a_space(tmp_path: Path) -> None:
    # A slide: a large bullet, then Japanese a quarter em (of the bullet) further on.
    # The autospace rule between CJK and Latin is for letters and digits only.
    line = "固有表現抽出"
    font = unicode_font("•" + line, w=[ord("•"), [354]])
    content = (
        f"BT /F1 61.7 Tf 90 400 Td {hexs('•')} Tj ET BT /F1 36 Tf 127 400 Td {hexs(line)} Tj ET"
    ).encode()
    assert page_text(tmp_path, page_pdf({"F1": font}, content)) == "• " + line


def test_a_small_footnote_number_and_its_text_keep_their_space(tmp_path: Path) -> None:
    # Federal Register: the footnote number set at 4.55 pt and widened, its text at 7 pt
    # 1.1 pt on: the number's space width (em of its own size) is no measure in em of 7.
    content = (
        b"BT /F1 4.55 Tf 120 Tz 52 352 Td (2) Tj ET BT /F1 7 Tf 56.17 350 Td (The flight) Tj ET"
    )
    assert page_text(tmp_path, page_pdf(HELVETICA, content)) == "2 The flight"


def test_a_string_drawn_again_where_it_was_is_read_once(tmp_path: Path) -> None:
    # A text box drawn twice, far apart in the content stream, and a title whose
    # glyphs are each drawn twice in a row (narrower than the line's backtrack).
    box = b"BT /F1 12 Tf 72 600 Td (Circulation) Tj 0 -14 Td (Metabolismes) Tj ET "
    title = b"BT /F1 40 Tf 72 720 Td (3) Tj ET BT /F1 40 Tf 72 720 Td (3) Tj ET "
    body = b"BT /F1 12 Tf 72 400 Td (Body text) Tj ET "
    content = title + box + body + box
    assert page_text(tmp_path, page_pdf(HELVETICA, content)) == (
        "3\nCirculation\nMetabolismes\nBody text"
    )


def test_actual_text_repeated_by_the_glyph_beside_it_is_read_once(tmp_path: Path) -> None:
    # InDesign: a list's bullet is the ActualText of a space, then the bullet glyph,
    # whose own text is the same, is drawn just before it.
    content = (
        b"BT /F1 8 Tf 1 0 0 1 155.7 660 Tm /Span << /ActualText <FEFF2022> >> BDC ( ) Tj EMC"
        b" 1 0 0 1 152.9 660 Tm (\x95) Tj /F1 10 Tf 1 0 0 1 171.2 660 Tm (Sur place) Tj ET"
    )
    font = partial(simple_font, base_font="Helvetica", encoding="WinAnsiEncoding")
    assert page_text(tmp_path, page_pdf({"F1": font}, content)) == "• Sur place"


def test_text_off_the_sheet_is_not_read(tmp_path: Path) -> None:
    # A form page whose text runs on below and above the sheet (the media box).
    content = (
        b"BT /F1 9 Tf 10 60 Td (Inside the page) Tj ET "
        b"BT /F1 9 Tf 10 -40 Td (Below the page) Tj ET "
        b"BT /F1 9 Tf 10 300 Td (Above the page) Tj ET"
    )
    pdf = page_pdf(HELVETICA, content, media_box=(0, 0, 384, 111))
    assert page_text(tmp_path, pdf) == "Inside the page"


def test_hebrew_drawn_in_logical_order_left_to_right_is_not_reversed(tmp_path: Path) -> None:
    # iText filling a form field: the characters placed left to right as typed, so
    # the final mem stands at the right end of its word.
    line = "Hello world שלום וברכה"
    pdf = page_pdf(
        {"F1": unicode_font(line)}, f"BT /F1 12 Tf 36 700 Td {hexs(line)} Tj ET".encode()
    )
    assert page_text(tmp_path, pdf) == line


def test_a_form_fields_value_on_a_tagged_page_is_read_after_its_label(tmp_path: Path) -> None:
    # A tagged form (XFA-era Designer): the labels are marked content with MCIDs; the
    # values are drawn by the widgets' appearances, which no MCID marks.
    content = (
        b"/P << /MCID 0 >> BDC BT /F1 12 Tf 72 700 Td (School Name:) Tj ET EMC "
        b"/P << /MCID 1 >> BDC BT /F1 12 Tf 72 600 Td (Comments:) Tj ET EMC"
    )
    pdf = page_pdf(HELVETICA, content)
    page = pdf.pages[0]
    font = page.Resources.Font.F1
    appearance = pdf.make_stream(b"BT /F1 12 Tf 2 4 Td (my_school) Tj ET")
    appearance.Type = pikepdf.Name.XObject
    appearance.Subtype = pikepdf.Name.Form
    appearance.BBox = pikepdf.Array([0, 0, 150, 18])
    appearance.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font))
    widget = pikepdf.Dictionary(
        Type=pikepdf.Name.Annot,
        Subtype=pikepdf.Name.Widget,
        FT=pikepdf.Name.Tx,
        T=pikepdf.String("school"),
        V=pikepdf.String("my_school"),
        Rect=pikepdf.Array([200, 696, 350, 714]),
        F=4,
        AP=pikepdf.Dictionary(N=appearance),
    )
    widget = pdf.make_indirect(widget)
    page.Annots = pdf.make_indirect(pikepdf.Array([widget]))
    pdf.Root.AcroForm = pikepdf.Dictionary(Fields=pikepdf.Array([widget]))
    assert page_text(tmp_path, pdf).split("\n") == ["School Name:", "my_school", "Comments:"]
