"""Text assembly: placed glyphs to lines, blocks and the page's text."""

from __future__ import annotations

from inspector.text.assemble import display_matrix, extract_page_text
from inspector.text.model import PageText, TextLine, TextSpan
from inspector.text.normalize import (
    expand_ligatures,
    is_variant_ideograph,
    recovered_unicode,
    text_for,
    unify_ideographs,
)

__all__ = [
    "PageText",
    "TextLine",
    "TextSpan",
    "display_matrix",
    "expand_ligatures",
    "extract_page_text",
    "is_variant_ideograph",
    "recovered_unicode",
    "text_for",
    "unify_ideographs",
]
