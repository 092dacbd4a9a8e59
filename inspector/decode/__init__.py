"""The decoding chain: operand bytes to codes with CID, GID, Unicode and width."""

from __future__ import annotations

from inspector.decode.build import build_font
from inspector.decode.composite import CompositeFont
from inspector.decode.font import BrokenFont, Font, FontFacts, FontStyle
from inspector.decode.inventory import FontEntry, FontUse
from inspector.decode.simple import SimpleFont

__all__ = [
    "BrokenFont",
    "CompositeFont",
    "Font",
    "FontEntry",
    "FontFacts",
    "FontStyle",
    "FontUse",
    "SimpleFont",
    "build_font",
]
