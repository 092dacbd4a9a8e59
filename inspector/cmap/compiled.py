"""A fast reader for Adobe's predefined CMap files.

The files are machine-written and regular, so regular expressions read their sections
several times faster than the general, tolerant parser. The result is the same CMap
(``tests/test_cmap.py`` compares the two); embedded CMaps always go through the tolerant
parser.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from inspector.cmap.cmap import CidSystemInfo, CMap, RangeMaps
from inspector.cmap.codespace import CodespaceRange
from inspector.cmap.ranges import EntryKind, LazyRangeMap, RangeEntry, RangeMap

_SECTION = re.compile(
    rb"begin(codespacerange|cidrange|cidchar|notdefrange|bfrange|bfchar)(.*?)end\1", re.S
)
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


_Raw = tuple[int, int, bytes, int, bytes]
"""An entry as found: low, high, destination, byte offset, section keyword."""


def _read_maps(data: bytes) -> tuple[RangeMaps, RangeMaps, RangeMaps]:
    """The cid, notdef and bf entries of a CMap file by code length, each entry made (with
    its line number) when a lookup first lands on it."""
    raw: dict[bytes, dict[int, list[_Raw]]] = {
        b"cid": {},
        b"notdef": {},
        b"bf": {},
    }
    for section in _SECTION.finditer(data):
        kind = section.group(1)
        if kind == b"codespacerange":
            continue
        base = section.start(2)
        single = kind in (b"cidchar", b"bfchar")
        group = raw[kind.removesuffix(b"range").removesuffix(b"char")]
        for m in (_CHAR if single else _RANGE).finditer(section.group(2)):
            low_hex = m.group(1)
            low = int(low_hex, 16)
            high = low if single else int(m.group(2), 16)
            dst = m.group(2) if single else m.group(3)
            bucket = group.get(len(low_hex) // 2)
            if bucket is None:
                bucket = group[len(low_hex) // 2] = []
            bucket.append((low, high, dst, base + m.start(), kind))
    lines = _LineIndex(data)
    maps = tuple(
        {length: _range_map(length, items, lines) for length, items in by_length.items()}
        for by_length in raw.values()
    )
    return maps[0], maps[1], maps[2]


class _LineIndex:
    """Line numbers of byte offsets, the newlines found once, when first asked."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._newlines: list[int] | None = None

    def __call__(self, offset: int) -> int:
        if self._newlines is None:
            self._newlines = [m.end() for m in re.finditer(rb"\n", self._data)]
        return bisect.bisect_right(self._newlines, offset) + 1


def _range_map(length: int, items: list[_Raw], lines: _LineIndex) -> RangeMap:
    """Entries in code order, made on demand; where entries overlap, all of them now and
    in the order written (the later one wins, see :class:`RangeMap`)."""

    def make(item: _Raw) -> RangeEntry:
        low, high, dst, offset, kind = item
        return _entry(kind, low, high, length, dst, lines(offset))

    ordered = sorted(items, key=lambda item: item[0])
    starts = [item[0] for item in ordered]
    ends = [item[1] for item in ordered]
    if all(ends[i] < starts[i + 1] for i in range(len(ordered) - 1)):
        return LazyRangeMap(starts, ends, lambda i: make(ordered[i]))
    return RangeMap([make(item) for item in items])


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
