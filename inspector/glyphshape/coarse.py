"""A coarse pre-filter: which reference glyphs are worth a full feature.

Building a full feature (:mod:`raster`) for a reference glyph means reading its outline
(through fontTools about 2-5 ms a glyph in Python, through FreeType, :mod:`ftfaces`,
0.2 ms with the rasterizing) and filling two bitmaps: for the ideographs of two CJK faces
far more than a page of a hundred glyphs needs. FreeType (freetype-py, the ``glyphs``
extra) reads a glyph and renders it to a small bitmap in C in a fifth of that (about
45 microseconds). So each query glyph is compared first with the candidates' coarse
signatures (a 16x16 bitmap of the glyph's box, blurred, as :func:`raster.bitmaps_many`
lays it out), and only its nearest are built and searched in full: :data:`SHORTLIST` of a tier's
ideographs (every script's, per reference face), :data:`SHORTLIST_OTHER` and the ties of
each block of Latin, kana and symbols (the route, ``_Prefilter``). FreeType renders the
outline unscaled and unhinted, with exact coverage, so its signature is within a few
hundredths of ours for the same glyph (not identical: the signature only ranks, the full
features decide).

Without freetype-py, or with ``INSPECTOR_GLYPH_PREFILTER=0``, every candidate is built
in full, as before. Signatures are cached beside the indexes.
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from inspector.glyphshape import raster
from inspector.glyphshape.references import ReferenceFont

ENV_PREFILTER = "INSPECTOR_GLYPH_PREFILTER"
SIZE = 16
"""Pixels per side of a coarse signature."""
SHORTLIST = 8
"""Nearest ideographs (by signature) of each query glyph that are searched in full, per
reference face and tier."""
SHORTLIST_OTHER = 8
"""Nearest characters of each query glyph in a block of Latin, kana, Hangul and symbols."""
TIES = 0.02
"""Characters whose signature scores within this of the last one kept are kept too:
twins (``。``/``｡``, ``－``/``-``, one glyph for ``〜``/``～``) share a signature, and the
match must see all of them to refuse or decide them by width."""
ELSEWHERE = 0.1
"""A glyph whose nearest Latin letter, kana or symbol scores this much below its nearest
ideograph takes only that one from their block (see :func:`shortlist`)."""
VERSION = 2


def available() -> bool:
    """Whether the pre-filter runs: freetype-py is installed and not switched off."""
    if os.environ.get(ENV_PREFILTER, "") == "0":
        return False
    return importlib.util.find_spec("freetype") is not None


def _unit(rows: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    blurred = raster._blur_many(rows).reshape(len(rows), -1)
    return raster._unit_rows(blurred)


def signatures_of(shape: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """The coarse signatures of the PDF's glyphs (unit rows), from the box-normalized
    bitmaps our own rasterizer made of them for their features
    (:func:`raster.features_and_shapes`)."""
    half = raster.SHAPE_SIZE // SIZE
    small = shape.reshape(len(shape), SIZE, half, SIZE, half).mean(axis=(2, 4))
    return _unit(small.astype(np.float32))


def _render(font: ReferenceFont, chars: Sequence[str]) -> tuple[list[str], npt.NDArray[np.float32]]:
    import ctypes

    ft: Any = importlib.import_module("freetype")
    face = ft.Face(font.path, index=font.index)
    handle, raw = ft.get_handle(), face._FT_Face
    # unscaled and so unhinted: the outline in font units, as fontTools reads it
    flags = ft.FT_LOAD_NO_SCALE | ft.FT_LOAD_NO_BITMAP
    kept: list[str] = []
    images = np.zeros((len(chars), SIZE, SIZE), dtype=np.uint8)
    base = images.ctypes.data
    box = ft.FT_BBox()
    bitmap = ft.FT_Bitmap()
    bitmap.rows = bitmap.width = bitmap.pitch = SIZE
    bitmap.num_grays = 256
    bitmap.pixel_mode = ft.FT_PIXEL_MODE_GRAY
    for char in chars:
        gid = ft.raw.FT_Get_Char_Index(raw, ord(char))
        if gid <= 0 or ft.raw.FT_Load_Glyph(raw, gid, flags):
            continue
        outline = ctypes.pointer(raw.contents.glyph.contents.outline)
        if outline.contents.n_points <= 0 or ft.raw.FT_Outline_Get_BBox(outline, ctypes.byref(box)):
            continue
        width, height = box.xMax - box.xMin, box.yMax - box.yMin
        side = max(width, height)
        if not side > 0:
            continue
        # as raster.bitmaps_many: a 4% margin, the box centred; FreeType's rows run down
        margin = side * 0.04
        scale = SIZE / (side + 2 * margin)
        left = box.xMin - margin - (side - width) / 2
        bottom = box.yMin - margin - (side - height) / 2
        # font units are read as 26.6 pixels: scaled by 64 * scale, moved in 1/64 pixel
        factor = round(scale * 64 * 65536)
        ft.raw.FT_Outline_Transform(outline, ctypes.byref(ft.FT_Matrix(factor, 0, 0, factor)))
        ft.raw.FT_Outline_Translate(outline, -round(left * scale * 64), -round(bottom * scale * 64))
        bitmap.buffer = ctypes.cast(base + len(kept) * SIZE * SIZE, ctypes.POINTER(ctypes.c_ubyte))
        if ft.raw.FT_Outline_Get_Bitmap(handle, outline, ctypes.byref(bitmap)):
            images[len(kept)] = 0
            continue
        kept.append(char)
    # stored as 16-bit floats: the rows a fresh run uses are the cached ones, so a
    # shortlist does not depend on whether the cache was there
    rows = images[: len(kept)].astype(np.float32) / 255.0
    return kept, _unit(rows).astype(np.float16).astype(np.float32)


def reference_signatures(
    font: ReferenceFont, chars: list[str]
) -> tuple[list[str], npt.NDArray[np.float32]] | None:
    """The coarse signatures of the characters a face draws among ``chars``: from the
    cache, else rendered and stored. None when FreeType cannot read the face."""
    from inspector.glyphshape.index import _key, cache_dir

    key = _key(font, [f"coarse{VERSION}:{SIZE}", *chars])
    folder = cache_dir()
    path = folder / f"{key}.sig" if key else None
    if path is not None:
        try:
            with np.load(path, allow_pickle=False) as stored:
                found = str(stored["chars"]).split("\0") if stored["chars"].size else []
                rows = stored["rows"].astype(np.float32)
                if len(found) == len(rows):
                    return found, rows
        except (OSError, ValueError, KeyError):
            pass
    try:
        kept, rows = _render(font, chars)
    except Exception:
        return None
    if path is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(dir=folder, suffix=".sig.tmp")
            with os.fdopen(handle, "wb") as out:
                np.savez(out, chars=np.array("\0".join(kept)), rows=rows.astype(np.float16))
            os.replace(temp, path)
        except OSError:
            pass
    return kept, rows


def shortlist(
    queries: npt.NDArray[np.float32],
    chars: Sequence[str],
    rows: npt.NDArray[np.float32],
    count: int = SHORTLIST,
    ties: float = 0.0,
    elsewhere: npt.NDArray[np.float32] | None = None,
) -> set[str]:
    """The characters among the ``count`` nearest (by signature) of some query glyph, and
    those within ``ties`` of the last of them.

    Args:
        elsewhere: each query's best signature score among other candidates (the
            ideographs); a query whose best here is more than :data:`ELSEWHERE` below
            it takes only its nearest here (an ideograph needs no 8 Latin letters)."""
    if not len(chars) or not len(queries):
        return set()
    keep = min(count, len(chars))
    picked: set[str] = set()
    for start in range(0, len(queries), 256):
        scores = queries[start : start + 256] @ rows.T
        last = np.partition(scores, scores.shape[1] - keep, axis=1)[:, -keep]
        near = scores >= last[:, None] - ties
        if elsewhere is not None:
            best = scores.max(axis=1)
            far = best < elsewhere[start : start + 256] - ELSEWHERE
            near[far] = scores[far] >= best[far, None]
        picked.update(chars[int(j)] for j in np.nonzero(near.any(axis=0))[0])
    return picked
