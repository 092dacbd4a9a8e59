"""Right-to-left lines: from the visual order of the page to logical order (UAX #9).

Glyphs on a page are in visual order, left to right. Reading Arabic or Hebrew needs
logical order. The Unicode bidirectional algorithm maps logical to visual order by
reversing runs level by level (rule L2), a mapping that is its own inverse for the text
of a line, so running it on the visual sequence gives the logical one: the embedding
levels come from python-bidi's implementation of UAX #9, and the reversal is applied to
whole glyphs (a glyph's own text, such as a lam-alef ligature's two letters, is already
in logical order). The paragraph direction is the line's majority of strong characters.
"""

from __future__ import annotations

import re
import unicodedata

from bidi import algorithm
from bidi.mirror import MIRRORED

RTL_CLASSES = frozenset(("R", "AL"))


RTL_BLOCKS = re.compile(
    "[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\U00010800-\U00010fff\U0001e800-\U0001efff]"
)
"""The blocks where right-to-left letters live (Hebrew, Arabic, Syriac, Thaana, NKo...;
their presentation forms; the historic and Adlam planes): a quick first look."""


def has_rtl(texts: list[str]) -> bool:
    """Whether any glyph text holds a right-to-left letter."""
    joined = "".join(texts)
    if RTL_BLOCKS.search(joined) is None:
        return False
    return any(unicodedata.bidirectional(ch) in RTL_CLASSES for ch in joined)


_FINAL = frozenset(".?!\u2026\u061f\u06d4")
"""Punctuation that ends a sentence (the full stop, question and exclamation marks, the
ellipsis, the Arabic question mark and the Urdu full stop)."""


def paragraph_level(text: str) -> int:
    """The paragraph level (0 left to right, 1 right to left) of a line given in visual
    order. Unicode takes it from the first strong character in logical order (rule P2),
    which is the line's first at its left or at its right: the side where the sentence's
    final punctuation is not tells. A line that ends, at one side only, in a full stop
    or question mark beside a strong character of the other side's direction (``.hello
    שלום`` is a right-to-left sentence whose period stands at its left) takes that
    direction; otherwise the line's majority of strong characters."""
    visible = text.strip()
    strong = [c for c in map(unicodedata.bidirectional, visible) if c in ("L", "R", "AL")]
    if strong and visible:
        left_final, right_final = visible[0] in _FINAL, visible[-1] in _FINAL
        if left_final and not right_final and strong[-1] in RTL_CLASSES:
            return 1
        if right_final and not left_final and strong[0] == "L":
            return 0
    rtl = sum(c in RTL_CLASSES for c in strong)
    return 1 if rtl > len(strong) - rtl else 0


_HEBREW_LETTERS = re.compile("[\u05d0-\u05ea]+")
_HEBREW_FINALS = frozenset("\u05da\u05dd\u05df\u05e3\u05e5")
"""The final forms ך ם ן ף ץ, written only at the end of a word."""


def drawn_logically(text: str) -> bool:
    """Whether a line's Hebrew, given in visual order (left to right on the page), was
    drawn in logical order from left to right (a producer that placed the characters
    without the bidirectional algorithm: iText filling a form field): its words then
    carry their final forms at their right ends, where a word's first letter stands in
    text laid out right to left. Reading such a line in visual order would reverse it."""
    left = right = 0
    for word in _HEBREW_LETTERS.findall(text):
        if len(word) < 2:
            continue
        left += word[0] in _HEBREW_FINALS
        right += word[-1] in _HEBREW_FINALS
    return right > left


def logical_order(tokens: list[str]) -> list[int]:
    """The order in which to read tokens given in visual order (indices into tokens)."""
    return reorder(tokens)[0]


def reorder(tokens: list[str]) -> tuple[list[int], list[bool]]:
    """The order in which to read tokens given in visual order (indices into tokens),
    and for each token whether it lies in a right-to-left run (an odd level)."""
    chars: list[int] = []
    text_parts: list[str] = []
    for index, token in enumerate(tokens):
        text_parts.append(token)
        chars.extend([index] * len(token))
    text = "".join(text_parts)
    base = paragraph_level(text)
    storage = algorithm.get_empty_storage()
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    algorithm.get_embedding_levels(text, storage)
    algorithm.explicit_embed_and_overrides(storage)
    algorithm.resolve_weak_types(storage)
    algorithm.resolve_neutral_types(storage, False)
    algorithm.resolve_implicit_levels(storage, False)
    levels = [ch["level"] for ch in storage["chars"]]
    if len(levels) != len(chars):
        # Surrogates or the like: keep the visual order.
        return list(range(len(tokens))), [False] * len(tokens)
    # One level per token: its first character's.
    token_levels = [0] * len(tokens)
    seen = set()
    for position, index in enumerate(chars):
        if index not in seen:
            seen.add(index)
            token_levels[index] = levels[position]
    for index, token in enumerate(tokens):
        if not token:
            token_levels[index] = token_levels[index - 1] if index else base
    order = list(range(len(tokens)))
    odd = [level % 2 == 1 for level in token_levels]
    if not token_levels:
        return order, odd
    highest = max(token_levels)
    lowest_odd = min((lv for lv in token_levels if lv % 2), default=highest + 1)
    level = highest
    while level >= lowest_odd:
        i = 0
        while i < len(order):
            if token_levels[order[i]] >= level:
                j = i
                while j < len(order) and token_levels[order[j]] >= level:
                    j += 1
                order[i:j] = order[i:j][::-1]
                i = j
            else:
                i += 1
        level -= 1
    return order, odd


_OPENING = "([{<«‹⁅⁽₍⌈⌊〈❨❪❬❮❰❲❴⟦⟨⟪⦃⦅⦇⦉⦋⦗〈《「『【〔〖〘〚"
_CLOSING = {MIRRORED[ch]: ch for ch in _OPENING if ch in MIRRORED}


def _word_char(text: str, last: bool) -> bool:
    ch = text[-1:] if last else text[:1]
    return bool(ch) and unicodedata.category(ch)[0] in "LN"


def _hugging(texts: list[str], at: list[int], chars: list[str]) -> int:
    """How many of the brackets ``chars`` (at positions ``at`` of a line in logical
    order) hug a word the way round they are read: an opening one with a word right
    after it and none right before, a closing one the other way round."""
    count = 0
    for i, ch in zip(at, chars):
        before = i > 0 and _word_char(texts[i - 1], last=True)
        after = i + 1 < len(texts) and _word_char(texts[i + 1], last=False)
        if ch in _CLOSING:
            count += before and not after
        else:
            count += after and not before
    return count


def mirrored_brackets(texts: list[str], odd: list[bool]) -> dict[int, str]:
    """Brackets and quotation marks of a line in logical order to mirror (by index), and
    their mirrored text.

    A glyph's text can name the character the reader sees (Chromium, whose ``(`` drawn
    mirrored at the right of a right-to-left run says ``(``), or the glyph it draws
    (the mirrored ``)``, as the font's own cmap names it): read in logical order the
    latter makes ``)בדיקה(`` and ``»self test«``. Only the text tells which: the
    brackets in right-to-left runs are mirrored back (UAX #9 rule L4) when more of them
    then hug their words the right way round, an opening bracket before its word and a
    closing one after (a line may break inside a pair, so the pairs alone cannot tell)."""
    at = [
        i
        for i, text in enumerate(texts)
        if odd[i] and len(text) == 1 and (text in _CLOSING or text in _OPENING)
    ]
    if not at:
        return {}
    given = [texts[i] for i in at]
    flipped = [MIRRORED.get(ch, ch) for ch in given]
    if _hugging(texts, at, flipped) <= _hugging(texts, at, given):
        return {}
    return {i: MIRRORED.get(texts[i], texts[i]) for i in at}
