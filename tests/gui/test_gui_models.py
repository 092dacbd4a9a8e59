"""Every item model passes pytest-qt's model tester, empty and with data."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from inspector.analysis import Analysis
from inspector.diagnostics.explain import Candidate
from inspector.findings import Location
from inspector.gui.features.background import ScanWork
from inspector.gui.models.candidates_model import CandidatesModel
from inspector.gui.models.codes_model import CodesModel
from inspector.gui.models.findings_model import FindingsModel, location_text
from inspector.gui.models.fonts_model import FontsFilterProxy, FontsModel
from inspector.gui.models.page_tree_model import PageTreeModel
from inspector.gui.models.roles import OBJECT_ROLE, SORT_ROLE
from inspector.gui.models.search_model import SearchModel
from inspector.gui.models.strings_model import StringsModel, flag_summary
from inspector.gui.models.tounicode_model import ToUnicodeModel
from inspector.gui.search import parse_query, search_page
from inspector.gui.session import Session, font_snapshot
from inspector.text import extract_page_text

pytestmark = pytest.mark.gui


def test_models_pass_the_model_tester(qapp, qtmodeltester, cjk_pdf: Path) -> None:
    with Analysis(cjk_pdf) as analysis:
        fonts = tuple(font_snapshot(entry) for entry in analysis.fonts())
        trace = analysis.trace_page(0)
        diagnosis = analysis.diagnose()
    text = extract_page_text(trace)

    for empty in (
        FontsModel(),
        StringsModel(),
        CodesModel(),
        FindingsModel(),
        PageTreeModel(),
        SearchModel(),
        ToUnicodeModel(),
        CandidatesModel(),
    ):
        qtmodeltester.check(empty, force_py=True)

    model = FontsModel()
    model.set_fonts(fonts, diagnosis.fonts.get)
    qtmodeltester.check(model, force_py=True)
    proxy = FontsFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(2)
    qtmodeltester.check(proxy, force_py=True)

    strings = StringsModel()
    strings.set_strings(trace.strings)
    qtmodeltester.check(strings, force_py=True)
    assert flag_summary(trace.strings[3]) == "1 unmapped"

    codes = CodesModel()
    codes.set_codes(trace.strings[1].decoded.codes, "F1")
    qtmodeltester.check(codes, force_py=True)

    findings = FindingsModel()
    findings.set_findings(tuple(f for found in diagnosis.findings.values() for f in found))
    assert findings.rowCount() > 0
    qtmodeltester.check(findings, force_py=True)

    tree = PageTreeModel()
    tree.set_document(2)
    asked: list[int] = []
    tree.wanted.connect(asked.append)
    assert tree.hasChildren(tree.page_index(0)) and tree.canFetchMore(tree.page_index(0))
    tree.fetchMore(tree.page_index(0))
    assert asked == [0] and not tree.canFetchMore(tree.page_index(0))
    with Session(str(cjk_pdf), None) as session:
        tree.set_contents(ScanWork(session).page_contents(0))
    qtmodeltester.check(tree, force_py=True)
    assert tree.rowCount(tree.page_index(0)) == 3
    assert tree.index(0, 1).data() == "3 fonts"
    assert tree.index(1, 1).data() == "…"

    query = parse_query("U+65E5")
    assert query is not None
    search = SearchModel()
    search.set_hits(tuple(search_page(query, trace, text)))
    assert search.rowCount() == 2
    qtmodeltester.check(search, force_py=True)

    to_unicode = ToUnicodeModel()
    font = next(e for e in fonts if e.resources == ["F2"])
    assert font.to_unicode is not None
    to_unicode.set_entries(font.to_unicode)
    assert to_unicode.index(0, 1).data() == "日"
    qtmodeltester.check(to_unicode, force_py=True)


def test_location_text() -> None:
    assert location_text(Location()) == "document"
    where = Location(page_index=0, obj=5, font="F1", operator="TJ", instruction_index=3)
    assert location_text(where) == "page 1, obj 5, /F1, TJ #3"


def test_candidates_model(qapp, qtmodeltester) -> None:
    best = Candidate(
        "cp1252", "Foo", list(range(1, 13)), 0.75, "Read as cp1252.", "日本", "æ—¥", [], ["latin-1"]
    )
    other = Candidate("mac-roman", "Bar", [2], 0.25, "Read as MacRoman.", "x", "y")
    model = CandidatesModel()
    model.set_candidates((best, other))
    qtmodeltester.check(model, force_py=True)
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == [
        "Score",
        "Reading",
        "Font",
        "Pages",
        "Explanation",
    ]
    assert [model.index(0, c).data() for c in range(5)] == [
        "75%",
        "cp1252 (= latin-1)",
        "Foo",
        "1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …",
        "Read as cp1252.",
    ]
    assert model.index(1, 0).data(SORT_ROLE) == 0.25
    assert model.index(1, 1).data(SORT_ROLE) is None
    assert model.index(1, 3).data(OBJECT_ROLE) is other
    assert "This reading prints: æ—¥" in model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)


def test_page_tree_takes_many_pages_contents_at_once(qtmodeltester: Any) -> None:
    """The background listing hands over many pages in one layout change; a page a view
    asked for (expanded) gets its rows inserted as usual."""
    from PySide6.QtWidgets import QTreeView

    from inspector.gui.state import PageContents, PageItem

    tree = PageTreeModel()
    view = QTreeView()
    view.setModel(tree)
    tree.set_document(4)
    tree.fetchMore(tree.page_index(2))  # as when page 3 is expanded
    inserted: list[int] = []
    tree.rowsInserted.connect(lambda parent, *_: inserted.append(parent.row()))

    def contents(page: int, fonts: int) -> PageContents:
        return PageContents(
            page, tuple(PageItem(page, "font", f"/F{n}", "Helvetica", n) for n in range(fonts))
        )

    tree.set_contents_many([contents(0, 2), contents(1, 0), contents(2, 1), contents(9, 1)])
    assert inserted == [2]
    assert [tree.rowCount(tree.page_index(p)) for p in range(4)] == [2, 0, 1, 0]
    assert tree.known(0) and tree.known(1) and not tree.known(3)
    assert not tree.hasChildren(tree.page_index(1))
    assert tree.index(0, 0, tree.page_index(0)).data() == "/F0"
    tree.set_contents_many([contents(0, 5)])  # known pages keep what they have
    assert tree.rowCount(tree.page_index(0)) == 2
    qtmodeltester.check(tree, force_py=True)
