"""Raw objects for display: any object as plain nested data with references to follow,
the trailer, a stream's data whole (raw or decoded, a page at a time), the objects that
have a given key, and the document outline (bookmarks)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pikepdf

from inspector.pdf.streams import read_stream_data
from inspector.pdf.values import (
    get,
    is_array,
    is_dict,
    is_stream,
    items,
    name_of,
    number_of,
    objnum,
)

PREVIEW_BYTES = 4096
"""How much of a stream's decoded data an object view shows."""

TRAILER = 0
"""The object number that names the trailer in object views: object 0 is never an
object of the file (it heads the free list, §7.5.4), and the trailer is no object."""

STREAM_PAGE_BYTES = 64 * 1024
"""Bytes of a stream's data in one page of the object view."""

FOUND_LIMIT = 500
"""Objects listed by :func:`objects_with_key` at most."""


@dataclass(frozen=True, slots=True)
class Ref:
    """A reference to an indirect object, to be followed on demand."""

    num: int
    gen: int = 0

    def __str__(self) -> str:
        return f"{self.num} {self.gen} R"


@dataclass(frozen=True, slots=True)
class StreamView:
    """A stream: its dictionary and the start of its decoded data."""

    dictionary: dict[str, Any]
    length: int
    preview: bytes
    error: str | None = None


@dataclass(frozen=True, slots=True)
class StreamBytes:
    """A stream's data, raw (as stored) or decoded (as the inspector reads it)."""

    data: bytes
    error: str | None = None


@dataclass(frozen=True, slots=True)
class StreamPage:
    """``size`` bytes of a stream's data from ``offset``, and how long the data is."""

    num: int
    gen: int
    raw: bool
    offset: int
    data: bytes
    total: int
    error: str | None = None


@dataclass(frozen=True, slots=True)
class FoundObject:
    """An object whose dictionary has the key looked for, with what it is."""

    num: int
    gen: int
    kind: str
    """``/Type`` (or ``/Subtype``) when given, else ``stream`` or ``dictionary``."""
    value: str
    """The key's value in one short line."""


@dataclass(frozen=True, slots=True)
class OutlineEntry:
    """One bookmark with the page it goes to (0-based) or its URI action's /URI
    (§12.6.4.7), and its children."""

    title: str
    page_index: int | None
    children: tuple[OutlineEntry, ...] = field(default_factory=tuple)
    uri: str | None = None


def view(obj: object, depth: int = 0, top: bool = True) -> Any:
    """Plain data for an object: names as "/Name", strings as bytes, numbers, lists,
    dicts, StreamView for streams, and Ref for indirect objects below the top level."""
    if not top:
        num = objnum(obj)
        if num is not None:
            return Ref(num, int(obj.objgen[1]))  # type: ignore[attr-defined]
    if depth > 24:
        return "..."
    if isinstance(obj, bool):
        return obj
    name = name_of(obj)
    if name is not None:
        return "/" + name
    if isinstance(obj, pikepdf.String):
        return bytes(obj)
    if is_stream(obj):
        dictionary = {k: view(v, depth + 1, False) for k, v in items(obj)}
        # Read as the inspector reads it: recovered where the Flate data is damaged.
        read = read_stream_data(obj)
        if read.error is not None:
            # The window says "The data cannot be decoded: ..." itself.
            return StreamView(dictionary, 0, b"", read.error.removeprefix("cannot be decoded: "))
        return StreamView(dictionary, len(read.data), read.data[:PREVIEW_BYTES])
    if is_dict(obj):
        return {k: view(v, depth + 1, False) for k, v in items(obj)}
    if is_array(obj):
        return [view(v, depth + 1, False) for v in obj]  # type: ignore[attr-defined]
    number = number_of(obj)
    if number is not None:
        return int(number) if number.is_integer() and isinstance(obj, int) else number
    return None


def object_view(pdf: pikepdf.Pdf, num: int, gen: int = 0) -> Any:
    """The plain view of indirect object ``num gen R`` (None when it does not exist);
    :data:`TRAILER` gives the trailer dictionary."""
    try:
        if num == TRAILER:
            return view(pdf.trailer)
        return view(pdf.get_object(num, gen))
    except (pikepdf.PdfError, RuntimeError, ValueError, KeyError):
        return None


def stream_bytes(pdf: pikepdf.Pdf, num: int, gen: int, raw: bool) -> StreamBytes:
    """The whole data of stream ``num gen R``: as stored (``raw``) or decoded through the
    inspector's reader (damaged Flate data recovered, size limits kept)."""
    try:
        obj = pdf.get_object(num, gen)
    except (pikepdf.PdfError, RuntimeError, ValueError, KeyError) as exc:
        return StreamBytes(b"", f"cannot be read: {exc}")
    if not is_stream(obj):
        return StreamBytes(b"", f"{num} {gen} R is not a stream")
    if raw:
        try:
            return StreamBytes(bytes(obj.read_raw_bytes()))
        except (pikepdf.PdfError, RuntimeError, ValueError) as exc:
            return StreamBytes(b"", f"cannot be read: {exc}")
    read = read_stream_data(obj)
    if read.error is not None:
        return StreamBytes(b"", read.error.removeprefix("cannot be decoded: "))
    return StreamBytes(read.data)


def page_of(
    data: StreamBytes, num: int, gen: int, raw: bool, offset: int, size: int = STREAM_PAGE_BYTES
) -> StreamPage:
    """One page of a stream's data (``offset`` kept within the data)."""
    total = len(data.data)
    offset = max(0, min(offset, max(total - 1, 0)))
    return StreamPage(num, gen, raw, offset, data.data[offset : offset + size], total, data.error)


def _short(value: Any) -> str:
    if isinstance(value, StreamView):
        return "stream"
    if isinstance(value, dict):
        return f"<< {len(value)} entries >>"
    if isinstance(value, list):
        return f"[{len(value)} elements]"
    if isinstance(value, bytes):
        return "(" + value[:60].decode("latin-1") + ")"
    return str(value)


def objects_with_key(
    pdf: pikepdf.Pdf, key: str, value: str | None = None, limit: int = FOUND_LIMIT
) -> tuple[FoundObject, ...]:
    """The objects (dictionaries and streams, by number) that have ``key`` ("FontFile2"
    or "/FontFile2"), where ``value`` is given only those whose value is that name; the
    trailer first when it has the key."""
    wanted = "/" + key.lstrip("/")
    name = None if value is None else "/" + value.lstrip("/")
    found: list[FoundObject] = []

    def consider(num: int, gen: int, obj: Any) -> None:
        if not (is_dict(obj) or is_stream(obj)):
            return
        try:
            if wanted not in obj:
                return
            entry = obj[wanted]
        except (pikepdf.PdfError, RuntimeError, ValueError, KeyError):
            return
        shown = view(entry, 1, False)
        if name is not None and shown != name:
            return
        kind = name_of(get(obj, "/Type")) or name_of(get(obj, "/Subtype"))
        kind = kind or ("stream" if is_stream(obj) else "dictionary")
        found.append(FoundObject(num, gen, kind, _short(shown)))

    consider(TRAILER, 0, pdf.trailer)
    try:
        for obj in pdf.objects:
            if len(found) >= limit:
                break
            num = objnum(obj)
            if num is not None:
                consider(num, int(obj.objgen[1]), obj)
    except (pikepdf.PdfError, RuntimeError, ValueError):
        pass
    return tuple(found)


def destination_page(pdf: pikepdf.Pdf, dest: object, page_numbers: dict[int, int]) -> int | None:
    """The page (0-based) an explicit or named destination goes to (§12.3.2.2-3): an
    array whose first element is the page, or a name or string looked up in the
    catalog's /Dests dictionary or its /Names /Dests name tree."""
    for _ in range(4):  # a named destination may be a dictionary with /D
        if is_array(dest):
            if len(dest) == 0:  # type: ignore[arg-type]
                return None
            return page_numbers.get(objnum(dest[0]) or -1)  # type: ignore[index]
        if is_dict(dest):
            dest = get(dest, "/D")
            continue
        if isinstance(dest, pikepdf.Name):
            dest = get(get(pdf.Root, "/Dests"), str(dest))
            continue
        if isinstance(dest, pikepdf.String):
            names = get(get(pdf.Root, "/Names"), "/Dests")
            if not is_dict(names):
                return None
            try:
                tree = pikepdf.NameTree(names)  # type: ignore[arg-type]
                key = bytes(dest).decode("latin-1")
                dest = tree.get(key)
            except (pikepdf.PdfError, RuntimeError, ValueError, KeyError, TypeError):
                return None
            continue
        return None
    return None


def outline(
    pdf: pikepdf.Pdf, page_numbers: dict[int, int], limit: int = 10_000
) -> tuple[OutlineEntry, ...]:
    """The document outline; ``page_numbers`` maps page object numbers to indexes."""
    count = 0

    def walk(entries: Any, depth: int) -> tuple[OutlineEntry, ...]:
        nonlocal count
        out = []
        for item in entries:
            count += 1
            if count > limit or depth > 32:
                break
            page = None
            uri = None
            try:
                dest = item.destination
                if dest is None:
                    action = item.action
                    kind = name_of(get(action, "/S")) if is_dict(action) else None
                    if kind == "GoTo":
                        dest = get(action, "/D")
                    elif kind == "URI":
                        value = get(action, "/URI")
                        if isinstance(value, pikepdf.String):
                            uri = bytes(value).decode("latin-1", "replace")
                page = destination_page(pdf, dest, page_numbers)
            except (pikepdf.PdfError, RuntimeError, ValueError, AttributeError):
                page = None
            children = walk(item.children, depth + 1)
            out.append(OutlineEntry(str(item.title or ""), page, children, uri))
        return tuple(out)

    try:
        # Read without ``open_outline``: leaving its block writes the outline back, which
        # adds an empty /Outlines to a catalog without one (a change to the document
        # the object browser would show) and makes qpdf resolve every object for a new
        # object number (40 MB and 0.08 s on a 650-page merge).
        return walk(pikepdf.Outline(pdf).root, 0)
    except (pikepdf.PdfError, RuntimeError, ValueError, TypeError, AttributeError, RecursionError):
        # A damaged outline (/First a number, say: pikepdf raises TypeError) is no
        # bookmarks, not a document that cannot be opened.
        return ()
