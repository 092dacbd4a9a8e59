"""Item data roles shared by the models and views."""

from __future__ import annotations

from PySide6.QtCore import Qt

OBJECT_ROLE = Qt.ItemDataRole.UserRole + 1
"""The core value behind a row (a FontEntry, TextShow, Finding, ...)."""
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
"""A value that sorts naturally (numbers as numbers)."""
KEY_ROLE = Qt.ItemDataRole.UserRole + 3
"""An identifier: a font key, a string serial, a page index."""
