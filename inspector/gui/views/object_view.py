"""The raw objects of the document: dictionaries and streams as a tree, references to
follow (double-click), a stream's whole data (raw or decoded, text or hex, a page at a
time) and saving it to a file; objects found by number or by key.

The chooser offers the trailer, the catalog and Info, the objects behind the selected
font (font, descendant, descriptor, CMap streams, program) and the current page (page,
content streams, resources), and the objects a key search found.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QSettings, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from inspector.files import same_file
from inspector.gui.models.object_tree_model import ObjectTreeModel, StreamData
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.save_places import SavePlaces
from inspector.gui.state import LoadedPage, ObjectData, ObjectImage, ObjectLink, Selection
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.gui.views.content_view import monospace_font
from inspector.gui.views.lazy import ShownState

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.pdf import FoundObject, StreamPage, StreamView

_OBJECT_NUMBER = re.compile(r"\s*(\d+)(?:\s+(\d+)(?:\s+R)?)?\s*$")
_KEY = re.compile(r"\s*/?([^\s/]+)(?:\s+/?([^\s/]+))?\s*$")

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


LABEL_WORDS = {
    "Trailer": QT_TRANSLATE_NOOP("ObjectView", "Trailer"),
    "Catalog": QT_TRANSLATE_NOOP("ObjectView", "Catalog"),
    "Info": QT_TRANSLATE_NOOP("ObjectView", "Info"),
    "Font": QT_TRANSLATE_NOOP("ObjectView", "Font"),
    "Descendant font": QT_TRANSLATE_NOOP("ObjectView", "Descendant font"),
}
"""Link labels that are words, not PDF names (``FontDescriptor``, ``ToUnicode`` stay)."""

LABEL_PREFIXES = {
    "Catalog ": QT_TRANSLATE_NOOP("ObjectView", "Catalog {key}"),
    "Descendant ": QT_TRANSLATE_NOOP("ObjectView", "Descendant {key}"),
    "Encoding ": QT_TRANSLATE_NOOP("ObjectView", "Encoding {key}"),
    "Page ": QT_TRANSLATE_NOOP("ObjectView", "Page {key}"),
    "Object ": QT_TRANSLATE_NOOP("ObjectView", "Object {key}"),
    "Image ": QT_TRANSLATE_NOOP("ObjectView", "Image {key}"),
}
"""Labels made of a word and a PDF key or number (``Catalog Pages``, ``Page 3``)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("ObjectView", text)


def label_text(label: str) -> str:
    """A link's label as shown: its words translated, PDF names and numbers kept (the
    link keeps the English label: it names font programs and saved files)."""
    word = LABEL_WORDS.get(label)
    if word is not None:
        return _tr(word)
    for prefix, template in LABEL_PREFIXES.items():
        if label.startswith(prefix) and not label.startswith("Descendant font"):
            return _tr(template).format(key=label[len(prefix) :])
    return label


def link_text(link: ObjectLink) -> str:
    """A chooser entry: what the object is and its reference (the trailer has none)."""
    from inspector.pdf import TRAILER

    if link.num == TRAILER:
        return label_text(link.label)
    return f"{label_text(link.label)} ({link.num} {link.gen} R)"


_PROGRAM_SUFFIXES = {"FontFile": ".pfa", "FontFile2": ".ttf"}
_FONTFILE3_SUFFIXES = {"/OpenType": ".otf", "/Type1C": ".cff", "/CIDFontType0C": ".cff"}


def is_font_program(label: str, dictionary: dict[str, Any]) -> bool:
    """Whether a stream is a font program (it was reached as /FontFile, /FontFile2 or
    /FontFile3, or its dictionary has /Length1 or a FontFile3 /Subtype)."""
    return (
        label.startswith("FontFile")
        or "Length1" in dictionary
        or dictionary.get("Subtype") in _FONTFILE3_SUFFIXES
    )


TEXT, HEX, PICTURE = 0, 1, 2
"""The modes of the stream preview, by their index in its chooser."""


def is_image(dictionary: dict[str, Any]) -> bool:
    """Whether a stream is an image XObject (/Subtype /Image)."""
    return dictionary.get("Subtype") == "/Image"


def looks_binary(data: bytes) -> bool:
    """Whether a stream's first bytes are data rather than text: NUL bytes, or more than
    a tenth of bytes that are neither printable ASCII nor whitespace (content streams,
    CMaps and XMP are text; font programs, images and ICC profiles are not)."""
    if not data:
        return False
    sample = data[:4096]
    if b"\x00" in sample:
        return True
    odd = sum(1 for b in sample if b < 9 or 13 < b < 32 or b > 126)
    return odd * 10 > len(sample)


def opening_mode(label: str, stream: StreamView) -> int:
    """How a stream opens: an image as its picture, a font program or other binary data
    as a hex dump, anything else as text."""
    if is_image(stream.dictionary):
        return PICTURE
    if is_font_program(label, stream.dictionary) or looks_binary(stream.preview):
        return HEX
    return TEXT


def suggested_name(label: str, num: int, dictionary: dict[str, Any], raw: bool) -> str:
    """A file name for a stream's data: a font program by its format, a JPEG image as
    stored, anything else ``.bin``."""
    stem = f"object-{num}"
    if not raw and is_font_program(label, dictionary):
        suffix = _FONTFILE3_SUFFIXES.get(dictionary.get("Subtype", ""))
        return stem + (suffix or _PROGRAM_SUFFIXES.get(label, ".bin"))
    if raw and dictionary.get("Filter") in ("/DCTDecode", ["/DCTDecode"]):
        return stem + ".jpg"
    return stem + (".raw" if raw else ".bin")


class ObjectView(ShownState, QWidget):
    """A chooser and history over the object tree and a stream preview."""

    focus_wanted = Signal()
    """The view wants to be brought to the front (an object was asked for elsewhere)."""

    def __init__(
        self,
        controller: DocumentController,
        parent: QWidget | None = None,
        *,
        places: SavePlaces | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.places = places if places is not None else SavePlaces(QSettings())
        self.back = QToolButton()
        self.back.setText("←")
        self.back.setToolTip(self.tr("Back to the previous object"))
        self.back.setEnabled(False)
        self.chooser = QComboBox()
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.setToolTip(
            self.tr(
                "The trailer, catalog and Info, the objects behind the selected font and the"
                " current page, and the objects a key search found"
            )
        )
        self.go = QLineEdit()
        self.go.setPlaceholderText(self.tr("obj # or /Key"))
        self.go.setToolTip(
            self.tr(
                "Open an object by number (12 or 12 0 R), or find the objects that have a key"
                " (/FontFile2) or a key with a name (/Type /Font); 'trailer' opens the trailer"
            )
        )
        self.go.setMaximumWidth(150)
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
        # by index: TEXT, HEX (the hex dump), PICTURE (an image's picture, images only)
        self.mode.addItems([self.tr("Text"), self.tr("Hex"), self.tr("Picture")])
        self.mode.setToolTip(
            self.tr("Show the stream's data as text or as a hex dump, an image as its picture")
        )
        self.data_kind = QComboBox()
        self.data_kind.addItems([self.tr("Decoded"), self.tr("Raw")])  # by index: 1 is raw
        self.data_kind.setToolTip(
            self.tr("The data decoded through its filters (as the inspector reads it) or as stored")
        )
        self.previous_page = QToolButton()
        self.previous_page.setText("◀")
        self.previous_page.setToolTip(self.tr("The previous 64 KiB of the data"))
        self.next_page = QToolButton()
        self.next_page.setText("▶")
        self.next_page.setToolTip(self.tr("The next 64 KiB of the data"))
        self.save = QToolButton()
        self.save.setText(self.tr("Save…"))
        self.save.setToolTip(
            self.tr("Save the stream's whole data (as shown: decoded or raw) to a file")
        )
        self.preview_label = QLabel(self.tr("Select a stream to see its data."))
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview.setFont(monospace_font())
        preview_bar = QHBoxLayout()
        preview_bar.setContentsMargins(4, 2, 4, 2)
        preview_bar.addWidget(self.preview_label, 1)
        preview_bar.addWidget(self.previous_page)
        preview_bar.addWidget(self.next_page)
        preview_bar.addWidget(self.data_kind)
        preview_bar.addWidget(self.mode)
        preview_bar.addWidget(self.save)
        preview_box = self.preview_box = QWidget()
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.setSpacing(0)
        preview_layout.addLayout(preview_bar)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture_scroller = QScrollArea()
        self.picture_scroller.setWidget(self.picture)
        self.picture_scroller.setWidgetResizable(True)
        self.shown_as = QStackedWidget()
        self.shown_as.addWidget(self.preview)
        self.shown_as.addWidget(self.picture_scroller)
        preview_layout.addWidget(self.shown_as, 1)

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

        self._document_links: tuple[ObjectLink, ...] = ()
        self._found_links: tuple[ObjectLink, ...] = ()
        self._document_asked = False
        self._font_links: tuple[ObjectLink, ...] = ()
        self._page_links: tuple[ObjectLink, ...] = ()
        self._font_key: object | None = None
        self._page: int | None = None
        self._dirty = False
        self.current: ObjectLink | None = None
        self.history: list[ObjectLink] = []
        self._stream: StreamView | None = None
        self.image: ObjectImage | None = None
        """The picture of the image shown (None: not an image, or not read yet)."""
        self.page: StreamPage | None = None
        """The page of stream data shown (None: the preview of the object view)."""
        self.interactive = True

        self.back.clicked.connect(self.go_back)
        self.chooser.activated.connect(self._chosen)
        self.go.returnPressed.connect(self._go_typed)
        self.tree.doubleClicked.connect(self._double_clicked)
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        self.mode.currentIndexChanged.connect(lambda _i: self._show_text())
        self.data_kind.currentIndexChanged.connect(lambda _i: self._ask_page(0))
        self.previous_page.clicked.connect(lambda: self._turn(-1))
        self.next_page.clicked.connect(lambda: self._turn(1))
        self.save.clicked.connect(self.choose_save)
        controller.selection_changed.connect(self._selection_changed)
        controller.page_loaded.connect(self._page_loaded)
        controller.links_ready.connect(self._links_ready)
        controller.object_ready.connect(self._object_ready)
        controller.object_focus.connect(self._focus)
        controller.stream_page_ready.connect(self._page_ready)
        controller.image_ready.connect(self._image_ready)
        controller.objects_found.connect(self._objects_found)
        controller.document_loaded.connect(self._document_loaded)
        controller.document_closed.connect(self._clear)

    # Following the selection -----------------------------------------------------------

    def _clear(self) -> None:
        self._font_links = self._page_links = self._document_links = self._found_links = ()
        self._document_asked = False
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

    def _document_loaded(self, _loaded: object) -> None:
        self._document_asked = False
        self._dirty = True
        self._refresh()

    def became_shown(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        """Ask for the links of the selection (only while the view is shown)."""
        if not self._dirty or not self.shown:
            return
        self._dirty = False
        if not self._document_asked and self.controller.document is not None:
            self._document_asked = True
            self.controller.request_links(("document", None))
        if self._font_key is not None:
            self.controller.request_links(("font", self._font_key))
        if self._page is not None:
            self.controller.request_links(("page", self._page))
        if self._font_key is None and self._page is None:
            self._fill_chooser()

    def _links_ready(self, owner: tuple[str, object], links: tuple[ObjectLink, ...]) -> None:
        kind, value = owner
        if kind == "document":
            self._document_links = links
            self._fill_chooser()
        elif kind == "font" and value == self._font_key:
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
        groups = (self._found_links, self._font_links, self._page_links, self._document_links)
        for group in groups:
            if not group:
                continue
            if self.chooser.count():
                self.chooser.insertSeparator(self.chooser.count())
            for link in group:
                self.chooser.addItem(link_text(link), link)
        self.chooser.blockSignals(False)
        self._mark_current()

    def _mark_current(self) -> None:
        current = self.current
        for row in range(self.chooser.count()):
            link = self.chooser.itemData(row)
            if not isinstance(link, ObjectLink):
                continue
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
        self.title.setText("  " + self.tr("{object} (reading …)").format(object=self._title(link)))
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
        from inspector.pdf import TRAILER

        text = self.go.text()
        match = _OBJECT_NUMBER.match(text)
        if match:
            num, gen = int(match.group(1)), int(match.group(2) or 0)
            if num == TRAILER:
                self.open_link(ObjectLink("Trailer", TRAILER, 0))
            else:
                self.open_link(ObjectLink(f"Object {num}", num, gen))
            return
        if text.strip().lower() == "trailer":
            self.open_link(ObjectLink("Trailer", TRAILER, 0))
            return
        key = _KEY.match(text)
        if key:
            self.find_key(key.group(1), key.group(2))

    def find_key(self, key: str, value: str | None = None) -> None:
        """Look for the objects that have ``key`` (with the name ``value``, if given)."""
        self.title.setText("  " + self.tr("Looking for /{key} …").format(key=key))
        self.controller.find_objects(key, value)

    def _objects_found(self, key: str, found: tuple[FoundObject, ...]) -> None:
        from inspector.pdf import TRAILER

        name = "/" + key.lstrip("/")
        self._found_links = tuple(
            ObjectLink(
                f"{name} = {item.value} in {item.kind}" if item.num != TRAILER else "Trailer",
                item.num,
                item.gen,
            )
            for item in found
        )
        self._fill_chooser()
        if found:
            self.open_link(self._found_links[0])
            shown = self.title.text().strip()
            if len(found) == 1:
                text = self.tr("1 object with {name}; {shown}").format(name=name, shown=shown)
            else:
                text = self.tr("{count} objects with {name}; {shown}")
                text = text.format(count=len(found), name=name, shown=shown)
            self.title.setText("  " + text)
        else:
            self.title.setText("  " + self.tr("No object has {name}").format(name=name))

    def _title(self, link: ObjectLink) -> str:
        from inspector.pdf import TRAILER

        if link.num == TRAILER:
            return label_text("Trailer")
        return f"{label_text(link.label)}: {link.num} {link.gen} R"

    def _object_ready(self, data: ObjectData) -> None:
        from inspector.pdf import StreamView

        current = self.current
        if current is None or (data.num, data.gen) != (current.num, current.gen):
            return
        if data.value is None:
            self.title.setText(
                "  " + self.tr("{object} does not exist").format(object=self._title(current))
            )
        else:
            self.title.setText(f"  {self._title(current)}")
        self.model.set_object(current.label, data.value)
        self.tree.expandToDepth(0)
        for column in (0, 1):
            self.tree.resizeColumnToContents(column)
            if self.tree.columnWidth(column) > 420:
                self.tree.setColumnWidth(column, 420)
        self._show_stream(data.value if isinstance(data.value, StreamView) else None)

    def _double_clicked(self, index: QModelIndex) -> None:
        from inspector.pdf import Ref

        value = index.data(OBJECT_ROLE)
        if isinstance(value, Ref):
            key = self.model.index(index.row(), 0, index.parent()).data()
            self.open_link(ObjectLink(str(key), value.num, value.gen))
        elif self.tree.isExpanded(index):
            self.tree.collapse(index)
        else:
            self.tree.expand(index)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        from inspector.pdf import StreamView

        value = current.data(OBJECT_ROLE)
        if isinstance(value, StreamData):
            self._show_stream(value.stream)
        elif isinstance(value, StreamView):
            self._show_stream(value)

    # Stream preview --------------------------------------------------------------------

    def _show_stream(self, stream: StreamView | None) -> None:
        """Show a stream's data: its preview at once, then its first page as asked for.
        A new stream opens as a PDF person reads it: an image as its picture, a font
        program or other binary data as a hex dump, anything else as text."""
        changed = stream is not self._stream
        self._stream = stream
        self.preview_box.setVisible(stream is not None)
        if changed:
            self.page = None
            self.image = None
        self.save.setEnabled(stream is not None and self.current is not None)
        picture = stream is not None and is_image(stream.dictionary)
        self.mode.model().item(PICTURE).setEnabled(picture)  # type: ignore[attr-defined]
        if stream is not None and self.current is not None:
            program = is_font_program(self.current.label, stream.dictionary)
            self.save.setText(self.tr("Save font program…") if program else self.tr("Save…"))
            if changed:
                self.mode.blockSignals(True)
                self.mode.setCurrentIndex(opening_mode(self.current.label, stream))
                self.mode.blockSignals(False)
        self._show_text()
        if changed and stream is not None and self.current is not None:
            self._ask_page(0)
            if picture:
                self.controller.request_image(self.current.num, self.current.gen)

    def _image_ready(self, image: ObjectImage) -> None:
        current = self.current
        if current is None or (image.num, image.gen) != (current.num, current.gen):
            return
        self.image = image
        if self.mode.currentIndex() == PICTURE:
            self._show_text()

    def raw(self) -> bool:
        """Whether the raw data (as stored) is shown rather than the decoded data."""
        return self.data_kind.currentIndex() == 1

    def _ask_page(self, offset: int) -> None:
        current = self.current
        if current is None or self._stream is None:
            return
        self.controller.request_stream_page(current.num, current.gen, self.raw(), offset)

    def _turn(self, step: int) -> None:
        page = self.page
        if page is not None:
            self._ask_page(max(0, page.offset + step * max(len(page.data), 1)))

    def _page_ready(self, page: StreamPage) -> None:
        current = self.current
        if current is None or (page.num, page.gen) != (current.num, current.gen):
            return
        if page.raw != self.raw() or self._stream is None:
            return
        self.page = page
        self._show_text()

    def _show_text(self) -> None:
        """The data shown: the page asked for, else the object view's preview."""
        stream, page = self._stream, self.page
        self.previous_page.setEnabled(page is not None and page.offset > 0)
        self.next_page.setEnabled(page is not None and page.offset + len(page.data) < page.total)
        if stream is None:
            self.preview_label.setText(self.tr("Select a stream to see its data."))
            self.preview.setPlainText("")
            self.shown_as.setCurrentWidget(self.preview)
            return
        if self.mode.currentIndex() == PICTURE and is_image(stream.dictionary):
            self._show_picture(stream)
            return
        self.shown_as.setCurrentWidget(self.preview)
        error = page.error if page is not None else (None if self.raw() else stream.error)
        if error:
            cannot = (
                self.tr("The data cannot be read as stored: {error}")
                if self.raw()
                else self.tr("The data cannot be decoded: {error}")
            )
            self.preview_label.setText(cannot.format(error=error))
            self.preview.setPlainText("")
            return
        if page is not None:
            data, offset, total = page.data, page.offset, page.total
        else:
            data, offset, total = stream.preview, 0, stream.length
        if len(data) < total:
            end = offset + len(data)
            shown = (
                self.tr("{total} bytes raw, bytes {first}–{last} shown")
                if self.raw()
                else self.tr("{total} bytes decoded, bytes {first}–{last} shown")
            )
            self.preview_label.setText(
                shown.format(
                    total=f"{total:,}", first=f"{offset:,}", last=f"{max(end - 1, offset):,}"
                )
            )
        else:
            whole = self.tr("{total} bytes raw") if self.raw() else self.tr("{total} bytes decoded")
            self.preview_label.setText(whole.format(total=f"{total:,}"))
        if self.mode.currentIndex() == HEX:
            text = hex_dump(data)
            if offset:
                text = _shift_offsets(text, offset)
            self.preview.setPlainText(text)
        else:
            self.preview.setPlainText(stream_text(data))

    def _show_picture(self, stream: StreamView) -> None:
        """The image's picture at its own size (it scrolls when larger than the pane)."""
        self.shown_as.setCurrentWidget(self.picture_scroller)
        image = self.image
        size = f"{stream.dictionary.get('Width', '?')}×{stream.dictionary.get('Height', '?')}"
        if image is None:
            self.picture.setPixmap(QPixmap())
            self.preview_label.setText(self.tr("Image {size}, reading …").format(size=size))
            return
        pixmap = QPixmap()
        if image.data is None or not pixmap.loadFromData(image.data):
            self.picture.setPixmap(QPixmap())
            why = image.error or self.tr("Qt cannot read the decoded picture")
            self.preview_label.setText(
                self.tr("Image {size}: the picture cannot be shown: {error}").format(
                    size=size, error=why
                )
            )
            return
        self.picture.setPixmap(pixmap)
        self.preview_label.setText(self.tr("Image {size}, shown at its own size").format(size=size))

    # Saving ------------------------------------------------------------------------------

    def choose_save(self) -> None:
        """Ask where to write the stream's whole data and write it in the background."""
        current, stream = self.current, self._stream
        if current is None or stream is None:
            return
        document = self.controller.document
        name = suggested_name(current.label, current.num, stream.dictionary, self.raw())
        suggested = self.places.suggest(document.path if document is not None else None, name)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the stream's data"), suggested)
        if path:
            self.places.remember(path)
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the data shown (decoded or raw, all of it) to ``path``; never over the
        open PDF."""
        current, document = self.current, self.controller.document
        if current is None or self._stream is None or document is None:
            return False
        if same_file(path, document.path):
            self.preview_label.setText(self.tr("The data cannot replace the file it comes from."))
            return False
        self.controller.save_stream(current.num, current.gen, self.raw(), path)
        return True


def _shift_offsets(dump: str, offset: int) -> str:
    """A hex dump's offsets counted from ``offset`` (a page of a longer stream)."""
    lines = []
    for line in dump.split("\n"):
        head, _, rest = line.partition("  ")
        lines.append(f"{int(head, 16) + offset:08x}  {rest}")
    return "\n".join(lines)
