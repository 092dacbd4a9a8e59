"""Pages read by worker processes give what one process gives, in page order."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from inspector import pagepool
from inspector.analysis import Analysis
from inspector.cli import main
from inspector.content import PageTrace

reportlab = pytest.importorskip("reportlab", reason="ReportLab makes the many-page document")


def _document(tmp_path: Path, pages: int) -> Path:
    """Pages of different Japanese and Latin lines in a non-embedded CID font and a
    standard 14 font, each page with its number."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen.canvas import Canvas

    pdfmetrics.registerFont(UnicodeCIDFont("HeiseiMin-W3"))
    rng = random.Random(7)
    kana = "あいうえおかきくけこさしすせそ日本語東京"
    path = tmp_path / "pages.pdf"
    canvas = Canvas(str(path), invariant=1)
    for page in range(pages):
        canvas.setFont("Helvetica", 10)
        canvas.drawString(72, 800, f"page {page + 1}")
        canvas.setFont("HeiseiMin-W3", 12)
        for line in range(3):
            canvas.drawString(72, 760 - 20 * line, "".join(rng.choices(kana, k=12)))
        canvas.showPage()
    canvas.save()
    return path


def _page_number(analysis: Analysis, trace: PageTrace) -> str:
    return f"{trace.page_index}:{len(trace.strings)};"


def test_workers_return_every_page_once_in_order(tmp_path: Path) -> None:
    path = _document(tmp_path, pagepool.RUN_PAGES * 2 + 7)
    with Analysis(path) as analysis:
        pages = list(range(analysis.page_count))[::-1][:-3]  # any order, any subset
        one = list(pagepool.map_pages(analysis, pages, _page_number, jobs=1))
        two = list(pagepool.map_pages(analysis, pages, _page_number, jobs=2))
    assert one == [f"{p}:4;" for p in pages]
    assert two == one


def test_text_is_the_same_whatever_the_number_of_processes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    count = pagepool.RUN_PAGES * 3 + 4
    path = _document(tmp_path, count)
    outputs = []
    for jobs in ("1", "2", "3"):
        for extra in ([], ["--json"]):
            assert main(["text", str(path), "--jobs", jobs, *extra]) == 0
            outputs.append(capsys.readouterr().out)
    assert outputs[0].count("\f") == count
    assert f"page {count}" in outputs[0].split("\f")[count - 1]
    assert outputs[0] == outputs[2] == outputs[4]
    assert outputs[1] == outputs[3] == outputs[5]


def test_auto_reads_small_documents_in_one_process() -> None:
    assert pagepool.auto_jobs(pagepool.PARALLEL_FROM - 1) == 1
    assert 1 <= pagepool.auto_jobs(10_000) <= pagepool.MAX_AUTO_JOBS


@pytest.mark.parametrize("value", ["0", "-2", "many"])
def test_a_wrong_number_of_processes_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    path = _document(tmp_path, 1)
    with pytest.raises(SystemExit) as exit_:
        main(["text", str(path), "--jobs", value])
    assert exit_.value.code == 2
    assert "number of processes" in capsys.readouterr().err
