"""The report formats the window exports (the same as ``pdf-font-inspector report``).

Runs on the worker thread: :func:`write_report` reads the file in an analysis of its own,
as ``report`` does, builds the report with the same core functions and writes it through
a temporary file, so a failed export leaves nothing half-written. The window's own
analysis is never used: what a preview attached to it (the glyph-shape route's readings)
must not reach a report the user did not ask to take them (issue 32).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspector.analysis import Analysis
from inspector.errors import UsageError
from inspector.files import WholeFile, refuse_input
from inspector.report.csv_inventory import render_csv
from inspector.report.html_report import render_html
from inspector.report.json_report import render_json
from inspector.report.markdown_summary import render_markdown
from inspector.report.model import build_report


@dataclass(frozen=True, slots=True)
class ReportFormat:
    """One export format: its key, what the file dialog calls it, its extension."""

    key: str
    label: str
    suffix: str
    render: Callable[[dict[str, Any]], str]

    @property
    def file_filter(self) -> str:
        """The file dialog's filter line."""
        return f"{self.label} (*{self.suffix})"


FORMATS: tuple[ReportFormat, ...] = (
    ReportFormat("html", "HTML report", ".html", render_html),
    ReportFormat("json", "JSON report", ".json", render_json),
    ReportFormat("md", "Markdown summary", ".md", render_markdown),
    ReportFormat("csv", "CSV font inventory", ".csv", render_csv),
)


def format_for(key_or_filter: str) -> ReportFormat:
    """The format with this key, file-dialog filter or file suffix."""
    for fmt in FORMATS:
        if key_or_filter in (fmt.key, fmt.file_filter, fmt.suffix):
            return fmt
    raise UsageError(f"unknown report format {key_or_filter!r}")


def format_of_path(path: str) -> ReportFormat | None:
    """The format a file name asks for by its extension (``.htm`` and ``.markdown`` too)."""
    suffix = Path(path).suffix.lower()
    suffix = {".htm": ".html", ".markdown": ".md"}.get(suffix, suffix)
    return next((f for f in FORMATS if f.suffix == suffix), None)


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
