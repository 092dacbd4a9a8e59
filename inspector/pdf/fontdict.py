"""Font dictionaries read into plain data (ISO 32000-1 §9.5-§9.8).

Every entry is read without trusting its type: an entry of the wrong type is recorded as
a problem (later a ``FONT-DICT-INVALID`` finding) and the documented default is used.
"""

from __future__ import annotations

import math
import re
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pikepdf

from inspector.i18n.message import msg
from inspector.pdf.packed import PackedArray
from inspector.pdf.resources import FontRef
from inspector.pdf.streams import read_stream_data
from inspector.pdf.values import (
    get,
    int_of,
    is_array,
    is_dict,
    is_stream,
    items,
    name_of,
    number_of,
    objnum,
    plain,
    text_of,
)

STREAM_SIZE_LIMIT = 64 * 1024 * 1024
"""Font-related streams larger than this after decoding are not read."""


@dataclass(frozen=True, slots=True)
class StreamData:
    """Decoded bytes of a stream, or the reason they could not be read."""

    objnum: int | None
    data: bytes
    error: str | None = None
    dict_entries: dict[str, Any] = field(default_factory=dict)
    refused: bool = False
    """Whether a size limit, not damage, kept the data from being read."""
    notes: tuple[tuple[str, str], ...] = ()
    """How the data departs from the standard and what was done, as finding codes and
    sentences that follow a description of the stream
    (:attr:`inspector.pdf.streams.StreamRead.notes`)."""
    complete: bool = True
    """False when ``data`` is only the start of the stream (a cut or damage) or nothing."""


@dataclass(frozen=True, slots=True)
class DescriptorSpec:
    """The FontDescriptor (§9.8)."""

    objnum: int | None
    flags: int
    missing_width: float | None
    ascent: float | None
    descent: float | None
    bbox: tuple[float, float, float, float] | None
    program_key: str | None
    """Which of /FontFile, /FontFile2, /FontFile3 holds the program, if any."""
    program_subtype: str | None
    program_objnum: int | None


@dataclass(frozen=True, slots=True)
class CidFontSpec:
    """A descendant CIDFont (§9.7.4)."""

    objnum: int | None
    subtype: str | None
    base_font: str | None
    registry: str | None
    ordering: str | None
    supplement: int | None
    dw: float | None
    w: Sequence[Any]
    """/W: numbers and tuples of numbers (a :class:`PackedArray` when read from its text)."""
    dw2: tuple[float, float] | None
    w2: Sequence[Any]
    cid_to_gid: str | StreamData | None
    descriptor: DescriptorSpec | None


@dataclass(frozen=True, slots=True)
class FontSpec:
    """A font dictionary as plain data."""

    objnum: int | None
    subtype: str | None
    base_font: str | None
    encoding_name: str | None
    encoding_stream: StreamData | None
    usecmap_name: str | None
    usecmap_stream: StreamData | None
    base_encoding: str | None
    differences: tuple[tuple[int, str], ...] | None
    first_char: int | None
    last_char: int | None
    widths: tuple[float | None, ...] | None
    to_unicode: StreamData | None
    to_unicode_other: str | None
    """A /ToUnicode that is not a stream, described (``/Identity-H``, ``an integer``)."""
    font_matrix: tuple[float, float, float, float, float, float] | None
    descriptor: DescriptorSpec | None
    descendant: CidFontSpec | None
    problems: tuple[str, ...]
    undrawable: tuple[str, ...] = ()
    """Why the font's glyphs cannot be drawn as the file gives them (a Type3 font whose
    /CharProcs is not a dictionary, whose /FontMatrix is not six finite numbers or
    collapses every glyph): what the page shows there is unknown."""


def read_stream(obj: object) -> StreamData:
    """Decode a stream, recovering damaged Flate data where the bytes are there
    (:func:`inspector.pdf.streams.read_stream_data`); never raises."""
    num = objnum(obj)
    if not is_stream(obj):
        return StreamData(num, b"", "not a stream", complete=False)
    entries = {k: plain(v) for k, v in items(obj) if k not in ("Length", "Filter", "DecodeParms")}
    length = int_of(get(obj, "/Length")) or 0
    if length > STREAM_SIZE_LIMIT:
        message = f"stream of {length} bytes is larger than the limit"
        return StreamData(num, b"", message, entries, True, complete=False)
    read = read_stream_data(obj, STREAM_SIZE_LIMIT)
    return StreamData(num, read.data, read.error, entries, read.refused, read.notes, read.complete)


def _numbers(obj: object, problems: list[str], what: str) -> tuple[float | None, ...] | None:
    if obj is None:
        return None
    if not is_array(obj):
        problems.append(f"{what} is not an array")
        return None
    values = [number_of(x) for x in obj]  # type: ignore[attr-defined]
    if any(v is None for v in values):
        problems.append(f"{what} has entries that are not numbers")
    return tuple(values)


def _descriptor(obj: object, problems: list[str]) -> DescriptorSpec | None:
    if obj is None:
        return None
    if not is_dict(obj):
        problems.append("/FontDescriptor is not a dictionary")
        return None
    program_key = program_subtype = None
    program_num = None
    for key in ("FontFile", "FontFile2", "FontFile3"):
        stream = get(obj, "/" + key)
        if stream is not None:
            if not is_stream(stream):
                problems.append(f"/{key} is not a stream")
                continue
            program_key = key
            program_subtype = name_of(get(stream, "/Subtype"))
            program_num = objnum(stream)
            break
    bbox_values = _numbers(get(obj, "/FontBBox"), problems, "/FontBBox")
    bbox = None
    if bbox_values and len(bbox_values) == 4 and all(v is not None for v in bbox_values):
        bbox = tuple(float(v) for v in bbox_values)  # type: ignore[arg-type]
    return DescriptorSpec(
        objnum=objnum(obj),
        flags=int_of(get(obj, "/Flags")) or 0,
        missing_width=number_of(get(obj, "/MissingWidth")),
        ascent=number_of(get(obj, "/Ascent")),
        descent=number_of(get(obj, "/Descent")),
        bbox=bbox,  # type: ignore[arg-type]
        program_key=program_key,
        program_subtype=program_subtype,
        program_objnum=program_num,
    )


def _w_array(obj: object, problems: list[str], what: str) -> Sequence[Any]:
    if obj is None:
        return ()
    if not is_array(obj):
        problems.append(f"{what} is not an array")
        return ()
    plain = _plain_w_array(obj)
    return plain if plain is not None else _w_elements(obj)


_PLAIN_NUMBERS = re.compile(rb"[\x00\t\n\x0c\r \[\]0-9.+\-]*")
_NUMBER_TOKENS = re.compile(rb"\[|\]|[^\x00\t\n\x0c\r \[\]]+")


def _plain_w_array(obj: object) -> PackedArray | None:
    """A /W or /W2 array of numbers and arrays of numbers (what producers write) read
    from its text in one pass, into a compact :class:`PackedArray`: a subset font's /W
    has thousands of numbers, and reading them one object at a time was most of building
    the font. None for anything else (references, other objects, deeper nesting, numbers
    beyond a float), which :func:`_w_elements` reads."""
    try:
        text = bytes(obj.unparse())  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError, TypeError):
        return None
    if _PLAIN_NUMBERS.fullmatch(text) is None:
        return None
    flat = _flat_numbers(text)
    if flat is not None:
        return flat
    numbers = array("d")
    sizes = array("i")
    starts = array("I")
    inner = 0  # where the numbers of the inner array being read begin
    depth = 0
    for token in _NUMBER_TOKENS.findall(text):
        if token == b"[":
            depth += 1
            if depth > 2:
                return None
            inner = len(numbers)
        elif token == b"]":
            depth -= 1
            if depth == 1:
                starts.append(inner)
                sizes.append(len(numbers) - inner)
            elif depth < 0:
                return None
        else:
            try:
                value = float(token)
            except ValueError:
                return None
            if not math.isfinite(value) or depth == 0:
                return None
            if depth == 1:
                starts.append(len(numbers))
                sizes.append(-1)
            numbers.append(value)
    if depth != 0:
        return None
    return PackedArray.from_columns(numbers[:], sizes[:], starts[:])  # copies without slack


def _flat_numbers(text: bytes) -> PackedArray | None:
    """An array of numbers only (fpdf2's ``c_first c_last w`` ranges) read at once: what
    the loop of :func:`_plain_w_array` makes of it; None for any other text."""
    body = text.strip(b"\x00\t\n\x0c\r ")
    if body[:1] != b"[" or body[-1:] != b"]" or body.count(b"[") != 1 or body.count(b"]") != 1:
        return None
    tokens = body[1:-1].split()
    if not tokens or b"\x00" in body:  # NUL separates tokens in PDF, not for split()
        return None
    try:
        numbers = array("d", map(float, tokens))
    except ValueError:
        return None
    if not all(map(math.isfinite, numbers)):
        return None
    return PackedArray.of_numbers(numbers)


def _w_elements(obj: object) -> tuple[Any, ...]:
    """A /W or /W2 array read one element at a time (see :func:`_plain_w_array`)."""
    out: list[Any] = []
    for x in obj:  # type: ignore[attr-defined]
        if is_array(x):
            out.append(tuple(number_of(y) for y in x))
        else:
            out.append(number_of(x))
    return tuple(out)


def _cid_font(obj: object, problems: list[str]) -> CidFontSpec | None:
    if not is_dict(obj):
        problems.append("the descendant font is not a dictionary")
        return None
    csi = get(obj, "/CIDSystemInfo")
    registry = ordering = None
    supplement = None
    if csi is not None and not is_dict(csi):
        problems.append("/CIDSystemInfo is not a dictionary")
    elif csi is not None:
        registry = text_of(get(csi, "/Registry"))
        ordering = text_of(get(csi, "/Ordering"))
        supplement = int_of(get(csi, "/Supplement"))
    else:
        problems.append("the CIDFont has no /CIDSystemInfo")
    dw2_values = _numbers(get(obj, "/DW2"), problems, "/DW2")
    dw2 = None
    if dw2_values is not None:
        if len(dw2_values) == 2 and all(v is not None for v in dw2_values):
            dw2 = (float(dw2_values[0]), float(dw2_values[1]))  # type: ignore[arg-type]
        else:
            problems.append("/DW2 is not an array of two numbers")
    c2g_obj = get(obj, "/CIDToGIDMap")
    cid_to_gid: str | StreamData | None = None
    if c2g_obj is not None:
        if is_stream(c2g_obj):
            cid_to_gid = read_stream(c2g_obj)
        elif name_of(c2g_obj) is not None:
            cid_to_gid = name_of(c2g_obj)
        else:
            problems.append("/CIDToGIDMap is neither /Identity nor a stream")
    dw_obj = get(obj, "/DW")
    dw = number_of(dw_obj)
    if dw_obj is not None and dw is None:
        problems.append("/DW is not a number")
    return CidFontSpec(
        objnum=objnum(obj),
        subtype=name_of(get(obj, "/Subtype")),
        base_font=name_of(get(obj, "/BaseFont")) or text_of(get(obj, "/BaseFont")),
        registry=registry,
        ordering=ordering,
        supplement=supplement,
        dw=dw,
        w=_w_array(get(obj, "/W"), problems, "/W"),
        dw2=dw2,
        w2=_w_array(get(obj, "/W2"), problems, "/W2"),
        cid_to_gid=cid_to_gid,
        descriptor=_descriptor(get(obj, "/FontDescriptor"), problems),
    )


def _differences(obj: object, problems: list[str]) -> tuple[tuple[int, str], ...] | None:
    if obj is None:
        return None
    if not is_array(obj):
        problems.append("/Differences is not an array")
        return None
    out: list[tuple[int, str]] = []
    code: int | None = None
    for x in obj:  # type: ignore[attr-defined]
        number = int_of(x)
        name = name_of(x)
        if number is not None and not isinstance(x, bool):
            code = number
        elif name is not None and code is not None:
            if 0 <= code <= 255:
                out.append((code, name))
            code += 1
        else:
            problems.append("/Differences has an entry that is neither a code nor a name")
    return tuple(out)


def read_program(ref: FontRef) -> tuple[StreamData, str, str | None] | None:
    """The embedded font program of a font (or of its descendant): its stream data, the
    descriptor key (FontFile, FontFile2, FontFile3) and the stream's /Subtype (§9.9)."""
    obj = ref.raw
    desc = get(obj, "/FontDescriptor")
    if desc is None:
        descendants = get(obj, "/DescendantFonts")
        first = descendants[0] if is_array(descendants) and len(descendants) else descendants  # type: ignore[arg-type, index]
        desc = get(first, "/FontDescriptor")
    for key in ("FontFile", "FontFile2", "FontFile3"):
        stream = get(desc, "/" + key)
        if is_stream(stream):
            return read_stream(stream), key, name_of(get(stream, "/Subtype"))
    return None


def read_font_spec(ref: FontRef) -> FontSpec:
    """Read a font dictionary into a :class:`FontSpec` (§9.6, §9.7)."""
    obj = ref.raw
    problems: list[str] = []
    subtype = name_of(get(obj, "/Subtype"))
    enc = get(obj, "/Encoding")
    encoding_name = name_of(enc)
    encoding_stream = None
    usecmap_name = None
    usecmap_stream = None
    base_encoding = None
    differences = None
    if is_stream(enc):
        encoding_stream = read_stream(enc)
        parent = get(enc, "/UseCMap")
        if is_stream(parent) and objnum(parent) is not None and objnum(parent) == objnum(enc):
            usecmap_stream = StreamData(objnum(parent), b"", "usecmap-cycle")
        elif is_stream(parent):
            usecmap_stream = read_stream(parent)
        else:
            usecmap_name = name_of(parent)
    elif is_dict(enc):
        base_encoding = name_of(get(enc, "/BaseEncoding"))
        differences = _differences(get(enc, "/Differences"), problems)
    elif enc is not None and encoding_name is None:
        problems.append("/Encoding is neither a name, a dictionary nor a stream")
    tu = get(obj, "/ToUnicode")
    to_unicode = None
    to_unicode_other = None
    if is_stream(tu):
        to_unicode = read_stream(tu)
    elif tu is not None:
        tu_name = name_of(tu)
        to_unicode_other = "/" + tu_name if tu_name is not None else type(plain(tu)).__name__
    widths = _numbers(get(obj, "/Widths"), problems, "/Widths")
    first_char, last_char = int_of(get(obj, "/FirstChar")), int_of(get(obj, "/LastChar"))
    if widths is not None and first_char is not None and last_char is not None:
        count = last_char - first_char + 1
        if count != len(widths):
            problems.append(
                f"/Widths has {len(widths)} entries for the {max(count, 0)} codes from "
                f"/FirstChar {first_char} to /LastChar {last_char}"
            )
    fm_values = _numbers(get(obj, "/FontMatrix"), problems, "/FontMatrix")
    font_matrix = None
    if fm_values is not None and len(fm_values) == 6 and all(v is not None for v in fm_values):
        font_matrix = tuple(float(v) for v in fm_values)  # type: ignore[arg-type]
    undrawable = _type3_undrawable(obj, font_matrix) if subtype == "Type3" else ()
    if undrawable:
        font_matrix = None  # the default is used for widths: the glyphs are unknown anyway
    descendant = None
    if subtype == "Type0":
        desc = get(obj, "/DescendantFonts")
        if is_array(desc) and len(desc) >= 1:  # type: ignore[arg-type]
            descendant = _cid_font(desc[0], problems)  # type: ignore[index]
        elif is_dict(desc):
            problems.append("/DescendantFonts is a dictionary, not an array")
            descendant = _cid_font(desc, problems)
        else:
            problems.append("/DescendantFonts is missing or not an array of one CIDFont")
    elif subtype in ("CIDFontType0", "CIDFontType2"):
        descendant = _cid_font(obj, problems)
    base_font = name_of(get(obj, "/BaseFont")) or text_of(get(obj, "/BaseFont"))
    return FontSpec(
        objnum=ref.objnum,
        subtype=subtype,
        base_font=base_font,
        encoding_name=encoding_name,
        encoding_stream=encoding_stream,
        usecmap_name=usecmap_name,
        usecmap_stream=usecmap_stream,
        base_encoding=base_encoding,
        differences=differences,
        first_char=first_char,
        last_char=last_char,
        widths=widths,
        to_unicode=to_unicode,
        to_unicode_other=to_unicode_other,
        font_matrix=font_matrix,  # type: ignore[arg-type]
        descriptor=_descriptor(get(obj, "/FontDescriptor"), problems),
        descendant=descendant,
        problems=tuple(problems),
        undrawable=undrawable,
    )


def _type3_undrawable(obj: object, matrix: tuple[float, ...] | None) -> tuple[str, ...]:
    """Why a Type3 font's glyphs cannot be drawn (§9.6.5, Table 112): /CharProcs, which
    holds the glyph procedures, is not a dictionary; /FontMatrix, which maps them to
    text space, is not six finite numbers or maps every glyph to a line or a point."""
    reasons: list[str] = []
    procs = get(obj, "/CharProcs")
    if procs is None:
        reasons.append(msg("/CharProcs, which holds its glyph procedures, is missing"))
    elif not is_dict(procs):
        reasons.append(
            msg(
                "/CharProcs, which holds its glyph procedures, is {value}, not a dictionary",
                value=_shown(procs),
            )
        )
    raw = get(obj, "/FontMatrix")
    if raw is None:
        reasons.append(msg("/FontMatrix is missing"))
    elif matrix is None or not all(math.isfinite(v) for v in matrix):
        reasons.append(msg("/FontMatrix is {value}, not six finite numbers", value=_shown(raw)))
    elif matrix[0] * matrix[3] - matrix[1] * matrix[2] == 0:
        reasons.append(
            msg(
                "/FontMatrix {value} maps every glyph to a line or a point (its determinant is 0)",
                value=_shown(raw),
            )
        )
    return tuple(reasons)


def _shown(value: object) -> str:
    """A PDF value as a short text for a message."""
    try:
        text = bytes(value.unparse()).decode("latin-1")  # type: ignore[attr-defined]
    except (AttributeError, TypeError, ValueError):
        text = repr(plain(value))
    return text if len(text) <= 80 else text[:77] + "..."
