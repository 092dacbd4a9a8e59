"""Unicode values of codes: decoding CMap destinations and judging the result (§9.10.3)."""

from __future__ import annotations

from inspector.chain import Flag


def utf16_text(dst: bytes) -> tuple[str, bool]:
    """Decode a ToUnicode destination (UTF-16BE) into text.

    Returns the text and whether it was clean. Unpaired surrogates become U+FFFD; a
    single byte is taken as the code point it names, as readers do for ``<20>``.
    """
    if len(dst) == 1:
        return chr(dst[0]), False
    clean = len(dst) % 2 == 0
    body = dst if clean else dst[:-1]
    units = [int.from_bytes(body[i : i + 2], "big") for i in range(0, len(body), 2)]
    out: list[str] = []
    i = 0
    while i < len(units):
        u = units[i]
        if 0xD800 <= u <= 0xDBFF and i + 1 < len(units) and 0xDC00 <= units[i + 1] <= 0xDFFF:
            out.append(chr(0x10000 + ((u - 0xD800) << 10) + (units[i + 1] - 0xDC00)))
            i += 2
            continue
        if 0xD800 <= u <= 0xDFFF:
            out.append("\ufffd")
            clean = False
        else:
            out.append(chr(u))
        i += 1
    if not clean and len(dst) % 2:
        out.append(chr(dst[-1]))
    return "".join(out), clean


def is_suspect_char(ch: str) -> bool:
    """U+FFFD, C0/C1 controls and DEL, private use, noncharacters, and the explicit
    directional formatting characters are suspect.

    An embedding, override or isolate (U+202A-U+202E, U+2066-U+2069) draws nothing and
    reorders every character after it in the extracted text (UAX #9 §2.1-2.2): no glyph
    stands for one, so a code mapped to one is as wrong as a code mapped to U+FFFD. The
    implicit marks (LRM, RLM, ALM) and the zero-width joiners are not: a ligature's value
    may hold them."""
    cp = ord(ch)
    return (
        cp < 0x20
        or 0x7F <= cp <= 0x9F
        or cp == 0xFFFD
        or 0xE000 <= cp <= 0xF8FF
        or cp >= 0xF0000
        or 0xFDD0 <= cp <= 0xFDEF
        or (cp & 0xFFFE) == 0xFFFE
        or 0x202A <= cp <= 0x202E
        or 0x2066 <= cp <= 0x2069
    )


_FLAG_SETS: dict[frozenset[Flag], frozenset[Flag]] = {}


def flag_set(flags: set[Flag] | frozenset[Flag]) -> frozenset[Flag]:
    """The flags as a frozenset shared by every code with the same flags: a document's
    codes take a few dozen combinations, and a frozenset is 200 bytes per code."""
    key = frozenset(flags)
    return _FLAG_SETS.setdefault(key, key)


def unicode_flags(text: str | None) -> frozenset[Flag]:
    """Flags that a Unicode value alone implies."""
    if text is None:
        return frozenset({Flag.UNMAPPED})
    flags: set[Flag] = set()
    if any(is_suspect_char(ch) for ch in text):
        flags.add(Flag.SUSPECT)
    if len(text) > 1:
        flags.add(Flag.MULTI)
    return frozenset(flags)
