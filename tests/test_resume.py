"""The triage journal (``--jsonl F``) and ``--resume``: rows written whole as files
finish, a torn last line cut off and its file done again, changed files done again, and
every file exactly once at the end; the run's summary kept in bounded memory."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from builders import content_tj, page_pdf, save, simple_font, type0_font

from inspector.cli import main
from inspector.triage.journal import Journal, encode_row
from inspector.triage.runner import local_engine, run_triage
from inspector.triage.work import Tally, summary_text, time_limit, triage_file

ROOT = Path(__file__).resolve().parents[1]


def make_files(folder: Path, n: int) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    cid = page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b"))
    return [save(cid if i % 3 == 0 else ok, folder, f"f{i:02d}.pdf") for i in range(n)]


def rows_of(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def row(path: Path, **extra: Any) -> dict[str, Any]:
    stat = path.stat()
    return {
        "file": str(path),
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
        "sha256": "x",
        "verdict": "ok",
        **extra,
    }


def test_a_torn_last_line_is_cut_off_and_its_file_done_again(tmp_path: Path) -> None:
    a, b, c = make_files(tmp_path / "in", 3)
    journal_path = tmp_path / "run.jsonl"
    torn = encode_row(row(c))[:-20]  # the power went off while this row was written
    journal_path.write_bytes(encode_row(row(a)) + encode_row(row(b)) + torn)
    journal = Journal(str(journal_path), resume=True)  # closed below
    assert (journal.kept, journal.torn) == (2, 1)
    assert journal_path.read_bytes() == encode_row(row(a)) + encode_row(row(b))
    assert journal.previous(str(a)) == row(a)
    assert journal.previous(str(c)) is None  # to be done again
    journal.write(row(c, verdict="recoverable"))
    journal.close()
    assert [r["file"] for r in rows_of(journal_path)] == [str(a), str(b), str(c)]


def test_a_changed_file_is_done_again_and_keeps_one_row(tmp_path: Path) -> None:
    a, b = make_files(tmp_path / "in", 2)
    journal_path = tmp_path / "run.jsonl"
    journal_path.write_bytes(encode_row(row(a)) + b"not json\n" + encode_row(row(b)))
    os.utime(b, ns=(b.stat().st_atime_ns, b.stat().st_mtime_ns + 10**9))  # touched since
    journal = Journal(str(journal_path), resume=True)
    assert journal.invalid == 1
    assert journal.previous(str(a)) is not None
    assert journal.previous(str(b)) is None and journal.stale == 1
    journal.write(row(b, verdict="suspicious"))
    journal.close()  # compacted: the stale row and the bad line are gone
    rows = rows_of(journal_path)
    assert [(r["file"], r["verdict"]) for r in rows] == [(str(a), "ok"), (str(b), "suspicious")]


def test_verify_hash_keys_rows_by_content(tmp_path: Path) -> None:
    (a,) = make_files(tmp_path / "in", 1)
    journal_path = tmp_path / "run.jsonl"
    real = triage_file(str(a))
    journal_path.write_bytes(encode_row(real))
    os.utime(a, ns=(a.stat().st_atime_ns, a.stat().st_mtime_ns + 10**9))
    # Touched: by size and time it changed, by content it did not.
    with Journal(str(journal_path), resume=True) as by_time:
        assert by_time.previous(str(a)) is None
    journal_path.write_bytes(encode_row(real))
    with Journal(str(journal_path), resume=True, verify_hash=True) as by_hash:
        assert by_hash.previous(str(a)) == real
    a.write_bytes(a.read_bytes() + b"\n% appended\n")
    with Journal(str(journal_path), resume=True, verify_hash=True) as by_hash:
        assert by_hash.previous(str(a)) is None


def test_the_local_pool_resumes_an_interrupted_run(tmp_path: Path) -> None:
    files = make_files(tmp_path / "in", 8)
    journal_path = tmp_path / "run.jsonl"

    class Interrupt(Exception):
        pass

    def stop_half_way(r: dict[str, Any], place: int, resumed: bool) -> None:
        if len(rows_of(journal_path)) >= 4:
            raise Interrupt

    with pytest.raises(Interrupt), Journal(str(journal_path)) as journal:
        run_triage([str(tmp_path / "in")], local_engine(1, chunk=3), stop_half_way, journal)
    first = rows_of(journal_path)
    assert 4 <= len(first) < 8

    seen: list[tuple[str, bool]] = []
    with Journal(str(journal_path), resume=True) as journal:
        run_triage(
            [str(tmp_path / "in")],
            local_engine(2),
            lambda r, place, resumed: seen.append((r["file"], resumed)),
            journal,
        )
    assert sorted(f for f, _ in seen) == sorted(str(f) for f in files)
    assert sum(resumed for _, resumed in seen) == len(first)
    rows = rows_of(journal_path)
    assert sorted(r["file"] for r in rows) == sorted(str(f) for f in files)


def _run_cli(
    args: list[str], hook: str, extra_env: dict[str, str], log: Path | None = None
) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
        "INSPECTOR_TRIAGE_WORKER": hook,
        **extra_env,
    }
    code = "import sys; from inspector.cli import main; sys.exit(main())"
    # A client killed outright leaves its workers for a moment: they would hold pipes.
    sink = open(log, "w") if log is not None else None  # noqa: SIM115
    try:
        return subprocess.Popen(
            [sys.executable, "-c", code, *args],
            env=env,
            stdout=sink or subprocess.PIPE,
            stderr=sink or subprocess.PIPE,
            text=True,
        )
    finally:
        if sink is not None:
            sink.close()


def _wait_for_rows(path: Path, n: int, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.exists() and path.read_bytes().count(b"\n") >= n:
            return
        time.sleep(0.05)
    raise AssertionError(f"fewer than {n} rows in {path}")


@pytest.mark.parametrize(
    "engine",
    [
        pytest.param([], id="local-pool"),
        pytest.param(["--dask"], id="dask", marks=pytest.mark.cluster),
    ],
)
def test_a_killed_run_is_resumed_with_every_file_exactly_once(
    tmp_path: Path, engine: list[str]
) -> None:
    if engine:
        pytest.importorskip("distributed", reason="dask[distributed] is not installed")
    files = make_files(tmp_path / "in", 12)
    journal_path = tmp_path / "run.jsonl"
    args = ["triage", str(tmp_path / "in"), "-j", "2", "--jsonl", str(journal_path), *engine]
    log = tmp_path / "first.log"
    run = _run_cli(args, "triage_hooks:slow", {"TRIAGE_HOOK_SLOW": "0.3"}, log)
    try:
        _wait_for_rows(journal_path, 4)
        run.send_signal(signal.SIGKILL)  # no clean-up of any kind
    finally:
        run.wait(timeout=30)
    # Workers left behind by the killed client end on their own; the journal is the
    # state. Simulate the worst: a row torn by the kill.
    first = rows_of(journal_path)
    assert 4 <= len(first) < 12
    with open(journal_path, "ab") as fh:
        fh.write(b'{"file": "' + str(files[-1]).encode() + b'", "verd')

    again = _run_cli([*args, "--resume"], "triage_hooks:slow", {"TRIAGE_HOOK_SLOW": "0"})
    out, err = again.communicate(timeout=120)
    assert again.returncode == 0, err
    assert f"resuming: {len(first)} rows" in err and "torn" in err
    rows = rows_of(journal_path)  # every line parses: no torn rows
    assert sorted(r["file"] for r in rows) == sorted(str(f) for f in files)
    done_before = {r["file"] for r in first}
    for f in files:
        starts = (Path(str(f) + ".started")).read_text().split()
        # Files with a row were not done again; the others were done (at least) once.
        assert (len(starts) == 1) if str(f) in done_before else (len(starts) >= 1)
    assert out.count("\n12 files: 4 recoverable, 8 ok\n") == 1


def test_resume_needs_a_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_files(tmp_path / "in", 1)
    assert main(["triage", str(tmp_path / "in"), "--resume"]) == 2
    assert "--resume needs --jsonl" in capsys.readouterr().err
    assert main(["triage", str(tmp_path / "in"), "--verify-hash"]) == 2
    assert main(["triage", str(tmp_path / "in"), "--retries", "3"]) == 2


def test_the_summary_is_the_same_in_any_finishing_order() -> None:
    rows = [
        {"file": f"f{i}.pdf", "verdict": v, "root_cause": rc, "error": None}
        for i, (v, rc) in enumerate([("ok", None)] * 7 + [("recoverable", "FONT-NO-TOUNICODE")] * 3)
    ]
    listed = summary_text(rows)
    tally = Tally()
    for place, r in reversed(list(enumerate(rows))):
        tally.add(r, place)
    assert tally.text() == listed
    assert "  f0.pdf\n  f1.pdf" in listed and "... and 2 more" in listed


def test_the_time_limit_works_in_a_worker_thread() -> None:
    """A Dask worker runs tasks in threads, where no signal can be delivered."""
    outcome: list[str] = []

    def work() -> None:
        start = time.monotonic()
        try:
            with time_limit(0.2):
                while time.monotonic() - start < 10:
                    pass
        except BaseException as exc:
            outcome.append(type(exc).__name__ + ": " + str(exc))
        outcome.append(f"{time.monotonic() - start:.1f}")

    thread = threading.Thread(target=work)
    thread.start()
    thread.join(15)
    assert outcome[0] == "TimeLimitExceeded: took longer than 0.2 s"
    assert float(outcome[1]) < 5
    # A block that ends in time leaves nothing pending behind.
    late: list[str] = []

    def quick() -> None:
        with time_limit(0.2):
            pass
        try:
            time.sleep(0.5)  # past the limit: what is tested is that nothing fires then
            late.append("no exception")
        except BaseException as exc:
            late.append(type(exc).__name__)

    thread = threading.Thread(target=quick)
    thread.start()
    thread.join(5)
    assert late == ["no exception"]
