"""Evidence beside the chain, end to end: the verdict, the trace, the text and the repair.

Each behaviour has an input that shows it and the nearest input that does not:

- a symbolic TrueType font without a usable /Encoding: code -> (3,0) cmap at 0xF000 +
  code or (1,0) cmap -> glyph -> ``post`` name -> Adobe Glyph List (§9.6.6.4) recovers the
  text (route ``glyph-name``); the program's private-use "Unicode" never does.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import (
    content_tj,
    page_pdf,
    save,
    simple_font,
    symbolic_truetype,
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
    assert text(capsys, path) == "This \ufb01sh"
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
    assert text(capsys, path) == "This \ufb01sh"


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
    assert text(capsys, path) == "This \ufb01sh"


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
    assert [c["unicode"] for c in after] == ["T", "h", "i", "s", " ", "\ufb01", "s", "h"]
    assert font_row(capsys, fixed)["verdict"] == "ok"
    assert text(capsys, fixed) == "This \ufb01sh"
    poppler = poppler_text(fixed)
    if poppler is not None:
        assert poppler == "This\ufb01sh"
