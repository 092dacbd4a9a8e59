"""Glyph widths of CIDFonts from /W and /W2 (ISO 32000-1 §9.7.4.3).

Both array forms are read: ``c [w1 w2 ...]`` gives consecutive CIDs their own widths,
``c_first c_last w`` gives a whole range one width. Ranges stay ranges. Where entries
overlap, the one written later wins.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from typing import Any


class CidMetrics:
    """A /W (``stride`` 1) or /W2 (``stride`` 3) array, ready for lookups by CID."""

    def __init__(self, array: Sequence[Any], stride: int = 1) -> None:
        self.stride = stride
        self.problems: list[str] = []
        self._single: dict[int, tuple[int, tuple[float, ...]]] = {}
        ranges: list[tuple[int, int, int, tuple[float, ...]]] = []
        order = 0
        i = 0
        n = len(array)
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
                        self._single[start + k] = (order, tuple(float(v) for v in chunk))
                order += 1
                i += 2
                continue
            group = array[i + 1 : i + 2 + stride]
            if len(group) == 1 + stride and all(
                isinstance(v, int | float) and not isinstance(v, bool) for v in group
            ):
                last = int(group[0])
                if last >= start:
                    ranges.append((start, last, order, tuple(float(v) for v in group[1:])))
                else:
                    self.problems.append(f"range {start}-{last} runs backwards")
                order += 1
                i += 2 + stride
                continue
            self.problems.append(f"entry {i} (CID {start}) is not followed by widths")
            i += 1
        ranges.sort()
        self._ranges = ranges
        self._starts = [r[0] for r in ranges]
        self._overlapping = any(a[1] >= b[0] for a, b in itertools.pairwise(ranges))

    def __bool__(self) -> bool:
        return bool(self._single or self._ranges)

    def lookup(self, cid: int) -> tuple[float, ...] | None:
        """The values for a CID, or None when the array does not list it."""
        best = self._single.get(cid)
        found = self._range(cid)
        if found is not None and (best is None or found[0] > best[0]):
            best = found
        return best[1] if best is not None else None

    def _range(self, cid: int) -> tuple[int, tuple[float, ...]] | None:
        if not self._ranges:
            return None
        if self._overlapping:
            hits = [(o, v) for lo, hi, o, v in self._ranges if lo <= cid <= hi]
            return max(hits) if hits else None
        i = bisect.bisect_right(self._starts, cid) - 1
        if i >= 0:
            _lo, hi, o, v = self._ranges[i]
            if cid <= hi:
                return o, v
        return None

    def weighted(self, cap: int = 65536) -> dict[float, int]:
        """How many CIDs each first value covers (a range counts each of its CIDs, up to
        ``cap``), for statistics such as a run of identical widths."""
        counts: dict[float, int] = {}
        for _, v in self._single.values():
            counts[v[0]] = counts.get(v[0], 0) + 1
        for lo, hi, _, v in self._ranges:
            counts[v[0]] = counts.get(v[0], 0) + min(hi - lo + 1, cap)
        return counts

    def values(self) -> list[float]:
        """Every first value (the width, or w1y for /W2), for statistics."""
        out = [v[0] for _, v in self._single.values()]
        out += [r[3][0] for r in self._ranges]
        return out
