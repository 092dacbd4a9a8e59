"""Details of the selected font: dictionary facts, its CMaps and ToUnicode, findings, and
the grid of the glyphs the document uses.

The CMap and ToUnicode tabs follow the selected code: they show the CMap whose line
answered (a ``usecmap`` ancestor, the ToUnicode, or the collection's UCS2 map) and mark
that line.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from inspector.chain import CodeInfo, UnicodeSource
from inspector.gui.models.tounicode_model import ToUnicodeModel
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.gui.views.cmap_source_view import CMapSourceView
from inspector.gui.views.glyph_grid import GlyphGrid
from inspector.gui.views.lazy import ShownState
from inspector.gui.views.tables import fit_columns, make_table
from inspector.i18n import tr
from inspector.output.words import (
    font_kind_name,
    route_name,
    severity_name,
    use_place,
    verdict_label,
)

if TYPE_CHECKING:
    from inspector.findings import Finding
    from inspector.gui.controller import DocumentController
    from inspector.gui.state import CMapFacts, FontSnapshot, Selection


def _row(label: str, value: object) -> str:
    text = "-" if value is None or value == "" else tr(value)
    label = QCoreApplication.translate("FontView", label)
    return f"<tr><td><b>{html.escape(label)}</b></td><td>{html.escape(text)}</td></tr>"


class CMapPane(QWidget):
    """A chooser of related CMaps, a summary line and the chosen CMap's source."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chooser = QComboBox()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.source = CMapSourceView()
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 2, 4, 2)
        bar.addWidget(QLabel(self.tr("CMap")))
        bar.addWidget(self.chooser, 1)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(2)
        self.layout_.addLayout(bar)
        self.layout_.addWidget(self.summary)
        self.layout_.addWidget(self.source, 1)
        self._cmaps: tuple[CMapFacts, ...] = ()
        self._pending: tuple[bytes, str] | None = None
        self._pending_line: int | None = None
        self.chooser.currentIndexChanged.connect(self._chosen)

    def set_cmaps(self, cmaps: tuple[CMapFacts, ...], empty: str) -> None:
        """Offer these CMaps (the first is shown)."""
        self._cmaps = cmaps
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for cmap in cmaps:
            entry = (
                self.tr("{name} (predefined)") if cmap.predefined else self.tr("{name} (embedded)")
            )
            self.chooser.addItem(entry.format(name=cmap.name))
        self.chooser.blockSignals(False)
        self.chooser.setEnabled(bool(cmaps))
        if cmaps:
            self._chosen(0)
        else:
            self.summary.setText(empty)
            self._pending = None
            self.source.set_source(b"")

    def _chosen(self, row: int) -> None:
        if not 0 <= row < len(self._cmaps):
            return
        cmap = self._cmaps[row]
        ranges = ", ".join(cmap.codespace[:12])
        if len(cmap.codespace) > 12:
            ranges += self.tr(", … ({count} ranges)").format(count=len(cmap.codespace))
        chain = " → ".join(cmap.chain)
        info = cmap.cid_system_info
        self.summary.setText(
            f"<b>{html.escape(cmap.name)}</b> &nbsp; "
            + self.tr("usecmap chain: {chain}").format(chain=html.escape(chain))
            + f" &nbsp; WMode {cmap.wmode}"
            + (f" &nbsp; {html.escape(str(info))}" if info else "")
            + "<br>"
            + self.tr("Codespace: {ranges}").format(ranges=html.escape(ranges) or self.tr("none"))
        )
        placeholder = (
            self.tr("(no source: Identity CMaps are defined by the standard)")
            if cmap.identity
            else ""
        )
        self._pending = (cmap.source, placeholder)
        self._pending_line = None
        if self.isVisible():
            self._load_source()

    def _load_source(self) -> None:
        """Put the chosen source into the editor (sources can be large: only when shown)."""
        if self._pending is not None:
            data, placeholder = self._pending
            self._pending = None
            self.source.set_source(data, placeholder)
            self.source.mark_line(self._pending_line)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._load_source()

    def show_origin(self, name: str, line: int | None) -> bool:
        """Choose the CMap called ``name`` and mark a line; False if it is not offered."""
        for row, cmap in enumerate(self._cmaps):
            if cmap.name == name:
                if self.chooser.currentIndex() != row:
                    self.chooser.setCurrentIndex(row)
                if self._pending is not None:
                    self._pending_line = line
                else:
                    self.source.mark_line(line)
                return True
        return False


class FontView(ShownState, QTabWidget):
    """Tabs: Font, Encoding CMap, Unicode map, Glyphs."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setDocumentMode(True)
        self.facts = QTextBrowser()
        self.facts.setOpenLinks(False)
        self.encoding = CMapPane()
        self.unicode_map = CMapPane()
        self.to_unicode = ToUnicodeModel(self)
        self.to_unicode_table = make_table()
        self.to_unicode_table.setModel(self.to_unicode)
        unicode_split = QSplitter(Qt.Orientation.Horizontal)
        unicode_split.addWidget(self.to_unicode_table)
        unicode_split.addWidget(self.unicode_map)
        unicode_split.setStretchFactor(1, 2)
        self.addTab(self.facts, self.tr("Font"))
        self.addTab(self.encoding, self.tr("Encoding CMap"))
        self.addTab(unicode_split, self.tr("Unicode map"))
        self.glyphs = GlyphGrid(controller)
        self.addTab(self.glyphs, self.tr("Glyphs"))
        self.currentChanged.connect(lambda _i: self._forward())
        self._entry: FontSnapshot | None = None
        controller.selection_changed.connect(self._selection_changed)
        controller.page_loaded.connect(lambda _p: self._selection_changed(controller.selection))
        controller.diagnosis_changed.connect(self._refresh_facts)
        controller.fonts_listed.connect(self._fonts_listed)
        controller.document_closed.connect(lambda: self._show(None))

    def set_shown(self, shown: bool) -> None:
        super().set_shown(shown)
        self._forward()

    def _forward(self) -> None:
        self.glyphs.set_shown(self.shown and self.currentWidget() is self.glyphs)

    @property
    def entry(self) -> FontSnapshot | None:
        """The font shown."""
        return self._entry

    def _selection_changed(self, selection: Selection) -> None:
        entry = self.controller.font_entry(selection.font) if selection.font is not None else None
        if (entry and entry.key) != (self._entry and self._entry.key):
            self._show(entry)
        elif entry is not self._entry:  # a newer snapshot of the font shown
            self._entry = entry
            self._refresh_facts()
        show = self.controller.current_string()
        if show is not None and selection.code is not None and show.font_key == selection.font:
            self._follow(show.decoded.infos[selection.code])

    def _fonts_listed(self, fonts: tuple[FontSnapshot, ...]) -> None:
        shown = self._entry
        for font in fonts:
            if shown is not None and font.key == shown.key:
                self._entry = font
                self._refresh_facts()

    def _show(self, entry: FontSnapshot | None) -> None:
        self._entry = entry
        self._refresh_facts()
        self.glyphs.show_font(entry.key if entry is not None else None)
        if entry is None:
            self.encoding.set_cmaps((), "")
            self.unicode_map.set_cmaps((), "")
            self.to_unicode.set_entries(())
            self.to_unicode_table.setVisible(False)
            return
        self.encoding.set_cmaps(
            entry.encoding_cmaps,
            self.tr("A simple font: one byte per code, no Encoding CMap.")
            if entry.kind != "composite"
            else self.tr("No Encoding CMap could be read."),
        )
        self.unicode_map.set_cmaps(
            entry.unicode_maps, self.tr("No ToUnicode CMap and no collection map.")
        )
        self.to_unicode.set_entries(entry.to_unicode or ())
        self.to_unicode_table.setVisible(entry.to_unicode is not None)
        fit_columns(self.to_unicode_table, 200)

    def _follow(self, info: CodeInfo) -> None:
        """Show the CMap lines that answered for one code."""
        if info.cid_origin is not None:
            self.encoding.show_origin(info.cid_origin.name, info.cid_origin.line)
        origin = info.unicode_origin
        if origin is not None and info.unicode_source in (
            UnicodeSource.TOUNICODE,
            UnicodeSource.COLLECTION,
        ):
            self.unicode_map.show_origin(origin.name, origin.line)

    def _findings(self, entry: FontSnapshot) -> tuple[Finding, ...]:
        diagnosis = self.controller.diagnosis
        found = diagnosis.findings.get(entry.key) if diagnosis is not None else None
        return found if found is not None else entry.findings

    def _refresh_facts(self) -> None:
        entry = self._entry
        if entry is None:
            self.facts.setHtml(
                "<p>"
                + html.escape(self.tr("Select a font in the fonts table or a string on the page."))
                + "</p>"
            )
            return
        facts = entry.facts
        spec = entry.spec
        verdict = self.controller.verdict(entry.key)
        rows = [
            _row(
                QT_TRANSLATE_NOOP("FontView", "Object"),
                f"{facts.objnum} 0 R" if facts.objnum is not None else "direct",
            ),
            _row(
                QT_TRANSLATE_NOOP("FontView", "Resources"),
                " ".join(f"/{r}" for r in entry.resources),
            ),
            _row(
                QT_TRANSLATE_NOOP("FontView", "Pages"),
                ", ".join(map(str, entry.pages[:30])) + (" …" if len(entry.pages) > 30 else ""),
            ),
            _row(
                QT_TRANSLATE_NOOP("FontView", "Used in"),
                ", ".join(sorted({use_place(u.where) for u in entry.uses})),
            ),
            _row(QT_TRANSLATE_NOOP("FontView", "Subtype"), facts.subtype),
            _row(QT_TRANSLATE_NOOP("FontView", "Descendant"), facts.descendant_subtype),
            _row(QT_TRANSLATE_NOOP("FontView", "BaseFont"), facts.base_font),
            _row(QT_TRANSLATE_NOOP("FontView", "Kind"), font_kind_name(entry.kind)),
            _row(
                QT_TRANSLATE_NOOP("FontView", "Embedded"),
                (facts.program or self.tr("yes")) if facts.embedded else self.tr("no"),
            ),
            _row(QT_TRANSLATE_NOOP("FontView", "Encoding"), facts.encoding),
            _row(QT_TRANSLATE_NOOP("FontView", "CIDSystemInfo"), facts.cid_system_info),
            _row(
                QT_TRANSLATE_NOOP("FontView", "ToUnicode"),
                self.tr("yes") if facts.to_unicode else spec.to_unicode_other or self.tr("no"),
            ),
            _row(QT_TRANSLATE_NOOP("FontView", "WMode"), facts.wmode),
        ]
        descendant = spec.descendant
        if descendant is not None:
            rows += [
                _row(QT_TRANSLATE_NOOP("FontView", "DW"), descendant.dw),
                _row(QT_TRANSLATE_NOOP("FontView", "W entries"), len(descendant.w)),
                _row(
                    QT_TRANSLATE_NOOP("FontView", "CIDToGIDMap"),
                    descendant.cid_to_gid
                    if isinstance(descendant.cid_to_gid, str | None)
                    else self.tr("stream"),
                ),
            ]
        descriptor = spec.descriptor or (descendant.descriptor if descendant else None)
        if descriptor is not None:
            rows += [
                _row(QT_TRANSLATE_NOOP("FontView", "Flags"), descriptor.flags),
                _row(
                    QT_TRANSLATE_NOOP("FontView", "Ascent / Descent"),
                    f"{descriptor.ascent} / {descriptor.descent}",
                ),
                _row(QT_TRANSLATE_NOOP("FontView", "MissingWidth"), descriptor.missing_width),
            ]
        if verdict is not None:
            rows += [
                _row(
                    QT_TRANSLATE_NOOP("FontView", "Verdict"),
                    verdict_label(verdict.verdict.value)
                    + (f" ({tr(note)})" if (note := self.controller.partial_note()) else ""),
                ),
                _row(QT_TRANSLATE_NOOP("FontView", "Reason"), verdict.reason),
                _row(
                    QT_TRANSLATE_NOOP("FontView", "Recovery"),
                    route_name(verdict.recovery) if verdict.recovery else verdict.recovery,
                ),
                _row(QT_TRANSLATE_NOOP("FontView", "Codes used"), verdict.codes_used),
                _row(QT_TRANSLATE_NOOP("FontView", "Glyphs shown"), verdict.glyphs),
                _row(QT_TRANSLATE_NOOP("FontView", "Unmapped codes"), verdict.unmapped),
                _row(QT_TRANSLATE_NOOP("FontView", "Suspect codes"), verdict.suspect),
                _row(QT_TRANSLATE_NOOP("FontView", "Invalid codes"), verdict.invalid),
            ]
        for problem in spec.problems:
            rows.append(_row(QT_TRANSLATE_NOOP("FontView", "Problem"), problem))
        findings = "".join(
            f"<li><b>{html.escape(severity_name(f.severity))}</b> {html.escape(f.code)}: "
            f"{html.escape(tr(f.message))}</li>"
            for f in self._findings(entry)
        )
        findings_title = html.escape(self.tr("Findings"))
        self.facts.setHtml(
            f"<h3>{html.escape(facts.base_font or 'font')}</h3>"
            f"<table cellspacing='4'>{''.join(rows)}</table>"
            + (f"<h4>{findings_title}</h4><ul>{findings}</ul>" if findings else "")
        )
