"""Loading an embedded font program (ISO 32000-1 §9.9, Table 126 and Table 127).

The FontDescriptor entry says what the stream should hold: ``FontFile`` a Type 1 program,
``FontFile2`` a TrueType program, ``FontFile3`` what its ``/Subtype`` says (``Type1C`` a
name-keyed CFF, ``CIDFontType0C`` a CID-keyed CFF, ``OpenType`` an OpenType font). The
bytes are trusted over the label: producers put CFF into ``FontFile`` and OpenType into
``FontFile2``, and readers cope; the mismatch becomes a warning.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from inspector.fontprog.program import FontProgram, ProgramKind, subset_tag
from inspector.fontprog.reader import ProgramReader, capture_warnings, describe, summarise

MAX_PROGRAM_SIZE = 64 * 1024 * 1024
"""Programs larger than this (64 MiB) are not parsed."""

Container = Literal["sfnt", "cff", "type1"]

_SFNT_MAGIC = (b"\x00\x01\x00\x00", b"true", b"OTTO", b"ttcf", b"wOFF", b"wOF2")


def _reader(container: Container) -> Callable[[bytes], ProgramReader]:
    """The reader class for a container, imported on first use: fontTools takes a tenth of
    a second to import, and commands that never open a font program need not pay it."""
    if container == "sfnt":
        from inspector.fontprog.truetype import SfntReader

        return SfntReader
    if container == "cff":
        from inspector.fontprog.cff import CffReader

        return CffReader
    from inspector.fontprog.type1 import Type1Reader

    return Type1Reader


_CONTAINER_TEXT: dict[Container, str] = {
    "sfnt": "TrueType/OpenType",
    "cff": "CFF",
    "type1": "Type 1",
}

_KINDS: dict[str, ProgramKind] = {
    "truetype": "truetype",
    "cff": "cff",
    "cid-cff": "cid-cff",
    "type1": "type1",
    "opentype-cff": "opentype-cff",
}

_KIND_TEXT: dict[ProgramKind, str] = {
    "truetype": "a TrueType font",
    "cff": "a name-keyed CFF font",
    "cid-cff": "a CID-keyed CFF font",
    "type1": "a Type 1 font",
    "opentype-cff": "an OpenType font with CFF outlines",
    "unknown": "an unknown format",
}


def _declared(key: str, subtype: str | None) -> tuple[Container | None, frozenset[ProgramKind]]:
    """What the FontDescriptor entry (and ``/Subtype``) say the stream holds."""
    key = key.lstrip("/")
    subtype = subtype.lstrip("/") if subtype else None
    if key == "FontFile":
        return "type1", frozenset({"type1"})
    if key == "FontFile2":
        return "sfnt", frozenset({"truetype"})
    if key == "FontFile3":
        if subtype == "Type1C":
            return "cff", frozenset({"cff"})
        if subtype == "CIDFontType0C":
            return "cff", frozenset({"cid-cff"})
        if subtype == "OpenType":
            return "sfnt", frozenset({"truetype", "opentype-cff"})
    return None, frozenset()


def sniff(data: bytes) -> Container | None:
    """What the bytes of an embedded program are (ISO 32000-1 §9.9, Table 126).

    Args:
        data: the program's bytes.

    Returns:
        ``"sfnt"`` (TrueType, OpenType, a collection, WOFF), ``"cff"`` (a CFF Header),
        ``"type1"`` (``%!`` or a PFB segment header), or None.
    """
    if data[:4] in _SFNT_MAGIC:
        return "sfnt"
    # CFF Header: major 1, minor, hdrSize >= 4, offSize 1..4.
    if len(data) >= 4 and data[0] == 1 and data[2] >= 4 and 1 <= data[3] <= 4:
        return "cff"
    if data[:1] == b"\x80" or data.lstrip()[:2] == b"%!":
        return "type1"
    return None


def _label(key: str, subtype: str | None) -> str:
    key = "/" + key.lstrip("/")
    return f"{key} /Subtype /{subtype.lstrip('/')}" if subtype else key


def _failed_kind(
    container: Container | None, data: bytes, declared: frozenset[ProgramKind]
) -> ProgramKind:
    """What a program that could not be read was read as."""
    if container == "type1":
        return "type1"
    if container == "sfnt":
        if data[:4] == b"OTTO":
            return "opentype-cff"
        if data[:4] in (b"\x00\x01\x00\x00", b"true") or declared == {"truetype"}:
            return "truetype"
    if container == "cff":
        if len(declared) == 1 and declared <= {"cff", "cid-cff"}:
            return next(iter(declared))
        return "cff"
    return "unknown"


def load_program(data: bytes, key: str, subtype: str | None) -> FontProgram:
    """Read an embedded font program (ISO 32000-1 §9.9); never raises.

    Only what is cheap is read now (the table directory and headers, the CFF Top DICT,
    the Type 1 cleartext and Private dictionary); per-glyph data waits for the questions
    :class:`FontProgram` answers.

    Args:
        data: the decoded stream of the FontDescriptor entry.
        key: the entry: ``"FontFile"``, ``"FontFile2"`` or ``"FontFile3"`` (a leading
            slash is accepted).
        subtype: the stream's ``/Subtype`` for ``FontFile3`` (``"Type1C"``,
            ``"CIDFontType0C"``, ``"OpenType"``), else None.

    Returns:
        The program. When it cannot be read, ``error`` says why in one line, ``data``
        keeps the bytes and every question is answered with None. fontTools' log warnings
        during the load, and quirks of the program's form, are in ``warnings``.
    """
    data = bytes(data)
    container, expected = _declared(key, subtype)
    label = _label(key, subtype)
    notes: list[str] = []
    if container is None:
        notes.append(f"{label} is not a font program entry this reader knows")
    size = len(data)
    actual = sniff(data)

    def broken(error: str) -> FontProgram:
        kind = _failed_kind(actual or container, data, expected)
        return FontProgram(kind, error, summarise(notes), size, data=data)

    if size > MAX_PROGRAM_SIZE:
        return broken(f"the program is {size} bytes, more than {MAX_PROGRAM_SIZE}: not parsed")
    if size == 0:
        return broken("the program is empty")
    chosen = actual or container
    if chosen is None:
        return broken(f"not a font program this reader knows (first bytes {data[:8].hex()})")
    if actual is not None and container is not None and actual != container:
        notes.append(f"{label} holds {_CONTAINER_TEXT[actual]} data")
    with capture_warnings() as lines:
        try:
            reader = _reader(chosen)(data)
        except Exception as exc:  # any failure of hostile or broken data is an answer
            notes.extend(lines)
            return broken(f"cannot read as {_CONTAINER_TEXT[chosen]}: {describe(exc)}")
    kind = _KINDS.get(reader.kind, "unknown")
    if expected and kind not in expected and actual == container:
        notes.append(f"{label} holds {_KIND_TEXT[kind]}")
    return FontProgram(
        kind=kind,
        error=None,
        warnings=summarise([*reader.notes, *notes, *lines]),
        size=size,
        glyph_count=reader.glyph_count,
        units_per_em=reader.units_per_em,
        font_name=reader.font_name,
        subset_tag=subset_tag(reader.font_name),
        number_of_hmetrics=reader.number_of_hmetrics,
        is_cid_keyed=reader.is_cid,
        data=data,
        _reader=reader,
    )
