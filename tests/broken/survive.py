"""Run every command over hostile files in child processes, with a time and memory cap.

    python tests/broken/survive.py [FILE_OR_FOLDER ...] [--seconds 60] [--gib 4]

Without arguments it runs over the files of this folder. For each file and command it
prints the exit code, the wall time, the child's peak memory and a verdict: ``ok`` (exit
0 with valid JSON, or exit 2 with one line on stderr), or what went wrong (a traceback,
more than one error line, invalid JSON, killed by the time or memory cap). The input's
checksum is compared before and after. Exit code 1 when any run went wrong.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent

COMMANDS: tuple[tuple[str, ...], ...] = (
    ("trace", "{file}", "--json"),
    ("trace", "{file}"),
    ("trace", "{file}", "--naive", "--json"),
    ("fonts", "{file}", "--json"),
    ("fonts", "{file}"),
    ("text", "{file}", "--json"),
    ("text", "{file}"),
    ("report", "{file}", "-o", "-", "--format", "json"),
    ("report", "{file}", "-o", "{out}.html"),
    ("report", "{file}", "-o", "-", "--format", "md"),
    ("report", "{file}", "-o", "-", "--format", "csv"),
    ("triage", "{file}", "--jobs", "1", "--jsonl", "{out}.jsonl"),
    ("explain-text", "{file}", "--garbled", "\u00c3\u00a9t\u00e9 \u7e67", "--json"),
    ("find", "{file}", "\u308d", "A", "--json"),
    ("repair", "{file}", "--dry-run", "--json"),
    ("repair", "{file}", "-o", "{out}.pdf"),
)
"""Every command that reads a PDF, in its JSON form and its other forms; ``{out}`` is a
path in a temporary folder."""


@dataclass(frozen=True)
class Outcome:
    """One command over one file."""

    file: str
    command: str
    exit_code: int
    seconds: float
    peak_mib: float
    verdict: str


def _limit(gib: float) -> None:
    cap = int(gib * 1024**3)
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def run_one(path: Path, command: tuple[str, ...], seconds: float, gib: float) -> Outcome:
    """Run one command in a child process and judge its output."""
    with tempfile.TemporaryDirectory() as scratch:
        args = [a.format(file=path, out=Path(scratch) / "out") for a in command]
        return _run(path, args, seconds, gib)


def _run(path: Path, args: list[str], seconds: float, gib: float) -> Outcome:
    argv = [sys.executable, "-m", "inspector", *args]
    shown = " ".join(a if a != str(path) else "FILE" for a in args)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryFile() as stdout, tempfile.TemporaryFile() as stderr:
        start = time.monotonic()
        child = subprocess.Popen(
            argv, stdout=stdout, stderr=stderr, env=env, preexec_fn=lambda: _limit(gib)
        )
        # The child's end awaited (wait4 gives its peak memory); a timer kills it at the cap.
        timer = threading.Timer(seconds, child.kill)
        timer.start()
        try:
            _pid, status, usage = os.wait4(child.pid, 0)
        finally:
            timer.cancel()
        elapsed = time.monotonic() - start
        if elapsed > seconds and os.WIFSIGNALED(status):
            return Outcome(path.name, shown, -1, seconds, 0.0, "killed: time")
        code = os.waitstatus_to_exitcode(status)
        child.returncode = code
        stdout.seek(0)
        stderr.seek(0)
        out, err = stdout.read(), stderr.read().decode("utf-8", "replace")
    peak_mib = usage.ru_maxrss / 1024
    verdict = "ok"
    if "Traceback" in err or code not in (0, 1, 2):
        last = err.strip().splitlines()[-1] if err.strip() else f"exit {code}"
        verdict = f"crashed: {last[:160]}"
    elif code == 2 and err.count("\n") != 1:
        verdict = f"error is not one line: {err[:160]!r}"
    elif code in (0, 1) and ("--json" in args or "json" in args):
        try:
            json.loads(out, parse_constant=_no_constant)
        except ValueError as exc:
            verdict = f"invalid JSON: {exc}"
    return Outcome(path.name, shown, code, elapsed, peak_mib, verdict)


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def main(argv: list[str] | None = None) -> int:
    """Run every command over every file; 1 when anything went wrong."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[HERE])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--gib", type=float, default=4.0)
    args = parser.parse_args(argv)
    files: list[Path] = []
    for p in args.paths:
        files.extend(sorted(p.glob("*.pdf")) if p.is_dir() else [p])
    bad = 0
    out = sys.stdout
    for path in files:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        for command in COMMANDS:
            o = run_one(path, command, args.seconds, args.gib)
            bad += o.verdict != "ok"
            out.write(
                f"{o.file:40} {o.command[:36]:36} exit {o.exit_code:2}  {o.seconds:6.1f} s  "
                f"{o.peak_mib:7.0f} MiB  {o.verdict}\n"
            )
            out.flush()
        if hashlib.sha256(path.read_bytes()).hexdigest() != digest:
            bad += 1
            out.write(f"{path.name}: the file changed\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
