"""What every feature of the window's controller shares: the worker, the open document
and how a job's result or error comes back.

A feature is a class with two halves in one module: its controller half (a
:class:`Hub` subclass, on the UI thread: state, methods the views call, past-tense
signals) and its session half (a ``...Work`` class whose methods run on the worker
thread against the :class:`~inspector.gui.session.Session`). The controller
(:class:`~inspector.gui.controller.DocumentController`) is every controller half at
once; the hooks below (:meth:`Hub._opened`, :meth:`Hub._stop`, :meth:`Hub._forget`)
are passed along the chain with ``super()`` so that each feature handles its part.

Connect the controller's signals to a lambda, not to a bound method of the
controller: PySide6 (6.12) crashed emitting a view's signal connected to a method that
a feature class of this multiply inherited QObject defines.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from inspector.errors import InspectorError
from inspector.gui.worker import PRIORITY_NORMAL, PRIORITY_URGENT, Job, Runner, SyncRunner, Ticket

if TYPE_CHECKING:
    from inspector.gui.session import Session
    from inspector.gui.state import LoadedDocument

log = logging.getLogger(__name__)

_T = TypeVar("_T")


class Hub(QObject):
    """The open document, the worker, and the signals every feature uses."""

    progress_changed = Signal(str, int, int)
    """Label, done, total of the background work; an empty label means idle."""
    error_occurred = Signal(str, str)
    """Title and details of an unexpected error in the core."""
    failed = Signal(str, str)
    """What failed (``"repair"``, ``"export"``) and why, for errors the user can fix."""
    exported = Signal(str)
    """The path of a written export."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self._session: Session | None = None
        self.document: LoadedDocument | None = None
        self._generation = 0
        """Counts the documents opened: results for an earlier one are dropped."""

    @property
    def synchronous(self) -> bool:
        """Whether jobs run at once in the caller's thread (tests, screenshots)."""
        return isinstance(self.runner, SyncRunner)

    # Hooks, passed along the features with super() -------------------------------------

    def _opened(self, session: Session) -> None:
        """A document was opened in ``session`` (its session halves are made here)."""

    def _stop(self, conclude: bool) -> None:
        """Stop the background work (see :meth:`cancel`)."""

    def _forget(self) -> None:
        """Forget what was known of the document (it is closed)."""

    def cancel(self, conclude: bool = True) -> None:
        """Stop the background pass and any search; with ``conclude``, the verdicts are
        then concluded over the pages read so far and marked partial (see
        :meth:`~inspector.gui.features.background.BackgroundPass.partial_note`)."""
        self._stop(conclude)
        self.progress_changed.emit("", 0, 0)

    # Running jobs ----------------------------------------------------------------------

    def _if_current(self, callback: Callable[[_T], None]) -> Callable[[_T], None]:
        """``callback``, skipped when the document was closed (or another opened) since."""
        generation = self._generation

        def call(result: _T) -> None:
            if generation == self._generation:
                callback(result)

        return call

    def _fetch(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        priority: int = PRIORITY_URGENT,
    ) -> Ticket:
        """Ask the document for something a view shows; a failure is logged."""
        return self.runner.submit(label, job, on_done, self._log_error, None, priority)

    def _run_shown(
        self,
        label: str,
        job: Job,
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        *,
        status: str = "",
        progress: str = "",
    ) -> Ticket:
        """Run a job the user waits for: ``status`` is shown from now on, or the job's own
        progress as ``progress``; the progress is cleared before ``on_done``."""

        def done(result: object) -> None:
            self.progress_changed.emit("", 0, 0)
            on_done(result)

        if status:
            self.progress_changed.emit(status, 0, 0)
        report = self._progress(progress) if progress else None
        return self.runner.submit(label, job, done, on_error, report, PRIORITY_NORMAL)

    def _progress(self, label: str) -> Callable[[int, int], None]:
        def report(done: int, total: int) -> None:
            self.progress_changed.emit(label, done, total)

        return report

    def _failed(self, what: str) -> Callable[[BaseException], None]:
        """An error callback: the user's mistakes are said plainly, the rest logged."""

        def report(exc: BaseException) -> None:
            self.progress_changed.emit("", 0, 0)
            if isinstance(exc, InspectorError | OSError):
                self.failed.emit(what, str(exc))
            else:
                self._log_error(exc)

        return report

    def _log_error(self, exc: BaseException) -> None:
        log.error("background job failed", exc_info=exc)
        details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        self.error_occurred.emit(f"{type(exc).__name__}: {exc}", details)


def ignore(_result: object) -> None:
    """A callback for jobs whose result nobody needs."""
