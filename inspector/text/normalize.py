"""A code's text in the extracted text: recovery and ideograph normalization.

The trace always shows what the PDF says (``CodeInfo.unicode``); the extracted text is
what a careful reader makes of it, and this module is where the two part:

- A code the PDF maps to nothing takes the text the embedded program's evidence gives its
  glyph (``CodeInfo.recovered``: the program's cmap, else its glyph name through the Adobe
  Glyph List; never private use), as a repair would; else the ``unmapped`` marker.
- Producers that map glyphs back through a font's cmap table sometimes land on the Kangxi
  radicals (U+2F00-U+2FDF) or CJK compatibility ideographs (U+F900-U+FAFF,
  U+2F800-U+2FA1F) instead of the unified ideographs that look the same. Searches then
  fail. The extracted text uses the unified ideograph.

``raw`` keeps the values the PDF or the evidence gave.
"""

from __future__ import annotations

import unicodedata

from inspector.chain import CodeInfo, Flag, UnicodeSource

__all__ = ["is_variant_ideograph", "recovered_unicode", "text_for", "unify_ideographs"]


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
    meaningful glyph name (the evidence a repair would write into a ToUnicode). Private
    use values are not evidence (see :func:`inspector.decode.evidence.recovery`)."""
    if info.unicode is not None or Flag.INVALID in info.flags:
        return None
    return info.recovered


def text_for(info: CodeInfo, *, unmapped: str, raw: bool, recover: bool) -> tuple[str, str | None]:
    """A code's text in the extracted text, and the value before normalization when
    normalization changed it (else None).

    ISO 32000-1 §9.10.2 gives ``info.unicode``; when it is None the code shows its
    recovered text (with ``recover``, and unless it is outside the codespace) or
    ``unmapped``. Unless ``raw``, Kangxi radicals and compatibility ideographs from a
    ToUnicode become unified ideographs.

    Args:
        info: the code's description.
        unmapped: what a code without Unicode shows (U+FFFD by default in ``text``).
        raw: keep the values as the PDF or the evidence gave them.
        recover: let unmapped codes take the embedded program's evidence.

    Returns:
        The text, and the raw value when normalization changed it.
    """
    text = info.unicode
    if text is None:
        evidence = recovered_unicode(info) if recover else None
        return (evidence, None) if evidence is not None else (unmapped, None)
    if raw or info.unicode_source is not UnicodeSource.TOUNICODE:
        return text, None
    normal = unify_ideographs(text)
    return (normal, text) if normal != text else (text, None)
