"""The codes of one font in the repair preview: Unicode now, after the repair, evidence.

The "After repair" column can be edited: the text typed becomes a correction for that
code (the window plans the repair again with it). The "Glyph" column beside it gives the
glyph the code draws (its outline, or a system font's stand-in for a font that is not
embedded), so that a correction is typed looking at the glyph.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal

from inspector.chain import Flag, UnicodeSource
from inspector.gui.chain_text import code_points
from inspector.gui.colours import flag_colour, source_colour
from inspector.gui.models.glyphs_model import NOTE_ROLE, OUTLINE_ROLE, SUBSTITUTE_ROLE
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.models.table import Column, Index, RowTableModel
from inspector.gui.state import GlyphOutlines, RepairRow
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.output.words import route_name

GLYPH = 3
"""The column of the code's glyph (painted by a delegate from the outline roles)."""
EDITABLE = 4
"""The column of the text after the repair, which the user may correct."""


def newly_written(row: RepairRow) -> bool:
    """Whether the code keeps its Unicode but gets it from a ToUnicode for the first time."""
    return row.candidate is not None and not row.changed and row.current_source != "tounicode"


def _text(value: str | None) -> str:
    return f"{value}  {code_points(value)}" if value else "∅"


def _background(row: RepairRow) -> Any:
    if row.candidate is None:
        return flag_colour(Flag.UNMAPPED, 50)
    if row.changed:
        return flag_colour(Flag.SUSPECT, 60)
    if newly_written(row):
        colour = source_colour(UnicodeSource.TOUNICODE)
        colour.setAlpha(40)
        return colour
    return None


def _tooltip(row: RepairRow) -> str:
    if row.candidate is None:
        return QCoreApplication.translate(
            "RepairModel",
            "No evidence maps this code: type its text in 'After repair' to correct it.",
        )
    if row.changed:
        return QCoreApplication.translate(
            "RepairModel", "The repair changes this code: {now} → {then}"
        ).format(now=_text(row.current), then=_text(row.candidate))
    return QCoreApplication.translate("RepairModel", "The repair keeps this code's Unicode.")


COLUMNS: tuple[Column[RepairRow], ...] = (
    Column(QT_TRANSLATE_NOOP("Headers", "Code"), lambda row: f"<{row.code.hex()}>"),
    Column(QT_TRANSLATE_NOOP("Headers", "Now"), lambda row: _text(row.current)),
    Column(QT_TRANSLATE_NOOP("Headers", "From"), lambda row: route_name(row.current_source)),
    Column(QT_TRANSLATE_NOOP("Headers", "Glyph"), lambda row: ""),
    Column(
        QT_TRANSLATE_NOOP("Headers", "After repair"),
        lambda row: _text(row.candidate),
        {Qt.ItemDataRole.EditRole: lambda row: row.candidate or ""},
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Evidence"), lambda row: route_name(row.route)),
)


class RepairModel(RowTableModel[RepairRow]):
    """Adapts the :class:`RepairRow` tuple of one font's repair."""

    corrected = Signal(bytes, str)
    """A code and the text the user typed for it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            COLUMNS,
            {
                Qt.ItemDataRole.BackgroundRole: _background,
                Qt.ItemDataRole.ToolTipRole: _tooltip,
                OBJECT_ROLE: lambda row: row,
                KEY_ROLE: lambda row: row.code,
            },
            parent,
        )
        self.outlines: GlyphOutlines | None = None

    def set_outlines(self, outlines: GlyphOutlines | None) -> None:
        """The outlines of the font's glyphs (None while they are being read)."""
        self.outlines = outlines
        if self.rows:
            self.dataChanged.emit(self.index(0, GLYPH), self.index(len(self.rows) - 1, GLYPH))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and index.column() == GLYPH and 0 <= index.row() < len(self.rows):
            row = self.rows[index.row()]
            outlines = self.outlines
            if role == OUTLINE_ROLE:
                return outlines.outline_for(row.code_value, row.gid) if outlines else None
            if role == NOTE_ROLE:
                return outlines.note_for(row.code_value, row.gid) if outlines else "…"
            if role == SUBSTITUTE_ROLE:
                return (row.current or row.candidate) if outlines and outlines.substitute else None
            if role == Qt.ItemDataRole.ToolTipRole:
                note = outlines.note_for(row.code_value, row.gid) if outlines else "…"
                if outlines is not None and outlines.substitute:
                    return QCoreApplication.translate(
                        "RepairModel",
                        "Not embedded: a system font draws the character (a substitute)",
                    )
                if note:
                    return QCoreApplication.translate(
                        "RepairModel", "The glyph the code draws ({note})"
                    ).format(note=note)
                return QCoreApplication.translate("RepairModel", "The glyph the code draws")
        return super().data(index, role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == EDITABLE:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or index.column() != EDITABLE
            or not isinstance(value, str)
            or not value
        ):
            return False
        row = self.rows[index.row()]
        if value == row.candidate:
            return False
        self.corrected.emit(row.code, value)
        return True
