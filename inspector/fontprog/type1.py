"""Type 1 font programs: ``FontFile`` (ISO 32000-1 §9.9, Adobe Type 1 Font Format).

The stream holds the cleartext part, the eexec-encrypted part and usually the trailer of
zeros (``Length1``/``Length2``/``Length3``). Producers vary in ways fontTools' Type 1
reader (``fontTools.t1Lib``, which expects a file) does not expect, so the bytes are
first put in the form it reads: PFB segment headers removed, a hexadecimal eexec part
turned binary, and exactly one whitespace byte between ``eexec`` and the ciphertext
(some producers write ``eexec\\r\\n``, which shifts the decryption by one byte).

The PostScript is then run by fontTools' interpreter with guards on the sizes of arrays
and strings and on loop counts: hostile data cannot make it allocate gigabytes or loop
for hours. Charstrings stay encrypted until a glyph is measured or drawn.

Glyph ids of a Type 1 program are the positions of its glyphs in the CharStrings
dictionary, in file order (a Type 1 font has no glyph ids of its own).
"""

from __future__ import annotations

import string
import struct
from typing import Any

from fontTools.misc.psCharStrings import T1CharString
from fontTools.misc.psLib import PSInterpreter, unpack_item
from fontTools.pens.basePen import NullPen
from fontTools.t1Lib import T1Error

from inspector.fontprog.outline import Outline, draws_outline, record_outline
from inspector.fontprog.reader import ProgramReader
from inspector.fontprog.t1crypt import CHARSTRING_KEY, EEXEC_KEY, decrypt

# What the PostScript of one program may ask for in all. A Type 1 program runs a 256-step
# loop or two, makes arrays of 256 and a few thousand Subrs, and one string per charstring
# (RD reads each into a new string); nested loops must not multiply past the limits.
PS_LIMITS = {"loop iterations": 100_000, "array elements": 1_000_000, "string bytes": 1 << 26}

_WHITESPACE = b" \t\r\n\f\x00"
_HEX_DIGITS = frozenset(string.hexdigits.encode("ascii"))
_CHARSTRING_KEY = CHARSTRING_KEY


class _GuardedInterpreter(PSInterpreter):  # type: ignore[misc]  # fontTools is untyped
    """fontTools' PostScript interpreter, refusing absurd allocations and loops."""

    def __init__(self) -> None:
        super().__init__()
        self.spent = dict.fromkeys(PS_LIMITS, 0)

    def _spend(self, amount: float, what: str) -> None:
        self.spent[what] += max(0, int(amount))
        if self.spent[what] > PS_LIMITS[what]:
            raise T1Error(f"the PostScript asks for more than {PS_LIMITS[what]} {what}")

    def ps_array(self) -> None:
        self._spend(int(self.stack[-1].value), "array elements")
        super().ps_array()

    def ps_string(self) -> None:
        self._spend(int(self.stack[-1].value), "string bytes")
        super().ps_string()

    def ps_eexec(self) -> None:
        # PSTokenizer.starteexec, decrypting with our faster routine.
        tokenizer = self.pop("filetype").value
        tokenizer.pos += 1
        tokenizer.dirtybuf = tokenizer.buf[tokenizer.pos :]
        tokenizer.buf, _ = decrypt(tokenizer.dirtybuf, EEXEC_KEY)
        tokenizer.len = len(tokenizer.buf)
        tokenizer.pos = 4

    def ps_closefile(self) -> None:
        # What follows the encrypted part is the trailer (512 zeros and cleartomark), or
        # in hexadecimal programs the zeros decoded with the rest, or nothing: read no
        # further.
        tokenizer = self.stack[-1].value
        super().ps_closefile()
        tokenizer.pos = len(tokenizer.buf)

    def ps_for(self) -> None:
        # operands: initial increment limit proc
        initial, increment, limit = (float(self.stack[-i].value) for i in (4, 3, 2))
        if increment == 0:
            raise T1Error("'for' loop without end")
        self._spend((limit - initial) / increment + 1, "loop iterations")
        super().ps_for()


def _pfb_segments(data: bytes, notes: list[str]) -> bytes:
    """The payload of PFB segments (0x80, type, little-endian length), headers dropped."""
    parts: list[bytes] = []
    at = 0
    while at + 2 <= len(data) and data[at] == 0x80:
        kind = data[at + 1]
        if kind == 3:
            break
        if at + 6 > len(data):
            break
        (length,) = struct.unpack_from("<I", data, at + 2)
        parts.append(data[at + 6 : at + 6 + length])
        at += 6 + length
    notes.append("the program keeps its PFB segment headers")
    return b"".join(parts)


def _plausible_plaintext(cipher: bytes) -> bool:
    """Whether eexec-decrypting these bytes starts with PostScript text."""
    plain, _ = decrypt(cipher[:36], EEXEC_KEY)
    return all(32 <= byte < 127 or byte in b"\r\n\t" for byte in plain[4:36])


def normalise_type1(data: bytes, notes: list[str]) -> bytes:
    """The program in the form fontTools reads: cleartext, ``eexec``, one byte, binary.

    ISO 32000-1 §9.9, Table 127: the ``FontFile`` stream is the cleartext (``Length1``),
    the encrypted part (``Length2``) and the trailer (``Length3``), in binary or
    hexadecimal form, sometimes still in PFB segments.

    Args:
        data: the ``FontFile`` stream.
        notes: where quirks of the program's form are reported.

    Returns:
        The bytes to interpret.

    Raises:
        T1Error: there is no eexec section.
    """
    if data[:1] == b"\x80":
        data = _pfb_segments(data, notes)
    marker = data.find(b"eexec")
    if marker < 0:
        raise T1Error("no 'eexec' section: not a Type 1 program")
    after = marker + len(b"eexec")
    start = after
    while start < len(data) and data[start] in _WHITESPACE:
        start += 1
    if start + 4 <= len(data) and all(byte in _HEX_DIGITS for byte in data[start : start + 4]):
        end = start
        while end < len(data) and (data[end] in _HEX_DIGITS or data[end] in _WHITESPACE):
            end += 1
        digits = bytes(b for b in data[start:end] if b in _HEX_DIGITS)
        cipher = bytes.fromhex(digits[: len(digits) // 2 * 2].decode("ascii"))
    else:
        # The ciphertext starts after one whitespace byte; a second one (\r\n) may be the
        # start of the ciphertext or more whitespace: the decryption tells which.
        skip = min(1, start - after)
        for candidate in range(1, start - after + 1):
            if _plausible_plaintext(data[after + candidate :]):
                skip = candidate
                break
        if skip > 1:
            notes.append(f"{skip} whitespace bytes follow 'eexec'")
        cipher = data[after + skip :]
    return data[:after] + b"\n" + cipher


def interpret_type1(data: bytes) -> dict[str, Any]:
    """Run the program's PostScript and return its font dictionary (ISO 32000-1 §9.9).

    As ``fontTools.misc.psLib.suckfont`` does, with the guarded interpreter.

    Args:
        data: the program, normalised by :func:`normalise_type1`.

    Returns:
        The font dictionary as plain Python values; charstrings still encrypted.

    Raises:
        Exception: the PostScript cannot be run, or defines no font.
    """
    interpreter = _GuardedInterpreter()
    interpreter.interpret(b"/Helvetica 4 dict dup /Encoding StandardEncoding put definefont pop")
    interpreter.interpret(data)
    fonts = interpreter.dictstack[0]["FontDirectory"].value
    names = sorted(name for name in fonts if name != "Helvetica")
    if not names:
        raise T1Error("the program defines no font")
    font = unpack_item(fonts[names[0]])
    interpreter.close()
    if not isinstance(font, dict) or not isinstance(font.get("CharStrings"), dict):
        raise T1Error("the font has no CharStrings dictionary")
    return font


class Type1Reader(ProgramReader):
    """A Type 1 program (``FontFile``)."""

    def __init__(self, data: bytes) -> None:
        """Run the program's cleartext and Private dictionary; keep charstrings encrypted.

        Raises:
            Exception: the data is not a usable Type 1 program.
        """
        super().__init__()
        self.kind = "type1"
        font = interpret_type1(normalise_type1(data, self.notes))
        private = font.get("Private")
        private = private if isinstance(private, dict) else {}
        self._len_iv = int(private.get("lenIV", 4))
        raw_subrs = private.get("Subrs", [])
        self._raw_subrs: list[bytes] = [
            bytes(s) if isinstance(s, bytes | bytearray) else b"" for s in raw_subrs
        ]
        self._raw: dict[str, bytes] = {
            str(name): bytes(value)
            for name, value in font["CharStrings"].items()
            if isinstance(value, bytes | bytearray)
        }
        self._names = list(self._raw)
        self._gids = {name: gid for gid, name in enumerate(self._names)}
        self._charstrings: dict[str, Any] = {}
        self._subrs: list[Any] | None = None
        self.glyph_count = len(self._names)
        matrix = font.get("FontMatrix")
        scale = float(matrix[0]) if isinstance(matrix, list) and matrix else 0.001
        if not 1e-6 <= abs(scale) <= 1.0:
            self.notes.append(f"implausible FontMatrix scale {scale!r}; 0.001 is used")
            scale = 0.001
        self._scale = abs(scale)
        self.units_per_em = round(1 / self._scale)
        name = font.get("FontName")
        self.font_name = str(name) if name else None
        self._encoding = font.get("Encoding")

    def _decrypt(self, raw: bytes) -> bytes:
        if self._len_iv < 0:  # lenIV -1: the charstrings are not encrypted at all
            return raw
        plain, _ = decrypt(raw, _CHARSTRING_KEY)
        return bytes(plain[self._len_iv :])

    def _subroutines(self) -> list[Any]:
        if self._subrs is None:
            subrs: list[Any] = []
            for raw in self._raw_subrs:
                subrs.append(T1CharString(self._decrypt(raw), subrs=subrs))
            self._subrs = subrs
        return self._subrs

    def _charstring(self, name: str) -> Any:
        if name not in self._charstrings:
            raw = self._raw[name]
            self._charstrings[name] = T1CharString(self._decrypt(raw), subrs=self._subroutines())
        return self._charstrings[name]

    def _component(self, name: str) -> Any:
        return self._charstring(name) if name in self._raw else None

    def _width(self, gid: int) -> float:
        charstring = self._charstring(self._names[gid])
        if not hasattr(charstring, "width"):
            charstring.draw(NullPen())  # hsbw/sbw set the width as the charstring runs
        return float(charstring.width)

    def _has_glyph(self, gid: int) -> bool:
        return gid < len(self._names)

    def _advance(self, gid: int) -> float | None:
        if not self._has_glyph(gid):
            return None
        return round(self._width(gid) * self._scale * 1000, 6)

    def _glyph_name(self, gid: int) -> str | None:
        return self._names[gid] if self._has_glyph(gid) else None

    def _gid_for_name(self, name: str) -> int | None:
        return self._gids.get(name)

    def _builtin_encoding(self) -> tuple[str | None, ...] | None:
        value = self._encoding
        if not isinstance(value, list):
            return None
        names = [name if isinstance(name, str) else None for name in value]
        names = (names + [None] * 256)[:256]
        return tuple(None if name == ".notdef" else name for name in names)

    def _outline(self, gid: int) -> Outline | None:
        if not self._has_glyph(gid):
            return None
        charstring = self._charstring(self._names[gid])
        outline = record_outline(charstring.draw, self._component, 0.0, self.units_per_em or 1000)
        if outline is None:
            return None
        return Outline(outline.ops, float(charstring.width), outline.bounds, outline.units_per_em)

    def _draws(self, gid: int) -> bool:
        if not self._has_glyph(gid):
            return False
        return draws_outline(self._charstring(self._names[gid]).draw, self._component)

    def _load_all_tables(self) -> None:
        self._builtin_encoding()
