"""Pages read by worker processes give what one process gives, in page order."""

from __future__ import annotations

import json
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


def _page_bytes(analysis: Analysis, trace: PageTrace) -> bytes:
    """A page's output as bytes, as ``trace --json`` gives (module-level: sent to workers)."""
    return f"{trace.page_index}:{len(trace.strings)};".encode() * (trace.page_index + 1)


def _spool_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the runs whose outputs the parent reads from the spool (one entry each)."""
    reads: list[int] = []
    read = pagepool.Spooled.read

    def counted(self: pagepool.Spooled) -> list[bytes]:
        reads.append(len(self.sizes))
        return read(self)

    monkeypatch.setattr(pagepool.Spooled, "read", counted)
    return reads


@pytest.fixture
def spool_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty temporary directory for the spool, and every run's outputs spooled."""
    import tempfile

    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.setattr(pagepool, "SPOOL_FROM", 0)
    return temp


def test_large_outputs_travel_through_a_spool_file_and_come_back_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spool_temp: Path
) -> None:
    path = _document(tmp_path, pagepool.RUN_PAGES * 2 + 3)
    reads = _spool_reads(monkeypatch)
    with Analysis(path) as analysis:
        pages = list(range(analysis.page_count))
        one = list(pagepool.map_pages(analysis, pages, _page_bytes, jobs=1))
        two = list(pagepool.map_pages(analysis, pages, _page_bytes, jobs=2))
    assert two == one == [_page_bytes(analysis, _Trace(p)) for p in pages]  # type: ignore[arg-type]
    assert reads == [pagepool.RUN_PAGES, pagepool.RUN_PAGES, 3]
    assert list(spool_temp.iterdir()) == []  # the spool and its files are gone


class _Trace:
    def __init__(self, page_index: int) -> None:
        self.page_index = page_index
        self.strings = [None] * 4


def test_small_outputs_and_text_go_through_the_pipe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _document(tmp_path, pagepool.RUN_PAGES * 2 + 3)
    reads = _spool_reads(monkeypatch)
    with Analysis(path) as analysis:
        pages = list(range(analysis.page_count))
        small = list(pagepool.map_pages(analysis, pages, _page_bytes, jobs=2))
        monkeypatch.setattr(pagepool, "SPOOL_FROM", 0)
        text = list(pagepool.map_pages(analysis, pages, _page_number, jobs=2))
    assert small[-1] == _page_bytes(analysis, _Trace(pages[-1]))  # type: ignore[arg-type]
    assert text == [f"{p}:4;" for p in pages]
    assert reads == []


def test_where_no_spool_can_be_made_the_outputs_go_through_the_pipe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tempfile

    path = _document(tmp_path, pagepool.RUN_PAGES * 2 + 3)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "missing"))
    monkeypatch.setattr(pagepool, "SPOOL_FROM", 0)
    reads = _spool_reads(monkeypatch)
    with Analysis(path) as analysis:
        pages = list(range(analysis.page_count))
        two = list(pagepool.map_pages(analysis, pages, _page_bytes, jobs=2))
    assert two == [_page_bytes(analysis, _Trace(p)) for p in pages]  # type: ignore[arg-type]
    assert reads == []


def test_the_spool_holds_only_the_runs_in_flight(tmp_path: Path, spool_temp: Path) -> None:
    path = _document(tmp_path, pagepool.RUN_PAGES * 8)
    held = []
    with Analysis(path) as analysis:
        for _ in pagepool.PageRuns(analysis, range(analysis.page_count), _page_bytes, 2):
            (spool,) = spool_temp.iterdir()
            held.append(len(list(spool.iterdir())))
    # Each run's file goes once read: at most the 2 x 2 runs submitted ahead are left.
    assert max(held) <= 4
    assert held[-1] == 0


def test_a_reading_stopped_early_leaves_no_spool_behind(tmp_path: Path, spool_temp: Path) -> None:
    path = _document(tmp_path, pagepool.RUN_PAGES * 6)
    with Analysis(path) as analysis:
        runs = iter(pagepool.PageRuns(analysis, range(analysis.page_count), _page_bytes, 2))
        assert next(runs) == b"0:4;"
        assert list(spool_temp.iterdir())  # the spool, with runs in flight
        runs.close()  # type: ignore[attr-defined]
    assert list(spool_temp.iterdir()) == []


def test_trace_json_through_the_spool_is_what_one_process_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    path = _document(tmp_path, pagepool.RUN_PAGES * 2 + 3)
    monkeypatch.setattr(pagepool, "SPOOL_FROM", 0)
    reads = _spool_reads(monkeypatch)
    outputs = []
    for jobs in ("1", "2"):
        assert main(["trace", "--json", str(path), "--jobs", jobs]) in (0, 1)
        outputs.append(capsysbinary.readouterr().out)
    assert reads == [pagepool.RUN_PAGES, pagepool.RUN_PAGES, 3]
    assert outputs[0] == outputs[1]
    pages = json.loads(outputs[0])["pages"]
    assert [page["number"] for page in pages] == list(range(1, pagepool.RUN_PAGES * 2 + 4))
