"""Colours the views share: flags, Unicode sources and severities, for light and dark palettes."""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette

from inspector.chain import Flag, UnicodeSource
from inspector.diagnostics import Verdict
from inspector.findings import Severity

_FLAG_HUES: dict[Flag, str] = {
    Flag.INVALID: "#d62728",
    Flag.UNMAPPED: "#e0457b",
    Flag.SUSPECT: "#f0a000",
    Flag.NOTDEF: "#9467bd",
    Flag.MULTI: "#17a2b8",
}

_SOURCE_HUES: dict[UnicodeSource, str] = {
    UnicodeSource.TOUNICODE: "#2e7d32",
    UnicodeSource.COLLECTION: "#1565c0",
    UnicodeSource.ENCODING: "#6d4c41",
    UnicodeSource.GLYPH_NAME: "#00838f",
    UnicodeSource.FONT_CMAP: "#ef6c00",
    UnicodeSource.ACTUAL_TEXT: "#6a1b9a",
    UnicodeSource.NONE: "#c62828",
}

_SEVERITY_HUES: dict[Severity, str] = {
    Severity.INFO: "#1e88e5",
    Severity.WARNING: "#f0a000",
    Severity.ERROR: "#d62728",
}

_VERDICT_HUES: dict[Verdict, str] = {
    Verdict.OK: "#2e7d32",
    Verdict.RECOVERABLE: "#1565c0",
    Verdict.SUSPICIOUS: "#ef6c00",
    Verdict.NOT_RECOVERABLE: "#c62828",
    Verdict.UNREADABLE: "#6a1b9a",
}

SELECTION = "#2f7de1"
"""The colour of the selected glyph and string everywhere."""


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether the window background is dark."""
    if palette is None:
        palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def flag_colour(flag: Flag, alpha: int = 255) -> QColor:
    """The colour that marks a flag."""
    colour = QColor(_FLAG_HUES[flag])
    colour.setAlpha(alpha)
    return colour


def source_colour(source: UnicodeSource) -> QColor:
    """The badge colour of a Unicode source."""
    colour = QColor(_SOURCE_HUES[source])
    return colour.lighter(150) if is_dark() else colour


def severity_colour(severity: Severity) -> QColor:
    """The colour of a severity."""
    return QColor(_SEVERITY_HUES[severity])


def verdict_colour(verdict: Verdict) -> QColor:
    """The colour of a verdict."""
    colour = QColor(_VERDICT_HUES[verdict])
    return colour.lighter(150) if is_dark() else colour


def selection_colour(alpha: int = 255) -> QColor:
    """The selection colour with an alpha."""
    colour = QColor(SELECTION)
    colour.setAlpha(alpha)
    return colour
