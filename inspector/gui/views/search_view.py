"""Search: text, U+XXXX, <hex code> or cid:N over every page; a result selects its glyph."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.models.search_model import SearchModel
from inspector.gui.state import SearchHit
from inspector.gui.views.tables import fit_columns, make_table

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.search import Query


class SearchView(QWidget):
    """A query box over the list of occurrences."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.box = QLineEdit()
        self.box.setPlaceholderText(self.tr("Text, U+65E5, <93fa>, 0x41 or cid:1234 — Enter"))
        self.box.setClearButtonEnabled(True)
        self.status = QLabel()
        self.status.setContentsMargins(4, 0, 4, 0)
        self.model = SearchModel(self)
        self.table = make_table()
        self.table.setModel(self.model)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.box)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        self.box.returnPressed.connect(self.run)
        self.table.clicked.connect(self._activated)
        self.table.activated.connect(self._activated)
        controller.search_finished.connect(self._finished)
        controller.document_closed.connect(self._clear)

    def _clear(self) -> None:
        """Forget the results of another document (the query stays, to run again)."""
        self.model.set_hits(())
        self.status.setText("")

    def run(self) -> None:
        """Search for what the box says."""
        self.status.setText(self.tr("Searching …"))
        self.controller.search(self.box.text())

    def _finished(self, query: Query | None, hits: tuple[SearchHit, ...]) -> None:
        self.model.set_hits(hits)
        fit_columns(self.table, 300)
        if query is None:
            self.status.setText("")
            return
        pages = len({h.page for h in hits})
        self.status.setText(
            f"{len(hits)} occurrence{'s' if len(hits) != 1 else ''} of {query.describe()}"
            + (f" on {pages} page{'s' if pages != 1 else ''}" if hits else "")
        )

    def _activated(self, index: QModelIndex) -> None:
        hit = index.data(OBJECT_ROLE)
        if isinstance(hit, SearchHit):
            self.controller.select_glyph(hit.page, hit.string, hit.code)
