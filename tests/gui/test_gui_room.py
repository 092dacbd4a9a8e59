"""Room to read (issue 35, item 3): three rows of code tiles at 1280×720, the page fitted
to its pane, and a dock's edge that resizes the dock when dragged instead of floating it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner

pytestmark = pytest.mark.gui


def _window(qtbot: object, settings: object, size: tuple[int, int]) -> MainWindow:
    win = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)  # type: ignore[arg-type]
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(*size)
    with qtbot.waitExposed(win):  # type: ignore[attr-defined]
        win.show()
    return win


@pytest.mark.parametrize("restarted", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_byte_view_shows_three_rows_of_tiles_and_the_page_its_width(
    qtbot: object, settings: object, embedded_pdf: Path, size: tuple[int, int], restarted: bool
) -> None:
    if restarted:  # the layout saved by a window before (the tiles' handle with it)
        _window(qtbot, settings, size).close()
    win = _window(qtbot, settings, size)
    win.open_file(embedded_pdf)
    win.controller.select_string(0, 0)
    panel = win.string_panel

    def laid_out() -> None:
        assert (win.width(), win.height()) == size
        # at 1280x720 the tiles showed 1.3 rows (0.8 offscreen): now three at least
        assert panel.scroller.viewport().height() >= 3 * panel.bytes.row_height()
        # the chain keeps its rows under them
        table = panel.table
        assert table.viewport().height() >= 4 * table.rowHeight(0)
        # the page fills its pane's width
        page = win.page_view
        assert page.canvas.width() >= page.scroller.viewport().width() - 8

    qtbot.waitUntil(laid_out, timeout=5000)  # type: ignore[attr-defined]
    win.close()


def test_dragging_a_docks_edge_resizes_it_instead_of_floating_it(
    qtbot: object, settings: object, cjk_pdf: Path
) -> None:
    win = _window(qtbot, settings, (1280, 720))
    win.open_file(cjk_pdf)
    fonts = win.docks["Fonts"]
    qtbot.waitUntil(lambda: fonts.height() > 100)  # type: ignore[attr-defined]
    before = fonts.height()
    window = win.windowHandle()
    x = fonts.geometry().center().x()
    # the first pixels of the dock, where its title bar meets the handle above it: a
    # drag there floated the dock
    y = fonts.geometry().top() + 1
    QTest.mousePress(
        window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, y)
    )
    for step in range(5, 45, 5):
        QTest.mouseMove(window, QPoint(x, y - step))
    QTest.mouseRelease(
        window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, y - 40)
    )
    assert not fonts.isFloating()
    assert fonts.height() > before
    win.close()


def test_the_versions_pane_opens_wide_enough_for_its_columns_at_1280x720(
    qtbot: object, settings: object, tmp_path: Path
) -> None:
    """At 1280x720 the Versions pane opened 316 px wide beside the strings, its columns
    cut short (issue 35)."""
    from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font
    from PySide6.QtWidgets import QTableView, QTreeWidget

    def font(mapping: dict[str, str]) -> object:
        cmap = cmap_stream_bytes([("00", "FF")], bfchars=list(mapping.items()), name="A-UCS")
        return lambda pdf: simple_font(pdf, to_unicode=cmap)

    page = content_tj("F1", 12, b"ABC", y=720)
    a = save(page_pdf({"F1": font({"41": "0041", "42": "0042"})}, page), tmp_path, "a.pdf")
    b = save(page_pdf({"F1": font({"41": "0041", "42": "0058"})}, page), tmp_path, "b.pdf")
    win = _window(qtbot, settings, (1280, 720))
    win.open_file(a)
    win.compare_versions()
    view = win.versions_view
    view.compare_with(str(b))
    qtbot.waitUntil(lambda: view.comparison is not None, timeout=20_000)  # type: ignore[attr-defined]

    def whole_headers(table: QTreeWidget | QTableView, columns: range) -> None:
        header = table.header() if isinstance(table, QTreeWidget) else table.horizontalHeader()
        metrics = header.fontMetrics()
        model = table.model()
        for column in columns:
            text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            assert header.sectionSize(column) >= metrics.horizontalAdvance(text) + 8, text
        right = header.sectionViewportPosition(columns[-1]) + header.sectionSize(columns[-1])
        assert right <= table.viewport().width()

    def versions_readable() -> None:
        assert (win.width(), win.height()) == (1280, 720)
        assert not win.docks["Versions"].visibleRegion().isEmpty()
        assert win.docks["Versions"].width() >= 480  # was 316
        whole_headers(view.tree, range(4))  # Where, A: a.pdf, B: b.pdf, Cause
        whole_headers(view.place, range(3))
        assert not win.docks["String"].visibleRegion().isEmpty()  # the chain beside it

    qtbot.waitUntil(versions_readable, timeout=5000)  # type: ignore[attr-defined]
    win.close()


def test_the_glyph_shapes_table_shows_two_matches_at_1280x720(
    qtbot: object, settings: object, embedded_pdf: Path
) -> None:
    """At 1280x720 the Glyph shapes table under the repair's summary and tabs showed no
    full row of matches without View › Give the pane the whole window (issue 35)."""
    from inspector.chain import ShapeMatch
    from inspector.gui.state import ShapeReview, ShapeRow

    win = _window(qtbot, settings, (1280, 720))
    win.open_file(embedded_pdf)
    win.controller.select_string(0, 0)
    win.show_repair()
    pane = win.repair_view.shapes
    win.repair_view.tabs.setCurrentWidget(pane)
    match = ShapeMatch("漢", "Noto Sans CJK JP", 0.9, 0.8, "漠", 0.5, True)
    rows = tuple(ShapeRow(bytes([0, n]), match, None, None) for n in range(1, 5))
    win.controller.shapes_reviewed.emit(ShapeReview(pane._key, rows, ""))
    panel = win.string_panel

    def two_rows_of_matches() -> None:
        assert (win.width(), win.height()) == (1280, 720)
        assert pane.table.rowCount() == 4
        # no full row showed (28 px for rows of 50): now two
        assert pane.table.viewport().height() >= 2 * pane.table.rowHeight(0)
        # the tiles keep their three rows, the page most of its width
        assert panel.scroller.viewport().height() >= 3 * panel.bytes.row_height()
        assert win.page_view.height() >= 720 // 3

    qtbot.waitUntil(two_rows_of_matches, timeout=5000)  # type: ignore[attr-defined]
    win.close()
