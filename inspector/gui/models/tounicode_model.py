"""The entries of a ToUnicode CMap as a table: source codes, destination, source line."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.cmap.ranges import EntryKind, RangeEntry
from inspector.gui.chain_text import visible

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("Codes", "Unicode", "Kind", "Line")


def _hex(value: int, length: int) -> str:
    return "<" + value.to_bytes(length, "big").hex() + ">"


def _unicode(data: bytes) -> str:
    try:
        return data.decode("utf-16-be")
    except UnicodeDecodeError:
        return "<" + data.hex() + ">"


class ToUnicodeModel(QAbstractTableModel):
    """Adapts the tuple of :class:`RangeEntry` of a CMap's bf mappings."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._entries: tuple[RangeEntry, ...] = ()

    def set_entries(self, entries: tuple[RangeEntry, ...]) -> None:
        """Show another CMap's entries."""
        self.beginResetModel()
        self._entries = entries
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = COLUMNS[index.column()]
        if column == "Codes":
            low = _hex(entry.low, entry.length)
            return low if entry.high == entry.low else f"{low} – {_hex(entry.high, entry.length)}"
        if column == "Unicode":
            if entry.kind is EntryKind.BF_ARRAY:
                return " ".join(visible(_unicode(t)) for t in entry.targets[:8]) + (
                    " …" if len(entry.targets) > 8 else ""
                )
            first = visible(_unicode(entry.target))
            if entry.high == entry.low:
                return first
            return f"{first} – {visible(_unicode(entry.value_bytes(entry.high)))}"
        if column == "Kind":
            return entry.section or entry.kind.value
        return "" if entry.line is None else str(entry.line)
