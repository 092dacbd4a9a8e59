"""A CMap's source text, highlighted with Pygments' PostScript lexer, with one line marked."""

from __future__ import annotations

import re

from pygments.lexers import PostScriptLexer
from PySide6.QtGui import QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from inspector.gui.colours import selection_colour
from inspector.gui.views.content_view import monospace_font
from inspector.gui.views.highlighter import TokenHighlighter, Tokens

HIGHLIGHT_LIMIT = 300_000
"""Characters of a CMap source that get colours (predefined maps can be large)."""


class CMapSourceView(QPlainTextEdit):
    """Read-only source; :meth:`mark_line` marks the line that answered a lookup."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setFont(monospace_font())
        self.highlighter = TokenHighlighter(self.document())
        self._data: bytes | None = None
        self.marked_line: int | None = None

    def set_source(self, data: bytes, placeholder: str = "") -> None:
        """Show CMap source bytes (Latin-1, line ends normalised so lines keep their numbers)."""
        if data == self._data:
            return
        self._data = data
        self.marked_line = None
        self.setExtraSelections([])
        text = re.sub(r"\r\n?", "\n", data.decode("latin-1"))
        self.highlighter.set_tokens(Tokens((), (), ()))
        self.setPlaceholderText(placeholder)
        self.setPlainText(text)
        if text:
            self.highlighter.set_tokens(Tokens.lex(text, PostScriptLexer(), HIGHLIGHT_LIMIT))

    def mark_line(self, line: int | None) -> None:
        """Mark a 1-based line and scroll to it (None clears the mark)."""
        self.marked_line = line
        if line is None:
            self.setExtraSelections([])
            return
        block = self.document().findBlockByNumber(line - 1)
        if not block.isValid():
            self.setExtraSelections([])
            return
        mark = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(selection_colour(90))
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
        mark.format = fmt
        cursor = QTextCursor(block)
        mark.cursor = cursor
        self.setExtraSelections([mark])
        self.setTextCursor(cursor)
        self.centerCursor()

    def marked_text(self) -> str:
        """The text of the marked line."""
        if self.marked_line is None:
            return ""
        return self.document().findBlockByNumber(self.marked_line - 1).text()
