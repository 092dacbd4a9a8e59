"""The fonts of the document, one row per font object, with a filter proxy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from inspector.analysis import FontEntry
from inspector.diagnostics import FontVerdict
from inspector.gui.icons import verdict_icon
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE, SORT_ROLE

Index = QModelIndex | QPersistentModelIndex
Verdicts = Callable[[object], FontVerdict | None]
"""A font's verdict over the pages analysed so far (None: not analysed yet)."""

COLUMNS = (
    "Resource",
    "BaseFont",
    "Verdict",
    "Subtype",
    "Encoding / CMap",
    "CIDSystemInfo",
    "ToUnicode",
    "Embedded",
    "WMode",
    "Codes used",
    "Unmapped",
)
NUMERIC = frozenset({"Codes used", "Unmapped", "WMode"})


class FontsModel(QAbstractTableModel):
    """Adapts the tuple of :class:`FontEntry` of a loaded document."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._fonts: tuple[FontEntry, ...] = ()
        self._verdicts: Verdicts = lambda _key: None

    def set_fonts(self, fonts: tuple[FontEntry, ...], verdicts: Verdicts) -> None:
        """Show another document's fonts."""
        self.beginResetModel()
        self._fonts = fonts
        self._verdicts = verdicts
        self.endResetModel()

    def add_fonts(self, fonts: tuple[FontEntry, ...]) -> None:
        """More fonts were listed (the known ones may be used on more pages)."""
        if fonts:
            first = len(self._fonts)
            self.beginInsertRows(QModelIndex(), first, first + len(fonts) - 1)
            self._fonts = self._fonts + fonts
            self.endInsertRows()
        self.refresh_verdicts()

    def refresh_verdicts(self) -> None:
        """The background pass counted more codes."""
        if self._fonts:
            first = self.index(0, 0)
            last = self.index(len(self._fonts) - 1, len(COLUMNS) - 1)
            self.dataChanged.emit(first, last)

    def row_of(self, key: object) -> int | None:
        """The row of a font key."""
        for row, entry in enumerate(self._fonts):
            if entry.key == key:
                return row
        return None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._fonts)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._fonts):
            return None
        entry = self._fonts[index.row()]
        column = COLUMNS[index.column()]
        if role == OBJECT_ROLE:
            return entry
        if role == KEY_ROLE:
            return entry.key
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            value = self._value(entry, column)
            if role == SORT_ROLE:
                if column == "Verdict":
                    verdict = self._verdicts(entry.key)
                    return verdict.verdict.rank if verdict else -1
                return value if isinstance(value, int) else str(value)
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DecorationRole and column == "Verdict":
            verdict = self._verdicts(entry.key)
            return verdict_icon(verdict.verdict) if verdict is not None else None
        if role == Qt.ItemDataRole.ToolTipRole:
            verdict = self._verdicts(entry.key)
            if column == "Verdict" and verdict is not None:
                return verdict.reason
            facts = entry.font.facts
            return (
                f"{facts.base_font or '-'} ({facts.objnum or 'direct'} 0 R), {entry.font.kind}; "
                f"pages {_pages(entry.pages)}"
            )
        return None

    def _value(self, entry: FontEntry, column: str) -> str | int:
        facts = entry.font.facts
        verdict = self._verdicts(entry.key)
        if column == "Resource":
            return " ".join(f"/{r}" for r in entry.resources)
        if column == "BaseFont":
            return facts.base_font or "-"
        if column == "Subtype":
            sub = facts.subtype or "-"
            return f"{sub}/{facts.descendant_subtype}" if facts.descendant_subtype else sub
        if column == "Encoding / CMap":
            return facts.encoding or "-"
        if column == "CIDSystemInfo":
            return facts.cid_system_info or "-"
        if column == "ToUnicode":
            return "yes" if facts.to_unicode else "no"
        if column == "Embedded":
            return (facts.program or "yes") if facts.embedded else "no"
        if column == "WMode":
            return facts.wmode
        if column == "Codes used":
            return verdict.codes_used if verdict else 0
        if column == "Unmapped":
            return verdict.unmapped if verdict else 0
        if verdict is None:
            return "broken" if entry.font.kind == "broken" else "-"
        return verdict.verdict.value


def _pages(pages: list[int]) -> str:
    if len(pages) > 12:
        return f"{', '.join(map(str, pages[:12]))} … ({len(pages)} pages)"
    return ", ".join(map(str, pages)) or "-"


class FontsFilterProxy(QSortFilterProxyModel):
    """Sorts by natural values and filters on every column, case-insensitively."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
