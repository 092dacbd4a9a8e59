"""View › Language: the window's language, remembered in the settings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from inspector.gui.translations import SETTING, SYSTEM, chosen_language, install, language_names


def add_language_menu(window: QMainWindow, menu: QMenu, settings: QSettings) -> QMenu:
    """A Language submenu of ``menu``: the system's language or one of ours. A choice is
    saved at once, and the window is made again in it at once (``window.relaunch()``:
    the same document, page, glyph and layout), so that no label stays in the old
    language."""
    submenu = menu.addMenu(QCoreApplication.translate("Language", "&Language"))
    submenu.setObjectName("language-menu")
    group = QActionGroup(submenu)
    group.setExclusive(True)
    current = str(settings.value(SETTING, SYSTEM) or SYSTEM)
    for value, name in language_names():
        action = QAction(name, submenu)
        action.setCheckable(True)
        action.setChecked(value == current)
        action.setData(value)
        group.addAction(action)
        submenu.addAction(action)

    def chosen(action: QAction) -> None:
        value = str(action.data())
        if value == str(settings.value(SETTING, SYSTEM) or SYSTEM):
            return
        settings.setValue(SETTING, value)
        settings.sync()
        install(chosen_language(settings))
        relaunch = getattr(window, "relaunch", None)
        if callable(relaunch):
            relaunch()
            return
        text = QCoreApplication.translate(
            "Language", "The window shows the new language when it is opened again."
        )
        if getattr(window, "interactive", True):
            QMessageBox.information(
                window, QCoreApplication.translate("Language", "Language"), text
            )
        elif hasattr(window, "status_label"):
            window.status_label.setText(text)

    group.triggered.connect(chosen)
    return submenu
