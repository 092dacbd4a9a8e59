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
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from broken.limits import scale_down
from broken.make_broken import CASES, HERE, Case
from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.cmap import parse_cmap, parser
from inspector.cmap.parser import CODESPACE_RANGE_LIMIT
from inspector.content import Interpreter, TextShow
from inspector.findings import CollectingSink, Location
from inspector.pdf import ContentHandle, Page, resources
from inspector.pdf.document import PAGE_TREE_DEPTH_LIMIT
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
    ("export-html", "-o", "-"),
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
    assert code == reported(command[0], out, err), err
    if "json" in command or "--json" in command:
        strict_json(out)


TEXT_COMMANDS = ("text", "trace", "export-html")
"""Commands that print text: exit 1 with one stderr line per page not read whole."""


def reported(command: str, out: str, err: str) -> int:
    """The exit code a run that did what was asked must have given, from what it wrote:
    1 for text printed with pages not read whole (each named on stderr), a repaired copy
    that keeps a damaged stream or a character found nowhere, else 0 with nothing on
    stderr."""
    lines = err.splitlines()
    if command == "explain-text":
        return 0  # it may say which pages it sampled
    if command in TEXT_COMMANDS:
        warned = [line for line in lines if line.startswith("warning: page ")]
        assert all(": not read whole: " in line for line in warned), err
        assert len(warned) == len(lines) - (command == "export-html" and "wrote " in err), err
        return 1 if warned else 0
    assert err == ""
    if command == "repair":
        return 1 if "copied as it was, damaged" in out else 0
    if command == "find":
        # as grep: 1 when a character asked for is produced by no code
        chars = json.loads(out)["characters"]
        return 0 if all(any(c["used"] for c in ch["codes"]) for ch in chars) else 1
    return 0


@pytest.mark.parametrize("case", [c for c in READABLE if c.codes], ids=lambda c: c.name)
def test_expected_findings(capsys: pytest.CaptureFixture[str], case: Case) -> None:
    codes: set[str] = set()
    for command in (("trace", "--json"), ("fonts", "--json")):
        code, out, err = run(capsys, case, *command)
        assert code == reported(command[0], out, err)
        codes |= finding_codes(strict_json(out))
    assert set(case.codes) <= codes


@pytest.mark.parametrize("case", [c for c in READABLE if c.text], ids=lambda c: c.name)
def test_the_rest_of_the_page_still_decodes(capsys: pytest.CaptureFixture[str], case: Case) -> None:
    code, out, err = run(capsys, case, "text")
    assert code == reported("text", out, err)
    assert case.text is not None and case.text in out


@pytest.mark.parametrize("case", [c for c in UNREADABLE if c.password], ids=lambda c: c.name)
def test_encrypted_files_open_with_their_password(
    capsys: pytest.CaptureFixture[str], case: Case
) -> None:
    code, _out, err = run(capsys, case, "trace", "--json", password="wrong")
    assert code == 2 and "password is wrong" in err and err.count("\n") == 1
    for command in COMMANDS:
        code, out, err = run(capsys, case, *command, password=case.password)
        assert code == reported(command[0], out, err), err
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


# --- the guards one by one -------------------------------------------------------------------


def _codes(sink: CollectingSink) -> list[str]:
    return [f.code for f in sink]


def test_inherited_attributes_stop_at_a_parent_loop() -> None:
    pdf = pikepdf.Pdf.new()
    upper = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages))
    lower = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages, Parent=upper))
    upper.Parent = lower
    page = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Page, Parent=lower))
    sink = CollectingSink()
    assert Page(0, page, sink).media_box == (0.0, 0.0, 612.0, 792.0)
    assert "PDF-CYCLE" in _codes(sink)


def test_inherited_attributes_stop_at_the_depth_limit() -> None:
    pdf = pikepdf.Pdf.new()
    node = pdf.make_indirect(
        pikepdf.Dictionary(Type=pikepdf.Name.Pages, Rotate=90, MediaBox=[0, 0, 10, 10])
    )
    for _ in range(PAGE_TREE_DEPTH_LIMIT + 5):
        node = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Pages, Parent=node))
    page = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Page, Parent=node))
    sink = CollectingSink()
    assert Page(0, page, sink).rotate == 0
    assert "PDF-DEPTH-LIMIT" in _codes(sink)


def test_content_is_cut_before_it_is_parsed_when_it_could_hold_too_many_operators() -> None:
    pdf = pikepdf.Pdf.new()
    sink = CollectingSink()
    handle = ContentHandle(pdf.make_stream(b"q Q\n" * 5000), Location(), sink)
    assert len(list(handle.instructions("q Q", limit=100))) <= 100
    assert _codes(sink) == ["PDF-LIMIT"]


def test_content_beyond_the_size_limit_is_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "CONTENT_SIZE_LIMIT", 1000)
    pdf = pikepdf.Pdf.new()
    sink = CollectingSink()
    handle = ContentHandle(pdf.make_stream(b"BT ET\n" * 1000), Location(), sink)
    assert 100 < len(list(handle.instructions())) <= 2 * 1000 // 6
    assert _codes(sink) == ["PDF-LIMIT"]


def test_content_that_ends_inside_an_instruction_is_a_finding_not_a_warning() -> None:
    pdf = pikepdf.Pdf.new()
    sink = CollectingSink()
    handle = ContentHandle(pdf.make_stream(b"BT (x) Tj ET 1 2"), Location(), sink)
    assert [op for op, _ in handle.instructions()] == ["BT", "Tj", "ET"]
    assert _codes(sink) == ["CONTENT-OPERAND"]


def test_a_bomb_behind_another_bomb_is_refused_by_qpdf(tmp_path: Path) -> None:
    limit_decoders(1024 * 1024)  # the fixture puts the real limit back
    pdf = pikepdf.Pdf.new()
    stream = pdf.make_stream(zlib.compress(zlib.compress(b"\0" * (8 * 1024 * 1024))))
    stream.Filter = pikepdf.Array([pikepdf.Name.FlateDecode, pikepdf.Name.FlateDecode])
    sink = CollectingSink()
    assert list(ContentHandle(stream, Location(), sink).instructions()) == []
    assert _codes(sink) == ["PDF-LIMIT"]


def _interpret(
    tmp_path: Path, content: bytes, **options: Any
) -> tuple[list[TextShow], CollectingSink]:
    path = save(page_pdf({"F1": simple_font, "F2": simple_font}, content), tmp_path)
    sink = CollectingSink()
    with Analysis(path) as analysis:
        page = analysis.document.page(0)
        interpreter = Interpreter(0, analysis.font_for, sink, **options)
        return interpreter.run(page.content, page.resources), sink


def test_cancel_stops_the_page_at_the_next_check(tmp_path: Path) -> None:
    calls: list[int] = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1

    content = content_tj("F1", 12, b"one") + content_tj("F2", 12, b"two")
    shows, sink = _interpret(tmp_path, content, cancel=cancel)
    assert [s.decoded.text for s in shows] == ["one"]  # a Tf of a new font asks again
    assert [f.message for f in sink if f.code == "PDF-LIMIT"] == [
        "the interpretation was cancelled; the rest of the page is not interpreted"
    ]


def test_positions_beyond_the_coordinate_limit_skip_the_operator(tmp_path: Path) -> None:
    big = b"1" + b"0" * 30 + b".5"  # a real: integers this long are null to qpdf
    content = b"%s 0 0 %s 0 0 cm\n" % (big, big) + content_tj("F1", 12, b"ok")
    content += b"BT /F1 12 Tf %s 0 Td (far) Tj ET\n" % big
    shows, sink = _interpret(tmp_path, content)
    assert [s.decoded.text for s in shows] == ["ok", "far"]
    assert [s.matrix[4:] for s in shows] == [(72.0, 720.0), (0.0, 0.0)]
    assert [f.location.operator for f in sink if f.code == "CONTENT-OPERAND"] == ["cm", "Td"]


def test_codespace_ranges_are_deduplicated_and_capped() -> None:
    rows = "".join(f"<{n:04x}> <{n:04x}>\n" for n in range(CODESPACE_RANGE_LIMIT + 50))
    data = f"1 begincodespacerange\n{rows}<0000> <0000>\nendcodespacerange\n".encode()
    sink = CollectingSink()
    cmap = parse_cmap(data, sink)
    assert len(cmap.codespace.ranges) == CODESPACE_RANGE_LIMIT
    assert _codes(sink).count("PDF-LIMIT") == 1


def test_a_cmap_beyond_the_size_limit_keeps_its_beginning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parser, "CMAP_SIZE_LIMIT", 200)
    data = cmap_stream_bytes([("00", "ff")], bfchars=[("41", "0042")]) + b"%" * 500
    sink = CollectingSink()
    cmap = parse_cmap(data[:150] + data[150:], sink, role="tounicode")
    assert "PDF-LIMIT" in _codes(sink)
    assert cmap.lookup_bytes(b"A") is None  # the mapping was past the first 200 bytes
