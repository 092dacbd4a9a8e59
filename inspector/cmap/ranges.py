"""Code-to-value mappings kept as ranges, never expanded into tables.

A CMap's ``cidrange``, ``cidchar``, ``notdefrange``, ``bfrange`` and ``bfchar`` entries
become :class:`RangeEntry` values in a :class:`RangeMap`, one per code length. Lookups
bisect over disjoint intervals; where entries overlap, the one defined later wins, as in
a CMap program where later definitions replace earlier ones.
"""

from __future__ import annotations

import bisect
import enum
import itertools
import operator
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar, overload

T = TypeVar("T")


class EntryKind(enum.Enum):
    """What an entry maps codes to."""

    CID = "cid"
    """A CID, incremented across the range (cidrange, cidchar, notdefrange)."""
    BF_HEX = "bf"
    """Destination bytes whose last bytes are incremented across the range."""
    BF_ARRAY = "bf-array"
    """One destination per code (bfrange with an array)."""


@dataclass(frozen=True, slots=True)
class RangeEntry:
    """One mapping entry of a CMap, as written in its source."""

    low: int
    high: int
    length: int
    kind: EntryKind
    cid: int = 0
    target: bytes = b""
    targets: tuple[bytes, ...] = ()
    line: int | None = None
    section: str = ""

    def value_cid(self, code: int) -> int:
        """The CID for ``code`` (kind CID)."""
        return self.cid + (code - self.low)

    def value_bytes(self, code: int) -> bytes:
        """The destination bytes for ``code`` (bf kinds).

        For a hex destination the increment is added to the destination as an integer,
        so an increment that runs past 0xFF in the last byte carries into the byte before
        it, as most readers do (the standard forbids such ranges, §9.10.3).
        """
        delta = code - self.low
        if self.kind is EntryKind.BF_ARRAY:
            return self.targets[delta] if delta < len(self.targets) else b""
        if delta == 0:
            return self.target
        width = len(self.target)
        value = int.from_bytes(self.target, "big") + delta
        return (value % (1 << (8 * width))).to_bytes(width, "big") if width else b""

    @property
    def overflows_last_byte(self) -> bool:
        """Whether a hex destination's last byte would pass 0xFF across the range."""
        if self.kind is not EntryKind.BF_HEX or not self.target:
            return False
        return self.target[-1] + (self.high - self.low) > 0xFF


class RangeMap:
    """Disjoint intervals over codes of one byte length, each pointing at its entry."""

    __slots__ = ("_ends", "_entries", "_starts")

    def __init__(self, entries: Sequence[RangeEntry]) -> None:
        ordered = sorted(entries, key=lambda e: e.low)
        disjoint = all(a.high < b.low for a, b in itertools.pairwise(ordered))
        pieces = [(e.low, e.high, e) for e in ordered] if disjoint else _resolve_overlaps(entries)
        self._starts: Sequence[int] = [p[0] for p in pieces]
        self._ends: Sequence[int] = [p[1] for p in pieces]
        self._entries: Sequence[RangeEntry] = [p[2] for p in pieces]

    def __len__(self) -> int:
        return len(self._entries)

    def find(self, code: int) -> RangeEntry | None:
        """The entry that maps ``code``, or None."""
        i = bisect.bisect_right(self._starts, code) - 1
        if i >= 0 and code <= self._ends[i]:
            return self._entries[i]
        return None

    def cid_at(self, code: int) -> tuple[int, int | None] | None:
        """The CID ``code`` maps to (a CID kind's entry) with the entry's line, or None:
        ``find(code).value_cid(code)`` without the entry when it is not kept as one."""
        found = self.find(code)
        return None if found is None else (found.value_cid(code), found.line)

    def bytes_at(self, code: int) -> tuple[bytes, int | None] | None:
        """The destination bytes ``code`` maps to (bf kinds) with the entry's line, or
        None: ``find(code).value_bytes(code)`` without the entry when not kept as one."""
        found = self.find(code)
        return None if found is None else (found.value_bytes(code), found.line)

    def entries(self) -> tuple[RangeEntry, ...]:
        """Distinct entries in code order."""
        seen: dict[int, RangeEntry] = {}
        for e in self._entries:
            seen.setdefault(id(e), e)
        return tuple(seen.values())


class LazyRangeMap(RangeMap):
    """A RangeMap over disjoint intervals whose entries are made when first found.

    A predefined CMap has tens of thousands of entries and a document uses a few hundred
    of its codes; making only those keeps loading it cheap.
    """

    __slots__ = ("_made", "_make")

    def __init__(self, starts: list[int], ends: list[int], make: Callable[[int], RangeEntry]):
        """``starts`` ascending, each interval ending before the next starts; ``make(i)``
        builds the entry of interval ``i``."""
        self._starts = starts
        self._ends = ends
        self._make = make
        self._made: dict[int, RangeEntry] = {}

    def __len__(self) -> int:
        return len(self._starts)

    def _entry(self, i: int) -> RangeEntry:
        found = self._made.get(i)
        if found is None:
            found = self._made[i] = self._make(i)
        return found

    def find(self, code: int) -> RangeEntry | None:
        """The entry that maps ``code``, or None."""
        i = bisect.bisect_right(self._starts, code) - 1
        if i >= 0 and code <= self._ends[i]:
            return self._entry(i)
        return None

    def entries(self) -> tuple[RangeEntry, ...]:
        """Every entry in code order."""
        return tuple(self._entry(i) for i in range(len(self._starts)))


_KINDS = tuple(EntryKind)


def _column(values: list[int], typecodes: str) -> array[int]:
    """``values`` as an array of the first of ``typecodes`` that holds them all (4-byte
    numbers for the codes, CIDs and lines of real CMaps, 8-byte ones where needed).

    Raises:
        OverflowError: not even the last holds them.
    """
    for typecode in typecodes[:-1]:
        try:
            return array(typecode, values)
        except OverflowError:
            continue
    return array(typecodes[-1], values)


class PackedRangeMap(RangeMap):
    """A RangeMap over disjoint entries kept as columns of numbers, each entry made again
    when a lookup lands on it.

    The embedded CMaps of a subset font have an entry per glyph (fpdf2 writes a
    ``bfchar`` and a ``cidchar`` line for each), and a document merged from many parts has
    many such fonts: an entry object with its numbers costs four times its columns.
    """

    __slots__ = ("_cids", "_kinds", "_lengths", "_lines", "_sections", "_targets")

    def __init__(self, ordered: Sequence[RangeEntry]) -> None:
        """``ordered`` by ``low``, disjoint, as :func:`range_map` checks.

        Raises:
            OverflowError: a number does not fit a column (hostile values).
            ValueError: the entries carry values the columns do not keep.
        """
        sections = tuple(dict.fromkeys(e.section for e in ordered))
        if len(sections) > 255:
            raise ValueError("too many section names")
        for e in ordered:
            if (e.kind is EntryKind.CID and (e.target or e.targets)) or (
                e.kind is not EntryKind.CID and e.cid
            ):
                raise ValueError("an entry carries values of another kind")
            if (e.kind is EntryKind.BF_HEX and e.targets) or (
                e.kind is EntryKind.BF_ARRAY and e.target
            ):
                raise ValueError("an entry carries values of another kind")
        self._starts = _column([e.low for e in ordered], "IQ")
        self._ends = _column([e.high for e in ordered], "IQ")
        self._entries = []
        self._lengths = bytes(e.length for e in ordered)
        self._kinds = bytes(_KINDS.index(e.kind) for e in ordered)
        self._cids = _column([e.cid for e in ordered], "iq")
        self._lines = _column([-1 if e.line is None else e.line for e in ordered], "iq")
        index = {name: n for n, name in enumerate(sections)}
        self._sections = (sections, bytes(index[e.section] for e in ordered))
        self._targets = _packed_targets(
            [e.target if e.kind is EntryKind.BF_HEX else e.targets or None for e in ordered]
        )

    @classmethod
    def from_columns(cls, columns: Sequence[EntryColumns]) -> PackedRangeMap | None:
        """The map of sections read as columns (one code length), as ``range_map`` of
        their entries makes it; None when that is not a PackedRangeMap (16 entries or
        fewer, overlapping entries, numbers beyond the columns)."""
        lows = list(itertools.chain.from_iterable(c.lows for c in columns))
        highs = list(itertools.chain.from_iterable(c.highs for c in columns))
        if len(lows) <= 16:
            return None
        order: list[int] | None = None
        if not all(map(operator.lt, highs, itertools.islice(lows, 1, None))):
            order = sorted(range(len(lows)), key=lows.__getitem__)
            lows = list(map(lows.__getitem__, order))
            highs = list(map(highs.__getitem__, order))
            if not all(map(operator.lt, highs, itertools.islice(lows, 1, None))):
                return None
        sections = tuple(dict.fromkeys(c.section for c in columns))
        if len(sections) > 255:
            return None
        index = {name: n for n, name in enumerate(sections)}

        def column(values: Callable[[EntryColumns], Iterable[T]]) -> list[T]:
            joined = list(itertools.chain.from_iterable(map(values, columns)))
            return joined if order is None else list(map(joined.__getitem__, order))

        self = cls.__new__(cls)
        try:
            self._starts = _column(lows, "IQ")
            self._ends = _column(highs, "IQ")
            self._cids = _column(
                column(lambda c: c.cids if c.cids is not None else itertools.repeat(0, len(c))),
                "iq",
            )
            self._lines = _column(column(lambda c: c.lines), "iq")
        except OverflowError:
            return None
        self._entries = []
        self._lengths = bytes(column(lambda c: itertools.repeat(c.length, len(c))))
        self._kinds = bytes(column(lambda c: itertools.repeat(_KINDS.index(c.kind), len(c))))
        which = column(lambda c: itertools.repeat(index[c.section], len(c)))
        self._sections = (sections, bytes(which))
        targets: list[Target] = column(
            lambda c: c.targets if c.targets is not None else itertools.repeat(None, len(c))
        )
        self._targets = _packed_targets(targets)
        return self

    def __len__(self) -> int:
        return len(self._starts)

    def _entry(self, i: int) -> RangeEntry:
        kind = _KINDS[self._kinds[i]]
        target = self._targets[i]
        line = self._lines[i]
        names, which = self._sections
        return RangeEntry(
            self._starts[i],
            self._ends[i],
            self._lengths[i],
            kind,
            cid=self._cids[i],
            target=target if isinstance(target, bytes) else b"",
            targets=target if isinstance(target, tuple) else (),
            line=None if line < 0 else line,
            section=names[which[i]],
        )

    def find(self, code: int) -> RangeEntry | None:
        """The entry that maps ``code``, or None."""
        i = bisect.bisect_right(self._starts, code) - 1
        if i >= 0 and code <= self._ends[i]:
            return self._entry(i)
        return None

    def cid_at(self, code: int) -> tuple[int, int | None] | None:
        """See :meth:`RangeMap.cid_at`: read from the columns."""
        i = bisect.bisect_right(self._starts, code) - 1
        if i < 0 or code > self._ends[i]:
            return None
        line = self._lines[i]
        return self._cids[i] + (code - self._starts[i]), None if line < 0 else line

    def bytes_at(self, code: int) -> tuple[bytes, int | None] | None:
        """See :meth:`RangeMap.bytes_at`: read from the columns (single codes of a hex
        destination directly, the rest through the entry)."""
        i = bisect.bisect_right(self._starts, code) - 1
        if i < 0 or code > self._ends[i]:
            return None
        target = self._targets[i]
        if code == self._starts[i] and isinstance(target, bytes):
            line = self._lines[i]
            return target, None if line < 0 else line
        found = self._entry(i)
        return found.value_bytes(code), found.line

    def entries(self) -> tuple[RangeEntry, ...]:
        """Every entry in code order."""
        return tuple(self._entry(i) for i in range(len(self._starts)))


class EntryColumns(Sequence[RangeEntry]):
    """The entries of one section written the plain way, as the parser reads them: one
    code length and kind, each entry a place in the columns (an entry is made when
    asked for)."""

    __slots__ = ("cids", "highs", "kind", "length", "lines", "lows", "section", "targets")

    def __init__(
        self,
        kind: EntryKind,
        length: int,
        section: str,
        lows: list[int],
        highs: list[int],
        lines: list[int],
        *,
        cids: list[int] | None = None,
        targets: list[bytes] | None = None,
    ) -> None:
        """``cids`` for kind CID, ``targets`` for kind BF_HEX."""
        self.kind = kind
        self.length = length
        self.section = section
        self.lows = lows
        self.highs = highs
        self.lines = lines
        self.cids = cids
        self.targets = targets

    def __len__(self) -> int:
        return len(self.lows)

    @overload
    def __getitem__(self, i: int) -> RangeEntry: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[RangeEntry]: ...

    def __getitem__(self, i: int | slice) -> RangeEntry | Sequence[RangeEntry]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return RangeEntry(
            self.lows[i],
            self.highs[i],
            self.length,
            self.kind,
            cid=self.cids[i] if self.cids is not None else 0,
            target=self.targets[i] if self.targets is not None else b"",
            line=self.lines[i],
            section=self.section,
        )


class EntryList(Sequence[RangeEntry]):
    """A CMap's entries of one group (cid, notdef, bf) in the order written: entries
    read one at a time and whole sections read as :class:`EntryColumns`."""

    def __init__(self) -> None:
        self._chunks: list[list[RangeEntry] | EntryColumns] = []
        self._count = 0

    def append(self, entry: RangeEntry) -> None:
        """Add an entry after the others."""
        last = self._chunks[-1] if self._chunks else None
        if not isinstance(last, list):
            last = []
            self._chunks.append(last)
        last.append(entry)
        self._count += 1

    def extend(self, entries: Sequence[RangeEntry]) -> None:
        """Add entries after the others (a section's columns kept as they are)."""
        if isinstance(entries, EntryColumns):
            if len(entries):
                self._chunks.append(entries)
                self._count += len(entries)
            return
        for entry in entries:
            self.append(entry)

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[RangeEntry]:
        for chunk in self._chunks:
            yield from chunk

    @overload
    def __getitem__(self, i: int) -> RangeEntry: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[RangeEntry]: ...

    def __getitem__(self, i: int | slice) -> RangeEntry | Sequence[RangeEntry]:
        return list(self)[i]

    def range_maps(self) -> dict[int, RangeMap]:
        """The entries' RangeMaps by code length: what :func:`range_map` makes of each
        length's entries, straight from the columns where only columns hold them."""
        columns: dict[int, list[EntryColumns]] = {}
        single: set[int] = set()
        order: list[int] = []
        for chunk in self._chunks:
            if isinstance(chunk, EntryColumns):
                lengths = [chunk.length]
                columns.setdefault(chunk.length, []).append(chunk)
            else:
                lengths = [e.length for e in chunk]
                single.update(lengths)
            order.extend(n for n in dict.fromkeys(lengths) if n not in order)
        maps: dict[int, RangeMap] = {}
        for n in order:
            packed: RangeMap | None = None
            if n not in single:
                packed = PackedRangeMap.from_columns(columns[n])
            maps[n] = (
                packed if packed is not None else range_map([e for e in self if e.length == n])
            )
        return maps


Target = bytes | tuple[bytes, ...] | None
"""A packed entry's destination: bytes (bf hex), one per code (bf array), None (CID)."""


class _JoinedBytes(Sequence[bytes]):
    """Many short byte strings as one: a ``bfchar`` destination per glyph was a bytes
    object of 35 bytes and a list slot for its two bytes of UTF-16."""

    __slots__ = ("_data", "_ends")

    def __init__(self, items: Sequence[bytes]) -> None:
        self._data = b"".join(items)
        self._ends = array("I", itertools.accumulate(map(len, items), initial=0))

    def __len__(self) -> int:
        return len(self._ends) - 1

    @overload
    def __getitem__(self, i: int) -> bytes: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[bytes]: ...

    def __getitem__(self, i: int | slice) -> bytes | Sequence[bytes]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        count = len(self._ends) - 1
        if not -count <= i < count:
            raise IndexError("index out of range")
        i %= count
        ends = self._ends
        return self._data[ends[i] : ends[i + 1]]


class _Nones(Sequence[None]):
    """The destinations of entries that have none (CIDs)."""

    __slots__ = ("_count",)

    def __init__(self, count: int) -> None:
        self._count = count

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, i: int) -> None: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[None]: ...

    def __getitem__(self, i: int | slice) -> Sequence[None] | None:
        if isinstance(i, slice):
            return [None] * len(range(*i.indices(self._count)))
        if not -self._count <= i < self._count:
            raise IndexError("index out of range")
        return None


def _packed_targets(targets: list[Target]) -> Sequence[Target]:
    """The destinations of packed entries, joined into one bytes when all are bytes
    (shorter than 4 GB), none kept when none has one, else as they are."""
    if all(t is None for t in targets):
        return _Nones(len(targets))
    if all(type(t) is bytes for t in targets):
        try:
            return _JoinedBytes(targets)  # type: ignore[arg-type]
        except OverflowError:
            pass
    return targets


def range_map(entries: Sequence[RangeEntry]) -> RangeMap:
    """A RangeMap of the entries: packed into columns when they are disjoint."""
    ordered = sorted(entries, key=lambda e: e.low)
    if len(ordered) > 16 and all(a.high < b.low for a, b in itertools.pairwise(ordered)):
        try:
            return PackedRangeMap(ordered)
        except (OverflowError, ValueError):
            pass
    return RangeMap(entries)


def _resolve_overlaps(entries: Sequence[RangeEntry]) -> list[tuple[int, int, RangeEntry]]:
    """Split overlapping entries so the one defined last wins over each code."""
    starts: list[int] = []
    ends: list[int] = []
    owners: list[RangeEntry] = []
    for entry in reversed(entries):
        lo, hi = entry.low, entry.high
        i = bisect.bisect_right(starts, lo) - 1
        if i < 0 or ends[i] < lo:
            i += 1
        cursor = lo
        gaps: list[tuple[int, int]] = []
        while cursor <= hi:
            if i < len(starts) and starts[i] <= cursor <= ends[i]:
                cursor = ends[i] + 1
                i += 1
                continue
            gap_end = hi if i >= len(starts) else min(hi, starts[i] - 1)
            gaps.append((cursor, gap_end))
            cursor = gap_end + 1
        for g_lo, g_hi in gaps:
            j = bisect.bisect_left(starts, g_lo)
            starts.insert(j, g_lo)
            ends.insert(j, g_hi)
            owners.insert(j, entry)
    return list(zip(starts, ends, owners))
