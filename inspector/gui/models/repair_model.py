"""The codes of one font in the repair preview: Unicode now, after the repair, evidence.

The "After repair" column can be edited: the text typed becomes a correction for that
code (the window plans the repair again with it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal

from inspector.chain import Flag, UnicodeSource
from inspector.gui.chain_text import code_points
from inspector.gui.colours import flag_colour, source_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.models.table import Column, Index, RowTableModel
from inspector.gui.state import RepairRow

EDITABLE = 3
"""The column of the text after the repair, which the user may correct."""


def newly_written(row: RepairRow) -> bool:
    """Whether the code keeps its Unicode but gets it from a ToUnicode for the first time."""
    return row.candidate is not None and not row.changed and row.current_source != "tounicode"


def _text(value: str | None) -> str:
    return f"{value}  {code_points(value)}" if value else "∅"


def _background(row: RepairRow) -> Any:
    if row.candidate is None:
        return flag_colour(Flag.UNMAPPED, 50)
    if row.changed:
        return flag_colour(Flag.SUSPECT, 60)
    if newly_written(row):
        colour = source_colour(UnicodeSource.TOUNICODE)
        colour.setAlpha(40)
        return colour
    return None


def _tooltip(row: RepairRow) -> str:
    if row.candidate is None:
        return "No evidence maps this code: type its text in 'After repair' to correct it."
    if row.changed:
        return f"The repair changes this code: {_text(row.current)} → {_text(row.candidate)}"
    return "The repair keeps this code's Unicode."


COLUMNS: tuple[Column[RepairRow], ...] = (
    Column(QT_TRANSLATE_NOOP("Headers", "Code"), lambda row: f"<{row.code.hex()}>"),
    Column(QT_TRANSLATE_NOOP("Headers", "Now"), lambda row: _text(row.current)),
    Column(QT_TRANSLATE_NOOP("Headers", "From"), lambda row: row.current_source),
    Column(
        QT_TRANSLATE_NOOP("Headers", "After repair"),
        lambda row: _text(row.candidate),
        {Qt.ItemDataRole.EditRole: lambda row: row.candidate or ""},
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Evidence"), lambda row: row.route),
)


class RepairModel(RowTableModel[RepairRow]):
    """Adapts the :class:`RepairRow` tuple of one font's repair."""

    corrected = Signal(bytes, str)
    """A code and the text the user typed for it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            COLUMNS,
            {
                Qt.ItemDataRole.BackgroundRole: _background,
                Qt.ItemDataRole.ToolTipRole: _tooltip,
                OBJECT_ROLE: lambda row: row,
                KEY_ROLE: lambda row: row.code,
            },
            parent,
        )

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == EDITABLE:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or index.column() != EDITABLE
            or not isinstance(value, str)
            or not value
        ):
            return False
        row = self.rows[index.row()]
        if value == row.candidate:
            return False
        self.corrected.emit(row.code, value)
        return True
