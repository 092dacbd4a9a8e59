"""Glyph names that are codes: ``/a224``, ``/g3A``, ``/c65``, ``/cid0041``, ``/uni00e0``.

Producers of Type3 and other simple fonts often name a glyph after its code instead of
its character: pdfTeX's bitmap fonts (``/a65`` at code 65), CrawfordTech (``/C24``),
others in hexadecimal (``/g3A`` at code 0x3A). The Adobe Glyph List gives such names no
meaning (ISO 32000-1 §9.10.2), so the PDF maps the codes to nothing; readers guess:

- MuPDF reads ``a`` + decimal digits as a Unicode value, and ``uni``/``u`` + hex digits
  in either case (``fz_unicode_from_glyph_name``);
- poppler reads ``Axx``/``xx`` (hex) and ``Ann``/``ABnn``/``nn`` (decimal) as Unicode
  values, hex only when some name of the font needs it (``parseNumericName``);
- pdf.js reads ``Gxx``, ``g00xx`` (hex) and ``Cdd``/``cdd`` (decimal) as Unicode values,
  but as the base encoding's character where the number is the code itself.

Here a number in a name is read only where it is the code itself, for every name of the
font written in that form (one prefix, one base): then the name says nothing more than
the code, and the code is read in the font's base encoding (WinAnsiEncoding, which agrees
with Latin-1 on its printable codes, where the font names none). ``uni``/``u`` names with
lower-case hex digits, which the AGL rules reject, are read as the Unicode value they
spell. Either way the result is a guess, not the file's statement: it is the route of
recovered text (:attr:`inspector.chain.UnicodeSource.NAME_PATTERN`), never a mapping.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from inspector.decode.evidence import is_usable_text
from inspector.encoding import base_encoding, glyph_name_to_unicode

USABLE_SHARE = 0.8
"""The names of the pattern must give usable text (not a control, not undefined in the
base encoding) for at least this share of them: codes a producer numbered itself from 0
(Ghostscript's ``/a0`` .. ``/a174``) fall on the control range and fail it."""

_DIGITS = {10: re.compile(r"[0-9]+"), 16: re.compile(r"[0-9A-Fa-f]+")}
_LEADING_ALPHA = re.compile(r"[A-Za-z]*")
_UNICODE_NAME = re.compile(r"uni([0-9A-Fa-f]{4})|u([0-9A-Fa-f]{4,6})")


def _value(digits: str, radix: int) -> int | None:
    return int(digits, radix) if digits and _DIGITS[radix].fullmatch(digits) else None


def _splits(name: str) -> list[tuple[str, str]]:
    """Every way to read ``name`` as letters then digits: ``g3A`` -> (g, 3A)."""
    alpha = len(_LEADING_ALPHA.match(name).group())  # type: ignore[union-attr]
    return [(name[:i], name[i:]) for i in range(alpha + 1) if i < len(name)]


def _unicode_form(name: str) -> str | None:
    match = _UNICODE_NAME.fullmatch(name)
    if match is None:
        return None
    value = int(match.group(1) or match.group(2), 16)
    if value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:
        return None
    text = chr(value)
    return text if is_usable_text(text) else None


class CodeNames(NamedTuple):
    """What a font's code-like glyph names give."""

    texts: dict[int, str]
    """Code to text, for each code whose glyph name is read."""
    encoding: str
    """The base encoding the codes were read in."""


def code_name_texts(names: Sequence[str | None], encoding: str | None) -> CodeNames:
    """The text of each code whose glyph name is a code by a consistent pattern.

    Args:
        names: the font's 256 glyph names by code (None where there is none).
        encoding: the font's explicit base encoding, or None (WinAnsiEncoding is read).
    """
    encoding = encoding or "WinAnsiEncoding"
    loose: dict[int, str] = {}
    for code, name in enumerate(names):
        if name and name != ".notdef" and glyph_name_to_unicode(name) is None:
            loose[code] = name
    out: dict[int, str] = {}
    for code, name in loose.items():
        text = _unicode_form(name)
        if text is not None:
            out[code] = text
    rest = {code: name for code, name in loose.items() if code not in out}
    support: Counter[tuple[str, int]] = Counter()
    for code, name in rest.items():
        for prefix, digits in _splits(name):
            for radix in (10, 16):
                if _value(digits, radix) == code:
                    support[prefix, radix] += 1
    if not support:
        return CodeNames(out, encoding)
    # The best supported form; decimal first where both read the same names.
    (prefix, radix), _ = max(support.items(), key=lambda kv: (kv[1], kv[0][1] == 10))
    members: list[int] = []
    for code, name in rest.items():
        if not name.startswith(prefix):
            continue
        value = _value(name[len(prefix) :], radix)
        if value is None:
            continue
        if value != code:
            return CodeNames(out, encoding)  # the numbers of this form are not the codes
        members.append(code)
    table = base_encoding(encoding)
    read: dict[int, str] = {}
    for code in members:
        glyph = table[code]
        text = glyph_name_to_unicode(glyph) if glyph else None
        if text is not None and is_usable_text(text):
            read[code] = text
    if not read or len(read) < USABLE_SHARE * len(members):
        return CodeNames(out, encoding)
    out.update(read)
    return CodeNames(out, encoding)
