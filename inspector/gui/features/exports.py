"""Exports: the report in a format, the document as HTML and every page's trace as
JSON, each from the file as the command line reads it (an analysis of its own).

Controller half: :class:`ExportsFeature`. Session half: :class:`ExportsWork`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from inspector.files import WholeFile, refuse_input, shown
from inspector.gui.features.hub import Hub

if TYPE_CHECKING:
    from inspector.gui.session import Progress, Session
    from inspector.gui.worker import Runner, Ticket


class ExportsWork:
    """The session half (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def export_report(
        self,
        target: str,
        fmt: str,
        progress: Progress,
        pages: list[int] | None = None,
        redact: bool = False,
        glyph_shapes: bool = False,
    ) -> str:
        """Write the report of the document (or of ``pages``) in a format, from the file
        as ``report`` reads it (see :func:`write_report`); returns the path."""
        from inspector.gui.export import write_report

        progress(0, 1)
        write_report(
            self.session.path,
            target,
            fmt,
            password=self.session.password,
            pages=pages,
            redact=redact,
            glyph_shapes=glyph_shapes,
        )
        progress(1, 1)
        return target

    def export_html(self, target: str, progress: Progress) -> str:
        """Write the document as HTML (export-html), its images in a folder beside it;
        returns the path. Like the report, it reads the file in an analysis of its own,
        as ``export-html`` does: nothing the window's analysis holds reaches the file."""
        from inspector.analysis import Analysis
        from inspector.export import export_html  # Jinja2 and the template: on use only

        path = Path(target)
        refuse_input(target, self.session.path)
        progress(0, 1)
        # Moved into place whole, as export-html writes it: a failure leaves no half file.
        with (
            Analysis(self.session.path, self.session.password, text_only=True) as analysis,
            WholeFile(path, "w", encoding="utf-8", newline="\n") as handle,
        ):
            export_html(
                analysis,
                handle,
                images=path.with_name(path.stem + "_files"),
                link_base=path.parent,
                file_name=shown(Path(self.session.path).name),
                password=self.session.password,
            )
        progress(1, 1)
        return target

    def export_trace(self, target: str, progress: Progress) -> str:
        """Write every page's strings and codes as ``trace --json`` writes them, the same
        bytes (one writer, :func:`trace_json`); returns the path. Like the report, it reads
        the file in an analysis of its own: nothing the window's analysis holds (a
        glyph-shape preview's readings) reaches the file. Never over the open file."""
        from inspector.analysis import Analysis
        from inspector.output.trace_json import page_writer, trace_json

        refuse_input(target, self.session.path)
        with Analysis(self.session.path, self.session.password) as analysis:
            count = analysis.page_count
            page = page_writer()

            def pages() -> Iterator[bytes]:
                for index in range(count):
                    progress(index, count)
                    yield page(analysis.trace_page(index))
                progress(count, count)

            with WholeFile(target) as handle:
                for piece in trace_json(self.session.path, pages(), lambda: analysis.findings):
                    handle.write(
                        piece
                        if isinstance(piece, bytes)
                        else piece.encode("utf-8", "surrogatepass")
                    )
        return target


class ExportsFeature(Hub):
    """The controller half: the trace export running, if any (cancel stops it)."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._exports: ExportsWork | None = None
        self._trace_ticket: Ticket | None = None

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._exports = ExportsWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._exports = None

    def _stop(self, conclude: bool) -> None:
        super()._stop(conclude)
        if self._trace_ticket is not None:
            self._trace_ticket.cancel()
            self._trace_ticket = None

    def export_report(
        self,
        target: str,
        fmt: str,
        pages: list[int] | None = None,
        redact: bool = False,
        glyph_shapes: bool = False,
    ) -> None:
        """Write the report in a format in the background, as ``report`` with the same
        options (``--pages``, ``--redact``, ``--recover glyph-shape``) writes it;
        ``exported`` or ``failed`` follows."""
        work = self._exports
        if work is None:
            return
        self._run_shown(
            "export",
            lambda progress: work.export_report(target, fmt, progress, pages, redact, glyph_shapes),
            self.exported.emit,
            self._failed("export"),
            status=QCoreApplication.translate("DocumentController", "Writing the report"),
        )

    def export_html(self, target: str) -> None:
        """Write the document as HTML in the background; ``exported`` or ``failed`` follows."""
        work = self._exports
        if work is None:
            return
        self._run_shown(
            "export",
            lambda progress: work.export_html(target, progress),
            self.exported.emit,
            self._failed("export"),
            status=QCoreApplication.translate("DocumentController", "Writing the HTML"),
        )

    def export_trace(self, target: str) -> None:
        """Write the trace of every page as JSON in the background; ``exported`` follows."""
        work = self._exports
        if work is None:
            return

        def failed(exc: BaseException) -> None:
            self.progress_changed.emit("", 0, 0)
            self._log_error(exc)

        self._trace_ticket = self._run_shown(
            "export",
            lambda progress: work.export_trace(target, progress),
            self.exported.emit,
            failed,
            progress=QCoreApplication.translate("DocumentController", "Exporting"),
        )
