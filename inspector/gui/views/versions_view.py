"""Versions: the open document against another version of it (File › Compare with
another version…), as ``pdf-font-inspector diff`` compares them.

The summary line first; then the font pairs that differ (each fact that differs, and
each mapping example: code, A's and B's Unicode), the fonts only in one file, and the
text differences of each page with their causes. Selecting a difference selects its
glyph in the open document (A) in every view, the chain included, and the table under
the list shows the chain of the same place in both files side by side, the values that
differ marked. The comparison runs through the controller
(:mod:`inspector.gui.features.versions`) on the worker thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from inspector.files import shown
from inspector.gui.chain_text import code_points, visible
from inspector.gui.features.versions import (
    VersionChange,
    VersionComparison,
    VersionExample,
    VersionFont,
    VersionGlyph,
    VersionPlace,
)
from inspector.i18n import tr
from inspector.output.records import flag_names
from inspector.output.words import verdict_label

if TYPE_CHECKING:
    from inspector.diff.model import FontSide, TextChange
    from inspector.gui.controller import DocumentController

PLACE_ROLE = Qt.ItemDataRole.UserRole + 1
"""The item data holding the index of a difference in :attr:`VersionsView.places`."""

HEADER_PADDING = 10
"""Pixels either side of a column's title that its width keeps (the header's margins)."""

DIFFERS = "#f0a000"
"""The colour that marks a value differing between A and B (the amber of suspect)."""


class VersionsView(QWidget):
    """The comparison's summary, its differences as a tree, and the chain of the
    selected difference's place in both files."""

    def __init__(
        self,
        controller: DocumentController,
        parent: QWidget | None = None,
        *,
        interactive: bool = True,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.interactive = interactive
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = QFont(self.summary.font())
        bold.setBold(True)
        self.summary.setFont(bold)
        self.button = QPushButton(self.tr("Compare with…"))
        self.button.setToolTip(
            self.tr(
                "Choose another version of this document (B) and see what differs: fonts, "
                "mappings and the text of each page, each with its cause"
            )
        )
        self.button.clicked.connect(self.choose)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setIndentation(12)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.currentItemChanged.connect(lambda item, _old: self._go(item))
        self.tree.itemClicked.connect(lambda item, _column: self._go(item))
        self.place_note = QLabel()
        self.place_note.setWordWrap(True)
        self.place_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.place = QTableWidget(0, 3)
        self.place.verticalHeader().setVisible(False)
        self.place.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.place.setWordWrap(False)
        self.place.setAlternatingRowColors(True)
        self.place.verticalHeader().setDefaultSectionSize(self.place.fontMetrics().height() + 6)
        header = self.place.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.place_note)
        lower_layout.addWidget(self.place, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.tree)
        self.splitter.addWidget(lower)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # The summary beside the button, the files named in the headers: a pane beside
        # the chain at 1280x720 has little height to spare.
        bar = QHBoxLayout()
        bar.addWidget(self.summary, 1)
        bar.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addLayout(bar)
        layout.addWidget(self.splitter, 1)
        self.comparison: VersionComparison | None = None
        self.places: list[VersionPlace] = []
        """The differences the tree's items go to (by :data:`PLACE_ROLE`)."""
        self._clear()
        controller.versions_compared.connect(lambda result: self._shown(result))
        controller.versions_failed.connect(lambda message: self._failed(message))
        controller.versions_stopped.connect(lambda: self._stopped())
        controller.version_place_shown.connect(lambda place: self._place_shown(place))
        controller.document_closed.connect(lambda: self._clear())

    # Running ---------------------------------------------------------------------------

    def choose(self) -> None:
        """Ask for the other version and compare the open document with it."""
        document = self.controller.document
        if document is None:
            self.summary.setText(self.tr("Open a document first."))
            return
        if not self.interactive:
            return
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Compare with another version"),
            str(Path(document.path).parent),
            self.tr("PDF files (*.pdf);;All files (*)"),
        )
        if path:
            self.compare_with(path)

    def compare_with(self, path: str) -> None:
        """Compare the open document (A) with ``path`` (B)."""
        self._clear()
        self.summary.setText(self.tr("Comparing with {name} …").format(name=shown(Path(path).name)))
        self.button.setEnabled(False)
        self.controller.compare_versions(path)

    def _clear(self) -> None:
        self.comparison = None
        self.places = []
        self.tree.clear()
        self.place.setRowCount(0)
        self.place_note.setText("")
        self.summary.setToolTip("")
        self._headers(self.tr("A (open)"), self.tr("B (other)"))
        self.button.setEnabled(True)
        self.summary.setText(
            self.tr("File › Compare with another version… shows what differs from another file.")
        )

    def _failed(self, message: str) -> None:
        self.button.setEnabled(True)
        self.summary.setText(self.tr("The comparison failed: {message}").format(message=message))

    def _stopped(self) -> None:
        self.button.setEnabled(True)
        self.summary.setText(self.tr("The comparison was stopped."))

    # The differences -------------------------------------------------------------------

    def _shown(self, result: VersionComparison) -> None:
        self._clear()
        self.comparison = result
        diff = result.diff
        unread = [
            *(self.tr("A's page {page} not read whole").format(page=n) for n in diff.unread_a),
            *(self.tr("B's page {page} not read whole").format(page=n) for n in diff.unread_b),
        ]
        self.summary.setText("\n".join([tr(diff.summary), *unread]))
        self.summary.setToolTip(f"A: {shown(result.path_a)}\nB: {shown(result.path_b)}")
        self._headers(
            self.tr("A: {name}").format(name=shown(Path(result.path_a).name)),
            self.tr("B: {name}").format(name=shown(Path(result.path_b).name)),
        )
        if result.fonts:
            self._add_fonts(result)
        pages: dict[tuple[int | None, int | None], QTreeWidgetItem] = {}
        for change in result.changes:
            key = (change.page_a, change.page_b)
            parent = pages.get(key)
            if parent is None:
                parent = pages[key] = self._section(_page_title(change.page_a, change.page_b))
            self._item(
                parent,
                change,
                [
                    _line(change.change),
                    _short(change.change.a),
                    _short(change.change.b),
                    _causes(change.change),
                ],
            )
        if not result.fonts and not result.changes:
            self._section(self.tr("No difference"))
        self.tree.expandAll()
        # The cause keeps the room left (it is shown whole under the list when selected).
        # Each column at least as wide as its header (the files' names in A and B).
        room = max(self.tree.viewport().width(), 400)
        header = self.tree.header()
        for column, share in ((0, 0.22), (1, 0.2), (2, 0.2)):
            title = self.tree.headerItem().text(column)
            least = header.fontMetrics().horizontalAdvance(title) + 2 * HEADER_PADDING
            self.tree.setColumnWidth(column, max(int(room * share), least))
        self.splitter.setSizes([45, 55])  # the place's chain shows a few rows at least
        self.button.setEnabled(True)

    def _headers(self, a: str, b: str) -> None:
        self.tree.setHeaderLabels([self.tr("Where"), a, b, self.tr("Cause")])
        self.place.setHorizontalHeaderLabels(["", a, b])

    def _add_fonts(self, result: VersionComparison) -> None:
        from inspector.diff.render import font_title, pair_lines, shown_text

        fonts = self._section(self.tr("Fonts"))
        for font in result.fonts:
            title_a = font_title(font.a) if font.a is not None else "—"
            title_b = font_title(font.b) if font.b is not None else "—"
            if font.pair is None:
                what = self.tr("only in A") if font.a is not None else self.tr("only in B")
                side = font.a if font.a is not None else font.b
                name = side.name or side.key if side is not None else ""
                self._item(fonts, font, [name, title_a, title_b, what])
                continue
            lines = pair_lines(font.pair)
            # The mapping examples (the indented lines) become items of their own below.
            facts = [line for line in lines if not line.startswith("  ")]
            name = font.pair.name or font.pair.a.key
            item = self._item(fonts, font, [name, title_a, title_b, "; ".join(facts)])
            pair_index = result.diff.pairs.index(font.pair)
            for example in result.examples:
                if example.pair == pair_index:
                    ex = example.example
                    self._item(
                        item,
                        example,
                        [
                            f"<{ex.code}>",
                            f"{shown_text(ex.a)} ({ex.a_source or '-'})",
                            f"{shown_text(ex.b)} ({ex.b_source or '-'})",
                            self.tr("the code's Unicode differs"),
                        ],
                    )

    def _section(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self.tree, [title])
        item.setFirstColumnSpanned(True)
        font = QFont(item.font(0))
        font.setBold(True)
        item.setFont(0, font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return item

    def _item(
        self, parent: QTreeWidgetItem, place: VersionPlace, texts: list[str]
    ) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, texts)
        item.setData(0, PLACE_ROLE, len(self.places))
        for column, text in enumerate(texts):
            item.setToolTip(column, text)
        self.places.append(place)
        return item

    def _go(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        index = item.data(0, PLACE_ROLE)
        if isinstance(index, int) and 0 <= index < len(self.places):
            self.controller.show_version_place(self.places[index])

    def items(self) -> list[QTreeWidgetItem]:
        """Every item that goes to a difference, in the tree's order."""
        out: list[QTreeWidgetItem] = []

        def walk(item: QTreeWidgetItem) -> None:
            if item.data(0, PLACE_ROLE) is not None:
                out.append(item)
            for n in range(item.childCount()):
                child = item.child(n)
                if child is not None:
                    walk(child)

        root = self.tree.invisibleRootItem()
        walk(root)
        return out

    # The place in both files -----------------------------------------------------------

    def _place_shown(self, place: VersionPlace) -> None:
        from inspector.diff.render import pair_lines

        if isinstance(place, VersionFont):
            rows = _font_rows(place.a, place.b)
            if place.pair is not None:
                # The mapping examples (indented) are items of their own in the list.
                lines = [line for line in pair_lines(place.pair) if not line.startswith("  ")]
            else:
                lines = [self.tr("only in A") if place.a is not None else self.tr("only in B")]
        else:
            rows = _glyph_rows(place.a, place.b)
            lines = [_described(place)]
            note = _glyph_note(place.a, place.b)
            if note:
                lines.append(note)
        self.place_note.setText("\n".join(lines))
        self.place.setRowCount(len(rows))
        marked = QBrush(QColor(DIFFERS).lighter(160))
        for row, (label, a, b) in enumerate(rows):
            cells = [QTableWidgetItem(label), QTableWidgetItem(a), QTableWidgetItem(b)]
            for column, cell in enumerate(cells):
                cell.setToolTip(cell.text())
                if column and a != b:
                    cell.setBackground(marked)
                self.place.setItem(row, column, cell)


def _page_title(a: int | None, b: int | None) -> str:
    if b is None:
        return QCoreApplication.translate("VersionsView", "Page {page} (only in A)").format(page=a)
    if a is None:
        return QCoreApplication.translate("VersionsView", "Page {page} (only in B)").format(page=b)
    if a == b:
        return QCoreApplication.translate("VersionsView", "Page {page}").format(page=a)
    return QCoreApplication.translate("VersionsView", "Page {a} of A, {b} of B").format(a=a, b=b)


def _line(change: TextChange) -> str:
    return QCoreApplication.translate("VersionsView", "line {a}/{b}").format(
        a=change.line_a if change.line_a is not None else "-",
        b=change.line_b if change.line_b is not None else "-",
    )


def _text(text: str) -> str:
    return visible(text).replace("\n", "⏎") if text else "—"


SHORT = 4
"""Characters of a difference shown with their code points in the list (a Kangxi radical
and its ideograph look alike; their code points do not)."""


def _short(text: str) -> str:
    if text and len(text) <= SHORT and not text.isspace():
        return f"{_text(text)} ({code_points(text)})"
    return _text(text)


def _causes(change: TextChange) -> str:
    from inspector.diff.render import cause_message

    return "; ".join(tr(cause_message(cause, change)) for cause in change.causes)


def _described(place: VersionChange | VersionExample) -> str:
    """The difference in full: its text in A and B, and its causes."""
    from inspector.diff.render import shown_text

    if isinstance(place, VersionExample):
        ex = place.example
        return QCoreApplication.translate(
            "VersionsView", "Code <{code}>: A {a} ({a_source}), B {b} ({b_source})"
        ).format(
            code=ex.code,
            a=shown_text(ex.a),
            b=shown_text(ex.b),
            a_source=ex.a_source or "-",
            b_source=(ex.b_source or "-") + (f" {ex.b_origin}" if ex.b_origin else ""),
        )
    change = place.change
    return f"«{_text(change.a)}» → «{_text(change.b)}»: {_causes(change)}"


def _glyph_note(a: VersionGlyph | None, b: VersionGlyph | None) -> str:
    if a is None and b is None:
        return QCoreApplication.translate(
            "VersionsView", "No code draws this difference in either file."
        )
    if a is None:
        return QCoreApplication.translate(
            "VersionsView", "A draws nothing here; B's code is shown."
        )
    if b is None:
        return QCoreApplication.translate(
            "VersionsView", "B draws nothing here; A's code is selected."
        )
    return ""


def _glyph_rows(a: VersionGlyph | None, b: VersionGlyph | None) -> list[tuple[str, str, str]]:
    """The chain of the place in each file as (label, A, B) rows."""

    def values(glyph: VersionGlyph | None) -> list[str]:
        if glyph is None:
            return ["—"] * 9
        info = glyph.info
        if info.unicode is None:
            unicode = QCoreApplication.translate("Chain", "none: no rule maps this code")
        else:
            origin = f" ({info.unicode_origin})" if info.unicode_origin else ""
            unicode = (
                f"{code_points(info.unicode)} {visible(info.unicode)}  "
                + QCoreApplication.translate("Chain", "via {source}").format(
                    source=info.unicode_source.value
                )
                + origin
            )
        flags = flag_names(info)
        font = f"{glyph.base_font} ({glyph.font})" if glyph.base_font else glyph.font
        return [
            QCoreApplication.translate(
                "VersionsView", "page {page}, string {string}, code {code}"
            ).format(page=glyph.page + 1, string=glyph.string, code=glyph.code),
            unicode,
            f"<{info.code_bytes.hex()}>",
            "-" if info.cid is None else str(info.cid),
            "-" if info.gid is None else str(info.gid),
            f"{info.width:g} ({info.width_source.value})",
            info.glyph_name or "-",
            ", ".join(flags) if flags else QCoreApplication.translate("Chain", "none"),
            font,
        ]

    # What differs most often first: a short pane still shows it.
    labels = [
        QCoreApplication.translate("VersionsView", "Place"),
        "Unicode",
        QCoreApplication.translate("VersionsView", "Code"),
        "CID",
        "GID",
        QCoreApplication.translate("Chain", "Width"),
        QCoreApplication.translate("Chain", "Glyph name"),
        QCoreApplication.translate("Chain", "Flags"),
        QCoreApplication.translate("Chain", "Font"),
    ]
    return list(zip(labels, values(a), values(b), strict=True))


def _font_rows(a: FontSide | None, b: FontSide | None) -> list[tuple[str, str, str]]:
    """A font's facts in each file as (label, A, B) rows."""

    def value(side: FontSide | None, name: str) -> str:
        if side is None:
            return "—"
        found = getattr(side, name)
        if found is None:
            return "-"
        if isinstance(found, bool):
            return (
                QCoreApplication.translate("VersionsView", "yes")
                if found
                else QCoreApplication.translate("VersionsView", "no")
            )
        if isinstance(found, tuple):
            return ", ".join(str(v) for v in found)
        if name == "verdict":
            return verdict_label(str(found))
        return str(found)

    fields = [
        ("key", QCoreApplication.translate("VersionsView", "Object")),
        ("base_font", QCoreApplication.translate("VersionsView", "Base font")),
        ("subtype", QCoreApplication.translate("VersionsView", "Subtype")),
        ("embedded", QCoreApplication.translate("VersionsView", "Embedded")),
        ("subset", QCoreApplication.translate("VersionsView", "Subset")),
        ("program", QCoreApplication.translate("VersionsView", "Font program")),
        ("encoding", QCoreApplication.translate("VersionsView", "Encoding or CMap")),
        ("cid_system_info", "CIDSystemInfo"),
        ("to_unicode", "ToUnicode"),
        ("wmode", QCoreApplication.translate("VersionsView", "Writing mode")),
        ("verdict", QCoreApplication.translate("VersionsView", "Verdict")),
        ("codes_used", QCoreApplication.translate("VersionsView", "Codes used")),
        ("pages", QCoreApplication.translate("VersionsView", "Pages")),
    ]
    return [(label, value(a, name), value(b, name)) for name, label in fields]


__all__ = ["VersionsView"]
