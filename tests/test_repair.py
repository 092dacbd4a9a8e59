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
from builders import (
    cmap_stream_bytes,
    content_tj,
    page_pdf,
    save,
    simple_font,
    symbolic_truetype,
    type0_font,
)

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


# --- no reader worse: pdftotext, mutool, PyMuPDF and pdfminer.six on the copy -----------


def _mutool(path: Path) -> str:
    done = subprocess.run(
        ["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(path)], capture_output=True
    )
    return done.stdout.decode("utf-8", "replace")


def _pdftotext(path: Path) -> str:
    done = subprocess.run(["pdftotext", "-q", str(path), "-"], capture_output=True)
    return done.stdout.decode("utf-8", "replace")


def _pymupdf(path: Path) -> str:
    import pymupdf

    with pymupdf.open(path) as doc:  # type: ignore[no-untyped-call]
        return "".join(page.get_text() for page in doc)


def _pdfminer(path: Path) -> str:
    from pdfminer.high_level import extract_text

    return str(extract_text(str(path)))


def _installed(reader: str) -> bool:
    import importlib.util

    if reader in ("mutool", "pdftotext"):
        return shutil.which(reader) is not None
    return importlib.util.find_spec({"PyMuPDF": "pymupdf", "pdfminer.six": "pdfminer"}[reader])


READERS = {
    "pdftotext": _pdftotext,
    "mutool": _mutool,
    "PyMuPDF": _pymupdf,
    "pdfminer.six": _pdfminer,
}


def _score(text: str, expected: str) -> tuple[int, int]:
    """Characters of ``expected`` the reader printed, and characters it printed that are
    not in ``expected`` (whitespace aside, reading order aside)."""
    from collections import Counter

    got, want = Counter(re.sub(r"\s+", "", text)), Counter(re.sub(r"\s+", "", expected))
    return sum((got & want).values()), sum((got - want).values())


def _iso2022_jp_codes(text: str) -> bytes:
    """The JIS X 0208 codes of ISO-2022-JP without its escapes: what the H CMap takes."""
    data = text.encode("iso2022_jp")
    assert data.startswith(b"\x1b$B") and data.endswith(b"\x1b(B")
    return data[3:-3]


# Adobe-Japan1 CID 1200 is 一 (a ToUnicode below says Kangxi radical ⼀ for it); CID 2839 is
# 揃, which Adobe-Japan1-UCS2 gives as <U+63C3 U+E0100> (an ideographic variation sequence).
_WRONG_TU = cmap_stream_bytes([("0000", "ffff")], bfchars=[("04b0", "2f00")])

NO_READER_WORSE = {
    "EUC-H": (
        partial(type0_font, encoding="EUC-H", supplement=2),
        "Aあいうえお日本ｱ".encode("euc_jp"),
        "Aあいうえお日本ｱ",
    ),
    "90ms-RKSJ-H": (
        partial(type0_font, encoding="90ms-RKSJ-H", supplement=2),
        "Aあいうえお日本ｱ".encode("cp932"),
        "Aあいうえお日本ｱ",
    ),
    # No predefined CMap is named ISO-2022-JP: H takes its two-byte JIS X 0208 codes.
    "H (ISO-2022-JP codes)": (
        partial(type0_font, encoding="H", supplement=2),
        _iso2022_jp_codes("あいうえお日本"),
        "あいうえお日本",
    ),
    # /ToUnicode /Identity-H, a name: mutool prints U+FFFD, PyMuPDF the codes as Unicode.
    "EUC-H, ToUnicode a name": (
        partial(type0_font, encoding="EUC-H", supplement=2, to_unicode="Identity-H"),
        "あいう日本".encode("euc_jp"),
        "あいう日本",
    ),
    # 一 (0x88EA in Shift-JIS, CID 1200) mapped to the Kangxi radical ⼀ by the ToUnicode.
    "90ms-RKSJ-H, Kangxi ToUnicode": (
        partial(
            type0_font,
            encoding="90ms-RKSJ-H",
            supplement=2,
            to_unicode=cmap_stream_bytes(
                [("00", "80"), ("8140", "9ffc"), ("a0", "df"), ("e040", "fcfc")],
                bfchars=[("88ea", "2f00"), ("82a0", "3042")],
            ),
        ),
        "一あ".encode("cp932"),
        "一あ",
    ),
    "Identity-H, wrong ToUnicode": (
        partial(type0_font, to_unicode=_WRONG_TU),
        b"\x04\xb0\x0b\x17",
        "一揃",
    ),
    "simple font": (
        partial(
            simple_font,
            subtype="TrueType",
            base_font="ABCDEF+TestSymbol",
            first_char=32,
            widths=[600] * (0x81 - 32 + 1),
            font_file2=symbolic_truetype(
                {0x54: "T", 0x68: "h", 0x69: "i", 0x73: "s", 0x20: "space", 0x81: "fi"}
            ),
        ),
        b"This \x81sh",
        "This fish",
    ),
}


@pytest.mark.parametrize("reader", list(READERS))
@pytest.mark.parametrize("case", list(NO_READER_WORSE))
def test_the_repair_makes_no_reader_worse(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, reader: str
) -> None:
    if not _installed(reader):
        pytest.skip(f"{reader} is not installed")
    factory, codes, expected = NO_READER_WORSE[case]
    source = save(page_pdf({"F1": factory}, content_tj("F1", 12, codes)), tmp_path, "in.pdf")
    assert main(["text", str(source)]) == 0
    assert re.sub(r"\s+", "", capsys.readouterr().out) == re.sub(r"\s+", "", expected)
    fixed, _ = repaired(tmp_path, capsys, source)
    read = READERS[reader]
    (right_before, wrong_before), (right_after, wrong_after) = (
        _score(read(source), expected),
        _score(read(fixed), expected),
    )
    assert right_after >= right_before, (read(source), read(fixed))
    assert wrong_after <= wrong_before, (read(source), read(fixed))


@pytest.mark.parametrize("case", ["EUC-H", "90ms-RKSJ-H", "H (ISO-2022-JP codes)"])
def test_a_font_readers_read_through_its_predefined_cmap_gets_no_tounicode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    factory, codes, expected = NO_READER_WORSE[case]
    source = save(page_pdf({"F1": factory}, content_tj("F1", 12, codes)), tmp_path, "in.pdf")
    fixed, report = repaired(tmp_path, capsys, source)
    (font,) = report["fonts"]
    assert font["action"] == "left"
    assert "character collection" in font["reason"] and "MuPDF 1.21" in font["reason"]
    assert font["evidence"] == {"collection": len(re.sub(r"\s+", "", expected))}
    check_text(fixed, re.sub(r"\s+", "", expected))
    # Named with --font, the font gets its ToUnicode all the same.
    _, forced = repaired(tmp_path, capsys, source, "--font", "F1")
    assert forced["fonts"][0]["action"] == "rebuilt"
    assert "MuPDF 1.21 (Debian 12's mutool) would print U+FFFD" in forced["fonts"][0]["reason"]


def test_the_written_tounicode_leaves_out_the_collections_variation_selectors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pikepdf

    factory, codes, _ = NO_READER_WORSE["Identity-H, wrong ToUnicode"]
    source = save(page_pdf({"F1": factory}, content_tj("F1", 12, codes)), tmp_path, "in.pdf")
    fixed, report = repaired(tmp_path, capsys, source)
    assert report["fonts"][0]["action"] == "rebuilt"
    with pikepdf.open(fixed) as pdf:
        cmap = pdf.pages[0].Resources.Font.F1.ToUnicode.read_bytes().decode("ascii")
    # 揃 alone: <63C3 DB40 DD00> (U+E0100 appended) is printed by MuPDF 1.21 as lone
    # surrogates and by pdftotext with the selector.
    assert "<0B17> <63C3>" in cmap and "DB40" not in cmap
    assert "<04B0> <4E00>" in cmap
    check_text(fixed, "一揃")


@pytest.mark.parametrize("case", ["EUC-H, ToUnicode a name", "90ms-RKSJ-H, Kangxi ToUnicode"])
def test_a_tounicode_readers_do_better_without_is_removed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    import pikepdf

    factory, codes, expected = NO_READER_WORSE[case]
    source = save(page_pdf({"F1": factory}, content_tj("F1", 12, codes)), tmp_path, "in.pdf")
    fixed, report = repaired(tmp_path, capsys, source)
    (font,) = report["fonts"]
    assert font["action"] == "removed" and "MuPDF 1.21" in font["reason"]
    with pikepdf.open(fixed) as pdf:
        assert "/ToUnicode" not in pdf.pages[0].Resources.Font.F1
    for reader, read in READERS.items():
        if _installed(reader):
            assert re.sub(r"\s+", "", read(fixed)) == expected, reader
    # Named with --font, the font gets a ToUnicode instead.
    _, forced = repaired(tmp_path, capsys, source, "--font", "F1")
    assert forced["fonts"][0]["action"] == "rebuilt"


def test_codes_of_three_bytes_are_written_as_single_entries(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # UniJIS-UTF8-H: 平 and 年 are <E5B9B3> <E5B9B4>, consecutive codes for consecutive
    # characters. pdftotext rejects a ToUnicode entry of three bytes; as a bfrange the two
    # came out empty, as bfchars they keep the collection's reading.
    factory = partial(type0_font, encoding="UniJIS-UTF8-H")
    source = save(
        page_pdf({"F1": factory}, content_tj("F1", 12, "A平年あ".encode())), tmp_path, "in.pdf"
    )
    fixed, report = repaired(tmp_path, capsys, source, "--font", "F1")
    assert report["fonts"][0]["action"] == "rebuilt"
    import pikepdf

    with pikepdf.open(fixed) as pdf:
        cmap = pdf.pages[0].Resources.Font.F1.ToUnicode.read_bytes().decode("ascii")
    assert "beginbfrange" not in cmap and "<E5B9B3> <5E73>" in cmap
    if shutil.which("pdftotext") is None:
        pytest.skip("needs poppler's pdftotext")
    assert poppler_text(fixed) == "A平年あ"


def test_a_font_readers_read_in_part_through_its_cmap_is_left_unless_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from builders import embedded_truetype

    # An embedded CMap: <0001> is CID 1200 (一 in Adobe-Japan1), <0002> CID 30000, beyond
    # the collection; the program's cmap says 字 for the glyph of CID 30000.
    encoding = cmap_stream_bytes([("0000", "ffff")], cidchars=[("0001", 1200), ("0002", 30000)])
    gid_map = bytearray(2 * 30001)
    gid_map[2 * 1200 : 2 * 1201] = (1).to_bytes(2, "big")
    gid_map[2 * 30000 : 2 * 30001] = (2).to_bytes(2, "big")
    font = partial(
        type0_font,
        encoding=encoding,
        subtype="CIDFontType2",
        cid_to_gid=bytes(gid_map),
        font_file2=embedded_truetype("一字"),
    )
    source = save(page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x01\x00\x02")), tmp_path)
    _, report = repaired(tmp_path, capsys, source)
    (entry,) = report["fonts"]
    assert entry["action"] == "left"
    assert "read 1 of its codes" in entry["reason"] and "pdfminer.six" in entry["reason"]
    assert "MuPDF" not in entry["reason"]  # its CIDs lie inside the CMap's codespace
    fixed, forced = repaired(tmp_path, capsys, source, "--font", "F1")
    assert forced["fonts"][0]["action"] == "rebuilt"
    assert "pdfminer.six would misread 2" in forced["fonts"][0]["reason"]
    check_text(fixed, "一字", pdfminer=False)


def test_dry_run_prints_a_diff_of_the_text_and_a_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0)
    pages = [content_tj("F1", 12, b"\x00\x05\x00\x06"), content_tj("F1", 12, b"\x00\x07")]
    source = save(page_pdf({"F1": font}, pages), tmp_path, "in.pdf")
    assert main(["repair", str(source), "--dry-run", "--correct", "F1:0005=U+5B57"]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index("--- text before")
    assert out[at:] == [
        "--- text before",
        "+++ text after the repair",
        "@@ page 1 @@",
        "-\ufffd\ufffd",
        "+字\ufffd",
        "the text changes on 1 of 2 pages (2 lines removed or added)",
    ]
    assert main(["repair", str(source), "--dry-run"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "no change in the text of the 2 pages"
    assert sorted(tmp_path.iterdir()) == [source]


def test_nothing_to_repair_says_what_was_written_not_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0)
    source = save(page_pdf({"F1": font}, content_tj("F1", 12, b"\x00\x05")), tmp_path, "in.pdf")
    copy = tmp_path / "copy.pdf"
    assert main(["repair", str(source), "-o", str(copy)]) == 0
    said = capsys.readouterr().out
    assert "unchanged" not in said  # the copy is not the input's bytes
    assert f"{copy} is the input written again by qpdf" in said
    assert copy.read_bytes() != source.read_bytes()
    assert main(["text", str(copy)]) == 0
    text_of_copy = capsys.readouterr().out
    assert main(["text", str(source)]) == 0
    assert capsys.readouterr().out == text_of_copy
