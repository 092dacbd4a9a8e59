"""The codes of the selected string, one row per code with its whole chain."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.chain import DecodedCode
from inspector.gui.chain_text import chain_html, code_points, visible, worst_flag
from inspector.gui.colours import flag_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.report.records import flag_names

Index = QModelIndex | QPersistentModelIndex

COLUMNS = (
    "Offset",
    "Bytes",
    "CID",
    "CID from",
    "GID",
    "Glyph",
    "Unicode",
    "Code point",
    "Source",
    "Answered by",
    "Width",
    "Width from",
    "Flags",
)


class CodesModel(QAbstractTableModel):
    """Adapts the tuple of :class:`DecodedCode` of one string."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._codes: tuple[DecodedCode, ...] = ()
        self._font = ""

    def set_codes(self, codes: tuple[DecodedCode, ...], font_name: str = "") -> None:
        """Show another string's codes."""
        self.beginResetModel()
        self._codes = codes
        self._font = font_name
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._codes)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._codes):
            return None
        code = self._codes[index.row()]
        if role == OBJECT_ROLE:
            return code
        if role == KEY_ROLE:
            return index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(code, COLUMNS[index.column()])
        if role == Qt.ItemDataRole.ToolTipRole:
            return chain_html(code, self._font)
        if role == Qt.ItemDataRole.BackgroundRole:
            flag = worst_flag(code.info)
            return flag_colour(flag, 60) if flag is not None else None
        return None


def _display(code: DecodedCode, column: str) -> str:
    info = code.info
    values = {
        "Offset": str(code.offset),
        "Bytes": info.code_bytes.hex(" "),
        "CID": "-" if info.cid is None else str(info.cid),
        "CID from": str(info.cid_origin) if info.cid_origin else "",
        "GID": "-" if info.gid is None else str(info.gid),
        "Glyph": info.glyph_name or "",
        "Unicode": visible(info.unicode),
        "Code point": code_points(info.unicode),
        "Source": info.unicode_source.value,
        "Answered by": str(info.unicode_origin) if info.unicode_origin else "",
        "Width": f"{info.width:g}",
        "Width from": info.width_source.value,
        "Flags": ", ".join(flag_names(info)),
    }
    return values[column]
