"""The document outline (bookmarks) as a tree: title and the page each goes to."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from inspector.gui.models.headers import FixedColumns
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from inspector.pdf import OutlineEntry

Index = QModelIndex | QPersistentModelIndex


class _Node:
    __slots__ = ("children", "entry", "parent", "row")

    def __init__(self, entry: OutlineEntry | None, parent: _Node | None, row: int) -> None:
        self.entry = entry
        self.parent = parent
        self.row = row
        items = entry.children if entry is not None else ()
        self.children: list[_Node] = []
        self.children = [_Node(child, self, n) for n, child in enumerate(items)]


def _root(entries: tuple[OutlineEntry, ...]) -> _Node:
    root = _Node(None, None, 0)
    root.children = [_Node(entry, root, n) for n, entry in enumerate(entries)]
    return root


class OutlineModel(FixedColumns, QAbstractItemModel):
    """Adapts a tuple of :class:`OutlineEntry`; the key role is the 0-based page index."""

    COLUMNS = (QT_TRANSLATE_NOOP("Headers", "Bookmark"), QT_TRANSLATE_NOOP("Headers", "Page"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._root = _root(())

    def set_outline(self, entries: tuple[OutlineEntry, ...]) -> None:
        """Show another document's bookmarks."""
        self.beginResetModel()
        self._root = _root(entries)
        self.endResetModel()

    def _node(self, index: Index) -> _Node:
        if not index.isValid():
            return self._root
        node = index.internalPointer()
        return node if isinstance(node, _Node) else self._root

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        return self.createIndex(row, column, self._node(parent).children[row])

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid():
            return QModelIndex()
        parent = self._node(index).parent
        if parent is None or parent is self._root:
            return QModelIndex()
        return self.createIndex(parent.row, 0, parent)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self._node(parent).children)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self._node(index).entry
        if entry is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return entry.title or QCoreApplication.translate("OutlineModel", "(untitled)")
            return str(entry.page_index + 1) if entry.page_index is not None else "-"
        if role == Qt.ItemDataRole.ToolTipRole:
            where = (
                QCoreApplication.translate("OutlineModel", "page {page}").format(
                    page=entry.page_index + 1
                )
                if entry.page_index is not None
                else QCoreApplication.translate("OutlineModel", "no page")
            )
            return f"{entry.title} → {where}"
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == KEY_ROLE:
            return entry.page_index
        if role == OBJECT_ROLE:
            return entry
        return None
