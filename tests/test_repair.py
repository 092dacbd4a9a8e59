"""Repair: the text of the repaired copy, read by independent extractors, is right."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
from functools import partial
from pathlib import Path

import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, type0_font

from inspector.cli import main


def pdfminer_text(path: Path) -> str:
    from pdfminer.high_level import extract_text

    return re.sub(r"\s+", "", extract_text(str(path)))


def poppler_text(path: Path) -> str | None:
    if shutil.which("pdftotext") is None:
        return None
    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True)
    return re.sub(r"\s+", "", done.stdout.decode("utf-8"))


def qpdf_check(path: Path) -> None:
    if shutil.which("qpdf") is None:
        return
    done = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def repaired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], source: Path, *extra: str
) -> tuple[Path, dict]:  # type: ignore[type-arg]
    target = tmp_path / "fixed.pdf"
    assert main(["repair", str(source), "-o", str(target), "--json", *extra]) == 0
    return target, json.loads(capsys.readouterr().out)


def check_text(path: Path, expected: str, *, pdfminer: bool = True) -> None:
    """Both extractors where installed. pdfminer.six looks ToUnicode entries up by CID
    rather than by code (against §9.10.3), so it is used only where code and CID agree."""
    poppler = poppler_text(path)
    if poppler is not None:
        assert poppler == expected
    elif not pdfminer:
        pytest.skip("needs poppler's pdftotext")
    if pdfminer:
        assert pdfminer_text(path) == expected
    qpdf_check(path)


def test_identity_h_japan1_without_tounicode_gets_the_collection_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Adobe-Japan1 CIDs 3284, 3722 and 12354 are 日, 本 and ろ.
    source = save(
        page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x0c\xd4\x0e\x8a\x30\x42")),
        tmp_path,
        "in.pdf",
    )
    assert pdfminer_text(source) != "日本ろ"
    fixed, report = repaired(tmp_path, capsys, source)
    (font,) = report["fonts"]
    assert (font["action"], font["evidence"]) == ("rebuilt", {"collection": 3})
    check_text(fixed, "日本ろ")


def test_predefined_cmap_without_tounicode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, encoding="90ms-RKSJ-H", supplement=2)
    source = save(
        page_pdf({"F1": font}, content_tj("F1", 12, "日本語".encode("cp932"))), tmp_path, "in.pdf"
    )
    fixed, report = repaired(tmp_path, capsys, source)
    assert report["fonts"][0]["evidence"] == {"collection": 3}
    check_text(fixed, "日本語", pdfminer=False)


def test_kangxi_radicals_in_tounicode_become_unified_ideographs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from builders import embedded_truetype

    tu = cmap_stream_bytes(
        [("0000", "ffff")], bfchars=[("0001", "2f00"), ("0002", "2f08"), ("0003", "0041")]
    )
    # The program draws 一 and 人 with the glyphs (it maps both code points to each).
    program = embedded_truetype(
        {"\u2f00": "one", "\u4e00": "one", "\u2f08": "man", "\u4eba": "man", "A": "A"}
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
    source = save(
        page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x03")),
        tmp_path,
        "in.pdf",
    )
    assert pdfminer_text(source) == "\u2f00\u2f08A"
    fixed, report = repaired(tmp_path, capsys, source)
    assert report["fonts"][0]["evidence"] == {"tounicode, unified ideographs": 2, "tounicode": 1}
    check_text(fixed, "一人A")


def test_user_corrections_map_codes_no_evidence_covers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0)
    source = save(
        page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x05\x00\x06")), tmp_path, "in.pdf"
    )
    fixed, report = repaired(
        tmp_path, capsys, source, "--correct", "F1:0005=U+5B57", "--correct", "F1:0006=x"
    )
    assert report["fonts"][0]["evidence"] == {"correction": 2}
    check_text(fixed, "字x")


def test_unrecoverable_font_is_left_and_the_input_is_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0)
    source = save(page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x05")), tmp_path, "in.pdf")
    before = hashlib.sha256(source.read_bytes()).hexdigest()
    fixed, report = repaired(tmp_path, capsys, source)
    (entry,) = report["fonts"]
    assert entry["action"] == "left" and "OCR" in entry["reason"]
    assert entry["unresolved"] == ["0005"]
    assert hashlib.sha256(source.read_bytes()).hexdigest() == before
    qpdf_check(fixed)


def test_repair_refuses_to_overwrite_the_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = save(
        page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x30\x42")), tmp_path, "in.pdf"
    )
    before = source.read_bytes()
    assert main(["repair", str(source), "-o", str(source)]) == 2
    assert "overwrite" in capsys.readouterr().err
    assert source.read_bytes() == before


def test_dry_run_shows_before_and_after_without_writing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from builders import embedded_truetype

    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "2f00")])
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=embedded_truetype({"\u2f00": "one", "\u4e00": "one"}),
        to_unicode=tu,
    )
    source = save(page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01")), tmp_path, "in.pdf")
    assert main(["repair", str(source), "--dry-run", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # Our own extraction already unifies the radical; the repaired file needs no help.
    assert out["after"].strip() == "一"
    assert list(tmp_path.iterdir()) == [source]


def test_report_of_the_repaired_file_shows_the_fonts_as_ok(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = save(
        page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x30\x42")), tmp_path, "in.pdf"
    )
    fixed, _ = repaired(tmp_path, capsys, source)
    assert main(["fonts", str(fixed), "--json"]) == 0
    (font,) = json.loads(capsys.readouterr().out)["fonts"]
    assert font["verdict"] == "ok" and font["to_unicode"] is True


def test_embedded_truetype_subset_without_tounicode_uses_the_program_cmap(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from builders import embedded_truetype

    program = embedded_truetype("漢字Ab")  # GIDs 1-4 in this order, with a (3,1) cmap
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=program,
    )
    source = save(
        page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x03\x00\x04")),
        tmp_path,
        "in.pdf",
    )
    assert main(["fonts", str(source), "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["fonts"]
    assert (row["verdict"], row["recovery"]) == ("recoverable", "font-cmap")
    fixed, report = repaired(tmp_path, capsys, source)
    assert report["fonts"][0]["evidence"] == {"font-cmap": 4}
    check_text(fixed, "漢字Ab")
