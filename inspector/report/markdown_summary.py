"""The report as a short Markdown summary for a ticket.

Every value from the PDF is escaped by :func:`~inspector.output.escapes.markdown_text`
(the Jinja2 environment's finalize), so it renders as text in CommonMark and GitHub
Flavored Markdown: no HTML, links, emphasis or table breaks can come from the file.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from inspector.diagnostics.verdict import verdict_rank
from inspector.i18n import tr, tr_format, tr_format_n
from inspector.output.escapes import markdown_text
from inspector.output.words import VERDICT_LABELS, status_text
from inspector.report.fontcard import WHY_TITLES

if TYPE_CHECKING:
    from jinja2 import Environment


def _finalize(value: object) -> object:
    return markdown_text(value)


def _prose(text: str) -> Markup:
    """The tool's own sentences: escaped, except for their `code spans`."""
    parts = re.split(r"(`[^`]+`)", text)
    return Markup(
        "".join(p if p.startswith("`") and p.endswith("`") else markdown_text(p) for p in parts)
    )


def _environment() -> Environment:
    from jinja2 import Environment, PackageLoader, StrictUndefined  # only for this report

    env = Environment(
        loader=PackageLoader("inspector.report", "templates"),
        autoescape=False,
        finalize=_finalize,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["prose"] = _prose
    env.filters["t"] = tr
    env.globals["_"] = tr_format
    env.globals["_n"] = tr_format_n
    env.globals["engine_status"] = status_text
    return env


_ENV = _environment()


def render_markdown(report: dict[str, Any]) -> str:
    """The report model as a Markdown summary."""
    fonts = report["fonts"]
    used = [f for f in fonts if f.get("glyphs")]
    used.sort(key=lambda f: (-verdict_rank(f["verdict"]), -f["glyphs"]))
    text = _ENV.get_template("summary.md.j2").render(
        r=report,
        used=used,
        unused=[f for f in fonts if not f.get("glyphs")],
        problems=[f for f in used if f["verdict"] != "ok"],
        labels=VERDICT_LABELS,
        why_titles=WHY_TITLES,
    )
    return re.sub(r"\n{3,}", "\n\n", text)


__all__ = ["render_markdown"]
