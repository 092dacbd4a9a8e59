"""Opening a PDF and walking its pages (ISO 32000-1 §7.7.3).

This package is the only code that touches pikepdf. What leaves it is plain data or an
opaque handle whose methods answer in plain data.
"""

from __future__ import annotations

import functools
import os
import stat
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pikepdf

from inspector.errors import DocumentOpenError, PasswordError
from inspector.files import shown, special_file
from inspector.findings import FindingSink, Location, make_finding
from inspector.i18n.message import msg
from inspector.pdf.fontdict import FontSpec, StreamData, read_font_spec, read_program
from inspector.pdf.objects import (
    FoundObject,
    OutlineEntry,
    StreamBytes,
    StreamPage,
    destination_page,
    object_view,
    objects_with_key,
    outline,
    page_of,
    stream_bytes,
)
from inspector.pdf.opening import open_pdf
from inspector.pdf.pageparts import (
    NO_ALT_TEXTS,
    AltTexts,
    DrawnImage,
    ImageFiles,
    Link,
    alt_texts_by_page,
    drawn_images,
    image_of,
    page_links,
)
from inspector.pdf.resources import (
    Appearance,
    ContentHandle,
    FontRef,
    ResourceScope,
    appearance_forms,
)
from inspector.pdf.scratch import ScratchReading
from inspector.pdf.streams import limit_decoders
from inspector.pdf.structure import KidTables, StructElement, page_structure
from inspector.pdf.values import (
    get,
    int_of,
    is_array,
    is_dict,
    is_stream,
    name_of,
    number_of,
    objnum,
    text_of,
)

T = TypeVar("T")

PAGE_TREE_DEPTH_LIMIT = 64
"""How many /Parent levels are followed when looking for inherited page attributes."""


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    """File facts shown in summaries and reports."""

    path: str
    size: int
    pdf_version: str
    page_count: int
    encrypted: bool
    producer: str | None
    creator: str | None
    title: str | None


class Page:
    """One page: its boxes, rotation, inherited resources and content."""

    def __init__(self, index: int, obj: pikepdf.Dictionary, sink: FindingSink) -> None:
        self.index = index
        self._obj = obj
        self._sink = sink
        self.objnum = objnum(obj)

    @functools.cached_property
    def media_box(self) -> tuple[float, float, float, float]:
        """The inherited /MediaBox (US Letter when there is none)."""
        return _box(self._inherited("/MediaBox")) or (0.0, 0.0, 612.0, 792.0)

    @functools.cached_property
    def crop_box(self) -> tuple[float, float, float, float]:
        """The inherited /CropBox, else the media box."""
        return _box(self._inherited("/CropBox")) or self.media_box

    @functools.cached_property
    def rotate(self) -> int:
        """The inherited /Rotate: 0, 90, 180 or 270."""
        rotate = int_of(self._inherited("/Rotate")) or 0
        return rotate % 360 if rotate % 90 == 0 else 0

    def _inherited(self, key: str) -> object:
        """An attribute of the page or of its nearest ancestor (§7.7.3.4)."""
        node: object = self._obj
        seen: set[int] = set()
        for _ in range(PAGE_TREE_DEPTH_LIMIT):
            value = get(node, key)
            if value is not None:
                return value
            parent = get(node, "/Parent")
            num = objnum(parent)
            if parent is None:
                return None
            if num is not None and num in seen:
                self._sink.add(
                    make_finding(
                        "PDF-CYCLE",
                        msg(
                            "the /Parent chain of page {page} returns to {obj} 0 R",
                            page=self.index + 1,
                            obj=num,
                        ),
                        Location(page_index=self.index, obj=num),
                    )
                )
                return None
            if num is not None:
                seen.add(num)
            node = parent
        self._sink.add(
            make_finding(
                "PDF-DEPTH-LIMIT",
                msg(
                    "page {page} has more than {limit} ancestors; {key} is not looked up above "
                    "them",
                    page=self.index + 1,
                    limit=PAGE_TREE_DEPTH_LIMIT,
                    key=key,
                ),
                Location(page_index=self.index, obj=self.objnum),
            )
        )
        return None

    @property
    def resources(self) -> ResourceScope:
        """The page's resource dictionary, inherited when the page has none."""
        location = Location(page_index=self.index, obj=self.objnum)
        return ResourceScope(
            self._inherited("/Resources"), self._sink, location, f"page {self.index + 1}"
        )

    @property
    def content(self) -> ContentHandle:
        """The page's content streams, read as one."""
        return ContentHandle(
            self._obj, Location(page_index=self.index, obj=self.objnum), self._sink
        )

    def images(self) -> list[tuple[str, int | None, int | None, int | None]]:
        """Image XObjects of the page's resources: (name, object number, width, height)."""
        return self.resources.images()

    def annotation_forms(self) -> Iterator[Appearance]:
        """Appearance streams of the page's annotations."""
        yield from appearance_forms(self._obj, self.index, self.resources, self._sink)


class Document:
    """An open PDF. Close it (or use it as a context manager) when done."""

    def __init__(
        self, pdf: pikepdf.Pdf, path: Path, sink: FindingSink, password: str | None = None
    ) -> None:
        self._pdf = pdf
        self._sink = sink
        self.path = path
        self._warned = False
        """Whether qpdf has warned of anything (a repair) in this reading."""
        self._scratch = ScratchReading(path, password, lambda: self._warned)
        self._kid_tables: KidTables | None = None
        self._pages: list[object]
        try:
            self._pages = [page.obj for page in pdf.pages]
        except (pikepdf.PdfError, RuntimeError, ValueError) as exc:
            # qpdf refuses a page tree with a loop or deeper than it follows; walk it here.
            self._pages = _walk_page_tree(get(pdf.Root, "/Pages"), sink)
            if not self._pages:
                sink.add(
                    make_finding(
                        "PDF-OBJECT-UNREADABLE",
                        msg("the page tree cannot be read: {error}", error=str(exc)),
                    )
                )
        self.drain_warnings()

    def __enter__(self) -> Document:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the file."""
        self._scratch.close()
        self._pdf.close()

    def font_spec(self, ref: FontRef) -> FontSpec:
        """The font dictionary behind ``ref`` read (:func:`read_font_spec`), from a second
        reading of the file where it can be, so that qpdf's copy of its arrays does not
        stay (see :mod:`inspector.pdf.scratch`)."""
        return self._read_apart(ref, read_font_spec)

    def font_program(self, ref: FontRef) -> tuple[StreamData, str, str | None] | None:
        """The embedded program of the font behind ``ref`` (:func:`read_program`), read as
        :meth:`font_spec` reads the dictionary."""
        return self._read_apart(ref, read_program)

    def _read_apart(self, ref: FontRef, reader: Callable[[FontRef], T]) -> T:
        read = self._scratch.read(ref.raw, lambda obj: reader(FontRef(obj, ref.key)))
        return read[0] if read is not None else reader(ref)

    @property
    def page_count(self) -> int:
        """Number of pages."""
        return len(self._pages)

    def page(self, index: int) -> Page:
        """The page at a 0-based index."""
        return Page(index, self._pages[index], self._sink)  # type: ignore[arg-type]

    def info(self) -> DocumentInfo:
        """File facts: size, version, producer, creator, title."""
        docinfo = get(self._pdf.trailer, "/Info")
        return DocumentInfo(
            path=str(self.path),
            size=self.path.stat().st_size,
            pdf_version=str(self._pdf.pdf_version),
            page_count=self.page_count,
            encrypted=bool(self._pdf.is_encrypted),
            producer=text_of(get(docinfo, "/Producer")),
            creator=text_of(get(docinfo, "/Creator")),
            title=text_of(get(docinfo, "/Title")),
        )

    def object_view(self, num: int, gen: int = 0) -> Any:
        """Plain data for indirect object ``num gen R`` (see :mod:`inspector.pdf.objects`)."""
        return object_view(self._pdf, num, gen)

    def stream_bytes(self, num: int, gen: int = 0, raw: bool = False) -> StreamBytes:
        """The whole data of stream ``num gen R``, raw or decoded (the last one asked for
        is kept, so that paging through a big stream decodes it once)."""
        key = (num, gen, raw)
        cached: tuple[tuple[int, int, bool], StreamBytes] | None = getattr(
            self, "_stream_cache", None
        )
        if cached is not None and cached[0] == key:
            return cached[1]
        data = stream_bytes(self._pdf, num, gen, raw)
        self._stream_cache = (key, data)
        return data

    def stream_page(self, num: int, gen: int, raw: bool, offset: int) -> StreamPage:
        """One page of a stream's data (see :func:`inspector.pdf.objects.page_of`)."""
        return page_of(self.stream_bytes(num, gen, raw), num, gen, raw, offset)

    def image_file(self, num: int, gen: int = 0) -> StreamBytes:
        """Image XObject ``num gen R`` as a file a browser or Qt shows as the PDF does (a
        JPEG as stored or a PNG, :func:`~inspector.pdf.pageparts.browser_file`), or why
        not (not an image, too large, a filter that cannot be decoded)."""
        try:
            obj = self._pdf.get_object(num, gen)
        except (pikepdf.PdfError, RuntimeError, ValueError, KeyError) as exc:
            return StreamBytes(b"", f"cannot be read: {exc}")
        if not is_stream(obj) or name_of(get(obj, "/Subtype")) != "Image":
            return StreamBytes(b"", f"{num} {gen} R is not an image")
        image = image_of(obj)
        if image.data is None:
            return StreamBytes(b"", image.error or "no data")
        return StreamBytes(image.data)

    def objects_with_key(self, key: str, value: str | None = None) -> tuple[FoundObject, ...]:
        """The objects whose dictionary has ``key`` (with the name ``value``, if given)."""
        return objects_with_key(self._pdf, key, value)

    def _page_numbers(self) -> dict[int, int]:
        """Page object numbers to page indexes, made once."""
        numbers: dict[int, int] | None = getattr(self, "_numbers", None)
        if numbers is None:
            numbers = {}
            for index, page in enumerate(self._pages):
                num = objnum(page)
                if num is not None:
                    numbers[num] = index
            self._numbers = numbers
        return numbers

    def outline(self) -> tuple[OutlineEntry, ...]:
        """The bookmarks, with the page each goes to."""
        return outline(self._pdf, self._page_numbers())

    def drawn_images(self, index: int) -> list[DrawnImage]:
        """The images page ``index``'s content draws, in drawing order (for exports); an
        image drawn again is extracted once (:class:`ImageFiles`)."""
        files: ImageFiles | None = getattr(self, "_image_files", None)
        if files is None:
            files = self._image_files = ImageFiles()
        return drawn_images(self._pages[index], files=files)

    def links(self, index: int) -> list[Link]:
        """Link annotations of page ``index`` that go to a URI or a page (for exports)."""
        numbers = self._page_numbers()
        return page_links(self._pages[index], lambda d: destination_page(self._pdf, d, numbers))

    def link_uris(self, index: int) -> list[str]:
        """The URIs of page ``index``'s link annotations (URI actions, §12.6.4.7), in
        annotation order; destinations in the document are not looked up."""
        links = page_links(self._pages[index], lambda d: None)
        return [link.uri for link in links if link.uri is not None]

    def alt_texts(self, index: int) -> AltTexts:
        """The alternate descriptions (/Alt) of page ``index``'s structure elements (tagged
        PDF: the text of a figure for who cannot see it)."""
        by_page: dict[int | None, AltTexts] | None = getattr(self, "_alt_texts", None)
        if by_page is None:
            # The whole tree walked once, not once a page (a tagged document of figures).
            by_page = self._alt_texts = alt_texts_by_page(self._pdf.Root)
        return by_page.get(objnum(self._pages[index]), NO_ALT_TEXTS)

    def structure(self, index: int) -> StructElement | None:
        """The logical structure of page ``index`` (tagged PDF, §14.7), None when the
        document has none there."""
        if self._kid_tables is None:
            self._kid_tables = KidTables()
        return page_structure(self._pdf.Root, self._pages[index], tables=self._kid_tables)

    @property
    def lang(self) -> str | None:
        """The document's natural language (the catalog's /Lang, §14.9.2), if given."""
        value = get(self._pdf.Root, "/Lang")
        if isinstance(value, pikepdf.String):
            text = str(value).strip()
            return text or None
        return None

    def drain_warnings(self) -> None:
        """Turn qpdf's new repair warnings into findings (qpdf hands each out once)."""
        try:
            warnings = self._pdf.get_warnings()
        except (pikepdf.PdfError, RuntimeError):
            return
        for text in warnings:
            self._sink.add(make_finding("PDF-REPAIRED", f"qpdf: {text}", Location()))
        self._warned = self._warned or bool(warnings)


def open_document(
    path: str | os.PathLike[str], sink: FindingSink, password: str | None = None
) -> Document:
    """Open a PDF read-only.

    Raises:
        DocumentOpenError: the file is missing, unreadable, empty or not a PDF.
        PasswordError: the file is encrypted and the password is missing or wrong.
    """
    p = Path(path)
    name = shown(p)  # a name that is not valid UTF-8 shown with \xNN escapes
    try:
        mode = p.stat().st_mode
    except FileNotFoundError as exc:
        raise DocumentOpenError(f"{name}: no such file") from exc
    except (OSError, ValueError) as exc:
        raise DocumentOpenError(f"{name}: cannot be read ({_reason(exc)})") from exc
    if stat.S_ISDIR(mode):
        raise DocumentOpenError(f"{name}: is a folder, not a PDF file")
    kind = special_file(p)
    if kind is not None:
        # A FIFO would wait for a writer and a device (/dev/zero) never end.
        raise DocumentOpenError(f"{name}: is {kind}, not a PDF file")
    try:
        if p.stat().st_size == 0:
            raise DocumentOpenError(f"{name}: the file is empty")
        with p.open("rb") as fh:
            head = fh.read(1024)
    except OSError as exc:
        raise DocumentOpenError(f"{name}: cannot be read ({_reason(exc)})") from exc
    if b"%PDF" not in head:
        raise DocumentOpenError(f"{name}: not a PDF file (no %PDF header)")
    limit_decoders()
    try:
        # Inherited attributes are looked up by Page; pushing them down would walk the
        # page tree before a loop in it could be reported.
        with warnings.catch_warnings():
            # A password given for a file that needs none is no problem of the file.
            warnings.filterwarnings("ignore", "A password was provided", UserWarning)
            pdf = open_pdf(p, password=password or "", inherit_page_attributes=False)
    except pikepdf.PasswordError as exc:
        if password:
            raise PasswordError(f"{name}: the password is wrong") from exc
        raise PasswordError(
            f"{name}: the file is encrypted; give its password with --password"
        ) from exc
    except (pikepdf.PdfError, RuntimeError, ValueError, OSError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DocumentOpenError(f"{name}: cannot be opened as a PDF ({shown(first)})") from exc
    return Document(pdf, p, sink, password)


def _reason(exc: BaseException) -> str:
    """Why a file could not be read, without its name (given before it)."""
    return shown(getattr(exc, "strerror", None) or str(exc))


def _walk_page_tree(root: object, sink: FindingSink) -> list[object]:
    """The pages under the root page tree node in order (§7.7.3.2), each node visited once
    and no deeper than PAGE_TREE_DEPTH_LIMIT; a repetition is a PDF-CYCLE finding."""
    pages: list[object] = []
    seen: set[int] = set()
    stack: list[tuple[object, int]] = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if is_array(node):
            if depth >= PAGE_TREE_DEPTH_LIMIT:
                sink.add(
                    make_finding(
                        "PDF-DEPTH-LIMIT",
                        f"the page tree is nested deeper than {PAGE_TREE_DEPTH_LIMIT} levels; "
                        "the pages below are not read",
                    )
                )
                continue
            stack.extend((kid, depth + 1) for kid in reversed(list(node)))  # type: ignore[call-overload]
            continue
        if not is_dict(node):
            continue
        num = objnum(node)
        if num is not None:
            if num in seen:
                sink.add(
                    make_finding(
                        "PDF-CYCLE",
                        f"the page tree reaches object {num} 0 R twice; it is read once",
                        Location(obj=num),
                    )
                )
                continue
            seen.add(num)
        kids = get(node, "/Kids")
        if name_of(get(node, "/Type")) == "Pages" or (
            is_array(kids) and name_of(get(node, "/Type")) != "Page"
        ):
            stack.append((kids, depth))
        else:
            pages.append(node)
    return pages


def _box(obj: object) -> tuple[float, float, float, float] | None:
    try:
        values = [number_of(x) for x in obj] if obj is not None else []  # type: ignore[attr-defined]
    except TypeError:
        return None
    if len(values) != 4 or any(v is None for v in values):
        return None
    x0, y0, x1, y1 = (float(v) for v in values)  # type: ignore[arg-type]
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
