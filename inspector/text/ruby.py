"""Stage 2, continued: ruby (furigana) joins the line it annotates.

Ruby is small text set over its base: above a horizontal line, to the right of a
vertical column. Producers draw it after the line (Chromium draws each line's ruby once
the line is done), so it would come out as a line of its own, before the base line in
horizontal text and as stray single glyphs beside a column. Each piece of ruby (glyphs
closer than an em of their size) is read right after the last base glyph it spans,
the order of the page's text in HTML (``漢字かんじ``).
"""

from __future__ import annotations

from inspector.text.lines import Line, is_wide
from inspector.text.params import LayoutParams


def attach_ruby(lines: list[Line], params: LayoutParams) -> list[Line]:
    """The lines with ruby lines taken into the lines they annotate."""
    if len(lines) < 2 or len(lines) > params.cut_limit:
        return lines
    largest = max(line.size for line in lines)
    taken: set[int] = set()
    # Pieces waiting to be attached, in content order: (base, piece line, indices, u0, u1).
    pending: list[tuple[Line, Line, list[int], float, float]] = []
    for ruby in lines:
        if (
            ruby.size > params.ruby_size * largest
            or ruby.glyph_count > 200
            or not all(_is_reading(text) for text in ruby.texts)
        ):
            continue
        pieces = _pieces(ruby, params)
        found = []
        for indices, frame in pieces:
            base = _base(ruby, frame, lines, params)
            if base is None:
                break
            found.append((base, ruby, indices, frame[0], frame[1]))
        else:
            pending.extend(found)
            taken.add(id(ruby))
    if not pending:
        return lines
    # Pieces of one annotation drawn glyph by glyph (vertical ruby spread over its base)
    # are one group: consecutive, on one base, close along it.
    groups: list[list[tuple[Line, Line, list[int], float, float]]] = []
    for item in pending:
        if groups:
            last = groups[-1][-1]
            if last[0] is item[0] and item[3] - last[4] < item[1].size * params.ruby_gap:
                groups[-1].append(item)
                continue
        groups.append([item])
    for group in groups:
        base = group[0][0]
        start = min(item[3] for item in group)
        end = max(item[4] for item in group)
        spanned = [
            i
            for i in range(base.glyph_count)
            if min(end, base.u1[i]) - max(start, base.u0[i]) > 0.3 * (base.u1[i] - base.u0[i])
        ]
        if not spanned or not any(is_wide(base.texts[i]) for i in spanned):
            continue
        j = spanned[-1]
        n = sum(len(item[2]) for item in group)
        width = base.u1[j] - base.u0[j]
        k = 0
        for _, ruby, indices, _, _ in group:
            positions = [
                base.u0[j] + width * (0.5 + 0.4 * (k + m) / n) for m in range(len(indices))
            ]
            base.take(ruby, indices, positions)
            k += len(indices)
    for line in lines:
        if id(line) not in taken:
            line.sort()
    return [line for line in lines if id(line) not in taken]


def _is_reading(text: str) -> bool:
    """Whether a glyph's text is what ruby spells readings in: kana (furigana), bopomofo
    (zhuyin) and their marks; small text in other scripts beside
    a line is a caption, a subscript or a table's second line, never ruby."""
    return bool(text) and all(
        "\u3040" <= ch <= "\u30ff" or "\u3100" <= ch <= "\u312f" or "\u31a0" <= ch <= "\u31ff"
        for ch in text
    )


def _pieces(
    ruby: Line, params: LayoutParams
) -> list[tuple[list[int], tuple[float, float, float, float, int]]]:
    """The ruby line cut where its glyphs are more than an em apart, each piece with its
    extent (start, end along; lo, hi across; direction key)."""
    out = []
    alt = ruby.alt if ruby.glyph_count == 1 else None
    if alt is not None and alt.key != ruby.key:
        # A single upright glyph: as part of a column too (vertical ruby).
        frames = [(alt.u0[0], alt.u1[0], alt.lo, alt.hi, alt.key)]
        return [([0], frames[0])]
    current = [0]
    for i in range(1, ruby.glyph_count):
        if ruby.u0[i] - ruby.u1[i - 1] > ruby.size * params.ruby_gap:
            out.append(current)
            current = []
        current.append(i)
    out.append(current)
    return [
        (
            indices,
            (ruby.u0[indices[0]], max(ruby.u1[i] for i in indices), ruby.lo, ruby.hi, ruby.key),
        )
        for indices in out
    ]


def _base(
    ruby: Line,
    frame: tuple[float, float, float, float, int],
    lines: list[Line],
    params: LayoutParams,
) -> Line | None:
    """The line a piece of ruby annotates: larger, in the same direction, the piece just
    over it (higher across: above a line, right of a column) and within its length."""
    u0, u1, lo, _, key = frame
    best: Line | None = None
    best_distance = 0.0
    for line in lines:
        if line is ruby or line.key != key or ruby.size > params.ruby_size * line.size:
            continue
        if line.alt is not None and line.glyph_count == 1:
            continue  # a lone glyph is no base
        size = line.size
        distance = lo - line.hi
        if not -params.ruby_overlap * size <= distance <= params.ruby_distance * size:
            continue
        if u1 < line.start - 0.5 * size or u0 > line.end + 0.5 * size:
            continue
        if best is None or distance < best_distance:
            best, best_distance = line, distance
    return best
