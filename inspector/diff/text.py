"""The text of two pages aligned (lines, then characters) and each difference traced to
its cause in the chain where the chain shows one."""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable, Mapping

from inspector.chain import CodeInfo
from inspector.diff.model import Cause, TextChange
from inspector.diff.read import Origin, PageLines

CAUSES_PER_CHANGE = 5
"""Causes listed for one difference (the codes behind a long replaced run are many)."""

CHAR_ALIGN_LIMIT = 4000
"""Characters of a block of changed lines (A's and B's together) aligned as one run; a
longer block is aligned line with line (6,000 differing characters a side took 5 s as
one run)."""

CodeKey = tuple[str, bytes]
"""A code of a font: the font's key and the code's bytes."""


class Fonts:
    """How the fonts of A and B are paired and named."""

    def __init__(
        self, pairs: Mapping[str, str], labels_a: Mapping[str, str], labels_b: Mapping[str, str]
    ):
        self.a_to_b = dict(pairs)
        self.b_to_a = {b: a for a, b in pairs.items()}
        self.labels_a = labels_a
        self.labels_b = labels_b


def _codes(origins: Iterable[Origin | None]) -> dict[CodeKey, CodeInfo]:
    out: dict[CodeKey, CodeInfo] = {}
    for origin in origins:
        if origin is not None:
            out.setdefault((origin[0], origin[1].code_bytes), origin[1])
    return out


def _text(info: CodeInfo) -> str | None:
    return info.unicode


def compare_page(a: PageLines | None, b: PageLines | None, fonts: Fonts) -> list[TextChange]:
    """The differences of two pages' text (one of them None: that file lacks the page)."""
    lines_a = list(a.lines) if a else []
    lines_b = list(b.lines) if b else []
    if lines_a == lines_b:
        return []
    origins_a = list(a.origins) if a else []
    origins_b = list(b.origins) if b else []
    page_a = _codes(o for row in origins_a for o in row)
    page_b = _codes(o for row in origins_b for o in row)
    matcher = difflib.SequenceMatcher(None, lines_a, lines_b, autojunk=False)
    opcodes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    # Lines that only moved: in a changed block of A and in a changed block of B alike.
    removed = Counter(line for _t, i1, i2, _j1, _j2 in opcodes for line in lines_a[i1:i2])
    added = Counter(line for _t, _i1, _i2, j1, j2 in opcodes for line in lines_b[j1:j2])
    moved = removed & added
    moved_in_b = Counter(moved)
    changes: list[TextChange] = []
    for _tag, i1, i2, j1, j2 in opcodes:
        rest_a: list[int] = []
        for i in range(i1, i2):
            if moved[lines_a[i]] > 0:
                moved[lines_a[i]] -= 1
                where_b = _find(lines_b, lines_a[i], i)
                changes.append(
                    TextChange(
                        lines_a[i],
                        lines_b[where_b],
                        i + 1,
                        where_b + 1,
                        (Cause("order"),),
                        _glyph(list(origins_a[i]), 0, len(origins_a[i])),
                        _glyph(list(origins_b[where_b]), 0, len(origins_b[where_b])),
                    )
                )
            else:
                rest_a.append(i)
        rest_b: list[int] = []
        for j in range(j1, j2):
            if moved_in_b[lines_b[j]] > 0:
                moved_in_b[lines_b[j]] -= 1
            else:
                rest_b.append(j)
        if not (rest_a or rest_b):
            continue
        size = sum(len(lines_a[i]) for i in rest_a) + sum(len(lines_b[j]) for j in rest_b)
        if size <= CHAR_ALIGN_LIMIT:
            blocks = [(rest_a, rest_b)]
        else:
            # Too long to align as one run of characters (the time grows with the
            # product of the lengths): the lines in order, one with one, the rest whole.
            count = min(len(rest_a), len(rest_b))
            blocks = [([rest_a[k]], [rest_b[k]]) for k in range(count)]
            blocks += [([i], []) for i in rest_a[count:]] + [([], [j]) for j in rest_b[count:]]
        for part_a, part_b in blocks:
            changes.extend(
                _compare_lines(
                    lines_a, origins_a, part_a, lines_b, origins_b, part_b, page_a, page_b, fonts
                )
            )
    return changes


def _find(lines: list[str], line: str, near: int) -> int:
    """The index of ``line`` in ``lines`` nearest to ``near``."""
    found = [k for k, value in enumerate(lines) if value == line]
    return min(found, key=lambda k: abs(k - near))


def _compare_lines(
    lines_a: list[str],
    origins_a: list[tuple[Origin | None, ...]],
    rest_a: list[int],
    lines_b: list[str],
    origins_b: list[tuple[Origin | None, ...]],
    rest_b: list[int],
    page_a: dict[CodeKey, CodeInfo],
    page_b: dict[CodeKey, CodeInfo],
    fonts: Fonts,
) -> list[TextChange]:
    """A block of changed lines aligned character by character (the lines joined by line
    breaks, which no code draws)."""
    text_a, org_a = _joined(lines_a, origins_a, rest_a)
    text_b, org_b = _joined(lines_b, origins_b, rest_b)
    starts_a = _line_starts(lines_a, rest_a)
    starts_b = _line_starts(lines_b, rest_b)
    matcher = difflib.SequenceMatcher(None, text_a, text_b, autojunk=False)
    out: list[TextChange] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        seg_a, seg_b = text_a[i1:i2], text_b[j1:j2]
        causes = _causes(seg_a, org_a[i1:i2], seg_b, org_b[j1:j2], page_a, page_b, fonts)
        # A run that starts with a line break is said on the line after it.
        line_a = _line_at(starts_a, i1 + len(seg_a) - len(seg_a.lstrip("\n")))
        line_b = _line_at(starts_b, j1 + len(seg_b) - len(seg_b.lstrip("\n")))
        out.append(
            TextChange(
                seg_a, seg_b, line_a, line_b, causes, _glyph(org_a, i1, i2), _glyph(org_b, j1, j2)
            )
        )
    return out


def first_glyph(page: PageLines) -> tuple[int, int] | None:
    """(string, code) of the first code drawing a page's text (None: it draws none)."""
    for row in page.origins:
        found = _glyph(list(row), 0, len(row))
        if found is not None:
            return found
    return None


def _glyph(origins: list[Origin | None], start: int, end: int) -> tuple[int, int] | None:
    """(string, code) of the first code drawing ``origins[start:end]``; for a run no code
    draws (nothing, or spaces the layout put there), of the nearest code after it, else
    before it."""
    for pos in (*range(start, end), *range(end, len(origins)), *range(start - 1, -1, -1)):
        origin = origins[pos]
        if origin is not None:
            return origin[2], origin[3]
    return None


def _joined(
    lines: list[str], origins: list[tuple[Origin | None, ...]], rows: list[int]
) -> tuple[str, list[Origin | None]]:
    text: list[str] = []
    where: list[Origin | None] = []
    for n, k in enumerate(rows):
        if n:
            text.append("\n")
            where.append(None)
        text.append(lines[k])
        where.extend(origins[k])
    return "".join(text), where


def _line_starts(lines: list[str], rows: list[int]) -> list[tuple[int, int]]:
    """(offset in the joined text, 1-based line number) of each joined line."""
    out = []
    pos = 0
    for k in rows:
        out.append((pos, k + 1))
        pos += len(lines[k]) + 1
    return out


def _line_at(starts: list[tuple[int, int]], pos: int) -> int | None:
    line = None
    for start, number in starts:
        if start <= pos:
            line = number
    return line


def _causes(
    seg_a: str,
    org_a: list[Origin | None],
    seg_b: str,
    org_b: list[Origin | None],
    page_a: dict[CodeKey, CodeInfo],
    page_b: dict[CodeKey, CodeInfo],
    fonts: Fonts,
) -> tuple[Cause, ...]:
    if "".join(seg_a.split()) == "".join(seg_b.split()):
        # Said to be the layout's only when no code draws any of the differing spaces.
        drawn = any(o is not None for o in (*org_a, *org_b))
        return (Cause("whitespace", source=None if drawn else "layout"),)
    codes_a, codes_b = _codes(org_a), _codes(org_b)
    # A's codes under B's key of their font; a font B lacks keeps a key B cannot have.
    drawn_a = [(fonts.a_to_b.get(o[0], "A " + o[0]), o[1].code_bytes) for o in _drawn(org_a)]
    drawn_b = [(o[0], o[1].code_bytes) for o in _drawn(org_b)]
    causes: dict[tuple[str, str | None, str | None], Cause] = {}
    if drawn_a != drawn_b:
        # The page draws other codes here; codes drawn on both sides may still map
        # differently, which is said too.
        causes[("content", None, None)] = Cause("content")
        both = set(drawn_a) & set(drawn_b)
        codes_b = {k: v for k, v in codes_b.items() if k in both}
        codes_a = {}
    # Each code against the same code of the paired font on the other page: where their
    # Unicode differs, the mapping is the cause.
    for (key_b, code), info_b in codes_b.items():
        paired_a = fonts.b_to_a.get(key_b)
        other_a = page_a.get((paired_a, code)) if paired_a is not None else None
        if other_a is not None:
            _mapping_cause(causes, other_a, info_b, fonts.labels_b.get(key_b, key_b))
    for (key_a, code), info_a in codes_a.items():
        paired_b = fonts.a_to_b.get(key_a)
        other_b = page_b.get((paired_b, code)) if paired_b is not None else None
        if paired_b is not None and other_b is not None:
            _mapping_cause(causes, info_a, other_b, fonts.labels_b.get(paired_b, paired_b))
    if causes:
        return tuple(list(causes.values())[:CAUSES_PER_CHANGE])
    return (Cause("unknown"),)


def _drawn(origins: list[Origin | None]) -> list[Origin]:
    """The codes behind a run of characters, in order, each once however many
    characters it gives (a code's characters are consecutive and share its origin)."""
    out: list[Origin] = []
    for origin in origins:
        if origin is not None and (not out or out[-1] is not origin):
            out.append(origin)
    return out


def _mapping_cause(
    causes: dict[tuple[str, str | None, str | None], Cause],
    info_a: CodeInfo,
    info_b: CodeInfo,
    font: str,
) -> None:
    text_a, text_b = _text(info_a), _text(info_b)
    if text_a == text_b:
        return
    code = info_a.code_bytes.hex()
    if text_b is None:
        kind, source = "unmapped", info_a.unicode_source.json
    elif text_a is None:
        kind, source = "mapped", info_b.unicode_source.json
    else:
        kind, source = "mapping", info_b.unicode_source.json
    causes.setdefault((kind, font, code), Cause(kind, font, code, text_a, text_b, source))
