"""Screenshots of File › Compare with another version, and of ``diff -o OUT.html``
(``scripts/versions_screenshots.py`` runs them).

Builds two versions of the demo PDF: A, whose Noto Sans CJK subset got a sound
ToUnicode, and B, whose ToUnicode maps three of its codes to Kangxi radicals (⾏ ⽂ ⽆
for 行 文 无), the mistake the issue names. Opens A in the window, compares it with B,
selects the first text difference and saves the window at each size asked for; with
``--html``, also the HTML output of ``diff`` in headless Chromium.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from inspector.gui.controller import DocumentController
from inspector.gui.features.versions import VersionChange
from inspector.gui.views.versions_view import PLACE_ROLE
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner

BROKEN = "这行中文无法从映射中恢复。"
"""The Chinese line of the demo, drawn by its Noto subset (resources/make_demo.py)."""
RADICALS = {"行": "\u2f8f", "文": "\u2f42", "无": "\u2f46"}
"""Ideographs a faulty ToUnicode maps to the Kangxi radicals that look like them."""


def to_unicode(pairs: list[tuple[bytes, str]]) -> bytes:
    """A ToUnicode CMap of two-byte codes."""
    lines = [
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        "/CMapName /Demo-UCS def /CMapType 2 def",
        "1 begincodespacerange <0000> <FFFF> endcodespacerange",
        f"{len(pairs)} beginbfchar",
        *(f"<{code.hex()}> <{text.encode('utf-16-be').hex()}>" for code, text in pairs),
        "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
    ]
    return "\n".join(lines).encode("ascii")


def make_pair(demo: Path, folder: Path) -> tuple[Path, Path]:
    """A and B (see the module's docstring), from the demo PDF."""
    import pikepdf

    paths = []
    for name, wrong in (("report-v1.pdf", {}), ("report-v2.pdf", RADICALS)):
        with pikepdf.open(demo) as pdf:
            page = pdf.pages[0]
            font = page.Resources.Font.FB
            codes = []
            for operands, operator in pikepdf.parse_content_stream(page):
                if str(operator) == "Tf" and str(operands[0]) == "/FB":
                    current = True
                elif str(operator) == "Tf":
                    current = False
                elif str(operator) == "Tj" and current:
                    data = bytes(operands[0])
                    codes = [data[i : i + 2] for i in range(0, len(data), 2)]
            assert len(codes) == len(BROKEN), "the demo's Chinese line changed"
            pairs = {code: wrong.get(ch, ch) for code, ch in zip(codes, BROKEN, strict=True)}
            font.ToUnicode = pdf.make_stream(to_unicode(sorted(pairs.items())))
            path = folder / name
            pdf.save(path)
            paths.append(path)
    return paths[0], paths[1]


def window_shots(a: Path, b: Path, out: Path, sizes: list[tuple[int, int]]) -> list[Path]:
    app = QApplication.instance() or QApplication([])
    saved = []
    for width, height in sizes:
        with tempfile.TemporaryDirectory() as folder:
            settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
            window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
            window.resize(width, height)
            window.show()
            QTest.qWait(100)
            window.open_file(str(a))
            window.compare_versions()
            window.versions_view.compare_with(str(b))
            view = window.versions_view
            items = view.items()
            text = [
                i for i in items if isinstance(view.places[i.data(0, PLACE_ROLE)], VersionChange)
            ]
            view.tree.setCurrentItem(text[0] if text else items[0])
            QTest.qWait(300)
            path = out / f"versions-{width}x{height}.png"
            window.grab().save(str(path))
            saved.append(path)
            window.close()
    app.processEvents()
    return saved


def html_shot(a: Path, b: Path, out: Path, folder: Path) -> Path | None:
    names = ("chromium", "chromium-browser", "google-chrome")
    chromium = next((shutil.which(n) for n in names if shutil.which(n)), None)
    if chromium is None:
        sys.stderr.write("no Chromium: the HTML output is not shot\n")
        return None
    page = folder / "diff.html"
    # The files by name, as a user in their folder names them (no temporary path shown).
    assert a.parent == b.parent == folder
    subprocess.run(
        [sys.executable, "-m", "inspector", "diff", a.name, b.name, "-o", page.name],
        check=False,
        cwd=folder,
        stdout=subprocess.DEVNULL,
    )
    path = out / "diff-html-screenshot.png"
    subprocess.run(
        [
            chromium,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            f"--screenshot={path}",
            "--window-size=1100,720",
            page.as_uri(),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return path
