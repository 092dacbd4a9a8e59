"""Reference indexes read through FreeType: the same as through fontTools, without it.

The fonts are built here (fontTools' FontBuilder) with the contours whose walk is easy to
get wrong: a TrueType contour of off-curve points only, one that starts and ends off the
curve, a composite glyph, two characters sharing a glyph, cubic CFF curves.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("numpy") is None,
        reason="numpy (the glyphs extra) is not installed",
    ),
    pytest.mark.skipif(
        importlib.util.find_spec("freetype") is None,
        reason="freetype-py (the glyphs extra) is not installed",
    ),
]


def _truetype(path: Path) -> None:
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib.tables import ttProgram
    from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphCoordinates

    order = [".notdef", "square", "ring", "offstart", "both"]
    glyphs = {}
    pen = TTGlyphPen(None)
    glyphs[".notdef"] = pen.glyph()
    pen = TTGlyphPen(None)
    pen.moveTo((100, 0))
    pen.lineTo((100, 700))
    pen.lineTo((600, 700))
    pen.lineTo((600, 0))
    pen.closePath()
    glyphs["square"] = pen.glyph()
    pen = TTGlyphPen(None)
    # off-curve points only: the on-curve points are all implied
    pen.qCurveTo((500, 100), (500, 600), (100, 600), (100, 100), None)
    pen.closePath()
    # and a hole, an inner square drawn the other way
    pen.moveTo((250, 250))
    pen.lineTo((350, 250))
    pen.lineTo((350, 450))
    pen.lineTo((250, 450))
    pen.closePath()
    glyphs["ring"] = pen.glyph()
    # a contour whose first and last points are off the curve
    glyph = Glyph()
    glyph.coordinates = GlyphCoordinates(
        [(300, 0), (600, 0), (600, 300), (600, 700), (300, 700), (0, 700), (0, 0)]
    )
    glyph.flags = bytearray([0, 1, 0, 1, 0, 1, 0])
    glyph.endPtsOfContours = [6]
    glyph.numberOfContours = 1
    glyph.program = ttProgram.Program()
    glyph.program.fromBytecode(b"")
    glyphs["offstart"] = glyph
    pen = TTGlyphPen(glyphs)
    pen.addComponent("square", (0.5, 0, 0, 0.5, 0, 0))
    pen.addComponent("ring", (1, 0, 0, 1, 300, 200))
    glyphs["both"] = pen.glyph()
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap(
        {0x41: "square", 0x42: "ring", 0x43: "offstart", 0x44: "both", 0x45: "square"}
    )
    builder.setupGlyf(glyphs)
    glyf = builder.font["glyf"]
    # the left side bearings as real fonts have them: each glyph's xMin (FreeType
    # places a glyph by them)
    metrics = {}
    for name in order:
        glyf[name].recalcBounds(glyf)
        metrics[name] = (500 if name == "square" else 1000, getattr(glyf[name], "xMin", 0))
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": "Walks", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    builder.save(str(path))


def _cff(path: Path) -> None:
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.t2CharStringPen import T2CharStringPen

    order = [".notdef", "drop", "bar"]
    strings = {}
    pen = T2CharStringPen(1000, None)
    strings[".notdef"] = pen.getCharString()
    pen = T2CharStringPen(800, None)
    pen.moveTo((100, 0))
    pen.curveTo((100, 400), (300, 700), (400, 700))
    pen.curveTo((500, 700), (700, 400), (700, 0))
    pen.closePath()
    strings["drop"] = pen.getCharString()
    pen = T2CharStringPen(1000, None)
    pen.moveTo((0, 300))
    pen.lineTo((1000, 300))
    pen.lineTo((1000, 380))
    pen.lineTo((0, 380))
    pen.closePath()
    strings["bar"] = pen.getCharString()
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({0x61: "drop", 0x2015: "bar", 0x30FC: "bar"})
    builder.setupCFF("Walks-Cubic", {"FullName": "Walks Cubic"}, strings, {})
    builder.setupHorizontalMetrics({".notdef": (1000, 0), "drop": (800, 100), "bar": (1000, 0)})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": "Walks Cubic", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    builder.save(str(path))


@pytest.mark.parametrize(("build", "chars"), [(_truetype, "ABCDEZ"), (_cff, "a\u2015\u30fcz")])
def test_freetype_reads_the_same_index_as_fonttools_without_opening_it_in_fonttools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, build: object, chars: str
) -> None:
    """With freetype-py the reference index is read through FreeType (the old code read
    every outline through fontTools): the same characters, advances and features, to the
    rounding of their 16-bit floats; characters whose cmap gives one glyph each get it."""
    import numpy as np

    from inspector.fontprog import reference
    from inspector.glyphshape import ftfaces, index
    from inspector.glyphshape.references import ReferenceFont

    path = tmp_path / "walks.ttf"
    build(path)  # type: ignore[operator]
    font = ReferenceFont(str(path), 0, "Walks", "Regular")
    with monkeypatch.context() as patch:
        patch.setattr(ftfaces, "open_face", lambda path, index: None)
        slow = index.build_index(font, list(chars))
    assert slow is not None and len(slow.chars) == len(chars) - 1  # Z/z: not in the font

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("fontTools opened the face")

    monkeypatch.setattr(reference.ReferenceFace, "__init__", refused)
    fast = index.build_index(font, list(chars))
    assert fast is not None
    assert fast.chars == slow.chars
    assert (fast.advances == slow.advances).all()
    rows, before = fast.features.astype(np.float32), slow.features.astype(np.float32)
    assert np.abs(rows - before).max() < 2e-3
    cosine = np.einsum("ij,ij->i", rows, before) / (
        np.linalg.norm(rows, axis=1) * np.linalg.norm(before, axis=1)
    )
    assert (cosine > 0.99999).all()
    # the shared glyph: one row for each of its characters
    if "\u2015" in chars:
        first, second = fast.chars.index("\u2015"), fast.chars.index("\u30fc")
        assert (fast.features[first] == fast.features[second]).all()
