"""A damaged file's counts agree (issue 35, item 6): a font a page selects by a name its
resources do not define is counted in the page tree, marked as missing, as the fonts
table lists it."""

from __future__ import annotations

from pathlib import Path

import pytest
from builders import page_pdf, save, simple_font

from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui


def _fonts_under(window: MainWindow, page: int) -> list[tuple[str, bool]]:
    tree = window.document_view.model
    parent = tree.page_index(page)
    items = [tree.index(r, 0, parent).data(OBJECT_ROLE) for r in range(tree.rowCount(parent))]
    return [(item.label, getattr(item, "missing", False)) for item in items if item.kind == "font"]


def test_the_page_tree_counts_the_fonts_whose_resource_is_missing(
    window: MainWindow, tmp_path: Path
) -> None:
    from inspector.gui.translations import install

    install("en")  # the counts' plural forms
    first = b"BT /F1 12 Tf 72 700 Td (a) Tj /F9 12 Tf (b) Tj ET"
    second = b"BT /F1 12 Tf 72 700 Td (c) Tj /F4 12 Tf (d) Tj /F5 10 Tf (e) Tj ET"
    path = save(page_pdf({"F1": simple_font}, [first, second]), tmp_path, "missing.pdf")
    window.open_file(path)
    controller = window.controller
    tree = window.document_view.model
    # page 1, shown: /F1 from its resources and /F9, which they lack
    assert _fonts_under(window, 0) == [("/F1", False), ("/F9", True)]
    assert tree.index(0, 1).data() == "2 fonts (1 with its resource missing)"
    # page 2, listed in the background before it was read, then read by the diagnosis
    assert _fonts_under(window, 1) == [("/F1", False), ("/F4", True), ("/F5", True)]
    assert tree.index(1, 1).data() == "3 fonts (2 with their resource missing)"
    # the fonts table lists the same fonts, each with its resource name and pages
    rows = {
        (font.resources[0] if font.resources else "", tuple(font.pages))
        for font in controller.fonts
    }
    assert rows == {("F1", (1, 2)), ("F9", (1,)), ("F4", (2,)), ("F5", (2,))}
    # selecting the page shows it too: the counts do not change
    controller.select_page(1)
    assert tree.index(1, 1).data() == "3 fonts (2 with their resource missing)"
