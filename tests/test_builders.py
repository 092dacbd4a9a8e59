"""The test builders make PDFs, fonts and CMaps with exactly the entries asked for."""

from __future__ import annotations

import io
from functools import partial
from pathlib import Path

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
    type3_font,
)
from fontTools.ttLib import TTFont


def reopen(pdf: pikepdf.Pdf, tmp_path: Path) -> pikepdf.Pdf:
    """Save, reopen and require a clean structural check (as ``qpdf --check``)."""
    reopened = pikepdf.Pdf.open(save(pdf, tmp_path))
    assert reopened.check_pdf_syntax() == []
    return reopened


def load_font(data: bytes) -> TTFont:
    return TTFont(io.BytesIO(data))


def test_type0_predefined_cmap(tmp_path: Path) -> None:
    pdf = page_pdf(
        {"F1": partial(type0_font, encoding="UniJIS-UTF16-H", w=[1, [500, 600]], dw=900)},
        content_tj("F1", 12, b"\x30\x42"),
    )
    doc = reopen(pdf, tmp_path)
    font = doc.pages[0].Resources.Font.F1
    assert font.Subtype == "/Type0"
    assert font.Encoding == "/UniJIS-UTF16-H"
    assert font.BaseFont == "/KozMinPr6N-Regular-UniJIS-UTF16-H"
    assert "/ToUnicode" not in font
    cid_font = font.DescendantFonts[0]
    assert cid_font.Subtype == "/CIDFontType0"
    info = cid_font.CIDSystemInfo
    assert (str(info.Registry), str(info.Ordering), int(info.Supplement)) == ("Adobe", "Japan1", 6)
    assert [int(cid_font.W[0]), [int(v) for v in cid_font.W[1]]] == [1, [500, 600]]
    assert cid_font.DW == 900
    assert "/CIDToGIDMap" not in cid_font and "/W2" not in cid_font
    desc = cid_font.FontDescriptor
    assert desc.FontName == "/KozMinPr6N-Regular"
    assert (desc.Flags, desc.Ascent, desc.Descent) == (4, 880, -120)
    for key in ("/FontBBox", "/CapHeight", "/StemV", "/ItalicAngle"):
        assert key in desc


def test_type0_embedded_cmap_truetype_and_wrong_types(tmp_path: Path) -> None:
    parent = cmap_stream_bytes([("00", "FF")], cidranges=[("00", "FF", 1)], name="Parent-H")
    child = cmap_stream_bytes([("8140", "817E")], cidchars=[("8140", 633)], name="Child-V")
    program = embedded_truetype("あ")
    factory = partial(
        type0_font,
        encoding=child,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        to_unicode="Identity-H",
        w2=[1, 1, -1000, 500, 880],
        dw2=[880, -1000],
        cid_to_gid=b"\x00\x00\x00\x01",
        font_file2=program,
        encoding_cmap_dict={"/UseCMap": parent, "WMode": 1},
    )
    doc = reopen(page_pdf({"F1": factory}), tmp_path)
    font = doc.pages[0].Resources.Font.F1
    cmap = font.Encoding
    assert isinstance(cmap, pikepdf.Stream)
    assert (cmap.Type, cmap.CMapName, cmap.WMode) == ("/CMap", "/Child-V", 1)
    assert str(cmap.CIDSystemInfo.Ordering) == "Identity"
    assert cmap.read_bytes() == child
    assert cmap.UseCMap.CMapName == "/Parent-H"
    assert cmap.UseCMap.read_bytes() == parent
    assert font.ToUnicode == "/Identity-H"
    cid_font = font.DescendantFonts[0]
    assert cid_font.Subtype == "/CIDFontType2"
    assert cid_font.CIDToGIDMap.read_bytes() == b"\x00\x00\x00\x01"
    assert [float(v) for v in cid_font.DW2] == [880, -1000]
    assert len(cid_font.W2) == 5
    stream = cid_font.FontDescriptor.FontFile2
    assert stream.read_bytes() == program and stream.Length1 == len(program)


def test_type0_to_unicode_stream_and_identity_map(tmp_path: Path) -> None:
    tounicode = cmap_stream_bytes([("0000", "FFFF")], bfchars=[("0001", "3042")])
    factory = partial(type0_font, to_unicode=tounicode, cid_to_gid="Identity")
    doc = reopen(page_pdf({"F1": factory}), tmp_path)
    font = doc.pages[0].Resources.Font.F1
    assert font.ToUnicode.read_bytes() == tounicode
    assert font.DescendantFonts[0].CIDToGIDMap == "/Identity"


def test_simple_font_encoding_differences_widths(tmp_path: Path) -> None:
    factory = partial(
        simple_font,
        subtype="TrueType",
        base_font="Test",
        encoding="WinAnsiEncoding",
        differences=[65, "A", "/B", 200, "uni3042"],
        first_char=65,
        widths=[500, 600],
        missing_width=250,
        to_unicode=b"cmap",
        font_file2=embedded_truetype({"A": "A", "B": "B"}),
    )
    doc = reopen(page_pdf({"F1": factory}), tmp_path)
    font = doc.pages[0].Resources.Font.F1
    assert (font.Subtype, font.BaseFont) == ("/TrueType", "/Test")
    assert font.Encoding.Type == "/Encoding"
    assert font.Encoding.BaseEncoding == "/WinAnsiEncoding"
    assert list(font.Encoding.Differences) == [65, "/A", "/B", 200, "/uni3042"]
    assert (font.FirstChar, font.LastChar) == (65, 66)
    assert [int(v) for v in font.Widths] == [500, 600]
    assert font.FontDescriptor.MissingWidth == 250
    assert "/FontFile2" in font.FontDescriptor
    assert font.ToUnicode.read_bytes() == b"cmap"


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({}, None),
        ({"encoding": "MacRomanEncoding"}, "/MacRomanEncoding"),
        ({"differences": [1, "a"]}, [1, "/a"]),
    ],
)
def test_simple_font_encoding_forms(
    tmp_path: Path, kwargs: dict[str, object], expected: object
) -> None:
    doc = reopen(page_pdf({"F1": partial(simple_font, **kwargs)}), tmp_path)
    font = doc.pages[0].Resources.Font.F1
    assert (font.Subtype, font.BaseFont) == ("/Type1", "/Helvetica")
    assert "/FontDescriptor" not in font and "/Widths" not in font
    if expected is None:
        assert "/Encoding" not in font
    elif isinstance(expected, str):
        assert font.Encoding == expected
    else:
        assert "/BaseEncoding" not in font.Encoding
        assert font.Encoding.Type == "/Encoding"
        assert list(font.Encoding.Differences) == expected


def test_simple_font_encoding_dict_and_descriptor(tmp_path: Path) -> None:
    factory = partial(
        simple_font,
        encoding={"Type": "Encoding", "Differences": [32, "space"]},
        descriptor=True,
    )
    doc = reopen(page_pdf({"F1": factory}), tmp_path)
    font = doc.pages[0].Resources.Font.F1
    assert list(font.Encoding.Differences) == [32, "/space"]
    assert font.FontDescriptor.FontName == "/Helvetica"
    assert "/MissingWidth" not in font.FontDescriptor


def test_type3_font(tmp_path: Path) -> None:
    def factory(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        resources = pikepdf.Dictionary(ProcSet=pikepdf.Array([pikepdf.Name.PDF]))
        return type3_font(
            pdf,
            glyphs={"a": b"500 0 d0 0 0 500 500 re f", "/b": b"600 0 d0"},
            encoding_differences=[97, "a", "b"],
            first_char=97,
            widths=[500, 600],
            to_unicode=b"tu",
            resources=resources,
        )

    doc = reopen(page_pdf({"T3": factory}), tmp_path)
    font = doc.pages[0].Resources.Font.T3
    assert font.Subtype == "/Type3"
    assert [float(v) for v in font.FontMatrix] == [0.001, 0, 0, 0.001, 0, 0]
    assert sorted(font.CharProcs.keys()) == ["/a", "/b"]
    assert font.CharProcs.a.read_bytes() == b"500 0 d0 0 0 500 500 re f"
    assert list(font.Encoding.Differences) == [97, "/a", "/b"]
    assert (font.FirstChar, font.LastChar) == (97, 98)
    assert font.ToUnicode.read_bytes() == b"tu"
    assert list(font.Resources.ProcSet) == ["/PDF"]


def test_page_pdf_pages_forms_rotate(tmp_path: Path) -> None:
    pdf = page_pdf(
        {"F1": type0_font, "F2": simple_font},
        [b"q Q", b"/Fm1 Do"],
        xobjects={"Fm1": content_tj("F2", 10, b"A")},
        rotate=90,
        media_box=(0, 0, 200, 300),
    )
    reopened = reopen(pdf, tmp_path)
    assert len(reopened.pages) == 2
    first, second = (page.obj for page in reopened.pages)
    assert first.Contents.read_bytes() == b"q Q"
    assert second.Contents.read_bytes() == b"/Fm1 Do"
    assert first.Rotate == 90
    assert [int(v) for v in first.MediaBox] == [0, 0, 200, 300]
    assert first.Resources.Font.F1.objgen == second.Resources.Font.F1.objgen
    form = second.Resources.XObject.Fm1
    assert (form.Type, form.Subtype) == ("/XObject", "/Form")
    assert form.Resources.Font.F2.objgen == first.Resources.Font.F2.objgen
    assert b"/F2 10 Tf" in form.read_bytes()


def test_page_pdf_repeats_content_and_defaults(tmp_path: Path) -> None:
    reopened = reopen(page_pdf(content=b"BT ET", pages=3), tmp_path)
    assert [p.obj.Contents.read_bytes() for p in reopened.pages] == [b"BT ET"] * 3
    page = reopened.pages[0].obj
    assert "/Rotate" not in page and "/XObject" not in page.Resources
    assert [int(v) for v in page.MediaBox] == [0, 0, 595, 842]


def test_content_tj_tj_and_TJ() -> None:
    assert content_tj("F1", 12, b"\x81\x40") == b"BT\n/F1 12 Tf\n72 720 Td\n<8140> Tj\nET\n"
    stream = content_tj("/F2", 10.5, b"A", [b"\x00\x01", -250, b"B", 12.25], x=0, y=1.5)
    assert stream.splitlines() == [
        b"BT",
        b"/F2 10.5 Tf",
        b"0 1.5 Td",
        b"<41> Tj",
        b"[<0001> -250 <42> 12.25] TJ",
        b"ET",
    ]
    pdf = pikepdf.Pdf.new()
    instructions = pikepdf.parse_content_stream(pdf.make_stream(stream))
    assert [str(i.operator) for i in instructions] == ["BT", "Tf", "Td", "Tj", "TJ", "ET"]


def test_embedded_truetype_from_string() -> None:
    font = load_font(embedded_truetype("あい𠀋"))
    assert font.getGlyphOrder() == [".notdef", "uni3042", "uni3044", "u2000B"]
    assert font.getBestCmap() == {0x3042: "uni3042", 0x3044: "uni3044", 0x2000B: "u2000B"}
    subtables = {(t.platformID, t.platEncID, t.format) for t in font["cmap"].tables}
    assert subtables == {(3, 1, 4), (3, 10, 12)}
    assert font["post"].formatType == 2.0
    assert font["hmtx"]["uni3042"][0] == 1000
    assert font["glyf"]["uni3042"].numberOfContours == 1


def test_embedded_truetype_names_metrics_and_options() -> None:
    data = embedded_truetype({"A": "alpha", "B": "beta"}, units_per_em=2048, advance={"beta": 1500})
    font = load_font(data)
    assert font.getGlyphOrder() == [".notdef", "alpha", "beta"]
    assert font["head"].unitsPerEm == 2048
    assert font["hmtx"]["alpha"][0] == 2048 and font["hmtx"]["beta"][0] == 1500
    assert [(t.platformID, t.platEncID) for t in font["cmap"].tables] == [(3, 1)]
    assert font["cmap"].getcmap(3, 1).cmap == {65: "alpha", 66: "beta"}

    bare = load_font(embedded_truetype("AB", include_cmap=False, glyph_names=False))
    assert "cmap" not in bare
    assert bare["post"].formatType == 3.0
    assert len(bare.getGlyphOrder()) == 3


def test_cmap_stream_bytes_sections() -> None:
    text = cmap_stream_bytes(
        [("00", "80"), ("8140", "9FFC")],
        cidranges=[("8140", "817E", 633)],
        cidchars=[("20", 1)],
        notdefranges=[("00", "1F", 1)],
        bfchars=[("8140", "3000"), ("8141", ["D840", "DC0B"])],
        bfranges=[("8142", "8143", "3001"), ("8144", "8145", ["0041", "0042"])],
        usecmap="90ms-RKSJ-H",
        name="My-V",
        ordering="GB1",
        supplement=5,
        wmode=1,
    ).decode("ascii")
    assert text.startswith("%!PS-Adobe-3.0 Resource-CMap\n/CIDInit /ProcSet findresource begin")
    assert text.endswith("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
    for fragment in (
        "begincmap\n/90ms-RKSJ-H usecmap\n",
        "/Registry (Adobe) def",
        "/Ordering (GB1) def",
        "/Supplement 5 def",
        "/CMapName /My-V def",
        "/CMapType 1 def",
        "/WMode 1 def",
        "2 begincodespacerange\n<00> <80>\n<8140> <9FFC>\nendcodespacerange",
        "1 begincidrange\n<8140> <817E> 633\nendcidrange",
        "1 begincidchar\n<20> 1\nendcidchar",
        "1 beginnotdefrange\n<00> <1F> 1\nendnotdefrange",
        "2 beginbfchar\n<8140> <3000>\n<8141> [<D840> <DC0B>]\nendbfchar",
        "2 beginbfrange\n<8142> <8143> <3001>\n<8144> <8145> [<0041> <0042>]\nendbfrange",
    ):
        assert fragment in text


def test_cmap_stream_bytes_tounicode_defaults_and_chunks() -> None:
    entries = [(f"{i:04X}", f"{0x3000 + i:04X}") for i in range(250)]
    text = cmap_stream_bytes([("0000", "FFFF")], bfchars=entries).decode("ascii")
    assert "/CMapType 2 def" in text
    assert "/CMapName /Test-H def" in text
    assert "usecmap" not in text and "/WMode" not in text and "cidrange" not in text
    assert text.count("100 beginbfchar") == 2 and text.count("50 beginbfchar") == 1
    assert text.count("endbfchar") == 3
    assert "<00F9> <30F9>" in text

    assert "codespacerange" not in cmap_stream_bytes([], usecmap="Base-H").decode()
