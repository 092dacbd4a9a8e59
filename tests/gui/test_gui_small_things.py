"""Small things of the window: the glyph grid's CID/GID line fits its cell, the shortcuts
list has the byte view's keys, and a font that is not embedded, whose CIDFont's
collection is not its CMap's, shows the glyph a reader draws, not the text's character."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from builders import content_tj, page_pdf, save, type0_font
from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem

from inspector.cmap import ucs2_map
from inspector.gui.views.glyph_grid import GlyphDelegate
from inspector.gui.window import MainWindow


def test_the_glyph_grid_cell_fits_five_digit_cids_and_gids(window: MainWindow) -> None:
    option = QStyleOptionViewItem()
    option.font = window.font()
    width = GlyphDelegate().sizeHint(option, QModelIndex()).width()
    label = "CID 65535 · GID 65535"
    # the text is drawn 2 px inside a cell drawn 2 px inside the item
    assert QFontMetrics(option.font).horizontalAdvance(label) <= width - 8


def test_the_shortcuts_list_has_the_byte_views_keys(window: MainWindow) -> None:
    window.show_shortcuts()
    shortcuts = window.shortcuts.browser.toPlainText()
    assert "Byte view: next and previous code" in shortcuts
    assert "Home, End" in shortcuts and "Up, Down" in shortcuts


def test_a_csi_mismatch_substitute_draws_the_cidfonts_character(
    window: MainWindow, tmp_path: Path
) -> None:
    # UniGB-UCS2-H gives GB1 CIDs; the CIDFont's glyphs are CNS1's: without the program
    # a reader draws CNS1's character for the CID, not 一.
    font = partial(type0_font, encoding="UniGB-UCS2-H", ordering="CNS1", supplement=0)
    pdf = page_pdf({"F1": font}, content_tj("F1", 24, "一".encode("utf-16-be")))
    window.open_file(save(pdf, tmp_path, "csi.pdf"))
    window.controller.select_glyph(0, 0, 0)
    info = window.controller.page.trace.strings[0].decoded.infos[0]  # type: ignore[union-attr]
    assert info.unicode == "一" and info.cid is not None
    cns1 = ucs2_map("Adobe-CNS1")
    assert cns1 is not None
    found = cns1.lookup_bytes(info.cid.to_bytes(2, "big"))
    assert found is not None
    drawn = found[0].decode("utf-16-be")
    assert drawn != "一"
    assert window.string_panel.bytes.substitute_for(info) == drawn
