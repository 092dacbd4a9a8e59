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
from inspector.decode.composite import CompositeFont
from inspector.diagnostics import Diagnoser, Verdict
from inspector.pdf.writer import RewrittenStream, save_repaired
from inspector.repair.tounicode import tounicode_cmap
from inspector.text.normalize import expand_ligatures, horizontal_forms, text_for, without_selectors

REPAIRABLE = (Verdict.RECOVERABLE,)


@dataclass(frozen=True, slots=True)
class FontRepair:
    """What the repair does to one font, and why."""

    key: object
    objnum: int | None
    resources: tuple[str, ...]
    base_font: str | None
    action: str
    """"rebuilt" (a new ToUnicode is written), "removed" (the font's ToUnicode is taken out,
    so that readers read it through its CMap and character collection), or "left" (the
    font stays as it was)."""
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
    ligature ("ff" for the ff glyph), which every reader prints as letters. A collection's
    variation selector (Adobe-Japan1 CID 2839 is <U+63C3 U+E0100>) is left out: MuPDF 1.21
    prints a destination of several characters with a surrogate pair as lone surrogates.
    """
    if info.unicode is not None and Flag.SUSPECT not in info.flags:
        text, _ = text_for(info, unmapped="", raw=False, recover=False)
        return text, info.unicode_source.value
    found = entry.font.evidence_unicode(info)
    if found is not None:
        return horizontal_forms(expand_ligatures(found[0])), found[1]
    return None


IDENTITY = frozenset({"Identity-H", "Identity-V"})
REBUILT = "a new ToUnicode from the evidence"


@dataclass(frozen=True, slots=True)
class _CMapReading:
    """How readers read a Type0 font on a CMap other than Identity-H/V without a
    ToUnicode, and what a ToUnicode would cost them."""

    texts: dict[bytes, str]
    """Code -> the collection's text (as ``text`` prints it): what they read."""
    mupdf: int
    """Codes whose CID lies outside the CMap's codespace, which MuPDF 1.21 loses."""
    pdfminer: int
    """Codes whose CID is not the code's value, which pdfminer.six loses."""

    def cost(self) -> str:
        """The readers a ToUnicode costs, in words."""
        parts = []
        if self.mupdf:
            parts.append(
                f"MuPDF 1.21 (Debian 12's mutool) would print U+FFFD for {self.mupdf} "
                "(it drops a ToUnicode's entries for CIDs outside the CMap's codespace)"
            )
        if self.pdfminer:
            parts.append(
                f"pdfminer.six would misread {self.pdfminer} (it looks a ToUnicode up by "
                "CID, not by code)"
            )
        return " and ".join(parts)


def _cmap_reading(entry: FontEntry, codes: Mapping[bytes, CodeInfo]) -> _CMapReading | None:
    """What readers read through the font's CMap when it has no ToUnicode (of any type),
    where a ToUnicode would cost some of them; None for every other font.

    For a Type0 font whose encoding is a CMap other than Identity-H/V (a predefined CMap
    such as EUC-H or 90ms-RKSJ-H, or an embedded one), readers that follow §9.10.2 take
    each code's Unicode from the character collection's UCS2 map through the CID when the
    font has no ToUnicode. A ToUnicode takes that away from two of them. MuPDF 1.21 remaps
    a ToUnicode from codes to CIDs into a map with the encoding's codespace and drops each
    CID outside it (it warns "ignoring CMap range (843-843) that is outside of the
    codespace"): on EUC-H, whose codespace is <00>-<80>, <8EA0>-<8EDF>, <A1A1>-<FEFE>,
    every kana and kanji. pdfminer.six looks a ToUnicode up by CID, not by code.
    """
    font = entry.font
    cmap = font.encoding_cmap
    if (
        not isinstance(font, CompositeFont)
        or cmap is None
        or (cmap.predefined and cmap.name in IDENTITY)
    ):
        return None
    spaces = [
        (int.from_bytes(r.low, "big"), int.from_bytes(r.high, "big")) for r in cmap.codespace.ranges
    ]
    texts: dict[bytes, str] = {}
    mupdf = pdfminer = 0
    for code, info in codes.items():
        if info.cid is None or Flag.INVALID in info.flags:
            continue
        found = font.collection_text(info.cid)
        if found is not None:
            texts[code] = without_selectors(horizontal_forms(expand_ligatures(found)))
        mupdf += not any(low <= info.cid <= high for low, high in spaces)
        pdfminer += info.cid != int.from_bytes(code, "big")
    if not texts or not (mupdf or pdfminer):
        return None
    return _CMapReading(texts, mupdf, pdfminer)


def _matches(entry: FontEntry, names: Sequence[str]) -> bool:
    base = entry.font.facts.base_font or ""
    return any(n in entry.resources or n == base or n.lstrip("/") in entry.resources for n in names)


def _has_tounicode(entry: FontEntry) -> bool:
    """The font dictionary has a /ToUnicode, of any type."""
    spec = entry.font.spec
    return spec.to_unicode is not None or spec.to_unicode_other is not None


def unknown_fonts(analysis: Analysis, names: Sequence[str]) -> tuple[list[str], list[str]]:
    """The names among ``names`` that no font of the document answers to (by resource
    name or BaseFont, as :func:`plan_repairs` chooses them), and how the fonts there are
    named (``/F1 (Helvetica)``), in order of first use."""
    entries = analysis.fonts()
    missing = [n for n in dict.fromkeys(names) if not any(_matches(e, [n]) for e in entries)]
    there = []
    for entry in entries:
        resources = ", ".join("/" + r for r in entry.resources)
        base = entry.font.facts.base_font
        there.append(f"{resources} ({base})" if base else resources)
    return missing, there


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
        # Asked for by the user: a ToUnicode is written even where readers lose by it.
        forced = chosen or bool(font_corrections) or shaped
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
        elif (reading := _cmap_reading(entry, usage.codes)) is not None and not forced:
            same = sum(1 for code, text in mapping.items() if reading.texts.get(code) == text)
            where = f"through the {facts.encoding} CMap and the character collection (§9.10.2)"
            if _has_tounicode(entry) and same == len(mapping) and not unresolved:
                reason = (
                    f"its ToUnicode is removed: without one, readers read its {same} codes "
                    f"{where} as the repair would write them, while with one "
                    f"{reading.cost()}"
                )
                out.append(result("removed", reason, evidence, unresolved, mapping))
            elif _has_tounicode(entry):
                cmap = tounicode_cmap(mapping, entry.font.codespace.ranges)
                out.append(result("rebuilt", REBUILT, evidence, unresolved, mapping, cmap))
            elif same == len(mapping):
                reason = (
                    f"readers read its {same} codes {where}; with a ToUnicode "
                    f"{reading.cost()}, so none is written"
                )
                out.append(result("left", reason, evidence, unresolved, mapping))
            else:
                reason = (
                    f"readers read {same} of its codes {where}; with a ToUnicode for the "
                    f"other {len(mapping) - same}, {reading.cost()}; name the font with "
                    "--font to write it all the same"
                )
                out.append(result("left", reason, evidence, unresolved, mapping))
        else:
            cmap = tounicode_cmap(mapping, entry.font.codespace.ranges)
            reason = REBUILT
            reading = _cmap_reading(entry, usage.codes)
            if reading is not None and not _has_tounicode(entry):
                reason += f"; {reading.cost()}"
            out.append(result("rebuilt", reason, evidence, unresolved, mapping, cmap))
    return out


@dataclass(frozen=True, slots=True)
class RepairWritten:
    """What writing the repaired copy did."""

    fonts: int
    """Fonts that got a new ToUnicode, or lost theirs (action "removed")."""
    streams: tuple[RewrittenStream, ...]
    """Streams recovered from damaged Flate data, now in standard Flate encoding."""
    unchanged: bool = False
    """Nothing was rebuilt nor re-encoded: the copy is the input as qpdf writes it again
    (its structure written anew, what qpdf mends when reading mended), not its bytes."""


def write_repaired(
    source: str,
    target: str,
    repairs: Sequence[FontRepair],
    password: str | None = None,
) -> RepairWritten:
    """Write the repaired copy: the new ToUnicode CMaps, and every stream that only the
    inspector could read (raw deflate, a bad checksum, a cut) rewritten so that every
    reader reads it."""
    streams: dict[int, bytes | None] = {
        r.objnum: r.cmap
        for r in repairs
        if r.objnum is not None
        and ((r.action == "rebuilt" and r.cmap is not None) or r.action == "removed")
    }
    rewritten = save_repaired(source, target, streams, password)
    unchanged = not streams and all(not s.complete for s in rewritten)
    return RepairWritten(len(streams), tuple(rewritten), unchanged)
