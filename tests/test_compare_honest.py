"""compare says only what is known and writes nothing unsafe: lone surrogates in every
output, the engines' children under a private temporary folder and a memory limit, and
a comparison that does not assume our text is right (issue 32, items 2 and 7)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font

from inspector.engines import Engine, run_engine
from inspector.engines.registry import read_json_lines

ROOT = Path(__file__).resolve().parents[1]


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """The command line in a child process: its real standard output encodes what it
    writes (capsys would not)."""
    environ = dict(os.environ if env is None else env)
    environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), environ.get("PYTHONPATH")]))
    environ["PYTHONIOENCODING"] = "utf-8"
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args], capture_output=True, env=environ, timeout=300
    )


def identity_pdf(tmp_path: Path, codes: list[int], name: str = "identity.pdf") -> Path:
    """Identity-H with Adobe-Identity CIDs and no ToUnicode: nothing maps the codes."""
    data = b"".join(c.to_bytes(2, "big") for c in codes)
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, ordering="Identity", supplement=0)},
        content_tj("F1", 12, data),
    )
    return save(pdf, tmp_path, name)


def script_engine(name: str, script: str) -> Engine:
    """An engine that runs a Python script (given the file and the pages)."""
    return Engine(
        name=name,
        available=lambda: True,
        version=lambda: "0.1",
        command=lambda path, pages, scratch: [
            sys.executable,
            "-c",
            script,
            path,
            ",".join(map(str, pages)),
        ],
        read=read_json_lines,
    )


# -- lone surrogates ------------------------------------------------------------------------------


def test_compare_json_writes_lone_surrogates_as_escapes_and_says_so(tmp_path: Path) -> None:
    # pypdf prints each CID of a font nothing maps as the code point: D800 is a lone
    # surrogate, which UTF-8 cannot hold.
    if find_spec("pypdf") is None:
        pytest.skip("pypdf is not installed")
    path = identity_pdf(tmp_path, [0xD800, 0x0041])
    done = cli("compare", str(path), "--engines", "pypdf", "--json")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert b"\\ud800" in done.stdout
    record = json.loads(done.stdout)
    assert "\ud800" in record["engines"][0]["pages"][0]["text"]
    assert b"lone surrogate(s)" in done.stderr and b"\\uXXXX escapes" in done.stderr
    text = cli("compare", str(path), "--engines", "pypdf")
    assert text.returncode == 0, text.stderr.decode("utf-8", "replace")
    assert b"\\ud800" in text.stdout


def test_the_record_with_a_lone_surrogate_goes_to_a_utf8_stream() -> None:
    from inspector.cli.compare import write_record

    record = {"file": "a\udcff.pdf", "engines": []}
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="utf-8")
    write_record(stream, record)
    stream.flush()
    assert json.loads(raw.getvalue()) == record


def test_an_engines_lone_surrogates_come_back_one_by_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A high surrogate then a low one, each alone: escaped in JSON they would read back
    # as the one character of the pair, which the engine did not print.
    from inspector.engines import child

    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="utf-8"))
    child._emit({"page": 1, "text": "a\ud801\udfffb"})
    assert read_json_lines(raw.getvalue(), [1], Path()) == {1: "a\ud801\udfffb"}


# -- the engines' children: a private temporary folder and a memory limit -------------------------


def test_an_engine_writes_its_temporary_files_into_a_folder_removed_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    script = (
        "import json,os,sys,tempfile\n"
        "open(os.path.join(tempfile.gettempdir(), '.ses'), 'w').write('x')\n"
        "print(json.dumps({'page': 1, 'text': tempfile.gettempdir()}))\n"
    )
    path = identity_pdf(tmp_path, [0x41])
    monkeypatch.setenv("TMPDIR", str(shared))
    run = run_engine(script_engine("writer", script), path, [1])
    assert run.status == "ok"
    assert list(shared.iterdir()) == []
    assert not Path(run.pages[1]).exists() and Path(run.pages[1]) != shared


def test_the_compare_command_leaves_nothing_in_tmpdir(tmp_path: Path) -> None:
    # PyMuPDF's layout package loads ONNX Runtime, which wrote a 51-byte .ses file into
    # the temporary folder on every run.
    if find_spec("pymupdf") is None:
        pytest.skip("PyMuPDF is not installed")
    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    path = identity_pdf(tmp_path, [0x41])
    done = cli(
        "compare", str(path), "--engines", "pymupdf", env={**os.environ, "TMPDIR": str(shared)}
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert list(shared.iterdir()) == []


@pytest.mark.skipif(os.name != "posix", reason="the memory limit needs setrlimit")
def test_an_engine_past_the_memory_limit_is_stopped_and_said_so(tmp_path: Path) -> None:
    script = (
        "import json,sys\n"
        "print(json.dumps({'page': 1, 'text': 'A'}), flush=True)\n"
        "hog = bytearray(1024 ** 3)\n"
        "print(json.dumps({'page': 2, 'text': 'B'}))\n"
    )
    path = identity_pdf(tmp_path, [0x41])
    run = run_engine(script_engine("hog", script), path, [1, 2], memory_limit=256)
    assert run.status == "memory-limit"
    assert run.note == "stopped at the memory limit of 256 MiB (1 of 2 pages done)"
    assert run.pages == {1: "A"}
    free = run_engine(script_engine("hog", script), path, [1, 2], memory_limit=None)
    assert free.status == "ok"


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_an_engine_killed_by_a_signal_is_failed_not_a_limit_it_did_not_report(
    tmp_path: Path,
) -> None:
    script = "import os,signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"
    path = identity_pdf(tmp_path, [0x41])
    run = run_engine(script_engine("crash", script), path, [1], memory_limit=512)
    assert run.status == "failed"
    assert run.note is not None
    assert run.note.startswith("killed by SIGSEGV (possibly at the memory limit of 512 MiB)")


def test_compare_takes_a_memory_limit_option(tmp_path: Path) -> None:
    path = identity_pdf(tmp_path, [0x41])
    done = cli("compare", str(path), "--engines", "pypdf", "--memory-limit", "0")
    assert done.returncode == 2 and b"--memory-limit" in done.stderr
    done = cli("compare", str(path), "--engines", "pypdf", "--memory-limit", "1024")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
