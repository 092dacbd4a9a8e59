"""Reverse lookup: which font, code and CID produce a given character, and by which line.

The question behind "where does this wrong kanji come from". Two sources are searched:

- the codes the pages actually show, with the pages and the number of occurrences;
- the font's mappings, even for codes no page uses: the bfchar/bfrange entries of its
  ToUnicode CMap (§9.10.3), the Registry-Ordering-UCS2 map of its character collection
  (§9.10.2) restricted to the CIDs its Encoding CMap can select (for Identity-H/V every
  two-byte code; for other CMaps by their cidrange/cidchar entries), and for simple fonts
  the 256 codes of the encoding.

Every code found is confirmed through the font's own chain (:meth:`Font.describe`, which
does not touch the cache of used codes), so the line reported is the one that answers
for that code after ``usecmap`` inheritance and later entries that override earlier ones.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from inspector.chain import CodeInfo, Origin, UnicodeSource
from inspector.cmap import CMap, EntryKind, RangeEntry, ucs2_map
from inspector.decode import CompositeFont, Font, SimpleFont
from inspector.decode.unicode import utf16_text
from inspector.diagnostics.explain import AnalysisLike
from inspector.diagnostics.naive import printable

SMALL_RANGE = 4096
"""bf ranges up to this many codes are checked code by code; longer ones by arithmetic."""


@dataclass(frozen=True)
class Producer:
    """One code of one font whose Unicode contains the character looked for."""

    char: str
    font: str
    """BaseFont, or the resource name when the font has none."""
    resources: list[str]
    object: int | None
    code: bytes
    cid: int | None
    cid_origin: str | None
    """The Encoding CMap line that selects the CID, e.g. ``90ms-RKSJ-H:174``."""
    unicode: str
    source: str
    """``tounicode``, ``collection``, ``encoding``, ``glyph-name``, ..."""
    origin: str | None
    """The mapping and line that give the Unicode, e.g. ``Adobe-Japan1-UCS2:2199``."""
    responsible: str | None
    """The same with the ToUnicode CMap called ``ToUnicode`` (its name is the
    producer's choice), e.g. ``ToUnicode:17``."""
    in_codespace: bool
    pages: list[int] = field(default_factory=list)
    """1-based pages where the code is shown."""
    count: int = 0
    """How often the pages show it."""

    @property
    def used(self) -> bool:
        """Whether the pages show this code."""
        return self.count > 0


def parse_char(text: str) -> list[str]:
    """``U+XXXX`` (or ``u+xxxx``) to its character; any other text to its characters."""
    if text[:2] in ("U+", "u+") and len(text) > 2:
        try:
            value = int(text[2:], 16)
        except ValueError:
            raise ValueError(f"'{text}' is not a character or U+XXXX") from None
        if not 0 <= value <= 0x10FFFF or 0xD800 <= value <= 0xDFFF:
            raise ValueError(f"'{text}' is not a Unicode scalar value")
        return [chr(value)]
    if not text:
        raise ValueError("an empty character")
    return list(dict.fromkeys(text))


def find_producers(
    analysis: AnalysisLike, chars: Sequence[str], pages: list[int] | None = None
) -> dict[str, list[Producer]]:
    """For each character, every (font, code) that produces it: codes the pages show
    first (most frequent first), then codes only the mappings give, by font and code."""
    wanted = set(chars)
    fonts: dict[object, _FontSeen] = {}
    for trace in analysis.trace(pages):
        for show in trace.strings:
            seen = fonts.get(show.font_key)
            for code in show.decoded.codes:
                text = code.info.unicode
                if text is None or not wanted.intersection(text):
                    continue
                if seen is None:
                    seen = fonts.setdefault(show.font_key, _FontSeen(None, show.font_name))
                seen.add_use(code.info, show.page_index + 1, show.font_name)
    for entry in analysis.fonts(pages):
        seen = fonts.setdefault(entry.key, _FontSeen(entry.font, entry.resources[0]))
        seen.font = entry.font
        for resource in entry.resources:
            if resource not in seen.resources:
                seen.resources.append(resource)
    return {ch: _producers(ch, fonts.values()) for ch in chars}


@dataclass(slots=True)
class _Use:
    info: CodeInfo
    pages: set[int]
    count: int = 0


@dataclass(slots=True)
class _FontSeen:
    """One font: its decoder (when listed) and the matching codes the pages show."""

    font: Font | None
    first_resource: str
    resources: list[str] = field(default_factory=list)
    uses: dict[bytes, _Use] = field(default_factory=dict)

    def add_use(self, info: CodeInfo, page: int, resource: str) -> None:
        use = self.uses.setdefault(info.code_bytes, _Use(info, set()))
        use.pages.add(page)
        use.count += 1
        if resource not in self.resources:
            self.resources.append(resource)

    @property
    def label(self) -> str:
        base = self.font.facts.base_font if self.font is not None else None
        return base or f"/{self.first_resource}"


def _producers(char: str, fonts: Iterable[_FontSeen]) -> list[Producer]:
    used: list[Producer] = []
    mapped: list[Producer] = []
    for seen in fonts:
        for use in seen.uses.values():
            if use.info.unicode is not None and char in use.info.unicode:
                used.append(_producer(char, seen, use.info, True, sorted(use.pages), use.count))
        if seen.font is None:
            continue
        found: list[Producer] = []
        for code in sorted(set(mapped_codes(seen.font, char)), key=lambda c: (len(c), c)):
            if code in seen.uses:
                continue
            valid = in_codespace(seen.font, code)
            info = seen.font.describe(code, valid)
            if info.unicode is not None and char in info.unicode:
                found.append(_producer(char, seen, info, valid, [], 0))
        # Codes that give exactly the character before those that give it in a sequence.
        found.sort(key=lambda p: p.unicode != char)
        mapped.extend(found)
    used.sort(key=lambda p: -p.count)
    return used + mapped


def _producer(
    char: str, seen: _FontSeen, info: CodeInfo, valid: bool, pages: list[int], count: int
) -> Producer:
    origin = info.unicode_origin
    responsible = str(origin) if origin is not None else None
    if origin is not None and info.unicode_source is UnicodeSource.TOUNICODE:
        responsible = str(Origin("ToUnicode", origin.line))
    return Producer(
        char=char,
        font=seen.label,
        resources=list(seen.resources) or [seen.first_resource],
        object=seen.font.facts.objnum if seen.font is not None else None,
        code=info.code_bytes,
        cid=info.cid,
        cid_origin=str(info.cid_origin) if info.cid_origin is not None else None,
        unicode=info.unicode or "",
        source=info.unicode_source.value,
        origin=str(origin) if origin is not None else None,
        responsible=responsible,
        in_codespace=valid,
        pages=pages,
        count=count,
    )


def in_codespace(font: Font, code: bytes) -> bool:
    """Whether a code lies in one of the font's codespace ranges (§9.7.6.2)."""
    return any(r.contains(code) for r in font.codespace.ranges)


# -- codes the mappings give, unused or not ------------------------------------------------


def mapped_codes(font: Font, char: str) -> Iterator[bytes]:
    """Codes whose mapping may produce ``char``: candidates, confirmed by the caller."""
    if font.to_unicode is not None:
        yield from tounicode_codes(font.to_unicode, char)
    if isinstance(font, CompositeFont) and font.collection is not None:
        cids = collection_cids(font.collection, char)
        if cids and font.encoding_cmap is not None:
            yield from codes_for_cids(font.encoding_cmap, cids)
    if isinstance(font, SimpleFont):
        yield from (bytes([code]) for code in range(256))


def tounicode_codes(cmap: CMap, char: str) -> Iterator[bytes]:
    """Codes whose bfchar/bfrange destination contains ``char`` (§9.10.3)."""
    for entry in cmap.bf_entries():
        for code in _entry_codes(entry, char):
            yield code.to_bytes(entry.length, "big")


def _entry_codes(entry: RangeEntry, char: str) -> Iterator[int]:
    """Codes of one bf entry that map to text containing ``char``."""
    size = entry.high - entry.low + 1
    if entry.kind is EntryKind.BF_ARRAY or size <= SMALL_RANGE:
        for code in range(entry.low, entry.high + 1):
            if char in utf16_text(entry.value_bytes(code))[0]:
                yield code
        return
    # A long hex range maps its codes to consecutive values: solve for the code whose
    # destination is exactly ``char``.
    wanted = char.encode("utf-16-be")
    if len(wanted) != len(entry.target):
        return
    delta = int.from_bytes(wanted, "big") - int.from_bytes(entry.target, "big")
    if 0 <= delta < size:
        yield entry.low + delta


@functools.lru_cache(maxsize=16)
def _collection_index(collection: str) -> dict[str, tuple[int, ...]]:
    """Character -> CIDs of a collection's UCS2 map, built once per collection."""
    cmap = ucs2_map(collection)
    index: dict[str, list[int]] = {}
    if cmap is None:
        return {}
    for entry in cmap.bf_entries():
        if entry.kind is EntryKind.BF_HEX and len(entry.target) == 2:
            # The common case, one BMP character per CID: no need to decode each one.
            base = int.from_bytes(entry.target, "big")
            for cid in range(entry.low, entry.high + 1):
                index.setdefault(printable(base + cid - entry.low), []).append(cid)
            continue
        for cid in range(entry.low, entry.high + 1):
            for ch in set(utf16_text(entry.value_bytes(cid))[0]):
                index.setdefault(ch, []).append(cid)
    return {ch: tuple(cids) for ch, cids in index.items()}


def collection_cids(collection: str, char: str) -> tuple[int, ...]:
    """CIDs whose Registry-Ordering-UCS2 mapping contains ``char`` (§9.10.2)."""
    return _collection_index(collection).get(char, ())


def codes_for_cids(cmap: CMap, cids: Sequence[int]) -> Iterator[bytes]:
    """Codes the Encoding CMap maps to any of ``cids``: for Identity-H/V the CID as two
    bytes, else by the cidrange/cidchar entries of the CMap and its ``usecmap`` parents."""
    if cmap.identity:
        yield from (cid.to_bytes(2, "big") for cid in cids if 0 <= cid <= 0xFFFF)
        return
    wanted = set(cids)
    for entry in cmap.cid_entries():
        span = entry.high - entry.low
        for cid in wanted:
            if entry.cid <= cid <= entry.cid + span:
                yield (entry.low + cid - entry.cid).to_bytes(entry.length, "big")


__all__ = [
    "Producer",
    "codes_for_cids",
    "collection_cids",
    "find_producers",
    "in_codespace",
    "mapped_codes",
    "parse_char",
    "tounicode_codes",
]
