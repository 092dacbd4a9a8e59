"""The repair view's glyph-shape review: each code's glyph beside the reference glyph."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from inspector.gui.window import MainWindow

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(
        importlib.util.find_spec("numpy") is None,
        reason="numpy (the glyphs extra) is not installed",
    ),
]


def _text() -> str:
    from inspector.glyphshape.charsets import is_ideograph, national

    return "".join(c for c in national("ja")[:600] if is_ideograph(c))[10:16]


TEXT = _text()


@pytest.fixture
def hintless_pdf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from shape_fonts import FACES, NOTO_SANS, hintless_pdf

    if not NOTO_SANS.exists():
        pytest.skip(f"{NOTO_SANS} is not installed (fonts-noto-cjk)")
    import shutil

    if shutil.which("fc-list") is None:
        pytest.skip("fc-list (fontconfig) is not installed")
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("INSPECTOR_GLYPH_LIMIT", "600")
    monkeypatch.delenv("INSPECTOR_GLYPH_FONTS", raising=False)
    path = tmp_path / "hintless.pdf"
    hintless_pdf(path, NOTO_SANS, FACES["ja"], TEXT, "NotoSansCJKjp-Regular")
    return path


def test_shape_review_lists_matches_and_feeds_the_repair(
    window: MainWindow, hintless_pdf: Path
) -> None:
    window.open_file(hintless_pdf)
    controller = window.controller
    view = window.repair_view
    controller.select_string(0, 0)
    window.show_repair()
    pane = view.shapes
    assert pane.match_button.isEnabled()
    pane.match()
    review = pane.review
    assert review is not None and len(review.rows) == len(TEXT)
    confidences = [r.match.confidence for r in review.rows]
    assert confidences == sorted(confidences)  # least sure first
    assert {r.match.text for r in review.rows} == set(TEXT)
    assert all(r.glyph is not None and r.reference is not None for r in review.rows)
    assert pane.table.rowCount() == len(TEXT)
    assert not pane.table.item(0, 1).icon().isNull()
    # a typed character wins over the match; accepted matches come along
    pane.table.item(0, 3).setText("X")
    chosen = pane.chosen()
    assert chosen[review.rows[0].code] == "X" and len(chosen) == len(TEXT)
    pane.use()
    preview = view.preview
    assert preview is not None and preview.repair.action == "rebuilt"
    assert sorted(preview.repair.mapping.values()) == sorted(
        ["X", *[r.match.text for r in review.rows[1:]]]
    )


def test_an_ambiguous_match_shows_its_alternatives_beside_the_confidence(
    window: MainWindow,
) -> None:
    from inspector.chain import ShapeMatch
    from inspector.gui.state import ShapeReview, ShapeRow

    def match(text: str, alternatives: tuple[str, ...], accepted: bool) -> ShapeMatch:
        return ShapeMatch(text, "Ref", 0.99, 0.4, None, None, accepted, alternatives=alternatives)

    rows = (
        ShapeRow(b"\x00\x01", match("－", ("ー",), False), None, None),
        ShapeRow(b"\x00\x02", match("。", ("○", "◦"), False), None, None),
        ShapeRow(b"\x00\x03", match("漢", (), True), None, None),
    )
    pane = window.repair_view.shapes
    pane.set_review(ShapeReview("key", rows, ""))
    assert pane.table.item(0, 4).text() == "0.40 ambiguous: － or ー"
    assert pane.table.item(1, 4).text() == "0.40 ambiguous: one of 。 ○ ◦"
    assert pane.table.item(2, 4).text() == "0.40"
    assert pane.table.item(0, 3).text() == "－" and pane.table.item(0, 3).toolTip()
    assert pane.chosen() == {b"\x00\x03": "漢"}  # an ambiguous reading is never taken
