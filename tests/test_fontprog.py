"""Embedded font programs: fonts built here with fontTools, then the shared corpus.

Every program is made inside the test: TrueType with ``FontBuilder`` (glyf, cmap, post),
CFF-based OpenType with ``FontBuilder.setupCFF``, a bare CFF cut out of it, a CID-keyed
CFF made from that by giving the Top DICT an ROS, an FDArray and an FDSelect and the
charset CIDs (what ``fontTools.cffLib.CFF2ToCFF`` does for multi-FD fonts), and a Type 1
program written by ``fontTools.t1Lib``.
"""

from __future__ import annotations

import dataclasses
import io
import itertools
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from builders import font_bytes
from fontTools import t1Lib
from fontTools.cffLib import FDArrayIndex, FDSelect, FontDict
from fontTools.fontBuilder import FontBuilder, buildCmapSubTable
from fontTools.misc.psCharStrings import T1CharString, T2CharString
from fontTools.pens.basePen import NullPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.fontprog import (
    MAX_PROGRAM_SIZE,
    CmapSubtable,
    FontProgram,
    Outline,
    load_program,
)

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "pdfs"

# --- TrueType -------------------------------------------------------------------------

TT_ORDER = [".notdef", "A", "B", "space", "ring", "Aring", "O", "C"]
TT_UPEM = 2048
TT_ADVANCES = {".notdef": 1024, "A": 1024, "B": 2048, "space": 512, "ring": 600}


def _box(x0: int, y0: int, x1: int, y1: int) -> Any:
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def _tt_glyphs() -> dict[str, Any]:
    names = dict.fromkeys(TT_ORDER)  # what components may refer to
    composite = TTGlyphPen(names)
    composite.addComponent("A", (1, 0, 0, 1, 0, 0))
    composite.addComponent("ring", (1, 0, 0, 1, 100, 1500))
    only_off_curve = TTGlyphPen(None)
    only_off_curve.qCurveTo((0, 500), (500, 1000), (1000, 500), (500, 0), None)
    only_off_curve.closePath()
    small = TTGlyphPen(names)
    small.moveTo((0, 0))
    small.lineTo((10, 10))
    small.lineTo((10, 0))
    small.closePath()
    return {
        ".notdef": _box(100, 0, 900, 1400),
        "A": _box(100, 0, 900, 1400),
        "B": _box(200, 0, 1800, 1400),
        "space": TTGlyphPen(None).glyph(),
        "ring": _box(0, 0, 400, 300),
        "Aring": composite.glyph(),
        "O": only_off_curve.glyph(),
        "C": small.glyph(),
    }


def build_truetype(
    cmaps: tuple[str, ...] = ("unicode",), *, cyclic: bool = False, post_names: bool = True
) -> bytes:
    """A TrueType program, unitsPerEm 2048, with the chosen cmap subtables.

    ``unicode``: (3,1) format 4 with A at U+0041 and U+0391, B, space, Aring, O.
    ``full``: (3,10) format 12 mapping A only from U+1D400.
    ``symbol``: (3,0) format 4 at 0xF041 (A) and 0xF042 (B).
    ``mac``: (1,0) format 6 at 0x41 (A) and 0x81 (Aring, its Mac OS Roman code).
    """
    fb = FontBuilder(TT_UPEM, isTTF=True)
    fb.setupGlyphOrder(TT_ORDER)
    fb.setupCharacterMap({})
    tables = []
    for kind in cmaps:
        if kind == "unicode":
            mapping = {0x41: "A", 0x391: "A", 0x42: "B", 0x20: "space", 0xC5: "Aring", 0x4F: "O"}
            tables.append(buildCmapSubTable(mapping, 4, 3, 1))
        elif kind == "full":
            tables.append(buildCmapSubTable({0x1D400: "A"}, 12, 3, 10))
        elif kind == "symbol":
            tables.append(buildCmapSubTable({0xF041: "A", 0xF042: "B"}, 4, 3, 0))
        elif kind == "mac":
            tables.append(buildCmapSubTable({0x41: "A", 0x81: "Aring"}, 6, 1, 0))
    fb.font["cmap"].tables = tables
    fb.setupGlyf(_tt_glyphs())
    fb.setupHorizontalMetrics({g: (TT_ADVANCES.get(g, 1000), 0) for g in TT_ORDER})
    fb.setupHorizontalHeader(ascent=1800, descent=-400)
    fb.setupNameTable({"familyName": "Test", "styleName": "Regular", "psName": "XYZABC+TestTT"})
    fb.setupOS2()
    fb.setupPost(keepGlyphNames=post_names)
    data = font_bytes(fb.font)
    if not cyclic:
        return data
    return with_composites(data, {"C": [("C", 10)]})


def with_composites(data: bytes, composites: dict[str, list[tuple[str, int]]]) -> bytes:
    """The font with glyphs replaced by composites of (glyph name, x offset) components.

    Saved without computing bounds: fontTools cannot (and should not) measure the hostile
    composites these tests need.
    """
    font = TTFont(io.BytesIO(data), recalcBBoxes=False)
    names = dict.fromkeys(font.getGlyphOrder())
    for name, components in composites.items():
        pen = TTGlyphPen(names)
        for component, dx in components:
            pen.addComponent(component, (1, 0, 0, 1, dx, 0))
        glyph = pen.glyph()
        glyph.xMin = glyph.yMin = glyph.xMax = glyph.yMax = 0
        font["glyf"][name] = glyph
    return font_bytes(font)


def patch_table(data: bytes, tag: str, offset: int, value: bytes) -> bytes:
    """The font with ``value`` written at ``offset`` into table ``tag`` (no checksum fix)."""
    entry = TTFont(io.BytesIO(data), lazy=True).reader.tables[tag]
    at = int(entry.offset) + offset
    return data[:at] + value + data[at + len(value) :]


# --- CFF ------------------------------------------------------------------------------

CFF_ORDER = [".notdef", "A", "B", "space"]
CFF_WIDTHS = {".notdef": 500, "A": 600, "B": 700, "space": 250}


def _t2(name: str) -> Any:
    pen = T2CharStringPen(CFF_WIDTHS[name], None)
    if name == "A":
        pen.moveTo((50, 0))
        pen.lineTo((300, 700))
        pen.lineTo((550, 0))
        pen.closePath()
    elif name == "B":
        pen.moveTo((100, 0))
        pen.curveTo((100, 400), (600, 400), (600, 700))
        pen.lineTo((100, 700))
        pen.closePath()
    elif name == ".notdef":
        pen.moveTo((50, 0))
        pen.lineTo((50, 700))
        pen.lineTo((450, 700))
        pen.closePath()
    return pen.getCharString()


def build_otf_cff(ps_name: str = "ABCDEF+TestCFF") -> bytes:
    """An OpenType program with a name-keyed CFF (1000 units per em)."""
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(CFF_ORDER)
    fb.setupCharacterMap({0x41: "A", 0x42: "B", 0x20: "space"})
    fb.setupCFF(ps_name, {"FullName": "Test CFF"}, {n: _t2(n) for n in CFF_ORDER}, {})
    fb.setupHorizontalMetrics({n: (CFF_WIDTHS[n], 0) for n in CFF_ORDER})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "TestCFF", "styleName": "Regular", "psName": ps_name})
    fb.setupOS2()
    fb.setupPost()
    return font_bytes(fb.font)


def _cff_table(otf: bytes, edit: Callable[[Any], None] | None = None) -> bytes:
    font = TTFont(io.BytesIO(otf))
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    for gid in range(len(top.charset)):
        top.CharStrings.charStringsIndex[gid].decompile()
    if edit is not None:
        edit(top)
    out = io.BytesIO()
    cff.compile(out, font)
    return out.getvalue()


def bare_cff(encoding: dict[int, str] | None = None) -> bytes:
    """The CFF of :func:`build_otf_cff` (``FontFile3 /Type1C``), with a custom Encoding."""

    def custom(top: Any) -> None:
        if encoding is not None:
            names = [".notdef"] * 256
            for code, name in encoding.items():
                names[code] = name
            top.Encoding = names

    return _cff_table(build_otf_cff(), custom)


CIDS = [0, 100, 200, 300]


def cid_keyed_cff() -> bytes:
    """A CID-keyed CFF (``FontFile3 /CIDFontType0C``): GIDs 0-3 are CIDs 0, 100, 200, 300.

    The Top DICT gets ROS, an FDArray with one FontDict and an FDSelect; the charset names
    become CIDs. The Top DICT's FontMatrix is the identity and the FontDict's scales by
    0.0005 (2000 units per em), as CID fonts may split the matrix.
    """

    def to_cid(top: Any) -> None:
        top.ROS = ("Adobe", "Identity", 0)
        top.CIDCount = CIDS[-1] + 1
        top.FontMatrix = [1, 0, 0, 1, 0, 0]
        font_dict = FontDict()
        font_dict.setCFF2(False)
        font_dict.Private = top.Private
        font_dict.FontMatrix = [0.0005, 0, 0, 0.0005, 0, 0]
        fd_array = FDArrayIndex()
        fd_array.append(font_dict)
        top.FDArray = fd_array
        fd_select = FDSelect()
        fd_select.format = 3
        fd_select.gidArray = [0] * len(CIDS)
        top.FDSelect = fd_select
        del top.Private
        top.rawDict.pop("Private", None)
        top.rawDict.pop("Encoding", None)
        names = [".notdef" if cid == 0 else f"cid{cid:05d}" for cid in CIDS]
        top.CharStrings.charStrings = {name: gid for gid, name in enumerate(names)}
        top.charset = names

    return _cff_table(build_otf_cff("KozTest-Regular"), to_cid)


# --- Type 1 ---------------------------------------------------------------------------


def _t1_box(width: int, x0: int, y0: int, x1: int, y1: int) -> Any:
    program = [0, width, "hsbw", x0, y0, "rmoveto", 0, y1 - y0, "rlineto"]
    program += [x1 - x0, 0, "rlineto", 0, y0 - y1, "rlineto", "closepath", "endchar"]
    return T1CharString(program=program)


def build_type1() -> bytes:
    """A Type 1 program (``%!FontType1``, binary eexec, trailer) via ``fontTools.t1Lib``.

    Encoding: 65 A, 66 B, 197 Aring; Aring is ``seac`` of A (StandardEncoding 65) and
    ring (StandardEncoding 202).
    """
    encoding = [".notdef"] * 256
    encoding[65], encoding[66], encoding[197] = "A", "B", "Aring"
    font = t1Lib.T1Font.__new__(t1Lib.T1Font)
    font.encoding = "ascii"
    font.font = {
        "FontName": "QRSTUV+TestType1",
        "Encoding": encoding,
        "PaintType": 0,
        "FontType": 1,
        "FontMatrix": [0.001, 0, 0, 0.001, 0, 0],
        "FontBBox": [0, 0, 1000, 1000],
        "Private": {
            "RD": t1Lib.RD_value,
            "ND": t1Lib.ND_values[0],
            "NP": t1Lib.PD_values[0],
            "lenIV": 4,
            "BlueValues": [],
            "Subrs": [],
        },
        "CharStrings": {
            ".notdef": T1CharString(program=[0, 250, "hsbw", "endchar"]),
            "A": _t1_box(600, 50, 0, 550, 700),
            "B": _t1_box(700, 60, 0, 640, 700),
            "ring": _t1_box(300, 100, 750, 200, 850),
            "Aring": T1CharString(program=[0, 600, "hsbw", 0, 100, 0, 65, 202, "seac"]),
        },
    }
    data: bytes = font.createData()
    return data


def type1_parts(data: bytes) -> tuple[bytes, bytes, bytes]:
    """Cleartext through ``currentfile eexec``, the ciphertext, the trailer."""
    marker = data.index(b"currentfile eexec") + len(b"currentfile eexec")
    trailer = data.index(b"\n" + b"0" * 64, marker)
    return data[:marker], data[marker + 1 : trailer], data[trailer:]


# --- helpers --------------------------------------------------------------------------


def gid(name: str) -> int:
    return TT_ORDER.index(name)


def assert_plain(value: object) -> None:
    """Only ints, floats, strs, bools, None, bytes and tuples/dicts of them."""
    if isinstance(value, tuple | list):
        for item in value:
            assert_plain(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            assert_plain(key)
            assert_plain(item)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            if not f.name.startswith("_"):
                assert_plain(getattr(value, f.name))
    else:
        assert value is None or isinstance(value, int | float | str | bytes), type(value)


# --- TrueType tests -------------------------------------------------------------------


def test_truetype_facts() -> None:
    data = build_truetype()
    program = load_program(data, "FontFile2", None)
    assert program.error is None, program.error
    assert program.kind == "truetype"
    assert program.glyph_count == len(TT_ORDER)
    assert program.units_per_em == TT_UPEM
    assert program.font_name == "XYZABC+TestTT"
    assert program.subset_tag == "XYZABC"
    assert program.number_of_hmetrics == 6  # fontTools drops the repeated last advances
    assert program.is_cid_keyed is False
    assert program.size == len(data)
    assert program.data == data
    assert program.warnings == ()
    assert_plain(program)


def test_truetype_advances_are_scaled_to_1000_units() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    assert program.advance(gid("A")) == 500.0
    assert program.advance(gid("B")) == 1000.0
    assert program.advance(gid("space")) == 250.0
    assert program.advance(gid("O")) == pytest.approx(1000 * 1000 / TT_UPEM)
    assert program.advance(len(TT_ORDER)) is None
    assert program.advance(-1) is None


def test_truetype_post_names() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    assert [program.glyph_name(g) for g in range(len(TT_ORDER))] == TT_ORDER
    assert program.gid_for_name("Aring") == gid("Aring")
    assert program.gid_for_name("nonesuch") is None
    unnamed = load_program(build_truetype(post_names=False), "FontFile2", None)
    assert unnamed.glyph_name(gid("A")) is None  # post format 3: no invented names
    assert unnamed.gid_for_name("A") is None


def test_truetype_cmap_subtables() -> None:
    program = load_program(build_truetype(("unicode", "symbol", "mac")), "FontFile2", None)
    subtables = program.cmap_subtables()
    # fontTools writes subtables sorted by platform and encoding.
    assert [(s.platform_id, s.encoding_id, s.format) for s in subtables] == [
        (1, 0, 6),
        (3, 0, 4),
        (3, 1, 4),
    ]
    assert isinstance(subtables[0], CmapSubtable)
    assert subtables[0].mapping == {0x41: gid("A"), 0x81: gid("Aring")}
    assert subtables[1].mapping == {0xF041: gid("A"), 0xF042: gid("B")}
    assert subtables[2].mapping[0x41] == gid("A")
    assert subtables[2].mapping[0x391] == gid("A")
    assert_plain(subtables)


def test_unicode_for_gid_reads_the_best_subtable_backwards() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    assert program.unicode_for_gid(gid("A")) == "A"  # U+0041 and U+0391: the lowest
    assert program.unicode_for_gid(gid("space")) == " "
    assert program.unicode_for_gid(gid("Aring")) == "\u00c5"
    assert program.unicode_for_gid(gid("ring")) is None
    assert program.unicode_for_gid(0) is None
    preferred = load_program(build_truetype(("unicode", "full")), "FontFile2", None)
    assert preferred.unicode_for_gid(gid("A")) == "\U0001d400"  # (3,10) before (3,1)
    symbolic = load_program(build_truetype(("symbol",)), "FontFile2", None)
    assert symbolic.unicode_for_gid(gid("A")) is None


def test_unicode_for_gid_prefers_the_unified_ideograph_and_text_over_private_use() -> None:
    # CJK fonts map a Kangxi radical and its unified ideograph to one glyph (U+2F00 and
    # U+4E00); symbol fonts map U+F041 beside U+0041. The glyph is the character, not the
    # lower code point; a glyph only the radical maps to stays the radical.
    from builders import embedded_truetype

    both = embedded_truetype({"\u2f00": "one", "\u4e00": "one", "\u2f08": "radical8"})
    program = load_program(both, "FontFile2", None)
    assert program.unicode_for_gid(1) == "\u4e00"
    assert program.unicode_for_gid(2) == "\u2f08"
    compat = load_program(embedded_truetype({"\uf91d": "g", "\u6b04": "g"}), "FontFile2", None)
    assert compat.unicode_for_gid(1) == "\u6b04"
    symbol = load_program(embedded_truetype({"\uf041": "A", "A": "A"}), "FontFile2", None)
    assert symbol.unicode_for_gid(1) == "A"
    only_private = load_program(embedded_truetype({"\uf041": "A"}), "FontFile2", None)
    assert only_private.unicode_for_gid(1) == "\uf041"


def test_simple_truetype_symbolic_uses_3_0_with_f0_prefix() -> None:
    program = load_program(build_truetype(("symbol",)), "FontFile2", None)
    assert program.simple_truetype_gid(0x41, True, None) == gid("A")
    found = program.simple_truetype_glyph(0x42, True, "B")
    assert found is not None
    assert (found.gid, found.rule) == (gid("B"), "cmap (3,0) code 0xF042")
    assert program.simple_truetype_gid(0x43, True, None) is None
    # The glyph name is the last resort, through post.
    found = program.simple_truetype_glyph(0x43, True, "ring")
    assert found is not None
    assert (found.gid, found.rule) == (gid("ring"), "post name 'ring'")


def test_simple_truetype_nonsymbolic_maps_the_glyph_name_through_3_1() -> None:
    program = load_program(build_truetype(("unicode", "mac")), "FontFile2", None)
    # /Differences gives code 0x41 the name B: the name decides, not the code.
    found = program.simple_truetype_glyph(0x41, False, "B")
    assert found is not None
    assert (found.gid, found.rule) == (gid("B"), "cmap (3,1) U+0042 from glyph name 'B'")
    assert program.simple_truetype_gid(0xC5, False, "Aring") == gid("Aring")
    # No name: (1,0) with the code.
    assert program.simple_truetype_gid(0x41, False, None) == gid("A")
    # A name the (3,1) subtable lacks, found in post.
    assert program.simple_truetype_gid(0x99, False, "ring") == gid("ring")
    # The caller may bring its own glyph-name rules.
    assert program.simple_truetype_gid(0x01, False, "foo", to_unicode=lambda n: "B") == gid("B")


def test_simple_truetype_1_0_uses_the_mac_roman_code_of_the_name() -> None:
    program = load_program(build_truetype(("mac",)), "FontFile2", None)
    assert program.simple_truetype_gid(0x41, False, None) == gid("A")
    found = program.simple_truetype_glyph(0xC5, False, "Aring")  # WinAnsi 0xC5 is Mac 0x81
    assert found is not None
    assert found.gid == gid("Aring")
    assert found.rule == "cmap (1,0) code 0x81 (Mac OS Roman code of 'Aring')"
    assert program.simple_truetype_gid(0x41, True, None) == gid("A")  # symbolic: (1,0)


def test_simple_truetype_falls_back_to_the_other_route() -> None:
    # Nonsymbolic by its flags, but only a (3,0) subtable and no post names: the way most
    # readers cope.
    program = load_program(build_truetype(("symbol",), post_names=False), "FontFile2", None)
    found = program.simple_truetype_glyph(0x41, False, "A")
    assert found is not None
    assert (found.gid, found.rule) == (gid("A"), "fallback: cmap (3,0) code 0xF041")
    assert (
        load_program(build_truetype(()), "FontFile2", None).simple_truetype_gid(0x41, False, None)
        is None
    )


def test_truetype_outlines() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    outline = program.outline(gid("A"))
    assert isinstance(outline, Outline)
    assert outline.ops[0] == ("moveTo", ((100.0, 0.0),))
    assert [op for op, _ in outline.ops] == ["moveTo", "lineTo", "lineTo", "lineTo", "closePath"]
    assert outline.bounds == (100.0, 0.0, 900.0, 1400.0)
    assert outline.advance == 1024.0
    assert outline.units_per_em == TT_UPEM
    assert program.has_outline(gid("A")) is True
    assert_plain(outline)


def test_truetype_composite_is_decomposed() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    outline = program.outline(gid("Aring"))
    assert outline is not None
    assert [op for op, _ in outline.ops].count("moveTo") == 2
    assert outline.bounds == (100.0, 0.0, 900.0, 1800.0)  # the ring moved up by 1500


def test_truetype_contour_without_on_curve_points() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    outline = program.outline(gid("O"))
    assert outline is not None
    assert outline.ops[0] == ("moveTo", ((250.0, 250.0),))  # between (500,0) and (0,500)
    name, points = outline.ops[1]
    assert name == "qCurveTo"
    assert points[-1] == (250.0, 250.0)
    assert all(p is not None for _, pts in outline.ops for p in pts)


def test_empty_and_missing_glyphs() -> None:
    program = load_program(build_truetype(), "FontFile2", None)
    assert program.outline(gid("space")) is None
    assert program.has_outline(gid("space")) is False
    assert program.outline(99) is None
    assert program.has_outline(99) is None


def test_composites_answer_has_outline_as_drawing_them_would() -> None:
    # B draws A (contours), C draws space (empty); has_outline reads the glyf table in
    # place for most glyphs and draws only C, whose components draw nothing.
    data = with_composites(build_truetype(), {"B": [("A", 0)], "C": [("space", 0)]})
    program = load_program(data, "FontFile2", None)
    assert program.has_outline(gid("B")) is True
    assert program.has_outline(gid("C")) is False
    for g in range(program.glyph_count or 0):
        fresh = load_program(data, "FontFile2", None)  # nothing recorded before asking
        assert fresh.has_outline(g) is (fresh.outline(g) is not None)


def test_cff_widths_are_read_up_to_the_first_drawing() -> None:
    # Hints before the first rmoveto; an empty glyph; a glyph without a width operand
    # (defaultWidthX); the width of each is the one the whole charstring gives.
    # C draws before any stack-clearing operator (against the format): its endchar, at
    # the end, gives the width.
    drawn = [50, 0, "rmoveto", 100, 0, "rlineto", 0, 100, "rlineto", "endchar"]
    programs = {
        "A": [650, 20, 40, "hstem", *drawn],
        "B": [250, "endchar"],
        "space": ["endchar"],
        "C": [100, 0, "rlineto", 0, 100, "rlineto", 420, "endchar"],
    }
    order = [".notdef", "A", "B", "space", "C"]
    charstrings = {
        name: T2CharString(program=programs.get(name, [500, "endchar"])) for name in order
    }
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({})
    fb.setupCFF("ABCDEF+Widths", {}, charstrings, {"defaultWidthX": 300, "nominalWidthX": 0})
    fb.setupHorizontalMetrics(dict.fromkeys(order, (0, 0)))
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Widths", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    out = io.BytesIO()
    fb.save(out)
    cff = bytes(TTFont(io.BytesIO(out.getvalue())).reader["CFF "])
    program = load_program(cff, "FontFile3", "Type1C")
    assert [program.advance(g) for g in range(5)] == [500, 650, 250, 300, 420]
    assert [program.has_outline(g) for g in range(1, 5)] == [True, False, False, True]
    full = TTFont(io.BytesIO(out.getvalue()))["CFF "].cff.topDictIndex[0].CharStrings
    for name in order[1:]:
        charstring = full[name]
        charstring.draw(NullPen())
        assert program.advance(order.index(name)) == charstring.width


def test_cyclic_composite_is_no_outline_and_no_exception() -> None:
    program = load_program(build_truetype(cyclic=True), "FontFile2", None)
    assert program.error is None
    assert program.outline(gid("C")) is None
    assert program.has_outline(gid("C")) is None
    assert program.outline(gid("A")) is not None


def test_exponential_composites_are_given_up() -> None:
    # space = 2 x C, C = 2 x O, ... B = 2 x A: 32 copies of A.
    chain = ["A", "B", "ring", "O", "C", "space"]
    composites = {upper: [(lower, 0), (lower, 1)] for lower, upper in itertools.pairwise(chain)}
    program = load_program(with_composites(build_truetype(), composites), "FontFile2", None)
    assert program.outline(gid("space")) is not None  # 32 copies of A: fine
    nested = load_program(
        with_composites(build_truetype(), {"Aring": [("C", 0)] * 40, "C": [("A", 0)] * 40}),
        "FontFile2",
        None,
    )
    assert nested.outline(gid("Aring")) is not None  # 1600 components: still a glyph
    hostile = {"Aring": [("C", 0)] * 60, "C": [("O", 0)] * 60, "O": [("A", 0)] * 60}
    program = load_program(with_composites(build_truetype(), hostile), "FontFile2", None)
    assert program.outline(gid("Aring")) is None  # 216000 components: given up
    # ...but not empty: its first component reaches contours (has_outline never draws it).
    assert program.has_outline(gid("Aring")) is True
    assert any(w.startswith("glyph 5: GlyphTooComplexError") for w in program.table_warnings())


def test_glyph_problems_are_reported_per_glyph() -> None:
    program = load_program(build_truetype(cyclic=True), "FontFile2", None)
    assert program.outline(gid("C")) is None
    assert any(w.startswith(f"glyph {gid('C')}: ") for w in program.table_warnings())


def test_hostile_cmap_range_is_not_expanded() -> None:
    group = (0x1D400).to_bytes(4, "big") * 2 + (1).to_bytes(4, "big")
    data = build_truetype(("unicode", "full"))
    assert data.count(group) == 1
    hostile = data.replace(
        group, (0).to_bytes(4, "big") + (0xFFFFFFF0).to_bytes(4, "big") + group[8:]
    )
    program = load_program(hostile, "FontFile2", None)
    assert [(s.platform_id, s.encoding_id) for s in program.cmap_subtables()] == [(3, 1)]
    assert any("more than there are code points" in w for w in program.table_warnings())
    assert program.unicode_for_gid(gid("B")) == "B"


def test_number_of_hmetrics_above_32767_is_read_unsigned() -> None:
    data = patch_table(build_truetype(), "hhea", 34, (40000).to_bytes(2, "big"))
    program = load_program(data, "FontFile2", None)
    assert program.error is None
    assert program.number_of_hmetrics == 40000
    assert program.advance(gid("A")) == 500.0  # clamped to maxp.numGlyphs, still read
    assert any("exceeds maxp.numGlyphs" in w for w in program.table_warnings())


def test_short_hmtx_keeps_the_advances_it_has() -> None:
    # numberOfHMetrics 2: glyphs from 2 on take the last advance (B's).
    data = patch_table(build_truetype(), "hhea", 34, (2).to_bytes(2, "big"))
    program = load_program(data, "FontFile2", None)
    assert program.number_of_hmetrics == 2
    assert program.advance(gid("A")) == 500.0
    assert program.advance(gid("space")) == 500.0


def test_fonttools_log_warnings_become_warnings() -> None:
    # head.created and head.modified of 0 make fontTools warn while reading head.
    data = patch_table(build_truetype(), "head", 20, bytes(16))
    logger = logging.getLogger("fontTools")
    handlers = list(logger.handlers)
    program = load_program(data, "FontFile2", None)
    assert program.error is None
    assert any("timestamp" in w for w in program.warnings), program.warnings
    assert logger.handlers == handlers  # attached only during the call


def test_warnings_do_not_depend_on_logging_configuration() -> None:
    data = patch_table(build_truetype(), "head", 20, bytes(16))
    logger = logging.getLogger("fontTools")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        program = load_program(data, "FontFile2", None)
        assert logger.level == logging.CRITICAL
    finally:
        logger.setLevel(level)
    assert any("timestamp" in w for w in program.warnings)


def test_concurrent_loads_keep_their_own_warnings() -> None:
    noisy = patch_table(build_truetype(), "head", 20, bytes(16))
    quiet = build_truetype()

    def load(data: bytes) -> tuple[str, ...]:
        program = load_program(data, "FontFile2", None)
        program.table_warnings()
        return program.warnings

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(load, [noisy, quiet] * 20))
    assert all(any("timestamp" in w for w in r) for r in results[0::2])
    assert all(r == () for r in results[1::2])


def test_one_program_answers_from_many_threads() -> None:
    program = load_program(build_otf_cff(), "FontFile3", "OpenType")

    def ask(g: int) -> tuple[object, ...]:
        return (program.advance(g % 4), program.outline(g % 4), program.unicode_for_gid(g % 4))

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(ask, range(64)))
    assert results[:4] * 16 == results


QUIET_CASES = {
    "truetype": (lambda: build_truetype(("unicode", "full")), "FontFile2", None),
    "truetype, cyclic composite": (lambda: build_truetype(cyclic=True), "FontFile2", None),
    "opentype cff": (build_otf_cff, "FontFile3", "OpenType"),
    "bare cff": (bare_cff, "FontFile3", "Type1C"),
    "cid-keyed cff": (cid_keyed_cff, "FontFile3", "CIDFontType0C"),
}


@pytest.mark.parametrize("case", QUIET_CASES)
def test_answers_read_directly_are_the_answers_through_fonttools(case: str) -> None:
    """Advances and drawing known without fontTools (no warnings to capture), and the
    charset and the program's Unicode read from their tables once made, answer what the
    full route answers, with the same problems in the same order."""
    from inspector.fontprog.reader import UNKNOWN

    make, key, subtype = QUIET_CASES[case]
    data = make()
    direct, full = load_program(data, key, subtype), load_program(data, key, subtype)
    reader = full._reader
    reader._advance_quietly = lambda gid: UNKNOWN  # type: ignore[method-assign]
    reader._draws_quietly = lambda gid: UNKNOWN  # type: ignore[method-assign]
    count = direct.glyph_count or 0

    def answers(program: FontProgram) -> list[Any]:
        out: list[Any] = []
        for _ in range(2):  # the second time from what the first kept
            for gid in range(-1, count + 2):
                out += [program.advance(gid), program.has_outline(gid)]
                out += [program.unicode_for_gid(gid), program.gid_for_cid(gid * 100)]
                if program is full:  # every answer through _ask, not the tables
                    reader._gids_by_cid = reader._reverse_unicode = None
        return out

    assert answers(direct) == answers(full)
    assert direct.table_warnings() == full.table_warnings()
    if case == "truetype, cyclic composite":
        assert any(w.startswith("glyph ") for w in direct.table_warnings())
    if case == "cid-keyed cff":
        assert direct._reader._gids_by_cid is not None  # the table was read directly


def test_opentype_with_glyf_in_fontfile3() -> None:
    program = load_program(build_truetype(), "FontFile3", "OpenType")
    assert (program.kind, program.error, program.warnings) == ("truetype", None, ())


# --- CFF tests ------------------------------------------------------------------------


def test_opentype_cff() -> None:
    program = load_program(build_otf_cff(), "FontFile3", "OpenType")
    assert program.error is None, program.error
    assert (program.kind, program.is_cid_keyed) == ("opentype-cff", False)
    assert program.glyph_count == len(CFF_ORDER)
    assert program.units_per_em == 1000
    assert (program.font_name, program.subset_tag) == ("ABCDEF+TestCFF", "ABCDEF")
    assert [program.advance(g) for g in range(4)] == [500.0, 600.0, 700.0, 250.0]
    assert [program.glyph_name(g) for g in range(4)] == CFF_ORDER
    assert program.gid_for_name("B") == 2
    assert program.unicode_for_gid(2) == "B"
    outline = program.outline(2)
    assert outline is not None
    assert "curveTo" in [op for op, _ in outline.ops]
    assert outline.bounds == (100.0, 0.0, 600.0, 700.0)
    assert (outline.advance, outline.units_per_em) == (700.0, 1000)
    assert program.outline(3) is None  # space
    assert program.has_outline(3) is False


def test_opentype_in_fontfile2_is_read_with_a_warning() -> None:
    program = load_program(build_otf_cff(), "FontFile2", None)
    assert program.error is None
    assert program.kind == "opentype-cff"
    assert program.warnings == ("/FontFile2 holds an OpenType font with CFF outlines",)


def test_bare_cff() -> None:
    data = bare_cff()
    program = load_program(data, "FontFile3", "Type1C")
    assert program.error is None, program.error
    assert (program.kind, program.is_cid_keyed, program.warnings) == ("cff", False, ())
    assert program.glyph_count == 4
    assert program.units_per_em == 1000
    assert program.font_name == "ABCDEF+TestCFF"
    assert program.number_of_hmetrics is None
    assert [program.advance(g) for g in range(4)] == [500.0, 600.0, 700.0, 250.0]
    assert program.glyph_name(1) == "A"
    assert program.gid_for_name("space") == 3
    assert program.gid_for_cid(1) is None
    assert program.cmap_subtables() == ()
    outline = program.outline(1)
    assert outline is not None
    assert outline.bounds == (50.0, 0.0, 550.0, 700.0)
    assert outline.advance == 600.0


def test_cff_standard_encoding() -> None:
    encoding = load_program(bare_cff(), "FontFile3", "Type1C").builtin_encoding()
    assert encoding is not None
    assert len(encoding) == 256
    assert (encoding[0x41], encoding[0x20], encoding[0x00]) == ("A", "space", None)


def test_cff_custom_encoding() -> None:
    data = bare_cff({0x61: "B", 0x62: "A"})
    encoding = load_program(data, "FontFile3", "Type1C").builtin_encoding()
    assert encoding is not None
    assert (encoding[0x61], encoding[0x62], encoding[0x41]) == ("B", "A", None)


def test_cid_keyed_cff_maps_cid_and_gid_both_ways() -> None:
    program = load_program(cid_keyed_cff(), "FontFile3", "CIDFontType0C")
    assert program.error is None, program.error
    assert (program.kind, program.is_cid_keyed, program.warnings) == ("cid-cff", True, ())
    assert program.glyph_count == 4
    assert [program.gid_for_cid(c) for c in CIDS] == [0, 1, 2, 3]
    assert [program.cid_for_gid(g) for g in range(4)] == CIDS
    assert program.gid_for_cid(5) is None
    assert program.cid_for_gid(4) is None
    assert program.glyph_name(1) is None  # CID-keyed: no names
    assert program.gid_for_name("cid00100") is None
    assert program.builtin_encoding() is None


def test_cid_keyed_cff_scales_by_the_fontdict_matrix() -> None:
    program = load_program(cid_keyed_cff(), "FontFile3", "CIDFontType0C")
    assert program.units_per_em == 2000
    assert program.advance(2) == 350.0  # 700 units of 1/2000 em
    outline = program.outline(program.gid_for_cid(200) or 0)
    assert outline is not None
    assert outline.units_per_em == 2000
    assert outline.bounds == (100.0, 0.0, 600.0, 700.0)


def test_cff_subtype_mismatch_is_a_warning() -> None:
    as_type1c = load_program(cid_keyed_cff(), "FontFile3", "Type1C")
    assert as_type1c.kind == "cid-cff"
    assert as_type1c.warnings == ("/FontFile3 /Subtype /Type1C holds a CID-keyed CFF font",)
    as_cid = load_program(bare_cff(), "/FontFile3", "/CIDFontType0C")
    assert as_cid.kind == "cff"
    assert as_cid.warnings == ("/FontFile3 /Subtype /CIDFontType0C holds a name-keyed CFF font",)


# --- Type 1 tests ---------------------------------------------------------------------


def _check_type1(program: FontProgram) -> None:
    assert program.error is None, program.error
    assert (program.kind, program.is_cid_keyed) == ("type1", False)
    assert (program.font_name, program.subset_tag) == ("QRSTUV+TestType1", "QRSTUV")
    assert program.glyph_count == 5
    assert program.units_per_em == 1000
    a = program.gid_for_name("A")
    assert a is not None
    assert program.glyph_name(a) == "A"
    assert program.advance(a) == 600.0
    assert program.advance(program.gid_for_name("B") or 0) == 700.0
    outline = program.outline(a)
    assert outline is not None
    assert outline.bounds == (50.0, 0.0, 550.0, 700.0)
    assert outline.advance == 600.0


def test_type1_binary() -> None:
    program = load_program(build_type1(), "FontFile", None)
    _check_type1(program)
    assert program.warnings == ()
    assert program.number_of_hmetrics is None
    assert program.cmap_subtables() == ()


def test_type1_builtin_encoding() -> None:
    encoding = load_program(build_type1(), "FontFile", None).builtin_encoding()
    assert encoding is not None
    assert len(encoding) == 256
    assert (encoding[65], encoding[66], encoding[197], encoding[67]) == ("A", "B", "Aring", None)


def test_type1_seac_accent_is_drawn() -> None:
    program = load_program(build_type1(), "FontFile", None)
    outline = program.outline(program.gid_for_name("Aring") or 0)
    assert outline is not None
    assert [op for op, _ in outline.ops].count("moveTo") == 2
    assert outline.bounds == (50.0, 0.0, 550.0, 850.0)


def test_type1_hex_eexec() -> None:
    clear, cipher, trailer = type1_parts(build_type1())
    hex_lines = b"\n".join(cipher.hex().encode()[i : i + 64] for i in range(0, 2 * len(cipher), 64))
    _check_type1(load_program(clear + b"\n" + hex_lines + trailer, "FontFile", None))


def test_type1_crlf_after_eexec() -> None:
    clear, cipher, trailer = type1_parts(build_type1())
    program = load_program(clear + b"\r\n" + cipher + trailer, "FontFile", None)
    _check_type1(program)
    assert program.warnings == ("2 whitespace bytes follow 'eexec'",)


def test_type1_pfb_segments() -> None:
    clear, cipher, trailer = type1_parts(build_type1())

    def segment(kind: int, payload: bytes) -> bytes:
        return bytes([0x80, kind]) + len(payload).to_bytes(4, "little") + payload

    pfb = segment(1, clear + b"\n") + segment(2, cipher) + segment(1, trailer) + b"\x80\x03"
    program = load_program(pfb, "FontFile", None)
    _check_type1(program)
    assert program.warnings == ("the program keeps its PFB segment headers",)


@pytest.mark.parametrize(
    "hostile",
    [
        b"/Encoding 1000000000 array",
        b"0 1 1000000000 {pop} for",
        b"0 0 10 {pop} for",
        b"0 1 3000 {pop 0 1 3000 {pop} for} for",
        b"0 1 2000 {pop 3000 array pop} for",
        b"/x 2000000000 string def",
    ],
)
def test_type1_hostile_postscript_is_refused(hostile: bytes) -> None:
    clear, cipher, trailer = type1_parts(build_type1())
    data = clear.replace(b"/PaintType 0 def", hostile + b"\n/PaintType 0 def")
    program = load_program(data + b" " + cipher + trailer, "FontFile", None)
    assert program.error is not None
    assert program.kind == "type1"


# --- broken input ---------------------------------------------------------------------

KEYS = [
    ("FontFile", None),
    ("FontFile2", None),
    ("FontFile3", "Type1C"),
    ("FontFile3", "CIDFontType0C"),
    ("FontFile3", "OpenType"),
]


def _assert_broken(program: FontProgram, data: bytes) -> None:
    assert program.error, "an unreadable program has an error"
    assert "\n" not in program.error
    assert program.data == data
    assert program.size == len(data)
    assert program.advance(1) is None
    assert program.outline(1) is None
    assert program.has_outline(1) is None
    assert program.glyph_name(1) is None
    assert program.cmap_subtables() == ()
    assert program.unicode_for_gid(1) is None
    assert program.simple_truetype_gid(0x41, True, "A") is None
    assert program.builtin_encoding() is None
    assert program.table_warnings() == ()


@pytest.mark.parametrize(("key", "subtype"), KEYS)
@pytest.mark.parametrize(
    "data",
    [b"", b"garbage" * 50, b"\x00\x01\x00\x00" + b"\xff" * 60, b"\x01\x00\x04\x04" + bytes(8)],
    ids=["empty", "text", "sfnt-header", "cff-header"],
)
def test_garbage_is_an_error_not_an_exception(key: str, subtype: str | None, data: bytes) -> None:
    _assert_broken(load_program(data, key, subtype), data)


@pytest.mark.parametrize(
    ("make", "key", "subtype"),
    [
        (build_truetype, "FontFile2", None),
        (build_otf_cff, "FontFile3", "OpenType"),
        (bare_cff, "FontFile3", "Type1C"),
        (cid_keyed_cff, "FontFile3", "CIDFontType0C"),
        (build_type1, "FontFile", None),
    ],
)
@pytest.mark.parametrize("keep", [0.5, 0.1])
def test_truncated_programs_are_errors(
    make: Callable[[], bytes], key: str, subtype: str | None, keep: float
) -> None:
    full = make()
    data = full[: int(len(full) * keep)]
    program = load_program(data, key, subtype)
    _assert_broken(program, data)


def test_unknown_entry_with_unknown_bytes() -> None:
    program = load_program(b"<?xml version='1.0'?>", "FontFile4", None)
    assert program.kind == "unknown"
    assert program.error is not None and "not a font program" in program.error
    assert program.warnings == ("/FontFile4 is not a font program entry this reader knows",)


def test_too_large_programs_are_not_parsed() -> None:
    data = bytes(MAX_PROGRAM_SIZE + 1)
    program = load_program(data, "FontFile2", None)
    assert program.error is not None and "not parsed" in program.error
    assert program.kind == "truetype"
    assert program.size == len(data)


def test_program_is_frozen_and_answers_are_plain() -> None:
    program = load_program(build_truetype(("unicode", "symbol")), "FontFile2", None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        program.kind = "cff"  # type: ignore[misc]
    assert_plain([program.outline(g) for g in range(len(TT_ORDER))])
    assert_plain(program.cmap_subtables())
    assert_plain(program.table_warnings())
    assert program == load_program(build_truetype(("unicode", "symbol")), "FontFile2", None)


# --- the shared corpus ----------------------------------------------------------------


def corpus_programs() -> list[tuple[str, str, str | None, bytes]]:
    pikepdf = pytest.importorskip("pikepdf")
    if not CORPUS.is_dir():
        pytest.skip(f"no corpus at {CORPUS}")
    found: list[tuple[str, str, str | None, bytes]] = []
    for path in sorted(CORPUS.glob("*.pdf")):
        with pikepdf.open(path) as pdf:
            for obj in pdf.objects:
                if not isinstance(obj, pikepdf.Dictionary):
                    continue
                if obj.get("/Type") != pikepdf.Name.FontDescriptor:
                    continue
                for key in ("/FontFile", "/FontFile2", "/FontFile3"):
                    if key not in obj:
                        continue
                    stream = obj[key]
                    try:
                        data = stream.read_bytes()
                    except pikepdf.PdfError:
                        continue  # the PDF's stream is broken (pdfminer patchelf.pdf)
                    subtype = stream.get("/Subtype")
                    label = f"{path.name} obj {obj.objgen[0]}"
                    found.append((label, key[1:], str(subtype)[1:] if subtype else None, data))
    return found


def test_corpus_programs_load() -> None:
    programs = corpus_programs()
    assert programs
    failed: list[str] = []
    for label, key, subtype, data in programs:
        program = load_program(data, key, subtype)
        assert program.data == data
        for g in range(min(program.glyph_count or 0, 40)):
            program.advance(g)
            program.outline(g)
            program.glyph_name(g)
            program.unicode_for_gid(g)
            program.cid_for_gid(g)
        program.table_warnings()
        program.builtin_encoding()
        program.simple_truetype_gid(0x41, False, "A")
        if program.error:
            failed.append(f"{label} {key}/{subtype}: {program.error}")
    # All 71 programs of the corpus load today; a few failures would be tolerable.
    assert len(failed) <= len(programs) // 10, failed


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300), st.integers(0, 0xFFFF))
def test_type1_decryption_is_fonttools_own(cipher: bytes, key: int) -> None:
    from fontTools.misc import eexec

    from inspector.fontprog.t1crypt import decrypt

    assert decrypt(cipher, key) == eexec.decrypt(cipher, key)
