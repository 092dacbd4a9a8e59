"""Glyph outlines to normalized bitmaps: one rasterizer for the PDF's glyphs and the
reference fonts' alike, so that identical outlines give identical features.

An outline (recorded pen operations, :class:`inspector.fontprog.Outline`) is flattened
into directed edges (curves in fixed steps), and filled by the nonzero winding rule at
pixel centres: each edge adds its direction where it crosses a row's centre, and a running
sum along the row gives the winding number of every pixel. Supersampled twice and
averaged, then blurred, the bitmap is a shape feature:

- the glyph's own box scaled to fill the square (aspect kept, centred): the shape, which
  two families share for an ideograph even when one draws it smaller;
- the glyph in its em square (baseline and advance as the font places it): where and how
  big it is, which tells 、 from ' and o from O.

Both are centred and scaled to unit length, so that the dot product of two features is
their correlation (1.0 for identical outlines).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from inspector.fontprog import Outline

SHAPE_SIZE = 32
"""Pixels per side of the box-normalized bitmap."""
EM_SIZE = 16
"""Pixels per side of the em-square bitmap."""
EM_WEIGHT = 0.5
"""Share of the em-square bitmap in the feature (the rest is the shape)."""
CURVE_STEPS = 8
"""Line segments per curve segment."""
FEATURE_SIZE = SHAPE_SIZE * SHAPE_SIZE + EM_SIZE * EM_SIZE
BATCH = 256
"""Glyphs rendered in one pass (about 30 MB of work arrays)."""

Floats = npt.NDArray[np.float32]


def _quads(
    start: tuple[float, float], points: Sequence[tuple[float, float]]
) -> list[tuple[tuple[float, float], ...]]:
    """A ``qCurveTo`` with several off-curve points as plain quadratic segments (the
    on-curve points between two off-curve ones are implied, halfway)."""
    out: list[tuple[tuple[float, float], ...]] = []
    current = start
    offs = points[:-1]
    for i, off in enumerate(offs):
        if i + 1 < len(offs):
            nxt = offs[i + 1]
            end = ((off[0] + nxt[0]) / 2, (off[1] + nxt[1]) / 2)
        else:
            end = points[-1]
        out.append((current, off, end))
        current = end
    return out


def edges(outline: Outline) -> Floats:
    """The outline's directed edges in font units, shape ``(n, 4)``: x0, y0, x1, y1.

    Curves are cut into :data:`CURVE_STEPS` lines; every contour is closed.
    """
    lines: list[tuple[float, float, float, float]] = []
    cubics: list[tuple[tuple[float, float], ...]] = []
    start: tuple[float, float] | None = None
    current: tuple[float, float] | None = None

    def close() -> None:
        if start is not None and current is not None and current != start:
            lines.append((*current, *start))

    for name, pts in outline.ops:
        if name == "moveTo":
            close()
            start = current = pts[0]
        elif current is None:
            continue
        elif name == "lineTo":
            lines.append((*current, *pts[0]))
            current = pts[0]
        elif name == "curveTo" and len(pts) == 3:
            cubics.append((current, pts[0], pts[1], pts[2]))
            current = pts[2]
        elif name == "qCurveTo" and pts:
            if len(pts) == 1:
                lines.append((*current, *pts[0]))
            else:
                for p0, c, p1 in _quads(current, pts):
                    # elevated to a cubic: the same curve
                    c1 = (p0[0] + 2 * (c[0] - p0[0]) / 3, p0[1] + 2 * (c[1] - p0[1]) / 3)
                    c2 = (p1[0] + 2 * (c[0] - p1[0]) / 3, p1[1] + 2 * (c[1] - p1[1]) / 3)
                    cubics.append((p0, c1, c2, p1))
            current = pts[-1]
        elif name in ("closePath", "endPath"):
            close()
            current = start
    close()
    parts = [np.asarray(lines, dtype=np.float32).reshape(-1, 4)]
    if cubics:
        parts.append(flatten(np.asarray(cubics, dtype=np.float32)))
    return np.concatenate(parts)


def flatten(ctrl: Floats) -> Floats:
    """Cubic curves (``(n, 4, 2)``: start, two controls, end) as :data:`CURVE_STEPS`
    lines each, ``(n * CURVE_STEPS, 4)``."""
    t = np.linspace(0.0, 1.0, CURVE_STEPS + 1, dtype=np.float32)[None, :, None]
    u = 1 - t
    pts = (
        u**3 * ctrl[:, None, 0]
        + 3 * u**2 * t * ctrl[:, None, 1]
        + 3 * u * t**2 * ctrl[:, None, 2]
        + t**3 * ctrl[:, None, 3]
    )  # (n, steps + 1, 2)
    out: Floats = np.concatenate((pts[:, :-1], pts[:, 1:]), axis=2).reshape(-1, 4)
    return out


def _fill_many(
    segments: Floats, owner: npt.NDArray[np.int64], count: int, size: int
) -> npt.NDArray[np.uint8]:
    """Fill the directed edges of ``count`` glyphs, given in pixel units (y down), by the
    nonzero winding rule, sampled at pixel centres: ``(count, size, size)`` arrays of 0
    and 1 (``owner``: each edge's glyph). Row ``r`` of glyph ``g`` is row
    ``g * size + r`` of one tall image, so one pass fills them all."""
    x0, y0, x1, y1 = segments.T
    low = np.minimum(y0, y1)
    high = np.maximum(y0, y1)
    first = np.clip(np.ceil(low - 0.5), 0, size).astype(np.int64)
    last = np.clip(np.ceil(high - 0.5), 0, size).astype(np.int64)  # exclusive
    n = last - first
    keep = n > 0
    if not keep.any():
        return np.zeros((count, size, size), dtype=np.uint8)
    x0, y0, x1, y1 = x0[keep], y0[keep], x1[keep], y1[keep]
    first, n, owner = first[keep], n[keep], owner[keep]
    which = np.repeat(np.arange(len(n)), n)
    offsets = np.arange(int(n.sum())) - np.repeat(np.cumsum(n) - n, n)
    rows = first[which] + offsets
    yc = rows.astype(np.float32) + 0.5
    ex0, ey0, ex1, ey1 = x0[which], y0[which], x1[which], y1[which]
    x = ex0 + (yc - ey0) * (ex1 - ex0) / (ey1 - ey0)
    cols = np.clip(np.ceil(x - 0.5), 0, size).astype(np.int64)
    direction = np.where(ey1 > ey0, 1.0, -1.0)
    tall = owner[which] * size + rows
    acc = np.bincount(
        tall * (size + 1) + cols, weights=direction, minlength=count * size * (size + 1)
    )
    # sums of whole numbers: exact (as 32-bit integers, a quarter faster), so inside is
    # exactly non-zero
    winding = np.cumsum(acc.reshape(count * size, size + 1)[:, :size], axis=1, dtype=np.int32)
    inside: npt.NDArray[np.uint8] = (winding != 0).view(np.uint8).reshape(count, size, size)
    return inside


def _render_many(
    segs: Floats,
    owner: npt.NDArray[np.int64],
    count: int,
    scale: Floats,
    dx: Floats,
    dy: Floats,
    size: int,
    oversample: int = 2,
) -> Floats:
    """Edges in font units to ``(count, size, size)`` bitmaps of coverage (0-1), with each
    glyph's scale and offsets: x scaled and moved, y flipped (row 0 at the top)."""
    big = size * oversample
    s = scale[owner] * oversample
    px = np.empty_like(segs)
    px[:, 0] = (segs[:, 0] - dx[owner]) * s
    px[:, 2] = (segs[:, 2] - dx[owner]) * s
    px[:, 1] = big - (segs[:, 1] - dy[owner]) * s
    px[:, 3] = big - (segs[:, 3] - dy[owner]) * s
    image = _fill_many(px, owner, count, big)
    # the mean of each pixel's samples (whole numbers added: exact in any order), added
    # as strided views: a mean over two axes of a five-dimensional view costs thrice that
    total = np.zeros((count, size, size), dtype=np.uint8)
    for row in range(oversample):
        for col in range(oversample):
            total += image[:, row::oversample, col::oversample]
    out: Floats = total.astype(np.float32) / np.float32(oversample * oversample)
    return out


def _blur_many(images: Floats) -> Floats:
    """A [1 2 1] blur in both directions of each image (edges repeated)."""
    padded = np.pad(images, ((0, 0), (1, 1), (1, 1)), mode="edge")
    rows = (padded[:, :-2] + 2 * padded[:, 1:-1] + padded[:, 2:]) / 4
    out: Floats = ((rows[:, :, :-2] + 2 * rows[:, :, 1:-1] + rows[:, :, 2:]) / 4).astype(np.float32)
    return out


def _unit_rows(vectors: Floats) -> Floats:
    centred: Floats = (vectors - vectors.mean(axis=1, keepdims=True)).astype(np.float32)
    norms = np.sqrt(np.einsum("ij,ij->i", centred, centred)).astype(np.float32)
    safe = np.where(norms > 0, norms, np.float32(1))
    out: Floats = centred / safe[:, None]
    return out


def bitmaps_many(outlines: Sequence[Outline]) -> tuple[Floats, Floats, npt.NDArray[np.bool_]]:
    """The box-normalized and em-square bitmaps of several outlines at once, and which
    draw something (the bitmaps of the others are zero)."""
    parts = [edges(o) for o in outlines]
    sizes = np.array([len(p) for p in parts], dtype=np.int64)
    segs = (
        np.concatenate([p for p in parts if len(p)]).astype(np.float32)
        if sizes.any()
        else np.zeros((0, 4), dtype=np.float32)
    )
    upem = np.array([float(o.units_per_em or 1000) for o in outlines], dtype=np.float32)
    return bitmaps_of_edges(segs, sizes, upem)


def bitmaps_of_edges(
    segs: Floats, sizes: npt.NDArray[np.int64], upem: Floats
) -> tuple[Floats, Floats, npt.NDArray[np.bool_]]:
    """:func:`bitmaps_many` of glyphs given by their edges (as :func:`edges` gives
    them, one glyph's after another's: ``sizes`` edges each) and units per em."""
    count = len(sizes)
    valid = sizes > 0
    shape = np.zeros((count, SHAPE_SIZE, SHAPE_SIZE), dtype=np.float32)
    em = np.zeros((count, EM_SIZE, EM_SIZE), dtype=np.float32)
    if not valid.any():
        return shape, em, valid
    owner = np.repeat(np.arange(count), sizes)
    starts = np.cumsum(sizes) - sizes
    live = starts[valid]
    xs = np.minimum(segs[:, 0], segs[:, 2]), np.maximum(segs[:, 0], segs[:, 2])
    ys = np.minimum(segs[:, 1], segs[:, 3]), np.maximum(segs[:, 1], segs[:, 3])
    x_min = np.zeros(count, dtype=np.float32)
    x_max = np.zeros(count, dtype=np.float32)
    y_min = np.zeros(count, dtype=np.float32)
    y_max = np.zeros(count, dtype=np.float32)
    x_min[valid] = np.minimum.reduceat(xs[0], live)
    x_max[valid] = np.maximum.reduceat(xs[1], live)
    y_min[valid] = np.minimum.reduceat(ys[0], live)
    y_max[valid] = np.maximum.reduceat(ys[1], live)
    side = np.maximum(x_max - x_min, y_max - y_min)
    valid &= side > 0
    side = np.where(side > 0, side, np.float32(1))
    margin = side * np.float32(0.04)
    span = side + 2 * margin
    scale = (SHAPE_SIZE / span).astype(np.float32)
    dx = (x_min - margin - (side - (x_max - x_min)) / 2).astype(np.float32)
    dy = (y_min - margin - (side - (y_max - y_min)) / 2).astype(np.float32)
    shape = _render_many(segs, owner, count, scale, dx, dy, SHAPE_SIZE)
    zero = np.zeros(count, dtype=np.float32)
    em_scale = (EM_SIZE / upem).astype(np.float32)
    em_dy = (-0.12 * upem).astype(np.float32)
    em = _render_many(segs, owner, count, em_scale, zero, em_dy, EM_SIZE)
    valid &= shape.reshape(count, -1).any(axis=1)
    return shape, em, valid


def bitmaps(outline: Outline) -> tuple[Floats, Floats] | None:
    """The box-normalized and em-square bitmaps of an outline, or None when it draws
    nothing (or only a line without area)."""
    shape, em, valid = bitmaps_many([outline])
    return (shape[0], em[0]) if valid[0] else None


def features(outlines: Sequence[Outline]) -> tuple[Floats, npt.NDArray[np.bool_]]:
    """The shape features of several outlines (``(n, FEATURE_SIZE)``, unit rows), and
    which draw something. :data:`BATCH` at a time in one pass: several times faster
    than one by one, with the same arithmetic as :func:`feature`."""
    rows, valid, _shapes = features_and_shapes(outlines)
    return rows, valid


def features_and_shapes(
    outlines: Sequence[Outline],
) -> tuple[Floats, npt.NDArray[np.bool_], Floats]:
    """:func:`features`, and the box-normalized bitmaps they were made of (``(n,
    SHAPE_SIZE, SHAPE_SIZE)``, as :func:`bitmaps_many` gives them)."""
    count = len(outlines)
    rows = np.zeros((count, FEATURE_SIZE), dtype=np.float32)
    valid = np.zeros(count, dtype=bool)
    shapes = np.zeros((count, SHAPE_SIZE, SHAPE_SIZE), dtype=np.float32)
    for start in range(0, count, BATCH):
        part = outlines[start : start + BATCH]
        shape, em, ok = bitmaps_many(part)
        shapes[start : start + len(part)] = shape
        rows[start : start + len(part)], valid[start : start + len(part)] = _features_of(
            shape, em, ok
        )
    return rows, valid, shapes


def features_of_edges(
    segs: Floats, sizes: npt.NDArray[np.int64], upem: Floats
) -> tuple[Floats, npt.NDArray[np.bool_]]:
    """:func:`features` of glyphs given by their edges (see :func:`bitmaps_of_edges`;
    up to :data:`BATCH` glyphs)."""
    return _features_of(*bitmaps_of_edges(segs, sizes, upem))


def _features_of(
    shape: Floats, em: Floats, ok: npt.NDArray[np.bool_]
) -> tuple[Floats, npt.NDArray[np.bool_]]:
    n = len(shape)
    a = _unit_rows(_blur_many(shape).reshape(n, -1)) * np.float32(np.sqrt(1 - EM_WEIGHT))
    b = _unit_rows(_blur_many(em).reshape(n, -1)) * np.float32(np.sqrt(EM_WEIGHT))
    return np.concatenate((a, b), axis=1), ok


def feature(outline: Outline) -> Floats | None:
    """The outline's shape feature: unit length, ``FEATURE_SIZE`` values; None when the
    glyph draws nothing."""
    rows, valid = features([outline])
    return rows[0] if valid[0] else None
