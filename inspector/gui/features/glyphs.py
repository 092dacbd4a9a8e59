"""Glyphs: outlines of a font's glyphs, the codes a font shows, and a string's naive
readings, all read on the worker (they may read the font's program).

Controller half: :class:`GlyphsFeature`. Session half: :class:`GlyphWork`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector.chain import DecodedString, Flag
from inspector.gui.features.hub import Hub
from inspector.gui.state import (
    TYPE3_PROGRAM,
    GlyphOutlines,
    GlyphUse,
    StringReadings,
    UsedGlyphs,
    outline_keys,
)
from inspector.gui.worker import PRIORITY_NORMAL, Runner

if TYPE_CHECKING:
    from inspector.analysis import FontEntry
    from inspector.content import TextShow
    from inspector.diagnostics.naive import NaiveReader
    from inspector.fontprog import Outline
    from inspector.gui.session import Session

GLYPH_LIMIT = 4000
"""Used glyphs listed for one font in the glyph grid."""


class GlyphWork:
    """The session half (runs on the worker thread): outlines are kept once read."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._outlines: dict[tuple[object, int], Outline | None] = {}
        self._readers: dict[object, NaiveReader] = {}

    def glyph_outlines(self, key: object, gids: Iterable[int]) -> GlyphOutlines:
        """The outlines of some glyphs of a font's embedded program, or of a Type3 font's
        glyph procedures (``gids`` are then codes)."""
        entry = self.session.analysis.font_entry(key)
        if entry is not None and entry.font.kind == "type3":
            return self._type3_outlines(key, gids)
        program = entry.font.program if entry is not None else None
        if program is None:
            embedded = entry is not None and entry.font.facts.embedded
            if entry is not None and not embedded:
                note = QCoreApplication.translate(
                    "GlyphNotes", "not embedded: a system font's glyph stands in for each character"
                )
                return GlyphOutlines(key, None, note, {}, substitute=True, drawn=_drawn(entry))
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
        for code, outline in self.session.analysis.type3_outlines(key, wanted).items():
            self._outlines[(key, code)] = outline
        outlines = {c: self._outlines.get((key, c)) for c in codes}
        note = QCoreApplication.translate(
            "GlyphNotes", "Type3 glyph procedures (/CharProcs), drawn from their paths"
        )
        return GlyphOutlines(key, TYPE3_PROGRAM, note, outlines)

    def readings(
        self, page: int, serial: int, key: object, decoded: DecodedString
    ) -> StringReadings:
        """The naive readings of a string of a page (they may read the font's program)."""
        from inspector.diagnostics.naive import NaiveReader

        rows = [(QCoreApplication.translate("Readings", "correct (ISO 32000-1)"), decoded.text)]
        reader = self._readers.get(key)
        if reader is None:
            entry = self.session.analysis.font_entry(key)
            if entry is not None:
                reader = self._readers[key] = NaiveReader(entry.font)
        if reader is not None:
            readings = reader.read_all(decoded)
            rows += [(name, text) for name, text in readings.items() if text is not None]
        return StringReadings(page, serial, tuple(rows))

    def used_glyphs(self, key: object) -> UsedGlyphs:
        """The codes a font shows on the pages analysed so far, with their outlines."""
        usage = self.session.diagnoser.usage.get(key)
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
        entry = self.session.analysis.font_entry(key)
        kind = entry.font.kind if entry is not None else ""
        keys = outline_keys(kind, ((int.from_bytes(g.code, "big"), g.gid) for g in glyphs))
        return UsedGlyphs(
            key, tuple(glyphs), self.glyph_outlines(key, keys), len(self.session.scanned)
        )


def _drawn(entry: FontEntry) -> dict[int, str]:
    """For a font that is not embedded and whose CIDFont's collection is not the one that
    gives its Unicode: each CID decoded so far to the character that collection names
    (what a reader draws there)."""
    from inspector.decode.composite import CompositeFont

    font = entry.font
    if not isinstance(font, CompositeFont) or font.drawn_collection() is None:
        return {}
    drawn: dict[int, str] = {}
    for info in font.codes_seen().values():
        if info.cid is not None and info.cid not in drawn:
            text = font.drawn_text(info.cid)
            if text is not None:
                drawn[info.cid] = text
    return drawn


class GlyphsFeature(Hub):
    """The controller half: the outlines known so far, per font."""

    outlines_ready = Signal(object)
    """A font key whose glyph outlines grew (see :meth:`glyph_outlines`)."""
    used_glyphs_ready = Signal(object)
    """The :class:`UsedGlyphs` of a font."""
    readings_ready = Signal(object)
    """The :class:`StringReadings` of a string asked for with :meth:`request_readings`."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._glyphs: GlyphWork | None = None
        self._outlines: dict[object, GlyphOutlines] = {}
        self._outlines_asked: dict[object, set[int]] = {}

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._glyphs = GlyphWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._glyphs = None
        self._outlines = {}
        self._outlines_asked = {}

    def glyph_outlines(self, key: object) -> GlyphOutlines | None:
        """The outlines of a font's glyphs known so far (None: nothing asked yet)."""
        return self._outlines.get(key)

    def request_outlines(self, key: object, gids: Iterable[int]) -> None:
        """Ask for glyph outlines of a font; ``outlines_ready`` follows when any are new."""
        work = self._glyphs
        asked = self._outlines_asked.setdefault(key, set())
        wanted = [g for g in dict.fromkeys(gids) if g not in asked]
        known = self._outlines.get(key)
        # A substitute's drawn characters grow with the codes decoded: asked again.
        if work is None or (not wanted and known is not None and not known.drawn):
            return
        asked.update(wanted)
        self._fetch(
            "outlines",
            lambda _p: work.glyph_outlines(key, wanted),
            self._if_current(self._merge_outlines),
        )

    def _merge_outlines(self, found: GlyphOutlines) -> None:
        known = self._outlines.get(found.key)
        if known is not None:
            found = replace(found, outlines={**known.outlines, **found.outlines})
        self._outlines[found.key] = found
        self.outlines_ready.emit(found.key)

    def request_used_glyphs(self, key: object) -> None:
        """Ask for the codes a font shows with their glyphs; ``used_glyphs_ready`` follows."""
        work = self._glyphs
        if work is None:
            return

        def done(used: UsedGlyphs) -> None:
            self._outlines_asked.setdefault(key, set()).update(used.outlines.outlines)
            self._merge_outlines(used.outlines)
            self.used_glyphs_ready.emit(used)

        self._fetch(
            "glyphs", lambda _p: work.used_glyphs(key), self._if_current(done), PRIORITY_NORMAL
        )

    def request_readings(self, page: int, show: TextShow) -> None:
        """Ask for a string's naive readings; ``readings_ready`` follows."""
        work = self._glyphs
        if work is None:
            return
        key, decoded, serial = show.font_key, show.decoded, show.serial
        self._fetch(
            "readings",
            lambda _p: work.readings(page, serial, key, decoded),
            self._if_current(self.readings_ready.emit),
        )
