"""The ``cmap`` table of TrueType and OpenType programs (ISO 32000-1 §9.6.6.4).

Subtables become plain code-to-glyph-id dictionaries; this module also holds the two
questions asked of them: which character the program itself gives a glyph (read
backwards, evidence beside ``/ToUnicode``), and which glyph a simple TrueType font's
single-byte code selects by the rules of §9.6.6.4.
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from inspector.i18n.message import msg

# The Unicode subtables, best first, for reading the program's own character of a glyph.
UNICODE_PREFERENCE = ((3, 10), (3, 1), (0, 6), (0, 4), (0, 3), (0, 2), (0, 1), (0, 0))

# §9.6.6.4: a symbolic font's (3,0) subtable uses one of these ranges for its codes.
_SYMBOL_PREFIXES = (0x0000, 0xF000, 0xF100, 0xF200)


@dataclass(frozen=True, slots=True)
class CmapSubtable:
    """One subtable of a TrueType/OpenType ``cmap`` table (ISO 32000-1 §9.6.6.4).

    Attributes:
        platform_id: 0 Unicode, 1 Macintosh, 3 Windows.
        encoding_id: the platform-specific encoding (3,0 symbol; 3,1 BMP; 3,10 full).
        format: the subtable format (0, 2, 4, 6, 12, ...).
        mapping: character code to glyph id, as the subtable says. Shared between
            calls: read it, do not change it.
    """

    platform_id: int
    encoding_id: int
    format: int
    mapping: dict[int, int] = field(hash=False)


@dataclass(frozen=True, slots=True)
class GlyphLookup:
    """A glyph id found for a character code, and the rule that found it (§9.6.6.4).

    Attributes:
        gid: the glyph id.
        rule: how it was found, for the trace, e.g. ``"cmap (3,0) code 0xF041"``.
    """

    gid: int
    rule: str


MAX_CMAP_CODES = 0x110000
"""Most codes one subtable may map (all of Unicode); a hostile format 4 or 12 subtable can
claim billions, which fontTools would expand into a list."""


def _claimed_codes(sub: Any) -> int:
    """How many codes a not yet decompiled format 4, 12 or 13 subtable would expand to."""
    data = vars(sub).get("data")  # the raw body; vars() does not trigger decompiling
    if not data:
        return 0
    fmt = int(sub.format)
    total = 0
    if fmt == 4:
        (seg_count_x2,) = struct.unpack_from(">H", data, 0)
        count = seg_count_x2 // 2
        ends = struct.unpack_from(f">{count}H", data, 8)
        starts = struct.unpack_from(f">{count}H", data, 8 + 2 * count + 2)
        total = sum(end - start + 1 for start, end in zip(starts, ends) if end >= start)
    elif fmt in (12, 13):
        for at in range(0, len(data) - 11, 12):
            start, end, _ = struct.unpack_from(">3L", data, at)
            total += max(0, end - start + 1)
    return total


def read_cmap_subtables(
    subtables: Iterable[Any], gid_of: Callable[[str], int], problems: list[str]
) -> tuple[CmapSubtable, ...]:
    """Subtables of a fontTools ``cmap`` table as plain data (ISO 32000-1 §9.6.6.4).

    Each subtable is decompiled now; one that claims more codes than Unicode has (a
    hostile format 4 or 12 range) is reported and left out instead.

    Args:
        subtables: fontTools cmap subtables (``table.tables``, or some of them).
        gid_of: glyph name (as fontTools named the glyph) to glyph id.
        problems: where a subtable that cannot be read is reported; the others are kept.

    Returns:
        The subtables in file order, format 14 (variation sequences) left out.
    """
    found: list[CmapSubtable] = []
    for sub in subtables:
        try:
            if int(sub.format) == 14:
                continue
            claimed = _claimed_codes(sub)
            if claimed > MAX_CMAP_CODES:
                raise ValueError(f"maps {claimed} codes, more than there are code points")
            mapping = {int(code): gid_of(name) for code, name in sub.cmap.items()}
            found.append(
                CmapSubtable(int(sub.platformID), int(sub.platEncID), int(sub.format), mapping)
            )
        except Exception as exc:  # one broken subtable does not spoil the others
            problems.append(
                f"cmap subtable ({getattr(sub, 'platformID', '?')},"
                f"{getattr(sub, 'platEncID', '?')}) format {getattr(sub, 'format', '?')}: "
                f"{type(exc).__name__}: {exc}"[:200]
            )
    return tuple(found)


def best_unicode_subtable(subtables: Iterable[CmapSubtable]) -> CmapSubtable | None:
    """The subtable to read the program's own Unicode from (evidence beside §9.10.2).

    Args:
        subtables: the program's cmap subtables.

    Returns:
        The first non-empty one of (3,10), (3,1), (0,6), (0,4), (0,3) ... (0,0), or None.
    """
    by_id: dict[tuple[int, int], CmapSubtable] = {}
    for sub in subtables:
        if sub.mapping:
            by_id.setdefault((sub.platform_id, sub.encoding_id), sub)
    for key in UNICODE_PREFERENCE:
        if key in by_id:
            return by_id[key]
    return None


def _is_second_choice(code: int) -> bool:
    """Private use, Kangxi radicals and CJK compatibility ideographs: code points a CJK or
    symbol font maps to a glyph beside the character the glyph is (U+2F00 and U+4E00 to
    one glyph, U+F041 and U+0041 to another)."""
    return (
        0xE000 <= code <= 0xF8FF
        or code >= 0xF0000
        or 0x2F00 <= code <= 0x2FDF
        or 0xF900 <= code <= 0xFAFF
        or 0x2F800 <= code <= 0x2FA1F
    )


def reverse_unicode_map(subtables: Iterable[CmapSubtable]) -> dict[int, int]:
    """Glyph id to the code point the best Unicode subtable maps to it (§9.10.2).

    When several code points map to one glyph, the lowest that is neither private use nor
    a Kangxi radical nor a compatibility ideograph, else the lowest: a CJK font that maps
    both U+2F00 and U+4E00 to a glyph draws 一 with it. Surrogates, code points beyond
    U+10FFFF and glyph 0 (``.notdef``) are left out.

    Args:
        subtables: the program's cmap subtables (see :func:`best_unicode_subtable`).

    Returns:
        The reverse map; empty when there is no Unicode subtable.
    """
    best = best_unicode_subtable(subtables)
    reverse: dict[int, int] = {}
    if best is None:
        return reverse
    for code in sorted(best.mapping):
        if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
            continue
        gid = best.mapping[code]
        if gid <= 0:
            continue
        kept = reverse.get(gid)
        if kept is None or (_is_second_choice(kept) and not _is_second_choice(code)):
            reverse[gid] = code
    return reverse


def agl_unicode(name: str) -> str | None:
    """A glyph name's text by the Adobe Glyph List rules (ISO 32000-1 §9.10.2), or None.

    The default for :func:`simple_truetype_lookup`; ``fontTools.agl`` implements the
    rules ``inspector.encoding.glyph_name_to_unicode`` also builds on.
    """
    return str(_agl().toUnicode(name)) or None


@functools.cache
def _mac_roman_codes() -> dict[str, int]:
    from fontTools.encodings.MacRoman import MacRoman

    # fontTools' table puts Mac glyph names on some control codes; only 32..255 are the
    # Mac OS Roman character set §9.6.6.4 refers to.
    codes: dict[str, int] = {}
    for code in range(32, 256):
        codes.setdefault(MacRoman[code], code)
    return codes


def _subtable(subtables: Iterable[CmapSubtable], platform: int, encoding: int) -> dict[int, int]:
    for sub in subtables:
        if (sub.platform_id, sub.encoding_id) == (platform, encoding):
            return sub.mapping
    return {}


def _symbolic_route(subtables: tuple[CmapSubtable, ...], code: int) -> GlyphLookup | None:
    symbol = _subtable(subtables, 3, 0)
    for prefix in _SYMBOL_PREFIXES:
        gid = symbol.get(prefix + code, 0)
        if gid:
            return GlyphLookup(gid, msg("cmap (3,0) code {code}", code=f"0x{prefix + code:04X}"))
    gid = _subtable(subtables, 1, 0).get(code, 0)
    if gid:
        return GlyphLookup(gid, msg("cmap (1,0) code {code}", code=f"0x{code:02X}"))
    gid = _subtable(subtables, 3, 1).get(code, 0)
    if gid:
        return GlyphLookup(
            gid,
            msg(
                "cmap (3,1) code {code} taken as {unicode}",
                code=f"0x{code:02X}",
                unicode=f"U+{code:04X}",
            ),
        )
    return None


def _nonsymbolic_route(
    subtables: tuple[CmapSubtable, ...],
    code: int,
    glyph_name: str | None,
    to_unicode: Callable[[str], str | None],
) -> GlyphLookup | None:
    unicode_map = _subtable(subtables, 3, 1)
    if glyph_name is not None and unicode_map:
        text = to_unicode(glyph_name)
        if text is not None and len(text) == 1:
            gid = unicode_map.get(ord(text), 0)
            if gid:
                return GlyphLookup(
                    gid,
                    msg(
                        "cmap (3,1) {unicode} from glyph name '{name}'",
                        unicode=f"U+{ord(text):04X}",
                        name=glyph_name,
                    ),
                )
    mac = _subtable(subtables, 1, 0)
    if mac:
        mac_code = _mac_roman_codes().get(glyph_name, code) if glyph_name else code
        gid = mac.get(mac_code, 0)
        if gid:
            if glyph_name and mac_code != code:
                return GlyphLookup(
                    gid,
                    msg(
                        "cmap (1,0) code {code} (Mac OS Roman code of '{name}')",
                        code=f"0x{mac_code:02X}",
                        name=glyph_name,
                    ),
                )
            return GlyphLookup(gid, msg("cmap (1,0) code {code}", code=f"0x{mac_code:02X}"))
    return None


def simple_truetype_lookup(
    subtables: tuple[CmapSubtable, ...],
    gid_for_post_name: Callable[[str], int | None],
    code: int,
    symbolic: bool,
    glyph_name: str | None,
    to_unicode: Callable[[str], str | None] | None,
) -> GlyphLookup | None:
    """The glyph of a simple TrueType font's single-byte code (ISO 32000-1 §9.6.6.4).

    Symbolic fonts: (3,0) with the code, then 0xF000, 0xF100, 0xF200 + code; else (1,0)
    with the code; else (3,1) with the code. Nonsymbolic fonts: the glyph name through the
    Adobe Glyph List to Unicode in (3,1); else (1,0) with the Mac OS Roman code of the
    name (the code itself when the name has none). Then the glyph name in ``post``. Last,
    the other kind's route, marked ``fallback``: producers often set the wrong flag.

    Args:
        subtables: the program's cmap subtables.
        gid_for_post_name: glyph name to glyph id through the ``post`` table.
        code: the single-byte character code.
        symbolic: the Symbolic flag is set (or the font has no ``/Encoding``).
        glyph_name: the name the font's encoding gives the code, if any.
        to_unicode: glyph name to Unicode; None for the Adobe Glyph List rules.

    Returns:
        The glyph id and the rule that found it, or None.
    """
    name_to_text = to_unicode or agl_unicode

    def other() -> GlyphLookup | None:
        if symbolic:
            return _nonsymbolic_route(subtables, code, glyph_name, name_to_text)
        return _symbolic_route(subtables, code)

    if symbolic:
        found = _symbolic_route(subtables, code)
    else:
        found = _nonsymbolic_route(subtables, code, glyph_name, name_to_text)
    if found is not None:
        return found
    if glyph_name is not None:
        gid = gid_for_post_name(glyph_name)
        if gid:
            return GlyphLookup(gid, msg("post name '{name}'", name=glyph_name))
    fallback = other()
    if fallback is not None:
        return GlyphLookup(fallback.gid, msg("fallback: {rule}", rule=fallback.rule))
    return None


def _agl() -> Any:
    """``fontTools.agl``, imported on first use: building its table of names takes about
    8 ms of every start of the command line, and most documents never need it."""
    from fontTools import agl

    return agl
