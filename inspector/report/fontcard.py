"""What a report says about one font: CMaps, ToUnicode coverage, /W widths and a few
example codes that go wrong, each with its full chain."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

from inspector.chain import CodeInfo, DecodedCode, Flag, UnicodeSource
from inspector.cmap import CMap
from inspector.decode import CompositeFont, Font, FontEntry
from inspector.diagnostics import FontUsage, FontVerdict
from inspector.findings import Finding
from inspector.i18n import N_, Message, msg
from inspector.output.records import code_record
from inspector.output.words import SOURCE_NAMES, WIDTH_SOURCES
from inspector.report.collect import MARK_ORDER, Occurrence, mark_kind
from inspector.report.excerpts import cmap_excerpt
from inspector.report.glyphs import glyph_record

EXAMPLES_PER_FONT = 3
WIDTH_BARS = 12
"""Distinct /W widths shown in the width chart (the most frequent ones)."""

_HEX_CODE = re.compile(r"<([0-9a-f]{2,8})>")


def cmap_record(cmap: CMap) -> dict[str, Any]:
    """Name, ``usecmap`` chain, codespace and collection of a CMap."""
    return {
        "name": cmap.name,
        "chain": list(cmap.chain),
        "predefined": cmap.predefined,
        "wmode": cmap.wmode,
        "cid_system_info": str(cmap.cid_system_info) if cmap.cid_system_info else None,
        "codespace": [{"low": r.low.hex(), "high": r.high.hex()} for r in cmap.codespace.ranges],
    }


def coverage_record(font: Font, usage: FontUsage | None) -> dict[str, Any]:
    """How the distinct codes a font shows get their Unicode (ToUnicode coverage):
    mapped by the ToUnicode, by another rule of §9.10.2, recovered from the embedded
    program's evidence, suspect, unmapped or invalid."""
    infos = [*usage.codes.values(), *usage.invalid.values()] if usage else []
    by_source: Counter[str] = Counter()
    counts = Counter(
        {"tounicode": 0, "other": 0, "recovered": 0, "suspect": 0, "unmapped": 0, "invalid": 0}
    )
    for info in infos:
        by_source[info.unicode_source.value] += 1
        if Flag.INVALID in info.flags:
            counts["invalid"] += 1
        elif Flag.UNMAPPED in info.flags:
            counts["recovered" if font.evidence_unicode(info) else "unmapped"] += 1
        elif Flag.SUSPECT in info.flags:
            counts["suspect"] += 1
        elif info.unicode_source is UnicodeSource.TOUNICODE:
            counts["tounicode"] += 1
        else:
            counts["other"] += 1
    return {"codes": len(infos), **counts, "by_source": dict(sorted(by_source.items()))}


def widths_record(font: Font) -> dict[str, Any] | None:
    """The distribution of a CIDFont's /W widths (ISO 32000-1 §9.7.4.3), per /W entry."""
    if not isinstance(font, CompositeFont):
        return None
    values = font.widths.values()
    counts = Counter(round(v, 1) for v in values)
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:WIDTH_BARS]
    return {
        "entries": len(values),
        "distinct": len(counts),
        "dw": _num(font.dw) if font.dw is not None else None,
        "histogram": [{"width": _num(w), "count": n} for w, n in sorted(top)],
    }


def _num(v: float) -> int | float:
    return int(v) if v == int(v) else round(v, 3)


WHY_TITLES = {
    "invalid": N_("Bytes outside the codespace"),
    "unmapped": N_("No Unicode"),
    "suspect": N_("Suspect Unicode"),
    "notdef": N_("Draws .notdef"),
    "named": N_("Named in a finding"),
    "sample": N_("Recovered by another rule"),
}
"""Why an example code was chosen (its record's ``why``), as the reports title it."""


def _choose(
    usage: FontUsage | None, verdict: FontVerdict | None, findings: tuple[Finding, ...]
) -> list[tuple[CodeInfo, str]]:
    """Up to :data:`EXAMPLES_PER_FONT` codes worth showing, with why each was chosen:
    failing codes (one of each kind first), else codes a finding names, else (for a
    font whose text is recovered another way) the first codes shown."""
    if usage is None or not usage.glyphs:
        return []
    infos = {**usage.codes, **usage.invalid}
    order = sorted(infos, key=lambda k: (usage.first_seen.get(k, (0, 0)), k))
    flagged = [(infos[k], kind) for k in order if (kind := mark_kind(infos[k])) is not None]
    flagged.sort(key=lambda ik: [f.value for f in MARK_ORDER].index(ik[1]))
    chosen: list[tuple[CodeInfo, str]] = []
    for kind in [f.value for f in MARK_ORDER]:
        chosen.extend([ik for ik in flagged if ik[1] == kind][:1])
    chosen.extend(ik for ik in flagged if ik not in chosen)
    if not chosen and verdict is not None and verdict.verdict.value != "ok":
        root = [f for f in findings if f.code == verdict.root_cause]
        for finding in [*root, *findings]:
            for match in _HEX_CODE.finditer(finding.message):
                key = bytes.fromhex(match.group(1))
                if key in infos and all(i.code_bytes != key for i, _ in chosen):
                    chosen.append((infos[key], "named"))
        if not chosen:
            chosen = [(infos[k], "sample") for k in order[:2]]
    return chosen[:EXAMPLES_PER_FONT]


def _range_of(font: Font, info: CodeInfo) -> str | None:
    for r in font.codespace.ranges:
        if r.contains(info.code_bytes):
            return f"<{r.low.hex()}> <{r.high.hex()}>"
    return None


def _collection_map(font: Font) -> CMap | None:
    found = getattr(font, "collection_map", None)
    return found if isinstance(found, CMap) else None


def unicode_reason(font: Font, info: CodeInfo) -> str:
    """Why a code has the Unicode it has, or none (ISO 32000-1 §9.10.2)."""
    if Flag.INVALID in info.flags:
        return msg("The bytes match no codespace range, so they are not a valid code (§9.7.6.3).")
    if info.unicode is None:
        evidence = font.evidence_unicode(info)
        if evidence is not None:
            if evidence[1] == "font-cmap":
                return msg(
                    "The PDF maps this code to no Unicode, but the embedded font program's own "
                    "cmap table says which character its glyph is ({text}): tools that consult "
                    "the program recover the text, others print nothing or garbage.",
                    text=repr(evidence[0]),
                )
            if evidence[1] == "name-pattern":
                return msg(
                    "The PDF maps this code to no Unicode, and its glyph name /{name} is only "
                    "its code, as are the font's other such names: read in the base encoding, "
                    "the code gives {text}. A guess other readers make too; check it against "
                    "the page.",
                    name=info.glyph_name or "",
                    text=repr(evidence[0]),
                )
            if evidence[1] == "tex-glyph-name":
                return msg(
                    "The PDF maps this code to no Unicode; its glyph name /{name} is a name of "
                    "TeX's math and symbol fonts, which the Adobe Glyph List does not know. "
                    "The inspector's table of TeX font names reads it as {text}, as other "
                    "readers do.",
                    name=info.glyph_name or "",
                    text=repr(evidence[0]),
                )
            if evidence[1] == "identity-name":
                return msg(
                    "The PDF maps this code to no Unicode: the font's /ToUnicode is the name "
                    "/Identity-H, not a CMap. Read as other readers read it, the code's two "
                    "bytes spell the UTF-16 character {text}. A guess; check it against the "
                    "page.",
                    text=repr(evidence[0]),
                )
            return msg(
                "The PDF maps this code to no Unicode, but the embedded font program's own "
                "glyph name says which character its glyph is ({text}): tools that consult "
                "the program recover the text, others print nothing or garbage.",
                text=repr(evidence[0]),
            )
        if (
            isinstance(font, CompositeFont)
            and info.cid == 0
            and info.cid_origin is None
            and font.encoding_cmap is not None
        ):
            return msg(
                "The Encoding CMap {cmap} gives this code no CID, so it selects CID 0: the font "
                "draws .notdef (a blank or a box) and the character is lost (§9.7.6.3).",
                cmap=font.encoding_cmap.name,
            )
        if font.to_unicode is not None:
            first = msg(
                "the ToUnicode CMap {cmap} has no entry for this code", cmap=font.to_unicode.name
            )
        else:
            first = msg("the font has no ToUnicode CMap")
        if isinstance(font, CompositeFont):
            if font.collection and _collection_map(font) is None:
                second = msg(
                    "its CIDs belong to {collection}, which has no standard Unicode map (the "
                    "CIDs mean something only inside the font program)",
                    collection=font.collection,
                )
            elif _collection_map(font) is not None:
                second = msg(
                    "the {collection}-UCS2 map has no entry for CID {cid}",
                    collection=font.collection,
                    cid=info.cid,
                )
            else:
                second = msg("its character collection is unknown")
        elif info.glyph_name:
            second = msg(
                "the glyph name /{name} has no standard Unicode value", name=info.glyph_name
            )
        else:
            second = msg("the encoding gives the code no glyph name")
        return msg(
            "Nothing maps this code to Unicode: {first}; {second}.", first=first, second=second
        )
    if Flag.SUSPECT in info.flags:
        return msg(
            "The mapping gives a value no text should contain (U+FFFD, a control character, "
            "a private-use code point or a broken UTF-16 sequence)."
        )
    source = info.unicode_source
    if source is UnicodeSource.COLLECTION:
        return msg(
            "No ToUnicode entry; the CID's meaning in its character collection gives the "
            "Unicode (§9.10.2). Tools that only read ToUnicode maps get this wrong."
        )
    if source is UnicodeSource.TOUNICODE:
        return msg("The ToUnicode CMap maps this code.")
    return msg("The Unicode comes from the {rule} rule (§9.10.2).", rule=source.value)


def chain_steps(font: Font, info: CodeInfo) -> list[dict[str, str]]:
    """The chain of one code as steps for people: what each value is and what gave it."""
    steps = [
        {
            "step": "code",
            "value": msg(
                "<{hex}> ({length} bytes, {code})"
                if len(info.code_bytes) > 1
                else "<{hex}> ({length} byte, {code})",
                hex=info.code_bytes.hex(),
                length=len(info.code_bytes),
                code=info.code,
            ),
            "rule": (
                msg("codespace range {range}", range=rng)
                if (rng := _range_of(font, info))
                else msg("outside every codespace range")
            ),
        }
    ]
    if isinstance(font, CompositeFont):
        if info.cid_origin is not None:
            rule = str(info.cid_origin)
        elif Flag.INVALID in info.flags:
            rule = msg("invalid code: CID 0 (§9.7.6.3)")
        else:
            rule = msg("no cidrange or cidchar maps it: CID 0")
        steps.append({"step": "CID", "value": str(info.cid), "rule": rule})
    gid: str = msg("unknown") if info.gid is None else str(info.gid)
    if info.glyph_name:
        gid = Message("{gid} /{name}", {"gid": gid, "name": info.glyph_name})
    glyph_rule: str = info.gid_rule or ""
    if Flag.NOTDEF in info.flags:
        glyph_rule = (
            msg("{rule}; draws .notdef", rule=glyph_rule) if glyph_rule else msg("draws .notdef")
        )
    steps.append(
        {
            "step": "glyph",
            "value": gid,
            "rule": glyph_rule,
        }
    )
    if info.unicode is None:
        value: str = msg("none")
    else:
        points = " ".join(f"U+{ord(c):04X}" for c in info.unicode)
        value = f"{points} {info.unicode}"
    source = info.unicode_source.json
    rule = Message(SOURCE_NAMES.get(source, source)) if source else msg("no rule maps it")
    if info.unicode_origin is not None:
        # The origin is a CMap or encoding name, or a catalogue text (the built-in encoding).
        rule = msg("{rule} ({origin})", rule=rule, origin=Message(str(info.unicode_origin)))
    steps.append({"step": "Unicode", "value": value, "rule": rule})
    evidence = font.evidence_unicode(info) if info.unicode is None else None
    if evidence is not None:
        text, route = evidence
        points = " ".join(f"U+{ord(c):04X}" for c in text)
        rule = _EVIDENCE.get(route, route)
        if info.shape is not None and route == "glyph-shape":
            rule = msg(
                "{rule}: {reference}, confidence {confidence}, runner-up {runner_up}",
                rule=rule,
                reference=info.shape.reference,
                confidence=f"{info.shape.confidence:.2f}",
                runner_up=info.shape.runner_up or msg("none"),
            )
        steps.append({"step": "evidence", "value": f"{points} {text}", "rule": rule})
    if info.unified is not None:
        points = " ".join(f"U+{ord(c):04X}" for c in info.unified)
        steps.append(
            {
                "step": "unified",
                "value": f"{points} {info.unified}",
                "rule": msg(
                    "the program or the character collection shows the unified ideograph drawn; "
                    "the text uses it"
                ),
            }
        )
    width_source = info.width_source.value
    width_rule: str = Message(WIDTH_SOURCES.get(width_source, width_source))
    if info.program_advance is not None and round(info.program_advance) != round(info.width):
        width_rule = msg(
            "{rule}; the program's advance is {advance}",
            rule=width_rule,
            advance=_num(info.program_advance),
        )
    steps.append({"step": "width", "value": str(_num(info.width)), "rule": width_rule})
    return steps


_EVIDENCE = {
    "font-cmap": msg("the embedded program's own cmap table (not the PDF's mapping)"),
    "glyph-name": msg("the glyph name, by the Adobe Glyph List (not the PDF's mapping)"),
    "glyph-shape": msg("the glyph's shape, matched against an installed font (not in the file)"),
    "name-pattern": msg("the glyph name, which is the code, read in the base encoding (a guess)"),
    "tex-glyph-name": msg(
        "the glyph name, by the inspector's table of TeX font names (not the Adobe Glyph List)"
    ),
    "identity-name": msg("the code read as UTF-16, for a /ToUnicode named /Identity-H (a guess)"),
}

STEP_NAMES = (N_("code"), N_("glyph"), N_("evidence"), N_("unified"), N_("width"))
"""The chain's step names people read (translated where shown; CID and Unicode stay)."""


def example_record(
    entry: FontEntry,
    info: CodeInfo,
    why: str,
    occurrence: Occurrence | None,
    count: int,
    redact: bool,
) -> dict[str, Any]:
    """One example code: its chain record, where it is first shown and its glyph."""
    font = entry.font
    offset = occurrence.offset if occurrence else 0
    record = code_record(DecodedCode(offset, info))
    record.update(
        {
            "why": why,
            "occurrences": count,
            "page": occurrence.page_index + 1 if occurrence else None,
            "string": occurrence.serial if occurrence else None,
            "operator": occurrence.operator if occurrence else None,
            "resource": occurrence.font_name if occurrence else None,
            "string_bytes": (
                occurrence.string_bytes.hex() if occurrence is not None and not redact else None
            ),
            "chain": chain_steps(font, info),
            "explanation": unicode_reason(font, info),
            "glyph": glyph_record(font, info),
            "content": None,
        }
    )
    return record


def examples(
    entry: FontEntry,
    usage: FontUsage | None,
    verdict: FontVerdict | None,
    findings: tuple[Finding, ...],
    first: Mapping[bytes, Occurrence],
    redact: bool,
) -> list[dict[str, Any]]:
    """The example codes of a font."""
    return [
        example_record(
            entry,
            info,
            why,
            first.get(info.code_bytes),
            usage.counts[info.code_bytes] if usage else 0,
            redact,
        )
        for info, why in _choose(usage, verdict, findings)
    ]


def cmap_excerpts(font: Font, chosen: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Excerpts of the Encoding CMap (and ``usecmap`` parents that answered) and of the
    ToUnicode CMap, with the lines that answered the example codes marked."""
    wanted: dict[str, set[int]] = {}
    for example in chosen:
        for ref in (example.get("cid_ref"), example.get("source_ref")):
            if ref and ":" in ref:
                name, _, line = ref.rpartition(":")
                if line.isdigit():
                    wanted.setdefault(name, set()).add(int(line))
    out: list[dict[str, Any]] = []
    node = font.encoding_cmap
    top = True
    while node is not None:
        # A predefined CMap's header is Adobe's licence text: only its answering lines.
        if (top and not node.predefined) or node.name in wanted:
            found = cmap_excerpt(node, wanted.get(node.name, ()), header=not node.predefined)
            if found is not None:
                found["role"] = "encoding"
                out.append(found)
        top = False
        node = node.parent
    if font.to_unicode is not None:
        found = cmap_excerpt(font.to_unicode, wanted.get(font.to_unicode.name, ()))
        if found is not None:
            found["role"] = "tounicode"
            out.append(found)
    return out


__all__ = [
    "EXAMPLES_PER_FONT",
    "WHY_TITLES",
    "chain_steps",
    "cmap_excerpts",
    "cmap_record",
    "coverage_record",
    "examples",
    "unicode_reason",
    "widths_record",
]
