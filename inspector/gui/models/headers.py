"""Column headers of the item models."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt


def horizontal_header(
    headers: Sequence[str], section: int, orientation: Qt.Orientation, role: int
) -> str | None:
    """The header of a column, translated (None for other roles, vertical headers and bad
    sections). The models mark their headers with ``QT_TRANSLATE_NOOP("Headers", ...)``."""
    if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
        if 0 <= section < len(headers):
            return QCoreApplication.translate("Headers", headers[section])
        return None
    return None


class FixedColumns:
    """``columnCount`` and ``headerData`` of a tree model whose every level has the columns
    ``COLUMNS`` (put it before the Qt model class among the bases)."""

    COLUMNS: tuple[str, ...] = ()

    def columnCount(
        self,
        parent: QModelIndex | QPersistentModelIndex = QModelIndex(),  # noqa: B008
    ) -> int:
        return len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return horizontal_header(self.COLUMNS, section, orientation, role)
