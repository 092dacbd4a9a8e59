"""Large documents: the first page before the font listing, rendering off the UI thread,
background work held while the user waits, read-ahead, and the timing script."""

from __future__ import annotations

import threading
from functools import partial
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, simple_font, type0_font

from devtools.timing import measure
from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import PRIORITY_LIST, PRIORITY_SCAN, PRIORITY_URGENT, ThreadRunner

pytestmark = pytest.mark.gui

PAGES = 45


@pytest.fixture
def long_pdf(tmp_path: Path) -> Path:
    """45 pages sharing /F1 and a CJK /F2 in their resources; every tenth page shows /F2."""
    contents = []
    for n in range(PAGES):
        text = content_tj("F1", 12, f"Page {n + 1}".encode(), y=700)
        if n % 10 == 9:
            text += content_tj("F2", 12, b"\x93\xfa", y=650)
        contents.append(text)
    fonts = {
        "F1": simple_font,
        "F2": partial(type0_font, encoding="90ms-RKSJ-H", base_font="HeiseiMin-W3"),
    }
    return save(page_pdf(fonts, contents), tmp_path, "long.pdf")


@pytest.fixture
def threaded(qtbot, settings):  # type: ignore[no-untyped-def]
    controller = DocumentController(ThreadRunner())
    window = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    yield window
    window.close()
    assert window.reporter.errors == []


def test_first_page_shows_while_fonts_are_listed_in_the_background(
    threaded: MainWindow, long_pdf: Path, qtbot
) -> None:
    # Which of the two worker jobs Qt's thread pool starts first is not deterministic, so
    # only the outcome is checked: the page loads and the listing completes around it.
    controller = threaded.controller
    with qtbot.waitSignal(controller.page_loaded, timeout=20_000):
        threaded.open_file(long_pdf)
    qtbot.waitUntil(lambda: controller.listed_pages == PAGES, timeout=20_000)
    assert sorted(r for e in controller.fonts for r in e.resources) == ["F1", "F2"]
    assert threaded.fonts_view.model.rowCount() == 2
    f2 = next(e for e in controller.fonts if e.resources == ["F2"])
    assert f2.pages == list(range(1, PAGES + 1))
    tree = threaded.document_view.model
    assert tree.known(39) and tree.index(39, 1).data() == "2 fonts"
    qtbot.waitUntil(lambda: controller.scanned == PAGES, timeout=30_000)
    assert controller.verdict(f2.key) is not None


def test_pages_render_off_the_ui_thread_and_are_read_ahead(
    threaded: MainWindow, long_pdf: Path, qtbot
) -> None:
    controller = threaded.controller
    view = threaded.page_view
    assert not view.synchronous
    with qtbot.waitSignal(view.image_shown, timeout=20_000):
        threaded.open_file(long_pdf)
    qtbot.waitUntil(lambda: controller.page is not None, timeout=20_000)
    assert view.canvas.image is not None and view.image_page == 0
    # the next page is read and rendered ahead
    qtbot.waitUntil(lambda: 1 in controller._cache, timeout=20_000)

    # (at the zoom the page will be shown at: the window's layout may still settle and
    # change the width that fits, and the page be read ahead again at the new one)
    def ahead() -> bool:
        size = view._pdf_size(1)
        return size is not None and (1, view._image_size(size).width()) in view._images

    qtbot.waitUntil(ahead, timeout=20_000)
    controller.select_page(1)
    assert controller.page is not None and controller.page.index == 1  # from the cache
    assert view.image_page == 1
    # an image shows before the page's analysis when jumping
    with qtbot.waitSignal(controller.page_loaded, timeout=20_000):
        controller.select_page(30)
    qtbot.waitUntil(lambda: view.image_page == 30, timeout=20_000)


def test_background_jobs_wait_while_the_window_is_busy(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = ThreadRunner()
    order: list[str] = []
    runner.hold_background(10_000)
    runner.submit(
        "scan", lambda _p: order.append("scan"), lambda _r: None, print, None, PRIORITY_SCAN
    )
    runner.submit(
        "page", lambda _p: order.append("page"), lambda _r: None, print, None, PRIORITY_URGENT
    )
    # Once submitted, a job goes back to the queue only when it found the gate closed.
    held: list[int] = []
    push = runner._queue.push

    def requeue(task, priority, serial=None):  # type: ignore[no-untyped-def]
        held.append(priority)
        return push(task, priority, serial)

    monkeypatch.setattr(runner._queue, "push", requeue)
    qtbot.waitUntil(lambda: order == ["page"] and len(held) >= 2, timeout=5000)
    assert order == ["page"] and set(held) == {PRIORITY_SCAN}
    runner.gate.open()
    qtbot.waitUntil(lambda: order == ["page", "scan"], timeout=5000)
    runner.shutdown()


def test_a_job_the_user_waits_for_runs_before_queued_background_jobs(qtbot) -> None:
    runner = ThreadRunner()
    order: list[str] = []
    busy = threading.Event()
    runner.submit("busy", lambda _p: busy.wait(5), lambda _r: None, print, None, PRIORITY_URGENT)
    runner.hold_background(200)  # background jobs held, then let go in their order
    for n in range(3):
        runner.submit(
            "scan",
            lambda _p, n=n: order.append(f"scan {n}"),
            lambda _r: None,
            print,
            None,
            PRIORITY_SCAN,
        )
    for n in range(20):
        runner.submit(
            "list",
            lambda _p, n=n: order.append(f"list {n}"),
            lambda _r: None,
            print,
            None,
            PRIORITY_LIST,
        )
    runner.submit(
        "page", lambda _p: order.append("page"), lambda _r: None, print, None, PRIORITY_URGENT
    )
    busy.set()
    qtbot.waitUntil(lambda: len(order) == 24, timeout=5000)
    assert order == ["page", *(f"list {n}" for n in range(20)), "scan 0", "scan 1", "scan 2"]
    runner.shutdown()


def test_timing_script(qapp, long_pdf: Path) -> None:
    timing = measure(str(long_pdf), switches=3)
    assert timing.pages == PAGES and len(timing.switches) == 3
    assert 0 < timing.first_image <= timing.first_page
    lines = timing.lines()
    assert lines[0] == f"pages: {PAGES}" and "median" in lines[3]
    assert timing.analysed is not None and timing.analysed >= timing.first_page
    assert 50 < timing.peak_mb < 2000 and f"{timing.peak_mb:.0f} MB" in lines[-1]


def test_rendered_pages_kept_are_bounded_in_bytes(
    window: MainWindow, long_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from inspector.gui.views import page_view

    view = window.page_view
    window.open_file(long_pdf)
    view.set_zoom(2.0)
    shown = []
    for index in range(12):
        window.controller.select_page(index)
        assert view.image_page == index
        shown.append(view.canvas.image)
    images = list(view._images.values())
    size = images[-1].sizeInBytes()
    # 12 pages at 2x are more than the budget: the oldest went, the newest stay.
    assert 12 * size > page_view.IMAGE_BUDGET
    assert len(images) == page_view.IMAGE_BUDGET // size
    assert images[-1] is shown[-1] and shown[0] not in images
    assert sum(i.sizeInBytes() for i in images) <= page_view.IMAGE_BUDGET
    # Whatever the budget, the page shown and the one before it stay.
    monkeypatch.setattr(page_view, "IMAGE_BUDGET", 1)
    window.controller.select_page(12)
    assert list(view._images.values()) == [shown[-1], view.canvas.image]
