"""Character alignment of an engine's text with ours, whitespace aside.

Both texts become token sequences: each character that is not whitespace (or an
invisible format character, see :data:`INVISIBLE`) is a token,
and pdfminer.six's ``(cid:N)`` escape, which stands for one code, is one token. Each
token remembers whether whitespace came before it, so that spacing can be compared
where the characters agree. The alignment is :class:`difflib.SequenceMatcher` on the
tokens (longest common blocks, recursively), without its "junk" heuristic, which would
ignore the commonest kana and ideographs of a CJK page; a page of 5,000 characters
aligns in well under a second (README, Comparing with other extractors).

Before that, :func:`in_our_order` matches the engine's lines with ours as units,
whatever their order: a line (or a stretch of a line) of ours the engine printed whole at
another place of the page is moved to where ours has it and reported once as a
:class:`Move` (another reading order), so that the character alignment never takes a
different order for dropped and added text.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
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
    anchors: tuple[tuple[int, int, int, int], ...] = ()
    """The engine's tokens put in our order (:func:`in_our_order`): token ranges
    ``(a1, a2, b1, b2)`` of our lines and the engine's lines (or stretches) matched with
    them as units, in order; :func:`align` aligns each pair as a unit."""


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
    that differ. Lines matched as units (``theirs.anchors``) are aligned pair by pair,
    and the lines between them as before."""
    out: list[Opcode] = []
    a_at = b_at = 0
    for a1, a2, b1, b2 in theirs.anchors:
        _by_lines(out, ours, theirs, (a_at, a1), (b_at, b1))
        if ours.items[a1:a2] == theirs.items[b1:b2]:
            _add(out, ("equal", a1, a2, b1, b2))
        else:
            _characters(out, ours.items, theirs.items, a1, a2, b1, b2)
        a_at, b_at = a2, b2
    _by_lines(out, ours, theirs, (a_at, len(ours.items)), (b_at, len(theirs.items)))
    return out


def _by_lines(
    out: list[Opcode],
    ours: Tokens,
    theirs: Tokens,
    a_span: tuple[int, int],
    b_span: tuple[int, int],
) -> None:
    """Align the lines of two stretches, then the tokens of the lines that differ."""
    a_lines = _lines_in(ours, *a_span)
    b_lines = _lines_in(theirs, *b_span)
    if not a_lines or not b_lines:
        _characters(out, ours.items, theirs.items, a_span[0], a_span[1], b_span[0], b_span[1])
        return
    a_keys = ["".join(ours.items[s:e]) for s, e in a_lines]
    b_keys = ["".join(theirs.items[s:e]) for s, e in b_lines]
    matcher = SequenceMatcher(None, a_keys, b_keys, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        a1, a2 = _range(a_lines, i1, i2, a_span[1])
        b1, b2 = _range(b_lines, j1, j2, b_span[1])
        if tag == "equal":
            _add(out, ("equal", a1, a2, b1, b2))
            continue
        _characters(out, ours.items, theirs.items, a1, a2, b1, b2)


def _lines_in(tokens_: Tokens, low: int, high: int) -> list[tuple[int, int]]:
    """The lines of the tokens ``low`` up to ``high`` (the first starting at ``low``)."""
    if low >= high:
        return []
    starts = [low, *(i for i in range(low + 1, high) if tokens_.broken[i])]
    return list(zip(starts, [*starts[1:], high]))


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


MOVED_PIECE = 4
"""A line of ours found inside a longer line of the engine's (another column order within
a printed line) is taken as moved text from this many tokens on; shorter ones are found
by chance."""


LINE_ALIKE = 0.6
"""A line of ours and a line of the engine's that neither matches whole are one line
printed in another place when this share of their characters is alike (as multisets):
the engine printed it with a difference of its own (a mapping, a spacing)."""

LINE_COVERED = 0.75
"""... and when the engine's line holds this share of our line's characters: a line of
ours the engine split over several lines of its own is no pair (the characters align in
order across its lines)."""

FUZZY_PAIRS = 100_000
"""Above this many pairs of unmatched lines, lines are not paired by likeness (the
character alignment still runs)."""


@dataclass(frozen=True, slots=True)
class Move:
    """Lines of ours the engine printed at another place of the page."""

    ours: tuple[int, int]
    """Our tokens ``first`` up to ``end`` (whole lines)."""
    theirs: list[tuple[int, int]]
    """The engine's tokens of those lines where it printed them (positions in its own
    token sequence, before reordering), one range per line of ours."""
    line: int
    """0-based line of the engine's text where the first of them stands."""
    span: tuple[int, int]
    """Where the engine printed them in its text (characters, first to last)."""


def _key_lines(tokens_: Tokens) -> tuple[list[tuple[int, int]], list[str]]:
    lines = _lines(tokens_)
    return lines, ["\x00".join(tokens_.items[s:e]) for s, e in lines]


def in_our_order(ours: Tokens, theirs: Tokens) -> tuple[Tokens, list[Move]]:
    """The engine's tokens with every line of ours it printed whole at another place
    moved to where ours has it, and those moves (consecutive lines moved together are one
    move). Lines are matched whole first (in order, then anywhere, the nearest copy),
    then as stretches of the engine's longer lines, then by likeness (:data:`LINE_ALIKE`,
    whole lines, then pieces cut at the engine's spaces); equal lines of ours take their
    partners in order. Of the matches, the longest run in the same order in both texts
    stays where it is and the others are moves. The engine's text nothing of ours matches
    follows what it followed. The tokens keep their ``starts`` in the engine's text, a
    matched stretch of a line starts a line of its own, and every match is an anchor of
    the alignment (``Tokens.anchors``)."""
    a_lines, a_keys = _key_lines(ours)
    b_lines, b_keys = _key_lines(theirs)
    if not a_lines or not b_lines:
        return theirs, []
    matcher = SequenceMatcher(None, a_keys, b_keys, autojunk=False)
    pair: dict[int, tuple[int, int]] = {}  # our line -> the engine's token range
    used: set[int] = set()
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            pair[block.a + k] = b_lines[block.b + k]
            used.add(block.b + k)
    free: dict[str, list[int]] = {}
    for j, key in enumerate(b_keys):
        if j not in used:
            free.setdefault(key, []).append(j)
    for i, key in enumerate(a_keys):
        if i not in pair and free.get(key):
            # Of the same line printed several times, the one nearest to where ours is.
            here = _place(ours, a_lines[i][0])
            j = min(free[key], key=lambda j: abs(_place(theirs, b_lines[j][0]) - here))
            free[key].remove(j)
            used.add(j)
            pair[i] = b_lines[j]
    pieces = [b_lines[j] for j in range(len(b_lines)) if j not in used]
    for i, (start, end) in enumerate(a_lines):
        if i not in pair and end - start >= MOVED_PIECE:
            found = _find_piece(theirs.items, pieces, ours.items[start:end])
            if found is not None:
                pair[i] = found
    taken = _pair_alike(ours, theirs, a_lines, pieces, pair)
    # What is left of the engine's lines, cut at its spaces: two lines of ours it printed
    # on one line (columns side by side).
    words = [w for n, u in enumerate(pieces) if n not in taken for w in _words(theirs, u)]
    _pair_alike(ours, theirs, a_lines, words, pair)
    # Equal lines of ours are interchangeable: their partners go to them in order.
    same_key: dict[str, list[int]] = {}
    for i in pair:
        same_key.setdefault(a_keys[i], []).append(i)
    for group in same_key.values():
        if len(group) > 1:
            for i, rng in zip(sorted(group), sorted(pair[i] for i in group)):
                pair[i] = rng
    ordered = sorted(pair)
    staying = set(_increasing([pair[i][0] for i in ordered], ordered))
    moved = {i: pair[i] for i in ordered if i not in staying}
    if not pair:
        return theirs, []
    # The engine's units (lines, cut round the stretches matched inside them) in its
    # order, each matched one given our line's place and the others following theirs.
    cuts = sorted(pair.values())
    units: list[tuple[int, int]] = []
    for start, end in b_lines:
        cut = start
        for m_start, m_end in cuts:
            if start <= m_start < end:
                if cut < m_start:
                    units.append((cut, m_start))
                units.append((m_start, m_end))
                cut = m_end
        if cut < end:
            units.append((cut, end))
    home = {rng: i for i, rng in pair.items()}
    order: list[tuple[float, int, tuple[int, int]]] = []
    last = -1.0
    for n, unit in enumerate(units):
        if unit in home:
            last = float(home[unit])
            order.append((last, n, unit))
        else:
            order.append((last + 0.5, n, unit))
    order.sort()
    items: list[str] = []
    starts: list[int] = []
    spaced: list[bool] = []
    broken: list[bool] = []
    anchors: list[tuple[int, int, int, int]] = []
    for _key, _n, (start, end) in order:
        first = len(items)
        if (start, end) in home:
            mine = a_lines[home[(start, end)]]
            anchors.append((mine[0], mine[1], first, first + end - start))
        items.extend(theirs.items[start:end])
        starts.extend(theirs.starts[start:end])
        spaced.extend(theirs.spaced[start:end])
        broken.extend(theirs.broken[start:end])
        if (start, end) in home and start < end:
            # A matched unit starts a line: a line break stands before it, as before ours.
            broken[first] = True
            spaced[first] = first > 0
    spaced[0], broken[0] = False, True
    line_starts = [start for start, _end in b_lines]
    moves: list[Move] = []
    for i in sorted(moved):
        start, end = moved[i]
        low = min(theirs.starts[start:end])
        high = max(s + len(t) for s, t in zip(theirs.starts[start:end], theirs.items[start:end]))
        previous = moves[-1] if moves else None
        if (
            previous is not None
            and previous.ours[1] == a_lines[i][0]
            and (previous.theirs[-1][1] == start)
        ):
            moves[-1] = Move(
                (previous.ours[0], a_lines[i][1]),
                [*previous.theirs, (start, end)],
                previous.line,
                (min(previous.span[0], low), max(previous.span[1], high)),
            )
        else:
            line = max(n for n, s in enumerate(line_starts) if s <= start)
            moves.append(Move(a_lines[i], [(start, end)], line, (low, high)))
    return Tokens(items, starts, spaced, broken, tuple(anchors)), moves


def _increasing(values: list[int], keys: list[int]) -> list[int]:
    """The keys of a longest strictly increasing run of ``values`` (patience sorting)."""
    tails: list[int] = []  # index into values of the last of each length
    before: list[int] = [-1] * len(values)
    for n, value in enumerate(values):
        low, high = 0, len(tails)
        while low < high:
            mid = (low + high) // 2
            if values[tails[mid]] < value:
                low = mid + 1
            else:
                high = mid
        before[n] = tails[low - 1] if low else -1
        if low == len(tails):
            tails.append(n)
        else:
            tails[low] = n
    out: list[int] = []
    n = tails[-1] if tails else -1
    while n >= 0:
        out.append(keys[n])
        n = before[n]
    return out[::-1]


def _pair_alike(
    ours: Tokens,
    theirs: Tokens,
    a_lines: list[tuple[int, int]],
    pieces: list[tuple[int, int]],
    pair: dict[int, tuple[int, int]],
) -> set[int]:
    """Pair the lines of ours nothing matched whole with the engine's unmatched lines
    (or what is left of them) that are most alike, from :data:`LINE_ALIKE` on; the
    positions of the pieces taken."""
    left = [i for i in range(len(a_lines)) if i not in pair and a_lines[i][1] - a_lines[i][0] > 1]
    units = pieces
    if not left or not units or len(left) * len(units) > FUZZY_PAIRS:
        return set()
    counts = [Counter(theirs.items[s:e]) for s, e in units]
    scored: list[tuple[float, float, int, int]] = []
    for i in left:
        start, end = a_lines[i]
        mine = Counter(ours.items[start:end])
        size = end - start
        for n, (u_start, u_end) in enumerate(units):
            if u_end - u_start < 2:
                continue
            common = sum((mine & counts[n]).values())
            share = 2 * common / (size + u_end - u_start)
            if share >= LINE_ALIKE and common >= LINE_COVERED * size:
                # Alike lines: the most alike first, then the nearest to where ours is.
                away = abs(_place(theirs, u_start) - _place(ours, start))
                scored.append((-round(share, 3), away, i, n))
    scored.sort()
    taken: set[int] = set()
    for _share, _away, i, n in scored:
        if i in pair or n in taken:
            continue
        pair[i] = units[n]
        taken.add(n)
    return taken


def _place(tokens_: Tokens, position: int) -> float:
    """Where a token stands in its text, 0..1."""
    return position / max(len(tokens_.items), 1)


def _words(theirs: Tokens, unit: tuple[int, int]) -> list[tuple[int, int]]:
    """A unit of the engine's tokens cut where it printed whitespace."""
    start, end = unit
    out: list[tuple[int, int]] = []
    first = start
    for k in range(start + 1, end):
        if theirs.spaced[k]:
            out.append((first, k))
            first = k
    out.append((first, end))
    return out if len(out) > 1 else []


def _find_piece(
    items: list[str], pieces: list[tuple[int, int]], wanted: list[str]
) -> tuple[int, int] | None:
    """Where ``wanted`` stands whole inside one of the engine's unmatched ``pieces``; that
    piece is cut round it."""
    size = len(wanted)
    for n, (start, end) in enumerate(pieces):
        for k in range(start, end - size + 1):
            if items[k] == wanted[0] and items[k : k + size] == wanted:
                rest = [(start, k), (k + size, end)]
                pieces[n : n + 1] = [r for r in rest if r[0] < r[1]]
                return k, k + size
    return None


def similarity(ours: list[str], theirs: list[str]) -> float:
    """0..1: twice the tokens two texts have in common, counted as multisets whatever
    their order (NFKC forms), over the tokens of both (1 for two empty texts)."""
    total = len(ours) + len(theirs)
    if total == 0:
        return 1.0
    a = Counter(unicodedata.normalize("NFKC", t) for t in ours)
    b = Counter(unicodedata.normalize("NFKC", t) for t in theirs)
    return round(2 * sum((a & b).values()) / total, 4)


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
    b, _moves = in_our_order(a, b)
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
    "MOVED_PIECE",
    "UNREAD",
    "Move",
    "Opcode",
    "Tokens",
    "agreement",
    "align",
    "aligned_lines",
    "in_our_order",
    "similarity",
    "tokens",
    "unmatchable",
]
