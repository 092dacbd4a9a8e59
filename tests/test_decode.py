"""The decoding chain on the smallest PDFs, checked through ``trace --json``."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

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
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.cli import main
from inspector.decode.composite import destination_text
from inspector.decode.evidence import is_variant_ideograph, unified_ideograph
from inspector.decode.unicode import utf16_text
from inspector.decode.widths import CidMetrics

TO_UNICODE_2BYTE = partial(cmap_stream_bytes, [("0000", "ffff")])


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def trace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fonts: dict[str, Any], content: bytes
) -> list[dict[str, Any]]:
    """The strings of page 1."""
    path = save(page_pdf(fonts, content), tmp_path)
    return run(capsys, "trace", str(path), "--json")["pages"][0]["strings"]  # type: ignore[no-any-return]


def codes(strings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [c for s in strings for c in s["codes"]]


def fonts(tmp_path: Path, capsys: pytest.CaptureFixture[str], fonts: dict[str, Any]) -> list[Any]:
    path = save(page_pdf(fonts, b""), tmp_path)
    return run(capsys, "fonts", str(path), "--json")["fonts"]  # type: ignore[no-any-return]


# --- composite fonts ---------------------------------------------------------------------


def test_identity_h_with_japan1_descendant_uses_the_collection_not_the_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    strings = trace(tmp_path, capsys, {"F1": type0_font}, content_tj("F1", 12, b"\x30\x42"))
    (code,) = codes(strings)
    # CID 12354 (0x3042) of Adobe-Japan1 is "ろ"; reading the CID as Unicode would give "あ".
    assert code["bytes"] == "3042"
    assert code["cid"] == 12354
    assert code["unicode"] == "ろ"
    assert code["source"] == "collection"
    assert code["source_ref"].startswith("Adobe-Japan1-UCS2:")
    assert code["width"] == 1000
    assert code["flags"] == []


def test_adobe_identity_without_tounicode_is_unmapped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0, subtype="CIDFontType2")
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x30\x42\x00\x05"))
    assert [c["unicode"] for c in codes(strings)] == [None, None]
    assert all("unmapped" in c["flags"] and c["source"] is None for c in codes(strings))
    assert [c["cid"] for c in codes(strings)] == [0x3042, 5]
    # CIDFontType2 without CIDToGIDMap: GID = CID.
    assert [c["gid"] for c in codes(strings)] == [0x3042, 5]


def test_tounicode_is_keyed_on_the_complete_code_and_wins_over_the_collection(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tu = TO_UNICODE_2BYTE(bfchars=[("3042", "3042")], bfranges=[("0041", "0042", "0061")])
    font = partial(type0_font, to_unicode=tu)
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x30\x42\x00\x42\x00\x43")
    )
    got = [(c["unicode"], c["source"]) for c in codes(strings)]
    assert got[0] == ("あ", "tounicode")
    assert got[1] == ("b", "tounicode")
    # CID 0x43 is not in the ToUnicode: Adobe-Japan1-UCS2 answers.
    assert got[2][1] == "collection"


def test_code_outside_rectangular_codespace_is_invalid(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cmap = cmap_stream_bytes([("8140", "82bf")], cidranges=[("8140", "82bf", 100)])
    font = partial(type0_font, encoding=cmap)
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x82\x01\x81\x40"))
    got = [(c["bytes"], c["cid"], c["flags"]) for c in codes(strings)]
    assert got[0] == ("8201", 0, ["invalid", "unmapped", "notdef"])
    assert got[1][:2] == ("8140", 100)
    assert "invalid" not in got[1][2]


def test_bad_code_does_not_shift_the_codes_after_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cmap = cmap_stream_bytes(
        [("00", "80"), ("8140", "9ffc")], cidranges=[("20", "7e", 1), ("8140", "817e", 633)]
    )
    font = partial(type0_font, encoding=cmap)
    path = save(page_pdf({"F1": font}, content_tj("F1", 12, b"A\x81\x20B\x81\x40")), tmp_path)
    out = run(capsys, "trace", str(path), "--json")
    got = [(c["bytes"], c["cid"]) for c in codes(out["pages"][0]["strings"])]
    assert got == [("41", 34), ("8120", 0), ("42", 35), ("8140", 633)]
    findings = out["pages"][0]["findings"]
    assert [f["code"] for f in findings] == ["CODE-OUTSIDE-CODESPACE"]
    assert findings[0]["location"]["byte_offset"] == 1


def test_prefix_conflict_breaks_the_cmap_and_is_listed_with_the_font(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cmap = cmap_stream_bytes([("00", "ff"), ("8140", "9ffc")], cidranges=[("8140", "9ffc", 1)])
    rows = fonts(tmp_path, capsys, {"F1": partial(type0_font, encoding=cmap)})
    (row,) = rows
    found = [f for f in row["findings"] if f["code"] == "CMAP-CODESPACE-PREFIX"]
    assert found and found[0]["severity"] == "error"
    assert "<00> <ff>" in found[0]["message"] and "<8140> <9ffc>" in found[0]["message"]


def test_90ms_rksj_h_without_tounicode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    font = partial(type0_font, encoding="90ms-RKSJ-H", ordering="Japan1", supplement=2)
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, "日本A".encode("cp932")))
    got = [(c["bytes"], c["cid"], c["unicode"], c["source"]) for c in codes(strings)]
    assert got == [
        ("93fa", 3284, "日", "collection"),
        ("967b", 3722, "本", "collection"),
        ("41", 264, "A", "collection"),
    ]


def test_unigb_ucs2_h_without_tounicode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    font = partial(type0_font, encoding="UniGB-UCS2-H", ordering="GB1", supplement=4)
    text = "中文"
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, text.encode("utf-16-be")))
    assert "".join(c["unicode"] for c in codes(strings)) == text
    assert {c["source"] for c in codes(strings)} == {"collection"}


def test_ligature_and_surrogate_pair_targets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tu = TO_UNICODE_2BYTE(bfchars=[("0001", "00660069"), ("0002", "d840dc0b"), ("0003", "fb01")])
    font = partial(type0_font, ordering="Identity", supplement=0, to_unicode=tu)
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x03")
    )
    got = [(c["unicode"], c["flags"]) for c in codes(strings)]
    assert got == [("fi", ["multi"]), ("\U0002000b", []), ("\ufb01", [])]


def test_suspect_targets_are_flagged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tu = TO_UNICODE_2BYTE(
        bfchars=[("0001", "fffd"), ("0002", "0003"), ("0003", "e000"), ("0004", "0041")]
    )
    font = partial(type0_font, ordering="Identity", supplement=0, to_unicode=tu)
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x03\x00\x04")
    )
    flagged = ["suspect" in c["flags"] for c in codes(strings)]
    assert flagged == [True, True, True, False]


def test_both_w_array_forms_dw_and_default(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, w=[1, [500, 600], 10, 20, 250], dw=900)
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x0f\x00\x30")
    )
    got = [(c["width"], c["width_source"]) for c in codes(strings)]
    assert got == [(500, "W"), (600, "W"), (250, "W"), (900, "DW")]
    no_dw = trace(tmp_path, capsys, {"F1": type0_font}, content_tj("F1", 12, b"\x00\x05"))
    assert [(c["width"], c["width_source"]) for c in codes(no_dw)] == [(1000, "default")]


def test_overlapping_w_entries_the_later_wins(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # CID 10 is listed alone, then in the range 5-20, then CID 12 alone again.
    font = partial(type0_font, w=[10, [500], 5, 20, 600, 12, [700]], dw=900)
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x0a\x00\x0c\x00\x0f\x00\x04")
    )
    assert [c["width"] for c in codes(strings)] == [600, 700, 600, 900]


def test_vertical_metrics_from_w2_and_dw2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, encoding="Identity-V", w2=[5, [-500, 250, 800]], dw2=[900, -1000])
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x05\x00\x06"))
    got = [c["vertical"] for c in codes(strings)]
    assert got == [[-500, 250, 800], [-1000, 500, 900]]
    assert strings[0]["wmode"] == 1


def test_cidtogidmap_stream_gives_the_gid(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gid_map = b"\x00\x00" + b"\x00\x07" + b"\x01\x00"
    font = partial(type0_font, subtype="CIDFontType2", cid_to_gid=gid_map)
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x09")
    )
    assert [c["gid"] for c in codes(strings)] == [7, 256, 0]
    assert "notdef" in codes(strings)[2]["flags"]


def test_tj_strings_are_decoded_separately(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    strings = trace(
        tmp_path,
        capsys,
        {"F1": type0_font},
        content_tj("F1", 12, [b"\x30\x42", -1200, b"\x30\x44"]),
    )
    assert [(s["operator"], s["tj_index"], s["bytes"]) for s in strings] == [
        ("TJ", 0, "3042"),
        ("TJ", 2, "3044"),
    ]
    assert strings[1]["adjustment"] == -1200
    # The adjustment moves the second string: 1000 + 1200 thousandths of 12 pt.
    assert strings[1]["codes"][0]["origin"][0] - strings[0]["codes"][0]["origin"][
        0
    ] == pytest.approx(26.4)


def test_embedded_encoding_cmap_with_usecmap_stream(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    parent = cmap_stream_bytes(
        [("0000", "ffff")], cidranges=[("0000", "00ff", 1000)], name="Parent-H"
    )
    child = cmap_stream_bytes([], cidchars=[("0001", 7)], name="Child-H")
    font = partial(type0_font, encoding=child, encoding_cmap_dict={"/UseCMap": parent})
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02"))
    got = [(c["cid"], c["cid_ref"].split(":")[0]) for c in codes(strings)]
    assert got == [(7, "Child-H"), (1002, "Parent-H")]
    (row,) = fonts(tmp_path, capsys, {"F1": font})
    assert row["encoding"] == "embedded CMap Child-H (usecmap Parent-H)"


def test_tounicode_given_as_a_name_is_reported_and_ignored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, to_unicode="Identity-H")
    (row,) = fonts(tmp_path, capsys, {"F1": font})
    assert "TOUNICODE-WRONG-TYPE" in [f["code"] for f in row["findings"]]
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x30\x42"))
    assert codes(strings)[0]["source"] == "collection"


def test_tounicode_named_identity_reads_identity_codes_as_utf16_a_guess(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # An Identity-H CIDFontType2 of the Identity collection whose /ToUnicode is the name
    # /Identity-H (a converter's output): nothing in the PDF maps its codes, and MuPDF,
    # pdf.js and PDFBox read each two-byte code as the UTF-16 character it spells. That
    # reading is recovered text whose route says it is a guess, never the file's mapping.
    font = partial(
        type0_font,
        subtype="CIDFontType2",
        registry="Adobe",
        ordering="Identity",
        supplement=0,
        base_font="Verdana",
        to_unicode="Identity-H",
    )
    strings = trace(
        tmp_path, capsys, {"F1": font}, content_tj("F1", 12, "Tě\x01".encode("utf-16-be"))
    )
    got = [(c["unicode"], c["recovered"], c["recovered_source"]) for c in codes(strings)]
    # A control character is no text: it stays unmapped.
    assert got == [
        (None, "T", "identity-name"),
        (None, "\u011b", "identity-name"),
        (None, None, None),
    ]
    path = save(page_pdf({"F1": font}, content_tj("F1", 12, "Tě".encode("utf-16-be"))), tmp_path)
    (row,) = run(capsys, "fonts", str(path), "--json")["fonts"]
    assert (row["verdict"], row["recovery"]) == ("recoverable", "identity-name")
    (wrong,) = [f for f in row["findings"] if f["code"] == "TOUNICODE-WRONG-TYPE"]
    assert "(a guess)" in wrong["message"]


# --- simple fonts ------------------------------------------------------------------------


def test_simple_font_encoding_differences_and_standard_14_widths(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(simple_font, encoding="WinAnsiEncoding", differences=[65, "uni4E2D", "f_i"])
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"ABC\x80"))
    got = [(c["glyph_name"], c["unicode"], c["source"], c["width_source"]) for c in codes(strings)]
    assert got[0][:3] == ("uni4E2D", "中", "glyph-name")
    assert got[1][:3] == ("f_i", "fi", "glyph-name")
    assert got[2][:3] == ("C", "C", "encoding")
    assert got[2][3] == "standard-14" and codes(strings)[2]["width"] == 722
    assert got[3][:3] == ("Euro", "€", "encoding")


def test_simple_font_widths_first_char_and_missing_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(
        simple_font,
        base_font="Embedded",
        first_char=65,
        widths=[500, 600],
        missing_width=333,
        descriptor=True,
    )
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"ABZ"))
    got = [(c["width"], c["width_source"]) for c in codes(strings)]
    assert got == [(500, "Widths"), (600, "Widths"), (333, "MissingWidth")]


def test_simple_font_tounicode_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tu = cmap_stream_bytes([("00", "ff")], bfchars=[("41", "0391")])
    font = partial(simple_font, encoding="WinAnsiEncoding", to_unicode=tu)
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"AB"))
    assert [(c["unicode"], c["source"]) for c in codes(strings)] == [
        ("Α", "tounicode"),
        ("B", "encoding"),
    ]


def test_meaningless_glyph_names_are_unmapped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(
        simple_font, base_font="Embedded", differences=[1, "g17", "cid00042"], descriptor=True
    )
    strings = trace(tmp_path, capsys, {"F1": font}, content_tj("F1", 12, b"\x01\x02"))
    assert [c["unicode"] for c in codes(strings)] == [None, None]


def test_type3_widths_scale_by_font_matrix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(
        type3_font,
        glyphs={"square": b"0 0 10 10 re f"},
        encoding_differences=[65, "square"],
        first_char=65,
        widths=[20],
        font_matrix=(0.01, 0, 0, 0.01, 0, 0),
    )
    strings = trace(tmp_path, capsys, {"T1": font}, content_tj("T1", 12, b"A"))
    (code,) = codes(strings)
    assert (code["width"], code["glyph_name"], code["unicode"]) == (200, "square", None)


def test_truetype_subset_program_is_reported_as_embedded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = embedded_truetype("ab")
    font = partial(
        simple_font,
        subtype="TrueType",
        base_font="ABCDEF+Test",
        font_file2=program,
        encoding="WinAnsiEncoding",
        first_char=97,
        widths=[1000, 1000],
    )
    (row,) = fonts(tmp_path, capsys, {"F1": font})
    assert row["embedded"] is True and row["program"].startswith("FontFile2")


# --- broken fonts --------------------------------------------------------------------------


def test_missing_font_resource_still_decodes_every_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = save(
        page_pdf(
            {"F1": type0_font},
            content_tj("F9", 12, b"\x30\x42") + content_tj("F1", 12, b"\x30\x42"),
        ),
        tmp_path,
    )
    out = run(capsys, "trace", str(path), "--json")
    strings = out["pages"][0]["strings"]
    assert [len(s["codes"]) for s in strings] == [2, 1]
    assert all("unmapped" in c["flags"] for c in strings[0]["codes"])
    assert strings[1]["codes"][0]["unicode"] == "ろ"
    assert "FONT-RESOURCE-MISSING" in [f["code"] for f in out["pages"][0]["findings"]]


def test_wrong_types_in_font_dictionaries_become_findings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pikepdf

    def broken(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = type0_font(pdf)
        desc = font.DescendantFonts[0]
        desc.W = pikepdf.Dictionary(A=1)
        desc.CIDSystemInfo = 5
        return font

    (row,) = fonts(tmp_path, capsys, {"F1": broken})
    messages = " ".join(f["message"] for f in row["findings"])
    assert "/W is not an array" in messages and "/CIDSystemInfo" in messages
    strings = trace(tmp_path, capsys, {"F1": broken}, content_tj("F1", 12, b"\x30\x42"))
    assert codes(strings)[0]["width"] == 1000


# --- the quick readings of describe() against the general ones -------------------------


def test_every_two_byte_destination_reads_as_utf16_text_reads_it() -> None:
    for value in range(0x10000):
        dst = value.to_bytes(2, "big")
        assert destination_text(dst) == utf16_text(dst), dst


@given(st.binary(max_size=9))
def test_any_destination_reads_as_utf16_text_reads_it(dst: bytes) -> None:
    assert destination_text(dst) == utf16_text(dst)


_VARIANTS_AND_NOT = st.sampled_from("\u2f00\u2fd4\uf900\ufa6d\U0002f800\u4e00\u9f9c\u9f8dAa ")


@given(
    st.text(_VARIANTS_AND_NOT, min_size=1, max_size=4),
    st.none() | st.text(_VARIANTS_AND_NOT, max_size=2),
    st.none() | st.text(_VARIANTS_AND_NOT, max_size=2),
    st.none() | st.text(_VARIANTS_AND_NOT, max_size=2),
)
def test_text_without_a_variant_ideograph_is_never_unified(
    text: str, program: str | None, collection: str | None, code: str | None
) -> None:
    found = unified_ideograph(text, program_unicode=program, collection_text=collection, code=code)
    if not any(map(is_variant_ideograph, text)):  # what CompositeFont._unified skips
        assert found is None


_W_ENTRY = st.one_of(
    st.tuples(st.integers(0, 40), st.lists(st.integers(0, 9), max_size=4).map(tuple)),
    st.tuples(st.integers(0, 40), st.integers(0, 40), st.integers(0, 9)),
)


def _reference_widths(entries: list[tuple[Any, ...]]) -> dict[int, tuple[float, ...]]:
    """Each entry of a /W array in order, the later one winning (§9.7.4.3)."""
    widths: dict[int, tuple[float, ...]] = {}
    for entry in entries:
        if isinstance(entry[1], tuple):
            for k, value in enumerate(entry[1]):
                widths[entry[0] + k] = (float(value),)
        else:
            for cid in range(entry[0], entry[1] + 1):
                widths[cid] = (float(entry[2]),)
    return widths


@settings(max_examples=300, deadline=None)
@given(st.lists(_W_ENTRY, max_size=8))
def test_w_lookups_answer_what_reading_the_entries_in_order_gives(
    entries: list[tuple[Any, ...]],
) -> None:
    array: list[Any] = [value for entry in entries for value in entry]
    metrics = CidMetrics(array)
    expected = _reference_widths(entries)
    assert {cid: metrics.lookup(cid) for cid in range(-1, 52)} == {
        cid: expected.get(cid) for cid in range(-1, 52)
    }


_NUMBER = st.one_of(st.integers(-2, 60), st.floats(-2, 60, allow_nan=False), st.just(-0.0))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_NUMBER, _NUMBER, _NUMBER), max_size=12))
def test_w_arrays_of_ranges_read_a_column_at_a_time_read_as_entry_by_entry(
    triples: list[tuple[float, float, float]],
) -> None:
    from inspector.decode import widths

    array = [value for triple in triples for value in triple]
    fast = CidMetrics(array)
    plain_ranges = widths._plain_ranges
    widths._plain_ranges = lambda array: None  # type: ignore[assignment]
    try:
        general = CidMetrics(array)
    finally:
        widths._plain_ranges = plain_ranges
    assert list(fast._ranges) == list(general._ranges)
    assert fast.problems == general.problems
    assert [fast.lookup(cid) for cid in range(-1, 62)] == [
        general.lookup(cid) for cid in range(-1, 62)
    ]
    assert (fast.weighted(), fast.values()) == (general.weighted(), general.values())


def test_descriptions_pickle_to_equal_descriptions() -> None:
    # Worker processes send descriptions: every field, evidence and shape match included.
    import pickle

    from inspector.chain import CodeInfo, Flag, Origin, ShapeMatch, UnicodeSource, WidthSource

    match = ShapeMatch("一", "Noto Sans CJK", 0.97, 0.9, "二", 0.5, True, "/f.otf", 2)
    info = CodeInfo(
        code_bytes=b"\x00\x41",
        code=65,
        cid=1234,
        cid_origin=Origin("Embedded-H", 7),
        gid=3,
        glyph_name="uni4E00",
        unicode="⼀",
        unicode_source=UnicodeSource.TOUNICODE,
        unicode_origin=Origin("ToUnicode", 12),
        width=1000.0,
        width_source=WidthSource.W,
        flags=frozenset({Flag.SUSPECT}),
        vertical=(-1000.0, 500.0, 880.0),
        program_unicode="一",
        program_advance=998.0,
        gid_rule="CIDToGIDMap Identity",
        recovered="一",
        recovered_source=UnicodeSource.GLYPH_SHAPE,
        unified="一",
        shape=match,
    )
    for value in (info, Origin("Identity-H"), Origin("UniJIS-UCS2-H", 3)):
        back = pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        assert back == value and type(back) is type(value)
    twice = pickle.loads(pickle.dumps([info, info]))
    assert twice[0] is twice[1]  # one description stays one object


# --- strings decoded once per font -------------------------------------------------------


def test_a_repeated_string_is_decoded_once_and_follows_an_adopted_shape(tmp_path: Path) -> None:
    from inspector.analysis import Analysis
    from inspector.chain import ShapeMatch

    font = partial(type0_font, ordering="Identity", supplement=0, subtype="CIDFontType2")
    path = save(page_pdf({"F1": font}, content_tj("F1", 12, b"\x30\x42\x00\x05")), tmp_path)
    analysis = Analysis(str(path))
    (show,) = analysis.trace_page(0).strings
    decoder = analysis.first_used_font(show.font_key, show.font_name, 0)
    assert decoder is not None
    again = decoder.decode(b"\x30\x42\x00\x05")
    assert again is show.decoded  # the same bytes: the same decoded string
    assert [i.unicode for i in again.infos] == [None, None]
    match = ShapeMatch("あ", "Reference", 0.99, 0.99, None, None, accepted=True)
    assert decoder.adopt_shape(b"\x00\x05", match) is not None
    after = decoder.decode(b"\x30\x42\x00\x05")
    assert [i.recovered for i in after.infos] == [None, "あ"]
    assert after.infos[1] is decoder.decode(b"\x00\x05").infos[0]
