"""Predefined CMaps and the Adobe-*-UCS2 collection maps (ISO 32000-1 §9.7.5.2, §9.10.2).

The CMap files are Adobe's CMap resources, shipped gzip-compressed in
``resources/cmap``. They are loaded on first use and kept for the life of the process.
"""

from __future__ import annotations

import functools
import gzip
import re
import threading

from inspector.cmap.cmap import CMap, identity_cmap
from inspector.cmap.compiled import read_predefined
from inspector.shipped import resource_path

USECMAP_DEPTH_LIMIT = 8
"""How many ``usecmap`` levels are followed before the chain is cut."""

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,63}")
_lock = threading.RLock()
_loading: list[str] = []

KNOWN_COLLECTIONS = ("Adobe-GB1", "Adobe-CNS1", "Adobe-Japan1", "Adobe-Korea1", "Adobe-KR")
"""Adobe character collections whose CIDs have a Unicode meaning through a UCS2 map."""


def is_predefined(name: str) -> bool:
    """Whether ``name`` is a predefined CMap shipped with the inspector."""
    if name in ("Identity-H", "Identity-V"):
        return True
    return bool(_NAME.fullmatch(name)) and resource_path("cmap", f"{name}.gz").is_file()


def load_predefined(name: str) -> CMap | None:
    """The predefined CMap called ``name``, or None when there is no such CMap."""
    if name in ("Identity-H", "Identity-V"):
        return identity_cmap(name)
    if not is_predefined(name):
        return None
    with _lock:
        if name in _loading or len(_loading) >= USECMAP_DEPTH_LIMIT:
            return None
        _loading.append(name)
        try:
            return _load(name)
        finally:
            _loading.pop()


@functools.cache
def _load(name: str) -> CMap:
    data = gzip.decompress(resource_path("cmap", f"{name}.gz").read_bytes())
    return read_predefined(data, load_predefined)


def parse_predefined_slowly(name: str) -> CMap | None:
    """The same CMap through the general parser (to check the fast reader against)."""
    from inspector.cmap.parser import parse_cmap
    from inspector.findings import CollectingSink

    path = resource_path("cmap", f"{name}.gz")
    if not path.is_file():
        return None
    return parse_cmap(
        gzip.decompress(path.read_bytes()),
        CollectingSink(),
        label=name,
        resolve_parent=load_predefined,
        predefined=True,
    )


def ucs2_map(collection: str) -> CMap | None:
    """The ``Registry-Ordering-UCS2`` map of a known collection (§9.10.2 step 2)."""
    if collection not in KNOWN_COLLECTIONS:
        return None
    return load_predefined(f"{collection}-UCS2")


@functools.cache
def collection_cid_count(collection: str, supplement: int) -> int | None:
    """How many CIDs a supplement of a known collection defines (/CIDCount of its
    ``Registry-Ordering-Supplement`` CMap), or None when it is not known."""
    if collection not in KNOWN_COLLECTIONS or supplement < 0:
        return None
    path = resource_path("cmap", f"{collection}-{supplement}.gz")
    if not path.is_file():
        return None
    found = re.search(rb"/CIDCount\s+(\d+)\s+def", gzip.decompress(path.read_bytes()))
    return int(found.group(1)) if found else None


@functools.cache
def latest_supplement(collection: str) -> int | None:
    """The highest supplement of a known collection shipped with the inspector."""
    best = None
    for n in range(0, 16):
        if resource_path("cmap", f"{collection}-{n}.gz").is_file():
            best = n
    return best
