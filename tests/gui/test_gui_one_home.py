"""One home per fact (issue 34): the window and the command line write ``trace --json``
through one writer, refuse to overwrite the input by one check, and reveal the hidden
characters the report flags by one rule."""

from __future__ import annotations

from pathlib import Path

import pytest
from builders import link_to

from inspector.cli import main
from inspector.errors import UsageError
from inspector.gui.features.exports import ExportsWork
from inspector.gui.features.objects import ObjectsWork
from inspector.gui.session import Session
from inspector.gui.window import MainWindow


def test_window_and_cli_write_the_same_trace_json(
    cjk_pdf: Path, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    assert main(["trace", "--json", str(cjk_pdf)]) == 0
    cli = capsysbinary.readouterr().out
    target = tmp_path / "window.json"
    with Session(str(cjk_pdf), None) as session:
        assert ExportsWork(session).export_trace(str(target), lambda done, total: None) == str(
            target
        )
    assert target.read_bytes() == cli
    assert cli.startswith(b'{"file": ') and cli.endswith(b"}\n")


@pytest.mark.parametrize("kind", ["hard", "symbolic"])
def test_window_refuses_a_link_to_the_input(
    window: MainWindow, embedded_pdf: Path, kind: str
) -> None:
    """The check of ``report``, ``repair`` and ``export-html`` (files.refuse_input): a
    hard link or a symlink to the open file is the open file."""
    before = embedded_pdf.read_bytes()
    window.open_file(embedded_pdf)
    assert not window.export_html(str(link_to(embedded_pdf, kind, "doc.html")))
    assert not window.export_report(str(link_to(embedded_pdf, kind, "report.json")))
    window.controller.select_string(0, 0)
    window.show_repair()
    assert not window.repair_view.save_copy_to(str(link_to(embedded_pdf, kind, "fixed.pdf")))
    assert "cannot replace" in window.repair_view.summary.text()
    with Session(str(embedded_pdf), None) as session:
        for name in ("trace.json", "stream.bin"):
            link = link_to(embedded_pdf, kind, name)
            with pytest.raises(UsageError, match="refusing to overwrite the input file"):
                if name == "trace.json":
                    ExportsWork(session).export_trace(str(link), lambda done, total: None)
                else:
                    ObjectsWork(session).save_stream(1, 0, True, str(link))
    assert embedded_pdf.read_bytes() == before


def _hidden_pdf(tmp_path: Path) -> Path:
    """One string of an Identity-H font whose ToUnicode maps <0001> A, <0002> U+202E
    (right-to-left override), <0003> U+200B (zero-width space), <0004> U+200D (zero-width
    joiner, which shapes scripts and stays as it is) and <0005> B."""
    from functools import partial

    from builders import cmap_stream_bytes, content_tj, page_pdf, save, type0_font

    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")],
        bfchars=[
            ("0001", "0041"),
            ("0002", "202E"),
            ("0003", "200B"),
            ("0004", "200D"),
            ("0005", "0042"),
        ],
        name="Hidden-UCS",
    )
    font = partial(
        type0_font, ordering="Identity", supplement=0, base_font="Hidden", to_unicode=to_unicode
    )
    content = content_tj("F1", 20, b"\x00\x01\x00\x02\x00\x03\x00\x04\x00\x05", y=700)
    return save(page_pdf({"F1": font}, content), tmp_path, "hidden.pdf")


def test_window_reveals_the_hidden_characters_the_report_flags(
    window: MainWindow, tmp_path: Path
) -> None:
    """One rule (output/escapes.is_hidden): U+202E and U+200B show as the report shows
    them, in the text pane, the strings list, the codes and the chain; U+200D, which the
    report keeps, stays."""
    from PySide6.QtCore import Qt

    from inspector.output.escapes import PAGE_TEXT_KEEP, visible

    pdf = _hidden_pdf(tmp_path)
    report = tmp_path / "report.html"
    assert main(["report", str(pdf), "-o", str(report)]) == 0
    html = report.read_text(encoding="utf-8")
    # U+202E is also a suspect value, marked as such around its visible stand-in
    flagged = '<span class="ctl" title="RIGHT-TO-LEFT OVERRIDE">U+202E</span></mark>'
    flagged += '<span class="ctl" title="ZERO WIDTH SPACE">U+200B</span>\u200dB'
    assert flagged in html and "U+200D" not in html
    window.open_file(pdf)
    page = window.controller.page
    assert page is not None
    raw = page.text.text
    assert "\u202e" in raw and "\u200b" in raw
    shown = window.text_view.text
    assert shown == visible(raw, PAGE_TEXT_KEEP)
    assert "A⟨U+202E⟩⟨U+200B⟩\u200dB" in shown
    assert "\u202e" not in shown and "\u200b" not in shown
    # a click on the B after the marks still selects the B
    assert window.text_view.position_of(0, 4) == shown.rindex("B")
    strings = window.strings_view.model
    text_column = next(
        c
        for c in range(strings.columnCount())
        if strings.headerData(c, Qt.Orientation.Horizontal) == "Text"
    )
    assert strings.data(strings.index(0, text_column)) == "A⟨U+202E⟩⟨U+200B⟩\u200dB"
    window.controller.select_string(0, 0)
    codes = window.string_panel.codes
    unicode_column = next(
        c
        for c in range(codes.columnCount())
        if codes.headerData(c, Qt.Orientation.Horizontal) == "Unicode"
    )
    cells = [codes.data(codes.index(row, unicode_column)) for row in range(codes.rowCount())]
    assert cells == ["A", "⟨U+202E⟩", "⟨U+200B⟩", "\u200d", "B"]


def test_window_words_are_the_command_lines() -> None:
    """Engine status words, Unicode-source badges and flag order have one home each
    (output/words.py, output/badges.py, chain.FLAG_ORDER), translated through
    gettext as the command line's words are: the window showed ``memory-limit`` as it
    was, and its badges through a Qt catalogue of their own."""
    from inspector.chain import FLAG_ORDER, Flag, UnicodeSource
    from inspector.gui.models import strings_model
    from inspector.gui.views import byte_view, compare_view
    from inspector.i18n import set_language
    from inspector.output import words as engine_status
    from inspector.output.records import FLAG_ORDER as RECORD_FLAG_ORDER

    try:
        for lang in ("en", "ja"):
            set_language(lang)
            for status in (*engine_status.ENGINE_STATUSES, "unknown"):
                assert compare_view.status_text(status) == engine_status.status_text(status)
            assert compare_view.status_text("memory-limit") != "memory-limit"
        assert byte_view.source_badge(UnicodeSource.GLYPH_NAME) == "グリフ名"
        assert byte_view.source_badge(UnicodeSource.TOUNICODE) == "ToUnicode"
    finally:
        set_language("en")
    assert strings_model.FLAG_ORDER is FLAG_ORDER
    assert tuple(f.value for f in FLAG_ORDER) == RECORD_FLAG_ORDER
    assert set(FLAG_ORDER) == set(Flag)
