"""The report formats the window exports (the same as ``pdf-font-inspector report``).

Runs on the worker thread: :func:`write_report` builds the report of an open analysis
and writes it through a temporary file, so a failed export leaves nothing half-written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspector.analysis import Analysis
from inspector.errors import UsageError
from inspector.files import WholeFile, same_file
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
    analysis: Analysis,
    target: str,
    key: str,
    *,
    pages: list[int] | None = None,
    redact: bool = False,
) -> str:
    """Build the report of the pages (all by default, 0-based) and write it in a format,
    page text replaced by character classes with ``redact`` (as ``report --redact``);
    returns the path."""
    fmt = format_for(key)
    source = Path(analysis.info().path)
    if same_file(target, source):
        raise UsageError(f"{target}: refusing to overwrite the input file")
    text = fmt.render(build_report(analysis, pages, redact=redact))
    with WholeFile(target, "w", encoding="utf-8", newline="") as fh:
        fh.write(text)
    return target
