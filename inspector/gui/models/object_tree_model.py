"""An indirect object as an expandable tree: dictionaries, arrays, streams and references.

The data is the plain view of :meth:`inspector.analysis.Analysis.object_view`: dicts
(keys without slash), lists, ``"/Names"``, bytes for strings, numbers, booleans, None,
:class:`~inspector.pdf.Ref` for references and :class:`~inspector.pdf.StreamView` for
streams. Children are built when a node is first expanded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont

from inspector.gui.colours import SELECTION
from inspector.gui.models.headers import FixedColumns
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from inspector.pdf import StreamView


Index = QModelIndex | QPersistentModelIndex

CHILD_LIMIT = 2000
"""Elements of a long array shown before a '… more' row."""

STRING_PREVIEW = 120
"""Characters of a string shown in the value column."""


class StreamData:
    """The data of a stream, as a leaf of the tree."""

    def __init__(self, stream: StreamView) -> None:
        self.stream = stream


class _Node:
    __slots__ = ("_children", "key", "parent", "row", "value")

    def __init__(self, key: str, value: Any, parent: _Node | None, row: int) -> None:
        self.key = key
        self.value = value
        self.parent = parent
        self.row = row
        self._children: list[_Node] | None = None

    def children(self) -> list[_Node]:
        if self._children is None:
            self._children = [
                _Node(key, value, self, row) for row, (key, value) in enumerate(_items(self.value))
            ]
        return self._children

    def has_children(self) -> bool:
        from inspector.pdf import StreamView

        value = self.value
        if isinstance(value, StreamView):
            return True
        return isinstance(value, dict | list) and bool(value)


def _items(value: Any) -> list[tuple[str, Any]]:
    from inspector.pdf import StreamView

    if isinstance(value, StreamView):
        return [*value.dictionary.items(), ("(data)", StreamData(value))]
    if isinstance(value, dict):
        return list(value.items())
    if isinstance(value, list):
        items: list[tuple[str, Any]] = [(f"[{n}]", v) for n, v in enumerate(value[:CHILD_LIMIT])]
        if len(value) > CHILD_LIMIT:
            more = QCoreApplication.translate("ObjectTree", "{count} more elements")
            items.append(("…", more.format(count=len(value) - CHILD_LIMIT)))
        return items
    return []


def string_text(data: bytes) -> str:
    """A PDF string for display: text when it reads as text, else ``<hex>``."""
    if data.startswith((b"\xfe\xff", b"\xff\xfe")):
        try:
            return "(" + data.decode("utf-16") + ")"
        except UnicodeDecodeError:
            pass
    if all(32 <= b < 127 or b in (9, 10, 13) for b in data):
        return "(" + data.decode("ascii") + ")"
    return "<" + data.hex() + ">"


def value_text(value: Any) -> str:
    """One line for a value in the Value column."""
    from inspector.pdf import Ref, StreamView

    if isinstance(value, Ref):
        return str(value)
    if isinstance(value, StreamView):
        text = QCoreApplication.translate("ObjectTree", "stream, %Ln byte(s)", None, value.length)
        return text + (f" ({value.error})" if value.error else "")
    if isinstance(value, StreamData):
        stream = value.stream
        if stream.error:
            return QCoreApplication.translate("ObjectTree", "cannot be decoded: {error}").format(
                error=stream.error
            )
        shown = len(stream.preview)
        if shown < stream.length:
            return QCoreApplication.translate(
                "ObjectTree", "%Ln byte(s) (first {shown} shown)", None, stream.length
            ).format(shown=f"{shown:,}")
        return QCoreApplication.translate("ObjectTree", "%Ln byte(s)", None, stream.length)
    if isinstance(value, dict):
        return (
            "<< "
            + QCoreApplication.translate("ObjectTree", "{count} entries").format(count=len(value))
            + " >>"
        )
    if isinstance(value, list):
        inner = " ".join(value_text(v) for v in value[:8])
        return (
            f"[{inner}{' …' if len(value) > 8 else ''}]"
            if len(inner) < 80
            else "["
            + QCoreApplication.translate("ObjectTree", "{count} elements").format(count=len(value))
            + "]"
        )
    if isinstance(value, bytes):
        text = string_text(value)
        return text if len(text) <= STRING_PREVIEW else text[:STRING_PREVIEW] + "…"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


TYPE_NAMES = {
    "reference": QT_TRANSLATE_NOOP("ObjectTree", "reference"),
    "stream": QT_TRANSLATE_NOOP("ObjectTree", "stream"),
    "data": QT_TRANSLATE_NOOP("ObjectTree", "data"),
    "dictionary": QT_TRANSLATE_NOOP("ObjectTree", "dictionary"),
    "array": QT_TRANSLATE_NOOP("ObjectTree", "array"),
    "string": QT_TRANSLATE_NOOP("ObjectTree", "string"),
    "name": QT_TRANSLATE_NOOP("ObjectTree", "name"),
    "text": QT_TRANSLATE_NOOP("ObjectTree", "text"),
    "boolean": QT_TRANSLATE_NOOP("ObjectTree", "boolean"),
    "number": QT_TRANSLATE_NOOP("ObjectTree", "number"),
    "null": QT_TRANSLATE_NOOP("ObjectTree", "null"),
}
"""The PDF object types as the Type column shows them."""


def type_text(value: Any) -> str:
    """The PDF type of a value, in the window's language."""
    return QCoreApplication.translate("ObjectTree", TYPE_NAMES[_type_name(value)])


def _type_name(value: Any) -> str:
    from inspector.pdf import Ref, StreamView

    if isinstance(value, Ref):
        return "reference"
    if isinstance(value, StreamView):
        return "stream"
    if isinstance(value, StreamData):
        return "data"
    if isinstance(value, dict):
        return "dictionary"
    if isinstance(value, list):
        return "array"
    if isinstance(value, bytes):
        return "string"
    if isinstance(value, str):
        return "name" if value.startswith("/") else "text"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return "null"


class ObjectTreeModel(FixedColumns, QAbstractItemModel):
    """One object's plain data as a tree; references are leaves to be followed."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("Headers", "Key"),
        QT_TRANSLATE_NOOP("Headers", "Value"),
        QT_TRANSLATE_NOOP("Headers", "Type"),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._root: _Node | None = None
        self.title = ""

    def set_object(self, title: str, value: Any) -> None:
        """Show another object (``value`` None: nothing)."""
        from inspector.pdf import StreamView

        self.beginResetModel()
        self.title = title
        if value is not None and not isinstance(value, dict | list | StreamView):
            value = {"(value)": value}
        self._root = _Node(title, value, None, 0) if value is not None else None
        self.endResetModel()

    @property
    def value(self) -> Any:
        """The object shown."""
        return self._root.value if self._root is not None else None

    def _node(self, index: Index) -> _Node | None:
        if not index.isValid():
            return self._root
        node = index.internalPointer()
        return node if isinstance(node, _Node) else None

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not self.hasIndex(row, column, parent):
            return QModelIndex()
        node = self._node(parent)
        if node is None:
            return QModelIndex()
        children = node.children()
        return (
            self.createIndex(row, column, children[row]) if row < len(children) else QModelIndex()
        )

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        node = self._node(index) if index.isValid() else None
        if node is None or node.parent is None or node.parent is self._root:
            return QModelIndex()
        return self.createIndex(node.parent.row, 0, node.parent)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        node = self._node(parent)
        return len(node.children()) if node is not None else 0

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return False
        node = self._node(parent)
        if node is None:
            return False
        return node.has_children() if parent.isValid() else bool(node.children())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        from inspector.pdf import Ref

        node = self._node(index) if index.isValid() else None
        if node is None:
            return None
        value = node.value
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return node.key
            return value_text(value) if column == 1 else type_text(value)
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            if isinstance(value, Ref):
                return QCoreApplication.translate(
                    "ObjectTree", "Double-click to open {ref}"
                ).format(ref=value)
            if isinstance(value, bytes):
                return string_text(value)[:2000]
            return None
        if role == Qt.ItemDataRole.ForegroundRole and isinstance(value, Ref) and column == 1:
            return QBrush(SELECTION)
        if role == Qt.ItemDataRole.FontRole and isinstance(value, Ref) and column == 1:
            font = QFont()
            font.setUnderline(True)
            return font
        if role == OBJECT_ROLE:
            return value
        return None
