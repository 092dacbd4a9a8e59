"""Stage 2 of the layout: runs to lines, by the direction glyphs actually advance.

Runs are taken in content order. A run continues the current line when it lies on the
line's baseline (a column's centre line) and starts after the line's end; a run of one
upright glyph may instead turn a one-glyph line into a column (or a vertical font's
glyph into a horizontal line) when it sits right below (beside) it, em box to em box,
or when the single glyphs that follow keep stepping that way with the same white
between them (letter-spaced columns): the direction is where the glyphs are.
Repeats drawn over a line (fake bold) are dropped; pieces of a line that the content
stream wrote apart are joined at the end (not across a column gutter, and on a tagged
page not where the producer's order reads them apart: a margin note beside a paragraph;
an artifact beside content, leader dots, is read where it stands), and so are marks
raised or lowered over a line by their own matrix; each line's combining marks then
join their bases (:mod:`inspector.text.clusters`).
"""

from __future__ import annotations

import math
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from itertools import islice, pairwise
from operator import le

from inspector.text.clusters import (
    attach_marks,
    is_mark,
    join_arrow_pieces,
    logical_pre_base,
    may_hold_marks,
)
from inspector.text.glyphs import DOWN, RIGHT, Box, Frame, Run, unit
from inspector.text.params import LayoutParams


class Line:
    """Glyphs along one direction: parallel per-glyph lists, bounds along and across."""

    __slots__ = (
        "alt",
        "artifact",
        "codes",
        "end",
        "fonts",
        "hi",
        "key",
        "lo",
        "raws",
        "runs",
        "size",
        "sizes",
        "spaces",
        "stacked",
        "start",
        "strings",
        "texts",
        "u0",
        "u1",
        "v",
    )

    def __init__(self, run: Run, frame: Frame) -> None:
        self.key = frame.key
        self.v = frame.v
        self.lo = frame.lo
        self.hi = frame.hi
        self.size = run.size
        self.texts: list[str] = []
        self.raws: list[str | None] = []
        self.strings: list[int] = []
        self.codes: list[int] = []
        self.u0: list[float] = []
        self.u1: list[float] = []
        self.sizes: list[float] = []
        self.spaces: list[float | None] = []
        self.fonts: list[object] = []
        self.runs: list[Run] = []
        self.start = frame.u0[0]
        self.end = frame.u1[0]
        self.stacked = False
        """Made a column (or line) from single glyphs by their geometry."""
        self.alt = run.alt if len(run.texts) == 1 else None
        self.artifact = run.artifact
        self.add(run, frame)

    @property
    def vertical(self) -> bool:
        return self.key == DOWN

    def add(self, run: Run, frame: Frame) -> None:
        n = len(run.texts)
        self.texts.extend(run.texts)
        self.raws.extend(run.raws if run.raws is not None else [None] * n)
        self.strings.extend([run.string] * n)
        self.codes.extend(run.codes)
        self.u0.extend(frame.u0)
        self.u1.extend(frame.u1)
        self.sizes.extend([run.size] * n)
        space = run.space / run.size if run.space else None
        self.spaces.extend([space] * n)
        self.fonts.extend([run.font] * n)
        self.runs.append(run)
        if run.size > self.size:
            self.size = run.size
        first, last = min(frame.u0), max(frame.u1)
        if first < self.start:
            self.start = first
        if last > self.end:
            self.end = last
        if frame.lo < self.lo:
            self.lo = frame.lo
        if frame.hi > self.hi:
            self.hi = frame.hi
        if len(self.texts) > n:
            self.alt = None

    def take(self, other: Line, indices: list[int], positions: list[float]) -> None:
        """Take glyphs of another line, placed at ``positions`` along this one (with no
        width: they are read there, they do not push the line's glyphs apart)."""
        for i, u in zip(indices, positions):
            self.texts.append(other.texts[i])
            self.raws.append(other.raws[i])
            self.strings.append(other.strings[i])
            self.codes.append(other.codes[i])
            self.u0.append(u)
            self.u1.append(u)
            self.sizes.append(other.sizes[i])
            self.spaces.append(other.spaces[i])
            self.fonts.append(other.fonts[i])
        self.runs += other.runs

    def rekey(self, frame: Frame) -> None:
        """Read the line's single glyph in its other frame (see :mod:`inspector.text.glyphs`)."""
        self.key, self.v, self.lo, self.hi = frame.key, frame.v, frame.lo, frame.hi
        self.u0, self.u1 = list(frame.u0), list(frame.u1)
        self.start, self.end = frame.u0[0], frame.u1[0]
        self.stacked = True
        self.alt = None

    def absorb(self, other: Line) -> None:
        """Take the glyphs of another piece of this line and keep them in order along it."""
        self.texts += other.texts
        self.raws += other.raws
        self.strings += other.strings
        self.codes += other.codes
        self.u0 += other.u0
        self.u1 += other.u1
        self.sizes += other.sizes
        self.spaces += other.spaces
        self.fonts += other.fonts
        self.runs += other.runs
        self.size = max(self.size, other.size)
        self.start = min(self.start, other.start)
        self.end = max(self.end, other.end)
        self.lo = min(self.lo, other.lo)
        self.hi = max(self.hi, other.hi)
        self.sort()

    def sort(self) -> None:
        """Glyphs in order along the line (stable: equal starts keep content order)."""
        u0 = self.u0
        if all(map(le, u0, islice(u0, 1, None))):
            return
        order = sorted(range(len(u0)), key=u0.__getitem__)
        for name in ("texts", "raws", "strings", "codes", "u0", "u1", "sizes", "spaces", "fonts"):
            values = getattr(self, name)
            setattr(self, name, [values[i] for i in order])

    @property
    def box(self) -> Box:
        """The line's box on the displayed page (x0, y0, x1, y1)."""
        if self.key == RIGHT:
            return (self.start, min(self.lo, self.hi), self.end, max(self.lo, self.hi))
        if self.key == DOWN:
            return (self.lo, -self.end, self.hi, -self.start)
        ux, uy = unit(self.key)
        xs, ys = [], []
        for u in (self.start, self.end):
            for v in (self.lo, self.hi):
                xs.append(u * ux - v * uy)
                ys.append(u * uy + v * ux)
        return (min(xs), min(ys), max(xs), max(ys))

    @property
    def glyph_count(self) -> int:
        return len(self.texts)


VERTICAL_PUNCTUATION = frozenset("\u3001\u3002\uff0c\uff0e")
"""Ideographic comma and full stop, full-width comma and full stop: set in the upper
right of their em box in vertical writing."""


def is_wide(text: str) -> bool:
    """Whether a glyph's text ends in a wide or full-width East Asian character."""
    return bool(text) and unicodedata.east_asian_width(text[-1]) in "WF"


def build_lines(runs: list[Run], params: LayoutParams) -> list[Line]:
    """Lines of a page, in the order their first glyphs were drawn."""
    lines: list[Line] = []
    current: Line | None = None
    drawn = _Drawn(params)
    for index, run in enumerate(runs):
        if drawn.again(run):
            continue
        if current is not None:
            frame = _continues(current, run, params, runs, index)
            if frame is not None:
                current.add(run, frame)
                continue
        if _drawn_again(run, current, lines, params):
            continue
        current = Line(run, run.frame)
        lines.append(current)
    merged = _raised_markers(_merge(lines, params), params)
    spans = {run.string: run.actual for run in runs if run.actual is not None}
    for line in merged:
        line.sort()
        if spans:
            _cover_actual_text(line, spans)
            _repeated_actual_text(line, spans, params)
        if may_hold_marks(line.texts):
            attach_marks(
                line.texts,
                line.raws,
                line.u0,
                line.u1,
                line.sizes,
                line.strings,
                line.codes,
                params,
            )
            if line.key == RIGHT:
                logical_pre_base(line.texts, line.raws, line.u0)
        if "\u21a6" in line.texts:
            join_arrow_pieces(line.texts, line.raws, line.u0, line.u1, line.sizes, params)
    return merged


def _cover_actual_text(line: Line, spans: dict[int, int]) -> None:
    """Stretch the glyph carrying an ``/ActualText`` over the span's other glyphs on the
    line: it stands for them all. They have no text, and without their extent the white
    between the carrier and the next text would look like a word space (iText's
    Devanagari ``ि`` drawn first with the syllable's text; Chromium's Arabic cluster
    whose mark carries the text, its base in a string of its own)."""
    strings, texts, u0, u1 = line.strings, line.texts, line.u0, line.u1
    carriers: dict[int, int] = {}
    for i, string in enumerate(strings):
        serial = spans.get(string)
        if serial is not None and texts[i]:
            carriers.setdefault(serial, i)
    for i, string in enumerate(strings):
        serial = spans.get(string)
        if serial is None or texts[i]:
            continue
        c = carriers.get(serial)
        if c is not None:
            if u0[i] < u0[c]:
                u0[c] = u0[i]
            if u1[i] > u1[c]:
                u1[c] = u1[i]


def _repeated_actual_text(line: Line, spans: dict[int, int], params: LayoutParams) -> None:
    """Blank an ``/ActualText`` whose text the glyph drawn right beside it, outside every
    span, also gives: the span says what that glyph is (InDesign puts a list's bullet in
    the ActualText of a space, then draws the bullet glyph, whose own text is the same),
    so the text is there once."""
    strings, texts, u0, u1, sizes = line.strings, line.texts, line.u0, line.u1, line.sizes
    last = len(texts) - 1
    for i, string in enumerate(strings):
        serial = spans.get(string)
        text = texts[i]
        if serial is None or not text.strip():
            continue
        reach = params.overprint * sizes[i]
        for j in (i - 1, i + 1):
            if (
                0 <= j <= last
                and texts[j] == text
                and strings[j] not in spans
                and max(u0[i], u0[j]) - min(u1[i], u1[j]) <= reach
            ):
                texts[i] = ""
                break


def _continues(
    line: Line, run: Run, params: LayoutParams, runs: list[Run], index: int
) -> Frame | None:
    """The frame in which ``run`` (``runs[index]``) continues ``line``, or None."""
    if run.artifact != line.artifact:
        return None
    em = run.size if run.size > line.size else line.size
    frame = run.frame
    for candidate in (frame, run.alt):
        if candidate is None or candidate.key != line.key:
            continue
        gap = candidate.u0[0] - line.end
        if line.stacked:
            if (
                abs(candidate.v - line.v) < params.stack_offset * 2 * em
                and -params.backtrack * em < gap < params.column_gap * em
            ):
                return candidate
            if (
                line.key == DOWN
                and 0 <= candidate.v - line.v < params.punctuation_offset * em
                and -params.punctuation_offset * em < gap < params.stack_gap_spaced * em
                and all(t in VERTICAL_PUNCTUATION for t in run.texts)
            ):
                # A full stop or comma of a column drawn where its vertical form sits:
                # in the upper right of its em box (a horizontal font's glyph moved).
                return candidate
        elif (
            abs(candidate.v - line.v) < params.baseline_tolerance * em
            and gap > -params.backtrack * em
        ):
            return candidate
        elif (
            abs(candidate.v - line.v) < params.mark_rise * em
            and line.start - params.mark_reach * em <= candidate.u0[0]
            and gap <= params.mark_reach * em
            and all(map(is_mark, run.texts))
        ):
            return candidate  # marks raised or lowered over the line's glyphs
    if line.key == DOWN and frame.key == RIGHT:
        inline = _across_column(line, run, params)
        if inline is not None:
            return inline
    alt = line.alt
    if alt is None or line.glyph_count != 1:
        return None
    for candidate in (frame, run.alt):
        if candidate is None or candidate.key != alt.key:
            continue
        if abs(candidate.v - alt.v) >= params.stack_offset * em:
            continue
        single = len(candidate.u0) == 1
        limit = params.stack_gap if single else params.stack_gap_run
        gap = candidate.u0[0] - alt.u1[0]
        if -limit * em <= gap <= limit * em and (
            not single
            or alt.key == RIGHT
            or is_wide(line.texts[0])
            or is_wide(run.texts[0])
            or _steps(line, alt, runs, index, gap, params)
        ):
            line.rekey(alt)
            return candidate
        if (
            single
            and limit * em < gap <= params.stack_gap_spaced * em
            and _steps(line, alt, runs, index, gap, params)
        ):
            line.rekey(alt)
            return candidate
    return None


def _steps(
    line: Line, alt: Frame, runs: list[Run], index: int, gap: float, params: LayoutParams
) -> bool:
    """Whether single glyphs, consecutive in content order from the line's glyph on,
    step along ``alt``'s direction like the glyphs of one line: each em box after the
    previous one with the same white between them (the ``gap`` of the first pair), on
    the same centre line (baseline), as letter-spaced vertical writing is drawn one
    glyph per ``Td`` (cairo), or a column whose first glyphs are Latin set upright.
    A column needs at least ``stack_glyphs`` such glyphs and a wide East Asian one
    among them: single digits of table cells drawn column after column, one below the
    other, stay lines. A vertical font's glyphs side by side along a line need no wide
    glyph (columns of single vertical glyphs do not touch side by side)."""
    em = line.size
    n = params.stack_glyphs
    texts = [line.texts[0]]
    end = alt.u1[0]
    previous = gap
    for run in runs[index : index + n + 2]:
        if len(run.texts) != 1:
            break
        step = None
        for frame in (run.frame, run.alt):
            if (
                frame is not None
                and frame.key == alt.key
                and abs(frame.v - alt.v) < params.stack_offset * em
            ):
                step = frame
                break
        if step is None:
            break
        white = step.u0[0] - end
        if abs(white - previous) > params.stack_gap * em:
            break
        texts.append(run.texts[0])
        end = step.u1[0]
        previous = white
    if len(texts) < n:
        return False
    return alt.key == RIGHT or any(map(is_wide, texts))


def _across_column(line: Line, run: Run, params: LayoutParams) -> Frame | None:
    """A short horizontal run set upright inside a column (tate-chu-yoko: digits, Latin
    abbreviations), right below the column's end or beside its last glyph, as the column
    frame its glyphs share (upLaTeX, Chromium's ``text-combine-upright``)."""
    frame = run.frame
    em = run.size if run.size > line.size else line.size
    x0, x1 = min(frame.u0), max(frame.u1)
    if x1 - x0 > params.combine_width * em:
        return None
    margin = params.stack_offset * 2 * em
    if x0 < line.lo - margin or x1 > line.hi + margin:
        return None
    n = len(frame.u0)
    top = -(frame.v + params.em_top * run.size)
    bottom = -(frame.v + params.em_bottom * run.size)
    centre = (x0 + x1) / 2
    gap = top - line.end
    if -params.stack_gap_run * em <= gap <= params.stack_gap_run * em:
        # The run fills one em cell of the column, whatever its own size.
        cell0 = line.end
        cell1 = max(bottom, cell0 + line.size)
        return Frame(DOWN, [cell0] * n, [cell1] * n, centre, x0, x1)
    last0, last1 = line.u0[-1], line.u1[-1]
    overlap = min(last1, bottom) - max(last0, top)
    if overlap > 0.5 * (bottom - top):
        return Frame(DOWN, [last0] * n, [last1] * n, centre, x0, x1)
    return None


class _Drawn:
    """Strings already drawn on the page, by their first glyph's text and place: a
    string drawn again with the same glyphs where it was drawn (within ``redrawn``),
    however far apart in the content stream, is one text (a box of a page drawn twice,
    fake bold by double drawing). Looked up in a grid of cells ``redrawn`` em wide, so
    each string costs a few dictionary look-ups."""

    __slots__ = ("cells", "params")

    def __init__(self, params: LayoutParams) -> None:
        self.params = params
        self.cells: dict[tuple[str, int, int, int, int], list[Run]] = {}

    def again(self, run: Run) -> bool:
        """Whether ``run`` repeats a string drawn before; if not, it is recorded."""
        texts = run.texts
        text = texts[0]
        if not text or not run.size > 0.0:
            return False
        frame = run.frame
        if frame.u1[-1] <= frame.u0[0]:
            return False  # glyphs without advance (zero-width spaces) repeat by design
        step = self.params.redrawn * run.size
        fu, fv = frame.u0[0] / step, frame.v / step
        if not (math.isfinite(fu) and math.isfinite(fv)):
            return False
        iu, iv = math.floor(fu), math.floor(fv)
        size = round(run.size * 8)
        cells = self.cells
        for du in (0, -1 if fu - iu < 0.5 else 1):
            for dv in (0, -1 if fv - iv < 0.5 else 1):
                for other in cells.get((text, size, frame.key, iu + du, iv + dv), ()):
                    if _same_glyphs(run, other, step):
                        return True
        cells.setdefault((text, size, frame.key, iu, iv), []).append(run)
        return False


def _same_glyphs(run: Run, other: Run, tolerance: float) -> bool:
    """Whether ``run`` draws the texts of ``other``, or its first ones (the rest clipped
    away), each within ``tolerance`` of the other's."""
    texts = run.texts
    if other.texts != texts and other.texts[: len(texts)] != texts:
        return False
    a, b = run.frame, other.frame
    if abs(a.v - b.v) >= tolerance:
        return False
    return all(abs(x - y) < tolerance for x, y in zip(a.u0, b.u0))


def _drawn_again(run: Run, current: Line | None, lines: list[Line], params: LayoutParams) -> bool:
    """Whether ``run`` repeats glyphs already on a recent line at the same place."""
    text = run.texts[0]
    if not text:
        return False
    frame = run.frame
    tolerance = params.overprint * run.size
    candidates = lines[-4:]
    if current is not None and current not in candidates:
        candidates.append(current)
    for line in candidates:
        if line.key != frame.key or abs(line.v - frame.v) >= tolerance:
            continue
        for i, other in enumerate(line.texts):
            if other != text or abs(line.u0[i] - frame.u0[0]) >= tolerance:
                continue
            n = len(run.texts)
            if i + n <= len(line.texts) and all(
                line.texts[i + k] == run.texts[k] and abs(line.u0[i + k] - frame.u0[k]) < tolerance
                for k in range(n)
            ):
                return True
    return False


def _merge(lines: list[Line], params: LayoutParams) -> list[Line]:
    """Join pieces of one line that the content stream wrote apart: on one baseline and
    close, or interleaved without a glyph of one covering a glyph of the other
    (LibreOffice draws a space after a run, then the Hangul run that comes before it)."""
    merged: list[Line] = []
    gutters = _Gutters(lines, params)
    baselines: dict[int, list[float]] = {}
    """Per MCID, the baselines of the pieces it marks."""
    for line in lines:
        for mcid in _mcids(line):
            baselines.setdefault(mcid, []).append(line.v)
    tagged = len(baselines) > 1
    for line in lines:
        target = None
        em = line.size
        tolerance = params.baseline_tolerance * em
        back = params.backtrack * em
        marks_only = line.glyph_count <= 8 and all(map(is_mark, line.texts))
        marked = tagged and _marked(line)
        crossed = False  # a line a line's height or more away was drawn since
        for k in range(len(merged) - 1, max(-1, len(merged) - 40), -1):
            other = merged[k]
            if other.key != line.key:
                continue
            if abs(other.v - line.v) >= em:
                crossed = True
            # A piece marked an artifact beside a piece of content (leader dots between
            # a contents entry and its page number) is read where it stands.
            beside = other.artifact != line.artifact
            if abs(other.v - line.v) >= tolerance:
                if (
                    marks_only
                    and abs(other.v - line.v) < params.mark_rise * em
                    and other.start - params.mark_reach * em <= line.start
                    and line.end <= other.end + params.mark_reach * em
                ):
                    target = other  # marks raised or lowered over the line's glyphs
                    break
                continue
            after = line.start >= other.end - back
            before = line.end <= other.start + back
            long = params.long_piece * em
            if line.end - line.start > long and other.end - other.start > long:
                reach = params.merge_gap_long * em
            else:
                reach = params.merge_gap * em
            apart = (
                marked
                and (after or before)
                and _marked(other)
                and _read_apart(line, other, after, crossed, baselines, params)
            )
            if (
                (
                    after
                    and not apart
                    and line.start - other.end < reach
                    and not gutters.between(other, line)
                )
                or (
                    before
                    and not apart
                    and other.start - line.end < reach
                    and not gutters.between(line, other)
                )
                or (not beside and not after and not before and _interleaves(line, other))
            ):
                target = other
                break
        if target is None:
            merged.append(line)
        else:
            target.absorb(line)
            target.artifact = target.artifact and line.artifact
    return merged


def _marked(line: Line) -> bool:
    """Whether the line's text lies in marked content of the structure tree (an MCID)."""
    return any(run.mcid is not None for run in line.runs)


def _mcids(line: Line) -> set[int]:
    return {run.mcid for run in line.runs if run.mcid is not None}


def _read_apart(
    line: Line,
    other: Line,
    after: bool,
    crossed: bool,
    baselines: dict[int, list[float]],
    params: LayoutParams,
) -> bool:
    """Whether two marked pieces on one baseline of a tagged page, ``line`` drawn after
    ``other`` and lying after it along the baseline (``after``) or before it, are two
    texts read apart. The content's order is its producer's logical order there: pieces
    with white of a gutter between them (``gutter_min``, no word space) that have
    another line drawn between them (``crossed``: a line a line's height away, not a
    superscript), or whose marked-content sequences differ and one of them goes on over
    other lines (a block of its own), are read in that order: a margin note beside the
    lines of a paragraph, a heading of the next column beside a line of this one."""
    em = max(line.size, other.size)
    left, right = (other, line) if after else (line, other)
    if _ink_start(right) - _ink_end(left) < params.gutter_min * em:
        return False
    if crossed:
        return True
    own, others = _mcids(line), _mcids(other)
    if own == others:
        return False
    return any(
        abs(v - piece.v) >= em
        for piece, mcids in ((line, own), (other, others))
        for mcid in mcids
        for v in baselines[mcid]
    )


def _raised_markers(lines: list[Line], params: LayoutParams) -> list[Line]:
    """Join superscripts raised by their own matrix to the line they are raised from, at
    their place along it: author markers (``∗ # †``), footnote numbers. A short piece
    (at most ``marker_glyphs``) set smaller (``marker_size``) whose baseline lies above a
    line's but below the top of its box, beside or among its glyphs, is part of that
    line, not a line of its own read before it. Wide East Asian text is left to ruby."""
    out: list[Line] = []
    for k, line in enumerate(lines):
        if (
            line.key != DOWN
            and line.glyph_count <= params.marker_glyphs
            and any(text.strip() for text in line.texts)
            and not any(map(is_wide, line.texts))
        ):
            target = _raised_from(line, lines, k, params)
            if target is not None:
                target.absorb(line)
                continue
        out.append(line)
    return out


def _raised_from(line: Line, lines: list[Line], k: int, params: LayoutParams) -> Line | None:
    """The line ``line`` is raised from, among its neighbours in content order."""
    best: Line | None = None
    for other in islice(lines, max(0, k - 40), k + 40):
        if (
            other is line
            or other.key != line.key
            or other.artifact != line.artifact
            or other.glyph_count <= line.glyph_count
            or line.size > params.marker_size * other.size
            or not other.v < line.v < other.hi
        ):
            continue
        reach = params.merge_gap * other.size
        if line.start < other.start - reach or line.end > other.end + reach:
            continue
        inside = line.end > other.start and line.start < other.end
        if inside and not _interleaves(line, other):
            continue
        if best is None or line.v - other.v < line.v - best.v:
            best = other
    return best


class _Gutters:
    """Where the white between two pieces of a would-be line is a column gutter: the
    white runs on down the lines around them, with long lines of text (prose, not table
    cells) ending at its left and starting at its right and (nearly) none crossing it.
    Two columns whose baselines line up otherwise join wherever one of their lines is
    short (a paragraph's last line), and a line across the gutter hides it from the
    reading order's cuts (:mod:`inspector.text.order`)."""

    __slots__ = ("params", "pieces", "vs")

    def __init__(self, lines: list[Line], params: LayoutParams) -> None:
        self.params = params
        self.pieces = sorted(lines, key=lambda line: line.v)
        self.vs = [line.v for line in self.pieces]

    def between(self, left: Line, right: Line) -> bool:
        """Whether the white between ``left`` and ``right`` (both on one baseline, in
        that order along it) is a gutter. The white is taken between their inked glyphs:
        a space drawn at the end of a column's line narrows no gutter. Looks at the
        pieces within a few lines' height, found by bisection, and where those show
        prose on one side only (a heading beside short lines of a formula), at the
        pieces the white runs on between down the page, up to a line across it:
        near-linear in the page's lines."""
        params = self.params
        em = max(left.size, right.size)
        x0, x1 = left.end, right.start
        if x1 - x0 < params.gutter_min * em:
            x0, x1 = _ink_end(left), _ink_start(right)
            if x1 - x0 < params.gutter_min * em:
                return False  # a word space
        window = params.gutter_window * em
        middle = (x0 + x1) / 2
        lo = bisect_left(self.vs, left.v - window)
        hi = bisect_left(self.vs, left.v + window, lo)
        left_count, right_count, across = self._beside(
            islice(self.pieces, lo, hi), x0, x1, left, right, em
        )
        if left_count >= 2 and right_count >= 2:
            return across < min(left_count, right_count)
        if across or max(left_count, right_count) < 2:
            return False  # no column of prose beside it here (cells of a table, a form)
        # The white runs on above and below the window: count the long lines beside it
        # as far as it goes clear, each way from the baseline.
        k = bisect_left(self.vs, left.v)
        below = reversed(self.pieces[max(0, k - _STRIP) : k])
        above = islice(self.pieces, k, k + _STRIP)
        left_count = right_count = 0
        for side in (below, above):
            found = self._beside(_clear(side, middle), x0, x1, left, right, em)
            left_count += found[0]
            right_count += found[1]
        return left_count >= 2 and right_count >= 2

    def _beside(
        self, pieces: Iterable[Line], x0: float, x1: float, left: Line, right: Line, em: float
    ) -> tuple[int, int, int]:
        """Of ``pieces``: the long ones ending at most ``gutter_ragged`` before ``x0``, the
        long ones starting at most that after ``x1``, and those across the middle."""
        params = self.params
        long = params.long_piece * em
        ragged = params.gutter_ragged * em
        middle = (x0 + x1) / 2
        before = after = across = 0
        for piece in pieces:
            if piece is left or piece is right or piece.key != left.key:
                continue
            start, end = piece.start, piece.end
            if start < middle < end:
                # White drawn at its ends (a space before the break) crosses nothing.
                start, end = _ink_start(piece), _ink_end(piece)
                if start < middle < end:
                    across += 1
                    continue
            if end - start < long:
                continue
            if x0 - ragged <= end <= middle:
                before += 1
            elif middle <= start <= x1 + ragged:
                after += 1
        return before, after, across


_STRIP = 200
"""Pieces looked at each way from a baseline when following a gutter down the page."""


def _clear(pieces: Iterable[Line], middle: float) -> Iterator[Line]:
    """The pieces up to (not including) the first one whose ink is across ``middle``."""
    for piece in pieces:
        if piece.start < middle < piece.end and _ink_start(piece) < middle < _ink_end(piece):
            return
        yield piece


def _ink_end(line: Line) -> float:
    """Where the line's last glyph that is not white ends."""
    ends = [u1 for u1, text in zip(line.u1, line.texts) if text.strip()]
    return max(ends) if ends else line.end


def _ink_start(line: Line) -> float:
    """Where the line's first glyph that is not white starts."""
    starts = [u0 for u0, text in zip(line.u0, line.texts) if text.strip()]
    return min(starts) if starts else line.start


def _interleaves(piece: Line, line: Line) -> bool:
    """Whether every glyph of ``piece`` falls into white of ``line`` (none of its glyphs
    covers one of the line's by more than a third of the narrower)."""
    if piece.glyph_count > 200 or line.glyph_count > 2000:
        return False
    for a0, a1 in zip(piece.u0, piece.u1):
        for b0, b1 in zip(line.u0, line.u1):
            overlap = min(a1, b1) - max(a0, b0)
            if overlap > 0 and overlap > (min(a1 - a0, b1 - b0) or 1.0) / 3:
                return False
    return True


def typical_gap(gaps: list[float], same: list[bool] | None = None) -> float:
    """The line's usual white between glyphs (its tracking), in em, never below zero.

    When at least two thirds of the gaps are alike (within 0.1 em of their median) and
    lie inside strings (``same``: the pair comes from one string, spaced by ``Tc``), that
    median, however wide: letter-spaced headings and columns. Otherwise the median of the
    gaps under one em, wider ones being word spaces or columns, and zero for lines with
    fewer than three of them. ``same`` None: every pair comes from one string.
    """
    if len(gaps) >= 3:
        ordered = sorted(gaps)
        median = ordered[(len(ordered) - 1) // 2]
        if same is None:
            alike = inside = _near_median(ordered, median)
        else:
            near = [i for i, g in enumerate(gaps) if abs(g - median) <= 0.1]
            alike, inside = len(near), sum(1 for i in near if same[i])
        if alike * 3 >= len(gaps) * 2 and inside * 3 >= len(gaps) * 2:
            return median if median > 0.0 and math.isfinite(median) else 0.0
    small = sorted(g for g in gaps if g < 1.0)
    if len(small) < 3:
        return 0.0
    middle = (len(small) - 1) // 2
    value = small[middle]
    # Where the gaps fall in two groups clearly apart and the median is among the wider
    # ones, as many of a line's gaps are spaces: TeX's math sets each glyph by itself with
    # 0.22 and 0.28 em round its operators (𝑎2 + 𝑏2 = 𝑐2). The tracking is the narrower
    # group's, when it is one tight group (within 0.1 em, as in _near_median) of three
    # gaps and a third of them at least: not a few kerned pairs of a letter-spaced
    # heading, not the tight and the distributed cells of one table row.
    if value - small[0] <= _GROUPS_APART:
        # No group of gaps below the median lies that far under it (most lines).
        return value if value > 0.0 and math.isfinite(value) else 0.0
    jump, split = max((b - a, i) for i, (a, b) in enumerate(pairwise(small)))
    if (
        jump > _GROUPS_APART
        and split < middle
        and split >= 2
        and (split + 1) * 3 >= len(small)
        and small[split] - small[0] <= 0.1
    ):
        value = small[split // 2]
    return value if value > 0.0 and math.isfinite(value) else 0.0


_GROUPS_APART = 0.15
"""Gaps (em) this much wider than the next narrower gap of a line begin another group
(the line's word spaces, beside its tracking): :func:`typical_gap`."""


def _near_median(ordered: list[float], median: float) -> int:
    """How many of the sorted gaps lie within 0.1 em of their median. Finite, they are
    one stretch of the sorted list around the median (the distance falls towards it and
    grows past it), found by bisection; otherwise counted one by one."""
    if not math.isfinite(sum(ordered)):
        return sum(1 for g in ordered if abs(g - median) <= 0.1)
    middle = (len(ordered) - 1) // 2
    first = bisect_left(ordered, True, 0, middle + 1, key=lambda g: abs(g - median) <= 0.1)
    end = bisect_left(ordered, True, middle, len(ordered), key=lambda g: abs(g - median) > 0.1)
    return end - first
