"""Text layout: placed glyphs to lines, blocks, reading order and the page's text."""

from __future__ import annotations

from inspector.text.assemble import extract_page_text
from inspector.text.glyphs import display_matrix
from inspector.text.model import PageText, TextBlock, TextLine, TextSpan
from inspector.text.normalize import (
    expand_ligatures,
    is_variant_ideograph,
    recovered_unicode,
    text_for,
    unify_ideographs,
)
from inspector.text.params import LayoutParams

__all__ = [
    "LayoutParams",
    "PageText",
    "TextBlock",
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
