"""Resource dictionaries, Form XObjects and content streams as opaque handles (§7.8.3).

A :class:`ResourceScope` answers which font or form a resource name means; a
:class:`ContentHandle` yields a content stream's instructions as plain values.
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from itertools import islice
from typing import Any

import pikepdf

from inspector.catalogue import RECOVERY_CODES, UNREAD_CODES
from inspector.findings import Finding, FindingSink, Location, make_finding
from inspector.i18n.message import msg
from inspector.pdf.streams import DECODED_STREAM_LIMIT, read_stream_data, stream_parts
from inspector.pdf.values import get, is_dict, is_stream, items, name_of, number_of, objnum, plain

Instruction = tuple[str, list[Any]]
"""An operator and its operands as plain values."""

CONTENT_SIZE_LIMIT = 64 * 1024 * 1024
"""Decoded bytes of one content stream (a page's parts together) that are interpreted."""

DECODE_LIMIT = DECODED_STREAM_LIMIT
"""No part of a content stream is decoded past this (a larger one is refused)."""

_OPERATOR_NAMES = re.compile(rb"T[cwzLsrdDmfjJ*]|BT|ET|cm|Do|gs|BMC|BDC|EMC|[qQ'\"]")
"""Every text operator's name contains one of these (other bytes may too): counting them
bounds the number of operators in a stretch of content from above."""


class FontRef:
    """A font resource: the dictionary behind a name, identified for caching."""

    __slots__ = ("_obj", "key", "objnum")

    def __init__(self, obj: object, key: object) -> None:
        self._obj = obj
        self.objnum = objnum(obj)
        self.key = key

    @property
    def raw(self) -> object:
        """The pikepdf dictionary (for the ``pdf`` package only)."""
        return self._obj


@dataclass(frozen=True, slots=True)
class Form:
    """A Form XObject: its matrix, bounding box, resources and content (§8.10)."""

    name: str
    objnum: int | None
    matrix: tuple[float, float, float, float, float, float]
    bbox: tuple[float, float, float, float] | None
    resources: ResourceScope
    content: ContentHandle


class ResourceScope:
    """A resource dictionary, with a label saying whose it is."""

    def __init__(self, obj: object, sink: FindingSink, location: Location, label: str) -> None:
        self._obj = obj if is_dict(obj) else None
        self._sink = sink
        self.location = location
        self.label = label
        self._fonts = get(self._obj, "/Font")
        self._xobjects = get(self._obj, "/XObject")

    @property
    def objnum(self) -> int | None:
        """Object number of the resource dictionary, when indirect."""
        return objnum(self._obj)

    @property
    def contents_key(self) -> object:
        """Equal for two scopes with the same fonts and forms: the dictionary's object
        number, or those of its /Font and /XObject dictionaries when it is a direct
        object that refers to them (None when nothing identifies the contents)."""
        num = objnum(self._obj)
        if num is not None:
            return num
        if self._obj is None:
            return None
        parts = []
        for value in (self._fonts, self._xobjects):
            part = objnum(value)
            if value is not None and part is None:
                return None
            parts.append(part)
        return ("parts", *parts)

    def font_names(self) -> list[str]:
        """Names of the font resources."""
        return [k for k, v in items(self._fonts) if v is not None]

    def font(self, name: str) -> FontRef | None:
        """The font behind a resource name, or None when there is none."""
        obj = get(self._fonts, "/" + name)
        if obj is None or not is_dict(obj):
            return None
        num = objnum(obj)
        if num is not None:
            key: object = ("obj", num, obj.objgen[1])  # type: ignore[attr-defined]
        else:
            key = _direct_key(obj, name)
        return FontRef(obj, key)

    def extgstate_font(self, name: str) -> tuple[FontRef, float] | None:
        """The /Font entry of an ExtGState resource (§8.4.5): font and size."""
        gs = get(get(self._obj, "/ExtGState"), "/" + name)
        entry = get(gs, "/Font")
        if entry is None or len(entry) != 2:  # type: ignore[arg-type]
            return None
        font, size = entry[0], number_of(entry[1])  # type: ignore[index]
        if not is_dict(font) or size is None:
            return None
        num = objnum(font)
        key: object = ("obj", num, font.objgen[1]) if num is not None else _direct_key(font, name)
        return FontRef(font, key), size

    def properties(self, name: str) -> dict[str, Any] | None:
        """A /Properties resource (marked-content properties) as plain values."""
        value = plain(get(get(self._obj, "/Properties"), "/" + name))
        return value if isinstance(value, dict) else None

    def images(self) -> list[tuple[str, int | None, int | None, int | None]]:
        """Image XObjects: (name, object number, width, height)."""
        out = []
        for k, v in items(self._xobjects):
            if is_stream(v) and name_of(get(v, "/Subtype")) == "Image":
                width, height = number_of(get(v, "/Width")), number_of(get(v, "/Height"))
                out.append(
                    (k, objnum(v), int(width) if width else None, int(height) if height else None)
                )
        return out

    def form_names(self) -> list[str]:
        """Names of the XObject resources that are forms."""
        return [
            k
            for k, v in items(self._xobjects)
            if is_stream(v) and name_of(get(v, "/Subtype")) == "Form"
        ]

    def form(self, name: str) -> Form | None:
        """The Form XObject behind a resource name, or None (images and unknown names)."""
        obj = get(self._xobjects, "/" + name)
        if not is_stream(obj) or name_of(get(obj, "/Subtype")) != "Form":
            return None
        num = objnum(obj)
        own = get(obj, "/Resources")
        # A form without resources uses those of the page it is drawn on (§7.8.3, older files).
        scope = (
            ResourceScope(own, self._sink, Location(self.location.page_index, num), f"form /{name}")
            if is_dict(own)
            else self
        )
        return Form(
            name=name,
            objnum=num,
            matrix=_matrix(get(obj, "/Matrix")),
            bbox=_rect(get(obj, "/BBox")),
            resources=scope,
            content=ContentHandle(obj, Location(self.location.page_index, num), self._sink),
        )


class ContentHandle:
    """A content stream (a page's, a form's, a Type3 glyph's, an appearance's)."""

    def __init__(self, obj: object, location: Location, sink: FindingSink) -> None:
        self._obj = obj
        self.location = location
        self._sink = sink
        self.unread: list[Finding] = []
        """Findings saying which part of the content could not be read (damage, a limit),
        once :meth:`instructions` has run."""
        self.recovered: list[Finding] = []
        """Findings on parts recovered where qpdf, pdftotext and mutool read nothing."""
        self._single = False
        """Whether the content is one stream (set by :meth:`_read`)."""

    @property
    def objnum(self) -> int | None:
        """Object number of the stream, when indirect."""
        return objnum(self._obj)

    def instructions(self, operators: str = "", limit: int | None = None) -> Iterator[Instruction]:
        """The instructions, keeping only ``operators`` when given (space-separated).

        pikepdf parses a whole stream at once, so content that decodes to more than
        CONTENT_SIZE_LIMIT bytes, or that has room for more than ``limit`` operators, is
        cut before it is parsed, with a PDF-LIMIT finding. Parts whose Flate data is
        damaged are parsed as recovered (:func:`inspector.pdf.streams.read_stream_data`);
        a part that cannot be read at all is left out.
        """
        source = self._source(limit)
        if source is None:
            return
        try:
            # pikepdf warns (a Python warning) when the content ends inside an instruction.
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                parsed = _parse(source[0], operators, source[1] if source[2] else None)
                if parsed is None:  # not parsed cleanly from the bytes read: as qpdf reads it
                    caught.clear()
                    source = (self._obj, None, False)
                    parsed = pikepdf.parse_content_stream(self._obj, operators)  # type: ignore[arg-type]
        except (pikepdf.PdfError, RuntimeError, ValueError, TypeError) as exc:
            unparsed = make_finding(
                "PDF-OBJECT-UNREADABLE",
                msg("content stream cannot be parsed: {error}", error=str(exc).strip()[:200]),
                self.location,
            )
            self._sink.add(unparsed)
            self.unread.append(unparsed)
            return
        for warning in caught:
            self._sink.add(
                make_finding(
                    "CONTENT-OPERAND",
                    msg(
                        "content stream: {warning}; what follows the last operator is ignored",
                        warning=str(warning.message),
                    ),
                    self.location,
                )
            )
        instruction = pikepdf.ContentStreamInstruction
        for inst in parsed:
            if type(inst) is not instruction and isinstance(inst, pikepdf.ContentStreamInlineImage):
                yield ("INLINE IMAGE", [])
                continue
            try:
                operator = str(inst.operator)
            except UnicodeDecodeError:  # an operator of bytes that are not UTF-8
                operator = bytes(inst.operator.unparse()).decode("latin-1")
            yield (operator, list(map(_operand, inst.operands)))

    def _read(self) -> tuple[bytes, bool, list[Finding]]:
        """The decoded parts joined (a part that cannot be read is left out), whether
        pikepdf can parse the stream itself (every part read as qpdf reads it), and the
        findings about reading it."""
        chunks: list[bytes] = []
        size = 0
        own = True
        found: list[Finding] = []
        parts = stream_parts(self._obj)
        self._single = len(parts) == 1 and (
            is_stream(self._obj) or is_stream(get(self._obj, "/Contents"))
        )
        for part in parts:
            num = objnum(part)
            what = (
                msg("content stream {number} 0 R", number=num)
                if num is not None
                else msg("a content stream")
            )
            read = read_stream_data(part, DECODE_LIMIT)
            for code, note in read.notes:
                found.append(
                    make_finding(code, msg("{what} {note}", what=what, note=note), self.location)
                )
            if read.error is not None:
                own = False
                if read.refused:
                    message = msg("{what} is not interpreted: {error}", what=what, error=read.error)
                    found.append(make_finding("PDF-LIMIT", message, self.location))
                else:
                    message = msg(
                        "{what} {error}; its content is not interpreted",
                        what=what,
                        error=read.error,
                    )
                    found.append(make_finding("PDF-OBJECT-UNREADABLE", message, self.location))
                continue
            # Data recovered or not read whole is parsed as read here, not as qpdf reads it.
            own = own and read.complete and not read.rewritable
            chunks.append(read.data)
            size += len(read.data) + 1
            if size > CONTENT_SIZE_LIMIT:
                break
        return b"\n".join(chunks), own, found

    def _source(self, limit: int | None) -> tuple[object, pikepdf.Pdf | None, bool] | None:
        """What to parse (the content itself, or a stream of its bytes in a scratch PDF
        that the second item keeps alive), or None when nothing can be read. The third
        item is True where the bytes are those qpdf reads (one stream, read whole without
        a word): they are parsed as read, not decoded a second time, unless that parse has
        anything to say (then the content itself is parsed, for qpdf's own words).

        Findings about reading the parts go to the sink; those saying part of the content
        is not read become :attr:`unread`, a recovery other readers lack :attr:`recovered`.
        """
        data, own, found = self._read()
        for finding in found:
            self._sink.add(finding)
            if finding.code in UNREAD_CODES:
                self.unread.append(finding)
            elif finding.code in RECOVERY_CODES:
                self.recovered.append(finding)
        if not data and not own:
            return None
        cut = None
        reason: str = ""
        if len(data) > CONTENT_SIZE_LIMIT:
            cut, reason = (
                CONTENT_SIZE_LIMIT,
                msg("more than {size} MB", size=CONTENT_SIZE_LIMIT // 2**20),
            )
        if limit is not None and len(data) > 2 * limit:
            # Each operator takes at least two bytes with its separator.
            found_op = next(
                islice(_OPERATOR_NAMES.finditer(data, 0, cut or len(data)), limit, None), None
            )
            if found_op is not None:
                cut, reason = (
                    found_op.start(),
                    msg("room for more than {limit} operators", limit=limit),
                )
        if cut is None:
            if own and not (self._single and not found):
                return self._obj, None, False
            scratch = pikepdf.Pdf.new()
            return scratch.make_stream(data), scratch, own
        cut = max(data.rfind(b"\n", 0, cut), data.rfind(b" ", 0, cut), 0)
        limited = make_finding(
            "PDF-LIMIT",
            msg(
                "the content has {reason}; only its first {cut} bytes are interpreted",
                reason=reason,
                cut=cut,
            ),
            self.location,
        )
        self._sink.add(limited)
        self.unread.append(limited)
        scratch = pikepdf.Pdf.new()
        return scratch.make_stream(data[:cut]), scratch, False

    def raw_bytes(self) -> bytes:
        """The decoded stream data (concatenated for a page with several streams), as the
        interpreter reads it: recovered where the Flate data is damaged."""
        return self._read()[0]


def _parse(stream: object, operators: str, scratch: pikepdf.Pdf | None) -> list[Any] | None:
    """``stream`` parsed; with a ``scratch`` PDF (the bytes as read, see
    :meth:`ContentHandle._source`), None when the parse fails or warns."""
    if scratch is None:
        return pikepdf.parse_content_stream(stream, operators)  # type: ignore[arg-type]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            parsed = pikepdf.parse_content_stream(stream, operators)  # type: ignore[arg-type]
        except (pikepdf.PdfError, RuntimeError, ValueError, TypeError):
            return None
    if caught or scratch.get_warnings():
        return None
    return parsed


def _direct_key(font: object, name: str) -> object:
    """The key of a font dictionary written directly in a resource dictionary: its own
    text, the same however often (and through whichever wrapper) it is read; the same
    dictionary written out twice is one font. (A wrapper's ``id`` differed from one
    reading to the next, so the fonts listed and the fonts traced did not match.)"""
    try:
        text = bytes(font.unparse())  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError, TypeError):
        text = b""
    return ("direct", name, text)


_STRING = getattr(getattr(pikepdf, "ObjectType", None), "string", None)
_NAME = getattr(getattr(pikepdf, "ObjectType", None), "name_", None)


def _operand(obj: object) -> Any:
    """Operands as plain values; strings stay bytes, names become str with a slash."""
    kind = type(obj)
    if kind is int:  # the common cases first, by exact type
        return obj
    if kind is Decimal:
        value = float(obj)  # type: ignore[arg-type]
        return value if math.isfinite(value) else plain(obj)
    if kind is pikepdf.Object and _NAME is not None:
        # Strings and names, told apart by their type code (the isinstance checks of
        # pikepdf's classes cost more than the rest of an instruction).
        code = getattr(obj, "_type_code", None)
        if code is _STRING:
            return bytes(obj)  # type: ignore[call-overload]
        if code is _NAME:
            return "/" + (name_of(obj) or "")
    if isinstance(obj, int | bool):
        return obj
    if isinstance(obj, pikepdf.Name):
        return "/" + (name_of(obj) or "")
    if isinstance(obj, pikepdf.String):
        return bytes(obj)
    if isinstance(obj, pikepdf.Array):
        return [_operand(x) for x in obj]
    number = number_of(obj)
    if number is not None:
        return number
    return plain(obj)


def _matrix(obj: object) -> tuple[float, float, float, float, float, float]:
    try:
        values = [number_of(x) for x in obj]  # type: ignore[attr-defined]
    except TypeError:
        values = []
    if len(values) == 6 and all(v is not None for v in values):
        return tuple(float(v) for v in values)  # type: ignore[return-value, arg-type]
    return (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _rect(obj: object) -> tuple[float, float, float, float] | None:
    try:
        values = [number_of(x) for x in obj]  # type: ignore[attr-defined]
    except TypeError:
        return None
    if len(values) == 4 and all(v is not None for v in values):
        return tuple(float(v) for v in values)  # type: ignore[return-value, arg-type]
    return None


def type3_glyph_scope(font: FontRef, sink: FindingSink, location: Location) -> ResourceScope | None:
    """The /Resources of a Type3 font, where its glyph procedures find their fonts."""
    res = get(font.raw, "/Resources")
    if not is_dict(res):
        return None
    return ResourceScope(res, sink, location, "Type3 glyphs")


def type3_procs(font: FontRef, sink: FindingSink, location: Location) -> dict[str, ContentHandle]:
    """The glyph procedures of a Type3 font by glyph name (§9.6.5)."""
    procs = get(font.raw, "/CharProcs")
    return {
        name: ContentHandle(stream, location, sink)
        for name, stream in items(procs)
        if is_stream(stream)
    }


@dataclass(frozen=True, slots=True)
class Appearance:
    """An annotation's appearance stream and where it lands on the page (§12.5.5)."""

    label: str
    content: ContentHandle
    resources: ResourceScope
    matrix: tuple[float, float, float, float, float, float]
    """Form space to page space: the form's /Matrix, then the fit of its box to /Rect."""
    shown: bool
    """False for annotations flagged Hidden or NoView, and for states not selected."""


def _corners_box(
    bbox: tuple[float, float, float, float], m: tuple[float, float, float, float, float, float]
) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = bbox
    pts = [
        (x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5])
        for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))
    ]
    return (
        min(p[0] for p in pts),
        min(p[1] for p in pts),
        max(p[0] for p in pts),
        max(p[1] for p in pts),
    )


def _appearance_matrix(
    stream: object, rect: tuple[float, float, float, float] | None
) -> tuple[float, float, float, float, float, float]:
    """Algorithm 8.1 of §12.5.5: map the transformed BBox onto the annotation's Rect."""
    matrix = _matrix(get(stream, "/Matrix"))
    bbox = _rect(get(stream, "/BBox"))
    if rect is None or bbox is None:
        return matrix
    bx0, by0, bx1, by1 = _corners_box(bbox, matrix)
    rx0, ry0, rx1, ry1 = (
        min(rect[0], rect[2]),
        min(rect[1], rect[3]),
        max(rect[0], rect[2]),
        max(rect[1], rect[3]),
    )
    sx = (rx1 - rx0) / (bx1 - bx0) if bx1 > bx0 else 1.0
    sy = (ry1 - ry0) / (by1 - by0) if by1 > by0 else 1.0
    a = (sx, 0.0, 0.0, sy, rx0 - bx0 * sx, ry0 - by0 * sy)
    m = matrix
    return (
        m[0] * a[0] + m[1] * a[2],
        m[0] * a[1] + m[1] * a[3],
        m[2] * a[0] + m[3] * a[2],
        m[2] * a[1] + m[3] * a[3],
        m[4] * a[0] + m[5] * a[2] + a[4],
        m[4] * a[1] + m[5] * a[3] + a[5],
    )


def appearance_forms(
    page: object, index: int, page_scope: ResourceScope, sink: FindingSink
) -> Iterator[Appearance]:
    """Normal appearance streams of a page's annotations (§12.5.5)."""
    annots = get(page, "/Annots")
    if annots is None:
        return
    try:
        annot_list = list(annots)  # type: ignore[call-overload]
    except (TypeError, pikepdf.PdfError):
        return
    for n, annot in enumerate(annots_list_safe(annot_list)):
        flags = number_of(get(annot, "/F")) or 0
        visible = not (int(flags) & 2 or int(flags) & 32)
        rect = _rect(get(annot, "/Rect"))
        normal = get(get(annot, "/AP"), "/N")
        selected = name_of(get(annot, "/AS"))
        streams: list[tuple[str, object, bool]] = []
        if is_stream(normal):
            streams.append(("", normal, visible))
        elif is_dict(normal):
            streams.extend(
                (f" /{k}", v, visible and k == selected) for k, v in items(normal) if is_stream(v)
            )
        for state, stream, shown in streams:
            num = objnum(stream)
            loc = Location(page_index=index, obj=num)
            res = get(stream, "/Resources")
            scope = (
                ResourceScope(res, sink, loc, f"annotation {n + 1}") if is_dict(res) else page_scope
            )
            yield Appearance(
                f"annotation {n + 1}{state}",
                ContentHandle(stream, loc, sink),
                scope,
                _appearance_matrix(stream, rect),
                shown,
            )


def annots_list_safe(values: list[object]) -> list[object]:
    """The annotation dictionaries of an /Annots array, skipping anything else."""
    return [a for a in values if is_dict(a)]
