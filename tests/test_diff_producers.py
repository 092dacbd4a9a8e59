"""``diff`` on pairs made by real producers: one HTML source printed by headless Chromium
and converted by LibreOffice, and those files changed the ways the issue names (one
ToUnicode entry changed, the font un-embedded, pages reordered). Each difference is
found and its cause named."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pikepdf
import pytest

from inspector.cli import main

pytestmark = pytest.mark.producers

SOURCE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Versions</title></head>
<body style="font-family: 'DejaVu Sans'; font-size: 14pt">
<p>Hello world, déjà vu.</p>
<p>Second line of text.</p>
<p style="page-break-before: always">Another page, its own text.</p>
</body></html>
"""
"""Two pages of short lines (no producer breaks them differently) in one TrueType face."""

TIMEOUT = 180


def _run(command: list[str]) -> None:
    done = subprocess.run(
        command, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL, check=False
    )
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).decode("utf-8", "replace")[-2000:]
        raise RuntimeError(f"{command[0]} failed ({done.returncode}): {tail}")


def _face() -> None:
    if not Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").exists():
        pytest.skip("needs DejaVu Sans (Debian: fonts-dejavu-core)")


def chromium_pdf(folder: Path) -> Path:
    """The source printed by headless Chromium (skips without it)."""
    tool = next((n for n in ("chromium", "chromium-browser") if shutil.which(n)), None)
    if tool is None:
        pytest.skip("needs Chromium (Debian: chromium)")
    _face()
    source = folder / "source.html"
    source.write_text(SOURCE, encoding="utf-8")
    out = folder / "chromium.pdf"
    with tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile:
        _run(
            [
                tool,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                f"--user-data-dir={profile}",
                "--no-pdf-header-footer",
                f"--print-to-pdf={out}",
                source.as_uri(),
            ]
        )
    assert out.stat().st_size > 0
    return out


def libreoffice_pdf(folder: Path) -> Path:
    """The source converted by LibreOffice (skips without it). Loaded as a Writer
    document: LibreOffice 7.4's Writer/Web import, the default for .html, dropped the
    first paragraph and left page 1 blank."""
    if shutil.which("soffice") is None:
        pytest.skip("needs LibreOffice (Debian: libreoffice-writer-nogui)")
    _face()
    source = folder / "libreoffice.html"
    source.write_text(SOURCE, encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="lo-profile-") as profile:
        _run(
            [
                "soffice",
                f"-env:UserInstallation={Path(profile).as_uri()}",
                "--headless",
                "--norestore",
                "--infilter=HTML (StarWriter)",
                "--convert-to",
                "pdf",
                "--outdir",
                str(folder),
                str(source),
            ]
        )
    out = folder / "libreoffice.pdf"
    assert out.stat().st_size > 0
    return out


def diff(capsys: pytest.CaptureFixture[str], a: Path, b: Path) -> tuple[int, dict[str, Any]]:
    code = main(["diff", str(a), str(b), "--json"])
    return code, json.loads(capsys.readouterr().out)


def causes(record: dict[str, Any]) -> list[tuple[int | None, int | None, str, str, list[str]]]:
    return [
        (p["a"], p["b"], c["a"], c["b"], [k["kind"] for k in c["causes"]])
        for p in record["pages"]
        for c in p["changes"]
    ]


def dejavu(record: dict[str, Any]) -> dict[str, Any]:
    (pair,) = [p for p in record["pairs"] if p["name"] == "DejaVuSans"]
    return pair


def test_chromium_and_libreoffice_same_text_other_fonts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same HTML through both: the same text on both pages; the subset fonts (tagged
    differently) are paired by base name, and what differs is how each embeds the face:
    Chromium a CIDFontType2 under Identity-H, LibreOffice a simple TrueType font."""
    a, b = chromium_pdf(tmp_path), libreoffice_pdf(tmp_path)
    code, record = diff(capsys, a, b)
    assert code == 1
    assert record["pages_compared"] == 2
    assert record["pages"] == []
    assert record["summary"] == "B's text is the same as A's; 1 font differs"
    pair = dejavu(record)
    assert (pair["a"]["subtype"], pair["b"]["subtype"]) == ("Type0", "TrueType")
    assert pair["a"]["base_font"] != pair["b"]["base_font"]  # the subset tags
    assert {"subtype", "encoding", "cid_system_info"} <= set(pair["differences"])
    assert "name" not in pair["differences"] and "embedded" not in pair["differences"]
    # Both map every code they draw: no mapping of a code both use differs (their codes
    # are not the same numbers: Identity-H glyph ids against one-byte codes).
    assert (pair["added"], pair["removed"]) == (0, 0)
    assert record["only_a"] == [] and record["only_b"] == []


def _retarget(pdf: pikepdf.Pdf, old: str, new: str) -> str:
    """Change the ToUnicode entry that maps to ``old`` (one UTF-16 hex value) to map to
    ``new``; returns the entry's code in hex."""
    for page in pdf.pages:
        for _name, font in page.Resources.Font.items():
            if "/ToUnicode" not in font:
                continue
            data = font.ToUnicode.read_bytes().decode("latin-1")
            found = re.search(rf"<([0-9A-Fa-f]+)>\s*<{old}>", data)
            if found:
                start, end = found.span()
                data = data[:start] + f"<{found.group(1)}> <{new}>" + data[end:]
                font.ToUnicode.write(data.encode("latin-1"))
                return found.group(1)
    raise AssertionError(f"no ToUnicode entry maps to {old}")


def test_one_tounicode_entry_changed_in_chromium_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Chromium's file against a copy whose ToUnicode maps the code of 'H' to 'X': the
    one difference of the text, its code and its rule named."""
    a = chromium_pdf(tmp_path)
    b = tmp_path / "changed.pdf"
    with pikepdf.open(a) as pdf:
        code_of_h = _retarget(pdf, "0048", "0058")
        pdf.save(b)
    code, record = diff(capsys, a, b)
    assert code == 1
    assert record["summary"] == (
        "B's text differs from A's on page 1; cause: B's font DejaVuSans maps a code to "
        "other text than A's"
    )
    assert causes(record) == [(1, 1, "H", "X", ["mapping"])]
    (cause,) = record["pages"][0]["changes"][0]["causes"]
    assert cause["font"] == "DejaVuSans" and cause["source"] == "tounicode"
    assert int(cause["code"], 16) == int(code_of_h, 16)
    pair = dejavu(record)
    assert pair["changed"] == 1 and pair["differences"] == []


def test_font_unembedded_in_libreoffice_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """LibreOffice's file against a copy without the font program: the pair says the font
    is no longer embedded; the text, read through the ToUnicode both keep, is the same."""
    a = libreoffice_pdf(tmp_path)
    b = tmp_path / "unembedded.pdf"
    with pikepdf.open(a) as pdf:
        for page in pdf.pages:
            for _name, font in page.Resources.Font.items():
                descriptor = font.get("/FontDescriptor")
                if descriptor is not None and "/FontFile2" in descriptor:
                    del descriptor["/FontFile2"]
        pdf.save(b)
    code, record = diff(capsys, a, b)
    assert code == 1
    assert record["pages"] == []
    pair = dejavu(record)
    assert {"embedded", "program"} <= set(pair["differences"])
    assert (pair["a"]["embedded"], pair["b"]["embedded"]) == (True, False)
    assert record["summary"] == "B's text is the same as A's; 1 font differs"


def test_pages_reordered_in_chromium_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Chromium's two pages swapped: each page found at its new place, cause page-order."""
    a = chromium_pdf(tmp_path)
    b = tmp_path / "reordered.pdf"
    with pikepdf.open(a) as pdf:
        pdf.pages.reverse()
        pdf.save(b)
    code, record = diff(capsys, a, b)
    assert code == 1
    assert record["summary"] == (
        "B's text differs from A's on 2 pages; cause: the same pages in another order"
    )
    assert causes(record) == [
        (1, 2, "Hello world, déjà vu.", "Hello world, déjà vu.", ["page-order"]),
        (2, 1, "Another page, its own text.", "Another page, its own text.", ["page-order"]),
    ]
    assert not any(p["differs"] for p in record["pairs"])
