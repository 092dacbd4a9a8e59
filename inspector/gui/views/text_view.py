"""The extracted text of the page, unmapped and suspect glyphs marked; a click selects a glyph."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QMouseEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QTextEdit, QVBoxLayout, QWidget

from inspector.chain import Flag
from inspector.gui.chain_text import worst_flag
from inspector.gui.colours import flag_colour, selection_colour
from inspector.gui.utf16 import Utf16Map, shown_text
from inspector.output.escapes import PAGE_TEXT_KEEP

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import LoadedPage, Selection

MARKED = (Flag.INVALID, Flag.UNMAPPED, Flag.SUSPECT, Flag.NOTDEF)


class TextView(QWidget):
    """A read-only text pane that follows and drives the selection."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.header = QLabel()
        self.header.setContentsMargins(6, 4, 6, 4)
        self.header.setWordWrap(True)  # longer in other languages than the pane is wide
        self.edit = QPlainTextEdit()
        self.edit.setReadOnly(True)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        font = self.edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.edit.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.edit, 1)
        self._page: LoadedPage | None = None
        self._map = Utf16Map("")
        self._marks: list[QTextEdit.ExtraSelection] = []
        self._updating = False
        self._pointed: int | None = None
        """The character under the pointer of a press, which the click selects."""
        self.edit.viewport().installEventFilter(self)
        self.edit.cursorPositionChanged.connect(self._cursor_moved)
        controller.page_loaded.connect(self._page_loaded)
        controller.selection_changed.connect(self._selection_changed)
        controller.document_closed.connect(lambda: self._page_loaded(None))

    @property
    def text(self) -> str:
        """The text shown."""
        return self.edit.toPlainText()

    def _page_loaded(self, page: LoadedPage | None) -> None:
        self._page = page
        self._updating = True
        try:
            text = page.text.text if page is not None else ""
            # The characters the report's page text flags (U+202E, zero-width ones) are
            # shown as it shows them: one rule, output/escapes.py.
            self._map = Utf16Map(text, PAGE_TEXT_KEEP)
            self.edit.setPlainText(shown_text(text, PAGE_TEXT_KEEP))
            self._marks = self._flag_marks(page) if page is not None else []
        finally:
            self._updating = False
        if page is None:
            self.header.setText("")
        else:
            counts = sum(1 for m in self._marks)
            lines = len(page.text.lines)
            if counts:
                text = self.tr(
                    "<b>Extracted text</b> of page {page}: {lines} lines, {marked} marked glyphs"
                )
            else:
                text = self.tr("<b>Extracted text</b> of page {page}: {lines} lines")
            self.header.setText(text.format(page=page.index + 1, lines=lines, marked=counts))
        self._selection_changed(self.controller.selection)

    def _flag_marks(self, page: LoadedPage) -> list[QTextEdit.ExtraSelection]:
        marks = []
        strings = page.trace.strings
        for span in page.text.spans:
            info = strings[span.string].decoded.infos[span.code]
            flag = worst_flag(info)
            if flag not in MARKED:
                continue
            fmt = QTextCharFormat()
            fmt.setBackground(flag_colour(flag, 90))
            fmt.setToolTip(f"{flag.value}: <{info.code_bytes.hex()}>")
            marks.append(self._mark(span.start, span.end, fmt))
        return marks

    def _mark(self, start: int, end: int, fmt: QTextCharFormat) -> QTextEdit.ExtraSelection:
        """The text from ``start`` to ``end`` drawn with ``fmt``."""
        mark = QTextEdit.ExtraSelection()
        mark.format = fmt
        cursor = QTextCursor(self.edit.document())
        cursor.setPosition(self._map.to_qt(start))
        cursor.setPosition(self._map.to_qt(end), QTextCursor.MoveMode.KeepAnchor)
        mark.cursor = cursor
        return mark

    def _selection_changed(self, selection: Selection) -> None:
        page = self._page
        selections = list(self._marks)
        if page is not None and selection.string is not None and selection.page == page.index:
            first: int | None = None
            # An /ActualText's text is carried by the first glyph it covers: selecting any
            # of its glyphs marks that text, and the strings of all of them.
            glyphs = set(self.controller.selected_glyphs())
            strings = dict.fromkeys([selection.string, *(string for string, _c in glyphs)])
            spans = [span for string in strings for span in page.text.spans_of(string)]
            for span in spans:
                fmt = QTextCharFormat()
                strong = (span.string, span.code) in glyphs
                fmt.setBackground(selection_colour(150 if strong else 45))
                if strong:
                    fmt.setForeground(self.palette().highlightedText())
                    first = span.start
                selections.append(self._mark(span.start, span.end, fmt))
            if first is not None:
                self._updating = True
                try:
                    cursor = self.edit.textCursor()
                    cursor.setPosition(self._map.to_qt(first))
                    self.edit.setTextCursor(cursor)
                    self.edit.ensureCursorVisible()
                finally:
                    self._updating = False
        self.edit.setExtraSelections(selections)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A press on the text: remember the character under the pointer, for Qt puts
        the cursor at the nearest boundary, after the character when the right half of
        it is pressed (before it in right-to-left text)."""
        if watched is self.edit.viewport() and isinstance(event, QMouseEvent):
            if event.type() == QEvent.Type.MouseButtonPress:
                self._pointed = self.character_at(event.position().toPoint())
            elif event.type() == QEvent.Type.MouseButtonRelease and self._pointed is not None:
                # the cursor did not move (the press landed where it was): select here
                self._cursor_moved()
        return False

    def character_at(self, point: QPoint) -> int | None:
        """The Qt position of the character drawn under ``point`` of the viewport (None
        past the end of a line): the character whose box, from the cursor before it to
        the cursor after it, holds the point's x on the point's line."""
        near = self.edit.cursorForPosition(point)
        block = near.block()
        for position in (near.position() - 1, near.position()):
            if position < block.position() or position >= block.position() + block.length() - 1:
                continue
            cursor = QTextCursor(self.edit.document())
            cursor.setPosition(position)
            before = self.edit.cursorRect(cursor)
            cursor.setPosition(position + 1)
            after = self.edit.cursorRect(cursor)
            if before.top() != after.top() or not before.top() <= point.y() <= before.bottom():
                continue  # a wrapped line's end, or another line
            left, right = sorted((before.left(), after.left()))
            if left <= point.x() < right:
                return position
        return None

    def _cursor_moved(self) -> None:
        pointed, self._pointed = self._pointed, None
        if self._updating or self._page is None:
            return
        cursor = self.edit.textCursor()
        if cursor.hasSelection():
            return
        at = cursor.position() if pointed is None else pointed
        position = self._map.from_qt(at)
        span = self._page.text.span_at(position)
        if span is None and position > 0:
            span = self._page.text.span_at(position - 1)
        if span is not None:
            self.controller.select_glyph(self._page.index, span.string, span.code)

    def position_of(self, string: int, code: int) -> int | None:
        """The Qt text position of a glyph, for tests and scripts."""
        if self._page is None:
            return None
        spans = self._page.text.spans_of(string, code)
        return self._map.to_qt(spans[0].start) if spans else None
