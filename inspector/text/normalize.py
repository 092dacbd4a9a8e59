"""Normalizing ideographs that ToUnicode CMaps often get subtly wrong.

Producers that map glyphs back through a font's cmap table sometimes land on the Kangxi
radicals (U+2F00-U+2FDF) or CJK compatibility ideographs (U+F900-U+FAFF,
U+2F800-U+2FA1F) instead of the unified ideographs that look the same. Searches then
fail. The extracted text uses the unified ideograph; the trace keeps the raw value.
"""

from __future__ import annotations

import unicodedata

from inspector.chain import CodeInfo, Flag, UnicodeSource
from inspector.encoding import glyph_name_to_unicode


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


def recovered_unicode(info: CodeInfo) -> str | None:
    """Unicode for an unmapped code from the embedded program: its cmap table, else a
    meaningful glyph name (the evidence a repair would write into a ToUnicode)."""
    if info.program_unicode:
        return info.program_unicode
    if info.glyph_name:
        return glyph_name_to_unicode(info.glyph_name)
    return None


def text_for(
    info: CodeInfo, *, unmapped: str = "\ufffd", raw: bool = False, recover: bool = True
) -> tuple[str, str | None]:
    """A code's text in extracted text and, when normalization changed it, the raw value.

    With ``recover``, a code the PDF maps to nothing takes what the embedded program
    says of its glyph; codes nothing maps show ``unmapped``.
    """
    value = info.unicode
    if value is None:
        if recover and Flag.INVALID not in info.flags:
            evidence = recovered_unicode(info)
            if evidence is not None:
                return evidence, None
        return unmapped, None
    if raw or info.unicode_source is not UnicodeSource.TOUNICODE:
        return value, None
    if not any(is_variant_ideograph(c) for c in value):
        return value, None
    return unify_ideographs(value), value
