"""What a page holds besides text, for exports: the images it draws, its links.

Images are found by following the page's own content (``q``/``Q``/``cm``/``Do``): each
Image XObject drawn, in the order drawn, with the box the current matrix gives it (§8.9.4:
an image fills the unit square of user space). Images inside forms are not followed.
Links are ``/Link`` annotations (§12.5.6.5) with a URI action or a destination in the
document (§12.3.2).
"""

from __future__ import annotations

import io
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass

import pikepdf

from inspector.geometry import IDENTITY, Matrix, multiply
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

IMAGE_LIMIT = 64 * 1024 * 1024
"""Largest decoded image (width × height × components) written out; larger ones are
listed without their data."""

Box = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class DrawnImage:
    """One image drawn by the page: where, and its file when it could be extracted: a
    JPEG as stored where a browser shows it as the PDF does (:func:`browser_file`),
    everything else as PNG."""

    name: str
    objnum: int | None
    box: Box
    """In user space (x0, y0, x1, y1)."""
    width: int
    height: int
    data: bytes | None
    extension: str | None
    """``.jpg`` or ``.png``; None without data."""
    error: str | None = None
    mcid: int | None = None
    """The marked-content id around the ``Do`` (tagged PDF), for its /Alt text."""


@dataclass(frozen=True, slots=True)
class Link:
    """A link annotation: its rectangle and where it goes."""

    rect: Box
    uri: str | None
    page_index: int | None


IMAGE_FILES_KEPT = 16 * 1024 * 1024
"""Bytes of image files :class:`ImageFiles` keeps for images drawn again."""

Extracted = tuple[bytes | None, str | None, str | None]
"""An image's file, its extension, and why it has none."""


class ImageFiles:
    """The files of the images of a document made so far, by object, up to ``budget``
    bytes (the least recently used let go): an image drawn on many pages (a logo, a
    slide's background) is decoded and encoded once."""

    def __init__(self, budget: int = IMAGE_FILES_KEPT) -> None:
        self._budget = budget
        self._size = 0
        self._files: OrderedDict[tuple[int, int], Extracted] = OrderedDict()

    def get(self, key: tuple[int, int]) -> Extracted | None:
        found = self._files.get(key)
        if found is not None:
            self._files.move_to_end(key)
        return found

    def put(self, key: tuple[int, int], extracted: Extracted) -> None:
        size = len(extracted[0] or b"")
        if size > self._budget:
            return
        self._files[key] = extracted
        self._size += size
        while self._size > self._budget:
            _, (data, _, _) = self._files.popitem(last=False)
            self._size -= len(data or b"")


def drawn_images(
    page: object, limit: int = 500, files: ImageFiles | None = None
) -> list[DrawnImage]:
    """The Image XObjects the page's content draws, in drawing order (at most ``limit``);
    ``files`` keeps the files made of them for the next pages."""
    xobjects = get(get(page, "/Resources"), "/XObject")
    if not is_dict(xobjects):
        return []
    images = {k[1:] if k.startswith("/") else k: v for k, v in items(xobjects)}
    try:
        instructions = pikepdf.parse_content_stream(page, "q Q cm Do BDC BMC EMC")  # type: ignore[arg-type]
    except (pikepdf.PdfError, TypeError, ValueError):
        return []
    ctm: Matrix = IDENTITY
    stack: list[Matrix] = []
    marks: list[int | None] = []
    out: list[DrawnImage] = []
    for instruction in instructions:
        operands = list(getattr(instruction, "operands", ()))
        op = str(getattr(instruction, "operator", ""))
        if op == "BMC":
            marks.append(None)
        elif op == "BDC":
            props = operands[1] if len(operands) > 1 else None
            mcid = get(props, "/MCID") if is_dict(props) else None
            marks.append(int(mcid) if isinstance(mcid, int) else None)
        elif op == "EMC":
            if marks:
                marks.pop()
        elif op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop() if stack else ctm
        elif op == "cm" and len(operands) == 6:
            try:
                m = tuple(float(v) for v in operands)
            except (TypeError, ValueError):
                continue
            ctm = multiply(m, ctm)  # type: ignore[arg-type]
        elif op == "Do" and operands:
            name = str(operands[0]).lstrip("/")
            obj = images.get(name)
            if not is_stream(obj) or name_of(get(obj, "/Subtype")) != "Image":
                continue
            mcid = next((m for m in reversed(marks) if m is not None), None)
            out.append(_image(name, obj, ctm, mcid, files))
            if len(out) >= limit:
                break
    return out


def image_of(obj: object) -> DrawnImage:
    """An Image XObject's file (:func:`browser_file`) wherever it is drawn, or why there
    is none (too large or empty, a filter that cannot be decoded)."""
    return _image("", obj, IDENTITY, None)


def _image(
    name: str, obj: object, ctm: Matrix, mcid: int | None, files: ImageFiles | None = None
) -> DrawnImage:
    a, b, c, d, e, f = ctm
    xs = (e, e + a, e + c, e + a + c)
    ys = (f, f + b, f + d, f + b + d)
    box = (min(xs), min(ys), max(xs), max(ys))
    width = int(number_of(get(obj, "/Width")) or 0)
    height = int(number_of(get(obj, "/Height")) or 0)
    if width <= 0 or height <= 0 or width * height * 4 > IMAGE_LIMIT:
        return DrawnImage(
            name, objnum(obj), box, width, height, None, None, "too large or empty", mcid
        )
    key = _objgen(obj) if files is not None else None
    extracted = files.get(key) if files is not None and key is not None else None
    if extracted is None:
        try:
            extracted = (*browser_file(obj), None)
        except Exception as exc:
            extracted = (None, None, str(exc)[:200])
        if files is not None and key is not None:
            files.put(key, extracted)
    data, extension, error = extracted
    return DrawnImage(name, objnum(obj), box, width, height, data, extension, error, mcid)


def _objgen(obj: object) -> tuple[int, int] | None:
    """The object and generation numbers of an indirect object, else None."""
    num = objnum(obj)
    if num is None:
        return None
    try:
        return num, int(obj.objgen[1])  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError):
        return None


def browser_file(obj: object) -> tuple[bytes, str]:
    """An Image XObject as a file every browser shows as the PDF does: a baseline JPEG
    of grey or RGB pixels without /Decode or soft mask as stored (``.jpg``); any other
    (JPEG 2000, CCITT, JBIG2, CMYK or Lab, indexed, 16-bit, /Decode, a soft mask, which
    becomes the alpha channel) decoded and written as PNG at its own size."""
    from PIL import Image

    image = pikepdf.PdfImage(obj)  # type: ignore[arg-type]
    smask = get(obj, "/SMask")
    plain = not is_stream(smask) and get(obj, "/Decode") is None
    if plain and image.filters == ["/DCTDecode"] and image.mode in ("L", "RGB"):
        return bytes(image.obj.read_raw_bytes()), ".jpg"
    picture = image.as_pil_image()
    if picture.mode not in ("1", "L", "LA", "P", "RGB", "RGBA", "I;16"):
        picture = picture.convert("RGB")
    if is_stream(smask):
        alpha = pikepdf.PdfImage(smask).as_pil_image().convert("L")  # type: ignore[arg-type]
        if alpha.size != picture.size:
            alpha = alpha.resize(picture.size, Image.Resampling.BILINEAR)
        picture = picture.convert("LA" if picture.mode in ("1", "L", "I;16") else "RGBA")
        picture.putalpha(alpha)
    buffer = io.BytesIO()
    picture.save(buffer, format="PNG")
    return buffer.getvalue(), ".png"


def page_links(
    page: object, destination: Callable[[object], int | None], limit: int = 2000
) -> list[Link]:
    """The page's link annotations with a URI or a destination on a page of the document
    (``destination`` resolves a destination to a page index)."""
    annots = get(page, "/Annots")
    if not is_array(annots):
        return []
    out: list[Link] = []
    annot_list: list[object] = list(annots)[:limit]  # type: ignore[call-overload]
    for annot in annot_list:
        if name_of(get(annot, "/Subtype")) != "Link":
            continue
        rect = get(annot, "/Rect")
        if not is_array(rect) or len(rect) != 4:  # type: ignore[arg-type]
            continue
        try:
            x0, y0, x1, y1 = (float(v) for v in rect)  # type: ignore[attr-defined]
        except (TypeError, ValueError):
            continue
        action = get(annot, "/A")
        uri = None
        dest = get(annot, "/Dest")
        if is_dict(action):
            kind = name_of(get(action, "/S"))
            if kind == "URI":
                value = get(action, "/URI")
                if isinstance(value, pikepdf.String):
                    uri = bytes(value).decode("latin-1", "replace")
            elif kind == "GoTo":
                dest = get(action, "/D")
        page_index = destination(dest) if dest is not None else None
        if uri is None and page_index is None:
            continue
        out.append(Link((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), uri, page_index))
    return out


@dataclass(frozen=True, slots=True)
class AltTexts:
    """Alternate descriptions (/Alt, §14.9.3) of a page's structure elements: by the
    marked-content id of their content, and by their layout bounding box (/A /BBox,
    §14.8.5.4.3) for figures whose content is marked as an artifact (LibreOffice)."""

    by_mcid: dict[int, str]
    by_box: tuple[tuple[Box, str], ...]

    def find(self, mcid: int | None, box: Box) -> str:
        """The description for an image drawn with ``mcid`` at ``box``, or ""."""
        if mcid is not None and mcid in self.by_mcid:
            return self.by_mcid[mcid]
        cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        for (x0, y0, x1, y1), text in self.by_box:
            if x0 <= cx <= x1 and y0 <= cy <= y1:
                return text
        return ""


NO_ALT_TEXTS = AltTexts({}, ())


def alt_texts_by_page(root: object, limit: int = 20_000) -> dict[int | None, AltTexts]:
    """The /Alt texts of the structure elements, by the object number of the page their
    content is on (its /Pg, or its parent's). The structure tree is walked once, breadth
    first, at most ``limit`` elements, cycles cut."""
    tree = get(root, "/StructTreeRoot")
    if not is_dict(tree):
        return {}
    found: dict[int | None, tuple[dict[int, str], list[tuple[Box, str]]]] = {}
    queue: deque[tuple[object, object]] = deque([(get(tree, "/K"), None)])
    seen: set[int] = set()
    count = 0
    while queue and count < limit:
        node, inherited_page = queue.popleft()
        count += 1
        if is_array(node):
            queue.extend((kid, inherited_page) for kid in list(node))  # type: ignore[call-overload]
            continue
        if not is_dict(node):
            continue
        num = objnum(node)
        if num is not None:
            if num in seen:
                continue
            seen.add(num)
        elem_page = get(node, "/Pg")
        on_page = objnum(elem_page) if elem_page is not None else objnum(inherited_page)
        alt = get(node, "/Alt")
        kids = get(node, "/K")
        if isinstance(alt, pikepdf.String):
            out, boxes = found.setdefault(on_page, ({}, []))
            text = str(alt)
            bbox = get(get(node, "/A"), "/BBox")
            if is_array(bbox) and len(bbox) == 4:  # type: ignore[arg-type]
                try:
                    x0, y0, x1, y1 = (float(v) for v in bbox)  # type: ignore[attr-defined]
                    boxes.append(((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), text))
                except (TypeError, ValueError):
                    pass
            for kid in list(kids) if is_array(kids) else [kids]:  # type: ignore[call-overload]
                if isinstance(kid, int):
                    out.setdefault(int(kid), text)
                elif is_dict(kid) and isinstance(get(kid, "/MCID"), int):
                    out.setdefault(int(get(kid, "/MCID")), text)  # type: ignore[call-overload]
        if kids is not None:
            queue.append((kids, elem_page if elem_page is not None else inherited_page))
    return {page: AltTexts(out, tuple(boxes)) for page, (out, boxes) in found.items()}
