"""The glyphs a font shows: one item per code used, with its outline for the grid."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from inspector.gui.chain_text import code_points
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE

if TYPE_CHECKING:
    from inspector.gui.state import GlyphUse, UsedGlyphs

Index = QModelIndex | QPersistentModelIndex

OUTLINE_ROLE = Qt.ItemDataRole.UserRole + 10
"""The glyph's :class:`~inspector.fontprog.Outline`, or None."""
NOTE_ROLE = Qt.ItemDataRole.UserRole + 11
"""Why there is no outline ('' when there is one)."""
SUBSTITUTE_ROLE = Qt.ItemDataRole.UserRole + 12
"""The text a system font draws in place of the glyph of a font that is not embedded
(None: the font is embedded, or the code has no Unicode)."""


class GlyphsModel(QAbstractListModel):
    """Adapts :class:`UsedGlyphs`: code, CID, GID, Unicode and outline per item."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._used: UsedGlyphs | None = None
        self._glyphs: tuple[GlyphUse, ...] = ()

    @property
    def used(self) -> UsedGlyphs | None:
        """What is shown."""
        return self._used

    def set_used(self, used: UsedGlyphs | None) -> None:
        """Show another font's glyphs (or none)."""
        self.beginResetModel()
        self._used = used
        self._glyphs = used.glyphs if used is not None else ()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._glyphs)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._glyphs):
            return None
        glyph = self._glyphs[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return glyph.code.hex(" ")
        if role == Qt.ItemDataRole.ToolTipRole:
            unicode = code_points(glyph.unicode) or QCoreApplication.translate(
                "GlyphsModel", "no Unicode"
            )
            values = {
                "code": glyph.code.hex(),
                "cid": _opt(glyph.cid),
                "gid": _opt(glyph.gid),
                "unicode": f"{unicode} {glyph.unicode or ''}".rstrip(),
                "count": glyph.count,
            }
            if glyph.first_seen:
                text = QCoreApplication.translate(
                    "GlyphsModel",
                    "code <{code}>, CID {cid}, GID {gid}, {unicode}; shown {count}×, first on "
                    "page {page}",
                )
                return text.format(**values, page=glyph.first_seen[0] + 1)
            text = QCoreApplication.translate(
                "GlyphsModel", "code <{code}>, CID {cid}, GID {gid}, {unicode}; shown {count}×"
            )
            return text.format(**values)
        if role == OBJECT_ROLE:
            return glyph
        if role == KEY_ROLE:
            return glyph.code
        if role in (OUTLINE_ROLE, NOTE_ROLE):
            outline, note = self._outline(glyph)
            return outline if role == OUTLINE_ROLE else note
        if role == SUBSTITUTE_ROLE:
            used = self._used
            return used.outlines.substitute_text(glyph.cid, glyph.unicode) if used else None
        return None

    def _outline(self, glyph: GlyphUse) -> tuple[Any, str]:
        used = self._used
        if used is None:
            return None, QCoreApplication.translate("GlyphNotes", "no program")
        code = int.from_bytes(glyph.code, "big")
        outline = used.outlines.outline_for(code, glyph.gid)
        note = used.outlines.note_for(code, glyph.gid)
        empty = QCoreApplication.translate("GlyphNotes", "empty")
        return outline, empty if outline is None and note == "…" else note


def _opt(value: int | None) -> str:
    return "-" if value is None else str(value)
