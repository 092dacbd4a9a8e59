"""Every command over the deliberately broken inputs of ``tests/broken``.

Each file is named after what is wrong with it; ``tests/broken/make_broken.py`` makes it
and says what every command must do: exit 2 with one line naming the problem, or exit 0
with valid output, the expected findings, and the rest of the page still decoded. No
command may raise, and none may change its input. The limits are scaled down here (see
``tests/broken/limits.py``); ``tests/broken/survive.py`` runs the real ones in child
processes with a time and memory cap.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from broken.limits import scale_down
from broken.make_broken import CASES, HERE, Case

from inspector.cli import main
from inspector.pdf.streams import limit_decoders

COMMANDS: tuple[tuple[str, ...], ...] = (
    ("trace", "--json"),
    ("trace",),
    ("trace", "--naive", "--json"),
    ("fonts", "--json"),
    ("fonts",),
    ("text", "--json"),
    ("text",),
    ("report", "-o", "-", "--format", "json"),
    ("report", "-o", "-", "--format", "html"),
    ("report", "-o", "-", "--format", "md"),
    ("report", "-o", "-", "--format", "csv"),
    ("explain-text", "--garbled", "\u00c3\u00a9t\u00e9 \u7e67", "--json"),
    ("find", "\u308d", "A", "--json"),
    ("repair", "--dry-run", "--json"),
)
"""Every command that reads a PDF (``triage`` and ``repair -o`` have tests of their own)."""

READABLE = [c for c in CASES if c.exit_code == 0]
UNREADABLE = [c for c in CASES if c.exit_code == 2]


@pytest.fixture(autouse=True)
def small_limits(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    scale_down(monkeypatch)
    yield
    monkeypatch.undo()
    limit_decoders()  # qpdf's limit is process-wide: put the real one back


def run(
    capsys: pytest.CaptureFixture[str], case: Case, *args: str, password: str | None = None
) -> tuple[int, str, str]:
    """Run one command over a case's file: the exit code, stdout and stderr."""
    argv = [args[0], str(case.path), *args[1:]]
    if password is not None:
        argv += ["--password", password]
    before = hashlib.sha256(case.path.read_bytes()).hexdigest()
    code = main(argv)
    out, err = capsys.readouterr()
    assert hashlib.sha256(case.path.read_bytes()).hexdigest() == before, "the input changed"
    return code, out, err


def strict_json(text: str) -> Any:
    """JSON as a strict reader takes it (no NaN, no Infinity)."""

    def refuse(name: str) -> None:
        raise ValueError(f"{name} is not JSON")

    return json.loads(text, parse_constant=refuse)


def finding_codes(value: Any) -> set[str]:
    """The code of every finding anywhere in a JSON document."""
    if isinstance(value, dict):
        found = {value["code"]} if "code" in value and "severity" in value else set()
        return found.union(*(finding_codes(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(finding_codes(v) for v in value))
    return set()


def test_every_case_has_its_file_and_every_file_a_case() -> None:
    assert sorted(p.name for p in HERE.glob("*.pdf")) == sorted(c.name for c in CASES)
    assert len({c.name for c in CASES}) == len(CASES)


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("case", UNREADABLE, ids=lambda c: c.name)
def test_unreadable_input_exits_2_with_one_line(
    capsys: pytest.CaptureFixture[str], case: Case, command: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, case, *command)
    assert code == 2
    assert err.startswith("pdf-font-inspector: ") and err.count("\n") == 1
    assert case.error in err
    assert out == ""


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("case", READABLE, ids=lambda c: c.name)
def test_every_command_survives(
    capsys: pytest.CaptureFixture[str], case: Case, command: tuple[str, ...]
) -> None:
    code, out, err = run(capsys, case, *command)
    if command[0] == "repair" and code == 2:
        # qpdf cannot write some damaged files (a page tree with a loop): one clean line.
        assert err.count("\n") == 1 and "cannot write" in err
        return
    assert code == 0, err
    assert err == "" or command[0] == "explain-text"  # it may say which pages it sampled
    if "json" in command or "--json" in command:
        strict_json(out)


@pytest.mark.parametrize("case", [c for c in READABLE if c.codes], ids=lambda c: c.name)
def test_expected_findings(capsys: pytest.CaptureFixture[str], case: Case) -> None:
    codes: set[str] = set()
    for command in (("trace", "--json"), ("fonts", "--json")):
        code, out, _err = run(capsys, case, *command)
        assert code == 0
        codes |= finding_codes(strict_json(out))
    assert set(case.codes) <= codes


@pytest.mark.parametrize("case", [c for c in READABLE if c.text], ids=lambda c: c.name)
def test_the_rest_of_the_page_still_decodes(capsys: pytest.CaptureFixture[str], case: Case) -> None:
    code, out, _err = run(capsys, case, "text")
    assert code == 0
    assert case.text is not None and case.text in out


@pytest.mark.parametrize("case", [c for c in UNREADABLE if c.password], ids=lambda c: c.name)
def test_encrypted_files_open_with_their_password(
    capsys: pytest.CaptureFixture[str], case: Case
) -> None:
    code, _out, err = run(capsys, case, "trace", "--json", password="wrong")
    assert code == 2 and "password is wrong" in err and err.count("\n") == 1
    for command in COMMANDS:
        code, out, err = run(capsys, case, *command, password=case.password)
        assert code == 0, err
    code, out, _err = run(capsys, case, "text", password=case.password)
    assert "Hello" in out


@pytest.mark.parametrize("case", READABLE, ids=lambda c: c.name)
def test_repair_writes_a_new_file_and_never_the_input(
    capsys: pytest.CaptureFixture[str], case: Case, tmp_path: Path
) -> None:
    code, _out, err = run(capsys, case, "repair", "-o", str(tmp_path / "repaired.pdf"))
    assert code == 0 or (code == 2 and err.count("\n") == 1), err
    code, _out, err = run(capsys, case, "repair", "-o", str(case.path))
    assert code == 2 and err.count("\n") == 1


def test_triage_gives_every_file_a_row(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Triage reads each file in a worker process, with the real limits: a few files of
    # each kind here; survive.py runs triage over all of them.
    names = (
        "empty.pdf",
        "encrypted-aes256-password-secret.pdf",
        "page-tree-cycle.pdf",
        "content-unbalanced.pdf",
        "font-w-is-a-dictionary.pdf",
        "cmap-garbage.pdf",
    )
    paths = [str(HERE / name) for name in names]
    rows = tmp_path / "rows.jsonl"
    assert main(["triage", *paths, "--jobs", "2", "--jsonl", str(rows)]) == 0
    capsys.readouterr()
    found = [json.loads(line) for line in rows.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["file"] for r in found) == sorted(paths)
    kinds = {Path(r["file"]).name: r["error_kind"] for r in found}
    assert kinds == {
        "empty.pdf": "unreadable",
        "encrypted-aes256-password-secret.pdf": "encrypted",
        "page-tree-cycle.pdf": None,
        "content-unbalanced.pdf": None,
        "font-w-is-a-dictionary.pdf": None,
        "cmap-garbage.pdf": None,
    }
