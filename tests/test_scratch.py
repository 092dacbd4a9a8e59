"""Font dictionaries read from a second reading of the file (inspector.pdf.scratch): the
same fonts as read from the document's own reading, qpdf's copies of their arrays let go,
and the document's own reading wherever the second could differ (a file changed on disk,
a file qpdf repairs)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, type0_font
from many_fonts import RANGES, wide_widths_pdf

from inspector.analysis import Analysis
from inspector.pdf import scratch
from inspector.pdf.fontdict import read_font_spec


def _widths(analysis: Analysis) -> list[tuple[float, float]]:
    """The width of CIDs 5 and 6 in each font, in order of the fonts."""
    out = []
    for entry in analysis.fonts():
        infos = entry.font.decode(b"\x00\x05\x00\x06").infos
        out.append((infos[0].width, infos[1].width))
    return out


def _wrong_xref(good: Path, damaged: Path) -> Path:
    """``good`` with its startxref pointing nowhere: qpdf reconstructs the table."""
    data = good.read_bytes()
    damaged.write_bytes(data[: data.rindex(b"startxref")] + b"startxref\n999999\n%%EOF\n")
    return damaged


def _expected(count: int) -> list[tuple[float, float]]:
    return [(100 + n + 5, 100 + n + 6) for n in range(count)]


def test_fonts_read_apart_are_those_of_the_documents_own_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = wide_widths_pdf(tmp_path / "w.pdf", 6)
    for budget, opened in ((10**9, 1), (2 * 3 * RANGES, 3)):
        monkeypatch.setattr(scratch, "BUDGET", budget)
        with Analysis(path) as analysis:
            entries = analysis.fonts()  # each font's dictionary is read once
            assert analysis.document._scratch.reopened == opened
            assert _widths(analysis) == _expected(6)
            for entry in entries:  # the specs of the document's own reading
                ref = analysis._refs[entry.key]
                assert analysis.document.font_spec(ref) == read_font_spec(ref)


def test_a_password_opens_the_second_reading_too(tmp_path: Path) -> None:
    path = wide_widths_pdf(tmp_path / "locked.pdf", 2, encrypt=True)
    with Analysis(path, "secret") as analysis:
        assert _widths(analysis) == _expected(2)
        assert analysis.document._scratch.reopened > 0


def test_a_file_changed_on_disk_is_read_from_what_was_opened(tmp_path: Path) -> None:
    path = wide_widths_pdf(tmp_path / "w.pdf", 3)
    other = wide_widths_pdf(tmp_path / "other.pdf", 5)  # other widths for the same objects
    with Analysis(path) as analysis:
        os.replace(other, path)  # the user's pipeline writes the file again
        assert _widths(analysis) == _expected(3)
        assert analysis.document._scratch.reopened == 0


def test_a_file_qpdf_repairs_is_read_as_before(tmp_path: Path) -> None:
    damaged = _wrong_xref(wide_widths_pdf(tmp_path / "good.pdf", 3), tmp_path / "damaged.pdf")
    with Analysis(damaged) as analysis:
        assert _widths(analysis) == _expected(3)
        assert analysis.document._scratch.reopened == 0
        assert any(f.code == "PDF-REPAIRED" for f in analysis.findings)


def test_a_missing_file_leaves_the_documents_own_reading(tmp_path: Path) -> None:
    path = wide_widths_pdf(tmp_path / "w.pdf", 2)
    with Analysis(path) as analysis:
        path.unlink()
        assert _widths(analysis) == _expected(2)
        assert analysis.document._scratch.reopened == 0


def test_every_repair_qpdf_reports_is_a_finding(tmp_path: Path) -> None:
    # qpdf hands out each warning once: those of the damaged cross-reference table at
    # opening, then those of the content stream when it is read, all of them findings.
    pdf = page_pdf(
        {"F0": lambda pdf: type0_font(pdf, encoding="Identity-H", base_font="Many")},
        content_tj("F0", 10, b"\x00\x05") + b") )\n",
    )
    good = tmp_path / "good.pdf"
    pdf.save(good, deterministic_id=True)
    damaged = _wrong_xref(good, tmp_path / "damaged.pdf")
    with Analysis(damaged) as analysis:
        opened = [f.message for f in analysis.findings if f.code == "PDF-REPAIRED"]
        analysis.trace_page(0)
        analysis.fonts()
        repaired = [f.message for f in analysis.findings if f.code == "PDF-REPAIRED"]
    assert opened and repaired[: len(opened)] == opened
    later = [str(m) for m in repaired[len(opened) :]]
    assert len(later) == 2 and all("unexpected )" in m for m in later), repaired
