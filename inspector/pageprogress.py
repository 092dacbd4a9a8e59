"""How many pages have been read, for a progress display: the one place readers tell.

A page read in this process (:meth:`inspector.analysis.Analysis.trace_page`) and each run
of pages a worker process sends back (:mod:`inspector.pagepool`) count here; whoever
shows progress (the command line's bar) observes with :func:`observing`. The command
line says how many pages it expects with :func:`expect`. Without an observer all of it
costs one test of a global per page. Worker processes never observe (a forked worker
inherits the parent's observer; :func:`stop` drops it).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Protocol


class PageObserver(Protocol):
    """What a progress display gets: pages expected, then pages read as they are."""

    def expect(self, pages: int) -> None: ...

    def read(self, pages: int) -> None: ...


_observer: PageObserver | None = None


def pages_read(count: int = 1) -> None:
    """``count`` more pages have been read."""
    if _observer is not None:
        _observer.read(count)


def expect(pages: int) -> None:
    """The work ahead reads ``pages`` pages (a command's selection)."""
    if _observer is not None:
        _observer.expect(pages)


@contextlib.contextmanager
def observing(observer: PageObserver) -> Iterator[None]:
    """``observer`` is told of the pages read while the block runs."""
    global _observer
    previous, _observer = _observer, observer
    try:
        yield
    finally:
        _observer = previous


def stop() -> None:
    """No observer from now on (a worker process)."""
    global _observer
    _observer = None


__all__ = ["PageObserver", "expect", "observing", "pages_read", "stop"]
