"""Explain garbled text: paste what an extractor printed, see which misreading made it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.models.candidates_model import CandidatesModel
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.views.tables import fit_columns, make_table

if TYPE_CHECKING:
    from inspector.diagnostics.explain import GarbleReport
    from inspector.engines import Convention
    from inspector.gui.controller import DocumentController


class ExplainView(QWidget):
    """A box for the garbled text over the ranked explanations."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.box = QPlainTextEdit()
        self.box.setPlaceholderText(
            self.tr(
                "Paste the garbled output of an extractor here (stray Latin letters, wrong "
                "kanji, U+FFFD …) and press Explain."
            )
        )
        self.button = QPushButton(self.tr("Explain"))
        self.button.clicked.connect(self.run)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.convention: Convention | None = None
        """The engine whose signature the pasted text shows, if any."""
        self.model = CandidatesModel(self)
        self.table = make_table()
        self.table.setModel(self.model)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.box, 1)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        bar.addWidget(self.button)
        top_layout.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(top)
        split.addWidget(self.table)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.table.clicked.connect(self._activated)
        controller.explained.connect(self._explained)
        controller.document_closed.connect(self._clear)

    def _clear(self) -> None:
        """Forget the last explanation (it was of another document); the pasted text stays."""
        self.model.set_candidates(())
        self.status.setText("")

    def run(self) -> None:
        """Explain the pasted text against the open document."""
        from inspector.engines import recognize

        text = self.box.toPlainText()
        if text.strip():
            # A real engine's signature ((cid:N) escapes, raw codes) names the engine.
            self.convention = recognize(text)
            self.status.setText(self.tr("Reading the pages …"))
            self.controller.explain(self.convention.text if self.convention else text)

    def _explained(self, report: GarbleReport) -> None:
        self.model.set_candidates(tuple(report.candidates))
        fit_columns(self.table, 360)
        if not report.candidates:
            self.status.setText(
                self.tr(
                    "No naive reading of any font reproduces this text (the correct reading "
                    "already gives it)."
                )
                if report.correct_share > 0.9
                else self.tr("No naive reading of any font reproduces this text.")
            )
            return
        best = report.candidates[0]
        engine = (
            self.tr("Looks like {engine}. ").format(engine=self.convention.engine)
            if self.convention
            else ""
        )
        self.status.setText(
            engine
            + self.tr("Best: {reading} of {font} ({score}).").format(
                reading=best.reading, font=best.font, score=f"{best.score:.0%}"
            )
        )
        if self.convention is not None:
            self.status.setToolTip(self.convention.mistake)

    def _activated(self, index: QModelIndex) -> None:
        from inspector.diagnostics.explain import Candidate

        candidate = index.data(OBJECT_ROLE)
        if isinstance(candidate, Candidate) and candidate.pages:
            self.controller.select_page(candidate.pages[0] - 1)
            for entry in self.controller.fonts:
                if set(candidate.resources) & set(entry.resources):
                    self.controller.select_font(entry.key)
                    break
