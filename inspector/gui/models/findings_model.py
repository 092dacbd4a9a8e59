"""Findings: severity, code, message and where they point."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from inspector.findings import Finding, Location
from inspector.gui.icons import severity_icon
from inspector.gui.models.roles import OBJECT_ROLE, SORT_ROLE

Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("Severity", "Code", "Message", "Location")


def location_text(location: Location) -> str:
    """``page 3, obj 12, /F1, TJ #40, byte 6``."""
    parts = []
    if location.page_index is not None:
        parts.append(f"page {location.page_index + 1}")
    if location.obj is not None:
        parts.append(f"obj {location.obj}")
    if location.font:
        parts.append(f"/{location.font}")
    if location.operator:
        index = "" if location.instruction_index is None else f" #{location.instruction_index}"
        parts.append(f"{location.operator}{index}")
    if location.byte_offset is not None:
        parts.append(f"byte {location.byte_offset}")
    if location.line is not None:
        parts.append(f"line {location.line}")
    return ", ".join(parts) or "document"


class FindingsModel(QAbstractTableModel):
    """Adapts a tuple of :class:`Finding`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._findings: tuple[Finding, ...] = ()

    def set_findings(self, findings: tuple[Finding, ...]) -> None:
        """Show another set of findings."""
        if findings == self._findings:
            return
        self.beginResetModel()
        self._findings = findings
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._findings)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._findings):
            return None
        finding = self._findings[index.row()]
        column = COLUMNS[index.column()]
        if role == OBJECT_ROLE:
            return finding
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "Severity":
                return finding.severity.label
            if column == "Code":
                return finding.code
            if column == "Message":
                return finding.message
            return location_text(finding.location)
        if role == SORT_ROLE:
            return int(finding.severity) if column == "Severity" else self.data(index)
        if role == Qt.ItemDataRole.DecorationRole and column == "Severity":
            return severity_icon(finding.severity)
        if role == Qt.ItemDataRole.ToolTipRole:
            spec = finding.as_dict().get("spec")
            return f"{finding.message}\n{finding.code}" + (f" ({spec})" if spec else "")
        return None
