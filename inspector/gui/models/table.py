"""A flat table over a tuple of rows, its columns declared once as value functions.

A cell's value for a role comes from its column (``display`` for the text, ``roles`` for
any other role) or, when the column has none for that role, from the model's row roles
(the same for every column of a row: the object behind it, its key, a tooltip).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.gui.models.headers import horizontal_header

Index = QModelIndex | QPersistentModelIndex
Row = TypeVar("Row")
Value = Callable[[Row], Any]
"""What a row shows for one role."""

DISPLAY = Qt.ItemDataRole.DisplayRole


@dataclass(frozen=True, slots=True)
class Column(Generic[Row]):
    """A column: its header, a row's text in it, and its values for other roles."""

    header: str
    display: Value[Row]
    roles: Mapping[int, Value[Row]] = field(default_factory=dict)


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Adapts a tuple of rows: one table row per item, one column per :class:`Column`."""

    def __init__(
        self,
        columns: tuple[Column[Row], ...],
        row_roles: Mapping[int, Value[Row]] | None = None,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._headers = tuple(column.header for column in columns)
        self._row_roles: Mapping[int, Value[Row]] = row_roles or {}
        self._rows: tuple[Row, ...] = ()

    @property
    def rows(self) -> tuple[Row, ...]:
        """What is shown."""
        return self._rows

    def set_rows(self, rows: tuple[Row, ...]) -> None:
        """Show other rows."""
        self.beginResetModel()
        self._rows = rows
        self._rows_replaced()
        self.endResetModel()

    def _rows_replaced(self) -> None:
        """Forget what was worked out for the previous rows (called during the reset)."""

    def append_rows(self, rows: tuple[Row, ...]) -> None:
        """Show more rows after the ones shown."""
        if rows:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self._rows = self._rows + rows
            self.endInsertRows()

    def replace_rows(self, rows: Mapping[int, Row]) -> None:
        """Show other values in some rows (by row number); the cells are refreshed by the
        caller (see :meth:`refresh`)."""
        if rows:
            shown = list(self._rows)
            for row, value in rows.items():
                shown[row] = value
            self._rows = tuple(shown)

    def refresh(self) -> None:
        """Every cell may show something else (the rows are the same)."""
        if self._rows:
            last = self.index(len(self._rows) - 1, len(self._columns) - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        return horizontal_header(self._headers, section, orientation, role)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role == DISPLAY:
            return column.display(row)
        value = column.roles.get(role) or self._row_roles.get(role)
        return None if value is None else value(row)
