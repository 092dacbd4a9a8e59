"""Fonts paired across the two files and compared fact by fact and code by code."""

from __future__ import annotations

from inspector.chain import CodeInfo
from inspector.diff.model import FontPair, FontSide, MappingChange, WidthChange
from inspector.diff.read import SUBSET_TAG, SideFont, base_name

EXAMPLES = 10
"""Mapping and width differences given as examples per font pair (all are counted)."""

FACTS = (
    "name",
    "subtype",
    "embedded",
    "subset",
    "program",
    "encoding",
    "cid_system_info",
    "to_unicode",
    "wmode",
)
"""The dictionary facts compared, in the order they are listed."""


def font_side(font: SideFont) -> FontSide:
    facts = font.entry.font.facts
    return FontSide(
        key=font.key,
        base_font=facts.base_font,
        name=base_name(facts.base_font),
        subtype=facts.subtype,
        resources=tuple(font.entry.resources),
        pages=tuple(font.entry.pages),
        embedded=facts.embedded,
        subset=bool(SUBSET_TAG.match(facts.base_font or "")),
        encoding=facts.encoding,
        cid_system_info=facts.cid_system_info,
        to_unicode=facts.to_unicode,
        program=facts.program,
        wmode=facts.wmode,
        verdict=font.verdict,
        codes_used=len(font.codes),
    )


def _likeness(a: SideFont, b: SideFont) -> int:
    """How much two fonts draw alike: the codes and the characters they share."""
    return len(a.codes.keys() & b.codes.keys()) + len(a.chars & b.chars)


def pair_fonts(
    fonts_a: list[SideFont], fonts_b: list[SideFont]
) -> tuple[list[tuple[SideFont, SideFont]], list[SideFont], list[SideFont]]:
    """Pairs by base name without the subset tag and subtype, then by base name alone,
    then by the characters they draw; among fonts alike so far, those drawing the most
    codes and characters in common first. The fonts left over are only in A and only
    in B."""
    pairs: list[tuple[SideFont, SideFont]] = []
    left_a, left_b = list(fonts_a), list(fonts_b)
    keys = (
        lambda f: (base_name(f.entry.font.facts.base_font), f.entry.font.facts.subtype),
        lambda f: base_name(f.entry.font.facts.base_font),
    )
    for key in (*keys, None):
        if key is None:
            # Last, fonts named differently (a producer's own name for the face) that draw
            # much the same characters: at least half of the smaller set in common.
            candidates = [
                (len(a.chars & b.chars), i, j)
                for i, a in enumerate(left_a)
                for j, b in enumerate(left_b)
                if a.chars & b.chars
                and 2 * len(a.chars & b.chars) >= min(len(a.chars), len(b.chars))
            ]
        else:
            candidates = [
                (_likeness(a, b), i, j)
                for i, a in enumerate(left_a)
                for j, b in enumerate(left_b)
                if key(a) == key(b)
            ]
        # The most alike first; in a tie, the order the files list them in.
        candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
        taken_a: set[int] = set()
        taken_b: set[int] = set()
        for _score, i, j in candidates:
            if i in taken_a or j in taken_b:
                continue
            taken_a.add(i)
            taken_b.add(j)
            pairs.append((left_a[i], left_b[j]))
        left_a = [f for i, f in enumerate(left_a) if i not in taken_a]
        left_b = [f for j, f in enumerate(left_b) if j not in taken_b]
    order = {id(f): n for n, f in enumerate(fonts_a)}
    pairs.sort(key=lambda p: order[id(p[0])])
    return pairs, left_a, left_b


def compare_pair(a: SideFont, b: SideFont) -> FontPair:
    """What differs between two paired fonts: their facts, then each code both files
    use: its Unicode (added, removed, changed) and, drawing the same glyph, its width."""
    side_a, side_b = font_side(a), font_side(b)
    differences = tuple(f for f in FACTS if getattr(side_a, f) != getattr(side_b, f))
    added = removed = changed = widths = other = 0
    examples: list[MappingChange] = []
    width_examples: list[WidthChange] = []
    for code in sorted(a.codes.keys() & b.codes.keys()):
        info_a, info_b = a.codes[code], b.codes[code]
        if info_a.gid is not None and info_b.gid is not None and info_a.gid != info_b.gid:
            other += 1  # another glyph: its Unicode and width are not the same thing's
            continue
        if info_a.unicode != info_b.unicode:
            if info_b.unicode is None:
                removed += 1
            elif info_a.unicode is None:
                added += 1
            else:
                changed += 1
            if len(examples) < EXAMPLES:
                examples.append(mapping_change(info_a, info_b))
        if info_a.width != info_b.width:
            widths += 1
            if len(width_examples) < EXAMPLES:
                width_examples.append(WidthChange(code.hex(), info_a.width, info_b.width))
    return FontPair(
        name=side_a.name or side_b.name,
        a=side_a,
        b=side_b,
        differences=differences,
        added=added,
        removed=removed,
        changed=changed,
        examples=tuple(examples),
        widths=widths,
        width_examples=tuple(width_examples),
        other_glyphs=other,
    )


def mapping_change(info_a: CodeInfo, info_b: CodeInfo) -> MappingChange:
    return MappingChange(
        code=info_a.code_bytes.hex(),
        a=info_a.unicode,
        b=info_b.unicode,
        a_source=info_a.unicode_source.json,
        b_source=info_b.unicode_source.json,
        b_origin=str(info_b.unicode_origin) if info_b.unicode_origin else None,
    )
