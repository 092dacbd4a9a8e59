"""Fixtures for the window's tests: offscreen Qt, isolated settings, a built CJK PDF."""

from __future__ import annotations

import os
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("PySide6.QtPdf")

from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font, type0_font
from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner
from PySide6.QtCore import QSettings

TO_UNICODE = cmap_stream_bytes(
    [("0000", "FFFF")], bfchars=[("0001", "65E5"), ("0002", "672C")], name="Test-UCS"
)
"""ToUnicode for the Identity-H font: <0001> 日, <0002> 本, <0003> unmapped."""

CONTENT = (
    content_tj("F3", 12, b"Hello", y=760)
    + content_tj("F1", 20, b"\x93\xfa\x96\x7b", y=700)
    + content_tj("F2", 20, [b"\x00\x01", -200, b"\x00\x02\x00\x03"], y=640)
)
"""Strings: 0 Hello (Helvetica), 1 日本 (90ms-RKSJ-H, collection), 2 and 3 a TJ of the
Identity-H font with a ToUnicode that leaves <0003> unmapped."""


@pytest.fixture
def cjk_pdf(tmp_path: Path) -> Path:
    """One page, three fonts, four strings (see CONTENT)."""
    pdf = page_pdf(
        {
            "F1": partial(type0_font, encoding="90ms-RKSJ-H", base_font="HeiseiMin-W3"),
            "F2": partial(
                type0_font,
                ordering="Identity",
                supplement=0,
                base_font="ABCDEF+Subset",
                to_unicode=TO_UNICODE,
            ),
            "F3": simple_font,
        },
        CONTENT,
    )
    return save(pdf, tmp_path, "cjk.pdf")


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """Settings in a file of the test's own."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: object, settings: QSettings) -> Iterator[MainWindow]:
    """A shown window whose jobs run synchronously and whose dialogs are recorded."""
    controller = DocumentController(SyncRunner())
    win = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1400, 900)
    win.show()
    yield win
    assert win.reporter.errors == []
