"""Redaction: page text replaced by the classes of its characters.

A redacted report keeps the shape of the text (length, lines, spaces, punctuation,
where the unmapped and suspect glyphs are) and the failing codes with their chains,
but none of the content. Each character becomes one character, so offsets into the
text stay valid:

=====================================  ===========
character                              becomes
=====================================  ===========
upper-case and title-case letters      ``X``
other letters with case (lower case)   ``x``
digits and other numbers               ``9``
CJK ideographs, radicals, ``〇``        ``〇``
hiragana                               ``あ``
katakana (full and half width)         ``ア``
hangul syllables and jamo              ``가``
other letters (Arabic, Thai, ...)      ``x``
combining marks                        ``x``
symbols                                ``#``
punctuation, spaces, line breaks       kept
U+FFFD (an unmapped code)              kept
control and format characters          kept (reports show them as ``⟨U+XXXX⟩``)
=====================================  ===========
"""

from __future__ import annotations

import unicodedata

IDEOGRAPH = "〇"
HIRAGANA = "あ"
KATAKANA = "ア"
HANGUL = "가"

_BLOCKS: tuple[tuple[int, int, str], ...] = (
    (0x1100, 0x11FF, HANGUL),  # Hangul Jamo
    (0x2E80, 0x2FDF, IDEOGRAPH),  # CJK Radicals Supplement, Kangxi Radicals
    (0x3005, 0x3007, IDEOGRAPH),  # 々 〆 〇
    (0x3021, 0x3029, IDEOGRAPH),  # Hangzhou numerals
    (0x3038, 0x303B, IDEOGRAPH),
    (0x3041, 0x309F, HIRAGANA),
    (0x30A0, 0x30FF, KATAKANA),
    (0x3130, 0x318F, HANGUL),  # Hangul Compatibility Jamo
    (0x31F0, 0x31FF, KATAKANA),  # Katakana Phonetic Extensions
    (0x3400, 0x4DBF, IDEOGRAPH),  # Extension A
    (0x4E00, 0x9FFF, IDEOGRAPH),
    (0xA960, 0xA97F, HANGUL),
    (0xAC00, 0xD7FF, HANGUL),  # syllables, Jamo Extended-B
    (0xF900, 0xFAFF, IDEOGRAPH),  # compatibility ideographs
    (0xFF66, 0xFF9F, KATAKANA),  # half-width katakana
    (0xFFA0, 0xFFDC, HANGUL),  # half-width hangul
    (0x1B000, 0x1B16F, KATAKANA),  # kana supplement and extensions
    (0x20000, 0x3FFFF, IDEOGRAPH),  # extensions B and later, compatibility supplement
)

KEPT = "\ufffd"
"""Characters kept as they are besides punctuation, whitespace and controls."""


def character_class(char: str) -> str:
    """The stand-in of one character (see the module's table)."""
    if char == KEPT:
        return char
    cp = ord(char)
    for low, high, stand_in in _BLOCKS:
        if low <= cp <= high:
            return stand_in
    category = unicodedata.category(char)
    major = category[0]
    if category in ("Lu", "Lt"):
        return "X"
    if major == "L" or major == "M":
        return "x"
    if major == "N":
        return "9"
    if major == "S":
        return "#"
    return char  # punctuation, separators, controls, format characters


def redact_text(text: str) -> str:
    """Every character replaced by its class; the length in characters is unchanged."""
    return "".join(character_class(ch) for ch in text)


def redact_optional(text: str | None) -> str | None:
    """:func:`redact_text` for a value that may be missing."""
    return None if text is None else redact_text(text)


__all__ = ["HANGUL", "HIRAGANA", "IDEOGRAPH", "KATAKANA", "character_class", "redact_text"]
