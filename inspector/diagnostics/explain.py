"""The garble explainer: which naive reading of which font reproduces a garbled text.

Given what somebody's extractor printed, every naive reading of
:mod:`inspector.diagnostics.naive` is applied to every font over the pages, and each
(font, reading) pair is scored by how much of the garbled text it reproduces.

Matching works on character n-grams (trigrams for texts of 12 characters or more) of
both texts after normalization (NFC, whitespace and control characters removed, U+FFFD
and ``?`` made equal), so it is robust to the spaces and line breaks extractors add and
to the garbled text being an excerpt of a page, or running over several pages. The n-grams
the correct reading already produces are set aside: they need no explanation, so a
garbled text that mixes correct Latin lines with garbled CJK ones is judged on the CJK.

On documents of more than :data:`SAMPLE_PAGES` pages, and unless pages are given, an
evenly spread sample of pages is read (the first pages always among them), which keeps a
1,000-page file to a few seconds; the mistake an extractor makes is the same on every
page, but the excerpt has to come from a sampled page to be matched.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from inspector.content import PageTrace, TextShow
from inspector.decode import CompositeFont, Font, FontEntry
from inspector.diagnostics.naive import CODECS, READINGS, ReaderCache, Readings, page_readings

SAMPLE_PAGES = 100
"""Pages read when the document has more and no pages are given."""

WINDOW_SLACK = 0.2
"""The matching stretch of a reading's text may be this much longer than the garbled
text (extractors drop or add characters; other fonts' text may sit in between)."""

UNRECOVERABLE_SHARE = 0.5
"""The right text counts as unrecoverable when at least this share of it is unmapped."""

CODEC_LABELS = {
    "latin-1": "Latin-1 (ISO 8859-1)",
    "winansi": "WinAnsi (cp1252)",
    "shift-jis": "Shift-JIS (cp932)",
    "gbk": "GBK",
    "big5": "Big5 (cp950)",
    "euc-kr": "EUC-KR (cp949)",
    "utf-16be": "UTF-16BE",
}


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
    """Other readings that print exactly the same for this font on these pages."""


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


def normalize(text: str) -> str:
    """Text as compared: NFC, no whitespace or control/format characters, U+FFFD as ``?``."""
    out = []
    for ch in unicodedata.normalize("NFC", text):
        if ch.isspace() or unicodedata.category(ch) in ("Cc", "Cf"):
            continue
        out.append("?" if ch == "\ufffd" else ch)
    return "".join(out)


class Target:
    """The garbled text, normalized and cut into n-grams."""

    def __init__(self, garbled: str) -> None:
        self.text = normalize(garbled)
        size = len(self.text)
        self.n = 3 if size >= 12 else 2 if size >= 4 else 1
        self.grams = [self.text[i : i + self.n] for i in range(max(size - self.n + 1, 0))]
        self.gram_set = frozenset(self.grams)
        self.explained: set[str] = set()
        """N-grams the correct reading produces: they need no explanation."""

    def note_correct(self, text: str) -> None:
        """Set aside the n-grams of correct text."""
        self.explained.update(g for g in grams_of(text, self.n) if g in self.gram_set)

    @property
    def open_positions(self) -> list[str]:
        """N-grams of the garbled text (with repeats) the correct reading does not give."""
        return [g for g in self.grams if g not in self.explained]


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
    target = Target(garbled)
    if not target.grams:
        return []
    chosen = pages if pages is not None else sample_pages(analysis.page_count, sample)
    tracks = _read_pages(analysis, chosen, target)
    if not target.open_positions:
        return []
    found: list[tuple[tuple[float, float, int, int], Candidate]] = []
    for font_order, track in enumerate(tracks.values()):
        for scored in _score_font(track, target):
            precision, candidate = scored
            key = (-candidate.score, -precision, READINGS.index(candidate.reading), font_order)
            found.append((key, candidate))
    found.sort(key=lambda item: item[0])
    return [candidate for _key, candidate in found]


def correct_matches(garbled: str, analysis: AnalysisLike, pages: list[int] | None) -> float:
    """The share of the garbled text's n-grams the correct reading already produces."""
    target = Target(garbled)
    if not target.grams:
        return 0.0
    for trace in analysis.trace(pages):
        target.note_correct(normalize("".join(s.decoded.text for s in trace.strings)))
    return 1.0 - len(target.open_positions) / len(target.grams)


# -- reading the pages ---------------------------------------------------------------------


def _read_pages(
    analysis: AnalysisLike, pages: list[int] | None, target: Target
) -> dict[object, _FontTrack]:
    """Every reading of every string, grouped by font; notes the correct n-grams."""
    readers = font_lookup(analysis)
    tracks: dict[object, _FontTrack] = {}
    operator = 0
    for trace in analysis.trace(pages):
        target.note_correct(normalize("".join(s.decoded.text for s in trace.strings)))
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
    return tracks


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
    open_positions = target.open_positions
    open_set = frozenset(open_positions)
    width = len(target.text) + int(len(target.text) * WINDOW_SLACK) + 2 * target.n
    for reading, normalized, equivalent in _distinct_readings(track):
        window = _best_window(normalized, target.n, open_set, width)
        if window is None:
            continue
        score = sum(1 for g in open_positions if g in window.grams) / len(open_positions)
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


def _distinct_readings(track: _FontTrack) -> list[tuple[str, list[str], list[str]]]:
    """(reading, normalized text per string, equivalent readings) for each reading whose
    text differs from the correct text and from every reading listed before it."""
    correct = "".join(normalize(u.correct) for u in track.units)
    first_of: dict[str, int] = {}
    out: list[tuple[str, list[str], list[str]]] = []
    for reading in READINGS:
        pieces = [u.readings.get(reading) for u in track.units]
        if all(p is None for p in pieces):
            continue
        normalized = [normalize(p) if p is not None else "" for p in pieces]
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
    while True:
        for at_start in (True, False):
            unit = units[lo] if at_start else units[hi - 1]
            edge = [k for k in range(lo, hi) if units[k] == unit]
            if len(edge) == hi - lo:
                return positions[lo:hi]
            if all(counts[grams[k]] > sum(1 for j in edge if grams[j] == grams[k]) for k in edge):
                for k in edge:
                    counts[grams[k]] -= 1
                lo, hi = (edge[-1] + 1, hi) if at_start else (lo, edge[0])
                break
        else:
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


# -- explanations ----------------------------------------------------------------------------


def explain_reading(reading: str, font: Font | None, label: str, correct: str) -> str:
    """One sentence: what an extractor making this mistake did, and the right text."""
    right = _right_text(correct)
    composite = isinstance(font, CompositeFont)
    encoding = _encoding(font)
    route = _route(font)
    if reading == "cid-as-unicode":
        what = (
            f"printed each CID of {label} as a Unicode code point (reading {encoding} codes "
            f"as UCS-2) instead of mapping it through {route}"
            if composite
            else f"printed each character code of {label} as a Unicode code point instead of "
            f"mapping it through {route}"
        )
    elif reading in CODECS:
        how = (
            f"splitting them into codes by {encoding} and mapping those through {route}"
            if composite
            else f"mapping each byte through {route}"
        )
        what = (
            f"decoded the raw string bytes of {label} as {CODEC_LABELS[reading]} text "
            f"instead of {how}"
        )
    elif reading == "fixed-two-byte":
        what = (
            f"split the string bytes of {label} into fixed two-byte codes, ignoring the "
            f"{_lengths(font)} codes of the {encoding} codespace, so the codes after a "
            "shorter code came out of step"
        )
    elif reading == "tounicode-ignored":
        what = f"ignored the ToUnicode CMap of {label} and used {_fallback(font)} instead"
    elif reading == "tj-space-splice":
        what = (
            f"put a space byte (0x20) into the string bytes of {label} at each wide TJ gap "
            "before splitting them into codes, so the codes after a gap were read one byte "
            "out of step"
        )
    else:
        raise ValueError(f"unknown reading {reading!r}")
    return f"The extractor {what}; {right}."


def _right_text(correct: str) -> str:
    visible = [ch for ch in correct if not ch.isspace()]
    if not visible:
        return "the strings show no text"
    if sum(1 for ch in visible if ch == "\ufffd") >= UNRECOVERABLE_SHARE * len(visible):
        return (
            "the right text is not in the PDF (no ToUnicode and no known character "
            "collection map these codes), so only OCR can give it"
        )
    return f'the right text is "{_excerpt(correct)}"'


def _excerpt(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _encoding(font: Font | None) -> str:
    if font is not None and font.encoding_cmap is not None:
        return font.encoding_cmap.name
    encoding = font.facts.encoding if font is not None else None
    return encoding or "its encoding"


def _route(font: Font | None) -> str:
    """The mapping the correct reading uses (§9.10.2)."""
    if font is None:
        return "the font's mappings"
    if font.to_unicode is not None:
        return "its ToUnicode CMap"
    if isinstance(font, CompositeFont):
        if font.collection_map is not None:
            return f"the {font.collection}-UCS2 map"
        return "a ToUnicode CMap, which the font lacks"
    return f"its encoding ({font.facts.encoding or 'built-in'})"


def _fallback(font: Font | None) -> str:
    if isinstance(font, CompositeFont):
        if font.collection_map is not None:
            return f"the {font.collection}-UCS2 map"
        return "the CIDs as code points"
    return "the glyph names of its encoding"


def _lengths(font: Font | None) -> str:
    if font is None:
        return "shorter"
    sizes = sorted({r.length for r in font.codespace.ranges})
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    return " and ".join(f"{words.get(n, str(n))}-byte" for n in sizes)


__all__ = [
    "SAMPLE_PAGES",
    "AnalysisLike",
    "Candidate",
    "correct_matches",
    "explain_garbled",
    "explain_reading",
    "font_lookup",
    "normalize",
    "sample_pages",
]
