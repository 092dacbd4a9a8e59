"""A tolerant inflater for FlateDecode data (ISO 32000-1 §7.4.4, RFC 1950, RFC 1951).

FlateDecode data is a zlib stream: a two-byte header, deflate blocks, and the Adler-32
checksum of the inflated bytes. Some writers leave out the header (raw deflate), write a
wrong checksum or none, or the data is cut short. qpdf refuses the first, accepts the
second without a word, and warns about the third only once; pdftotext and mutool refuse
raw deflate too. :func:`inflate` reads all of them and says what it found, so a caller
can name the recovery in a finding. It never inflates more than ``limit`` bytes.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any, NamedTuple

CHUNK = 1 << 16
"""Encoded bytes handed to zlib at a time."""

TRAILING_SLACK = 8
"""Bytes after raw deflate's final block taken as padding (line ends before endstream):
more is data the decoder never reached, a final block met early through damage."""

_WHITE_SPACE = b"\x00\t\n\x0c\r "
"""PDF white space (§7.2.2): what may pad a stream's data before ``endstream``."""


@dataclass(frozen=True, slots=True)
class Inflated:
    """What inflating a FlateDecode stream gave, and how the data differed from zlib's."""

    data: bytes
    """Everything that inflated (all of it, or the start up to a cut or damage)."""
    header: bool
    """Whether the data starts with a zlib header (False: raw deflate, RFC 1951 alone)."""
    complete: bool
    """Whether the deflate data reached its final block."""
    checksum: str
    """"ok", "wrong", "missing" (after complete data), or "none" (raw deflate, or
    incomplete data that never got to it)."""
    error: str | None = None
    """zlib's reason where inflating stopped early, or why nothing inflated."""
    over_limit: bool = False
    """The data would inflate to more than the limit; ``data`` is empty then."""
    consumed: int = 0
    """Encoded bytes read, header included (where a cut or damage was met)."""
    trailing: int = 0
    """Bytes after the final block and its checksum, white space at the end not counted:
    data a final block met early (through damage) left unread."""

    @property
    def damaged(self) -> bool:
        """Whether the data reached a final block yet is not whole: its Adler-32 does not
        match, or more than padding follows the final block (and its checksum): data the
        decoder never reached, as when damage makes a block look like the last."""
        if not self.complete:
            return False
        return self.checksum == "wrong" or self.trailing > TRAILING_SLACK

    @property
    def clean(self) -> bool:
        """A well-formed zlib stream: what every reader decodes the same way."""
        return self.header and self.complete and self.checksum == "ok"


class _Raw(NamedTuple):
    data: bytes
    complete: bool
    rest: bytes
    """The bytes after the final block (checksum, padding)."""
    error: str | None
    over_limit: bool
    consumed: int


def has_zlib_header(data: bytes) -> bool:
    """Whether ``data`` starts with an RFC 1950 header: deflate with a window of at most
    32 KB, header check bits right, no preset dictionary (PDF has none to give)."""
    if len(data) < 2:
        return False
    cmf, flg = data[0], data[1]
    return cmf & 0x0F == 8 and cmf >> 4 <= 7 and (cmf << 8 | flg) % 31 == 0 and not flg & 0x20


def _inflate_raw(body: bytes, limit: int) -> _Raw:
    """Inflate raw deflate data, keeping every byte that inflates before a cut or damage."""
    inflater = zlib.decompressobj(-15)
    out = bytearray()
    pos = 0
    while pos < len(body) and not inflater.eof:
        chunk = body[pos : pos + CHUNK]
        saved, mark = inflater.copy(), len(out)
        try:
            pending = chunk
            while pending and not inflater.eof:
                out += inflater.decompress(pending, limit + 1 - len(out))
                if len(out) > limit:
                    return _Raw(b"", False, b"", None, True, pos)
                pending = inflater.unconsumed_tail
        except zlib.error:
            # Damage inside this chunk: feed it again a byte at a time from the state
            # before it, so that what inflates up to the bad byte is kept.
            del out[mark:]
            return _byte_by_byte(saved, out, body, pos, limit)
        pos += len(chunk)
    if inflater.eof:
        rest = inflater.unused_data + body[pos:]
        return _Raw(bytes(out), True, rest, None, False, len(body) - len(rest))
    return _Raw(bytes(out), False, b"", None, False, pos)


def _byte_by_byte(inflater: Any, out: bytearray, body: bytes, pos: int, limit: int) -> _Raw:
    for end in range(pos + 1, min(len(body), pos + CHUNK) + 1):
        try:
            out += inflater.decompress(body[end - 1 : end], limit + 1 - len(out))
        except zlib.error as exc:
            return _Raw(bytes(out), False, b"", str(exc), False, end - 1)
        if len(out) > limit:
            return _Raw(b"", False, b"", None, True, end)
        if inflater.eof:
            rest = inflater.unused_data + body[end:]
            return _Raw(bytes(out), True, rest, None, False, end)
    # zlib raised on the chunk but not byte by byte: stop after it all the same.
    return _Raw(bytes(out), False, b"", "damaged data", False, min(len(body), pos + CHUNK))


def inflate(raw: bytes, limit: int) -> Inflated:
    """Inflate FlateDecode data with or without its zlib header (§7.4.4.1).

    Data that is cut short or damaged part-way gives what inflated before the cut, with
    ``complete`` False and zlib's reason. Data that would inflate past ``limit`` bytes
    gives nothing, with ``over_limit`` set: bombs stay refused.
    """
    header = has_zlib_header(raw)
    got = _inflate_raw(raw[2:] if header else raw, limit)
    if header and not got.data and not got.complete and not got.over_limit:
        # Two bytes that only look like a zlib header (about 1 raw stream in 500).
        alt = _inflate_raw(raw, limit)
        if alt.data or alt.complete or alt.over_limit:
            header, got = False, alt
    used = got.consumed + (2 if header else 0)
    if got.over_limit:
        return Inflated(b"", header, False, "none", None, True, used)
    if not header or not got.complete:
        trailing = len(got.rest.rstrip(_WHITE_SPACE)) if got.complete else 0
        return Inflated(got.data, header, got.complete, "none", got.error, False, used, trailing)
    if len(got.rest) < 4:
        return Inflated(got.data, True, True, "missing", None, False, used)
    expected = int.from_bytes(got.rest[:4], "big")
    checksum = "ok" if expected == zlib.adler32(got.data) else "wrong"
    trailing = len(got.rest[4:].rstrip(_WHITE_SPACE))
    return Inflated(got.data, True, True, checksum, None, False, used, trailing)
