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
