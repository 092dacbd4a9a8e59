"""One pass over a document: every page traced once, feeding the diagnostics, the page
texts and the first occurrence of every code, which the report model is built from."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import partial

from inspector.analysis import Analysis
from inspector.chain import FLAG_ORDER, CodeInfo, Flag
from inspector.content import PageTrace
from inspector.decode import FontEntry
from inspector.diagnostics import Diagnosis, FontUsage
from inspector.diagnostics.pageusage import RunUsage, with_learning
from inspector.findings import Finding
from inspector.pagepool import Reading, read_pages
from inspector.text import extract_page_text

MAX_PAGE_TEXT = 20_000
"""Characters of a page's text kept in a report; the rest is cut (``truncated``)."""

MARK_ORDER = tuple(flag for flag in FLAG_ORDER if flag is not Flag.MULTI)
"""Which flag names a marked glyph, most serious first: the flags' one order
(:data:`inspector.chain.FLAG_ORDER`) without ``multi`` (several characters from one code
is no mark)."""


@dataclass(frozen=True, slots=True)
class Occurrence:
    """Where a code of a font is first shown."""

    page_index: int
    serial: int
    operator: str
    tj_index: int | None
    instruction: int
    stream: int | None
    forms: tuple[str, ...]
    font_name: str
    string_bytes: bytes
    code_index: int
    offset: int


_Place = tuple[int, int, str, "int | None", int, "int | None", tuple[str, ...], str, bytes]
"""What an Occurrence takes from its string: page index, serial, operator, TJ index,
instruction, stream, forms, font name, bytes."""


class FirstOccurrences(Mapping[bytes, Occurrence]):
    """Code bytes -> where one font first shows the code, built when asked.

    A document merged from many parts shows hundreds of thousands of distinct codes;
    each keeps a reference to its string's shared part and its own two numbers, not an
    Occurrence of eleven fields.
    """

    __slots__ = ("_codes",)

    def __init__(self) -> None:
        self._codes: dict[bytes, tuple[_Place, int, int]] = {}

    def note(self, key: bytes, place: _Place, code_index: int, offset: int) -> None:
        """Record a code's first occurrence (later ones are ignored)."""
        if key not in self._codes:
            self._codes[key] = (place, code_index, offset)

    def extend(self, later: FirstOccurrences) -> None:
        """Take the codes of later pages not seen yet."""
        codes = self._codes
        for key, where in later._codes.items():
            if key not in codes:
                codes[key] = where

    def __contains__(self, key: object) -> bool:
        return key in self._codes

    def __getitem__(self, key: bytes) -> Occurrence:
        place, code_index, offset = self._codes[key]
        return Occurrence(*place, code_index, offset)

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._codes)

    def __len__(self) -> int:
        return len(self._codes)


@dataclass(frozen=True, slots=True)
class TextMark:
    """Characters of a page's text that come from a failing or changed glyph."""

    start: int
    end: int
    kind: str
    """``invalid``, ``unmapped``, ``recovered``, ``suspect``, ``notdef`` or
    ``normalized``."""
    font: str
    code: str
    """The code's bytes in hex."""


@dataclass(frozen=True, slots=True)
class PageCollection:
    """One page's text, marks and findings."""

    page_index: int
    text: str
    truncated: bool
    marks: tuple[TextMark, ...]
    findings: tuple[Finding, ...]


@dataclass(slots=True)
class Collection:
    """Everything the report needs from the one pass."""

    diagnosis: Diagnosis
    entries: list[FontEntry]
    pages: list[PageCollection]
    usage: dict[object, FontUsage] = field(default_factory=dict)
    """Font key -> the codes the pages show with it."""
    first: dict[object, FirstOccurrences] = field(default_factory=dict)
    """Font key -> code bytes -> first occurrence."""


def mark_kind(info: CodeInfo) -> str | None:
    """The flag a glyph is marked with in the page text, if any."""
    if not info.flags:
        return None
    return next((f.value for f in MARK_ORDER if f in info.flags), None)


def _page(trace: PageTrace) -> PageCollection:
    page = extract_page_text(trace)
    marks: list[TextMark] = []
    normalized = {pos for pos, _old, _new in page.normalized}
    for span in page.spans:
        if span.start >= MAX_PAGE_TEXT:
            break
        show = trace.strings[span.string]
        info = show.decoded.infos[span.code]
        kind = mark_kind(info)
        if kind == "unmapped" and page.text[span.start : span.end] != "\ufffd":
            kind = "recovered"  # the text took the font program's evidence
        if kind is None and span.start in normalized:
            kind = "normalized"
        if kind is None:
            continue
        mark = TextMark(
            span.start, min(span.end, MAX_PAGE_TEXT), kind, show.font_name, info.code_bytes.hex()
        )
        last = marks[-1] if marks else None
        if (
            last is not None
            and last.end == mark.start
            and (last.kind, last.font, last.code) == (mark.kind, mark.font, mark.code)
        ):
            marks[-1] = TextMark(last.start, mark.end, last.kind, last.font, last.code)
        else:
            marks.append(mark)
    return PageCollection(
        page_index=trace.page_index,
        text=page.text[:MAX_PAGE_TEXT],
        truncated=len(page.text) > MAX_PAGE_TEXT,
        marks=tuple(marks),
        findings=trace.findings,
    )


def collect(
    analysis: Analysis,
    pages: list[int] | None = None,
    *,
    texts: bool = True,
    jobs: int | str = 1,
    password: str | None = None,
) -> Collection:
    """Trace each page once; diagnose, extract its text and note first occurrences.

    Args:
        analysis: the open document.
        pages: 0-based page indexes; None for every page.
        texts: assemble each page's text (leave out when only verdicts are wanted).
        jobs: worker processes reading the pages ("auto": several for a large document),
            each opening the file again with ``password``; the collection is the one a
            single process makes (see :func:`inspector.pagepool.read_pages`).
    """
    reading = read_pages(analysis, pages, partial(_Collecting, texts), jobs, password)
    diagnoser = reading.diagnoser
    entries = analysis.judged_fonts(diagnoser, pages)
    return Collection(
        diagnosis=diagnoser.finish(entries),
        entries=entries,
        pages=reading.pages,
        usage=diagnoser.usage,
        first=reading.first,
    )


def _note_first(first: dict[object, FirstOccurrences], trace: PageTrace) -> None:
    """Note where each font first shows each of its codes, from one more page."""
    for show in trace.strings:
        seen = first.get(show.font_key)
        if seen is None:
            seen = first[show.font_key] = FirstOccurrences()
        place: _Place | None = None
        for index, code in enumerate(show.decoded.codes):
            key = code.info.code_bytes
            if key not in seen:
                if place is None:
                    place = (
                        trace.page_index,
                        show.serial,
                        show.operator,
                        show.tj_index,
                        show.instruction,
                        show.stream,
                        show.forms,
                        show.font_name,
                        show.decoded.raw,
                    )
                seen.note(key, place, index, code.offset)


_RunCollection = tuple[RunUsage, dict[object, "FirstOccurrences"], list[PageCollection]]
"""What a worker sends for a run of pages: the diagnosis part, first occurrences and the
pages' texts."""


def _run(analysis: Analysis, traces: Iterator[PageTrace], texts: bool) -> _RunCollection:
    run = RunUsage()
    first: dict[object, FirstOccurrences] = {}
    collections: list[PageCollection] = []
    for trace in traces:
        run.add(trace)
        _note_first(first, trace)
        if texts:
            collections.append(_page(trace))
    return with_learning(run, analysis), first, collections


def _run_with_texts(analysis: Analysis, traces: Iterator[PageTrace]) -> _RunCollection:
    return _run(analysis, traces, True)


def _run_without_texts(analysis: Analysis, traces: Iterator[PageTrace]) -> _RunCollection:
    return _run(analysis, traces, False)


class _Collecting(Reading[_RunCollection]):
    """The collection's pass: the diagnosis, first occurrences and (with ``texts``) the
    pages' texts, from pages read here or from the runs of workers, in page order."""

    def __init__(self, texts: bool) -> None:
        super().__init__(_run_with_texts if texts else _run_without_texts)
        self.texts = texts
        self.first: dict[object, FirstOccurrences] = {}
        self.pages: list[PageCollection] = []

    def add(self, trace: PageTrace) -> None:
        super().add(trace)
        _note_first(self.first, trace)
        if self.texts:
            self.pages.append(_page(trace))

    def take(self, output: _RunCollection) -> RunUsage:
        usage, first, pages = output
        for key, notes in first.items():
            seen = self.first.get(key)
            if seen is None:
                self.first[key] = notes
            else:
                seen.extend(notes)
        self.pages.extend(pages)
        return usage


__all__ = [
    "MAX_PAGE_TEXT",
    "Collection",
    "FirstOccurrences",
    "Occurrence",
    "PageCollection",
    "TextMark",
    "collect",
]
