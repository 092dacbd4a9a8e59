"""The repair preview (codes, text before and after, saving) and the report export."""

from __future__ import annotations

import hashlib
import json
from functools import partial
from pathlib import Path

import pytest
from conftest import EMBEDDED_TEXT
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from inspector.analysis import Analysis
from inspector.errors import UsageError
from inspector.gui.export import write_report
from inspector.gui.models.glyphs_model import NOTE_ROLE, OUTLINE_ROLE, SUBSTITUTE_ROLE
from inspector.gui.models.repair_model import EDITABLE, GLYPH, RepairModel
from inspector.gui.repair_preview import text_before_after
from inspector.gui.state import RepairRow
from inspector.gui.views.repair_view import GLYPH_CELL
from inspector.gui.window import MainWindow
from inspector.report.formats import FORMATS, format_for, format_of_path
from inspector.text import extract_page_text

pytestmark = pytest.mark.gui


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_repair_model(qapp, qtmodeltester) -> None:
    qtmodeltester.check(RepairModel(), force_py=True)
    model = RepairModel()
    rows = (
        RepairRow(b"\x00\x01", None, "none", "漢", "font-cmap", True),
        RepairRow(b"\x00\x02", "字", "tounicode", "字", "tounicode", False),
        RepairRow(b"\x00\x03", None, "none", None, "none", False),
    )
    model.set_rows(rows)
    qtmodeltester.check(model, force_py=True)
    assert model.index(0, 0).data() == "<0001>"
    assert model.index(0, EDITABLE).data() == "漢  U+6F22"
    assert model.index(2, EDITABLE).data() == "∅"
    assert model.index(0, 0).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole) is None
    assert model.flags(model.index(0, EDITABLE)) & Qt.ItemFlag.ItemIsEditable
    typed: list[tuple[bytes, str]] = []
    model.corrected.connect(lambda code, text: typed.append((code, text)))
    assert model.setData(model.index(2, EDITABLE), "X")
    assert not model.setData(model.index(2, 0), "X")
    assert typed == [(b"\x00\x03", "X")]


def test_repair_preview_and_saved_copy(
    window: MainWindow, embedded_pdf: Path, tmp_path: Path
) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    view = window.repair_view
    controller.select_string(0, 0)
    assert "Plan the repair" in view.summary.text()
    window.show_repair()  # shown: plans at once
    preview = view.preview
    assert preview is not None and preview.repair.action == "rebuilt"
    assert [r.route for r in preview.rows] == ["font-cmap"] * 4
    assert all(r.changed for r in preview.rows)
    assert "".join(r.candidate or "" for r in preview.rows) == EMBEDDED_TEXT
    assert view.model.rowCount() == 4
    assert "rebuilt" in view.summary.text() and "cmap table (4)" in view.summary.text()
    assert EMBEDDED_TEXT in view.after.toPlainText()
    assert EMBEDDED_TEXT not in view.before.toPlainText()
    assert b"beginbf" in (preview.repair.cmap or b"")
    assert "begincmap" in view.cmap.toPlainText()
    # the copy, never the input
    before = _digest(embedded_pdf)
    assert not view.save_copy_to(str(embedded_pdf))
    assert "cannot replace" in view.summary.text()
    target = tmp_path / "fixed.pdf"
    assert view.save_copy_to(str(target))
    assert "saved" in window.status_label.text()
    assert _digest(embedded_pdf) == before
    with Analysis(target) as fixed:
        assert extract_page_text(fixed.trace_page(0)).text.strip() == EMBEDDED_TEXT
    cmap = tmp_path / "font.cmap"
    view.save_cmap_to(str(cmap))
    assert cmap.read_bytes() == preview.repair.cmap


def test_a_correction_plans_again(window: MainWindow, embedded_pdf: Path) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    controller.select_string(0, 0)
    window.show_repair()
    view = window.repair_view
    assert view.model.setData(view.model.index(3, EDITABLE), "B")
    preview = view.preview
    assert preview is not None
    assert (preview.rows[3].candidate, preview.rows[3].route) == ("B", "correction")
    assert controller.corrections == {"ABCDEF+Test-Identity-H": {b"\x00\x04": "B"}}


def test_text_before_after(window: MainWindow, cjk_pdf: Path) -> None:
    window.open_file(cjk_pdf)
    page = window.controller.page
    assert page is not None
    key = page.trace.strings[2].font_key
    pairs = text_before_after(page.trace.strings, key, {b"\x00\x03": "語"})
    assert [p.serial for p in pairs] == [2, 3]
    assert pairs[1].before == ("本", "\ufffd") and pairs[1].after == ("本", "語")
    assert pairs[1].changed == (False, True)


def test_a_font_that_is_left_says_why(window: MainWindow, cjk_pdf: Path) -> None:
    window.open_file(cjk_pdf)
    window.controller.select_string(0, 0)  # Helvetica: ok
    window.show_repair()
    view = window.repair_view
    assert view.preview is not None and view.preview.repair.action == "left"
    assert "left as it is" in view.summary.text()
    assert not view.save_cmap.isEnabled()


@pytest.mark.parametrize("fmt", [f.key for f in FORMATS])
def test_export_report_formats(window: MainWindow, cjk_pdf: Path, tmp_path: Path, fmt: str) -> None:
    window.open_file(cjk_pdf)
    suffix = format_for(fmt).suffix
    target = tmp_path / f"report{suffix}"
    assert window.export_report(str(target))
    text = target.read_text(encoding="utf-8")
    assert f"Exported to {target}" in window.status_label.text()
    if fmt == "json":
        assert json.loads(text)["file"]["page_count"] == 1
    elif fmt == "html":
        assert "<html" in text.lower()
    elif fmt == "csv":
        assert text.count("\n") >= 4  # a header and one row per font
    else:
        assert "cjk.pdf" in text


def test_export_refuses_the_input_and_adds_a_suffix(
    window: MainWindow, cjk_pdf: Path, tmp_path: Path
) -> None:
    window.open_file(cjk_pdf)
    before = _digest(cjk_pdf)
    assert window.export_report(str(cjk_pdf))  # the extension is added: cjk.pdf.html
    assert _digest(cjk_pdf) == before and cjk_pdf.with_suffix(".pdf.html").is_file()
    with pytest.raises(UsageError):
        write_report(str(cjk_pdf), str(cjk_pdf), "html")
    assert format_of_path("a.htm") is format_for("html")
    assert format_of_path("a.pdf") is None
    target = tmp_path / "summary"
    assert window.export_report(str(target), format_for("md").file_filter)
    assert (tmp_path / "summary.md").is_file()


def test_export_as_html_writes_the_document_page_by_page(
    window: MainWindow, cjk_pdf: Path, tmp_path: Path
) -> None:
    window.open_file(cjk_pdf)
    before = _digest(cjk_pdf)
    target = tmp_path / "doc"  # the suffix is added
    assert window.export_html(str(target))
    written = target.with_suffix(".html")
    markup = written.read_text(encoding="utf-8")
    assert f"Exported to {written}" in window.status_label.text()
    assert markup.count('<section class="page" id="page-') == 1
    with Analysis(cjk_pdf) as analysis:
        page = extract_page_text(next(iter(analysis.trace())))
    first_line = page.text.split("\n")[0]
    assert first_line and first_line in markup
    assert _digest(cjk_pdf) == before
    assert not window.export_html(str(cjk_pdf))  # never over the input
    assert _digest(cjk_pdf) == before


def test_report_export_takes_the_page_range_and_redaction(
    window: MainWindow, cjk_pdf: Path, tmp_path: Path
) -> None:
    window.open_file(cjk_pdf)
    target = tmp_path / "report.json"
    assert window.export_report(str(target), pages="1", redact=True)
    report = json.loads(target.read_text(encoding="utf-8"))
    assert [p["number"] for p in report["pages"]] == [1]
    with Analysis(cjk_pdf) as analysis:
        plain = extract_page_text(next(iter(analysis.trace()))).text
    words = [w for w in plain.split() if len(w) > 3]
    dumped = json.dumps(report, ensure_ascii=False)
    assert words and not any(w in dumped for w in words)  # page text redacted
    assert not window.export_report(str(tmp_path / "bad.json"), pages="7")  # no page 7
    assert not (tmp_path / "bad.json").exists()


def test_report_options_dialog_refuses_a_bad_range(window: MainWindow) -> None:
    from inspector.gui.report_options import ReportOptions

    options = ReportOptions(window, 3)
    options.pages.setText("2-1")
    options._check()
    assert "not a valid range" in options.problem.text()
    assert options.result() == 0
    options.pages.setText("2-3")
    options.redaction.setChecked(True)
    options._check()
    assert options.result() == 1 and options.redact() and options.pages_spec() == "2-3"


def test_repair_codes_show_each_glyph_beside_the_correction(
    window: MainWindow, embedded_pdf: Path
) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    controller.select_string(0, 0)
    window.show_repair()
    view = window.repair_view
    view.tabs.setCurrentIndex(1)
    model = view.model
    assert model.headerData(GLYPH, Qt.Orientation.Horizontal) == "Glyph"
    assert GLYPH == EDITABLE - 1  # beside the field a correction is typed in
    outlines = controller.glyph_outlines(controller.selection.font)
    assert outlines is not None
    for row in range(model.rowCount()):
        repair_row = model.rows[row]
        outline = model.index(row, GLYPH).data(OUTLINE_ROLE)
        assert repair_row.gid == row + 1  # GIDs 1-4 of the program
        assert outline is not None and outline is outlines.outlines[repair_row.gid]
        assert model.index(row, GLYPH).data(NOTE_ROLE) == ""
    assert view.table.rowHeight(0) >= GLYPH_CELL
    image = view.table.grab().toImage()
    cell = view.table.visualRect(model.index(0, GLYPH))
    dark = sum(
        1
        for x in range(cell.left(), cell.right())
        for y in range(cell.top(), cell.bottom())
        if QColor(image.pixel(x, y + view.table.horizontalHeader().height())).lightness() < 100
    )
    assert dark > 50  # the square glyph is drawn


def test_repair_codes_of_a_font_not_embedded_show_substitutes(
    window: MainWindow, cjk_pdf: Path
) -> None:
    window.open_file(cjk_pdf)
    window.controller.select_string(1, 0)  # HeiseiMin-W3, not embedded
    window.show_repair()
    model = window.repair_view.model
    assert model.rowCount() == 2
    assert [model.index(r, GLYPH).data(SUBSTITUTE_ROLE) for r in range(2)] == ["日", "本"]
    assert "substitute" in model.index(0, GLYPH).data(Qt.ItemDataRole.ToolTipRole)


def test_a_tounicode_the_repair_removes_is_removed_from_the_saved_copy(
    window: MainWindow, tmp_path: Path
) -> None:
    import pikepdf
    from builders import content_tj, page_pdf, save, type0_font

    # EUC-H with /ToUnicode /Identity-H (a name): every reader reads it without one.
    font = partial(type0_font, encoding="EUC-H", supplement=2, to_unicode="Identity-H")
    source = save(page_pdf({"F1": font}, content_tj("F1", 12, "あいう".encode("euc_jp"))), tmp_path)
    window.open_file(source)
    window.controller.select_string(0, 0)
    window.show_repair()
    view = window.repair_view
    preview = view.preview
    assert preview is not None and preview.repair.action == "removed"
    assert "ToUnicode removed" in view.summary.text()
    assert not view.save_cmap.isEnabled() and view.save_copy.isEnabled()
    target = tmp_path / "fixed.pdf"
    assert view.save_copy_to(str(target))
    with pikepdf.open(target) as pdf:
        assert "/ToUnicode" not in pdf.pages[0].Resources.Font.F1


def test_the_saved_copy_names_the_streams_copied_as_they_were_damaged(
    window: MainWindow, embedded_pdf: Path, tmp_path: Path
) -> None:
    import zlib

    import pikepdf

    # Page 2's content stream is cut half-way: not read whole, so the repair copies it
    # as it was, and says so (as the command line does).
    with pikepdf.open(embedded_pdf) as pdf:
        contents = pdf.pages[1].obj.Contents
        data = zlib.compress(contents.read_bytes())
        contents.write(data[: len(data) // 2], filter=pikepdf.Name.FlateDecode)
        objnum = contents.objgen[0]
        damaged = tmp_path / "damaged.pdf"
        pdf.save(damaged)
    window.open_file(damaged)
    window.controller.select_string(0, 0)
    window.show_repair()
    view = window.repair_view
    assert view.save_copy.isEnabled()
    target = tmp_path / "fixed.pdf"
    assert view.save_copy_to(str(target))
    summary = view.summary.text()
    assert "saved to" in summary
    assert f"Stream {objnum} 0 R was copied as it was, damaged" in summary
    assert "damaged streams copied as they were" in window.status_label.text()


def test_several_damaged_streams_are_named_together(window: MainWindow) -> None:
    from types import SimpleNamespace

    stream = partial(SimpleNamespace, codes=(), size=0, error=None)
    written = SimpleNamespace(
        fonts=1,
        streams=(stream(objnum=4, complete=False), stream(objnum=5, complete=True),
                 stream(objnum=9, complete=False)),
    )  # fmt: skip
    window.repair_view._saved("x.pdf", written)
    assert "Streams 4 0 R, 9 0 R were copied as they were, damaged" in (
        window.repair_view.summary.text()
    )
