"""Wrapping text by display width, for languages written without spaces."""

from __future__ import annotations

import re
import unicodedata

_TOKEN = re.compile(r"[\x21-\x7e]+ ?|\s|.", re.S)
"""A run of printable ASCII (a word, a PDF name, a code) with its space, or one character."""

_NO_LINE_START = set("、。，．・：；？！）」』】〕〉》”’ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ")


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrap_wide(text: str, width: int) -> list[str]:
    """Lines of at most ``width`` columns (wide characters take two), broken between
    characters of CJK text or at spaces, never inside a word of Latin letters; closing
    punctuation is not put at the start of a line."""
    lines: list[str] = []
    line = ""
    for token in _TOKEN.findall(text):
        if token == "\n":
            lines.append(line.rstrip())
            line = ""
            continue
        if line and _width(line + token.rstrip()) > width and token[0] not in _NO_LINE_START:
            lines.append(line.rstrip())
            line = token.lstrip()
        else:
            line += token
    if line.strip():
        lines.append(line.rstrip())
    return lines
