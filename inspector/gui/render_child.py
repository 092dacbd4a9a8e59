"""The process that draws page images: QtPdf (PDFium) behind a pipe, under a memory cap.

A hostile page (forms that draw each other a billion times, an image bomb) can make the
renderer take all the memory or time there is. Running it here, with its heap
capped, means such a page costs its image and nothing else: the window keeps the analysis
and the rest of the document. :mod:`inspector.gui.render_process` starts and restarts it.

Requests are ``(path, password, page index, width, height)``; answers are
``("image", width, height, bytes per line, RGB32 pixels)`` or ``("error", message)``.
"""

from __future__ import annotations

import contextlib
import os
from multiprocessing.connection import Connection
from typing import Any


def _cap_memory(limit: int) -> None:
    try:
        import resource
    except ImportError:  # not on Windows: the parent's timeout still applies
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


def serve(conn: Connection, memory_limit: int) -> None:
    """Answer render requests on ``conn`` until it closes."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QGuiApplication, QImage
    from PySide6.QtPdf import QPdfDocument

    app = QGuiApplication.instance() or QGuiApplication(["pdf-font-inspector-render"])
    _cap_memory(memory_limit)
    document = QPdfDocument()
    opened: tuple[str, str] | None = None
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
            if document.status() != QPdfDocument.Status.Ready:
                conn.send(("error", "the page renderer cannot open this file"))
                continue
            image = document.render(index, QSize(width, height))
            if image.isNull():
                conn.send(("error", "the page renderer drew nothing"))
                continue
            image = image.convertToFormat(QImage.Format.Format_RGB32)
            conn.send(
                (
                    "image",
                    image.width(),
                    image.height(),
                    image.bytesPerLine(),
                    bytes(image.constBits()),
                )
            )
        except MemoryError:
            conn.send(("error", "the page renderer ran out of memory"))
    del app
