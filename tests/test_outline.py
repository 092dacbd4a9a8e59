"""Reading the bookmarks leaves the document as it was read, and damaged ones open."""

from __future__ import annotations

import itertools
from pathlib import Path

import pikepdf
import pytest

from inspector.analysis import Analysis
from inspector.pdf.objects import OutlineEntry


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


def _damaged_outline(tmp_path: Path, kind: str) -> Path:
    pdf = pikepdf.Pdf.new()
    pdf.add_blank_page(page_size=(200, 200))
    if kind == "cycle":  # /Next and /First lead back to the first entry
        first = pdf.make_indirect(
            pikepdf.Dictionary(
                Title=pikepdf.String("A"), Dest=pikepdf.Array([pdf.pages[0].obj, pikepdf.Name.Fit])
            )
        )
        second = pdf.make_indirect(pikepdf.Dictionary(Title=pikepdf.String("B")))
        first.Next, second.Next, first.First = second, first, first
        pdf.Root.Outlines = pdf.make_indirect(pikepdf.Dictionary(First=first, Last=second))
    elif kind == "array":  # /Outlines not a dictionary
        pdf.Root.Outlines = pikepdf.Array([1, 2])
    elif kind == "number":  # /First not a dictionary: pikepdf raises TypeError
        pdf.Root.Outlines = pdf.make_indirect(pikepdf.Dictionary(First=5))
    else:  # 200 levels, each entry the only child of the one before
        entries = [
            pdf.make_indirect(pikepdf.Dictionary(Title=pikepdf.String(f"L{n}"))) for n in range(200)
        ]
        for parent, child in itertools.pairwise(entries):
            parent.First = child
        pdf.Root.Outlines = pdf.make_indirect(pikepdf.Dictionary(First=entries[0]))
    path = tmp_path / f"outline-{kind}.pdf"
    pdf.save(path)
    return path


def _depth(entries: tuple[OutlineEntry, ...]) -> int:
    return 1 + max(_depth(e.children) for e in entries) if entries else 0


@pytest.mark.gui
def test_damaged_bookmarks_are_read_as_far_as_they_go_and_the_document_opens(
    tmp_path: Path,
) -> None:
    from inspector.gui.features.document import DocumentWork
    from inspector.gui.session import Session

    with Analysis(str(_damaged_outline(tmp_path, "cycle"))) as analysis:
        assert [(e.title, e.page_index) for e in analysis.outline()] == [("A", 0), ("B", None)]
    for kind in ("array", "number"):
        path = _damaged_outline(tmp_path, kind)
        with Analysis(str(path)) as analysis:
            assert analysis.outline() == ()
        # The window's session opens the document all the same (it failed on "number").
        with Session(str(path), None) as session:
            loaded = DocumentWork(session).load(lambda _done, _total: None)
            assert loaded.info.page_count == 1 and loaded.outline == ()
    with Analysis(str(_damaged_outline(tmp_path, "deep"))) as analysis:
        entries = analysis.outline()
    assert entries[0].title == "L0" and 1 < _depth(entries) <= 33
