"""Screenshots of the views issue 35 gave room and new behaviour (see
``scripts/room_screenshots.py``), at each window size, offscreen."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from inspector.chain import Flag
from inspector.gui.app import demo_path
from inspector.gui.controller import DocumentController
from inspector.gui.translations import install
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner

ROOT = Path(__file__).resolve().parents[1]


def _shrink(path: Path) -> None:
    """A palette of 256 colours at a third of the size, when Pillow is installed."""
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as image:
        small = image.convert("RGB").quantize(colors=256, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def _with_image(demo: Path, target: Path) -> Path:
    """A copy of the demo whose first page also draws a 160×96 colour gradient."""
    import pikepdf

    with pikepdf.open(demo) as pdf:
        pixels = bytes(
            value
            for y in range(96)
            for x in range(160)
            for value in (x * 255 // 159, y * 255 // 95, 160)
        )
        image = pdf.make_stream(pixels)
        image.Type, image.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
        image.Width, image.Height = 160, 96
        image.ColorSpace, image.BitsPerComponent = pikepdf.Name.DeviceRGB, 8
        page = pdf.pages[0]
        resources = page.obj.Resources
        if "/XObject" not in resources:
            resources.XObject = pikepdf.Dictionary()
        resources.XObject.ImG = image
        page.contents_add(pdf.make_stream(b"q 160 0 0 96 380 60 cm /ImG Do Q"), prepend=False)
        pdf.save(target)
    return target


def take_room_screenshots(
    out: Path, sizes: list[tuple[int, int]], shapes: bool = False
) -> list[Path]:
    """Save the screenshots (see ``scripts/room_screenshots.py``) at each size."""
    app = QApplication.instance() or QApplication([])
    install("en")
    out.mkdir(parents=True, exist_ok=True)
    demo = demo_path()
    if demo is None:
        raise RuntimeError("no demo PDF in resources/")
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        pictured = _with_image(demo, Path(folder) / "demo-image.pdf")
        for width, height in sizes:
            settings = QSettings(str(Path(folder) / f"{width}.ini"), QSettings.Format.IniFormat)

            def window(path: Path, settings: QSettings = settings) -> MainWindow:
                win = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
                win.resize(width, height)  # noqa: B023
                win.show()
                QTest.qWait(100)
                win.open_file(path)
                QTest.qWait(100)
                return win

            def shot(win: MainWindow, name: str) -> None:
                QTest.qWait(200)
                path = out / f"{name}-{width}x{height}.png"  # noqa: B023
                win.grab().save(str(path))
                _shrink(path)
                saved.append(path)

            win = window(demo)
            page = win.controller.page
            assert page is not None
            flagged = next(
                (
                    (show.serial, n)
                    for show in page.trace.strings
                    for n, code in enumerate(show.decoded.codes)
                    if Flag.UNMAPPED in code.info.flags
                ),
                (0, 0),
            )
            win.controller.select_string(*flagged)
            shot(win, "room")
            if shapes:
                win.show_repair()
                pane = win.repair_view.shapes
                pane.match()
                win.repair_view.tabs.setCurrentWidget(pane)
                shot(win, "repair-shapes")
            win.close()

            win = window(pictured)
            win.controller.select_string(*flagged)
            win.docks["Objects"].raise_()
            QTest.qWait(100)
            objects = win.object_view
            row = next(
                r
                for r in range(objects.chooser.count())
                if (objects.chooser.itemText(r) or "").startswith("FontFile")
            )
            objects._chosen(row)
            shot(win, "objects-hex")
            win.document_view.tree.expandAll()
            tree = win.document_view.model
            first = tree.page_index(0)
            for r in range(tree.rowCount(first)):
                if tree.index(r, 0, first).data() == "/ImG":
                    win.document_view.tree.setCurrentIndex(tree.index(r, 0, first))
            win.docks["Objects"].raise_()
            shot(win, "objects-picture")
            win.close()

            win = window(ROOT / "tests" / "broken" / "font-resource-missing.pdf")
            win.docks["Document"].raise_()
            win.document_view.tree.expandAll()
            shot(win, "missing-fonts")
            win.close()
    app.processEvents()
    return saved
