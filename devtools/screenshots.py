"""Screenshots of the window and its main views, for the README and for review.

:func:`take_screenshots` opens a PDF in a window of its own (settings in a temporary
folder, jobs run synchronously), selects the glyphs worth showing (an unmapped code of a
broken font, a code the collection's UCS2 map recovers) and saves PNGs.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from inspector.chain import Flag, UnicodeSource
from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner


def _interesting(controller: DocumentController) -> tuple[int, int] | None:
    """(string, code) of the first flagged code of the page, else of the first CJK one."""
    page = controller.page
    if page is None:
        return None
    for wanted in (Flag.UNMAPPED, Flag.INVALID, Flag.SUSPECT):
        for show in page.trace.strings:
            for index, code in enumerate(show.decoded.codes):
                if wanted in code.info.flags:
                    return show.serial, index
    for show in page.trace.strings:
        for index, code in enumerate(show.decoded.codes):
            if code.info.unicode and ord(code.info.unicode[0]) > 0x2E80:
                return show.serial, index
    return (0, 0) if page.trace.strings else None


def _recoverable(controller: DocumentController) -> tuple[int, int] | None:
    """(string, code) of a code whose Unicode comes from a collection's UCS2 map."""
    page = controller.page
    if page is None:
        return None
    for show in page.trace.strings:
        for index, code in enumerate(show.decoded.codes):
            if code.info.unicode_source is UnicodeSource.COLLECTION:
                return show.serial, min(index + 2, len(show.decoded.codes) - 1)
    return None


def take_screenshots(
    target: Path,
    out: Path,
    size: tuple[int, int] = (1600, 1000),
    password: str | None = None,
    settle_ms: int = 150,
) -> list[Path]:
    """Open ``target`` and save PNGs of the window and its views into ``out``.

    ``settle_ms`` is how long events run before each picture (layouts settle)."""
    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
        window.resize(*size)
        window.show()
        QTest.qWait(100)
        window.open_file(str(target), password)
        controller = window.controller
        if window.open_errors:
            window.close()
            raise RuntimeError(f"cannot open {target}: {window.open_errors[-1][1]}")

        def shot(widget: QWidget, name: str) -> None:
            QTest.qWait(settle_ms)
            path = out / name
            widget.grab().save(str(path))
            saved.append(path)

        recovered = _recoverable(controller)
        if recovered is not None:
            controller.select_string(*recovered)
            window.docks["Font details"].raise_()
            window.font_view.setCurrentIndex(2)
            shot(window.docks["String"], "string-recoverable.png")
            shot(window.docks["Font details"], "unicode-map.png")
            window.font_view.setCurrentIndex(1)
            shot(window.docks["Font details"], "encoding-cmap.png")
            window.show_repair()
            window.repair_view.tabs.setCurrentIndex(1)
            shot(window.docks["Repair"], "repair.png")
            window.repair_view.tabs.setCurrentIndex(2)
            shot(window.docks["Repair"], "repair-cmap.png")
            window.repair_view.tabs.setCurrentIndex(0)
            window.docks["Font details"].raise_()

        chosen = _interesting(controller)
        if chosen is not None:
            controller.select_string(*chosen)
        window.font_view.setCurrentIndex(0)
        window.docks["Font details"].raise_()
        window.docks["Fonts"].raise_()
        shot(window, "main-window.png")
        shot(window.splitter, "page-and-text.png")
        shot(window.docks["String"], "string.png")
        shot(window.docks["Fonts"], "fonts.png")
        window.docks["Font details"].raise_()
        shot(window.docks["Font details"], "font-details.png")
        window.font_view.setCurrentWidget(window.font_view.glyphs)
        shot(window.docks["Font details"], "glyphs.png")
        window.font_view.setCurrentIndex(0)
        window.docks["Objects"].raise_()
        shot(window.docks["Objects"], "objects.png")
        objects = window.object_view
        for row in range(objects.chooser.count()):
            if (objects.chooser.itemText(row) or "").startswith("Contents"):
                objects._chosen(row)
                objects.mode.setCurrentText("Hex")
                shot(window.docks["Objects"], "objects-stream.png")
                objects.mode.setCurrentText("Text")
                break
        window.docks["Content stream"].raise_()
        shot(window.docks["Content stream"], "content-stream.png")
        window.docks["Findings"].raise_()
        shot(window.docks["Findings"], "findings.png")
        if recovered is not None:
            raw = controller.page.trace.strings[recovered[0]].decoded.raw  # type: ignore[union-attr]
            window.docks["Explain garbled text"].raise_()
            window.explain_view.box.setPlainText(raw.decode("cp1252", errors="replace"))
            window.explain_view.run()
            shot(window.docks["Explain garbled text"], "explain.png")
        window.focus_search()
        window.search_view.box.setText("U+65E5")
        window.search_view.run()
        shot(window.docks["Search"], "search.png")
        window.close()
    app.processEvents()
    return saved
