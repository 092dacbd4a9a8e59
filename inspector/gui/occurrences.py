"""Where a font's finding shows on the pages: the codes it is about, one by one.

A finding about a font (UNICODE-UNMAPPED, UNICODE-VARIANT-IDEOGRAPH, ...) names the font,
not the glyphs; activating it in the window walks the glyphs that have the problem.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from inspector.chain import CodeInfo, Flag

if TYPE_CHECKING:
    from inspector.content import PageTrace
    from inspector.findings import Finding

OCCURRENCE_LIMIT = 10_000
"""Occurrences of one finding collected (the first ones, in page order)."""

KANGXI = ((0x2E80, 0x2EFF), (0x2F00, 0x2FDF))
"""CJK Radicals Supplement and Kangxi Radicals."""

COMPATIBILITY = ((0xF900, 0xFAFF), (0x2F800, 0x2FA1F))
"""CJK Compatibility Ideographs and their supplement."""


def _in(ranges: tuple[tuple[int, int], ...], text: str) -> bool:
    return any(lo <= ord(c) <= hi for c in text for lo, hi in ranges)


def variant_kind(info: CodeInfo) -> str | None:
    """``"Kangxi radical"`` or ``"compatibility ideograph"`` for a code whose Unicode is
    one (where a unified ideograph is meant), else None."""
    text = info.unicode
    if not text:
        return None
    if _in(KANGXI, text):
        return "Kangxi radical"
    if _in(COMPATIBILITY, text):
        return "compatibility ideograph"
    return None


def _flagged(flag: Flag) -> Callable[[CodeInfo], bool]:
    return lambda info: flag in info.flags


def _unified(info: CodeInfo) -> bool:
    return info.unified is not None


def _kept(info: CodeInfo) -> bool:
    return info.unified is None and variant_kind(info) is not None


def _program_disagrees(info: CodeInfo) -> bool:
    return (
        info.unicode is not None
        and info.program_unicode is not None
        and info.program_unicode != info.unicode
    )


PREDICATES: dict[str, Callable[[CodeInfo], bool]] = {
    "UNICODE-UNMAPPED": _flagged(Flag.UNMAPPED),
    "TOUNICODE-MISSING-CODES": _flagged(Flag.UNMAPPED),
    "TYPE3-NO-MEANING": _flagged(Flag.UNMAPPED),
    "ENCODING-UNKNOWN": _flagged(Flag.UNMAPPED),
    "UNICODE-SUSPECT": _flagged(Flag.SUSPECT),
    "CODE-OUTSIDE-CODESPACE": _flagged(Flag.INVALID),
    "NOTDEF-DRAWN": _flagged(Flag.NOTDEF),
    "UNICODE-VARIANT-IDEOGRAPH": _unified,
    "UNICODE-VARIANT-IDEOGRAPH-KEPT": _kept,
    "TOUNICODE-DISAGREES-PROGRAM": _program_disagrees,
}
"""Finding code -> which codes of its font it is about."""


def predicate_for(finding: Finding) -> Callable[[CodeInfo], bool] | None:
    """Which codes a finding is about, when it is about codes of one font."""
    return PREDICATES.get(finding.code)


@dataclass(frozen=True, slots=True)
class Occurrence:
    """One glyph a finding is about."""

    page: int
    string: int
    code: int


@dataclass(frozen=True, slots=True)
class Occurrences:
    """Every glyph a finding is about, in page order."""

    finding: Finding
    font: object
    places: tuple[Occurrence, ...]
    truncated: bool = False


def occurrences_on(
    trace: PageTrace, font: object, wanted: Callable[[CodeInfo], bool], limit: int
) -> list[Occurrence]:
    """The glyphs of one page in ``font`` whose code ``wanted`` picks."""
    found: list[Occurrence] = []
    for show in trace.strings:
        if show.font_key != font:
            continue
        for index, code in enumerate(show.decoded.codes):
            if wanted(code.info):
                found.append(Occurrence(trace.page_index, show.serial, index))
                if len(found) >= limit:
                    return found
    return found
