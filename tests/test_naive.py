"""Naive readings: each one against an independent route (Python codecs, arithmetic on the
bytes), their applicability, and ``trace --naive``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font, type0_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.content import PageTrace, TextShow
from inspector.diagnostics.explain import font_lookup
from inspector.diagnostics.naive import (
    READINGS,
    NaiveReader,
    operators,
    page_readings,
    printable,
)

HIRAGANA_FIRST_CID = 842
"""Adobe-Japan1 CID of U+3041; the hiragana follow in Unicode order."""


def hiragana(text: str) -> bytes:
    """Identity-H codes (= Adobe-Japan1 CIDs) of a hiragana text."""
    return b"".join((HIRAGANA_FIRST_CID + ord(ch) - 0x3041).to_bytes(2, "big") for ch in text)


def pairs(data: bytes) -> list[int]:
    return [int.from_bytes(data[i : i + 2], "big") for i in range(0, len(data), 2)]


def first_page(path: Path) -> tuple[Analysis, PageTrace]:
    analysis = Analysis(path)
    return analysis, next(analysis.trace([0]))


def readings_of(path: Path) -> list[tuple[TextShow, dict[str, str | None]]]:
    with Analysis(path) as analysis:
        trace = next(analysis.trace([0]))
        return list(zip(trace.strings, page_readings(trace, font_lookup(analysis))))


def test_the_readings_are_the_documented_names_in_order() -> None:
    assert READINGS == (
        "cid-as-unicode",
        "latin-1",
        "winansi",
        "shift-jis",
        "gbk",
        "big5",
        "euc-kr",
        "utf-16be",
        "fixed-two-byte",
        "tounicode-ignored",
        "tj-space-splice",
    )


def test_codec_readings_decode_the_raw_bytes(tmp_path: Path) -> None:
    raw = "日本語のテキスト".encode("cp932")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H")}, content_tj("F1", 12, raw)
    )
    ((show, got),) = readings_of(save(pdf, tmp_path))
    assert show.decoded.text == "日本語のテキスト"
    assert got["latin-1"] == raw.decode("latin-1")
    assert got["winansi"] == raw.decode("cp1252", errors="replace")
    assert got["shift-jis"] == "日本語のテキスト"
    assert got["gbk"] == raw.decode("gbk", errors="replace")
    assert got["big5"] == raw.decode("big5", errors="replace")
    # EUC-KR as browsers read it (WHATWG): the cp949 superset.
    assert got["euc-kr"] == raw.decode("cp949", errors="replace")
    assert got["utf-16be"] == raw.decode("utf-16-be", errors="replace")


def test_winansi_reading_replaces_the_bytes_cp1252_leaves_undefined(tmp_path: Path) -> None:
    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"a\x81\x93b"))
    ((_show, got),) = readings_of(save(pdf, tmp_path))
    assert got["winansi"] == "a\ufffd\u201cb"
    assert got["latin-1"] == "a\x81\x93b"


def test_cid_as_unicode_prints_each_cid_as_a_code_point(tmp_path: Path) -> None:
    raw = hiragana("こんにちは")
    pdf = page_pdf({"F1": type0_font}, content_tj("F1", 12, raw))
    ((show, got),) = readings_of(save(pdf, tmp_path))
    assert show.decoded.text == "こんにちは"
    assert got["cid-as-unicode"] == "".join(chr(c) for c in pairs(raw))


def test_cid_as_unicode_uses_the_cid_not_the_code(tmp_path: Path) -> None:
    raw = "日本".encode("cp932")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H")}, content_tj("F1", 12, raw)
    )
    ((show, got),) = readings_of(save(pdf, tmp_path))
    cids = [c.info.cid for c in show.decoded.codes]
    assert cids == [3284, 3722]  # 90ms-RKSJ-H lines 174 and 182
    assert got["cid-as-unicode"] == "\u0cd4\u0e8a"


def test_cid_as_unicode_of_a_simple_font_is_the_code(tmp_path: Path) -> None:
    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi\xe9"))
    ((_show, got),) = readings_of(save(pdf, tmp_path))
    assert got["cid-as-unicode"] == "Hi\xe9"


def test_unprintable_code_points_become_replacement_characters() -> None:
    assert printable(0xD800) == "\ufffd"
    assert printable(0x110000) == "\ufffd"
    assert printable(0x3042) == "あ"


def test_fixed_two_byte_ignores_one_byte_codes(tmp_path: Path) -> None:
    raw = "A日本語".encode("cp932")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H")}, content_tj("F1", 12, raw)
    )
    ((show, got),) = readings_of(save(pdf, tmp_path))
    assert show.decoded.text == "A日本語"
    expected = ""
    for i in range(0, len(raw), 2):
        decoded = raw[i : i + 2].decode("cp932", errors="replace")
        expected += decoded if len(decoded) == 1 else "\ufffd"
    assert got["fixed-two-byte"] == expected
    assert expected != "A日本語"


def test_fixed_two_byte_does_not_apply_to_two_byte_codespaces_or_simple_fonts(
    tmp_path: Path,
) -> None:
    pdf = page_pdf(
        {"F1": type0_font, "F2": simple_font},
        content_tj("F1", 12, hiragana("あい")) + content_tj("F2", 12, b"ab"),
    )
    got = readings_of(save(pdf, tmp_path))
    assert [r["fixed-two-byte"] for _s, r in got] == [None, None]


def test_naive_codes_never_enter_the_fonts_record_of_used_codes(tmp_path: Path) -> None:
    raw = "A日本".encode("cp932")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H")}, content_tj("F1", 12, raw)
    )
    with Analysis(save(pdf, tmp_path)) as analysis:
        trace = next(analysis.trace([0]))
        (entry,) = analysis.fonts([0])
        before = set(entry.font.codes_seen())
        page_readings(trace, font_lookup(analysis))
        assert set(entry.font.codes_seen()) == before == {b"A", b"\x93\xfa", b"\x96\x7b"}


def test_tounicode_ignored_falls_back_to_the_collection(tmp_path: Path) -> None:
    raw = hiragana("さくら")
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")],
        bfchars=[(f"{c:04x}", f"{0x30A1 + c - HIRAGANA_FIRST_CID:04x}") for c in pairs(raw)],
        name="Test-UCS",
    )
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, to_unicode=to_unicode)}, content_tj("F1", 12, raw)
    )
    ((show, got),) = readings_of(save(pdf, tmp_path))
    assert show.decoded.text == "サクラ"
    assert got["tounicode-ignored"] == "さくら"


def test_tounicode_ignored_without_a_collection_prints_cids_as_pdfjs_does(
    tmp_path: Path,
) -> None:
    to_unicode = cmap_stream_bytes([("0000", "FFFF")], bfchars=[("0041", "3042")], name="T")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, ordering="Identity", to_unicode=to_unicode)},
        content_tj("F1", 12, b"\x00\x41"),
    )
    ((show, got),) = readings_of(save(pdf, tmp_path))
    assert show.decoded.text == "あ"
    assert got["tounicode-ignored"] == "A"


def test_tounicode_ignored_of_a_simple_font_uses_the_glyph_names(tmp_path: Path) -> None:
    to_unicode = cmap_stream_bytes([("00", "FF")], bfchars=[("41", "0042")], name="T")
    pdf = page_pdf(
        {"F1": lambda p: simple_font(p, encoding="WinAnsiEncoding", to_unicode=to_unicode)},
        content_tj("F1", 12, b"A"),
    )
    ((show, got),) = readings_of(save(pdf, tmp_path))
    assert (show.decoded.text, got["tounicode-ignored"]) == ("B", "A")


def test_tounicode_ignored_does_not_apply_without_a_tounicode(tmp_path: Path) -> None:
    pdf = page_pdf({"F1": type0_font}, content_tj("F1", 12, hiragana("あ")))
    ((_show, got),) = readings_of(save(pdf, tmp_path))
    assert got["tounicode-ignored"] is None


def spliced_text(tmp_path: Path, raw: bytes) -> str:
    """What the font's own chain gives for bytes: a second PDF with one Tj."""
    pdf = page_pdf({"F1": type0_font}, content_tj("F1", 12, raw))
    with Analysis(save(pdf, tmp_path, "spliced.pdf")) as analysis:
        return "".join(s.decoded.text for s in next(analysis.trace([0])).strings)


def test_tj_space_splice_shifts_the_codes_after_a_wide_gap(tmp_path: Path) -> None:
    first, second = hiragana("こんにちは"), hiragana("せかい")
    pdf = page_pdf({"F1": type0_font}, content_tj("F1", 12, [first, -1200, second]))
    got = readings_of(save(pdf, tmp_path))
    assert [s.decoded.text for s, _r in got] == ["こんにちは", "せかい"]
    spliced = [r["tj-space-splice"] for _s, r in got]
    expected = spliced_text(tmp_path, first + b" " + second)
    assert spliced[0] == "こんにちは"
    assert "".join(s or "" for s in spliced) == expected
    assert spliced[1] != "せかい"


def test_tj_space_splice_needs_a_gap(tmp_path: Path) -> None:
    pdf = page_pdf(
        {"F1": type0_font},
        content_tj("F1", 12, [hiragana("こん"), -100, hiragana("にち")], hiragana("は")),
    )
    got = readings_of(save(pdf, tmp_path))
    assert [r["tj-space-splice"] for _s, r in got] == [None, None, None]


def test_strings_of_one_tj_form_one_operator(tmp_path: Path) -> None:
    pdf = page_pdf(
        {"F1": type0_font},
        content_tj("F1", 12, [hiragana("こ"), -300, hiragana("ん")], hiragana("に")),
    )
    analysis, trace = first_page(save(pdf, tmp_path))
    with analysis:
        assert [len(g) for g in operators(trace.strings)] == [2, 1]


def test_a_reader_answers_every_reading_for_a_string(tmp_path: Path) -> None:
    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi"))
    analysis, trace = first_page(save(pdf, tmp_path))
    with analysis:
        (entry,) = analysis.fonts([0])
        readings = NaiveReader(entry.font).read_all(trace.strings[0].decoded)
    assert set(readings) == set(READINGS)
    assert readings["utf-16be"] == "䡩"


def test_trace_naive_json_adds_every_reading_to_every_string(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = "日本".encode("cp932")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H"), "F2": simple_font},
        content_tj("F1", 12, raw) + content_tj("F2", 12, [b"Hi", -400, b"you"]),
    )
    path = save(pdf, tmp_path)
    assert main(["trace", str(path), "--naive", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    strings = data["pages"][0]["strings"]
    assert len(strings) == 3
    for string in strings:
        assert list(string["naive"]) == list(READINGS)
        assert all(v is None or isinstance(v, str) for v in string["naive"].values())
    assert strings[0]["naive"]["latin-1"] == raw.decode("latin-1")
    assert strings[0]["naive"]["fixed-two-byte"] is not None
    assert strings[1]["naive"]["fixed-two-byte"] is None
    assert strings[2]["naive"]["tj-space-splice"] == " you"


def test_trace_without_naive_has_no_naive_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi"))
    assert main(["trace", str(save(pdf, tmp_path)), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "naive" not in data["pages"][0]["strings"][0]


def test_trace_naive_text_lists_the_readings_under_each_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi", b"there"))
    assert main(["trace", str(save(pdf, tmp_path)), "--naive"]) == 0
    out = capsys.readouterr().out
    assert out.count("naive readings:") == 2
    assert out.index("string 1:") < out.index("naive readings:") < out.index("string 2:")
    lines = [line.split() for line in out.splitlines()]
    assert ["utf-16be", '"䡩"'] in lines
    assert ["tounicode-ignored", "-"] in lines
