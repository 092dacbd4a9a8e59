"""CFF font programs: ``FontFile3`` ``/Type1C`` and ``/CIDFontType0C`` (ISO 32000-1 §9.9).

:class:`CffFont` wraps the first font of a fontTools ``CFFFontSet`` and answers by glyph
id: charset names, CIDs of a CID-keyed font (the charset maps GID to CID, §9.7.4.2),
charstring widths scaled by the FontMatrix, the Encoding, outlines. It serves both the
bare CFF of a ``FontFile3`` (:class:`CffReader`) and the ``CFF`` table of an OpenType
program (:mod:`inspector.fontprog.truetype`).

Charstrings are always taken from the CharStrings INDEX by glyph id, never by name: a
CID-keyed font's names are made up by fontTools (``cid00042``), and a broken charset may
repeat a name.
"""

from __future__ import annotations

import contextlib
import re
import struct
from io import BytesIO
from typing import Any

from fontTools.encodings.StandardEncoding import StandardEncoding
from fontTools.pens.basePen import NullPen

from inspector.fontprog.deferred import defer_import
from inspector.fontprog.outline import Outline, draws_outline, record_outline
from inspector.fontprog.reader import ProgramReader
from inspector.fontprog.t2scan import Subroutine, bias, scan_width

_CID_NAME = re.compile(r"cid([0-9]+)")
_DEFAULT_SCALE = 0.001


class CffError(Exception):
    """The CFF data cannot be used at all."""


def charstrings_extent(data: bytes, offset: int) -> tuple[int, int]:
    """Count and end offset of the CharStrings INDEX at ``offset``.

    ISO 32000-1 §9.9 (``FontFile3`` holds a CFF, Adobe Technical Note 5176, sections 5
    and 14). Read by hand, so that a truncated program is found without parsing the
    charset.

    Args:
        data: the CFF bytes.
        offset: where the INDEX starts (the Top DICT's CharStrings operand).

    Returns:
        The number of charstrings and the offset just past the INDEX's data.

    Raises:
        CffError: the INDEX header lies outside the data.
    """
    try:
        (count,) = struct.unpack_from(">H", data, offset)
        if count == 0:
            return 0, offset + 2
        off_size = data[offset + 2]
        if not 1 <= off_size <= 4:
            raise CffError(f"CharStrings INDEX has offSize {off_size}")
        last_at = offset + 3 + count * off_size
        if last_at + off_size > len(data):
            raise CffError("CharStrings INDEX offsets run past the end of the data")
        last = int.from_bytes(data[last_at : last_at + off_size], "big")
    except (struct.error, IndexError) as exc:
        raise CffError("CharStrings INDEX lies past the end of the data") from exc
    return count, last_at + off_size - 1 + last


def _x_scale(top_matrix: Any, fd_matrix: Any) -> float:
    """Horizontal scale of glyph space to text space (CFF spec, Top DICT and FDArray).

    A CID-keyed font's FDArray FontDict may carry its own FontMatrix, applied before the
    Top DICT's; when only one of them is given, it alone applies (the Top DICT default
    [0.001 0 0 0.001 0 0] stands only when neither is given). When both are scale
    matrices like [0.001 ...], producers mean the same thing twice, not 1/1000000: as
    FreeType does (``cff_face_init``), the product is then taken relative to the smaller
    units-per-em, which leaves the finer of the two scales.
    """
    if top_matrix and fd_matrix:
        top, sub = abs(float(top_matrix[0])), abs(float(fd_matrix[0]))
        scale = min(top, sub) if top < 1.0 and sub < 1.0 else top * sub
    elif fd_matrix:
        scale = float(fd_matrix[0])
    elif top_matrix:
        scale = float(top_matrix[0])
    else:
        scale = _DEFAULT_SCALE
    if not 1e-6 <= abs(scale) <= 1.0:
        raise CffError(f"implausible FontMatrix scale {scale!r}; 0.001 is used")
    return abs(scale)


class CffFont:
    """The first font of a decompiled CFF FontSet, answered by glyph id (ISO 32000-1 §9.9).

    The charset of a CID-keyed font maps glyph ids to CIDs (§9.7.4.2: CIDFontType0
    programs select glyphs by CID through it).
    """

    def __init__(self, font_set: Any, data: bytes, problems: list[str]) -> None:
        """Check the top-level structures; parse nothing per glyph.

        Args:
            font_set: a decompiled fontTools ``CFFFontSet``.
            data: the CFF bytes it was decompiled from.
            problems: where damage that does not stop the font is reported.

        Raises:
            CffError: no font, no CharStrings, or a CharStrings INDEX past the data.
        """
        if not font_set.fontNames:
            raise CffError("the CFF Name INDEX is empty")
        self.font_set = font_set
        self.top = font_set.topDictIndex[0]
        self.name = str(font_set.fontNames[0])
        raw = self.top.rawDict
        self.is_cid = "ROS" in raw
        if "CharStrings" not in raw:
            raise CffError("the Top DICT has no CharStrings")
        count, end = charstrings_extent(data, int(raw["CharStrings"]))
        if count == 0:
            raise CffError("the CharStrings INDEX is empty")
        if end > len(data):
            raise CffError(
                f"the CharStrings INDEX ends at byte {end}, past the end of the data "
                f"({len(data)} bytes): truncated"
            )
        self.glyph_count = count
        self.problems = problems
        self._names: list[str] | None = None
        self._gid_by_name: dict[str, int] | None = None
        self._gid_by_cid: dict[int, int] | None = None
        self._scales: dict[int, float] = {}
        self._widths: dict[int, float] = {}
        self._subrs: dict[int, tuple[Any, Subroutine | None]] = {}
        """Subrs INDEX id -> (the INDEX, its bytecode by biased number), made once."""
        self._drawn: dict[int, bool | None] = {}

    # -- charset ---------------------------------------------------------------------

    def names(self) -> list[str]:
        """The charset: glyph names in GID order (``cidNNNNN`` for CID-keyed fonts)."""
        if self._names is None:
            self._names = []  # a charset that fails once is empty from then on
            self._names = [str(name) for name in self.top.charset]
        return self._names

    def glyph_name(self, gid: int) -> str | None:
        """The charset name of a name-keyed font's glyph."""
        names = self.names()
        if self.is_cid or gid >= len(names):
            return None
        return names[gid]

    def gid_for_name(self, name: str) -> int | None:
        """The first glyph of a name-keyed font with this charset name."""
        if self.is_cid:
            return None
        if self._gid_by_name is None:
            table: dict[str, int] = {}
            for gid, glyph in enumerate(self.names()):
                table.setdefault(glyph, gid)
            self._gid_by_name = table
        return self._gid_by_name.get(name)

    def cid_for_gid(self, gid: int) -> int | None:
        """The CID the charset of a CID-keyed font gives a glyph (GID 0 is CID 0)."""
        names = self.names()
        if not self.is_cid or gid >= len(names):
            return None
        if gid == 0:
            return 0
        match = _CID_NAME.fullmatch(names[gid])
        return int(match.group(1)) if match else None

    def gid_for_cid(self, cid: int) -> int | None:
        """The glyph a CID selects: the charset of a CID-keyed font, read backwards."""
        if not self.is_cid:
            return None
        if self._gid_by_cid is None:
            table: dict[int, int] = {}
            for gid in range(len(self.names())):
                found = self.cid_for_gid(gid)
                if found is not None:
                    table.setdefault(found, gid)
            self._gid_by_cid = table
        return self._gid_by_cid.get(cid)

    # -- metrics and outlines --------------------------------------------------------

    def scale(self, gid: int) -> float:
        """Glyph units to text space for this glyph: FontMatrix[0] (with its FontDict's)."""
        fd_index = 0
        if self.is_cid and hasattr(self.top, "FDSelect"):
            fd_index = int(self.top.FDSelect[gid])
        if fd_index not in self._scales:
            fd_matrix = None
            if self.is_cid and hasattr(self.top, "FDArray"):
                fd_matrix = self.top.FDArray[fd_index].rawDict.get("FontMatrix")
            try:
                scale = _x_scale(self.top.rawDict.get("FontMatrix"), fd_matrix)
            except (CffError, TypeError, ValueError, IndexError) as exc:
                self.problems.append(f"FontDict {fd_index}: {exc}")
                scale = _DEFAULT_SCALE
            self._scales[fd_index] = scale
        return self._scales[fd_index]

    def units_per_em(self, gid: int = 0) -> int:
        """Glyph units per em, ``1 / FontMatrix[0]`` rounded (1000 for most fonts)."""
        return round(1 / self.scale(gid))

    def charstring(self, gid: int) -> Any:
        """The Type 2 charstring of a glyph, by its index in the CharStrings INDEX."""
        if not 0 <= gid < self.glyph_count:
            raise IndexError(gid)
        return self.top.CharStrings.charStringsIndex[gid]

    def width(self, gid: int) -> float:
        """The charstring's advance width in glyph units (defaultWidthX if not given)."""
        if gid not in self._widths:
            charstring = self.charstring(gid)
            bytecode = getattr(charstring, "bytecode", None)
            private = charstring.private
            scanned = (
                scan_width(
                    bytecode,
                    private.nominalWidthX,
                    private.defaultWidthX,
                    self._subroutines(getattr(private, "Subrs", None)),
                    self._subroutines(charstring.globalSubrs),
                )
                if isinstance(bytecode, bytes)
                else None
            )
            if scanned is None:
                width, drawn = self.interpreted_width(charstring)
            else:  # the plain beginning, read directly (inspector.fontprog.t2scan)
                width, drawn = float(scanned[0]), scanned[1]
            self._widths[gid] = width
            self._drawn[gid] = drawn
            self._forget_charstring(gid)
        return self._widths[gid]

    def _subroutines(self, index: Any) -> Subroutine | None:
        """:func:`_subroutines` of a Subrs INDEX, made once per INDEX (the INDEX is kept
        beside it so that its id is not reused)."""
        if index is None:
            return None
        kept = self._subrs.get(id(index))
        if kept is None or kept[0] is not index:
            kept = self._subrs[id(index)] = (index, _subroutines(index))
        return kept[1]

    @staticmethod
    def interpreted_width(charstring: Any) -> tuple[float, bool | None]:
        """Width and whether a segment is drawn (None: it draws components), by running
        fontTools' Type 2 interpreter until the charstring first draws.

        Its width is the operand of its first stack-clearing operator (Type 2
        charstrings, 4.1), which comes first. A charstring that draws before any such
        operator (against the format) runs to its end, whose endchar then gives the width.
        """
        pen = _MarkingPen()
        extractor = CffFont._extractor(charstring, pen)
        with contextlib.suppress(_Drawing):
            extractor.execute(charstring)
        if not extractor.gotWidth:
            pen = _MarkingPen(stop=False)
            extractor = CffFont._extractor(charstring, pen)
            extractor.execute(charstring)
        return float(extractor.width), None if pen.components else pen.drawn

    @staticmethod
    def _extractor(charstring: Any, pen: Any) -> Any:
        """fontTools' Type 2 interpreter for a charstring, drawing into ``pen``."""
        private = charstring.private
        return charstring.outlineExtractor(
            pen,
            getattr(private, "Subrs", []),
            charstring.globalSubrs,
            private.nominalWidthX,
            private.defaultWidthX,
            private,
        )

    def _forget_charstring(self, gid: int) -> None:
        """Drop the charstring fontTools' INDEX keeps once read: every glyph a document
        shows is measured, few are drawn (it is read again to draw it)."""
        items = getattr(self.top.CharStrings.charStringsIndex, "items", None)
        if isinstance(items, list) and 0 <= gid < len(items):
            items[gid] = None

    def draws(self, gid: int) -> bool:
        """Whether the glyph draws a segment (``outline(gid) is not None``), from the run
        that measured its width unless it draws ``seac`` accents (then drawn in full)."""
        self.width(gid)
        drawn = self._drawn.get(gid)
        if drawn is None:
            return draws_outline(self.charstring(gid).draw, self.component)
        return drawn

    def advance(self, gid: int) -> float:
        """The charstring width in 1000-unit glyph space."""
        return round(self.width(gid) * self.scale(gid) * 1000, 6)

    def component(self, name: str) -> Any:
        """A glyph by charset name, for ``seac``-style accents (name-keyed fonts only)."""
        gid = self.gid_for_name(name)
        return None if gid is None else self.charstring(gid)

    def outline(self, gid: int, advance: float | None = None) -> Outline | None:
        """The glyph's outline; ``advance`` in glyph units overrides the charstring's."""
        charstring = self.charstring(gid)
        width = self.width(gid) if advance is None else advance
        return record_outline(charstring.draw, self.component, width, self.units_per_em(gid))

    # -- encoding --------------------------------------------------------------------

    def encoding(self) -> tuple[str | None, ...] | None:
        """The Encoding of a name-keyed font (CFF spec, 12): StandardEncoding or custom.

        None for CID-keyed fonts and for the predefined ExpertEncoding, whose table is not
        shipped (fonts using it are expert-set fonts, outside the garbled-text problem).
        """
        if self.is_cid:
            return None
        value = self.top.Encoding
        if value == "StandardEncoding":
            names: list[str] = list(StandardEncoding)
        elif isinstance(value, list):
            names = [str(name) for name in value]
        else:
            return None
        names = (names + [".notdef"] * 256)[:256]
        return tuple(None if name == ".notdef" else name for name in names)


class _Drawing(Exception):
    """A charstring started drawing: its width is known, the rest need not run."""


def _subroutines(index: Any) -> Subroutine | None:
    """The bytecode of a Subrs INDEX's subroutines by biased number (t2scan)."""
    if index is None:
        return None
    try:
        count = len(index)
    except TypeError:
        return None
    offset = bias(count)

    def bytecode(number: int) -> bytes | None:
        position = number + offset
        if not 0 <= position < count:
            return None
        subroutine = index[position]
        code = getattr(subroutine, "bytecode", None)
        if code is None and getattr(subroutine, "program", None) is not None:
            # fontTools ran it (drawing a glyph) and keeps it decoded: encode it again.
            subroutine.compile()
            code = subroutine.bytecode
        return code if isinstance(code, bytes) else None

    return bytecode


class _MarkingPen(NullPen):  # type: ignore[misc]  # fontTools is untyped
    """Notes whether a charstring drew a segment (what
    :func:`inspector.fontprog.outline.draws_outline` counts) or a component, and stops it
    there (``stop``)."""

    def __init__(self, stop: bool = True) -> None:
        self.drawn = False
        self.components = False
        self._stop = stop

    def _drew(self) -> None:
        self.drawn = True
        if self._stop:
            raise _Drawing

    def moveTo(self, pt: Any) -> None:
        self._drew()

    def lineTo(self, pt: Any) -> None:
        self._drew()

    def curveTo(self, *points: Any) -> None:
        self._drew()

    def qCurveTo(self, *points: Any) -> None:
        if not (points and points[-1] is None and len(points) == 1):
            self._drew()

    def addComponent(self, glyphName: str, transformation: Any) -> None:
        self.components = True
        if self._stop:
            raise _Drawing


def decompile_cff(data: bytes) -> Any:
    """Decompile a bare CFF (ISO 32000-1 §9.9, ``FontFile3``): Header and top INDEXes.

    Args:
        data: the CFF bytes.

    Returns:
        The fontTools ``CFFFontSet``; Top DICTs, charsets and charstrings are read later.
    """
    # fontTools' CFF module imports the OpenType layout tables for the variation stores
    # of CFF2 fonts only: they load when one is met.
    defer_import("fontTools.ttLib.tables.otTables")
    from fontTools.cffLib import CFFFontSet

    font_set = CFFFontSet()
    font_set.decompile(BytesIO(data), None, isCFF2=False)
    return font_set


class CffReader(ProgramReader):
    """A bare CFF program (``FontFile3`` with ``/Type1C`` or ``/CIDFontType0C``)."""

    def __init__(self, data: bytes) -> None:
        """Read the CFF header structures and check the CharStrings INDEX.

        Raises:
            Exception: the data is not a usable CFF (fontTools' error or :class:`CffError`).
        """
        super().__init__()
        font_set = decompile_cff(data)
        if len(font_set.fontNames) > 1:
            self.notes.append(f"the CFF holds {len(font_set.fontNames)} fonts; the first is used")
        self._font = CffFont(font_set, data, self.notes)
        self.is_cid = self._font.is_cid
        self.kind = "cid-cff" if self.is_cid else "cff"
        self.font_name = self._font.name
        self.glyph_count = self._font.glyph_count
        self.units_per_em = self._font.units_per_em()
        self._font.problems = self._table_problems  # later problems: table_warnings()

    def _names(self) -> list[str]:
        return self._once("CFF charset", self._font.names, [])

    def _has_glyph(self, gid: int) -> bool:
        return gid < self._font.glyph_count

    def _advance(self, gid: int) -> float | None:
        return self._font.advance(gid) if self._has_glyph(gid) else None

    def _glyph_name(self, gid: int) -> str | None:
        self._names()
        return self._font.glyph_name(gid)

    def _gid_for_name(self, name: str) -> int | None:
        self._names()
        return self._font.gid_for_name(name)

    def _gid_for_cid(self, cid: int) -> int | None:
        self._names()
        return self._font.gid_for_cid(cid)

    def _cid_for_gid(self, gid: int) -> int | None:
        self._names()
        return self._font.cid_for_gid(gid)

    def _builtin_encoding(self) -> tuple[str | None, ...] | None:
        self._names()
        return self._once("CFF Encoding", self._font.encoding, None)

    def _outline(self, gid: int) -> Outline | None:
        return self._font.outline(gid) if self._has_glyph(gid) else None

    def _draws(self, gid: int) -> bool:
        return self._font.draws(gid) if self._has_glyph(gid) else False

    def _load_all_tables(self) -> None:
        self._names()
        self._builtin_encoding()
