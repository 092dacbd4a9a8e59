"""A banner over the page when the file is damaged: the one-line reason and the counts,
so that a triager sees it before the fonts and the text (which may be partial)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

from inspector.catalogue import UNREAD_CODES
from inspector.i18n import tr

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController

DAMAGE_CODES = UNREAD_CODES | frozenset(
    (
        "PDF-REPAIRED",
        "PDF-CYCLE",
        "STREAM-FLATE-CHECKSUM",
        "STREAM-LENGTH-WRONG",
        "STREAM-PREDICTOR-ROW",
        "STREAM-FILTER-SKIPPED",
        "FONT-RESOURCE-MISSING",
    )
)
"""Findings that say the file itself is damaged (not merely made oddly): qpdf repaired it
when reading, an object or stream could not be read whole, a resource it names is not
there."""


class DamageBanner(QLabel):
    """Hidden for a sound file; for a damaged one, what is wrong first and how much."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("damage-banner")
        self.setWordWrap(True)
        self.setContentsMargins(8, 4, 8, 4)
        self.setStyleSheet(
            "#damage-banner { background: #fff4d6; color: #5c4300;"
            " border-bottom: 1px solid #e0b84a; }"
        )
        self.hide()
        controller.document_loaded.connect(lambda _d: self.refresh())
        controller.diagnosis_changed.connect(self.refresh)
        controller.page_loaded.connect(lambda _p: self.refresh())
        controller.document_closed.connect(self.hide)

    def refresh(self) -> None:
        """Shown, with the reason and the counts, while the findings say damage."""
        if self.controller.document is None:
            self.hide()
            return
        damage = [f for f in self.controller.findings() if f.code in DAMAGE_CODES]
        if not damage:
            self.hide()
            return
        first = next((f for f in damage if f.code == "PDF-REPAIRED"), damage[0])
        pages = {f.location.page_index for f in damage if f.location.page_index is not None}
        unread = sum(1 for f in damage if f.code in UNREAD_CODES)
        parts = [self.tr("{count} findings of damage").format(count=len(damage))]
        if pages:
            parts.append(self.tr("on {pages} of the pages read").format(pages=len(pages)))
        if unread:
            parts.append(
                self.tr(
                    "{unread} parts not read whole: their text is not in the text pane nor "
                    "in the verdicts"
                ).format(unread=unread)
            )
        self.setText(
            "<b>"
            + html.escape(self.tr("This file is damaged:"))
            + "</b> "
            + html.escape(f"{tr(first.message)} ({first.code})")
            + " · "
            + html.escape(", ".join(parts))
        )
        self.show()
