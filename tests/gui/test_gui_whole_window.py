"""A pane can have the whole window and give it back (View › Give the pane the whole
window, Ctrl+Shift+M), as RUPS's tree and stream panes can."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from inspector.gui.window import MainWindow


def _shown(window: MainWindow) -> set[str]:
    return {title for title, dock in window.docks.items() if dock.isVisible()}


def test_the_focused_pane_takes_the_whole_window_and_gives_it_back(
    window: MainWindow, cjk_pdf: Path, qtbot: object
) -> None:
    window.open_file(cjk_pdf)
    before = _shown(window)
    assert "Fonts" in before and len(before) > 2
    fonts = window.docks["Fonts"]
    fonts.raise_()
    window.fonts_view.setFocus()
    window.activateWindow()
    QApplication.processEvents()
    assert window.pane_in_focus() is fonts
    height = fonts.height()
    window.whole_window_action.trigger()
    QApplication.processEvents()
    assert _shown(window) == {"Fonts"} and not window.central.isVisible()
    assert fonts.height() > height  # the room of the others
    window.whole_window_action.trigger()
    QApplication.processEvents()
    assert _shown(window) == before and window.central.isVisible()
    assert not window.whole_window_action.isChecked()


def test_without_a_pane_in_focus_the_page_and_text_take_the_window(
    window: MainWindow, cjk_pdf: Path
) -> None:
    window.open_file(cjk_pdf)
    window.text_view.edit.setFocus()
    QApplication.processEvents()
    window.toggle_whole_window()
    QApplication.processEvents()
    assert _shown(window) == set() and window.central.isVisible()
    window.toggle_whole_window()
    assert "Fonts" in _shown(window)
