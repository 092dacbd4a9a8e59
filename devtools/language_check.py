"""The window in each language: started, looked at, and checked for texts that do not fit.

:func:`clipped_texts` lists the labels, buttons and menus of a shown window whose text
is cut off (a translation longer than the room the layout gives it);
:func:`language_screenshot` opens a PDF in a window in one language, saves a PNG of it
and returns what was clipped. Used by ``scripts/screenshots.py --languages`` and the
window's tests (docs/screenshots/window-<lang>.png).
"""

from __future__ import annotations

import tempfile
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QSplitter,
    QWidget,
)

from inspector.gui.controller import DocumentController
from inspector.gui.translations import SETTING, install
from inspector.gui.worker import SyncRunner

_APP: object = None


def _in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _shown(widget: QWidget) -> bool:
    """Whether some of the widget is on the screen (not in a dock tabbed behind another)."""
    if not widget.isVisible() or widget.visibleRegion().isEmpty():
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QDockWidget) and parent.visibleRegion().isEmpty():
            return False
        parent = parent.parentWidget()
    return True


def clipped_texts(window: QMainWindow) -> list[str]:
    """What does not fit: ``kind 'text': needs N px, has M``, one line each."""
    out: list[str] = []
    for label in window.findChildren(QLabel):
        text = label.text()
        if not text or not _shown(label) or _in_scroll_area(label):
            continue
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                out.append(f"label {text[:60]!r}: needs {need} px of height, has {label.height()}")
        elif label.minimumSizeHint().width() > label.width() + 1:
            need = label.minimumSizeHint().width()
            out.append(f"label {text[:60]!r}: needs {need} px, has {label.width()}")
    for button in window.findChildren(QAbstractButton):
        text = button.text()
        if not text or not _shown(button):
            continue
        if button.sizeHint().width() > button.width() + 1:
            need = button.sizeHint().width()
            out.append(f"button {text!r}: needs {need} px, has {button.width()}")
    for splitter in window.findChildren(QSplitter):
        if not _shown(splitter):
            continue
        shown = [splitter.widget(i) for i in range(splitter.count())]
        shown = [w for w in shown if w is not None and w.isVisible()]
        for first, second in pairwise(shown):
            if first.geometry().intersects(second.geometry()):
                out.append(
                    f"{type(first).__name__} and {type(second).__name__} overlap in a "
                    f"{splitter.height()} x {splitter.width()} px splitter (too little room)"
                )
    bar = window.menuBar()
    for action in bar.actions():
        rect = bar.actionGeometry(action)
        if rect.isEmpty() or rect.right() > bar.width():
            out.append(f"menu {action.text()!r} does not fit in the menu bar")
    return out


def language_screenshot(
    target: Path, out: Path, lang: str, size: tuple[int, int] = (1280, 720)
) -> tuple[Path, list[str]]:
    """Open ``target`` in a new window in ``lang``, save ``window-<lang>.png`` into
    ``out``; the PNG and the texts that were clipped."""
    from inspector.gui.window import MainWindow

    global _APP
    _APP = QApplication.instance() or QApplication([])  # kept for the next call
    install(lang)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"window-{lang}.png"
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue(SETTING, lang)
        window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
        try:
            window.resize(*size)
            window.show()
            QTest.qWait(50)
            window.open_file(str(target))
            if window.open_errors:
                raise RuntimeError(f"cannot open {target}: {window.open_errors[-1][1]}")
            controller = window.controller
            if controller.page is not None and controller.page.trace.strings:
                controller.select_string(0, 0)
            window.docks["Fonts"].raise_()
            QTest.qWait(150)
            window.grab().save(str(path))
            clipped = clipped_texts(window)
        finally:
            window.close()
            install("en")
    return path, clipped
