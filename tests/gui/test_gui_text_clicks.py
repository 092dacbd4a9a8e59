"""A click in the text pane selects the character under the pointer, on either half of
it: left-to-right, full width and right-to-left."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from builders import cmap_stream_bytes, page_pdf, save, type0_font
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from inspector.gui.window import MainWindow


def _pdf(tmp_path: Path, lines: list[str]) -> Path:
    chars = sorted({ch for line in lines for ch in line})
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")],
        bfchars=[(f"{n + 1:04X}", f"{ord(ch):04X}") for n, ch in enumerate(chars)],
    )
    code = {ch: n + 1 for n, ch in enumerate(chars)}
    ops = []
    for row, line in enumerate(lines):
        hexed = "".join(f"{code[ch]:04x}" for ch in line)
        ops.append(f"BT /F1 20 Tf 72 {700 - 40 * row} Td <{hexed}> Tj ET")
    font = partial(type0_font, ordering="Identity", supplement=0, to_unicode=to_unicode)
    return save(page_pdf({"F1": font}, "\n".join(ops).encode()), tmp_path, "clicks.pdf")


def _halves(window: MainWindow, position: int) -> list[QPoint]:
    """Points in the left and right half of the character at Qt ``position``."""
    edit = window.text_view.edit
    cursor = QTextCursor(edit.document())
    cursor.setPosition(position)
    before = edit.cursorRect(cursor)
    cursor.setPosition(position + 1)
    after = edit.cursorRect(cursor)
    left, right = sorted((before.left(), after.left()))
    y = before.center().y()
    width = right - left
    assert width >= 4, (position, left, right)
    return [QPoint(left + width // 4, y), QPoint(right - width // 4 - 1, y)]


def _clicks_select_each_character(window: MainWindow, qtbot: object, text: str) -> None:
    shown = window.text_view.text
    start = shown.index(text)
    viewport = window.text_view.edit.viewport()
    for offset, ch in enumerate(text):
        for point in _halves(window, start + offset):
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)  # type: ignore[attr-defined]
            selection = window.controller.selection
            assert selection.string is not None and selection.code is not None
            page = window.controller.page
            assert page is not None
            (span,) = page.text.spans_of(selection.string, selection.code)
            assert page.text.text[span.start : span.end] == ch, (ch, point)


def test_either_half_of_a_character_selects_it(
    window: MainWindow, tmp_path: Path, qtbot: object
) -> None:
    lines = ["ひらがな本語文字", "Latin text", "שלום עולם"]
    window.open_file(_pdf(tmp_path, lines))
    assert window.controller.page is not None
    _clicks_select_each_character(window, qtbot, "ひらがな本語文字")
    _clicks_select_each_character(window, qtbot, "Latin")


def test_either_half_of_a_right_to_left_character_selects_it(
    window: MainWindow, tmp_path: Path, qtbot: object
) -> None:
    # Drawn in visual order (as most producers write Hebrew); the text pane shows the
    # logical order, right to left.
    window.open_file(_pdf(tmp_path, ["םולש"]))
    assert "שלום" in window.text_view.text
    _clicks_select_each_character(window, qtbot, "שלום")
