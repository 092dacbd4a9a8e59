"""The window's report export (the formats of ``pdf-font-inspector report``, from their one
table, :mod:`inspector.report.formats`).

Runs on the worker thread: :func:`write_report` reads the file in an analysis of its own,
as ``report`` does, builds the report with the same core functions and writes it through
a temporary file, so a failed export leaves nothing half-written. The window's own
analysis is never used: what a preview attached to it (the glyph-shape route's readings)
must not reach a report the user did not ask to take them (issue 32).
"""

from __future__ import annotations

from inspector.analysis import Analysis
from inspector.files import WholeFile, refuse_input
from inspector.report.formats import format_for
from inspector.report.model import build_report


def write_report(
    source: str,
    target: str,
    key: str,
    *,
    password: str | None = None,
    pages: list[int] | None = None,
    redact: bool = False,
    glyph_shapes: bool = False,
) -> str:
    """Write the report of the file ``source`` in a format, as ``report`` does with the
    same options: of the pages (all by default, 0-based), page text replaced by character
    classes with ``redact`` (``--redact``), unmapped codes read from their glyph shapes
    with ``glyph_shapes`` (``--recover glyph-shape``, at its default threshold); returns
    the path."""
    fmt = format_for(key)
    refuse_input(target, source)
    with Analysis(source, password) as analysis:
        if glyph_shapes:
            analysis.recover_glyph_shapes(pages)
        report = build_report(analysis, pages, redact=redact, password=password)
    text = fmt.render(report)
    with WholeFile(target, "w", encoding="utf-8", newline="") as fh:
        fh.write(text)
    return target
