"""``export-html``: the document as HTML through a Jinja2 template, a page at a time.

The template gets ``document`` (``file``, ``title``, ``lang``, ``page_count``),
``outline`` (nested bookmarks) and ``pages``, which analyses each page only when the
template reaches it, so memory stays that of one page (see
:mod:`inspector.export.model` for the keys); a template may loop over it more than once
(each loop reads the pages again). Output is written as it is rendered. A template that
fails (its syntax, an undefined name, an error in one of its expressions) is a
:class:`TemplateFailed` naming its file and line.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from inspector.analysis import Analysis
from inspector.errors import UsageError
from inspector.export.model import (
    ImageSink,
    outline_context,
    page_id,
    pages_context,
)
from inspector.export.spans import script_lang
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


class TemplateFailed(UsageError):
    """The template could not be read or failed while rendering: its file and line."""


def _folder(template: Path | None) -> Path:
    return Path(__file__).parent / "templates" if template is None else template.parent


def _environment(template: Path | None) -> Any:
    import jinja2  # imported on use: only exports and reports need it

    loader = jinja2.FileSystemLoader(str(_folder(template)))
    name = DEFAULT_TEMPLATE if template is None else template.name
    env = jinja2.Environment(
        loader=loader,
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        finalize=_finalize,
    )
    env.filters["link"] = safe_href
    env.globals["page_id"] = page_id
    return env.get_template(name)


def _template_line(tb: TracebackType | None, folder: Path) -> tuple[str, int] | None:
    """The innermost frame of ``tb`` that runs a template of ``folder`` (Jinja2 gives
    its frames the template's file and line): its file name and line, else None (the
    error is not the template's)."""
    found = None
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        try:
            inside = Path(filename).resolve().is_relative_to(folder.resolve())
        except (OSError, ValueError):
            inside = False
        if inside and not filename.endswith(".py"):
            found = (Path(filename).name, tb.tb_lineno)
        tb = tb.tb_next
    return found


def _failed(exc: BaseException, template: Path | None) -> TemplateFailed | None:
    """``exc`` as a :class:`TemplateFailed` when the template caused it, else None."""
    import jinja2

    name = DEFAULT_TEMPLATE if template is None else template.name
    if isinstance(exc, jinja2.TemplateSyntaxError):
        where = (exc.filename and Path(exc.filename).name) or exc.name or name
        return TemplateFailed(f"template {where}, line {exc.lineno}: {exc.message}")
    where_line = _template_line(exc.__traceback__, _folder(template))
    if isinstance(exc, jinja2.TemplateError) or where_line is not None:
        detail = str(exc) or type(exc).__name__
        if where_line is None:
            return TemplateFailed(f"template {name}: {detail}")
        return TemplateFailed(f"template {where_line[0]}, line {where_line[1]}: {detail}")
    return None


class Pages:
    """The ``pages`` of a template's context: each page's context made when the
    template reaches it, as often as the template loops over them. The first pages,
    read ahead to tell the document's language, are kept for the first loop only; a
    page's links written as text are findings once, however often it is read."""

    def __init__(
        self,
        make: Callable[[], Iterator[dict[str, Any]]],
        count: int,
        findings: FindingSink | None,
    ) -> None:
        self._make = make
        self._count = count
        self._findings = findings
        self._reported: set[int] = set()
        self._first: Iterator[dict[str, Any]] | None = None
        self._ahead: list[dict[str, Any]] = []

    def __len__(self) -> int:
        return self._count

    def read_ahead(self, characters: int, pages: int) -> list[dict[str, Any]]:
        """The first pages (up to ``pages``, fewer once they hold ``characters`` of
        text), read now and kept for the first loop."""
        if self._first is None:
            self._first = self._make()
        text = sum(len(b.get("text") or "") for p in self._ahead for b in p["blocks"])
        while len(self._ahead) < pages and text < characters:
            page = next(self._first, None)
            if page is None:
                break
            self._ahead.append(page)
            text += sum(len(b.get("text") or "") for b in page["blocks"])
        return list(self._ahead)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        if self._first is not None:
            first, ahead = self._first, self._ahead
            self._first, self._ahead = None, []
            pages: Iterator[dict[str, Any]] = _chain(ahead, first)
        else:
            pages = self._make()
        for page in pages:
            self._report(page)
            yield page

    def _report(self, page: dict[str, Any]) -> None:
        if self._findings is None or page["number"] in self._reported:
            return
        self._reported.add(page["number"])
        for shown in page["refused_links"]:
            self._findings.add(refused_link_finding(LinkTarget(None, shown), page["number"] - 1))


def _chain(ahead: list[dict[str, Any]], rest: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    while ahead:
        yield ahead.pop(0)  # let go of each page once it is given
    yield from rest


def _blocks(blocks: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for block in blocks:
        inner = block.get("blocks") or block.get("entries")
        if inner:
            yield from _blocks(inner)
        else:
            yield block


def dominant_lang(pages: list[dict[str, Any]]) -> str | None:
    """The language the script of most of these pages' letters names (kana: ja, Hangul:
    ko, ...; :func:`~inspector.export.model.script_lang`), for ``<html lang>`` when the
    document has no /Lang: None unless one such script holds more than half the
    letters."""
    letters: Counter[str | None] = Counter()
    for page in pages:
        for block in _blocks(page["blocks"]):
            text = block.get("text") or ""
            count = sum(1 for ch in text if ch.isalpha())
            if count:
                letters[script_lang(text)] += count
    total = sum(letters.values())
    named = [(n, lang) for lang, n in letters.items() if lang is not None]
    if not named or total == 0:
        return None
    n, lang = max(named)
    return lang if n * 2 > total else None


def export_html(
    analysis: Analysis,
    out: IO[str],
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
    told: set[int] = set()

    def unread_once(index: int, unread: Sequence[str]) -> None:
        if on_unread is not None and index not in told:
            told.add(index)
            on_unread(index, unread)

    def read() -> Iterator[dict[str, Any]]:
        return pages_context(
            analysis, wanted, sink, jobs=jobs, password=password, on_unread=unread_once
        )

    try:
        compiled = _environment(template)
    except Exception as exc:
        failed = _failed(exc, template)
        if failed is None:
            raise
        raise failed from None
    page_list = Pages(read, len(wanted), findings)
    # Without /Lang, <html lang> is what the script of the first pages' letters names.
    lang = analysis.document.lang or dominant_lang(page_list.read_ahead(2000, 3))
    context = {
        "document": {
            "file": file_name,
            "title": info.title or file_name,
            "lang": lang,
            "page_count": analysis.page_count,
        },
        "outline": outline_context(analysis.outline(), findings),
        "pages": page_list,
    }
    try:
        for chunk in compiled.generate(**context):
            out.write(chunk)
    except Exception as exc:
        failed = _failed(exc, template)
        if failed is None:
            raise
        raise failed from None
    return sink.count
