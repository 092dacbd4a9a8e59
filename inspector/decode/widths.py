"""Glyph widths of CIDFonts from /W and /W2 (ISO 32000-1 §9.7.4.3).

Both array forms are read: ``c [w1 w2 ...]`` gives consecutive CIDs their own widths,
``c_first c_last w`` gives a whole range one width. Ranges stay ranges. Where entries
overlap, the one written later wins.
"""

from __future__ import annotations

import bisect
import itertools
import operator
from array import array
from collections.abc import Iterable, Sequence
from typing import Any, overload

from inspector.pdf.packed import PackedArray


def _column(values: Iterable[int]) -> Sequence[int]:
    """Integers as a compact array, or a list when one does not fit (hostile values)."""
    items = list(values)
    try:
        return array("q", items)
    except OverflowError:
        return items


_Range = tuple[int, int, int, tuple[float, ...]]
"""First CID, last CID, order of the entry in the array, values."""


class _Ranges(Sequence[_Range]):
    """The ``c_first c_last w`` entries of an array, sorted, as columns: producers write
    one per glyph, and a tuple per entry costs several times its numbers."""

    def __init__(self, ranges: Sequence[_Range]) -> None:
        self.starts = _column(r[0] for r in ranges)
        self.lasts = _column(r[1] for r in ranges)
        self.orders = _column(r[2] for r in ranges)
        self.values = [r[3] for r in ranges]

    def __len__(self) -> int:
        return len(self.values)

    @overload
    def __getitem__(self, i: int) -> _Range: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[_Range]: ...

    def __getitem__(self, i: int | slice) -> _Range | Sequence[_Range]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return (self.starts[i], self.lasts[i], self.orders[i], self.values[i])


def _plain_ranges(array: Sequence[Any]) -> list[_Range] | None:
    """The entries of a /W array made only of ``c_first c_last w`` ranges of CIDs that
    do not run backwards (what fpdf2 writes, one per glyph), read a column at a time:
    the ranges the general reading makes, or None for any other array."""
    if not array or len(array) % 3:
        return None
    flat = array.numbers_if_flat() if isinstance(array, PackedArray) else None
    if flat is not None:
        array = flat  # its columns sliced in C, not element by element
    elif not all(type(v) is float or type(v) is int for v in array):  # bool, None, tuples
        return None
    firsts, lasts = array[0::3], array[1::3]
    if min(firsts) < 0:
        return None
    starts = list(map(int, firsts))
    ends = list(map(int, lasts))
    if not all(map(operator.le, starts, ends)):
        return None
    shared: dict[float, tuple[float, ...]] = {}
    values = []
    for w in map(float, array[2::3]):
        value = shared.get(w)
        if value is None:
            value = shared[w] = (w,)
        values.append(value)
    return list(zip(starts, ends, range(len(starts)), values))


class CidMetrics:
    """A /W (``stride`` 1) or /W2 (``stride`` 3) array, ready for lookups by CID."""

    def __init__(self, array: Sequence[Any], stride: int = 1) -> None:
        self.stride = stride
        self.problems: list[str] = []
        # One width per CID is what most producers write (``c [w]`` for each glyph), so
        # per CID only its values are kept, shared between CIDs with equal values; the
        # order of its entry matters only against ranges and is kept only with them.
        self._single: dict[int, tuple[float, ...]] = {}
        self._single_order: dict[int, int] = {}
        shared: dict[tuple[float, ...], tuple[float, ...]] = {}
        ranges: list[_Range] = []
        order = 0
        i = 0
        n = len(array)
        plain = _plain_ranges(array) if stride == 1 else None
        if plain is not None:
            ranges, i = plain, n  # what the loop below makes of them
        while i < n:
            first = array[i]
            if not isinstance(first, int | float) or isinstance(first, bool) or first < 0:
                self.problems.append(f"entry {i} is not a CID")
                i += 1
                continue
            start = int(first)
            nxt = array[i + 1] if i + 1 < n else None
            if isinstance(nxt, tuple):
                values = list(nxt)
                if any(v is None for v in values) or len(values) % stride:
                    self.problems.append(f"the widths after CID {start} are not all numbers")
                count = len(values) // stride
                for k in range(count):
                    chunk = values[k * stride : (k + 1) * stride]
                    if all(v is not None for v in chunk):
                        value = tuple(float(v) for v in chunk)
                        self._single[start + k] = shared.setdefault(value, value)
                        self._single_order[start + k] = order
                order += 1
                i += 2
                continue
            group = array[i + 1 : i + 2 + stride]
            if len(group) == 1 + stride and all(
                isinstance(v, int | float) and not isinstance(v, bool) for v in group
            ):
                last = int(group[0])
                if last >= start:
                    value = tuple(float(v) for v in group[1:])
                    ranges.append((start, last, order, shared.setdefault(value, value)))
                else:
                    self.problems.append(f"range {start}-{last} runs backwards")
                order += 1
                i += 2 + stride
                continue
            self.problems.append(f"entry {i} (CID {start}) is not followed by widths")
            i += 1
        ranges.sort()
        self._ranges = _Ranges(ranges)
        if not ranges:
            self._single_order = {}
        self._starts = self._ranges.starts
        self._has_ranges = bool(ranges)
        self._overlapping = any(a[1] >= b[0] for a, b in itertools.pairwise(ranges))

    def __bool__(self) -> bool:
        return bool(self._single or self._ranges)

    def lookup(self, cid: int) -> tuple[float, ...] | None:
        """The values for a CID, or None when the array does not list it."""
        single = self._single.get(cid)
        if not self._has_ranges:
            return single
        found = self._range(cid)
        if found is not None and (single is None or found[0] > self._single_order[cid]):
            return found[1]
        return single

    def _range(self, cid: int) -> tuple[int, tuple[float, ...]] | None:
        if not self._has_ranges:
            return None
        if self._overlapping:
            hits = [(o, v) for lo, hi, o, v in self._ranges if lo <= cid <= hi]
            return max(hits) if hits else None
        i = bisect.bisect_right(self._starts, cid) - 1
        if i >= 0:
            ranges = self._ranges  # its columns, not an entry made for the lookup
            if cid <= ranges.lasts[i]:
                return ranges.orders[i], ranges.values[i]
        return None

    def weighted(self, cap: int = 65536) -> dict[float, int]:
        """How many CIDs each first value covers (a range counts each of its CIDs, up to
        ``cap``), for statistics such as a run of identical widths."""
        counts: dict[float, int] = {}
        for v in self._single.values():
            counts[v[0]] = counts.get(v[0], 0) + 1
        for lo, hi, _, v in self._ranges:
            counts[v[0]] = counts.get(v[0], 0) + min(hi - lo + 1, cap)
        return counts

    def values(self) -> list[float]:
        """Every first value (the width, or w1y for /W2), for statistics."""
        out = [v[0] for v in self._single.values()]
        out += [r[3][0] for r in self._ranges]
        return out
