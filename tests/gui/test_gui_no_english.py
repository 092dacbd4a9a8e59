"""No English is left in the window in Japanese, Chinese and Korean, and choosing a
language in View › Language changes the whole window at once, without a restart.

The window is opened on a PDF built here whose own text is Japanese (so any English
word the window shows is ours), with a font read through a predefined CMap and a
character collection, a font with a ToUnicode CMap and a font with neither, and a
glyph is selected so that the chain, the byte view and the font details are filled.
Every text of every widget and item view is then walked (devtools.window_words)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from builders import cmap_stream_bytes, page_pdf, save, type0_font
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from devtools.window_words import english_words, window_texts
from inspector.gui.controller import DocumentController
from inspector.gui.translations import install
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner
from inspector.i18n import LANGUAGES, set_language

pytestmark = pytest.mark.gui

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]

FONTS = ("HeiseiMin-W3", "MSMincho-Subset", "IPAexGothic")
"""The PDF's base fonts (its own names, which stay as they are)."""


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    install("en")
    set_language("en")


def _japanese_pdf(tmp_path: Path) -> Path:
    to_unicode = cmap_stream_bytes([("0000", "FFFF")], bfchars=[("0001", "65E5"), ("0002", "672C")])
    pdf = page_pdf(
        {
            "F1": lambda p: type0_font(p, encoding="UniJIS-UCS2-H", base_font=FONTS[0]),
            "F2": lambda p: type0_font(p, base_font=FONTS[1], to_unicode=to_unicode),
            "F3": lambda p: type0_font(p, base_font=FONTS[2]),
        },
        b"BT /F1 12 Tf 72 720 Td <65E5672C8A9E> Tj ET\n"
        b"BT /F2 12 Tf 72 690 Td <00010002> Tj ET\n"
        b"BT /F3 12 Tf 72 660 Td <00030004> Tj ET\n",
    )
    return save(pdf, tmp_path, "日本語.pdf")


def _window(tmp_path: Path, path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    window.resize(1280, 720)
    window.open_file(str(path))
    window.controller.select_string(0, 0)
    return window


def _english_left(window: MainWindow, path: Path) -> list[str]:
    own = [*FONTS, path.name, str(path), str(path.parent)]
    left = []
    for where, text in window_texts(window):
        words = english_words(text, own)
        if words:
            left.append(f"{where}: {' '.join(words)!r} in {text[:120]!r}")
    return sorted(set(left))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_english_label_is_left_in_the_window(lang: str, tmp_path: Path) -> None:
    path = _japanese_pdf(tmp_path)
    assert install(lang)
    window = _window(tmp_path, path)
    try:
        left = []
        for serial in range(3):  # each font's string: its chain, CMaps and details
            window.controller.select_string(serial, 0)
            left += _english_left(window, path)
    finally:
        window.close()
    left = sorted(set(left))
    assert left == [], f"{len(left)} texts with English words in {lang}:\n" + "\n".join(left)


def test_the_walk_finds_english_in_the_english_window(tmp_path: Path) -> None:
    """The check is able to fail: in English, it finds the window's English."""
    path = _japanese_pdf(tmp_path)
    install("en")
    window = _window(tmp_path, path)
    try:
        left = _english_left(window, path)
    finally:
        window.close()
    assert len(left) > 50


def test_counts_take_the_form_of_their_number(tmp_path: Path) -> None:
    """'1 error, 0 warnings, 2 notes' and '3 fonts' in English (Qt's %n plural forms),
    and one form in Japanese."""
    path = _japanese_pdf(tmp_path)
    install("en")
    window = _window(tmp_path, path)
    try:
        counts = window.findings_view.counts.text()
        model = window.document_view.tree.model()
        pages = model.index(0, 1).data()
    finally:
        window.close()
    assert counts.startswith("1 error, 0 warnings, ") and " notes" in counts, counts
    assert "errors" not in counts.split(",")[0]
    assert pages == "3 fonts", pages
    install("ja")
    window = _window(tmp_path, path)
    try:
        assert window.findings_view.counts.text().startswith("エラー 1 件、警告 0 件、")
        assert window.document_view.tree.model().index(0, 1).data() == "フォント 3 個"
    finally:
        window.close()


def test_choosing_a_language_changes_the_whole_window_at_once(tmp_path: Path) -> None:
    """View › Language: the window is made again in the language chosen, on the same
    document, page and glyph, with no English left and no restart."""
    path = _japanese_pdf(tmp_path)
    install("en")
    window = _window(tmp_path, path)
    window.show()
    window.controller.select_string(1, 1)
    before = window.controller.selection
    actions = {a.data(): a for a in window.language_menu.actions()}
    actions["ja"].trigger()
    successors = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, MainWindow) and w is not window and w.isVisible()
    ]
    assert not window.isVisible()
    assert len(successors) == 1
    successor = successors[0]
    try:
        document = successor.controller.document
        assert document is not None and document.path == str(path)
        assert successor.controller.selection == before
        assert successor.menuBar().actions()[0].text() == "ファイル(&F)"
        left = _english_left(successor, path)
        assert left == [], "\n".join(left)
        assert {a.data(): a.isChecked() for a in successor.language_menu.actions()}["ja"]
    finally:
        successor.close()
