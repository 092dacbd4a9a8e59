"""Tokens of CMap files, a small subset of PostScript (Adobe Technical Note #5014).

The lexer never raises: bytes it cannot read become ``BAD`` tokens that the parser
reports and skips.
"""

from __future__ import annotations

import contextlib
import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass


class Tok(enum.Enum):
    """Token kinds."""

    HEX = "hex"
    STRING = "string"
    NAME = "name"
    NUMBER = "number"
    KEYWORD = "keyword"
    ARRAY_OPEN = "["
    ARRAY_CLOSE = "]"
    DICT_OPEN = "<<"
    DICT_CLOSE = ">>"
    BAD = "bad"


@dataclass(frozen=True, slots=True)
class Token:
    """One token with its byte offset in the source."""

    kind: Tok
    value: bytes | str | int | float
    offset: int


_TOKEN = re.compile(
    rb"""
    (?P<ws>[\x00\t\n\x0c\r ]+)
  | (?P<comment>%[^\r\n]*)
  | (?P<dopen><<)
  | (?P<dclose>>>)
  | (?P<hex><[0-9A-Fa-f\x00\t\n\x0c\r ]*>)
  | (?P<string>\((?:\\.|[^\\()]|\((?:\\.|[^\\()])*\))*\))
  | (?P<name>/[^\x00\t\n\x0c\r /\[\]<>(){}%]*)
  | (?P<number>[+-]?(?:\d+\.\d*|\.\d+|\d+)(?![^\x00\t\n\x0c\r /\[\]<>(){}%]))
  | (?P<aopen>[\[{])
  | (?P<aclose>[\]}])
  | (?P<word>[^\x00\t\n\x0c\r /\[\]<>(){}%]+)
  | (?P<bad>[\s\S])
    """,
    re.VERBOSE,
)

_ESCAPES = {
    ord("n"): b"\n",
    ord("r"): b"\r",
    ord("t"): b"\t",
    ord("b"): b"\b",
    ord("f"): b"\f",
}


def _unescape(body: bytes) -> bytes:
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c != 0x5C or i + 1 >= len(body):
            out.append(c)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in _ESCAPES:
            out += _ESCAPES[nxt]
            i += 2
        elif 0x30 <= nxt <= 0x37:
            j = i + 1
            while j < min(i + 4, len(body)) and 0x30 <= body[j] <= 0x37:
                j += 1
            out.append(int(body[i + 1 : j], 8) & 0xFF)
            i = j
        elif nxt in b"\r\n":
            i += 2
        else:
            out.append(nxt)
            i += 2
    return bytes(out)


def decode_hex(body: bytes) -> bytes:
    """Hex digits to bytes; an odd count is padded with 0 as in PDF (§7.3.4.3)."""
    if not len(body) % 2:
        # The common case, digits in pairs (whitespace between pairs at most), in C.
        with contextlib.suppress(ValueError):
            return bytes.fromhex(body.decode("latin-1"))
    digits = bytes(b for b in body if b not in b"\x00\t\n\x0c\r ")
    if len(digits) % 2:
        digits += b"0"
    return bytes.fromhex(digits.decode("ascii"))


def tokenize(data: bytes, start: int = 0) -> Iterator[Token]:
    """Yield the tokens of a CMap source (from byte ``start``)."""
    for m in _TOKEN.finditer(data, start):
        kind = m.lastgroup
        start = m.start()
        text = m.group()
        if kind in ("ws", "comment"):
            continue
        if kind == "hex":
            yield Token(Tok.HEX, decode_hex(text[1:-1]), start)
        elif kind == "name":
            yield Token(Tok.NAME, text[1:].decode("latin-1"), start)
        elif kind == "number":
            yield Token(Tok.NUMBER, _number(text), start)
        elif kind == "string":
            yield Token(Tok.STRING, _unescape(text[1:-1]), start)
        elif kind == "dopen":
            yield Token(Tok.DICT_OPEN, text, start)
        elif kind == "dclose":
            yield Token(Tok.DICT_CLOSE, text, start)
        elif kind == "aopen":
            yield Token(Tok.ARRAY_OPEN, text, start)
        elif kind == "aclose":
            yield Token(Tok.ARRAY_CLOSE, text, start)
        elif kind == "word":
            yield Token(Tok.KEYWORD, text.decode("latin-1"), start)
        else:
            yield Token(Tok.BAD, text, start)


def _number(text: bytes) -> int | float:
    try:
        return int(text)
    except ValueError:
        return float(text)
