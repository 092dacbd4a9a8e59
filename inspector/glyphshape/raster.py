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
        ctrl = np.asarray(cubics, dtype=np.float32)  # (n, 4, 2)
        t = np.linspace(0.0, 1.0, CURVE_STEPS + 1, dtype=np.float32)[None, :, None]
        u = 1 - t
        pts = (
            u**3 * ctrl[:, None, 0]
            + 3 * u**2 * t * ctrl[:, None, 1]
            + 3 * u * t**2 * ctrl[:, None, 2]
            + t**3 * ctrl[:, None, 3]
        )  # (n, steps + 1, 2)
        parts.append(np.concatenate((pts[:, :-1], pts[:, 1:]), axis=2).reshape(-1, 4))
    return np.concatenate(parts)


def fill(segments: Floats, size: int) -> Floats:
    """Fill directed edges given in pixel units (y down) by the nonzero winding rule,
    sampled at pixel centres: a ``(size, size)`` array of 0 and 1."""
    x0, y0, x1, y1 = segments.T
    low = np.minimum(y0, y1)
    high = np.maximum(y0, y1)
    first = np.clip(np.ceil(low - 0.5), 0, size).astype(np.int64)
    last = np.clip(np.ceil(high - 0.5), 0, size).astype(np.int64)  # exclusive
    count = last - first
    keep = count > 0
    if not keep.any():
        return np.zeros((size, size), dtype=np.float32)
    x0, y0, x1, y1 = x0[keep], y0[keep], x1[keep], y1[keep]
    first, count = first[keep], count[keep]
    which = np.repeat(np.arange(len(count)), count)
    offsets = np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count)
    rows = first[which] + offsets
    yc = rows.astype(np.float32) + 0.5
    ex0, ey0, ex1, ey1 = x0[which], y0[which], x1[which], y1[which]
    x = ex0 + (yc - ey0) * (ex1 - ex0) / (ey1 - ey0)
    cols = np.clip(np.ceil(x - 0.5), 0, size).astype(np.int64)
    direction = np.where(ey1 > ey0, 1.0, -1.0)
    acc = np.bincount(rows * (size + 1) + cols, weights=direction, minlength=size * (size + 1))
    winding = np.cumsum(acc.reshape(size, size + 1)[:, :size], axis=1)
    return (np.abs(winding) > 0.5).astype(np.float32)


def _render(
    segs: Floats, scale: float, dx: float, dy: float, size: int, oversample: int = 2
) -> Floats:
    """Edges in font units to a ``size`` square bitmap of coverage (0-1): x scaled and
    moved, y flipped (row 0 at the top)."""
    big = size * oversample
    s = scale * oversample
    px = np.empty_like(segs)
    px[:, 0] = (segs[:, 0] - dx) * s
    px[:, 2] = (segs[:, 2] - dx) * s
    px[:, 1] = big - (segs[:, 1] - dy) * s
    px[:, 3] = big - (segs[:, 3] - dy) * s
    image = fill(px, big)
    out: Floats = image.reshape(size, oversample, size, oversample).mean(axis=(1, 3))
    return out.astype(np.float32)


def _blur(image: Floats) -> Floats:
    """A [1 2 1] blur in both directions (edges repeated)."""
    padded = np.pad(image, 1, mode="edge")
    rows = (padded[:-2] + 2 * padded[1:-1] + padded[2:]) / 4
    out: Floats = ((rows[:, :-2] + 2 * rows[:, 1:-1] + rows[:, 2:]) / 4).astype(np.float32)
    return out


def _unit(vector: Floats) -> Floats:
    centred: Floats = (vector - vector.mean()).astype(np.float32)
    norm = float(np.linalg.norm(centred))
    return centred / np.float32(norm) if norm > 0 else centred


def bitmaps(outline: Outline) -> tuple[Floats, Floats] | None:
    """The box-normalized and em-square bitmaps of an outline, or None when it draws
    nothing (or only a line without area)."""
    segs = edges(outline)
    if not len(segs):
        return None
    x_min = float(min(segs[:, 0].min(), segs[:, 2].min()))
    x_max = float(max(segs[:, 0].max(), segs[:, 2].max()))
    y_min = float(min(segs[:, 1].min(), segs[:, 3].min()))
    y_max = float(max(segs[:, 1].max(), segs[:, 3].max()))
    side = max(x_max - x_min, y_max - y_min)
    if side <= 0:
        return None
    margin = side * 0.04
    span = side + 2 * margin
    scale = SHAPE_SIZE / span
    dx = x_min - margin - (side - (x_max - x_min)) / 2
    dy = y_min - margin - (side - (y_max - y_min)) / 2
    shape = _render(segs, scale, dx, dy, SHAPE_SIZE)
    upem = float(outline.units_per_em or 1000)
    em = _render(segs, EM_SIZE / upem, 0.0, -0.12 * upem, EM_SIZE)
    if not shape.any():
        return None
    return shape, em


def feature(outline: Outline) -> Floats | None:
    """The outline's shape feature: unit length, ``FEATURE_SIZE`` values; None when the
    glyph draws nothing."""
    found = bitmaps(outline)
    if found is None:
        return None
    shape, em = found
    a = _unit(_blur(shape).ravel()) * np.float32(np.sqrt(1 - EM_WEIGHT))
    b = _unit(_blur(em).ravel()) * np.float32(np.sqrt(EM_WEIGHT))
    return np.concatenate((a, b)).astype(np.float32)
