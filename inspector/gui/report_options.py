"""The report's options, asked after its file: pages, redaction and the glyph-shape
route (``report --pages --redact --recover glyph-shape``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from inspector.errors import UsageError
from inspector.pagespec import parse_pages


class ReportOptions(QDialog):
    """Pages to report and whether page text is replaced by its character classes."""

    def __init__(self, parent: QWidget | None, page_count: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Report options"))
        self.page_count = page_count
        self.pages = QLineEdit(self)
        self.pages.setPlaceholderText(
            self.tr("all {count} pages; or e.g. 1,3-5").format(count=page_count)
        )
        self.redaction = QCheckBox(
            self.tr("Redact page text (letters, digits and scripts as classes)")
        )
        self.shapes = QCheckBox(
            self.tr("Read unmapped codes from their glyph shapes (guesses: review them)")
        )
        self.shapes.setToolTip(
            self.tr(
                "As report --recover glyph-shape: the report takes the glyph-shape route's "
                "accepted readings; without this, what the file states only, whatever the "
                "glyph-shape review shows"
            )
        )
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            parent=self,
        )
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("Pages"), self.pages)
        layout.addRow(self.redaction)
        layout.addRow(self.shapes)
        layout.addRow(self.problem)
        layout.addRow(buttons)

    def _check(self) -> None:
        try:
            parse_pages(self.pages_spec() or None, self.page_count)
        except UsageError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()

    def pages_spec(self) -> str:
        return self.pages.text().strip()

    def redact(self) -> bool:
        return self.redaction.isChecked()

    def glyph_shapes(self) -> bool:
        """Whether the report reads unmapped codes from their glyph shapes."""
        return self.shapes.isChecked()
