"""Unexpected errors: logged and shown in a dialog, never taking the window down."""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger("inspector.gui")


class ErrorReporter(QObject):
    """Shows errors in a dialog (one at a time) and keeps a list of what was reported."""

    reported = Signal(str, str)

    def __init__(self, parent: QWidget | None = None, interactive: bool = True) -> None:
        super().__init__(parent)
        self.window = parent
        self.interactive = interactive
        self.errors: list[tuple[str, str]] = []
        self._showing = False
        self._previous_hook = sys.excepthook

    def report(self, title: str, details: str = "") -> None:
        """Log an error and show it, unless a dialog is already open."""
        log.error("%s\n%s", title, details)
        self.errors.append((title, details))
        self.reported.emit(title, details)
        if not self.interactive or self._showing:
            return
        self._showing = True
        try:
            box = QMessageBox(self.window)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(self.tr("Something went wrong"))
            box.setText(title)
            box.setInformativeText(self.tr("The window goes on working; the error was logged."))
            if details:
                box.setDetailedText(details)
            box.exec()
        finally:
            self._showing = False

    def install(self) -> None:
        """Route uncaught exceptions (in slots and event handlers) to :meth:`report`."""
        sys.excepthook = self._hook

    @property
    def installed(self) -> bool:
        """Whether uncaught exceptions come to this reporter now."""
        return sys.excepthook == self._hook

    def uninstall(self) -> None:
        """Restore the previous exception hook."""
        if sys.excepthook == self._hook:
            sys.excepthook = self._previous_hook

    def _hook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous_hook(kind, value, tb)
            return
        details = "".join(traceback.format_exception(kind, value, tb))
        self.report(f"{kind.__name__}: {value}", details)
