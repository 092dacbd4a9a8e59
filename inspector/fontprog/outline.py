"""Glyph outlines as plain recorded pen operations (ISO 32000-1 §9.9, the glyph drawn).

fontTools draws a glyph (a ``glyf`` entry, a CFF or Type 1 charstring) into a pen. Here
the pen is fontTools' ``DecomposingRecordingPen``, so composite glyphs and ``seac``
accents arrive as plain contours; the recording becomes tuples of floats that any caller
can replay (the window into a ``QPainterPath``, the reports into SVG) without fontTools.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Sized
from dataclasses import dataclass
from typing import Any

Point = tuple[float, float]
PenOperation = tuple[str, tuple[Point, ...]]

MAX_COMPONENT_DRAWS = 2000
"""Components drawn for one glyph before it is given up as hostile (nested composites
referring to each other many times grow exponentially)."""

MAX_SEGMENTS = 200_000
"""Pen operations recorded for one glyph before it is given up as hostile."""

_SEGMENTS = ("moveTo", "lineTo", "curveTo", "qCurveTo")
_ENDS = ("closePath", "endPath")


@dataclass(frozen=True, slots=True)
class Outline:
    """A glyph outline as recorded pen operations, components decomposed (§9.9).

    Attributes:
        ops: ``(operator, points)`` pairs in font units: ``("moveTo", ((x, y),))``,
            ``("lineTo", ...)``, ``("qCurveTo", ...)``, ``("curveTo", ...)``,
            ``("closePath", ())``, ``("endPath", ())``. Replay them into any pen
            (a ``QPainterPath``, an SVG path) after scaling by ``1 / units_per_em``.
        advance: the advance width in font units (the same units as ``ops``).
        bounds: ``(x_min, y_min, x_max, y_max)`` of the drawn outline, or None.
        units_per_em: font units per em (``head.unitsPerEm``, or ``1 / FontMatrix[0]``).
    """

    ops: tuple[PenOperation, ...]
    advance: float
    bounds: tuple[float, float, float, float] | None
    units_per_em: int


class GlyphTooComplexError(Exception):
    """A glyph draws more components or segments than any real glyph does."""


class _CountingGlyphSet:
    """The glyph set components are looked up in, counting the lookups."""

    def __init__(self, lookup: Callable[[str], Any]) -> None:
        self._lookup = lookup
        self._draws = 0
        self.recorded: Sized = ()

    def __getitem__(self, name: str) -> Any:
        self._draws += 1
        if self._draws > MAX_COMPONENT_DRAWS:
            raise GlyphTooComplexError(f"more than {MAX_COMPONENT_DRAWS} components")
        if len(self.recorded) > MAX_SEGMENTS:
            raise GlyphTooComplexError(f"more than {MAX_SEGMENTS} pen operations")
        glyph = self._lookup(name)
        if glyph is None:
            raise KeyError(name)
        return glyph

    def __contains__(self, name: str) -> bool:
        return self._lookup(name) is not None


def _point(value: Sequence[float]) -> Point:
    return (float(value[0]), float(value[1]))


def plain_operations(recorded: Sequence[tuple[str, Sequence[Any]]]) -> tuple[PenOperation, ...]:
    """Recorded pen operations as tuples of floats, implied points made explicit (§9.9).

    A TrueType contour made only of off-curve points is recorded as ``qCurveTo`` ending in
    None (the pen protocol's "closed, no on-curve point"); it becomes a ``moveTo`` to the
    implied on-curve point between the last and first off-curve points, and a ``qCurveTo``
    back to it. Component references that could not be decomposed are left out.
    """
    ops: list[PenOperation] = []
    for name, args in recorded:
        if name in _ENDS:
            ops.append((name, ()))
        elif name == "qCurveTo" and args and args[-1] is None:
            off_curve = [_point(p) for p in args[:-1]]
            if not off_curve:
                continue
            first, last = off_curve[0], off_curve[-1]
            implied = ((first[0] + last[0]) / 2, (first[1] + last[1]) / 2)
            ops.append(("moveTo", (implied,)))
            ops.append(("qCurveTo", (*off_curve, implied)))
        elif name in _SEGMENTS:
            ops.append((name, tuple(_point(p) for p in args)))
        if len(ops) > MAX_SEGMENTS:
            raise GlyphTooComplexError(f"more than {MAX_SEGMENTS} pen operations")
    return tuple(ops)


def outline_bounds(ops: Sequence[PenOperation]) -> tuple[float, float, float, float] | None:
    """The exact bounds of the drawn curves (fontTools ``BoundsPen``), or None.

    Args:
        ops: plain pen operations (see :func:`plain_operations`).

    Returns:
        ``(x_min, y_min, x_max, y_max)``, or None when nothing is drawn.
    """
    from fontTools.pens.boundsPen import BoundsPen

    pen = BoundsPen(None)
    for name, points in ops:
        getattr(pen, name)(*points)
    if pen.bounds is None:
        return None
    x_min, y_min, x_max, y_max = pen.bounds
    return (float(x_min), float(y_min), float(x_max), float(y_max))


class _Tally:
    """Stands in for a recording pen's list of operations: counts them (the limits of
    :func:`record_outline` apply alike) and notes whether a segment was drawn, keeping
    none of them."""

    __slots__ = ("count", "drawn", "plain")

    def __init__(self) -> None:
        self.count = 0
        self.plain = 0  # operations plain_operations() would make of them
        self.drawn = False

    def append(self, operation: tuple[str, Sequence[Any]]) -> None:
        self.count += 1
        name, args = operation
        if name in _ENDS:
            self.plain += 1
        elif name == "qCurveTo" and args and args[-1] is None:
            if len(args) > 1:  # off-curve points only: an implied moveTo, then the curve
                self.plain += 2
                self.drawn = True
        elif name in _SEGMENTS:
            self.plain += 1
            self.drawn = True

    def __len__(self) -> int:
        return self.count


def draws_outline(draw: Callable[[Any], None], components: Callable[[str], Any]) -> bool:
    """Whether a glyph draws any segment: ``record_outline(...) is not None``, with the
    same limits and errors, but without keeping the outline (§9.9).

    Args:
        draw: draws the glyph into the pen it is given.
        components: glyph name to an object with ``draw(pen)``, or None.

    Raises:
        GlyphTooComplexError: the glyph draws implausibly much (hostile data).
        Exception: whatever fontTools raises for a broken glyph.
    """
    from fontTools.pens.recordingPen import DecomposingRecordingPen

    glyphs = _CountingGlyphSet(components)
    pen = DecomposingRecordingPen(glyphs)
    tally = _Tally()
    pen.value = tally
    glyphs.recorded = tally
    draw(pen)
    if tally.count > MAX_SEGMENTS or tally.plain > MAX_SEGMENTS:
        raise GlyphTooComplexError(f"more than {MAX_SEGMENTS} pen operations")
    return tally.drawn


def record_outline(
    draw: Callable[[Any], None],
    components: Callable[[str], Any],
    advance: float,
    units_per_em: int,
    bounds: bool = True,
) -> Outline | None:
    """Draw a glyph into a recording pen and keep the result as plain data (§9.9).

    Args:
        draw: draws the glyph into the pen it is given.
        components: glyph name to an object with ``draw(pen)``, or None; used for
            composite glyphs and ``seac`` accents.
        advance: the advance width in font units.
        units_per_em: font units per em.
        bounds: whether to work out :attr:`Outline.bounds` (a tenth of the time a glyph
            takes; the glyph-shape indexes render thousands and do not use them).

    Returns:
        The outline, or None when the glyph draws no segment (an empty glyph).

    Raises:
        GlyphTooComplexError: the glyph draws implausibly much (hostile data).
        Exception: whatever fontTools raises for a broken glyph.
    """
    from fontTools.pens.recordingPen import DecomposingRecordingPen

    glyphs = _CountingGlyphSet(components)
    pen = DecomposingRecordingPen(glyphs)
    glyphs.recorded = pen.value  # checked before each component is drawn
    draw(pen)
    if len(pen.value) > MAX_SEGMENTS:
        raise GlyphTooComplexError(f"more than {MAX_SEGMENTS} pen operations")
    ops = plain_operations(pen.value)
    if not any(name in _SEGMENTS for name, _ in ops):
        return None
    box = outline_bounds(ops) if bounds else None
    return Outline(ops, float(advance), box, units_per_em)
