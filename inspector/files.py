"""Files as the system has them: names opened as given and shown so that every output
can carry them, special files told apart before anything reads them, and the files we
write put in place whole, with the permissions the umask gives.

A POSIX file name is bytes. One that is not valid in the file-system encoding
(``latin1-\\xe9.pdf`` under UTF-8) reaches Python as a str with lone surrogates (PEP 383):
``open`` and ``os`` encode it back to the same bytes, but UTF-8 output (a terminal, JSON,
CSV, HTML, a C++ library's string) cannot take it. Such a name is opened through
:class:`ShownPath` and written as :func:`shown`.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from inspector.errors import UsageError

_LOW, _HIGH = 0xD800, 0xDFFF
_ESCAPED_BYTES = range(0xDC80, 0xDD00)
"""The surrogates that stand for one undecodable byte each (surrogateescape)."""


def shown(path: str | os.PathLike[Any] | bytes) -> str:
    """``path`` as valid Unicode text: each byte the file-system encoding could not
    decode as ``\\xNN`` (the byte), any other lone surrogate as ``\\uNNNN``. A name
    without them comes back unchanged."""
    text = os.fspath(path)
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    if not any(_LOW <= ord(ch) <= _HIGH for ch in text):
        return text
    out = []
    for ch in text:
        code = ord(ch)
        if code in _ESCAPED_BYTES:
            out.append(f"\\x{code - 0xDC00:02x}")
        elif _LOW <= code <= _HIGH:
            out.append(f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)


class ShownPath(os.PathLike[str]):
    """A path that opens the file it names (``os.fspath`` gives the name as Python holds
    it) and turns into :func:`shown` text as a string: what a library that opens the file
    and keeps its name as UTF-8 (pikepdf, for qpdf's messages) is given."""

    __slots__ = ("_path",)

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self._path = os.fspath(path)

    def __fspath__(self) -> str:
        return self._path

    def __str__(self) -> str:
        return shown(self._path)

    def __repr__(self) -> str:
        return f"ShownPath({shown(self._path)!r})"


def special_file(path: str | os.PathLike[str]) -> str | None:
    """What ``path`` is when it is neither a regular file nor a folder (following links):
    ``"a FIFO"``, ``"a device"``, ``"a socket"``; ``None`` for a regular file, a folder or
    a path that does not exist. Reading a FIFO or a device would wait or never end."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def real(path: str | os.PathLike[str]) -> Path:
    """``path`` absolute with its links followed as far as they go: ``Path.resolve``,
    which raises RuntimeError on a link that leads back to itself."""
    return Path(os.path.realpath(path))


def same_file(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> bool:
    """Whether two paths name one file: the same file on disk when both exist (through
    links and hard links), else the same path once links are followed."""
    try:
        if os.path.exists(a) and os.path.exists(b):
            return os.path.samefile(a, b)
    except (OSError, ValueError):
        pass
    return real(a) == real(b)


def refuse_input(target: str | os.PathLike[str], source: str | os.PathLike[str]) -> None:
    """The one never-overwrite-the-input check of every command and of the window:
    raises :class:`UsageError` when writing ``target`` would replace ``source``, whether
    ``target`` names it, is a symbolic link to it or a hard link of it (the same device
    and inode, :func:`same_file`)."""
    if same_file(target, source):
        raise UsageError(f"{shown(target)}: refusing to overwrite the input file")


class WholeFile:
    """A file written under a temporary name beside ``target`` and moved over it when
    :meth:`commit` is called, so that a failed or interrupted run leaves the old file (or
    none), never half of one; :meth:`discard` removes it. As a context manager it commits
    when the block ends normally and discards on an exception.

    The temporary file is created the way ``open(target, "w")`` creates a file: with the
    permissions the umask leaves of 0666 (0644 under umask 022), not the 0600 of
    ``tempfile.mkstemp``; a target that exists keeps its own permissions. A target that
    is no regular file (``/dev/null``, a FIFO) is written into directly.
    ``mode`` and ``kwargs`` are those of :func:`open` (``"wb"``, or ``"w"`` with an
    encoding).
    """

    def __init__(self, target: str | os.PathLike[str], mode: str = "wb", **kwargs: Any) -> None:
        self.target = Path(target)
        self.temp: Path | None = None
        if special_file(self.target) is not None:
            # /dev/null, a FIFO, a terminal (or a link to one): written into as it is;
            # a file moved over it would replace the device (or the link) in its folder.
            self.fh: IO[Any] = open(self.target, mode, **kwargs)  # noqa: SIM115
            return
        folder = self.target.parent
        while True:
            temp = folder / f".{self.target.name}.{secrets.token_hex(4)}"
            try:
                fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            except FileExistsError:
                continue
            break
        self.temp = temp
        try:
            kept = os.stat(self.target).st_mode
        except (OSError, ValueError):
            kept = None
        try:
            if kept is not None and stat.S_ISREG(kept):
                os.chmod(temp, stat.S_IMODE(kept))
            self.fh = os.fdopen(fd, mode, **kwargs)
        except BaseException:
            os.close(fd)
            temp.unlink(missing_ok=True)
            raise

    def commit(self) -> None:
        """Close the file and move it over the target."""
        try:
            self.fh.close()
            if self.temp is not None:
                os.replace(self.temp, self.target)
        except BaseException:
            if self.temp is not None:
                self.temp.unlink(missing_ok=True)
            raise

    def discard(self) -> None:
        """Close the file and remove it; the target stays as it was."""
        try:
            self.fh.close()
        finally:
            if self.temp is not None:
                self.temp.unlink(missing_ok=True)

    def __enter__(self) -> IO[Any]:
        return self.fh

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()


__all__ = [
    "ShownPath",
    "WholeFile",
    "real",
    "refuse_input",
    "same_file",
    "shown",
    "special_file",
]
