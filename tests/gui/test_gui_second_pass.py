"""The window's second pass: what a user of other PDF debuggers trips on."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pytest
from builders import content_tj, page_pdf, save, simple_font, type0_font
from PySide6.QtCore import QSettings, Qt

from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import PRIORITY_NORMAL, Ticket


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


class ManualRunner:
    """Queues jobs and runs them when told, highest priority first (a stand-in for the
    worker thread that lets a test stop the background pass half way)."""

    def __init__(self) -> None:
        self.queue: list[tuple[int, int, Ticket, Any, Any, Any, Any]] = []
        self._serial = 0

    def submit(
        self,
        label: str,
        job: Any,
        on_done: Any,
        on_error: Any,
        on_progress: Any = None,
        priority: int = PRIORITY_NORMAL,
    ) -> Ticket:
        ticket = Ticket(label)
        self._serial += 1
        self.queue.append((-priority, self._serial, ticket, job, on_done, on_error, on_progress))
        return ticket

    def run(self, limit: int | None = None, label: str | None = None) -> int:
        """Run queued jobs (only those with ``label`` when given); returns how many ran."""
        ran = 0
        while limit is None or ran < limit:
            waiting = sorted(q for q in self.queue if label is None or q[2].label == label)
            if not waiting:
                break
            item = waiting[0]
            self.queue.remove(item)
            _, _, ticket, job, on_done, on_error, _ = item
            if ticket.cancelled:
                continue
            try:
                result = job(lambda _done, _total: None)
            except Exception as exc:
                on_error(exc)
            else:
                on_done(result)
            ran += 1
        return ran

    def shutdown(self) -> None:
        self.queue.clear()

    def hold_background(self, ms: int) -> None:
        """Nothing to hold: the test decides what runs."""


@pytest.fixture
def five_pages(tmp_path: Path) -> Path:
    """Five pages; pages 4 and 5 use a font without Unicode that pages 1-3 do not."""
    good = content_tj("F1", 12, b"Hello")
    bad = content_tj("F2", 12, b"\x00\x01\x00\x02")
    font = partial(type0_font, ordering="Identity", supplement=0, base_font="ABCDEF+NoUni")
    pdf = page_pdf({"F1": simple_font, "F2": font}, [good, good, good, bad, bad])
    return save(pdf, tmp_path, "five.pdf")


def test_a_stopped_analysis_is_marked_partial_wherever_its_verdict_shows(
    qtbot: Any, settings: QSettings, five_pages: Path
) -> None:
    runner = ManualRunner()
    controller = DocumentController(runner)
    window = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(window)
    window.show()
    window.open_file(five_pages)
    runner.run(label="open")
    runner.run(label="page 1")
    assert runner.run(limit=2, label="scan") == 2
    assert controller.scanned == 2
    controller.cancel()
    runner.run()  # what is left: the conclusion, the listing; not the cancelled scans
    assert controller.scanned == 2 and controller.scan_stopped
    assert not controller.diagnosis_complete
    diagnosis = controller.diagnosis
    assert diagnosis is not None and [p.page_index for p in diagnosis.pages] == [0, 1]
    assert diagnosis.verdict.value == "ok"  # the unmapped font is on the pages not read
    summary = window.document_view.summary.text()
    assert "ok (partial)" in summary and "stopped after 2 of 5 pages" in summary
    model = window.fonts_view.model
    column = next(
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == "Verdict"
    )
    verdicts = [model.index(r, column).data() for r in range(model.rowCount())]
    assert verdicts and all(v.endswith("(partial)") for v in verdicts if v != "-")
    assert "stopped after 2 of 5 pages" in window.findings_view.counts.text()
    controller.select_font(controller.fonts[0].key)
    assert "ok (partial: the analysis was stopped" in window.font_view.facts.toPlainText()


def test_a_complete_analysis_is_not_marked_partial(window: MainWindow, five_pages: Path) -> None:
    window.open_file(five_pages)
    controller = window.controller
    controller.cancel()  # nothing left to stop
    assert controller.diagnosis_complete and not controller.scan_stopped
    summary = window.document_view.summary.text()
    assert "not-recoverable<" in summary and "partial" not in summary
    assert "partial" not in window.findings_view.counts.text()
