"""Reference faces read through FreeType (freetype-py, the ``glyphs`` extra).

fontTools reads a CJK face's cmap and CFF index in Python (about a second per face) and
executes each glyph's charstring in Python (2-5 ms a glyph): most of a cold run. FreeType
does both in C: opening a face costs a millisecond, reading a glyph's outline 15-50
microseconds. :class:`FreeTypeFace` gives each character's glyph unscaled
(``FT_LOAD_NO_SCALE``: font units, unhinted, composites decomposed; a TrueType glyph
placed by its left side bearing, which real fonts set to its ``xMin``), and
:func:`edges` walks the contours of a batch of glyphs at once, as
``FT_Outline_Decompose`` walks them, into the edges :func:`raster.edges` makes of the
same outline. The stored features are bit for bit those of the fontTools reading (all of
7,616 glyphs of Noto Serif CJK, IPA Gothic, IPA Mincho and Droid Sans Fallback), in a
fifth of the time.

:func:`open_face` is None without freetype-py (or for a face FreeType cannot read): the
index then reads the face through fontTools
(:class:`inspector.fontprog.reference.ReferenceFace`).
"""

from __future__ import annotations

import ctypes
import importlib
import importlib.util
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from inspector.fontprog.outline import MAX_SEGMENTS
from inspector.glyphshape import raster
from inspector.glyphshape.raster import Floats


def available() -> bool:
    """Whether freetype-py is installed."""
    return importlib.util.find_spec("freetype") is not None


def module() -> Any:
    """freetype-py (imported by name: an optional dependency)."""
    return importlib.import_module("freetype")


class FreeTypeFace:
    """One face of a font file, open in FreeType."""

    def __init__(self, path: str, index: int = 0) -> None:
        ft = module()
        self.path = path
        self.index = index
        self.ft = ft
        self.face = ft.Face(path, index=index)
        self.raw = self.face._FT_Face
        self.units_per_em = int(self.raw.contents.units_per_EM) or 1000

    def close(self) -> None:
        """Release the face (FreeType frees it with the object)."""
        self.face = self.raw = None

    def gid(self, char: str) -> int:
        """The glyph its Unicode charmap gives the character (0: none)."""
        return int(self.ft.raw.FT_Get_Char_Index(self.raw, ord(char)))

    def load(self, gid: int) -> Any | None:
        """Load a glyph unscaled (font units, unhinted, no bitmap): FreeType's outline
        (``FT_Outline``), or None when it cannot be read or draws nothing."""
        ft = self.ft
        if gid <= 0 or ft.raw.FT_Load_Glyph(
            self.raw, gid, ft.FT_LOAD_NO_SCALE | ft.FT_LOAD_NO_BITMAP
        ):
            return None
        slot = self.raw.contents.glyph.contents
        if slot.format != ft.FT_GLYPH_FORMAT_OUTLINE or not slot.outline.n_points:
            return None
        return slot.outline

    def glyph(self, gid: int) -> Glyph | None:
        """The glyph's outline, unscaled, as FreeType holds it (copied: the next load
        overwrites it), or None when it cannot be read, draws nothing, or has more
        points than any real glyph."""
        found = self.load(gid)
        if found is None:
            return None
        # unsigned since FreeType 2.13 (freetype-py declares them signed)
        count, contours = found.n_points & 0xFFFF, found.n_contours & 0xFFFF
        if not 0 < count <= MAX_SEGMENTS or contours <= 0:
            return None
        points = np.frombuffer(
            ctypes.string_at(found.points, count * 2 * ctypes.sizeof(ctypes.c_long)),
            dtype=np.dtype(f"i{ctypes.sizeof(ctypes.c_long)}"),
        ).reshape(count, 2)
        tags = np.frombuffer(ctypes.string_at(found.tags, count), dtype=np.uint8)
        ends = np.frombuffer(
            ctypes.string_at(found.contours, contours * ctypes.sizeof(ctypes.c_short)),
            dtype=np.uint16,
        ).astype(np.int64)
        if ends[-1] != count - 1 or (np.diff(ends) <= 0).any():
            return None
        advance = float(self.raw.contents.glyph.contents.metrics.horiAdvance)
        return Glyph(points, tags, ends, advance)

    def glyphs(self, chars: Sequence[str]) -> Iterator[tuple[str, Glyph]]:
        """``(char, glyph)`` for each character the face draws; characters whose
        charmap gives the same glyph each get it (read once)."""
        seen: dict[int, Glyph | None] = {}
        for char in chars:
            gid = self.gid(char)
            if gid <= 0:
                continue
            if gid not in seen:
                seen[gid] = self.glyph(gid)
            found = seen[gid]
            if found is not None:
                yield char, found


@dataclass(frozen=True, slots=True)
class Glyph:
    """A glyph's outline as FreeType gives it: points in font units, their tags (bit 0
    on the curve; off it, bit 1 a cubic control point, else a conic one) and the last
    point of each contour."""

    points: npt.NDArray[np.int64]
    tags: npt.NDArray[np.uint8]
    ends: npt.NDArray[np.int64]
    advance: float


def open_face(path: str, index: int) -> FreeTypeFace | None:
    """The face open in FreeType, or None (no freetype-py, or FreeType cannot read it)."""
    if not available():
        return None
    try:
        return FreeTypeFace(path, index)
    except Exception:
        return None


def edges(glyphs: Sequence[Glyph]) -> tuple[Floats, npt.NDArray[np.int64]]:
    """The glyphs' directed edges as :func:`raster.edges` gives them for the same
    outline, one glyph's after another's, and how many each has.

    The contours are walked as ``FT_Outline_Decompose`` walks them, all at once: two
    conic control points in a row imply the on-curve point halfway (between a
    contour's last and first too); then each on-curve point joins the next one of its
    contour (cyclically) by a line, a conic (one control point between them, drawn as
    the cubic it is) or a cubic (two cubic control points). Anything else (a broken
    contour) draws nothing."""
    count = len(glyphs)
    sizes = np.zeros(count, dtype=np.int64)
    if not count:
        return np.zeros((0, 4), dtype=np.float32), sizes
    lengths = np.array([len(g.tags) for g in glyphs], dtype=np.int64)
    offsets = np.cumsum(lengths) - lengths
    points = np.concatenate([g.points for g in glyphs]).astype(np.float64)
    tags = np.concatenate([g.tags for g in glyphs]) & 3
    last = np.concatenate([g.ends + o for g, o in zip(glyphs, offsets)])
    owner = np.repeat(np.arange(count), [len(g.ends) for g in glyphs])
    first = np.concatenate(([0], last[:-1] + 1))
    contour = np.repeat(np.arange(len(last)), last - first + 1)
    after = np.arange(len(tags)) + 1
    after[last] = first
    # the implied on-curve points
    conic = tags == 0
    implied = conic & conic[after]
    repeat = 1 + implied.astype(np.int64)
    at = np.cumsum(repeat) - repeat
    inserted = at[implied] + 1
    points_all = np.repeat(points, repeat, axis=0)
    points_all[inserted] = (points[implied] + points[after[implied]]) / 2
    tags_all = np.repeat(tags, repeat)
    tags_all[inserted] = 1
    contour_all = np.repeat(contour, repeat)
    first, last = at[first], at[last] + implied[last]
    span = last - first + 1
    # each on-curve point and the next on-curve point of its contour
    on = np.nonzero(tags_all == 1)[0]
    if not len(on):
        return np.zeros((0, 4), dtype=np.float32), sizes
    own = contour_all[on]
    opens = np.ones(len(on), dtype=bool)
    opens[1:] = own[1:] != own[:-1]
    closes = np.ones(len(on), dtype=bool)
    closes[:-1] = opens[1:]
    lead = np.maximum.accumulate(np.where(opens, np.arange(len(on)), 0))
    following = np.empty_like(on)
    following[:-1] = on[1:]
    following[closes] = on[lead[closes]]
    base, size = first[own], span[own]
    gap = (following - on - 1) % size

    def step(k: int) -> npt.NDArray[np.int64]:
        out: npt.NDArray[np.int64] = base + (on - base + k) % size
        return out

    one, two = step(1), step(2)
    p0, p1 = points_all[on], points_all[following]
    is_line = gap == 0
    is_conic = (gap == 1) & (tags_all[one] == 0)
    is_cubic = (gap == 2) & (tags_all[one] >= 2) & (tags_all[two] >= 2)
    lines = np.concatenate((p0[is_line], p1[is_line]), axis=1).astype(np.float32)
    c = points_all[one[is_conic]]
    q0, q1 = p0[is_conic], p1[is_conic]
    # a conic elevated to the same cubic, as raster.edges does it
    quads = np.stack((q0, q0 + 2 * (c - q0) / 3, q1 + 2 * (c - q1) / 3, q1), axis=1)
    cubics = np.stack(
        (p0[is_cubic], points_all[one[is_cubic]], points_all[two[is_cubic]], p1[is_cubic]),
        axis=1,
    )
    curves = np.concatenate((quads, cubics)).astype(np.float32)
    segs = np.concatenate((lines, raster.flatten(curves)))
    glyph_of = owner[own]
    which = np.concatenate(
        (
            glyph_of[is_line],
            np.repeat(np.concatenate((glyph_of[is_conic], glyph_of[is_cubic])), raster.CURVE_STEPS),
        )
    )
    order = np.argsort(which, kind="stable")
    sizes = np.bincount(which, minlength=count).astype(np.int64)
    return segs[order], sizes
