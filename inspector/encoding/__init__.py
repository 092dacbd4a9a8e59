"""Simple-font encodings and glyph names (ISO 32000-1 §9.6.6, §9.10.2, Annex D).

Base encodings and the built-in encodings of Symbol and ZapfDingbats, glyph name to
Unicode by the Adobe Glyph List rules, and the names and metrics of the standard 14 fonts.
"""

from __future__ import annotations

from inspector.encoding.glyphnames import glyph_name_to_unicode, is_meaningful_glyph_name
from inspector.encoding.standard14 import (
    STANDARD_14_FONTS,
    standard14_font,
    standard14_metrics,
    standard14_width,
)
from inspector.encoding.tables import BASE_ENCODING_NAMES, base_encoding

__all__ = [
    "BASE_ENCODING_NAMES",
    "STANDARD_14_FONTS",
    "base_encoding",
    "glyph_name_to_unicode",
    "is_meaningful_glyph_name",
    "standard14_font",
    "standard14_metrics",
    "standard14_width",
]
