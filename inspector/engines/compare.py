"""``compare``: every other extractor's text of the pages beside ours, and why each differs.

The engines run in child processes (:mod:`inspector.engines`), at most
:data:`PARALLEL_ENGINES` at a time, while nothing of ours is held; then our pages are
traced one at a time and each engine's text of a page is aligned with ours and its
differences explained. The record follows the JSON schema
``inspector/report/schema/compare.schema.json`` (README, Comparing with other
extractors); :func:`compare_summary` condenses it for ``report --compare``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from inspector.analysis import Analysis
from inspector.diagnostics.explain import font_lookup
from inspector.engines import (
    CAUSES,
    DEFAULT_MEMORY_LIMIT,
    DEFAULT_TIME_LIMIT,
    ENGINES,
    Difference,
    Engine,
    EngineRun,
    OurPage,
    PageComparison,
    compare_page,
    run_engine,
)
from inspector.engines.poppler import pdffonts_notes
from inspector.engines.verdict import PageVerdict, page_verdict
from inspector.files import shown
from inspector.output.redaction import redact_text
from inspector.text import extract_page_text

PARALLEL_ENGINES = 2
"""Engines run at the same time (each is one child process)."""

FIRST_PER_CAUSE = 3
"""Differences per cause kept by :func:`compare_summary`."""


def run_engines(
    path: str | os.PathLike[str],
    numbers: Sequence[int],
    engines: Sequence[Engine],
    time_limit: float,
    password: str | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> list[EngineRun]:
    """Every engine's text of the 1-based pages, in the order of ``engines`` (each child
    under ``memory_limit`` MiB)."""
    if not engines:
        return []
    with ThreadPoolExecutor(max_workers=min(PARALLEL_ENGINES, len(engines))) as pool:
        futures = [
            pool.submit(run_engine, e, path, list(numbers), time_limit, password, memory_limit)
            for e in engines
        ]
        return [f.result() for f in futures]


def compare_analysis(
    analysis: Analysis,
    runs: Sequence[EngineRun],
    pages: list[int] | None = None,
    fonts: Mapping[str, Mapping[int, str]] | None = None,
    verdicts: dict[int, PageVerdict] | None = None,
) -> dict[int, dict[str, PageComparison]]:
    """0-based page -> engine name -> its comparison with ours, for the pages an engine
    printed. ``fonts``: per engine, what its font listing says by object number;
    ``verdicts`` is given each page's verdict across the engines (who is the odd one
    out)."""
    readers = font_lookup(analysis)
    indexes = pages if pages is not None else list(range(analysis.page_count))
    out: dict[int, dict[str, PageComparison]] = {}
    listings = fonts or {}
    for index in indexes:
        wanted = [run for run in runs if index + 1 in run.pages]
        if not wanted:
            continue
        trace = analysis.trace_page(index)
        ours = OurPage(trace, extract_page_text(trace), readers)
        out[index] = {
            run.name: compare_page(ours, run.name, run.pages[index + 1], listings.get(run.name))
            for run in wanted
        }
        if verdicts is not None:
            texts = {run.name: run.pages[index + 1] for run in wanted}
            unread = [f.message for f in trace.all_unread]
            verdicts[index] = page_verdict(index + 1, ours.text.text, texts, out[index], unread)
    return out


def compare_file(
    path: str | os.PathLike[str],
    pages: list[int] | None = None,
    engines: Sequence[Engine] | None = None,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    password: str | None = None,
    analysis: Analysis | None = None,
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> dict[str, Any]:
    """The comparison record of a file (0-based ``pages``; None for every page)."""
    chosen = list(ENGINES if engines is None else engines)
    if analysis is None:
        with Analysis(path, password) as opened:
            return compare_file(
                path,
                pages,
                chosen,
                time_limit=time_limit,
                password=password,
                analysis=opened,
                memory_limit=memory_limit,
            )
    indexes = pages if pages is not None else list(range(analysis.page_count))
    numbers = [i + 1 for i in indexes]
    runs = run_engines(path, numbers, chosen, time_limit, password, memory_limit)
    # pdftotext's differences cite poppler's own font listing.
    fonts = {
        run.name: pdffonts_notes(path, numbers, time_limit, password, memory_limit)
        for run in runs
        if run.name == "pdftotext" and run.pages
    }
    verdicts: dict[int, PageVerdict] = {}
    compared = compare_analysis(analysis, runs, indexes, fonts, verdicts)
    return comparison_record(str(path), runs, compared, indexes, verdicts)


def comparison_record(
    file: str,
    runs: Sequence[EngineRun],
    compared: dict[int, dict[str, PageComparison]],
    indexes: Sequence[int],
    verdicts: Mapping[int, PageVerdict] | None = None,
) -> dict[str, Any]:
    """The JSON record (see the schema)."""
    engines: list[dict[str, Any]] = []
    for run in runs:
        pages = [
            page_record(compared[i][run.name])
            for i in indexes
            if i in compared and run.name in compared[i]
        ]
        engines.append(
            {
                "name": run.name,
                "version": run.version,
                "status": run.status,
                "note": run.note,
                "seconds": run.seconds,
                "pages": pages,
            }
        )
    judged = verdicts or {}
    return {
        "file": shown(file),  # a name that is not UTF-8 shows its bytes as \xNN
        "verdicts": [verdict_record(judged[i]) for i in indexes if i in judged],
        "engines": engines,
    }


def verdict_record(v: PageVerdict) -> dict[str, Any]:
    """One page's verdict across the engines."""
    return {
        "page": v.number,
        "verdict": v.verdict,
        "agreeing": v.agreeing,
        "with_ours": v.with_ours,
        "cause": v.cause,
        "explanation": v.explanation,
        "unread": list(v.unread),
    }


def page_record(page: PageComparison) -> dict[str, Any]:
    """One page of one engine."""
    return {
        "number": page.number,
        "text": page.text,
        "agreement": page.agreement,
        "differences": [difference_record(d) for d in page.differences],
    }


def difference_record(d: Difference) -> dict[str, Any]:
    """One difference."""
    return {
        "cause": d.cause,
        "explanation": d.explanation,
        "ours": d.ours,
        "theirs": d.theirs,
        "page": d.page,
        "string": d.string,
        "code": d.code,
    }


def engine_agreement(engine: dict[str, Any]) -> float | None:
    """The mean agreement of an engine's pages, None without pages."""
    pages = engine["pages"]
    if not pages:
        return None
    total = sum(float(p["agreement"]) for p in pages)
    return round(total / len(pages), 4)


def causes_of(engine: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """An engine's differences by cause, in the order of the cause codes."""
    grouped: dict[str, list[dict[str, Any]]] = {}
    for page in engine["pages"]:
        for d in page["differences"]:
            grouped.setdefault(d["cause"], []).append(d)
    order = {cause: i for i, cause in enumerate(CAUSES)}
    return dict(sorted(grouped.items(), key=lambda item: order.get(item[0], len(order))))


def compare_summary(
    record: dict[str, Any], first: int = FIRST_PER_CAUSE, *, redact: bool = False
) -> dict[str, Any]:
    """The report's section: per engine its status, agreement, differences per cause and
    the first ``first`` differences of each cause. With ``redact`` the texts, and the
    quoted texts in the sentences, are replaced by their character classes (as the
    report's page text); causes, pages, strings and codes stay."""
    engines = []
    for engine in record["engines"]:
        grouped = causes_of(engine)
        if redact:
            grouped = {cause: [_redacted(d) for d in items] for cause, items in grouped.items()}
        engines.append(
            {
                "name": engine["name"],
                "version": engine["version"],
                "status": engine["status"],
                "note": engine["note"],
                "pages": len(engine["pages"]),
                "agreement": engine_agreement(engine),
                "causes": [
                    {"cause": cause, "count": len(items), "first": items[:first]}
                    for cause, items in grouped.items()
                ],
            }
        )
    verdicts = [v for v in record.get("verdicts", []) if v["verdict"] != "too-few"]
    if redact:
        verdicts = [{**v, "explanation": _redacted_sentence(v["explanation"])} for v in verdicts]
    return {"verdicts": verdicts, "engines": engines}


_QUOTED = re.compile(r'"([^"]*)"')


def _redacted(d: dict[str, Any]) -> dict[str, Any]:
    return {
        **d,
        "ours": redact_text(d["ours"]),
        "theirs": redact_text(d["theirs"]),
        "explanation": _redacted_sentence(d["explanation"]),
    }


def _redacted_sentence(text: str) -> str:
    return _QUOTED.sub(lambda m: f'"{redact_text(m.group(1))}"', text)


__all__ = [
    "FIRST_PER_CAUSE",
    "PARALLEL_ENGINES",
    "causes_of",
    "compare_analysis",
    "compare_file",
    "compare_summary",
    "comparison_record",
    "difference_record",
    "engine_agreement",
    "page_record",
    "run_engines",
    "verdict_record",
]
