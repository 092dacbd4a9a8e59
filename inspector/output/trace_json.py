"""The one writer of ``trace --json``, used by the command line and the window's "Export
trace as JSON", so that both give the same bytes for the same file.

The document is written in pieces as its pages come (a page of CJK text is about 800 KB
of JSON): ``{"file": ..., "pages": [`` then each page's JSON (:func:`page_writer`, bytes
in UTF-8, also made in worker processes), then ``], "findings": [...]}`` and a newline.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any

from inspector.files import shown

if TYPE_CHECKING:
    from inspector.content import PageTrace
    from inspector.findings import Finding


def page_writer() -> Callable[[PageTrace], bytes]:
    """A page's JSON for the pages of one analysis, the per-code parts shared by all of
    them (:func:`inspector.output.records.page_json`)."""
    from inspector.output.records import page_json

    chains: dict[int, dict[str, Any]] = {}
    heads: dict[int, bytes] = {}
    return partial(page_json, chains=chains, heads=heads)


def trace_json(
    file: str, pages: Iterable[str | bytes], findings: Callable[[], Iterable[Finding]]
) -> Iterator[str | bytes]:
    """The pieces of the ``trace --json`` document of ``file`` (shown as the command line
    shows a name): the pages' JSON as given, then the document's findings, asked for once
    every page was read (reading a page can find more)."""
    from inspector.output.json_text import dumps
    from inspector.output.records import finding_record

    yield '{"file": ' + json.dumps(shown(file), ensure_ascii=False) + ', "pages": ['
    for n, page in enumerate(pages):
        if n:
            yield ", "
        yield page
    yield '], "findings": ' + dumps([finding_record(f) for f in findings()]) + "}\n"


__all__ = ["page_writer", "trace_json"]
