"""Running one engine in a child process under a time limit.

An engine that is not installed, fails, or runs past its time limit gives an
:class:`EngineRun` with that status and a note, never an exception: comparing with other
tools must not stop because one of them is missing or broken. A child past its time limit
is killed with its whole process group (a shell's children too), and the pages it had
finished are kept. Each child runs under a memory limit (its address space, where the
system can cap it) and with a temporary folder of its own as TMPDIR, removed with what
the engine left in it.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from inspector.engines.registry import Engine, child_environment

try:
    import resource
except ImportError:  # Windows: the time limit still applies
    resource = None  # type: ignore[assignment]

DEFAULT_TIME_LIMIT = 60.0
"""Seconds one engine may take for all the pages asked (``compare --time-limit``)."""

DEFAULT_MEMORY_LIMIT = 2048
"""MiB of address space one engine's child may take (``compare --memory-limit``); PyMuPDF
reserves about 530 MiB on start, the others less than 100."""

STATUSES = ("ok", "missing", "failed", "timeout", "memory-limit")
"""``ok``: every page extracted; ``missing``: not installed; ``failed``: the engine
stopped with an error (the pages it finished are kept); ``timeout``: stopped at the time
limit (the pages it finished are kept); ``memory-limit``: stopped by the memory limit,
which its error output says (the pages it finished are kept)."""

OUT_OF_MEMORY = re.compile(
    rb"MemoryError|bad_alloc|out of memory|cannot allocate memory|malloc[^\n]{0,80}fail"
    rb"|fail[^\n]{0,40}to allocate|allocation fail",
    re.IGNORECASE,
)
"""What an engine writes when an allocation fails: Python's MemoryError, C++'s
std::bad_alloc, MuPDF's and poppler's messages, the C library's ENOMEM."""


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
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT,
) -> EngineRun:
    """Run ``engine`` on the 1-based ``pages`` of ``path`` in a child process (with the
    password of an encrypted file, if given), under ``memory_limit`` MiB of address space
    (None: no limit)."""
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
        temporary = folder / "tmp"
        temporary.mkdir()
        try:
            argv = engine.command(target, list(pages), folder)
            if password is not None and engine.with_password is not None:
                argv = engine.with_password(argv, password)
            env = child_environment(password, temporary)
            stdout, stderr, code, timed_out = _run(argv, time_limit, folder, env, memory_limit)
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
    if code != 0 and memory_limit is not None and OUT_OF_MEMORY.search(stderr):
        note = f"limit: {memory_limit} MiB of address space"
        if done:
            note += f" ({len(done)} of {len(pages)} pages done)"
        return EngineRun(engine.name, version, "memory-limit", note, done, seconds)
    if code != 0 or len(done) < len(pages):
        reason = _last_line(stderr) or _exit_reason(code, memory_limit)
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


def _exit_reason(code: int, memory_limit: int | None) -> str:
    """Why a child that wrote no error line stopped: its exit status, or the signal that
    ended it (a crash at the memory limit is one possibility the signal cannot confirm)."""
    if code == 0:
        return "no text written"
    if code > 0:
        return f"exit status {code}"
    try:
        name = signal.Signals(-code).name
    except ValueError:
        name = f"signal {-code}"
    if memory_limit is not None and -code in _CRASH_SIGNALS:
        return f"killed by {name} (possibly at the memory limit of {memory_limit} MiB)"
    return f"killed by {name}"


_CRASH_SIGNALS = {
    getattr(signal, name)
    for name in ("SIGSEGV", "SIGABRT", "SIGBUS", "SIGKILL")
    if hasattr(signal, name)
}


def limit_memory(memory_limit: int | None) -> Callable[[], None] | None:
    """A ``preexec_fn`` that caps the child's address space at ``memory_limit`` MiB (None
    where there is no limit or the system cannot set one)."""
    if memory_limit is None or resource is None:
        return None
    size = memory_limit * 1024**2
    setrlimit, kind = resource.setrlimit, resource.RLIMIT_AS

    def cap() -> None:  # runs in the child between fork and exec: nothing but the call
        setrlimit(kind, (size, size))

    return cap


def _run(
    argv: list[str],
    time_limit: float,
    cwd: Path,
    env: dict[str, str],
    memory_limit: int | None = None,
) -> tuple[bytes, bytes, int, bool]:
    """(stdout, stderr, exit status, timed out) of a child in a process group of its own."""
    process = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env=env,
        start_new_session=os.name == "posix",
        preexec_fn=limit_memory(memory_limit),
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


__all__ = [
    "DEFAULT_MEMORY_LIMIT",
    "DEFAULT_TIME_LIMIT",
    "STATUSES",
    "EngineRun",
    "limit_memory",
    "run_engine",
]
