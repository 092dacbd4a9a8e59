"""The content stream of the page (or of a form), highlighted; the selected operator marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFont, QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.colours import selection_colour
from inspector.gui.views.highlighter import TokenHighlighter, Tokens
from inspector.gui.views.lazy import ShownState

if TYPE_CHECKING:
    from inspector.gui.content_source import ContentSource
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import LoadedPage, Selection


def monospace_font() -> QFont:
    """The system's fixed-pitch font."""
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)


class ContentView(ShownState, QWidget):
    """A stream chooser over a read-only, highlighted text."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.chooser = QComboBox()
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.info = QLabel()
        self.edit = QPlainTextEdit()
        self.edit.setReadOnly(True)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.edit.setFont(monospace_font())
        self.highlighter = TokenHighlighter(self.edit.document())
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 2)
        bar.addWidget(QLabel(self.tr("Stream")))
        bar.addWidget(self.chooser)
        bar.addWidget(self.info, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(bar)
        layout.addWidget(self.edit, 1)
        self._page: LoadedPage | None = None
        self._waiting: LoadedPage | None = None
        self._source: ContentSource | None = None
        self.chooser.currentIndexChanged.connect(self._chosen)
        controller.page_loaded.connect(self._page_loaded)
        controller.selection_changed.connect(self._selection_changed)
        controller.document_closed.connect(self._clear)
        self._placing = False
        self.edit.cursorPositionChanged.connect(self._clicked)

    @property
    def source(self) -> ContentSource | None:
        """The stream shown."""
        return self._source

    def became_shown(self) -> None:
        if self._waiting is not None:
            self._page_loaded(self._waiting)

    def _clear(self) -> None:
        self._waiting = None
        self._page = None
        self._source = None
        self.chooser.clear()
        self._placing = True
        self.edit.clear()
        self._placing = False

    def _page_loaded(self, page: LoadedPage) -> None:
        if not self.shown:
            self._waiting = page  # lexed and shown when the view is shown
            return
        self._waiting = None
        self._page = page
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for source in page.sources:
            obj = f" ({source.objnum} 0 R)" if source.objnum is not None else ""
            self.chooser.addItem(f"{source.label}{obj}")
        self.chooser.blockSignals(False)
        self._show_source(page.sources[0] if page.sources else None)
        self._selection_changed(self.controller.selection)

    def _chosen(self, row: int) -> None:
        if self._page is not None and 0 <= row < len(self._page.sources):
            self._show_source(self._page.sources[row])
            self._selection_changed(self.controller.selection)

    def _show_source(self, source: ContentSource | None) -> None:
        from inspector.gui.content_source import HIGHLIGHT_LIMIT

        if source is self._source:
            return
        self._source = source
        if source is None:
            self._placing = True
            self.edit.clear()
            self._placing = False
            self.info.setText("")
            return
        self.highlighter.set_tokens(Tokens((), (), ()))
        self._placing = True
        try:
            self.edit.setPlainText(source.text)
        finally:
            self._placing = False
        if len(source.text) <= HIGHLIGHT_LIMIT:
            self.highlighter.set_tokens(
                Tokens(source.token_starts, source.token_ends, source.token_types)
            )
        info = self.tr("{bytes} bytes, {operators} text-related operators")
        self.info.setText(
            "  " + info.format(bytes=f"{source.size:,}", operators=f"{len(source.operators):,}")
        )

    def _selection_changed(self, selection: Selection) -> None:
        if self._waiting is not None:
            return
        page = self._page
        show = self.controller.current_string()
        if page is None or show is None:
            self.edit.setExtraSelections([])
            return
        if self._source is None or self._source.forms != show.forms:
            wanted = page.source_for(show.forms)
            if wanted is not None:
                self.chooser.blockSignals(True)
                self.chooser.setCurrentIndex(page.sources.index(wanted))
                self.chooser.blockSignals(False)
                self._show_source(wanted)
        source = self._source
        if source is None or source.forms != show.forms:
            self.edit.setExtraSelections([])
            return
        marks = []
        span = source.operator_span(show.instruction)
        operand = source.operand_span(show.instruction, show.tj_index)
        for rng, alpha in ((span, 45), (operand, 120)):
            if rng is None:
                continue
            mark = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setBackground(selection_colour(alpha))
            mark.format = fmt
            cursor = QTextCursor(self.edit.document())
            cursor.setPosition(rng[0])
            cursor.setPosition(rng[1], QTextCursor.MoveMode.KeepAnchor)
            mark.cursor = cursor
            marks.append(mark)
        self.edit.setExtraSelections(marks)
        if span is not None:
            cursor = self.edit.textCursor()
            cursor.setPosition((operand or span)[0])
            self._placing = True
            try:
                self.edit.setTextCursor(cursor)
            finally:
                self._placing = False
            self.edit.centerCursor()

    def string_at(self, position: int) -> int | None:
        """The serial of the page's string whose operator (or TJ element) holds a text
        position of the stream shown."""
        page, source = self._page, self._source
        if page is None or source is None:
            return None
        best: int | None = None
        for show in page.trace.strings:
            if show.forms != source.forms:
                continue
            span = source.operator_span(show.instruction)
            if span is None or not span[0] <= position <= span[1]:
                continue
            operand = source.operand_span(show.instruction, show.tj_index)
            if operand is not None and operand[0] <= position <= operand[1]:
                return show.serial
            if best is None:
                best = show.serial
        return best

    def _clicked(self) -> None:
        """A click (or a cursor move by the keys) in the stream selects the string there."""
        if self._placing or self._waiting is not None:
            return
        cursor = self.edit.textCursor()
        if cursor.hasSelection():
            return
        serial = self.string_at(cursor.position())
        if serial is not None and serial != self.controller.selection.string:
            self.controller.select_string(serial)

    def selected_text(self) -> str:
        """The text of the marked operand (for tests)."""
        marks = self.edit.extraSelections()
        return marks[-1].cursor.selectedText() if marks else ""
