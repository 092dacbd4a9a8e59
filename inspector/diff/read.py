"""One file read for a comparison: its fonts with the codes the pages use, their
verdicts, and the text of each page with every character traced to its code."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from inspector.analysis import Analysis
from inspector.chain import CodeInfo
from inspector.decode import FontEntry
from inspector.diagnostics import Diagnoser, Diagnosis
from inspector.pagespec import parse_pages

SUBSET_TAG = re.compile(r"^[A-Z]{6}\+")
"""The subset tag of a BaseFont (§9.6.4): six upper-case letters and a plus sign."""

Origin = tuple[str, CodeInfo, int, int]
"""A character's origin: its font's key (as text), the code's description, and where
it is drawn: the string's index on the page and the code's index in it (as ``trace``
counts them)."""


@dataclass(frozen=True, slots=True)
class PageLines:
    """A page's text as lines, each character with its origin (None: the layout put it
    there, a space or a break no code draws)."""

    index: int
    lines: tuple[str, ...]
    origins: tuple[tuple[Origin | None, ...], ...]
    unread: bool


@dataclass(slots=True)
class SideFont:
    """A font of one file with the codes its pages use and its verdict."""

    key: str
    entry: FontEntry
    codes: dict[bytes, CodeInfo]
    chars: set[str]
    """The characters its codes give on the compared pages (to pair fonts by text)."""
    verdict: str | None


@dataclass(slots=True)
class Side:
    path: str
    pages: list[PageLines]
    fonts: list[SideFont]
    diagnosis: Diagnosis


def font_key(key: object, entry: FontEntry | None) -> str:
    """How a font is named in the output: its object, else its resource name."""
    if entry is not None and entry.font.facts.objnum is not None:
        return f"{entry.font.facts.objnum} 0 R"
    return str(key)


def base_name(base_font: str | None) -> str:
    """The BaseFont without its subset tag (and without a Type0 font's CMap suffix kept:
    the whole name after the tag)."""
    return SUBSET_TAG.sub("", base_font or "")


def read_side(
    path: str,
    pages_spec: str | None,
    password: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Side:
    """Read ``path``'s pages (``pages_spec``, e.g. ``1,3-5``; None: all) once;
    ``progress`` is told (pages read, pages) as it goes and may raise to stop."""
    from inspector.text import extract_page_text

    with Analysis(path, password) as analysis:
        pages = parse_pages(pages_spec, analysis.page_count)
        diagnoser = Diagnoser()
        out: list[PageLines] = []
        chars: dict[object, set[str]] = {}
        total = len(pages) if pages is not None else analysis.page_count
        for done, trace in enumerate(analysis.trace(pages)):
            if progress is not None:
                progress(done, total)
            diagnoser.add(trace)
            text = extract_page_text(trace)
            lines: list[str] = []
            origins: list[tuple[Origin | None, ...]] = []
            keys: dict[object, str] = {}
            for line in text.lines:
                lines.append(text.text[line.start : line.end])
                row: list[Origin | None] = []
                last: tuple[object, Origin] | None = None
                for pos in range(line.start, line.end):
                    span = text.span_at(pos)
                    if span is None:
                        row.append(None)
                        continue
                    if last is not None and last[0] is span:
                        row.append(last[1])  # one origin per span: its characters share it
                        chars.setdefault(trace.strings[span.string].font_key, set()).add(
                            text.text[pos]
                        )
                        continue
                    show = trace.strings[span.string]
                    name = keys.get(show.font_key)
                    if name is None:
                        name = keys[show.font_key] = font_key(
                            show.font_key, analysis.font_entry(show.font_key)
                        )
                    origin = (name, show.decoded.infos[span.code], span.string, span.code)
                    last = (span, origin)
                    row.append(origin)
                    chars.setdefault(show.font_key, set()).add(text.text[pos])
                origins.append(tuple(row))
            out.append(
                PageLines(trace.page_index, tuple(lines), tuple(origins), bool(trace.all_unread))
            )
        entries = analysis.judged_fonts(diagnoser, pages)
        diagnosis = analysis.conclude(diagnoser, pages, entries)
        fonts = []
        for entry in entries:
            usage = diagnoser.usage.get(entry.key)
            verdict = diagnosis.fonts.get(entry.key)
            fonts.append(
                SideFont(
                    font_key(entry.key, entry),
                    entry,
                    dict(usage.codes) if usage is not None else {},
                    chars.get(entry.key, set()),
                    verdict.verdict.value if verdict is not None and verdict.glyphs else None,
                )
            )
        return Side(path, out, fonts, diagnosis)
