"""The CMap: a PDF CMap, not to be confused with a TrueType font's ``cmap`` table.

One class serves Encoding CMaps (codes to CIDs, ISO 32000-1 §9.7.5) and ToUnicode CMaps
(codes to Unicode, §9.10.3). A CMap keeps its entries as ranges, its parent from
``usecmap``, and answers each lookup with the :class:`~inspector.chain.Origin` of the
entry that produced it, so that the inspector can say which CMap line answered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from inspector.chain import Origin
from inspector.cmap.codespace import Codespace, CodespaceRange
from inspector.cmap.ranges import EntryList, RangeEntry, RangeMap, range_map


@dataclass(frozen=True, slots=True)
class CidSystemInfo:
    """Registry, Ordering and Supplement of a character collection (§9.7.3)."""

    registry: str
    ordering: str
    supplement: int

    def __str__(self) -> str:
        return f"{self.registry}-{self.ordering}-{self.supplement}"

    @property
    def collection(self) -> str:
        """``Registry-Ordering`` without the supplement."""
        return f"{self.registry}-{self.ordering}"


class CMap:
    """A parsed CMap with its ``usecmap`` parent."""

    def __init__(
        self,
        name: str,
        *,
        codespace_ranges: Sequence[CodespaceRange] = (),
        cid_entries: Sequence[RangeEntry] = (),
        notdef_entries: Sequence[RangeEntry] = (),
        bf_entries: Sequence[RangeEntry] = (),
        wmode: int = 0,
        cid_system_info: CidSystemInfo | None = None,
        parent: CMap | None = None,
        parent_name: str | None = None,
        identity: bool = False,
        predefined: bool = False,
        source: bytes = b"",
        read_entries: EntryReader | None = None,
    ) -> None:
        """``read_entries``, when given, supplies the cid, notdef and bf range maps on
        first lookup instead of the three sequences (a predefined CMap that is named but never
        used costs only its header)."""
        self.name = name
        self._name_origin = Origin(name)  # shared by every code an Identity CMap answers
        self.wmode = wmode
        self.cid_system_info: CidSystemInfo | None = cid_system_info or (
            parent.cid_system_info if parent else None
        )
        self.parent = parent
        self.parent_name = parent_name
        self.identity = identity
        self.predefined = predefined
        self.source = source
        self.own_codespace_ranges = tuple(codespace_ranges)
        inherited = parent.codespace.ranges if parent else ()
        self.codespace: Codespace = Codespace(inherited + self.own_codespace_ranges)
        self._read_entries = read_entries
        self._maps: tuple[RangeMaps, RangeMaps, RangeMaps] | None = None
        if read_entries is None:
            self._maps = (
                _by_length(cid_entries),
                _by_length(notdef_entries),
                _by_length(bf_entries),
            )

    def _entry_maps(self) -> tuple[RangeMaps, RangeMaps, RangeMaps]:
        maps = self._maps
        if maps is None:
            assert self._read_entries is not None
            maps = self._maps = self._read_entries()
        return maps

    @property
    def _cid(self) -> RangeMaps:
        return self._entry_maps()[0]

    @property
    def _notdef(self) -> RangeMaps:
        return self._entry_maps()[1]

    @property
    def _bf(self) -> RangeMaps:
        return self._entry_maps()[2]

    def __repr__(self) -> str:
        return f"<CMap {self.name}>"

    @property
    def chain(self) -> tuple[str, ...]:
        """This CMap's name followed by its ``usecmap`` ancestors."""
        names = [self.name]
        node = self.parent
        while node is not None:
            names.append(node.name)
            node = node.parent
        if self.parent is None and self.parent_name:
            names.append(self.parent_name)
        return tuple(names)

    def entry_count(self) -> int:
        """Number of mapping intervals defined in this CMap itself."""
        return sum(len(m) for m in (*self._cid.values(), *self._bf.values()))

    def lookup_cid(self, code: bytes) -> tuple[int, Origin] | None:
        """The CID of a code from cidrange/cidchar, searching the usecmap chain (§9.7.5)."""
        if self.identity:
            if len(code) == 2:
                return int.from_bytes(code, "big"), self._name_origin
            return None
        maps = (self._maps or self._entry_maps())[0]  # what _cid gives, asked per code
        m = maps.get(len(code)) if maps else None
        found = m.cid_at(int.from_bytes(code, "big")) if m is not None else None
        if found is not None:
            return found[0], Origin(self.name, found[1])
        return self.parent.lookup_cid(code) if self.parent else None

    def lookup_notdef(self, code: bytes) -> tuple[int, Origin] | None:
        """The CID a notdefrange gives a code that has no regular mapping (§9.7.6.3)."""
        found = _find(self._notdef, code)
        if found is not None:
            return found.cid, Origin(self.name, found.line)
        return self.parent.lookup_notdef(code) if self.parent else None

    def lookup_bytes(self, code: bytes) -> tuple[bytes, Origin] | None:
        """The destination bytes of a bfchar/bfrange for a code (§9.10.3)."""
        maps = (self._maps or self._entry_maps())[2]  # what _bf gives, asked per code
        m = maps.get(len(code)) if maps else None
        found = m.bytes_at(int.from_bytes(code, "big")) if m is not None else None
        if found is not None:
            return found[0], Origin(self.name, found[1])
        return self.parent.lookup_bytes(code) if self.parent else None

    def bf_entries(self) -> tuple[RangeEntry, ...]:
        """The bfchar/bfrange entries of this CMap and its ancestors, in code order."""
        own = tuple(e for m in self._bf.values() for e in m.entries())
        return (self.parent.bf_entries() if self.parent else ()) + own

    def cid_entries(self) -> tuple[RangeEntry, ...]:
        """The cidchar/cidrange entries of this CMap and its ancestors, in code order."""
        own = tuple(e for m in self._cid.values() for e in m.entries())
        return (self.parent.cid_entries() if self.parent else ()) + own

    def code_lengths(self) -> frozenset[int]:
        """Byte lengths of the source codes used in mappings, with ancestors."""
        lengths = set(self._cid) | set(self._bf) | set(self._notdef)
        if self.parent:
            lengths |= self.parent.code_lengths()
        return frozenset(lengths)


RangeMaps = dict[int, RangeMap]
"""Entries of one kind grouped by code length."""
EntryReader = Callable[[], tuple[RangeMaps, RangeMaps, RangeMaps]]
"""Supplies a CMap's cid, notdef and bf entries, by code length, when first needed."""


def _by_length(entries: Sequence[RangeEntry]) -> dict[int, RangeMap]:
    if isinstance(entries, EntryList):
        return entries.range_maps()  # sections read as columns stay columns
    grouped: dict[int, list[RangeEntry]] = {}
    for e in entries:
        grouped.setdefault(e.length, []).append(e)
    return {n: range_map(items) for n, items in grouped.items()}


def _find(maps: dict[int, RangeMap], code: bytes) -> RangeEntry | None:
    m = maps.get(len(code))
    if m is None:
        return None
    return m.find(int.from_bytes(code, "big"))


IDENTITY_RANGE = CodespaceRange(b"\x00\x00", b"\xff\xff")


def identity_cmap(name: str) -> CMap:
    """Identity-H or Identity-V: two-byte codes whose CID is the code (§9.7.5.2)."""
    return CMap(
        name,
        codespace_ranges=(IDENTITY_RANGE,),
        wmode=1 if name.endswith("-V") else 0,
        cid_system_info=CidSystemInfo("Adobe", "Identity", 0),
        identity=True,
        predefined=True,
    )
