"""The content-stream interpreter on pikepdf's tokenizer."""

from __future__ import annotations

from inspector.content.events import (
    IDENTITY,
    MarkedContent,
    Matrix,
    PageTrace,
    TextShow,
    apply,
    multiply,
)
from inspector.content.interpreter import FORM_DEPTH_LIMIT, FontProvider, Interpreter
from inspector.content.marked import actual_text_of

__all__ = [
    "FORM_DEPTH_LIMIT",
    "IDENTITY",
    "FontProvider",
    "Interpreter",
    "MarkedContent",
    "Matrix",
    "PageTrace",
    "TextShow",
    "actual_text_of",
    "apply",
    "multiply",
]
