"""Stage 2 of the layout: combining marks read with the base they are drawn over.

A shaping engine (HarfBuzz in Chromium, LibreOffice and pango; Uniscribe in Word; iText's
own) writes a mark (general category Mn, Mc or Me: Thai vowels and tone marks above and
below, Devanagari vowel signs, Arabic harakat, Hebrew points) as a glyph of zero or small
advance placed over its base: after the base with a negative offset or a negative side
bearing (left-to-right scripts, the base first in the content stream), before it in
visual order (right-to-left scripts, whose glyphs are drawn left to right), often in a
string of its own, sometimes raised off the baseline by its own text matrix. Read by
position alone, such a mark lands after the next consonant, or after a space, or on a
line of its own (``ที่มีขนาด`` read ``ที่มขี นาด``).

Here each mark joins its base's cluster in logical order, as Unicode stores it: of the
two glyphs drawn next to it in the content stream, the one it lies over (within
``mark_reach`` em), the previous one where it lies on both (a mark between two glyphs of
a right-to-left script goes with the next, which is its base in visual order). Its text
is appended to the base's, so no word space can fall before it and the bidirectional
algorithm moves it with its base; the mark's glyph keeps its place with no text, as the
glyphs of an ``/ActualText`` span after its first do. Pre-base vowel signs drawn left of
their consonant (Devanagari ``ि``, Bengali ``ি ে ৈ``...) follow the consonant as in
Unicode's logical order. ``/ActualText`` wins where it is given: its glyphs carry no text
of their own to move.

A mark with an advance of its own (TeX's ``\\vec`` arrow, the circle ``\\copyright``
draws round a "c") is a mark where it is drawn over a letter, and so is a spacing accent
(``¨ ´ ˇ``: TeX's accents without a composite glyph), which becomes its combining mark and
is composed with the letter where Unicode has one character for both (``ö``).
"""

from __future__ import annotations

import re
import unicodedata

from inspector.text.params import LayoutParams
from inspector.text.rtl import RTL_BLOCKS

_MARK_CATEGORIES = frozenset(("Mn", "Mc", "Me"))

PRE_BASE = frozenset(
    "\u093f\u094e"  # Devanagari i, prishthamatra e
    "\u09bf\u09c7\u09c8"  # Bengali i, e, ai
    "\u0a3f"  # Gurmukhi i
    "\u0abf"  # Gujarati i
    "\u0b47"  # Oriya e
    "\u0bc6\u0bc7\u0bc8"  # Tamil e, ee, ai
    "\u0d46\u0d47\u0d48"  # Malayalam e, ee, ai
    "\u0dd9\u0dda\u0ddb"  # Sinhala e, ee, ai
    "\u1031"  # Myanmar e
    "\u17c1\u17c2\u17c3"  # Khmer e, ae, ai
)
"""Vowel signs drawn left of the consonant they follow in Unicode's logical order
(Indic_Positional_Category Left). Thai and Lao write their left vowels (เ แ โ ใ ไ)
before the consonant in logical order too, as letters: those are never moved."""

_VIRAMAS = frozenset("\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0d4d\u0dca\u1039\u17d2")


def is_mark(text: str) -> bool:
    """Whether a glyph's text is nothing but combining marks (categories Mn, Mc, Me)."""
    return bool(text) and all(unicodedata.category(ch) in _MARK_CATEGORIES for ch in text)


SPACING_ACCENTS = {
    "`": "\u0300",
    "\u00b4": "\u0301",
    "\u02c6": "\u0302",
    "\u02dc": "\u0303",
    "\u00af": "\u0304",
    "\u02c9": "\u0304",
    "\u02d8": "\u0306",
    "\u02d9": "\u0307",
    "\u00a8": "\u0308",
    "\u02da": "\u030a",
    "\u02dd": "\u030b",
    "\u02c7": "\u030c",
    "\u00b8": "\u0327",
    "\u02db": "\u0328",
}
"""Spacing accents (the glyphs ``acute``, ``dieresis``, ``caron``... of Type 1 and TeX
fonts) and the combining marks they stand for where they are drawn over a letter:
TeX's ``\\"o`` and ``\\v{c}`` without a composite glyph are the letter and the spacing
accent moved over it. Their compatibility decompositions are a space and the mark."""


_MARK_BLOCKS = re.compile(
    "[\u0300-\u1fff\u20d0-\u20ff\u2cef-\u2cf1\u2d7f\u2de0-\u2dff\u302a-\u302f"
    "\u3099\u309a\ua66f-\uabff\ufb1e\ufe00-\ufe0f\ufe20-\ufe2f\U00010000-\U000effff"
    "`\u00a8\u00af\u00b4\u00b8\u02c6-\u02dd]"
)
"""The blocks where every combining mark lives (none among Latin, CJK, kana, Hangul
or common punctuation), and the spacing accents: a quick first look."""


def may_hold_marks(texts: list[str]) -> bool:
    """Whether a line's glyph texts may hold a combining mark or a pre-base vowel sign."""
    return _MARK_BLOCKS.search("".join(texts)) is not None


def attach_marks(
    texts: list[str],
    raws: list[str | None],
    u0: list[float],
    u1: list[float],
    sizes: list[float],
    strings: list[int],
    codes: list[int],
    params: LayoutParams,
) -> None:
    """Move each mark's text (and raw value) to its base, in place: the parallel lists
    of one line's glyphs sorted along it; ``strings`` and ``codes`` give each glyph's
    place in the content stream."""
    n = len(texts)
    marks = [
        is_mark(text) and u1[i] - u0[i] <= params.mark_advance * sizes[i]
        for i, text in enumerate(texts)
    ]
    # A mark or spacing accent with an advance of its own is drawn over its base where
    # the two overlap: TeX's \\vec and \\copyright (the circle drawn round a "c"), an
    # accent moved back over its letter.
    for i, text in enumerate(texts):
        if not marks[i] and (text in SPACING_ACCENTS or is_mark(text)):
            marks[i] = _overlapped(i, texts, u0, u1) is not None
    if not any(marks):
        return
    clusters: dict[int, list[int]] = {}
    for i in range(n):
        if marks[i]:
            base = _base(i, texts, marks, u0, u1, sizes, params)
            if base is not None:
                clusters.setdefault(base, []).append(i)
            elif texts[i] in SPACING_ACCENTS:
                marks[i] = False
    order = list(zip(strings, codes))
    for base, members in clusters.items():
        # The marks in content order; those drawn before their base (visual order of a
        # right-to-left script) were drawn last to first.
        members.sort(key=order.__getitem__)
        after = [i for i in members if order[i] > order[base]]
        before = [i for i in members if order[i] < order[base]][::-1]
        ordered = before + after
        old = texts[base]
        joined = old + "".join(SPACING_ACCENTS.get(texts[i], texts[i]) for i in ordered)
        if any(texts[i] in SPACING_ACCENTS for i in ordered):
            # The letter and the accent drawn over it are one character where Unicode has
            # one (o and U+0308 are ö), as pdftotext reads them.
            joined = unicodedata.normalize("NFC", joined)
        texts[base] = joined
        if (
            joined != old + "".join(texts[i] for i in ordered)
            or raws[base] is not None
            or any(raws[i] is not None for i in ordered)
        ):
            raws[base] = (raws[base] or old) + "".join(raws[i] or texts[i] for i in ordered)
        for i in ordered:
            texts[i] = ""
            raws[i] = None


_LOOK = 6
"""How many glyphs on each side of a mark along the line may be its base."""


def _overlapped(i: int, texts: list[str], u0: list[float], u1: list[float]) -> int | None:
    """A glyph near ``i`` along the line with a letter's text that ``i`` is drawn over:
    the middle of one of the two lies within the other's extent."""
    mid = (u0[i] + u1[i]) / 2
    for j in range(max(0, i - _LOOK), min(len(texts), i + _LOOK + 1)):
        if j == i or not _lettered(texts[j]) or is_mark(texts[j]):
            continue
        if u0[j] <= mid <= u1[j] or u0[i] <= (u0[j] + u1[j]) / 2 <= u1[i]:
            return j
    return None


def _base(
    i: int,
    texts: list[str],
    marks: list[bool],
    u0: list[float],
    u1: list[float],
    sizes: list[float],
    params: LayoutParams,
) -> int | None:
    """The glyph mark ``i`` is drawn over: of the glyphs with text near it along the
    line, the one it lies over or nearest to (within ``mark_reach``), a letter rather
    than punctuation; at the end of one glyph and the start of the next, the one that
    ends there (the pen stood at its end), or in a right-to-left script the one that
    starts there (its glyphs are drawn in visual order, a mark before its base)."""
    at = (u0[i] + u1[i]) / 2
    reach = params.mark_reach * sizes[i]

    def distance(j: int) -> float:
        return max(u0[j] - at, at - u1[j], 0.0)

    candidates = [
        j
        for j in range(max(0, i - _LOOK), min(len(texts), i + _LOOK + 1))
        if j != i and texts[j].strip() and not marks[j] and distance(j) <= reach
    ]
    if not candidates:
        return None
    # A mark sits on a letter (a digit, a spacing vowel sign) rather than punctuation.
    letters = [j for j in candidates if _lettered(texts[j])]
    if letters:
        candidates = letters
    nearest = min(map(distance, candidates))
    tied = [j for j in candidates if distance(j) <= nearest + params.mark_tie * sizes[i]]
    if len(tied) == 1:
        return tied[0]
    if RTL_BLOCKS.search(texts[i]):
        return max(tied, key=lambda j: (u0[j], j))
    return min(tied, key=lambda j: (u1[j], j))


_MAPSTO = "\u21a6"


def join_arrow_pieces(
    texts: list[str],
    raws: list[str | None],
    u0: list[float],
    u1: list[float],
    sizes: list[float],
    params: LayoutParams,
) -> None:
    """TeX's ``\\mapsto`` drawn as two glyphs, in place: the bar (CMSY's ``mapsto``, read
    as ↦ by :mod:`inspector.encoding.texnames`) with no advance, and the arrow → drawn
    from where the bar stands. The two are one ↦, not ↦→; ``\\longmapsto``'s bar, minus
    sign and arrow are one ⟼. A line's glyphs sorted along it."""
    n = len(texts)
    for i in range(n):
        if texts[i] != _MAPSTO or u1[i] - u0[i] > params.mark_advance * sizes[i]:
            continue
        reach = params.mark_reach * sizes[i]
        j = i + 1
        if j < n and texts[j] == "\u2192" and abs(u0[j] - u0[i]) <= reach:
            pieces = [j]
        elif (
            j + 1 < n
            and texts[j] == "\u2212"
            and abs(u0[j] - u0[i]) <= reach
            and texts[j + 1] == "\u2192"
            and u0[j + 1] <= u1[j] + reach
        ):
            pieces = [j, j + 1]
            texts[i] = "\u27fc"
        else:
            continue
        for k in pieces:
            texts[k] = ""
            raws[k] = None
        u1[i] = max(u1[k] for k in pieces)


def logical_pre_base(texts: list[str], raws: list[str | None], u0: list[float]) -> None:
    """Pre-base vowel signs drawn left of their consonant, in a line's glyphs sorted
    along it (left to right), moved after the consonant (and the consonants joined to it
    by a virama), in place. The consonant's glyph then starts where the sign's did: the
    sign's place is no white before it."""
    n = len(texts)
    i = 0
    while i < n:
        text = texts[i]
        if not (len(text) == 1 and text in PRE_BASE):
            i += 1
            continue
        # The consonant cluster drawn right of it: letters, a virama joining the next.
        j = i + 1
        while j < n and not texts[j]:
            j += 1
        if j >= n or not _is_letter(texts[j][0]):
            i += 1
            continue
        end = j
        while (
            texts[end][-1:] in _VIRAMAS
            and end + 1 < n
            and texts[end + 1]
            and _is_letter(texts[end + 1][0])
        ):
            end += 1
        last = texts[end]
        # After the consonant and its nukta, before the marks that follow the vowel
        # (anusvara, candrabindu, visarga).
        k = max(
            (p + 1 for p, ch in enumerate(last) if _is_letter(ch) or _is_nukta(ch)),
            default=len(last),
        )
        texts[end] = last[:k] + text + last[k:]
        if raws[end] is not None or raws[i] is not None:
            raw_last = raws[end] or last
            raws[end] = raw_last[:k] + (raws[i] or text) + raw_last[k:]
        texts[i] = ""
        raws[i] = None
        u0[j] = min(u0[j], u0[i])
        i = end + 1


def _lettered(text: str) -> bool:
    return any(unicodedata.category(ch)[0] in "LNM" for ch in text)


def _is_nukta(ch: str) -> bool:
    return unicodedata.combining(ch) == 7


def _is_letter(ch: str) -> bool:
    return unicodedata.category(ch) == "Lo"
