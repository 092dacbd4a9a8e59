"""The raw objects behind the selection: dictionaries and streams as a tree, references
to follow (double-click), a stream's data in hex or as text.

The chooser offers the objects behind the selected font (font, descendant, descriptor,
CMap streams, program) and the current page (page, content streams, resources).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSplitter,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.controller import DocumentController
from inspector.gui.models.object_tree_model import ObjectTreeModel, StreamData
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.state import LoadedPage, ObjectData, ObjectLink, Selection
from inspector.gui.views.content_view import monospace_font
from inspector.gui.views.lazy import ShownState
from inspector.pdf import Ref, StreamView

_OBJECT_NUMBER = re.compile(r"\s*(\d+)(?:\s+(\d+)(?:\s+R)?)?\s*$")

HEX_WIDTH = 16


def hex_dump(data: bytes) -> str:
    """Offset, hex bytes and printable characters, 16 bytes a line."""
    lines = []
    for offset in range(0, len(data), HEX_WIDTH):
        chunk = data[offset : offset + HEX_WIDTH]
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{offset:08x}  {chunk.hex(' '):<{HEX_WIDTH * 3}} {text}")
    return "\n".join(lines)


def stream_text(data: bytes) -> str:
    """A stream's bytes as Latin-1 text, line ends kept."""
    return data.decode("latin-1")


class ObjectView(ShownState, QWidget):
    """A chooser and history over the object tree and a stream preview."""

    focus_wanted = Signal()
    """The view wants to be brought to the front (an object was asked for elsewhere)."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.back = QToolButton()
        self.back.setText("←")
        self.back.setToolTip(self.tr("Back to the previous object"))
        self.back.setEnabled(False)
        self.chooser = QComboBox()
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.setToolTip(self.tr("Objects behind the selected font and the current page"))
        self.go = QLineEdit()
        self.go.setPlaceholderText(self.tr("obj #"))
        self.go.setToolTip(self.tr("Open an object by number: 12 or 12 0 R"))
        self.go.setMaximumWidth(90)
        self.title = QLabel()
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 2)
        bar.addWidget(self.back)
        bar.addWidget(self.chooser)
        bar.addWidget(self.go)
        bar.addWidget(self.title, 1)

        self.model = ObjectTreeModel(self)
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setStretchLastSection(False)
        self.tree.setExpandsOnDoubleClick(False)

        self.mode = QComboBox()
        self.mode.addItems([self.tr("Text"), self.tr("Hex")])
        self.mode.setToolTip(self.tr("Show the stream's data as text or as a hex dump"))
        self.preview_label = QLabel(self.tr("Select a stream to see its data."))
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview.setFont(monospace_font())
        preview_bar = QHBoxLayout()
        preview_bar.setContentsMargins(4, 2, 4, 2)
        preview_bar.addWidget(self.preview_label, 1)
        preview_bar.addWidget(self.mode)
        preview_box = self.preview_box = QWidget()
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.setSpacing(0)
        preview_layout.addLayout(preview_bar)
        preview_layout.addWidget(self.preview, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.tree)
        self.splitter.addWidget(preview_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(bar)
        layout.addWidget(self.splitter, 1)

        self._font_links: tuple[ObjectLink, ...] = ()
        self._page_links: tuple[ObjectLink, ...] = ()
        self._font_key: object | None = None
        self._page: int | None = None
        self._dirty = False
        self.current: ObjectLink | None = None
        self.history: list[ObjectLink] = []
        self._stream: StreamView | None = None

        self.back.clicked.connect(self.go_back)
        self.chooser.activated.connect(self._chosen)
        self.go.returnPressed.connect(self._go_typed)
        self.tree.doubleClicked.connect(self._double_clicked)
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        self.mode.currentIndexChanged.connect(lambda _i: self._show_stream(self._stream))
        controller.selection_changed.connect(self._selection_changed)
        controller.page_loaded.connect(self._page_loaded)
        controller.links_ready.connect(self._links_ready)
        controller.object_ready.connect(self._object_ready)
        controller.object_focus.connect(self._focus)
        controller.document_closed.connect(self._clear)

    # Following the selection -----------------------------------------------------------

    def _clear(self) -> None:
        self._font_links = self._page_links = ()
        self._font_key = self._page = None
        self.current = None
        self.history = []
        self.back.setEnabled(False)
        self.chooser.clear()
        self.model.set_object("", None)
        self.title.setText("")
        self.go.clear()
        self._show_stream(None)

    def _selection_changed(self, selection: Selection) -> None:
        if selection.font != self._font_key:
            self._font_key = selection.font
            self._font_links = ()
            self._dirty = True
            self._refresh()

    def _page_loaded(self, page: LoadedPage) -> None:
        if page.index != self._page:
            self._page = page.index
            self._page_links = ()
            self._dirty = True
            self._refresh()

    def became_shown(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        """Ask for the links of the selection (only while the view is shown)."""
        if not self._dirty or not self.shown:
            return
        self._dirty = False
        if self._font_key is not None:
            self.controller.request_links(("font", self._font_key))
        if self._page is not None:
            self.controller.request_links(("page", self._page))
        if self._font_key is None and self._page is None:
            self._fill_chooser()

    def _links_ready(self, owner: tuple[str, object], links: tuple[ObjectLink, ...]) -> None:
        kind, value = owner
        if kind == "font" and value == self._font_key:
            self._font_links = links
            self._fill_chooser()
            if links:
                self.open_link(links[0], remember=False)
        elif kind == "page" and value == self._page:
            self._page_links = links
            self._fill_chooser()
            if links and (self.current is None or self._font_key is None):
                self.open_link(links[0], remember=False)

    def _fill_chooser(self) -> None:
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for link in (*self._font_links, *self._page_links):
            self.chooser.addItem(f"{link.label} ({link.num} {link.gen} R)", link)
        self.chooser.blockSignals(False)
        self._mark_current()

    def _mark_current(self) -> None:
        current = self.current
        for row in range(self.chooser.count()):
            link = self.chooser.itemData(row)
            if current is not None and (link.num, link.gen) == (current.num, current.gen):
                self.chooser.setCurrentIndex(row)
                return
        self.chooser.setCurrentIndex(-1)

    # Opening objects ---------------------------------------------------------------------

    def open_link(self, link: ObjectLink, remember: bool = True) -> None:
        """Show an object; with ``remember``, Back returns to the one shown before."""
        if remember and self.current is not None and self.current != link:
            self.history.append(self.current)
        elif not remember:
            self.history = []
        self.back.setEnabled(bool(self.history))
        self.current = link
        self._mark_current()
        self.title.setText(f"  {link.label}: {link.num} {link.gen} R (reading …)")
        self.controller.request_object(link.num, link.gen)

    def _focus(self, link: ObjectLink) -> None:
        """Someone asked for an object: show this view and the object."""
        self.focus_wanted.emit()
        self.open_link(link)

    def go_back(self) -> None:
        """Show the object shown before."""
        if self.history:
            link = self.history.pop()
            self.back.setEnabled(bool(self.history))
            self.current = link
            self._mark_current()
            self.controller.request_object(link.num, link.gen)

    def _chosen(self, row: int) -> None:
        link = self.chooser.itemData(row)
        if isinstance(link, ObjectLink):
            self.open_link(link)

    def _go_typed(self) -> None:
        match = _OBJECT_NUMBER.match(self.go.text())
        if match:
            num, gen = int(match.group(1)), int(match.group(2) or 0)
            self.open_link(ObjectLink(f"Object {num}", num, gen))

    def _object_ready(self, data: ObjectData) -> None:
        current = self.current
        if current is None or (data.num, data.gen) != (current.num, current.gen):
            return
        if data.value is None:
            self.title.setText(f"  {current.label}: {data.num} {data.gen} R does not exist")
        else:
            self.title.setText(f"  {current.label}: {data.num} {data.gen} R")
        self.model.set_object(current.label, data.value)
        self.tree.expandToDepth(0)
        for column in (0, 1):
            self.tree.resizeColumnToContents(column)
            if self.tree.columnWidth(column) > 420:
                self.tree.setColumnWidth(column, 420)
        self._show_stream(data.value if isinstance(data.value, StreamView) else None)

    def _double_clicked(self, index: QModelIndex) -> None:
        value = index.data(OBJECT_ROLE)
        if isinstance(value, Ref):
            key = self.model.index(index.row(), 0, index.parent()).data()
            self.open_link(ObjectLink(str(key), value.num, value.gen))
        elif self.tree.isExpanded(index):
            self.tree.collapse(index)
        else:
            self.tree.expand(index)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        value = current.data(OBJECT_ROLE)
        if isinstance(value, StreamData):
            self._show_stream(value.stream)
        elif isinstance(value, StreamView):
            self._show_stream(value)

    # Stream preview --------------------------------------------------------------------

    def _show_stream(self, stream: StreamView | None) -> None:
        self._stream = stream
        self.preview_box.setVisible(stream is not None)
        if stream is None:
            self.preview_label.setText(self.tr("Select a stream to see its data."))
            self.preview.setPlainText("")
            return
        if stream.error:
            self.preview_label.setText(
                self.tr("The data cannot be decoded: {error}").format(error=stream.error)
            )
            self.preview.setPlainText("")
            return
        shown = len(stream.preview)
        cut = f" (the first {shown:,})" if shown < stream.length else ""
        self.preview_label.setText(f"{stream.length:,} bytes{cut}")
        hex_mode = self.mode.currentIndex() == 1  # Text, Hex
        self.preview.setPlainText(
            hex_dump(stream.preview) if hex_mode else stream_text(stream.preview)
        )
