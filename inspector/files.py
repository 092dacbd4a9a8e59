"""Files as the system has them: names opened as given and shown so that every output
can carry them, and special files told apart before anything reads them.

A POSIX file name is bytes. One that is not valid in the file-system encoding
(``latin1-\\xe9.pdf`` under UTF-8) reaches Python as a str with lone surrogates (PEP 383):
``open`` and ``os`` encode it back to the same bytes, but UTF-8 output (a terminal, JSON,
CSV, HTML, a C++ library's string) cannot take it. Such a name is opened through
:class:`ShownPath` and written as :func:`shown`.
"""

from __future__ import annotations

import os
import stat
from typing import Any

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


__all__ = ["ShownPath", "shown", "special_file"]
