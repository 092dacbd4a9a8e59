"""The window's second pass: what a user of other PDF debuggers trips on."""

from __future__ import annotations

from pathlib import Path

from inspector.gui.window import MainWindow


def _leave_traces(window: MainWindow, path: Path) -> None:
    """Use every view that keeps something of the open document."""
    window.open_file(path)
    controller = window.controller
    assert controller.document is not None
    window.search_view.box.setText("日")
    window.search_view.run()
    assert "occurrence" in window.search_view.status.text()
    window.explain_view.box.setPlainText("\x93\xfa")
    window.explain_view.run()
    assert window.explain_view.status.text()
    window.object_view.go.setText("5")
    window.object_view.go.returnPressed.emit()
    assert window.object_view.title.text()
    assert "4 strings" in window.strings_view.header.text()


def _assert_nothing_left(window: MainWindow) -> None:
    assert window.search_view.status.text() == ""
    assert window.search_view.model.rowCount() == 0
    assert window.explain_view.status.text() == ""
    assert window.explain_view.model.rowCount() == 0
    assert window.object_view.go.text() == ""
    assert window.object_view.title.text() == ""
    assert "4 strings" not in window.strings_view.header.text()


def test_a_failed_open_leaves_nothing_of_the_previous_file(
    window: MainWindow, cjk_pdf: Path, tmp_path: Path
) -> None:
    _leave_traces(window, cjk_pdf)
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"not a pdf at all")
    window.open_file(broken)
    assert window.open_errors and window.open_errors[-1][0] == str(broken)
    assert window.controller.document is None
    _assert_nothing_left(window)
    assert window.strings_view.header.text() == ""


def test_opening_another_file_leaves_nothing_of_the_previous_one(
    window: MainWindow, cjk_pdf: Path, embedded_pdf: Path
) -> None:
    _leave_traces(window, cjk_pdf)
    window.open_file(embedded_pdf)
    assert window.controller.document is not None
    _assert_nothing_left(window)
    assert window.strings_view.header.text().startswith("<b>1 string</b> on page 1")
    assert window.windowTitle().startswith("embedded.pdf")
