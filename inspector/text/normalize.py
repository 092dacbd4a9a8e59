"""Normalizing ideographs that ToUnicode CMaps often get subtly wrong.

Producers that map glyphs back through a font's cmap table sometimes land on the Kangxi
radicals (U+2F00-U+2FDF) or CJK compatibility ideographs (U+F900-U+FAFF,
U+2F800-U+2FA1F) instead of the unified ideographs that look the same. Searches then
fail. The extracted text uses the unified ideograph; the trace keeps the raw value.
"""

from __future__ import annotations

import unicodedata


def is_variant_ideograph(ch: str) -> bool:
    """Whether ``ch`` is a Kangxi radical or a CJK compatibility ideograph."""
    cp = ord(ch)
    return 0x2F00 <= cp <= 0x2FDF or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F


def unify_ideographs(text: str) -> str:
    """Replace Kangxi radicals and compatibility ideographs by unified ideographs."""
    if not any(is_variant_ideograph(ch) for ch in text):
        return text
    out = []
    for ch in text:
        if is_variant_ideograph(ch):
            # Kangxi radicals decompose by compatibility, compatibility ideographs canonically.
            mapped = unicodedata.normalize("NFKC", ch)
            out.append(mapped if len(mapped) == 1 else ch)
        else:
            out.append(ch)
    return "".join(out)
