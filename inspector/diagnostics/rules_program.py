"""Rules that compare the PDF's mappings and metrics with the embedded font program."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from inspector.chain import UnicodeSource
from inspector.decode import FontEntry
from inspector.diagnostics.rules_unicode import DISAGREEMENT_SHARE, font_location, label
from inspector.diagnostics.usage import FontUsage
from inspector.findings import Finding, make_finding
from inspector.i18n.message import msg, msg_n
from inspector.text.normalize import unify_ideographs

WIDTH_TOLERANCE = 0.05
"""Relative difference between /W (or /Widths) and the program's advance that is noticed."""

WIDTH_TOLERANCE_UNITS = 20.0
"""...and the absolute difference, in thousandths of an em, below which it is ignored."""


def _same(a: str, b: str) -> bool:
    return unicodedata.normalize("NFKC", unify_ideographs(a)) == unicodedata.normalize(
        "NFKC", unify_ideographs(b)
    )


def check_tounicode_vs_program(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """ToUnicode against the program's own cmap table for the glyphs drawn."""
    pairs = [
        (i.unicode, i.program_unicode, i)
        for i in usage.codes.values()
        if i.unicode_source is UnicodeSource.TOUNICODE and i.unicode and i.program_unicode
    ]
    differing = [(a, b, i) for a, b, i in pairs if not _same(a, b)]
    if pairs and len(differing) >= max(2, DISAGREEMENT_SHARE * len(pairs)):
        examples = ", ".join(
            f"<{i.code_bytes.hex()}> GID {i.gid}: ToUnicode {a!r}, program {b!r}"
            for a, b, i in differing[:3]
        )
        yield make_finding(
            "TOUNICODE-DISAGREES-PROGRAM",
            msg(
                "{font}: for {count} of {total} codes the ToUnicode disagrees with the embedded "
                "program's cmap ({examples})",
                font=label(entry),
                count=len(differing),
                total=len(pairs),
                examples=examples,
            ),
            font_location(entry, usage),
            compared=len(pairs),
            differing=len(differing),
        )


def check_widths_vs_program(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """/W or /Widths against the program's advances, beyond a tolerance."""
    compared = [i for i in usage.codes.values() if i.program_advance is not None]
    off = [
        i
        for i in compared
        if abs(i.width - (i.program_advance or 0.0))
        > max(WIDTH_TOLERANCE_UNITS, WIDTH_TOLERANCE * (i.program_advance or 0.0))
    ]
    if compared and len(off) >= max(3, DISAGREEMENT_SHARE * len(compared)):
        examples = ", ".join(
            f"<{i.code_bytes.hex()}>: {i.width:g} vs {i.program_advance:g}" for i in off[:3]
        )
        yield make_finding(
            "WIDTHS-MISMATCH-PROGRAM",
            msg_n(
                "{font}: {count} code of {total} has a width in the PDF that differs from the "
                "program's advance ({examples})",
                "{font}: {count} of {total} codes have widths in the PDF that differ from the "
                "program's advances ({examples})",
                len(off),
                font=label(entry),
                count=len(off),
                total=len(compared),
                examples=examples,
            ),
            font_location(entry, usage),
            compared=len(compared),
            differing=len(off),
        )


def check_program_metrics(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """hhea.numberOfHMetrics above 32767, which signed readers misread."""
    program = entry.font.program_summary if usage.codes else None
    if program is not None and (program.number_of_hmetrics or 0) > 32767:
        yield make_finding(
            "HMTX-METRICS-OVERFLOW",
            msg(
                "{font}: hhea.numberOfHMetrics is {value}; readers that take it as a signed "
                "number read no advances",
                font=label(entry),
                value=program.number_of_hmetrics,
            ),
            font_location(entry, usage),
            value=program.number_of_hmetrics,
        )


def check_outlines(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Glyphs the pages show that advance but draw nothing."""
    font = entry.font
    if not usage.codes or font.program_source is None:
        return
    empty = [
        i
        for i in usage.codes.values()
        if i.gid is not None
        and i.gid > 0
        and i.width > 0
        and not (i.unicode or i.program_unicode or " ").isspace()
        and font.has_outline(i.gid) is False
    ]
    if empty:
        examples = ", ".join(f"<{i.code_bytes.hex()}> GID {i.gid}" for i in empty[:4])
        yield make_finding(
            "GLYPH-NO-OUTLINE",
            msg_n(
                "{font}: {count} code draws a glyph with no outline ({examples})",
                "{font}: {count} codes draw glyphs with no outline ({examples})",
                len(empty),
                font=label(entry),
                count=len(empty),
                examples=examples,
            ),
            font_location(entry, usage),
            count=len(empty),
        )
