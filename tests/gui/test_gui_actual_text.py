"""/ActualText in the chain: a click on its text selects the glyphs it replaces, and the
chain names it as the source of their text (with what the glyphs alone give) and the
source of each glyph's GID."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from builders import (
    cmap_stream_bytes,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor

from inspector.gui.window import MainWindow

CONTENT = (
    b"BT /F1 20 Tf 72 700 Td <0003> Tj ET\n"
    b"/Span <</ActualText <FEFF65E5672C>>> BDC\n"
    b"BT /F1 20 Tf 100 700 Td <0001> Tj <0002> Tj ET\n"
    b"EMC\n"
)
"""String 0 draws A; strings 1 and 2 draw one glyph each (ToUnicode: the Kangxi radical
U+2F47 and 本) inside one /ActualText "日本"."""


def _pdf(tmp_path: Path) -> Path:
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")], bfchars=[("0001", "2F47"), ("0002", "672C"), ("0003", "0041")]
    )
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        base_font="ABCDEF+Test",
        cid_to_gid="Identity",
        font_file2=embedded_truetype("xyA"),
        to_unicode=to_unicode,
    )
    return save(page_pdf({"F1": font}, CONTENT), tmp_path, "actual.pdf")


def _right_half(window: MainWindow, position: int) -> QPoint:
    edit = window.text_view.edit
    cursor = QTextCursor(edit.document())
    cursor.setPosition(position)
    before = edit.cursorRect(cursor)
    cursor.setPosition(position + 1)
    after = edit.cursorRect(cursor)
    left, right = sorted((before.left(), after.left()))
    return QPoint(right - (right - left) // 4 - 1, before.center().y())


def _column(window: MainWindow, header: str) -> int:
    codes = window.string_panel.codes
    return next(
        c
        for c in range(codes.columnCount())
        if codes.headerData(c, Qt.Orientation.Horizontal) == header
    )


def test_a_click_on_actual_text_selects_the_glyphs_it_replaces(
    window: MainWindow, tmp_path: Path, qtbot: object
) -> None:
    window.open_file(_pdf(tmp_path))
    shown = window.text_view.text
    assert "日本" in shown
    viewport = window.text_view.edit.viewport()
    # 本 is the ActualText's second character: no glyph of its own carries it.
    point = _right_half(window, shown.index("本"))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)  # type: ignore[attr-defined]
    controller = window.controller
    assert (controller.selection.string, controller.selection.code) == (1, 0)
    assert controller.selected_glyphs() == ((1, 0), (2, 0))
    assert window.page_view.canvas.selected == {(1, 0), (2, 0)}

    codes = window.string_panel.codes
    text_from = codes.data(codes.index(0, _column(window, "Text from")))
    assert "ActualText" in text_from and "⽇本" in text_from
    assert codes.data(codes.index(0, _column(window, "Text"))) == "日本"
    # the chain still says what the code maps to by itself
    assert codes.data(codes.index(0, _column(window, "Source"))) == "ToUnicode"
    assert codes.data(codes.index(0, _column(window, "GID from"))) == "CIDToGIDMap Identity"
    header = window.string_panel.header.text()
    assert "/ActualText “日本” replaces the text of the glyphs of strings 2, 3" in header
    tooltip = codes.data(codes.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert "ActualText" in tooltip and "CIDToGIDMap Identity" in tooltip

    # selecting the other glyph of the ActualText keeps the pair selected
    controller.select_glyph(0, 2, 0)
    assert controller.selected_glyphs() == ((1, 0), (2, 0))
    text_from = codes.data(codes.index(0, _column(window, "Text from")))
    assert "ActualText" in text_from


def test_a_glyph_outside_actual_text_has_its_own_text_and_gid_source(
    window: MainWindow, tmp_path: Path, qtbot: object
) -> None:
    window.open_file(_pdf(tmp_path))
    window.controller.select_glyph(0, 0, 0)
    assert window.controller.selected_glyphs() == ((0, 0),)
    codes = window.string_panel.codes
    assert codes.data(codes.index(0, _column(window, "Text"))) == "A"
    assert codes.data(codes.index(0, _column(window, "Text from"))) == "ToUnicode"
    assert codes.data(codes.index(0, _column(window, "GID"))) == "3"
    assert codes.data(codes.index(0, _column(window, "GID from"))) == "CIDToGIDMap Identity"


def test_recovered_text_names_its_route_in_the_chain(
    window: MainWindow, embedded_pdf: Path
) -> None:
    # No ToUnicode: the text pane shows what the program's cmap gives; the chain says so.
    window.open_file(embedded_pdf)
    window.controller.select_glyph(0, 0, 0)
    codes = window.string_panel.codes
    assert codes.data(codes.index(0, _column(window, "Unicode"))) == ""
    assert codes.data(codes.index(0, _column(window, "Text"))) == "漢"
    assert (
        codes.data(codes.index(0, _column(window, "Text from")))
        == "recovered: the font program's cmap table"
    )


def test_the_byte_views_chain_names_the_actual_text(
    window: MainWindow, tmp_path: Path, qtbot: object
) -> None:
    window.open_file(_pdf(tmp_path))
    window.controller.select_glyph(0, 1, 0)
    view = window.string_panel.bytes
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    copied = QGuiApplication.clipboard().text()
    assert "ActualText" in copied and "U+65E5 U+672C" in copied
    assert "CIDToGIDMap Identity" in copied


def test_actual_text_over_a_missing_font_is_named_and_selects_its_glyphs(
    window: MainWindow, tmp_path: Path, qtbot: object
) -> None:
    # A damaged file: /F4 is no font resource, so its codes map to nothing; the text
    # there comes from the /ActualText alone.
    content = (
        b"BT /F1 20 Tf 72 700 Td (Hi) Tj ET\n"
        b"/Span <</ActualText (Hello)>> BDC BT /F4 20 Tf 72 650 Td (abc) Tj ET EMC\n"
    )
    window.open_file(save(page_pdf({"F1": simple_font}, content), tmp_path, "missing.pdf"))
    shown = window.text_view.text
    point = _right_half(window, shown.index("Hello") + 3)
    viewport = window.text_view.edit.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)  # type: ignore[attr-defined]
    assert window.controller.selected_glyphs() == ((1, 0), (1, 1), (1, 2))
    codes = window.string_panel.codes
    assert codes.data(codes.index(0, _column(window, "Source"))) == "none"
    assert codes.data(codes.index(0, _column(window, "Text"))) == "Hello"
    assert "ActualText" in codes.data(codes.index(2, _column(window, "Text from")))
