"""Compare: what the other installed extractors print for a page, aligned with ours.

The engines run in child processes from a thread of this feature's own, with a document
of its own (:func:`compare_page_view`), so neither the window's worker nor its document
waits for them. Controller half: :class:`CompareFeature`; the view is
:mod:`inspector.gui.views.compare_view`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from inspector.gui.features.hub import Hub

if TYPE_CHECKING:
    from inspector.gui.worker import Runner


@dataclass
class PageComparisonView:
    """What the view shows for one page: our lines, and per engine its line texts."""

    page: int
    """0-based."""
    ours: list[tuple[int, int]] = field(default_factory=list)
    """Our lines as (start, end) in our text."""
    text: str = ""
    engines: list[dict[str, Any]] = field(default_factory=list)
    """Each engine of the comparison record, with ``lines``: its text per line of ours."""


def compare_page_view(path: str, password: str | None, index: int) -> PageComparisonView:
    """Run the engines on one page and align their text with ours, line by line."""
    from inspector.analysis import Analysis
    from inspector.engines import aligned_lines
    from inspector.engines.compare import compare_file
    from inspector.text import extract_page_text

    with Analysis(path, password) as analysis:
        record = compare_file(path, [index], password=password, analysis=analysis)
        page_text = extract_page_text(analysis.trace_page(index))
    text = page_text.text
    lines = aligned_lines(text, "")
    view = PageComparisonView(index, [(s, e) for s, e, _t in lines], text)
    for engine in record["engines"]:
        pages = engine["pages"]
        if pages:
            theirs = [t for _s, _e, t in aligned_lines(text, pages[0]["text"])]
            for d in pages[0]["differences"]:
                spans = (
                    page_text.spans_of(d["string"], d["code"]) if d["string"] is not None else []
                )
                d["position"] = spans[0].start if spans else None
            engine = {**engine, "lines": theirs, "page": pages[0]}
        else:
            engine = {**engine, "lines": [], "page": None}
        view.engines.append(engine)
    return view


class _Relay(QObject):
    """Carries a result from the comparing thread to the window's thread."""

    done = Signal(object)
    failed = Signal(str)


class CompareFeature(Hub):
    """The controller half: runs a comparison and says when it is done."""

    page_compared = Signal(object)
    """The :class:`PageComparisonView` of a page asked for with :meth:`compare_page`."""
    compare_failed = Signal(str)
    """Why the comparison failed (shown to the user, never a crash of the window)."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._compare_relay = _Relay(self)
        self._compare_relay.done.connect(lambda result: self._compared(result))
        self._compare_relay.failed.connect(lambda message: self._compare_failed(message))

    def _compared(self, result: PageComparisonView) -> None:
        self.page_compared.emit(result)

    def _compare_failed(self, message: str) -> None:
        self.compare_failed.emit(message)

    def compare_page(self, index: int) -> None:
        """Run the other extractors on a page of the open document (in a thread, or at
        once when jobs run synchronously); ``page_compared`` or ``compare_failed``."""
        document = self.document
        if document is None:
            return
        path, password, relay = document.path, document.password, self._compare_relay

        def work() -> None:
            try:
                relay.done.emit(compare_page_view(path, password, index))
            except Exception as exc:  # shown to the user, never a crash of the window
                relay.failed.emit(f"{type(exc).__name__}: {exc}")

        if self.synchronous:
            work()
        else:
            threading.Thread(target=work, name="compare", daemon=True).start()
