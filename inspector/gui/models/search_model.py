"""Search results: one row per occurrence."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.state import SearchHit

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("Page", "Context", "Detail", "String", "Code")


class SearchModel(QAbstractTableModel):
    """Adapts a tuple of :class:`SearchHit`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._hits: tuple[SearchHit, ...] = ()

    def set_hits(self, hits: tuple[SearchHit, ...]) -> None:
        """Show other results."""
        self.beginResetModel()
        self._hits = hits
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._hits)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._hits):
            return None
        hit = self._hits[index.row()]
        if role == OBJECT_ROLE:
            return hit
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                str(hit.page + 1),
                hit.context,
                hit.detail,
                str(hit.string + 1),
                str(hit.code + 1),
            )[index.column()]
        return None
