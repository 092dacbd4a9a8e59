"""The JSON Lines file of a triage run (``--jsonl F``): written a row at a time as files
finish, and read back by ``--resume`` to skip the files it already holds.

Each row is one ``write`` of a whole line to a file opened for appending, synced to disk
at most every :data:`SYNC_EVERY` seconds and when the run ends, so a crash or a power cut
leaves complete rows and at most one torn last line. Reading it back:

- a row is the file's while it still describes the file: same path, size and
  modification time (with ``verify_hash``, the same SHA-256 of the content instead);
- a torn last line (no line end, or not JSON) is cut off and its file done again;
- a file with several rows (done again after it changed) counts by its last one;
- a row with no verdict, because the time limit cut it short (incomplete) or its worker
  process died on it, is not kept: its file is done again (whichever engine wrote it).

A file name that is not valid UTF-8 is written as :func:`~inspector.files.shown` text
(``\\xNN`` for each byte that does not decode), so that the journal stays valid UTF-8
JSON for any reader; a row is found again by the shown name.

When the run ends the file is compacted if anything was superseded, so that every file
has exactly one row in it. Rows of files that are not among this run's inputs are kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from inspector.files import shown, special_file
from inspector.triage.levels import REDONE_KINDS

SYNC_EVERY = 1.0
"""Seconds between syncs of the file to disk."""

HASH_CHUNK = 1 << 20

_Entry = tuple[int, Any, Any, Any, bool]
"""Where a file's last row starts in the journal, the row's size, mtime_ns and sha256,
and whether it has no verdict (cut by the time limit, or its worker died)."""


def path_key(path: str) -> str:
    """The key a file's row is found by: its absolute, case-normalized path, shown as
    the journal writes it."""
    return shown(os.path.normcase(os.path.abspath(path)))


def sha256_of(path: str) -> str | None:
    """The SHA-256 of a file's content, or ``None`` if it cannot be read or is no
    regular file (a FIFO or a device is never read: it would wait or never end)."""
    if special_file(path) is not None:
        return None
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(HASH_CHUNK):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def encode_row(row: dict[str, Any]) -> bytes:
    """A row as one line of JSON (UTF-8, keys sorted, ending in a line feed), its file
    name shown (see the module docstring). Text that UTF-8 cannot hold elsewhere in the
    row (a lone surrogate) is written with JSON's escapes rather than stop the run."""
    if "file" in row:
        row = {**row, "file": shown(str(row["file"]))}
    text = json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n"
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(row, ensure_ascii=True, sort_keys=True) + "\n").encode("ascii")


class Journal:
    """The rows of a run in a JSON Lines file.

    Args:
        path: the file (created if missing).
        resume: keep the rows already in it and offer them through :meth:`previous`;
            otherwise the file is emptied first.
        verify_hash: a row is the file's when the SHA-256 matches (instead of size and
            modification time).
    """

    def __init__(self, path: str, *, resume: bool = False, verify_hash: bool = False) -> None:
        self.path = path
        self.verify_hash = verify_hash
        self.kept = 0
        """Rows of an earlier run found complete (before matching them to files)."""
        self.torn = 0
        """Torn last lines cut off (0 or 1)."""
        self.invalid = 0
        """Complete lines that are not a row (dropped when the file is compacted)."""
        self.superseded = 0
        """Rows replaced by a later row of the same file."""
        self.stale = 0
        """Rows of files that changed since (the files are done again)."""
        self.incomplete = 0
        """Rows with no verdict: files that the time limit stopped or whose worker process
        died (the files are done again)."""
        self._index: dict[str, _Entry] = {}
        if resume and Path(path).exists():
            self._read()
        else:
            with open(path, "wb"):
                pass
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._reader = open(path, "rb")  # noqa: SIM115 - closed by close()
        self._synced = time.monotonic()
        self.written = 0

    def _read(self) -> None:
        offset = 0
        cut: int | None = None
        with open(self.path, "rb") as fh:
            for line in fh:
                start, offset = offset, offset + len(line)
                row = _parse(line)
                if row is None and not line.endswith(b"\n"):
                    cut = start  # a torn last line
                    break
                if row is None:
                    self.invalid += 1
                    continue
                key = path_key(str(row["file"]))
                if key in self._index:
                    self.superseded += 1
                else:
                    self.kept += 1
                cut_short = row.get("error_kind") in REDONE_KINDS
                facts = (row.get("size"), row.get("mtime_ns"), row.get("sha256"))
                self._index[key] = (start, *facts, cut_short)
            else:
                if offset and not line.endswith(b"\n"):
                    # A last line that parses but has no line end: complete it.
                    with open(self.path, "ab") as out:
                        out.write(b"\n")
        if cut is not None:
            self.torn += 1
            os.truncate(self.path, cut)

    def previous(self, path: str) -> dict[str, Any] | None:
        """The row of ``path`` from an earlier run if it still describes the file and
        is complete (and forget it), else ``None``: the file is to be done (again)."""
        entry = self._index.pop(path_key(path), None)
        if entry is None:
            return None
        offset, size, mtime_ns, sha256, cut_short = entry
        if cut_short:
            self.incomplete += 1
            return None
        if not self._matches(path, size, mtime_ns, sha256):
            self.stale += 1
            return None
        self._reader.seek(offset)
        row = _parse(self._reader.readline())
        if row is None:  # changed under us: do the file again
            self.stale += 1
            return None
        return row

    def _matches(self, path: str, size: Any, mtime_ns: Any, sha256: Any) -> bool:
        if self.verify_hash:
            return bool(sha256_of(path) == sha256)
        try:
            stat = os.stat(path)
        except OSError:
            return size is None and mtime_ns is None
        return bool((stat.st_size, stat.st_mtime_ns) == (size, mtime_ns))

    def write(self, row: dict[str, Any]) -> None:
        """Append one row, whole."""
        data = memoryview(encode_row(row))
        while data:
            data = data[os.write(self._fd, data) :]
        self.written += 1
        now = time.monotonic()
        if now - self._synced >= SYNC_EVERY:
            os.fsync(self._fd)
            self._synced = now

    def close(self) -> None:
        """Sync the file and, if rows were superseded, compact it to one row per file."""
        if self._fd < 0:
            return
        with contextlib.suppress(OSError):
            os.fsync(self._fd)
        os.close(self._fd)
        self._fd = -1
        self._reader.close()
        if self.superseded or self.stale or self.invalid or self.incomplete:
            compact(self.path)

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _parse(line: bytes) -> dict[str, Any] | None:
    try:
        row = json.loads(line)
    except ValueError:
        return None
    if not isinstance(row, dict) or not isinstance(row.get("file"), str):
        return None
    return row


def compact(path: str) -> None:
    """Rewrite a journal with only the last row of each file (through a temporary file in
    the same folder, so that an interruption leaves the old one)."""
    last: dict[str, int] = {}
    offset = 0
    with open(path, "rb") as fh:
        for line in fh:
            row = _parse(line)
            if row is not None:
                last[path_key(str(row["file"]))] = offset
            offset += len(line)
    target = Path(path)
    temp = target.with_name(f".{target.name}.compact")
    try:
        with open(path, "rb") as fh, open(temp, "wb") as out:
            offset = 0
            for line in fh:
                row = _parse(line)
                if row is not None and last.get(path_key(str(row["file"]))) == offset:
                    out.write(line if line.endswith(b"\n") else line + b"\n")
                offset += len(line)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


__all__ = ["SYNC_EVERY", "Journal", "compact", "encode_row", "path_key", "sha256_of"]
