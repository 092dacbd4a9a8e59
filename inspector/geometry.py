"""Affine matrices in PDF's row-vector convention (ISO 32000-1 §8.3.3-8.3.4)."""

from __future__ import annotations

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """``m × n`` in the row-vector convention of PDF (§8.3.4)."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (
        a * a2 + b * c2,
        a * b2 + b * d2,
        c * a2 + d * c2,
        c * b2 + d * d2,
        e * a2 + f * c2 + e2,
        e * b2 + f * d2 + f2,
    )


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    """The point ``(x, y) × m``."""
    return (x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5])
