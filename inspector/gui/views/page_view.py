"""The rendered page (QtPdf) with the core's glyph boxes drawn over it; a click selects a glyph."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from inspector.chain import Flag
from inspector.gui.chain_text import chain_html, worst_flag
from inspector.gui.colours import flag_colour, selection_colour
from inspector.gui.controller import DocumentController
from inspector.gui.state import GlyphBox, LoadedPage, Selection

MARGIN = 12
ZOOM_STEPS = (0.25, 0.33, 0.5, 0.67, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0)
MAX_PIXELS = 60_000_000
"""Renders larger than this many device pixels are made at a lower resolution."""


class PageCanvas(QWidget):
    """Paints one page image and its glyph boxes at a zoom (pixels per point)."""

    glyph_clicked = Signal(int, int)
    """String serial and code index of the clicked glyph."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.page: LoadedPage | None = None
        self.image: QImage | None = None
        self.zoom = 1.0
        self.selection = Selection()
        self.show_boxes = True
        self.message = ""

    def set_page(self, page: LoadedPage | None, image: QImage | None) -> None:
        """Show a page (None with a message while loading or after an error)."""
        self.page = page
        self.image = image
        self._resize()
        self.update()

    def set_zoom(self, zoom: float, image: QImage | None) -> None:
        """Change the zoom and the image rendered for it."""
        self.zoom = zoom
        self.image = image
        self._resize()
        self.update()

    def _resize(self) -> None:
        if self.page is None:
            self.setMinimumSize(200, 200)
            self.resize(self.minimumSize())
            return
        w, h = self.page.size
        size = QSize(int(w * self.zoom) + 2 * MARGIN, int(h * self.zoom) + 2 * MARGIN)
        self.setMinimumSize(size)
        self.resize(size)

    def rect_of(self, box: GlyphBox) -> QRectF:
        """A glyph box in widget coordinates."""
        assert self.page is not None
        x0, y0, x1, y1 = box.rect
        height = self.page.size[1]
        z = self.zoom
        return QRectF(
            MARGIN + x0 * z,
            MARGIN + (height - y1) * z,
            max((x1 - x0) * z, 1.0),
            max((y1 - y0) * z, 1.0),
        )

    def glyph_at(self, point: QPointF) -> GlyphBox | None:
        """The smallest glyph box under a point."""
        if self.page is None:
            return None
        best: GlyphBox | None = None
        best_area = float("inf")
        for box in self.page.boxes:
            rect = self.rect_of(box)
            if rect.adjusted(-1, -1, 1, 1).contains(point):
                area = rect.width() * rect.height()
                if area < best_area:
                    best, best_area = box, area
        return best

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().window())
        if self.page is None:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.message)
            return
        w, h = self.page.size
        target = QRectF(MARGIN, MARGIN, w * self.zoom, h * self.zoom)
        painter.fillRect(target.adjusted(2, 2, 2, 2), QColor(0, 0, 0, 60))
        painter.fillRect(target, Qt.GlobalColor.white)
        if self.image is not None:
            painter.drawImage(target, self.image)
        if self.show_boxes:
            self._paint_boxes(painter, event.rect())
        painter.end()

    def _paint_boxes(self, painter: QPainter, clip: object) -> None:
        page = self.page
        assert page is not None
        strings = page.trace.strings
        sel = self.selection
        outline = QPen(QColor(120, 120, 120, 90))
        outline.setCosmetic(True)
        for box in page.boxes:
            rect = self.rect_of(box)
            if not rect.intersects(clip):  # type: ignore[arg-type]
                continue
            info = strings[box.string].decoded.codes[box.code].info
            flag = worst_flag(info)
            if flag is not None and flag is not Flag.MULTI:
                painter.fillRect(rect, flag_colour(flag, 70))
                pen = QPen(flag_colour(flag, 200))
                pen.setCosmetic(True)
                painter.setPen(pen)
            else:
                painter.setPen(outline)
            painter.drawRect(rect)
        if sel.string is not None and sel.page == page.index:
            pen = QPen(selection_colour(230), 1.5)
            pen.setCosmetic(True)
            for box in page.boxes:
                if box.string != sel.string:
                    continue
                rect = self.rect_of(box)
                painter.setPen(pen)
                if box.code == sel.code:
                    painter.fillRect(rect, selection_colour(110))
                    thick = QPen(selection_colour(255), 2.5)
                    thick.setCosmetic(True)
                    painter.setPen(thick)
                painter.drawRect(rect)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        box = self.glyph_at(event.position())
        if box is None or self.page is None:
            self.setToolTip("")
            self.unsetCursor()
            return
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        show = self.page.trace.strings[box.string]
        code = show.decoded.codes[box.code]
        self.setToolTip(
            f"<b>string {box.string + 1}, code {box.code + 1}</b>"
            + chain_html(code, show.font_name)
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        box = self.glyph_at(event.position())
        if box is not None:
            self.glyph_clicked.emit(box.string, box.code)


class PageView(QWidget):
    """Toolbar (page number, zoom, boxes) over a scrollable page canvas."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pdf = QPdfDocument(self)
        self._pdf_path: str | None = None
        self._fit_width = True
        self._image_key: tuple[int, int] | None = None
        self._image: QImage | None = None

        self.canvas = PageCanvas()
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.canvas)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.scroll.setWidgetResizable(False)

        self.page_spin = QSpinBox()
        self.page_spin.setMinimum(1)
        self.page_spin.setKeyboardTracking(False)
        self.page_spin.setToolTip("Page (PgUp / PgDown)")
        self.page_total = QLabel("of 0")
        self.zoom_label = QLabel("100 %")
        self.zoom_label.setMinimumWidth(48)
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 2)
        bar.addWidget(QLabel("Page"))
        bar.addWidget(self.page_spin)
        bar.addWidget(self.page_total)
        bar.addStretch(1)
        for text, tip, slot in (
            ("−", "Zoom out (Ctrl+-)", self.zoom_out),
            ("+", "Zoom in (Ctrl++)", self.zoom_in),
            ("Fit", "Fit the page width", self.fit_width),
        ):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            bar.addWidget(button)
        bar.addWidget(self.zoom_label)
        self.boxes_button = QToolButton()
        self.boxes_button.setText("Boxes")
        self.boxes_button.setCheckable(True)
        self.boxes_button.setChecked(True)
        self.boxes_button.setToolTip("Draw the glyph boxes computed by the inspector")
        self.boxes_button.toggled.connect(self._toggle_boxes)
        bar.addWidget(self.boxes_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(bar)
        layout.addWidget(self.scroll, 1)

        self.page_spin.valueChanged.connect(lambda n: controller.select_page(n - 1))
        self.canvas.glyph_clicked.connect(self._glyph_clicked)
        controller.document_loaded.connect(self._document_loaded)
        controller.document_closed.connect(self._document_closed)
        controller.page_loaded.connect(self._page_loaded)
        controller.page_failed.connect(self._page_failed)
        controller.selection_changed.connect(self._selection_changed)

    # Controller ------------------------------------------------------------------------

    def _document_loaded(self, loaded: object) -> None:
        from inspector.gui.state import LoadedDocument

        assert isinstance(loaded, LoadedDocument)
        self.pdf.close()
        self.pdf.setPassword(loaded.password or "")
        self.pdf.load(loaded.path)
        self._pdf_path = loaded.path
        self._image_key = None
        count = loaded.info.page_count
        self.page_spin.blockSignals(True)
        self.page_spin.setMaximum(max(count, 1))
        self.page_spin.setValue(1)
        self.page_spin.blockSignals(False)
        self.page_total.setText(f"of {count}")
        self.canvas.message = "Loading page 1 …" if count else "This document has no pages."
        self.canvas.set_page(None, None)

    def _document_closed(self) -> None:
        self.pdf.close()
        self._image_key = None
        self.canvas.message = ""
        self.canvas.set_page(None, None)

    def _page_loaded(self, page: LoadedPage) -> None:
        self.canvas.selection = self.controller.selection
        self.canvas.page = page
        if self._fit_width:
            self.canvas.zoom = self._fit_zoom(page)
        self.canvas.set_page(page, self._render(page))
        self._update_zoom_label()

    def _page_failed(self, index: int, message: str) -> None:
        if self.controller.selection.page == index:
            self.canvas.message = f"Page {index + 1} could not be analysed:\n{message}"
            self.canvas.set_page(None, None)

    def _selection_changed(self, selection: Selection) -> None:
        previous = self.canvas.selection
        self.canvas.selection = selection
        if selection.page is not None and selection.page + 1 != self.page_spin.value():
            self.page_spin.blockSignals(True)
            self.page_spin.setValue(selection.page + 1)
            self.page_spin.blockSignals(False)
        page = self.canvas.page
        if page is not None and page.index != selection.page:
            self.canvas.message = f"Loading page {(selection.page or 0) + 1} …"
            self.canvas.set_page(None, None)
            return
        if (previous.string, previous.code) != (selection.string, selection.code):
            self.canvas.update()
            self._ensure_selected_visible()

    def _glyph_clicked(self, string: int, code: int) -> None:
        page = self.canvas.page
        if page is not None:
            self.controller.select_glyph(page.index, string, code)

    def _toggle_boxes(self, on: bool) -> None:
        self.canvas.show_boxes = on
        self.canvas.update()

    def _ensure_selected_visible(self) -> None:
        page, sel = self.canvas.page, self.canvas.selection
        if page is None or sel.string is None:
            return
        for box in page.boxes:
            if box.string == sel.string and box.code == (sel.code or 0):
                rect = self.canvas.rect_of(box).toAlignedRect()
                self.scroll.ensureVisible(rect.center().x(), rect.center().y(), 80, 80)
                return

    # Rendering -------------------------------------------------------------------------

    def _fit_zoom(self, page: LoadedPage) -> float:
        width = self.scroll.viewport().width() - 2 * MARGIN - 4
        return max(0.1, min(8.0, width / max(page.size[0], 1.0)))

    def _render(self, page: LoadedPage) -> QImage | None:
        if self._pdf_path is None or self.pdf.status() != QPdfDocument.Status.Ready:
            return None
        if page.index >= self.pdf.pageCount():
            return None
        ratio = self.devicePixelRatioF()
        w, h = page.size
        scale = self.canvas.zoom * ratio
        while w * h * scale * scale > MAX_PIXELS and scale > 0.1:
            scale *= 0.7
        size = QSize(max(1, int(w * scale)), max(1, int(h * scale)))
        key = (page.index, size.width())
        if key == self._image_key:
            return self._image
        image = self.pdf.render(page.index, size)
        if image.isNull():
            return None
        self._image_key, self._image = key, image
        return image

    def set_zoom(self, zoom: float) -> None:
        """Zoom to a factor (1.0 is 72 pixels per inch)."""
        self._fit_width = False
        self.canvas.zoom = max(0.1, min(8.0, zoom))
        page = self.canvas.page
        self.canvas.set_zoom(self.canvas.zoom, self._render(page) if page else None)
        self._update_zoom_label()
        self._ensure_selected_visible()

    def zoom_in(self) -> None:
        """Next zoom step up."""
        self.set_zoom(next((z for z in ZOOM_STEPS if z > self.canvas.zoom * 1.01), ZOOM_STEPS[-1]))

    def zoom_out(self) -> None:
        """Next zoom step down."""
        smaller = [z for z in ZOOM_STEPS if z < self.canvas.zoom / 1.01]
        self.set_zoom(smaller[-1] if smaller else ZOOM_STEPS[0])

    def fit_width(self) -> None:
        """Zoom so that the page fills the view's width, and keep doing so on resize."""
        self._fit_width = True
        page = self.canvas.page
        if page is not None:
            self.canvas.zoom = self._fit_zoom(page)
            self.canvas.set_zoom(self.canvas.zoom, self._render(page))
            self._update_zoom_label()

    def _update_zoom_label(self) -> None:
        self.zoom_label.setText(f"{self.canvas.zoom * 100:.0f} %")

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        if self._fit_width and self.canvas.page is not None:
            self.fit_width()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        page = self.controller.selection.page
        if page is not None and event.key() == Qt.Key.Key_PageDown:
            self.controller.select_page(page + 1)
        elif page is not None and event.key() == Qt.Key.Key_PageUp:
            self.controller.select_page(page - 1)
        else:
            super().keyPressEvent(event)
