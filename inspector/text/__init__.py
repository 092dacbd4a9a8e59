"""Text layout: placed glyphs to lines, blocks, reading order and the page's text.

The names are imported from their modules on first use, so that what needs only a code's
text (the diagnostics use :mod:`inspector.text.normalize`) does not import the layout
stages and the bidirectional algorithm: ``fonts`` starts faster.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

_HOMES = {
    "extract_page_text": "assemble",
    "display_matrix": "glyphs",
    "PageText": "model",
    "TextBlock": "model",
    "TextLine": "model",
    "TextSpan": "model",
    "expand_ligatures": "normalize",
    "is_variant_ideograph": "normalize",
    "recovered_unicode": "normalize",
    "text_for": "normalize",
    "unify_ideographs": "normalize",
    "LayoutParams": "params",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'inspector.text' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"inspector.text.{home}"), name)
    globals()[name] = value
    return value


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
