"""The page tree: pages, and under each the fonts it uses, its Form XObjects and images.

A page's children are not known until the worker has listed its resources: the model
asks for them through :attr:`PageTreeModel.wanted` when a page is expanded
(``fetchMore``), and :meth:`PageTreeModel.set_contents` inserts them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from inspector.chain import Flag
from inspector.gui.colours import flag_colour
from inspector.gui.models.headers import FixedColumns
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.state import PageContents, PageItem
from inspector.gui.translations import QT_TRANSLATE_NOOP

Index = QModelIndex | QPersistentModelIndex

PageChild = PageItem
"""A font, form or image under a page."""


def _count(items: tuple[PageItem, ...], kind: str) -> str | None:
    """How many fonts, forms or images a page has (fonts even when none; fonts whose
    resource is missing counted too, and said so: as many as the fonts table lists)."""
    n = sum(1 for item in items if item.kind == kind)
    if kind == "font":
        fonts = QCoreApplication.translate("PageTree", "%n font(s)", None, n)
        missing = sum(1 for item in items if item.kind == kind and item.missing)
        if missing:
            lost = QCoreApplication.translate(
                "PageTree", "%n with its resource missing", None, missing
            )
            fonts = QCoreApplication.translate("PageTree", "{fonts} ({missing})").format(
                fonts=fonts, missing=lost
            )
        return fonts
    if not n:
        return None
    if kind == "form":
        return QCoreApplication.translate("PageTree", "%n form(s)", None, n)
    return QCoreApplication.translate("PageTree", "%n image(s)", None, n)


_KINDS = {
    "font": QT_TRANSLATE_NOOP("PageTree", "font"),
    "form": QT_TRANSLATE_NOOP("PageTree", "form"),
    "image": QT_TRANSLATE_NOOP("PageTree", "image"),
}
"""A page's child kinds, for its tool tip."""


class PageTreeModel(FixedColumns, QAbstractItemModel):
    """Pages as top-level rows (internal id 0); children carry their page index + 1."""

    COLUMNS = (QT_TRANSLATE_NOOP("Headers", "Item"), QT_TRANSLATE_NOOP("Headers", "Details"))

    wanted = Signal(int)
    """A page whose contents the model would like to show."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._count = 0
        self._children: dict[int, tuple[PageItem, ...]] = {}
        self._asked: set[int] = set()

    def set_document(self, page_count: int) -> None:
        """Show another document (no page's contents known yet)."""
        self.beginResetModel()
        self._count = page_count
        self._children = {}
        self._asked = set()
        self.endResetModel()

    def set_contents(self, contents: PageContents) -> None:
        """A page's fonts, forms and images are known (again: once the page is traced,
        with the fonts its strings select whose resource is missing)."""
        page = contents.page
        if not 0 <= page < self._count:
            return
        known = self._children.get(page)
        if known == contents.items:
            return
        parent = self.index(page, 0)
        if known:
            self.beginRemoveRows(parent, 0, len(known) - 1)
            self._children[page] = ()
            self.endRemoveRows()
        if contents.items:
            self.beginInsertRows(parent, 0, len(contents.items) - 1)
            self._children[page] = contents.items
            self.endInsertRows()
        else:
            self._children[page] = ()
        self.dataChanged.emit(parent, self.index(page, 1))

    def set_contents_many(self, listed: Sequence[PageContents]) -> None:
        """Many pages' contents at once (the background listing of a large document).

        Rows are inserted one page at a time only where a view asked for them; the rest
        arrive in one layout change, since a thousand single insertions kept the window
        from drawing for seconds.
        """
        quiet = []
        for contents in listed:
            page = contents.page
            if not 0 <= page < self._count or page in self._children:
                continue
            if page in self._asked:
                self.set_contents(contents)
            else:
                quiet.append(contents)
        if not quiet:
            return
        self.layoutAboutToBeChanged.emit()
        for contents in quiet:
            self._children[contents.page] = contents.items
        self.layoutChanged.emit()

    def children_of(self, page: int) -> tuple[PageItem, ...]:
        """The known fonts, forms and images of a page."""
        return self._children.get(page, ())

    def known(self, page: int) -> bool:
        """Whether a page's contents are known."""
        return page in self._children

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
            return len(self._children.get(parent.row(), ()))
        return 0

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        if not parent.isValid():
            return self._count > 0
        if parent.internalId() == 0 and parent.column() == 0:
            page = parent.row()
            return page not in self._children or bool(self._children[page])
        return False

    def canFetchMore(self, parent: Index) -> bool:
        return (
            parent.isValid()
            and parent.internalId() == 0
            and parent.row() not in self._children
            and parent.row() not in self._asked
        )

    def fetchMore(self, parent: Index) -> None:
        if self.canFetchMore(parent):
            self._asked.add(parent.row())
            self.wanted.emit(parent.row())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if index.internalId() == 0:
            page = index.row()
            if role == Qt.ItemDataRole.DisplayRole:
                if index.column() == 0:
                    return QCoreApplication.translate("Headers", "Page {page}").format(
                        page=page + 1
                    )
                if page not in self._children:
                    return "…"
                kids = self._children[page]
                parts = (_count(kids, "font"), _count(kids, "form"), _count(kids, "image"))
                return QCoreApplication.translate("PageTree", ", ").join(p for p in parts if p)
            if role == KEY_ROLE:
                return page
            return None
        kids = self._children.get(index.internalId() - 1, ())
        if not 0 <= index.row() < len(kids):
            return None
        child = kids[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return child.label if index.column() == 0 else child.details
        if role == Qt.ItemDataRole.ForegroundRole and child.missing:
            return flag_colour(Flag.INVALID)
        if role == Qt.ItemDataRole.ToolTipRole:
            kind = _KINDS.get(child.kind)
            named = QCoreApplication.translate("PageTree", kind) if kind else child.kind
            return f"{named}: {child.label} — {child.details}"
        if role == OBJECT_ROLE:
            return child
        if role == KEY_ROLE:
            return child.key
        return None

    def page_index(self, page: int) -> QModelIndex:
        """The index of a page row."""
        return self.index(page, 0) if 0 <= page < self._count else QModelIndex()
