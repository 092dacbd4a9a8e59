"""Page images drawn in a child process (:mod:`inspector.gui.render_child`).

:class:`RenderProcess` is a blocking client: one request at a time, a time limit per image,
a memory cap on the child, and a fresh child after one that died or was stopped. A page the
renderer cannot draw within the limits gets a :class:`RenderFailure` with a sentence for
the user; the analysis of that page and every other page is unaffected.

The child is a plain ``python -m inspector.gui.render_child`` (or the frozen application
with :data:`~inspector.gui.render_child.CHILD_FLAG`), not a multiprocessing child, so that
it starts without importing what the parent's main module imports: the first page image
comes sooner.
"""

from __future__ import annotations

import atexit
import queue
import subprocess
import sys
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QImage

from inspector.gui import render_child
from inspector.gui.render_child import Channel

TIME_LIMIT = 15.0
"""Seconds one page image may take before the renderer is stopped."""
MEMORY_LIMIT = 2 * 1024**3
"""Bytes of data (heap) the render process may use, where the system can cap it."""
START_LIMIT = 30.0
"""Seconds the render process may take to start."""

_GONE = object()
"""Put on the answer queue when the child's output ends."""


@dataclass(frozen=True)
class RenderFailure:
    """A page image that could not be drawn, and why (one sentence)."""

    message: str


def child_command(memory_limit: int, reload_at: int) -> list[str]:
    """How to start a render process from this program."""
    limits = [str(memory_limit), str(reload_at)]
    if getattr(sys, "frozen", False):
        return [sys.executable, render_child.CHILD_FLAG, *limits]
    return [sys.executable, "-m", "inspector.gui.render_child", *limits]


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
        self._process: subprocess.Popen[bytes] | None = None
        self._channel: Channel | None = None
        self._answers: queue.Queue[Any] = queue.Queue()
        self._warm = False
        """Whether the running child has answered once (it started within the limit)."""

    def start(self) -> None:
        """Start the child now (it takes a moment), so the first image comes sooner."""
        with self._lock:
            self._ensure()

    def _ensure(self) -> Channel:
        if self._process is not None and self._process.poll() is None and self._channel:
            return self._channel
        self._stop()
        process = subprocess.Popen(
            child_command(self.memory_limit, self.reload_at),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        assert process.stdin is not None and process.stdout is not None
        answers: queue.Queue[Any] = queue.Queue()
        reader = Channel(process.stdout, process.stdin)
        threading.Thread(
            target=_read_answers, args=(reader, answers), name="render-answers", daemon=True
        ).start()
        self._process, self._channel, self._answers = process, reader, answers
        self._warm = False
        return reader

    def _stop(self) -> None:
        process, self._process, self._channel = self._process, None, None
        if process is None:
            return
        if process.poll() is None:
            process.kill()
        process.wait(5)
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                pipe.close()

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
                channel = self._ensure()
                channel.send((path, password, index, width, height))
                answer = self._answers.get(
                    timeout=self.time_limit + (0 if self._warm else START_LIMIT)
                )
            except queue.Empty:
                self._stop()
                return RenderFailure(
                    f"drawing the page took longer than {self.time_limit:g} s, so it was stopped"
                )
            except OSError:
                answer = _GONE
            if answer is _GONE:
                code = None
                if self._process is not None:
                    try:
                        code = self._process.wait(2)
                    except subprocess.TimeoutExpired:
                        code = None
                self._stop()
                return RenderFailure(
                    f"the page renderer stopped while drawing this page ({_why(code)})"
                )
            self._warm = True
        if answer[0] == "error":
            return RenderFailure(str(answer[1]))
        _, w, h, stride, pixels, self.opens = answer
        return QImage(pixels, w, h, stride, QImage.Format.Format_ARGB32_Premultiplied).copy()


def _read_answers(channel: Channel, answers: queue.Queue[Any]) -> None:
    """On a thread of its own: move the child's answers to the queue until it ends."""
    while True:
        try:
            answers.put(channel.recv())
        except Exception:  # the end, or a broken frame: the child is gone
            answers.put(_GONE)
            return


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
