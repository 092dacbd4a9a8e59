"""Page images drawn in a child process (:mod:`inspector.gui.render_child`).

:class:`RenderProcess` is a blocking client: one request at a time, a time limit per image,
a memory cap on the child, and a fresh child after one that died or was stopped. A page the
renderer cannot draw within the limits gets a :class:`RenderFailure` with a sentence for
the user; the analysis of that page and every other page is unaffected.
"""

from __future__ import annotations

import atexit
import multiprocessing
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from PySide6.QtGui import QImage

from inspector.gui import render_child

TIME_LIMIT = 15.0
"""Seconds one page image may take before the renderer is stopped."""
MEMORY_LIMIT = 2 * 1024**3
"""Bytes of data (heap) the render process may use, where the system can cap it."""
START_LIMIT = 30.0
"""Seconds the render process may take to start."""


@dataclass(frozen=True)
class RenderFailure:
    """A page image that could not be drawn, and why (one sentence)."""

    message: str


class RenderProcess:
    """Draws page images in a child process; thread-safe, one image at a time."""

    def __init__(
        self,
        time_limit: float = TIME_LIMIT,
        memory_limit: int = MEMORY_LIMIT,
        reload_at: int = render_child.RELOAD_AT,
    ) -> None:
        self.time_limit = time_limit
        self.memory_limit = memory_limit
        self.reload_at = reload_at
        self.opens = 0
        """How often the current child has opened a document (it reopens one that grew
        past ``reload_at`` resident bytes)."""
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._warm = False
        """Whether the running child has answered once (it started within the limit)."""

    def start(self) -> None:
        """Start the child now (it takes a moment), so the first image comes sooner."""
        with self._lock:
            self._ensure()

    def _ensure(self) -> Connection:
        if self._process is not None and self._process.is_alive() and self._conn is not None:
            return self._conn
        self._stop()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(
            target=render_child.serve,
            args=(child, self.memory_limit, self.reload_at),
            name="pdf-font-inspector-render",
            daemon=True,
        )
        process.start()
        child.close()
        self._process, self._conn, self._warm = process, parent, False
        return parent

    def _stop(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._process is not None:
            if self._process.is_alive():
                self._process.kill()
            self._process.join(5)
            self._process = None

    def close(self) -> None:
        """Stop the child."""
        with self._lock:
            self._stop()

    def render(
        self, path: str, password: str | None, index: int, width: int, height: int
    ) -> QImage | RenderFailure:
        """The image of page ``index`` at ``width`` × ``height`` pixels, or why not."""
        with self._lock:
            try:
                conn = self._ensure()
                conn.send((path, password, index, width, height))
                if not conn.poll(self.time_limit + (0 if self._warm else START_LIMIT)):
                    self._stop()
                    return RenderFailure(
                        f"drawing the page took longer than {self.time_limit:g} s, "
                        "so it was stopped"
                    )
                answer = conn.recv()
                self._warm = True
            except (EOFError, OSError):
                code = None
                if self._process is not None:
                    self._process.join(2)
                    code = self._process.exitcode
                self._stop()
                return RenderFailure(
                    f"the page renderer stopped while drawing this page ({_why(code)})"
                )
        if answer[0] == "error":
            return RenderFailure(str(answer[1]))
        _, w, h, stride, pixels, self.opens = answer
        return QImage(pixels, w, h, stride, QImage.Format.Format_RGB32).copy()


def _why(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        return f"stopped by signal {-exitcode}, most likely out of memory"
    return "out of memory or crashed"


_shared: RenderProcess | None = None


def shared_renderer() -> RenderProcess:
    """The render process every page view of this program uses."""
    global _shared
    if _shared is None:
        _shared = RenderProcess()
        atexit.register(_shared.close)
    return _shared
