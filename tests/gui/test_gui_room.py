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
