"""Explanations of a garbled text: one row per (font, naive reading) that reproduces it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from inspector.gui.models.roles import OBJECT_ROLE, SORT_ROLE
from inspector.gui.models.table import Column, RowTableModel
from inspector.gui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    # Only named in annotations: it imports the content interpreter and pikepdf.
    from inspector.diagnostics.explain import Candidate


def _reading(candidate: Candidate) -> str:
    extra = f" (= {', '.join(candidate.equivalent)})" if candidate.equivalent else ""
    return candidate.reading + extra


def _pages(candidate: Candidate) -> str:
    return ", ".join(map(str, candidate.pages[:10])) + (" …" if len(candidate.pages) > 10 else "")


def _tooltip(candidate: Candidate) -> str:
    prints = QCoreApplication.translate("CandidatesModel", "This reading prints: {text}")
    right = QCoreApplication.translate("CandidatesModel", "The right text is: {text}")
    return (
        f"{candidate.explanation}\n\n{prints.format(text=candidate.matched_text)}\n"
        f"{right.format(text=candidate.correct_text)}"
    )


COLUMNS: tuple[Column[Candidate], ...] = (
    Column(
        QT_TRANSLATE_NOOP("Headers", "Score"),
        lambda c: f"{c.score:.0%}",
        {SORT_ROLE: lambda c: c.score},
    ),
    Column(QT_TRANSLATE_NOOP("Headers", "Reading"), _reading),
    Column(QT_TRANSLATE_NOOP("Headers", "Font"), lambda c: c.font),
    Column(QT_TRANSLATE_NOOP("Headers", "Pages"), _pages),
    Column(QT_TRANSLATE_NOOP("Headers", "Explanation"), lambda c: c.explanation),
)


class CandidatesModel(RowTableModel["Candidate"]):
    """Adapts the list of :class:`Candidate` of a garble report, best first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            COLUMNS,
            {OBJECT_ROLE: lambda c: c, Qt.ItemDataRole.ToolTipRole: _tooltip},
            parent,
        )

    def set_candidates(self, candidates: tuple[Candidate, ...]) -> None:
        """Show other candidates."""
        self.set_rows(candidates)
