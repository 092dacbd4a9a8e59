"""Character alignment of an engine's text with ours, whitespace aside.

Both texts become token sequences: each character that is not whitespace (or an
invisible format character, see :data:`INVISIBLE`) is a token,
and pdfminer.six's ``(cid:N)`` escape, which stands for one code, is one token. Each
token remembers whether whitespace came before it, so that spacing can be compared
where the characters agree. The alignment is :class:`difflib.SequenceMatcher` on the
tokens (longest common blocks, recursively), without its "junk" heuristic, which would
ignore the commonest kana and ideographs of a CJK page; a page of 5,000 characters
aligns in well under a second (README, Comparing with other extractors).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher

INVISIBLE = "\u00ad\u200b-\u200f\u2060-\u2064\ufeff"
"""Soft hyphen, zero-width spaces and joiners, direction marks, word joiner, BOM: what
extractors add or drop as they please, aside like whitespace."""

ESCAPE = re.compile(rf"\(cid:\d+\)|[^\s{INVISIBLE}]")
"""A token: pdfminer's escape for a code it cannot map, or one character."""

CHARACTER = re.compile(rf"[^\s{INVISIBLE}]")


@dataclass(frozen=True, slots=True)
class Tokens:
    """A text cut into tokens."""

    items: list[str]
    starts: list[int]
    """Where each token starts in the text."""
    spaced: list[bool]
    """Whether whitespace comes before each token (False for the first)."""
    broken: list[bool]
    """Whether a line break (or form feed) comes before each token (True for the first)."""


def tokens(text: str, escapes: bool = True) -> Tokens:
    """The tokens of a text; ``escapes`` makes each ``(cid:N)`` one token."""
    items: list[str] = []
    starts: list[int] = []
    spaced: list[bool] = []
    broken: list[bool] = []
    end = 0
    for match in (ESCAPE if escapes else CHARACTER).finditer(text):
        first = not items
        items.append(match.group())
        starts.append(match.start())
        gap = text[end : match.start()]
        spaced.append(not first and any(c.isspace() for c in gap))
        broken.append(first or "\n" in gap or "\f" in gap or "\r" in gap)
        end = match.end()
    return Tokens(items, starts, spaced, broken)


Opcode = tuple[str, int, int, int, int]
"""(tag, i1, i2, j1, j2) as difflib gives them: ``equal``, ``replace``, ``delete``
(ours only), ``insert`` (theirs only)."""


JUNK_ABOVE = 1_000_000
"""Above this product of the two lengths, a stretch of differing lines is aligned with
difflib's junk heuristic (bounded time, coarser alignment)."""


def align(ours: Tokens, theirs: Tokens) -> list[Opcode]:
    """The alignment of two token sequences: lines first, then the tokens of the lines
    that differ."""
    a_lines = _lines(ours)
    b_lines = _lines(theirs)
    a_keys = ["".join(ours.items[s:e]) for s, e in a_lines]
    b_keys = ["".join(theirs.items[s:e]) for s, e in b_lines]
    out: list[Opcode] = []
    matcher = SequenceMatcher(None, a_keys, b_keys, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        a1, a2 = _range(a_lines, i1, i2, len(ours.items))
        b1, b2 = _range(b_lines, j1, j2, len(theirs.items))
        if tag == "equal":
            _add(out, ("equal", a1, a2, b1, b2))
            continue
        _characters(out, ours.items, theirs.items, a1, a2, b1, b2)
    return out


def _lines(tokens: Tokens) -> list[tuple[int, int]]:
    starts = [i for i, broken in enumerate(tokens.broken) if broken]
    ends = [*starts[1:], len(tokens.items)]
    return list(zip(starts, ends))


def _range(lines: list[tuple[int, int]], first: int, last: int, size: int) -> tuple[int, int]:
    """Token positions of lines ``first`` up to ``last`` (exclusive)."""
    start = lines[first][0] if first < len(lines) else size
    end = lines[last - 1][1] if last > first else start
    return start, end


def _characters(
    out: list[Opcode], a: list[str], b: list[str], a1: int, a2: int, b1: int, b2: int
) -> None:
    if a1 == a2 and b1 == b2:
        return
    junk = (a2 - a1) * (b2 - b1) > JUNK_ABOVE
    matcher = SequenceMatcher(None, a[a1:a2], b[b1:b2], autojunk=junk)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        _add(out, (tag, a1 + i1, a1 + i2, b1 + j1, b1 + j2))


def _add(out: list[Opcode], op: Opcode) -> None:
    """Append an opcode, merged into the last one when it has the same tag."""
    tag, i1, i2, j1, j2 = op
    if i1 == i2 and j1 == j2:
        return
    if out and out[-1][0] == tag and out[-1][2] == i1 and out[-1][4] == j1:
        last = out[-1]
        out[-1] = (tag, last[1], i2, last[3], j2)
        return
    out.append(op)


def agreement(ours: Tokens, theirs: Tokens, opcodes: list[Opcode]) -> float:
    """0..1: twice the tokens aligned as equal over the tokens of both texts (1 for two
    empty texts)."""
    total = len(ours.items) + len(theirs.items)
    if total == 0:
        return 1.0
    same = sum(i2 - i1 for tag, i1, i2, _j1, _j2 in opcodes if tag == "equal")
    return round(2 * same / total, 4)


UNREAD = "\ufffd"
"""Our character for a code we cannot read."""


def unmatchable(a: Tokens) -> Tokens:
    """Our tokens with each U+FFFD made a token that matches nothing: a code we cannot
    read is explained by what the engine printed for it, however many characters."""
    if UNREAD not in a.items:
        return a
    items = [f"\x00unread{i}" if t == UNREAD else t for i, t in enumerate(a.items)]
    return Tokens(items, a.starts, a.spaced, a.broken)


def aligned_lines(ours: str, theirs: str) -> list[tuple[int, int, str]]:
    """For each line of our text, its start and end in ``ours`` and what the engine
    printed aligned with it (its characters that align with the line's, and those it
    printed instead or in addition there), spaced as the engine spaced them."""
    a = tokens(ours, escapes=False)
    b = tokens(theirs, escapes=True)
    line_of: list[int] = []
    line = -1
    for broken in a.broken:
        line += 1 if broken else 0
        line_of.append(line)
    owner = [-1] * len(b.items)
    for tag, i1, i2, j1, j2 in align(unmatchable(a), b):
        for j in range(j1, j2):
            if tag == "equal":
                owner[j] = line_of[i1 + j - j1]
            elif i2 > i1:
                # Spread the engine's stretch over ours in proportion.
                k = i1 + (j - j1) * (i2 - i1) // max(j2 - j1, 1)
                owner[j] = line_of[k]
            else:
                owner[j] = line_of[i1 - 1] if i1 > 0 else (line_of[0] if line_of else -1)
    pieces: dict[int, list[str]] = {}
    for j, item in enumerate(b.items):
        if owner[j] < 0:
            continue
        parts = pieces.setdefault(owner[j], [])
        parts.append((" " if parts and b.spaced[j] else "") + item)
    out: list[tuple[int, int, str]] = []
    starts = [i for i, broken in enumerate(a.broken) if broken]
    ends = [*starts[1:], len(a.items)]
    for number, (first, last) in enumerate(zip(starts, ends)):
        start = a.starts[first]
        end = a.starts[last - 1] + len(a.items[last - 1])
        out.append((start, end, "".join(pieces.get(number, []))))
    return out


__all__ = [
    "UNREAD",
    "Opcode",
    "Tokens",
    "agreement",
    "align",
    "aligned_lines",
    "tokens",
    "unmatchable",
]
