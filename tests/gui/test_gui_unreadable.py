"""The window on content other readers cannot decode: it shows the recovered text and
content, and a verdict that admits what could not be read."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_unreadable import CONTENT, _not_flate, _raw_deflate

from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui


def test_the_window_shows_raw_deflate_content_recovered(window: MainWindow, tmp_path: Path) -> None:
    window.open_file(_raw_deflate(tmp_path / "raw.pdf"))
    controller = window.controller
    assert controller.document is not None and controller.page is not None
    assert "Hello before the cut" in window.text_view.text
    # the stream as inflated, laid out one operator a line: the same tokens in order
    shown = controller.page.sources[0].text.encode("latin-1")
    assert shown.split() == CONTENT.split()
    assert controller.diagnosis is not None
    assert controller.diagnosis.verdict.value == "recoverable"
    assert "STREAM-FLATE-RAW" in {f.code for f in controller.findings()}
    assert "recoverable" in window.document_view.summary.text()


def test_the_window_says_unreadable_content_was_not_read(
    window: MainWindow, tmp_path: Path
) -> None:
    window.open_file(_not_flate(tmp_path / "not-flate.pdf"))
    controller = window.controller
    assert controller.document is not None
    assert controller.diagnosis is not None
    assert controller.diagnosis.verdict.value == "unreadable"
    summary = window.document_view.summary.text()
    assert "unreadable" in summary and "show no text" not in summary
