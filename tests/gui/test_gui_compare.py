"""The Compare view: each engine's line under ours, differences as links that select
the code."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font
from PySide6.QtCore import QUrl

from inspector.engines import ENGINES, Engine
from inspector.engines.registry import read_json_lines
from inspector.gui.models.roles import OBJECT_ROLE
from inspector.gui.views.compare_view import difference_target
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui

HIRAGANA_FIRST_CID = 842


def identity(text: str) -> bytes:
    return b"".join((HIRAGANA_FIRST_CID + ord(ch) - 0x3041).to_bytes(2, "big") for ch in text)


def echo(name: str, text: str) -> Engine:
    """An engine that prints ``text`` for every page."""
    script = (
        "import json,sys\n"
        "for p in sys.argv[2].split(','):\n"
        f"    print(json.dumps({{'page': int(p), 'text': {text!r}}}))\n"
    )
    return Engine(
        name=name,
        available=lambda: True,
        version=lambda: "1",
        command=lambda path, pages, scratch: [
            sys.executable,
            "-c",
            script,
            path,
            ",".join(map(str, pages)),
        ],
        read=read_json_lines,
    )


def test_compare_view_shows_engine_lines_and_selects_the_code(
    window: MainWindow, tmp_path: Path
) -> None:
    content = content_tj("F1", 12, identity("あいうえお"), y=720) + content_tj(
        "F1", 12, identity("かきく"), y=700
    )
    path = save(page_pdf({"F1": type0_font}, content), tmp_path, "two.pdf")
    original = list(ENGINES)
    ENGINES[:] = [echo("same", "あいうえお\nかきく"), echo("dropper", "あいえお\nかきく")]
    try:
        window.open_file(path)
        view = window.compare_view
        view.run()
    finally:
        ENGINES[:] = original
    result = view.result
    assert result is not None and len(result.ours) == 2
    same, dropper = result.engines
    assert same["page"]["differences"] == [] and same["lines"] == ["あいうえお", "かきく"]
    assert dropper["lines"] == ["あいえお", "かきく"]
    ((difference,),) = [dropper["page"]["differences"]]
    assert difference["cause"] == "dropped" and difference["position"] == 2
    page_html = view.browser.toHtml()
    assert "dropper" in page_html and "[dropped]" in page_html
    assert "same 100%" in view.status.text() and "dropper" in view.status.text()
    link = f"difference:1/{difference['string']}/{difference['code']}"
    assert difference_target(link) == (1, 0, 2)
    view._activated(QUrl(link))
    selection = window.controller.selection
    assert (selection.page, selection.string, selection.code) == (0, 0, 2)


def test_compare_view_without_a_document_says_so(window: MainWindow) -> None:
    window.compare_view.run()
    assert "Open a document" in window.compare_view.status.text()


def test_explain_view_names_pdfminer_for_its_escapes(window: MainWindow, tmp_path: Path) -> None:
    path = save(
        page_pdf(
            {"F1": lambda p: type0_font(p, ordering="Identity", supplement=0)},
            content_tj("F1", 12, identity("あいう")),
        ),
        tmp_path,
        "identity.pdf",
    )
    window.open_file(path)
    escapes = "".join(f"(cid:{HIRAGANA_FIRST_CID + ord(ch) - 0x3041})" for ch in "あいう")
    window.explain_view.box.setPlainText(escapes)
    window.explain_view.run()
    assert window.explain_view.status.text().startswith("Looks like pdfminer.six.")
    assert window.explain_view.model.rowCount() >= 1
    best = window.explain_view.model.index(0, 0).data(OBJECT_ROLE)
    assert best.reading == "cid-as-unicode"
