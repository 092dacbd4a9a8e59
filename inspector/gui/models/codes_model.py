"""The codes of the selected string, one row per code with its whole chain, down to the
text the page's text gives for its glyph and where that comes from (an /ActualText,
recovered text, the code's Unicode)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import Qt

from inspector.gui.chain_text import (
    chain_html,
    code_points,
    gid_source,
    text_source,
    visible,
    worst_flag,
)
from inspector.gui.colours import flag_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.models.table import DISPLAY, Column, Index, RowTableModel
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.output.records import flag_names
from inspector.output.words import source_name, width_source_name

if TYPE_CHECKING:
    from inspector.chain import DecodedCode
    from inspector.text.actual import ActualText, GlyphText


class ChainRow(NamedTuple):
    """One code of the string and what the page's text gives for its glyph."""

    code: DecodedCode
    shown: GlyphText


COLUMNS: tuple[Column[ChainRow], ...] = (
    # The short values that say what went wrong first (they fit the dock without
    # scrolling sideways), the long references to the rules that answered after them.
    Column(QT_TRANSLATE_NOOP("Headers", "Bytes"), lambda row: row.code.info.code_bytes.hex(" ")),
    Column(QT_TRANSLATE_NOOP("Headers", "Unicode"), lambda row: visible(row.code.info.unicode)),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Code point"),
        lambda row: code_points(row.code.info.unicode),
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Source"),
        lambda row: source_name(row.code.info.unicode_source),
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "CID"),
        lambda row: "-" if row.code.info.cid is None else str(row.code.info.cid),
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "GID"),
        lambda row: "-" if row.code.info.gid is None else str(row.code.info.gid),
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Width"), lambda row: f"{row.code.info.width:g}"),
    Column(QT_TRANSLATE_NOOP("Headers", "Flags"), lambda row: ", ".join(flag_names(row.code.info))),
    Column(QT_TRANSLATE_NOOP("Headers", "Text"), lambda row: visible(row.shown.text)),
    Column(QT_TRANSLATE_NOOP("Headers", "Text from"), lambda row: text_source(row.shown)),
    Column(QT_TRANSLATE_NOOP("Headers", "GID from"), lambda row: gid_source(row.code.info)),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Width from"),
        lambda row: width_source_name(row.code.info.width_source),
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Glyph"), lambda row: row.code.info.glyph_name or ""),
    Column(
        QT_TRANSLATE_NOOP("Headers", "CID from"),
        lambda row: str(row.code.info.cid_origin) if row.code.info.cid_origin else "",
    ),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Answered by"),
        lambda row: str(row.code.info.unicode_origin) if row.code.info.unicode_origin else "",
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Offset"), lambda row: str(row.code.offset)),
)


def _background(row: ChainRow) -> Any:
    flag = worst_flag(row.code.info)
    return flag_colour(flag, 60) if flag is not None else None


class CodesModel(RowTableModel[ChainRow]):
    """Adapts the :class:`DecodedCode` of one string (its object role is the code)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            COLUMNS,
            {
                OBJECT_ROLE: lambda row: row.code,
                Qt.ItemDataRole.ToolTipRole: lambda row: chain_html(
                    row.code, self._font, row.shown
                ),
                Qt.ItemDataRole.BackgroundRole: _background,
            },
            parent,
        )
        self._font = ""

    def set_codes(
        self,
        codes: tuple[DecodedCode, ...],
        font_name: str = "",
        string: int | None = None,
        actual: ActualText | None = None,
    ) -> None:
        """Show another string's codes: the string ``string`` of the page, whose glyphs'
        text the /ActualText ``actual`` replaces, if any."""
        from inspector.text.actual import glyph_text

        self._font = font_name
        self.set_rows(
            tuple(
                ChainRow(
                    code,
                    glyph_text(code.info, actual, None if string is None else (string, index)),
                )
                for index, code in enumerate(codes)
            )
        )

    def glyph_text(self, row: int) -> GlyphText | None:
        """What the page's text gives for a row's glyph."""
        return self.rows[row].shown if 0 <= row < len(self.rows) else None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role == KEY_ROLE:
            # The key of a code is its place in the string.
            return index.row() if index.isValid() and index.row() < len(self.rows) else None
        return super().data(index, role)
