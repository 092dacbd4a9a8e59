"""Glyph outlines: the path replay, the byte view's glyph row and the font's glyph grid."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from inspector.fontprog import Outline
from inspector.gui.glyph_paths import outline_path, paint_glyph
from inspector.gui.models.glyphs_model import NOTE_ROLE, OUTLINE_ROLE, GlyphsModel
from inspector.gui.state import GlyphOutlines, GlyphUse, UsedGlyphs
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui


def _outline(*ops: tuple[str, tuple[tuple[float, float], ...]]) -> Outline:
    return Outline(tuple(ops), 1000.0, (0.0, 0.0, 1000.0, 1000.0), 1000)


def test_quadratic_runs_get_implied_on_curve_points(qapp) -> None:
    outline = _outline(
        ("moveTo", ((0.0, 0.0),)),
        ("qCurveTo", ((0.0, 1000.0), (1000.0, 1000.0), (1000.0, 0.0))),
        ("closePath", ()),
    )
    path = outline_path(outline)
    # moveTo, then two quadratic segments (each a curveTo element and two data elements)
    assert path.elementCount() == 1 + 2 * 3 + 1
    implied = path.elementAt(3)  # the on-curve end of the first segment
    assert (implied.x, implied.y) == (500.0, 1000.0)
    bounds = path.boundingRect()
    assert bounds.left() == 0 and bounds.right() == 1000


def test_cubic_and_line_segments(qapp) -> None:
    outline = _outline(
        ("moveTo", ((0.0, 0.0),)),
        ("lineTo", ((0.0, 500.0),)),
        ("curveTo", ((100.0, 600.0), (200.0, 600.0), (300.0, 500.0))),
        ("qCurveTo", ((400.0, 0.0),)),
        ("closePath", ()),
    )
    path = outline_path(outline)
    assert path.currentPosition().x() == 0.0  # closed back to the start
    assert path.boundingRect().right() == 400.0


def test_glyph_and_placeholder_are_painted(qapp) -> None:
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    square = _outline(
        ("moveTo", ((100.0, 0.0),)),
        ("lineTo", ((100.0, 700.0),)),
        ("lineTo", ((900.0, 700.0),)),
        ("lineTo", ((900.0, 0.0),)),
        ("closePath", ()),
    )
    for outline in (square, None):
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        paint_glyph(painter, QRectF(0, 0, 60, 60), outline, QColor("black"), "no program")
        painter.end()
        dark = sum(
            1 for x in range(60) for y in range(60) if QColor(image.pixel(x, y)).lightness() < 128
        )
        assert dark > (1000 if outline else 50)


def test_glyphs_model(qapp, qtmodeltester) -> None:
    qtmodeltester.check(GlyphsModel(), force_py=True)
    model = GlyphsModel()
    glyphs = (
        GlyphUse(b"\x00\x01", 1, 1, "漢", 2, False, (0, 0)),
        GlyphUse(b"\x00\x09", 9, 9, None, 1, True, (1, 0)),
        GlyphUse(b"\x00\x0a", 10, None, None, 1, True, None),
    )
    square = _outline(("moveTo", ((0.0, 0.0),)), ("lineTo", ((0.0, 1.0),)), ("closePath", ()))
    outlines = GlyphOutlines("k", "truetype", "truetype", {1: square, 9: None})
    model.set_used(UsedGlyphs("k", glyphs, outlines, 2))
    qtmodeltester.check(model, force_py=True)
    model.set_used(UsedGlyphs("k", glyphs, outlines, 2))
    assert model.rowCount() == 3
    assert model.index(0, 0).data(OUTLINE_ROLE) is square
    assert [model.index(r, 0).data(NOTE_ROLE) for r in range(3)] == ["", "empty", "no GID"]
    assert "U+6F22" in model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    model.set_used(UsedGlyphs("k", glyphs, GlyphOutlines("k", None, "none", {}), 2))
    assert model.index(0, 0).data(NOTE_ROLE) == "no program"


def test_byte_view_draws_the_program_outlines(window: MainWindow, embedded_pdf: Path) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    controller.select_string(0, 2)
    view = window.string_panel.bytes
    assert view.outlines is not None and view.outlines.program == "truetype"
    gid = controller.current_string().decoded.codes[2].info.gid  # type: ignore[union-attr]
    assert gid == 3 and view.outlines.outlines[gid] is not None
    assert view.glyph_note(controller.current_string().decoded.codes[2].info) == ""  # type: ignore[union-attr]
    assert view.grab().width() > 0  # paints without error
    # a font without a program shows placeholders
    controller.close_document()
    assert window.string_panel.bytes.string is None


def test_byte_view_placeholder_without_program(window: MainWindow, cjk_pdf: Path) -> None:
    window.open_file(cjk_pdf)
    window.controller.select_string(1, 0)
    view = window.string_panel.bytes
    assert view.outlines is not None and view.outlines.program is None
    info = window.controller.current_string().decoded.codes[0].info  # type: ignore[union-attr]
    assert view.glyph_note(info) == "not embedded"
    view.grab()


def test_glyph_grid_lists_used_glyphs_and_goes_to_one(
    window: MainWindow, embedded_pdf: Path
) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    window.docks["Font details"].raise_()
    entry = controller.fonts[0]
    controller.select_font(entry.key)
    window.font_view.setCurrentWidget(window.font_view.glyphs)
    grid = window.font_view.glyphs
    model = grid.model
    assert model.rowCount() == 4
    assert [model.index(r, 0).data(Qt.ItemDataRole.DisplayRole) for r in range(4)] == [
        "00 01",
        "00 02",
        "00 03",
        "00 04",
    ]
    assert all(model.index(r, 0).data(OUTLINE_ROLE) is not None for r in range(4))
    assert "4 codes used" in grid.summary.text()
    grid.view.grab()
    controller.select_page(1)
    grid._activated(model.index(3, 0))
    assert controller.selection.page == 0
    assert (controller.selection.string, controller.selection.code) == (0, 3)
