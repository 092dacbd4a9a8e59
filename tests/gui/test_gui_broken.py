"""The window on every deliberately broken input of ``tests/broken``: a clear message for
the files that cannot be opened, every view filled for the rest, no unhandled exception
(the ``window`` fixture fails the test when its error reporter caught one)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

import pytest
from broken.limits import scale_down
from broken.make_broken import CASES, Case

from inspector.gui.window import MainWindow
from inspector.pdf.streams import limit_decoders

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def small_limits(monkeypatch: pytest.MonkeyPatch, quick_renders: None) -> Iterator[None]:
    scale_down(monkeypatch)
    yield
    monkeypatch.undo()
    limit_decoders()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_window_opens_each_broken_input(window: MainWindow, case: Case) -> None:
    before = hashlib.sha256(case.path.read_bytes()).hexdigest()
    window.open_file(case.path)
    controller = window.controller
    if case.exit_code == 2:
        assert controller.document is None
        path, message = window.open_errors[-1]
        assert path == str(case.path)
        assert message == "password required" if case.password else case.error in message
        if case.password:
            window.open_file(case.path, case.password)
            assert controller.document is not None
    else:
        assert controller.document is not None, window.open_errors
        if controller.document.info.page_count:
            assert controller.page is not None
            for serial in range(min(len(controller.page.trace.strings), 3)):
                controller.select_string(serial)
        for entry in controller.fonts[:3]:
            controller.select_font(entry.key)
        if case.name == "form-fanout-bomb.pdf":
            page_view = window.page_view
            assert 0 in page_view.render_failures
            assert page_view.canvas.image_note.startswith("No page image: ")
            assert page_view.canvas.page is not None and page_view.canvas.page.boxes
    assert hashlib.sha256(case.path.read_bytes()).hexdigest() == before
