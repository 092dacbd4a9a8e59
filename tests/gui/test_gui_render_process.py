"""Page images drawn in a child process: images come back, a page that would take all the
memory or time stops its child and gets a sentence, and the next page is drawn again."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest
from builders import content_tj, page_pdf, save, simple_font
from PySide6.QtGui import QColor, QImage, QPainter

from inspector.gui.render_process import RenderFailure, RenderProcess

pytestmark = pytest.mark.gui

BROKEN = Path(__file__).resolve().parents[1] / "broken"


def _on_white(image: QImage) -> QImage:
    """The image as the page canvas shows it: painted over a white page."""
    page = QImage(image.size(), QImage.Format.Format_RGB32)
    page.fill(QColor("white"))
    painter = QPainter(page)
    painter.drawImage(0, 0, image)
    painter.end()
    return page


def _dark_pixels(image: QImage, x0: int = 0, x1: int | None = None) -> int:
    shown = _on_white(image)
    return sum(
        1
        for y in range(shown.height())
        for x in range(x0, shown.width() if x1 is None else x1)
        if shown.pixelColor(x, y).lightness() < 128
    )


def _black_page(tmp_path: Path) -> Path:
    """A page whose left half is painted black; the right half stays blank."""
    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi") + b"0 0 297 842 re f\n")
    return save(pdf, tmp_path, "black.pdf")


def test_an_image_comes_back_and_shows_the_page(tmp_path: Path) -> None:
    renderer = RenderProcess()
    try:
        image = renderer.render(str(_black_page(tmp_path)), None, 0, 120, 160)
        assert isinstance(image, QImage)
        assert (image.width(), image.height()) == (120, 160)
        half = 60 * 160
        assert _dark_pixels(image, 0, 58) > 0.95 * 58 * 160  # the painted half
        assert _dark_pixels(image, 62, 120) < 0.02 * half  # the blank half shows white
    finally:
        renderer.close()


def test_a_fanout_bomb_fails_alone_and_the_next_page_renders(tmp_path: Path) -> None:
    renderer = RenderProcess(time_limit=20, memory_limit=400 * 1024**2)
    try:
        failure = renderer.render(str(BROKEN / "form-fanout-bomb.pdf"), None, 0, 300, 400)
        assert isinstance(failure, RenderFailure)
        assert "out of memory" in failure.message or "longer than" in failure.message
        image = renderer.render(str(_black_page(tmp_path)), None, 0, 60, 80)
        assert isinstance(image, QImage) and _dark_pixels(image) > 0
    finally:
        renderer.close()


def test_a_slow_page_is_stopped_at_the_time_limit(tmp_path: Path) -> None:
    renderer = RenderProcess(time_limit=0.5)
    try:
        renderer.start()
        assert isinstance(renderer.render(str(_black_page(tmp_path)), None, 0, 50, 50), QImage)
        failure = renderer.render(str(BROKEN / "form-fanout-bomb.pdf"), None, 0, 300, 400)
        assert isinstance(failure, RenderFailure)
        assert "longer than 0.5 s" in failure.message
    finally:
        renderer.close()


def test_an_unreadable_file_is_a_failure_not_an_exception(tmp_path: Path) -> None:
    path = tmp_path / "not.pdf"
    path.write_bytes(b"hello")
    renderer = RenderProcess()
    try:
        failure = renderer.render(str(path), None, 0, 50, 50)
        assert failure == RenderFailure("the page renderer cannot open this file")
    finally:
        renderer.close()


def test_an_encrypted_file_renders_with_its_password(tmp_path: Path) -> None:
    path = _black_page(tmp_path)
    locked = tmp_path / "locked.pdf"
    with pikepdf.open(path) as pdf:
        pdf.save(locked, encryption=pikepdf.Encryption(user="pw", owner="pw"))
    renderer = RenderProcess()
    try:
        assert isinstance(renderer.render(str(locked), None, 0, 50, 50), RenderFailure)
        assert isinstance(renderer.render(str(locked), "pw", 0, 50, 50), QImage)
    finally:
        renderer.close()


def test_a_document_that_grows_the_renderer_is_reopened(tmp_path: Path) -> None:
    """PDFium keeps substituted system fonts while a document is open; past the resident
    size given, the child closes the document and opens it again for the next page."""
    path = str(save(page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi"), pages=3), tmp_path))
    keeping, reopening = RenderProcess(), RenderProcess(reload_at=0)
    try:
        for index in range(3):
            assert isinstance(keeping.render(path, None, index, 40, 50), QImage)
            assert isinstance(reopening.render(path, None, index, 40, 50), QImage)
        assert (keeping.opens, reopening.opens) == (1, 3)
    finally:
        keeping.close()
        reopening.close()
