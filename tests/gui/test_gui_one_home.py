"""One home per fact (issue 34): the window and the command line write ``trace --json``
through one writer, refuse to overwrite the input by one check, and reveal the hidden
characters the report flags by one rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.cli import main
from inspector.errors import UsageError
from inspector.gui.session import Session
from inspector.gui.window import MainWindow


def _link_to(source: Path, kind: str, name: str) -> Path:
    """Another name of ``source``: a hard link (the same device and inode) or a symlink."""
    folder = source.parent / "links"
    folder.mkdir(exist_ok=True)
    link = folder / name
    try:
        if kind == "hard":
            link.hardlink_to(source)
        else:
            link.symlink_to(source)
    except OSError as exc:  # a file system without links
        pytest.skip(f"cannot make a {kind} link here: {exc}")
    return link


def test_window_and_cli_write_the_same_trace_json(
    cjk_pdf: Path, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    assert main(["trace", "--json", str(cjk_pdf)]) == 0
    cli = capsysbinary.readouterr().out
    target = tmp_path / "window.json"
    with Session(str(cjk_pdf), None) as session:
        assert session.export_trace(str(target), lambda done, total: None) == str(target)
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
    assert not window.export_html(str(_link_to(embedded_pdf, kind, "doc.html")))
    assert not window.export_report(str(_link_to(embedded_pdf, kind, "report.json")))
    window.controller.select_string(0, 0)
    window.show_repair()
    assert not window.repair_view.save_copy_to(str(_link_to(embedded_pdf, kind, "fixed.pdf")))
    assert "cannot replace" in window.repair_view.summary.text()
    with Session(str(embedded_pdf), None) as session:
        for name in ("trace.json", "stream.bin"):
            link = _link_to(embedded_pdf, kind, name)
            with pytest.raises(UsageError, match="refusing to overwrite the input file"):
                if name == "trace.json":
                    session.export_trace(str(link), lambda done, total: None)
                else:
                    session.save_stream(1, 0, True, str(link))
    assert embedded_pdf.read_bytes() == before
