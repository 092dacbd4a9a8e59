"""The Repair summary and the Glyph shapes tab beside it speak with one voice (issue 35,
item 7): the summary takes the glyph-shape readings into account once there are any,
ends its reason with one full stop, and the tab's prompt names the font selected."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font

from inspector.chain import ShapeMatch
from inspector.gui.state import ShapeReview, ShapeRow
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def unreadable_pdf(tmp_path: Path) -> Path:
    """An Identity-H font without ToUnicode, program or collection: nothing in the file
    says which characters its two codes are."""
    font = partial(type0_font, ordering="Identity", supplement=0, base_font="ABCDEF+Lost")
    pdf = page_pdf({"F1": font}, content_tj("F1", 20, b"\x00\x05\x00\x06", y=700))
    return save(pdf, tmp_path, "unreadable.pdf")


def test_the_repair_summary_takes_the_glyph_shape_readings_into_account(
    window: MainWindow, unreadable_pdf: Path
) -> None:
    from inspector.gui.translations import install

    install("en")
    window.open_file(unreadable_pdf)
    window.controller.select_string(0, 0)
    window.show_repair()
    view = window.repair_view
    assert view.preview is not None and view.preview.repair.action == "left"
    before = view.summary.text()
    assert "only OCR" in before and ".." not in before
    # the glyph shapes read both codes: the summary says so, and that its reason is
    # what the file states
    key = view.preview.repair.key

    def read(text: str) -> ShapeMatch:
        return ShapeMatch(text, "Ref", 0.97, 0.9, None, None, True)

    rows = (
        ShapeRow(b"\x00\x05", read("日"), None, None),
        ShapeRow(b"\x00\x06", read("本"), None, None),
    )
    view.shapes.set_review(ShapeReview(key, rows, ""))
    after = view.summary.text()
    assert "By what the file states:" in after and ".." not in after
    assert "The glyph shapes read 2 of these codes" in after
    assert "2 codes stay unmapped unless the glyph-shape readings are used." in after
    # no review of this font: back to the file's word alone
    view.shapes.set_review(None)
    assert view.summary.text() == before


def test_the_glyph_shapes_prompt_follows_the_selection(
    window: MainWindow, unreadable_pdf: Path
) -> None:
    window.open_file(unreadable_pdf)
    pane = window.repair_view.shapes
    window.show_repair()
    assert pane.note.text().startswith("Select a font")
    window.controller.select_string(0, 0)
    prompt = pane.note.text()
    assert not prompt.startswith("Select a font")
    assert "/F1" in prompt and "ABCDEF+Lost" in prompt and "Match glyph shapes" in prompt
