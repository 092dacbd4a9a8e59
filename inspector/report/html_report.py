"""The report as one self-contained HTML file: inline CSS, inline SVG, no scripts and
no external resources, readable on screen and in print.

Every value from the PDF reaches the page through Jinja2's autoescaping; hidden
characters (bidi overrides, controls) are shown as labelled boxes by the ``vis``
filters, and the page's Content-Security-Policy forbids scripts and fetches anyway.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from inspector.diagnostics.verdict import verdict_rank
from inspector.i18n import N_, Message, html_lang, tr, tr_format, tr_format_n
from inspector.links import safe_href
from inspector.output.escapes import PAGE_TEXT_KEEP, html_visible, visible
from inspector.output.redaction import HANGUL, HIRAGANA, IDEOGRAPH, KATAKANA
from inspector.output.words import VERDICT_LABELS, status_text
from inspector.report.charts import COVERAGE_PARTS, coverage_chart, width_chart
from inspector.report.fontcard import WHY_TITLES
from inspector.report.highlight import highlight_lines

if TYPE_CHECKING:
    from jinja2 import Environment


MARK_TITLES = {
    "invalid": N_("bytes that match no codespace range"),
    "unmapped": N_("a code with no Unicode: extraction gives U+FFFD or garbage"),
    "recovered": N_("no Unicode in the PDF; taken from the embedded font program"),
    "suspect": N_("a suspect value (control, private use, U+FFFD, directional override)"),
    "notdef": N_("draws .notdef (an empty box or nothing)"),
    "normalized": N_(
        "a Kangxi radical or compatibility ideograph replaced by the unified one (on "
        "evidence), or a ligature spelled out"
    ),
}


FONT_KINDS = {
    "simple": N_("simple font"),
    "composite": N_("composite font"),
    "broken": N_("not decodable"),
}
"""A font's kind (``simple``, ``composite``, ``broken``) as the font card names it."""


def _codes(text: str) -> Markup:
    """The tool's own sentences with `backticks` as code."""
    escaped = str(escape(text))
    return Markup(re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped))


def _strong(text: str) -> Markup:
    """The tool's own sentence with its ``<strong>`` and ``<code>`` markup kept, the rest
    escaped."""
    escaped = str(escape(text))
    for tag in ("strong", "code"):
        escaped = escaped.replace(f"&lt;{tag}&gt;", f"<{tag}>").replace(
            f"&lt;/{tag}&gt;", f"</{tag}>"
        )
    return Markup(escaped)


def _excerpt(excerpt: dict[str, Any]) -> Markup:
    out = Markup("")
    for chunk in excerpt["chunks"]:
        out += highlight_lines(
            chunk["lines"], excerpt["language"], chunk["first_line"], excerpt["marked"]
        )
    return out


def _size(n: int) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n = n / 1024  # type: ignore[assignment]
    return str(n)


def _percent(share: float | None) -> str:
    if share is None:
        return tr(N_("unknown"))  # part of the content was not read
    value = 100 * share
    if 99 < value < 100:
        return f"{value:.1f} %"
    return f"{value:.0f} %"


def _finalize(value: object) -> object:
    """Every ``{{ expression }}``: markup stays, anything else is escaped with its hidden
    characters shown (so a template cannot forget to)."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return ""
    return html_visible(value)


def _plain(value: object) -> Markup:
    """Escaped text with hidden characters as ``⟨U+XXXX⟩``: for attributes and SVG text,
    where markup cannot go."""
    return Markup(escape(visible("" if value is None else str(value))))


def _environment() -> Environment:
    # Imported here: only the HTML report needs Jinja2, and every command would pay for it.
    from jinja2 import Environment, PackageLoader, StrictUndefined

    env = Environment(
        loader=PackageLoader("inspector.report", "templates"),
        autoescape=True,
        finalize=_finalize,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["vis"] = html_visible
    env.filters["plain"] = _plain
    env.filters["vis_text"] = lambda text: html_visible(text, keep=PAGE_TEXT_KEEP)
    env.filters["codes"] = _codes
    env.filters["excerpt"] = _excerpt
    env.filters["size"] = _size
    env.filters["percent"] = _percent
    env.filters["t"] = tr
    env.filters["strong"] = _strong
    env.filters["link"] = safe_href  # every href written, should a template write one
    env.globals["_"] = tr_format
    env.globals["_n"] = tr_format_n
    env.globals["engine_status"] = status_text
    return env


_ENV: Environment | None = None


def environment() -> Environment:
    """The shared Jinja2 environment (templates are package files)."""
    global _ENV
    if _ENV is None:
        _ENV = _environment()
    return _ENV


def page_segments(page: dict[str, Any]) -> list[dict[str, Any]]:
    """A page's text cut into plain runs and marked runs."""
    text = page["text"]
    out: list[dict[str, Any]] = []
    pos = 0
    for mark in page["marks"]:
        start, end = mark["start"], mark["end"]
        if start < pos or start >= len(text):
            continue
        if start > pos:
            out.append({"text": text[pos:start], "kind": None})
        out.append(
            {
                "text": text[start:end],
                "kind": mark["kind"],
                "title": tr_format(
                    "{kind}: code <{code}> of font /{font}",
                    kind=Message(MARK_TITLES[mark["kind"]]),
                    code=mark["code"],
                    font=mark["font"],
                ),
            }
        )
        pos = end
    if pos < len(text):
        out.append({"text": text[pos:], "kind": None})
    return out


def grouped_findings(findings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Findings with the same code and message shown once, with how often they occur."""
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    for finding in findings:
        key = (finding["code"], finding["message"])
        if key in groups:
            groups[key]["count"] += 1
        else:
            groups[key] = {**finding, "count": 1}
    return list(groups.values())


def _dedupe_excerpts(fonts: list[dict[str, Any]]) -> dict[tuple[str, int], bool]:
    """Which examples repeat the content excerpt of an earlier example of their font."""
    repeated: dict[tuple[str, int], bool] = {}
    for font in fonts:
        seen: list[Any] = []
        for i, example in enumerate(font["examples"]):
            content = example.get("content")
            repeated[(font["id"], i)] = content is not None and content in seen
            seen.append(content)
    return repeated


def _view(report: dict[str, Any]) -> dict[str, Any]:
    fonts = report["fonts"]
    used = [f for f in fonts if f.get("glyphs")]
    used.sort(key=lambda f: (-verdict_rank(f["verdict"]), -f["glyphs"]))
    unused = [f for f in fonts if not f.get("glyphs")]
    return {
        "r": report,
        "used": used,
        "unused": unused,
        "coverage": coverage_chart(used),
        "width_charts": {f["id"]: width_chart(f["widths"]) for f in fonts},
        "segments": {p["number"]: page_segments(p) for p in report["pages"]},
        "page_findings": {p["number"]: grouped_findings(p["findings"]) for p in report["pages"]},
        "repeated_excerpt": _dedupe_excerpts(fonts),
        "labels": VERDICT_LABELS,
        # When every unmapped code is recovered, OCR is not the advice.
        "ocr": report["summary"]["verdict"] in ("not-recoverable", "suspicious"),
        "why_titles": WHY_TITLES,
        "font_kinds": FONT_KINDS,
        "mark_titles": MARK_TITLES,
        "coverage_parts": COVERAGE_PARTS,
        "redaction": {
            "ideograph": IDEOGRAPH,
            "hiragana": HIRAGANA,
            "katakana": KATAKANA,
            "hangul": HANGUL,
        },
    }


def render_html(report: dict[str, Any]) -> str:
    """The report model as one HTML document."""
    return environment().get_template("report.html.j2").render(**_view(report), lang=html_lang())


__all__ = ["render_html"]
