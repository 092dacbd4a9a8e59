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

from inspector.cmap.cmap import CidSystemInfo, CMap
from inspector.cmap.codespace import CodespaceRange
from inspector.cmap.ranges import EntryKind, RangeEntry

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

    def read_entries() -> tuple[list[RangeEntry], list[RangeEntry], list[RangeEntry]]:
        return _read_entries(data)

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


def _read_entries(data: bytes) -> tuple[list[RangeEntry], list[RangeEntry], list[RangeEntry]]:
    """The cid, notdef and bf entries of a CMap file, each with its line number."""
    newlines = [m.end() for m in re.finditer(rb"\n", data)]

    def line(offset: int) -> int:
        return bisect.bisect_right(newlines, offset) + 1

    cids: list[RangeEntry] = []
    notdefs: list[RangeEntry] = []
    bfs: list[RangeEntry] = []
    for section in _SECTION.finditer(data):
        kind = section.group(1)
        body = section.group(2)
        base = section.start(2)
        if kind == b"codespacerange":
            continue
        if kind in (b"cidchar", b"bfchar"):
            for m in _CHAR.finditer(body):
                code = bytes.fromhex(m.group(1).decode())
                value = int.from_bytes(code, "big")
                entry = _entry(kind, value, value, len(code), m.group(2), line(base + m.start()))
                (cids if kind == b"cidchar" else bfs).append(entry)
            continue
        target = {b"cidrange": cids, b"notdefrange": notdefs, b"bfrange": bfs}[kind]
        for m in _RANGE.finditer(body):
            low = bytes.fromhex(m.group(1).decode())
            high = bytes.fromhex(m.group(2).decode())
            target.append(
                _entry(
                    kind,
                    int.from_bytes(low, "big"),
                    int.from_bytes(high, "big"),
                    len(low),
                    m.group(3),
                    line(base + m.start()),
                )
            )
    return cids, notdefs, bfs


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
