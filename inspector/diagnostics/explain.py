"""The garble explainer: which naive reading of which font reproduces a garbled text.

Given what somebody's extractor printed, every naive reading of
:mod:`inspector.diagnostics.naive` is applied to every font over the pages, and each
(font, reading) pair is scored by how much of the garbled text it reproduces.

- Both texts are normalized: NFC, whitespace and format characters removed, U+FFFD and
  ``?`` made equal, and control characters removed unless the garbled text has some
  (then whoever copied it kept them, and they have to match). Matching works on
  character n-grams (trigrams from 12 characters on), so it is robust to the spaces and
  line breaks extractors add and to the garbled text being only an excerpt.
- The characters the correct reading already produces are set aside: they need no
  explanation, so a text that mixes correct Latin lines with garbled CJK ones is judged
  on the CJK. The score is the share of the other characters a reading reproduces.
- Only the best stretch of a reading's text counts, about as long as the garbled text
  (a sliding window), trimmed of strings at its ends that match nothing the rest does
  not: n-grams that a reading happens to produce on other pages are coincidences.
- Readings that print the same for a font are one candidate (``equivalent``), over the
  whole font, or over the matching strings when the score is the same.

On documents of more than :data:`SAMPLE_PAGES` pages, and unless pages are given, an
evenly spread sample of pages is read (the first pages always among them), which keeps a
1,000-page file to a few seconds; the mistake an extractor makes is the same on every
page, but the excerpt has to come from a sampled page to be matched.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from inspector.content import PageTrace, TextShow
from inspector.decode import Font, FontEntry
from inspector.diagnostics.naive import (
    READINGS,
    ReaderCache,
    Readings,
    explain_reading,
    page_readings,
)

SAMPLE_PAGES = 100
"""Pages read when the document has more and no pages are given."""

WINDOW_SLACK = 0.2
"""The matching stretch of a reading's text may be this much longer than the garbled
text (extractors drop or add characters; other fonts' text may sit in between)."""


class AnalysisLike(Protocol):
    """What the explainer needs of :class:`inspector.analysis.Analysis`."""

    @property
    def page_count(self) -> int:
        """Number of pages."""
        ...

    def trace(self, pages: list[int] | None = None) -> Iterator[PageTrace]:
        """Trace pages one at a time."""
        ...

    def fonts(self, pages: list[int] | None = None) -> list[FontEntry]:
        """Every font reachable from the pages."""
        ...


@dataclass(frozen=True)
class Candidate:
    """One naive reading of one font that reproduces (part of) a garbled text."""

    reading: str
    font: str
    """BaseFont, or the resource name when the font has none."""
    pages: list[int]
    """1-based pages where this reading produces the garbled text."""
    score: float
    """0..1: the share of the garbled text (beyond what the correct reading already
    gives) that this reading reproduces."""
    explanation: str
    """One sentence: what the extractor did wrong and what the right text is."""
    correct_text: str
    """The correct reading's text for the matching strings."""
    matched_text: str = ""
    """What this reading prints for the same strings."""
    resources: list[str] = field(default_factory=list)
    equivalent: list[str] = field(default_factory=list)
    """Other readings that print the same: for the whole font on the pages read, or for
    the matching strings with the same score (the garbled text cannot tell them apart)."""


def font_lookup(analysis: AnalysisLike) -> ReaderCache:
    """Naive readers for the fonts of traced strings, found through ``analysis.fonts``."""
    known: dict[object, Font] = {}
    listed: set[int] = set()

    def lookup(show: TextShow) -> Font | None:
        if show.font_key not in known and show.page_index not in listed:
            listed.add(show.page_index)
            for entry in analysis.fonts([show.page_index]):
                known.setdefault(entry.key, entry.font)
        return known.get(show.font_key)

    return ReaderCache(lookup)


def sample_pages(count: int, limit: int = SAMPLE_PAGES) -> list[int] | None:
    """0-based pages to read: None (every page) up to ``limit`` pages, else ``limit``
    pages spread evenly, starting with the first."""
    if limit <= 0 or count <= limit:
        return None
    return sorted({i * count // limit for i in range(limit)})


_FORMAT = (
    r"\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
    r"\U000e0001\U000e0020-\U000e007f"
)
_CONTROLS = r"\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f"
"""Control characters that are not whitespace."""

_IGNORED = re.compile(rf"[\s{_FORMAT}{_CONTROLS}]")
"""Whitespace, control characters and the format characters extractors add or drop."""
_IGNORED_BUT_CONTROLS = re.compile(rf"[\s{_FORMAT}]")
_CONTROL = re.compile(rf"[{_CONTROLS}]")


def normalize(text: str, keep_controls: bool = False) -> str:
    """Text as compared: NFC, no whitespace or format characters, U+FFFD as ``?``, and
    no control characters unless ``keep_controls`` (for a garbled text that has them:
    then they were kept by whoever copied it and have to match)."""
    pattern = _IGNORED_BUT_CONTROLS if keep_controls else _IGNORED
    return pattern.sub("", unicodedata.normalize("NFC", text)).replace("\ufffd", "?")


class Target:
    """The garbled text, normalized and cut into n-grams."""

    def __init__(self, garbled: str, keep_controls: bool = False) -> None:
        self.keep_controls = keep_controls
        self.text = normalize(garbled, keep_controls)
        size = len(self.text)
        self.n = 3 if size >= 12 else 2 if size >= 4 else 1
        self.grams = [self.text[i : i + self.n] for i in range(max(size - self.n + 1, 0))]
        self.gram_set = frozenset(self.grams)
        self.explained: set[str] = set()
        """N-grams the correct reading produces: they need no explanation."""

    def normalize(self, text: str) -> str:
        """A text normalized the way the garbled text was."""
        return normalize(text, self.keep_controls)

    def note_correct(self, text: str) -> None:
        """Set aside the n-grams of correct text."""
        grams = grams_of(self.normalize(text), self.n)
        self.explained.update(g for g in grams if g in self.gram_set)

    def covered(self, grams: Collection[str]) -> list[bool]:
        """For each character of the garbled text, whether an n-gram over it is in ``grams``."""
        marks = [False] * len(self.text)
        for i, gram in enumerate(self.grams):
            if gram in grams:
                marks[i : i + self.n] = [True] * self.n
        return marks

    @property
    def open_chars(self) -> list[int]:
        """Positions of the characters the correct reading does not produce. N-grams
        that straddle correct and garbled text explain neither, so coverage is counted
        by character."""
        return [i for i, done in enumerate(self.covered(self.explained)) if not done]

    @property
    def open_grams(self) -> frozenset[str]:
        """N-grams of the garbled text the correct reading does not produce."""
        return self.gram_set - self.explained


def grams_of(text: str, n: int) -> Iterator[str]:
    """The n-grams of a text."""
    return (text[i : i + n] for i in range(len(text) - n + 1))


@dataclass(slots=True)
class _Unit:
    """One string operand of one font: its page, operator and every reading."""

    page: int
    operator: int
    correct: str
    readings: Readings


@dataclass(slots=True)
class _FontTrack:
    """Everything read for one font over the pages."""

    font: Font | None
    label: str
    resources: list[str] = field(default_factory=list)
    units: list[_Unit] = field(default_factory=list)


@dataclass(frozen=True)
class GarbleReport:
    """What the explainer found, with what the caller needs to present it."""

    candidates: list[Candidate]
    """Best first."""
    correct_share: float
    """0..1: the share of the garbled text the correct reading already produces."""
    pages: list[int] | None
    """0-based pages read; None for every page."""


def explain_garbled(
    analysis: AnalysisLike,
    garbled: str,
    pages: list[int] | None = None,
    *,
    sample: int = SAMPLE_PAGES,
) -> list[Candidate]:
    """Rank the (font, naive reading) pairs that reproduce ``garbled``, best first.

    ``pages`` are 0-based; without them, documents longer than ``sample`` pages are
    sampled (see the module docstring). Pairs that reproduce nothing are left out, and
    so are readings that print the same as the correct reading.
    """
    return explain(analysis, garbled, pages, sample=sample).candidates


def explain(
    analysis: AnalysisLike,
    garbled: str,
    pages: list[int] | None = None,
    *,
    sample: int = SAMPLE_PAGES,
) -> GarbleReport:
    """:func:`explain_garbled` with the share of the text that needs no explanation.

    A garbled text with control characters is matched twice, with them and without
    them (whoever copied it may have kept some and lost others); each candidate keeps
    its better score.
    """
    chosen = pages if pages is not None else sample_pages(analysis.page_count, sample)
    modes = (False, True) if _CONTROL.search(garbled) else (False,)
    targets = [t for t in (Target(garbled, keep) for keep in modes) if t.grams]
    if not targets:
        return GarbleReport([], 0.0, chosen)
    tracks, page_texts = _read_pages(analysis, chosen)
    best: dict[tuple[int, str], tuple[tuple[float, float, int, int], Candidate]] = {}
    share = 0.0
    for target in targets:
        for text in page_texts:
            target.note_correct(text)
        open_chars = target.open_chars
        # The last target is the most faithful one: with control characters if any.
        share = 1.0 - len(open_chars) / len(target.text)
        if not open_chars:
            continue
        for font_order, track in enumerate(tracks.values()):
            for density, candidate in _score_font(track, target):
                order = READINGS.index(candidate.reading)
                key = (-candidate.score, -density, order, font_order)
                slot = (font_order, candidate.reading)
                if slot not in best or key < best[slot][0]:
                    best[slot] = (key, candidate)
    ranked = [candidate for _key, candidate in sorted(best.values(), key=lambda item: item[0])]
    return GarbleReport(_merge_alike(ranked), share, chosen)


def _merge_alike(candidates: list[Candidate]) -> list[Candidate]:
    """Fold readings that print the same for the matching strings of a font, with the
    same score, into the first of them: the garbled text cannot tell them apart."""
    first: dict[tuple[str, float, str], int] = {}
    out: list[Candidate] = []
    for candidate in candidates:
        key = (candidate.font, candidate.score, normalize(candidate.matched_text, True))
        if key in first:
            kept = out[first[key]]
            extra = [candidate.reading, *candidate.equivalent]
            out[first[key]] = replace(kept, equivalent=[*kept.equivalent, *extra])
            continue
        first[key] = len(out)
        out.append(candidate)
    return out


# -- reading the pages ---------------------------------------------------------------------


def _read_pages(
    analysis: AnalysisLike, pages: list[int] | None
) -> tuple[dict[object, _FontTrack], list[str]]:
    """Every reading of every string, grouped by font, and the correct text of each page."""
    readers = font_lookup(analysis)
    tracks: dict[object, _FontTrack] = {}
    page_texts: list[str] = []
    operator = 0
    for trace in analysis.trace(pages):
        page_texts.append("".join(s.decoded.text for s in trace.strings))
        readings = page_readings(trace, readers)
        previous: tuple[object, ...] | None = None
        for show, reading in zip(trace.strings, readings):
            key = (show.stream, show.forms, show.instruction)
            if key != previous or show.operator != "TJ":
                operator += 1
            previous = key
            track = tracks.get(show.font_key)
            if track is None:
                reader = readers(show)
                font = reader.font if reader is not None else None
                track = _FontTrack(font, _font_label(font, show.font_name))
                tracks[show.font_key] = track
            if show.font_name not in track.resources:
                track.resources.append(show.font_name)
            track.units.append(_Unit(trace.page_index + 1, operator, show.decoded.text, reading))
    return tracks, page_texts


def _font_label(font: Font | None, resource: str) -> str:
    base = font.facts.base_font if font is not None else None
    return base or f"/{resource}"


# -- scoring ---------------------------------------------------------------------------------


@dataclass(slots=True)
class _Window:
    """The stretch of one reading's text that best reproduces the garbled text."""

    first_unit: int
    last_unit: int
    grams: set[str]
    """Wanted n-grams found in the stretch."""
    density: float
    """Share of the stretch's n-grams that are wanted (breaks ties)."""


def _score_font(track: _FontTrack, target: Target) -> Iterator[tuple[float, Candidate]]:
    """Score every reading of one font; yields (density, candidate) for those that match.

    Only the best stretch of the reading's text counts, one about as long as the garbled
    text: matches scattered over other pages are coincidences, not the excerpt.
    """
    open_chars = target.open_chars
    open_grams = target.open_grams
    width = len(target.text) + int(len(target.text) * WINDOW_SLACK) + 2 * target.n
    for reading, normalized, equivalent in _distinct_readings(track, target):
        window = _best_window(normalized, target.n, open_grams, width)
        if window is None:
            continue
        marks = target.covered(window.grams)
        score = sum(1 for i in open_chars if marks[i]) / len(open_chars)
        units = track.units[window.first_unit : window.last_unit + 1]
        correct = _join(units, None)
        yield (
            window.density,
            Candidate(
                reading=reading,
                font=track.label,
                pages=sorted({u.page for u in units}),
                score=round(score, 4),
                explanation=explain_reading(reading, track.font, track.label, correct),
                correct_text=correct,
                matched_text=_join(units, reading),
                resources=list(track.resources),
                equivalent=equivalent,
            ),
        )


def _distinct_readings(track: _FontTrack, target: Target) -> list[tuple[str, list[str], list[str]]]:
    """(reading, normalized text per string, equivalent readings) for each reading whose
    text differs from the correct text and from every reading listed before it."""
    correct = "".join(target.normalize(u.correct) for u in track.units)
    first_of: dict[str, int] = {}
    out: list[tuple[str, list[str], list[str]]] = []
    for reading in READINGS:
        pieces = [u.readings.get(reading) for u in track.units]
        if all(p is None for p in pieces):
            continue
        normalized = [target.normalize(p) if p is not None else "" for p in pieces]
        joined = "".join(normalized)
        if joined == correct:
            continue
        if joined in first_of:
            out[first_of[joined]][2].append(reading)
            continue
        first_of[joined] = len(out)
        out.append((reading, normalized, []))
    return out


def _best_window(
    normalized: Sequence[str], n: int, wanted: frozenset[str], width: int
) -> _Window | None:
    """The ``width`` characters of the joined strings holding the most wanted n-grams
    (sliding window over prefix sums), or None when no n-gram is wanted."""
    text = "".join(normalized)
    count = len(text) - n + 1
    if count <= 0:
        return None
    hits = [1 if text[i : i + n] in wanted else 0 for i in range(count)]
    total = sum(hits)
    if not total:
        return None
    prefix = [0]
    for h in hits:
        prefix.append(prefix[-1] + h)
    span = min(width, count)
    start = max(range(count - span + 1), key=lambda i: prefix[i + span] - prefix[i])
    inside = [i for i in range(start, start + span) if hits[i]]
    owner: list[int] = []
    for index, piece in enumerate(normalized):
        owner.extend([index] * len(piece))
    inside = _trim(inside, [owner[i] for i in inside], [text[i : i + n] for i in inside])
    return _Window(
        first_unit=owner[inside[0]],
        last_unit=owner[inside[-1]],
        grams={text[i : i + n] for i in inside},
        density=len(inside) / (inside[-1] - inside[0] + 1),
    )


def _trim(positions: list[int], units: list[int], grams: list[str]) -> list[int]:
    """Drop strings at either end of a window whose matched n-grams the rest of the window
    matches too: a coincidence next to the excerpt, not part of it."""
    counts = Counter(grams)
    lo, hi = 0, len(positions)
    trimmed = True
    while trimmed and units[lo] != units[hi - 1]:
        trimmed = False
        for at_start in (True, False):
            unit = units[lo] if at_start else units[hi - 1]
            edge = [k for k in range(lo, hi) if units[k] == unit]
            own = Counter(grams[k] for k in edge)
            if all(counts[g] > c for g, c in own.items()):
                counts.subtract(own)
                lo, hi = (edge[-1] + 1, hi) if at_start else (lo, edge[0])
                trimmed = True
                break
    return positions[lo:hi]


def _join(units: Sequence[_Unit], reading: str | None) -> str:
    """The correct text (reading None) or a reading's text of strings in order: nothing
    between strings of one operator or next to wide (CJK) characters, a space between
    operators otherwise, a line break between pages."""
    out: list[str] = []
    previous: _Unit | None = None
    for unit in units:
        text = unit.correct if reading is None else unit.readings.get(reading) or ""
        if not text:
            continue
        if previous is not None:
            if unit.page != previous.page:
                out.append("\n")
            elif unit.operator != previous.operator and not (
                _wide(out[-1][-1:]) or _wide(text[:1])
            ):
                out.append(" ")
        out.append(text)
        previous = unit
    return "".join(out).strip()


def _wide(ch: str) -> bool:
    return bool(ch) and unicodedata.east_asian_width(ch) in ("W", "F")


__all__ = [
    "SAMPLE_PAGES",
    "AnalysisLike",
    "Candidate",
    "GarbleReport",
    "explain",
    "explain_garbled",
    "font_lookup",
    "normalize",
    "sample_pages",
]
