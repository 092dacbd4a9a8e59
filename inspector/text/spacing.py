"""Stage 3 of the layout: where a line's gaps are word spaces.

A gap is a space when it is wider than the line's typical gap between glyphs (its
tracking) by more than half the font's own space width, where the font has a space
glyph, or by ``space_gap`` em where it has none (TeX and many libraries position words
and draw no space). Between two wide East Asian characters a space needs much more
(``wide_space_gap``): CJK is set with tracking and justification, not word spaces
(Hangul, wide too, is written with word spaces and takes the ordinary rule); between
CJK and Latin at least ``mixed_space_gap``.
A TJ adjustment is a gap like any other; ``Tw`` applies only to code 32 (§9.3.3).
In a fixed-pitch font a word space is one empty cell: the typical gap of such a line is
taken among the gaps narrower than ``pitch_inner`` of a cell (:func:`pitch_typical`).
"""

from __future__ import annotations

import unicodedata
from itertools import islice, pairwise, repeat
from operator import sub, truediv

from inspector.text.lines import Line, is_wide, typical_gap
from inspector.text.params import LayoutParams

SPACE = -1
"""Token index of an inserted space."""


_CLOSING = (",", ".", ";", ":", "!", "?", ")")
"""Latin punctuation after which a gap before CJK is a typed space (Japanese academic
text with ", " and ". "), not the autospace between scripts."""


def _hangul(text: str) -> bool:
    """Whether a glyph's text ends in Hangul, which is wide but written with word spaces."""
    ch = text[-1:]
    return "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f"


def _alphanumeric(text: str, *, first: bool) -> bool:
    """Whether a narrow glyph's text next to a wide one starts (``first``) or ends in a
    letter, digit or symbol: the autospace producers put between CJK and Latin is set
    there (``0.5％×Ａ``), never after a list's bullet or dash that starts a line
    (``• 固有表現``)."""
    ch = text[:1] if first else text[-1:]
    return bool(ch) and unicodedata.category(ch)[0] in "LNS"


def line_tokens(line: Line, params: LayoutParams, spaces: dict[object, float]) -> list[int]:
    """The line as glyph indices in order along it, with :data:`SPACE` where a word
    space falls. ``spaces`` holds space widths (em) seen drawn on the page, by font."""
    texts = line.texts
    keep = kept_glyphs(line)
    if not keep:
        return []
    u0, u1, sizes = line.u0, line.u1, line.sizes
    # Gaps in em of the larger glyph of each pair.
    if len(keep) == len(texts) and sizes.count(sizes[0]) == len(sizes):
        # Every glyph has text and one size (most lines): the same sums, pair by pair.
        gaps = list(map(truediv, map(sub, islice(u0, 1, None), u1), repeat(sizes[0])))
    else:
        gaps = [
            (u0[b] - u1[a]) / (sizes[a] if sizes[a] > sizes[b] else sizes[b])
            for a, b in pairwise(keep)
        ]
    typical = tracking(line, keep, gaps, params)
    # No threshold of :func:`is_space` is below ``floor``: a gap whose white is not above
    # it is no space whatever the glyphs, and most lines have none that is (glyphs set by
    # their advances).
    floor = min(params.wide_space_gap, params.space_min, params.space_gap)
    if not gaps or max(gaps) - typical <= floor:
        return keep
    out = [keep[0]]
    for gap, (a, b) in zip(gaps, pairwise(keep)):
        if gap - typical > floor and is_space(line, a, b, gap, typical, params, spaces):
            out.append(SPACE)
        out.append(b)
    return out


def kept_glyphs(line: Line) -> list[int]:
    """The glyphs of the line that take part in its text: those with text, less the
    spaces drawn over another glyph (:func:`_uncovered`)."""
    texts = line.texts
    keep = [i for i, text in enumerate(texts) if text]
    if " " in texts:
        keep = _uncovered(line, keep)
    return keep


def _uncovered(line: Line, keep: list[int]) -> list[int]:
    """``keep`` without the space glyphs drawn over another glyph of the line: a space
    that starts inside a neighbour's box and lies within it (four fifths or more of it)
    stands in no gap (a
    form that draws a space over each field's first letter, ``U .S.``; a zero-width
    glyph of a shaped Thai cluster mapped to a space, ``คำ แปล``; a space drawn over a
    ligature, ``défi nir``), so it is no word space. A space that the next glyph, kerned
    back, only overlaps (French ``traiter :``, Japanese ``第 3 号``) stays."""
    texts, u0, u1 = line.texts, line.u0, line.u1
    out: list[int] = []
    last = len(keep) - 1
    for k, i in enumerate(keep):
        if texts[i] == " ":
            s0, s1 = u0[i], u1[i]
            covered = False
            for n in (keep[k - 1] if k else -1, keep[k + 1] if k < last else -1):
                if (
                    n >= 0
                    and texts[n].strip()
                    and u0[n] <= s0 < u1[n]
                    and (min(s1, u1[n]) - s0) * 5 >= (s1 - s0) * 4
                ):
                    covered = True
                    break
            if covered:
                continue
        out.append(i)
    return out


LEADERS = frozenset((".", "\u00b7", "\u2024", "\u2026", "_"))
"""Glyphs a table of contents repeats as leaders (full stops, middle dots, ellipses)."""


def tracking(line: Line, keep: list[int], gaps: list[float], params: LayoutParams) -> float:
    """The line's typical gap between the glyphs ``keep`` (``gaps`` in em, pair by pair):
    :func:`~inspector.text.lines.typical_gap`, the gaps between two leader glyphs left
    out (a table of contents whose dots, half an em apart, outnumber its letters would
    otherwise make half an em the tracking and leave ``CallingOpenSans``), then
    :func:`pitch_typical` for a fixed-pitch line."""
    strings, texts = line.strings, line.texts
    pairs = list(pairwise(keep))
    counted = gaps
    if sum(1 for i in keep if texts[i] in LEADERS) >= 3:
        chosen = [
            k for k, (a, b) in enumerate(pairs) if not (texts[a] in LEADERS and texts[b] in LEADERS)
        ]
        counted = [gaps[k] for k in chosen]
        pairs = [pairs[k] for k in chosen]
    one_string = strings.count(strings[0]) == len(strings)
    same = None if one_string else [strings[a] == strings[b] for a, b in pairs]
    typical = typical_gap(counted, same)
    if typical > 0.0:
        typical = pitch_typical(line, gaps, typical, params)
    return typical


def line_pitch(line: Line) -> float | None:
    """The cell width (em) of a line set in fixed-pitch fonts of one pitch, with no wide
    East Asian character; None otherwise."""
    pitch = None
    for run in line.runs:
        if run.pitch is None or not run.size > 0.0:
            return None
        cell = run.pitch / run.size
        if pitch is None:
            pitch = cell
        elif abs(cell - pitch) > 0.01 * pitch:
            return None
    if pitch is None or not pitch > 0.0 or any(map(is_wide, line.texts)):
        return None
    return pitch


def pitch_typical(line: Line, gaps: list[float], typical: float, params: LayoutParams) -> float:
    """The typical gap of a fixed-pitch line: the white between glyphs inside a word.

    In a fixed-pitch font a word space is one empty cell. Code and tabular text have so
    many of them that the line's usual gap (:func:`~inspector.text.lines.typical_gap`)
    can come out as a whole cell, which would leave no space anywhere
    (``for(vark=i+i;``). Glyphs of one word are less than ``pitch_inner`` of a cell
    apart, so when the typical gap is wider than that, the median of the gaps narrower
    than it is the line's tracking; a line without such gaps (letter-spaced) keeps its
    typical gap.
    """
    pitch = line_pitch(line)
    if pitch is None:
        return typical
    limit = params.pitch_inner * pitch
    if typical < limit:
        return typical
    inner = sorted(g for g in gaps if g < limit)
    if not inner:
        return typical
    value = inner[(len(inner) - 1) // 2]
    return value if value > 0.0 else 0.0


def is_space(
    line: Line,
    a: int,
    b: int,
    gap: float,
    typical: float,
    params: LayoutParams,
    spaces: dict[object, float],
) -> bool:
    """Whether a word space falls between glyphs ``a`` and ``b`` of the line, ``gap`` em
    apart on a line whose typical gap is ``typical`` em."""
    texts = line.texts
    prev, text = texts[a], texts[b]
    if not gap > 0.0 or prev.endswith(" ") or text.startswith(" "):
        return False
    white = gap - typical
    wide_prev, wide_next = is_wide(prev), is_wide(text)
    if wide_prev and wide_next and not (_hangul(prev) and _hangul(text)):
        threshold = params.wide_space_gap
    else:
        space = line.spaces[a] or spaces.get(line.fonts[a])
        if space:
            # The space width is in em of glyph a's size, the gap in em of the larger.
            sizes = line.sizes
            larger = sizes[b] if sizes[b] > sizes[a] else sizes[a]
            if larger > sizes[a] > 0.0:
                space *= sizes[a] / larger
            threshold = max(params.space_min, params.space_share * space)
        else:
            threshold = params.space_gap
        if (
            wide_prev != wide_next
            and not prev.endswith(_CLOSING)
            and (a > 0 or _alphanumeric(text if wide_prev else prev, first=wide_prev))
        ) or (wide_prev and wide_next and _hangul(prev) != _hangul(text)):
            threshold = max(threshold, params.mixed_space_gap)
    return white > threshold
