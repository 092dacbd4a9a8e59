"""Codespace ranges and the splitting of string bytes into codes (ISO 32000-1 §9.7.6.2-3).

A multi-byte codespace range is a rectangle in byte space: a code matches only when it
has the same length as the bounds and each byte lies between the corresponding bytes of
the bounds, so ``<8140> <82BF>`` does not contain ``<8201>``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CodespaceRange:
    """One ``begincodespacerange`` entry: equal-length byte bounds."""

    low: bytes
    high: bytes
    line: int | None = None

    @property
    def length(self) -> int:
        """Number of bytes of the codes in this range."""
        return len(self.low)

    def contains(self, code: bytes) -> bool:
        """Whether ``code`` lies inside the rectangle."""
        if len(code) != len(self.low):
            return False
        return all(lo <= b <= hi for lo, b, hi in zip(self.low, code, self.high))

    def matched_prefix(self, data: bytes, offset: int) -> int:
        """How many leading bytes of ``data[offset:]`` lie within this range's bounds."""
        count = 0
        for lo, hi in zip(self.low, self.high):
            if offset + count >= len(data) or not lo <= data[offset + count] <= hi:
                break
            count += 1
        return count

    def __str__(self) -> str:
        return f"<{self.low.hex()}> <{self.high.hex()}>"


def rectangles_intersect(a: CodespaceRange, b: CodespaceRange, length: int) -> bool:
    """Whether the first ``length`` bytes of two ranges share any byte sequence."""
    return all(max(a.low[i], b.low[i]) <= min(a.high[i], b.high[i]) for i in range(length))


@dataclass(frozen=True, slots=True)
class CodeSplit:
    """One code read from a string: where it is and the range it matched (or None)."""

    offset: int
    code_bytes: bytes
    codespace: CodespaceRange | None


_Tables = tuple[
    tuple[int, ...],
    tuple[tuple[CodespaceRange, ...], ...],
    int | None,
    tuple[int, ...],
    int,
    bytes,
]
_TABLES: dict[tuple[CodespaceRange, ...], _Tables] = {}
"""A Codespace's tables by its ranges, for the codespaces made again and again."""
_TABLES_KEPT = 64
_TABLE_NAMES = ("_lengths", "_by_first", "_uniform", "sure_lengths", "stride", "stride_leads")
"""The attributes :data:`_TABLES` keeps, in the order of ``_Tables``."""
"""At most this many kept (about 16 KB each): a document has a few distinct codespaces."""


class Codespace:
    """The codespace of a CMap, ready for splitting strings into codes."""

    def __init__(self, ranges: Iterable[CodespaceRange]) -> None:
        self.ranges: tuple[CodespaceRange, ...] = tuple(r for r in ranges if 1 <= r.length <= 4)
        tables = _TABLES.get(self.ranges)
        if tables is not None:
            # The tables of an equal codespace made before (most CMaps of a document
            # share one): they depend on the ranges only.
            self._set_tables(tables)
            return
        self._make_tables()
        if len(_TABLES) < _TABLES_KEPT:
            _TABLES[self.ranges] = self._tables()

    def _tables(self) -> _Tables:
        return tuple(getattr(self, name) for name in _TABLE_NAMES)

    def _set_tables(self, tables: _Tables) -> None:
        for name, value in zip(_TABLE_NAMES, tables):
            setattr(self, name, value)

    def _make_tables(self) -> None:
        by_length: dict[int, list[CodespaceRange]] = {}
        for r in self.ranges:
            by_length.setdefault(r.length, []).append(r)
        self._lengths = tuple(sorted(by_length))
        # For each first byte, the ranges (shortest first) whose first byte admits it.
        table: list[tuple[CodespaceRange, ...]] = []
        for first in range(256):
            table.append(
                tuple(
                    r for n in self._lengths for r in by_length[n] if r.low[0] <= first <= r.high[0]
                )
            )
        self._by_first = tuple(table)
        self._uniform = self._uniform_length()
        self.sure_lengths = tuple(self._sure_length(first) for first in range(256))
        """Per first byte, the code length when the first byte alone decides it (else 0)."""
        sure = [n for n in self.sure_lengths if n > 1]
        self.stride = max(set(sure), key=sure.count) if sure else 0
        """The multi-byte length most first bytes decide alone (0: none), with
        :attr:`stride_leads` the test that a string is made of such codes only."""
        self.stride_leads = bytes(0 if n == self.stride else 1 for n in self.sure_lengths)
        """A ``bytes.translate`` table: 0 for a first byte that alone decides a code of
        :attr:`stride` bytes, 1 for any other."""

    def _sure_length(self, first: int) -> int:
        """The length of the shortest full match for any code starting with ``first``,
        when every following byte is accepted (so no look at them is needed)."""
        candidates = self._by_first[first]
        if not candidates:
            return 0
        shortest = candidates[0]
        n = shortest.length
        for r in candidates:
            if r.length != n:
                break
            if all(lo == 0 for lo in r.low[1:]) and all(hi == 0xFF for hi in r.high[1:]):
                return n
        return 0

    def _uniform_length(self) -> int | None:
        """The code length when one range covers every byte sequence of that length."""
        if len(self._lengths) != 1:
            return None
        for r in self.ranges:
            if all(lo == 0 for lo in r.low) and all(hi == 0xFF for hi in r.high):
                return r.length
        return None

    @property
    def uniform(self) -> int | None:
        """The code length when one range covers every byte sequence of that length (so
        any string of a multiple of it splits into valid codes of that length)."""
        return self._uniform

    @property
    def min_length(self) -> int:
        """The shortest code length, or 1 when the codespace is empty."""
        return self._lengths[0] if self._lengths else 1

    def split(self, data: bytes) -> list[CodeSplit]:
        """Split string bytes into codes; every byte lands in exactly one code.

        Implements ISO 32000-1 §9.7.6.2 (the shortest full match wins, so a shorter range
        that is a prefix of a longer one hides it) and §9.7.6.3 for bytes that match no
        range: the code takes the length of the range with the longest partial match,
        the shorter length on a tie, and the shortest code length when not even the first
        byte matches.
        """
        out: list[CodeSplit] = []
        size = len(data)
        uniform = self._uniform
        if uniform is not None:
            full = size - size % uniform
            r = self.ranges[0] if len(self.ranges) == 1 else self._covering_range(uniform)
            out = [CodeSplit(i, data[i : i + uniform], r) for i in range(0, full, uniform)]
            if full < size:
                out.append(CodeSplit(full, data[full:], None))
            return out
        offset = 0
        while offset < size:
            code, matched = self._match_at(data, offset)
            out.append(CodeSplit(offset, code, matched))
            offset += len(code)
        return out

    def _covering_range(self, length: int) -> CodespaceRange:
        for r in self.ranges:
            if (
                r.length == length
                and all(lo == 0 for lo in r.low)
                and all(h == 255 for h in r.high)
            ):
                return r
        return self.ranges[0]

    def match_at(self, data: bytes, offset: int) -> tuple[bytes, CodespaceRange | None]:
        """The code starting at ``offset`` and the range it matched (None when invalid)."""
        return self._match_at(data, offset)

    def _match_at(self, data: bytes, offset: int) -> tuple[bytes, CodespaceRange | None]:
        candidates = self._by_first[data[offset]]
        for r in candidates:
            n = r.length
            if offset + n <= len(data) and r.contains(data[offset : offset + n]):
                return data[offset : offset + n], r
        # §9.7.6.3: no full match; pick the length of the longest partial match.
        best_len = 0
        best_matched = 0
        for r in self.ranges:
            matched = r.matched_prefix(data, offset)
            if matched > best_matched or (
                matched == best_matched and matched > 0 and r.length < best_len
            ):
                best_matched, best_len = matched, r.length
        if best_matched == 0:
            best_len = self.min_length
        end = min(offset + max(best_len, 1), len(data))
        return data[offset:end], None


def find_conflicts(
    ranges: Sequence[CodespaceRange],
) -> tuple[
    list[tuple[CodespaceRange, CodespaceRange]], list[tuple[CodespaceRange, CodespaceRange]]
]:
    """Prefix conflicts and same-width overlaps among codespace ranges.

    Returns ``(prefix_conflicts, overlaps)``. A prefix conflict pairs a shorter range
    with a longer one whose leading bytes it matches: those longer codes are
    unreachable (§9.7.6.2). Same-width overlaps are harmless and used as a union.
    """
    prefixes: list[tuple[CodespaceRange, CodespaceRange]] = []
    overlaps: list[tuple[CodespaceRange, CodespaceRange]] = []
    for i, a in enumerate(ranges):
        for b in ranges[i + 1 :]:
            if a.length == b.length:
                if a != b and rectangles_intersect(a, b, a.length):
                    overlaps.append((a, b))
                continue
            short, long_ = (a, b) if a.length < b.length else (b, a)
            if rectangles_intersect(short, long_, short.length):
                prefixes.append((short, long_))
    return prefixes, overlaps
