"""A fast reader for Adobe's predefined CMap files.

The files are machine-written and regular, so regular expressions read their sections
several times faster than the general, tolerant parser. The result is the same CMap
(``tests/test_cmap.py`` compares the two); embedded CMaps always go through the tolerant
parser.
"""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Callable, Iterator

from inspector.cmap.cmap import CidSystemInfo, CMap, RangeMaps
from inspector.cmap.codespace import CodespaceRange
from inspector.cmap.ranges import EntryKind, LazyRangeMap, RangeEntry, RangeMap

_BEGIN = re.compile(rb"begin(codespacerange|cidrange|cidchar|notdefrange|bfrange|bfchar)")
_RANGE = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\d+|<[0-9A-Fa-f]+>|\[[^\]]*\])")
_CHAR = re.compile(rb"<([0-9A-Fa-f]+)>\s*(\d+|<[0-9A-Fa-f]+>)")
_HEX = re.compile(rb"<([0-9A-Fa-f]+)>")
_DEF = re.compile(
    rb"/(CMapName|WMode|Registry|Ordering|Supplement)\s+(/[^\s/]+|\([^)]*\)|\d+)\s+def"
)
_USECMAP = re.compile(rb"/([^\s/]+)\s+usecmap")
_CODESPACE = re.compile(rb"begincodespacerange(.*?)endcodespacerange", re.S)
_PAIR = re.compile(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>")


def read_predefined(data: bytes, resolve_parent: Callable[[str], CMap | None]) -> CMap:
    """Read one of Adobe's CMap files into a :class:`CMap`: the header and codespace now,
    the mapping entries when the CMap is first looked up."""
    values: dict[bytes, bytes] = {}
    for m in _DEF.finditer(data):
        values.setdefault(m.group(1), m.group(2))
    codespace: list[CodespaceRange] = []
    for section in _CODESPACE.finditer(data):
        body, base = section.group(1), section.start(1)
        for m in _PAIR.finditer(body):
            low = bytes.fromhex(m.group(1).decode())
            high = bytes.fromhex(m.group(2).decode())
            codespace.append(CodespaceRange(low, high, data.count(b"\n", 0, base + m.start()) + 1))

    def read_entries() -> tuple[RangeMaps, RangeMaps, RangeMaps]:
        return _read_maps(data)

    parent_match = _USECMAP.search(data)
    parent_name = parent_match.group(1).decode("latin-1") if parent_match else None
    parent = resolve_parent(parent_name) if parent_name else None

    def text(key: bytes) -> str | None:
        raw = values.get(key)
        if raw is None:
            return None
        return raw.strip(b"/()").decode("latin-1")

    csi = None
    registry, ordering = text(b"Registry"), text(b"Ordering")
    if registry is not None and ordering is not None:
        csi = CidSystemInfo(registry, ordering, int(text(b"Supplement") or 0))
    wmode = text(b"WMode")
    return CMap(
        text(b"CMapName") or "predefined",
        codespace_ranges=codespace,
        read_entries=read_entries,
        wmode=int(wmode) if wmode is not None else (parent.wmode if parent else 0),
        cid_system_info=csi,
        parent=parent,
        parent_name=parent_name if parent is None else parent.name,
        predefined=True,
        source=data,
    )


_GROUPS = {
    b"cidrange": b"cid",
    b"cidchar": b"cid",
    b"notdefrange": b"notdef",
    b"bfrange": b"bf",
    b"bfchar": b"bf",
}
_BRACKETS = b"<>"
_H = rb"\s+<[0-9A-Fa-f]+>"
_PLAIN = {
    # A section of entries each written after white space: the fast path's shape.
    b"cidrange": re.compile(rb"(?:" + _H + _H + rb"\s+\d+)*\s*"),
    b"notdefrange": re.compile(rb"(?:" + _H + _H + rb"\s+\d+)*\s*"),
    b"cidchar": re.compile(rb"(?:" + _H + rb"\s+\d+)*\s*"),
    b"bfrange": re.compile(rb"(?:" + _H + _H + _H + rb")*\s*"),
    b"bfchar": re.compile(rb"(?:" + _H + _H + rb")*\s*"),
}


class _Section:
    """One mapping section of the file: the line its body starts on, the body, its
    keyword, and whether its destinations were read with their brackets stripped."""

    __slots__ = ("body", "kind", "line", "starts", "stripped")

    def __init__(self, line: int, body: bytes, kind: bytes, stripped: bool) -> None:
        self.line = line
        self.body = body
        self.kind = kind
        self.stripped = stripped
        self.starts: list[int] | None = None  # where each entry starts in the body

    def entry_line(self, index: int) -> int:
        """The line number of the section's ``index``-th entry."""
        return self.line + self.body.count(b"\n", 0, self._entry_start(index))

    def _entry_start(self, index: int) -> int:
        if self.starts is None:
            single = self.kind in (b"cidchar", b"bfchar")
            if self.stripped:
                # An entry starts at the first of its one to three bracketed hex strings.
                per_entry = (2 if single else 3) - (not self.kind.startswith(b"bf"))
                self.starts = [end - 1 for end in _ends_of(self.body, b"<")[::per_entry]]
            else:
                pattern = _CHAR if single else _RANGE
                self.starts = [m.start() for m in pattern.finditer(self.body)]
        return self.starts[index]


class _Column:
    """The entries of one group (cid, notdef, bf) and code length, as written: low and
    high codes, destinations, and the section and place in it of each."""

    __slots__ = ("dsts", "highs", "lows", "places", "sections")

    def __init__(self) -> None:
        self.lows: list[int] = []
        self.highs: list[int] = []
        self.dsts: list[bytes] = []
        self.sections: list[int] = []
        self.places: list[int] = []


def _read_maps(data: bytes) -> tuple[RangeMaps, RangeMaps, RangeMaps]:
    """The cid, notdef and bf entries of a CMap file by code length, each entry made (with
    its line number) when a lookup first lands on it."""
    columns: dict[bytes, dict[int, _Column]] = {b"cid": {}, b"notdef": {}, b"bf": {}}
    sections: list[_Section] = []
    line, counted = 1, 0
    for kind, base, body in _sections(data):
        if kind == b"codespacerange":
            continue
        line += data.count(b"\n", counted, base)
        counted = base
        group = columns[_GROUPS[kind]]
        stripped = _read_plain_section(body, kind, group, len(sections))
        if not stripped:
            _read_section(body, kind, group, len(sections))
        sections.append(_Section(line, body, kind, stripped))
    maps = tuple(
        {length: _range_map(length, column, sections) for length, column in by_length.items()}
        for by_length in columns.values()
    )
    return maps[0], maps[1], maps[2]


def _sections(data: bytes) -> Iterator[tuple[bytes, int, bytes]]:
    """Each ``begin...`` section's keyword, where its body starts, and its body up to the
    first matching ``end...`` (what a pattern ``begin(kind)(.*?)end\\1`` finds, found with
    ``bytes.find``: such a pattern takes ten times as long)."""
    pos = 0
    while (m := _BEGIN.search(data, pos)) is not None:
        kind, start = m.group(1), m.end()
        end = data.find(b"end" + kind, start)
        if end < 0:
            pos = m.start() + 1
            continue
        yield kind, start, data[start:end]
        pos = end + 3 + len(kind)


def _read_plain_section(body: bytes, kind: bytes, group: dict[int, _Column], number: int) -> bool:
    """Read a section written the way Adobe writes them (hex codes and destinations or
    decimal CIDs, each after white space, one code length) a column at a time; False,
    having read nothing, for any other section (then read entry by entry)."""
    if not _PLAIN[kind].fullmatch(body):
        return False
    single = kind in (b"cidchar", b"bfchar")
    per_entry = 2 if single else 3
    tokens = body.translate(None, _BRACKETS).split()
    count = len(tokens) // per_entry
    low_hex = tokens[0::per_entry]
    lengths = set(map(len, low_hex))
    if len(lengths) > 1:
        return False
    width = lengths.pop() if lengths else 0
    if width % 2:
        return False
    lows = list(map(int, low_hex, itertools.repeat(16)))
    highs = lows if single else list(map(int, tokens[1::per_entry], itertools.repeat(16)))
    column = group.get(width // 2)
    if column is None and count:
        column = group[width // 2] = _Column()
    if column is not None:
        column.lows.extend(lows)
        column.highs.extend(highs)
        column.dsts.extend(tokens[per_entry - 1 :: per_entry])
        column.sections.extend(itertools.repeat(number, count))
        column.places.extend(range(count))
    return True


def _read_section(body: bytes, kind: bytes, group: dict[int, _Column], number: int) -> None:
    """Read a section entry by entry with the regular expressions."""
    single = kind in (b"cidchar", b"bfchar")
    for place, m in enumerate((_CHAR if single else _RANGE).finditer(body)):
        low_hex = m.group(1)
        low = int(low_hex, 16)
        column = group.get(len(low_hex) // 2)
        if column is None:
            column = group[len(low_hex) // 2] = _Column()
        column.lows.append(low)
        column.highs.append(low if single else int(m.group(2), 16))
        column.dsts.append(m.group(2) if single else m.group(3))
        column.sections.append(number)
        column.places.append(place)


def _ends_of(data: bytes, separator: bytes) -> list[int]:
    """The offset just past each occurrence of a one-byte ``separator`` in ``data``."""
    parts = data.split(separator)
    parts.pop()
    return list(itertools.accumulate(map(operator.add, map(len, parts), itertools.repeat(1))))


def _range_map(length: int, column: _Column, sections: list[_Section]) -> RangeMap:
    """Entries in code order, made on demand; where entries overlap, all of them now and
    in the order written (the later one wins, see :class:`RangeMap`)."""

    def make(i: int) -> RangeEntry:
        section = sections[column.sections[i]]
        dst = column.dsts[i]
        if section.stripped and section.kind.startswith(b"bf"):
            dst = b"<" + dst + b">"
        line = section.entry_line(column.places[i])
        return _entry(section.kind, column.lows[i], column.highs[i], length, dst, line)

    starts, ends = column.lows, column.highs
    if all(map(operator.le, starts, ends)) and all(
        map(operator.lt, ends, itertools.islice(starts, 1, None))
    ):
        return LazyRangeMap(starts, ends, make)  # written in code order, as Adobe does
    order = sorted(range(len(starts)), key=starts.__getitem__)
    ordered_starts = list(map(starts.__getitem__, order))
    ordered_ends = list(map(ends.__getitem__, order))
    if all(map(operator.lt, ordered_ends, itertools.islice(ordered_starts, 1, None))):
        return LazyRangeMap(ordered_starts, ordered_ends, lambda i: make(order[i]))
    return RangeMap([make(i) for i in range(len(starts))])


def _entry(kind: bytes, low: int, high: int, length: int, dst: bytes, line: int) -> RangeEntry:
    section = kind.decode()
    if dst.startswith(b"["):
        targets = tuple(bytes.fromhex(h.decode()) for h in _HEX.findall(dst))
        return RangeEntry(
            low, high, length, EntryKind.BF_ARRAY, targets=targets, line=line, section=section
        )
    if dst.startswith(b"<"):
        return RangeEntry(
            low,
            high,
            length,
            EntryKind.BF_HEX,
            target=bytes.fromhex(dst[1:-1].decode()),
            line=line,
            section=section,
        )
    return RangeEntry(low, high, length, EntryKind.CID, cid=int(dst), line=line, section=section)
