"""Small icons drawn at run time (severity dots, verdict marks), sharp on high-DPI screens."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from inspector.gui.colours import severity_colour, verdict_colour

if TYPE_CHECKING:
    from inspector.diagnostics import Verdict
    from inspector.findings import Severity

_SIZE = 16


def _dot(colour: QColor, scale: float = 2.0) -> QPixmap:
    pixmap = QPixmap(int(_SIZE * scale), int(_SIZE * scale))
    pixmap.setDevicePixelRatio(scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(colour.darker(130))
    painter.setBrush(colour)
    painter.drawEllipse(QRectF(3, 3, _SIZE - 6, _SIZE - 6))
    painter.end()
    return pixmap


@functools.cache
def severity_icon(severity: Severity) -> QIcon:
    """A coloured dot for a finding's severity."""
    return QIcon(_dot(severity_colour(severity)))


@functools.cache
def verdict_icon(verdict: Verdict) -> QIcon:
    """A coloured dot for a font's verdict."""
    return QIcon(_dot(verdict_colour(verdict)))
