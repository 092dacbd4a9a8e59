"""The background pass of a large document read by worker processes.

The thresholds are lowered so that a document of a few dozen tiny pages counts as large:
its pages are read by two worker processes in runs, merged on the worker thread as they
come in. The verdicts at the end are those of ``fonts``; stopping ends the workers and
leaves the verdicts over the pages merged; the pages the user opens meanwhile show.
"""

from __future__ import annotations

import contextlib
import io
import json
import multiprocessing
import os
import time
from collections.abc import Iterator
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
from PySide6.QtCore import QSettings
from window_records import window_font_record

from inspector import pagepool
from inspector.analysis import Analysis
from inspector.cli import main
from inspector.content import PageTrace
from inspector.diagnostics.pageusage import RunUsage
from inspector.gui import page_runs
from inspector.gui.controller import DocumentController
from inspector.gui.features import background as background_module
from inspector.gui.features.background import ScanWork
from inspector.gui.window import MainWindow
from inspector.gui.worker import ThreadRunner
from inspector.output.records import diagnosis_record

PAGES = 36
KANJI = "日本語東京大阪京都名古屋"

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(
        pagepool.auto_jobs(10_000) < 2, reason="one processor: the pass is read in one process"
    ),
]


@pytest.fixture(autouse=True)
def small_thresholds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Documents from 10 pages are read by worker processes, in runs of 2 pages or more."""
    monkeypatch.setattr(pagepool, "PARALLEL_FROM", 10)
    monkeypatch.setattr(pagepool, "RUN_PAGES", 2)
    monkeypatch.setattr(background_module, "RUNS_FROM", 10)


@pytest.fixture
def many_pages(tmp_path: Path) -> Path:
    """36 pages: an embedded subset without ToUnicode (recoverable from its cmap) showing
    new glyphs as the pages go on, a font without Unicode on every fifth page, a simple
    font, and a ToUnicode that maps one code wrongly."""
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")], bfchars=[("0001", "65E5"), ("0002", "0058")], name="T-UCS"
    )
    fonts = {
        "F1": partial(
            type0_font,
            ordering="Identity",
            supplement=0,
            subtype="CIDFontType2",
            base_font="AAAAAA+Kanji",
            cid_to_gid="Identity",
            font_file2=embedded_truetype(KANJI),
        ),
        "F2": partial(type0_font, ordering="Identity", supplement=0, base_font="NoMap"),
        "F3": simple_font,
        "F4": partial(
            type0_font,
            ordering="Identity",
            supplement=0,
            subtype="CIDFontType2",
            base_font="BBBBBB+Kanji",
            cid_to_gid="Identity",
            font_file2=embedded_truetype(KANJI),
            to_unicode=to_unicode,
        ),
    }
    contents = []
    for n in range(PAGES):
        gids = [1 + (n + k) % len(KANJI) for k in range(1 + n % 4)]
        content = content_tj("F1", 12, b"".join(g.to_bytes(2, "big") for g in gids), y=700)
        content += content_tj("F3", 10, f"page {n + 1}".encode(), y=800)
        if n % 5 == 4:
            content += content_tj("F2", 12, bytes([0, n, 0, n + 1]), y=650)
        if n in (7, 30):
            content += content_tj("F4", 12, b"\x00\x01\x00\x02", y=600)
        contents.append(content)
    return save(page_pdf(fonts, contents), tmp_path, "many.pdf")


def fonts_json(path: Path, *extra: str) -> dict[str, Any]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["fonts", "--json", "--jobs", "1", *extra, str(path)]) == 0
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def shown(controller: DocumentController) -> dict[str, Any]:
    """What the window concluded, in the shape of ``fonts --json``."""
    diagnosis = controller.diagnosis
    assert diagnosis is not None
    return {
        "fonts": sorted(
            json.dumps(
                window_font_record(e, diagnosis.fonts.get(e.key), diagnosis.findings.get(e.key)),
                sort_keys=True,
                ensure_ascii=False,
            )
            for e in controller.fonts
        ),
        "verdict": diagnosis_record(diagnosis),
    }


def cli_rows(cli: dict[str, Any]) -> list[str]:
    return sorted(json.dumps(r, sort_keys=True, ensure_ascii=False) for r in cli["fonts"])


@pytest.fixture
def merges(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The pages of each run the window's process merges."""
    merged: list[int] = []
    merge_run = pagepool.merge_run

    def recorded(analysis: Analysis, diagnoser: Any, usage: RunUsage, elsewhere: bool) -> bool:
        merged.append(len(usage.pages))
        return merge_run(analysis, diagnoser, usage, elsewhere)

    monkeypatch.setattr(pagepool, "merge_run", recorded)
    return merged


def test_the_windows_verdicts_read_by_workers_are_those_of_fonts(
    window: MainWindow, many_pages: Path, merges: list[int]
) -> None:
    window.open_file(many_pages)
    controller = window.controller
    assert controller.diagnosis_complete and controller.scanned == PAGES
    assert len(merges) > 1 and sum(merges) == PAGES  # runs read elsewhere, each merged once
    cli = fonts_json(many_pages)
    assert shown(controller)["verdict"] == cli["verdict"]
    assert shown(controller)["fonts"] == cli_rows(cli)
    assert cli["verdict"]["verdict"] == "not-recoverable"
    assert len(controller.page_findings) == PAGES
    assert not multiprocessing.active_children()


def slow_run_work(analysis: Analysis, traces: Iterator[PageTrace]) -> RunUsage:
    """The window's work, a tenth of a second a page (so that the pass can be stopped)."""

    def slowly() -> Iterator[PageTrace]:
        for trace in traces:
            time.sleep(0.1)
            yield trace

    return pagepool.run_usage_work(analysis, slowly())


@pytest.fixture
def threaded(qtbot: Any, settings: QSettings, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setattr(page_runs, "window_run_work", slow_run_work)
    controller = DocumentController(ThreadRunner())
    window = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    yield window
    window.close()
    assert window.reporter.errors == []
    assert not multiprocessing.active_children()


def test_pages_open_while_workers_read_and_the_end_is_fonts(
    threaded: MainWindow, many_pages: Path, qtbot: Any, merges: list[int]
) -> None:
    controller = threaded.controller
    threaded.open_file(many_pages)
    qtbot.waitUntil(lambda: controller.page is not None, timeout=20_000)
    qtbot.waitUntil(lambda: bool(multiprocessing.active_children()), timeout=20_000)
    # The user moves through pages while the workers read: each shows, and what the page
    # view reads is not counted in the verdicts.
    for index in (5, 20, 33):
        controller.select_page(index)
        qtbot.waitUntil(
            lambda i=index: controller.page is not None and controller.page.index == i,
            timeout=20_000,
        )
        assert not controller.diagnosis_complete
    qtbot.waitUntil(lambda: controller.diagnosis_complete, timeout=60_000)
    assert controller.scanned == PAGES and sum(merges) == PAGES
    cli = fonts_json(many_pages)
    assert shown(controller)["verdict"] == cli["verdict"]
    assert shown(controller)["fonts"] == cli_rows(cli)
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=10_000)


def test_stopping_ends_the_workers_and_keeps_the_pages_read(
    threaded: MainWindow, many_pages: Path, qtbot: Any, merges: list[int]
) -> None:
    controller = threaded.controller
    threaded.open_file(many_pages)
    qtbot.waitUntil(lambda: controller.scanned > 0, timeout=30_000)
    workers = [p.pid for p in multiprocessing.active_children()]
    assert workers and not controller.diagnosis_complete
    threaded.cancel_button.click()
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=10_000)
    for pid in workers:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    qtbot.waitUntil(
        lambda: (
            controller.diagnosis is not None
            and len(controller.diagnosis.pages) == controller.scanned
        ),
        timeout=10_000,
    )
    read = controller.scanned
    assert controller.scan_stopped and not controller.diagnosis_complete
    assert 0 < read < PAGES and sum(merges) == read
    diagnosis = controller.diagnosis
    assert [p.page_index for p in diagnosis.pages] == list(range(read))
    # The verdicts over the pages read: those one process reaches over them.
    with Analysis(many_pages) as analysis:
        alone = analysis.diagnose(list(range(read)))
    used = [key for key, verdict in alone.fonts.items() if verdict.glyphs]
    assert used and all(diagnosis.fonts[key] == alone.fonts[key] for key in used)
    assert f"stopped after {read} of {PAGES} pages" in threaded.document_view.summary.text()


def test_opening_another_file_ends_the_workers(
    threaded: MainWindow, many_pages: Path, cjk_pdf: Path, qtbot: Any
) -> None:
    controller = threaded.controller
    threaded.open_file(many_pages)
    qtbot.waitUntil(lambda: bool(multiprocessing.active_children()), timeout=20_000)
    threaded.open_file(cjk_pdf)
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=10_000)
    qtbot.waitUntil(lambda: controller.diagnosis_complete, timeout=20_000)
    assert controller.document is not None and controller.document.info.page_count == 1
    assert controller.scanned == 1 and not controller.scan_stopped


def test_a_small_documents_pass_concludes_a_bounded_share_of_the_time(
    window: MainWindow, many_pages: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Below the (lowered) threshold the pages are read here, one job each; a conclusion
    # that takes long is not repeated until several times as long was spent reading.
    monkeypatch.setattr(background_module, "RUNS_FROM", 1000)
    conclusions: list[int] = []
    concluded = ScanWork._concluded

    def slow(self: ScanWork, index: int, findings: Any) -> Any:
        conclusions.append(len(self.session.scanned))
        time.sleep(0.1)
        return concluded(self, index, findings)

    monkeypatch.setattr(ScanWork, "_concluded", slow)
    window.open_file(many_pages)
    controller = window.controller
    assert controller.diagnosis_complete and controller.scanned == PAGES
    # The first page's verdicts at once, the last page's at the end, few in between.
    assert conclusions[0] == 1 and conclusions[-1] == PAGES
    assert len(conclusions) <= PAGES // 2
    cli = fonts_json(many_pages)
    assert shown(controller)["verdict"] == cli["verdict"]
    assert shown(controller)["fonts"] == cli_rows(cli)
