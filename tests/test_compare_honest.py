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

from inspector.engines import Engine
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
