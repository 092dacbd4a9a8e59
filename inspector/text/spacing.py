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


def line_tokens(line: Line, params: LayoutParams, spaces: dict[object, float]) -> list[int]:
    """The line as glyph indices in order along it, with :data:`SPACE` where a word
    space falls. ``spaces`` holds space widths (em) seen drawn on the page, by font."""
    texts = line.texts
    keep = [i for i, text in enumerate(texts) if text]
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
    strings = line.strings
    one_string = strings.count(strings[0]) == len(strings)
    same = None if one_string else [strings[a] == strings[b] for a, b in pairwise(keep)]
    typical = typical_gap(gaps, same)
    if typical > 0.0:
        typical = pitch_typical(line, gaps, typical, params)
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
        threshold = max(params.space_min, params.space_share * space) if space else params.space_gap
        if (wide_prev != wide_next and not prev.endswith(_CLOSING)) or (
            wide_prev and wide_next and _hangul(prev) != _hangul(text)
        ):
            threshold = max(threshold, params.mixed_space_gap)
    return white > threshold
