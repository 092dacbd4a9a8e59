"""Every file of the shared corpus opens in the window without an error dialog."""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "pdfs"
FILES = sorted(CORPUS.glob("*.pdf")) if CORPUS.is_dir() else []


@pytest.mark.skipif(not FILES, reason="the shared corpus is not here")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_corpus_file_opens_without_error(window: MainWindow, path: Path) -> None:
    window.open_file(path)
    controller = window.controller
    assert window.open_errors == [], window.open_errors
    assert controller.document is not None
    page = controller.page
    if page is not None and page.trace.strings:
        last = len(page.trace.strings) - 1
        controller.select_string(last, len(page.trace.strings[last].decoded.codes) - 1)
        controller.select_string(0, 0)
    assert window.reporter.errors == []
