"""The findings table; activating a finding goes to the place it points at."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget

from inspector.findings import Finding, Severity
from inspector.gui.models.findings_model import FindingsModel
from inspector.gui.models.roles import OBJECT_ROLE, SORT_ROLE
from inspector.gui.views.tables import fit_columns, make_table

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.occurrences import Occurrences


class FindingsView(QWidget):
    """Counts, a filter and the table of findings."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = FindingsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.counts = QLabel()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter findings"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = make_table()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.previous = QToolButton()
        self.previous.setText("◀")
        self.previous.setToolTip(self.tr("Previous glyph of the activated finding (Shift+F3)"))
        self.previous.clicked.connect(lambda: controller.previous_occurrence())
        self.next = QToolButton()
        self.next.setText("▶")
        self.next.setToolTip(self.tr("Next glyph of the activated finding (F3)"))
        self.next.clicked.connect(lambda: controller.next_occurrence())
        self.where = QLabel()
        self.where.setToolTip(self.tr("Activate a finding about a font's codes to walk its glyphs"))
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 0, 4, 0)
        bar.addWidget(self.counts)
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.previous)
        bar.addWidget(self.where)
        bar.addWidget(self.next)
        self._occurrence_changed(None, -1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)
        self.table.clicked.connect(self._activated)
        self.table.activated.connect(self._activated)
        controller.document_loaded.connect(lambda _d: self.refresh())
        controller.diagnosis_changed.connect(self.refresh)
        controller.document_closed.connect(self.refresh)
        controller.occurrence_changed.connect(self._occurrence_changed)

    def refresh(self) -> None:
        """Show the findings known so far."""
        findings = self.controller.findings()
        empty = self.model.rowCount() == 0
        self.model.set_findings(findings)
        if empty and findings:
            fit_columns(self.table, 520)
        by = {s: sum(1 for f in findings if f.severity is s) for s in Severity}
        errors, warnings, notes = by[Severity.ERROR], by[Severity.WARNING], by[Severity.INFO]
        partial = self.controller.partial_note()
        counts = self.tr("{errors}, {warnings}, {notes}").format(
            errors=self.tr("%n error(s)", "", errors),
            warnings=self.tr("%n warning(s)", "", warnings),
            notes=self.tr("%n note(s)", "", notes),
        )
        self.counts.setText(counts + (f" ({partial})" if partial else ""))

    def _occurrence_changed(self, places: Occurrences | None, index: int) -> None:
        walking = places is not None and bool(places.places)
        self.previous.setEnabled(walking)
        self.next.setEnabled(walking)
        if places is None:
            self.where.setText("")
        elif not places.places:
            self.where.setText(
                self.tr("{code}: no glyph on the pages").format(code=places.finding.code)
            )
        else:
            total = len(places.places)
            more = "+" if places.truncated else ""
            where = self.tr("{code}: glyph {index} of {total}")
            self.where.setText(
                where.format(code=places.finding.code, index=index + 1, total=f"{total}{more}")
            )

    def _activated(self, index: QModelIndex) -> None:
        finding = index.data(OBJECT_ROLE)
        if isinstance(finding, Finding):
            self.controller.go_to_finding(finding)
