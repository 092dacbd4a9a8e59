"""Embedded font programs (ISO 32000-1 §9.9): the only code that parses them.

``load_program`` reads the stream of a ``FontFile`` (Type 1), ``FontFile2`` (TrueType) or
``FontFile3`` (CFF, CID-keyed CFF, OpenType) entry with fontTools and returns a
:class:`FontProgram` of plain data: glyph count, unitsPerEm, names, ``hhea`` facts, and
per-glyph answers (advances, names, CID and GID, the ``cmap`` subtables, the §9.6.6.4
glyph of a simple TrueType font's code, outlines as recorded pen operations). No fontTools
object leaves this package, and nothing here raises on bad font data.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inspector.fontprog.cmaptable import CmapSubtable, GlyphLookup
    from inspector.fontprog.load import MAX_PROGRAM_SIZE, load_program, sniff
    from inspector.fontprog.outline import Outline, PenOperation, Point
    from inspector.fontprog.program import FontProgram, ProgramKind, subset_tag

# The names are imported from their modules on first use: a document without embedded
# programs needs none of the readers.
_HOMES = {
    "CmapSubtable": "cmaptable",
    "GlyphLookup": "cmaptable",
    "MAX_PROGRAM_SIZE": "load",
    "load_program": "load",
    "sniff": "load",
    "Outline": "outline",
    "PenOperation": "outline",
    "Point": "outline",
    "FontProgram": "program",
    "ProgramKind": "program",
    "subset_tag": "program",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'inspector.fontprog' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"inspector.fontprog.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "MAX_PROGRAM_SIZE",
    "CmapSubtable",
    "FontProgram",
    "GlyphLookup",
    "Outline",
    "PenOperation",
    "Point",
    "ProgramKind",
    "load_program",
    "sniff",
    "subset_tag",
]
