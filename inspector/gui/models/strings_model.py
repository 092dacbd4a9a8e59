"""The strings of the current page: one row per string operand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.chain import Flag
from inspector.content import TextShow
from inspector.gui.chain_text import FLAG_ORDER
from inspector.gui.colours import flag_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE, SORT_ROLE

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("#", "Op", "Font", "Size", "Text", "Flags", "Bytes")
BYTES_SHOWN = 24


def flag_counts(show: TextShow) -> dict[Flag, int]:
    """How many codes of a string carry each flag."""
    counts: dict[Flag, int] = {}
    for code in show.decoded.codes:
        for flag in code.info.flags:
            counts[flag] = counts.get(flag, 0) + 1
    return counts


def flag_summary(show: TextShow) -> str:
    """``"2 unmapped, 1 invalid"`` or an empty string."""
    counts = flag_counts(show)
    return ", ".join(f"{counts[f]} {f.value}" for f in FLAG_ORDER if f in counts)


class StringsModel(QAbstractTableModel):
    """Adapts the tuple of :class:`TextShow` of one traced page."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._strings: tuple[TextShow, ...] = ()
        self._flags: dict[int, tuple[str, Flag | None]] = {}

    def set_strings(self, strings: tuple[TextShow, ...]) -> None:
        """Show another page's strings."""
        self.beginResetModel()
        self._strings = strings
        self._flags = {}
        self.endResetModel()

    def _flag_of(self, row: int) -> tuple[str, Flag | None]:
        """The flag summary of a row and its worst flag (computed once per row)."""
        found = self._flags.get(row)
        if found is None:
            show = self._strings[row]
            counts = flag_counts(show)
            worst = next((f for f in FLAG_ORDER if f in counts), None)
            summary = ", ".join(f"{counts[f]} {f.value}" for f in FLAG_ORDER if f in counts)
            found = self._flags[row] = (summary, worst)
        return found

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._strings)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._strings):
            return None
        show = self._strings[index.row()]
        column = COLUMNS[index.column()]
        if role == OBJECT_ROLE:
            return show
        if role == KEY_ROLE:
            return show.serial
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "Flags":
                return self._flag_of(index.row())[0]
            return self._display(show, column)
        if role == SORT_ROLE:
            return show.serial
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == "Bytes":
                return f"<{show.decoded.raw.hex()}> ({len(show.decoded.raw)} bytes)"
            if column == "Text":
                return show.decoded.text
            where = " › ".join(f"/{f}" for f in show.forms) if show.forms else "page content"
            return f"{show.operator} in {where}, operator {show.instruction}"
        if role == Qt.ItemDataRole.ForegroundRole and column == "Flags":
            worst = self._flag_of(index.row())[1]
            return flag_colour(worst) if worst is not None else None
        return None

    @staticmethod
    def _display(show: TextShow, column: str) -> str:
        if column == "#":
            return str(show.serial + 1)
        if column == "Op":
            return show.operator if show.tj_index is None else f"TJ[{show.tj_index}]"
        if column == "Font":
            return f"/{show.font_name}"
        if column == "Size":
            return f"{show.font_size:g}"
        if column == "Bytes":
            raw = show.decoded.raw
            text = raw[:BYTES_SHOWN].hex(" ")
            return text + (" …" if len(raw) > BYTES_SHOWN else "")
        if column == "Text":
            return show.decoded.text
        return flag_summary(show)
