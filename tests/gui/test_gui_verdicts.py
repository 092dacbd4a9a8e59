"""The window and the command line reach the same verdicts, counts and findings.

Every file of the shared corpus and every broken input that opens is opened in the
window (its background pass run to the end) and compared with ``fonts --json``: the
file's verdict and reason, each page's health, every font's row (verdict, counts,
findings) and the document's findings. A damaged file built here (a PDF cut short,
opened through qpdf's repair, whose fonts no longer resolve) keeps the test meaningful
without the corpus.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from broken.limits import scale_down
from broken.make_broken import CASES
from window_records import window_font_record

from inspector.cli import main
from inspector.gui.window import MainWindow
from inspector.output.records import diagnosis_record, finding_record
from inspector.pdf.streams import limit_decoders

pytestmark = pytest.mark.gui

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "pdfs"
FILES = sorted(CORPUS.glob("*.pdf")) if CORPUS.is_dir() else []
BROKEN = [c.path for c in CASES if c.exit_code == 0 and c.password is None]


def fonts_json(path: Path) -> dict[str, Any]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(["fonts", "--json", str(path)]) == 0
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def window_json(window: MainWindow, path: Path) -> dict[str, Any]:
    """What the window shows, in the shape of ``fonts --json``."""
    window.open_file(path)
    controller = window.controller
    assert controller.document is not None, window.open_errors
    assert controller.scanned == controller.document.info.page_count
    diagnosis = controller.diagnosis
    assert diagnosis is not None and controller.diagnosis_complete
    return {
        "file": str(path),
        "fonts": [
            window_font_record(e, diagnosis.fonts.get(e.key), diagnosis.findings.get(e.key))
            for e in controller.fonts
        ],
        "verdict": diagnosis_record(diagnosis),
        "findings": [finding_record(f) for f in controller.document_findings],
    }


def _missing(key: object) -> bool:
    """Whether a font key is the interpreter's for a missing resource."""
    return isinstance(key, tuple) and len(key) == 2 and key[0] == "missing"


def _canonical(rows: list[dict[str, Any]]) -> list[str]:
    return sorted(json.dumps(r, sort_keys=True, ensure_ascii=False) for r in rows)


def assert_same(window: MainWindow, path: Path) -> dict[str, Any]:
    cli = fonts_json(path)
    shown = window_json(window, path)
    assert shown["verdict"] == cli["verdict"]
    # The window lists the fonts the pages list, as ``fonts`` does, and also those the
    # strings use without any resource listing them (as the report does), with their
    # verdicts: the file's verdict may be about one of them.
    # A font a Tf selects by a name no resource defines carries that name and its pages
    # in the window (issue 35: counted in the page tree as in the fonts table), not in
    # ``fonts``, which lists what the resources list.
    lost = [_missing(e.key) for e in window.controller.fonts]
    listed = [row for row, gone in zip(shown["fonts"], lost) if row["resources"] and not gone]
    assert _canonical(listed) == _canonical(cli["fonts"])
    unlisted = [row for row, gone in zip(shown["fonts"], lost) if gone or not row["resources"]]
    assert all(row.get("verdict") is not None for row in unlisted)
    # The document's findings are qpdf's repairs of what was read: the window reads more
    # than ``fonts`` (the object tree, images, content streams to show), so it may
    # find more damage, never less, and nothing but damage besides.
    found = {json.dumps(f, sort_keys=True) for f in shown["findings"]}
    expected = {json.dumps(f, sort_keys=True) for f in cli["findings"]}
    assert expected <= found
    assert {json.loads(f)["code"] for f in found if f not in expected} <= {"PDF-REPAIRED"}
    summary = window.document_view.summary.text()
    assert f">{cli['verdict']['verdict']}<" in summary
    assert f"<td>{len(shown['fonts'])} (" in summary
    unmapped = sum(row.get("unmapped", 0) for row in shown["fonts"])
    assert f"<td>{unmapped}</td>" in summary
    return cli


@pytest.fixture
def damaged_pdf(tmp_path: Path) -> Path:
    """A page of text cut short inside its font dictionary (no cross-reference table, no
    trailer): qpdf's repair finds the page and its content, not the font."""
    content = b"".join(
        b"BT /F1 12 Tf 72 %d Td (Hello world %d) Tj ET\n" % (700 - 20 * n, n) for n in range(8)
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n%sendstream" % (len(content), content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    data = b"%PDF-1.4\n" + b"".join(
        b"%d 0 obj\n%s\nendobj\n" % (n, body) for n, body in enumerate(objects, start=1)
    )
    damaged = tmp_path / "damaged.pdf"
    damaged.write_bytes(data[: data.index(b"5 0 obj") + 20])
    return damaged


def test_a_damaged_file_gets_the_command_lines_verdict(
    window: MainWindow, damaged_pdf: Path
) -> None:
    cli = assert_same(window, damaged_pdf)
    # Not the "no text" verdict the window gave before: the strings show, unmapped.
    assert cli["verdict"]["verdict"] == "not-recoverable"
    assert [e.facts.base_font for e in window.controller.fonts] == ["missing /F1"]
    assert window.controller.page is not None and window.controller.page.trace.strings
    assert any(f["code"] == "PDF-REPAIRED" for f in cli["findings"])


@pytest.fixture
def small_limits(monkeypatch: pytest.MonkeyPatch, quick_renders: None) -> Iterator[None]:
    scale_down(monkeypatch)
    yield
    monkeypatch.undo()
    limit_decoders()


@pytest.mark.usefixtures("small_limits")
@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.name)
def test_broken_inputs_get_the_command_lines_verdicts(window: MainWindow, path: Path) -> None:
    assert_same(window, path)


@pytest.mark.skipif(not FILES, reason="the shared corpus is not here")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_corpus_files_get_the_command_lines_verdicts(window: MainWindow, path: Path) -> None:
    assert_same(window, path)
