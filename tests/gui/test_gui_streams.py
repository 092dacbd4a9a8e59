"""Streams as a PDF person reads them (issue 35, item 4): binary streams (font programs,
images) open as a hex dump in Objects, an image as its picture."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from inspector.gui.views.object_view import ObjectView
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui


def _choose(view: ObjectView, prefix: str) -> None:
    row = next(
        r
        for r in range(view.chooser.count())
        if (view.chooser.itemText(r) or "").startswith(prefix)
    )
    view._chosen(row)


def test_a_font_program_opens_as_hex_and_an_image_as_its_picture(
    window: MainWindow, embedded_pdf: Path
) -> None:
    window.open_file(embedded_pdf)
    window.docks["Objects"].raise_()
    view = window.object_view
    window.controller.select_string(0, 0)
    # the TrueType program: a hex dump from its first byte (sfnt version 1.0)
    _choose(view, "FontFile2")
    assert view.mode.currentText() == "Hex"
    assert view.preview.toPlainText().startswith("00000000  00 01 00 00")
    # a content stream is text
    _choose(view, "Contents")
    assert view.mode.currentText() == "Text"
    assert "Tj" in view.preview.toPlainText()
    # the image of page 2 (2×2 red pixels): its picture
    tree = window.document_view.model
    page_two = tree.page_index(1)
    window.document_view.tree.setCurrentIndex(tree.index(1, 0, page_two))
    assert view.current is not None and view.current.label == "Image /Im1"
    assert view.mode.currentText() == "Picture"
    assert view.shown_as.currentWidget() is view.picture_scroller
    picture = view.picture.pixmap().toImage()
    assert (picture.width(), picture.height()) == (2, 2)
    assert QColor(picture.pixel(1, 1)) == QColor(255, 0, 0)
    assert "2×2" in view.preview_label.text()
    # and as hex on demand
    view.mode.setCurrentText("Hex")
    assert view.shown_as.currentWidget() is view.preview
    assert view.preview.toPlainText().startswith("00000000  ff 00 00")
