"""Type3 glyph procedures as outlines (ISO 32000-1 §9.6.5): the path a CharProc paints.

A Type3 glyph is a content stream. Its path construction operators (``m l c v y h re``,
§8.5.2) are recorded as the pen operations of :class:`~inspector.fontprog.Outline`, each
point taken through the procedure's own ``cm`` matrices (``q``/``Q`` kept) and the font's
/FontMatrix into text space, then into 1000 units per em, y up. A path ended by ``n``
(a clip only) is not painted and is left out; images, text and shadings inside the
procedure are not drawn. The advance is the procedure's ``d0``/``d1`` width, through the
FontMatrix. The instructions come as plain ``(operator, operands)`` pairs, as
:meth:`inspector.pdf.ContentHandle.instructions` gives them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from inspector.fontprog.outline import (
    MAX_SEGMENTS,
    GlyphTooComplexError,
    Outline,
    PenOperation,
    Point,
)
from inspector.geometry import IDENTITY, Matrix, apply, multiply

UNITS_PER_EM = 1000
"""Units per em of the outlines made here (the glyph space of the other font kinds)."""

PATH_OPERATORS = "m l c v y h re cm q Q d0 d1 f F f* B B* b b* S s n"
"""The operators a glyph procedure's outline is made of (the others draw nothing here)."""

_PAINT = {"f", "F", "f*", "B", "B*", "b", "b*", "S", "s"}
_CLOSING_PAINT = {"b", "b*", "s"}
_DEFAULT_FONT_MATRIX: Matrix = (0.001, 0.0, 0.0, 0.001, 0.0, 0.0)


def _numbers(operands: Sequence[Any], count: int) -> list[float] | None:
    if len(operands) < count:
        return None
    values = operands[-count:]
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
        return None
    return [float(v) for v in values]


class _Recorder:
    """The path under construction and the operations painted so far."""

    def __init__(self, font_matrix: Matrix) -> None:
        self.font_matrix = font_matrix
        self.ctm: Matrix = IDENTITY
        self.stack: list[Matrix] = []
        self.path: list[PenOperation] = []
        self.painted: list[PenOperation] = []
        self.current: Point | None = None  # in glyph space, for v
        self.start: Point | None = None
        self.width: float | None = None

    def point(self, x: float, y: float) -> Point:
        """A glyph-space point in the outline's units (text space × 1000)."""
        tx, ty = apply(multiply(self.ctm, self.font_matrix), x, y)
        return (tx * UNITS_PER_EM, ty * UNITS_PER_EM)

    def move(self, x: float, y: float) -> None:
        self.path.append(("moveTo", (self.point(x, y),)))
        self.current = self.start = (x, y)

    def line(self, x: float, y: float) -> None:
        if self.current is None:
            self.move(x, y)
            return
        self.path.append(("lineTo", (self.point(x, y),)))
        self.current = (x, y)

    def curve(self, c1: Point, c2: Point, end: Point) -> None:
        if self.current is None:
            self.move(*c1)
        points = (self.point(*c1), self.point(*c2), self.point(*end))
        self.path.append(("curveTo", points))
        self.current = end

    def close(self) -> None:
        if self.path and self.path[-1][0] != "closePath":
            self.path.append(("closePath", ()))
        self.current = self.start

    def paint(self, keep: bool) -> None:
        if keep:
            self.painted.extend(self.path)
            if len(self.painted) > MAX_SEGMENTS:
                raise GlyphTooComplexError(f"more than {MAX_SEGMENTS} pen operations")
        self.path = []
        self.current = self.start = None

    def run(self, operator: str, operands: Sequence[Any]) -> None:
        if operator == "m" and (v := _numbers(operands, 2)):
            self.move(*v)
        elif operator == "l" and (v := _numbers(operands, 2)):
            self.line(*v)
        elif operator == "c" and (v := _numbers(operands, 6)):
            self.curve((v[0], v[1]), (v[2], v[3]), (v[4], v[5]))
        elif operator == "v" and (v := _numbers(operands, 4)):
            first = self.current or (v[0], v[1])
            self.curve(first, (v[0], v[1]), (v[2], v[3]))
        elif operator == "y" and (v := _numbers(operands, 4)):
            self.curve((v[0], v[1]), (v[2], v[3]), (v[2], v[3]))
        elif operator == "h":
            self.close()
        elif operator == "re" and (v := _numbers(operands, 4)):
            x, y, w, h = v
            self.move(x, y)
            self.line(x + w, y)
            self.line(x + w, y + h)
            self.line(x, y + h)
            self.close()
        elif operator == "cm" and (v := _numbers(operands, 6)):
            self.ctm = multiply((v[0], v[1], v[2], v[3], v[4], v[5]), self.ctm)
        elif operator == "q":
            self.stack.append(self.ctm)
        elif operator == "Q":
            self.ctm = self.stack.pop() if self.stack else IDENTITY
        elif operator in ("d0", "d1") and self.width is None:
            wanted = 2 if operator == "d0" else 6
            if (v := _numbers(operands, wanted)) is not None:
                self.width = v[0]
        elif operator in _PAINT:
            if operator in _CLOSING_PAINT:
                self.close()
            self.paint(True)
        elif operator == "n":
            self.paint(False)
        if len(self.path) > MAX_SEGMENTS:
            raise GlyphTooComplexError(f"more than {MAX_SEGMENTS} pen operations")


def _bounds(ops: Sequence[PenOperation]) -> tuple[float, float, float, float] | None:
    """The bounds of the points (curves stay within their control points' hull)."""
    xs = [p[0] for _, points in ops for p in points]
    ys = [p[1] for _, points in ops for p in points]
    if not xs:
        return None
    return (min(xs), min(ys), max(xs), max(ys))


def charproc_outline(
    instructions: Iterable[tuple[str, Sequence[Any]]],
    font_matrix: Matrix | None,
    width: float | None = None,
) -> Outline | None:
    """The outline a Type3 glyph procedure paints, in 1000 units per em (§9.6.5).

    Args:
        instructions: the procedure's ``(operator, operands)`` pairs.
        font_matrix: the font's /FontMatrix (None: the usual 0.001 scale).
        width: the advance in glyph space when the procedure gives none (/Widths).

    Returns:
        The outline, or None when the procedure paints no path.

    Raises:
        GlyphTooComplexError: the procedure draws implausibly much (hostile data).
    """
    matrix = font_matrix or _DEFAULT_FONT_MATRIX
    recorder = _Recorder(matrix)
    for operator, operands in instructions:
        recorder.run(operator, operands)
    ops = tuple(recorder.painted)
    if not any(name != "closePath" for name, _ in ops):
        return None
    glyph_width = recorder.width if recorder.width is not None else width or 0.0
    advance = abs(apply(matrix, glyph_width, 0.0)[0] - apply(matrix, 0.0, 0.0)[0])
    return Outline(ops, advance * UNITS_PER_EM, _bounds(ops), UNITS_PER_EM)
