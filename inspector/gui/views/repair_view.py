"""The repair preview of the selected font: what a new ToUnicode would change.

The text of the font's strings on the current page now and after the repair, side by
side with the codes that change marked; the codes with their evidence (editable: a typed
text becomes a correction); the generated CMap; and the buttons that save the repaired
copy (never over the input) or the CMap alone.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSettings,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from inspector.chain import Flag
from inspector.files import same_file
from inspector.gui.colours import flag_colour
from inspector.gui.glyph_paths import paint_glyph, paint_substitute
from inspector.gui.models.glyphs_model import NOTE_ROLE, OUTLINE_ROLE, SUBSTITUTE_ROLE
from inspector.gui.models.repair_model import GLYPH, RepairModel, newly_written
from inspector.gui.repair_preview import TextPair, correction_name, text_before_after
from inspector.gui.save_places import SavePlaces
from inspector.gui.state import RepairPreview, Selection, outline_keys
from inspector.gui.views.cmap_source_view import CMapSourceView
from inspector.gui.views.lazy import ShownState
from inspector.gui.views.shape_review import ShapeReviewPane
from inspector.gui.views.tables import fit_columns, make_table
from inspector.i18n import tr
from inspector.output.words import route_name

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.repair import FontRepair

CHANGED = ("rebuilt", "removed")
"""The repairs that change the font's ToUnicode (a new one, or none)."""


def pairs_html(pairs: list[TextPair], after: bool) -> str:
    """The strings' text, one per line, the codes the repair changes marked."""
    colour = flag_colour(Flag.SUSPECT).lighter(170 if after else 185).name()
    lines = []
    for pair in pairs:
        texts = pair.after if after else pair.before
        parts = []
        for text, changed in zip(texts, pair.changed, strict=True):
            escaped = html.escape(text)
            parts.append(
                f"<span style='background:{colour}'>{escaped}</span>" if changed else escaped
            )
        lines.append(f"<span style='color:gray'>{pair.serial + 1}</span>&nbsp; " + "".join(parts))
    return "<br>".join(lines) or (
        "<i>"
        + QCoreApplication.translate("RepairView", "The font shows no text on this page.")
        + "</i>"
    )


def damaged_streams(written: object) -> list[int]:
    """The object numbers of the streams a repaired copy holds as they were, damaged:
    they were not read whole, so the repair did not rewrite them (see
    :class:`~inspector.repair.RepairWritten`)."""
    streams = getattr(written, "streams", ())
    return [s.objnum for s in streams if not s.complete]


GLYPH_CELL = 40
"""Height (and width) in pixels of a code's glyph in the Codes table."""


class GlyphCellDelegate(QStyledItemDelegate):
    """Paints a code's glyph in a table cell from the outline roles of its model."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(GLYPH_CELL, GLYPH_CELL)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        super().paint(painter, option, index)
        palette = option.palette
        text, muted = palette.text().color(), palette.placeholderText().color()
        box = QRectF(option.rect).adjusted(2, 2, -2, -2)
        outline, substitute = index.data(OUTLINE_ROLE), index.data(SUBSTITUTE_ROLE)
        if outline is None and substitute:
            paint_substitute(painter, box, substitute, text, muted)
        else:
            paint_glyph(painter, box, outline, text, index.data(NOTE_ROLE) or "", muted)


SUMMARY_LINES = 2
"""Lines of the summary shown before it scrolls."""

SENTENCE_ENDS = (".", "。", "!", "?", "！", "？")


def sentence(text: str) -> str:
    """A text ending as a sentence: a full stop added where it has none (a verdict's
    reason ends with one; "only OCR can read them.." had two)."""
    text = text.rstrip()
    return text if not text or text.endswith(SENTENCE_ENDS) else text + "."


class RepairView(ShownState, QWidget):
    """Summary, before/after text, codes, CMap and the save buttons for one font."""

    def __init__(
        self,
        controller: DocumentController,
        parent: QWidget | None = None,
        *,
        interactive: bool = True,
        places: SavePlaces | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.interactive = interactive
        self.places = places if places is not None else SavePlaces(QSettings())
        self.summary = QLabel(self.tr("Select a font to preview its repair."))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setContentsMargins(6, 4, 6, 4)
        self.before = QTextBrowser()
        self.after = QTextBrowser()
        for pane in (self.before, self.after):
            font = pane.font()
            font.setPointSizeF(font.pointSizeF() * 1.15)
            pane.setFont(font)
        texts = QSplitter(Qt.Orientation.Horizontal)
        for title, pane in (
            (self.tr("Text now"), self.before),
            (self.tr("After the repair"), self.after),
        ):
            box = QWidget()
            layout = QVBoxLayout(box)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(0)
            layout.addWidget(QLabel(self.tr("<b>{title}</b> (this page)").format(title=title)))
            layout.addWidget(pane, 1)
            texts.addWidget(box)
        self.model = RepairModel(self)
        self.table = make_table()
        self.table.setModel(self.model)
        self.glyph_delegate = GlyphCellDelegate(self.table)
        self.table.setItemDelegateForColumn(GLYPH, self.glyph_delegate)
        self.table.verticalHeader().setDefaultSectionSize(GLYPH_CELL)
        self.table.setEditTriggers(
            self.table.EditTrigger.DoubleClicked | self.table.EditTrigger.EditKeyPressed
        )
        self.cmap = CMapSourceView()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(texts, self.tr("Text"))
        self.tabs.addTab(self.table, self.tr("Codes"))
        self.tabs.addTab(self.cmap, self.tr("New ToUnicode CMap"))
        self.shapes = ShapeReviewPane(controller)
        self.tabs.addTab(self.shapes, self.tr("Glyph shapes"))
        self.shapes.corrections_chosen.connect(self._shapes_chosen)
        self.shapes.review_changed.connect(self._refresh)

        self.plan_button = QPushButton(self.tr("Plan repair"))
        self.plan_button.setToolTip(
            self.tr("Trace every page and plan a new ToUnicode for each font")
        )
        self.only_this = QCheckBox(self.tr("Only this font"))
        self.only_this.setToolTip(
            self.tr("Give only the selected font a new ToUnicode in the copy")
        )
        self.save_copy = QPushButton(self.tr("Save repaired copy…"))
        self.save_cmap = QPushButton(self.tr("Save ToUnicode CMap…"))
        buttons = QHBoxLayout()
        buttons.setContentsMargins(4, 2, 4, 4)
        buttons.addWidget(self.plan_button)
        buttons.addStretch(1)
        buttons.addWidget(self.only_this)
        buttons.addWidget(self.save_copy)
        buttons.addWidget(self.save_cmap)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        # The summary scrolls past two lines: a long one (a verdict's reason and the
        # glyph-shape readings) left the tabs under it no room at 1280x720.
        self.summary_box = QScrollArea()
        self.summary_box.setWidget(self.summary)
        self.summary_box.setWidgetResizable(True)
        self.summary_box.setFrameShape(QScrollArea.Shape.NoFrame)
        self.summary_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lines = self.summary.fontMetrics().lineSpacing()
        self.summary_box.setMaximumHeight(SUMMARY_LINES * lines + 10)
        layout.addWidget(self.summary_box)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)

        self._key: object | None = None
        self.preview: RepairPreview | None = None
        self.plan_button.clicked.connect(self.plan)
        self.save_copy.clicked.connect(self.choose_copy)
        self.save_cmap.clicked.connect(self.choose_cmap)
        self.model.corrected.connect(self._corrected)
        self.only_this.toggled.connect(lambda _on: self._refresh())
        controller.selection_changed.connect(self._selection_changed)
        controller.page_loaded.connect(lambda _p: self._refresh())
        controller.repairs_planned.connect(lambda _r: self._refresh())
        controller.repair_saved.connect(self._saved)
        controller.failed.connect(self._failed)
        controller.document_closed.connect(self._refresh)
        controller.outlines_ready.connect(self._outlines_ready)
        self._refresh()

    # Following the selection -----------------------------------------------------------

    def _selection_changed(self, selection: Selection) -> None:
        if selection.font != self._key:
            self._key = selection.font
            self.shapes.show_font(self._key)
            self._refresh()

    def became_shown(self) -> None:
        if self.controller.repairs is None and self.controller.document is not None:
            self.plan()

    def plan(self) -> None:
        """Plan the repair of every font (in the background)."""
        self.summary.setText(self.tr("Planning the repair: every page is traced …"))
        self.controller.plan_repair()

    def _refresh(self) -> None:
        controller = self.controller
        key = self._key if controller.document is not None else None
        preview = controller.repair_of(key) if key is not None else None
        self.preview = preview
        planned = controller.repairs is not None
        self.plan_button.setEnabled(controller.document is not None)
        self.plan_button.setText(self.tr("Plan again") if planned else self.tr("Plan repair"))
        rebuilt = preview is not None and preview.repair.action in CHANGED
        any_rebuilt = any(p.repair.action in CHANGED for p in controller.repairs or ())
        self.save_copy.setEnabled(
            planned and (rebuilt or (any_rebuilt and not self.only_this.isChecked()))
        )
        self.save_cmap.setEnabled(preview is not None and preview.repair.cmap is not None)
        self.only_this.setEnabled(rebuilt)
        if preview is None:
            self.model.set_rows(())
            self.cmap.set_source(b"")
            self.before.setHtml("")
            self.after.setHtml("")
            if key is None:
                self.summary.setText(self.tr("Select a font to preview its repair."))
            elif not planned:
                self.summary.setText(
                    self.tr("Plan the repair to see what a new ToUnicode would change.")
                )
            else:
                self.summary.setText(
                    self.tr("The pages show no code of this font: nothing to repair.")
                )
            return
        repair = preview.repair
        if self.model.rows != preview.rows:
            self.model.set_outlines(None)
        self.model.set_rows(preview.rows)
        self._ask_glyphs(preview)
        fit_columns(self.table, 220)
        self.table.setColumnWidth(GLYPH, max(self.table.columnWidth(GLYPH), GLYPH_CELL + 8))
        if repair.action == "removed":
            self.cmap.set_source(b"", self.tr("No CMap: the font's ToUnicode is removed."))
        else:
            self.cmap.set_source(repair.cmap or b"", self.tr("No CMap: the font is left as it is."))
        page = controller.page
        pairs = text_before_after(page.trace.strings, key, preview.mapping) if page else []
        self.before.setHtml(pairs_html(pairs, after=False))
        self.after.setHtml(pairs_html(pairs, after=True))
        changed = sum(1 for row in preview.rows if row.changed)
        written = sum(1 for row in preview.rows if newly_written(row))
        evidence = ", ".join(
            f"{route_name(route)} ({count})" for route, count in repair.evidence.items()
        )
        name = html.escape(repair.base_font or "font")
        resources = " ".join("/" + r for r in repair.resources)
        if repair.action in CHANGED:
            total = len(preview.rows)
            if repair.action == "removed":
                done_word = self.tr("ToUnicode removed")
            else:
                done_word = self.tr("rebuilt")
            verb = f"<b style='color:#2e7d32'>{done_word}</b>"
            detail = self.tr("{count} of {total} codes change").format(count=changed, total=total)
            if written:
                detail += self.tr(
                    "; {count} keep their text and now have it in the ToUnicode"
                ).format(count=written)
        else:
            left = self.tr("left as it is")
            verb, detail = f"<b>{left}</b>", ""
        unresolved = len(repair.unresolved)
        # The Glyph shapes tab beside this summary may have read codes that nothing in
        # the file maps: the summary says so, and that its reason speaks of the file
        # alone, rather than "only OCR can read them" beside twelve readings (issue 35).
        readings = self.shapes.readings_of(key)
        read = sum(1 for code in repair.unresolved if code in readings)
        reason = sentence(tr(repair.reason))
        if read:
            reason = self.tr("By what the file states: {reason}").format(reason=reason)
        parts = [f"<b>{name}</b> ({resources}): {verb} — {html.escape(reason)}"]
        if detail:
            parts.append(f"{detail}.")
        if evidence:
            parts.append(self.tr("Evidence: {evidence}.").format(evidence=html.escape(evidence)))
        if read:
            parts.append(
                html.escape(
                    self.tr(
                        "The glyph shapes read %n of these codes (the Glyph shapes tab): "
                        "readings the file does not state; check them there, and “Use for "
                        "the repair” maps them.",
                        "",
                        read,
                    )
                )
            )
        if unresolved:
            if read:
                stay = self.tr(
                    "%n code(s) stay unmapped unless the glyph-shape readings are used.",
                    "",
                    unresolved,
                )
            else:
                stay = self.tr("%n code(s) stay unmapped.", "", unresolved)
            parts.append(f"<span style='color:#c62828'>{html.escape(stay)}</span>")
        self.summary.setText(" ".join(parts))

    def _ask_glyphs(self, preview: RepairPreview) -> None:
        """Ask for the outlines of the codes' glyphs (shown as they come)."""
        key = preview.repair.key
        self._outlines_ready(key)
        entry = self.controller.font_entry(key)
        kind = entry.kind if entry is not None else ""
        keys = outline_keys(kind, ((row.code_value, row.gid) for row in preview.rows))
        self.controller.request_outlines(key, keys)

    def _outlines_ready(self, key: object) -> None:
        if self.preview is not None and self.preview.repair.key == key:
            self.model.set_outlines(self.controller.glyph_outlines(key))

    # Corrections -----------------------------------------------------------------------

    def _corrected(self, code: bytes, text: str) -> None:
        entry = self.controller.font_entry(self._key) if self._key is not None else None
        if entry is None:
            return
        corrections = {k: dict(v) for k, v in self.controller.corrections.items()}
        corrections.setdefault(correction_name(entry.facts.base_font, entry.resources), {})[
            code
        ] = text
        self.summary.setText(self.tr("Planning again with the correction …"))
        self.controller.plan_repair(corrections)

    def _shapes_chosen(self, key: object, chosen: dict[bytes, str]) -> None:
        entry = self.controller.font_entry(key)
        if entry is None or not chosen:
            return
        corrections = {k: dict(v) for k, v in self.controller.corrections.items()}
        corrections.setdefault(correction_name(entry.facts.base_font, entry.resources), {}).update(
            chosen
        )
        self.summary.setText(
            self.tr("Planning again with {count} glyph-shape mappings …").format(count=len(chosen))
        )
        self.tabs.setCurrentIndex(0)
        self.controller.plan_repair(corrections)

    # Saving ----------------------------------------------------------------------------

    def repairs_to_write(self) -> tuple[FontRepair, ...]:
        """The repairs the copy gets: this font's, or every rebuilt font's."""
        previews = self.controller.repairs or ()
        if self.only_this.isChecked() and self.preview is not None:
            previews = (self.preview,)
        return tuple(p.repair for p in previews if p.repair.action in CHANGED)

    def choose_copy(self) -> None:
        """Ask where to write the repaired copy (never the input) and write it."""
        document = self.controller.document
        if document is None:
            return
        source = Path(document.path)
        suggested = self.places.suggest(document.path, f"{source.stem}-repaired.pdf")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the repaired copy"), suggested, "PDF (*.pdf)"
        )
        if path:
            self.places.remember(path)
            self.save_copy_to(path)

    def save_copy_to(self, path: str) -> bool:
        """Write the repaired copy to ``path``; False (and a message) for the input file."""
        document = self.controller.document
        if document is None:
            return False
        if same_file(path, document.path):
            self._failed(
                "repair", self.tr("The repaired copy cannot replace the file it is made from.")
            )
            return False
        self.controller.save_repaired(path, self.repairs_to_write())
        return True

    def choose_cmap(self) -> None:
        """Ask where to write the generated ToUnicode CMap and write it."""
        preview = self.preview
        if preview is None or preview.repair.cmap is None:
            return
        name = (preview.repair.base_font or "font").split("+")[-1]
        document = self.controller.document
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the ToUnicode CMap"),
            self.places.suggest(document.path if document else None, f"{name}-ToUnicode.cmap"),
            self.tr("CMap (*.cmap);;All files (*)"),
        )
        if path:
            self.places.remember(path)
            self.save_cmap_to(path)

    def save_cmap_to(self, path: str) -> None:
        """Write the generated CMap to ``path``."""
        if self.preview is not None and self.preview.repair.cmap is not None:
            Path(path).write_bytes(self.preview.repair.cmap)
            self.summary.setText(
                self.tr("The ToUnicode CMap was saved to {path}.").format(path=html.escape(path))
            )

    def _saved(self, path: str, written: object) -> None:
        text = self.tr("The repaired copy was saved to {path}.").format(path=html.escape(path))
        damaged = damaged_streams(written)
        if len(damaged) == 1:
            note = self.tr(
                "Stream {object} 0 R was copied as it was, damaged: it could not be read "
                "whole, so what it held beyond the damage is unknown here and in the copy."
            ).format(object=damaged[0])
        elif damaged:
            note = self.tr(
                "Streams {objects} were copied as they were, damaged: they could not be "
                "read whole, so what they held beyond the damage is unknown here and in "
                "the copy."
            ).format(objects=", ".join(f"{n} 0 R" for n in damaged))
        else:
            note = ""
        if note:
            text += f" <span style='color:#c62828'>{html.escape(note)}</span>"
        self.summary.setText(text)

    def _failed(self, what: str, message: str) -> None:
        if what != "repair":
            return
        self.summary.setText(f"<span style='color:#c62828'>{html.escape(message)}</span>")
        if self.interactive:
            QMessageBox.warning(self, self.tr("Repair"), message)
