"""One truth in the window (issue 32, item 6): a glyph-shape preview never changes an
export. The window's report (every format), its HTML export and its repaired copy equal
the command line's for the same options, byte for byte (the repaired copy up to its
random document /ID); only "Use for the repair", or the report's own glyph-shape option,
takes the readings, as ``repair --use glyph-shape`` and ``report --recover glyph-shape``
do."""

from __future__ import annotations

import importlib.util
import re
import shutil
from pathlib import Path

import pytest

from inspector.cli import main
from inspector.gui.window import MainWindow

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(
        importlib.util.find_spec("numpy") is None,
        reason="numpy (the glyphs extra) is not installed",
    ),
]

REPORT_FORMATS = ("json", "md", "html")


def _text() -> str:
    from inspector.glyphshape.charsets import is_ideograph, national

    return "".join(c for c in national("ja")[:600] if is_ideograph(c))[10:14]


@pytest.fixture
def unmapped_pdf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An Identity-H CIDFont without ToUnicode whose program keeps no Unicode cmap: only
    the glyphs' shapes say which characters they are (not recoverable from the file)."""
    from shape_fonts import FACES, NOTO_SANS, hintless_pdf

    if not NOTO_SANS.exists():
        pytest.skip(f"{NOTO_SANS} is not installed (fonts-noto-cjk)")
    if shutil.which("fc-list") is None:
        pytest.skip("fc-list (fontconfig) is not installed")
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("INSPECTOR_GLYPH_LIMIT", "600")
    monkeypatch.delenv("INSPECTOR_GLYPH_FONTS", raising=False)
    path = tmp_path / "unmapped.pdf"
    hintless_pdf(path, NOTO_SANS, FACES["ja"], _text(), "NotoSansCJKjp-Regular")
    return path


def _cli(*argv: str) -> None:
    assert main(list(argv)) == 0


def _preview(window: MainWindow, pdf: Path) -> None:
    """Open the file and run "Match glyph shapes" on its font, in the repair view."""
    window.open_file(pdf)
    window.controller.select_string(0, 0)
    window.show_repair()
    pane = window.repair_view.shapes
    pane.match()
    review = pane.review
    assert review is not None and review.rows, pane.note.text()
    assert any(r.match.accepted for r in review.rows)  # readings a leak would show


def _without_id(path: Path) -> bytes:
    """A PDF's bytes with its /ID blanked (qpdf gives every save a new one)."""
    data = path.read_bytes()
    return re.sub(rb"/ID \[<[0-9a-fA-F]*> ?<[0-9a-fA-F]*>\]", b"/ID []", data)


def test_a_glyph_shape_preview_never_changes_an_export(
    window: MainWindow, unmapped_pdf: Path, tmp_path: Path
) -> None:
    _preview(window, unmapped_pdf)
    for fmt in REPORT_FORMATS:
        ours, theirs = tmp_path / f"window.{fmt}", tmp_path / f"cli.{fmt}"
        assert window.export_report(str(ours))
        _cli("report", str(unmapped_pdf), "-o", str(theirs))
        assert ours.read_bytes() == theirs.read_bytes(), fmt
    assert '"verdict": "not-recoverable"' in (tmp_path / "window.json").read_text("utf-8")
    ours, theirs = tmp_path / "window-doc.html", tmp_path / "cli-doc.html"
    assert window.export_html(str(ours))
    _cli("export-html", str(unmapped_pdf), "-o", str(theirs))
    assert ours.read_bytes() == theirs.read_bytes()
    # The repair plan made again after the preview (as a typed correction makes it)
    # takes no reading either: the copy is the command line's plain repair.
    window.controller.plan_repair()
    view = window.repair_view
    assert view.preview is not None and view.preview.repair.action == "left"
    ours, theirs = tmp_path / "window-fixed.pdf", tmp_path / "cli-fixed.pdf"
    assert view.save_copy_to(str(ours))
    _cli("repair", str(unmapped_pdf), "-o", str(theirs))
    assert _without_id(ours) == _without_id(theirs)


def test_use_for_the_repair_is_what_repair_use_glyph_shape_writes(
    window: MainWindow, unmapped_pdf: Path, tmp_path: Path
) -> None:
    _preview(window, unmapped_pdf)
    window.repair_view.shapes.use()
    view = window.repair_view
    assert view.preview is not None and view.preview.repair.action == "rebuilt"
    ours, theirs = tmp_path / "window-fixed.pdf", tmp_path / "cli-fixed.pdf"
    assert view.save_copy_to(str(ours))
    _cli("repair", str(unmapped_pdf), "--use", "glyph-shape", "-o", str(theirs))
    assert _without_id(ours) == _without_id(theirs)
    # A character typed over a reading is a correction, as `--correct` gives it.
    pane = window.repair_view.shapes
    assert pane.review is not None
    pane.table.item(0, 3).setText("X")
    pane.use()
    assert view.save_copy_to(str(ours))
    correction = f"ABCDEF+NotoSansCJKjp-Regular:{pane.review.rows[0].code.hex()}=X"
    argv = ["repair", str(unmapped_pdf), "--use", "glyph-shape", "--correct", correction]
    _cli(*argv, "-o", str(theirs))
    assert _without_id(ours) == _without_id(theirs)
    for fmt in REPORT_FORMATS:
        # The report takes the readings only when asked, as `report --recover glyph-shape`.
        ours, theirs = tmp_path / f"window.{fmt}", tmp_path / f"cli.{fmt}"
        assert window.export_report(str(ours))
        _cli("report", str(unmapped_pdf), "-o", str(theirs))
        assert ours.read_bytes() == theirs.read_bytes(), fmt
        ours, theirs = tmp_path / f"window-shapes.{fmt}", tmp_path / f"cli-shapes.{fmt}"
        assert window.export_report(str(ours), glyph_shapes=True)
        _cli("report", str(unmapped_pdf), "--recover", "glyph-shape", "-o", str(theirs))
        assert ours.read_bytes() == theirs.read_bytes(), fmt
    assert "GLYPH-SHAPE-RECOVERED" in (tmp_path / "window-shapes.json").read_text("utf-8")


def test_the_report_options_offer_the_glyph_shape_route(window: MainWindow) -> None:
    from inspector.gui.report_options import ReportOptions

    options = ReportOptions(window, 1)
    assert not options.glyph_shapes()  # off unless the user ticks it
    options.shapes.setChecked(True)
    assert options.glyph_shapes()
