"""The rendered page (QtPdf) with the core's glyph boxes drawn over it; a click selects a glyph."""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
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
from inspector.gui.render_process import RenderFailure, shared_renderer
from inspector.gui.state import GlyphBox, LoadedDocument, LoadedPage, Selection
from inspector.i18n import tr

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController

MARGIN = 12
ZOOM_STEPS = (0.25, 0.33, 0.5, 0.67, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0)
IMAGE_BUDGET = 16 * 1024 * 1024
"""Bytes of rendered page images kept for going back and forth (at least the newest two
are kept whatever their size: the page shown and the next one, rendered ahead). Bounded
in bytes, not images: an A4 page fitted to the width is about 1.1 MB in a window 1280
pixels wide and 1.6 MB at 1500, and zooming in or a high-density screen makes each one
several times larger."""
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
        self.size_points: tuple[float, float] | None = None
        """The displayed page's size, known from the PDF before its analysis arrives."""
        self.zoom = 1.0
        self.selection = Selection()
        self.selected: frozenset[tuple[int, int]] = frozenset()
        """(string, code) of each glyph the selection covers (an /ActualText's glyphs
        together), drawn filled."""
        self.show_boxes = True
        self.message = ""
        self.image_note = ""
        """Why the page has no image (the renderer failed on it), shown over the boxes."""
        self._rects_key: tuple[int, float] | None = None
        self._rects: dict[Flag | None, list[QRectF]] = {}

    def set_page(
        self,
        page: LoadedPage | None,
        image: QImage | None,
        size: tuple[float, float] | None = None,
    ) -> None:
        """Show a page; without its analysis (``page`` None) the image alone, else a message."""
        self.page = page
        self.image = image
        self.size_points = page.size if page is not None else size
        self._resize()
        self.update()

    def set_image(self, image: QImage | None) -> None:
        """The rendered page arrived."""
        self.image = image
        self.update()

    def set_zoom(self, zoom: float, image: QImage | None) -> None:
        """Change the zoom and the image rendered for it."""
        self.zoom = zoom
        self.image = image
        self._resize()
        self.update()

    def _resize(self) -> None:
        if self.size_points is None:
            self.setMinimumSize(200, 200)
            self.resize(self.minimumSize())
            return
        w, h = self.size_points
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
        if self.size_points is None:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.message)
            return
        w, h = self.size_points
        target = QRectF(MARGIN, MARGIN, w * self.zoom, h * self.zoom)
        painter.fillRect(target.adjusted(2, 2, 2, 2), QColor(0, 0, 0, 60))
        painter.fillRect(target, Qt.GlobalColor.white)
        if self.image is not None:
            painter.drawImage(target, self.image)
        if self.page is None:
            if self.message:
                note = QRectF(target.x(), target.y(), target.width(), 28)
                painter.fillRect(note, QColor(255, 255, 255, 210))
                painter.setPen(QColor(80, 80, 80))
                painter.drawText(note, Qt.AlignmentFlag.AlignCenter, self.message)
        else:
            if self.show_boxes:
                self._paint_boxes(painter, event.rect())
            if self.image is None and self.image_note:
                self._paint_note(painter, target, self.image_note)
        painter.end()

    @staticmethod
    def _paint_note(painter: QPainter, target: QRectF, text: str) -> None:
        note = QRectF(target.x(), target.y(), target.width(), 44)
        painter.fillRect(note, QColor(255, 240, 220, 230))
        painter.setPen(QColor(120, 60, 0))
        painter.drawText(
            note.adjusted(6, 2, -6, -2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            text,
        )

    def _box_rects(self) -> dict[Flag | None, list[QRectF]]:
        """Every glyph box in widget coordinates, grouped by the flag that colours it
        (computed once per page and zoom)."""
        page = self.page
        assert page is not None
        key = (id(page), self.zoom)
        if self._rects_key != key:
            strings = page.trace.strings
            groups: dict[Flag | None, list[QRectF]] = {}
            for box in page.boxes:
                flag = worst_flag(strings[box.string].decoded.infos[box.code])
                if flag is Flag.MULTI:
                    flag = None
                groups.setdefault(flag, []).append(self.rect_of(box))
            self._rects_key, self._rects = key, groups
        return self._rects

    def _paint_boxes(self, painter: QPainter, clip: object) -> None:
        page = self.page
        assert page is not None
        sel = self.selection
        for flag, rects in self._box_rects().items():
            pen = QPen(QColor(120, 120, 120, 90) if flag is None else flag_colour(flag, 200))
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(flag_colour(flag, 70) if flag is not None else Qt.BrushStyle.NoBrush)
            painter.drawRects(rects)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if sel.string is not None and sel.page == page.index:
            pen = QPen(selection_colour(230), 1.5)
            pen.setCosmetic(True)
            selected = self.selected or {(sel.string, sel.code)}
            strings = {sel.string, *(string for string, _code in selected)}
            for box in page.boxes:
                if box.string not in strings:
                    continue
                rect = self.rect_of(box)
                painter.setPen(pen)
                if (box.string, box.code) in selected:
                    painter.fillRect(rect, selection_colour(110))
                    thick = QPen(selection_colour(255), 2.5)
                    thick.setCosmetic(True)
                    painter.setPen(thick)
                painter.drawRect(rect)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        from inspector.text.actual import glyph_text

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
            + chain_html(
                code,
                show.font_name,
                glyph_text(
                    code.info,
                    self.page.actual_text_at(box.string, box.code),
                    (box.string, box.code),
                ),
            )
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        box = self.glyph_at(event.position())
        if box is not None:
            self.glyph_clicked.emit(box.string, box.code)


class PageView(QWidget):
    """Toolbar (page number, zoom, boxes) over a scrollable page canvas.

    Pages are rendered by QtPdf in a child process (:mod:`inspector.gui.render_process`),
    requested from a background thread, and kept in a small cache; the next page is rendered
    ahead. A page's image shows before its analysis arrives; a page the renderer cannot draw
    within its limits shows its analysis and a note saying why there is no image.
    """

    image_shown = Signal(int)
    """The image of a page is on the canvas."""
    _image_arrived = Signal(int, int, object)
    """Page index, image width, and the QImage or RenderFailure (from the render thread);
    None when the request went stale before its turn came."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pdf = QPdfDocument(self)
        self.renderer = shared_renderer()
        self._render_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")
        self._image_arrived.connect(self._rendered)
        self.destroyed.connect(lambda *_: self._render_thread.shutdown(False, cancel_futures=True))
        self._password: str | None = None
        self.render_failures: dict[int, str] = {}
        """Pages the renderer failed on, and why (not asked again for this document)."""
        self.synchronous = controller.synchronous
        """Render on the calling thread (tests, screenshots): images are there at once."""
        self._pdf_path: str | None = None
        self._fit_width = True
        self._images: OrderedDict[tuple[int, int], QImage] = OrderedDict()
        self._image_bytes = 0
        """The bytes of the images in ``_images``."""
        self._requested: set[tuple[int, int]] = set()
        self._wanted: tuple[int, int] | None = None
        self.image_page: int | None = None
        """The page whose image the canvas shows."""
        self._shown: int | None = None

        self.canvas = PageCanvas()
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.canvas)
        self.scroller.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.scroller.setWidgetResizable(False)

        self.page_spin = QSpinBox()
        self.page_spin.setMinimum(1)
        self.page_spin.setKeyboardTracking(False)
        self.page_spin.setToolTip(self.tr("Page (PgUp / PgDown)"))
        self.page_total = QLabel(self.tr("of 0"))
        self.zoom_label = QLabel("100 %")
        self.zoom_label.setMinimumWidth(48)
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 2)
        bar.addWidget(QLabel(self.tr("Page")))
        bar.addWidget(self.page_spin)
        bar.addWidget(self.page_total)
        bar.addStretch(1)
        for text, tip, slot in (
            ("−", self.tr("Zoom out (Ctrl+-)"), self.zoom_out),
            ("+", self.tr("Zoom in (Ctrl++)"), self.zoom_in),
            (self.tr("Fit"), self.tr("Fit the page width"), self.fit_width),
        ):
            button = QToolButton()
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            bar.addWidget(button)
        bar.addWidget(self.zoom_label)
        self.boxes_button = QToolButton()
        self.boxes_button.setText(self.tr("Boxes"))
        self.boxes_button.setCheckable(True)
        self.boxes_button.setChecked(True)
        self.boxes_button.setToolTip(self.tr("Draw the glyph boxes computed by the inspector"))
        self.boxes_button.toggled.connect(self._toggle_boxes)
        bar.addWidget(self.boxes_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(bar)
        layout.addWidget(self.scroller, 1)

        self.page_spin.valueChanged.connect(lambda n: controller.select_page(n - 1))
        self.canvas.glyph_clicked.connect(self._glyph_clicked)
        controller.document_opening.connect(self._document_opening)
        controller.document_loaded.connect(self._document_loaded)
        controller.document_closed.connect(self._document_closed)
        controller.open_failed.connect(self._open_failed)
        controller.password_required.connect(self._open_failed)
        controller.page_loaded.connect(self._page_loaded)
        controller.page_failed.connect(self._page_failed)
        controller.selection_changed.connect(self._selection_changed)

    # Controller ------------------------------------------------------------------------

    def _load_pdf(self, path: str, password: str | None) -> None:
        self.pdf.close()
        self._forget_images()
        self.pdf.setPassword(password or "")
        self.pdf.load(path)
        self._pdf_path = path
        self._password = password
        if not self.synchronous:
            self._render_thread.submit(self.renderer.start)

    def _document_opening(self, path: str, password: str | None, page: int) -> None:
        """Draw the page to be selected while the analysis opens the file: its image does
        not wait for the analysis (nor for the modules it imports)."""
        self._load_pdf(path, password)
        if self._pdf_ready() and 0 <= page < self.pdf.pageCount():
            self.page_spin.blockSignals(True)
            self.page_spin.setMaximum(max(self.pdf.pageCount(), 1))
            self.page_spin.setValue(page + 1)
            self.page_spin.blockSignals(False)
            self._show_unanalysed(page)

    def _open_failed(self, path: str, _why: object) -> None:
        """The analysis could not open the file: no image of it stays."""
        if self.controller.document is None and path == self._pdf_path:
            self._document_closed()

    def _document_loaded(self, loaded: LoadedDocument) -> None:
        opened = (self._pdf_path, self._password) == (loaded.path, loaded.password)
        if not (opened and self._pdf_ready()):
            self._load_pdf(loaded.path, loaded.password)
        count = loaded.info.page_count
        self.page_spin.blockSignals(True)
        self.page_spin.setMaximum(max(count, 1))
        self.page_spin.setValue(1)
        self.page_spin.blockSignals(False)
        self.page_total.setText(self.tr("of {count}").format(count=count))
        self.canvas.message = (
            self.tr("Loading page 1 …") if count else self.tr("This document has no pages.")
        )
        self._shown = None
        self.canvas.set_page(None, None)

    def _document_closed(self) -> None:
        self.pdf.close()
        self._forget_images()
        self._pdf_path = None
        self._shown = None
        self.canvas.message = ""
        self.canvas.set_page(None, None)

    def _forget_images(self) -> None:
        self.render_failures.clear()
        self.canvas.image_note = ""
        self._images.clear()
        self._image_bytes = 0
        self._requested.clear()
        self._wanted = None
        self.image_page = None

    def _page_loaded(self, page: LoadedPage) -> None:
        self.canvas.selection = self.controller.selection
        self.canvas.selected = frozenset(self.controller.selected_glyphs())
        self._shown = page.index
        if self._fit_width:
            self.canvas.zoom = self._fit_zoom(page.size)
        image = self.canvas.image if self.image_page == page.index else None
        self.canvas.set_page(page, image)
        self._request_image(page.index, page.size)
        self._update_zoom_label()

    def _page_failed(self, index: int, message: str) -> None:
        if self.controller.selection.page == index:
            self.canvas.message = (
                self.tr("Page {page} could not be analysed:").format(page=index + 1)
                + f"\n{tr(message)}"
            )
            self.canvas.set_page(None, None)

    def _selection_changed(self, selection: Selection) -> None:
        previous = self.canvas.selection
        self.canvas.selection = selection
        self.canvas.selected = frozenset(self.controller.selected_glyphs())
        if selection.page is not None and selection.page + 1 != self.page_spin.value():
            self.page_spin.blockSignals(True)
            self.page_spin.setValue(selection.page + 1)
            self.page_spin.blockSignals(False)
        if selection.page is not None and selection.page != self._shown:
            self._show_unanalysed(selection.page)
            return
        if (previous.string, previous.code) != (selection.string, selection.code):
            self.canvas.update()
            self._ensure_selected_visible()

    def _show_unanalysed(self, index: int) -> None:
        """Show a page's image (rendered in the background) while it is being analysed."""
        self._shown = index
        size = self._pdf_size(index)
        self.canvas.message = self.tr("Analysing page {page} …").format(page=index + 1)
        if size is None:
            self.canvas.set_page(None, None)
            return
        if self._fit_width:
            self.canvas.zoom = self._fit_zoom(size)
        self.canvas.set_page(None, None, size)
        self._request_image(index, size)
        self._update_zoom_label()

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
                self.scroller.ensureVisible(rect.center().x(), rect.center().y(), 80, 80)
                return

    # Rendering -------------------------------------------------------------------------

    def _pdf_ready(self) -> bool:
        return self._pdf_path is not None and self.pdf.status() == QPdfDocument.Status.Ready

    def _pdf_size(self, index: int) -> tuple[float, float] | None:
        if not self._pdf_ready() or not 0 <= index < self.pdf.pageCount():
            return None
        size = self.pdf.pagePointSize(index)
        return (size.width(), size.height()) if size.width() > 0 else None

    def _fit_zoom(self, size: tuple[float, float]) -> float:
        """The zoom that fits the page to the pane's width: beside a vertical scroll bar
        when the page is then taller than the pane. Worked out from the pane, not from
        the scroll bars shown at the moment: the bar the last zoom needed changed the
        width, so the page was fitted (and drawn) twice when a document was opened."""
        area = self.scroller
        frame = 2 * area.frameWidth()
        full = area.width() - frame - 2 * MARGIN - 4
        height = area.height() - frame
        w, h = max(size[0], 1.0), size[1]
        zoom = full / w
        if h * zoom + 2 * MARGIN > height:
            zoom = (full - area.verticalScrollBar().sizeHint().width()) / w
        return max(0.1, min(8.0, zoom))

    def _image_size(self, size: tuple[float, float]) -> QSize:
        ratio = self.devicePixelRatioF()
        w, h = size
        scale = self.canvas.zoom * ratio
        while w * h * scale * scale > MAX_PIXELS and scale > 0.1:
            scale *= 0.7
        return QSize(max(1, int(w * scale)), max(1, int(h * scale)))

    def _request_image(self, index: int, size: tuple[float, float]) -> None:
        """Show the page's image at the current zoom: cached, rendered now or in the background."""
        self.canvas.image_note = self._note(index)
        if not self._pdf_ready() or not 0 <= index < self.pdf.pageCount():
            return
        if index in self.render_failures:
            self.canvas.update()
            return
        pixels = self._image_size(size)
        key = (index, pixels.width())
        self._wanted = key
        cached = self._images.get(key)
        if cached is None and self.synchronous:
            result = self._draw(index, pixels)
            self._rendered(index, pixels.width(), result)
            return
        if cached is not None:
            self._images.move_to_end(key)
            self._display(index, cached)
            self._prefetch(index + 1)
        else:
            self._ask(key, pixels)

    def _prefetch(self, index: int) -> None:
        """Render the next page in the background, for going forward."""
        if self.synchronous or not 0 <= index < self.pdf.pageCount():
            return
        size = self._pdf_size(index)
        if size is None or index in self.render_failures:
            return
        pixels = self._image_size(size)
        key = (index, pixels.width())
        if key not in self._images:
            self._ask(key, pixels)

    def _ask(self, key: tuple[int, int], pixels: QSize) -> None:
        if key in self._requested:
            return
        self._requested.add(key)
        self._render_thread.submit(self._render_job, key, pixels, self._pdf_path)

    def _render_job(self, key: tuple[int, int], pixels: QSize, path: str | None) -> None:
        """On the render thread: draw unless the request went stale, and hand the result over."""
        wanted = self._wanted
        stale = path != self._pdf_path or (
            wanted is not None and key != wanted and key[0] != wanted[0] + 1
        )
        result = None if stale else self._draw(key[0], pixels)
        with contextlib.suppress(RuntimeError):  # the view was deleted meanwhile
            self._image_arrived.emit(key[0], key[1], result)

    def _draw(self, index: int, pixels: QSize) -> QImage | RenderFailure:
        assert self._pdf_path is not None
        return self.renderer.render(
            self._pdf_path, self._password, index, pixels.width(), pixels.height()
        )

    def _note(self, index: int) -> str:
        failure = self.render_failures.get(index)
        if failure is None:
            return ""
        return self.tr("No page image: {reason}. The analysis is complete.").format(reason=failure)

    def _store(self, key: tuple[int, int], image: QImage) -> QImage | None:
        if image.isNull():
            return None
        images = self._images
        replaced = images.pop(key, None)
        if replaced is not None:
            self._image_bytes -= replaced.sizeInBytes()
        images[key] = image
        self._image_bytes += image.sizeInBytes()
        while len(images) > 2 and self._image_bytes > IMAGE_BUDGET:
            self._image_bytes -= images.popitem(last=False)[1].sizeInBytes()
        return image

    def _rendered(self, index: int, width: int, result: object) -> None:
        key = (index, width)
        self._requested.discard(key)
        if isinstance(result, RenderFailure):
            self.render_failures[index] = result.message
            if index == self._shown:
                self.canvas.image_note = self._note(index)
                self.canvas.update()
            return
        if not isinstance(result, QImage):
            return
        stored = self._store(key, result)
        if stored is not None and key == self._wanted:
            self._display(index, stored)
            self._prefetch(index + 1)

    def _display(self, index: int, image: QImage) -> None:
        if index == self._shown:
            self.image_page = index
            self.canvas.set_image(image)
            self.image_shown.emit(index)

    def set_zoom(self, zoom: float) -> None:
        """Zoom to a factor (1.0 is 72 pixels per inch)."""
        self._fit_width = False
        self._apply_zoom(max(0.1, min(8.0, zoom)))
        self._ensure_selected_visible()

    def _apply_zoom(self, zoom: float) -> None:
        self.canvas.zoom = zoom
        size = self.canvas.size_points
        self.canvas.set_zoom(zoom, self.canvas.image)
        if size is not None and self._shown is not None:
            self._request_image(self._shown, size)
        self._update_zoom_label()

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
        size = self.canvas.size_points
        if size is not None:
            zoom = self._fit_zoom(size)
            if abs(zoom - self.canvas.zoom) > 1e-3 or self.canvas.image is None:
                self._apply_zoom(zoom)

    def _update_zoom_label(self) -> None:
        self.zoom_label.setText(f"{self.canvas.zoom * 100:.0f} %")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fit_width and self.canvas.size_points is not None:
            self.fit_width()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        page = self.controller.selection.page
        if page is not None and event.key() == Qt.Key.Key_PageDown:
            self.controller.select_page(page + 1)
        elif page is not None and event.key() == Qt.Key.Key_PageUp:
            self.controller.select_page(page - 1)
        else:
            super().keyPressEvent(event)
