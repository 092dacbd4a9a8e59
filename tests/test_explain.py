"""The garble explainer and the reverse lookup.

Each naive reading is applied to known text of a built PDF by an independent route
(Python codecs on the raw bytes, arithmetic on CIDs, the core's own chain on hand-spliced
bytes); the explainer has to name that reading, that font and that page first.
"""

from __future__ import annotations

import gzip
import io
import json
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font, type0_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.cli.explain import _candidate_text
from inspector.diagnostics.explain import explain_garbled, normalize, sample_pages
from inspector.diagnostics.reverse import find_producers, parse_char
from inspector.shipped import resource_path

HIRAGANA_FIRST_CID = 842
"""Adobe-Japan1 CID of U+3041; the hiragana follow in Unicode order."""


def hiragana(text: str) -> bytes:
    """Identity-H codes (= Adobe-Japan1 CIDs) of a hiragana text."""
    return b"".join((HIRAGANA_FIRST_CID + ord(ch) - 0x3041).to_bytes(2, "big") for ch in text)


def pairs(data: bytes) -> list[int]:
    return [int.from_bytes(data[i : i + 2], "big") for i in range(0, len(data), 2)]


# The document every reading is tested on: one font per situation, each with known text.
GREETING = ("こんにちは", "せかい")  # F1: Identity-H, Adobe-Japan1, no ToUnicode; one TJ, a gap
JAPANESE = "日本語のテキストを読む"  # F2: 90ms-RKSJ-H
CHINESE = "中文文本测试"  # F3: GBK-EUC-H, Adobe-GB1
LATIN = b"Hello \x93world\x94"  # F4: Helvetica, WinAnsiEncoding
SAKURA = "さくらさくら"  # F5: Identity-H codes of hiragana; ToUnicode gives katakana
MIXED = "A漢字とかなB"  # F6: 90ms-RKSJ-H with one-byte codes among two-byte ones

F1_BYTES = (hiragana(GREETING[0]), hiragana(GREETING[1]))
F2_BYTES = JAPANESE.encode("cp932")
F3_BYTES = CHINESE.encode("gbk")
F5_BYTES = hiragana(SAKURA)
F6_BYTES = MIXED.encode("cp932")


def katakana_tounicode() -> bytes:
    return cmap_stream_bytes(
        [("0000", "FFFF")],
        bfchars=[
            (f"{c:04x}", f"{0x30A1 + c - HIRAGANA_FIRST_CID:04x}")
            for c in dict.fromkeys(pairs(F5_BYTES))
        ],
        name="Sakura-UCS",
    )


def document(tmp_path: Path) -> Path:
    fonts = {
        "F1": type0_font,
        "F2": lambda p: type0_font(p, encoding="90ms-RKSJ-H", base_font="Ryumin-Light"),
        "F3": lambda p: type0_font(
            p, encoding="GBK-EUC-H", ordering="GB1", supplement=2, base_font="STSong-Light"
        ),
        "F4": lambda p: simple_font(p, encoding="WinAnsiEncoding"),
        "F5": lambda p: type0_font(p, to_unicode=katakana_tounicode(), base_font="Sakura"),
        "F6": lambda p: type0_font(p, encoding="90ms-RKSJ-H", base_font="GothicBBB-Medium"),
    }
    content = (
        content_tj("F1", 12, [F1_BYTES[0], -1200, F1_BYTES[1]], y=760)
        + content_tj("F2", 12, F2_BYTES, y=740)
        + content_tj("F3", 12, F3_BYTES, y=720)
        + content_tj("F4", 12, LATIN, y=700)
        + content_tj("F5", 12, F5_BYTES, y=680)
        + content_tj("F6", 12, F6_BYTES, y=660)
    )
    return save(page_pdf(fonts, content), tmp_path)


def core_text(tmp_path: Path, raw: bytes) -> str:
    """The chain of the F1 font on given bytes: a second PDF with one Tj."""
    pdf = page_pdf({"F1": type0_font}, content_tj("F1", 12, raw))
    with Analysis(save(pdf, tmp_path, "other.pdf")) as analysis:
        return "".join(s.decoded.text for s in next(analysis.trace([0])).strings)


def cid_as_unicode(_tmp: Path) -> str:
    return " ".join("".join(chr(c) for c in pairs(raw)) for raw in F1_BYTES)


def fixed_two_byte(_tmp: Path) -> str:
    out = ""
    for i in range(0, len(F6_BYTES), 2):
        text = F6_BYTES[i : i + 2].decode("cp932", errors="replace")
        out += text if len(text) == 1 else "\ufffd"
    return out


def tounicode_ignored(_tmp: Path) -> str:
    return "".join(chr(0x3041 + c - HIRAGANA_FIRST_CID) for c in pairs(F5_BYTES))


def tj_space_splice(tmp: Path) -> str:
    return core_text(tmp, F1_BYTES[0] + b" " + F1_BYTES[1])


def codec(raw: bytes, name: str) -> Callable[[Path], str]:
    return lambda _tmp: raw.decode(name, errors="replace")


# reading, garbling route, font resource, BaseFont, right text
CASES = [
    ("cid-as-unicode", cid_as_unicode, "KozMinPr6N-Regular-Identity-H", "".join(GREETING)),
    ("latin-1", codec(F2_BYTES, "latin-1"), "Ryumin-Light-90ms-RKSJ-H", JAPANESE),
    ("winansi", codec(F2_BYTES, "cp1252"), "Ryumin-Light-90ms-RKSJ-H", JAPANESE),
    ("shift-jis", codec(F3_BYTES, "shift_jis"), "STSong-Light-GBK-EUC-H", CHINESE),
    ("gbk", codec(F2_BYTES, "gbk"), "Ryumin-Light-90ms-RKSJ-H", JAPANESE),
    ("big5", codec(F2_BYTES, "big5"), "Ryumin-Light-90ms-RKSJ-H", JAPANESE),
    ("euc-kr", codec(F2_BYTES, "cp949"), "Ryumin-Light-90ms-RKSJ-H", JAPANESE),
    ("utf-16be", codec(F2_BYTES, "utf-16-be"), "Ryumin-Light-90ms-RKSJ-H", JAPANESE),
    ("fixed-two-byte", fixed_two_byte, "GothicBBB-Medium-90ms-RKSJ-H", MIXED),
    ("tounicode-ignored", tounicode_ignored, "Sakura-Identity-H", "サクラサクラ"),
    ("tj-space-splice", tj_space_splice, "KozMinPr6N-Regular-Identity-H", "".join(GREETING)),
]


@pytest.mark.parametrize(
    ("reading", "garble", "font", "right"), CASES, ids=[case[0] for case in CASES]
)
def test_the_explainer_names_the_reading_that_made_the_garble(
    tmp_path: Path, reading: str, garble: Callable[[Path], str], font: str, right: str
) -> None:
    garbled = garble(tmp_path)
    assert normalize(garbled) != normalize(right)
    with Analysis(document(tmp_path)) as analysis:
        candidates = explain_garbled(analysis, garbled)
    best = candidates[0]
    assert (best.reading, best.font, best.pages) == (reading, font, [1])
    assert best.score >= 0.9
    assert best.correct_text == right
    assert f'the right text is "{right}"' in best.explanation
    assert all(0 <= c.score <= 1 for c in candidates)
    assert [c.score for c in candidates] == sorted((c.score for c in candidates), reverse=True)


def test_the_winansi_garble_of_latin_text_needs_no_explanation(tmp_path: Path) -> None:
    with Analysis(document(tmp_path)) as analysis:
        assert explain_garbled(analysis, LATIN.decode("cp1252")) == []


def test_readings_that_print_the_same_are_one_candidate(tmp_path: Path) -> None:
    with Analysis(document(tmp_path)) as analysis:
        best = explain_garbled(analysis, cid_as_unicode(tmp_path))[0]
    # Identity-H: the code is the CID, so reading the bytes as UTF-16BE prints the same.
    assert best.reading == "cid-as-unicode"
    assert "utf-16be" in best.equivalent
    # explain-text names them with the verb that agrees: one reading prints, two print.
    one = _candidate_text(1, replace(best, equivalent=["utf-16be"])).splitlines()
    two = _candidate_text(1, replace(best, equivalent=["utf-16be", "latin-1"])).splitlines()
    assert "   utf-16be prints the same for this font" in one
    assert "   utf-16be, latin-1 print the same for this font" in two


def test_an_excerpt_with_other_whitespace_is_found_on_its_page(tmp_path: Path) -> None:
    lines = ["東京都千代田区の天気は晴れです", "明日は雨が降るでしょう", "週末は雪になります"]
    pages = [content_tj("F1", 12, "今日は月曜日です".encode("cp932"))]
    pages += [
        content_tj("F1", 12, line.encode("cp932"), y=700 - 20 * n) for n, line in enumerate(lines)
    ]
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H")},
        [pages[0], b"".join(pages[1:]), pages[0]],
    )
    garbled = "\n".join(
        line.encode("cp932").decode("cp1252", errors="replace") for line in lines[1:]
    )
    garbled = "  " + garbled.replace("\u201c", " \u201c") + "\n\n"
    with Analysis(save(pdf, tmp_path)) as analysis:
        best = explain_garbled(analysis, garbled)[0]
    assert (best.reading, best.pages) == ("winansi", [2])
    assert best.score >= 0.9
    assert best.correct_text.replace(" ", "") == "".join(lines[1:])


def test_an_unrecoverable_font_says_only_ocr_helps(tmp_path: Path) -> None:
    raw = bytes.fromhex("0102 0304 0506 0708 090a 0b0c")
    pdf = page_pdf({"F1": lambda p: type0_font(p, ordering="Identity")}, content_tj("F1", 12, raw))
    with Analysis(save(pdf, tmp_path)) as analysis:
        best = explain_garbled(analysis, "".join(chr(c) for c in pairs(raw)))[0]
    assert best.reading == "cid-as-unicode"
    assert "OCR" in best.explanation


def test_pages_are_sampled_evenly_on_long_documents() -> None:
    assert sample_pages(80, 100) is None
    assert sample_pages(1000, 0) is None
    chosen = sample_pages(1000, 100)
    assert chosen is not None and len(chosen) == 100
    assert chosen[0] == 0 and chosen[1] == 10 and chosen[-1] == 990


def test_explain_text_json_lists_candidates_best_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = document(tmp_path)
    garbled = F2_BYTES.decode("gbk", errors="replace")
    assert main(["explain-text", str(path), "--garbled", garbled, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data, list) and data
    for candidate in data:
        assert {"reading", "font", "pages", "score", "explanation"} <= set(candidate)
        assert 0 <= candidate["score"] <= 1
    assert data[0]["reading"] == "gbk"
    assert data[0]["font"] == "Ryumin-Light-90ms-RKSJ-H"
    assert data[0]["pages"] == [1]


def test_explain_text_reads_the_garbled_text_from_a_file_or_stdin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = document(tmp_path)
    garbled = tmp_path / "garbled.txt"
    garbled.write_text(F2_BYTES.decode("latin-1"), encoding="utf-8")
    assert main(["explain-text", str(path), "--garbled", f"@{garbled}"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. latin-1  score 1.00  font Ryumin-Light-90ms-RKSJ-H (/F2)  page 1")
    assert JAPANESE in out
    stdin = io.TextIOWrapper(io.BytesIO(F3_BYTES.decode("shift_jis", "replace").encode()))
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main(["explain-text", str(path), "--garbled", "@-", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["reading"] == "shift-jis"


@pytest.mark.parametrize(
    ("garbled", "expected"),
    [("@missing.txt", "cannot read"), ("   ", "empty"), ("@bad.txt", "not UTF-8")],
)
def test_explain_text_bad_garbled_argument_exits_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    garbled: str,
    expected: str,
) -> None:
    path = document(tmp_path)
    (tmp_path / "bad.txt").write_bytes(b"\xff\xfe\xfa")
    monkeypatch.chdir(tmp_path)
    assert main(["explain-text", str(path), "--garbled", garbled]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err


def test_explain_text_says_when_nothing_is_garbled(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["explain-text", str(document(tmp_path)), "--garbled", JAPANESE]) == 0
    assert "what the PDF's own mappings give" in capsys.readouterr().out


# -- find -------------------------------------------------------------------------------------


def line_of(source: bytes, needle: str) -> int:
    """1-based line of the first line of a CMap source that contains ``needle``."""
    for number, line in enumerate(source.decode("latin-1").splitlines(), 1):
        if needle.lower() in line.lower():
            return number
    raise AssertionError(f"{needle} not in the CMap")


def test_find_names_the_tounicode_line_of_a_used_code(tmp_path: Path) -> None:
    with Analysis(document(tmp_path)) as analysis:
        found = find_producers(analysis, ["ク"])["ク"]
    used = [p for p in found if p.used]
    assert len(used) == 1
    code = F5_BYTES[2:4]
    assert (used[0].font, used[0].code, used[0].cid) == ("Sakura-Identity-H", code, pairs(code)[0])
    assert used[0].pages == [1] and used[0].count == 2
    assert used[0].source == "tounicode"
    line = line_of(katakana_tounicode(), f"<{code.hex()}>")
    assert used[0].responsible == f"ToUnicode:{line}"
    assert used[0].origin == f"Sakura-UCS:{line}"


def test_find_names_the_collection_line_of_a_used_code(tmp_path: Path) -> None:
    with Analysis(document(tmp_path)) as analysis:
        found = find_producers(analysis, ["日"])["日"]
    used = [p for p in found if p.used]
    assert [(p.font, p.code, p.cid) for p in used] == [
        ("Ryumin-Light-90ms-RKSJ-H", b"\x93\xfa", 3284)
    ]
    ucs2 = gzip.decompress(resource_path("cmap", "Adobe-Japan1-UCS2.gz").read_bytes())
    assert used[0].responsible == f"Adobe-Japan1-UCS2:{line_of(ucs2, '<0cd4> <65e5>')}"
    rksj = gzip.decompress(resource_path("cmap", "90ms-RKSJ-H.gz").read_bytes())
    cid_line = int((used[0].cid_origin or "").rsplit(":", 1)[1])
    low, high, start = rksj.decode("latin-1").splitlines()[cid_line - 1].split()
    assert int(low.strip("<>"), 16) <= 0x93FA <= int(high.strip("<>"), 16)
    assert int(start) + 0x93FA - int(low.strip("<>"), 16) == 3284


def test_find_lists_codes_the_mappings_give_even_unused(tmp_path: Path) -> None:
    with Analysis(document(tmp_path)) as analysis:
        found = find_producers(analysis, ["あ"])["あ"]
    unused = {(p.font, p.code) for p in found if not p.used}
    assert ("Ryumin-Light-90ms-RKSJ-H", "あ".encode("cp932")) in unused
    assert ("KozMinPr6N-Regular-Identity-H", hiragana("あ")) in unused
    assert not any(p.used for p in found)


def test_find_a_simple_font_code_through_its_encoding(tmp_path: Path) -> None:
    with Analysis(document(tmp_path)) as analysis:
        found = find_producers(analysis, ["\u201c"])["\u201c"]
    helvetica = [p for p in found if p.font == "Helvetica"]
    assert [(p.code, p.used, p.responsible) for p in helvetica] == [
        (b"\x93", True, "WinAnsiEncoding")
    ]


def test_find_a_tounicode_range_solved_without_walking_it(tmp_path: Path) -> None:
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")], bfranges=[("0000", "FFFF", "4E00")], name="Wide-UCS"
    )
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, ordering="Identity", to_unicode=to_unicode)},
        content_tj("F1", 12, b"\x00\x01"),
    )
    with Analysis(save(pdf, tmp_path)) as analysis:
        found = find_producers(analysis, ["丁", "丂"])
    assert [(p.code, p.used) for p in found["丁"]] == [(b"\x00\x01", True)]
    assert [(p.code, p.used, p.responsible) for p in found["丂"]] == [
        (b"\x00\x02", False, f"ToUnicode:{line_of(to_unicode, '<0000> <ffff> <4e00>')}")
    ]


def test_parse_char_accepts_characters_and_code_points() -> None:
    assert parse_char("U+3042") == ["あ"]
    assert parse_char("u+1f600") == ["\U0001f600"]
    assert parse_char("日本日") == ["日", "本"]
    for bad in ("U+ZZ", "U+D800", "U+110000"):
        with pytest.raises(ValueError):
            parse_char(bad)


def test_find_cli_json_and_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = document(tmp_path)
    assert main(["find", str(path), "U+65E5", "ク", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["char"] for c in data["characters"]] == ["日", "ク"]
    first = data["characters"][0]["codes"][0]
    assert (first["code"], first["cid"], first["used"], first["pages"]) == ("93fa", 3284, True, [1])
    assert first["cmap_line"].startswith("Adobe-Japan1-UCS2:")
    assert main(["find", str(path), "ク"]) == 0
    out = capsys.readouterr().out
    assert "ToUnicode:" in out and "1 (2x)" in out


def test_find_cli_rejects_a_bad_code_point(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["find", str(document(tmp_path)), "U+XYZ"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "U+XYZ" in err


def test_long_documents_are_sampled_unless_asked_otherwise(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    words = ["あいう", "かきく", "さしす", "たちつ", "なにぬ", "はひふ", "まみむ", "やゆよ"]
    texts = [words[n % 8] + words[(n // 8) % 8] + words[(n // 64) % 8] for n in range(120)]
    pdf = page_pdf({"F1": type0_font}, [content_tj("F1", 12, hiragana(t)) for t in texts])
    path = save(pdf, tmp_path)
    garbled = "".join(chr(c) for c in pairs(hiragana(texts[5])))  # page 6: not sampled
    assert main(["explain-text", str(path), "--garbled", garbled, "--json"]) == 0
    captured = capsys.readouterr()
    assert "read 100 of 120 pages" in captured.err
    assert 6 not in (json.loads(captured.out) or [{"pages": []}])[0]["pages"]
    assert main(["explain-text", str(path), "--garbled", garbled, "--json", "--sample", "0"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    best = json.loads(captured.out)[0]
    assert (best["reading"], best["pages"], best["correct_text"]) == (
        "cid-as-unicode",
        [6],
        texts[5],
    )


@pytest.mark.parametrize("keep_controls", [True, False], ids=["controls-kept", "controls-lost"])
def test_control_characters_match_when_kept_and_do_not_matter_when_lost(
    tmp_path: Path, keep_controls: bool
) -> None:
    garbled = " ".join(raw.decode("latin-1") for raw in F1_BYTES)
    if not keep_controls:
        garbled = "".join(ch for ch in garbled if ch >= " ")  # C0 lost, C1 (0x9c) kept
    with Analysis(document(tmp_path)) as analysis:
        best = explain_garbled(analysis, garbled)[0]
    assert (best.reading, best.font) == ("latin-1", "KozMinPr6N-Regular-Identity-H")
    assert best.score == 1.0
    assert best.correct_text == "".join(GREETING)
