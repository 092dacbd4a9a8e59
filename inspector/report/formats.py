"""The one table of report formats, used by ``report`` (its extensions and ``--format``)
and by the window's "Export the report" (its file dialog's filters): a key, what people
call the format, the extension written and the others read as the same format, and the
renderer. The renderers (Jinja2, Pygments) are imported when a report is rendered: the
command line builds its parser from this table without paying for them."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from inspector.errors import UsageError
from inspector.i18n import N_, tr


@dataclass(frozen=True, slots=True)
class ReportFormat:
    """One report format: its key (``--format``), its name for people (translated where
    shown), its extension, the other extensions of the format, and where its renderer is
    (a module of :mod:`inspector.report`, a function)."""

    key: str
    label: str
    suffix: str
    aliases: tuple[str, ...]
    renderer: tuple[str, str]

    @property
    def render(self) -> Callable[[dict[str, Any]], str]:
        """The function that renders a report model in this format."""
        module, name = self.renderer
        function: Callable[[dict[str, Any]], str] = getattr(
            importlib.import_module(f"inspector.report.{module}"), name
        )
        return function

    @property
    def suffixes(self) -> tuple[str, ...]:
        """Every extension read as this format, the one written first."""
        return (self.suffix, *self.aliases)

    @property
    def file_filter(self) -> str:
        """The file dialog's filter line, in the current language."""
        return f"{tr(self.label)} (*{self.suffix})"


FORMATS: tuple[ReportFormat, ...] = (
    ReportFormat(
        "html",
        N_("HTML report"),
        ".html",
        (".htm",),
        ("html_report", "render_html"),
    ),
    ReportFormat("json", N_("JSON report"), ".json", (), ("json_report", "render_json")),
    ReportFormat(
        "md",
        N_("Markdown summary"),
        ".md",
        (".markdown",),
        ("markdown_summary", "render_markdown"),
    ),
    ReportFormat(
        "csv",
        N_("CSV font inventory"),
        ".csv",
        (),
        ("csv_inventory", "render_csv"),
    ),
)
"""Every report format, the window's default first."""


def format_keys() -> list[str]:
    """The keys ``--format`` takes, sorted."""
    return sorted(f.key for f in FORMATS)


def format_for(key_or_filter: str) -> ReportFormat:
    """The format with this key, file-dialog filter or extension."""
    for fmt in FORMATS:
        if key_or_filter == fmt.key or key_or_filter in fmt.suffixes:
            return fmt
        if key_or_filter == fmt.file_filter:
            return fmt
    raise UsageError(f"unknown report format {key_or_filter!r}")


def format_of_path(path: str | Path) -> ReportFormat | None:
    """The format a file name asks for by its extension (any case), if any."""
    suffix = Path(path).suffix.lower()
    return next((f for f in FORMATS if suffix in f.suffixes), None)


__all__ = ["FORMATS", "ReportFormat", "format_for", "format_keys", "format_of_path"]
