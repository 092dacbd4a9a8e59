"""The user guide (docs/guide.md: from a garbled line to its cause, with screenshots;
docs/window.md is the reference it links to; both shipped with the package) and the
shortcut list."""

from __future__ import annotations

import contextlib
import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from inspector.shipped import resource_root


def guide_path(name: str = "guide.md") -> Path | None:
    """docs/guide.md (or another document of docs/): inside the package's data when
    installed, beside it in a checkout."""
    here = Path(__file__).resolve().parents[2]
    candidates = [here / "docs" / name]
    with contextlib.suppress(FileNotFoundError):
        candidates.insert(0, resource_root() / "docs" / name)
    return next((c for c in candidates if c.is_file()), None)


class TextDialog(QDialog):
    """A dialog showing Markdown or HTML, links opened outside."""

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(820, 640)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


def guide_dialog(parent: QWidget | None) -> TextDialog:
    """The user guide, its screenshots shown from beside it."""
    dialog = TextDialog(parent, QCoreApplication.translate("Guide", "User guide"))
    path = guide_path()
    if path is None:
        dialog.browser.setPlainText(
            QCoreApplication.translate("Guide", "The user guide (docs/guide.md) is not installed.")
        )
        return dialog
    dialog.browser.setSearchPaths([str(path.parent)])
    document = dialog.browser.document()
    document.setBaseUrl(QUrl.fromLocalFile(str(path.parent) + "/"))
    dialog.browser.setMarkdown(path.read_text(encoding="utf-8"))
    return dialog


def shortcut_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """(menu text without accelerators, shortcut) for every action that has a shortcut."""
    rows = []
    for action in actions:
        keys = action.shortcut().toString()
        if keys and action.text():
            rows.append((action.text().replace("&", "").rstrip("…"), keys))
    return rows


def native_keys(keys: str) -> str:
    """Keys written as ``"Right, Left"`` as the platform names them."""
    return ", ".join(
        QKeySequence(key.strip()).toString(QKeySequence.SequenceFormat.NativeText)
        for key in keys.split(",")
    )


def shortcuts_dialog(parent: QWidget | None, actions: list[QAction]) -> TextDialog:
    """A table of the window's keyboard shortcuts."""
    from inspector.gui.views.byte_view import KEYS

    dialog = TextDialog(parent, QCoreApplication.translate("Guide", "Keyboard shortcuts"))
    rows = shortcut_rows(actions) + [
        (QCoreApplication.translate("Shortcuts", name), native_keys(keys)) for name, keys in KEYS
    ]
    cells = "".join(
        f"<tr><td>{html.escape(name)}</td><td><b>{html.escape(keys)}</b></td></tr>"
        for name, keys in rows
    )
    dialog.browser.setHtml(f"<table cellpadding='4'>{cells}</table>")
    return dialog
