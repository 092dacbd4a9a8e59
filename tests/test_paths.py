"""File names that are not valid UTF-8, special files (FIFOs, devices), and what scripts
trust: exit codes for paths that are not there and the permissions of the files we write.

Every command runs through the command line's entry point (``main`` or ``python -m
inspector``); runs that could wait on a FIFO or a device run in a child process with a
timeout, so that a regression fails instead of hanging.
"""

from __future__ import annotations

import csv
import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, simple_font

from inspector.cli import main
from inspector.files import WholeFile, shown

ROOT = Path(__file__).resolve().parents[1]
NAME = b"latin1-\xe9-\xff.pdf"
"""A file name that is not valid UTF-8 (Latin-1 bytes)."""
SHOWN = "latin1-\\xe9-\\xff.pdf"
"""How every output shows it."""
RUN_LIMIT = 120
"""Seconds a child process may take before the test fails (a hang)."""


def _hello(folder: Path, name: str = "good.pdf") -> Path:
    return save(page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello")), folder, name)


def _latin1(folder: Path) -> str:
    """A copy of a one-page PDF under :data:`NAME`; the path as Python holds it."""
    good = _hello(folder, "source.pdf")
    raw = os.path.join(os.fsencode(folder), NAME)
    try:
        with open(raw, "wb") as fh:
            fh.write(good.read_bytes())
    except OSError as exc:  # a file system that takes only UTF-8 names (macOS)
        pytest.skip(f"the file system refuses a name that is not UTF-8: {exc}")
    good.unlink()
    return os.fsdecode(raw)


def _no_surrogates(text: str) -> None:
    text.encode("utf-8")  # raises on a lone surrogate


def _run(
    *args: str | bytes, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    """``python -m inspector ARGS`` with strict UTF-8 output, as a terminal or a pipe of
    a UTF-8 locale takes it."""
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
        "PYTHONIOENCODING": "utf-8:strict",
        **(env or {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args],
        capture_output=True,
        env=environment,
        timeout=RUN_LIMIT,
        check=False,
    )


@pytest.fixture
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


# --- names that are not UTF-8 -----------------------------------------------------------


def test_shown_escapes_each_undecodable_byte() -> None:
    assert shown(os.fsdecode(b"a-\xe9\xff.pdf")) == "a-\\xe9\\xff.pdf"
    assert shown(b"a-\xe9.pdf") == "a-\\xe9.pdf"
    assert shown("日本語.pdf") == "日本語.pdf"  # valid names unchanged
    assert shown("a\ud800b") == "a\\ud800b"  # a lone surrogate that is no byte


@pytest.mark.parametrize(
    "command",
    [
        ["fonts"],
        ["fonts", "--json"],
        ["fonts", "--quick", "--json"],
        ["text"],
        ["text", "--json"],
        ["trace"],
        ["trace", "--json"],
        ["find", "--json", "H"],
        ["explain-text", "--garbled", "Hxllo"],
        ["repair", "--dry-run", "--json"],
    ],
)
def test_a_command_reads_a_file_whose_name_is_not_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    path = _latin1(tmp_path)
    head, rest = command[0], command[1:]
    assert main([head, path, *rest]) == 0
    captured = capsys.readouterr()
    _no_surrogates(captured.out + captured.err)
    if "--json" in command:
        document = json.loads(captured.out)
        assert document["file"] == f"{tmp_path}/{SHOWN}"
    if head == "text":
        assert "Hello" in captured.out


def test_the_entry_point_takes_the_bytes_of_the_name(tmp_path: Path) -> None:
    """The name arrives as bytes in argv and goes out as escaped, valid UTF-8."""
    path = os.fsencode(_latin1(tmp_path))
    done = _run("text", "--json", path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.decode("utf-8"))["file"].endswith(SHOWN)
    missing = path.replace(b"latin1", b"gone")
    done = _run("fonts", missing)
    assert done.returncode == 2
    assert done.stderr.decode("utf-8").strip().endswith("gone-\\xe9-\\xff.pdf: no such file")


def test_an_error_line_shows_control_characters_of_a_name_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name with an escape sequence cannot recolour or rewrite the terminal."""
    gone = os.fsdecode(os.path.join(os.fsencode(tmp_path), b"gone\x1b[2J\n\xe9.pdf"))
    assert main(["fonts", gone]) == 2
    assert main(["triage", gone, "-j", "1"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "gone\\u001b[2J\\u000a\\xe9.pdf: no such file\n" in err
    assert "no such file or folder: " in err and err.count("\n") == 2


@pytest.mark.parametrize("suffix", [".html", ".json", ".md", ".csv"])
def test_report_of_a_file_whose_name_is_not_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    path = _latin1(tmp_path)
    out = tmp_path / f"report{suffix}"
    assert main(["report", path, "-o", str(out)]) == 0
    _no_surrogates(capsys.readouterr().out)
    text = out.read_text(encoding="utf-8")  # valid UTF-8
    assert "\\xe9" in text
    if suffix == ".json":
        assert json.loads(text)["file"]["name"] == SHOWN


def test_export_html_of_a_file_whose_name_is_not_utf8(tmp_path: Path) -> None:
    path = _latin1(tmp_path)
    out = tmp_path / "export.html"
    assert main(["export-html", path, "-o", str(out)]) == 0
    assert f"<title>{SHOWN}</title>" in out.read_text(encoding="utf-8")


def test_repair_writes_from_and_to_names_that_are_not_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _latin1(tmp_path)
    fixed = os.fsdecode(os.path.join(os.fsencode(tmp_path), b"fixed-\xe9.pdf"))
    assert main(["repair", path, "-o", fixed, "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["file"].endswith(SHOWN) and record["output"].endswith("fixed-\\xe9.pdf")
    assert Path(fixed).read_bytes().startswith(b"%PDF")


# --- triage: names, special files, resume ------------------------------------------------


def _hostile_folder(folder: Path) -> dict[str, str]:
    """A good file, one whose name is not UTF-8, a FIFO and links to devices that never
    end; the name each is shown by."""
    folder.mkdir()
    _hello(folder)
    _latin1(folder)
    os.mkfifo(folder / "fifo.pdf")
    os.symlink("/dev/zero", folder / "zero.pdf")
    os.symlink("/dev/urandom", folder / "random.pdf")
    return {
        "good.pdf": "ok",
        SHOWN: "ok",
        "fifo.pdf": "a FIFO",
        "zero.pdf": "a device",
        "random.pdf": "a device",
    }


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_triage_gives_every_file_one_row_whatever_its_name_or_kind(tmp_path: Path) -> None:
    expected = _hostile_folder(tmp_path / "in")
    table, journal = tmp_path / "rows.csv", tmp_path / "rows.jsonl"
    # A time limit far above what a file takes: a special file that were read would
    # show as a "timeout" row (or the run would hang until RUN_LIMIT), not "unreadable".
    args = ["triage", str(tmp_path / "in"), "-j", "1", "--time-limit", "20"]
    done = _run(*args, "--csv", str(table), "--jsonl", str(journal))
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    stdout = done.stdout.decode("utf-8")
    assert SHOWN in stdout and "5 files" in stdout

    rows = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    by_name = {Path(r["file"]).name: r for r in rows}
    assert sorted(by_name) == sorted(expected) and len(rows) == len(expected)
    for name, what in expected.items():
        row = by_name[name]
        if what == "ok":
            assert row["verdict"] == "ok" and row["error"] is None, row
        else:
            assert row["error_kind"] == "unreadable", row
            assert row["error"].endswith(f"{name}: is {what}, not a PDF file"), row
            assert row["sha256"] is None  # never read

    with table.open(encoding="utf-8-sig", newline="") as fh:
        files = [r["file"] for r in csv.DictReader(fh) if not r["font"]]
    assert sorted(Path(f).name for f in files) == sorted(expected)

    # The journal's escaped name finds its file again: nothing is done twice.
    hook = {"INSPECTOR_TRIAGE_WORKER": "triage_hooks:slow", "TRIAGE_HOOK_SLOW": "0"}
    again = _run(*args, "--jsonl", str(journal), "--resume", env=hook)
    assert again.returncode == 0, again.stderr.decode("utf-8", "replace")
    assert "resuming: 5 rows" in again.stderr.decode("utf-8")
    assert not list((tmp_path / "in").glob("*.started"))  # no file was triaged again
    assert len(journal.read_text(encoding="utf-8").splitlines()) == len(expected)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_given_to_a_command_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    done = _run("text", str(fifo))
    assert done.returncode == 2
    assert (
        done.stderr.decode("utf-8").strip()
        == f"pdf-font-inspector: {fifo}: is a FIFO, not a PDF file"
    )


@pytest.mark.parametrize(
    "command",
    [
        ["fonts"],
        ["report", "-o", "{out}.html"],
        ["export-html", "-o", "{out}.html"],
        ["repair", "-o", "{out}.pdf"],
    ],
)
def test_a_link_that_leads_back_to_itself_is_refused_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    loop = tmp_path / "loop.pdf"
    loop.symlink_to(loop)
    args = [a.format(out=tmp_path / "out") for a in command]
    assert main([args[0], str(loop), *args[1:]]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "loop.pdf: cannot be read" in err


def test_triage_of_a_path_that_is_not_there_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _hello(tmp_path)
    gone = tmp_path / "gone.pdf"
    assert main(["triage", str(gone), "-j", "1"]) == 2
    assert main(["triage", str(good), str(gone), "-j", "1", "--fail-on", "error"]) == 2
    captured = capsys.readouterr()
    assert f"no such file or folder: {gone}" in captured.err
    assert "good.pdf" in captured.out  # the files that are there still get their rows


# --- what scripts trust: exit codes and permissions --------------------------------------


def test_export_html_refuses_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _hello(tmp_path)
    target = tmp_path / "missing" / "dir" / "x.html"
    assert main(["export-html", str(good), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the folder does not exist" in err
    assert not (tmp_path / "missing").exists()


def test_repair_of_a_font_that_is_not_there_exits_2_naming_those_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _hello(tmp_path)
    fixed = tmp_path / "fixed.pdf"
    assert main(["repair", str(good), "-o", str(fixed), "--font", "NoSuchFont"]) == 2
    err = capsys.readouterr().err
    assert "--font NoSuchFont" in err and "/F1 (Helvetica)" in err
    assert not fixed.exists()
    assert main(["repair", str(good), "--dry-run", "--correct", "Nope:41=B"]) == 2
    assert "--correct Nope" in capsys.readouterr().err
    assert main(["repair", str(good), "--dry-run", "--font", "Helvetica"]) == 0


@pytest.mark.usefixtures("umask_022")
def test_report_and_triage_csv_follow_the_umask(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _hello(tmp_path)
    report, rows = tmp_path / "r.html", tmp_path / "rows.csv"
    assert main(["report", str(good), "-o", str(report)]) == 0
    assert main(["triage", str(good), "-j", "1", "--csv", str(rows)]) == 0
    assert stat.S_IMODE(report.stat().st_mode) == 0o644
    assert stat.S_IMODE(rows.stat().st_mode) == 0o644
    os.umask(0o077)
    other = tmp_path / "private.json"
    assert main(["report", str(good), "-o", str(other)]) == 0
    assert stat.S_IMODE(other.stat().st_mode) == 0o600


@pytest.mark.skipif(not os.path.exists(os.devnull), reason="no null device")
def test_an_output_that_is_a_device_is_written_into_not_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``-o`` a link to /dev/null: the report goes into the device; a file moved over
    it would replace the link (and, given /dev/null itself, the device)."""
    good = _hello(tmp_path)
    report, rows = tmp_path / "r.html", tmp_path / "rows.csv"
    report.symlink_to(os.devnull)
    rows.symlink_to(os.devnull)
    assert main(["report", str(good), "-o", str(report)]) == 0
    assert main(["triage", str(good), "-j", "1", "--csv", str(rows)]) == 0
    assert report.is_symlink() and rows.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.pdf", "r.html", "rows.csv"]


@pytest.mark.usefixtures("umask_022")
def test_a_file_written_whole_keeps_the_permissions_of_the_one_it_replaces(
    tmp_path: Path,
) -> None:
    target = tmp_path / "kept.txt"
    target.write_text("old")
    target.chmod(0o640)
    with WholeFile(target) as fh:
        fh.write(b"new")
    assert target.read_text() == "new" and stat.S_IMODE(target.stat().st_mode) == 0o640
    with pytest.raises(RuntimeError), WholeFile(target) as fh:
        fh.write(b"half")
        raise RuntimeError
    assert target.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["kept.txt"]


def test_compare_reads_a_name_that_is_not_utf8(tmp_path: Path) -> None:
    """`compare --json` shows the name escaped, and every installed engine reads the file
    (PyMuPDF cannot open such a name: its child is given the bytes)."""
    path = _latin1(tmp_path)
    done = _run("compare", "--json", os.fsencode(path))
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    record = json.loads(done.stdout.decode("utf-8"))
    assert record["file"].endswith(SHOWN)
    ran = {e["name"]: e["status"] for e in record["engines"] if e["status"] != "missing"}
    if "PyMuPDF" not in ran:
        pytest.skip("PyMuPDF is not installed")
    assert ran["PyMuPDF"] == "ok", record["engines"]
    assert all(status == "ok" for status in ran.values()), record["engines"]
