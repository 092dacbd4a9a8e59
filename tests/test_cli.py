"""The command line: exit codes, error lines, page selection, output forms."""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from builders import content_tj, page_pdf, save, type0_font

from inspector import cli
from inspector.cli import build_parser, main, parse_pages
from inspector.errors import UsageError

COMMANDS = ("trace", "fonts", "text")


def two_pages(tmp_path: Path) -> Path:
    pdf = page_pdf(
        {"F1": type0_font},
        [content_tj("F1", 12, b"\x30\x42"), content_tj("F1", 12, b"\x30\x44")],
    )
    return save(pdf, tmp_path)


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (None, "no such file"),
        (b"", "empty"),
        (b"hello, not a pdf\n", "not a PDF"),
        (b"%PDF-1.7\n" + b"\x00garbage" * 10, "cannot be opened"),
    ],
)
def test_unreadable_input_exits_2_with_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    content: bytes | None,
    expected: str,
) -> None:
    path = tmp_path / "input.pdf"
    if content is not None:
        path.write_bytes(content)
    assert main([command, str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err
    assert "Traceback" not in err


def test_encrypted_file_needs_its_password(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x30\x42"))
    path = tmp_path / "locked.pdf"
    pdf.save(path, encryption=pikepdf.Encryption(owner="o", user="secret", R=6))
    assert main(["trace", str(path)]) == 2
    assert "password" in capsys.readouterr().err
    assert main(["trace", str(path), "--password", "wrong"]) == 2
    assert "wrong" in capsys.readouterr().err
    assert main(["trace", str(path), "--password", "secret", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["pages"][0]["strings"][0]["text"] == "ろ"


def test_pages_option_selects_pages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = two_pages(tmp_path)
    assert main(["trace", str(path), "--pages", "2", "--json"]) == 0
    pages = json.loads(capsys.readouterr().out)["pages"]
    assert [p["number"] for p in pages] == [2]
    assert main(["trace", str(path), "--pages", "3"]) == 2
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("spec", "indexes"),
    [("1,3-5", [0, 2, 3, 4]), ("2-", [1, 2, 3, 4, 5]), ("-2", [0, 1]), ("4-9", [3, 4, 5])],
)
def test_parse_pages(spec: str, indexes: list[int]) -> None:
    assert parse_pages(spec, 6) == indexes


@pytest.mark.parametrize("spec", ["x", "3-1", "0"])
def test_parse_pages_rejects_nonsense(spec: str) -> None:
    with pytest.raises(UsageError):
        parse_pages(spec, 6)


def test_text_separates_pages_with_form_feeds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = two_pages(tmp_path)
    assert main(["text", str(path)]) == 0
    assert capsys.readouterr().out == "ろ\n\fわ\n\f"  # CIDs 12354, 12356 of Adobe-Japan1


def test_human_readable_trace_and_fonts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = two_pages(tmp_path)
    assert main(["trace", str(path)]) == 0
    out = capsys.readouterr().out
    assert "3042" in out and "12354" in out and "U+308D ろ" in out and "collection" in out
    assert main(["fonts", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Identity-H" in out and "Adobe-Japan1-6" in out and "1-2" in out


def test_commands_never_modify_the_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = two_pages(tmp_path)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    for command in COMMANDS:
        assert main([command, str(path), "--json"]) == 0
    capsys.readouterr()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_module_entry_point_runs(tmp_path: Path) -> None:
    path = two_pages(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "inspector", "fonts", str(path), "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["fonts"][0]["encoding"] == "Identity-H"


def test_every_subcommand_is_listed_with_the_module_that_registers_it() -> None:
    # main() builds only the module a command needs; the table must say which one.
    parser = build_parser()
    found = {
        name: action.choices[name].get_default("func").__module__.rsplit(".", 1)[-1]
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for name in action.choices
    }
    assert found == cli.COMMANDS


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert "pdf-font-inspector" in capsys.readouterr().out


def test_explain_prints_a_catalogue_entry(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "font-no-tounicode"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("FONT-NO-TOUNICODE (warning): No ToUnicode CMap")
    assert "§9.10.2" in out
    assert main(["explain", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert {"FONT-NO-TOUNICODE", "CMAP-CODESPACE-PREFIX"} <= {e["code"] for e in entries}
    assert main(["explain", "NO-SUCH-CODE"]) == 2
    assert "unknown finding code" in capsys.readouterr().err


def test_fonts_are_listed_in_the_same_order_on_every_run(tmp_path: Path) -> None:
    """Dictionary keys come from a set inside pikepdf; the listing must not depend on the
    interpreter's string hashing."""
    from builders import simple_font

    names = [f"F{i}" for i in (7, 3, 9, 1, 5, 8, 2, 6, 4)]
    pdf = page_pdf(
        dict.fromkeys(names, simple_font),
        b"".join(content_tj(n, 10, b"A", y=700 - 20 * i) for i, n in enumerate(names)),
    )
    path = save(pdf, tmp_path)
    orders = set()
    for seed in ("1", "2", "3", "4"):
        out = subprocess.run(
            [sys.executable, "-m", "inspector", "fonts", "--json", str(path)],
            capture_output=True,
            text=True,
            check=True,
            env={**__import__("os").environ, "PYTHONHASHSEED": seed},
        ).stdout
        orders.add(tuple((font["object"], *font["resources"]) for font in json.loads(out)["fonts"]))
    assert len(orders) == 1


def test_fonts_quick_lists_the_same_fonts_without_reading_the_pages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from builders import simple_font

    # The second page's content is not PDF at all: only reading it could notice.
    pdf = page_pdf(
        {"F1": simple_font, "F2": type0_font},
        [content_tj("F1", 12, b"Hi"), b"BT /F2 12 Tf <0001> Tj ET ) ] >> garbage"],
    )
    path = str(save(pdf, tmp_path))
    assert main(["fonts", "--json", path]) == 0
    full = json.loads(capsys.readouterr().out)
    assert main(["fonts", "--json", "--quick", path]) == 0
    quick = json.loads(capsys.readouterr().out)
    facts = ("object", "resources", "pages", "subtype", "base_font", "encoding", "to_unicode")
    assert [[f[k] for k in facts] for f in quick["fonts"]] == [
        [f[k] for k in facts] for f in full["fonts"]
    ]
    assert quick["verdict"] is None and full["verdict"]["verdict"]
    assert all("verdict" not in f and "codes_used" not in f for f in quick["fonts"])
    assert [f["codes_used"] for f in full["fonts"]] == [2, 1]
    assert main(["fonts", "--quick", path]) == 0
    assert "verdict: not judged: --quick reads the font dictionaries only" in (
        capsys.readouterr().out
    )


def test_text_already_encoded_is_written_in_order_and_as_text_where_it_must_be() -> None:
    import io

    from inspector.cli.common import write_text

    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8")
    write_text(out, '{"pages": [')
    write_text(out, '{"text":"日本"}'.encode())
    write_text(out, "]}")
    out.flush()
    assert raw.getvalue().decode("utf-8") == '{"pages": [{"text":"日本"}]}'
    # No bytes underneath, or another encoding: written as the text it stands for.
    plain = io.StringIO()
    write_text(plain, "é".encode())
    assert plain.getvalue() == "é"
    latin = io.BytesIO()
    other = io.TextIOWrapper(latin, encoding="latin-1")
    write_text(other, "é".encode())
    other.flush()
    assert latin.getvalue() == "é".encode("latin-1")


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_every_command_has_a_description_and_its_exit_codes(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    shown = capsys.readouterr().out
    _usage, _, rest = shown.partition("\n\n")
    description = rest.split("\n\n")[0]
    assert not description.startswith(("positional arguments", "options")), command
    assert "exit codes:" in shown and "2 " in shown.split("exit codes:")[1], command
    for line in rest.splitlines():  # every argument has its help
        assert line.strip() not in ("file", "code ...", "CHAR [CHAR ...]"), (command, line)


def test_repair_needs_one_of_a_copy_or_a_dry_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["repair", "--help"])
    assert "(-o OUTPUT | --dry-run)" in capsys.readouterr().out
    path = str(two_pages(tmp_path))
    for wrong in ([], ["--dry-run", "-o", str(tmp_path / "x.pdf")]):
        with pytest.raises(SystemExit) as done:
            main(["repair", path, *wrong])
        assert done.value.code == 2
        assert "-o/--output" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("typed", "hint"),
    [("fnots", "did you mean fonts?"), ("trcae", "did you mean trace"), ("zzzz", None)],
)
def test_a_mistyped_command_names_the_nearest(
    typed: str, hint: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main([typed, "x"])
    err = capsys.readouterr().err
    assert done.value.code == 2 and f"unknown command {typed!r}" in err
    if hint is None:
        assert "did you mean" not in err
    else:
        assert hint in err


@pytest.mark.parametrize(
    ("typed", "first"),
    [("FONT-NO-TOUNICOD", "FONT-NO-TOUNICODE"), ("font-no-tounicode", None), ("XYZZY", None)],
)
def test_a_mistyped_finding_code_names_the_nearest(
    typed: str, first: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["explain", typed])
    err = capsys.readouterr().err
    if typed == "font-no-tounicode":
        assert code == 0  # any case
        return
    assert code == 2 and err.count("\n") == 1
    if first is None:
        assert "did you mean" not in err
    else:
        assert f"did you mean {first}" in err
        assert "CMAP-" not in err  # not five codes that merely share a word


def test_find_exits_1_when_a_character_is_found_nowhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(two_pages(tmp_path))
    assert main(["find", path, "\u308d"]) == 0  # ろ, drawn on page 1
    # Z: a code of the font's collection gives it, but no page uses that code
    assert main(["find", path, "\u308d", "Z"]) == 1
    capsys.readouterr()
    assert main(["find", path, "Z", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["characters"][0]["codes"]  # the codes that would give it, listed
    assert not any(code["used"] for code in data["characters"][0]["codes"])


@pytest.mark.parametrize(
    "command",
    [["report"], ["repair"], ["export-html"]],
)
def test_commands_that_write_a_file_say_so_on_stdout_and_check_the_folder_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    path = str(two_pages(tmp_path))
    target = tmp_path / "out.x"
    if command[0] == "report":
        target = tmp_path / "out.html"
    assert main([*command, path, "-o", str(target)]) == 0
    said = capsys.readouterr()
    assert str(target) in said.out and said.err == ""
    for wrong, why in (
        (tmp_path / "no" / "x.pdf", "the folder does not exist"),
        (tmp_path, "is a folder"),
        (Path(path), "refusing to overwrite the input"),
    ):
        assert main([*command, path, "-o", str(wrong)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and why in err and "Errno" not in err, err
