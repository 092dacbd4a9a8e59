"""The window on a built PDF: what each view shows for a page, a font, a string, a code."""

from __future__ import annotations

import os
from pathlib import Path

import pikepdf
import pytest
from builders import page_pdf, save
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication

from inspector.chain import Flag, UnicodeSource
from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner, ThreadRunner

pytestmark = pytest.mark.gui


def open_cjk(window: MainWindow, path: Path) -> DocumentController:
    window.open_file(path)
    controller = window.controller
    assert controller.document is not None
    assert controller.page is not None
    return controller


def test_open_shows_document_fonts_and_strings(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    assert window.windowTitle().startswith("cjk.pdf")
    assert "cjk.pdf" in window.document_view.summary.text()
    assert window.fonts_view.model.rowCount() == 3
    assert window.strings_view.model.rowCount() == 4
    assert window.document_view.model.rowCount() == 1
    assert window.document_view.model.rowCount(window.document_view.model.page_index(0)) == 3
    assert "日本" in window.text_view.text
    assert controller.diagnosis is not None
    fonts = controller.fonts
    verdicts = {e.resources[0]: controller.verdict(e.key) for e in fonts}
    assert verdicts["F2"].unmapped == 1  # type: ignore[union-attr]
    assert window.settings.value("recent-files") == [str(cjk_pdf)] or window.recent_files() == [
        str(cjk_pdf)
    ]


def test_selecting_a_code_updates_every_view(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    controller.select_page(0)
    controller.select_string(3, 1)
    sel = controller.selection
    show = controller.current_string()
    assert show is not None and (sel.string, sel.code) == (3, 1)
    info = show.decoded.codes[1].info
    assert info.code_bytes == b"\x00\x03" and Flag.UNMAPPED in info.flags
    # strings list, byte view and chain table
    assert window.strings_view.table.currentIndex().row() == 3
    assert window.string_panel.bytes.string is show
    assert window.string_panel.bytes.current == 1
    assert window.string_panel.codes.rowCount() == 2
    assert window.string_panel.table.currentIndex().row() == 1
    assert "unmapped" in window.string_panel.header.text()
    readings = window.string_panel.readings
    names = [readings.item(row, 0).text() for row in range(readings.rowCount())]
    assert names[0].startswith("correct") and "latin-1" in names
    # the font is selected with the string
    assert sel.font == show.font_key
    assert window.font_view.entry is not None
    assert window.font_view.entry.resources == ["F2"]
    assert window.fonts_view.table.currentIndex().data() == "/F2"
    # the content stream (read when it is shown) marks the TJ element of the string
    assert window.content_view.source is None
    window.docks["Content stream"].raise_()
    assert window.content_view.selected_text() == "<00020003>"
    # the ToUnicode table lists both entries
    assert window.font_view.to_unicode.rowCount() == 2
    # the page view draws the selection
    assert window.page_view.canvas.selection == sel
    assert "string 4" in window.status_label.text()


def test_collection_code_marks_the_cmap_lines(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    controller.select_string(1, 0)
    info = controller.current_string().decoded.codes[0].info  # type: ignore[union-attr]
    assert info.unicode == "日" and info.unicode_source is UnicodeSource.COLLECTION
    window.font_view.setCurrentIndex(1)
    encoding = window.font_view.encoding
    assert encoding.source.marked_line == info.cid_origin.line  # type: ignore[union-attr]
    assert encoding.chooser.currentText().startswith("90ms-RKSJ-H")
    window.font_view.setCurrentIndex(2)
    unicode_map = window.font_view.unicode_map
    assert unicode_map.chooser.currentText().startswith("Adobe-Japan1-UCS2")
    assert unicode_map.source.marked_text().lower().startswith("<0cd4>")


def test_click_on_the_page_selects_the_glyph(window: MainWindow, cjk_pdf: Path, qtbot) -> None:
    controller = open_cjk(window, cjk_pdf)
    canvas = window.page_view.canvas
    box = next(b for b in canvas.page.boxes if (b.string, b.code) == (1, 1))  # type: ignore[union-attr]
    point = canvas.rect_of(box).center().toPoint()
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=point)
    assert (controller.selection.string, controller.selection.code) == (1, 1)
    assert canvas.glyph_at(QPointF(1, 1)) is None


def test_click_in_the_text_selects_the_glyph(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    position = window.text_view.position_of(1, 1)
    assert position is not None
    cursor = window.text_view.edit.textCursor()
    cursor.setPosition(position)
    window.text_view.edit.setTextCursor(cursor)
    assert (controller.selection.string, controller.selection.code) == (1, 1)


def test_arrow_keys_walk_the_codes(window: MainWindow, cjk_pdf: Path, qtbot) -> None:
    controller = open_cjk(window, cjk_pdf)
    controller.select_string(1, 0)
    view = window.string_panel.bytes
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert controller.selection.code == 1
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert controller.selection.code == 1
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert controller.selection.code == 0
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert "U+65E5" in QApplication.clipboard().text()


def test_fonts_table_filters_and_selects(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    window.fonts_view.filter.setText("identity")
    assert window.fonts_view.proxy.rowCount() == 1
    window.fonts_view.table.selectRow(0)
    entry = controller.font_entry(controller.selection.font)
    assert entry is not None and entry.resources == ["F2"]


def test_finding_goes_to_its_place(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    findings = window.findings_view.model
    assert findings.rowCount() > 0
    for row in range(findings.rowCount()):
        window.findings_view._activated(window.findings_view.proxy.index(row, 0))
    assert controller.selection.font is not None


def test_search_finds_unicode_code_cid_and_text(window: MainWindow, cjk_pdf: Path) -> None:
    controller = open_cjk(window, cjk_pdf)
    results = window.search_view.model
    for query, expected in (("U+672C", 2), ("<93fa>", 1), ("cid:3284", 1), ("hello", 1)):
        window.search_view.box.setText(query)
        window.search_view.run()
        assert results.rowCount() == expected, query
    window.search_view.box.setText("U+65E5")
    window.search_view.run()
    window.search_view._activated(results.index(1, 0))
    assert (controller.selection.string, controller.selection.code) == (2, 0)


def test_broken_and_encrypted_files_are_reported(
    window: MainWindow, tmp_path: Path, cjk_pdf: Path
) -> None:
    junk = tmp_path / "junk.pdf"
    junk.write_bytes(b"not a pdf at all")
    window.open_file(junk)
    assert window.open_errors and "not a PDF" in window.open_errors[-1][1]
    locked = tmp_path / "locked.pdf"
    with pikepdf.open(cjk_pdf) as pdf:
        pdf.save(locked, encryption=pikepdf.Encryption(owner="o", user="secret"))
    window.open_file(locked)
    assert window.open_errors[-1] == (str(locked), "password required")
    window.open_file(locked, "secret")
    assert window.controller.document is not None
    assert window.strings_view.model.rowCount() == 4


def test_layout_and_recent_files_persist(qtbot, settings, cjk_pdf: Path) -> None:
    first = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    qtbot.addWidget(first)
    first.show()
    first.open_file(cjk_pdf)
    first.docks["Findings"].raise_()
    first.close()
    assert settings.value("geometry") is not None
    second = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    qtbot.addWidget(second)
    assert second.recent_files() == [str(cjk_pdf)]
    assert second.recent_menu.actions()[0].toolTip() == str(cjk_pdf)


def test_drop_opens_the_file(window: MainWindow, cjk_pdf: Path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(cjk_pdf))])
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)
    assert window.controller.document is not None


def test_empty_document_and_reload(window: MainWindow, tmp_path: Path) -> None:
    path = save(page_pdf({}, b""), tmp_path, "empty.pdf")
    window.open_file(path)
    assert window.strings_view.model.rowCount() == 0
    window.controller.reload()
    assert window.controller.document is not None
    window.controller.close_document()
    assert window.fonts_view.model.rowCount() == 0


def test_worker_thread_loads_pages(qtbot, settings, cjk_pdf: Path) -> None:
    controller = DocumentController(ThreadRunner())
    win = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(win)
    with qtbot.waitSignal(controller.page_loaded, timeout=10_000):
        win.open_file(cjk_pdf)
    qtbot.waitUntil(lambda: controller.scanned == 1, timeout=10_000)
    with qtbot.waitSignal(controller.search_finished, timeout=10_000):
        controller.search("U+65E5")
    assert win.search_view.model.rowCount() == 2
    win.close()
    assert win.reporter.errors == []


def test_an_exception_in_a_view_is_reported(window: MainWindow, cjk_pdf: Path, qtbot) -> None:
    window.reporter.install()
    try:
        window.reporter._hook(RuntimeError, RuntimeError("view broke"), None)
    finally:
        window.reporter.uninstall()
    assert window.reporter.errors[0][0] == "RuntimeError: view broke"
    window.reporter.errors.clear()
    window.open_file(cjk_pdf)
    assert window.isVisible()


def test_page_view_zoom(window: MainWindow, cjk_pdf: Path) -> None:
    open_cjk(window, cjk_pdf)
    view = window.page_view
    view.set_zoom(1.0)
    width = view.canvas.width()
    view.zoom_in()
    assert view.canvas.width() > width
    view.zoom_out()
    assert view.canvas.width() == width
    view.fit_width()
    assert view.canvas.image is not None
    assert view.canvas.image.width() > 0
    # the page fills the view's width, not more (no sideways scrolling)
    viewport = view.scroller.viewport().width()
    assert viewport - 40 <= view.canvas.width() <= viewport
    assert view.zoom_label.text() == f"{view.canvas.zoom * 100:.0f} %"


def test_export_writes_the_trace(window: MainWindow, cjk_pdf: Path, tmp_path: Path) -> None:
    import json

    open_cjk(window, cjk_pdf)
    target = tmp_path / "out.json"
    window.controller.export_trace(str(target))
    data = json.loads(target.read_text(encoding="utf-8"))
    assert len(data["pages"][0]["strings"]) == 4
    assert "Exported" in window.status_label.text()


def test_screenshots_are_saved(cjk_pdf: Path, tmp_path: Path, qtbot) -> None:
    from devtools.screenshots import take_screenshots

    saved = take_screenshots(cjk_pdf, tmp_path / "shots", (1200, 800), settle_ms=1)
    names = {p.name for p in saved}
    assert {"main-window.png", "string.png", "page-and-text.png"} <= names
    assert all(p.stat().st_size > 1000 for p in saved)


def test_explain_garbled_text(window: MainWindow, cjk_pdf: Path, qtmodeltester) -> None:
    controller = open_cjk(window, cjk_pdf)
    garbled = b"\x93\xfa\x96\x7b".decode("cp1252")  # Shift-JIS bytes read as WinAnsi
    window.explain_view.box.setPlainText(garbled)
    window.explain_view.run()
    model = window.explain_view.model
    assert model.rowCount() >= 1
    assert "HeiseiMin" in model.index(0, 2).data()
    qtmodeltester.check(model, force_py=True)
    window.explain_view._activated(model.index(0, 0))
    assert controller.selection.font is not None


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (1920, 1080)])
def test_default_layout_gives_the_room_to_the_page_and_the_chain(
    qtbot, settings, embedded_pdf: Path, size: tuple[int, int]
) -> None:
    from PySide6.QtWidgets import QTabBar

    win = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    qtbot.addWidget(win)
    win.resize(*size)
    with qtbot.waitExposed(win):
        win.show()
    win.open_file(embedded_pdf)
    win.controller.select_string(0, 0)
    width, height = size

    def laid_out() -> None:
        assert (win.width(), win.height()) == size
        # the page pane: more than a third of the window's width, most of its height
        assert win.page_view.width() > width * 0.33
        assert win.page_view.height() > height * 0.5
        # dock tabs: whole titles, never "Docu…"
        for bar in win.findChildren(QTabBar):
            if not bar.isVisible():
                continue
            assert bar.elideMode() == Qt.TextElideMode.ElideNone
            for n in range(bar.count()):
                text = bar.tabText(n)
                assert bar.tabRect(n).width() >= bar.fontMetrics().horizontalAdvance(text), text
        # docks not needed for the task at hand wait in tabs
        visible = {t for t, d in win.docks.items() if not d.visibleRegion().isEmpty()}
        assert visible == {"Strings", "String", "Fonts"}
        # the chain: rows without scrolling, Width and Flags without scrolling sideways
        table = win.string_panel.table
        assert table.viewport().height() >= 4 * table.rowHeight(0)
        headers = [table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(13)]
        for name in ("Unicode", "Source", "Width", "Flags"):
            column = headers.index(name)
            right = table.columnViewportPosition(column) + table.columnWidth(column)
            assert 0 <= right <= table.viewport().width(), name

    qtbot.waitUntil(laid_out, timeout=5000)  # once the layout has settled
    win.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_progress_label_fits_on_one_line(window: MainWindow, size: tuple[int, int]) -> None:
    # The status bar's progress bar was 220 px at most and squeezed by the status text:
    # "Analysing pages 328/650" wrapped onto two cut lines at 1280x720.
    window.resize(*size)
    window.show()
    window.controller.progress_changed.emit("Analysing pages", 328, 650)
    QApplication.processEvents()
    bar = window.progress
    text = bar.text()
    assert bar.isVisible() and "328/650" in text
    assert bar.width() >= bar.fontMetrics().horizontalAdvance("Analysing pages 650/650")
    window.controller.progress_changed.emit("", 650, 650)
    assert not bar.isVisible()


_OPEN_AND_MEASURE = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from inspector.gui.window import MainWindow
win = MainWindow(None, QSettings(sys.argv[1], QSettings.Format.IniFormat), interactive=False)
win.show()
app.processEvents()
f, g, room = win.frameGeometry(), win.geometry(), win.screen().availableGeometry()
print(json.dumps([[f.x(), f.y(), f.width(), f.height()], [g.width(), g.height()],
                  [room.width(), room.height()]]))
"""


@pytest.mark.parametrize("screen", [(1280, 720), (1024, 600), (1920, 1080)])
def test_a_first_window_fits_its_screen(tmp_path: Path, screen: tuple[int, int]) -> None:
    """With no saved layout the window opens at its default size where the screen has
    room, else as large as the screen's free area, its frame never past the edges:
    without a window manager to fit it (a kiosk, Xvfb) a 1500×950 window was cut on a
    1280×720 screen. The screen's size is set through the offscreen platform's
    configuration, in a child process."""
    import json
    import subprocess
    import sys

    from inspector.gui.window import DEFAULT_SIZE

    width, height = screen
    config = tmp_path / "screen.json"
    config.write_text(
        json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height}]})
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    out = subprocess.run(
        [sys.executable, "-c", _OPEN_AND_MEASURE, str(tmp_path / "settings.ini")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    (x, y, w, h), inner, room = json.loads(out.splitlines()[-1])
    assert room == [width, height]
    # the frame with its decorations within the screen
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height
    frame = (w - inner[0], h - inner[1])
    assert inner == [
        min(DEFAULT_SIZE.width(), width - frame[0]),
        min(DEFAULT_SIZE.height(), height - frame[1]),
    ]
    # centred where there is room to spare
    assert abs((width - w) - 2 * x) <= 1 and abs((height - h) - 2 * y) <= 1
