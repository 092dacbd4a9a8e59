"""The direct reading of a charstring's width gives what fontTools' interpreter gives."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from fontTools.misc.psCharStrings import T2CharString

from inspector.fontprog.cff import CffFont
from inspector.fontprog.t2scan import bias, scan_width

NOMINAL, DEFAULT = 500, 1000


class _Private:
    """What fontTools' interpreter reads of a Private DICT."""

    def __init__(self, subrs: list[T2CharString]) -> None:
        self.Subrs = subrs
        self.nominalWidthX = NOMINAL
        self.defaultWidthX = DEFAULT


def _compiled(program: list[Any], private: Any = None, gsubrs: Any = None) -> T2CharString:
    charstring = T2CharString(program=program, private=private, globalSubrs=gsubrs or [])
    charstring.compile()
    return charstring


LOCAL = [  # biased numbers -107, -106, ...
    ["hintmask", bytes([0b11000000]), 10, 20, "rmoveto", "return"],
    [5, 5, "rlineto", "return"],
    [100, 30, 200, 40, "hstemhm", "return"],
]
GLOBAL = [[0, 0, "rmoveto", 50, 0, 0, 50, -50, 0, "rrcurveto", "endchar"]]

PROGRAMS = {
    "width before hstem": [120, 10, 20, "hstem", 0, 0, "rmoveto", 10, 0, "rlineto", "endchar"],
    "no width, hstem": [10, 20, "hstem", 0, 0, "rmoveto", 10, 0, "rlineto", "endchar"],
    "width before rmoveto": [-40, 5, 5, "rmoveto", 10, "hlineto", "endchar"],
    "width before hmoveto": [33, 5, "hmoveto", 10, "vlineto", "endchar"],
    "no width, vmoveto": [5, "vmoveto", 10, 10, 10, 10, "vhcurveto", "endchar"],
    "only a width": [77, "endchar"],
    "nothing at all": ["endchar"],
    "a moveto, no segment": [12, 0, 0, "rmoveto", "endchar"],
    "a fixed width": [12.5, 0, 0, "rmoveto", 1, 1, "rlineto", "endchar"],
    "a large width": [3000, 0, 0, "rmoveto", 1, 1, "rlineto", "endchar"],
    "hstemhm, implicit vstem, hintmask": [
        90, 0, 10, 20, 30, "hstemhm", 40, 50, "hintmask", bytes([0b11100000]),
        0, 0, "rmoveto", 1, 2, 3, 4, 5, 6, "rrcurveto", "endchar",
    ],
    "stems in a subroutine, mask and moveto in another": [
        7, -105, "callsubr", -107, "callsubr", -106, "callsubr", "endchar",
    ],
    "everything in a global subroutine": [-107, "callgsubr"],
    "flex first": [
        0, 0, "rmoveto", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 50, "flex", "endchar",
    ],
    "seac accent": [0, 100, 0, 65, 194, "endchar"],
    "arithmetic first": [1, 2, "add", 0, "hmoveto", "endchar"],
}  # fmt: skip


@pytest.mark.parametrize("name", PROGRAMS)
def test_scan_agrees_with_fonttools(name: str) -> None:
    subrs = [_compiled(p) for p in LOCAL]
    gsubrs = [_compiled(p) for p in GLOBAL]
    private = _Private(subrs)
    charstring = _compiled(PROGRAMS[name], private, gsubrs)
    scanned = scan_width(
        charstring.bytecode,
        NOMINAL,
        DEFAULT,
        lambda n: subrs[n + bias(len(subrs))].bytecode,
        lambda n: gsubrs[n + bias(len(gsubrs))].bytecode,
    )
    if name in ("seac accent", "arithmetic first"):
        assert scanned is None  # left to fontTools (which cannot run "add" either)
        return
    interpreted = CffFont.interpreted_width(_compiled(PROGRAMS[name], private, gsubrs))
    assert scanned is not None
    assert (float(scanned[0]), scanned[1]) == interpreted


def test_cut_or_hostile_charstrings_are_left_to_fonttools() -> None:
    whole = _compiled([120, 10, 20, "hstem", 0, 0, "rmoveto", 10, 0, "rlineto", "endchar"])
    for end in range(len(whole.bytecode) - 1):
        found = scan_width(whole.bytecode[:end], NOMINAL, DEFAULT)
        assert found is None or found == (620, True)  # cut after the segment: still right
    assert scan_width(bytes([139] * 60 + [1]), NOMINAL, DEFAULT) is None  # stack overflow
    looping = _compiled([-107, "callsubr"])
    assert scan_width(looping.bytecode, NOMINAL, DEFAULT, lambda n: looping.bytecode) is None


NOTO = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


@pytest.mark.skipif(not NOTO.exists(), reason="fonts-noto-cjk is not installed")
def test_a_subroutinized_cjk_font_reads_the_same_both_ways() -> None:
    from fontTools.cffLib import CFFFontSet
    from fontTools.ttLib import TTFont

    with TTFont(NOTO, fontNumber=0, lazy=True) as face:
        data = face.reader["CFF "]
    font_set = CFFFontSet()
    font_set.decompile(BytesIO(data), None)
    scanned, interpreted = CffFont(font_set, data, []), CffFont(font_set, data, [])
    gids = range(0, scanned.glyph_count, 97)
    direct = [(scanned.width(g), scanned.draws(g)) for g in gids]
    assert direct == [interpreted.interpreted_width(interpreted.charstring(g)) for g in gids]
    assert all(drawn for _, drawn in direct[1:])  # every glyph but .notdef here draws


def _subroutinized_cid_cff() -> bytes:
    """A CID-keyed CFF whose glyphs are the programs above, twice: even glyphs take
    FontDict 0 (nominal 500, default 1000), odd ones FontDict 1 (nominal 300, default
    700), each with the local subroutines above; the global subroutines above too."""
    from fontTools.cffLib import FDArrayIndex, FDSelect, FontDict, PrivateDict, SubrsIndex
    from fontTools.fontBuilder import FontBuilder

    programs = [["endchar"], *PROGRAMS.values(), *PROGRAMS.values()]
    names = [".notdef"] + [f"cid{n:05d}" for n in range(1, len(programs))]
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(names)
    charstrings = {n: T2CharString(program=list(p)) for n, p in zip(names, programs, strict=True)}
    fb.setupCFF("ABCDEF+Subroutines", {}, charstrings, {})
    cff = fb.font["CFF "].cff
    for program in GLOBAL:
        cff.GlobalSubrs.append(T2CharString(program=list(program)))
    top = cff.topDictIndex[0]
    top.ROS = ("Adobe", "Identity", 0)
    top.CIDCount = len(names)
    fd_array = FDArrayIndex()
    for nominal, default in ((NOMINAL, DEFAULT), (300, 700)):
        private = PrivateDict()
        private.nominalWidthX, private.defaultWidthX = nominal, default
        private.Subrs = SubrsIndex()
        for program in LOCAL:
            private.Subrs.append(T2CharString(program=list(program)))
        font_dict = FontDict()
        font_dict.setCFF2(False)
        font_dict.Private = private
        fd_array.append(font_dict)
    top.FDArray = fd_array
    fd_select = FDSelect()
    fd_select.format = 3
    fd_select.gidArray = [gid % 2 for gid in range(len(names))]
    top.FDSelect = fd_select
    del top.Private
    top.rawDict.pop("Private", None)
    top.rawDict.pop("Encoding", None)
    for gid, name in enumerate(names):
        top.CharStrings.charStrings[name].private = fd_array[gid % 2].Private
    fb.font.recalcBBoxes = False  # "arithmetic first" cannot be drawn
    out = BytesIO()
    cff.compile(out, fb.font)
    return out.getvalue()


def _outcome(answer: Any, *args: Any) -> Any:
    try:
        return answer(*args)
    except Exception as exc:  # the same failure both ways counts as agreeing
        return type(exc).__name__


def _cff_font(data: bytes) -> CffFont:
    from inspector.fontprog.cff import decompile_cff

    return CffFont(decompile_cff(data), data, [])


def test_glyphs_read_from_the_bytes_measure_as_fonttools_charstrings_do() -> None:
    data = _subroutinized_cid_cff()
    through, direct = _cff_font(data), _cff_font(data)

    def measured(gid: int) -> tuple[float, bool | None]:
        through._measure(gid)  # always through fontTools' charstring objects
        return through._widths[gid], through._drawn[gid]

    count = through.glyph_count
    expected = [_outcome(measured, gid) for gid in range(count)]
    found = [_outcome(lambda g: (direct.width(g), direct._drawn[g]), gid) for gid in range(count)]
    assert found == expected
    assert "NotImplementedError" in expected  # "arithmetic first": fontTools cannot run it
    assert sorted(direct._by_fd) == [0, 1]  # both FontDicts were read directly
    assert direct._fd_select == [gid % 2 for gid in range(count)]  # from the FDSelect
    # Read directly, the charstrings are never made as fontTools objects.
    items = direct.top.CharStrings.charStringsIndex.items
    assert sum(item is not None for item in items) < count // 2


def test_quiet_advances_are_the_advances_or_unknown() -> None:
    from inspector.fontprog.reader import UNKNOWN

    data = _subroutinized_cid_cff()
    full, quiet = _cff_font(data), _cff_font(data)
    assert quiet.advance_quietly(1) is UNKNOWN  # nothing measured yet
    quiet.advance(0)  # FontDict 0 measured: its glyphs are known quietly, FontDict 1's not
    answers = {gid: quiet.advance_quietly(gid) for gid in range(1, quiet.glyph_count)}
    known = {gid: value for gid, value in answers.items() if value is not UNKNOWN}
    assert known and all(gid % 2 == 0 for gid in known)
    assert known == {gid: full.advance(gid) for gid in known}
    assert all(quiet.drawn_quietly(gid) in (full.draws(gid), UNKNOWN) for gid in known)


def test_raw_index_reads_the_bytes_fonttools_reads() -> None:
    from inspector.fontprog.cff import RawIndex

    data = _subroutinized_cid_cff()
    font = _cff_font(data)
    indexes = [
        font.top.CharStrings.charStringsIndex,
        font.top.GlobalSubrs,
        font.top.FDArray[0].Private.Subrs,
    ]
    for index in indexes:
        raw = RawIndex.of(index)
        assert raw is not None
        read = [raw.get(i) for i in range(len(index))]
        assert read == [index[i].bytecode for i in range(len(index))]
        assert raw.get(0) is None  # fontTools holds item 0 now: it is asked instead
        assert raw.get(len(index)) is None and raw.get(-1) is None
    index = indexes[0]
    past_the_end = RawIndex(index, [None, None], [1, 5, len(data) + 10], index.offsetBase, data)
    assert past_the_end.get(0) is not None and past_the_end.get(1) is None
    assert RawIndex.of(object()) is None  # not an INDEX read from bytes in memory


def test_a_subroutine_fonttools_decoded_is_left_to_it_when_asked_quietly() -> None:
    from inspector.fontprog.cff import _Subroutines

    font = _cff_font(_subroutinized_cid_cff())
    index = font.top.FDArray[0].Private.Subrs
    subroutines = _Subroutines.of(index)
    assert subroutines is not None
    first = -bias(len(index))
    expected = subroutines.bytecode(first)
    assert expected is not None and subroutines.quietly(first) == expected
    index[0].decompile()  # as drawing a glyph does: fontTools keeps it decoded
    assert subroutines.quietly(first) is None
    assert subroutines.bytecode(first) == expected  # encoded again by fontTools
    assert subroutines.bytecode(first + len(index)) is None
