"""The worker side: one object that owns the :class:`~inspector.analysis.Analysis`.

Every method here runs on the worker thread (pikepdf objects must stay on one thread)
and returns the frozen values of :mod:`inspector.gui.state`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from inspector.analysis import Analysis, FontEntry, PageTrace
from inspector.content import apply
from inspector.diagnostics import Diagnoser
from inspector.gui.content_source import ContentSource, build_source
from inspector.gui.search import Query, search_page
from inspector.gui.state import GlyphBox, LoadedDocument, LoadedPage, PageScan, SearchHit
from inspector.report.records import finding_record, page_record
from inspector.text import display_matrix, extract_page_text

Progress = Callable[[int, int], None]
"""Reports (done, total); raises :class:`~inspector.gui.worker.Cancelled` when cancelled."""

FONT_CHUNK = 50
"""Pages whose fonts are listed between two progress reports."""

SOURCE_LIMIT = 16 * 1024 * 1024
"""Content streams larger than this are cut before lexing (the rest is not shown)."""


class Session:
    """An open document on the worker thread."""

    def __init__(self, path: str, password: str | None) -> None:
        self.path = path
        self.password = password
        self.analysis = Analysis(path, password)
        self.diagnoser = Diagnoser()
        self.entries: list[FontEntry] = []

    def close(self) -> None:
        """Release the file."""
        self.analysis.close()

    def load(self, progress: Progress) -> LoadedDocument:
        """File facts, every font with its uses, and the document-level findings."""
        analysis = self.analysis
        count = analysis.page_count
        entries: dict[object, FontEntry] = {}
        for lo in range(0, count, FONT_CHUNK):
            progress(lo, count)
            for entry in analysis.fonts(list(range(lo, min(count, lo + FONT_CHUNK)))):
                known = entries.get(entry.key)
                if known is None:
                    entries[entry.key] = entry
                else:
                    known.uses.extend(entry.uses)
        progress(count, count)
        self.entries = list(entries.values())
        return LoadedDocument(
            path=self.path,
            password=self.password,
            info=analysis.info(),
            fonts=tuple(entries.values()),
            findings=analysis.findings,
        )

    def load_page(self, index: int) -> LoadedPage:
        """Interpret one page: strings, text, glyph boxes on the display, content streams."""
        trace = self.analysis.trace_page(index)
        text = extract_page_text(trace)
        matrix = display_matrix(trace.crop_box, trace.rotate)
        boxes = []
        for show in trace.strings:
            for code, (x0, y0, x1, y1) in enumerate(show.boxes()):
                corners = [apply(matrix, x, y) for x, y in ((x0, y0), (x1, y1), (x0, y1), (x1, y0))]
                xs = [p[0] for p in corners]
                ys = [p[1] for p in corners]
                boxes.append(GlyphBox(show.serial, code, (min(xs), min(ys), max(xs), max(ys))))
        x0, y0, x1, y1 = trace.crop_box
        size = (x1 - x0, y1 - y0) if trace.rotate in (0, 180) else (y1 - y0, x1 - x0)
        return LoadedPage(
            index=index,
            trace=trace,
            text=text,
            size=size,
            boxes=tuple(boxes),
            sources=self._sources(trace),
        )

    def _sources(self, trace: PageTrace) -> tuple[ContentSource, ...]:
        page = self.analysis.document.page(trace.page_index)
        out = [
            build_source(
                f"page {trace.page_index + 1}",
                page.objnum,
                (),
                page.content.raw_bytes()[:SOURCE_LIMIT],
            )
        ]
        chains = dict.fromkeys(s.forms for s in trace.strings if s.forms)
        for forms in chains:
            scope = page.resources
            form = None
            for name in forms:
                form = scope.form(name)
                if form is None:
                    break
                scope = form.resources
            if form is not None:
                label = " › ".join(f"/{n}" for n in forms)
                data = form.content.raw_bytes()[:SOURCE_LIMIT]
                out.append(build_source(f"form {label}", form.objnum, forms, data))
        return tuple(out)

    def scan_page(self, index: int, finish: bool) -> PageScan:
        """Feed one page to the diagnostics; with ``finish``, conclude over the pages so far."""
        trace = self.analysis.trace_page(index)
        self.diagnoser.add(trace)
        diagnosis = self.diagnoser.finish(self.entries) if finish else None
        return PageScan(index, trace.findings, self.analysis.findings, diagnosis)

    def search(self, query: Query, pages: list[int], progress: Progress) -> tuple[SearchHit, ...]:
        """Every occurrence of a query on the given pages."""
        hits: list[SearchHit] = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            trace = self.analysis.trace_page(index)
            hits.extend(search_page(query, trace, extract_page_text(trace)))
        progress(len(pages), len(pages))
        return tuple(hits)

    def export_trace(self, target: str, progress: Progress) -> str:
        """Write every page's strings and codes as ``trace --json`` does; returns the path."""
        count = self.analysis.page_count
        pages = []
        for index in range(count):
            progress(index, count)
            pages.append(page_record(self.analysis.trace_page(index)))
        progress(count, count)
        document = {
            "file": self.path,
            "pages": pages,
            "findings": [finding_record(f) for f in self.analysis.findings],
        }
        Path(target).write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
        return target
