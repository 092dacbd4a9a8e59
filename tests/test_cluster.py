"""``triage --dask``: the Dask engine on a LocalCluster (and on a scheduler of its own
for a lost scheduler) gives the rows the local pool gives; a worker that dies mid-file
has its file retried; a file that exhausts a worker's memory becomes an error row; a
lost scheduler ends the run with exit code 2 and its finished rows kept."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pikepdf
import pytest
import triage_hooks
from builders import content_tj, page_pdf, save, simple_font, type0_font

pytest.importorskip("distributed", reason="dask[distributed] is not installed")

from inspector.cli import main
from inspector.triage.dask_engine import dask_engine
from inspector.triage.runner import WORKER_HOOK, EngineLost, run_triage

pytestmark = pytest.mark.cluster

ROOT = Path(__file__).resolve().parents[1]


def archive(folder: Path) -> list[Path]:
    """Files of each kind: ok, recoverable, two fonts, corrupt, encrypted."""
    folder.mkdir(parents=True, exist_ok=True)
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    cid = page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b"))
    two = page_pdf(
        {"F1": type0_font, "F2": simple_font},
        content_tj("F1", 12, b"\x03\x4b") + content_tj("F2", 12, b"Hi", y=700),
    )
    files = [save(ok, folder, "a.pdf"), save(cid, folder, "b.pdf"), save(two, folder, "c.pdf")]
    corrupt = folder / "d-corrupt.pdf"
    corrupt.write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 40)
    encrypted = folder / "e-encrypted.pdf"
    cid.save(encrypted, encryption=pikepdf.Encryption(owner="o", user="secret", R=6))
    return [*files, corrupt, encrypted]


def rows_of(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def comparable(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows without the time each took, by file."""
    return sorted(({k: v for k, v in r.items() if k != "seconds"} for r in rows), key=str)


def test_dask_gives_the_rows_and_summary_of_the_local_pool(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = archive(tmp_path / "in")
    missing = str(tmp_path / "gone.pdf")
    base = ["triage", str(tmp_path / "in"), missing, "-j", "2"]
    # The missing path gets its row, and the run exits 2 for it, with either engine.
    assert main([*base, "--jsonl", str(tmp_path / "local.jsonl")]) == 2
    local_out = capsys.readouterr().out
    assert main([*base, "--jsonl", str(tmp_path / "dask.jsonl"), "--dask"]) == 2
    captured = capsys.readouterr()
    local, dask = rows_of(tmp_path / "local.jsonl"), rows_of(tmp_path / "dask.jsonl")
    assert len(local) == len(files) + 1
    assert comparable(dask) == comparable(local)
    kinds = {Path(r["file"]).name: r["error_kind"] or r["verdict"] for r in dask}
    assert kinds == {
        "a.pdf": "ok",
        "b.pdf": "recoverable",
        "c.pdf": "recoverable",
        "d-corrupt.pdf": "unreadable",
        "e-encrypted.pdf": "encrypted",
        "gone.pdf": "unreadable",
    }
    # The table and the summary too, in listing order whichever finished first.
    assert captured.out == local_out
    assert "7 files" not in local_out and "6 files: 3 errors, 2 recoverable, 1 ok" in local_out
    assert "Dask dashboard: http://" in captured.err


def _pids(path: Path) -> list[int]:
    started = Path(str(path) + ".started")
    return [int(p) for p in started.read_text().split()] if started.exists() else []


def test_a_worker_killed_mid_file_has_the_file_retried(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    files = [save(ok, folder, n) for n in ("a.pdf", "slow.pdf", "b.pdf", "c.pdf")]
    slow = files[1]

    def kill_the_slow_files_worker() -> None:
        end = time.monotonic() + 60
        while not _pids(slow) and time.monotonic() < end:
            time.sleep(0.05)
        if _pids(slow):
            os.kill(_pids(slow)[0], signal.SIGKILL)

    killer = threading.Thread(target=kill_the_slow_files_worker)
    killer.start()
    rows: list[dict[str, Any]] = []
    engine = dask_engine(workers=2, retries=1, worker=triage_hooks.slow)
    run_triage([str(folder)], engine, lambda r, place, resumed: rows.append(r))
    killer.join()
    by_name = {Path(r["file"]).name: r for r in rows}
    assert sorted(by_name) == ["a.pdf", "b.pdf", "c.pdf", "slow.pdf"]
    assert all(r["verdict"] == "ok" and not r["error"] for r in rows)
    # Started twice, in two worker processes: the killed one and the retry's.
    first, second = _pids(slow)
    assert first != second


def test_a_file_that_exhausts_a_workers_memory_becomes_an_error_row(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    for name in ("a.pdf", "hog.pdf", "b.pdf", "c.pdf"):
        save(ok, folder, name)
    rows: list[dict[str, Any]] = []
    engine = dask_engine(workers=2, retries=1, worker=triage_hooks.hog, memory_limit="400MB")
    run_triage([str(folder)], engine, lambda r, place, resumed: rows.append(r))
    by_name = {Path(r["file"]).name: r for r in rows}
    assert sorted(by_name) == ["a.pdf", "b.pdf", "c.pdf", "hog.pdf"]
    hog = by_name.pop("hog.pdf")
    assert hog["error_kind"] == "died"
    assert "died on this file 2 times: out of memory" in hog["error"]
    assert hog["size"] and hog["sha256"]  # a resumed run still does it again (no verdict)
    assert all(r["verdict"] == "ok" for r in by_name.values())
    assert len(_pids(folder / "hog.pdf")) == 2


# The limit may first fire inside a callback of distributed's own (its garbage collection
# timer, psutil's reading of the worker's memory), which Python only reports as
# unraisable; it fires again and ends the file.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_the_time_limit_stops_a_file_on_a_worker(tmp_path: Path) -> None:
    # 400 pages take the triage about 0.7 s: far past the limit (40 took 0.07-0.11 s, and
    # a limit that fires while qpdf parses lands when the parse returns).
    big = page_pdf({"F1": type0_font}, [content_tj("F1", 12, b"\x03\x4b" * 2000)] * 400)
    path = save(big, tmp_path, "big.pdf")
    rows: list[dict[str, Any]] = []
    # Workers as threads of this process: the limit must work off the main thread.
    engine = dask_engine(workers=1, limit=0.05, processes=False)
    run_triage([str(path)], engine, lambda r, place, resumed: rows.append(r))
    cut = "incomplete (time limit): stopped after 0.05 s (--time-limit), no verdict"
    assert [(r["error_kind"], r["error"], r["verdict"]) for r in rows] == [("timeout", cut, None)]


def test_a_file_stuck_past_its_limit_ends_its_worker_and_times_out(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    for name in ("a.pdf", "stuck.pdf", "b.pdf"):
        save(ok, folder, name)
    rows: list[dict[str, Any]] = []
    engine = dask_engine(workers=2, limit=1.0, grace=0.5, worker=triage_hooks.stuck)
    start = time.monotonic()
    run_triage([str(folder)], engine, lambda r, place, resumed: rows.append(r))
    assert time.monotonic() - start < 30
    by_name = {Path(r["file"]).name: r for r in rows}
    assert by_name["stuck.pdf"]["error_kind"] == "timeout"
    assert by_name["stuck.pdf"]["error"] == (
        "incomplete (time limit): stopped after 1 s (--time-limit), no verdict; "
        "stuck; its worker was restarted"
    )
    assert len(_pids(folder / "stuck.pdf")) == 1  # not retried
    assert by_name["a.pdf"]["verdict"] == by_name["b.pdf"]["verdict"] == "ok"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _spawn(args: list[str], log: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])}
    with open(log, "wb") as fh:
        return subprocess.Popen(args, env=env, stdout=fh, stderr=subprocess.STDOUT)


def test_a_lost_scheduler_ends_the_run_with_its_rows_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from distributed import Client

    folder = tmp_path / "in"
    folder.mkdir()
    ok = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    files = [save(ok, folder, f"f{i:02d}.pdf") for i in range(20)]
    address = f"tcp://127.0.0.1:{_free_port()}"
    port = address.rsplit(":", 1)[1]
    scheduler = _spawn(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
         "--port", port, "--no-dashboard"],
        tmp_path / "scheduler.log",
    )  # fmt: skip
    worker: subprocess.Popen[bytes] | None = None
    journal = tmp_path / "run.jsonl"

    def lose_the_scheduler() -> None:
        end = time.monotonic() + 60
        while time.monotonic() < end:
            if journal.exists() and journal.read_bytes().count(b"\n") >= 3:
                break
            time.sleep(0.05)
        scheduler.kill()

    monkeypatch.setenv(WORKER_HOOK, "triage_hooks:slow")
    monkeypatch.setenv("TRIAGE_HOOK_SLOW", "0.3")
    try:
        # The worker started once the scheduler answers (it gives up after 60 s without
        # one), and the run started once the worker has registered.
        with Client(address, timeout=60) as client:
            worker = _spawn(
                [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads",
                 "1", "--no-dashboard", "--death-timeout", "60"],
                tmp_path / "worker.log",
            )  # fmt: skip
            client.wait_for_workers(1, timeout=60)
        loser = threading.Thread(target=lose_the_scheduler)
        loser.start()
        code = main(["triage", str(folder), "--jsonl", str(journal), "--dask", address])
        loser.join()
    finally:
        scheduler.kill()
        if worker is not None:
            worker.send_signal(signal.SIGTERM)
            try:
                worker.wait(15)
            except subprocess.TimeoutExpired:
                worker.kill()
        scheduler.wait(5)
    err = capsys.readouterr().err
    assert code == 2
    assert f"lost the connection to the Dask scheduler at {address}" in err
    assert "run the same command with --resume" in err
    rows = rows_of(journal)  # every finished row, whole
    assert 3 <= len(rows) < len(files)
    assert all(r["verdict"] == "ok" for r in rows)
    assert f"the {len(rows)} rows that finished are in" in err


def test_dask_options_are_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save(page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hi")), tmp_path, "a.pdf")
    with pytest.raises(SystemExit):  # the folder taken as the address: no PATH left
        main(["triage", "--dask", str(tmp_path)])
    capsys.readouterr()
    assert main(["triage", str(tmp_path), "--dask", "nowhere"]) == 2
    assert "not a scheduler address" in capsys.readouterr().err
    assert main(["triage", str(tmp_path), "--dask", "--retries", "-1"]) == 2
    address = f"tcp://127.0.0.1:{_free_port()}"  # nothing listens there
    engine = dask_engine(address, connect_timeout=1)
    start = time.monotonic()
    with pytest.raises(EngineLost, match=f"cannot reach the Dask scheduler at {address}"):
        run_triage([str(tmp_path)], engine, lambda r, place, resumed: None)
    assert time.monotonic() - start < 20
