"""Evidence beside the chain, end to end: the verdict, the trace, the text and the repair.

Three behaviours, each with an input that shows it and the nearest input that does not:

- a symbolic TrueType font without a usable /Encoding: code -> (3,0) cmap at 0xF000 +
  code or (1,0) cmap -> glyph -> ``post`` name -> Adobe Glyph List (§9.6.6.4) recovers the
  text (route ``glyph-name``); the program's private-use "Unicode" never does;
- Kangxi radicals and compatibility ideographs from a ToUnicode become unified ideographs
  only on evidence (the program maps the glyph to the unified ideograph, the collection's
  UCS2 map gives it for the CID, the code of a Unicode CMap is it);
- the Latin ligatures U+FB00-U+FB06 are spelled out in ``text`` (``--raw`` and the trace
  keep them).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Callable
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
    symbolic_truetype,
    type0_font,
)

from inspector.cli import main

Factory = Callable[[pikepdf.Pdf], pikepdf.Dictionary]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    return capsys.readouterr().out


def shown(tmp_path: Path, factory: Factory, data: bytes, name: str = "in.pdf") -> Path:
    """A page showing ``data`` with the font as /F1."""
    return save(page_pdf({"F1": factory}, content_tj("F1", 12, data)), tmp_path, name)


def text(capsys: pytest.CaptureFixture[str], path: Path, *extra: str) -> str:
    return run(capsys, "text", str(path), *extra).rstrip("\f\n")


def codes(capsys: pytest.CaptureFixture[str], path: Path) -> list[dict[str, Any]]:
    doc = json.loads(run(capsys, "trace", str(path), "--json"))
    return [c for s in doc["pages"][0]["strings"] for c in s["codes"]]


def font_row(capsys: pytest.CaptureFixture[str], path: Path) -> dict[str, Any]:
    (row,) = json.loads(run(capsys, "fonts", str(path), "--json"))["fonts"]
    return row  # type: ignore[no-any-return]


def finding_codes(row: dict[str, Any]) -> dict[str, str]:
    return {f["code"]: f["severity"] for f in row["findings"]}


def repaired(capsys: pytest.CaptureFixture[str], source: Path) -> tuple[Path, dict[str, Any]]:
    target = source.with_name("fixed.pdf")
    report = json.loads(run(capsys, "repair", str(source), "-o", str(target), "--json"))
    return target, report


def poppler_text(path: Path) -> str | None:
    if shutil.which("pdftotext") is None:
        return None
    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True)
    return re.sub(r"\s+", "", done.stdout.decode("utf-8"))


# --- symbolic TrueType: the post names through the Adobe Glyph List ---------------------

FISH = {0x54: "T", 0x68: "h", 0x69: "i", 0x73: "s", 0x20: "space", 0x81: "fi"}
FISH_BYTES = b"This \x81sh"


def symbolic(
    subtables: tuple[tuple[int, int], ...] = ((3, 0),),
    *,
    glyph_names: bool = True,
    tounicode_name: bool = False,
) -> Factory:
    """A simple TrueType font, Symbolic flag set, no /Encoding, embedding a symbol font."""
    program = symbolic_truetype(FISH, subtables=subtables, glyph_names=glyph_names)

    def make(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = simple_font(
            pdf,
            subtype="TrueType",
            base_font="ABCDEF+TestSymbol",
            first_char=32,
            widths=[600] * (0x81 - 32 + 1),
            font_file2=program,
        )
        if tounicode_name:
            font.ToUnicode = pikepdf.Name("/Identity-H")  # the wrong type, as in the corpus
        return font

    return make


@pytest.mark.parametrize(
    ("subtables", "rule"),
    [(((3, 0),), "cmap (3,0) code 0xF054"), (((1, 0),), "cmap (1,0) code 0x54")],
    ids=["3-0-at-F000", "1-0"],
)
def test_symbolic_truetype_is_recovered_through_its_post_names(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    subtables: tuple[tuple[int, int], ...],
    rule: str,
) -> None:
    path = shown(tmp_path, symbolic(subtables), FISH_BYTES)
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("recoverable", "glyph-name")
    first = codes(capsys, path)[0]
    # The PDF maps nothing (§9.10.2); the program's evidence is beside it, with its route.
    assert (first["unicode"], first["source"], first["flags"]) == (None, None, ["unmapped"])
    assert (first["recovered"], first["recovered_source"]) == ("T", "glyph-name")
    assert (first["glyph_name"], first["gid"], first["gid_rule"]) == ("T", 1, rule)
    assert text(capsys, path) == "This fish"
    assert text(capsys, path, "--raw") == "This \ufb01sh"
    assert text(capsys, path, "--no-recover") == "\ufffd" * 8


def test_symbolic_truetype_without_post_names_is_not_recoverable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shown(tmp_path, symbolic(glyph_names=False), FISH_BYTES)
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("not-recoverable", None)
    first = codes(capsys, path)[0]
    assert (first["glyph_name"], first["recovered"], first["recovered_source"]) == (
        None,
        None,
        None,
    )
    assert text(capsys, path) == "\ufffd" * 8


def test_private_use_answer_of_a_symbol_font_is_not_the_recovered_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A (3,1) subtable at U+F000 + code: the program's "Unicode" is private use; the post
    # name is the route, not the cmap.
    path = shown(tmp_path, symbolic(((3, 0), (3, 1))), FISH_BYTES)
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("recoverable", "glyph-name")
    first = codes(capsys, path)[0]
    assert first["program_unicode"] == "\uf054"
    assert (first["recovered"], first["recovered_source"]) == ("T", "glyph-name")
    assert text(capsys, path) == "This fish"


def test_private_use_answer_alone_recovers_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shown(tmp_path, symbolic(((3, 0), (3, 1)), glyph_names=False), FISH_BYTES)
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("not-recoverable", None)
    assert codes(capsys, path)[0]["recovered"] is None
    assert text(capsys, path) == "\ufffd" * 8


def test_symbolic_truetype_with_a_tounicode_name_is_recoverable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # As pdf-reader's tounicode-wrong-type.pdf in the corpus: /ToUnicode /Identity-H.
    path = shown(tmp_path, symbolic(tounicode_name=True), FISH_BYTES)
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("recoverable", "glyph-name")
    assert row["root_cause"] == "TOUNICODE-WRONG-TYPE"
    assert text(capsys, path) == "This fish"


def test_repair_writes_the_post_names_into_a_tounicode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = shown(tmp_path, symbolic(tounicode_name=True), FISH_BYTES)
    fixed, report = repaired(capsys, source)
    (font,) = report["fonts"]
    assert (font["action"], font["evidence"], font["unresolved"]) == (
        "rebuilt",
        {"glyph-name": 6},
        [],
    )
    after = codes(capsys, fixed)
    assert {c["source"] for c in after} == {"tounicode"}
    # The ligature is written as its letters (§9.10.3), so pdftotext prints them too.
    assert [c["unicode"] for c in after][:6] == ["T", "h", "i", "s", " ", "fi"]
    assert font_row(capsys, fixed)["verdict"] == "ok"
    assert text(capsys, fixed) == "This fish"
    poppler = poppler_text(fixed)
    if poppler is not None:
        assert poppler == "Thisfish"


# --- variant ideographs: unified only on evidence ---------------------------------------

RADICAL_TU = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "2f00"), ("0002", "2f08")])
"""Codes 1 and 2 -> the Kangxi radicals ONE (U+2F00) and MAN (U+2F08)."""


def cid_truetype(program: bytes | None, to_unicode: bytes = RADICAL_TU) -> Factory:
    """Identity-H over Adobe-Identity-0; a CIDFontType2 (CID = GID) when a program is given."""
    if program is None:
        return partial(type0_font, ordering="Identity", supplement=0, to_unicode=to_unicode)
    return partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=program,
        to_unicode=to_unicode,
    )


# GID 1 is mapped from U+2F00 and U+4E00: it draws 一. GID 2 is mapped from U+2F08 only: a
# glyph of its own for the radical (人 has GID 3).
CJK_PROGRAM = embedded_truetype(
    {"\u2f00": "one", "\u4e00": "one", "\u2f08": "radical8", "\u4eba": "person"}
)


def test_radical_the_program_draws_as_the_unified_ideograph_is_unified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shown(tmp_path, cid_truetype(CJK_PROGRAM), b"\x00\x01\x00\x02")
    first, second = codes(capsys, path)
    # The trace keeps the ToUnicode's value and says what the text uses.
    assert (first["unicode"], first["source"], first["unified"]) == ("\u2f00", "tounicode", "一")
    assert first["program_unicode"] == "一"
    # The near miss beside it: the program has a glyph for the radical itself.
    assert (second["unicode"], second["unified"], second["program_unicode"]) == (
        "\u2f08",
        None,
        "\u2f08",
    )
    assert text(capsys, path) == "一\u2f08"
    assert text(capsys, path, "--raw") == "\u2f00\u2f08"
    normalized = json.loads(run(capsys, "text", str(path), "--json"))["pages"][0]["normalized"]
    assert normalized == [{"offset": 0, "raw": "\u2f00", "text": "一"}]
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("recoverable", "normalization")
    assert finding_codes(row) == {
        "UNICODE-VARIANT-IDEOGRAPH": "warning",
        "UNICODE-VARIANT-IDEOGRAPH-KEPT": "info",
    }
    fixed, report = repaired(capsys, path)
    assert report["fonts"][0]["evidence"] == {"tounicode, unified ideographs": 1, "tounicode": 1}
    assert [c["unicode"] for c in codes(capsys, fixed)] == ["一", "\u2f08"]
    poppler = poppler_text(fixed)
    if poppler is not None:
        assert poppler == "一\u2f08"


def test_radical_nothing_contradicts_is_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shown(tmp_path, cid_truetype(None), b"\x00\x01\x00\x02")
    assert [c["unified"] for c in codes(capsys, path)] == [None, None]
    assert text(capsys, path) == "\u2f00\u2f08"
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("ok", None)
    assert finding_codes(row) == {"UNICODE-VARIANT-IDEOGRAPH-KEPT": "info"}
    _, report = repaired(capsys, path)
    assert report["fonts"][0]["action"] == "left"


def test_compatibility_ideograph_the_program_draws_as_unified_is_unified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = embedded_truetype({"\uf91d": "ran", "\u6b04": "ran"})
    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "f91d")])
    path = shown(tmp_path, cid_truetype(program, tu), b"\x00\x01")
    assert text(capsys, path) == "\u6b04"
    assert text(capsys, path, "--raw") == "\uf91d"


def test_radical_the_collection_gives_as_unified_for_the_cid_is_unified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Identity-H over Adobe-Japan1: CID 1200 is 一 in Adobe-Japan1-UCS2; CID 34 is "A".
    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("04b0", "2f00"), ("0022", "2f00")])
    path = shown(tmp_path, partial(type0_font, to_unicode=tu), b"\x04\xb0\x00\x22")
    first, second = codes(capsys, path)
    assert (first["cid"], first["unified"]) == (1200, "一")
    assert (second["cid"], second["unified"]) == (34, None)
    assert text(capsys, path) == "一\u2f00"


def unijis(program: bytes | None, to_unicode: str = "2fd4") -> Factory:
    """UniJIS-UCS2-H (the code is UCS-2 text) over Adobe-Japan1, whose CID 7472 both U+2FD4
    and U+9F9C select, with a ToUnicode for the codes <2FD4> and <9F9C>; with a program,
    a CIDFontType2 whose CIDToGIDMap sends CID 7472 to its GID 1."""
    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("2fd4", to_unicode), ("9f9c", "2fd4")])
    if program is None:
        return partial(type0_font, encoding="UniJIS-UCS2-H", to_unicode=tu)
    gid_map = bytearray(2 * 7473)
    gid_map[2 * 7472 : 2 * 7473] = (1).to_bytes(2, "big")
    return partial(
        type0_font,
        encoding="UniJIS-UCS2-H",
        subtype="CIDFontType2",
        cid_to_gid=bytes(gid_map),
        font_file2=program,
        to_unicode=tu,
    )


def test_radical_that_is_the_code_of_a_unicode_cmap_is_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The collection's UCS2 map gives U+9F9C for CID 7472, but the code says the author
    # wrote U+2FD4 and no program contradicts it.
    path = shown(tmp_path, unijis(None), b"\x2f\xd4")
    (code,) = codes(capsys, path)
    assert (code["cid"], code["unicode"], code["source"], code["unified"]) == (
        7472,
        "\u2fd4",
        "tounicode",
        None,
    )
    assert text(capsys, path) == "\u2fd4"
    row = font_row(capsys, path)
    assert row["verdict"] == "ok"
    assert finding_codes(row) == {"UNICODE-VARIANT-IDEOGRAPH-KEPT": "info"}


def test_radical_of_a_unicode_cmap_the_program_draws_as_unified_is_unified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = embedded_truetype({"\u2fd4": "kame", "\u9f9c": "kame"})
    path = shown(tmp_path, unijis(program), b"\x2f\xd4")
    (code,) = codes(capsys, path)
    assert (code["gid"], code["program_unicode"], code["unified"]) == (1, "\u9f9c", "\u9f9c")
    assert text(capsys, path) == "\u9f9c"
    assert text(capsys, path, "--raw") == "\u2fd4"
    row = font_row(capsys, path)
    assert (row["verdict"], row["recovery"]) == ("recoverable", "normalization")


def test_radical_for_a_code_that_is_the_unified_ideograph_is_unified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # UniJIS-UCS2-H code <9F9C> is 龜 itself; its ToUnicode says the radical.
    path = shown(tmp_path, unijis(None), b"\x9f\x9c")
    assert codes(capsys, path)[0]["unified"] == "\u9f9c"
    assert text(capsys, path) == "\u9f9c"


# --- ligatures ----------------------------------------------------------------------------


def test_ligatures_from_a_tounicode_are_spelled_out_unless_raw(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # U+FB13 (an Armenian ligature) is outside U+FB00-U+FB06 and stays.
    tu = cmap_stream_bytes(
        [("00", "ff")], bfchars=[("41", "fb01"), ("42", "fb03"), ("43", "fb13"), ("44", "0065")]
    )
    path = shown(tmp_path, partial(simple_font, to_unicode=tu), b"ABCD")
    assert text(capsys, path) == "fiffi\ufb13e"
    assert text(capsys, path, "--raw") == "\ufb01\ufb03\ufb13e"
    assert [c["unicode"] for c in codes(capsys, path)] == ["\ufb01", "\ufb03", "\ufb13", "e"]
    normalized = json.loads(run(capsys, "text", str(path), "--json"))["pages"][0]["normalized"]
    assert normalized == [
        {"offset": 0, "raw": "\ufb01", "text": "fi"},
        {"offset": 2, "raw": "\ufb03", "text": "ffi"},
    ]


def test_ligature_glyph_names_are_spelled_out_as_pdftotext_prints_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = shown(tmp_path, partial(simple_font, differences=[65, "fi", "l", "e"]), b"ABC")
    (first, *_) = codes(capsys, path)
    assert (first["unicode"], first["source"]) == ("\ufb01", "glyph-name")
    assert text(capsys, path) == "file"
    assert text(capsys, path, "--raw") == "\ufb01le"
    poppler = poppler_text(path)
    if poppler is not None:
        assert poppler == "file"
