"""A coarse pre-filter: which reference glyphs are worth a full feature.

Building a full feature (:mod:`raster`) for a reference glyph means reading its outline
through fontTools, about 2 ms a glyph in Python: 20-40 s for the ideographs of two CJK
faces, which a page of a hundred glyphs mostly does not need. MuPDF (PyMuPDF, when
installed) renders a glyph to a small bitmap in C in a tenth of that. So each query glyph
is compared first with the candidates' coarse signatures (a 16x16 bitmap of the glyph's
box, blurred, as :func:`raster.bitmaps_many` lays it out), and only its nearest are
built and searched in full: :data:`SHORTLIST` of a tier's ideographs (every script's,
per reference face), :data:`SHORTLIST_OTHER` and the ties of each block of Latin, kana
and symbols (the route, ``_Prefilter``). MuPDF hints and anti-aliases
its glyphs, so its bitmaps are close to ours, not identical: the signature only ranks,
the full features decide.

Without PyMuPDF, or with ``INSPECTOR_GLYPH_PREFILTER=0``, every candidate is built in
full, as before. Signatures are cached beside the indexes.
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from inspector.fontprog import Outline
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
VERSION = 1


def available() -> bool:
    """Whether the pre-filter runs: PyMuPDF is installed and not switched off."""
    if os.environ.get(ENV_PREFILTER, "") == "0":
        return False
    return importlib.util.find_spec("pymupdf") is not None


def _unit(rows: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    blurred = raster._blur_many(rows).reshape(len(rows), -1)
    return raster._unit_rows(blurred)


def query_signatures(outlines: Sequence[Outline]) -> npt.NDArray[np.float32]:
    """The coarse signatures of the PDF's glyphs, by our own rasterizer (unit rows)."""
    shape, _em, _valid = raster.bitmaps_many(outlines)
    half = raster.SHAPE_SIZE // SIZE
    small = shape.reshape(len(outlines), SIZE, half, SIZE, half).mean(axis=(2, 4))
    return _unit(small.astype(np.float32))


def _render(font: ReferenceFont, chars: Sequence[str]) -> tuple[list[str], npt.NDArray[np.float32]]:
    mu: Any = importlib.import_module("pymupdf.mupdf")
    face = mu.fz_new_font_from_file(None, font.path, font.index, 1)
    kept: list[str] = []
    images = np.zeros((len(chars), SIZE, SIZE), dtype=np.float32)
    clip = mu.FzIrect(-4 * SIZE, -4 * SIZE, 5 * SIZE, 5 * SIZE)
    for char in chars:
        gid = mu.fz_encode_character(face, ord(char))
        if gid <= 0:
            continue
        box = mu.fz_bound_glyph(face, gid, mu.FzMatrix())
        width, height = box.x1 - box.x0, box.y1 - box.y0
        side = max(width, height)
        if not side > 0:
            continue
        # as raster.bitmaps_many: a 4% margin, the box centred, y down
        margin = side * 0.04
        scale = SIZE / (side + 2 * margin)
        left = (box.x0 - margin - (side - width) / 2) * scale
        top = (box.y1 + margin + (side - height) / 2) * scale
        pix = mu.fz_render_glyph_pixmap(face, gid, mu.FzMatrix(scale, 0, 0, -scale, 0, 0), clip, 8)
        if pix.m_internal is None or pix.w() <= 0 or pix.h() <= 0:
            continue
        data = np.frombuffer(bytes(mu.fz_pixmap_samples_memoryview(pix)), dtype=np.uint8)
        stride, rows = pix.stride(), pix.h()
        sample = data[: stride * rows].reshape(rows, stride)[:, : pix.w() * pix.n() : pix.n()]
        x, y = pix.x() - round(left), pix.y() + round(top)
        x0, y0 = max(x, 0), max(y, 0)
        x1, y1 = min(x + sample.shape[1], SIZE), min(y + rows, SIZE)
        if x1 <= x0 or y1 <= y0:
            continue
        images[len(kept), y0:y1, x0:x1] = sample[y0 - y : y1 - y, x0 - x : x1 - x] / 255.0
        kept.append(char)
    # stored as 16-bit floats: the rows a fresh run uses are the cached ones, so a
    # shortlist does not depend on whether the cache was there
    return kept, _unit(images[: len(kept)]).astype(np.float16).astype(np.float32)


def reference_signatures(
    font: ReferenceFont, chars: list[str]
) -> tuple[list[str], npt.NDArray[np.float32]] | None:
    """The coarse signatures of the characters a face draws among ``chars``: from the
    cache, else rendered and stored. None when MuPDF cannot read the face."""
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
