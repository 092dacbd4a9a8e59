"""Deciding what a repair writes: a ToUnicode per recoverable font, from the best evidence.

The evidence, in the order it is trusted: corrections the user gives per code; the
font's existing mapping where it is sound (ToUnicode, with Kangxi radicals and
compatibility ideographs replaced by unified ideographs where the program, the collection
or a Unicode CMap's code shows them; the character collection's UCS2 map; a simple font's
encoding and glyph names); then evidence from the embedded program (its cmap table, its
glyph names: for a symbolic TrueType font, the post names; never private-use values).
Codes that none of it covers stay unmapped and are listed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from inspector.analysis import Analysis
from inspector.chain import CodeInfo, Flag, ShapeMatch
from inspector.decode import FontEntry
from inspector.diagnostics import Diagnoser, Verdict
from inspector.pdf.writer import RewrittenStream, save_repaired
from inspector.repair.tounicode import tounicode_cmap
from inspector.text.normalize import expand_ligatures

REPAIRABLE = (Verdict.RECOVERABLE,)


@dataclass(frozen=True, slots=True)
class FontRepair:
    """What the repair does to one font, and why."""

    key: object
    objnum: int | None
    resources: tuple[str, ...]
    base_font: str | None
    action: str
    """"rebuilt" (a new ToUnicode is written), or "left" (the font stays as it was)."""
    reason: str
    evidence: Mapping[str, int]
    """How many codes each kind of evidence mapped."""
    unresolved: tuple[bytes, ...]
    mapping: Mapping[bytes, str]
    cmap: bytes | None
    guesses: tuple[tuple[bytes, ShapeMatch], ...] = ()
    """Glyph-shape matches below the threshold or ambiguous: not written, listed for a
    person to check (only when ``--use glyph-shape`` ran)."""


def _evidence(entry: FontEntry, info: CodeInfo) -> tuple[str, str] | None:
    """The best Unicode for a code and which evidence gave it, as ``text`` prints it.

    A ToUnicode's Kangxi radicals and compatibility ideographs become unified ideographs
    only where the decoder found evidence for them (``CodeInfo.unified``), and the Latin
    ligatures U+FB00-U+FB06 are written as their letters, the form §9.10.3 gives for a
    ligature ("ff" for the ff glyph), which every reader prints as letters.
    """
    if info.unicode is not None and Flag.SUSPECT not in info.flags:
        text = info.unified if info.unified is not None else info.unicode
        return expand_ligatures(text), info.unicode_source.value
    found = entry.font.evidence_unicode(info)
    if found is not None:
        return expand_ligatures(found[0]), found[1]
    return None


def _matches(entry: FontEntry, names: Sequence[str]) -> bool:
    base = entry.font.facts.base_font or ""
    return any(n in entry.resources or n == base or n.lstrip("/") in entry.resources for n in names)


def plan_repairs(
    analysis: Analysis,
    fonts: Sequence[str] = (),
    corrections: Mapping[str, Mapping[bytes, str]] | None = None,
) -> list[FontRepair]:
    """Plan the repair of every font (or of the fonts named by resource or BaseFont)."""
    diagnoser = Diagnoser()
    for trace in analysis.trace():
        diagnoser.add(trace)
    entries = analysis.fonts()
    diagnosis = diagnoser.finish(entries)
    corrections = corrections or {}
    out: list[FontRepair] = []
    for entry in entries:
        usage = diagnoser.usage.get(entry.key)
        verdict = diagnosis.fonts.get(entry.key)
        if usage is None or not usage.codes or verdict is None:
            continue
        chosen = bool(fonts) and _matches(entry, fonts)
        if fonts and not chosen:
            continue
        font_corrections: dict[bytes, str] = {}
        for name, fixes in corrections.items():
            if _matches(entry, [name]):
                font_corrections.update(fixes)
        variants = any(i.unified is not None for i in usage.codes.values())
        # A font judged recoverable only because one of its streams is raw deflate is
        # repaired by rewriting that stream (save_repaired), not by a new ToUnicode.
        recoverable = verdict.verdict in REPAIRABLE and verdict.recovery != "stream"
        # Glyph-shape matches exist only when `--use glyph-shape` asked for them.
        shaped = any(i.shape is not None and i.shape.accepted for i in usage.codes.values())
        wanted = recoverable or variants or font_corrections or chosen or shaped
        facts = entry.font.facts
        guesses = tuple(
            (code, info.shape)
            for code, info in sorted(usage.codes.items())
            if info.shape is not None and not info.shape.accepted and info.recovered is None
        )

        def result(
            action: str,
            reason: str,
            evidence: Mapping[str, int],
            unresolved: Sequence[bytes],
            mapping: Mapping[bytes, str],
            cmap: bytes | None = None,
            entry: FontEntry = entry,
            guesses: tuple[tuple[bytes, ShapeMatch], ...] = guesses,
        ) -> FontRepair:
            return FontRepair(
                key=entry.key,
                objnum=entry.font.facts.objnum,
                resources=tuple(entry.resources),
                base_font=entry.font.facts.base_font,
                action=action,
                reason=reason,
                evidence=dict(evidence),
                unresolved=tuple(unresolved),
                mapping=dict(mapping),
                cmap=cmap,
                guesses=guesses,
            )

        if not wanted:
            unmapped = [c for c, i in sorted(usage.codes.items()) if Flag.UNMAPPED in i.flags]
            reason = f"{verdict.verdict.value}: {verdict.reason}"
            out.append(result("left", reason, {}, unmapped, {}))
            continue
        mapping: dict[bytes, str] = {}
        evidence: dict[str, int] = {}
        unresolved: list[bytes] = []
        for code, info in sorted(usage.codes.items()):
            if code in font_corrections:
                mapping[code] = font_corrections[code]
                evidence["correction"] = evidence.get("correction", 0) + 1
                continue
            found = _evidence(entry, info)
            if found is None:
                unresolved.append(code)
                continue
            text, route = found
            if route == "tounicode" and info.unified is not None:
                route = "tounicode, unified ideographs"
            mapping[code] = text
            evidence[route] = evidence.get(route, 0) + 1
        if facts.objnum is None:
            reason = (
                "the font is a direct object inside its resource dictionary; it cannot be "
                "given a new ToUnicode on its own"
            )
            out.append(result("left", reason, evidence, unresolved, mapping))
        elif not mapping:
            reason = "no evidence maps any of its codes; only OCR can read it"
            out.append(result("left", reason, {}, unresolved, {}))
        else:
            cmap = tounicode_cmap(mapping, entry.font.codespace.ranges)
            reason = "a new ToUnicode from the evidence"
            out.append(result("rebuilt", reason, evidence, unresolved, mapping, cmap))
    return out


@dataclass(frozen=True, slots=True)
class RepairWritten:
    """What writing the repaired copy did."""

    fonts: int
    """Fonts that got a new ToUnicode."""
    streams: tuple[RewrittenStream, ...]
    """Streams recovered from damaged Flate data, now in standard Flate encoding."""


def write_repaired(
    source: str,
    target: str,
    repairs: Sequence[FontRepair],
    password: str | None = None,
) -> RepairWritten:
    """Write the repaired copy: the new ToUnicode CMaps, and every stream that only the
    inspector could read (raw deflate, a bad checksum, a cut) rewritten so that every
    reader reads it."""
    streams = {r.objnum: r.cmap for r in repairs if r.cmap is not None and r.objnum is not None}
    rewritten = save_repaired(source, target, streams, password)
    return RepairWritten(len(streams), tuple(rewritten))
