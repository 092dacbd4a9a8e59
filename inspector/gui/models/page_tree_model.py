"""The page tree: pages, and under each the fonts it uses and its Form XObjects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.analysis import FontEntry
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("Item", "Details")


@dataclass(frozen=True, slots=True)
class PageChild:
    """A font or form under a page."""

    page: int
    kind: str
    """``"font"`` or ``"form"``."""
    label: str
    details: str
    key: object


class PageTreeModel(QAbstractItemModel):
    """Pages as top-level rows (internal id 0); children carry their page index + 1."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._count = 0
        self._fonts: tuple[FontEntry, ...] = ()
        self._children: dict[int, list[PageChild]] = {}

    def set_document(self, page_count: int, fonts: tuple[FontEntry, ...]) -> None:
        """Show another document."""
        self.beginResetModel()
        self._count = page_count
        self._fonts = fonts
        self._children = {}
        self.endResetModel()

    def children_of(self, page: int) -> list[PageChild]:
        """The fonts and forms of a page (computed on first use)."""
        found = self._children.get(page)
        if found is not None:
            return found
        fonts: list[PageChild] = []
        forms: dict[str, None] = {}
        for entry in self._fonts:
            for use in entry.uses:
                if use.page_index != page:
                    continue
                facts = entry.font.facts
                where = "" if use.where == "page" else f" in {use.where}"
                sub = facts.subtype or "?"
                details = f"{facts.base_font or '-'} ({sub}{where})"
                child = PageChild(page, "font", f"/{use.resource}", details, entry.key)
                if child not in fonts:
                    fonts.append(child)
                if use.where.startswith("form "):
                    forms[use.where] = None
        kids = fonts + [PageChild(page, "form", where, "Form XObject", where) for where in forms]
        self._children[page] = kids
        return kids

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0)
        if parent.internalId() == 0:
            return self.createIndex(row, column, parent.row() + 1)
        return QModelIndex()

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return self._count
        if parent.internalId() == 0 and parent.column() == 0:
            return len(self.children_of(parent.row()))
        return 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return self.rowCount(parent) > 0

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() == 0:
            page = index.row()
            if role == Qt.ItemDataRole.DisplayRole:
                if index.column() == 0:
                    return f"Page {page + 1}"
                kids = self.children_of(page)
                fonts = sum(1 for k in kids if k.kind == "font")
                return f"{fonts} font{'s' if fonts != 1 else ''}"
            if role == KEY_ROLE:
                return page
            return None
        kids = self.children_of(index.internalId() - 1)
        if not 0 <= index.row() < len(kids):
            return None
        child = kids[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return child.label if index.column() == 0 else child.details
        if role == OBJECT_ROLE:
            return child
        if role == KEY_ROLE:
            return child.key
        return None

    def page_index(self, page: int) -> QModelIndex:
        """The index of a page row."""
        return self.index(page, 0) if 0 <= page < self._count else QModelIndex()
