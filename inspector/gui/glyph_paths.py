"""Glyph outlines as Qt paths, and one glyph drawn in a box (or a placeholder box, or
a system font's glyph standing in for a font that is not embedded).

:class:`~inspector.fontprog.Outline` holds fontTools pen operations in font units, y up.
``qCurveTo`` follows the pen protocol: any number of off-curve points then one on-curve
point, with an implied on-curve point halfway between two consecutive off-curve points.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from inspector.gui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from inspector.fontprog import Outline

Point = tuple[float, float]

DESCENT = 0.2
"""Below the baseline, in ems, of the box a glyph is drawn in."""
ASCENT = 0.9
"""Above the baseline, in ems."""


def _mid(a: Point, b: Point) -> QPointF:
    return QPointF((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _quadratic(path: QPainterPath, points: Sequence[Point]) -> None:
    """``qCurveTo``: off-curve points with implied on-curve points between them."""
    if len(points) == 1:
        path.lineTo(*points[0])
        return
    *off, end = points
    for n, control in enumerate(off):
        target = QPointF(*end) if n == len(off) - 1 else _mid(control, off[n + 1])
        path.quadTo(QPointF(*control), target)


def _cubic(path: QPainterPath, points: Sequence[Point]) -> None:
    """``curveTo``: groups of three points; shorter tails as quadratic or straight."""
    rest = list(points)
    while len(rest) >= 3:
        c1, c2, end = rest[:3]
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*end))
        rest = rest[3:]
    if len(rest) == 2:
        path.quadTo(QPointF(*rest[0]), QPointF(*rest[1]))
    elif len(rest) == 1:
        path.lineTo(*rest[0])


def outline_path(outline: Outline) -> QPainterPath:
    """The outline as a path in font units (y up), filled with the non-zero rule."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for op, points in outline.ops:
        if op == "moveTo" and points:
            path.moveTo(*points[0])
        elif op == "lineTo" and points:
            path.lineTo(*points[-1])
        elif op == "qCurveTo" and points:
            _quadratic(path, points)
        elif op == "curveTo" and points:
            _cubic(path, points)
        elif op == "closePath":
            path.closeSubpath()
    return path


@lru_cache(maxsize=4096)
def cached_path(outline: Outline) -> QPainterPath:
    """:func:`outline_path`, remembered per outline (outlines are immutable)."""
    return outline_path(outline)


def paint_glyph(
    painter: QPainter,
    box: QRectF,
    outline: Outline | None,
    colour: QColor,
    placeholder: str = "",
    guide: QColor | None = None,
) -> None:
    """Draw a glyph centred in ``box``: the em from descent to ascent fills its height.

    Without an outline, a dashed box with ``placeholder`` in it stands in for the glyph.
    With ``guide``, the baseline and the advance are drawn as thin lines.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if outline is None or outline.units_per_em <= 0:
        pen = QPen(colour, 1, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        side = min(box.width(), box.height()) * 0.8
        square = QRectF(0, 0, side, side)
        square.moveCenter(box.center())
        painter.drawRect(square)
        font = painter.font()
        font.setPointSizeF(max(5.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        fits = QFontMetricsF(font).horizontalAdvance(placeholder) <= square.width() - 4
        if placeholder and fits:
            painter.drawText(square, Qt.AlignmentFlag.AlignCenter, placeholder)
        elif placeholder:  # too small for words: a cross says "no glyph here"
            inner = square.adjusted(side * 0.3, side * 0.3, -side * 0.3, -side * 0.3)
            painter.setPen(QPen(colour, 1))
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
        painter.restore()
        return
    em = float(outline.units_per_em)
    x_min, _, x_max, _ = outline.bounds or (0.0, 0.0, outline.advance, 0.0)
    left = min(0.0, x_min)
    right = max(outline.advance, x_max, left + 1)
    height = (ASCENT + DESCENT) * em
    scale = min(box.height() / height, box.width() / (right - left))
    baseline = box.top() + (box.height() - height * scale) / 2 + ASCENT * em * scale
    origin = box.center().x() - (left + right) / 2 * scale
    if guide is not None:
        pen = QPen(guide, 1)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawLine(QPointF(box.left(), baseline), QPointF(box.right(), baseline))
        advance = origin + outline.advance * scale
        top, bottom = baseline - ASCENT * em * scale, baseline + DESCENT * em * scale
        painter.drawLine(QPointF(origin, top), QPointF(origin, bottom))
        painter.drawLine(QPointF(advance, top), QPointF(advance, bottom))
    painter.translate(origin, baseline)
    painter.scale(scale, -scale)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(cached_path(outline))
    painter.restore()


SUBSTITUTE_LABEL = QT_TRANSLATE_NOOP("GlyphNotes", "substitute")
"""The word under a glyph a system font draws in place of a font that is not embedded."""


def substitute_path(text: str, size: float) -> QPainterPath:
    """``text`` as drawn by the application's (system) font at ``size`` pixels, its
    baseline at y 0 (y down)."""
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    return path


def paint_substitute(
    painter: QPainter, box: QRectF, text: str, colour: QColor, muted: QColor
) -> None:
    """Draw ``text`` with a system font centred in ``box``, dotted frame and the word
    "substitute" beneath: the font is not embedded, so this is not the PDF's glyph."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    label_font = QFont(painter.font())
    label_font.setPointSizeF(max(5.0, label_font.pointSizeF() * 0.75))
    label_height = QFontMetricsF(label_font).height()
    glyph_box = box.adjusted(0, 0, 0, -label_height)
    pen = QPen(muted, 1, Qt.PenStyle.DotLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box.adjusted(1, 1, -1, -1))
    size = glyph_box.height() * 0.8
    path = substitute_path(text, size)
    bounds = path.boundingRect()
    if bounds.width() > glyph_box.width() * 0.95 and bounds.width() > 0:
        size *= glyph_box.width() * 0.95 / bounds.width()
        path = substitute_path(text, size)
        bounds = path.boundingRect()
    dx = glyph_box.center().x() - bounds.center().x()
    dy = glyph_box.center().y() - bounds.center().y()
    painter.translate(dx, dy)
    faded = QColor(colour)
    faded.setAlphaF(0.55)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(faded)
    painter.drawPath(path)
    painter.translate(-dx, -dy)
    painter.setFont(label_font)
    painter.setPen(muted)
    label = QRectF(box.left(), box.bottom() - label_height, box.width(), label_height)
    metrics = QFontMetricsF(label_font)
    full = QCoreApplication.translate("GlyphNotes", SUBSTITUTE_LABEL)
    short = QCoreApplication.translate("GlyphNotes", "subst.")
    word = full if metrics.horizontalAdvance(full) <= box.width() else short
    painter.drawText(label, Qt.AlignmentFlag.AlignCenter, word)
    painter.restore()
