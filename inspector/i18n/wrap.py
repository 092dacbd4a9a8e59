"""Wrapping text by display width, by the line-breaking rules of each script.

- Japanese and Chinese break between any two ideographs or kana (no spaces separate
  their words), but never before closing punctuation (``、。）」``, small kana, ``ー``)
  nor after opening punctuation (``（「``): the kinsoku rules of JIS X 4051 and GB/T 15834.
- Korean and Latin text break at spaces only: a Korean word carries its particles
  (``/ToUnicode가``), a Latin word or PDF name is never split.
"""

from __future__ import annotations

import re
import unicodedata

_WIDE = "\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
"""Ideographs, kana and CJK or full-width punctuation: each may stand on its own."""

_TOKEN = re.compile(rf"[^\s{_WIDE}]+ ?|\s|.", re.S)
"""A run of other characters (a Latin or Korean word with its punctuation, a PDF name, a
code) with its space, or one character."""

_NO_LINE_START = set(
    "、。，．・：；？！）」』】〕〉》”’ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ)]}.,;:!?%"
)
_NO_LINE_END = set("（「『【〔〈《“‘([{")


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def wrap_wide(text: str, width: int) -> list[str]:
    """Lines of at most ``width`` columns (wide characters take two), broken between
    characters of Japanese or Chinese text or at spaces, never inside a Korean or Latin
    word; closing punctuation does not start a line, opening punctuation does not end
    one (the word or character before goes over with it)."""
    lines: list[str] = []
    line: list[str] = []  # the tokens of the line being filled
    for token in _TOKEN.findall(text):
        if token == "\n":
            lines.append("".join(line).rstrip())
            line = []
            continue
        if line and _width("".join(line) + token.rstrip()) > width:
            carried = [token]
            while line and (
                carried[0][0] in _NO_LINE_START or line[-1].rstrip()[-1:] in _NO_LINE_END
            ):
                carried.insert(0, line.pop())
            if "".join(line).strip():
                lines.append("".join(line).rstrip())
                carried[0] = carried[0].lstrip()
                line = carried
            else:
                line = carried  # nowhere to break: the line runs over
        else:
            line.append(token)
    if "".join(line).strip():
        lines.append("".join(line).rstrip())
    return lines
