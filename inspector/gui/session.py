"""The worker side: one object that owns the :class:`~inspector.analysis.Analysis`.

Everything here runs on the worker thread (pikepdf objects and font programs stay on
one thread) and hands the window the frozen values of :mod:`inspector.gui.state`. The
:class:`Session` holds what the features share (the analysis, the diagnoser fed by the
background pass, the fonts listed in a :class:`FontBook`); each feature's session half
(``inspector/gui/features/``) works on it. Nothing walks every page before the first
page is shown: the font listing comes in chunks afterwards.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from inspector.analysis import Analysis, FontEntry
from inspector.chain import forget_received
from inspector.cmap.predefined import KNOWN_COLLECTIONS, ucs2_map
from inspector.decode import FontUse
from inspector.diagnostics import Diagnoser
from inspector.diagnostics.pageusage import MissingFontUse, missing_font_uses
from inspector.gui.state import (
    CMapFacts,
    FontSnapshot,
    PageContents,
    PageItem,
)
from inspector.output.words import use_place

if TYPE_CHECKING:
    from inspector.cmap import CMap
    from inspector.content import PageTrace
    from inspector.gui.page_runs import RunFeed

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
"""Reports (done, total); raises :class:`~inspector.gui.worker.Cancelled` when cancelled."""


def cmap_facts(cmap: CMap | None) -> list[CMapFacts]:
    """A CMap and its ``usecmap`` ancestors as plain values."""
    out = []
    while cmap is not None:
        out.append(
            CMapFacts(
                name=cmap.name,
                predefined=cmap.predefined,
                identity=cmap.identity,
                wmode=cmap.wmode,
                chain=cmap.chain,
                cid_system_info=cmap.cid_system_info,
                codespace=tuple(str(r) for r in cmap.codespace.ranges),
                source=cmap.source,
            )
        )
        cmap = cmap.parent
    return out


def font_snapshot(entry: FontEntry, uses: Iterable[FontUse] | None = None) -> FontSnapshot:
    """What the window shows of a font (on the worker thread: it reads the font's CMaps)."""
    font = entry.font
    unicode_maps = cmap_facts(font.to_unicode)
    info = font.facts.cid_system_info
    collection = "-".join(info.split("-")[:2]) if info else None
    if collection in KNOWN_COLLECTIONS:
        ucs2 = ucs2_map(collection)
        if ucs2 is not None:
            unicode_maps.append(cmap_facts(ucs2)[0])
    return FontSnapshot(
        key=entry.key,
        facts=font.facts,
        spec=font.spec,
        kind=font.kind,
        uses=tuple(entry.uses if uses is None else uses),
        findings=tuple(font.findings),
        encoding_cmaps=tuple(cmap_facts(font.encoding_cmap)),
        unicode_maps=tuple(unicode_maps),
        to_unicode=font.to_unicode.bf_entries() if font.to_unicode is not None else None,
    )


class FontBook:
    """The fonts the session has listed, page by page: the one place where a font's uses
    on different pages are merged. The window gets :class:`FontSnapshot` values of them."""

    def __init__(self) -> None:
        self.entries: dict[object, FontEntry] = {}
        """Each listed font with every use listed so far, in order of first listing."""
        self._seen: dict[object, set[FontUse]] = {}
        self._snapshots: dict[object, FontSnapshot] = {}

    def __contains__(self, key: object) -> bool:
        return key in self.entries

    def get(self, key: object) -> FontEntry | None:
        """A listed font, with every use listed so far."""
        return self.entries.get(key)

    def add(self, found: Iterable[FontEntry]) -> None:
        """Merge fonts listed on a page: new fonts are kept, known ones get the new uses."""
        for entry in found:
            known = self.entries.get(entry.key)
            if known is None:
                known = self.entries[entry.key] = FontEntry(entry.key, entry.font)
                self._seen[entry.key] = set()
            seen = self._seen[entry.key]
            for use in entry.uses:
                if use not in seen:
                    seen.add(use)
                    known.uses.append(use)

    def snapshot(self, key: object) -> FontSnapshot:
        """A listed font as the window shows it, with every use listed so far (uses and
        findings only grow: a snapshot is taken again when their counts change)."""
        entry = self.entries[key]
        shot = self._snapshots.get(key)
        if shot is None:
            shot = font_snapshot(entry)
        elif len(shot.uses) != len(entry.uses) or len(shot.findings) != len(entry.font.findings):
            shot = replace(shot, uses=tuple(entry.uses), findings=tuple(entry.font.findings))
        else:
            return shot
        self._snapshots[key] = shot
        return shot


class Session:
    """An open document on the worker thread."""

    def __init__(self, path: str, password: str | None) -> None:
        self.path = path
        self.password = password
        self.analysis = Analysis(path, password)
        self.diagnoser = Diagnoser()
        self.book = FontBook()
        self.scanned: set[int] = set()
        """The pages fed to :attr:`diagnoser` (or merged from worker processes' runs)."""
        self._listed: set[int] = set()
        self._missing_on: dict[int, dict[object, None]] = {}
        """Per page, the fonts its strings select by a name no resource defines."""
        self._preview: Analysis | None = None
        self.feed: RunFeed | None = None
        """The worker processes reading the pages for the diagnosis, if they do."""

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

    # Fonts and contents, which the document and the background pass both list ---------

    def list_page(self, index: int) -> list[FontEntry]:
        """The fonts of one page (fresh entries, with their uses on it), merged into the
        session's :class:`FontBook`."""
        found = self.analysis.fonts([index])
        if index not in self._listed:
            self._listed.add(index)
            self.book.add(found)
        return found

    def note_missing(self, trace: PageTrace) -> list[FontEntry]:
        """The fonts a traced page's strings select by a name that no resource dictionary
        defines (a missing resource), each with its uses on the page, merged into the
        :class:`FontBook`: the fonts table and the page tree then count them with the
        fonts the resources list, marked as missing."""
        return self.note_missing_uses(missing_font_uses(trace))

    def note_missing_uses(self, uses: Iterable[MissingFontUse]) -> list[FontEntry]:
        """:meth:`note_missing` for uses gathered elsewhere (by the worker processes that
        read runs of pages: :attr:`RunUsage.missing`), of any pages."""
        found: dict[object, FontEntry] = {}
        for use in uses:
            index, key = use.page_index, use.key
            entry = found.get(key)
            if entry is None:
                font = self.analysis.first_used_font(key, use.font_name, index)
                if font is None:
                    continue
                entry = found[key] = FontEntry(key, font)
            where = f"form /{use.form}" if use.form is not None else "page"
            page_use = FontUse(index, use.font_name, where)
            if page_use not in entry.uses:
                entry.uses.append(page_use)
            self._missing_on.setdefault(index, {})[key] = None
        if found:
            self.book.add(found.values())
        return list(found.values())

    def contents(self, index: int, found: list[FontEntry]) -> PageContents:
        """The fonts (with the forms they are used in) and images of a page, from its
        fonts as :meth:`list_page` gives them, and the fonts its strings select whose
        resource is missing (known once the page is traced: :meth:`note_missing`)."""
        fonts: list[PageItem] = []
        forms: dict[str, None] = {}
        missing = [
            entry
            for key in self._missing_on.get(index, ())
            if (entry := self.book.get(key)) is not None
        ]
        for entry in [*found, *missing]:
            facts = entry.font.facts
            lost = entry in missing
            for use in entry.uses:
                if use.page_index != index:
                    continue
                where = "" if use.where == "page" else f", {use_place(use.where)}"
                if lost:
                    details = QCoreApplication.translate(
                        "PageTree", "resource missing: no font dictionary{where}"
                    ).format(where=where)
                else:
                    details = f"{facts.base_font or '-'} ({facts.subtype or '?'}{where})"
                item = PageItem(index, "font", f"/{use.resource}", details, entry.key, lost)
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

    # Glyphs ----------------------------------------------------------------------------

    # Objects ---------------------------------------------------------------------------

    # Repair and export -----------------------------------------------------------------
