"""The entries of a ToUnicode CMap as a table: source codes, destination, source line."""

from __future__ import annotations

from typing import Any

from inspector.cmap.ranges import EntryKind, RangeEntry
from inspector.gui.chain_text import visible
from inspector.gui.models.table import Column, RowTableModel
from inspector.gui.translations import QT_TRANSLATE_NOOP


def _hex(value: int, length: int) -> str:
    return "<" + value.to_bytes(length, "big").hex() + ">"


def _unicode(data: bytes) -> str:
    try:
        return data.decode("utf-16-be")
    except UnicodeDecodeError:
        return "<" + data.hex() + ">"


def _codes(entry: RangeEntry) -> str:
    low = _hex(entry.low, entry.length)
    return low if entry.high == entry.low else f"{low} – {_hex(entry.high, entry.length)}"


def _targets(entry: RangeEntry) -> str:
    if entry.kind is EntryKind.BF_ARRAY:
        return " ".join(visible(_unicode(t)) for t in entry.targets[:8]) + (
            " …" if len(entry.targets) > 8 else ""
        )
    first = visible(_unicode(entry.target))
    if entry.high == entry.low:
        return first
    return f"{first} – {visible(_unicode(entry.value_bytes(entry.high)))}"


COLUMNS: tuple[Column[RangeEntry], ...] = (
    Column(QT_TRANSLATE_NOOP("Headers", "Codes"), _codes),
    Column(QT_TRANSLATE_NOOP("Headers", "Unicode"), _targets),
    Column(QT_TRANSLATE_NOOP("Headers", "Kind"), lambda entry: entry.section or entry.kind.value),
    Column(
        QT_TRANSLATE_NOOP("Headers", "Line"),
        lambda entry: "" if entry.line is None else str(entry.line),
    ),
)


class ToUnicodeModel(RowTableModel[RangeEntry]):
    """Adapts the tuple of :class:`RangeEntry` of a CMap's bf mappings."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(COLUMNS, parent=parent)

    def set_entries(self, entries: tuple[RangeEntry, ...]) -> None:
        """Show another CMap's entries."""
        self.set_rows(entries)
