"""File › Compare with another version: the open document against a second file, each
difference going to its glyph in the open document and showing the other's chain."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QTreeWidgetItem

from inspector.gui.controller import DocumentController
from inspector.gui.features.versions import VersionChange, VersionExample, VersionFont
from inspector.gui.views.versions_view import PLACE_ROLE
from inspector.gui.window import MainWindow
from inspector.gui.worker import ThreadRunner

pytestmark = pytest.mark.gui

ABC = {"41": "0041", "42": "0042", "43": "0043"}


def helvetica(mapping: dict[str, str]) -> Any:
    to_unicode = cmap_stream_bytes(
        [("00", "FF")], bfchars=list(mapping.items()), name="Adobe-Identity-UCS"
    )
    return lambda pdf: simple_font(pdf, to_unicode=to_unicode)


def pair(tmp_path: Path) -> tuple[Path, Path]:
    """Two pages of "ABC" / "CAB"; B's ToUnicode maps <42> to X instead of B."""
    pages = [content_tj("F1", 12, b"ABC", y=720), content_tj("F1", 12, b"CAB", y=720)]
    a = save(page_pdf({"F1": helvetica(ABC)}, pages), tmp_path, "a.pdf")
    b = save(page_pdf({"F1": helvetica({**ABC, "42": "0058"})}, pages), tmp_path, "b.pdf")
    return a, b


@pytest.fixture
def threaded(qtbot: Any, settings: QSettings) -> Iterator[MainWindow]:
    """A shown window whose jobs run on the worker thread, as in use."""
    controller = DocumentController(ThreadRunner())
    win = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    yield win
    win.close()
    assert win.reporter.errors == []


def compared(win: MainWindow, qtbot: Any, a: Path, b: Path) -> None:
    with qtbot.waitSignal(win.controller.page_loaded, timeout=10_000):
        win.open_file(a)
    win.compare_versions()  # shows the pane beside the chain (the dialog: not in tests)
    win.versions_view.compare_with(str(b))
    qtbot.waitUntil(lambda: win.versions_view.comparison is not None, timeout=20_000)


def text_items(win: MainWindow) -> list[QTreeWidgetItem]:
    view = win.versions_view
    return [
        i for i in view.items() if isinstance(view.places[i.data(0, PLACE_ROLE)], VersionChange)
    ]


def test_compare_and_click_a_difference_selects_its_glyph(
    threaded: MainWindow, qtbot: Any, tmp_path: Path
) -> None:
    a, b = pair(tmp_path)
    win = threaded
    compared(win, qtbot, a, b)
    view = win.versions_view
    assert view.summary.text() == (
        "B's text differs from A's on 2 pages; cause: B's font Helvetica maps a code to "
        "other text than A's"
    )
    header = view.tree.headerItem()
    assert (header.text(1), header.text(2)) == ("A: a.pdf", "B: b.pdf")
    # The font pair with what differs, its mapping example, and a difference per page.
    kinds = [type(view.places[i.data(0, PLACE_ROLE)]) for i in view.items()]
    assert kinds == [VersionFont, VersionExample, VersionChange, VersionChange]
    font_item = view.items()[0]
    assert "1 changed" in font_item.text(3)
    first, second = text_items(win)
    assert (first.text(1), first.text(2)) == ("B (U+0042)", "X (U+0058)")
    assert "code <42> of B's font Helvetica gives 'X' (U+0058)" in first.text(3)

    # The difference on page 2: its glyph (string 0, code 2 of "CAB") is selected in
    # the open document, whose page is loaded first.
    rect = view.tree.visualItemRect(second)
    qtbot.mouseClick(view.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    controller = win.controller
    qtbot.waitUntil(
        lambda: (
            (controller.selection.page, controller.selection.string, controller.selection.code)
            == (1, 0, 2)
        ),
        timeout=10_000,
    )
    qtbot.waitUntil(lambda: controller.page is not None and controller.page.index == 1)
    show = controller.current_string()
    assert show is not None and show.decoded.infos[2].unicode == "B"
    # Beside it, the other document's chain of the same place.
    table = view.place
    rows = {
        table.item(r, 0).text(): (table.item(r, 1).text(), table.item(r, 2).text())
        for r in range(table.rowCount())
    }
    assert rows["Code"] == ("<42>", "<42>")
    assert rows["Place"] == ("page 2, string 0, code 2",) * 2
    assert rows["Unicode"][0].startswith("U+0042 B") and rows["Unicode"][1].startswith("U+0058 X")
    assert "tounicode" in rows["Unicode"][1]
    unicode_row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "Unicode")
    code_row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "Code")
    # What differs is marked; what is the same is not.
    assert table.item(unicode_row, 2).background().style() != Qt.BrushStyle.NoBrush
    assert table.item(code_row, 2).background().style() == Qt.BrushStyle.NoBrush


def test_the_font_pair_selects_the_font_and_shows_both_sides(
    threaded: MainWindow, qtbot: Any, tmp_path: Path
) -> None:
    a, b = pair(tmp_path)
    win = threaded
    compared(win, qtbot, a, b)
    view = win.versions_view
    font_item, example_item = view.items()[:2]
    view.tree.setCurrentItem(example_item)
    # The example's code: its first glyph in A (page 1, string 0, code 1).
    controller = win.controller
    qtbot.waitUntil(lambda: (controller.selection.string, controller.selection.code) == (0, 1))
    view.tree.setCurrentItem(font_item)
    facts = {
        view.place.item(r, 0).text(): view.place.item(r, 2).text()
        for r in range(view.place.rowCount())
    }
    assert facts["Base font"] == "Helvetica" and facts["ToUnicode"] == "yes"
    assert controller.selection.font is not None


def test_the_same_file_has_no_difference(threaded: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    a, _b = pair(tmp_path)
    compared(threaded, qtbot, a, a)
    view = threaded.versions_view
    assert view.summary.text() == "no difference"
    assert view.items() == []


def test_an_unreadable_version_is_said(threaded: MainWindow, qtbot: Any, tmp_path: Path) -> None:
    a, _b = pair(tmp_path)
    junk = tmp_path / "junk.pdf"
    junk.write_bytes(b"not a pdf")
    win = threaded
    with qtbot.waitSignal(win.controller.page_loaded, timeout=10_000):
        win.open_file(a)
    with qtbot.waitSignal(win.controller.versions_failed, timeout=10_000):
        win.versions_view.compare_with(str(junk))
    assert win.versions_view.summary.text().startswith("The comparison failed: ")
    assert "junk.pdf" in win.versions_view.summary.text()


def test_a_moved_page_goes_to_its_glyph_in_both(
    threaded: MainWindow, qtbot: Any, tmp_path: Path
) -> None:
    """Pages swapped in B: each page's difference (page-order) selects the page's first
    glyph in A and shows B's, on B's other page."""
    fonts = {"F1": helvetica(ABC)}
    first, second = content_tj("F1", 12, b"ABC", y=720), content_tj("F1", 12, b"CCA", y=720)
    a = save(page_pdf(fonts, [first, second]), tmp_path, "a.pdf")
    b = save(page_pdf(fonts, [second, first]), tmp_path, "b.pdf")
    win = threaded
    compared(win, qtbot, a, b)
    view = win.versions_view
    assert view.summary.text() == (
        "B's text differs from A's on 2 pages; cause: the same pages in another order"
    )
    items = text_items(win)
    assert [i.parent().text(0) for i in items] == ["Page 1 of A, 2 of B", "Page 2 of A, 1 of B"]
    view.tree.setCurrentItem(items[1])
    controller = win.controller
    qtbot.waitUntil(
        lambda: (
            (controller.selection.page, controller.selection.string, controller.selection.code)
            == (1, 0, 0)
        ),
        timeout=10_000,
    )
    table = view.place
    place = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "Place")
    assert (table.item(place, 1).text(), table.item(place, 2).text()) == (
        "page 2, string 0, code 0",
        "page 1, string 0, code 0",
    )
    assert "the same page at another place in the document" in view.place_note.text()
