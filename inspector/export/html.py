"""``export-html``: the document as HTML through a Jinja2 template, a page at a time.

The template gets ``document`` (``file``, ``title``, ``lang``, ``page_count``),
``outline`` (nested bookmarks) and ``pages``, an iterator that analyses each page only
when the template reaches it, so memory stays that of one page (see
:mod:`inspector.export.model` for the keys). Output is written as it is rendered.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from inspector.analysis import Analysis
from inspector.export.model import ImageSink, outline_context, pages_context
from inspector.findings import FindingSink
from inspector.links import LinkTarget, refused_link_finding, safe_href

DEFAULT_TEMPLATE = "document.html.j2"


_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
"""Characters that HTML may not carry (C0 controls other than tab and line ends, DEL)
and lone surrogates, which no UTF-8 writer takes."""


def _finalize(value: object) -> object:
    """Every ``{{ expression }}`` of a template: text from the PDF (a bookmark's title,
    a page's text) with a control character or a lone surrogate in it gets U+FFFD there,
    as an HTML parser would read it, so the file written is valid HTML and UTF-8."""
    if isinstance(value, str) and not hasattr(value, "__html__") and _CONTROLS.search(value):
        return _CONTROLS.sub("\ufffd", value)
    return value


def _environment(template: Path | None) -> Any:
    import jinja2  # imported on use: only exports and reports need it

    if template is None:
        loader = jinja2.FileSystemLoader(str(Path(__file__).parent / "templates"))
        name = DEFAULT_TEMPLATE
    else:
        loader = jinja2.FileSystemLoader(str(template.parent))
        name = template.name
    env = jinja2.Environment(
        loader=loader,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        finalize=_finalize,
    )
    env.filters["link"] = safe_href
    return env.get_template(name)


def export_html(
    analysis: Analysis,
    out: TextIO,
    *,
    pages: Sequence[int] | None = None,
    template: Path | None = None,
    images: Path | None = None,
    link_base: Path | None = None,
    file_name: str = "",
    jobs: int | str = 1,
    password: str | None = None,
    findings: FindingSink | None = None,
    on_unread: Callable[[int, Sequence[str]], None] | None = None,
) -> int:
    """Write the document (or ``pages``, 0-based) as HTML to ``out``; returns the number
    of images written. ``images`` is the folder for image files (None: data URIs), and
    ``link_base`` the folder the HTML lives in, for relative links to them. With
    ``jobs`` above 1 (or "auto" on a large document) worker processes read the pages,
    each opening the file again with ``password``; the output is the same. Links and
    bookmarks whose target is written as text (:mod:`inspector.links`) are findings
    into ``findings``; ``on_unread`` is told of each page with content that was not read
    whole."""
    info = analysis.info()
    wanted = list(range(analysis.page_count)) if pages is None else list(pages)
    sink = ImageSink(images, link_base)
    context = {
        "document": {
            "file": file_name,
            "title": info.title or file_name,
            "lang": analysis.document.lang,
            "page_count": analysis.page_count,
        },
        "outline": outline_context(analysis.outline(), findings),
        "pages": _reporting(
            pages_context(
                analysis, wanted, sink, jobs=jobs, password=password, on_unread=on_unread
            ),
            findings,
        ),
    }
    for chunk in _environment(template).generate(**context):
        out.write(chunk)
    return sink.count


def _reporting(
    pages: Iterator[dict[str, Any]], findings: FindingSink | None
) -> Iterator[dict[str, Any]]:
    """The pages, each page's links written as text a finding as it passes."""
    for page in pages:
        if findings is not None:
            for shown in page["refused_links"]:
                findings.add(refused_link_finding(LinkTarget(None, shown), page["number"] - 1))
        yield page
