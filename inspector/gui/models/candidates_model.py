"""Explanations of a garbled text: one row per (font, naive reading) that reproduces it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.diagnostics.explain import Candidate
from inspector.gui.models.roles import OBJECT_ROLE, SORT_ROLE

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("Score", "Reading", "Font", "Pages", "Explanation")


class CandidatesModel(QAbstractTableModel):
    """Adapts the list of :class:`Candidate` of a garble report, best first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._candidates: tuple[Candidate, ...] = ()

    def set_candidates(self, candidates: tuple[Candidate, ...]) -> None:
        """Show other candidates."""
        self.beginResetModel()
        self._candidates = candidates
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._candidates)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._candidates):
            return None
        candidate = self._candidates[index.row()]
        column = COLUMNS[index.column()]
        if role == OBJECT_ROLE:
            return candidate
        if role == SORT_ROLE and column == "Score":
            return candidate.score
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "Score":
                return f"{candidate.score:.0%}"
            if column == "Reading":
                extra = f" (= {', '.join(candidate.equivalent)})" if candidate.equivalent else ""
                return candidate.reading + extra
            if column == "Font":
                return candidate.font
            if column == "Pages":
                return ", ".join(map(str, candidate.pages[:10])) + (
                    " …" if len(candidate.pages) > 10 else ""
                )
            return candidate.explanation
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                f"{candidate.explanation}\n\nThis reading prints: {candidate.matched_text}\n"
                f"The right text is: {candidate.correct_text}"
            )
        return None
