"""Excerpts of CMap sources and content streams around the lines that matter.

An excerpt is plain data (the report model): chunks of consecutive source lines with
their 1-based line numbers, and the numbers of the lines to highlight. CMap line
numbers are those the CMap parser gives in :class:`~inspector.chain.Origin`; content
lines are counted in the page's content (its streams joined by a newline).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from typing import Any

from pygments.token import Keyword, String, Whitespace

from inspector.cmap import CMap
from inspector.content.interpreter import TEXT_OPERATORS
from inspector.report.highlight import ContentStreamLexer

CONTEXT_LINES = 2
"""Lines shown before and after a line of interest."""

CODESPACE_LINES = 10
"""At most this many ranges of each codespace section are shown."""

MAX_LINE = 160
"""Longer lines are cut, around the part that matters."""

MAX_CHUNKS = 6

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_CODESPACE_BEGIN = re.compile(r"\bbegincodespacerange\b")
_CODESPACE_END = re.compile(r"\bendcodespacerange\b")
_STRUCTURE = re.compile(r"/CMapName\b|\busecmap\b|/WMode\b")
_COUNTED = frozenset(TEXT_OPERATORS.split())


_UNPRINTABLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\xff]")


def printable(line: str) -> str:
    """A line of Latin-1 decoded bytes with control and non-ASCII bytes written as PDF
    octal escapes (``\\340``), the way they would be typed in a string operand."""
    return _UNPRINTABLE.sub(lambda m: f"\\{ord(m.group()):03o}", line)


def source_lines(source: bytes) -> list[str]:
    """A source split into lines the way the CMap parser counts them (Latin-1)."""
    return _LINE_BREAK.split(source.decode("latin-1"))


def _windows(wanted: Iterable[int], structure: Iterable[int], count: int) -> list[tuple[int, int]]:
    spans = [(n, n) for n in structure if 1 <= n <= count]
    spans += [
        (max(1, n - CONTEXT_LINES), min(count, n + CONTEXT_LINES))
        for n in sorted(set(wanted))
        if 1 <= n <= count
    ]
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged[:MAX_CHUNKS]


def structure_lines(lines: list[str]) -> list[int]:
    """The lines that say how a CMap reads codes: its name, ``usecmap``, WMode and the
    codespace sections (at most :data:`CODESPACE_LINES` lines of each)."""
    found: list[int] = []
    inside = False
    ranges = 0
    for number, line in enumerate(lines, start=1):
        if _CODESPACE_BEGIN.search(line):
            inside, ranges = True, 0
            found.append(number)
        elif inside and _CODESPACE_END.search(line):
            inside = False
            found.append(number)
        elif inside:
            ranges += 1
            if ranges <= CODESPACE_LINES:
                found.append(number)
        elif _STRUCTURE.search(line):
            found.append(number)
    return found


def _cut(line: str, focus: tuple[int, int] | None = None) -> str:
    if len(line) <= MAX_LINE:
        return line
    if focus is None:
        return line[:MAX_LINE] + " …"
    lo = max(0, min(focus[0] - MAX_LINE // 2, len(line) - MAX_LINE))
    hi = lo + MAX_LINE
    return ("… " if lo else "") + line[lo:hi] + (" …" if hi < len(line) else "")


def cmap_excerpt(
    cmap: CMap, wanted: Iterable[int] = (), header: bool = True
) -> dict[str, Any] | None:
    """The lines of a CMap that say how it reads codes (name, ``usecmap``, WMode,
    codespace) and the lines around ``wanted``; None when the CMap has no source
    (Identity, a failed stream) or there is nothing to show.

    Args:
        cmap: the CMap.
        wanted: 1-based line numbers of entries that answered a lookup.
        header: include the structural lines (leave out for a predefined CMap).
    """
    if not cmap.source:
        return None
    lines = source_lines(cmap.source)
    structure = structure_lines(lines) if header else []
    wanted = sorted({n for n in wanted if 1 <= n <= len(lines)})
    chunks = [
        {"first_line": lo, "lines": [printable(_cut(line)) for line in lines[lo - 1 : hi]]}
        for lo, hi in _windows(wanted, structure, len(lines))
    ]
    if not chunks:
        return None
    return {
        "language": "cmap",
        "label": f"CMap {cmap.name}",
        "chunks": chunks,
        "marked": wanted,
        "total_lines": len(lines),
    }


class LexedContent:
    """A content stream's text (Latin-1) with its operators and string operands located.

    Lexing a long stream takes a while, so it is done once per page however many
    excerpts are cut from it.
    """

    def __init__(self, data: bytes) -> None:
        self.text = data.decode("latin-1")
        self.operators: list[tuple[int, int, int]] = []
        """Each counted operator: (start of its operands, operator start, operator end)."""
        self.strings: list[tuple[int, int]] = []
        """Each string operand, literal ``(...)`` or hex ``<...>``: (start, end)."""
        self.line_starts = [0] + [m.end() for m in _LINE_BREAK.finditer(self.text)]
        self._lex()

    def _lex(self) -> None:
        operand_start: int | None = None
        depth = 0
        begin = 0
        for start, kind, value in ContentStreamLexer().get_tokens_unprocessed(self.text):
            if not value:
                continue
            if operand_start is None and depth == 0 and kind not in Whitespace:
                operand_start = start
            if kind in String:
                if kind is String.Other and depth == 0:
                    self.strings.append((start, start + len(value)))
                elif kind not in String.Escape and value == "(":
                    if depth == 0:
                        begin = start
                    depth += 1
                elif kind not in String.Escape and value == ")" and depth:
                    depth -= 1
                    if depth == 0:
                        self.strings.append((begin, start + 1))
            if kind in Whitespace or depth:
                continue
            if kind in Keyword and kind not in Keyword.Constant:
                if value in _COUNTED:
                    first = start if operand_start is None else operand_start
                    self.operators.append((first, start, start + len(value)))
                operand_start = None
        if depth:
            self.strings.append((begin, len(self.text)))

    def line_of(self, offset: int) -> int:
        """0-based line of a text offset."""
        return bisect.bisect_right(self.line_starts, offset) - 1

    def masked(self, lo: int, hi: int, focus: int) -> tuple[str, int]:
        """``text[lo:hi]`` with every string operand replaced by ``(…)`` or ``<…>``, and
        where ``focus`` lands in the result."""
        text = self.text
        out: list[str] = []
        length = 0
        pos = lo
        new_focus: int | None = None
        for start, end in self.strings:
            if end <= lo or start >= hi or end <= pos:
                continue
            start = max(start, pos)
            if new_focus is None and pos <= focus < start:
                new_focus = length + focus - pos
            out.append(text[pos:start])
            length += start - pos
            if new_focus is None and start <= focus < end:
                new_focus = length
            stand_in = "<…>" if text[start] == "<" else "(…)"
            out.append(stand_in)
            length += len(stand_in)
            pos = end
        if pos < hi:
            if new_focus is None and pos <= focus < hi:
                new_focus = length + focus - pos
            out.append(text[pos:hi])
        return "".join(out), new_focus or 0


def content_excerpt(
    content: LexedContent, instruction: int, label: str, redact: bool = False
) -> dict[str, Any] | None:
    """The lines of a content stream around the ``instruction``-th text operator.

    Args:
        content: the lexed stream (a page's streams joined by a newline).
        instruction: the interpreter's index of the operator (``TextShow.instruction``).
        label: what the excerpt is of, e.g. ``"page 1 content"``.
        redact: replace every string operand by ``(…)`` or ``<…>``.

    Returns:
        An excerpt with the operator's line marked, or None when it cannot be found.
    """
    if not 0 <= instruction < len(content.operators):
        return None
    operand_start, op_start, op_end = content.operators[instruction]
    starts = content.line_starts
    first = max(0, content.line_of(operand_start) - CONTEXT_LINES)
    last = min(len(starts) - 1, content.line_of(op_end) + CONTEXT_LINES)
    lo = starts[first]
    hi = starts[last + 1] if last + 1 < len(starts) else len(content.text)
    if redact:
        window, focus = content.masked(lo, hi, op_start)
    else:
        window, focus = content.text[lo:hi], op_start - lo
    window = window.rstrip("\r\n")
    breaks = list(_LINE_BREAK.finditer(window))
    line_starts = [0] + [m.end() for m in breaks]
    line_ends = [m.start() for m in breaks] + [len(window)]
    marked = bisect.bisect_right(line_starts, focus) - 1
    lines = []
    for i, (a, b) in enumerate(zip(line_starts, line_ends)):
        within = (focus - a, focus - a + 2) if i == marked else None
        lines.append(printable(_cut(window[a:b], within)))
    return {
        "language": "content",
        "label": label,
        "chunks": [{"first_line": first + 1, "lines": lines}],
        "marked": [first + 1 + marked],
        "total_lines": len(starts),
    }


__all__ = ["LexedContent", "cmap_excerpt", "content_excerpt", "printable", "source_lines"]
