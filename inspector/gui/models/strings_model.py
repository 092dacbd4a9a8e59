"""The strings of the current page: one row per string operand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from inspector.chain import FLAG_ORDER, Flag
from inspector.gui.colours import flag_colour
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE, SORT_ROLE
from inspector.gui.models.table import Column, RowTableModel
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.output.escapes import visible

if TYPE_CHECKING:
    # Only named in annotations: it imports the content interpreter and pikepdf.
    from inspector.content import TextShow

BYTES_SHOWN = 24


def flag_counts(show: TextShow) -> dict[Flag, int]:
    """How many codes of a string carry each flag."""
    counts: dict[Flag, int] = {}
    for code in show.decoded.codes:
        for flag in code.info.flags:
            counts[flag] = counts.get(flag, 0) + 1
    return counts


def flag_summary(show: TextShow) -> str:
    """``"2 unmapped, 1 invalid"`` or an empty string."""
    return _summary(flag_counts(show))


FLAG_COUNTS = {
    Flag.INVALID: QT_TRANSLATE_NOOP("StringsModel", "{count} invalid"),
    Flag.UNMAPPED: QT_TRANSLATE_NOOP("StringsModel", "{count} unmapped"),
    Flag.SUSPECT: QT_TRANSLATE_NOOP("StringsModel", "{count} suspect"),
    Flag.NOTDEF: QT_TRANSLATE_NOOP("StringsModel", "{count} notdef"),
    Flag.MULTI: QT_TRANSLATE_NOOP("StringsModel", "{count} multi"),
}
"""How a count of codes with a flag is shown in the Flags column."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("StringsModel", text)


def _summary(counts: dict[Flag, int]) -> str:
    return QCoreApplication.translate("StringsModel", ", ").join(
        _tr(FLAG_COUNTS[f]).format(count=counts[f]) for f in FLAG_ORDER if f in counts
    )


def _text(show: TextShow) -> str:
    """The string's text, the characters the report flags as hidden shown as it shows them."""
    return visible(show.decoded.text)


def _operator(show: TextShow) -> str:
    return show.operator if show.tj_index is None else f"TJ[{show.tj_index}]"


def _bytes(show: TextShow) -> str:
    raw = show.decoded.raw
    text = raw[:BYTES_SHOWN].hex(" ")
    return text + (" …" if len(raw) > BYTES_SHOWN else "")


def _all_bytes(show: TextShow) -> str:
    count = QCoreApplication.translate("StringsModel", "%n byte(s)", None, len(show.decoded.raw))
    return f"<{show.decoded.raw.hex()}> ({count})"


def _where(show: TextShow) -> str:
    where = (
        " › ".join(f"/{f}" for f in show.forms)
        if show.forms
        else QCoreApplication.translate("StringsModel", "page content")
    )
    return QCoreApplication.translate(
        "StringsModel", "{operator} in {where}, operator {index}"
    ).format(operator=show.operator, where=where, index=show.instruction)


TOOLTIP = Qt.ItemDataRole.ToolTipRole


class StringsModel(RowTableModel["TextShow"]):
    """Adapts the tuple of :class:`TextShow` of one traced page."""

    def __init__(self, parent: Any = None) -> None:
        columns: tuple[Column[TextShow], ...] = (
            Column(QT_TRANSLATE_NOOP("Headers", "#"), lambda show: str(show.serial + 1)),
            Column(QT_TRANSLATE_NOOP("Headers", "Op"), _operator),
            Column(QT_TRANSLATE_NOOP("Headers", "Font"), lambda show: f"/{show.font_name}"),
            Column(QT_TRANSLATE_NOOP("Headers", "Size"), lambda show: f"{show.font_size:g}"),
            Column(QT_TRANSLATE_NOOP("Headers", "Text"), _text, {TOOLTIP: _text}),
            Column(
                QT_TRANSLATE_NOOP("Headers", "Flags"),
                lambda show: self._flag_of(show)[0],
                {Qt.ItemDataRole.ForegroundRole: self._flag_colour},
            ),
            Column(QT_TRANSLATE_NOOP("Headers", "Bytes"), _bytes, {TOOLTIP: _all_bytes}),
        )
        super().__init__(
            columns,
            {
                OBJECT_ROLE: lambda show: show,
                KEY_ROLE: lambda show: show.serial,
                SORT_ROLE: lambda show: show.serial,
                TOOLTIP: _where,
            },
            parent,
        )
        self._flags: dict[int, tuple[str, Flag | None]] = {}

    def set_strings(self, strings: tuple[TextShow, ...]) -> None:
        """Show another page's strings."""
        self.set_rows(strings)

    def _rows_replaced(self) -> None:
        self._flags = {}

    def _flag_of(self, show: TextShow) -> tuple[str, Flag | None]:
        """The flag summary of a string and its worst flag (computed once per string)."""
        found = self._flags.get(show.serial)
        if found is None:
            counts = flag_counts(show)
            worst = next((f for f in FLAG_ORDER if f in counts), None)
            found = self._flags[show.serial] = (_summary(counts), worst)
        return found

    def _flag_colour(self, show: TextShow) -> Any:
        worst = self._flag_of(show)[1]
        return flag_colour(worst) if worst is not None else None
