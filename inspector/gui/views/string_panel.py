"""The selected string: its bytes as code cells, the chain table and the naive readings."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.chain_text import chain_text
from inspector.gui.models.codes_model import CodesModel
from inspector.gui.models.strings_model import flag_summary
from inspector.gui.state import Selection, StringReadings, outline_keys
from inspector.gui.views.byte_view import ByteView
from inspector.gui.views.tables import fit_columns, make_table, select_row
from inspector.output.escapes import visible

TILE_ROWS = 3
"""Rows of code tiles shown before the user moves the handle (issue 35: three at
1280×720; the window's default layout keeps fewer only where the chain would be cut)."""

if TYPE_CHECKING:
    from inspector.content import TextShow
    from inspector.gui.controller import DocumentController


class StringPanel(QWidget):
    """Everything about the selected string."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.header = QLabel(
            self.tr("Select a string on the page, in the text or in the strings list.")
        )
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setContentsMargins(6, 4, 6, 4)
        self.bytes = ByteView()
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setWidget(self.bytes)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Half a row of cards at least (they scroll): with a whole row the chain's tabs were
        # drawn over when the dock is short (1280x720, a header of two lines).
        self.scroller.setMinimumHeight(self.bytes.row_height() // 2 + 8)

        self.codes = CodesModel(self)
        self.table = make_table()
        self.table.setModel(self.codes)
        self.readings = QTableWidget(0, 2)
        self.readings.setHorizontalHeaderLabels([self.tr("Read as"), self.tr("Text")])
        self.readings.verticalHeader().setVisible(False)
        self.readings.horizontalHeader().setStretchLastSection(True)
        self.readings.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.table, self.tr("Chain"))
        self.tabs.addTab(self.readings, self.tr("Naive readings"))

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.scroller)
        split.addWidget(self.tabs)
        # The tiles keep their rows when the header takes another line or the dock
        # grows; the chain takes the difference (issue 35: three rows at 1280x720).
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setCollapsible(0, False)
        split.setSizes([TILE_ROWS * self.bytes.row_height() + 8, 240])
        self.splitter = split
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(split, 1)

        self._show: TextShow | None = None
        self._syncing = False
        self.bytes.code_clicked.connect(lambda index: controller.select_code(index))
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        copy = QShortcut(QKeySequence.StandardKey.Copy, self.table)
        copy.setContext(Qt.ShortcutContext.WidgetShortcut)
        copy.activated.connect(self.copy_chain)
        controller.selection_changed.connect(self._selection_changed)
        controller.page_loaded.connect(lambda _p: self._selection_changed(controller.selection))
        controller.document_closed.connect(lambda: self._selection_changed(Selection()))
        controller.outlines_ready.connect(self._outlines_ready)
        controller.readings_ready.connect(self._readings_ready)

    def _selection_changed(self, selection: Selection) -> None:
        show = self.controller.current_string()
        if show is not self._show:
            self._show = show
            self.bytes.set_string(show, selection.code)
            self.bytes.set_outlines(None)
            if show is not None:
                self._outlines_ready(show.font_key)
                entry = self.controller.font_entry(show.font_key)
                kind = entry.kind if entry is not None else ""
                keys = outline_keys(kind, ((c.info.code, c.info.gid) for c in show.decoded.codes))
                self.controller.request_outlines(show.font_key, keys)
            self._syncing = True
            try:
                page = self.controller.page
                actual = (
                    page.actual_text_at(show.serial, 0)
                    if page is not None and show is not None
                    else None
                )
                self.codes.set_codes(
                    show.decoded.codes if show else (),
                    show.font_name if show else "",
                    show.serial if show else None,
                    actual,
                )
                self.bytes.set_texts(tuple(row.shown for row in self.codes.rows))
            finally:
                self._syncing = False
            fit_columns(self.table, 200)
            self._fill_readings(show)
            self._fill_header(show)
        else:
            self.bytes.set_current(selection.code)
        if show is not None and selection.code is not None:
            rect = self.bytes.cell_rect(selection.code)
            if rect is not None:
                self.scroller.ensureVisible(
                    rect.center().x(), rect.center().y(), 10, rect.height() // 2 + 6
                )
            self._syncing = True
            try:
                index = self.codes.index(selection.code, 0)
                if self.table.currentIndex().row() != selection.code:
                    select_row(self.table, index)
                self.table.scrollTo(index)
            finally:
                self._syncing = False

    def _outlines_ready(self, key: object) -> None:
        show = self._show
        if show is not None and show.font_key == key:
            self.bytes.set_outlines(self.controller.glyph_outlines(key))

    def _fill_header(self, show: TextShow | None) -> None:
        if show is None:
            self.header.setText(
                self.tr("Select a string on the page, in the text or in the strings list.")
            )
            return
        op = (
            show.operator
            if show.tj_index is None
            else self.tr("TJ element {index}").format(index=show.tj_index)
        )
        where = " › ".join(f"/{f}" for f in show.forms) if show.forms else self.tr("page content")
        flags = flag_summary(show)
        entry = self.controller.font_entry(show.font_key)
        base = entry.facts.base_font if entry else None
        font = f"/{show.font_name}" + (f" ({html.escape(base)})" if base else "")
        text = self.tr(
            "<b>String {number}</b>: {operator} in {where}, font {font} {size} pt, {bytes} bytes "
            "in {codes} codes"
        ).format(
            number=show.serial + 1,
            operator=html.escape(op),
            where=html.escape(where),
            font=font,
            size=f"{show.font_size:g}",
            bytes=len(show.decoded.raw),
            codes=len(show.decoded.codes),
        )
        self.header.setText(
            text + (f" — <span style='color:#d62728'>{html.escape(flags)}</span>" if flags else "")
        )
        self._add_actual_text(show)

    def _add_actual_text(self, show: TextShow) -> None:
        """Say under the header when an /ActualText replaces the text of the string's
        glyphs: the page's text there is its text, not the codes' Unicode."""
        page = self.controller.page
        actual = (
            page.actual_text_at(show.serial, 0)
            if page is not None and page.index == self.controller.selection.page
            else None
        )
        if actual is None:
            return
        note = self.tr(
            "/ActualText “{text}” replaces the text of the glyphs of strings {strings}; "
            "alone they give “{alone}”"
        ).format(
            text=html.escape(visible(actual.text)),
            strings=", ".join(str(n + 1) for n in actual.strings),
            alone=html.escape(visible(actual.glyphs_text)),
        )
        self.header.setText(f"{self.header.text()}<br>{note}")

    def _fill_readings(self, show: TextShow | None) -> None:
        """Clear the readings and ask for the string's: they are worked out on the worker
        (reading a code naively may read the font's program), never here."""
        self._set_readings(())
        page = self.controller.page
        if show is not None and page is not None:
            self.controller.request_readings(page.index, show)

    def _readings_ready(self, found: StringReadings) -> None:
        show, page = self._show, self.controller.page
        if (
            show is not None
            and page is not None
            and (found.page, found.string)
            == (
                page.index,
                show.serial,
            )
        ):
            self._set_readings(found.readings)

    def _set_readings(self, rows: tuple[tuple[str, str], ...]) -> None:
        self.readings.setRowCount(len(rows))
        for row, (label, text) in enumerate(rows):
            self.readings.setItem(row, 0, QTableWidgetItem(label))
            item = QTableWidgetItem(visible(text))
            item.setToolTip(visible(text))
            self.readings.setItem(row, 1, item)
        self.readings.resizeColumnToContents(0)

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._syncing and current.isValid():
            self.controller.select_code(current.row())

    def copy_chain(self) -> None:
        """Put the selected code's chain on the clipboard as text."""
        show, code = self._show, self.controller.selection.code
        if show is not None and code is not None:
            QGuiApplication.clipboard().setText(
                chain_text(show.decoded.codes[code], show.font_name, self.codes.glyph_text(code))
            )
