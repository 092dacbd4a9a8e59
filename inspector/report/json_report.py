"""The report as JSON: keys sorted, deterministic, valid against the shipped schema."""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from inspector.report.json_text import dumps

SCHEMA_RESOURCE = "schema/report.schema.json"

_UNSAFE = re.compile(
    "[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb"
    "\ud800-\udfff\U000e0000-\U000e007f]"
)
"""Characters written as ``\\uXXXX`` escapes even though JSON allows them raw: C1
controls, bidirectional and invisible format characters, line separators that break
JavaScript, and lone surrogates (which UTF-8 cannot hold)."""


def render_json(report: dict[str, Any]) -> str:
    """The report as indented JSON with sorted keys and a final newline.

    Text stays readable (no ASCII escaping) except for the characters in
    :data:`_UNSAFE`, which would reorder or hide text in a viewer.
    """
    text = dumps(report, indent=True, sort_keys=True)
    return _UNSAFE.sub(_escape, text) + "\n"


def _escape(match: re.Match[str]) -> str:
    cp = ord(match.group())
    if cp > 0xFFFF:
        cp -= 0x10000
        return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"
    return f"\\u{cp:04x}"


def load_schema() -> dict[str, Any]:
    """The JSON Schema of the report, shipped inside the package."""
    source = resources.files("inspector.report").joinpath(SCHEMA_RESOURCE)
    schema: dict[str, Any] = json.loads(source.read_text(encoding="utf-8"))
    return schema


__all__ = ["SCHEMA_RESOURCE", "load_schema", "render_json"]
