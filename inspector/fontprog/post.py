"""Glyph names of the TrueType ``post`` table (ISO 32000-1 §9.6.6.4, last rule).

Read from the table's bytes rather than through fontTools' glyph order: fontTools renames
duplicate names (``a.1``) and invents names for unnamed glyphs (``glyph00012``,
``uni0041`` from the cmap), while here the program's own names are evidence, so a name
is given exactly as stored, and an unnamed glyph has None.
"""

from __future__ import annotations

import struct

from fontTools.ttLib.standardGlyphOrder import standardGlyphOrder

_HEADER = 32


def post_glyph_names(data: bytes, glyph_count: int, problems: list[str]) -> tuple[str | None, ...]:
    """Glyph names by glyph id from a ``post`` table (formats 1, 2 and 2.5; §9.6.6.4).

    Args:
        data: the table's bytes.
        glyph_count: ``maxp.numGlyphs``.
        problems: where damage found while reading is reported.

    Returns:
        One name (or None) per glyph id; empty for format 3 (no names) and unknown formats.
    """
    (version,) = struct.unpack_from(">I", data, 0)
    if version == 0x00010000:
        standard: list[str | None] = list(standardGlyphOrder[:glyph_count])
        return tuple(standard + [None] * (glyph_count - len(standard)))
    if version == 0x00025000:
        return _format_2_5(data, glyph_count, problems)
    if version == 0x00020000:
        return _format_2(data, glyph_count, problems)
    return ()


def _format_2(data: bytes, glyph_count: int, problems: list[str]) -> tuple[str | None, ...]:
    (count,) = struct.unpack_from(">H", data, _HEADER)
    if count != glyph_count:
        problems.append(f"post names {count} glyphs, maxp has {glyph_count}")
    count = min(count, glyph_count)
    indices = struct.unpack_from(f">{count}H", data, _HEADER + 2)
    extra: list[str] = []
    at = _HEADER + 2 + 2 * count
    while at < len(data):
        length = data[at]
        extra.append(data[at + 1 : at + 1 + length].decode("latin-1"))
        at += 1 + length
    names: list[str | None] = []
    missing = 0
    for index in indices:
        if index < 258:
            names.append(standardGlyphOrder[index])
        elif index - 258 < len(extra):
            names.append(extra[index - 258] or None)
        else:
            names.append(None)
            missing += 1
    if missing:
        problems.append(f"post: {missing} glyph name indices point past the stored names")
    return tuple(names + [None] * (glyph_count - len(names)))


def _format_2_5(data: bytes, glyph_count: int, problems: list[str]) -> tuple[str | None, ...]:
    (count,) = struct.unpack_from(">H", data, _HEADER)
    count = min(count, glyph_count)
    offsets = struct.unpack_from(f">{count}b", data, _HEADER + 2)
    names: list[str | None] = []
    for gid, offset in enumerate(offsets):
        index = gid + offset
        names.append(standardGlyphOrder[index] if 0 <= index < 258 else None)
    if None in names:
        problems.append("post format 2.5: offsets point outside the standard names")
    return tuple(names + [None] * (glyph_count - len(names)))
