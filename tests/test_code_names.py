"""Glyph names that are codes (``/a224``, ``/g3A``, ``/uni00e0``): read as a guess."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font, type3_font

from inspector.cli import main

SQUARE = b"500 0 0 0 500 500 d1 0 0 m 500 0 l 500 500 l h f"


def type3_pdf(names: dict[int, str], shown: bytes, *, to_unicode: bytes | None = None) -> Any:
    """One page showing ``shown`` in a Type3 font whose code ``c`` draws glyph ``names[c]``."""
    differences: list[Any] = []
    for code, name in sorted(names.items()):
        differences += [code, name]
    first, last = min(names), max(names)

    def font(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return type3_font(
            pdf,
            glyphs=dict.fromkeys(names.values(), SQUARE),
            encoding_differences=differences,
            first_char=first,
            widths=[500] * (last - first + 1),
            to_unicode=to_unicode,
        )

    return page_pdf({"F1": font}, content_tj("F1", 12, shown))


def text_of(pdf: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    main(["text", str(save(pdf, tmp_path))])
    return capsys.readouterr().out.strip()


def font_json(pdf: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Any:
    main(["fonts", str(save(pdf, tmp_path)), "--json"])
    (row,) = json.loads(capsys.readouterr().out)["fonts"]
    return row


ACCENTS = {c: f"a{c}" for c in (224, 192, 226, 194, 252, 220, 49)}


def test_decimal_names_are_codes_read_in_winansi(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # pdfTeX-style Type3: /a224 at code 224 ... The AGL gives these names nothing; MuPDF,
    # pdftotext and pypdf print the characters, and so do we, as a guess.
    pdf = type3_pdf(ACCENTS, bytes((224, 192, 226, 194, 252, 220, 49)))
    assert text_of(pdf, tmp_path, capsys) == "àÀâÂüÜ1"


def test_the_guess_is_not_ok_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    row = font_json(type3_pdf(ACCENTS, bytes((224, 49))), tmp_path, capsys)
    assert row["verdict"] == "recoverable"
    assert row["root_cause"] == "GLYPH-NAME-PATTERN"
    assert row["recovery"] == "name-pattern"
    codes = {f["code"] for f in row["findings"]}
    assert "GLYPH-NAME-PATTERN" in codes
    assert "TYPE3-NO-MEANING" not in codes
    main(["fonts", str(tmp_path / "t.pdf")])
    assert "recoverable (a guess from glyph names)" in capsys.readouterr().out


def test_hex_names_and_base_encoding(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # /g41 at 0x41, /g3A at 0x3A: hexadecimal, one prefix for the whole font.
    pdf = type3_pdf({0x41: "g41", 0x42: "g42", 0x3A: "g3A"}, b"AB:")
    assert text_of(pdf, tmp_path, capsys) == "AB:"


def test_explicit_base_encoding_reads_the_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # MacRomanEncoding code 138 is adieresis; WinAnsi's would be Scaron.
    def font(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return simple_font(
            pdf,
            base_font="Custom",
            encoding={"BaseEncoding": "MacRomanEncoding"},
            differences=[138, "c138", 65, "c65"],
            first_char=65,
            widths=[500] * 74,
        )

    pdf = page_pdf({"F1": font}, content_tj("F1", 12, b"\x8aA"))
    assert text_of(pdf, tmp_path, capsys) == "äA"


def test_lower_case_unicode_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The AGL rules want upper-case hex digits; MuPDF reads these too.
    pdf = type3_pdf({1: "uni00e0", 2: "u00fc"}, b"\x01\x02")
    assert text_of(pdf, tmp_path, capsys) == "àü"


def test_only_names_that_are_their_codes_are_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The near miss is read: every /gNN name is its own code.
    assert text_of(type3_pdf({65: "g65", 66: "g66", 67: "g67"}, b"ABC"), tmp_path, capsys) == "ABC"
    # Glyph ids, not codes: the numbers of the names are not their codes.
    ids = type3_pdf({1: "g24", 2: "g381", 3: "g3", 65: "g65"}, b"\x01\x02A")
    assert set(text_of(ids, tmp_path, capsys)) == {"\ufffd"}
    # Codes the producer numbered from 0: most fall on controls.
    numbered = type3_pdf({c: f"a{c}" for c in range(40)}, b"\x21\x22")
    assert set(text_of(numbered, tmp_path, capsys)) == {"\ufffd"}


def test_a_tounicode_keeps_the_codes_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = {0x41: "a65", 0x42: "a66"}
    assert text_of(type3_pdf(names, b"AB"), tmp_path, capsys) == "AB"
    to_unicode = cmap_stream_bytes([("00", "FF")], bfchars=[("41", "0058")])
    pdf = type3_pdf(names, b"AB", to_unicode=to_unicode)
    assert text_of(pdf, tmp_path, capsys) == "X\ufffd"
