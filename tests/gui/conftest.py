"""Fixtures for the window's tests: offscreen Qt, isolated settings, a built CJK PDF."""

from __future__ import annotations

import os
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("PySide6.QtPdf")

import pikepdf
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)
from PySide6.QtCore import QSettings

from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test of this folder uses the window: it runs in the window tier of
    scripts/test.sh (marker ``gui``), whether or not its module says so."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents and item.get_closest_marker("gui") is None:
            item.add_marker(pytest.mark.gui)


TO_UNICODE = cmap_stream_bytes(
    [("0000", "FFFF")], bfchars=[("0001", "65E5"), ("0002", "672C")], name="Test-UCS"
)
"""ToUnicode for the Identity-H font: <0001> 日, <0002> 本, <0003> unmapped."""

CONTENT = (
    content_tj("F3", 12, b"Hello", y=760)
    + content_tj("F1", 20, b"\x93\xfa\x96\x7b", y=700)
    + content_tj("F2", 20, [b"\x00\x01", -200, b"\x00\x02\x00\x03"], y=640)
)
"""Strings: 0 Hello (Helvetica), 1 日本 (90ms-RKSJ-H, collection), 2 and 3 a TJ of the
Identity-H font with a ToUnicode that leaves <0003> unmapped."""


@pytest.fixture
def cjk_pdf(tmp_path: Path) -> Path:
    """One page, three fonts, four strings (see CONTENT)."""
    pdf = page_pdf(
        {
            "F1": partial(type0_font, encoding="90ms-RKSJ-H", base_font="HeiseiMin-W3"),
            "F2": partial(
                type0_font,
                ordering="Identity",
                supplement=0,
                base_font="ABCDEF+Subset",
                to_unicode=TO_UNICODE,
            ),
            "F3": simple_font,
        },
        CONTENT,
    )
    return save(pdf, tmp_path, "cjk.pdf")


EMBEDDED_TEXT = "漢字Ab"
"""Page 1 of ``embedded_pdf``: GIDs 1-4 of an embedded TrueType program, no ToUnicode."""


@pytest.fixture
def embedded_pdf(tmp_path: Path) -> Path:
    """Two pages of an Identity-H TrueType font recoverable from its cmap; bookmarks, an image."""
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        base_font="ABCDEF+Test",
        cid_to_gid="Identity",
        font_file2=embedded_truetype(EMBEDDED_TEXT),
    )
    first = content_tj("F1", 24, b"\x00\x01\x00\x02\x00\x03\x00\x04", y=700)
    second = (
        content_tj("F1", 24, b"\x00\x02\x00\x01", y=700) + b"q 100 0 0 50 72 500 cm /Im1 Do Q\n"
    )
    pdf = page_pdf({"F1": font}, [first, second])
    image = pdf.make_stream(b"\xff\x00\x00" * 4)
    image.Type = pikepdf.Name.XObject
    image.Subtype = pikepdf.Name.Image
    image.Width, image.Height = 2, 2
    image.ColorSpace = pikepdf.Name.DeviceRGB
    image.BitsPerComponent = 8
    pdf.pages[1].Resources.XObject = pikepdf.Dictionary(Im1=image)
    with pdf.open_outline() as outline:
        chapter = pikepdf.OutlineItem("Chapter 1", 0)
        chapter.children.append(pikepdf.OutlineItem("Section 1.1", 1))
        outline.root.append(chapter)
        outline.root.append(pikepdf.OutlineItem("Appendix", 1))
    return save(pdf, tmp_path, "embedded.pdf")


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """Settings in a file of the test's own."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: object, settings: QSettings) -> Iterator[MainWindow]:
    """A shown window whose jobs run synchronously and whose dialogs are recorded."""
    controller = DocumentController(SyncRunner())
    win = MainWindow(controller, settings, interactive=False)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1400, 900)
    win.show()
    yield win
    assert win.reporter.errors == []


RENDER_LIMIT = 3.0
"""Seconds a page image may take in the tests of deliberately broken inputs (the window
gives it ``render_process.TIME_LIMIT``, 15 s): a page PDFium cannot draw in time fails the
same way, sooner (the 4 MB Encoding CMap of ``cmap-oversize.pdf`` took the full 15 s in
each of two tests)."""


@pytest.fixture
def quick_renders(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's render process stops a page image after RENDER_LIMIT seconds."""
    from inspector.gui.render_process import shared_renderer

    monkeypatch.setattr(shared_renderer(), "time_limit", RENDER_LIMIT)
