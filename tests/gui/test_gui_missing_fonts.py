"""A damaged file's counts agree (issue 35, item 6): a font a page selects by a name its
resources do not define is counted in the page tree, marked as missing, as the fonts
table lists it."""

from __future__ import annotations

from pathlib import Path

import pytest
from builders import page_pdf, save, simple_font

from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui


def _fonts_under(window: MainWindow, page: int) -> list[tuple[str, bool]]:
    tree = window.document_view.model
    parent = tree.page_index(page)
    items = [tree.index(r, 0, parent).data(OBJECT_ROLE) for r in range(tree.rowCount(parent))]
    return [(item.label, getattr(item, "missing", False)) for item in items if item.kind == "font"]


def test_the_page_tree_counts_the_fonts_whose_resource_is_missing(
    window: MainWindow, tmp_path: Path
) -> None:
    from inspector.gui.translations import install

    install("en")  # the counts' plural forms
    first = b"BT /F1 12 Tf 72 700 Td (a) Tj /F9 12 Tf (b) Tj ET"
    second = b"BT /F1 12 Tf 72 700 Td (c) Tj /F4 12 Tf (d) Tj /F5 10 Tf (e) Tj ET"
    path = save(page_pdf({"F1": simple_font}, [first, second]), tmp_path, "missing.pdf")
    window.open_file(path)
    controller = window.controller
    tree = window.document_view.model
    # page 1, shown: /F1 from its resources and /F9, which they lack
    assert _fonts_under(window, 0) == [("/F1", False), ("/F9", True)]
    assert tree.index(0, 1).data() == "2 fonts (1 with its resource missing)"
    # page 2, listed in the background before it was read, then read by the diagnosis
    assert _fonts_under(window, 1) == [("/F1", False), ("/F4", True), ("/F5", True)]
    assert tree.index(1, 1).data() == "3 fonts (2 with their resource missing)"
    # the fonts table lists the same fonts, each with its resource name and pages
    rows = {
        (font.resources[0] if font.resources else "", tuple(font.pages))
        for font in controller.fonts
    }
    assert rows == {("F1", (1, 2)), ("F9", (1,)), ("F4", (2,)), ("F5", (2,))}
    # selecting the page shows it too: the counts do not change
    controller.select_page(1)
    assert tree.index(1, 1).data() == "3 fonts (2 with their resource missing)"


LARGE = 200
"""Pages of the large document: from ``background.RUNS_FROM`` the background pass is read
by worker processes."""


def test_pages_read_by_workers_count_the_fonts_whose_resource_is_missing(
    qtbot: object, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from inspector import pagepool
    from inspector.gui.controller import DocumentController
    from inspector.gui.features import background
    from inspector.gui.translations import install
    from inspector.gui.worker import ThreadRunner

    if pagepool.workers_for(range(LARGE), "auto") < 2:
        pytest.skip("one processor: the pass is read in one process")
    assert background.RUNS_FROM <= LARGE
    install("en")
    merged: list[int] = []
    merge_run = pagepool.merge_run

    def recorded(analysis: object, diagnoser: object, usage: object, elsewhere: bool) -> bool:
        merged.extend(health.page_index for health in usage.pages)  # type: ignore[attr-defined]
        return merge_run(analysis, diagnoser, usage, elsewhere)  # type: ignore[arg-type]

    monkeypatch.setattr(pagepool, "merge_run", recorded)
    plain = b"BT /F1 12 Tf 72 700 Td (a) Tj ET"
    contents = [plain] * LARGE
    contents[150] = b"BT /F1 12 Tf 72 700 Td (c) Tj /F4 12 Tf (d) Tj ET"
    contents[180] = plain + b"\n/Fm1 Do"
    form = b"BT /F7 12 Tf 72 600 Td (f) Tj ET"
    pdf = page_pdf({"F1": simple_font}, contents, xobjects={"Fm1": form})
    for n, page in enumerate(pdf.pages):
        if n != 180:  # the form is a resource of the page that draws it alone
            del page.Resources.XObject
    path = save(pdf, tmp_path, "large-missing.pdf")
    controller = DocumentController(ThreadRunner())
    window = MainWindow(controller, settings, interactive=False)  # type: ignore[arg-type]
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1400, 900)
    window.show()
    try:
        window.open_file(path)
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: controller.diagnosis_complete and controller.listed_pages == LARGE,
            timeout=120_000,
        )
        # the pages were read by the workers, never here: page 1 is the one shown
        assert {150, 180} <= set(merged)
        assert controller.page is not None and controller.page.index == 0
        tree = window.document_view.model
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: (
                _fonts_under(window, 150) == [("/F1", False), ("/F4", True)]
                and ("/F7", True) in _fonts_under(window, 180)
            ),
            timeout=10_000,
        )
        assert tree.index(150, 1).data() == "2 fonts (1 with its resource missing)"
        assert tree.index(180, 1).data().startswith("3 fonts (1 with its resource missing)")
        rows = {
            (font.resources[0] if font.resources else "", tuple(font.pages))
            for font in controller.fonts
        }
        assert rows == {("F1", tuple(range(1, LARGE + 1))), ("F4", (151,)), ("F7", (181,))}
    finally:
        window.close()
    assert window.reporter.errors == []
