"""A code's text in the extracted text: recovery, ideographs on evidence, ligatures.

The trace always shows what the PDF says (``CodeInfo.unicode``); the extracted text is
what a careful reader makes of it, and this module is where the two part:

- A code the PDF maps to nothing takes the text the embedded program's evidence gives its
  glyph (``CodeInfo.recovered``: the program's cmap, else its glyph name through the Adobe
  Glyph List), as a repair would; else the ``unmapped`` marker. A ToUnicode value of
  U+0000 alone is nothing too (NUL is never text): where evidence gives the glyph's
  character, that is its text; else the NUL stays, as the PDF says.
- Kangxi radicals and CJK compatibility ideographs from a ToUnicode become the unified
  ideographs only where the decoder found evidence that those were drawn
  (``CodeInfo.unified``); a ToUnicode that nothing contradicts is kept.
- The Latin ligatures U+FB00-U+FB06 are spelled out (ﬁ -> fi), as pdftotext prints them,
  whether a ToUnicode, a glyph name or the program gave them.
- Variation selectors that a collection's UCS2 map appends to name a CID's glyph
  variant (ideographic variation sequences) are left out: the text is the base character.
- Vertical presentation forms (︒ U+FE12, ︵ U+FE35 ...), which ToUnicode maps of vertical
  fonts and fonts' cmaps give for their ``vert`` glyphs, are the characters they present.

``raw`` keeps the values the PDF or the evidence gave, without the last two steps.
"""

from __future__ import annotations

import re
import unicodedata

from inspector.chain import CodeInfo, Flag, UnicodeSource
from inspector.decode.evidence import (
    decompose_where,
    is_variant_ideograph,
    maps_to_nothing,
    unify_ideographs,
)

__all__ = [
    "expand_ligatures",
    "horizontal_forms",
    "is_variant_ideograph",
    "recovered_unicode",
    "text_for",
    "unify_ideographs",
]


def _is_ligature(ch: str) -> bool:
    return "\ufb00" <= ch <= "\ufb06"


def expand_ligatures(text: str) -> str:
    """The Latin ligatures U+FB00-U+FB06 as their letters (their compatibility
    decompositions: ﬀ ff, ﬁ fi, ﬂ fl, ﬃ ffi, ﬄ ffl, ﬅ and ﬆ st); other text unchanged."""
    if not any(_is_ligature(ch) for ch in text):
        return text
    return "".join(unicodedata.normalize("NFKC", ch) if _is_ligature(ch) else ch for ch in text)


def _is_vertical_form(ch: str) -> bool:
    return "\ufe10" <= ch <= "\ufe19" or "\ufe30" <= ch <= "\ufe48"


def horizontal_forms(text: str) -> str:
    """Vertical presentation forms (U+FE10-FE19, U+FE30-FE48: ︑ ︒ ︵ ︶ ...) as the
    characters they present (、 。 （ ）): what a vertical font draws is the glyph's form,
    the text is the same character (their compatibility decompositions)."""
    return decompose_where(text, _is_vertical_form)


_SELECTORS = re.compile("[\ufe00-\ufe0f\U000e0100-\U000e01ef]")


def without_selectors(text: str) -> str:
    """``text`` without variation selectors. The collections' UCS2 maps name the glyph a
    CID draws by an ideographic variation sequence (Adobe-Japan1 CID 2839 is
    <U+63C3 U+E0100>); the character a reader sees and searches for is the base."""
    stripped = _SELECTORS.sub("", text)
    return stripped or text


def recovered_unicode(info: CodeInfo) -> str | None:
    """Unicode for an unmapped code from the embedded program: its cmap table, else a
    meaningful glyph name (the evidence a repair would write into a ToUnicode). Private
    use values are not evidence (see :func:`inspector.decode.evidence.recovery`)."""
    if not maps_to_nothing(info.unicode) or Flag.INVALID in info.flags:
        return None
    return info.recovered


def text_for(info: CodeInfo, *, unmapped: str, raw: bool, recover: bool) -> tuple[str, str | None]:
    """A code's text in the extracted text, and the value before normalization when
    normalization changed it (else None).

    ISO 32000-1 §9.10.2 gives ``info.unicode``; when it is None the code shows its
    recovered text (with ``recover``, and unless it is outside the codespace) or
    ``unmapped``. Unless ``raw``, the unified ideographs the decoder found evidence for
    replace the ToUnicode's variants, and Latin ligatures are spelled out.

    Args:
        info: the code's description.
        unmapped: what a code without Unicode shows (U+FFFD by default in ``text``).
        raw: keep the values as the PDF or the evidence gave them.
        recover: let unmapped codes take the embedded program's evidence.

    Returns:
        The text, and the raw value when normalization changed it.
    """
    text = info.unicode
    if text is None or (info.recovered is not None and maps_to_nothing(text)):
        evidence = recovered_unicode(info) if recover else None
        if evidence is None:
            return (unmapped, None) if text is None else (text, None)
        text = evidence
    if raw:
        return text, None
    normal = horizontal_forms(expand_ligatures(info.unified if info.unified is not None else text))
    if info.unicode_source is UnicodeSource.COLLECTION:
        normal = without_selectors(normal)
    return (normal, text) if normal != text else (text, None)
