"""Glyph names of TeX's math and symbol fonts (``/prime``, ``/summationdisplay``): the
Adobe Glyph List does not know them; the inspector's own table reads them, and says so."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import content_tj, page_pdf, save, simple_font
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.ttLib import TTFont

from inspector.cli import main
from inspector.encoding import glyph_name_to_unicode
from inspector.encoding.texnames import TEX_GLYPH_NAMES, tex_glyph_name_to_unicode

# Codes and names as CMSY and CMEX place them.
CMSY = {0x30: "prime", 0x27: "similarequal", 0x0D: "circlecopyrt", 0x21: "arrowright"}
CMEX = {0x58: "summationdisplay", 0x50: "summationtext", 0x12: "parenleftbig"}


def _cff(ps_name: str, encoding: dict[int, str]) -> bytes:
    """A bare name-keyed CFF whose built-in Encoding gives ``encoding``."""
    order = [".notdef", *encoding.values()]
    charstrings = {}
    for name in order:
        pen = T2CharStringPen(500, None)
        pen.moveTo((0, 0))
        pen.lineTo((400, 0))
        pen.lineTo((400, 400))
        pen.closePath()
        charstrings[name] = pen.getCharString()
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({})
    fb.setupCFF(ps_name, {"FullName": ps_name}, charstrings, {})
    fb.setupHorizontalMetrics(dict.fromkeys(order, (500, 0)))
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": ps_name, "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    out = io.BytesIO()
    fb.save(out)
    font = TTFont(io.BytesIO(out.getvalue()))
    cff = font["CFF "].cff
    names = [".notdef"] * 256
    for code, name in encoding.items():
        names[code] = name
    cff[cff.fontNames[0]].Encoding = names
    data = io.BytesIO()
    cff.compile(data, font)
    return data.getvalue()


def tex_pdf(encoding: dict[int, str], shown: bytes) -> Any:
    """One page showing ``shown`` in an embedded Type1C font with no /Encoding and no
    ToUnicode: the program's built-in encoding names the glyphs (pdfTeX, dvips)."""

    def font(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        program = pdf.make_stream(_cff("ABCDEF+CMSY10", encoding))
        program.Subtype = pikepdf.Name.Type1C
        return simple_font(
            pdf,
            base_font="ABCDEF+CMSY10",
            first_char=0,
            widths=[500] * 256,
            font_file3=program,
        )

    return page_pdf({"F1": font}, content_tj("F1", 12, shown))


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    main(args)
    return capsys.readouterr().out


def test_cmsy_names_print_their_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # MuPDF, PyMuPDF and pypdf print "′≃⃝→"; the AGL alone leaves U+FFFD for the first three.
    path = save(tex_pdf(CMSY, bytes((0x30, 0x27, 0x0D, 0x21))), tmp_path)
    assert _run(["text", str(path)], capsys).strip() == "\u2032\u2243\u20dd\u2192"


def test_cmex_sizes_read_as_their_base_character(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(tex_pdf(CMEX, bytes((0x58, 0x50, 0x12))), tmp_path)
    assert _run(["text", str(path)], capsys).strip() == "\u2211\u2211("


def test_the_chain_names_the_tex_table_not_the_agl(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(tex_pdf(CMSY, bytes((0x30, 0x21))), tmp_path)
    out = json.loads(_run(["trace", "--json", str(path)], capsys))
    codes = {c["glyph_name"]: c for s in out["pages"][0]["strings"] for c in s["codes"]}
    prime, arrow = codes["prime"], codes["arrowright"]
    # The PDF maps /prime to nothing (§9.10.2); the character is recovered text whose
    # route is the TeX table. /arrowright is an AGL name: the encoding's own value.
    assert prime["unicode"] is None and "unmapped" in prime["flags"]
    assert (prime["recovered"], prime["recovered_source"]) == ("\u2032", "tex-glyph-name")
    assert (arrow["unicode"], arrow["source"]) == ("\u2192", "encoding")


def test_verdict_is_recoverable_by_the_tex_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(tex_pdf(CMSY, bytes((0x30, 0x27, 0x21))), tmp_path)
    (row,) = json.loads(_run(["fonts", "--json", str(path)], capsys))["fonts"]
    assert row["verdict"] == "recoverable"
    assert row["recovery"] == "tex-glyph-name"


def test_no_name_the_agl_knows_changes_meaning() -> None:
    # The table is consulted after the AGL: every name in it the AGL also knows keeps the
    # AGL's value, and the table itself holds single, usable characters.
    for name, text in TEX_GLYPH_NAMES.items():
        assert len(text) == 1 and text != "\ufffd", name
    assert tex_glyph_name_to_unicode("prime") == "\u2032"
    assert tex_glyph_name_to_unicode("parenleftBigg") == "("
    assert tex_glyph_name_to_unicode("epsilon1") == "\u03f5"  # CMMI draws the lunate form
    assert tex_glyph_name_to_unicode("arrowhookleft") is None  # a piece of an arrow
    assert tex_glyph_name_to_unicode("square") is None  # filled or open: the name cannot tell
    assert glyph_name_to_unicode("prime") is None  # the AGL's answer is unchanged


def test_type3_with_tex_names_is_not_only_ocr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A Type3 font drawing TeX's symbols by name: the names say which characters they are.
    from test_code_names import type3_pdf

    pdf = type3_pdf({0x30: "prime", 0x58: "summationdisplay"}, bytes((0x30, 0x58)))
    (row,) = json.loads(_run(["fonts", "--json", str(save(pdf, tmp_path))], capsys))["fonts"]
    assert "TYPE3-NO-MEANING" not in {f["code"] for f in row["findings"]}
    assert row["recovery"] == "tex-glyph-name"


def test_report_json_with_the_tex_route_is_valid(tmp_path: Path) -> None:
    # The report's schema knows the route, and the font card names the TeX table.
    from test_report import report_of, validated

    path = save(tex_pdf(CMSY, bytes((0x30, 0x27))), tmp_path)
    data = validated(report_of(path))
    assert "tex-glyph-name" in json.dumps(data)


def test_tex_text_font_names_are_read_by_the_tex_table_not_the_agl(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # /visiblespace (cmtt's ␣) and /compwordmark are TeX's names, not the AGL's: their
    # text is recovered by the TeX table, and the chain says so.
    assert glyph_name_to_unicode("visiblespace") is None
    assert glyph_name_to_unicode("angbracketleft") is None
    assert tex_glyph_name_to_unicode("visiblespace") == "\u2423"
    assert tex_glyph_name_to_unicode("compwordmark") == "\u200c"
    assert tex_glyph_name_to_unicode("angbracketleft") == "\u27e8"
    path = save(tex_pdf({0x20: "visiblespace", 0x68: "angbracketleft"}, b"\x20\x68"), tmp_path)
    out = json.loads(_run(["trace", "--json", str(path)], capsys))
    codes = [c for s in out["pages"][0]["strings"] for c in s["codes"]]
    assert [(c["unicode"], c["recovered"], c["recovered_source"]) for c in codes] == [
        (None, "\u2423", "tex-glyph-name"),
        (None, "\u27e8", "tex-glyph-name"),
    ]


# CMMI's \vec arrow and theta; CMSY's circle with a "c" (\copyright draws the circle
# round the letter).
CMMI = {0x7E: "vector", 0x12: "theta", 0x63: "c", 0x0D: "circlecopyrt"}


def test_a_vector_accent_follows_the_letter_it_is_drawn_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # pdfTeX draws \vec{\theta} as the arrow, then the theta moved back under it (every
    # glyph here 500 units wide). The arrow is COMBINING RIGHT ARROW ABOVE: in logical
    # order after its base, as the layout puts any mark drawn over a letter.
    pdf = tex_pdf(CMMI, b"")
    pdf.pages[0].Contents = pdf.make_stream(b"BT /F1 12 Tf 72 720 Td [<7E> 500 <12> <63>] TJ ET")
    path = save(pdf, tmp_path)
    assert _run(["text", str(path)], capsys).strip() == "\u03b8\u20d7c"


def test_a_circle_drawn_round_a_letter_follows_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The "c" first, then the circle moved back over it, wider than the letter: the
    # enclosing mark goes after its base (c⃝, as MuPDF prints), not before it.
    pdf = tex_pdf(CMMI, b"")
    content = b"BT /F1 12 Tf 72 720 Td [<63> 625 <0D> -900 <12>] TJ ET"
    pdf.pages[0].Contents = pdf.make_stream(content)
    path = save(pdf, tmp_path)
    assert _run(["text", str(path)], capsys).strip() == "c\u20dd \u03b8"


def test_mapsto_bar_and_its_arrow_read_as_one_symbol(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # \mapsto: CMSY's bar /mapsto with no advance, then \rightarrow from the same place.
    # The bar reads as ↦ and the arrow is part of it: "g ↦ x", not "g ↦→ x" (pypdf) nor
    # "g �→ x" (MuPDF). A lone arrow elsewhere stays an arrow.
    pdf = tex_pdf({0x37: "mapsto", 0x21: "arrowright", 0x67: "c"}, b"")
    widths = pdf.pages[0].Resources.Font.F1.Widths
    widths[0x37] = 0
    widths[0x21] = 1000
    content = b"BT /F1 12 Tf 72 720 Td [<6767> -333 <3721> -333 <6767> -333 <21> -333 <6767>] TJ ET"
    pdf.pages[0].Contents = pdf.make_stream(content)
    path = save(pdf, tmp_path)
    assert _run(["text", str(path)], capsys).strip() == "cc \u21a6 cc \u2192 cc"
