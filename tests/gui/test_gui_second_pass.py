"""The window's second pass: what a user of other PDF debuggers trips on."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)
from PySide6.QtCore import QSettings, Qt

from inspector.findings import Finding
from inspector.gui.controller import DocumentController
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.views.byte_view import badge_of
from inspector.gui.window import MainWindow
from inspector.gui.worker import PRIORITY_NORMAL, Ticket

pytestmark = pytest.mark.gui


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


RADICALS_TU = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "2f00"), ("0002", "2f08")])
"""<0001> the Kangxi radical ONE, <0002> the radical MAN; <0003> unmapped."""


@pytest.fixture
def radicals_pdf(tmp_path: Path) -> Path:
    """Two pages of an embedded subset whose ToUnicode gives Kangxi radicals (the program
    draws <0001> as 一) and leaves <0003> (人) unmapped."""
    program = embedded_truetype(
        {"\u2f00": "one", "\u4e00": "one", "\u2f08": "radical8", "\u4eba": "person"}
    )
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=program,
        to_unicode=RADICALS_TU,
    )
    first = content_tj("F1", 24, b"\x00\x01\x00\x03", y=700)
    second = content_tj("F1", 24, b"\x00\x03", y=700) + content_tj(
        "F1", 24, b"\x00\x02\x00\x01\x00\x03", y=600
    )
    return save(page_pdf({"F1": font}, [first, second]), tmp_path, "radicals.pdf")


def _finding(window: MainWindow, code: str) -> Finding:
    return next(f for f in window.controller.findings() if f.code == code)


def _activate(window: MainWindow, finding: Finding) -> None:
    view = window.findings_view
    row = next(
        r
        for r in range(view.proxy.rowCount())
        if view.proxy.index(r, 0).data(OBJECT_ROLE) is finding
    )
    view.table.activated.emit(view.proxy.index(row, 0))


def _place(window: MainWindow) -> tuple[int | None, int | None, int | None]:
    sel = window.controller.selection
    return sel.page, sel.string, sel.code


def test_a_finding_walks_the_glyphs_it_is_about(window: MainWindow, radicals_pdf: Path) -> None:
    window.open_file(radicals_pdf)
    controller = window.controller
    unmapped = _finding(window, "UNICODE-UNMAPPED")
    assert unmapped.location.instruction_index is None  # a finding about the font
    _activate(window, unmapped)
    assert _place(window) == (0, 0, 1)
    assert window.findings_view.where.text() == "UNICODE-UNMAPPED: glyph 1 of 3"
    window.findings_view.next.click()
    assert _place(window) == (1, 0, 0)
    controller.next_occurrence()
    assert _place(window) == (1, 1, 2)
    assert window.findings_view.where.text() == "UNICODE-UNMAPPED: glyph 3 of 3"
    controller.next_occurrence()  # wraps to the first
    assert _place(window) == (0, 0, 1)
    window.findings_view.previous.click()
    assert _place(window) == (1, 1, 2)
    # each selected glyph is one the finding is about
    show = controller.current_string()
    assert show is not None and show.decoded.codes[2].info.code_bytes == b"\x00\x03"

    _activate(window, _finding(window, "UNICODE-VARIANT-IDEOGRAPH"))
    assert _place(window) == (0, 0, 0)
    controller.next_occurrence()
    assert _place(window) == (1, 1, 1)
    _activate(window, _finding(window, "UNICODE-VARIANT-IDEOGRAPH-KEPT"))
    assert _place(window) == (1, 1, 0)
    assert window.findings_view.where.text().endswith("glyph 1 of 1")


def test_a_finding_without_glyphs_goes_to_its_place(window: MainWindow, cjk_pdf: Path) -> None:
    window.open_file(cjk_pdf)
    finding = _finding(window, "FONT-NO-TOUNICODE")
    _activate(window, finding)
    assert window.controller.occurrences is None
    assert window.findings_view.where.text() == ""
    assert not window.findings_view.next.isEnabled()
    entry = window.controller.font_entry(window.controller.selection.font)
    assert entry is not None and entry.facts.objnum == finding.location.obj


def test_a_radical_code_tile_is_marked_as_such(window: MainWindow, radicals_pdf: Path) -> None:
    window.open_file(radicals_pdf)
    window.controller.select_glyph(1, 1, 0)
    codes = window.controller.current_string().decoded.codes  # type: ignore[union-attr]
    unified, kept, plain = (badge_of(c.info) for c in (codes[1], codes[0], codes[2]))
    assert unified == ("Kangxi radical → 一", True)
    assert kept == ("ToUnicode: Kangxi radical", True)
    assert plain[1] is False and "Kangxi" not in plain[0]
    cells = window.string_panel.bytes._cells
    assert [c.lines[3] for c in cells] == [kept[0], unified[0], plain[0]]


def test_a_vertical_code_tile_shows_its_vertical_metrics(
    window: MainWindow, tmp_path: Path
) -> None:
    font = partial(
        type0_font,
        encoding="Identity-V",
        ordering="Identity",
        supplement=0,
        w2=[1, [-900, 450, 800]],
        dw2=[880, -1000],
        to_unicode=RADICALS_TU,
    )
    path = save(
        page_pdf({"F1": font}, content_tj("F1", 20, b"\x00\x01\x00\x02")), tmp_path, "v.pdf"
    )
    window.open_file(path)
    window.controller.select_string(0, 0)
    cells = window.string_panel.bytes._cells
    assert [c.lines[7] for c in cells] == ["w1y -900 v (450, 800)", "w1y -1000 v (500, 880)"]
    # the tile grew a row for them
    assert (
        cells[0].rect.height() > 0
        and window.string_panel.bytes._cell_height() == cells[0].rect.height()
    )


def test_clicking_a_string_in_the_content_stream_selects_it(
    window: MainWindow, cjk_pdf: Path
) -> None:
    window.open_file(cjk_pdf)
    view = window.content_view
    window.docks["Content stream"].show()
    window.docks["Content stream"].raise_()
    view.became_shown()
    controller = window.controller
    controller.select_string(0)
    source = view.source
    assert source is not None
    show = controller.page.trace.strings[3]  # type: ignore[union-attr]
    start, _end = source.operand_span(show.instruction, show.tj_index)  # type: ignore[misc]
    cursor = view.edit.textCursor()
    cursor.setPosition(start + 1)
    view.edit.setTextCursor(cursor)
    assert controller.selection.string == 3
    first = controller.page.trace.strings[2]  # type: ignore[union-attr]
    start, _end = source.operand_span(first.instruction, first.tj_index)  # type: ignore[misc]
    cursor.setPosition(start)
    view.edit.setTextCursor(cursor)
    assert controller.selection.string == 2


def test_help_opens_the_shipped_guide_and_lists_the_shortcuts(window: MainWindow) -> None:
    from inspector.gui.guide import guide_path

    path = guide_path()
    assert path is not None and path.name == "guide.md"
    reference = guide_path("window.md")
    assert reference is not None and "(window.md)" in path.read_text(encoding="utf-8")
    shots = re.findall(r"\]\((screenshots/[^)]+)\)", path.read_text(encoding="utf-8"))
    assert shots and all((path.parent / shot).is_file() for shot in shots), shots
    window.show_guide()
    guide = window.guide.browser.toPlainText()
    first_heading = next(
        line.lstrip("# ").strip()
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("## ")
    )
    assert first_heading in guide
    window.show_shortcuts()
    shortcuts = window.shortcuts.browser.toPlainText()
    assert "Export as HTML" in shortcuts and "Ctrl+Shift+H" in shortcuts
    assert "User guide" in shortcuts
