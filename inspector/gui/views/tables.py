"""A QTableView set up the way every table of the window wants it, and selecting a row."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget


def make_table(parent: QWidget | None = None, *, stretch_last: bool = True) -> QTableView:
    """Rows selected whole, compact rows, no grid, alternating colours."""
    table = QTableView(parent)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setWordWrap(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    height = table.fontMetrics().height() + 8
    table.verticalHeader().setDefaultSectionSize(height)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header = table.horizontalHeader()
    header.setStretchLastSection(stretch_last)
    header.setHighlightSections(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return table


FIT_ROWS = 60
"""Rows whose contents size a column: measuring CJK text is slow in Qt, and sizing the
fonts of a 78-font document to all their rows took a quarter of a second each time."""


def fit_columns(table: QTableView, maximum: int = 320) -> None:
    """Size columns to their contents (the first :data:`FIT_ROWS` rows and those in
    view), none wider than ``maximum`` pixels."""
    table.horizontalHeader().setResizeContentsPrecision(FIT_ROWS)
    table.resizeColumnsToContents()
    header = table.horizontalHeader()
    for column in range(header.count()):
        if header.sectionSize(column) > maximum:
            header.resizeSection(column, maximum)


def select_row(view: QAbstractItemView, index: QModelIndex) -> None:
    """Make ``index`` current, its row the only one selected (tables and trees)."""
    view.selectionModel().setCurrentIndex(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
