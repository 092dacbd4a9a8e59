"""The extractors we compare with, each found at run time.

An :class:`Engine` says how to tell whether it is installed, how to ask its version,
which command line extracts some pages, and how to read what that command wrote. The
command always runs in a child process (:mod:`inspector.engines.run`); the Python
libraries run through :mod:`inspector.engines.child` with this interpreter.

:data:`ENGINES` is the registry, in the order engines are listed; callers (and tests)
may pass engines of their own to :func:`inspector.engines.run.run_engine`.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from inspector.engines.child import DISTRIBUTIONS

Command = Callable[[str, Sequence[int], Path], list[str]]
"""(file, 1-based pages, a scratch folder) -> the argument vector to run."""

Reader = Callable[[bytes, Sequence[int], Path], dict[int, str]]
"""(the command's standard output, the pages, the scratch folder) -> text per page
(1-based); pages missing from the result were not extracted."""


@dataclass(frozen=True)
class Engine:
    """One extractor and how to run it."""

    name: str
    """As printed and in JSON (``pdftotext``, ``pdfminer.six``...)."""
    available: Callable[[], bool]
    version: Callable[[], str | None]
    command: Command
    read: Reader
    aliases: tuple[str, ...] = ()
    """Other names ``--engines`` accepts (lower case)."""
    with_password: Callable[[list[str], str], list[str]] | None = None
    """The command with a password for an encrypted file; None: the password goes to
    the child in the environment (:data:`PASSWORD_VARIABLE`), as for the libraries."""
    last_page_may_be_cut: bool = False
    """Whether a child stopped by the time limit may have been writing its last page
    where :attr:`read` cannot tell a whole page from a cut one (a file per page): that
    page is then left out, not compared as if it were whole."""

    def matches(self, name: str) -> bool:
        """Whether ``--engines`` means this engine by ``name``."""
        wanted = name.strip().lower()
        return wanted == self.name.lower() or wanted in self.aliases


# -- poppler and MuPDF's command-line tools ---------------------------------------------------


def _tool_version(tool: str, flag: str) -> Callable[[], str | None]:
    def version() -> str | None:
        path = shutil.which(tool)
        if path is None:
            return None
        try:
            done = subprocess.run(
                [path, flag], capture_output=True, timeout=10, stdin=subprocess.DEVNULL
            )
        except (OSError, subprocess.SubprocessError):
            return None
        found = re.search(rb"version\s+([0-9][0-9.]*)", done.stdout + done.stderr)
        return found.group(1).decode("ascii") if found else None

    return version


def _runs(pages: Sequence[int]) -> list[tuple[int, int]]:
    """Consecutive pages as (first, last) runs."""
    out: list[tuple[int, int]] = []
    for page in sorted(set(pages)):
        if out and page == out[-1][1] + 1:
            out[-1] = (out[-1][0], page)
        else:
            out.append((page, page))
    return out


def _pdftotext_command(path: str, pages: Sequence[int], scratch: Path) -> list[str]:
    # One run from the first page asked to the last (pdftotext reads a thousand pages a
    # second); pages are separated by form feeds, and those not asked are left out.
    tool = shutil.which("pdftotext") or "pdftotext"
    first, last = min(pages), max(pages)
    return [tool, "-q", "-enc", "UTF-8", "-f", str(first), "-l", str(last), path, "-"]


def _pdftotext_read(stdout: bytes, pages: Sequence[int], scratch: Path) -> dict[int, str]:
    # pdftotext ends every page with a form feed: what follows the last one is a page a
    # stopped child did not finish, left out.
    texts = stdout.decode("utf-8", "replace").split("\f")[:-1]
    first = min(pages)
    return {p: texts[p - first] for p in pages if p - first < len(texts)}


def _mutool_command(path: str, pages: Sequence[int], scratch: Path) -> list[str]:
    tool = shutil.which("mutool") or "mutool"
    listed = ",".join(f"{a}-{b}" if a != b else str(a) for a, b in _runs(pages))
    return [tool, "draw", "-q", "-F", "txt", "-o", str(scratch / "page-%d.txt"), path, listed]


def _mutool_read(stdout: bytes, pages: Sequence[int], scratch: Path) -> dict[int, str]:
    out: dict[int, str] = {}
    for page in pages:
        file = scratch / f"page-{page}.txt"
        if file.is_file():
            out[page] = file.read_bytes().decode("utf-8", "replace")
    return out


def read_json_lines(stdout: bytes, pages: Sequence[int], scratch: Path) -> dict[int, str]:
    """Text per page from JSON lines ``{"page": N, "text": ...}`` (other lines ignored,
    a line cut short by a stopped child too)."""
    out: dict[int, str] = {}
    for line in stdout.splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and isinstance(record.get("text"), str):
            page = record.get("page")
            if isinstance(page, int):
                out[page] = record["text"]
    return out


# -- Python libraries ------------------------------------------------------------------------


def _importable(module: str) -> Callable[[], bool]:
    def available() -> bool:
        if getattr(sys, "frozen", False):
            return False  # the one-folder application has no interpreter to run them
        try:
            return importlib.util.find_spec(module) is not None
        except (ImportError, ValueError):
            return False

    return available


def _library_version(name: str) -> Callable[[], str | None]:
    def version() -> str | None:
        try:
            return metadata.version(DISTRIBUTIONS[name])
        except metadata.PackageNotFoundError:
            return None

    return version


def _child_command(name: str) -> Command:
    def command(path: str, pages: Sequence[int], scratch: Path) -> list[str]:
        spec = ",".join(str(p) for p in pages)
        return [sys.executable, "-m", "inspector.engines.child", name, path, spec]

    return command


def _library(name: str, module: str, aliases: tuple[str, ...]) -> Engine:
    return Engine(
        name=name,
        available=_importable(module),
        version=_library_version(name),
        command=_child_command(name),
        read=read_json_lines,
        aliases=aliases,
    )


PASSWORD_VARIABLE = "PDF_FONT_INSPECTOR_PASSWORD"
"""The environment variable a child engine reads the document's password from."""


def _option_after(position: int, option: str) -> Callable[[list[str], str], list[str]]:
    def add(argv: list[str], password: str) -> list[str]:
        return [*argv[:position], option, password, *argv[position:]]

    return add


ENGINES: list[Engine] = [
    Engine(
        name="pdftotext",
        available=lambda: shutil.which("pdftotext") is not None,
        version=_tool_version("pdftotext", "-v"),
        command=_pdftotext_command,
        read=_pdftotext_read,
        aliases=("poppler",),
        with_password=_option_after(1, "-upw"),
    ),
    Engine(
        name="mutool",
        available=lambda: shutil.which("mutool") is not None,
        version=_tool_version("mutool", "-v"),
        command=_mutool_command,
        read=_mutool_read,
        aliases=("mupdf",),
        with_password=_option_after(2, "-p"),
        last_page_may_be_cut=True,
    ),
    _library("PyMuPDF", "pymupdf", ("pymupdf", "fitz")),
    _library("pdfminer.six", "pdfminer", ("pdfminer",)),
    _library("pypdf", "pypdf", ()),
    _library("pdfplumber", "pdfplumber", ()),
]
"""Every engine we know, in the order they are listed."""


def find_engines(
    names: Sequence[str] | None, known: Sequence[Engine] | None = None
) -> list[Engine]:
    """The engines ``--engines`` names (all of ``known`` without names), in the order
    given. Raises ValueError naming an unknown name and the known ones."""
    pool = list(ENGINES if known is None else known)
    if not names:
        return pool
    chosen: list[Engine] = []
    for name in names:
        found = next((e for e in pool if e.matches(name)), None)
        if found is None:
            raise ValueError(f"unknown engine {name!r} (known: {', '.join(e.name for e in pool)})")
        if found not in chosen:
            chosen.append(found)
    return chosen


def child_environment(password: str | None = None, temporary: Path | None = None) -> dict[str, str]:
    """The environment of a child: this package importable (a checkout run with
    PYTHONPATH, or an installed one), output in UTF-8, the password if any, and
    ``temporary`` as its temporary folder (TMPDIR, TMP, TEMP). ONNX Runtime, which
    PyMuPDF's layout package loads on import, would otherwise leave a ``.ses`` file in
    the temporary folder and a telemetry database under ``~/.cache`` on every run."""
    env = dict(os.environ)
    if temporary is not None:
        for name in ("TMPDIR", "TMP", "TEMP"):
            env[name] = str(temporary)
    env["ORT_DISABLE_TELEMETRY"] = "1"
    env.pop(PASSWORD_VARIABLE, None)
    if password is not None:
        env[PASSWORD_VARIABLE] = password
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    env["PYTHONIOENCODING"] = "utf-8"
    return env


__all__ = [
    "ENGINES",
    "PASSWORD_VARIABLE",
    "Engine",
    "child_environment",
    "find_engines",
    "read_json_lines",
]
