"""Reading the bookmarks leaves the document as it was read."""

from __future__ import annotations

from pathlib import Path

import pikepdf

from inspector.analysis import Analysis


def _two_pages(tmp_path: Path, with_outline: bool) -> Path:
    pdf = pikepdf.Pdf.new()
    for _ in range(2):
        pdf.add_blank_page(page_size=(200, 200))
    if with_outline:
        with pdf.open_outline() as outline:
            chapter = pikepdf.OutlineItem("Chapter 1", 0)
            chapter.children.append(pikepdf.OutlineItem("Section 1.1", 1))
            outline.root.append(chapter)
            outline.root.append(pikepdf.OutlineItem("Appendix", 1))
    path = tmp_path / ("outlined.pdf" if with_outline else "plain.pdf")
    pdf.save(path)
    return path


def test_bookmarks_are_read_with_their_pages(tmp_path: Path) -> None:
    with Analysis(str(_two_pages(tmp_path, True))) as analysis:
        entries = analysis.outline()
    assert [(e.title, e.page_index) for e in entries] == [("Chapter 1", 0), ("Appendix", 1)]
    assert [(e.title, e.page_index) for e in entries[0].children] == [("Section 1.1", 1)]


def test_reading_no_bookmarks_adds_no_outline_to_the_catalog(tmp_path: Path) -> None:
    path = _two_pages(tmp_path, False)
    with Analysis(str(path)) as analysis:
        assert analysis.outline() == ()
        # The catalog the object browser shows is the file's: no /Outlines of our making.
        assert analysis.document.objects_with_key("Outlines") == ()
        assert analysis.document.objects_with_key("Type", "Outlines") == ()
