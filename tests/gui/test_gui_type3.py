"""Glyphs not drawn by a font program: Type3 glyph procedures interpreted into outlines,
and a system font's glyph standing in for a font that is not embedded."""

from __future__ import annotations

import io
import shutil
import subprocess
from functools import partial
from pathlib import Path

import pytest
from builders import content_tj, embedded_truetype, page_pdf, save, type3_font
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from inspector.analysis import Analysis
from inspector.fontprog.type3 import charproc_outline
from inspector.gui.glyph_paths import paint_substitute
from inspector.gui.models.glyphs_model import NOTE_ROLE, OUTLINE_ROLE, SUBSTITUTE_ROLE
from inspector.gui.state import TYPE3_PROGRAM
from inspector.gui.window import MainWindow

pytestmark = pytest.mark.gui

PROC = (
    b"750 0 d0\n"
    b"q 2 0 0 2 0 0 cm\n"
    b"10 20 m 30 40 l 50 60 70 80 90 100 c 1 2 3 4 v 5 6 7 8 y h f\n"
    b"Q\n"
    b"0 0 100 100 re W n\n"  # a clip: not painted
    b"0 0 50 50 re f\n"
)
"""A glyph procedure using every path operator: m l c v y h inside a scaling cm, a
clipping re ended by n, a painted re after Q."""

EXPECTED = (
    ("moveTo", ((20.0, 40.0),)),
    ("lineTo", ((60.0, 80.0),)),
    ("curveTo", ((100.0, 120.0), (140.0, 160.0), (180.0, 200.0))),
    ("curveTo", ((180.0, 200.0), (2.0, 4.0), (6.0, 8.0))),  # v: from the current point
    ("curveTo", ((10.0, 12.0), (14.0, 16.0), (14.0, 16.0))),  # y: ends at its control
    ("closePath", ()),
    ("moveTo", ((0.0, 0.0),)),
    ("lineTo", ((50.0, 0.0),)),
    ("lineTo", ((50.0, 50.0),)),
    ("lineTo", ((0.0, 50.0),)),
    ("closePath", ()),
)


def _type3_pdf(tmp_path: Path) -> Path:
    font = partial(
        type3_font,
        glyphs={"drawn": PROC, "empty": b"500 0 d0\n"},
        encoding_differences=[65, "drawn", "empty"],
        first_char=65,
        widths=[750, 500],
    )
    return save(page_pdf({"T1": font}, content_tj("T1", 40, b"ABC")), tmp_path, "type3.pdf")


def _approx(ops):  # type: ignore[no-untyped-def]
    return tuple((name, tuple((round(x, 6), round(y, 6)) for x, y in pts)) for name, pts in ops)


def test_charproc_paths_are_recorded_with_cm_and_font_matrix(tmp_path: Path) -> None:
    with Analysis(_type3_pdf(tmp_path)) as analysis:
        (entry,) = analysis.fonts()
        outlines = analysis.type3_outlines(entry.key, [65, 66, 67])
    drawn = outlines[65]
    assert drawn is not None
    assert _approx(drawn.ops) == EXPECTED
    assert drawn.advance == pytest.approx(750) and drawn.units_per_em == 1000
    assert drawn.bounds == pytest.approx((0.0, 0.0, 180.0, 200.0))
    assert outlines[66] is None  # paints nothing
    assert outlines[67] is None  # no procedure for the code


def test_font_matrix_flip_and_scale() -> None:
    # Chromium writes FontMatrix [0.001 0 0 -0.001 0 0]: glyphs drawn y down
    instructions = [("d1", [1000, 0, 100, -800, 900, 0]), ("re", [100, -800, 800, 800]), ("f", [])]
    outline = charproc_outline(instructions, (0.001, 0, 0, -0.001, 0, 0))
    assert outline is not None
    assert outline.bounds == pytest.approx((100.0, 0.0, 900.0, 800.0))
    assert outline.advance == pytest.approx(1000)
    assert charproc_outline([("re", [0, 0, 1, 1]), ("n", [])], None) is None


def test_type3_glyphs_drawn_in_the_byte_view_and_grid(window: MainWindow, tmp_path: Path) -> None:
    window.open_file(_type3_pdf(tmp_path))
    controller = window.controller
    controller.select_string(0, 0)
    view = window.string_panel.bytes
    outlines = view.outlines
    assert outlines is not None and outlines.program == TYPE3_PROGRAM
    codes = controller.current_string().decoded.codes  # type: ignore[union-attr]
    first = outlines.outline_for(codes[0].info.code, codes[0].info.gid)
    assert first is not None and _approx(first.ops) == EXPECTED
    assert view.glyph_note(codes[0].info) == ""
    assert view.glyph_note(codes[2].info) == "no path"
    view.grab()
    window.docks["Font details"].raise_()
    controller.select_font(controller.fonts[0].key)
    window.font_view.setCurrentWidget(window.font_view.glyphs)
    model = window.font_view.glyphs.model
    assert model.rowCount() == 3
    assert model.index(0, 0).data(OUTLINE_ROLE) is not None
    assert model.index(0, 0).data(NOTE_ROLE) == ""
    assert model.index(2, 0).data(OUTLINE_ROLE) is None


@pytest.mark.producers
@pytest.mark.skipif(shutil.which("chromium") is None, reason="chromium is not installed")
def test_chromium_type3_font_is_drawn(window: MainWindow, tmp_path: Path) -> None:
    """Chromium writes a font that may not be embedded (OS/2 fsType 2) as Type3 glyph
    procedures with the glyphs' paths."""
    from fontTools.ttLib import TTFont

    font = TTFont(io.BytesIO(embedded_truetype("AB")))
    font["OS/2"].fsType = 2
    font.save(str(tmp_path / "restricted.ttf"))
    (tmp_path / "page.html").write_text(
        "<style>@font-face{font-family:R;src:url(restricted.ttf)}</style>"
        '<p style="font-family:R;font-size:40px">ABBA</p>'
    )
    out = tmp_path / "chromium.pdf"
    subprocess.run(
        [
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--allow-file-access-from-files",
            f"--print-to-pdf={out}",
            (tmp_path / "page.html").as_uri(),
        ],
        capture_output=True,
        timeout=120,
        check=False,
    )
    if not out.exists():
        pytest.skip("chromium did not print the page")
    window.open_file(out)
    controller = window.controller
    shows = controller.page.trace.strings if controller.page is not None else ()
    index = next(
        n for n, s in enumerate(shows) if controller.font_entry(s.font_key).kind == "type3"
    )
    controller.select_string(0, index)
    outlines = window.string_panel.bytes.outlines
    assert outlines is not None and outlines.program == TYPE3_PROGRAM
    code = controller.current_string().decoded.codes[0].info  # type: ignore[union-attr]
    outline = outlines.outline_for(code.code, code.gid)
    assert outline is not None
    # the square of embedded_truetype: x 100-900, y 0-800 of a 1000-unit em, drawn y up
    assert outline.bounds == pytest.approx((100, 0, 900, 800), abs=1)


def test_font_not_embedded_shows_a_labelled_substitute(window: MainWindow, cjk_pdf: Path) -> None:
    window.open_file(cjk_pdf)
    controller = window.controller
    controller.select_string(1, 0)  # 日本 in HeiseiMin-W3, not embedded
    view = window.string_panel.bytes
    assert view.outlines is not None and view.outlines.program is None
    assert view.outlines.substitute
    codes = controller.current_string().decoded.codes  # type: ignore[union-attr]
    assert [view.substitute_for(c.info) for c in codes] == ["日", "本"]
    assert view.glyph_note(codes[0].info) == "not embedded"
    view.grab()
    window.docks["Font details"].raise_()
    controller.select_font(controller.current_string().font_key)  # type: ignore[union-attr]
    window.font_view.setCurrentWidget(window.font_view.glyphs)
    model = window.font_view.glyphs.model
    assert {model.index(r, 0).data(SUBSTITUTE_ROLE) for r in range(model.rowCount())} == {
        "日",
        "本",
    }
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_substitute(painter, QRectF(0, 0, 80, 80), "日", QColor("black"), QColor("gray"))
    painter.end()
    dark = sum(
        1 for x in range(80) for y in range(80) if QColor(image.pixel(x, y)).lightness() < 200
    )
    assert dark > 150
