"""The report model: one JSON-ready dictionary built from one pass over a document.

Every renderer (JSON, HTML, Markdown, CSV) reads this model and nothing else, so all
formats say the same thing. Its shape is the JSON Schema shipped beside this module
(``schema/report.schema.json``); :data:`SCHEMA_VERSION` changes when a key is renamed
or removed, never when one is added.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from inspector import __version__
from inspector.analysis import Analysis
from inspector.catalogue import CATALOGUE
from inspector.diagnostics import Diagnosis, PageHealth
from inspector.diagnostics.rules_unicode import label
from inspector.files import shown
from inspector.findings import Finding
from inspector.i18n import msg, translated_fields
from inspector.output.records import add_translations, finding_record, font_record
from inspector.output.redaction import redact_optional, redact_text
from inspector.output.words import VERDICT_LABELS
from inspector.report import advice as advice_text
from inspector.report.collect import Collection, Occurrence, PageCollection, collect
from inspector.report.excerpts import LexedContent, content_excerpt
from inspector.report.fontcard import (
    cmap_excerpts,
    cmap_record,
    coverage_record,
    examples,
    widths_record,
)

SCHEMA_NAME = "pdf-font-inspector-report"
SCHEMA_VERSION = 1


def file_sha256(path: str | Path) -> str:
    """The SHA-256 of a file, read in blocks."""
    digest = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def report_finding(finding: Finding) -> dict[str, Any]:
    """A finding with its catalogue title and explanation."""
    record = finding_record(finding)
    kind = CATALOGUE.get(finding.code)
    record["title"] = kind.title if kind else None
    record["explanation"] = kind.explanation if kind else None
    return add_translations(record, "title", "explanation")


def _fonts(coll: Collection, redact: bool) -> list[dict[str, Any]]:
    diagnosis = coll.diagnosis
    out = []
    for number, entry in enumerate(coll.entries, start=1):
        font = entry.font
        verdict = diagnosis.fonts.get(entry.key)
        findings = diagnosis.findings.get(entry.key, tuple(font.findings))
        usage = coll.usage.get(entry.key)
        record = font_record(entry, verdict, findings)
        record["findings"] = [report_finding(f) for f in findings]
        chosen = examples(entry, usage, verdict, findings, coll.first.get(entry.key, {}), redact)
        record.update(
            {
                "id": f"font-{number}",
                "label": label(entry),
                "encoding_cmap": (
                    cmap_record(font.encoding_cmap) if font.encoding_cmap is not None else None
                ),
                "to_unicode_cmap": (
                    cmap_record(font.to_unicode) if font.to_unicode is not None else None
                ),
                "coverage": coverage_record(font, usage),
                "widths": widths_record(font),
                "examples": chosen,
                "excerpts": cmap_excerpts(font, chosen),
            }
        )
        record.setdefault("verdict", None)
        out.append(record)
    return out


def _attach_content(
    analysis: Analysis,
    coll: Collection,
    fonts: list[dict[str, Any]],
    redact: bool,
) -> None:
    """Give each example the content-stream lines that show it: the page's content, or
    the Form XObject's it is drawn in."""
    lexed: dict[tuple[int, tuple[str, ...]], LexedContent | None] = {}
    page_objnums: dict[int, int | None] = {}
    for entry, record in zip(coll.entries, fonts):
        first: Mapping[bytes, Occurrence] = coll.first.get(entry.key, {})
        for example in record["examples"]:
            occurrence: Occurrence | None = first.get(bytes.fromhex(example["bytes"]))
            if occurrence is None:
                continue
            index, forms = occurrence.page_index, occurrence.forms
            if not forms:
                # Annotation appearances are traced without a form name; only the page's
                # own content stream has the page's object number.
                if index not in page_objnums:
                    page_objnums[index] = analysis.document.page(index).objnum
                if occurrence.stream != page_objnums[index]:
                    continue
            key = (index, forms)
            if key not in lexed:
                data = analysis.content_source(index, forms)
                lexed[key] = LexedContent(data) if data else None
            content = lexed[key]
            if content is None:
                continue
            where: str = msg("page {page} content", page=index + 1)
            for form in forms:
                where = msg("{where} > form /{form}", where=where, form=form)
            example["content"] = content_excerpt(content, occurrence.instruction, where, redact)


def _pages(coll: Collection, redact: bool) -> list[dict[str, Any]]:
    health = {p.page_index: p for p in coll.diagnosis.pages}
    out = []
    for page in coll.pages:
        h = health.get(page.page_index)
        out.append(
            {
                "number": page.page_index + 1,
                "glyphs": h.glyphs if h else 0,
                "trustworthy": h.trustworthy if h else 0,
                "share": _share(h),
                "unread": h.unread if h else 0,
                "ocr_recommended": h.ocr_recommended if h else False,
                "text": redact_text(page.text) if redact else page.text,
                "truncated": page.truncated,
                "marks": _marks(page),
                "findings": [report_finding(f) for f in page.findings],
            }
        )
    return out


def _share(health: PageHealth | None) -> float | None:
    """The page's trustworthy share; None (unknown) when part of its content was not read."""
    if health is None:
        return 1.0
    return round(health.share, 4) if health.share is not None else None


def _marks(page: PageCollection) -> list[dict[str, Any]]:
    return [
        {"start": m.start, "end": m.end, "kind": m.kind, "font": m.font, "code": m.code}
        for m in page.marks
    ]


def _summary(
    diagnosis: Diagnosis, fonts: list[dict[str, Any]], pages: list[dict[str, Any]]
) -> dict[str, Any]:
    verdict = diagnosis.verdict.value
    used = [f for f in fonts if f.get("glyphs")]
    ocr_pages = [p["number"] for p in pages if p["ocr_recommended"]]
    recoveries = [
        f["recovery"] for f in used if f.get("verdict") == "recoverable" and f.get("recovery")
    ]
    glyphs = sum(p["glyphs"] for p in pages)
    trustworthy = sum(p["trustworthy"] for p in pages)
    unread_pages = [p["number"] for p in pages if p["unread"]]
    kind = CATALOGUE.get(diagnosis.root_cause or "")
    summary = {
        "verdict": verdict,
        "label": VERDICT_LABELS[verdict],
        "headline": advice_text.headline(verdict),
        "reason": diagnosis.reason,
        "root_cause": diagnosis.root_cause,
        "root_cause_title": kind.title if kind else None,
        "advice": advice_text.advice(
            verdict,
            diagnosis.root_cause,
            recoveries,
            ocr_pages,
            glyphs,
            glyphs - trustworthy,
            sum(p.need_person for p in diagnosis.pages)
            if any(p.by_shape for p in diagnosis.pages)
            else None,
        ),
        "fonts": len(fonts),
        "fonts_used": len(used),
        "verdicts": dict(sorted(Counter(str(f.get("verdict")) for f in used).items())),
        "glyphs": glyphs,
        "trustworthy": trustworthy,
        "share": None if unread_pages else round(trustworthy / glyphs, 4) if glyphs else 1.0,
        "unread_pages": unread_pages,
        "pages_inspected": len(pages),
        "ocr_pages": ocr_pages,
    }
    return add_translations(summary, "label", "headline", "reason", "root_cause_title", "advice")


def build_report(
    analysis: Analysis,
    pages: list[int] | None = None,
    *,
    redact: bool = False,
    jobs: int | str = 1,
    password: str | None = None,
) -> dict[str, Any]:
    """The report model of an open document.

    Args:
        analysis: the open document.
        pages: 0-based page indexes to inspect; None for every page.
        redact: replace page text and the title by character classes (see
            :mod:`inspector.output.redaction`) and drop the bytes of whole strings;
            failing codes and their chains stay.
        jobs: worker processes reading the pages (see :func:`collect`), each opening the
            file with ``password``; the report is the same whatever the number.
    """
    info = analysis.info()
    coll = collect(analysis, pages, jobs=jobs, password=password)
    fonts = _fonts(coll, redact)
    _attach_content(analysis, coll, fonts, redact)
    page_records = _pages(coll, redact)
    return {
        "schema": SCHEMA_NAME,
        "schema_version": SCHEMA_VERSION,
        "generator": {"name": "pdf-font-inspector", "version": __version__},
        "options": {
            "pages": [i + 1 for i in pages] if pages is not None else None,
            "redacted": redact,
            "lang": translated_fields(),
        },
        "file": {
            "name": shown(Path(info.path).name),
            "size": info.size,
            "sha256": file_sha256(info.path),
            "pdf_version": info.pdf_version,
            "page_count": info.page_count,
            "encrypted": info.encrypted,
            "producer": info.producer,
            "creator": info.creator,
            "title": redact_optional(info.title) if redact else info.title,
        },
        "summary": _summary(coll.diagnosis, fonts, page_records),
        "fonts": fonts,
        "pages": page_records,
        "findings": [report_finding(f) for f in analysis.findings],
    }


__all__ = ["SCHEMA_NAME", "SCHEMA_VERSION", "build_report", "file_sha256", "report_finding"]
