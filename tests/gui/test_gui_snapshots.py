"""What crosses from the worker thread to the window: frozen values, never a live Font.

The worker owns the analysis; a :class:`~inspector.decode.Font` reads its program on
demand, so one reaching the UI thread could read the file there while the worker reads
it too. The window gets :class:`FontSnapshot` values, and a string's naive readings are
worked out on the worker.
"""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from inspector.decode import Font
from inspector.diagnostics.naive import NaiveReader
from inspector.gui.controller import DocumentController
from inspector.gui.state import FontSnapshot
from inspector.gui.window import MainWindow
from inspector.gui.worker import ThreadRunner

pytestmark = pytest.mark.gui


def _assert_plain(value: Any, where: str = "", seen: set[int] | None = None) -> None:
    """``value`` is frozen all the way down as far as the window can reach: no Font, no
    list or set to change, dataclasses frozen (a finding's details, a dict of plain
    values, is the core's own)."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    assert not isinstance(value, Font), where
    assert not isinstance(value, list | set | bytearray), where
    assert not isinstance(value, dict) or where.endswith(".details"), where
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert type(value).__dataclass_params__.frozen, where  # type: ignore[attr-defined]
        for field in dataclasses.fields(value):
            _assert_plain(getattr(value, field.name), f"{where}.{field.name}", seen)
    elif isinstance(value, tuple | frozenset):
        for item in value:
            _assert_plain(item, where + "[]", seen)


def test_the_font_list_and_font_view_get_frozen_snapshots(
    window: MainWindow, embedded_pdf: Path
) -> None:
    listed: list[Any] = []
    window.controller.fonts_listed.connect(listed.extend)
    window.open_file(embedded_pdf)
    controller = window.controller
    assert controller.fonts and listed
    for font in (*controller.fonts, *listed):
        assert isinstance(font, FontSnapshot)
        _assert_plain(font)
        with pytest.raises(dataclasses.FrozenInstanceError):
            font.uses = ()  # type: ignore[misc]
    # The font used on both pages was merged once: each use once, both pages.
    (font,) = controller.fonts
    assert font.pages == [1, 2]
    assert len(set(font.uses)) == len(font.uses)
    controller.select_string(0)
    shown = window.font_view.entry
    assert isinstance(shown, FontSnapshot) and shown.key == font.key
    assert window.font_view.unicode_map.chooser.count() == 0  # no ToUnicode, no UCS2 map
    assert controller.page is not None
    for page_font in controller.page.fonts:
        _assert_plain(page_font)


def test_the_string_panel_reads_no_font_on_the_ui_thread(
    qtbot: Any, settings: QSettings, embedded_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    readers: list[threading.Thread] = []
    read_all = NaiveReader.read_all

    def recorded(self: NaiveReader, decoded: Any) -> Any:
        readers.append(threading.current_thread())
        return read_all(self, decoded)

    monkeypatch.setattr(NaiveReader, "read_all", recorded)
    controller = DocumentController(ThreadRunner())
    win = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(win)
    with qtbot.waitSignal(controller.page_loaded, timeout=10_000):
        win.open_file(embedded_pdf)
    with qtbot.waitSignal(controller.readings_ready, timeout=10_000):
        controller.select_string(0)
    readings = win.string_panel.readings
    names = [readings.item(row, 0).text() for row in range(readings.rowCount())]
    assert names[0].startswith("correct") and len(names) > 1
    assert readers and threading.main_thread() not in readers
    win.close()
    assert win.reporter.errors == []


VIEWS = Path(__file__).resolve().parents[2] / "inspector" / "gui" / "views"

DOCUMENT_OWNERS = (
    "inspector.analysis",
    "inspector.gui.session",
    "inspector.decode",
    "inspector.diagnostics.naive",
    "inspector.engines.compare",
    "inspector.fontprog.reference",
)
"""Modules that open or read a document or a font program: only the worker's side of
the controller uses them."""


def test_views_reach_the_document_only_through_the_controller() -> None:
    import ast

    reached = []
    for path in sorted(VIEWS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                owner = name.startswith(DOCUMENT_OWNERS) or (
                    name.startswith("inspector.gui.features.") and name.endswith("Work")
                )
                if owner:
                    reached.append(f"{path.name}: {name}")
    assert reached == []
