"""JSON text for the command line and the reports: orjson, which writes the per-code
records of a large document several times faster, with the standard library's encoder for
what orjson refuses (integers beyond 64 bits, lone surrogates from a broken ToUnicode)."""

from __future__ import annotations

import json
from typing import Any

import orjson


def dumps(value: Any, *, indent: bool = False, sort_keys: bool = False) -> str:
    """``value`` as JSON text (UTF-8 characters as they are, not escaped)."""
    return dumps_utf8(value, indent=indent, sort_keys=sort_keys).decode("utf-8", "surrogatepass")


def dumps_utf8(
    value: Any, *, indent: bool = False, sort_keys: bool = False, strict: bool = False
) -> bytes:
    """:func:`dumps` encoded as UTF-8, without making the text as a Python string first
    (a report of thousands of pages is tens of megabytes, and a string of CJK text takes
    twice its UTF-8 size). Lone surrogates stay as they are (the caller escapes them).
    ``strict``: raise ``ValueError`` where orjson refuses the value instead of writing
    it with the standard library (whose separators differ)."""
    option = (orjson.OPT_INDENT_2 if indent else 0) | (orjson.OPT_SORT_KEYS if sort_keys else 0)
    try:
        return orjson.dumps(value, option=option)
    except (TypeError, orjson.JSONEncodeError) as exc:
        if strict:
            raise ValueError(str(exc)) from exc
        text = json.dumps(
            value, ensure_ascii=False, sort_keys=sort_keys, indent=2 if indent else None
        )
        return text.encode("utf-8", "surrogatepass")


def object_head(value: dict[str, Any]) -> bytes:
    """``value``'s compact JSON without its closing brace, to be completed by
    :func:`completed_object` (raises ``ValueError`` where orjson refuses the value)."""
    try:
        return orjson.dumps(value)[:-1]
    except (TypeError, orjson.JSONEncodeError) as exc:
        raise ValueError(str(exc)) from exc


def completed_object(head: bytes, rest: dict[str, Any]) -> Any:
    """The object whose keys are those of :func:`object_head`'s value then ``rest``'s, as a
    piece :func:`dumps` writes as it is (the same bytes as the whole dict gives it)."""
    return orjson.Fragment(head + b"," + orjson.dumps(rest)[1:])


def array_fragment(pieces: list[bytes]) -> Any:
    """A JSON array of pieces that are compact JSON already, written as it is."""
    return orjson.Fragment(b"[" + b",".join(pieces) + b"]")


def number_texts(values: list[float]) -> list[bytes]:
    """Each number as orjson writes it (raises ``ValueError`` where it refuses one)."""
    return dumps_utf8(values, strict=True)[1:-1].split(b",") if values else []
