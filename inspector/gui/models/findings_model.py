"""Findings: severity, code, message and where they point."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from inspector.catalogue import CATALOGUE
from inspector.findings import Finding, Location
from inspector.gui.icons import severity_icon
from inspector.gui.models.roles import OBJECT_ROLE, SORT_ROLE
from inspector.gui.models.table import Column, RowTableModel, Value
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.i18n import tr
from inspector.output.words import severity_name


def location_text(location: Location) -> str:
    """``page 3, obj 12, /F1, TJ #40, byte 6``."""
    parts = []
    if location.page_index is not None:
        parts.append(
            QCoreApplication.translate("Location", "page {page}").format(
                page=location.page_index + 1
            )
        )
    if location.obj is not None:
        parts.append(f"obj {location.obj}")
    if location.font:
        parts.append(f"/{location.font}")
    if location.operator:
        index = "" if location.instruction_index is None else f" #{location.instruction_index}"
        parts.append(f"{location.operator}{index}")
    if location.byte_offset is not None:
        parts.append(
            QCoreApplication.translate("Location", "byte {offset}").format(
                offset=location.byte_offset
            )
        )
    if location.line is not None:
        parts.append(
            QCoreApplication.translate("Location", "line {line}").format(line=location.line)
        )
    return QCoreApplication.translate("Location", ", ").join(parts) or QCoreApplication.translate(
        "Location", "document"
    )


def _text_column(header: str, text: Value[Finding]) -> Column[Finding]:
    """A column that sorts by its text."""
    return Column(header, text, {SORT_ROLE: text})


def _tooltip(finding: Finding) -> str:
    spec = finding.as_dict().get("spec")
    title = tr(finding.kind.title) if finding.code in CATALOGUE else ""
    head = f"{title}\n\n" if title else ""
    return f"{head}{tr(finding.message)}\n{finding.code}" + (f" ({spec})" if spec else "")


COLUMNS: tuple[Column[Finding], ...] = (
    Column(
        QT_TRANSLATE_NOOP("Headers", "Severity"),
        lambda f: severity_name(f.severity),
        {
            SORT_ROLE: lambda f: int(f.severity),
            Qt.ItemDataRole.DecorationRole: lambda f: severity_icon(f.severity),
        },
    ),
    _text_column(QT_TRANSLATE_NOOP("Headers", "Code"), lambda f: f.code),
    _text_column(QT_TRANSLATE_NOOP("Headers", "Message"), lambda f: tr(f.message)),
    _text_column(QT_TRANSLATE_NOOP("Headers", "Location"), lambda f: location_text(f.location)),
)


class FindingsModel(RowTableModel[Finding]):
    """Adapts a tuple of :class:`Finding`."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            COLUMNS,
            {OBJECT_ROLE: lambda f: f, Qt.ItemDataRole.ToolTipRole: _tooltip},
            parent,
        )

    def set_findings(self, findings: tuple[Finding, ...]) -> None:
        """Show another set of findings."""
        if findings != self.rows:
            self.set_rows(findings)
