"""The codes of one font in the repair preview: Unicode now, after the repair, evidence.

The "After repair" column can be edited: the text typed becomes a correction for that
code (the window plans the repair again with it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from inspector.chain import Flag, UnicodeSource
from inspector.gui.chain_text import code_points
from inspector.gui.colours import flag_colour, source_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.state import RepairRow

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("Code", "Now", "From", "After repair", "Evidence")
EDITABLE = 3


def newly_written(row: RepairRow) -> bool:
    """Whether the code keeps its Unicode but gets it from a ToUnicode for the first time."""
    return row.candidate is not None and not row.changed and row.current_source != "tounicode"


def _text(value: str | None) -> str:
    return f"{value}  {code_points(value)}" if value else "∅"


class RepairModel(QAbstractTableModel):
    """Adapts the :class:`RepairRow` tuple of one font's repair."""

    corrected = Signal(bytes, str)
    """A code and the text the user typed for it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: tuple[RepairRow, ...] = ()

    def set_rows(self, rows: tuple[RepairRow, ...]) -> None:
        """Show another font's codes."""
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == EDITABLE:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                f"<{row.code.hex()}>",
                _text(row.current),
                row.current_source,
                _text(row.candidate),
                row.route,
            )[column]
        if role == Qt.ItemDataRole.EditRole:
            return row.candidate or "" if column == EDITABLE else None
        if role == Qt.ItemDataRole.BackgroundRole:
            if row.candidate is None:
                return flag_colour(Flag.UNMAPPED, 50)
            if row.changed:
                return flag_colour(Flag.SUSPECT, 60)
            if newly_written(row):
                colour = source_colour(UnicodeSource.TOUNICODE)
                colour.setAlpha(40)
                return colour
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.candidate is None:
                return "No evidence maps this code: type its text in 'After repair' to correct it."
            if row.changed:
                return (
                    f"The repair changes this code: {_text(row.current)} → {_text(row.candidate)}"
                )
            return "The repair keeps this code's Unicode."
        if role == OBJECT_ROLE:
            return row
        if role == KEY_ROLE:
            return row.code
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or index.column() != EDITABLE
            or not isinstance(value, str)
            or not value
        ):
            return False
        row = self._rows[index.row()]
        if value == row.candidate:
            return False
        self.corrected.emit(row.code, value)
        return True
