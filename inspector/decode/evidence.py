"""Evidence beside the chain: what the font program and the collection say a glyph is.

ISO 32000-1 §9.10.2 gives the rules by which a PDF maps codes to Unicode; when they give
nothing, "there is no way to determine what the character code represents" and a reader
may choose. What a careful reader chooses, and what a repair writes into a ToUnicode, is
the evidence this module weighs, once per code while the code is described:

- *Recovery* for a code the PDF maps to nothing: the character the embedded program's own
  Unicode cmap gives the glyph drawn, else the glyph's name through the Adobe Glyph List
  (for a symbolic TrueType font: the ``post`` name of the glyph §9.6.6.4 selects). Private
  use values never count: a symbol font's cmap answers with U+F0xx, which is not text.
- *Unification* of a Kangxi radical or CJK compatibility ideograph a ToUnicode gives: the
  unified ideograph replaces it only where evidence says that is what was drawn (the
  program maps the glyph to it, the collection's UCS2 map gives it for the CID, or the
  code of a Unicode-encoded CMap is it). Without such evidence the ToUnicode's value
  stands: a producer may have meant the radical.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from inspector.chain import UnicodeSource
from inspector.decode.unicode import is_suspect_char
from inspector.encoding import glyph_name_to_unicode

# Predefined CMaps whose codes are Unicode values in one of the UTFs (Adobe's CMap
# resources; §9.7.5.2 Table 118 lists the UCS2 and UTF16 ones).
_UNICODE_CMAP = re.compile(r"Uni[A-Za-z0-9]*-(UCS2|UTF16|UTF8|UTF32)(?:-HW)?-[HV]")
_CODECS = {"UCS2": "utf-16-be", "UTF16": "utf-16-be", "UTF8": "utf-8", "UTF32": "utf-32-be"}


def is_variant_ideograph(ch: str) -> bool:
    """Whether ``ch`` is a Kangxi radical or a CJK compatibility ideograph.

    Kangxi radicals U+2F00-U+2FDF, CJK compatibility ideographs U+F900-U+FAFF and their
    supplement U+2F800-U+2FA1F look like unified ideographs (Unicode §18.1, §18.3).
    """
    cp = ord(ch)
    return 0x2F00 <= cp <= 0x2FDF or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F


def decompose_where(text: str, chosen: Callable[[str], bool]) -> str:
    """``text`` with each ``chosen`` character replaced by its compatibility decomposition
    (NFKC) where that is one character; the other characters as they are."""
    if not any(chosen(ch) for ch in text):
        return text
    out = []
    for ch in text:
        if chosen(ch):
            mapped = unicodedata.normalize("NFKC", ch)
            out.append(mapped if len(mapped) == 1 else ch)
        else:
            out.append(ch)
    return "".join(out)


def unify_ideographs(text: str) -> str:
    """Replace Kangxi radicals and compatibility ideographs by the unified ideographs.

    Kangxi radicals decompose by compatibility (NFKC), compatibility ideographs
    canonically; a character whose decomposition is not one character stays.
    """
    return decompose_where(text, is_variant_ideograph)


def is_usable_text(text: str | None) -> bool:
    """Evidence that can stand for text: not empty, nothing suspect (§9.10.3 private use,
    controls, U+FFFD)."""
    return bool(text) and not any(is_suspect_char(ch) for ch in text or "")


def maps_to_nothing(unicode: str | None) -> bool:
    """Whether a code's Unicode says nothing: none, or only U+0000, which producers
    write into a ToUnicode for a glyph they had no character for (NUL is never text),
    so that evidence (:func:`recovery`) may give its text as for an unmapped code."""
    return unicode is None or (bool(unicode) and not unicode.strip("\x00"))


def recovery(
    program_unicode: str | None, glyph_name: str | None, *, zapf_dingbats: bool = False
) -> tuple[str, UnicodeSource] | None:
    """The text evidence gives a code the PDF maps to nothing, and its route.

    The embedded program's Unicode cmap (``font-cmap``) first, else the glyph name by the
    Adobe Glyph List rules (``glyph-name``; §9.10.2 names the AGL for glyph names, and
    §9.6.6.4 is how a symbolic TrueType font's code reaches the glyph whose ``post`` name
    this is). A private-use value from either is not text (a symbol font's (3,0) cmap
    works in U+F000-U+F0FF) and does not count.

    Args:
        program_unicode: what the program's own cmap gives the glyph drawn.
        glyph_name: the glyph's name (the encoding's, else the program's).
        zapf_dingbats: the names are those of the ZapfDingbats glyph list.

    Returns:
        The text and ``UnicodeSource.FONT_CMAP`` or ``UnicodeSource.GLYPH_NAME``, or None.
    """
    if is_usable_text(program_unicode):
        assert program_unicode is not None
        return program_unicode, UnicodeSource.FONT_CMAP
    if glyph_name:
        named = glyph_name_to_unicode(glyph_name, zapf_dingbats=zapf_dingbats)
        if named is not None and is_usable_text(named):
            return named, UnicodeSource.GLYPH_NAME
    return None


def code_text(cmap_name: str | None, code_bytes: bytes) -> str | None:
    """The character a code is, when the Encoding CMap is a Unicode one (UniJIS-UCS2-H,
    UniGB-UTF16-H, UniJIS-UTF8-H, ...: the codes are UTF-16BE, UTF-8 or UTF-32BE text,
    §9.7.5.2); None for any other CMap or bytes that are not one character."""
    if cmap_name is None:
        return None
    match = _UNICODE_CMAP.fullmatch(cmap_name)
    if match is None:
        return None
    try:
        text = code_bytes.decode(_CODECS[match.group(1)])
    except UnicodeDecodeError:
        return None
    return text if len(text) == 1 else None


def unified_ideograph(
    text: str,
    *,
    program_unicode: str | None = None,
    collection_text: str | None = None,
    code: str | None = None,
) -> str | None:
    """The unified ideographs that replace a ToUnicode's variant ideographs, on evidence.

    ``text`` is the ToUnicode's value (§9.10.3). It is replaced by its unified form
    (:func:`unify_ideographs`) only when evidence says the unified ideograph was drawn:

    - the embedded program's cmap maps the glyph to the unified ideograph (the program's
      Unicode for a glyph prefers the unified ideograph when it maps both code points to
      the glyph, as CJK fonts do);
    - the code of a Unicode-encoded CMap is the unified ideograph;
    - the collection's UCS2 map gives the unified ideograph for the CID, unless the code
      of a Unicode-encoded CMap is the variant itself: then the author wrote the variant
      and the CMap only shares its CID with the unified ideograph (UniJIS-UCS2-H maps
      both U+2FD4 and U+9F9C to CID 7472), so the collection cannot tell them apart.

    Args:
        text: the ToUnicode's value for the code.
        program_unicode: the program's own Unicode for the glyph drawn.
        collection_text: the collection's UCS2 value for the code's CID.
        code: the character the code is (:func:`code_text`), for Unicode CMaps.

    Returns:
        The unified text, or None when ``text`` has no variant ideograph or no evidence
        supports replacing it.
    """
    candidate = unify_ideographs(text)
    if candidate == text:
        return None
    if program_unicode == candidate or code == candidate:
        return candidate
    if collection_text == candidate and code != text:
        return candidate
    return None
