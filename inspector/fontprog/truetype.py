"""sfnt programs: ``FontFile2`` (TrueType) and ``FontFile3`` ``/OpenType`` (ISO 32000-1 §9.9).

Loading reads the table directory, ``head``, ``maxp``, the raw ``hhea`` and the PostScript
name; ``hmtx``, ``cmap``, ``post``, ``glyf`` and the CFF charset wait until a question
needs them (a 20 MB CJK font loads in tens of milliseconds).

Glyph ids are the only glyph keys used: before any table is parsed the font's glyph order
is set to ``glyph00000``, ``glyph00001``, ... so that fontTools never builds names from
``post`` or ``cmap`` (slow for big fonts, and its invented names would look like
evidence). The program's real names come from :mod:`inspector.fontprog.post` and the CFF
charset.
"""

from __future__ import annotations

import itertools
import struct
from collections.abc import Callable, Sequence
from io import BytesIO
from typing import TYPE_CHECKING, Any, Literal, cast

from fontTools.ttLib import TTFont

from inspector.fontprog.cmaptable import UNICODE_PREFERENCE, CmapSubtable, read_cmap_subtables
from inspector.fontprog.outline import (
    MAX_COMPONENT_DRAWS,
    Outline,
    draws_outline,
    record_outline,
)
from inspector.fontprog.post import post_glyph_names
from inspector.fontprog.reader import UNKNOWN, ProgramReader, Unknown, describe

if TYPE_CHECKING:
    from inspector.fontprog.cff import CffFont

# Tables without which no glyph can be measured or drawn; if one of them is missing or cut
# off, the program is unusable. Anything else that is damaged is a warning.
_REQUIRED = ("head", "maxp")
_OUTLINE_TABLES = ("glyf", "loca", "CFF ", "CFF2")


class SfntError(Exception):
    """The sfnt data cannot be used at all."""


def glyph_key(gid: int) -> str:
    """The name fontTools knows glyph ``gid`` by in this package (and for out-of-range ids)."""
    return f"glyph{gid:05d}"


_GLYPH_KEYS: list[str] = []


def _glyph_keys(count: int) -> list[str]:
    """The keys of glyphs 0 to ``count - 1``: made once (as far as the largest font read
    needs: subsets have a few thousand glyphs, maxp.numGlyphs allows 65535) and sliced."""
    made = len(_GLYPH_KEYS)
    if made < count:
        _GLYPH_KEYS.extend(glyph_key(gid) for gid in range(made, count))
    return _GLYPH_KEYS[:count]


def gid_of_key(name: str) -> int:
    """The glyph id of a :func:`glyph_key` name."""
    if not name.startswith("glyph"):
        raise ValueError(f"unexpected glyph name {name!r}")
    return int(name[5:])


def _tag_text(tag: str) -> str:
    """A table tag for a message, unprintable characters escaped (broken directories)."""
    shown = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in str(tag))
    return f"'{shown}'"


def hmtx_advances(
    data: bytes, number_of_hmetrics: int, glyph_count: int, problems: list[str]
) -> tuple[int | None, ...]:
    """Advance widths by glyph id from the ``hmtx`` table's bytes (ISO 32000-1 §9.2.4).

    Read by hand because fontTools rejects an ``hmtx`` shorter than ``hhea`` and
    ``maxp`` promise, which subsetting producers write (pdf.js issue 7696 in the corpus:
    the left side bearings are missing, the advances are all there). Glyphs past
    ``numberOfHMetrics`` take the last advance (OpenType ``hmtx``); advances the data
    does not hold are None.

    Args:
        data: the ``hmtx`` table's bytes.
        number_of_hmetrics: ``hhea.numberOfHMetrics`` (unsigned).
        glyph_count: ``maxp.numGlyphs``.
        problems: where damage found while reading is reported.

    Returns:
        One advance (font units) or None per glyph id; empty when there are none.
    """
    count = number_of_hmetrics
    if count == 0:
        problems.append("hmtx: hhea.numberOfHMetrics is 0: no advance widths")
        return ()
    if count > glyph_count:
        problems.append(f"hmtx: hhea.numberOfHMetrics {count} exceeds maxp.numGlyphs {glyph_count}")
        count = glyph_count
    available = min(count, len(data) // 4)
    advances: list[int | None] = list(struct.unpack_from(f">{available * 2}H", data)[0::2])
    if available < count:
        problems.append(f"hmtx: holds {available} of {count} advance widths: truncated")
        advances.extend([None] * (count - available))
    elif len(data) < 4 * count + 2 * (glyph_count - count):
        problems.append(
            f"hmtx: {len(data)} bytes, {4 * count + 2 * (glyph_count - count)} expected: "
            "left side bearings are missing"
        )
    last = advances[-1] if advances else None
    advances.extend([last] * (glyph_count - len(advances)))
    return tuple(advances)


class _GlyfGlyph:
    """A ``glyf`` entry with the ``draw(pen)`` method pens expect of components."""

    def __init__(self, table: Any, name: str) -> None:
        self._table = table
        self._name = name

    def draw(self, pen: Any) -> None:
        self._table[self._name].draw(pen, self._table)


# Composite glyph flags (OpenType 'glyf', composite glyph description).
_ARGS_ARE_WORDS = 0x0001
_HAVE_SCALE = 0x0008
_MORE_COMPONENTS = 0x0020
_HAVE_XY_SCALE = 0x0040
_HAVE_TWO_BY_TWO = 0x0080


class RawGlyf:
    """The ``glyf`` table read in place through ``loca``: the number of contours a
    glyph's header gives and the glyphs a composite uses, without decoding any points.

    Only made for a table fontTools would read (every glyph's data inside the table), so
    that what it says agrees with drawing the glyph.
    """

    def __init__(self, table: memoryview, offsets: Sequence[int]) -> None:
        self._table = table
        self._offsets = offsets
        self.count = max(0, len(offsets) - 1)
        """Glyphs the table holds (``loca`` may hold fewer than ``maxp`` says)."""

    @classmethod
    def read(cls, data: bytes, font: Any) -> RawGlyf | None:
        """The table of a TrueType program, or None when fontTools would reject it."""
        entry = font.reader.tables.get("glyf")
        if entry is None or "loca" not in font:
            return None
        offsets = font["loca"].locations
        start, length = int(entry.offset), int(entry.length)
        table = memoryview(data)[start : start + length]
        if len(offsets) and any(b < a for a, b in itertools.pairwise(offsets)):
            return None
        if len(offsets) and offsets[-1] > len(table):
            return None
        return cls(table, offsets)

    def _data(self, gid: int) -> memoryview:
        return self._table[self._offsets[gid] : self._offsets[gid + 1]]

    def contours(self, gid: int) -> int | None:
        """The header's numberOfContours (-1 a composite, 0 an empty glyph), or None when
        the data is too short for a header."""
        data = self._data(gid)
        if not data:
            return 0
        return int(struct.unpack_from(">h", data)[0]) if len(data) >= 10 else None

    def components(self, gid: int) -> list[int] | None:
        """The glyph ids a composite glyph draws, in order, or None when its component
        records run past its data."""
        data = self._data(gid)
        found: list[int] = []
        at = 10
        while True:
            if at + 4 > len(data):
                return None
            flags, component = struct.unpack_from(">HH", data, at)
            found.append(component)
            at += 4 + (4 if flags & _ARGS_ARE_WORDS else 2)
            if flags & _HAVE_SCALE:
                at += 2
            elif flags & _HAVE_XY_SCALE:
                at += 4
            elif flags & _HAVE_TWO_BY_TWO:
                at += 8
            if not flags & _MORE_COMPONENTS:
                return found

    def draws(self, gid: int) -> bool | None:
        """True when the glyph has contours, or is a composite whose components, followed
        in drawing order, reach a glyph with contours (through no more than
        :data:`MAX_COMPONENT_DRAWS` components); False for an empty glyph; None when only
        drawing it can tell (a composite of empty glyphs, a damaged or hostile one)."""
        count = self.contours(gid)
        if count is None or count < -1:
            return None
        if count >= 0:
            return count > 0
        parts = self.components(gid)
        if parts is None:
            return None
        stack = [iter(parts)]
        budget = MAX_COMPONENT_DRAWS
        while stack:
            component = next(stack[-1], None)
            if component is None:
                stack.pop()
                continue
            budget -= 1
            if budget < 0 or component >= self.count:
                return None
            count = self.contours(component)
            if count is None or count < -1:
                return None
            if count > 0:
                return True
            if count == -1:
                parts = self.components(component)
                if parts is None:
                    return None
                stack.append(iter(parts))
        return None


class SfntReader(ProgramReader):
    """A TrueType or OpenType program (the first font of a collection)."""

    def __init__(self, data: bytes) -> None:
        """Read the directory and the header tables.

        Raises:
            Exception: the data is not a usable sfnt (fontTools' error or
                :class:`SfntError`).
        """
        super().__init__()
        if data[:4] == b"ttcf":
            (count,) = struct.unpack_from(">I", data, 8)
            self.notes.append(f"a font collection of {count} fonts; the first is used")
            font = TTFont(BytesIO(data), fontNumber=0, lazy=True, checkChecksums=0)
        else:
            font = TTFont(BytesIO(data), lazy=True, checkChecksums=0)
        self._font = font
        self._data = data
        self._check_directory(len(data))
        self.glyph_count = int(font["maxp"].numGlyphs)
        font.setGlyphOrder(_glyph_keys(self.glyph_count))
        self.units_per_em = int(font["head"].unitsPerEm)
        if not self.units_per_em:
            self.notes.append("head.unitsPerEm is 0; advances are read with 1000")
        self._scale = 1000 / (self.units_per_em or 1000)
        self.number_of_hmetrics = self._number_of_hmetrics()
        self._cff: CffFont | None = None
        if "CFF " in font:
            # fontTools' CFF reader takes about 20 ms to import: only OpenType programs
            # with CFF outlines pay for it.
            from inspector.fontprog.cff import CffFont, decompile_cff

            self.kind = "opentype-cff"
            raw = font.reader["CFF "]
            self._cff = CffFont(decompile_cff(raw), raw, self._table_problems)
            self.is_cid = self._cff.is_cid
        elif "CFF2" in font:
            self.kind = "opentype-cff"
            self.notes.append("CFF2 outlines are not read")
        else:
            self.kind = "truetype"
        self.font_name = self._read_font_name()

    # -- loading -----------------------------------------------------------------------

    def _check_directory(self, size: int) -> None:
        tables = self._font.reader.tables
        for tag in _REQUIRED:
            if tag not in tables:
                raise SfntError(f"required table '{tag}' is missing")
        if not ("glyf" in tables and "loca" in tables) and not (
            "CFF " in tables or "CFF2" in tables
        ):
            raise SfntError("no glyph outlines: neither 'glyf' with 'loca' nor 'CFF '")
        for tag, entry in tables.items():
            end = int(entry.offset) + int(entry.length)
            if end <= size:
                continue
            message = (
                f"table {_tag_text(tag)} ends at byte {end}, past the end of the data "
                f"({size} bytes)"
            )
            if tag in _REQUIRED or tag in _OUTLINE_TABLES:
                raise SfntError(message + ": truncated")
            self.notes.append(message)

    def _number_of_hmetrics(self) -> int | None:
        if "hhea" not in self._font:
            self.notes.append("no 'hhea' table")
            return None
        raw = self._font.reader["hhea"]
        if len(raw) < 36:
            self.notes.append(f"'hhea' table is {len(raw)} bytes, not 36")
            return None
        # hhea.numberOfHMetrics is uint16: values above 32767 are real, not negative.
        return int(struct.unpack_from(">H", raw, 34)[0])

    def _read_font_name(self) -> str | None:
        if self._cff is not None:
            return self._cff.name
        if "name" not in self._font:
            return None
        try:
            name = self._font["name"].getDebugName(6)
        except Exception as exc:  # a broken name table does not stop the program
            self.notes.append(f"name: {describe(exc)}")
            return None
        return str(name) if name else None

    # -- lazily parsed tables ------------------------------------------------------------

    def _advances(self) -> tuple[int | None, ...]:
        def load() -> tuple[int | None, ...]:
            if "hmtx" not in self._font or self.number_of_hmetrics is None:
                return ()
            return hmtx_advances(
                self._font.reader["hmtx"],
                self.number_of_hmetrics,
                self.glyph_count or 0,
                self._table_problems,
            )

        return self._once("hmtx", load, ())

    def _cmap_subtables(self) -> tuple[CmapSubtable, ...]:
        def load() -> tuple[CmapSubtable, ...]:
            if "cmap" not in self._font:
                return ()
            table = self._font["cmap"]
            return read_cmap_subtables(table.tables, gid_of_key, self._table_problems)

        return self._once("cmap", load, ())

    def _unicode_source(self) -> tuple[CmapSubtable, ...]:
        # Decompiling every subtable of a CJK font's cmap costs about a second; the
        # program's Unicode needs only the best one.
        if "cmap" in self._memo:
            return self._cmap_subtables()

        def load() -> tuple[CmapSubtable, ...]:
            if "cmap" not in self._font:
                return ()
            tables = self._font["cmap"].tables
            for key in UNICODE_PREFERENCE:
                for sub in tables:
                    if (sub.platformID, sub.platEncID) != key or sub.format == 14:
                        continue
                    found = read_cmap_subtables([sub], gid_of_key, self._table_problems)
                    if found and found[0].mapping:
                        return found
            return ()

        return self._once("cmap (Unicode subtable)", load, ())

    def _post_names(self) -> tuple[str | None, ...]:
        def load() -> tuple[str | None, ...]:
            if "post" not in self._font:
                return ()
            raw = self._font.reader["post"]
            return post_glyph_names(raw, self.glyph_count or 0, self._table_problems)

        return self._once("post", load, ())

    def _post_gids(self) -> dict[str, int]:
        def load() -> dict[str, int]:
            table: dict[str, int] = {}
            for gid, name in enumerate(self._post_names()):
                if name is not None:
                    table.setdefault(name, gid)
            return table

        return self._once("post names", load, {})

    def _cff_names(self) -> list[str]:
        if self._cff is None:
            return []
        return self._once("CFF charset", self._cff.names, [])

    def _load_all_tables(self) -> None:
        self._advances()
        self._cmap_subtables()
        self._post_gids()
        self._cff_names()
        self._builtin_encoding()
        self._unicode_for_gid(1)

    # -- answers -------------------------------------------------------------------------

    def _has_glyph(self, gid: int) -> bool:
        return gid < (self.glyph_count or 0)

    def _advance_units(self, gid: int) -> float | None:
        advances = self._advances()
        units = advances[gid] if gid < len(advances) else None
        return None if units is None else float(units)

    def _advance(self, gid: int) -> float | None:
        if not self._has_glyph(gid):
            return None
        units = self._advance_units(gid)
        if units is not None:
            return round(units * self._scale, 6)
        if self._cff is not None:
            return self._cff.advance(gid)
        return None

    def _advance_quietly(self, gid: int) -> float | Literal[Unknown.UNKNOWN] | None:
        if not self._has_glyph(gid):
            return None
        if "hmtx" not in self._memo:
            return UNKNOWN
        advances = cast(tuple[int | None, ...], self._memo["hmtx"])
        units = advances[gid] if gid < len(advances) else None
        if units is not None:
            return round(float(units) * self._scale, 6)
        if self._cff is not None:
            return self._cff.advance_quietly(gid)
        return None

    def _glyph_name(self, gid: int) -> str | None:
        if self._cff is not None:
            self._cff_names()
            return self._cff.glyph_name(gid)
        names = self._post_names()
        return names[gid] if gid < len(names) else None

    def _gid_for_name(self, name: str) -> int | None:
        if self._cff is not None:
            self._cff_names()
            return self._cff.gid_for_name(name)
        return self._post_gids().get(name)

    def _gid_for_post_name(self, name: str) -> int | None:
        return self._post_gids().get(name)

    def _gid_for_cid(self, cid: int) -> int | None:
        if self._cff is None:
            return None
        self._cff_names()
        found = self._cff.gid_for_cid(cid)
        self._gids_by_cid = self._cff.gids_by_cid
        return found

    def _cid_for_gid(self, gid: int) -> int | None:
        if self._cff is None:
            return None
        self._cff_names()
        return self._cff.cid_for_gid(gid)

    def _builtin_encoding(self) -> tuple[str | None, ...] | None:
        if self._cff is None:
            return None
        cff = self._cff
        self._cff_names()
        return self._once("CFF Encoding", cff.encoding, None)

    def _outline(self, gid: int) -> Outline | None:
        if not self._has_glyph(gid):
            return None
        advance = self._advance_units(gid)
        if self._cff is not None:
            return self._cff.outline(gid, advance)
        if self.kind != "truetype":
            return None
        glyf = self._glyf()
        glyph = glyf[glyph_key(gid)]
        return record_outline(
            lambda pen: glyph.draw(pen, glyf),
            self._glyf_component(glyf),
            advance or 0.0,
            self.units_per_em or 1000,
        )

    def _draws(self, gid: int) -> bool:
        if not self._has_glyph(gid):
            return False
        if self._cff is not None:
            return self._cff.draws(gid)
        if self.kind != "truetype":
            return False
        raw = self._once("glyf (in place)", lambda: RawGlyf.read(self._data, self._font), None)
        if raw is not None and gid < raw.count:
            # A simple glyph with contours (its header counts them), or a composite that
            # reaches one: it draws, or its points are damaged and it is unreadable; it
            # is never empty. Points are left undecoded and fontTools' glyph objects
            # unmade: every glyph a document shows is asked about, and CJK fonts build
            # most glyphs from components.
            found = raw.draws(gid)
            if found is not None:
                return found
        glyf = self._glyf()
        glyph = glyf[glyph_key(gid)]
        return draws_outline(lambda pen: glyph.draw(pen, glyf), self._glyf_component(glyf))

    def _draws_quietly(self, gid: int) -> bool | Literal[Unknown.UNKNOWN]:
        if not self._has_glyph(gid):
            return False
        if self._cff is not None:
            return self._cff.drawn_quietly(gid)
        if self.kind != "truetype":
            return False
        raw = cast(RawGlyf | None, self._memo.get("glyf (in place)"))
        if raw is not None and gid < raw.count:
            found = raw.draws(gid)
            if found is not None:
                return found
        return UNKNOWN

    def _glyf(self) -> Any:
        glyf = self._once("glyf", lambda: self._font["glyf"], None)
        if glyf is None:
            raise SfntError("the 'glyf' table cannot be read")
        return glyf

    @staticmethod
    def _glyf_component(glyf: Any) -> Callable[[str], _GlyfGlyph | None]:
        def component(name: str) -> _GlyfGlyph | None:
            return _GlyfGlyph(glyf, name) if name in glyf.glyphs else None

        return component
