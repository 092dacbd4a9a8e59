"""The codes of the selected string, one row per code with its whole chain."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from inspector.chain import DecodedCode
from inspector.gui.chain_text import chain_html, code_points, visible, worst_flag
from inspector.gui.colours import flag_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.models.table import DISPLAY, Column, Index, RowTableModel
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.output.records import flag_names
from inspector.output.words import source_name, width_source_name

COLUMNS: tuple[Column[DecodedCode], ...] = (
    # The short values that say what went wrong first (they fit the dock without
    # scrolling sideways), the long references to the rules that answered after them.
    Column(QT_TRANSLATE_NOOP("Headers", "Bytes"), lambda code: code.info.code_bytes.hex(" ")),
    Column(QT_TRANSLATE_NOOP("Headers", "Unicode"), lambda code: visible(code.info.unicode)),
    Column(QT_TRANSLATE_NOOP("Headers", "Code point"), lambda code: code_points(code.info.unicode)),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Source"), lambda code: source_name(code.info.unicode_source)
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "CID"),
        lambda code: "-" if code.info.cid is None else str(code.info.cid),
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "GID"),
        lambda code: "-" if code.info.gid is None else str(code.info.gid),
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Width"), lambda code: f"{code.info.width:g}"),
    Column(QT_TRANSLATE_NOOP("Headers", "Flags"), lambda code: ", ".join(flag_names(code.info))),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Width from"),
        lambda code: width_source_name(code.info.width_source),
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Glyph"), lambda code: code.info.glyph_name or ""),
    Column(
        QT_TRANSLATE_NOOP("Headers", "CID"),
        lambda code: "-" if code.info.cid is None else str(code.info.cid),
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "CID from"),
        lambda code: str(code.info.cid_origin) if code.info.cid_origin else "",
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "GID"),
        lambda code: "-" if code.info.gid is None else str(code.info.gid),
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Glyph"), lambda code: code.info.glyph_name or ""),
    Column(QT_TRANSLATE_NOOP("Headers", "Unicode"), lambda code: visible(code.info.unicode)),
    Column(QT_TRANSLATE_NOOP("Headers", "Code point"), lambda code: code_points(code.info.unicode)),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Source"), lambda code: source_name(code.info.unicode_source)
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Answered by"),
        lambda code: str(code.info.unicode_origin) if code.info.unicode_origin else "",
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "CID from"),
        lambda code: str(code.info.cid_origin) if code.info.cid_origin else "",
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Offset"), lambda code: str(code.offset)),
)


def _background(code: DecodedCode) -> Any:
    flag = worst_flag(code.info)
    return flag_colour(flag, 60) if flag is not None else None


class CodesModel(RowTableModel[DecodedCode]):
    """Adapts the tuple of :class:`DecodedCode` of one string."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            COLUMNS,
            {
                OBJECT_ROLE: lambda code: code,
                Qt.ItemDataRole.ToolTipRole: lambda code: chain_html(code, self._font),
                Qt.ItemDataRole.BackgroundRole: _background,
            },
            parent,
        )
        self._font = ""

    def set_codes(self, codes: tuple[DecodedCode, ...], font_name: str = "") -> None:
        """Show another string's codes."""
        self._font = font_name
        self.set_rows(codes)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role == KEY_ROLE:
            # The key of a code is its place in the string.
            return index.row() if index.isValid() and index.row() < len(self.rows) else None
        return super().data(index, role)
