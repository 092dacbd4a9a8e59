"""Running one engine in a child process under a time limit.

An engine that is not installed, fails, or runs past its time limit gives an
:class:`EngineRun` with that status and a note, never an exception: comparing with other
tools must not stop because one of them is missing or broken. A child past its time limit
is killed with its whole process group (a shell's children too), and the pages it had
finished are kept.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from inspector.engines.registry import Engine, child_environment

DEFAULT_TIME_LIMIT = 60.0
"""Seconds one engine may take for all the pages asked (``compare --time-limit``)."""

STATUSES = ("ok", "missing", "failed", "timeout")
"""``ok``: every page extracted; ``missing``: not installed; ``failed``: the engine
stopped with an error (the pages it finished are kept); ``timeout``: stopped at the time
limit (the pages it finished are kept)."""


@dataclass(frozen=True)
class EngineRun:
    """What one engine printed for the pages, or why it printed nothing."""

    name: str
    version: str | None
    status: str
    note: str | None
    pages: dict[int, str] = field(default_factory=dict)
    """1-based page number -> the engine's text."""
    seconds: float = 0.0


def run_engine(
    engine: Engine,
    path: str | os.PathLike[str],
    pages: Sequence[int],
    time_limit: float = DEFAULT_TIME_LIMIT,
    password: str | None = None,
) -> EngineRun:
    """Run ``engine`` on the 1-based ``pages`` of ``path`` in a child process (with the
    password of an encrypted file, if given)."""
    try:
        installed = engine.available()
    except Exception:  # an engine's own check must not stop the comparison
        installed = False
    if not installed:
        return EngineRun(engine.name, None, "missing", "not on PATH or importable")
    version = _version(engine)
    if not pages:
        return EngineRun(engine.name, version, "ok", None)  # nothing to extract
    target = str(Path(path).resolve())
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="pfi-engine-") as scratch:
        folder = Path(scratch)
        try:
            argv = engine.command(target, list(pages), folder)
            if password is not None and engine.with_password is not None:
                argv = engine.with_password(argv, password)
            stdout, stderr, code, timed_out = _run(argv, time_limit, folder, password)
        except OSError as exc:
            return EngineRun(engine.name, version, "failed", f"could not start: {exc}")
        seconds = round(time.monotonic() - started, 3)
        try:
            texts = engine.read(stdout, list(pages), folder)
        except Exception as exc:  # what a broken engine wrote is its problem, not ours
            texts = {}
            stderr += f"\nunreadable output: {exc}".encode()
    done = {p: texts[p] for p in pages if p in texts}
    if timed_out and engine.last_page_may_be_cut and done:
        del done[max(done)]  # the page it was writing when it was stopped, maybe cut
    if timed_out:
        note = f"stopped after the time limit of {time_limit:g} s"
        if done:
            note += f" ({len(done)} of {len(pages)} pages done)"
        return EngineRun(engine.name, version, "timeout", note, done, seconds)
    if code != 0 or len(done) < len(pages):
        reason = _last_line(stderr) or (f"exit status {code}" if code else "no text written")
        missing = len(pages) - len(done)
        if missing:
            reason += f" ({missing} of {len(pages)} pages without text)"
        return EngineRun(engine.name, version, "failed", reason, done, seconds)
    return EngineRun(engine.name, version, "ok", None, done, seconds)


def _version(engine: Engine) -> str | None:
    try:
        return engine.version()
    except Exception:
        return None


def _run(
    argv: list[str], time_limit: float, cwd: Path, password: str | None = None
) -> tuple[bytes, bytes, int, bool]:
    """(stdout, stderr, exit status, timed out) of a child in a process group of its own."""
    process = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env=child_environment(password),
        start_new_session=os.name == "posix",
    )
    try:
        stdout, stderr = process.communicate(timeout=time_limit)
        return stdout, stderr, process.returncode, False
    except subprocess.TimeoutExpired:
        _kill(process)
        stdout, stderr = process.communicate()
        return stdout, stderr, process.returncode, True


def _kill(process: subprocess.Popen[bytes]) -> None:
    if os.name == "posix":
        try:
            os.killpg(process.pid, signal.SIGKILL)
            return
        except (ProcessLookupError, PermissionError):
            pass
    process.kill()


def _last_line(stderr: bytes) -> str:
    text = stderr.decode("utf-8", "replace")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1][:300] if lines else ""


__all__ = ["DEFAULT_TIME_LIMIT", "STATUSES", "EngineRun", "run_engine"]
