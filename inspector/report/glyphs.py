"""The glyph a code draws, as SVG path data from the embedded program's outline.

The decoder exposes the embedded font program as ``font.program`` (see
:mod:`inspector.fontprog`); fonts without one, or programs that cannot give an outline,
yield None and the report draws a placeholder box instead. Nothing here raises: a
hostile glyph only loses its picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Protocol

from inspector.chain import CodeInfo

Point = tuple[float, float]

MAX_PATH_COMMANDS = 20_000
"""Outlines with more pen operations than this are not drawn (no real glyph needs it)."""


class _Outline(Protocol):
    ops: tuple[tuple[str, tuple[Point, ...]], ...]
    advance: float
    bounds: tuple[float, float, float, float] | None
    units_per_em: int


def program_of(font: object) -> Any:
    """The font's embedded program, when the decoder exposes one."""
    return getattr(font, "program", None)


def glyph_id(font: object, info: CodeInfo) -> int | None:
    """The glyph a code selects: the chain's GID, else the program's charset or names."""
    if info.gid is not None:
        return info.gid
    program = program_of(font)
    if program is None:
        return None
    try:
        if info.cid is not None and hasattr(program, "gid_for_cid"):
            gid = program.gid_for_cid(info.cid)
            if isinstance(gid, int):
                return gid
        if info.glyph_name and hasattr(program, "gid_for_name"):
            gid = program.gid_for_name(info.glyph_name)
            if isinstance(gid, int):
                return gid
    except Exception:  # the report survives any font program
        return None
    return None


def glyph_record(font: object, info: CodeInfo) -> dict[str, Any] | None:
    """The outline of the glyph a code draws, as SVG-ready data, or None.

    Returns:
        ``{"gid", "path", "advance", "units_per_em", "view_box"}``: ``path`` is SVG path
        data in font units with y pointing down (ready for an ``<svg viewBox>``).
    """
    program = program_of(font)
    gid = glyph_id(font, info)
    if program is None or gid is None or not hasattr(program, "outline"):
        return None
    try:
        outline: _Outline | None = program.outline(gid)
        if outline is None or len(outline.ops) > MAX_PATH_COMMANDS:
            return None
        path = svg_path(outline.ops)
        upem = int(outline.units_per_em) or 1000
        advance = float(outline.advance)
        bounds = outline.bounds
    except Exception:  # the report survives any font program
        return None
    if not path:
        return None
    return {
        "gid": gid,
        "path": path,
        "advance": _num(advance),
        "units_per_em": upem,
        "view_box": view_box(bounds, advance, upem),
    }


def view_box(
    bounds: tuple[float, float, float, float] | None, advance: float, upem: int
) -> list[float]:
    """An SVG viewBox (x, y, width, height) with y down: the em box, widened to the
    outline and the advance, with a small margin."""
    x0, y0, x1, y1 = 0.0, -0.2 * upem, max(advance, upem * 0.5), 0.9 * upem
    if bounds is not None and all(math.isfinite(v) for v in bounds):
        x0, y0 = min(x0, bounds[0]), min(y0, bounds[1])
        x1, y1 = max(x1, bounds[2]), max(y1, bounds[3])
    margin = 0.05 * upem
    return [
        _num(x0 - margin),
        _num(-y1 - margin),
        _num(x1 - x0 + 2 * margin),
        _num(y1 - y0 + 2 * margin),
    ]


def svg_path(ops: Sequence[tuple[str, Sequence[Point]]]) -> str:
    """Recorded pen operations as SVG path data, y flipped (font units point up).

    ``qCurveTo`` with several off-curve points gets its implied on-curve points
    (TrueType); ``curveTo`` with more than three points is read as consecutive cubics.
    """
    out: list[str] = []
    for name, points in ops:
        pts = [(float(x), float(y)) for x, y in points]
        if not all(math.isfinite(v) for p in pts for v in p):
            continue
        if name == "moveTo" and pts:
            out.append(f"M{_xy(pts[-1])}")
        elif name == "lineTo" and pts:
            for p in pts:
                out.append(f"L{_xy(p)}")
        elif name == "curveTo" and pts:
            if len(pts) % 3 == 0:
                for i in range(0, len(pts), 3):
                    out.append(f"C{_xy(pts[i])} {_xy(pts[i + 1])} {_xy(pts[i + 2])}")
            else:
                out.extend(f"L{_xy(p)}" for p in pts)
        elif name == "qCurveTo" and pts:
            *off, on = pts
            for i, control in enumerate(off):
                if i + 1 < len(off):
                    nxt = off[i + 1]
                    end = ((control[0] + nxt[0]) / 2, (control[1] + nxt[1]) / 2)
                else:
                    end = on
                out.append(f"Q{_xy(control)} {_xy(end)}")
            if not off:
                out.append(f"L{_xy(on)}")
        elif name == "closePath":
            out.append("Z")
    return "".join(out)


def _xy(p: Point) -> str:
    return f"{_fmt(p[0])} {_fmt(-p[1])}"


def _fmt(v: float) -> str:
    return str(_num(v))


def _num(v: float) -> int | float:
    r = round(v, 1)
    return int(r) if r == int(r) else r


__all__ = ["glyph_id", "glyph_record", "svg_path", "view_box"]
