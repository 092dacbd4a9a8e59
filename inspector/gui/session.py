"""The worker side: one object that owns the :class:`~inspector.analysis.Analysis`.

Every method here runs on the worker thread (pikepdf objects and font programs stay on
one thread) and returns the frozen values of :mod:`inspector.gui.state`. Nothing walks
every page before the first page is shown: the font listing comes in chunks afterwards.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from inspector import pagepool
from inspector.analysis import Analysis, FontEntry, PageTrace
from inspector.chain import Flag, forget_received
from inspector.decode import FontUse
from inspector.diagnostics import Diagnoser
from inspector.errors import UsageError
from inspector.files import WholeFile, refuse_input, shown
from inspector.findings import Finding
from inspector.fontprog import Outline
from inspector.gui.export import write_report
from inspector.gui.object_links import document_links, font_links, page_links
from inspector.gui.occurrences import (
    OCCURRENCE_LIMIT,
    Occurrence,
    Occurrences,
    occurrences_on,
    predicate_for,
)
from inspector.gui.page_runs import RunFeed
from inspector.gui.repair_preview import corrections_for, preview_rows
from inspector.gui.search import Query, search_page
from inspector.gui.state import (
    TYPE3_PROGRAM,
    FontListing,
    GlyphBox,
    GlyphOutlines,
    GlyphUse,
    LoadedDocument,
    LoadedPage,
    ObjectData,
    ObjectLink,
    PageContents,
    PageItem,
    PageScan,
    RawSource,
    RepairPreview,
    SearchHit,
    UsedGlyphs,
    outline_keys,
)
from inspector.output.trace_json import page_writer, trace_json
from inspector.pdf import FoundObject, StreamPage
from inspector.repair import FontRepair, RepairWritten, plan_repairs, write_repaired
from inspector.text import display_matrix, extract_page_text

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
"""Reports (done, total); raises :class:`~inspector.gui.worker.Cancelled` when cancelled."""

SOURCE_LIMIT = 16 * 1024 * 1024
"""Content streams larger than this are cut before lexing (the rest is not shown)."""

GLYPH_LIMIT = 4000
"""Used glyphs listed for one font in the glyph grid."""

CONCLUDE_RATIO = 4.0
"""The background pass concludes again once it has read pages for this many times as
long as its last conclusion took (concluding runs every rule over every font's codes so
far, which grows with the fonts): at most a fifth of the pass goes to the verdicts shown
while it runs, however many fonts the document has."""


class ConcludePace:
    """When the background pass concludes again (see :data:`CONCLUDE_RATIO`)."""

    def __init__(self) -> None:
        self.reading = 0.0
        """Seconds spent reading pages since the last conclusion."""
        self.cost = 0.0
        """Seconds the last conclusion took (0 before the first: it comes at once)."""

    def read(self, seconds: float) -> None:
        """Count time spent reading pages."""
        self.reading += seconds

    @property
    def due(self) -> bool:
        """Whether enough was read since the last conclusion."""
        return self.reading >= CONCLUDE_RATIO * self.cost

    def concluded(self, seconds: float) -> None:
        """A conclusion took ``seconds``."""
        self.cost = seconds
        self.reading = 0.0


def _copy(entry: FontEntry, uses: Iterable[FontUse] | None = None) -> FontEntry:
    """A FontEntry of its own (the window merges uses on its thread, the worker on its)."""
    return FontEntry(entry.key, entry.font, list(entry.uses if uses is None else uses))


class Session:
    """An open document on the worker thread."""

    def __init__(self, path: str, password: str | None) -> None:
        self.path = path
        self.password = password
        self.analysis = Analysis(path, password)
        self.diagnoser = Diagnoser()
        self.entries: dict[object, FontEntry] = {}
        self.scanned: set[int] = set()
        self._listed: set[int] = set()
        self._outlines: dict[tuple[object, int], Outline | None] = {}
        self.pace = ConcludePace()
        self._preview: Analysis | None = None
        self.feed: RunFeed | None = None
        """The worker processes reading the pages for the diagnosis, if they do."""
        self._since = 0.0

    def close(self) -> None:
        """Release the file (and end the worker processes of the background pass)."""
        if self.feed is not None:
            self.feed.stop()
        if self._preview is not None:
            self._preview.close()
        self.analysis.close()
        forget_received()  # the values shared among the descriptions workers sent

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def preview_analysis(self) -> Analysis:
        """An analysis of the file of its own, for previews that change what an analysis
        says: the glyph-shape route attaches its readings to the fonts it reads
        (:meth:`Analysis.recover_glyph_shapes`). On :attr:`analysis` they would reach
        every page, verdict and repair plan the window shows after the preview; here they
        reach nothing else (issue 32: a preview never changes an export)."""
        if self._preview is None:
            self._preview = Analysis(self.path, self.password)
        return self._preview

    # Document and fonts ----------------------------------------------------------------

    def load(self, progress: Progress) -> LoadedDocument:
        """File facts, the bookmarks and document findings: no page is read yet (fonts come
        with the first page and from the background listing)."""
        analysis = self.analysis
        progress(0, 1)
        return LoadedDocument(
            path=self.path,
            password=self.password,
            info=analysis.info(),
            fonts=(),
            findings=analysis.findings,
            outline=analysis.outline(),
        )

    def _list_page(self, index: int) -> list[FontEntry]:
        """The fonts of one page (fresh entries), merged into the session's own list."""
        found = self.analysis.fonts([index])
        if index not in self._listed:
            self._listed.add(index)
            for entry in found:
                known = self.entries.get(entry.key)
                if known is None:
                    self.entries[entry.key] = _copy(entry)
                else:
                    known.uses.extend(entry.uses)
        return found

    def list_fonts(self, pages: range, progress: Progress) -> FontListing:
        """The fonts of some pages with their uses there, and each page's contents."""
        fonts: dict[object, FontEntry] = {}
        contents = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            found = self._list_page(index)
            for entry in found:
                known = fonts.get(entry.key)
                if known is None:
                    fonts[entry.key] = _copy(entry)
                else:
                    known.uses.extend(entry.uses)
            contents.append(self._contents(index, found))
        return FontListing(pages, tuple(fonts.values()), tuple(contents))

    def page_contents(self, index: int) -> PageContents:
        """The fonts, forms and images of one page."""
        return self._contents(index, self.analysis.fonts([index]))

    def _contents(self, index: int, found: list[FontEntry]) -> PageContents:
        fonts: list[PageItem] = []
        forms: dict[str, None] = {}
        for entry in found:
            facts = entry.font.facts
            for use in entry.uses:
                where = "" if use.where == "page" else f" in {use.where}"
                details = f"{facts.base_font or '-'} ({facts.subtype or '?'}{where})"
                item = PageItem(index, "font", f"/{use.resource}", details, entry.key)
                if item not in fonts:
                    fonts.append(item)
                if use.where.startswith("form "):
                    forms[use.where] = None
        items = fonts + [PageItem(index, "form", w, "Form XObject", w) for w in forms]
        try:
            images = self.analysis.document.page(index).images()
        except Exception:  # an unreadable XObject dictionary: the page shows no images
            images = []
        for name, objnum, width, height in images:
            size = f"{width}×{height}" if width and height else "size unknown"
            obj = f", {objnum} 0 R" if objnum is not None else ""
            items.append(PageItem(index, "image", f"/{name}", f"Image {size}{obj}", objnum))
        return PageContents(index, tuple(items))

    # Pages -----------------------------------------------------------------------------

    def load_page(self, index: int) -> LoadedPage:
        """Interpret one page: strings, text, glyph boxes on the display, content streams."""
        trace = self.analysis.trace_page(index)
        text = extract_page_text(trace)
        found = self._list_page(index)
        fonts: dict[object, FontEntry] = {e.key: e for e in found}
        for key in dict.fromkeys(s.font_key for s in trace.strings):
            if key not in fonts:
                entry = self.analysis.font_entry(key)
                if entry is not None:
                    fonts[key] = entry
        x0, y0, x1, y1 = trace.crop_box
        size = (x1 - x0, y1 - y0) if trace.rotate in (0, 180) else (y1 - y0, x1 - x0)
        page = self.analysis.document.page(index)
        return LoadedPage(
            index=index,
            trace=trace,
            text=text,
            size=size,
            boxes=_boxes(trace),
            raw_sources=self._sources(trace, page.objnum),
            contents=self._contents(index, found),
            fonts=fonts,
            objnum=page.objnum,
        )

    def _sources(self, trace: PageTrace, objnum: int | None) -> tuple[RawSource, ...]:
        index = trace.page_index
        data = self.analysis.content_source(index)[:SOURCE_LIMIT]
        out: list[RawSource] = [(f"page {index + 1}", objnum, (), data)]
        for forms in dict.fromkeys(s.forms for s in trace.strings if s.forms):
            data = self.analysis.content_source(index, forms)
            if data:
                label = " › ".join(f"/{n}" for n in forms)
                out.append((f"form {label}", None, forms, data[:SOURCE_LIMIT]))
        return tuple(out)

    def scan_page(self, index: int, finish: bool = False) -> PageScan:
        """Feed one page to the diagnostics, and conclude over the pages so far when it
        is time to (see :class:`ConcludePace`), after the last page, or with ``finish``."""
        start = time.perf_counter()
        trace = self.analysis.trace_page(index)
        if index not in self.scanned:
            self.scanned.add(index)
            self.diagnoser.add(trace)
        self.pace.read(time.perf_counter() - start)
        if not finish and len(self.scanned) < self.analysis.page_count and not self.pace.due:
            return PageScan(index, trace.findings, self.analysis.findings)
        return self._conclude(index, trace.findings)

    def new_feed(self, workers: int, arrived: Callable[[], None]) -> RunFeed:
        """Worker processes to read every page for the diagnosis (not started; see
        :meth:`merge_runs`); ``arrived`` is called from another thread as runs come in.
        Touches nothing of the document: any thread may call it."""
        pages = list(range(self.analysis.page_count))
        self.feed = RunFeed(self.analysis, pages, workers, self.password, arrived)
        return self.feed

    def start_runs(self, feed: RunFeed, here: bool = False) -> None:
        """Start ``feed``'s workers and the thread waiting for them; with ``here``, wait
        for them in this thread instead (``arrived`` is then called in it)."""
        if feed is not self.feed:
            return
        self._since = time.perf_counter()
        if here:
            feed.read()
        else:
            feed.start()

    def merge_runs(self, feed: RunFeed) -> PageScan:
        """Merge the runs ``feed``'s workers read since the last call, in page order, and
        conclude over the pages so far when it is time to (see :class:`ConcludePace`)
        or when every page is in."""
        if feed is not self.feed:
            return PageScan(-1, ())
        pages = self._merge_arrived(feed)
        if pages is None:
            return PageScan(-1, (), self.analysis.findings, restart=True)
        now = time.perf_counter()
        self.pace.read(now - self._since)
        self._since = now
        read = len(self.scanned)
        if pages and (read == self.analysis.page_count or self.pace.due):
            scan = self._conclude(-1, ())
            self._since = time.perf_counter()
            return replace(scan, pages=pages, read=read)
        return PageScan(-1, (), self.analysis.findings, pages=pages, read=read)

    def _merge_arrived(self, feed: RunFeed) -> tuple[tuple[int, tuple[Finding, ...]], ...] | None:
        """Merge what ``feed`` has: the pages merged with their findings, or None when
        the runs cannot give what one process gives (the diagnosis is then empty again,
        for the pages to be read here)."""
        merged: list[tuple[int, tuple[Finding, ...]]] = []
        for item in feed.take():
            if isinstance(item, BaseException) or not pagepool.merge_run(
                self.analysis, self.diagnoser, item[0], item[1]
            ):
                if isinstance(item, BaseException):
                    log.warning(
                        "the worker processes failed; reading the pages here", exc_info=item
                    )
                self.abandon_runs(feed)
                return None
            usage = item[0]
            indexes = [health.page_index for health in usage.pages]
            found: dict[int, list[Finding]] = {index: [] for index in indexes}
            for finding in usage.findings:
                where = finding.location.page_index
                found[where if where in found else indexes[0]].append(finding)
            self.scanned.update(indexes)
            merged.extend((index, tuple(found[index])) for index in indexes)
        return tuple(merged)

    def abandon_runs(self, feed: RunFeed) -> None:
        """Stop ``feed`` and forget what it merged: the pages are to be read here."""
        feed.stop()
        if feed is self.feed:
            self.feed = None
            self.diagnoser = Diagnoser()
            self.scanned.clear()

    def conclude(self) -> PageScan:
        """The verdicts over the pages scanned so far (all of a document without pages,
        or those read before the analysis was stopped, with the runs the worker
        processes finished by then)."""
        feed = self.feed
        if feed is not None:
            feed.stop()
            pages = self._merge_arrived(feed) or ()
            return replace(self._conclude(-1, ()), pages=pages, read=len(self.scanned))
        return self._conclude(-1, ())

    def _conclude(self, index: int, findings: tuple[Finding, ...]) -> PageScan:
        """The verdicts over the pages scanned so far, through the command line's code:
        over every page, exactly what ``fonts`` and ``report`` conclude."""
        start = time.perf_counter()
        scan = self._concluded(index, findings)
        self.pace.concluded(time.perf_counter() - start)
        return scan

    def _concluded(self, index: int, findings: tuple[Finding, ...]) -> PageScan:
        analysis = self.analysis
        complete = len(self.scanned) == analysis.page_count
        # Until every page is scanned, the fonts listed so far stand in for the listing
        # of the scanned pages (listing them again at every step would cost a pass).
        listed = None if complete else list(self.entries.values())
        entries = analysis.judged_fonts(self.diagnoser, None, listed)
        diagnosis = analysis.conclude(self.diagnoser, listed=entries)
        unlisted = tuple(e for e in entries if e.key not in self.entries)
        return PageScan(index, findings, analysis.findings, diagnosis, unlisted, complete=complete)

    def occurrences(self, finding: Finding, font: object, progress: Progress) -> Occurrences:
        """Every glyph of ``font`` that a finding about it is about, in page order."""
        wanted = predicate_for(finding)
        if wanted is None:
            return Occurrences(finding, font, ())
        entry = self.entries.get(font)
        count = self.analysis.page_count
        if entry is not None and entry.uses:
            pages = sorted({u.page_index for u in entry.uses})
        else:  # used without being listed: any page may show it
            pages = list(range(count))
        usage = self.diagnoser.usage.get(font)
        if usage is not None and usage.first_seen:  # start where it is first seen
            first = min(p for p, _ in usage.first_seen.values())
            pages = sorted(set(pages) | {first})
        places: list[Occurrence] = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            trace = self.analysis.trace_page(index)
            places.extend(occurrences_on(trace, font, wanted, OCCURRENCE_LIMIT - len(places)))
            if len(places) >= OCCURRENCE_LIMIT:
                return Occurrences(finding, font, tuple(places), truncated=True)
        progress(len(pages), len(pages))
        return Occurrences(finding, font, tuple(places))

    def search(self, query: Query, pages: list[int], progress: Progress) -> tuple[SearchHit, ...]:
        """Every occurrence of a query on the given pages."""
        hits: list[SearchHit] = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            trace = self.analysis.trace_page(index)
            hits.extend(search_page(query, trace, extract_page_text(trace)))
        progress(len(pages), len(pages))
        return tuple(hits)

    # Glyphs ----------------------------------------------------------------------------

    def glyph_outlines(self, key: object, gids: Iterable[int]) -> GlyphOutlines:
        """The outlines of some glyphs of a font's embedded program, or of a Type3 font's
        glyph procedures (``gids`` are then codes)."""
        entry = self.analysis.font_entry(key)
        if entry is not None and entry.font.kind == "type3":
            return self._type3_outlines(key, gids)
        program = entry.font.program if entry is not None else None
        if program is None:
            embedded = entry is not None and entry.font.facts.embedded
            if entry is not None and not embedded:
                note = QCoreApplication.translate(
                    "GlyphNotes", "not embedded: a system font's glyph stands in for each character"
                )
                return GlyphOutlines(key, None, note, {}, substitute=True)
            return GlyphOutlines(
                key, None, QCoreApplication.translate("GlyphNotes", "no embedded program"), {}
            )
        if program.error is not None:
            note = QCoreApplication.translate("GlyphNotes", "program unreadable: {error}").format(
                error=program.error
            )
            return GlyphOutlines(key, None, note, {})
        outlines: dict[int, Outline | None] = {}
        for gid in gids:
            cached = (key, gid)
            if cached not in self._outlines:
                self._outlines[cached] = program.outline(gid)
            outlines[gid] = self._outlines[cached]
        note = f"{program.kind}, {program.glyph_count or 0} glyphs, {program.units_per_em} units/em"
        return GlyphOutlines(key, program.kind, note, outlines)

    def _type3_outlines(self, key: object, codes: Iterable[int]) -> GlyphOutlines:
        wanted = [c for c in codes if (key, c) not in self._outlines]
        for code, outline in self.analysis.type3_outlines(key, wanted).items():
            self._outlines[(key, code)] = outline
        outlines = {c: self._outlines.get((key, c)) for c in codes}
        note = QCoreApplication.translate(
            "GlyphNotes", "Type3 glyph procedures (/CharProcs), drawn from their paths"
        )
        return GlyphOutlines(key, TYPE3_PROGRAM, note, outlines)

    def used_glyphs(self, key: object) -> UsedGlyphs:
        """The codes a font shows on the pages analysed so far, with their outlines."""
        usage = self.diagnoser.usage.get(key)
        glyphs: list[GlyphUse] = []
        if usage is not None:
            for code, info in sorted(usage.codes.items())[:GLYPH_LIMIT]:
                glyphs.append(
                    GlyphUse(
                        code=code,
                        cid=info.cid,
                        gid=info.gid,
                        unicode=info.unicode,
                        count=usage.counts.get(code, 0),
                        flagged=bool(info.flags & {Flag.UNMAPPED, Flag.SUSPECT, Flag.NOTDEF}),
                        first_seen=usage.first_seen.get(code),
                    )
                )
        entry = self.analysis.font_entry(key)
        kind = entry.font.kind if entry is not None else ""
        keys = outline_keys(kind, ((int.from_bytes(g.code), g.gid) for g in glyphs))
        return UsedGlyphs(key, tuple(glyphs), self.glyph_outlines(key, keys), len(self.scanned))

    # Objects ---------------------------------------------------------------------------

    def object_data(self, num: int, gen: int = 0) -> ObjectData:
        """One indirect object as plain data."""
        return ObjectData(num, gen, self.analysis.object_view(num, gen))

    def font_objects(self, key: object) -> tuple[ObjectLink, ...]:
        """The font dictionary and the objects behind it (descendant, descriptor, CMaps)."""
        entry = self.analysis.font_entry(key)
        if entry is None or entry.font.facts.objnum is None:
            return ()
        return font_links(self.analysis.object_view, entry.font.facts.objnum)

    def page_objects(self, index: int) -> tuple[ObjectLink, ...]:
        """The page dictionary, its content streams and resources."""
        objnum = self.analysis.document.page(index).objnum
        if objnum is None:
            return ()
        return page_links(self.analysis.object_view, objnum, index)

    def document_objects(self) -> tuple[ObjectLink, ...]:
        """The trailer, the catalog, the Info dictionary and the catalog's main entries."""
        return document_links(self.analysis.object_view)

    def stream_page(self, num: int, gen: int, raw: bool, offset: int) -> StreamPage:
        """A page of a stream's data, raw or decoded."""
        return self.analysis.document.stream_page(num, gen, raw, offset)

    def find_objects(self, key: str, value: str | None) -> tuple[FoundObject, ...]:
        """The objects whose dictionary has ``key`` (valued ``value``, if given)."""
        return self.analysis.document.objects_with_key(key, value)

    def save_stream(self, num: int, gen: int, raw: bool, target: str) -> str:
        """Write a stream's whole data (a font program, an image, a CMap) to ``target``;
        never over the open file. Returns the path."""
        refuse_input(target, self.path)
        data = self.analysis.document.stream_bytes(num, gen, raw)
        if data.error is not None:
            raise UsageError(f"{num} {gen} R: {data.error}")
        Path(target).write_bytes(data.data)
        return target

    # Repair and export -----------------------------------------------------------------

    def plan_repairs(
        self, corrections: Mapping[str, Mapping[bytes, str]]
    ) -> tuple[RepairPreview, ...]:
        """What a repair would do to every font, code by code (traces every page)."""
        previews = []
        for repair in plan_repairs(self.analysis, corrections=corrections):
            entry = self.entries.get(repair.key) or self.analysis.font_entry(repair.key)
            if entry is None:
                continue
            fixes = corrections_for(entry, corrections)
            previews.append(RepairPreview(repair, preview_rows(entry, repair, fixes)))
        return tuple(previews)

    def write_repaired(self, target: str, repairs: tuple[FontRepair, ...]) -> RepairWritten:
        """Write a repaired copy to ``target``; returns what writing it did (the streams
        rewritten, and those copied as they were because they were not read whole)."""
        return write_repaired(self.path, target, repairs, self.password)

    def export_report(
        self,
        target: str,
        fmt: str,
        progress: Progress,
        pages: list[int] | None = None,
        redact: bool = False,
        glyph_shapes: bool = False,
    ) -> str:
        """Write the report of the document (or of ``pages``) in a format, from the file
        as ``report`` reads it (see :func:`write_report`); returns the path."""
        progress(0, 1)
        write_report(
            self.path,
            target,
            fmt,
            password=self.password,
            pages=pages,
            redact=redact,
            glyph_shapes=glyph_shapes,
        )
        progress(1, 1)
        return target

    def export_html(self, target: str, progress: Progress) -> str:
        """Write the document as HTML (export-html), its images in a folder beside it;
        returns the path. Like the report, it reads the file in an analysis of its own,
        as ``export-html`` does: nothing the window's analysis holds reaches the file."""
        from inspector.export import export_html  # Jinja2 and the template: on use only

        path = Path(target)
        progress(0, 1)
        with (
            Analysis(self.path, self.password) as analysis,
            path.open("w", encoding="utf-8", newline="\n") as handle,
        ):
            export_html(
                analysis,
                handle,
                images=path.with_name(path.stem + "_files"),
                link_base=path.parent,
                file_name=shown(Path(self.path).name),
                password=self.password,
            )
        progress(1, 1)
        return target

    def export_trace(self, target: str, progress: Progress) -> str:
        """Write every page's strings and codes as ``trace --json`` writes them, the same
        bytes (one writer, :func:`trace_json`); returns the path. Like the report, it reads
        the file in an analysis of its own: nothing the window's analysis holds (a
        glyph-shape preview's readings) reaches the file. Never over the open file."""
        refuse_input(target, self.path)
        with Analysis(self.path, self.password) as analysis:
            count = analysis.page_count
            page = page_writer()

            def pages() -> Iterator[bytes]:
                for index in range(count):
                    progress(index, count)
                    yield page(analysis.trace_page(index))
                progress(count, count)

            with WholeFile(target) as handle:
                for piece in trace_json(self.path, pages(), lambda: analysis.findings):
                    handle.write(
                        piece
                        if isinstance(piece, bytes)
                        else piece.encode("utf-8", "surrogatepass")
                    )
        return target


def _boxes(trace: PageTrace) -> tuple[GlyphBox, ...]:
    """Every glyph's box on the displayed page (upright points, crop box origin)."""
    a, b, c, d, e, f = display_matrix(trace.crop_box, trace.rotate)
    boxes = []
    append = boxes.append
    for show in trace.strings:
        serial = show.serial
        for code, (x0, y0, x1, y1) in enumerate(show.boxes()):
            if b == 0 and c == 0:
                u0, u1 = a * x0 + e, a * x1 + e
                v0, v1 = d * y0 + f, d * y1 + f
                rect = (min(u0, u1), min(v0, v1), max(u0, u1), max(v0, v1))
            else:
                xs = (
                    a * x0 + c * y0 + e,
                    a * x1 + c * y1 + e,
                    a * x0 + c * y1 + e,
                    a * x1 + c * y0 + e,
                )
                ys = (
                    b * x0 + d * y0 + f,
                    b * x1 + d * y1 + f,
                    b * x0 + d * y1 + f,
                    b * x1 + d * y0 + f,
                )
                rect = (min(xs), min(ys), max(xs), max(ys))
            append(GlyphBox(serial, code, rect))
    return tuple(boxes)
