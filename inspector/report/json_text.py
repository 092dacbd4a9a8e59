"""JSON text for the command line and the reports: orjson, which writes the per-code
records of a large document several times faster, with the standard library's encoder for
what orjson refuses (integers beyond 64 bits, lone surrogates from a broken ToUnicode)."""

from __future__ import annotations

import json
from typing import Any

import orjson


def dumps(value: Any, *, indent: bool = False, sort_keys: bool = False) -> str:
    """``value`` as JSON text (UTF-8 characters as they are, not escaped)."""
    option = (orjson.OPT_INDENT_2 if indent else 0) | (orjson.OPT_SORT_KEYS if sort_keys else 0)
    try:
        return orjson.dumps(value, option=option).decode("utf-8")
    except (TypeError, orjson.JSONEncodeError):
        return json.dumps(
            value, ensure_ascii=False, sort_keys=sort_keys, indent=2 if indent else None
        )
