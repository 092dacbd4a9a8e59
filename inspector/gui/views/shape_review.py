"""The glyph-shape review of the selected font: each code's glyph beside the reference
glyph it matched, the least sure first, to confirm or correct before a repair.

"Match glyph shapes" asks the controller to run the glyph-shape route on the worker (the
first run of a reference font builds its index: seconds), then lists the font's matched
codes by confidence, lowest first: the code, the glyph the PDF draws, the installed
font's glyph for the matched character, the character (editable), the confidence (with
the characters an ambiguous match cannot tell apart), the runner-up and the reference
font. "Use for the repair" hands the accepted matches and every edited character to the
repair as corrections (the repair view shows what they change).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from inspector.gui.glyph_paths import paint_glyph
from inspector.gui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from inspector.chain import ShapeMatch
    from inspector.fontprog import Outline
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import ShapeReview

GLYPH_PIXELS = 44
COLUMNS = (
    QT_TRANSLATE_NOOP("Headers", "Code"),
    QT_TRANSLATE_NOOP("Headers", "In the PDF"),
    QT_TRANSLATE_NOOP("Headers", "Reference"),
    QT_TRANSLATE_NOOP("Headers", "Character"),
    QT_TRANSLATE_NOOP("Headers", "Confidence"),
    QT_TRANSLATE_NOOP("Headers", "Runner-up"),
    QT_TRANSLATE_NOOP("Headers", "Font"),
)
_TEXT_COLUMN = 3

SHOWN_ROWS = 2
"""Matches the table shows at least once it has some: when its dock is too short for
them the pane asks the window for the room (``room_wanted``; at 1280x720 under the
repair's summary and tabs no full row showed, issue 35)."""


def glyph_icon(outline: Outline | None, colour: QColor) -> QIcon:
    """A glyph drawn into a square pixmap (a dashed box when there is none)."""
    pixmap = QPixmap(GLYPH_PIXELS, GLYPH_PIXELS)
    pixmap.fill(QColor("white"))
    painter = QPainter(pixmap)
    paint_glyph(painter, QRectF(2, 2, GLYPH_PIXELS - 4, GLYPH_PIXELS - 4), outline, colour, "?")
    painter.end()
    return QIcon(pixmap)


class ShapeReviewPane(QWidget):
    """The table of matches for the selected font, with its two buttons."""

    corrections_chosen = Signal(object, object)
    """(font key, {code bytes: text}) to hand to the repair."""
    review_changed = Signal()
    """Another review is shown (or none): the repair's summary takes it into account."""
    room_wanted = Signal(int)
    """Pixels of height the table lacks to show :data:`SHOWN_ROWS` of its matches."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._key: object | None = None
        self.review: ShapeReview | None = None
        self.note = QLabel()
        self.note.setWordWrap(True)
        self._prompt()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("Headers", c) for c in COLUMNS]
        )
        self.table.setIconSize(QSize(GLYPH_PIXELS, GLYPH_PIXELS))
        self.table.verticalHeader().setDefaultSectionSize(GLYPH_PIXELS + 6)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.match_button = QPushButton(self.tr("Match glyph shapes"))
        self.match_button.setToolTip(
            self.tr(
                "Compare the glyphs of codes without Unicode with installed CJK fonts "
                "(the file does not state these characters)"
            )
        )
        self.use_button = QPushButton(self.tr("Use for the repair"))
        self.use_button.setToolTip(
            self.tr("Map the accepted matches and the characters you typed in the repaired copy")
        )
        self.use_button.setEnabled(False)
        # The note and the buttons share a row: under the repair's summary and tabs, a
        # row of its own left the table no room for a match at 1280x720 (issue 35).
        bar = self._bar = QHBoxLayout()
        bar.addWidget(self.note, 1)
        bar.addWidget(self.match_button)
        bar.addWidget(self.use_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(2)
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)
        self.match_button.clicked.connect(self.match)
        self.use_button.clicked.connect(self.use)
        controller.shapes_reviewed.connect(self._reviewed)
        # One question at a time, once the events under way are handled: two asked
        # before the dock is resized would each add to its old height.
        self._room_timer = QTimer(self)
        self._room_timer.setSingleShot(True)
        self._room_timer.setInterval(0)
        self._room_timer.timeout.connect(self._ask_room)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._room_timer.start()

    def _ask_room(self) -> None:
        """Ask for the height :data:`SHOWN_ROWS` of the matches need, when shown and
        short of it."""
        count = self.table.rowCount()
        if not self.isVisible() or count == 0:
            return
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the note's lines and the table's height as they are now
        wanted = min(SHOWN_ROWS, count) * self.table.verticalHeader().defaultSectionSize()
        lacking = wanted - self.table.viewport().height()
        # A squeezed note loses its last lines: they want the room too.
        bar = self._bar.geometry()
        if self._bar.hasHeightForWidth():
            lacking += max(0, self._bar.heightForWidth(bar.width()) - bar.height())
        if lacking > 0:
            self.room_wanted.emit(lacking)

    def show_font(self, key: object | None) -> None:
        """Follow the selected font (its review, if made, stays until matched again)."""
        self._key = key
        self.match_button.setEnabled(key is not None)
        if self.review is not None and self.review.key == key:
            return
        self.set_review(None)

    def _prompt(self) -> None:
        """What to do, for the font selected (or that one is to be selected)."""
        key = self._key
        entry = self.controller.font_entry(key) if key is not None else None
        if entry is None:
            self.note.setText(
                self.tr("Select a font without Unicode, then match its glyph shapes.")
            )
            return
        resources = " ".join(f"/{r}" for r in entry.resources)
        base = entry.facts.base_font
        name = f"{resources} ({base})" if resources and base else resources or base or "?"
        self.note.setText(
            self.tr(
                "{font}: “Match glyph shapes” reads the codes of this font that have no "
                "Unicode from their outlines."
            ).format(font=name)
        )

    def match(self) -> None:
        """Run the route in the background for the selected font."""
        key = self._key
        if key is None:
            return
        self.note.setText(
            self.tr("Matching glyph shapes (a reference index is built on first use) …")
        )
        self.match_button.setEnabled(False)
        self.controller.review_shapes(key)

    def _reviewed(self, review: ShapeReview) -> None:
        self.match_button.setEnabled(True)
        if review.key == self._key:
            self.set_review(review)

    def set_review(self, review: ShapeReview | None) -> None:
        """Show a review (None: empty)."""
        self.review = review
        rows = review.rows if review is not None else ()
        self.table.setRowCount(len(rows))
        ink = QColor("black")
        for n, row in enumerate(rows):
            match = row.match
            cells = [
                QTableWidgetItem(f"<{row.code.hex()}>"),
                QTableWidgetItem(glyph_icon(row.glyph, ink), ""),
                QTableWidgetItem(glyph_icon(row.reference, QColor("#1565c0")), ""),
                QTableWidgetItem(match.text),
                QTableWidgetItem(self.confidence_text(match)),
                QTableWidgetItem(match.runner_up or ""),
                QTableWidgetItem(match.reference),
            ]
            for column in (_TEXT_COLUMN, _TEXT_COLUMN + 2):
                font = cells[column].font()
                font.setPointSizeF(font.pointSizeF() * 1.6)
                cells[column].setFont(font)
            if not match.accepted:
                cells[4].setForeground(QColor("#c62828"))
            if match.alternatives:
                cells[_TEXT_COLUMN].setToolTip(
                    self.tr(
                        "The shape cannot tell these characters apart; type the right one "
                        "to use it in the repair"
                    )
                )
            for column, cell in enumerate(cells):
                if column != _TEXT_COLUMN:
                    cell.setFlags(cell.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(n, column, cell)
        self.table.resizeColumnsToContents()
        self.use_button.setEnabled(bool(rows))
        if review is None:
            self._prompt()
        else:
            self.note.setText(review.note)
        self.review_changed.emit()
        self._room_timer.start()

    def readings_of(self, key: object) -> dict[bytes, str]:
        """The characters the review shown read for a font's codes (empty: no review of
        it, or none read), as the table shows them now."""
        if self.review is None or self.review.key != key:
            return {}
        out: dict[bytes, str] = {}
        for n, row in enumerate(self.review.rows):
            item = self.table.item(n, _TEXT_COLUMN)
            text = item.text() if item is not None else row.match.text
            if text:
                out[row.code] = text
        return out

    def confidence_text(self, match: ShapeMatch) -> str:
        """The confidence as the Confidence column shows it: "low" below the threshold,
        and the characters an ambiguous match cannot tell apart."""
        text = f"{match.confidence:.2f}"
        choices = [match.text, *match.alternatives]
        if len(choices) == 2:
            return (
                text
                + " "
                + self.tr("ambiguous: {first} or {second}").format(
                    first=choices[0], second=choices[1]
                )
            )
        if len(choices) > 2:
            return (
                text
                + " "
                + self.tr("ambiguous: one of {choices}").format(choices=" ".join(choices))
            )
        return text + ("" if match.accepted else " " + self.tr("low"))

    def chosen(self) -> dict[bytes, str]:
        """The accepted matches and every edited character, by code."""
        out: dict[bytes, str] = {}
        if self.review is None:
            return out
        for n, row in enumerate(self.review.rows):
            item = self.table.item(n, _TEXT_COLUMN)
            text = item.text() if item is not None else row.match.text
            if text and (row.match.accepted or text != row.match.text):
                out[row.code] = text
        return out

    def use(self) -> None:
        """Hand the chosen mappings to the repair."""
        if self.review is not None:
            self.corrections_chosen.emit(self.review.key, self.chosen())
