"""Rules about the Unicode values of codes (ISO 32000-1 §9.10)."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator

from inspector.chain import CodeInfo, Flag, UnicodeSource
from inspector.cmap import ucs2_map
from inspector.decode import CompositeFont, FontEntry
from inspector.decode.unicode import utf16_text
from inspector.diagnostics.usage import FontUsage
from inspector.encoding import glyph_name_to_unicode
from inspector.findings import Finding, Location, make_finding
from inspector.i18n.message import msg, msg_n
from inspector.text.normalize import is_variant_ideograph, unify_ideographs

COLLAPSE_MIN_CODES = 4
"""A character that this many distinct codes map to (spaces aside) is suspicious."""

DISAGREEMENT_SHARE = 0.2
"""Share of compared codes that must disagree before a ToUnicode is called suspicious."""


def font_location(entry: FontEntry, usage: FontUsage | None = None) -> Location:
    """Where a finding about a font points: its object, first resource and first page."""
    page = None
    if usage is not None and usage.first_seen:
        page = min(p for p, _ in usage.first_seen.values())
    elif entry.uses:
        page = entry.uses[0].page_index
    return Location(
        page_index=page,
        obj=entry.font.facts.objnum,
        font=entry.resources[0] if entry.resources else None,
    )


def label(entry: FontEntry) -> str:
    """How messages name a font."""
    facts = entry.font.facts
    name = facts.base_font or "font"
    return f"{name} ({facts.objnum} 0 R)" if facts.objnum is not None else name


def _examples(infos: list[CodeInfo], limit: int = 3) -> str:
    """The first codes, each with its Unicode when it has one (a code without is only
    named: the message says it has none)."""
    parts = []
    for info in infos[:limit]:
        code = f"<{info.code_bytes.hex()}>"
        if info.unicode is None:
            parts.append(code)
        else:
            parts.append(f"{code} -> {' '.join(f'U+{ord(c):04X}' for c in info.unicode)}")
    return ", ".join(parts) + (" ..." if len(infos) > limit else "")


def check_unmapped(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Codes the pages use that have no Unicode at all."""
    missing = [i for i in usage.codes.values() if Flag.UNMAPPED in i.flags]
    if not missing:
        return
    font = entry.font
    if font.to_unicode is not None:
        yield make_finding(
            "TOUNICODE-MISSING-CODES",
            msg(
                "{font}: the ToUnicode CMap lacks {count} of the {total} codes the pages use "
                "({examples})",
                font=label(entry),
                count=len(missing),
                total=len(usage.codes),
                examples=_examples(missing),
            ),
            font_location(entry, usage),
            count=len(missing),
        )
    yield make_finding(
        "UNICODE-UNMAPPED",
        msg_n(
            "{font}: {count} code of the {total} used has no Unicode ({examples})",
            "{font}: {count} of {total} codes used have no Unicode ({examples})",
            len(missing),
            font=label(entry),
            count=len(missing),
            total=len(usage.codes),
            examples=_examples(missing),
        ),
        font_location(entry, usage),
        count=len(missing),
    )


def check_suspect(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Targets like U+0000, U+FFFD, controls and private use."""
    bad = [i for i in usage.codes.values() if Flag.SUSPECT in i.flags]
    if bad:
        yield make_finding(
            "UNICODE-SUSPECT",
            msg_n(
                "{font}: {count} code maps to a suspect value ({examples})",
                "{font}: {count} codes map to suspect values ({examples})",
                len(bad),
                font=label(entry),
                count=len(bad),
                examples=_examples(bad),
            ),
            font_location(entry, usage),
            count=len(bad),
        )


def check_variant_ideographs(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Kangxi radicals and compatibility ideographs as ToUnicode targets (§9.10.3).

    Where evidence says the unified ideograph was drawn (``CodeInfo.unified``: the
    program's cmap, the collection's UCS2 map, a Unicode CMap's code), the ToUnicode is
    wrong and the text uses the unified ideograph; elsewhere the value is kept and only
    noted, since a producer may mean the radical.
    """
    found = [
        i
        for i in usage.codes.values()
        if i.unicode_source is UnicodeSource.TOUNICODE
        and i.unicode
        and any(is_variant_ideograph(c) for c in i.unicode)
    ]
    unified = [i for i in found if i.unified is not None]
    kept = [i for i in found if i.unified is None]
    if unified:
        yield make_finding(
            "UNICODE-VARIANT-IDEOGRAPH",
            msg_n(
                "{font}: {count} code maps to a Kangxi radical or compatibility ideograph "
                "({examples}) where the embedded program or the character collection shows the "
                "unified ideograph; the extracted text uses the unified one",
                "{font}: {count} codes map to Kangxi radicals or compatibility ideographs "
                "({examples}) where the embedded program or the character collection shows the "
                "unified ideographs; the extracted text uses the unified ones",
                len(unified),
                font=label(entry),
                count=len(unified),
                examples=_examples(unified),
            ),
            font_location(entry, usage),
            count=len(unified),
        )
    if kept:
        yield make_finding(
            "UNICODE-VARIANT-IDEOGRAPH-KEPT",
            msg_n(
                "{font}: {count} code maps to a Kangxi radical or compatibility ideograph "
                "({examples}) and nothing in the file says a unified ideograph was meant; the "
                "text keeps it, so a search for the unified ideograph does not find it",
                "{font}: {count} codes map to Kangxi radicals or compatibility ideographs "
                "({examples}) and nothing in the file says a unified ideograph was meant; the "
                "text keeps them, so a search for the unified ideograph does not find them",
                len(kept),
                font=label(entry),
                count=len(kept),
                examples=_examples(kept),
            ),
            font_location(entry, usage),
            count=len(kept),
        )


def check_collapse(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Many distinct codes mapping to one character."""
    by_char: Counter[str] = Counter()
    for info in usage.codes.values():
        if info.unicode and not info.unicode.isspace() and Flag.SUSPECT not in info.flags:
            by_char[info.unicode] += 1
    for char, n in by_char.most_common(3):
        if n >= COLLAPSE_MIN_CODES:
            yield make_finding(
                "UNICODE-COLLAPSE",
                msg(
                    "{font}: {count} different codes all map to {char} ({hex}); the glyphs they "
                    "draw are probably different characters",
                    font=label(entry),
                    count=n,
                    char=repr(char),
                    hex=f"U+{ord(char[0]):04X}",
                ),
                font_location(entry, usage),
                character=char,
                count=n,
            )


def _same_text(a: str, b: str) -> bool:
    if a == b:
        return True
    return unicodedata.normalize("NFKC", unify_ideographs(a)) == unicodedata.normalize(
        "NFKC", unify_ideographs(b)
    )


def _shift(pairs: list[tuple[str, str]]) -> int | None:
    """A constant code point offset between two readings, if one explains most pairs."""
    offsets = Counter(ord(a) - ord(b) for a, b in pairs if len(a) == 1 and len(b) == 1 and a != b)
    if not offsets:
        return None
    offset, n = offsets.most_common(1)[0]
    return offset if n >= max(3, len(pairs) // 2) else None


def check_tounicode_vs_collection(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """ToUnicode against the Registry-Ordering-UCS2 map of the font's collection."""
    font = entry.font
    if not isinstance(font, CompositeFont) or font.to_unicode is None or not font.collection:
        return
    ucs2 = ucs2_map(font.collection)
    if ucs2 is None:
        return
    pairs: list[tuple[str, str, CodeInfo]] = []
    for info in usage.codes.values():
        if info.unicode_source is not UnicodeSource.TOUNICODE or not info.cid or info.cid > 0xFFFF:
            continue
        found = ucs2.lookup_bytes(info.cid.to_bytes(2, "big"))
        if found is None or info.unicode is None:
            continue
        expected, _ = utf16_text(found[0])
        pairs.append((info.unicode, expected, info))
    differing = [(a, b, i) for a, b, i in pairs if not _same_text(a, b)]
    if pairs and len(differing) >= max(2, DISAGREEMENT_SHARE * len(pairs)):
        shift = _shift([(a, b) for a, b, _ in differing])
        examples = ", ".join(
            f"<{i.code_bytes.hex()}> CID {i.cid}: ToUnicode {a!r}, {font.collection} {b!r}"
            for a, b, i in differing[:3]
        )
        args = {
            "font": label(entry),
            "count": len(differing),
            "total": len(pairs),
            "collection": font.collection,
            "shift": shift or 0,
            "examples": examples,
        }
        yield make_finding(
            "TOUNICODE-DISAGREES-COLLECTION",
            msg_n(
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the "
                "{collection}-UCS2 map; the ToUnicode is shifted by {shift:+d} code point "
                "({examples})",
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the "
                "{collection}-UCS2 map; the ToUnicode is shifted by {shift:+d} code points "
                "({examples})",
                abs(shift),
                **args,
            )
            if shift
            else msg(
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the "
                "{collection}-UCS2 map ({examples})",
                **args,
            ),
            font_location(entry, usage),
            compared=len(pairs),
            differing=len(differing),
            shift=shift,
        )


def check_tounicode_vs_glyph_names(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """ToUnicode against the glyph names a simple font's encoding gives."""
    pairs: list[tuple[str, str, CodeInfo]] = []
    for info in usage.codes.values():
        if info.unicode_source is not UnicodeSource.TOUNICODE or not info.glyph_name:
            continue
        named = glyph_name_to_unicode(info.glyph_name)
        if named is None or info.unicode is None:
            continue
        pairs.append((info.unicode, named, info))
    differing = [(a, b, i) for a, b, i in pairs if not _same_text(a, b)]
    if pairs and len(differing) >= max(2, DISAGREEMENT_SHARE * len(pairs)):
        shift = _shift([(a, b) for a, b, _ in differing])
        examples = ", ".join(
            f"<{i.code_bytes.hex()}> /{i.glyph_name}: ToUnicode {a!r}" for a, b, i in differing[:3]
        )
        args = {
            "font": label(entry),
            "count": len(differing),
            "total": len(pairs),
            "shift": shift or 0,
            "examples": examples,
        }
        yield make_finding(
            "TOUNICODE-DISAGREES-GLYPH-NAMES",
            msg_n(
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the glyph "
                "names; the ToUnicode is shifted by {shift:+d} code point ({examples})",
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the glyph "
                "names; the ToUnicode is shifted by {shift:+d} code points ({examples})",
                abs(shift),
                **args,
            )
            if shift
            else msg(
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the "
                "glyph names ({examples})",
                **args,
            ),
            font_location(entry, usage),
            compared=len(pairs),
            differing=len(differing),
            shift=shift,
        )


def check_tounicode_code_lengths(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """ToUnicode source codes whose byte length fits none of the font's codes."""
    font = entry.font
    if font.to_unicode is None:
        return
    font_lengths = {r.length for r in font.codespace.ranges} or {1}
    tu_lengths = set(font.to_unicode.code_lengths())
    wrong = sorted(tu_lengths - font_lengths)
    if wrong:
        yield make_finding(
            "TOUNICODE-CODE-LENGTH",
            msg_n(
                "{font}: the ToUnicode maps {wrong}-byte codes but the font's codes are "
                "{lengths} byte long; those entries can never apply",
                "{font}: the ToUnicode maps {wrong}-byte codes but the font's codes are "
                "{lengths} bytes long; those entries can never apply",
                max(font_lengths),
                font=label(entry),
                wrong="/".join(map(str, wrong)),
                lengths="/".join(map(str, sorted(font_lengths))),
            ),
            font_location(entry, usage),
        )


def check_actual_text(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Marked content with /ActualText covers glyphs of this font."""
    if usage.actual_text:
        yield make_finding(
            "ACTUALTEXT-PRESENT",
            msg_n(
                "{font}: {count} glyph is covered by /ActualText, which replaces its text in "
                "extraction",
                "{font}: {count} glyphs are covered by /ActualText, which replaces their text "
                "in extraction",
                usage.actual_text,
                font=label(entry),
                count=usage.actual_text,
            ),
            font_location(entry, usage),
            count=usage.actual_text,
        )
