"""CMaps: bytes in, CMap out (ISO 32000-1 §9.7.5, §9.7.6, §9.10.3)."""

from __future__ import annotations

from inspector.cmap.cmap import CidSystemInfo, CMap, identity_cmap
from inspector.cmap.codespace import Codespace, CodespaceRange, CodeSplit, find_conflicts
from inspector.cmap.parser import parse_cmap
from inspector.cmap.predefined import (
    KNOWN_COLLECTIONS,
    USECMAP_DEPTH_LIMIT,
    is_predefined,
    load_predefined,
    ucs2_map,
)
from inspector.cmap.ranges import EntryKind, RangeEntry

__all__ = [
    "KNOWN_COLLECTIONS",
    "USECMAP_DEPTH_LIMIT",
    "CMap",
    "CidSystemInfo",
    "CodeSplit",
    "Codespace",
    "CodespaceRange",
    "EntryKind",
    "RangeEntry",
    "find_conflicts",
    "identity_cmap",
    "is_predefined",
    "load_predefined",
    "parse_cmap",
    "ucs2_map",
]
