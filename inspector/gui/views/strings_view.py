"""The strings of the current page; selecting a row selects the string."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from inspector.gui.models.strings_model import StringsModel
from inspector.gui.views.tables import fit_columns, make_table, select_row

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import LoadedPage, Selection


class StringsView(QWidget):
    """A table of the page's string operands."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = StringsModel(self)
        self.table = make_table()
        self.table.setModel(self.model)
        self.header = QLabel()
        self.header.setContentsMargins(6, 4, 6, 4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.table, 1)
        self._syncing = False
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        controller.page_loaded.connect(self._page_loaded)
        controller.selection_changed.connect(self._selection_changed)
        controller.document_closed.connect(self._clear)
        controller.document_loaded.connect(lambda _d: setattr(self, "_fitted", False))
        self._fitted = False

    def _clear(self) -> None:
        self.model.set_strings(())
        self.header.setText("")

    def _page_loaded(self, page: LoadedPage) -> None:
        self._syncing = True
        try:
            self.model.set_strings(page.trace.strings)
        finally:
            self._syncing = False
        if not self._fitted and page.trace.strings:
            fit_columns(self.table, 260)  # once per document: it reads every cell
            self._fitted = True
        count = len(page.trace.strings)
        self.header.setText(
            (
                self.tr("<b>1 string</b> on page {page}")
                if count == 1
                else self.tr("<b>{count} strings</b> on page {page}")
            ).format(count=count, page=page.index + 1)
        )
        self._selection_changed(self.controller.selection)

    def _selection_changed(self, selection: Selection) -> None:
        page = self.controller.page
        if page is None or page.index != selection.page:
            self.model.set_strings(())
            loading = selection.page is not None and self.controller.document is not None
            self.header.setText(
                self.tr("Loading page {page} …").format(page=(selection.page or 0) + 1)
                if loading
                else ""
            )
            return
        self._syncing = True
        try:
            if selection.string is None:
                self.table.selectionModel().clearSelection()
            else:
                index = self.model.index(selection.string, 0)
                if self.table.currentIndex().row() != selection.string:
                    select_row(self.table, index)
                self.table.scrollTo(index)
        finally:
            self._syncing = False

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._syncing or not current.isValid():
            return
        sel = self.controller.selection
        code = sel.code if sel.string == current.row() else 0
        self.controller.select_string(current.row(), code)
