"""A content stream as text, with its tokens and where each text-related operator is.

The interpreter numbers the operators it looks at (``TextShow.instruction``); this module
counts the same operators in the lexed stream so the window can point at the operator
that showed a string, and at the string inside a TJ array.

The text is the stream pretty-printed as a PDF person reads it: one operator with its
operands per line, indented by ``q``/``Q`` and ``BT``/``ET``; only the whitespace between
tokens changes (strings, comments and inline image data stay as they are), and every
position of the source is one of the text shown.
"""

from __future__ import annotations

import bisect
from array import array
from dataclasses import dataclass

from pygments.token import Comment, Keyword, Number, String, Whitespace, _TokenType

from inspector.content.interpreter import TEXT_OPERATORS
from inspector.report.highlight import ContentStreamLexer

_COUNTED = frozenset(TEXT_OPERATORS.split())

MAX_INDENT = 12
"""Deepest indentation shown (levels of q and BT)."""

HIGHLIGHT_LIMIT = 2_000_000
"""Streams longer than this (characters) are shown without colours."""


@dataclass(frozen=True, slots=True)
class ContentSource:
    """One content stream: its text (Latin-1), tokens and text-operator positions."""

    label: str
    objnum: int | None
    forms: tuple[str, ...]
    text: str
    token_starts: array[int]
    token_ends: array[int]
    token_types: tuple[_TokenType, ...]
    operators: tuple[tuple[int, int, int], ...]
    """For each counted operator: (first token of its operands, operator start, end)."""
    size: int = 0
    """Bytes of the stream as stored (``text`` is laid out anew)."""

    def operator_span(self, instruction: int) -> tuple[int, int] | None:
        """Text range of an instruction (operands and operator), by the interpreter's index."""
        if not 0 <= instruction < len(self.operators):
            return None
        first, _start, end = self.operators[instruction]
        return first, end

    def operand_span(self, instruction: int, tj_index: int | None) -> tuple[int, int] | None:
        """Text range of the string operand (for TJ, the ``tj_index``-th array element)."""
        span = self.operator_span(instruction)
        if span is None:
            return None
        lo, hi = span
        i = bisect.bisect_left(self.token_starts, lo)
        depth = 0
        element = 0
        last_string: tuple[int, int] | None = None
        while i < len(self.token_starts) and self.token_starts[i] < hi:
            start, end, kind = self.token_starts[i], self.token_ends[i], self.token_types[i]
            value = self.text[start:end]
            if value == "[":
                depth += 1
            elif value == "]":
                depth -= 1
            elif kind in String and value != ")" and kind not in String.Escape:
                string_end = _string_end(self, i)
                if tj_index is None:
                    last_string = (start, string_end[1])
                elif depth == 1:
                    if element == tj_index:
                        return start, string_end[1]
                    element += 1
                i = string_end[0]
            elif kind in Number and depth == 1:
                element += 1
            i += 1
        return last_string


def _string_end(source: ContentSource, i: int) -> tuple[int, int]:
    """For a string starting at token ``i``: index of its last token and its end offset."""
    text = source.text
    if text[source.token_starts[i]] == "<":
        return i, source.token_ends[i]
    depth = 0
    j = i
    while j < len(source.token_starts):
        value = text[source.token_starts[j] : source.token_ends[j]]
        kind = source.token_types[j]
        if kind not in String.Escape:
            depth += value.count("(") - value.count(")") if value in ("(", ")") else 0
        if depth == 0 and j > i:
            return j, source.token_ends[j]
        j += 1
    return j - 1, source.token_ends[j - 1]


def build_source(
    label: str, objnum: int | None, forms: tuple[str, ...], data: bytes
) -> ContentSource:
    """Lex a content stream, lay it out one operator per line and locate the operators
    the interpreter counts."""
    raw = data.decode("latin-1")
    starts: array[int] = array("l")
    ends: array[int] = array("l")
    types: list[_TokenType] = []
    operators: list[tuple[int, int, int]] = []
    operand_start: int | None = None
    pieces: list[str] = []
    length = 0
    depth = 0
    line_done = False  # the last token ended an instruction (an operator or a comment)
    verbatim = False  # inside an inline image (after ID): its data kept as it is
    started = False
    for _start, kind, value in ContentStreamLexer().get_tokens_unprocessed(raw):
        if not value:
            continue
        if kind in Whitespace:
            if verbatim or not started:
                piece = value if verbatim else ""
            elif line_done:
                continue  # the next token starts the next line
            else:
                piece = " "
            if piece:
                pieces.append(piece)
                starts.append(length)
                length += len(piece)
                ends.append(length)
                types.append(kind)
            continue
        operator = kind in Keyword and kind not in Keyword.Constant
        if operator and value in ("Q", "ET"):
            depth = max(depth - 1, 0)
        if line_done and started:
            gap = "\n" + "  " * min(depth, MAX_INDENT)
            pieces.append(gap)
            starts.append(length)
            length += len(gap)
            ends.append(length)
            types.append(Whitespace)
        started = True
        start = length
        pieces.append(value)
        length += len(value)
        end = length
        starts.append(start)
        ends.append(end)
        types.append(kind)
        if value == "ID" and operator:
            verbatim = True
        elif value == "EI" and operator:
            verbatim = False
        line_done = (operator and not verbatim and value != "BI") or kind in Comment.Single
        if operator and value in ("q", "BT"):
            depth += 1
        if kind in Comment:
            continue
        if operand_start is None:
            operand_start = start
        if kind in Keyword and kind not in Keyword.Constant:
            if value in _COUNTED:
                operators.append((operand_start, start, end))
            operand_start = None
    return ContentSource(
        label=label,
        objnum=objnum,
        forms=forms,
        text="".join(pieces),
        token_starts=starts,
        token_ends=ends,
        token_types=tuple(types),
        operators=tuple(operators),
        size=len(data),
    )
