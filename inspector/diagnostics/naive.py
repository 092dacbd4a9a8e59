"""Naive readings: what common extraction mistakes print for a string operand.

The correct reading of a string follows ISO 32000-1: split the bytes by the codespace of
the font's Encoding CMap (§9.7.6.2), map each whole code to Unicode by ToUnicode, else the
character collection's UCS2 map, else the simple font's encoding (§9.10.2), and join the
decoded text, never the bytes. Each reading here breaks one of those rules the way real
extractors do, so that garbled output can be traced back to the mistake that made it.

Every reading is deterministic: bytes no codec can decode become U+FFFD, as with
``errors="replace"``, and code points that cannot be printed (surrogates, values beyond
U+10FFFF) become U+FFFD too. A reading that does not apply to a font gives None.

The chain is re-run through :meth:`Font.describe`, never :meth:`Font.info`, so codes that
a naive split invents never enter the font's cache of codes the pages use.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from inspector.chain import CodeInfo, DecodedString
from inspector.content import PageTrace, TextShow
from inspector.decode import CompositeFont, Font, SimpleFont
from inspector.decode.unicode import utf16_text
from inspector.encoding import glyph_name_to_unicode

READINGS: tuple[str, ...] = (
    "cid-as-unicode",
    "latin-1",
    "winansi",
    "shift-jis",
    "gbk",
    "big5",
    "euc-kr",
    "utf-16be",
    "fixed-two-byte",
    "tounicode-ignored",
    "tj-space-splice",
)
"""The naive readings, in the order they are listed and preferred on a tie."""

CODECS: dict[str, str] = {
    "latin-1": "latin-1",
    "winansi": "cp1252",
    "shift-jis": "cp932",
    "gbk": "gbk",
    "big5": "cp950",
    "euc-kr": "cp949",  # EUC-KR as browsers read it (WHATWG): Microsoft's superset
    "utf-16be": "utf-16-be",
}
"""Readings that decode the raw string bytes with a text codec, and the Python codec."""

UNRECOVERABLE_SHARE = 0.5
"""The right text counts as unrecoverable when at least this share of it is unmapped."""

CODEC_LABELS = {
    "latin-1": "Latin-1 (ISO 8859-1)",
    "winansi": "WinAnsi (cp1252)",
    "shift-jis": "Shift-JIS (cp932)",
    "gbk": "GBK",
    "big5": "Big5 (cp950)",
    "euc-kr": "EUC-KR (cp949)",
    "utf-16be": "UTF-16BE",
}


SPLICE_GAP = -250.0
"""A TJ adjustment below this (a gap wider than a quarter em) is where naive extractors
put a space; the text layer uses the same 0.25 em (README, How the text is assembled)."""

REPLACEMENT = "\ufffd"

Readings = dict[str, str | None]
"""Reading name -> what it prints, None where the reading does not apply."""


def printable(code_point: int) -> str:
    """The character for a code point, U+FFFD for surrogates and out-of-range values."""
    if 0 <= code_point <= 0x10FFFF and not 0xD800 <= code_point <= 0xDFFF:
        return chr(code_point)
    return REPLACEMENT


def decode_bytes(data: bytes, reading: str) -> str:
    """The raw bytes of a string decoded as text by the codec of a codec reading."""
    return data.decode(CODECS[reading], errors="replace")


class NaiveReader:
    """The naive readings of one font's strings, with per-font caches."""

    def __init__(self, font: Font) -> None:
        self.font = font
        self._chain: dict[tuple[bytes, bool], CodeInfo] = {}
        self._fallback: dict[bytes, str] = {}

    # -- applicability -------------------------------------------------------------

    def applies(self, reading: str) -> bool:
        """Whether a reading can differ from the correct one for this font at all."""
        font = self.font
        if reading == "fixed-two-byte":
            return isinstance(font, CompositeFont) and any(
                r.length != 2 for r in font.codespace.ranges
            )
        if reading == "tounicode-ignored":
            return font.to_unicode is not None
        return reading in READINGS

    # -- one string ------------------------------------------------------------------

    def read(self, decoded: DecodedString, reading: str) -> str | None:
        """What one reading prints for one string; None for ``tj-space-splice``, which
        needs the whole operator (see :meth:`read_operator`), and where it does not apply."""
        if reading == "tj-space-splice" or not self.applies(reading):
            return None
        if reading in CODECS:
            return decode_bytes(decoded.raw, reading)
        if reading == "cid-as-unicode":
            return "".join(
                printable(c.info.cid if c.info.cid is not None else c.info.code)
                for c in decoded.codes
            )
        if reading == "fixed-two-byte":
            return self._fixed_two_byte(decoded.raw)
        if reading == "tounicode-ignored":
            return "".join(self._without_tounicode(c.info) for c in decoded.codes)
        raise ValueError(f"unknown reading {reading!r}")

    def read_all(self, decoded: DecodedString) -> Readings:
        """Every reading of one string (``tj-space-splice`` is None here)."""
        return {name: self.read(decoded, name) for name in READINGS}

    # -- one operator ----------------------------------------------------------------

    def read_operator(self, shows: Sequence[TextShow]) -> list[Readings]:
        """Every reading for each string of one text-showing operator, in order."""
        out = [self.read_all(s.decoded) for s in shows]
        for readings, spliced in zip(out, self.splice(shows)):
            readings["tj-space-splice"] = spliced
        return out

    def splice(self, shows: Sequence[TextShow]) -> list[str | None]:
        """The ``tj-space-splice`` reading of one operator's strings.

        The extractor joins the bytes of a TJ array, putting a 0x20 byte where an
        adjustment leaves a gap, and only then splits the bytes into codes by the
        codespace and maps them: a space spliced into two-byte codes shifts every code
        after it by one byte. Each code's text goes to the string where the code starts
        (the spliced byte belongs to the string after the gap). None for every string
        when the operator has no gap.
        """
        buffer = bytearray()
        starts: list[int] = []
        for show in shows:
            starts.append(len(buffer))
            if show.adjustment is not None and show.adjustment < SPLICE_GAP:
                buffer.append(0x20)
            buffer.extend(show.decoded.raw)
        if len(buffer) == sum(len(s.decoded.raw) for s in shows):
            return [None] * len(shows)
        pieces = [""] * len(shows)
        owner = 0
        for split in self.font.codespace.split(bytes(buffer)):
            while owner + 1 < len(starts) and split.offset >= starts[owner + 1]:
                owner += 1
            info = self._describe(split.code_bytes, split.codespace is not None)
            pieces[owner] += _text(info)
        return list(pieces)

    # -- the chain, re-run ------------------------------------------------------------

    def _describe(self, code_bytes: bytes, valid: bool) -> CodeInfo:
        key = (code_bytes, valid)
        found = self._chain.get(key)
        if found is None:
            found = self.font.describe(code_bytes, valid)
            self._chain[key] = found
        return found

    def _fixed_two_byte(self, raw: bytes) -> str:
        """Two bytes per code whatever the codespace says, then the full chain; an odd
        last byte is a one-byte code."""
        return "".join(_text(self._describe(raw[i : i + 2], True)) for i in range(0, len(raw), 2))

    def without_tounicode(self, info: CodeInfo) -> str:
        """What one code reads as when its font's ToUnicode is ignored (see
        :meth:`_without_tounicode`)."""
        return self._without_tounicode(info)

    def _without_tounicode(self, info: CodeInfo) -> str:
        """The chain without ToUnicode: the collection's UCS2 map for a composite font,
        the encoding's glyph names for a simple one, else the CID (or code) as a code
        point, which is what pdf.js prints when nothing maps a code."""
        found = self._fallback.get(info.code_bytes)
        if found is None:
            found = self._unicode_without_tounicode(info)
            if found is None:
                found = printable(info.cid if info.cid is not None else info.code)
            self._fallback[info.code_bytes] = found
        return found

    def _unicode_without_tounicode(self, info: CodeInfo) -> str | None:
        font = self.font
        if isinstance(font, CompositeFont):
            cid = info.cid
            if font.collection_map is None or cid is None or not 0 < cid <= 0xFFFF:
                return None
            found = font.collection_map.lookup_bytes(cid.to_bytes(2, "big"))
            return utf16_text(found[0])[0] if found is not None else None
        if isinstance(font, SimpleFont) and len(info.code_bytes) == 1:
            name = font.names[info.code_bytes[0]]
            if name is not None:
                return glyph_name_to_unicode(name, zapf_dingbats=font.zapf)
        return None


def _text(info: CodeInfo) -> str:
    return info.unicode if info.unicode is not None else REPLACEMENT


def operators(strings: Sequence[TextShow]) -> list[list[TextShow]]:
    """Strings grouped by the text-showing operator that shows them (a TJ array's strings
    share one operator), in content order."""
    groups: list[list[TextShow]] = []
    last: tuple[object, ...] | None = None
    for show in strings:
        key = (show.stream, show.forms, show.instruction, show.operator)
        if groups and key == last and show.operator == "TJ":
            groups[-1].append(show)
        else:
            groups.append([show])
        last = key
    return groups


FontResolver = Callable[[TextShow], NaiveReader | None]
"""Returns the reader for the font of a string, None when the font is not known."""


def page_readings(trace: PageTrace, reader_for: FontResolver) -> list[Readings]:
    """Every naive reading of every string of a page, aligned with ``trace.strings``.

    Strings whose font cannot be resolved still get the codec readings, which need
    only their bytes.
    """
    out: list[Readings] = []
    for group in operators(trace.strings):
        reader = reader_for(group[0])
        if reader is None:
            out.extend(_bytes_only(s.decoded) for s in group)
        else:
            out.extend(reader.read_operator(group))
    return out


def _bytes_only(decoded: DecodedString) -> Readings:
    readings: Readings = dict.fromkeys(READINGS)
    for name in CODECS:
        readings[name] = decode_bytes(decoded.raw, name)
    return readings


class ReaderCache:
    """Naive readers per font object, found through a lookup of font keys.

    ``lookup`` returns the font for a TextShow's ``font_key`` (None when unknown);
    :func:`inspector.diagnostics.explain.font_lookup` builds one from an analysis.
    """

    def __init__(self, lookup: Callable[[TextShow], Font | None]) -> None:
        self._lookup = lookup
        self._readers: dict[object, NaiveReader | None] = {}

    def __call__(self, show: TextShow) -> NaiveReader | None:
        """The reader for the font of ``show``."""
        key = show.font_key
        if key not in self._readers:
            font = self._lookup(show)
            self._readers[key] = NaiveReader(font) if font is not None else None
        return self._readers[key]


# -- what each mistake is, in one sentence ------------------------------------------------


def explain_reading(reading: str, font: Font | None, label: str, correct: str) -> str:
    """One sentence: what an extractor making this mistake did, and the right text."""
    right = _right_text(correct)
    composite = isinstance(font, CompositeFont)
    encoding = _encoding(font)
    route = mapping_route(font)
    if reading == "cid-as-unicode":
        what = (
            f"printed each CID of {label} as a Unicode code point (reading {encoding} codes "
            f"as UCS-2) instead of mapping it through {route}"
            if composite
            else f"printed each character code of {label} as a Unicode code point instead of "
            f"mapping it through {route}"
        )
    elif reading in CODECS:
        how = (
            f"splitting them into codes by {encoding} and mapping those through {route}"
            if composite
            else f"mapping each byte through {route}"
        )
        what = (
            f"decoded the raw string bytes of {label} as {CODEC_LABELS[reading]} text "
            f"instead of {how}"
        )
    elif reading == "fixed-two-byte":
        what = (
            f"split the string bytes of {label} into fixed two-byte codes, ignoring the "
            f"{_lengths(font)} codes of the {encoding} codespace, so the codes after a "
            "shorter code came out of step"
        )
    elif reading == "tounicode-ignored":
        what = f"ignored the ToUnicode CMap of {label} and used {fallback_route(font)} instead"
    elif reading == "tj-space-splice":
        what = (
            f"put a space byte (0x20) into the string bytes of {label} at each wide TJ gap "
            "before splitting them into codes, so the codes after a gap were read one byte "
            "out of step"
        )
    else:
        raise ValueError(f"unknown reading {reading!r}")
    return f"The extractor {what}; {right}."


def _right_text(correct: str) -> str:
    visible = [ch for ch in correct if not ch.isspace()]
    if not visible:
        return "the strings show no text"
    if sum(1 for ch in visible if ch == "\ufffd") >= UNRECOVERABLE_SHARE * len(visible):
        return (
            "the right text is not in the PDF (no ToUnicode and no known character "
            "collection map these codes), so only OCR can give it"
        )
    return f'the right text is "{_excerpt(correct)}"'


def _excerpt(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _encoding(font: Font | None) -> str:
    if font is not None and font.encoding_cmap is not None:
        return font.encoding_cmap.name
    encoding = font.facts.encoding if font is not None else None
    return encoding or "its encoding"


def mapping_route(font: Font | None) -> str:
    """The mapping the correct reading uses (§9.10.2)."""
    if font is None:
        return "the font's mappings"
    if font.to_unicode is not None:
        return "its ToUnicode CMap"
    if isinstance(font, CompositeFont):
        if font.collection_map is not None:
            return f"the {font.collection}-UCS2 map"
        return "a ToUnicode CMap, which the font lacks"
    return f"its encoding ({font.facts.encoding or 'built-in'})"


def fallback_route(font: Font | None) -> str:
    """What a reader that ignores the ToUnicode CMap uses instead."""
    if isinstance(font, CompositeFont):
        if font.collection_map is not None:
            return f"the {font.collection}-UCS2 map"
        return "the CIDs as code points"
    return "the glyph names of its encoding"


def _lengths(font: Font | None) -> str:
    if font is None:
        return "shorter"
    sizes = sorted({r.length for r in font.codespace.ranges})
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    return " and ".join(f"{words.get(n, str(n))}-byte" for n in sizes)


__all__ = [
    "CODECS",
    "READINGS",
    "SPLICE_GAP",
    "FontResolver",
    "NaiveReader",
    "ReaderCache",
    "Readings",
    "decode_bytes",
    "explain_reading",
    "fallback_route",
    "mapping_route",
    "operators",
    "page_readings",
    "printable",
]
