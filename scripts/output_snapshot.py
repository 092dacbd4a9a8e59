"""Snapshot every output of every command on a set of PDFs, to prove a change left them
byte-identical (a refactoring, a move of modules):

    PYTHONPATH=TREE python scripts/output_snapshot.py OUT [--root TREE] [--jobs 2]
    diff -r BEFORE AFTER

For each PDF of ``../shared/corpus/pdfs`` (``--corpus``) and ``tests/broken`` of
``--root`` (default: this script's tree), runs each command of the command line (see
``COMMANDS``: trace, fonts, text with and without ``--json``, report in every format and
in two languages, export-html, explain-text, find, repair, compare with the command-line
engines; ``ENCRYPTED`` with the password) and once ``explain``, every command's ``--help``
and ``triage`` of each folder (local pool and Dask when it is installed). The window
(``gui``) is not run. Each run gets a folder ``OUT/<pdf>/<command>/`` with
``stdout``, ``stderr``, ``exit`` and the files it wrote.

A run is a fork of this process (the command line's modules imported once), with its
standard output and error sent to files at the descriptor level, standard input from
``/dev/null``, and its working folder that run's own folder. ``LANG`` is ``C.UTF-8`` and
``LANGUAGE``/``LC_ALL`` unset, so the language is English unless a run asks for another.

Normalised, and only these, because they change from run to run or from tree to tree
whatever the code does (``normalise``):

- the tree's path (``--root``) becomes ``<ROOT>``, the run's folder ``<OUT>``, temporary
  paths (``/tmp/tmp...``) ``<TMP>``;
- JSON and JSONL values of the keys ``seconds``, ``elapsed`` and ``mtime_ns`` (time taken,
  file modification time: the tree checked out at another time) become ``0``;
- triage's journal and CSV (``--jsonl``, ``--csv``: the files of runs named ``triage-*``)
  are sorted by line (the CSV's header kept first): rows are written as the files
  finish, in an order that depends on the scheduler;
- triage's progress lines on stderr (``N/M files, R files/s, ...``): written every few
  seconds of a run, so how many depends on how busy the machine is; the port of the Dask
  dashboard (a free one);
- in triage's table on stdout, runs of spaces become one: its columns are as wide as the
  longest path, and the trees' paths need not be as long as each other;
- in written PDFs (``repair``), the trailer's ``/ID`` (qpdf makes a new one each save).

Anything else that differs is a difference.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import time
from pathlib import Path

TREE = Path(__file__).resolve().parents[1]
CORPUS = TREE.parent / "shared" / "corpus" / "pdfs"  # beside the checkout, as the tests use it
PASSWORD = "secret"  # tests/broken's encrypted files (their names say it)
ENGINES = "pdftotext,mutool"  # compare: the command-line engines (fast, deterministic)
TIMEOUT = 600.0  # seconds a run may take before it is killed (recorded as such)

COMMANDS: list[tuple[str, list[str]]] = [
    ("trace", ["trace", "{pdf}"]),
    ("trace-json", ["trace", "--json", "{pdf}"]),
    ("fonts", ["fonts", "{pdf}"]),
    ("fonts-json", ["fonts", "--json", "{pdf}"]),
    ("fonts-quick", ["fonts", "--quick", "{pdf}"]),
    ("fonts-ja", ["--lang", "ja", "fonts", "{pdf}"]),
    ("text", ["text", "{pdf}"]),
    ("text-json", ["text", "--json", "{pdf}"]),
    ("report-html", ["report", "-o", "out.html", "{pdf}"]),
    ("report-json", ["report", "-o", "out.json", "{pdf}"]),
    ("report-md", ["report", "-o", "out.md", "{pdf}"]),
    ("report-csv", ["report", "-o", "out.csv", "{pdf}"]),
    ("report-md-zh_TW", ["--lang", "zh_TW", "report", "-o", "out.md", "{pdf}"]),
    ("report-compare", ["report", "--compare", "--engines", ENGINES, "-o", "out.html", "{pdf}"]),
    ("export-html", ["export-html", "-o", "out.html", "{pdf}"]),
    ("explain-text-json", ["explain-text", "--json", "--garbled", "Ab\u00c3\u00a9\u5b57", "{pdf}"]),
    ("find-json", ["find", "--json", "{pdf}", "U+3042", "e", "\u5b57"]),
    ("repair-json", ["repair", "--json", "-o", "out.pdf", "{pdf}"]),
    ("compare", ["compare", "--engines", ENGINES, "{pdf}"]),
]
"""Each run on one PDF: its folder name and its arguments (``{pdf}`` the file). Chosen so
that every command and every output format runs on every file at least once; variants
(``--naive``, ``--redact``, human-readable ``find``...) share their code with these."""

ENCRYPTED: list[tuple[str, list[str]]] = [
    ("fonts-password", ["fonts", "--password", PASSWORD, "{pdf}"]),
    ("report-password", ["report", "--password", PASSWORD, "-o", "out.json", "{pdf}"]),
    ("repair-password", ["repair", "--password", PASSWORD, "-o", "out.pdf", "{pdf}"]),
]
"""Added for the PDFs whose name says they are encrypted with :data:`PASSWORD`."""

HELP_OF = [
    "trace",
    "fonts",
    "text",
    "report",
    "triage",
    "export-html",
    "explain-text",
    "find",
    "explain",
    "repair",
    "compare",
]

TIMED_KEYS = ("seconds", "elapsed", "mtime_ns")
_TIMED = re.compile(rb'("(?:' + b"|".join(k.encode() for k in TIMED_KEYS) + rb')": )-?[0-9.eE+-]+')
_TMP = re.compile(rb"/tmp/tmp[A-Za-z0-9_]+")
_PROGRESS = re.compile(rb"^[0-9,]+(?:/[0-9,]+)? files, .* files/s, .*\n", re.M)
_DASHBOARD = re.compile(rb"(http://127\.0\.0\.1:)[0-9]+/")
_SPACES = re.compile(rb" {2,}")
_ID = re.compile(rb"/ID\s*\[\s*<[0-9A-Fa-f]*>\s*<[0-9A-Fa-f]*>\s*\]")


def once(root: Path) -> list[tuple[str, list[str]]]:
    """The runs that are not per PDF: explain, the help texts, triage of each folder."""
    broken = str(root / "tests" / "broken")
    corpus = str(CORPUS)
    corpus_one = str(min(CORPUS.glob("*.pdf")))
    runs: list[tuple[str, list[str]]] = [
        ("help", ["--help"]),
        ("explain", ["explain"]),
        ("explain-json", ["explain", "--json"]),
        ("explain-one", ["explain", "FONT-NO-TOUNICODE", "NOT-A-CODE"]),
        ("report-redact-stdout", ["report", "--redact", "--format", "md", "-o", "-", corpus_one]),
        ("explain-ko", ["--lang", "ko", "explain", "FONT-NO-TOUNICODE"]),
        ("unknown-command", ["no-such-command"]),
    ]
    runs += [(f"help-{name}", [name, "--help"]) for name in HELP_OF]
    for label, folder in (("corpus", corpus), ("broken", broken)):
        runs.append(
            (
                f"triage-{label}",
                [
                    "triage",
                    "--jobs",
                    "2",
                    "--csv",
                    "out.csv",
                    "--jsonl",
                    "out.jsonl",
                    "--password",
                    PASSWORD,
                    folder,
                ],
            )
        )
        runs.append((f"triage-{label}-fail-on", ["triage", "--fail-on", "suspicious", folder]))
    try:
        import distributed  # noqa: F401
    except ImportError:
        pass
    else:
        runs.append(
            (
                "triage-corpus-dask",
                ["triage", "--dask", "--jobs", "2", "--jsonl", "out.jsonl", corpus],
            )
        )
    return runs


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def normalise(data: bytes, name: str, root: Path, out: Path, run: str = "") -> bytes:
    """``data`` (the file ``name`` of the run ``run``) with only what changes from run to
    run replaced (see the module's text)."""
    if name.endswith(".pdf"):
        return _ID.sub(b"/ID [<0><0>]", data)
    for path, mark in ((out, b"<OUT>"), (root, b"<ROOT>")):
        data = data.replace(str(path).encode(), mark)
    data = _TMP.sub(b"<TMP>", data)
    data = _TIMED.sub(rb"\g<1>0", data)
    if run.startswith("triage"):
        if name == "stderr":
            data = _DASHBOARD.sub(rb"\g<1>0/", _PROGRESS.sub(b"", data))
        elif name == "stdout":
            data = _SPACES.sub(b" ", data)
        elif name.endswith((".jsonl", ".csv")):
            lines = data.split(b"\n")
            tail = lines.pop() if lines and lines[-1] == b"" else None
            head = [lines.pop(0)] if name.endswith(".csv") and lines else []
            lines = head + sorted(lines)
            data = b"\n".join(lines) + (b"\n" if tail is not None else b"")
    return data


def _child(argv: list[str], folder: Path) -> None:
    """Run the command line in this (forked) process; never returns."""
    code = 3
    try:
        os.chdir(folder)
        for fd, name, flags in (
            (0, os.devnull, os.O_RDONLY),
            (1, "stdout", os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
            (2, "stderr", os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
        ):
            opened = os.open(name, flags, 0o644)
            os.dup2(opened, fd)
            os.close(opened)
        from inspector.cli import main

        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's --help and usage errors
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    except BaseException:  # recorded as the run's outcome
        import traceback

        traceback.print_exc()
        code = 99
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def run_all(runs: list[tuple[Path, list[str]]], jobs: int) -> None:
    """Fork a child per run, ``jobs`` at a time; write each one's ``exit``."""
    pending = list(runs)
    active: dict[int, tuple[Path, float]] = {}
    while pending or active:
        while pending and len(active) < jobs:
            folder, argv = pending.pop(0)
            folder.mkdir(parents=True, exist_ok=True)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _child(argv, folder)
            active[pid] = (folder, time.monotonic())
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid == 0:
            now = time.monotonic()
            for other, (folder, started) in list(active.items()):
                if now - started > TIMEOUT:
                    os.kill(other, 9)
                    (folder / "killed").write_text(f"after {TIMEOUT:g} s\n")
            time.sleep(0.05)
            continue
        folder, _ = active.pop(pid)
        code = os.waitstatus_to_exitcode(status)
        (folder / "exit").write_text(f"{code}\n")
        _say(f"{code:3d} {folder}")


def normalise_tree(out: Path, root: Path) -> int:
    """Normalise every file under ``out`` in place; the number of files."""
    count = 0
    for path in sorted(out.rglob("*")):
        if not path.is_file():
            continue
        count += 1
        data = path.read_bytes()
        new = normalise(data, path.name, root, out, path.parent.name)
        if new != data:
            path.write_bytes(new)
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the folder to write (must not exist)")
    parser.add_argument("--root", type=Path, default=TREE, help="the tree whose tests/broken")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--jobs", type=int, default=1, help="runs at a time")
    parser.add_argument("--only", help="only PDFs whose name contains this (a quick check)")
    parser.add_argument(
        "--no-once", action="store_true", help="only the runs per PDF (a second process)"
    )
    parser.add_argument(
        "--normalise-only",
        action="store_true",
        help="normalise an existing snapshot OUT again (made by --root) and stop",
    )
    args = parser.parse_args()
    out: Path = args.out.resolve()
    root: Path = args.root.resolve()
    if args.normalise_only:
        _say(f"{normalise_tree(out, root)} files normalised in {out}")
        return 0
    if out.exists():
        parser.error(f"{out} exists")
    import inspector

    _say(f"inspector from {Path(inspector.__file__).parent}")
    # The command modules imported once, before the forks (what every run needs).
    from inspector.cli import build_parser

    build_parser()
    os.environ["LANG"] = "C.UTF-8"
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        os.environ.pop(name, None)
    pdfs = sorted(args.corpus.glob("*.pdf")) + sorted((root / "tests" / "broken").glob("*.pdf"))
    if args.only:
        pdfs = [p for p in pdfs if args.only in p.name]
    runs: list[tuple[Path, list[str]]] = []
    for name, argv in [] if args.no_once else once(root):
        runs.append((out / "_once" / name, argv))
    for pdf in pdfs:
        label = f"{pdf.parent.name}__{pdf.name}"
        extra = ENCRYPTED if f"password-{PASSWORD}" in pdf.name else []
        for name, template in COMMANDS + extra:
            argv = [str(pdf) if a == "{pdf}" else a for a in template]
            runs.append((out / label / name, argv))
    started = time.monotonic()
    run_all(runs, args.jobs)
    count = normalise_tree(out, root)
    shutil.rmtree(out / "__pycache__", ignore_errors=True)
    _say(
        f"{len(runs)} runs on {len(pdfs)} PDFs, {count} files in {out}, "
        f"{time.monotonic() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
