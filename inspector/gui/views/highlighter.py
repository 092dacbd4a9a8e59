"""Pygments tokens applied to a Qt text document, block by block.

Lexing happens once (on the worker for content streams); the highlighter only looks up
the tokens that fall into each block, so showing a long stream stays cheap.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Sequence

from pygments.lexer import Lexer
from pygments.styles import get_style_by_name
from pygments.token import _TokenType
from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

from inspector.gui.colours import is_dark

LIGHT_STYLE = "default"
DARK_STYLE = "monokai"


class Tokens:
    """Token starts, ends and types in the order of the text."""

    def __init__(
        self, starts: Sequence[int], ends: Sequence[int], types: Sequence[_TokenType]
    ) -> None:
        self.starts = starts
        self.ends = ends
        self.types = types

    @classmethod
    def lex(cls, text: str, lexer: Lexer, limit: int = 400_000) -> Tokens:
        """Lex up to ``limit`` characters of ``text``."""
        starts: array[int] = array("l")
        ends: array[int] = array("l")
        types: list[_TokenType] = []
        for start, kind, value in lexer.get_tokens_unprocessed(text[:limit]):
            if value:
                starts.append(start)
                ends.append(start + len(value))
                types.append(kind)
        return cls(starts, ends, types)


class _Formats:
    """QTextCharFormat per token type, from a Pygments style."""

    def __init__(self, style_name: str) -> None:
        self.style = get_style_by_name(style_name)
        self._cache: dict[_TokenType, QTextCharFormat | None] = {}

    def get(self, kind: _TokenType) -> QTextCharFormat | None:
        if kind in self._cache:
            return self._cache[kind]
        spec = self.style.style_for_token(kind)
        fmt: QTextCharFormat | None = None
        if spec.get("color") or spec.get("bold") or spec.get("italic"):
            fmt = QTextCharFormat()
            if spec.get("color"):
                fmt.setForeground(QColor("#" + spec["color"]))
            if spec.get("bold"):
                fmt.setFontWeight(QFont.Weight.Bold)
            if spec.get("italic"):
                fmt.setFontItalic(True)
        self._cache[kind] = fmt
        return fmt


class TokenHighlighter(QSyntaxHighlighter):
    """Colours a document from precomputed tokens (character offsets = document positions)."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self._tokens = Tokens((), (), ())
        self._formats = _Formats(DARK_STYLE if is_dark() else LIGHT_STYLE)

    def set_tokens(self, tokens: Tokens) -> None:
        """Use these tokens from now on (call before or after setting the text)."""
        self._tokens = tokens
        self.rehighlight()

    def highlightBlock(self, text: str) -> None:
        tokens = self._tokens
        if not tokens.starts:
            return
        block_start = self.currentBlock().position()
        block_end = block_start + len(text)
        i = max(0, bisect.bisect_right(tokens.starts, block_start) - 1)
        count = len(tokens.starts)
        while i < count and tokens.starts[i] < block_end:
            start, end = tokens.starts[i], tokens.ends[i]
            if end > block_start:
                fmt = self._formats.get(tokens.types[i])
                if fmt is not None:
                    lo = max(start, block_start) - block_start
                    hi = min(end, block_end) - block_start
                    self.setFormat(lo, hi - lo, fmt)
            i += 1
