"""Search and explain: text, U+XXXX, <hex> or cid:N on every page; which naive reading
of which font printed a garbled text.

Controller half: :class:`SearchFeature`. Session half: :class:`SearchWork`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector.gui.features.hub import Hub

if TYPE_CHECKING:
    from inspector.diagnostics.explain import GarbleReport
    from inspector.gui.search import Query
    from inspector.gui.session import Progress, Session
    from inspector.gui.state import SearchHit
    from inspector.gui.worker import Runner, Ticket


class SearchWork:
    """The session half (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def search(self, query: Query, pages: list[int], progress: Progress) -> tuple[SearchHit, ...]:
        """Every occurrence of a query on the given pages."""
        from inspector.gui.search import search_page
        from inspector.text import extract_page_text

        hits: list[SearchHit] = []
        for n, index in enumerate(pages):
            progress(n, len(pages))
            trace = self.session.analysis.trace_page(index)
            hits.extend(search_page(query, trace, extract_page_text(trace)))
        progress(len(pages), len(pages))
        return tuple(hits)

    def explain(self, garbled: str) -> GarbleReport:
        """Which naive reading of which font printed ``garbled``."""
        from inspector.diagnostics.explain import explain

        return explain(self.session.analysis, garbled)


class SearchFeature(Hub):
    """The controller half: the search running, if any."""

    search_finished = Signal(object, object)
    """The query and a tuple of :class:`SearchHit`."""
    explained = Signal(object)
    """A :class:`~inspector.diagnostics.explain.GarbleReport`."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._searching: SearchWork | None = None
        self._search_ticket: Ticket | None = None

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._searching = SearchWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._searching = None

    def _stop(self, conclude: bool) -> None:
        super()._stop(conclude)
        if self._search_ticket is not None:
            self._search_ticket.cancel()
            self._search_ticket = None

    def search(self, text: str) -> None:
        """Look for text, U+XXXX, <hex> or cid:N on every page; ``search_finished`` follows."""
        from inspector.gui.search import parse_query

        query = parse_query(text)
        work = self._searching
        if self._search_ticket is not None:
            self._search_ticket.cancel()
        if query is None or work is None or self.document is None:
            self.search_finished.emit(query, ())
            return
        pages = list(range(self.document.info.page_count))
        self._search_ticket = self._run_shown(
            "search",
            lambda progress: work.search(query, pages, progress),
            self._if_current(lambda hits: self.search_finished.emit(query, hits)),
            self._log_error,
            progress=QCoreApplication.translate("DocumentController", "Searching"),
        )

    def explain(self, garbled: str) -> None:
        """Find which naive reading of which font printed ``garbled``; ``explained`` follows."""
        work = self._searching
        if work is None:
            return
        self._run_shown(
            "explain",
            lambda _p: work.explain(garbled),
            self.explained.emit,
            self._log_error,
            status=QCoreApplication.translate("DocumentController", "Explaining"),
        )
