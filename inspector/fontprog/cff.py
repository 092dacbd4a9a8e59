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
from typing import Any, Literal

from fontTools.encodings.StandardEncoding import StandardEncoding
from fontTools.pens.basePen import NullPen

from inspector.fontprog.deferred import defer_import
from inspector.fontprog.outline import Outline, draws_outline, record_outline
from inspector.fontprog.reader import UNKNOWN, ProgramReader, Unknown
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
        self._subrs: dict[int, tuple[Any, _Subroutines | None]] = {}
        """Subrs INDEX id -> (the INDEX, its bytecode by biased number), made once."""
        self._drawn: dict[int, bool | None] = {}
        self._fd_select: list[int] | None = None
        """The FDSelect entries ``_fd_of`` reads for a CID-keyed font, once known."""
        self._charstrings: RawIndex | None = None
        """The CharStrings INDEX read directly, once a glyph has been read through it."""
        self._by_fd: dict[int, tuple[_Measure, _Measure]] = {}
        """What measuring a glyph takes from its FontDict (Private DICT widths, Subrs), by
        FDArray index (0 for a name-keyed font), once a glyph of it has been measured:
        with every subroutine, and with only those read without fontTools."""

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

    @property
    def gids_by_cid(self) -> dict[int, int] | None:
        """The table :meth:`gid_for_cid` reads, once it has made it."""
        return self._gid_by_cid

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
        width = self._widths.get(gid)
        if width is None:
            scanned = self._scan_directly(gid)
            if scanned is None:
                self._measure(gid)
            else:
                self._widths[gid], self._drawn[gid] = float(scanned[0]), scanned[1]
            width = self._widths[gid]
        return width

    def _measure(self, gid: int) -> None:
        """Width and drawing of a glyph through fontTools' charstring object (read from
        the CharStrings INDEX with its Private DICT), scanned or else interpreted."""
        charstring = self.charstring(gid)
        bytecode = getattr(charstring, "bytecode", None)
        scanned = None
        if isinstance(bytecode, bytes):
            private = charstring.private
            nominal, default = private.nominalWidthX, private.defaultWidthX
            local = self._subroutines(getattr(private, "Subrs", None))
            global_ = self._subroutines(charstring.globalSubrs)
            measure = (
                nominal,
                default,
                local.bytecode if local else None,
                global_.bytecode if global_ else None,
            )
            scanned = scan_width(bytecode, *measure)
            quiet = (
                nominal,
                default,
                local.quietly if local else None,
                global_.quietly if global_ else None,
            )
            self._remember_fd(gid, (measure, quiet))
        if scanned is None:
            width, drawn = self.interpreted_width(charstring)
        else:  # the plain beginning, read directly (inspector.fontprog.t2scan)
            width, drawn = float(scanned[0]), scanned[1]
        self._widths[gid] = width
        self._drawn[gid] = drawn
        self._forget_charstring(gid)

    def _fd_of(self, index: Any, gid: int) -> int | None:
        """The FontDict fontTools gives a glyph's charstring its Private DICT from
        (``GlobalSubrsIndex.produceItem``): 0 for the one Private DICT of a name-keyed
        font, the FDSelect entry of a CID-keyed one; None without a Private DICT."""
        if getattr(index, "private", None) is not None:
            return 0
        if getattr(index, "fdArray", None) is None:
            return None
        select = getattr(index, "fdSelect", None)
        return 0 if select is None else int(select[gid])

    def _remember_fd(self, gid: int, measure: tuple[_Measure, _Measure]) -> None:
        """Keep what measuring ``gid`` read of its FontDict for the other glyphs of that
        FontDict, and the CharStrings INDEX, to read them without fontTools' objects."""
        index = self.top.CharStrings.charStringsIndex
        try:
            fd = self._fd_of(index, gid)
        except (IndexError, TypeError, ValueError):
            return
        if fd is not None:
            self._by_fd[fd] = measure
        if self._charstrings is None:
            self._charstrings = RawIndex.of(index)
            select = getattr(getattr(index, "fdSelect", None), "gidArray", None)
            if (
                getattr(index, "private", None) is None
                and getattr(index, "fdArray", None) is not None
                and isinstance(select, list)
            ):
                # _fd_of reads FDSelect.gidArray then (its __getitem__): read it directly.
                self._fd_select = select

    def _scan_directly(self, gid: int, quietly: bool = False) -> tuple[float, bool] | None:
        """:func:`scan_width` of a glyph read straight from the CharStrings INDEX's bytes
        with what :meth:`_measure` kept of its FontDict; None when that is not known yet,
        fontTools holds the charstring already, or the scan needs fontTools (``quietly``:
        for a subroutine not read directly too; nothing of fontTools runs then)."""
        raw = self._charstrings
        if raw is None or not 0 <= gid < self.glyph_count:
            return None
        select = self._fd_select
        try:
            fd = self._fd_of(raw.index, gid) if select is None else int(select[gid])
        except (IndexError, TypeError, ValueError):
            return None
        measures = self._by_fd.get(fd) if fd is not None else None
        bytecode = raw.get(gid) if measures is not None else None
        if bytecode is None or measures is None:
            return None
        return scan_width(bytecode, *measures[1 if quietly else 0])

    def advance_quietly(self, gid: int) -> float | Literal[Unknown.UNKNOWN]:
        """:meth:`advance` where it is known without running fontTools (the width read
        directly, the FontDict's scale known), else UNKNOWN."""
        width = self._widths.get(gid)
        if width is None:
            scanned = self._scan_directly(gid, quietly=True)
            if scanned is None:
                return UNKNOWN
            width = self._widths[gid] = float(scanned[0])
            self._drawn[gid] = scanned[1]
        fd_index = 0
        if self.is_cid:
            select = vars(self.top).get("FDSelect")  # hasattr() would load it
            if select is None:
                return UNKNOWN
            try:
                fd_index = int(select[gid])
            except (IndexError, TypeError, ValueError):
                return UNKNOWN
        scale = self._scales.get(fd_index)
        if scale is None:
            return UNKNOWN
        return round(width * scale * 1000, 6)

    def drawn_quietly(self, gid: int) -> bool | Literal[Unknown.UNKNOWN]:
        """:meth:`draws` where the run that measured the width answered it, else UNKNOWN."""
        drawn = self._drawn.get(gid) if gid in self._widths else None
        return UNKNOWN if drawn is None else drawn

    def _subroutines(self, index: Any) -> _Subroutines | None:
        """:class:`_Subroutines` of a Subrs INDEX, made once per INDEX (the INDEX is kept
        beside it so that its id is not reused)."""
        if index is None:
            return None
        kept = self._subrs.get(id(index))
        if kept is None or kept[0] is not index:
            kept = self._subrs[id(index)] = (index, _Subroutines.of(index))
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


_Measure = tuple[Any, Any, Subroutine | None, Subroutine | None]
"""nominalWidthX, defaultWidthX, local and global subroutines: :func:`scan_width`'s
arguments after the bytecode."""


class RawIndex:
    """A fontTools INDEX (CharStrings, Subrs) whose items not loaded yet are read
    straight from the font's bytes, as fontTools reads them (``Index.__getitem__``)
    without making its charstring objects: every glyph a document shows is measured."""

    __slots__ = ("_base", "_data", "_items", "_offsets", "index")

    def __init__(self, index: Any, items: list[Any], offsets: list[int], base: int, data: bytes):
        self.index = index
        self._items = items
        self._offsets = offsets
        self._base = base
        self._data = data

    @classmethod
    def of(cls, index: Any) -> RawIndex | None:
        """The INDEX read directly, or None when it was not read from bytes in memory."""
        getvalue = getattr(getattr(index, "file", None), "getvalue", None)
        items = getattr(index, "items", None)
        offsets = getattr(index, "offsets", None)
        base = getattr(index, "offsetBase", None)
        if not (callable(getvalue) and isinstance(items, list) and isinstance(offsets, list)):
            return None
        if not isinstance(base, int) or len(offsets) != len(items) + 1:
            return None
        data = getvalue()
        return cls(index, items, offsets, base, data) if isinstance(data, bytes) else None

    def get(self, i: int) -> bytes | None:
        """Item ``i``'s bytes; None when fontTools holds the item already (it may have
        decoded it) or its bytes lie outside the data (fontTools says why then)."""
        items = self._items
        if not 0 <= i < len(items) or items[i] is not None:
            return None
        start = self._base + self._offsets[i]
        end = self._base + self._offsets[i + 1]
        if 0 <= start <= end <= len(self._data):
            return self._data[start:end]
        return None


class _Drawing(Exception):
    """A charstring started drawing: its width is known, the rest need not run."""


class _Subroutines:
    """The bytecode of a Subrs INDEX's subroutines by biased number (t2scan)."""

    __slots__ = ("_count", "_index", "_offset", "_raw")

    def __init__(self, index: Any, count: int) -> None:
        self._index = index
        self._count = count
        self._offset = bias(count)
        self._raw = RawIndex.of(index)

    @classmethod
    def of(cls, index: Any) -> _Subroutines | None:
        """The subroutines of an INDEX, or None when it has no length."""
        if index is None:
            return None
        try:
            count = len(index)
        except TypeError:
            return None
        return cls(index, count)

    def quietly(self, number: int) -> bytes | None:
        """A subroutine's bytes read directly; None when there is none or only fontTools
        can give it (it holds the subroutine already, or says why it cannot)."""
        position = number + self._offset
        if not 0 <= position < self._count or self._raw is None:
            return None
        return self._raw.get(position)

    def bytecode(self, number: int) -> bytes | None:
        """A subroutine's bytes, directly or from fontTools' INDEX; None when there is none."""
        position = number + self._offset
        if not 0 <= position < self._count:
            return None
        if self._raw is not None:
            found = self._raw.get(position)
            if found is not None:
                return found
        subroutine = self._index[position]
        code = getattr(subroutine, "bytecode", None)
        if code is None and getattr(subroutine, "program", None) is not None:
            # fontTools ran it (drawing a glyph) and keeps it decoded: encode it again.
            subroutine.compile()
            code = subroutine.bytecode
        return code if isinstance(code, bytes) else None


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

    def _advance_quietly(self, gid: int) -> float | Literal[Unknown.UNKNOWN] | None:
        return self._font.advance_quietly(gid) if self._has_glyph(gid) else None

    def _draws_quietly(self, gid: int) -> bool | Literal[Unknown.UNKNOWN]:
        return self._font.drawn_quietly(gid) if self._has_glyph(gid) else False

    def _glyph_name(self, gid: int) -> str | None:
        self._names()
        return self._font.glyph_name(gid)

    def _gid_for_name(self, name: str) -> int | None:
        self._names()
        return self._font.gid_for_name(name)

    def _gid_for_cid(self, cid: int) -> int | None:
        self._names()
        found = self._font.gid_for_cid(cid)
        self._gids_by_cid = self._font.gids_by_cid
        return found

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
