"""CMaps: bytes in, CMap out (ISO 32000-1 §9.7.5, §9.7.6, §9.10.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from inspector.cmap.cmap import CidSystemInfo, CMap, identity_cmap
from inspector.cmap.codespace import Codespace, CodespaceRange, CodeSplit, find_conflicts
from inspector.cmap.predefined import (
    KNOWN_COLLECTIONS,
    USECMAP_DEPTH_LIMIT,
    collection_cid_count,
    is_predefined,
    latest_supplement,
    load_predefined,
    ucs2_map,
)
from inspector.cmap.ranges import EntryKind, RangeEntry
from inspector.cmap.standard import STANDARD_CMAPS, is_standard

if TYPE_CHECKING:
    from inspector.cmap.parser import parse_cmap


def __getattr__(name: str) -> Any:
    # The parser of embedded CMaps is imported when first asked for: the predefined
    # CMaps have a reader of their own, and a document may embed none.
    if name == "parse_cmap":
        from inspector.cmap.parser import parse_cmap

        globals()[name] = parse_cmap
        return parse_cmap
    raise AttributeError(f"module 'inspector.cmap' has no attribute {name!r}")


__all__ = [
    "KNOWN_COLLECTIONS",
    "STANDARD_CMAPS",
    "USECMAP_DEPTH_LIMIT",
    "CMap",
    "CidSystemInfo",
    "CodeSplit",
    "Codespace",
    "CodespaceRange",
    "EntryKind",
    "RangeEntry",
    "collection_cid_count",
    "find_conflicts",
    "identity_cmap",
    "is_predefined",
    "is_standard",
    "latest_supplement",
    "load_predefined",
    "parse_cmap",
    "ucs2_map",
]
