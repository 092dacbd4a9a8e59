"""The glyphs a font shows, as a grid: outline, code, CID, Unicode; a double-click goes there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from inspector.chain import Flag
from inspector.gui.chain_text import code_points
from inspector.gui.colours import flag_colour, selection_colour
from inspector.gui.glyph_paths import paint_glyph, paint_substitute
from inspector.gui.models.glyphs_model import (
    NOTE_ROLE,
    OUTLINE_ROLE,
    SUBSTITUTE_ROLE,
    GlyphsModel,
)
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.state import GlyphUse, UsedGlyphs
from inspector.gui.views.lazy import ShownState

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController

Index = QModelIndex | QPersistentModelIndex

CELL_WIDTH = 120
GLYPH_HEIGHT = 56


class GlyphDelegate(QStyledItemDelegate):
    """Paints one glyph cell: the outline above four short lines."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        metrics = QFontMetrics(option.font)
        lines = metrics.height() * 4
        # As wide as the longest "CID · GID" line (five digits each), which was cut short.
        label = metrics.horizontalAdvance(_ids_line(WIDEST_ID, WIDEST_ID))
        return QSize(max(CELL_WIDTH, label + 16), GLYPH_HEIGHT + lines + 12)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        glyph = index.data(OBJECT_ROLE)
        if not isinstance(glyph, GlyphUse):
            return
        rect: QRect = option.rect
        palette = option.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = QRectF(rect).adjusted(2, 2, -2, -2)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        fill = flag_colour(Flag.UNMAPPED, 45) if glyph.flagged else palette.base().color()
        painter.setBrush(fill)
        painter.setPen(selection_colour() if selected else palette.mid().color())
        painter.drawRoundedRect(cell, 4, 4)
        text = palette.text().color()
        muted = palette.placeholderText().color()
        box = QRectF(cell.x() + 4, cell.y() + 4, cell.width() - 8, GLYPH_HEIGHT)
        outline, substitute = index.data(OUTLINE_ROLE), index.data(SUBSTITUTE_ROLE)
        if outline is None and substitute:
            paint_substitute(painter, box, substitute, text, muted)
        else:
            paint_glyph(painter, box, outline, text, index.data(NOTE_ROLE), muted)
        height = QFontMetrics(option.font).height()
        y = box.bottom() + 4
        unicode_text = (
            f"{glyph.unicode} {code_points(glyph.unicode)}" if glyph.unicode else "∅ no Unicode"
        )
        for line, colour in (
            (f"<{glyph.code.hex()}>", text),
            (_ids_line(glyph.cid, glyph.gid), muted),
            (unicode_text, text if glyph.unicode else flag_colour(Flag.UNMAPPED)),
            (f"{glyph.count}×", muted),
        ):
            painter.setPen(colour)
            target = QRectF(cell.x() + 2, y, cell.width() - 4, height)
            elided = QFontMetrics(option.font).elidedText(
                line, Qt.TextElideMode.ElideRight, int(target.width())
            )
            painter.drawText(target, Qt.AlignmentFlag.AlignHCenter, elided)
            y += height
        painter.restore()


def _opt(value: int | None) -> str:
    return "-" if value is None else str(value)


WIDEST_ID = 88888
"""A CID or GID as wide as any drawn: both stop at 65535, and 8 is a wide digit."""


def _ids_line(cid: int | None, gid: int | None) -> str:
    """The cell's line with the code's CID and GID."""
    return f"CID {_opt(cid)} · GID {_opt(gid)}"


class GlyphGrid(ShownState, QWidget):
    """A summary line over the grid of the selected font's used glyphs."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.summary = QLabel(self.tr("Select a font to see the glyphs the document uses."))
        self.summary.setWordWrap(True)
        self.summary.setContentsMargins(6, 4, 6, 4)
        self.model = GlyphsModel(self)
        self.view = QListView()
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setUniformItemSizes(True)
        self.view.setSpacing(2)
        self.view.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.view.setItemDelegate(GlyphDelegate(self.view))
        self.view.setModel(self.model)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        self._key: object | None = None
        self._stale = False
        self.view.doubleClicked.connect(self._activated)
        self.view.activated.connect(self._activated)
        controller.used_glyphs_ready.connect(self._used_ready)
        controller.diagnosis_changed.connect(self._diagnosis_changed)
        controller.document_closed.connect(lambda: self.show_font(None))

    def show_font(self, key: object | None) -> None:
        """Show another font's glyphs (asked for when the grid is visible)."""
        if key == self._key and not self._stale:
            return
        self._key = key
        self._stale = True
        if key is None:
            self.model.set_used(None)
            self.summary.setText(self.tr("Select a font to see the glyphs the document uses."))
            return
        if self.model.used is not None and self.model.used.key != key:
            self.model.set_used(None)
        self.summary.setText(self.tr("Reading the glyphs …"))
        if self.shown:
            self._request()

    def _request(self) -> None:
        if self._key is not None and self._stale:
            self._stale = False
            self.controller.request_used_glyphs(self._key)

    def became_shown(self) -> None:
        self._request()

    def _diagnosis_changed(self) -> None:
        if self._key is not None:
            self._stale = True
            if self.shown:
                self._request()

    def _used_ready(self, used: UsedGlyphs) -> None:
        if used.key != self._key:
            return
        current = self.view.currentIndex().row()
        self.model.set_used(used)
        if 0 <= current < self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(current, 0))
        document = self.controller.document
        pages = document.info.page_count if document else 0
        flagged = sum(1 for g in used.glyphs if g.flagged)
        if used.pages_scanned >= pages:
            summary = self.tr(
                "{used}, {flagged} without a sound Unicode; program: {note}. "
                "Double-click a glyph to go to its first use."
            )
        else:
            summary = self.tr(
                "{used} (analysed {scanned} of {pages} pages), {flagged} without a "
                "sound Unicode; program: {note}. Double-click a glyph to go to its first use."
            )
        self.summary.setText(
            summary.format(
                used=self.tr("%n code(s) used", "", len(used.glyphs)),
                flagged=flagged,
                note=used.outlines.note,
                scanned=used.pages_scanned,
                pages=pages,
            )
        )

    def _activated(self, index: QModelIndex) -> None:
        glyph = index.data(OBJECT_ROLE)
        if isinstance(glyph, GlyphUse) and glyph.first_seen is not None:
            page, serial = glyph.first_seen
            self.controller.select_code_bytes(page, serial, glyph.code)
