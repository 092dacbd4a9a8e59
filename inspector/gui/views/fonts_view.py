"""The fonts table: sortable, filterable; selecting a row selects the font."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from inspector.gui.models.fonts_model import FontsFilterProxy, FontsModel
from inspector.gui.models.roles import KEY_ROLE
from inspector.gui.views.tables import fit_columns, make_table, select_row

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import FontSnapshot, LoadedDocument, Selection

FIT_DELAY_MS = 300


class FontsView(QWidget):
    """Filter box over the fonts table."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = FontsModel(self)
        self.proxy = FontsFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter fonts (name, subtype, encoding, …)"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = make_table(stretch_last=False)
        # Fonts and verdicts arrive in bursts while the pages are read in the background:
        # the columns are sized once a burst is over, not once per update.
        self._fit = QTimer(self)
        self._fit.setSingleShot(True)
        self._fit.setInterval(FIT_DELAY_MS)
        self._fit.timeout.connect(lambda: fit_columns(self.table, 240))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.filter)
        layout.addWidget(self.table, 1)
        self._syncing = False
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        controller.document_loaded.connect(self._document_loaded)
        controller.document_closed.connect(lambda: self.model.set_fonts((), lambda _k: None))
        controller.diagnosis_changed.connect(self._diagnosis_changed)
        controller.fonts_listed.connect(self._fonts_listed)
        controller.selection_changed.connect(self._selection_changed)

    def _document_loaded(self, loaded: LoadedDocument) -> None:
        self.model.partial = False
        self.model.set_fonts(tuple(self.controller.fonts), self.controller.verdict)
        fit_columns(self.table, 240)

    def _fonts_listed(self, fonts: tuple[FontSnapshot, ...]) -> None:
        self.model.add_fonts(fonts)
        if fonts:
            self._fit.start()
            self._selection_changed(self.controller.selection)

    def _diagnosis_changed(self) -> None:
        self.model.partial = self.controller.scan_stopped and not self.controller.diagnosis_complete
        self.model.refresh_verdicts()
        if self.controller.diagnosis_complete:
            self._fit.start()  # the verdicts' widths, once they are all known

    def _selection_changed(self, selection: Selection) -> None:
        row = self.model.row_of(selection.font) if selection.font is not None else None
        self._syncing = True
        try:
            if row is None:
                self.table.selectionModel().clearSelection()
                return
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if index.isValid() and self.table.currentIndex().row() != index.row():
                select_row(self.table, index)
                self.table.scrollTo(index)
        finally:
            self._syncing = False

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._syncing and current.isValid():
            self.controller.select_font(current.data(KEY_ROLE))
