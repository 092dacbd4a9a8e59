"""Tests of inspector.encoding and of the shipped data it and inspector.cmap read."""

from __future__ import annotations

import gzip

import pytest

from inspector.encoding import (
    BASE_ENCODING_NAMES,
    STANDARD_14_FONTS,
    base_encoding,
    glyph_name_to_unicode,
    is_meaningful_glyph_name,
    standard14_font,
    standard14_metrics,
    standard14_width,
)
from inspector.shipped import resource_path

# ---------------------------------------------------------------- base encodings


@pytest.mark.parametrize(
    ("encoding", "code", "glyph"),
    [
        ("StandardEncoding", 0x27, "quoteright"),
        ("StandardEncoding", 0x60, "quoteleft"),
        ("StandardEncoding", 0xA4, "fraction"),
        ("StandardEncoding", 0xE1, "AE"),
        ("StandardEncoding", 0x41, "A"),
        ("WinAnsiEncoding", 0x80, "Euro"),
        ("WinAnsiEncoding", 0x27, "quotesingle"),
        ("WinAnsiEncoding", 0x95, "bullet"),
        ("WinAnsiEncoding", 0xA0, "space"),
        ("WinAnsiEncoding", 0xAD, "hyphen"),
        ("WinAnsiEncoding", 0x8E, "Zcaron"),
        ("MacRomanEncoding", 0xA5, "bullet"),
        ("MacRomanEncoding", 0x80, "Adieresis"),
        ("MacRomanEncoding", 0xCA, "space"),
        ("MacRomanEncoding", 0xDB, "currency"),
        ("MacExpertEncoding", 0x21, "exclamsmall"),
        ("MacExpertEncoding", 0x56, "ff"),
        ("MacExpertEncoding", 0x61, "Asmall"),
        ("Symbol", 0x61, "alpha"),
        ("Symbol", 0x41, "Alpha"),
        ("Symbol", 0xA0, "Euro"),
        ("ZapfDingbats", 0x21, "a1"),
        ("ZapfDingbats", 0x23, "a202"),
        ("ZapfDingbats", 0x20, "space"),
    ],
)
def test_base_encoding_entries(encoding: str, code: int, glyph: str) -> None:
    assert base_encoding(encoding)[code] == glyph


@pytest.mark.parametrize("name", BASE_ENCODING_NAMES)
def test_every_base_encoding_has_256_entries_and_no_notdef(name: str) -> None:
    table = base_encoding(name)
    assert len(table) == 256
    assert ".notdef" not in table
    assert table[0] is None


@pytest.mark.parametrize("code", [0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D])
def test_winansi_unused_codes_are_unused_not_bullets(code: int) -> None:
    # Annex D assigns the bullet only to 0x95; the other codes are left unused.
    assert base_encoding("WinAnsiEncoding")[code] is None


def test_standard_encoding_leaves_latin1_accented_letters_unencoded() -> None:
    assert base_encoding("StandardEncoding")[0xC0] is None
    assert base_encoding("WinAnsiEncoding")[0xC0] == "Agrave"
    assert base_encoding("StandardEncoding")[0xE9] == "Oslash"


def test_unknown_base_encoding_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        base_encoding("PDFDocEncoding")


# ------------------------------------------------------------------- glyph names


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("A", "A"),
        ("space", " "),
        ("Euro", "€"),
        ("afii10017", "А"),  # Cyrillic capital A, an AGL name despite its digits
        ("uni4E00", "一"),
        ("uni00410042", "AB"),
        ("u1F600", "😀"),
        ("u0041", "A"),
        ("u10FFFF", "\U0010ffff"),
        ("a.sc", "a"),
        ("one.oldstyle", "1"),
        ("uni0041.alt", "A"),
        ("f_i", "fi"),
        ("f_f_i", "ffi"),
        ("T_h.liga", "Th"),
        ("fi", "\ufb01"),
        ("ffl", "\ufb04"),
        ("dotlessi", "ı"),
        ("Dieresis", "\uf6cb"),  # the AGL's own private-use value
    ],
)
def test_glyph_name_to_unicode(name: str, text: str) -> None:
    assert glyph_name_to_unicode(name) == text
    assert is_meaningful_glyph_name(name)


@pytest.mark.parametrize(
    "name",
    [
        ".notdef",
        ".null",
        "",
        "uniD800",  # surrogates are rejected
        "uniDFFF0041",
        "uD800",
        "u110000",  # beyond Unicode
        "uni20ac",  # lowercase hex is not the uni form
        "uni004",  # not a multiple of four digits
        "u0000041",  # seven digits
        "g12",
        "g123",
        "G12",
        "glyph45",
        "gid7",
        "index12",
        "cid00034",
        "cid12345",
        "G3A",
        "c1F",
        "C0041",
        "123",
        "a1",  # a ZapfDingbats name, meaningless elsewhere
        "nosuchglyphname",
    ],
)
def test_meaningless_glyph_names_give_none(name: str) -> None:
    assert glyph_name_to_unicode(name) is None
    assert not is_meaningful_glyph_name(name)


def test_zapf_dingbats_names_only_for_zapf_dingbats() -> None:
    assert glyph_name_to_unicode("a1", zapf_dingbats=True) == "\u2701"
    assert glyph_name_to_unicode("a202", zapf_dingbats=True) == "\u2703"
    assert glyph_name_to_unicode("a109", zapf_dingbats=True) == "\u2660"
    assert glyph_name_to_unicode("a1") is None
    assert is_meaningful_glyph_name("a1", zapf_dingbats=True)
    # A leading zero is not a name of the list.
    assert glyph_name_to_unicode("a01", zapf_dingbats=True) is None
    # AGL names keep their meaning in ZapfDingbats.
    assert glyph_name_to_unicode("space", zapf_dingbats=True) == " "


def test_every_zapf_dingbats_glyph_maps_into_the_dingbats_and_related_blocks() -> None:
    for name in base_encoding("ZapfDingbats"):
        if name is None or name == "space":
            continue
        text = glyph_name_to_unicode(name, zapf_dingbats=True)
        assert text is not None and len(text) == 1
        assert 0x2190 <= ord(text) <= 0x27BF, (name, text)


def test_every_glyph_of_the_latin_base_encodings_is_meaningful() -> None:
    for encoding in ("StandardEncoding", "WinAnsiEncoding", "MacRomanEncoding", "Symbol"):
        for name in base_encoding(encoding):
            assert name is None or is_meaningful_glyph_name(name), (encoding, name)


def test_component_without_meaning_is_dropped_from_a_ligature_name() -> None:
    # AGL specification: a component that maps to nothing contributes the empty string.
    assert glyph_name_to_unicode("f_g12") == "f"
    assert glyph_name_to_unicode("g12_g13") is None


# ------------------------------------------------------------------- standard 14


@pytest.mark.parametrize(
    ("base_font", "canonical"),
    [
        ("Helvetica", "Helvetica"),
        ("Times-Roman", "Times-Roman"),
        ("ZapfDingbats", "ZapfDingbats"),
        ("ABCDEF+Helvetica-Bold", "Helvetica-Bold"),
        ("Arial", "Helvetica"),
        ("ArialMT", "Helvetica"),
        ("Arial,Bold", "Helvetica-Bold"),
        ("Arial-BoldMT", "Helvetica-Bold"),
        ("Arial,Italic", "Helvetica-Oblique"),
        ("Arial-BoldItalicMT", "Helvetica-BoldOblique"),
        ("QWERTY+Arial,BoldItalic", "Helvetica-BoldOblique"),
        ("Helvetica,Bold", "Helvetica-Bold"),
        ("Helvetica-Italic", "Helvetica-Oblique"),
        ("TimesNewRoman", "Times-Roman"),
        ("TimesNewRomanPSMT", "Times-Roman"),
        ("TimesNewRoman,Bold", "Times-Bold"),
        ("TimesNewRomanPS-BoldMT", "Times-Bold"),
        ("TimesNewRomanPS-ItalicMT", "Times-Italic"),
        ("TimesNewRoman,BoldItalic", "Times-BoldItalic"),
        ("Times New Roman,Bold", "Times-Bold"),
        ("Times", "Times-Roman"),
        ("CourierNew", "Courier"),
        ("CourierNewPSMT", "Courier"),
        ("CourierNew,Bold", "Courier-Bold"),
        ("CourierNewPS-BoldItalicMT", "Courier-BoldOblique"),
        ("Courier-Italic", "Courier-Oblique"),
        ("SymbolMT", "Symbol"),
        ("Symbol,Bold", "Symbol"),
        ("helvetica", "Helvetica"),
    ],
)
def test_standard14_font_names_and_aliases(base_font: str, canonical: str) -> None:
    assert standard14_font(base_font) == canonical


@pytest.mark.parametrize(
    "base_font",
    [
        "MSMincho",
        "Arial-Black",
        "ArialNarrow",
        "Helvetica-Light",
        "Helvetica-Narrow",
        "Calibri,Bold",
        "abcdef+Helvetica",  # a subset tag is six uppercase letters
        "ABCDE+Helvetica",
        "",
    ],
)
def test_other_fonts_are_not_standard(base_font: str) -> None:
    assert standard14_font(base_font) is None


def test_every_standard_font_has_metrics() -> None:
    for font in STANDARD_14_FONTS:
        metrics = standard14_metrics(font)
        assert metrics is not None
        ascent, descent, bbox = metrics
        assert descent < 0 < ascent
        assert bbox[0] < bbox[2] and bbox[1] < bbox[3]


@pytest.mark.parametrize(
    ("font", "glyph", "width"),
    [
        ("Helvetica", "A", 667),
        ("Helvetica", "space", 278),
        ("Helvetica-Bold", "A", 722),
        ("Times-Roman", "space", 250),
        ("Times-Roman", "A", 722),
        ("Times-Italic", "a", 500),
        ("Symbol", "alpha", 631),
        ("ZapfDingbats", "a1", 974),
        ("Helvetica", "Euro", 556),
        ("Helvetica", "Scommaaccent", 667),  # from the 315-glyph AFMs
    ],
)
def test_standard14_width(font: str, glyph: str, width: float) -> None:
    assert standard14_width(font, glyph) == width


@pytest.mark.parametrize("font", ["Courier", "Courier-Bold", "Courier-Oblique"])
@pytest.mark.parametrize("glyph", ["A", "space", "period", "eacute", "Lcaron", "fi"])
def test_courier_is_600_for_any_glyph(font: str, glyph: str) -> None:
    assert standard14_width(font, glyph) == 600


def test_standard14_width_accepts_other_names_of_the_same_character() -> None:
    assert standard14_width("Helvetica", "uni0041") == 667
    assert standard14_width("Helvetica", "Tcedilla") == standard14_width(
        "Helvetica", "Tcommaaccent"
    )


def test_standard14_width_unknown_glyph_or_font() -> None:
    assert standard14_width("Helvetica", "alpha") is None
    assert standard14_width("Helvetica", "g12") is None
    assert standard14_width("Arial", "A") is None  # canonical names only


def test_standard14_metrics() -> None:
    assert standard14_metrics("Helvetica") == (718.0, -207.0, (-166.0, -225.0, 1000.0, 931.0))
    # The Symbol AFM has no Ascender/Descender: the bounding box stands in.
    assert standard14_metrics("Symbol") == (1010.0, -293.0, (-180.0, -293.0, 1090.0, 1010.0))
    assert standard14_metrics("Arial") is None


# --------------------------------------------------------------- shipped CMaps


# The upstream file Adobe-CNS1-ETen-B5 declares /CMapName /Adobe-CNS1-ETenms-B5; it is
# shipped unchanged, under its file name.
CMAP_NAME_DIFFERS_FROM_FILE = {"Adobe-CNS1-ETen-B5": "Adobe-CNS1-ETenms-B5"}


def test_every_shipped_cmap_decompresses_and_is_a_cmap() -> None:
    files = sorted(resource_path("cmap").glob("*.gz"))
    assert len(files) > 200
    for path in files:
        data = gzip.decompress(path.read_bytes())
        assert b"begincmap" in data, path.name
        name = path.name.removesuffix(".gz")
        declared = CMAP_NAME_DIFFERS_FROM_FILE.get(name, name)
        assert f"/CMapName /{declared} def".encode() in data, path.name


@pytest.mark.parametrize(
    "name",
    ["Identity-H", "Identity-V", "UniJIS-UCS2-H", "90ms-RKSJ-H", "GBK-EUC-H", "Adobe-KR-UCS2"]
    + [f"Adobe-{o}-UCS2" for o in ("GB1", "CNS1", "Japan1", "Korea1")],
)
def test_predefined_cmaps_and_ucs2_maps_are_shipped(name: str) -> None:
    assert resource_path("cmap", f"{name}.gz").is_file()


def test_shipped_cmaps_carry_their_licence_notice() -> None:
    notice = resource_path("cmap", "NOTICE.txt").read_text(encoding="utf-8")
    assert "Adobe" in notice
    assert "Redistribution and use in source and binary forms" in notice


def test_shipped_glyph_names_are_what_the_adobe_glyph_list_gives() -> None:
    # resources/glyphnames.json answers for the names of the shipped encodings without
    # importing fontTools.agl; it must hold every such name and agree with fontTools.
    import json

    from fontTools import agl

    from inspector.encoding.glyphnames import _agl_text

    shipped = json.loads(resource_path("glyphnames.json").read_text("utf-8"))
    for name in BASE_ENCODING_NAMES:
        for glyph in base_encoding(name):
            if glyph:
                assert glyph in shipped["agl"], glyph
    assert set(shipped["zapf"]) == {g for g in base_encoding("ZapfDingbats") if g}
    for glyph, text in shipped["agl"].items():
        assert text == agl.toUnicode(glyph), glyph
        assert _agl_text(glyph, False) == text
    for glyph, text in shipped["zapf"].items():
        assert text == agl.toUnicode(glyph, isZapfDingbats=True), glyph
    # Names outside the table still go to fontTools.
    assert _agl_text("uni4E00", False) == "\u4e00"
    assert _agl_text("Lcommaaccent", False) == "\u013b"
