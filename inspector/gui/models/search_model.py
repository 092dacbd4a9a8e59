"""Search results: one row per occurrence."""

from __future__ import annotations

from typing import Any

from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.models.table import Column, RowTableModel
from inspector.gui.state import SearchHit
from inspector.gui.translations import QT_TRANSLATE_NOOP

COLUMNS: tuple[Column[SearchHit], ...] = (
    Column(QT_TRANSLATE_NOOP("Headers", "Page"), lambda hit: str(hit.page + 1)),
    Column(QT_TRANSLATE_NOOP("Headers", "Context"), lambda hit: hit.context),
    Column(QT_TRANSLATE_NOOP("Headers", "Detail"), lambda hit: hit.detail),
    Column(QT_TRANSLATE_NOOP("Headers", "String"), lambda hit: str(hit.string + 1)),
    Column(QT_TRANSLATE_NOOP("Headers", "Code"), lambda hit: str(hit.code + 1)),
)


class SearchModel(RowTableModel[SearchHit]):
    """Adapts a tuple of :class:`SearchHit`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(COLUMNS, {OBJECT_ROLE: lambda hit: hit}, parent)

    def set_hits(self, hits: tuple[SearchHit, ...]) -> None:
        """Show other results."""
        self.set_rows(hits)
