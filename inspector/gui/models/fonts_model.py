"""The fonts of the document, one row per font object, with a filter proxy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt

from inspector.diagnostics import FontVerdict
from inspector.gui.icons import verdict_icon
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE, SORT_ROLE
from inspector.gui.models.table import Column, RowTableModel, Value
from inspector.gui.state import FontSnapshot
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.i18n import tr
from inspector.output.words import font_kind_name, verdict_label

Verdicts = Callable[[object], FontVerdict | None]
"""A font's verdict over the pages analysed so far (None: not analysed yet)."""

RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
TOOLTIP = Qt.ItemDataRole.ToolTipRole


def _column(
    header: str, value: Value[FontSnapshot], roles: dict[int, Value[FontSnapshot]] | None = None
) -> Column[FontSnapshot]:
    """A column showing ``value`` as text and sorting numbers as numbers."""
    natural: dict[int, Value[FontSnapshot]] = {
        SORT_ROLE: lambda e: v if isinstance(v := value(e), int) else str(v)
    }
    return Column(header, lambda e: str(value(e)), {**natural, **(roles or {})})


def _number(header: str, value: Value[FontSnapshot]) -> Column[FontSnapshot]:
    """A column of numbers, aligned right."""
    return _column(header, value, {Qt.ItemDataRole.TextAlignmentRole: lambda _e: RIGHT})


def _yes_no(value: object) -> str:
    return (
        QCoreApplication.translate("FontsModel", "yes")
        if value
        else QCoreApplication.translate("FontsModel", "no")
    )


def _subtype(entry: FontSnapshot) -> str:
    facts = entry.facts
    sub = facts.subtype or "-"
    return f"{sub}/{facts.descendant_subtype}" if facts.descendant_subtype else sub


def _tooltip(entry: FontSnapshot) -> str:
    facts = entry.facts
    where = (
        f"{facts.objnum} 0 R"
        if facts.objnum
        else QCoreApplication.translate("FontsModel", "direct object")
    )
    return QCoreApplication.translate(
        "FontsModel", "{font} ({where}), {kind}; pages {pages}"
    ).format(
        font=facts.base_font or "-",
        where=where,
        kind=font_kind_name(entry.kind),
        pages=_pages(entry.pages),
    )


class FontsModel(RowTableModel[FontSnapshot]):
    """Adapts the tuple of :class:`FontSnapshot` of a loaded document."""

    def __init__(self, parent: Any = None) -> None:
        columns = (
            _column(
                QT_TRANSLATE_NOOP("Headers", "Resource"),
                lambda e: " ".join(f"/{r}" for r in e.resources),
            ),
            _column(QT_TRANSLATE_NOOP("Headers", "BaseFont"), lambda e: e.facts.base_font or "-"),
            _column(
                QT_TRANSLATE_NOOP("Headers", "Verdict"),
                self._verdict_text,
                {
                    SORT_ROLE: self._verdict_rank,
                    Qt.ItemDataRole.DecorationRole: self._verdict_icon,
                    TOOLTIP: self._verdict_tooltip,
                },
            ),
            _column(QT_TRANSLATE_NOOP("Headers", "Subtype"), _subtype),
            _column(
                QT_TRANSLATE_NOOP("Headers", "Encoding / CMap"),
                lambda e: e.facts.encoding or "-",
            ),
            _column(
                QT_TRANSLATE_NOOP("Headers", "CIDSystemInfo"),
                lambda e: e.facts.cid_system_info or "-",
            ),
            _column(
                QT_TRANSLATE_NOOP("Headers", "ToUnicode"),
                lambda e: _yes_no(e.facts.to_unicode),
            ),
            _column(
                QT_TRANSLATE_NOOP("Headers", "Embedded"),
                lambda e: (
                    (e.facts.program or _yes_no(True)) if e.facts.embedded else _yes_no(False)
                ),
            ),
            _number(QT_TRANSLATE_NOOP("Headers", "WMode"), lambda e: e.facts.wmode),
            _number(
                QT_TRANSLATE_NOOP("Headers", "Codes used"),
                lambda e: v.codes_used if (v := self._verdicts(e.key)) else 0,
            ),
            _number(
                QT_TRANSLATE_NOOP("Headers", "Unmapped"),
                lambda e: v.unmapped if (v := self._verdicts(e.key)) else 0,
            ),
        )
        row_roles = {OBJECT_ROLE: lambda e: e, KEY_ROLE: lambda e: e.key, TOOLTIP: _tooltip}
        super().__init__(columns, row_roles, parent)
        self._verdicts: Verdicts = lambda _key: None
        self.partial = False
        """Whether the verdicts cover only some pages (the analysis was stopped)."""

    def set_fonts(self, fonts: tuple[FontSnapshot, ...], verdicts: Verdicts) -> None:
        """Show another document's fonts."""
        self._verdicts = verdicts
        self.set_rows(fonts)

    def add_fonts(self, fonts: tuple[FontSnapshot, ...]) -> None:
        """More fonts were listed, or newer snapshots of listed ones came (used on more
        pages): new ones are appended, known ones replaced."""
        rows = {entry.key: row for row, entry in enumerate(self.rows)}
        self.replace_rows({rows[f.key]: f for f in fonts if f.key in rows})
        self.append_rows(tuple(f for f in fonts if f.key not in rows))
        self.refresh_verdicts()

    def refresh_verdicts(self) -> None:
        """The background pass counted more codes."""
        self.refresh()

    def row_of(self, key: object) -> int | None:
        """The row of a font key."""
        for row, entry in enumerate(self.rows):
            if entry.key == key:
                return row
        return None

    def _verdict_text(self, entry: FontSnapshot) -> str:
        verdict = self._verdicts(entry.key)
        if verdict is None:
            return (
                QCoreApplication.translate("FontsModel", "broken")
                if entry.kind == "broken"
                else "-"
            )
        partial = QCoreApplication.translate("FontsModel", " (partial)") if self.partial else ""
        return verdict_label(verdict.verdict.value) + partial

    def _verdict_rank(self, entry: FontSnapshot) -> int:
        verdict = self._verdicts(entry.key)
        return verdict.verdict.rank if verdict else -1

    def _verdict_icon(self, entry: FontSnapshot) -> Any:
        verdict = self._verdicts(entry.key)
        return verdict_icon(verdict.verdict) if verdict is not None else None

    def _verdict_tooltip(self, entry: FontSnapshot) -> str:
        verdict = self._verdicts(entry.key)
        return tr(verdict.reason) if verdict is not None else _tooltip(entry)


def _pages(pages: list[int]) -> str:
    if len(pages) > 12:
        return f"{', '.join(map(str, pages[:12]))} … ({len(pages)} pages)"
    return ", ".join(map(str, pages)) or "-"


class FontsFilterProxy(QSortFilterProxyModel):
    """Sorts by natural values and filters on every column, case-insensitively."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
