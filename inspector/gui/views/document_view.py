"""The document: a summary of the file and the page tree (pages, their fonts, forms, images)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.colours import verdict_colour
from inspector.gui.models.page_tree_model import PageTreeModel
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.state import LoadedDocument, ObjectLink, PageContents, PageItem, Selection
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.gui.views.tables import select_row
from inspector.i18n import tr
from inspector.output.words import verdict_label

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController


def _size(count: int) -> str:
    n = float(count)
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{count:,} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


class DocumentView(QWidget):
    """Summary over the page tree."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.summary = QLabel(self.tr("Open a PDF (Ctrl+O) or drop one on the window."))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setContentsMargins(6, 4, 6, 4)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.model = PageTreeModel(self)
        self.tree = QTreeView()
        self.tree.setModel(self.model)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.header().setStretchLastSection(True)
        # The summary scrolls rather than holding the dock (and the docks tabbed with it)
        # at the height of its text.
        summary_scroll = QScrollArea()
        summary_scroll.setWidgetResizable(True)
        summary_scroll.setFrameShape(QFrame.Shape.NoFrame)
        summary_scroll.setWidget(self.summary)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(summary_scroll)
        self.splitter.addWidget(self.tree)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.splitter, 1)
        self._syncing = False
        self.tree.selectionModel().currentChanged.connect(self._current_changed)
        controller.document_loaded.connect(self._document_loaded)
        controller.document_closed.connect(self._document_closed)
        controller.diagnosis_changed.connect(self._refresh_summary)
        controller.fonts_listed.connect(lambda _f: self._refresh_summary())
        controller.selection_changed.connect(self._selection_changed)
        controller.page_contents_ready.connect(self._contents_ready)
        controller.page_contents_listed.connect(self._contents_listed)
        self.model.wanted.connect(lambda index: controller.request_page_contents(index))

    def _document_loaded(self, loaded: LoadedDocument) -> None:
        self.model.set_document(loaded.info.page_count)
        self.tree.setColumnWidth(0, 110)
        self._contents_listed(tuple(self.controller.contents.values()))
        self._refresh_summary()

    def _contents_ready(self, contents: PageContents) -> None:
        self.model.set_contents(contents)
        if contents.page == self.controller.selection.page:
            self.tree.expand(self.model.page_index(contents.page))

    def _contents_listed(self, listed: tuple[PageContents, ...]) -> None:
        self.model.set_contents_many(listed)
        page = self.controller.selection.page
        if page is not None and any(c.page == page for c in listed):
            self.tree.expand(self.model.page_index(page))

    def _document_closed(self) -> None:
        self.model.set_document(0)
        self.summary.setText(self.tr("Open a PDF (Ctrl+O) or drop one on the window."))

    def _refresh_summary(self) -> None:
        loaded = self.controller.document
        if loaded is None:
            return
        info = loaded.info
        name = info.path.replace("\\", "/").rsplit("/", 1)[-1]
        diagnosis = self.controller.diagnosis
        unmapped = sum(v.unmapped for v in diagnosis.fonts.values()) if diagnosis else 0
        findings = self.controller.findings()
        scanned = self.controller.scanned
        progress = (
            ""
            if scanned >= info.page_count
            else f" (analysed {scanned} of {info.page_count} pages)"
        )
        fonts = self.controller.fonts
        broken = sum(1 for e in fonts if e.kind == "broken")
        listed = self.controller.listed_pages
        more = (
            ""
            if listed >= info.page_count
            else self.tr(", listed {listed} of {count} pages").format(
                listed=listed, count=info.page_count
            )
        )
        rows = [
            (QT_TRANSLATE_NOOP("DocumentView", "File"), name),
            (QT_TRANSLATE_NOOP("DocumentView", "Size"), _size(info.size)),
            (
                QT_TRANSLATE_NOOP("DocumentView", "PDF"),
                info.pdf_version + (self.tr(", encrypted") if info.encrypted else ""),
            ),
            (QT_TRANSLATE_NOOP("DocumentView", "Pages"), str(info.page_count)),
            (QT_TRANSLATE_NOOP("DocumentView", "Producer"), info.producer or "-"),
            (QT_TRANSLATE_NOOP("DocumentView", "Creator"), info.creator or "-"),
            (QT_TRANSLATE_NOOP("DocumentView", "Title"), info.title or "-"),
            (
                QT_TRANSLATE_NOOP("DocumentView", "Fonts"),
                self.tr("{count} ({broken} broken{more})").format(
                    count=len(fonts), broken=broken, more=more
                ),
            ),
            (QT_TRANSLATE_NOOP("DocumentView", "Unmapped codes"), f"{unmapped}{progress}"),
            (QT_TRANSLATE_NOOP("DocumentView", "Findings"), str(len(findings))),
        ]
        verdict = verdict_label(diagnosis.verdict.value) if diagnosis else "-"
        partial = self.controller.partial_note() if diagnosis else None
        if partial is not None:
            verdict += (
                self.tr(" (partial)") if self.controller.scan_stopped else self.tr(" (so far)")
            )
        cells = "".join(
            f"<tr><td><b>{html.escape(QCoreApplication.translate('DocumentView', k))}</b></td>"
            f"<td>{html.escape(v)}</td></tr>"
            for k, v in rows
        )
        colour = verdict_colour(diagnosis.verdict).name() if diagnosis else "palette(text)"
        reason = html.escape(tr(diagnosis.reason)) if diagnosis else self.tr("analysing …")
        if partial is not None:
            note = tr(partial)
            reason += f"<br><i>{html.escape(note[0].upper() + note[1:])}.</i>"
        verdict_title = html.escape(self.tr("Verdict"))
        self.summary.setText(
            f"<table cellspacing='2'>{cells}<tr><td><b>{verdict_title}</b></td>"
            f"<td><b style='color:{colour}'>{html.escape(verdict)}</b></td></tr></table>"
            f"<p style='margin-top:4px'>{reason}</p>"
        )
        self.summary.setToolTip(info.path)

    def _selection_changed(self, selection: Selection) -> None:
        if selection.page is None:
            return
        index = self.model.page_index(selection.page)
        current = self.tree.currentIndex()
        on_page = current.isValid() and (
            (current.internalId() == 0 and current.row() == selection.page)
            or current.internalId() == selection.page + 1
        )
        if index.isValid() and not on_page:
            self._syncing = True
            try:
                select_row(self.tree, index)
                self.tree.scrollTo(index)
            finally:
                self._syncing = False

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._syncing or not current.isValid():
            return
        child = current.data(OBJECT_ROLE)
        if isinstance(child, PageItem):
            self.controller.select_page(child.page)
            if child.kind == "font":
                self.controller.select_font(child.key)
            elif child.kind == "image" and isinstance(child.key, int):
                self.controller.inspect_object(ObjectLink(f"Image {child.label}", child.key))
        else:
            self.controller.select_page(current.row() if current.internalId() == 0 else 0)
