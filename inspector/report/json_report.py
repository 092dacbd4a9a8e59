"""The report as JSON: keys sorted, deterministic, valid against the shipped schema."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from importlib import resources
from typing import Any

from inspector.output.json_text import dumps_utf8

SCHEMA_RESOURCE = "schema/report.schema.json"

_UNSAFE = re.compile(
    "[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb"
    "\ud800-\udfff\U000e0000-\U000e007f]"
)
"""Characters written as ``\\uXXXX`` escapes even though JSON allows them raw: C1
controls, bidirectional and invisible format characters, line separators that break
JavaScript, and lone surrogates (which UTF-8 cannot hold)."""


_UNSAFE_UTF8 = re.compile(
    rb"\x7f|\xc2[\x80-\x9f]|\xd8\x9c|\xe2\x80[\x8e\x8f\xa8-\xae]|\xe2\x81[\xa0-\xaf]"
    rb"|\xed[\xa0-\xbf][\x80-\xbf]|\xef\xbb\xbf|\xef\xbf[\xb9-\xbb]|\xf3\xa0[\x80\x81][\x80-\xbf]"
)
"""The same characters as UTF-8 byte sequences (lone surrogates as Python's surrogatepass writes
them); UTF-8 never starts a character inside another, so the matches are whole characters."""


def render_json(report: dict[str, Any]) -> str:
    """The report as indented JSON with sorted keys and a final newline.

    Text stays readable (no ASCII escaping) except for the characters in
    :data:`_UNSAFE`, which would reorder or hide text in a viewer.
    """
    return render_json_utf8(report).decode("utf-8")


def render_json_utf8(report: dict[str, Any]) -> bytes:
    """:func:`render_json` as UTF-8 bytes, made without the text as a Python string (the
    report of a 35 MB document would take twice its size again as a string)."""
    return b"".join(iter_json_utf8(report))


def iter_json_utf8(report: dict[str, Any]) -> Iterator[bytes]:
    """:func:`render_json_utf8` in pieces: the report without its pages, then one page at
    a time, so that writing the report of thousands of pages never holds all of it."""
    pages = report.get("pages")
    if not isinstance(pages, list) or not pages:
        yield _safe(dumps_utf8(report, indent=True, sort_keys=True)) + b"\n"
        return
    head = dumps_utf8({**report, "pages": []}, indent=True, sort_keys=True)
    # Top-level keys stand at an indent of two; JSON strings hold no raw newline.
    marker = b'\n  "pages": []'
    at = head.index(marker)
    yield _safe(head[:at]) + b'\n  "pages": ['
    for n, page in enumerate(pages):
        nested = dumps_utf8(page, indent=True, sort_keys=True).replace(b"\n", b"\n    ")
        yield (b",\n    " if n else b"\n    ") + _safe(nested)
    yield b"\n  ]" + _safe(head[at + len(marker) :]) + b"\n"


def _safe(data: bytes) -> bytes:
    if _UNSAFE_UTF8.search(data) is None:
        return data
    return _UNSAFE_UTF8.sub(_escape_utf8, data)


def escaped_utf8(data: bytes) -> tuple[bytes, int]:
    """JSON text (UTF-8, lone surrogates as ``surrogatepass`` writes them) with the
    characters of :data:`_UNSAFE` as ``\\uXXXX`` escapes, and how many lone surrogates
    were among them (the only ones UTF-8 cannot hold as they are)."""
    lone = len(re.findall(rb"\xed[\xa0-\xbf][\x80-\xbf]", data))
    return _safe(data), lone


def _escape_utf8(match: re.Match[bytes]) -> bytes:
    return _escape_char(match.group().decode("utf-8", "surrogatepass")).encode("ascii")


def _escape_char(char: str) -> str:
    cp = ord(char)
    if cp > 0xFFFF:
        cp -= 0x10000
        return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"
    return f"\\u{cp:04x}"


def load_schema() -> dict[str, Any]:
    """The JSON Schema of the report, shipped inside the package."""
    source = resources.files("inspector.report").joinpath(SCHEMA_RESOURCE)
    schema: dict[str, Any] = json.loads(source.read_text(encoding="utf-8"))
    return schema


__all__ = [
    "SCHEMA_RESOURCE",
    "escaped_utf8",
    "iter_json_utf8",
    "load_schema",
    "render_json",
    "render_json_utf8",
]
