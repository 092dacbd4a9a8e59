"""Content interpretation and text assembly on the smallest PDFs."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)

from inspector.cli import main

IDENTITY_ADOBE = partial(
    type0_font,
    ordering="Identity",
    supplement=0,
    to_unicode=cmap_stream_bytes(
        [("0000", "ffff")], bfranges=[("0020", "007e", "0020"), ("4e00", "4eff", "4e00")]
    ),
)
"""Identity-H with a ToUnicode that maps codes 0020-007E and 4E00-4EFF to themselves."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def text_of(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pdf: pikepdf.Pdf, *extra: str
) -> str:
    path = save(pdf, tmp_path)
    out: str = run(capsys, "text", str(path), *extra)
    return out.rstrip("\f").rstrip("\n")


def trace_of(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pdf: pikepdf.Pdf
) -> dict[str, Any]:
    path = save(pdf, tmp_path)
    return json.loads(run(capsys, "trace", str(path), "--json"))  # type: ignore[no-any-return]


def u16(text: str) -> bytes:
    return text.encode("utf-16-be")


def test_tj_adjustment_between_two_byte_strings_becomes_one_space(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = content_tj("F1", 12, [u16("AB"), -1200, u16("CD")])
    assert text_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, content)) == "AB CD"


def test_small_kerning_adjustment_is_not_a_space(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = content_tj("F1", 12, [u16("AB"), -80, u16("CD"), 60, u16("E")])
    assert text_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, content)) == "ABCDE"


def test_word_spacing_does_not_act_on_two_byte_0020(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = b"BT 50 Tw /F1 10 Tf 0 700 Td <002000410020> Tj ET"
    out = trace_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, content))
    xs = [c["origin"][0] for c in out["pages"][0]["strings"][0]["codes"]]
    assert xs == [0, 10, 20]  # 1000-unit widths at 10 pt, no word spacing


def test_word_spacing_acts_on_single_byte_32(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(simple_font, base_font="Courier")
    content = b"BT 50 Tw /F1 10 Tf 0 700 Td (a b) Tj ET"
    out = trace_of(tmp_path, capsys, page_pdf({"F1": font}, content))
    xs = [c["origin"][0] for c in out["pages"][0]["strings"][0]["codes"]]
    assert xs == [0, 6, 62]  # Courier 600 units; the space adds Tw = 50


def test_char_spacing_scaling_and_rise_move_glyphs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(simple_font, base_font="Courier")
    content = b"BT /F1 10 Tf 2 Tc 50 Tz 5 Ts 100 700 Td (ab) Tj ET"
    out = trace_of(tmp_path, capsys, page_pdf({"F1": font}, content))
    origins = [c["origin"] for c in out["pages"][0]["strings"][0]["codes"]]
    assert origins == [[100, 705], [104, 705]]  # (6 + 2) * 0.5


def test_actual_text_replaces_the_text_of_its_glyphs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = (
        b"BT /F1 12 Tf 72 700 Td /Span << /ActualText <FEFF00660069> >> BDC "
        b"<0001> Tj EMC <0041> Tj ET"
    )
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, content)
    assert text_of(tmp_path, capsys, pdf) == "fiA"


def test_actual_text_from_named_properties(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, b"BT /F1 12 Tf 72 700 Td /Span /P0 BDC <0001> Tj EMC ET")
    pdf.pages[0].Resources.Properties = pikepdf.Dictionary(
        P0=pikepdf.Dictionary(ActualText=pikepdf.String("Z"))
    )
    assert text_of(tmp_path, capsys, pdf) == "Z"


def test_form_xobject_drawn_twice_gives_its_text_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    form = content_tj("F1", 12, u16("AB"), x=0, y=0)
    page = b"q 1 0 0 1 72 700 cm /Fm1 Do Q q 1 0 0 1 72 600 cm /Fm1 Do Q"
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, page, xobjects={"Fm1": form})
    out = trace_of(tmp_path, capsys, pdf)
    strings = out["pages"][0]["strings"]
    assert [(s["forms"], s["codes"][0]["origin"]) for s in strings] == [
        (["Fm1"], [72, 700]),
        (["Fm1"], [72, 600]),
    ]
    assert text_of(tmp_path, capsys, pdf) == "AB\nAB"


def test_self_invoking_form_is_cut_with_a_finding(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    form = content_tj("F1", 12, u16("A"), x=0, y=0) + b" /Fm1 Do"
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, b"/Fm1 Do", xobjects={"Fm1": form})
    fm = pdf.pages[0].Resources.XObject.Fm1
    fm.Resources.XObject = pikepdf.Dictionary(Fm1=fm)
    out = trace_of(tmp_path, capsys, pdf)
    assert len(out["pages"][0]["strings"]) == 1
    assert "PDF-CYCLE" in [f["code"] for f in out["pages"][0]["findings"]]


def test_unbalanced_operators_are_findings_and_the_page_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = b"Q ET BT /F1 12 Tf 72 700 Td (x) 5 Tf <0041> Tj /F1 Tj ET q"
    out = trace_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, content))
    codes = {f["code"] for f in out["pages"][0]["findings"]}
    assert {"CONTENT-UNBALANCED", "CONTENT-OPERAND"} <= codes
    assert [s["text"] for s in out["pages"][0]["strings"]] == ["A"]


def test_vertical_columns_read_top_to_bottom_right_to_left(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, encoding="Identity-V", ordering="Japan1")
    # CIDs 843, 845, 847 are あいう in Adobe-Japan1 (through its UCS2 map).
    right = b"BT /F1 20 Tf 1 0 0 1 300 700 Tm <034b034d034f> Tj ET"
    left = b"BT /F1 20 Tf 1 0 0 1 270 700 Tm <034f034d034b> Tj ET"
    pdf = page_pdf({"F1": font}, left + b"\n" + right)
    assert text_of(tmp_path, capsys, pdf) == "あいう\nういあ"


def test_lines_follow_baselines_top_to_bottom(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lower = content_tj("F1", 12, u16("lower"), x=72, y=600)
    upper = content_tj("F1", 12, u16("upper"), x=72, y=700)
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, lower + upper)
    assert text_of(tmp_path, capsys, pdf) == "upper\nlower"


def test_two_columns_read_left_column_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parts = []
    for x, word in ((320, "R"), (72, "L")):
        for k in range(3):
            parts.append(content_tj("F1", 10, u16(f"{word}{k}"), x=x, y=700 - 14 * k))
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, b"\n".join(parts))
    assert text_of(tmp_path, capsys, pdf) == "L0\nL1\nL2\nR0\nR1\nR2"


def test_rotated_page_reads_upright(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Text written bottom-to-top in user space on a page displayed rotated by 90 degrees.
    content = (
        b"BT /F1 12 Tf 0 1 -1 0 300 100 Tm <00410042> Tj ET "
        b"BT /F1 12 Tf 0 1 -1 0 280 100 Tm <00430044> Tj ET"
    )
    pdf = page_pdf({"F1": IDENTITY_ADOBE}, content, rotate=270)
    assert text_of(tmp_path, capsys, pdf) == "AB\nCD"


def test_unmapped_codes_show_a_marker(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0)
    pdf = page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02"))
    assert text_of(tmp_path, capsys, pdf) == "\ufffd\ufffd"
    assert text_of(tmp_path, capsys, pdf, "--unmapped", "?") == "??"


def test_kangxi_radicals_from_tounicode_are_unified_on_evidence_unless_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The program maps each glyph to the variant and to the unified ideograph: it draws 一
    # and 欄. Without the program nothing says so, and the ToUnicode's values stay.
    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "2f00"), ("0002", "f91d")])
    program = embedded_truetype(
        {"\u2f00": "one", "\u4e00": "one", "\uf91d": "ran", "\u6b04": "ran"}
    )
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=program,
        to_unicode=tu,
    )
    pdf = page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02"))
    assert text_of(tmp_path, capsys, pdf) == "一欄"
    assert text_of(tmp_path, capsys, pdf, "--raw") == "\u2f00\uf91d"
    out = trace_of(tmp_path, capsys, pdf)
    assert [c["unicode"] for c in out["pages"][0]["strings"][0]["codes"]] == ["\u2f00", "\uf91d"]
    bare = partial(type0_font, ordering="Identity", supplement=0, to_unicode=tu)
    pdf = page_pdf({"F1": bare}, content_tj("F1", 12, b"\x00\x01\x00\x02"))
    assert text_of(tmp_path, capsys, pdf) == "\u2f00\uf91d"


def test_text_json_maps_glyphs_back_to_strings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = content_tj("F1", 12, u16("A"), x=72, y=700) + content_tj(
        "F1", 12, u16("B"), x=80, y=700
    )
    path = save(page_pdf({"F1": IDENTITY_ADOBE}, content), tmp_path)
    out = json.loads(run(capsys, "text", str(path), "--json"))
    (line,) = out["pages"][0]["lines"]
    assert line["text"] == "AB\n" or line["text"] == "AB"
    assert [(g["text"], g["string"], g["code"]) for g in line["glyphs"]] == [
        ("A", 0, 0),
        ("B", 1, 0),
    ]


def test_fake_bold_overprint_is_not_doubled(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = content_tj("F1", 12, u16("Hi"), x=72, y=700) + content_tj(
        "F1", 12, u16("Hi"), x=72.3, y=700
    )
    assert text_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, content)) == "Hi"


def test_tagged_page_keeps_the_logical_order_of_its_marked_content(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The second column is drawn first in the content but tagged as the later sequence;
    # a tagged page keeps content (logical) order instead of reordering by geometry.
    def tagged(mcid: int, x: float, word: str) -> bytes:
        return (
            b"/P << /MCID "
            + str(mcid).encode()
            + b" >> BDC "
            + content_tj("F1", 10, u16(word), x=x, y=700)
            + b" EMC\n"
        )

    content = tagged(0, 320, "first") + tagged(1, 72, "second")
    assert text_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, content)) == "first\nsecond"
    untagged = content_tj("F1", 10, u16("first"), x=320, y=700) + content_tj(
        "F1", 10, u16("second"), x=72, y=700
    )
    assert text_of(tmp_path, capsys, page_pdf({"F1": IDENTITY_ADOBE}, untagged)) == "second\nfirst"


def test_plain_text_without_spans_is_the_text_with_spans(tmp_path: Path) -> None:
    """`text` skips the mapping back to codes; the text itself must not change. Rotated,
    negative-spacing and overprinted strings exercise the paths beside the upright one."""
    from inspector.analysis import Analysis
    from inspector.text import extract_page_text

    content = (
        content_tj("F1", 12, [u16("AB"), -1200, u16("CD")], y=700)
        + b"BT /F1 12 Tf -3 Tc 72 680 Td <00410042004300440045> Tj ET\n"
        + content_tj("F1", 12, u16("EF"), y=660)
        + content_tj("F1", 12, u16("EF"), y=660)  # fake bold: drawn twice
        + b"BT /F1 12 Tf 0 1 -1 0 300 300 Tm <00470048> Tj ET\n"
    )
    path = save(page_pdf({"F1": IDENTITY_ADOBE}, content), tmp_path)
    with Analysis(path) as analysis:
        trace = analysis.trace_page(0)
    full = extract_page_text(trace)
    plain = extract_page_text(trace, spans=False)
    assert plain.text == full.text
    assert "AB CD" in full.text and "EF" in full.text and "GH" in full.text
    assert full.text.count("EF") == 1
    assert plain.spans == () and len(full.spans) == sum(1 for c in full.text if c not in " \n")


def _full_and_text_only(path: Path) -> tuple[list[str], list[float | None]]:
    """The page's text read by a full analysis and by one for text alone, and the program
    advances the latter gave the first string's codes."""
    from inspector.analysis import Analysis
    from inspector.text import extract_page_text

    texts = []
    advances: list[float | None] = []
    for text_only in (False, True):
        with Analysis(path, text_only=text_only) as analysis:
            trace = analysis.trace_page(0)
            texts.append(extract_page_text(trace).text)
            advances = [info.program_advance for info in trace.strings[0].decoded.infos]
    return texts, advances


def test_text_reads_the_program_only_for_codes_whose_text_needs_it(tmp_path: Path) -> None:
    # Code 1: a Kangxi radical the program unifies; code 2: plain, from the ToUnicode;
    # code 3: unmapped, recovered from the program's cmap. A text-only analysis asks the
    # program about codes 1 and 3 alone, and reads the same text as a full one.

    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "2f00"), ("0002", "4e8c")])
    program = embedded_truetype({"\u2f00": "one", "\u4e00": "one", "\u4e8c": "two", "A": "a"})
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=program,
        to_unicode=tu,
    )
    path = save(page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x03")), tmp_path)
    texts, advances = _full_and_text_only(path)
    assert texts == ["一二A\n", "一二A\n"]
    assert advances == [1000.0, None, 1000.0]  # the last analysis: text only


def test_text_reads_a_simple_fonts_program_only_for_codes_whose_text_needs_it(
    tmp_path: Path,
) -> None:
    # The same for a simple TrueType font: code A a Kangxi radical (its program is asked
    # whether to unify it), B plain from the ToUnicode, C unmapped (its glyph name means
    # nothing) and recovered from the program's cmap.

    tu = cmap_stream_bytes([("00", "ff")], bfchars=[("41", "2f00"), ("42", "4e8c")])
    program = embedded_truetype({"\u2f00": "one", "\u4e00": "one", "\u4e8c": "two", "A": "g3"})
    font = partial(
        simple_font,
        subtype="TrueType",
        base_font="ABCDEF+Test",
        differences=[65, "one", "two", "g3"],
        first_char=65,
        widths=[1000, 1000, 1000],
        to_unicode=tu,
        font_file2=program,
    )
    path = save(page_pdf({"F1": font}, content_tj("F1", 12, b"ABC")), tmp_path)
    texts, advances = _full_and_text_only(path)
    assert texts[0] == texts[1] and texts[0][1:] == "二A\n"
    assert advances == [1000.0, None, 1000.0]  # the last analysis: text only


def test_math_set_glyph_by_glyph_keeps_the_spaces_round_its_operators(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # LuaTeX's a² + b² = c²: every glyph a string of its own, the superscripts touching
    # their base, 0.22 em round "+" and 0.28 em round "=" (TeX's medium and thick math
    # spaces). Half the line's gaps are spaces: the median gap is one of them, and read
    # as the tracking it left none (a2+b2=c2). MuPDF, PyMuPDF and pypdf print the spaces.
    font = partial(simple_font, base_font="Times-Roman", encoding="WinAnsiEncoding")
    glyphs = [  # (x, size, rise, character): Times widths a 444, 2 500, + 564, b 500, c 444
        (100.0, 10, 0, "a"),
        (104.44, 7, 3.6, "2"),
        (110.71, 10, 0, "+"),
        (118.57, 10, 0, "b"),
        (123.57, 7, 3.6, "2"),
        (130.90, 10, 0, "="),
        (139.32, 10, 0, "c"),
        (143.76, 7, 3.6, "2"),
    ]
    content = "".join(
        f"BT /F1 {size} Tf 1 0 0 1 {x} {700 + rise} Tm ({ch}) Tj ET\n"
        for x, size, rise, ch in glyphs
    )
    path = save(page_pdf({"F1": font}, content.encode()), tmp_path)
    assert run(capsys, "text", str(path)).strip() == "a2 + b2 = c2"


def test_a_tounicode_value_of_nul_gives_way_to_the_glyph_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A TeX math font (CMMI10) in a figure: /Differences names code 33 /phi, and the
    # ToUnicode maps it to U+0000. NUL is never text: the glyph name gives φ. The trace
    # still shows what the ToUnicode says; --no-recover keeps it.
    tu = cmap_stream_bytes([("00", "ff")], bfchars=[("21", "0000"), ("31", "0031")])
    font = partial(
        simple_font,
        base_font="CMMI10",
        differences=[33, "phi", 49, "one"],
        first_char=33,
        widths=[596] + [0] * 15 + [500],
    )
    pdf = page_pdf({"F1": partial(font, to_unicode=tu)}, content_tj("F1", 12, b"!1"))
    assert text_of(tmp_path, capsys, pdf) == "φ1"
    assert text_of(tmp_path, capsys, pdf, "--no-recover") == "\x001"
    infos = trace_of(tmp_path, capsys, pdf)["pages"][0]["strings"][0]["codes"]
    assert infos[0]["unicode"] == "\x00"
