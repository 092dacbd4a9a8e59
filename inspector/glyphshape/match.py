"""Nearest reference glyphs for query glyphs, and how sure each match is.

Features are unit vectors, so a dot product is the correlation of two bitmaps. Queries
are compared with every reference row in chunks (a few MB at a time, whatever the index
size), keeping each query's best few; the best character wins, the best *other* character
is the runner-up. A :class:`Matcher` takes the indexes one at a time, so that the route
can stop building them once every glyph has found its identical outline.

Width. Full- and half-width twins (``－``/``-``, ``）``/``)``, ``。``/``｡``) share an
outline and differ in advance. A query whose advance (in ems) is a full cell (about 1.0)
or at most :data:`HALF_WIDTH` loses :data:`WIDTH_PENALTY` of its score against the
candidates of the other class, and such candidates are no twins of it. A font whose
kana or ideographs are not one em wide (a proportional face, as IPA P Gothic, whose
``。`` is half an em) says nothing by its widths: there the twins stay ambiguous.

Twins. When another character's reference glyph correlates with the best one's at
:data:`TWIN` or more (``ー``/``一``/``―``, ``〜``/``～`` drawn by one glyph), the shape
cannot tell them apart: the match lists them as :attr:`ShapeMatch.alternatives` and is
never accepted, whatever the threshold.

Confidence (0-1) otherwise: how much of the runner-up's distance the best match closes,
``(best - runner_up) / (1 - runner_up)``, times :data:`MARGIN_GAIN`, capped at 1, and
scaled down when even the best score is poor (below :data:`GOOD_SCORE`, to nothing at
:data:`POOR_SCORE`); an identical outline (score 1.0 to rounding) is certain. Calibrated
on subsets stripped of every Unicode hint (Noto Sans CJK JP and SC against themselves,
IPA Gothic, IPA Mincho and Droid Sans Fallback against Noto Sans and Serif CJK; README,
"Glyph shapes"): at the default threshold 0.5 none of the accepted matches was wrong.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

from inspector.chain import ShapeMatch
from inspector.glyphshape.index import ReferenceIndex
from inspector.glyphshape.raster import EM_WEIGHT, SHAPE_SIZE, Floats
from inspector.glyphshape.references import ReferenceFont

GOOD_SCORE = 0.8
"""Below this score a match loses confidence: the glyph looks like no reference glyph
much."""
POOR_SCORE = 0.5
"""At or below this score a match has no confidence at all."""
MARGIN_GAIN = 1.2
"""How fast the lead over the runner-up turns into confidence."""
EXACT = 0.9995
"""A score at least this high is an identical outline."""
TWIN = 0.97
"""Reference glyphs that correlate this much are the same outline for the match of a
glyph identical to neither."""
IDENTICAL = 0.995
"""Reference glyphs that correlate this much are the same outline even for a glyph
identical to one of them (Hangul syllables that differ by a stroke reach 0.98)."""
NEAR = 0.05
"""Shape twins are twins only when the glyph's scores against them are this close."""
SHAPE_TWIN = 0.97
"""Reference glyphs whose box-normalized bitmaps correlate this much (``カ``/``力``,
``-``/``ｰ``) are the same shape; only where they sit in the em tells them apart, which
another family's glyph does not show reliably: twins unless the outline is identical."""
BARS = frozenset("-‐‑‒–—―−ー一ｰ－─━ㄧ﹣")
"""Horizontal bars: characters that differ only by length, thickness and height, which
vary from family to family; unless the outline is identical they are twins."""
MIN_CONFIDENCE = 0.5
"""Matches below this confidence are not used."""
CHUNK = 1024
"""Reference rows compared at a time (a 1,000-glyph page: 4 MB of scores)."""
KEEP = 8
FULL_WIDTH = (0.95, 1.05)
"""Advances (ems) of a full-width cell."""
HALF_WIDTH = 0.62
"""Advances up to this (ems) are narrow: half-width forms, proportional Latin."""
WIDTH_PENALTY = 0.2
SURE_SCORE = 0.9
"""A reading found among the common candidates only (the rare ideographs not searched)
is kept when its score reaches this and its confidence :data:`SURE_CONFIDENCE`: a rare
character it was not compared with would hardly have done better."""
SURE_CONFIDENCE = 0.75


@dataclass(frozen=True, slots=True)
class _Candidate:
    score: float
    char: str
    index: ReferenceIndex
    row: int
    conflict: bool
    """Whether the candidate's width class contradicts the query's."""

    @property
    def reference(self) -> ReferenceFont:
        return self.index.font

    @property
    def feature(self) -> Floats:
        """The reference glyph's feature (read when needed: a few kB per candidate)."""
        found: Floats = self.index.features[self.row].astype(np.float32)
        return found


def width_class(advance: float | None) -> int:
    """1 for a full-width cell, -1 for a narrow glyph, 0 for unknown or in between."""
    if advance is None or not np.isfinite(advance):
        return 0
    if FULL_WIDTH[0] <= advance <= FULL_WIDTH[1]:
        return 1
    if 0 < advance <= HALF_WIDTH:
        return -1
    return 0


def _classes(advances: Floats) -> npt.NDArray[np.int8]:
    """:func:`width_class` of each advance."""
    full = (advances >= FULL_WIDTH[0]) & (advances <= FULL_WIDTH[1])
    narrow = (advances > 0) & (advances <= HALF_WIDTH)
    out: npt.NDArray[np.int8] = full.astype(np.int8) - narrow.astype(np.int8)
    return out


def confidence(best: float, runner_up: float | None) -> float:
    """How sure a match with these scores is (see the module's docstring)."""
    quality = max(0.0, min(1.0, (best - POOR_SCORE) / (GOOD_SCORE - POOR_SCORE)))
    if runner_up is None:
        return quality
    if best >= EXACT:
        return 1.0
    closed = max(0.0, best - runner_up) / max(1e-6, 1.0 - runner_up)
    return max(0.0, min(1.0, MARGIN_GAIN * closed)) * quality


def _twins(a: Floats, b: Floats, exact: bool, close: bool) -> bool:
    """Whether two reference glyphs are the same outline for a match (see :data:`TWIN`,
    :data:`IDENTICAL`, :data:`SHAPE_TWIN`); ``exact``: the query is identical to ``a``;
    ``close``: its scores against both are within :data:`NEAR`."""
    if float(np.dot(a, b)) >= (IDENTICAL if exact else TWIN):
        return True
    if exact or not close:
        return False
    part = SHAPE_SIZE * SHAPE_SIZE
    return float(np.dot(a[:part], b[:part])) / (1 - EM_WEIGHT) >= SHAPE_TWIN


def _alphabet(char: str) -> str | None:
    """LATIN, GREEK or CYRILLIC for a letter of those alphabets (full-width too)."""
    name = unicodedata.name(char, "").removeprefix("FULLWIDTH ")
    found = name.split(" ", 1)[0]
    return found if found in ("LATIN", "GREEK", "CYRILLIC") else None


def _is_cell_char(char: str) -> bool:
    """Kana and ideographs: the characters a CJK face draws one em wide."""
    cp = ord(char)
    return 0x3041 <= cp <= 0x30FA or 0x4E00 <= cp <= 0x9FFF or 0xAC00 <= cp <= 0xD7A3


class Matcher:
    """The best candidates of each query over the indexes added so far."""

    def __init__(self, queries: Floats, advances: Sequence[float | None]) -> None:
        """Args:
        queries: ``(n, FEATURE_SIZE)`` unit feature rows.
        advances: each query glyph's advance in ems (None: unknown).
        """
        self.queries = np.asarray(queries, dtype=np.float32)
        self.classes = np.array([width_class(a) for a in advances], dtype=np.int8)
        self.advances = list(advances)
        self.found: list[list[_Candidate]] = [[] for _ in range(len(self.queries))]

    def add(self, index: ReferenceIndex) -> None:
        """Compare every query with an index's rows."""
        count = len(self.queries)
        if count == 0:
            return
        rows = len(index.chars)
        for start in range(0, rows, CHUNK):
            block = index.features[start : start + CHUNK].astype(np.float32)
            ref_classes = _classes(index.advances[start : start + CHUNK].astype(np.float32))
            conflict = (self.classes[:, None] * ref_classes[None, :]) < 0
            scores = self.queries @ block.T
            ranked = scores - WIDTH_PENALTY * conflict
            keep = min(KEEP, scores.shape[1])
            picks = (
                np.argpartition(scores, scores.shape[1] - keep, axis=1)[:, -keep:],
                np.argpartition(ranked, scores.shape[1] - keep, axis=1)[:, -keep:],
            )
            for i in range(count):
                for j in {int(j) for top in picks for j in top[i]}:
                    self.found[i].append(
                        _Candidate(
                            float(scores[i, j]),
                            index.chars[start + j],
                            index,
                            start + j,
                            bool(conflict[i, j]),
                        )
                    )
            for i in range(count):
                if len(self.found[i]) > 6 * KEEP:
                    self.found[i] = sorted(self.found[i], key=lambda c: -c.score)[: 3 * KEEP]

    def settled(self) -> bool:
        """Whether every query has found an identical outline (further indexes could
        only add twins, which shared glyphs already show)."""
        return all(any(c.score >= EXACT for c in found) for found in self.found)

    def sure(
        self, min_confidence: float = MIN_CONFIDENCE, results: list[ShapeMatch | None] | None = None
    ) -> list[bool]:
        """For each query, whether its reading would stand whatever further candidates
        were added: an identical outline, or accepted and unambiguous with a score of
        :data:`SURE_SCORE` and a confidence of :data:`SURE_CONFIDENCE` or more."""
        found = self.results(min_confidence) if results is None else results
        return [
            m is not None
            and m.accepted
            and not m.alternatives
            and (m.score >= EXACT or (m.score >= SURE_SCORE and m.confidence >= SURE_CONFIDENCE))
            for m in found
        ]

    def sure_share(self, min_confidence: float = MIN_CONFIDENCE) -> float:
        """The share of queries that are :meth:`sure` or whose candidates are twins that
        all look very much like it (``〜``/``～``: more candidates cannot settle those)."""
        if not len(self.queries):
            return 1.0
        found = self.results(min_confidence)
        placed = 0
        for ok, m in zip(self.sure(min_confidence, found), found):
            if ok or (m is not None and m.alternatives and m.score >= SURE_SCORE):
                placed += 1
        return placed / len(self.queries)

    def best_faces(self) -> dict[ReferenceFont, int]:
        """For each reference face, how many queries it gives the best match to, among
        the queries whose best match scores at least :data:`GOOD_SCORE` and is kana,
        Hangul or an ideograph (whose strokes show the design: punctuation and Latin
        are drawn much alike with serifs and without)."""
        wins: dict[ReferenceFont, int] = {}
        for found in self.found:
            if not found:
                continue
            best = max(found, key=lambda c: c.score)
            if best.score >= GOOD_SCORE and _is_cell_char(best.char):
                wins[best.reference] = wins.get(best.reference, 0) + 1
        return wins

    def widths_tell(self) -> bool:
        """Whether the font's widths can decide between twins: none of its glyphs that
        match kana or ideographs well is narrower or wider than one em."""
        for i, found in enumerate(self.found):
            if not found or self.advances[i] is None:
                continue
            best = max(found, key=lambda c: c.score)
            if best.score >= GOOD_SCORE and _is_cell_char(best.char) and self.classes[i] != 1:
                return False
        return True

    def results(self, min_confidence: float = MIN_CONFIDENCE) -> list[ShapeMatch | None]:
        """The best reference character for each query (None where no index had any).

        Context decides between twins of different alphabets (Latin ``A``, Greek ``Α``,
        Cyrillic ``А``) when the font's unambiguous accepted readings use exactly one of
        those alphabets."""
        use_width = self.widths_tell()
        out = [self._result(found, use_width, min_confidence) for found in self.found]
        used = {
            _alphabet(m.text) for m in out if m is not None and m.accepted and not m.alternatives
        }
        for i, m in enumerate(out):
            if m is None or not m.alternatives:
                continue
            group = [m.text, *m.alternatives]
            alphabets = [_alphabet(c) for c in group]
            if None in alphabets or len(set(alphabets)) != len(group):
                continue
            chosen = [c for c, a in zip(group, alphabets) if a in used]
            if len(chosen) != 1:
                continue
            others = [c for c in group if c != chosen[0]]
            found = [c for c in self.found[i] if c.char not in others]
            decided = self._result(found, use_width, min_confidence)
            if decided is not None and decided.text == chosen[0] and not decided.alternatives:
                out[i] = replace(decided, runner_up=others[0], runner_up_score=m.score)
        return out

    @staticmethod
    def _result(
        found: list[_Candidate], use_width: bool, min_confidence: float
    ) -> ShapeMatch | None:
        if not found:
            return None

        def rank(c: _Candidate) -> float:
            return c.score - (WIDTH_PENALTY if use_width and c.conflict else 0.0)

        per_char: dict[str, _Candidate] = {}
        for c in sorted(found, key=lambda c: -rank(c)):
            per_char.setdefault(c.char, c)
        ordered = list(per_char.values())
        best = ordered[0]
        twins = []
        others = []
        exact = best.score >= EXACT
        best_feature = best.feature  # read once: a few microseconds a candidate
        for c in ordered[1:]:
            ruled_out = use_width and c.conflict and not best.conflict
            bars = not exact and best.char in BARS and c.char in BARS
            close = c.score >= best.score - NEAR
            if not ruled_out and (bars or _twins(best_feature, c.feature, exact, close)):
                twins.append(c)
            else:
                others.append(c)
        best_score = rank(best)
        quality = max(0.0, min(1.0, (best_score - POOR_SCORE) / (GOOD_SCORE - POOR_SCORE)))
        runner: _Candidate | None
        if twins:
            runner = twins[0]
            sure = min(quality / (1 + len(twins)), 0.49)
        else:
            runner = others[0] if others else None
            sure = confidence(best_score, rank(runner) if runner else None)
        return ShapeMatch(
            text=best.char,
            reference=best.reference.label,
            reference_path=best.reference.path,
            reference_face=best.reference.index,
            score=round(best.score, 4),
            confidence=round(sure, 3),
            runner_up=runner.char if runner else None,
            runner_up_score=round(runner.score, 4) if runner else None,
            accepted=not twins and sure >= min_confidence,
            alternatives=tuple(c.char for c in twins),
        )


def match(
    queries: Floats,
    indexes: list[ReferenceIndex],
    min_confidence: float = MIN_CONFIDENCE,
    advances: Sequence[float | None] | None = None,
) -> list[ShapeMatch | None]:
    """The best reference character for each query row (None where no index has any).

    Args:
        queries: ``(n, FEATURE_SIZE)`` unit feature rows.
        indexes: the references to search.
        min_confidence: matches at or above it are accepted.
        advances: each query glyph's advance in ems (None: unknown).
    """
    matcher = Matcher(queries, advances if advances is not None else [None] * len(queries))
    for index in indexes:
        matcher.add(index)
    return matcher.results(min_confidence)
