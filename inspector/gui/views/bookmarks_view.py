"""The document outline (bookmarks): clicking one shows its page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeView, QVBoxLayout, QWidget

from inspector.gui.models.outline_model import OutlineModel
from inspector.gui.models.roles import KEY_ROLE

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import LoadedDocument
    from inspector.pdf import OutlineEntry


class BookmarksView(QWidget):
    """A tree of bookmarks over a line saying how many there are."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = OutlineModel(self)
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.empty = QLabel(self.tr("This document has no bookmarks."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty, 1)
        self.tree.hide()
        self.tree.clicked.connect(self._activated)
        self.tree.activated.connect(self._activated)
        controller.document_loaded.connect(self._document_loaded)
        controller.document_closed.connect(lambda: self._show(()))

    def _document_loaded(self, loaded: LoadedDocument) -> None:
        self._show(loaded.outline)

    def _show(self, outline: tuple[OutlineEntry, ...]) -> None:
        self.model.set_outline(outline)
        self.tree.setVisible(bool(outline))
        self.empty.setVisible(not outline)
        if outline:
            self.tree.expandToDepth(0)

    def _activated(self, index: QModelIndex) -> None:
        page = index.data(KEY_ROLE)
        if isinstance(page, int):
            self.controller.select_page(page)
