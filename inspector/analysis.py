"""The facade everyone else calls: open a document, list its fonts, trace its pages.

Pages are interpreted on demand; fonts are built once per font object, whichever page
uses them, and kept for the life of the analysis. Their embedded programs are not: at most
:data:`inspector.decode.program.PROGRAMS_KEPT` are parsed at a time.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any

from inspector.catalogue import UNREAD_CODES
from inspector.chain import CodeInfo, Flag
from inspector.content import Interpreter, PageTrace, TextShow
from inspector.decode import BrokenFont, Font, FontEntry, FontUse, build_font
from inspector.decode import program as font_programs
from inspector.diagnostics import Diagnoser, Diagnosis
from inspector.findings import CollectingSink, Finding, Location, make_finding
from inspector.fontprog import Outline
from inspector.fontprog.outline import GlyphTooComplexError
from inspector.fontprog.type3 import PATH_OPERATORS, charproc_outline
from inspector.i18n.message import msg, msg_n
from inspector.links import link_target, refused_link_finding
from inspector.pageprogress import pages_read
from inspector.pdf import (
    Document,
    DocumentInfo,
    FontRef,
    OutlineEntry,
    ResourceScope,
    open_document,
)
from inspector.pdf.fontdict import FontSpec
from inspector.pdf.resources import type3_glyph_scope, type3_procs

if TYPE_CHECKING:
    from inspector.glyphshape import ShapeReport

RESOURCE_DEPTH_LIMIT = 16
"""How deeply forms and Type3 resources are followed when listing a page's fonts."""

GLYPH_PROC_OPERATORS = 100_000
"""Operators of one Type3 glyph procedure read for its outline."""


class Analysis:
    """An open document under inspection. Close it when done (or use ``with``)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        password: str | None = None,
        *,
        text_only: bool = False,
    ) -> None:
        """``text_only``: the analysis only extracts text, so its fonts read their
        programs only where a code's text depends on them (see ``Font.text_only``); the
        traces then lack the other codes' program facts, and are not for diagnosis."""
        self.text_only = text_only
        self.sink = CollectingSink()
        self.document: Document = open_document(path, self.sink, password)
        self._fonts: dict[object, Font] = {}
        self.programs = font_programs.ProgramCache(font_programs.PROGRAMS_KEPT)
        """The parsed font programs, bounded in number (read again when released)."""
        self._scope_fonts: dict[object, list[tuple[str, FontRef, str]]] = {}
        self._refs: dict[object, FontRef] = {}

    def __enter__(self) -> Analysis:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the file and the parsed font programs."""
        self.programs.clear()
        self.document.close()

    @property
    def page_count(self) -> int:
        """Number of pages."""
        return self.document.page_count

    def info(self) -> DocumentInfo:
        """File facts."""
        return self.document.info()

    @property
    def findings(self) -> tuple[Finding, ...]:
        """Document-level findings so far (repairs, unreadable objects)."""
        return self.sink.findings

    # Fonts ---------------------------------------------------------------------------

    def font_for(self, ref: FontRef | None, resource: str, location: Location) -> Font:
        """The decoder for a font resource, built on first use (never raises)."""
        if ref is None:
            key: object = ("missing", resource)
            font = self._fonts.get(key)
            if font is None:
                spec = _missing_spec(resource)
                font = BrokenFont(spec, [], f"/{resource} is not a font resource")
                self._fonts[key] = font
            return font
        font = self._fonts.get(ref.key)
        if font is None:
            font = build_font(
                self.document.font_spec(ref),
                Location(obj=ref.objnum, font=resource),
                partial(self.document.font_program, ref),
            )
            font.program_cache = self.programs
            font.text_only = self.text_only
            self._fonts[ref.key] = font
            self._refs[ref.key] = ref
        return font

    def type3_outlines(self, key: object, codes: Iterable[int]) -> dict[int, Outline | None]:
        """The outlines a Type3 font's glyph procedures paint, by code (§9.6.5): each
        code's glyph name through the font's encoding, its /CharProcs stream interpreted
        into path operations (None: no procedure, or one that paints no path). Empty for
        fonts of other kinds."""
        font, ref = self._fonts.get(key), self._refs.get(key)
        if font is None or ref is None or font.spec.subtype != "Type3":
            return {}
        # Findings about the procedures belong to the traces that run them, not here.
        procs = type3_procs(ref, CollectingSink(), Location(obj=ref.objnum))
        outlines: dict[int, Outline | None] = {}
        for code in codes:
            if not 0 <= code <= 255:
                continue
            name = font.info(bytes([code])).glyph_name
            proc = procs.get(name) if name is not None else None
            outline = None
            if proc is not None:
                instructions = proc.instructions(PATH_OPERATORS, GLYPH_PROC_OPERATORS)
                try:
                    outline = charproc_outline(instructions, font.spec.font_matrix)
                except GlyphTooComplexError:
                    outline = None
            outlines[code] = outline
        return outlines

    def fonts(self, pages: list[int] | None = None) -> list[FontEntry]:
        """Every font reachable from the pages: page and form resources, Type3 glyph
        resources and annotation appearances, in order of first appearance."""
        entries: dict[object, FontEntry] = {}
        indexes = pages if pages is not None else range(self.page_count)
        for index in indexes:
            for resource, ref, where in self._page_fonts(index):
                entry = entries.get(ref.key)
                if entry is None:
                    entry = FontEntry(ref.key, self.font_for(ref, resource, Location(index)))
                    entries[ref.key] = entry
                entry.uses.append(FontUse(index, resource, where))
        self.document.drain_warnings()
        return list(entries.values())

    def _page_fonts(self, index: int) -> list[tuple[str, FontRef, str]]:
        page = self.document.page(index)
        found: list[tuple[str, FontRef, str]] = []
        self._walk_scope(page.resources, "page", found, set(), 0)
        for appearance in page.annotation_forms():
            self._walk_scope(appearance.resources, appearance.label, found, set(), 0)
        return found

    def _walk_scope(
        self,
        scope: ResourceScope,
        where: str,
        found: list[tuple[str, FontRef, str]],
        seen: set[int],
        depth: int,
    ) -> None:
        num = scope.objnum
        if num is not None:
            if num in seen:
                return
            seen.add(num)
        key = scope.contents_key
        if key is not None:
            cached = self._scope_fonts.get(key)
            if cached is not None:
                found.extend(cached)
                return
        if depth > RESOURCE_DEPTH_LIMIT:
            self.sink.add(
                make_finding(
                    "PDF-DEPTH-LIMIT",
                    msg(
                        "resources nested deeper than {limit} under {where}",
                        limit=RESOURCE_DEPTH_LIMIT,
                        where=where,
                    ),
                    scope.location,
                )
            )
            return
        local: list[tuple[str, FontRef, str]] = []
        for name in scope.font_names():
            ref = scope.font(name)
            if ref is None:
                continue
            local.append((name, ref, where))
            glyph_scope = type3_glyph_scope(ref, self.sink, scope.location)
            if glyph_scope is not None:
                self._walk_scope(glyph_scope, f"Type3 /{name} glyphs", local, seen, depth + 1)
        for name in scope.form_names():
            form = scope.form(name)
            if form is not None and form.resources is not scope:
                self._walk_scope(form.resources, f"form /{name}", local, seen, depth + 1)
        if key is not None:
            self._scope_fonts[key] = local
        found.extend(local)

    # Pages ---------------------------------------------------------------------------

    def font_entry(self, key: object) -> FontEntry | None:
        """The font behind a key seen in a trace (including fonts only used through an
        ExtGState or missing from the resources), without its uses."""
        font = self._fonts.get(key)
        return FontEntry(key, font) if font is not None else None

    def content_source(self, index: int, forms: tuple[str, ...] = ()) -> bytes:
        """The decoded content stream of a page, or of a form drawn on it (by the names
        along ``forms``; an annotation appearance is not reachable this way)."""
        page = self.document.page(index)
        scope, content = page.resources, page.content
        for name in forms:
            form = scope.form(name)
            if form is None:
                return b""
            scope, content = form.resources, form.content
        return content.raw_bytes()

    def outline(self) -> tuple[OutlineEntry, ...]:
        """The document's bookmarks."""
        return self.document.outline()

    def object_view(self, num: int, gen: int = 0) -> Any:
        """Plain data for an indirect object, with references to follow."""
        return self.document.object_view(num, gen)

    def trace_page(self, index: int) -> PageTrace:
        """Interpret one page and decode every string it shows."""
        from inspector.fontprog.reader import capture_warnings

        page = self.document.page(index)
        sink = CollectingSink()
        interpreter = Interpreter(index, self.font_for, sink)
        # Each glyph's answers from a program are read inside a capture of fontTools'
        # warnings (kept as that glyph's problems); one around the page makes each of
        # those a push and a pop, not a logging handler added and removed per glyph.
        with capture_warnings():
            shows = interpreter.run(page.content, page.resources)
            own = len(shows)
            for appearance in page.annotation_forms():
                if appearance.shown:
                    shows = interpreter.run(
                        appearance.content,
                        appearance.resources,
                        appearance.matrix,
                        forms=(appearance.label,),
                    )
        for show in shows:
            _report_invalid(show, sink)
        for uri in self.document.link_uris(index):
            target = link_target(uri)
            if target.href is None:
                sink.add(refused_link_finding(target, index))
        self.document.drain_warnings()
        pages_read(1)
        return PageTrace(
            page_index=index,
            strings=tuple(shows),
            findings=sink.findings,
            media_box=page.media_box,
            crop_box=page.crop_box,
            rotate=page.rotate,
            unread=tuple(interpreter.unread),
            recovered=tuple(interpreter.recovered),
            rules=tuple(interpreter.rules),
            font_unread=self._fonts_unread(shows),
            annotations_from=own if len(shows) > own else None,
        )

    def _fonts_unread(self, shows: Iterable[TextShow]) -> tuple[Finding, ...]:
        """The findings saying that a font the strings use was not read whole."""
        found: list[Finding] = []
        seen: set[object] = set()
        for show in shows:
            key = show.font_key
            if key in seen:
                continue
            seen.add(key)
            font = self._fonts.get(key)
            if font is not None:
                found.extend(f for f in font.findings if f.code in UNREAD_CODES)
        return tuple(found)

    def diagnose(self, pages: list[int] | None = None) -> Diagnosis:
        """Trace the pages one at a time here and run the diagnostics over them (worker
        processes reach the same verdicts through :func:`inspector.pagepool.diagnose`)."""
        diagnoser = Diagnoser()
        for trace in self.trace(pages):
            diagnoser.add(trace)
        return self.conclude(diagnoser, pages)

    def first_used_font(self, key: object, name: str, page: int) -> Font | None:
        """The font behind ``key`` as the interpreter builds it when a string first uses
        it under resource ``name`` on ``page`` (a missing resource gets its broken font):
        None when it is not among the resources of that page (a font set through an
        ExtGState), so that it cannot be built that way."""
        font = self._fonts.get(key)
        if font is not None:
            return font
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "missing":
            return self.font_for(None, name, Location(page))
        ref = next((r for _n, r, _w in self._page_fonts(page) if r.key == key), None)
        if ref is None:
            return None
        return self.font_for(ref, name, Location(page))

    def conclude(
        self,
        diagnoser: Diagnoser,
        pages: list[int] | None = None,
        listed: list[FontEntry] | None = None,
    ) -> Diagnosis:
        """The verdicts over the pages fed to ``diagnoser`` (see :meth:`judged_fonts`).

        Every verdict of the file, its fonts and pages comes from here, whoever traced
        the pages: the command line in one pass, the window page by page in the background.
        """
        return diagnoser.finish(self.judged_fonts(diagnoser, pages, listed))

    def judged_fonts(
        self,
        diagnoser: Diagnoser,
        pages: list[int] | None = None,
        listed: list[FontEntry] | None = None,
    ) -> list[FontEntry]:
        """The fonts the verdicts are reached for: those the pages list (``listed``, or
        :meth:`fonts` of ``pages``), then those their strings used without any resource
        dictionary listing them (set through an ExtGState, or a ``Tf`` naming a missing
        resource), in the order the strings used them."""
        entries = list(self.fonts(pages) if listed is None else listed)
        known = {e.key for e in entries}
        for key in diagnoser.usage:
            if key not in known:
                entry = self._unlisted_entry(key)
                if entry is not None:
                    entries.append(entry)
        return entries

    def _unlisted_entry(self, key: object) -> FontEntry | None:
        entry = self.font_entry(key)
        if entry is not None:
            return entry
        # The interpreter keys a missing resource as ("missing", "/F9"); font_for builds
        # its broken font under ("missing", "F9"). Ask for it by resource name.
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "missing" and key[1]:
            resource = str(key[1]).lstrip("/")
            return FontEntry(key, self.font_for(None, resource, Location()))
        return None

    def recover_glyph_shapes(
        self, pages: list[int] | None = None, min_confidence: float | None = None
    ) -> ShapeReport:
        """Read the unmapped codes of the pages from their glyphs' shapes (the
        glyph-shape route, :mod:`inspector.glyphshape`): asked for, never by default.

        The matches are attached to the fonts, so every later trace, text, verdict and
        repair of this analysis sees them. Each font with matches gets a
        ``GLYPH-SHAPE-RECOVERED`` finding; when the route cannot run (no reference font,
        no numpy) the document gets one ``GLYPH-SHAPE-UNAVAILABLE`` finding.
        """
        usage: dict[object, dict[bytes, CodeInfo]] = {}
        for trace in self.trace(pages):
            for show in trace.strings:
                known = usage.setdefault(show.font_key, {})
                for info in show.decoded.infos:
                    if Flag.UNMAPPED in info.flags and Flag.INVALID not in info.flags:
                        known.setdefault(info.code_bytes, info)
        fonts = []
        for key, codes in usage.items():
            entry = self.font_entry(key)
            if entry is not None and codes:
                label = entry.font.style.base_font or "font"
                fonts.append((key, label, entry.font, list(codes.values())))
        from inspector.glyphshape import recover  # asked for only: not imported at start-up

        report = recover(fonts, self.document.lang, min_confidence)
        if report.unavailable is not None:
            if not any(f.code == "GLYPH-SHAPE-UNAVAILABLE" for f in self.sink.findings):
                self.sink.add(
                    make_finding(
                        "GLYPH-SHAPE-UNAVAILABLE",
                        msg(
                            "The glyph-shape route cannot run: {reason}; {count} unmapped codes "
                            "stay unmapped",
                            reason=report.unavailable,
                            count=sum(len(c) for _, _, _, c in fonts),
                        ),
                    )
                )
            return report
        for key, shapes in report.fonts.items():
            entry = self.font_entry(key)
            if entry is None or not shapes.drawn:
                continue
            font = entry.font
            font.findings[:] = [f for f in font.findings if f.code != "GLYPH-SHAPE-RECOVERED"]
            sure = sorted(shapes.confidences)
            median = sure[len(sure) // 2] if sure else 0.0
            lowest = sure[0] if sure else 0.0
            font.findings.append(
                make_finding(
                    "GLYPH-SHAPE-RECOVERED",
                    msg(
                        "{font}: {count} of {total} unmapped codes read from their glyph shapes "
                        "against {references} (confidence median {median}, lowest {lowest}); "
                        "{rest} stay unmapped",
                        font=shapes.label,
                        count=shapes.accepted,
                        total=shapes.asked,
                        references=", ".join(shapes.references),
                        median=f"{median:.2f}",
                        lowest=f"{lowest:.2f}",
                        rest=shapes.asked - shapes.accepted,
                    ),
                    Location(obj=font.spec.objnum),
                    accepted=shapes.accepted,
                    asked=shapes.asked,
                    rejected=shapes.rejected,
                    confidence_median=round(median, 3),
                    confidence_lowest=round(lowest, 3),
                    references="; ".join(shapes.references),
                )
            )
        return report

    def trace(self, pages: list[int] | None = None) -> Iterator[PageTrace]:
        """Trace pages one at a time (nothing is kept between pages)."""
        for index in pages if pages is not None else range(self.page_count):
            yield self.trace_page(index)


def _report_invalid(show: TextShow, sink: CollectingSink) -> None:
    if not show.decoded.invalid:
        return
    bad = [c for c in show.decoded.codes if Flag.INVALID in c.info.flags]
    if not bad:
        return
    first = bad[0]
    offsets = ", ".join(str(c.offset) for c in bad[:8]) + (" ..." if len(bad) > 8 else "")
    sink.add(
        make_finding(
            "CODE-OUTSIDE-CODESPACE",
            msg_n(
                "{count} code of a {operator} string in font /{font} matches no codespace "
                "range (first <{first}> at byte {offset}; offsets {offsets})",
                "{count} codes of a {operator} string in font /{font} match no codespace range "
                "(first <{first}> at byte {offset}; offsets {offsets})",
                len(bad),
                count=len(bad),
                operator=show.operator,
                font=show.font_name,
                first=first.info.code_bytes.hex(),
                offset=first.offset,
                offsets=offsets,
            ),
            Location(
                page_index=show.page_index,
                obj=show.stream,
                font=show.font_name,
                operator=show.operator,
                instruction_index=show.instruction,
                byte_offset=first.offset,
            ),
            count=len(bad),
            first=first.info.code_bytes.hex(),
        )
    )


def _missing_spec(resource: str) -> FontSpec:
    return FontSpec(
        objnum=None,
        subtype=None,
        base_font=f"missing /{resource}",
        encoding_name=None,
        encoding_stream=None,
        usecmap_name=None,
        usecmap_stream=None,
        base_encoding=None,
        differences=None,
        first_char=None,
        last_char=None,
        widths=None,
        to_unicode=None,
        to_unicode_other=None,
        font_matrix=None,
        descriptor=None,
        descendant=None,
        problems=(),
    )


__all__ = ["RESOURCE_DEPTH_LIMIT", "Analysis", "FontEntry", "FontUse", "PageTrace"]
