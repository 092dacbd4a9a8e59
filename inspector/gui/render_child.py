"""The process that draws page images: QtPdf (PDFium) behind a pipe, under a memory cap.

A hostile page (forms that draw each other a billion times, an image bomb) can make the
renderer take all the memory or time there is. Running it here, with its heap
capped, means such a page costs its image and nothing else: the window keeps the analysis
and the rest of the document. :mod:`inspector.gui.render_process` starts and restarts it.

Requests are ``(path, password, page index, width, height)``; answers are
``("image", width, height, bytes per line, premultiplied ARGB32 pixels, documents opened
so far)`` (transparent where the page draws nothing; the canvas paints it on white) or
``("error", message)``.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import sys
from typing import IO, Any

CHILD_FLAG = "--render-child"
"""First argument that makes the program a render process (``python -m`` is not available
in a frozen application)."""


class Channel:
    """Length-prefixed pickles over a pair of binary pipes (between this program's own
    processes only)."""

    def __init__(self, reader: IO[bytes], writer: IO[bytes]) -> None:
        self._reader = reader
        self._writer = writer

    def send(self, value: object) -> None:
        """Write one value."""
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        self._writer.write(struct.pack("<Q", len(data)) + data)
        self._writer.flush()

    def recv(self) -> Any:
        """Read one value; EOFError when the other side has gone."""
        head = self._reader.read(8)
        if len(head) < 8:
            raise EOFError
        (size,) = struct.unpack("<Q", head)
        data = self._reader.read(size)
        if len(data) < size:
            raise EOFError
        return pickle.loads(data)


def _cap_memory(limit: int) -> None:
    try:
        import resource
    except ImportError:  # not on Windows: the parent's timeout still applies
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


RELOAD_AT = 768 * 1024**2
"""Resident bytes after which the document is closed and opened again for the next page:
PDFium keeps the system fonts it substitutes for each non-embedded font object while the
document is open (about 100 MB per CJK font), and a file merged from many parts has many."""
RELOAD_EVERY = 50
"""Pages drawn between reopenings where the resident size cannot be read."""


def _resident() -> int | None:
    try:
        with open("/proc/self/statm", "rb") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def serve(conn: Channel, memory_limit: int, reload_at: int = RELOAD_AT) -> None:
    """Answer render requests on ``conn`` until it closes."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QGuiApplication, QImage
    from PySide6.QtPdf import QPdfDocument

    app = QGuiApplication.instance() or QGuiApplication(["pdf-font-inspector-render"])
    _cap_memory(memory_limit)
    document = QPdfDocument()
    opened: tuple[str, str] | None = None
    drawn = opens = 0
    while True:
        try:
            request: Any = conn.recv()
        except (EOFError, OSError):
            break
        path, password, index, width, height = request
        try:
            if opened != (path, password):
                document.close()
                document.setPassword(password or "")
                document.load(path)
                opened = (path, password)
                opens += 1
            if document.status() != QPdfDocument.Status.Ready:
                conn.send(("error", "the page renderer cannot open this file"))
                continue
            image = document.render(index, QSize(width, height))
            drawn += 1
            resident = _resident()
            if (resident if resident is not None else 0) > reload_at or (
                resident is None and drawn % RELOAD_EVERY == 0
            ):
                document.close()
                opened = None
            if image.isNull():
                conn.send(("error", "the page renderer drew nothing"))
                continue
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
            conn.send(
                (
                    "image",
                    image.width(),
                    image.height(),
                    image.bytesPerLine(),
                    bytes(image.constBits()),
                    opens,
                )
            )
        except MemoryError:
            conn.send(("error", "the page renderer ran out of memory"))
    del app


def main(argv: list[str]) -> int:
    """``python -m inspector.gui.render_child MEMORY_LIMIT RELOAD_AT``: serve on stdin and
    stdout (stray output of libraries goes to stderr instead)."""
    channel_out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    memory_limit, reload_at = (int(v) for v in argv[:2])
    serve(Channel(sys.stdin.buffer, channel_out), memory_limit, reload_at)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
