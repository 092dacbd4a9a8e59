"""Batch triage: a verdict per file and per font, as plain data, and the summary that
groups files by root cause.

:func:`triage_file` is what each worker process runs: it opens one file, diagnoses it
and returns a plain dictionary (picklable, JSON-ready). It never raises: a file that
cannot be read, is encrypted, hangs past the time limit or breaks the inspector comes
back as a row with its error, so a batch never stops for one file.
"""

from __future__ import annotations

import contextlib
import ctypes
import heapq
import os
import signal
import sys
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
from inspector.files import shown, special_file
from inspector.i18n import N_, Message, msg, msg_n, tr
from inspector.output.tables import safe
from inspector.output.words import VERDICT_LABELS
from inspector.report.collect import collect
from inspector.triage.journal import sha256_of
from inspector.triage.levels import DEFAULT_TIME_LIMIT, INCOMPLETE_KINDS, LEVELS

ERROR_KINDS = {
    "encrypted": N_("encrypted (password needed)"),
    "unreadable": N_("unreadable (missing, empty, not a PDF, damaged beyond repair)"),
    "timeout": N_(
        "incomplete (time limit): stopped at --time-limit before a verdict; "
        "--resume runs these again"
    ),
    "died": N_("the worker process died on it (killed, out of memory or a crash in native code)"),
    "crashed": N_("the inspector failed on it"),
}
"""The kinds of error row, as the summary names them (translated where shown). A
``timeout`` row is *incomplete* (:data:`~inspector.triage.levels.INCOMPLETE_KINDS`): the
user's time limit stopped the file, which says nothing about its content."""


def incomplete(row: dict[str, Any]) -> bool:
    """Whether a row was cut short by the user's time limit (see :data:`INCOMPLETE_KINDS`)."""
    return row.get("error_kind") in INCOMPLETE_KINDS


def incomplete_row(
    path: str,
    limit: float,
    seconds: float = 0.0,
    facts: dict[str, Any] | None = None,
    note: str = "",
) -> dict[str, Any]:
    """The row of a file that the user's time limit (``limit`` seconds) stopped: no
    verdict, only that it is incomplete; ``note`` adds how it was stopped."""
    message = f"incomplete (time limit): stopped after {limit:g} s (--time-limit), no verdict"
    return error_row(path, "timeout", message + (f"; {note}" if note else ""), seconds, facts)


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
    """Raise :class:`TimeLimitExceeded` in the running thread after ``seconds``.

    In the main thread (a worker process of the local pool) it uses an interval timer
    (POSIX). In another thread (a Dask worker runs its tasks in a thread pool) a timer
    thread raises the exception asynchronously in the running thread. Both fire again
    every :data:`REARM` seconds until the block ends, and a firing that lands where
    Python can only hand it to the unraisable hook is dropped there. Either way it
    interrupts work that returns to Python now and then; a hang inside native code needs
    the runner's hard limit.
    """
    if seconds is None or seconds <= 0:
        yield
        return
    if not (hasattr(signal, "setitimer") and _in_main_thread()):
        with _thread_time_limit(seconds):
            yield
        return

    def expire(signum: int, frame: object) -> None:
        signal.setitimer(signal.ITIMER_REAL, REARM)
        raise TimeLimitExceeded(f"took longer than {seconds:g} s")

    # A limit that lands in a destructor or a gc callback fires again after REARM; the
    # hook drops the lost one, where the hook in place (pytest's formats a traceback)
    # could itself be interrupted by the next.
    with _quiet_lost_limits():
        previous = signal.signal(signal.SIGALRM, expire)
        signal.setitimer(signal.ITIMER_REAL, float(seconds or 0))
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


_hook_lock = threading.Lock()
_hook_users = 0
_hook_previous: Any = None


def _ignore_lost_limits(unraisable: Any) -> None:
    """The unraisable-exception hook while thread time limits run: a limit's exception
    that landed where Python can only print it (a garbage-collector callback, a
    destructor) is not news, for it fires again after :data:`REARM`; anything else goes
    to the hook that was in place."""
    if isinstance(unraisable.exc_value, TimeLimitExceeded) or (
        isinstance(unraisable.exc_type, type) and issubclass(unraisable.exc_type, TimeLimitExceeded)
    ):
        return
    (_hook_previous or sys.__unraisablehook__)(unraisable)


@contextlib.contextmanager
def _quiet_lost_limits() -> Iterator[None]:
    """:func:`_ignore_lost_limits` installed while any thread time limit runs."""
    global _hook_users, _hook_previous
    with _hook_lock:
        if _hook_users == 0:
            _hook_previous = sys.unraisablehook
            sys.unraisablehook = _ignore_lost_limits
        _hook_users += 1
    try:
        yield
    finally:
        with _hook_lock:
            _hook_users -= 1
            if _hook_users == 0 and sys.unraisablehook is _ignore_lost_limits:
                sys.unraisablehook = _hook_previous
                _hook_previous = None


@contextlib.contextmanager
def _thread_time_limit(seconds: float) -> Iterator[None]:
    with _quiet_lost_limits(), _raising_limit(seconds):
        yield


@contextlib.contextmanager
def _raising_limit(seconds: float) -> Iterator[None]:
    target = threading.get_ident()
    lock = threading.Lock()
    finished = threading.Event()
    message = f"took longer than {seconds:g} s"

    def expire() -> None:
        if finished.wait(seconds):
            return
        while True:
            with lock:
                if finished.is_set():
                    return
                _raise_in(target, TimeLimitExceeded)
            if finished.wait(REARM):
                return

    timer = threading.Thread(target=expire, name="triage-time-limit", daemon=True)
    timer.start()
    try:
        yield
    except TimeLimitExceeded as exc:
        raise TimeLimitExceeded(message) from exc
    finally:
        with lock:
            finished.set()
            _raise_in(target, None)  # withdraw one that was set but not yet raised
        timer.join()


def _raise_in(thread_id: int, exc: type[BaseException] | None) -> None:
    """Raise ``exc`` in a thread when it next runs Python code (``None``: withdraw one
    that has not been raised yet, through a NULL pointer)."""
    pending = None if exc is None else ctypes.py_object(exc)
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), pending)


def level(row: dict[str, Any]) -> str:
    """A file row's level: its verdict, ``incomplete`` (cut by the user's time limit, no
    verdict: see :func:`incomplete`) or ``error``."""
    if incomplete(row):
        return "incomplete"
    return "error" if row.get("error") else str(row.get("verdict") or "ok")


def file_facts(path: str) -> dict[str, Any]:
    """What identifies the file's content: its size, modification time (ns) and SHA-256;
    ``None`` each when it cannot be read. A resumed run compares them with the file."""
    try:
        stat = os.stat(path)
    except OSError:
        return {"size": None, "mtime_ns": None, "sha256": None}
    return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns, "sha256": sha256_of(path)}


def error_row(
    path: str,
    kind: str,
    message: str,
    seconds: float = 0.0,
    facts: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The row of a file that could not be triaged."""
    return {
        "file": path,
        **(facts or {"size": None, "mtime_ns": None, "sha256": None}),
        "verdict": None,
        "root_cause": None,
        "reason": None,
        "pages": None,
        "error_kind": kind,
        "error": shown(message),
        "fonts": [],
        "seconds": round(seconds, 2),
    }


def triage_file(
    path: str, password: str | None = None, limit: float | None = DEFAULT_TIME_LIMIT
) -> dict[str, Any]:
    """Diagnose one file: its verdict, root cause and reason, and those of each font
    its pages use, and the file's :func:`file_facts`. Never raises (see the module
    docstring)."""
    start = time.monotonic()
    facts = file_facts(path)
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
                **facts,
                "verdict": diagnosis.verdict.value,
                "root_cause": diagnosis.root_cause,
                "reason": diagnosis.reason,
                "pages": analysis.page_count,
                "error_kind": None,
                "error": None,
                "fonts": fonts,
                "seconds": round(time.monotonic() - start, 2),
            }
    except TimeLimitExceeded:
        return incomplete_row(path, limit or 0.0, time.monotonic() - start, facts)
    except PasswordError as exc:
        return error_row(path, "encrypted", str(exc), time.monotonic() - start, facts)
    except DocumentOpenError as exc:
        return error_row(path, "unreadable", str(exc), time.monotonic() - start, facts)
    except (RecursionError, MemoryError) as exc:
        return error_row(path, "crashed", f"{type(exc).__name__}", time.monotonic() - start, facts)
    except Exception as exc:  # a batch never stops for one file
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        message = f"{type(exc).__name__}: {first}"[:300]
        return error_row(path, "crashed", message, time.monotonic() - start, facts)


def iter_pdfs(paths: Iterable[str]) -> Iterator[str | dict[str, Any]]:
    """Files to triage, listed lazily: files as given, folders searched recursively for
    ``*.pdf`` (any case), one folder at a time. A path that does not exist, and one that
    is no regular file (a FIFO, a device such as a link to ``/dev/zero``: reading it would
    wait or never end), comes as its error row instead, at once. Each file once (the
    paths seen are the only state kept)."""
    seen: set[str] = set()

    def new(p: str) -> bool:
        key = os.path.normcase(os.path.abspath(p))
        if key in seen:
            return False
        seen.add(key)
        return True

    def item(path: str) -> str | dict[str, Any]:
        kind = special_file(path)
        if kind is None:
            return path
        return error_row(path, "unreadable", f"{shown(path)}: is {kind}, not a PDF file")

    for given in paths:
        p = Path(given)
        if p.is_dir():
            for root, dirs, files in os.walk(p):
                dirs.sort()
                for name in sorted(files):
                    if name.lower().endswith(".pdf"):
                        path = os.path.join(root, name)
                        if new(path):
                            yield item(path)
        elif p.exists():
            if new(given):
                yield item(given)
        else:
            yield error_row(given, "unreadable", f"{shown(given)}: no such file or folder")


def find_pdfs(paths: Iterable[str]) -> tuple[list[str], list[dict[str, Any]]]:
    """:func:`iter_pdfs` as two lists: the files, and the rows of missing paths."""
    found: list[str] = []
    missing: list[dict[str, Any]] = []
    for item in iter_pdfs(paths):
        if isinstance(item, str):
            found.append(item)
        else:
            missing.append(item)
    return found, missing


@dataclass(slots=True)
class Group:
    """Files with the same level and root cause (or error kind)."""

    level: str
    key: str
    title: str
    files: list[str] = field(default_factory=list)


def _group_of(row: dict[str, Any]) -> tuple[str, str, str]:
    """A row's level, group key and group title (English, a message translated where
    shown)."""
    lvl = level(row)
    if lvl in ("error", "incomplete"):
        kind = str(row.get("error_kind") or "crashed")
        return lvl, kind, Message(ERROR_KINDS[kind]) if kind in ERROR_KINDS else kind
    if row.get("root_cause"):
        key = str(row["root_cause"])
        kind_entry = CATALOGUE.get(key)
        if kind_entry is None:
            return lvl, key, key
        return lvl, key, msg("{code}: {title}", code=key, title=Message(kind_entry.title))
    return lvl, "none", msg("no problem found")


_LEVEL_COUNTS = {
    "ok": lambda n: msg_n("{count} ok", "{count} ok", n, count=n),
    "recoverable": lambda n: msg_n("{count} recoverable", "{count} recoverable", n, count=n),
    "suspicious": lambda n: msg_n("{count} suspicious", "{count} suspicious", n, count=n),
    "not-recoverable": lambda n: msg_n(
        "{count} not recoverable", "{count} not recoverable", n, count=n
    ),
    "unreadable": lambda n: msg_n("{count} unreadable", "{count} unreadable", n, count=n),
    "incomplete": lambda n: msg_n("{count} incomplete", "{count} incomplete", n, count=n),
    "error": lambda n: msg_n("{count} error", "{count} errors", n, count=n),
}
"""The summary's count of files at each level ("2 not recoverable", "1 error")."""


def _group_order(lvl: str, count: int, key: str) -> tuple[int, int, str]:
    return (-LEVELS.index(lvl), -count, key)


def summarize(rows: list[dict[str, Any]]) -> list[Group]:
    """Files grouped by level and root cause (errors by their kind), worst first, then
    the largest groups."""
    groups: dict[tuple[str, str], Group] = {}
    for row in rows:
        lvl, key, title = _group_of(row)
        group = groups.setdefault((lvl, key), Group(lvl, key, title))
        group.files.append(shown(str(row["file"])))
    return sorted(groups.values(), key=lambda g: _group_order(g.level, len(g.files), g.key))


@dataclass(slots=True)
class _Count:
    level: str
    key: str
    title: str
    count: int = 0
    first: list[tuple[int, str]] = field(default_factory=list)
    """A max-heap (negated places) of the files listed first."""


class Tally:
    """The closing summary kept while a run goes on: counts per level and per group, and
    the files listed first in each group (by their place in the listing, not the order
    they finished in), so that it is the same whichever engine ran the files and takes
    the same memory for a million files as for ten."""

    def __init__(self, shown: int = 5) -> None:
        self.shown = shown
        self.total = 0
        self.counts = dict.fromkeys(LEVELS, 0)
        self._groups: dict[tuple[str, str], _Count] = {}

    def add(self, row: dict[str, Any], place: int) -> None:
        """Count a file's row; ``place`` is its position in the listing."""
        lvl, key, title = _group_of(row)
        self.total += 1
        self.counts[lvl] += 1
        group = self._groups.setdefault((lvl, key), _Count(lvl, key, title))
        group.count += 1
        item = (-place, shown(str(row["file"])))
        if len(group.first) < self.shown:
            heapq.heappush(group.first, item)
        elif item > group.first[0]:
            heapq.heapreplace(group.first, item)

    def text(self) -> str:
        """Counts per level, then each group, worst first, with its first files (in the
        current language)."""
        parts = [tr(_LEVEL_COUNTS[lvl](n)) for lvl, n in reversed(self.counts.items()) if n]
        total = self.total
        counts = msg_n(
            "{count} file: {levels}",
            "{count} files: {levels}",
            total,
            count=total,
            levels=tr(", ").join(parts),
        )
        lines = [tr(counts)]
        groups = sorted(self._groups.values(), key=lambda g: _group_order(g.level, g.count, g.key))
        for group in groups:
            n = group.count
            head = msg_n(
                "{level} ({count} file): {title}",
                "{level} ({count} files): {title}",
                n,
                level=Message(VERDICT_LABELS[group.level]),
                count=n,
                title=group.title,
            )
            lines.append("\n" + tr(head))
            lines.extend(f"  {safe(name)}" for _, name in sorted(group.first, reverse=True))
            if n > self.shown:
                lines.append("  " + tr(msg("... and {count} more", count=n - self.shown)))
        return "\n".join(lines)


def summary_text(rows: list[dict[str, Any]], shown: int = 5) -> str:
    """The closing summary of rows in listing order (see :class:`Tally`)."""
    tally = Tally(shown)
    for place, row in enumerate(rows):
        tally.add(row, place)
    return tally.text()


TRIAGE_COLUMNS = ("file", "font", "object", "verdict", "root_cause", "reason", "glyphs", "error")


def triage_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per file, then one per font it uses (file, font, verdict, root cause,
    reason); a file's error goes in its row."""
    out: list[dict[str, Any]] = []
    for row in rows:
        out.append(
            {
                "file": shown(row["file"]),
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
            out.append({"file": shown(row["file"]), **font, "error": None})
    return out


__all__ = [
    "DEFAULT_TIME_LIMIT",
    "ERROR_KINDS",
    "INCOMPLETE_KINDS",
    "LEVELS",
    "TRIAGE_COLUMNS",
    "Group",
    "Tally",
    "TimeLimitExceeded",
    "error_row",
    "file_facts",
    "find_pdfs",
    "incomplete",
    "incomplete_row",
    "iter_pdfs",
    "level",
    "summarize",
    "summary_text",
    "time_limit",
    "triage_file",
    "triage_rows",
]
