"""A code's text in the extracted text: recovery, ideographs on evidence.

The trace always shows what the PDF says (``CodeInfo.unicode``); the extracted text is
what a careful reader makes of it, and this module is where the two part:

- A code the PDF maps to nothing takes the text the embedded program's evidence gives its
  glyph (``CodeInfo.recovered``: the program's cmap, else its glyph name through the Adobe
  Glyph List), as a repair would; else the ``unmapped`` marker.
- Kangxi radicals and CJK compatibility ideographs from a ToUnicode become the unified
  ideographs only where the decoder found evidence that those were drawn
  (``CodeInfo.unified``); a ToUnicode that nothing contradicts is kept.
``raw`` keeps the values the PDF or the evidence gave, without the unification.
"""

from __future__ import annotations

from inspector.chain import CodeInfo, Flag
from inspector.decode.evidence import is_variant_ideograph, unify_ideographs

__all__ = [
    "is_variant_ideograph",
    "recovered_unicode",
    "text_for",
    "unify_ideographs",
]


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
    ``unmapped``. Unless ``raw``, the unified ideographs the decoder found evidence for
    replace the ToUnicode's variants.

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
        if evidence is None:
            return unmapped, None
        text = evidence
    if raw:
        return text, None
    normal = info.unified if info.unified is not None else text
    return (normal, text) if normal != text else (text, None)
