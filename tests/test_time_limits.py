"""Only a limit the user sets stops work by the clock: no page is cut by an internal time
limit (a busy machine gives the same findings and verdicts), a file that the user's
``--time-limit`` stops is *incomplete* (no verdict about its content) and ``--resume``
does it again, and a worker process that dies is named in the triage summary."""

from __future__ import annotations

import csv
import itertools
import json
import time
from pathlib import Path
from typing import Any

import pytest
from builders import content_tj, page_pdf, save, simple_font, type0_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.triage.journal import Journal, encode_row
from inspector.triage.runner import WORKER_HOOK, run_triage
from inspector.triage.work import level, summary_text, triage_file, triage_rows


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _two_fonts(folder: Path) -> Path:
    content = content_tj("F1", 12, b"Hello") + content_tj("F2", 12, b"World")
    return save(page_pdf({"F1": simple_font, "F2": simple_font}, content), folder, "two.pdf")


def test_a_slow_page_is_read_whole_without_a_user_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A machine so busy that an hour passes between any two looks at the clock.
    hours = itertools.count(0.0, 3600.0)
    monkeypatch.setattr(time, "monotonic", lambda: next(hours))
    monkeypatch.setattr(time, "perf_counter", lambda: next(hours))
    path = _two_fonts(tmp_path)
    with Analysis(str(path)) as analysis:
        trace = analysis.trace_page(0)
    assert [s.decoded.text for s in trace.strings] == ["Hello", "World"]
    assert not trace.unread and "PDF-LIMIT" not in {f.code for f in trace.findings}
    row = triage_file(str(path), limit=None)
    assert (row["verdict"], row["error"]) == ("ok", None)
    assert main(["text", str(path)]) == 0
    assert "Hello" in capsys.readouterr().out


def _slow_file(folder: Path) -> Path:
    # 400 pages take the triage far longer than the limits below (tens of milliseconds
    # on a fast machine): the user's limit stops it, whatever the machine.
    big = page_pdf({"F1": type0_font}, [content_tj("F1", 12, b"\x03\x4b" * 2000)] * 400)
    return save(big, folder, "slow.pdf")


# The limit may first fire inside a gc callback, where Python only reports it as
# unraisable; it fires again and ends the file.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_file_cut_by_the_users_limit_is_incomplete_and_resume_does_it_again(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    slow = _slow_file(folder)
    fine = _two_fonts(folder)
    journal_path = tmp_path / "run.jsonl"
    limits = {str(slow): 0.001, str(fine): None}
    seen: list[dict[str, Any]] = []

    def engine(paths: Any, on_row: Any) -> None:  # in this process: the main thread's timer
        for path in paths:
            on_row(triage_file(path, None, limits[path]))

    with Journal(str(journal_path)) as journal:
        run_triage([str(folder)], engine, lambda r, place, resumed: seen.append(r), journal)
    cut = next(r for r in seen if r["file"] == str(slow))
    assert cut["verdict"] is None and cut["root_cause"] is None and cut["fonts"] == []
    assert cut["error_kind"] == "timeout"
    assert cut["error"] == (
        "incomplete (time limit): stopped after 0.001 s (--time-limit), no verdict"
    )
    summary = summary_text(seen)
    assert "incomplete (time limit)" in summary and str(slow) in summary

    # The resumed run keeps the finished row and does the incomplete file again.
    limits[str(slow)] = None
    again: list[tuple[str, bool]] = []
    with Journal(str(journal_path), resume=True) as journal:
        run_triage(
            [str(folder)],
            engine,
            lambda r, place, resumed: again.append((Path(r["file"]).name, resumed)),
            journal,
        )
        assert journal.incomplete == 1
    assert sorted(again) == [("slow.pdf", False), ("two.pdf", True)]
    rows = {Path(r["file"]).name: r for r in _rows(journal_path)}
    assert len(_rows(journal_path)) == 2  # one row per file
    assert rows["slow.pdf"]["error"] is None and rows["slow.pdf"]["verdict"] is not None


def test_an_incomplete_row_is_not_taken_from_the_journal(tmp_path: Path) -> None:
    path = _two_fonts(tmp_path)
    stat = path.stat()
    facts = {"file": str(path), "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}
    cut = {**facts, "sha256": None, "verdict": None, "error_kind": "timeout", "error": "x"}
    journal_path = tmp_path / "run.jsonl"
    journal_path.write_bytes(encode_row(cut))
    with Journal(str(journal_path), resume=True) as journal:
        assert journal.previous(str(path)) is None
        journal.write({**facts, "sha256": None, "verdict": "ok", "error_kind": None})
    assert [r["verdict"] for r in _rows(journal_path)] == ["ok"]


@pytest.mark.parametrize("engine", ["dask", "local"])
def test_a_row_whose_worker_died_is_done_again_by_resume(tmp_path: Path, engine: str) -> None:
    # The file never got a verdict: --resume does it again whichever engine wrote the
    # row (Dask's rows carry the file's size and mtime, the local pool's do not).
    path = _two_fonts(tmp_path)
    stat = path.stat()
    facts = {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": None}
    if engine == "local":
        facts = {"size": None, "mtime_ns": None, "sha256": None}
    died = {"file": str(path), **facts, "verdict": None, "error_kind": "died", "error": "x"}
    journal_path = tmp_path / "run.jsonl"
    journal_path.write_bytes(encode_row(died))
    with Journal(str(journal_path), resume=True) as journal:
        assert journal.previous(str(path)) is None
        assert (journal.incomplete, journal.stale) == (1, 0)


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_triage_reports_a_cut_as_incomplete_and_resume_redoes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    _slow_file(folder)
    journal = tmp_path / "run.jsonl"
    args = ["triage", str(folder), "--jobs", "1", "--jsonl", str(journal)]
    assert main([*args, "--time-limit", "0.001"]) == 0
    out = capsys.readouterr().out
    assert "incomplete (time limit): stopped after 0.001 s (--time-limit), no verdict" in out
    assert "unreadable" not in out.lower() and "\nok" not in out.lower()
    assert [r["error_kind"] for r in _rows(journal)] == ["timeout"]
    assert main([*args, "--resume"]) == 0
    out = capsys.readouterr().out
    assert "incomplete" not in out
    [row] = _rows(journal)
    assert row["error"] is None and row["verdict"] is not None


def test_a_worker_that_died_is_named_in_the_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    for name in ("a.pdf", "crash.pdf"):
        save(ok, folder, name)
    monkeypatch.setenv(WORKER_HOOK, "triage_hooks:crash")
    assert main(["triage", str(folder), "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    summary = out[out.index("2 files:") :]
    died = summary[summary.index("the worker process died on it") :]
    assert str(folder / "crash.pdf") in died.splitlines()[1]
    assert "the worker process died on this file" in out  # the file's own row


def _stopped_child(stdout: bytes, files: dict[str, str]) -> Any:
    """A stand-in for the child an engine runs: it wrote ``stdout`` and ``files`` (in its
    scratch folder) and was then stopped by the time limit."""

    def run(argv: list[str], time_limit: float, cwd: Path, *rest: Any) -> Any:
        for name, text in files.items():
            (cwd / name).write_text(text, encoding="utf-8")
        return stdout, b"", -9, True

    return run


@pytest.mark.parametrize(
    ("name", "stdout", "files"),
    [
        ("pdftotext", b"one\n\n\ftw", {}),  # page 2 was being written: no form feed yet
        ("mutool", b"", {"page-1.txt": "one\n\n", "page-2.txt": "tw"}),
    ],
)
def test_an_engine_stopped_by_the_time_limit_keeps_only_its_whole_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, stdout: bytes, files: Any
) -> None:
    import dataclasses

    from inspector.engines import run as engine_run
    from inspector.engines.registry import ENGINES

    engine = dataclasses.replace(
        next(e for e in ENGINES if e.name == name), available=lambda: True, version=lambda: "1"
    )
    monkeypatch.setattr(engine_run, "_run", _stopped_child(stdout, files))
    result = engine_run.run_engine(engine, _two_fonts(tmp_path), [1, 2, 3], time_limit=5)
    assert result.status == "timeout"
    assert result.pages == {1: "one\n\n"}  # page 2, cut short, is not compared as whole
    assert result.note == "stopped after the time limit of 5 s (1 of 3 pages done)"


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_cut_file_is_incomplete_in_the_verdict_column_and_fail_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    _slow_file(folder)
    csv_path = tmp_path / "rows.csv"
    args = ["triage", str(folder), "--jobs", "1", "--time-limit", "0.001"]
    # Incomplete ranks above every verdict (nothing is known of the content) and below
    # error (a file that could not be inspected at all): a script tells them apart.
    assert main([*args, "--csv", str(csv_path), "--fail-on", "error"]) == 0
    out = capsys.readouterr().out
    [line] = [x for x in out.splitlines() if x.startswith(str(folder / "slow.pdf"))]
    assert line.split()[2] == "incomplete"
    assert "\nIncomplete (1 file): incomplete (time limit)" in out
    assert "1 incomplete" in out and "error" not in out.lower().replace("--time-limit", "")
    with csv_path.open(encoding="utf-8", newline="") as fh:
        [row] = list(csv.DictReader(fh))
    assert row["verdict"] == "incomplete"
    assert main([*args, "--fail-on", "incomplete"]) == 1
    assert main([*args, "--fail-on", "unreadable"]) == 1
    capsys.readouterr()


def test_a_timeout_row_of_an_older_journal_reads_as_incomplete() -> None:
    row = {"file": "a.pdf", "verdict": None, "error_kind": "timeout", "error": "x"}
    assert level(row) == "incomplete"
    assert triage_rows([row])[0]["verdict"] == "incomplete"
    assert level({**row, "error_kind": "died"}) == "error"
