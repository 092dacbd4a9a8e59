"""Batch triage: a verdict per file and per font, as plain data, and the summary that
groups files by root cause.

:func:`triage_file` is what each worker process runs: it opens one file, diagnoses it
and returns a plain dictionary (picklable, JSON-ready). It never raises: a file that
cannot be read, is encrypted, hangs past the time limit or breaks the inspector comes
back as a row with its error, so a batch never stops for one file.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from inspector.analysis import Analysis
from inspector.catalogue import CATALOGUE
from inspector.diagnostics.rules_unicode import label
from inspector.errors import DocumentOpenError, PasswordError
from inspector.report.advice import VERDICT_LABELS
from inspector.report.collect import collect
from inspector.report.levels import DEFAULT_TIME_LIMIT, LEVELS
from inspector.report.tables import safe

ERROR_KINDS = {
    "encrypted": "encrypted (password needed)",
    "unreadable": "unreadable (missing, empty, not a PDF, damaged beyond repair)",
    "timeout": "took longer than the time limit",
    "crashed": "the inspector failed on it",
}


class TimeLimitExceeded(BaseException):
    """A file took longer than its time limit.

    A BaseException, like KeyboardInterrupt, so that the handlers that keep one bad object
    from stopping the analysis (``except Exception``) do not swallow it.
    """


REARM = 0.05
"""Seconds after which the limit fires again if its exception was lost (raised inside a
garbage-collector callback or a destructor, where Python only prints it)."""


@contextlib.contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`TimeLimitExceeded` in the main thread after ``seconds``.

    Uses an interval timer (POSIX); elsewhere, or off the main thread, it does nothing
    and the batch runner's hard limit is the only guard.
    """
    usable = (
        seconds is not None and seconds > 0 and hasattr(signal, "setitimer") and _in_main_thread()
    )
    if not usable:
        yield
        return

    def expire(signum: int, frame: object) -> None:
        signal.setitimer(signal.ITIMER_REAL, REARM)
        raise TimeLimitExceeded(f"took longer than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, float(seconds or 0))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def level(row: dict[str, Any]) -> str:
    """A file row's level: its verdict, or ``error``."""
    return "error" if row.get("error") else str(row.get("verdict") or "ok")


def error_row(path: str, kind: str, message: str, seconds: float = 0.0) -> dict[str, Any]:
    """The row of a file that could not be triaged."""
    return {
        "file": path,
        "verdict": None,
        "root_cause": None,
        "reason": None,
        "pages": None,
        "error_kind": kind,
        "error": message,
        "fonts": [],
        "seconds": round(seconds, 2),
    }


def triage_file(
    path: str, password: str | None = None, limit: float | None = DEFAULT_TIME_LIMIT
) -> dict[str, Any]:
    """Diagnose one file: its verdict, root cause and reason, and those of each font
    its pages use. Never raises (see the module docstring)."""
    start = time.monotonic()
    try:
        with time_limit(limit), Analysis(path, password) as analysis:
            coll = collect(analysis, texts=False)
            diagnosis = coll.diagnosis
            fonts = []
            for entry in coll.entries:
                verdict = diagnosis.fonts.get(entry.key)
                if verdict is None or not verdict.glyphs:
                    continue
                fonts.append(
                    {
                        "font": label(entry),
                        "object": entry.font.facts.objnum,
                        "verdict": verdict.verdict.value,
                        "root_cause": verdict.root_cause,
                        "reason": verdict.reason,
                        "glyphs": verdict.glyphs,
                    }
                )
            return {
                "file": path,
                "verdict": diagnosis.verdict.value,
                "root_cause": diagnosis.root_cause,
                "reason": diagnosis.reason,
                "pages": analysis.page_count,
                "error_kind": None,
                "error": None,
                "fonts": fonts,
                "seconds": round(time.monotonic() - start, 2),
            }
    except TimeLimitExceeded as exc:
        return error_row(path, "timeout", str(exc), time.monotonic() - start)
    except PasswordError as exc:
        return error_row(path, "encrypted", str(exc), time.monotonic() - start)
    except DocumentOpenError as exc:
        return error_row(path, "unreadable", str(exc), time.monotonic() - start)
    except (RecursionError, MemoryError) as exc:
        return error_row(path, "crashed", f"{type(exc).__name__}", time.monotonic() - start)
    except Exception as exc:  # a batch never stops for one file
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        message = f"{type(exc).__name__}: {first}"[:300]
        return error_row(path, "crashed", message, time.monotonic() - start)


def find_pdfs(paths: Iterable[str]) -> tuple[list[str], list[dict[str, Any]]]:
    """Files to triage: files as given, folders searched recursively for ``*.pdf``
    (any case). Paths that do not exist come back as error rows. Each file once."""
    found: list[str] = []
    missing: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(p: str) -> None:
        key = os.path.normcase(os.path.abspath(p))
        if key not in seen:
            seen.add(key)
            found.append(p)

    for given in paths:
        p = Path(given)
        if p.is_dir():
            for root, dirs, files in os.walk(p):
                dirs.sort()
                for name in sorted(files):
                    if name.lower().endswith(".pdf"):
                        add(os.path.join(root, name))
        elif p.exists():
            add(given)
        else:
            missing.append(error_row(given, "unreadable", f"{given}: no such file or folder"))
    return found, missing


@dataclass(slots=True)
class Group:
    """Files with the same level and root cause (or error kind)."""

    level: str
    key: str
    title: str
    files: list[str] = field(default_factory=list)


def summarize(rows: list[dict[str, Any]]) -> list[Group]:
    """Files grouped by level and root cause (errors by their kind), worst first, then
    the largest groups."""
    groups: dict[tuple[str, str], Group] = {}
    for row in rows:
        lvl = level(row)
        if lvl == "error":
            kind = str(row.get("error_kind") or "crashed")
            key, title = kind, ERROR_KINDS.get(kind, kind)
        elif row.get("root_cause"):
            key = str(row["root_cause"])
            kind_entry = CATALOGUE.get(key)
            title = f"{key}: {kind_entry.title}" if kind_entry else key
        else:
            key, title = "none", "no problem found"
        group = groups.setdefault((lvl, key), Group(lvl, key, title))
        group.files.append(str(row["file"]))
    return sorted(groups.values(), key=lambda g: (-LEVELS.index(g.level), -len(g.files), g.key))


def summary_text(rows: list[dict[str, Any]], shown: int = 5) -> str:
    """The closing summary: counts per level, then each group with its first files."""
    counts = dict.fromkeys(LEVELS, 0)
    for row in rows:
        counts[level(row)] += 1
    parts = [f"{n} {VERDICT_LABELS[lvl].lower()}" for lvl, n in reversed(counts.items()) if n]
    lines = [f"{len(rows)} file{'s' if len(rows) != 1 else ''}: " + ", ".join(parts)]
    for group in summarize(rows):
        n = len(group.files)
        lines.append(
            f"\n{VERDICT_LABELS[group.level]} ({n} file{'s' if n != 1 else ''}): {group.title}"
        )
        lines.extend(f"  {safe(name)}" for name in group.files[:shown])
        if n > shown:
            lines.append(f"  ... and {n - shown} more")
    return "\n".join(lines)


TRIAGE_COLUMNS = ("file", "font", "object", "verdict", "root_cause", "reason", "glyphs", "error")


def triage_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per file, then one per font it uses (file, font, verdict, root cause,
    reason); a file's error goes in its row."""
    out: list[dict[str, Any]] = []
    for row in rows:
        out.append(
            {
                "file": row["file"],
                "font": None,
                "object": None,
                "verdict": level(row),
                "root_cause": row.get("root_cause"),
                "reason": row.get("reason"),
                "glyphs": sum(f["glyphs"] for f in row.get("fonts", [])),
                "error": row.get("error"),
            }
        )
        for font in row.get("fonts", []):
            out.append({"file": row["file"], **font, "error": None})
    return out


__all__ = [
    "DEFAULT_TIME_LIMIT",
    "LEVELS",
    "TRIAGE_COLUMNS",
    "Group",
    "TimeLimitExceeded",
    "error_row",
    "find_pdfs",
    "level",
    "summarize",
    "summary_text",
    "time_limit",
    "triage_file",
    "triage_rows",
]
