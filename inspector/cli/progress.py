"""Progress of a triage run on stderr: files done (of how many, once the listing has been
counted), files per second, errors and the time left.

On a terminal it is one line redrawn at most ten times a second and cleared at the end;
otherwise (a log file, a job scheduler's output) a line every :data:`LOG_EVERY` seconds,
so that a run of a few seconds writes nothing and a run of hours shows it goes on.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TextIO

from inspector.files import shown
from inspector.i18n import N_, msg, msg_n, tr
from inspector.output.tables import safe

LOG_EVERY = 30.0
"""Seconds between progress lines when stderr is not a terminal."""

REDRAW_EVERY = 0.1


def _duration(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"


class Progress:
    """Counts rows as they arrive and shows how the run goes."""

    def __init__(
        self,
        total: int | None = None,
        stream: TextIO | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        log_every: float = LOG_EVERY,
    ) -> None:
        self.total = total
        """Files in the run, once known (counted beside the run)."""
        self.done = 0
        self.resumed = 0
        self.errors = 0
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = self.stream.isatty()
        self.clock = clock
        self.log_every = log_every
        self.start = clock()
        self._shown = self.start if not self.terminal else 0.0
        self._drawn = False
        self._logged = False
        self._name = ""

    def advance(self, row: dict[str, Any], resumed: bool = False) -> None:
        """One more file is done (``resumed``: an earlier run did it)."""
        self.done += 1
        self.resumed += resumed
        self.errors += bool(row.get("error"))
        name = shown(Path(str(row["file"])).name)
        self._name = safe(name if len(name) <= 40 else name[:39] + "…")
        now = self.clock()
        if self.terminal:
            if now - self._shown >= REDRAW_EVERY or self.done == self.total:
                self._shown = now
                self._draw()
        elif now - self._shown >= self.log_every:
            self._shown = now
            self.stream.write(self.line() + "\n")
            self.stream.flush()
            self._logged = True

    def line(self) -> str:
        """The state of the run in one line (in the current language)."""
        elapsed = max(self.clock() - self.start, 1e-9)
        fresh = self.done - self.resumed
        rate = fresh / elapsed
        total = self.total
        done = f"{self.done:,}"
        parts = [
            msg_n(
                "{done}/{total} file", "{done}/{total} files", total, done=done, total=f"{total:,}"
            )
            if total
            else msg_n("{done} file", "{done} files", self.done, done=done)
        ]
        if self.resumed:
            parts.append(msg("{count} from the earlier run", count=f"{self.resumed:,}"))
        parts.append(msg("{rate} files/s", rate=f"{rate:.1f}"))
        parts.append(
            msg_n("{count} error", "{count} errors", self.errors, count=f"{self.errors:,}")
        )
        if total and rate > 0:
            parts.append(msg("{time} left", time=_duration(max(total - self.done, 0) / rate)))
        elif total is None:
            parts.append(msg("counting files"))
        return tr(N_(", ")).join(tr(p) for p in parts)

    def _draw(self) -> None:
        bar = ""
        if self.total:
            width = 30
            filled = width * min(self.done, self.total) // self.total
            bar = f"[{'#' * filled}{'.' * (width - filled)}] "
        self.stream.write(f"\r\x1b[K{bar}{self.line()} {self._name}")
        self.stream.flush()
        self._drawn = True

    def note(self, text: str) -> None:
        """A message of its own line (the dashboard's address)."""
        if self._drawn:
            self.stream.write("\r\x1b[K")
        self.stream.write(text + "\n")
        self.stream.flush()
        if self._drawn:
            self._draw()

    def close(self) -> None:
        """Clear the line on a terminal; elsewhere, end with the last state if the run
        lasted long enough to show any."""
        if self.terminal and self._drawn:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
        elif self._logged:
            self.stream.write(self.line() + "\n")
            self.stream.flush()


class PageBar:
    """Pages read of the pages expected, drawn on a terminal as triage's bar is, once the
    work has taken :attr:`after` seconds (a quick command shows nothing), redrawn at most
    ten times a second and cleared at the end. A second pass over the same pages (a
    report that also compares) starts the count again."""

    after = 1.0
    """Seconds of work before the bar appears."""

    def __init__(self, stream: TextIO, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.stream = stream
        self.clock = clock
        self.start = clock()
        self.total = 0
        self.done = 0
        self._pass_start = self.start
        self._shown = 0.0
        self._drawn = False

    def expect(self, pages: int) -> None:
        self.total = pages
        self.done = 0
        self._pass_start = self.clock()

    def read(self, pages: int) -> None:
        if self.total and self.done >= self.total:
            self.done, self._pass_start = 0, self.clock()  # another pass over the pages
        self.done += pages
        now = self.clock()
        if now - self.start < self.after or now - self._shown < REDRAW_EVERY:
            return
        self._shown = now
        self.stream.write(f"\r\x1b[K{self.line(now)}")
        self.stream.flush()
        self._drawn = True

    def line(self, now: float) -> str:
        """The bar, pages done of total, pages a second and the time left."""
        done, total = self.done, self.total
        rate = done / max(now - self._pass_start, 1e-9)
        if not total:
            return f"{done:,} pages, {rate:.1f} pages/s"
        width = 30
        filled = width * min(done, total) // total
        left = f", {_duration(max(total - done, 0) / rate)} left" if rate > 0 else ""
        return (
            f"[{'#' * filled}{'.' * (width - filled)}] {min(done, total):,}/{total:,} pages, "
            f"{rate:.1f} pages/s{left}"
        )

    def close(self) -> None:
        """Clear the bar, if it was drawn."""
        if self._drawn:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


def count_in_background(items: Iterable[object], progress: Progress) -> threading.Thread:
    """Count ``items`` (the run's listing, walked a second time) in a thread and set
    ``progress.total`` when done, for the time left."""

    def count() -> None:
        n = 0
        for _ in items:
            n += 1
        progress.total = n

    thread = threading.Thread(target=count, name="triage-count", daemon=True)
    thread.start()
    return thread


__all__ = ["LOG_EVERY", "PageBar", "Progress", "count_in_background"]
