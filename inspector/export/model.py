"""The context a template of ``export-html`` receives: plain dictionaries built per page.

Documented in README ("export-html"); every value is plain data (str, int, float, bool,
None, lists and dicts), so a template of the user's own sees exactly what is listed.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from inspector.analysis import Analysis
from inspector.content import PageTrace, apply
from inspector.export.ruled import table_blocks
from inspector.export.running import document_wide
from inspector.export.spans import (
    Placed,
    line_spans,
    plain,
    rtl_share,
    script_lang,
    strip_start,
)
from inspector.export.spans import joiner as join_with
from inspector.export.structured import label_number, tagged_blocks
from inspector.findings import FindingSink
from inspector.geometry import Matrix
from inspector.links import LinkTarget, link_target, refused_link_finding
from inspector.pdf import AltTexts, DrawnImage, OutlineEntry, StructElement
from inspector.text import PageText, TextBlock, display_matrix, extract_page_text
from inspector.text.roles import HEADING_TAG
from inspector.text.rtl import has_rtl

CSS_PX_PER_POINT = 96 / 72
"""An image's ``width`` and ``height`` in CSS pixels (1/96 inch) from points (1/72)."""

MIME = {".jpg": "image/jpeg", ".png": "image/png"}
LIST_TAGS = frozenset(("LI", "LBody", "Lbl", "L"))


def outline_context(
    entries: tuple[OutlineEntry, ...], sink: FindingSink | None = None
) -> list[dict[str, Any]]:
    """The bookmarks as nested dicts: ``title``, ``page`` (1-based or None), ``href``
    (``#page-N``, the :func:`page_id` of its page, or the URI of a URI action where
    :func:`link_target` allows it),
    ``refused`` (the URI shown as text where it does not: a finding into ``sink``) and
    ``children``."""
    out = []
    for e in entries:
        page = None if e.page_index is None else e.page_index + 1
        target = _target(e.uri, e.page_index)
        if target is not None and target.href is None and sink is not None:
            sink.add(refused_link_finding(target, None, e.title))
        out.append(
            {
                "title": e.title,
                "page": page,
                "href": None if target is None else target.href,
                "refused": None if target is None or target.href else target.shown,
                "children": outline_context(e.children, sink),
            }
        )
    return out


def page_id(number: int) -> str:
    """The ``id`` of page ``number`` (1-based) in the HTML, which links to the page go to:
    each page's ``id`` in the context. A template that names its pages otherwise links
    with a span's or bookmark's ``page``."""
    return f"page-{number}"


def _target(uri: str | None, page_index: int | None) -> LinkTarget | None:
    """Where a link or bookmark may go: its URI, else the anchor of its page, judged by
    :func:`link_target` (None: it goes nowhere)."""
    if uri is not None:
        return link_target(uri)
    if page_index is not None:
        return link_target("#" + page_id(page_index + 1))
    return None


class ImageSink:
    """Where the images go: files in a folder (linked relatively) or data URIs.

    A template may read the pages more than once: an image met again (the same page and
    place in it) keeps its file name and is not counted again."""

    def __init__(self, folder: Path | None, link_base: Path | None) -> None:
        self.folder = folder
        self.link_base = link_base
        self.count = 0
        self._names: dict[tuple[int, int], str] = {}

    def src(self, page: int, image: DrawnImage, place: int = 0) -> str | None:
        if image.data is None or image.extension is None:
            return None
        key = (page, place)
        name = self._names.get(key)
        if name is None:
            self.count += 1
            name = f"page-{page}-{self.count}{image.extension}"
            if self.folder is not None:
                self._names[key] = name
        if self.folder is None:
            mime = MIME.get(image.extension, "application/octet-stream")
            return f"data:{mime};base64," + base64.b64encode(image.data).decode("ascii")
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / name
        path.write_bytes(image.data)
        if self.link_base is None:
            return path.as_posix()
        try:
            return path.resolve().relative_to(self.link_base.resolve()).as_posix()
        except ValueError:
            return path.resolve().as_uri()


def pages_context(
    analysis: Analysis,
    pages: list[int],
    images: ImageSink,
    unmapped: str = "\ufffd",
    jobs: int | str = 1,
    password: str | None = None,
    on_unread: Callable[[int, Sequence[str]], None] | None = None,
) -> Iterator[dict[str, Any]]:
    """Each page's context, made when the template reaches it: one page in memory, or
    (``jobs`` above 1, or "auto" on a large document) the runs of pages worker
    processes are reading. The images are named and written here, in page order, so the
    files are those one process writes. ``on_unread`` is told of each page with content
    that was not read whole (its index and the messages saying what was not)."""
    from functools import partial

    from inspector.pagepool import PageRuns

    work = partial(page_parts, unmapped=unmapped)

    def each() -> Iterator[dict[str, Any]]:
        for context, drawn in PageRuns(analysis, pages, work, jobs, password):
            for place, (entry, image) in enumerate(drawn):
                entry["src"] = images.src(context["number"], image, place)
            if context["unread"] and on_unread is not None:
                on_unread(context["number"] - 1, context["unread"])
            yield context

    # Running heads and heading levels need the pages around each page, a list going
    # on from the page before that page's last list.
    yield from _lists_across(document_wide(each()))


def _text_blocks(blocks: list[dict[str, Any]]) -> list[int]:
    return [i for i, b in enumerate(blocks) if b["kind"] not in ("artifact", "image")]


def _lists_across(pages: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """A page whose first text is a numbered paragraph going on from the numbered list
    that ended the page before (``3.`` after ``1.``, ``2.``): that paragraph is a list
    item, the list starting at its number."""
    last: int | None = None
    for page in pages:
        blocks = page["blocks"]
        texts = _text_blocks(blocks)
        if texts and last is not None:
            first = blocks[texts[0]]
            marker = _marker(first) if first["kind"] == "paragraph" else None
            if marker is not None and marker[0]:
                number = label_number(first["text"][: marker[1]])[1]
                if number == last + 1:
                    blocks[texts[0]] = _lists([first], going_on=last)[0]
        last = None
        if texts and blocks[texts[-1]]["kind"] == "list" and blocks[texts[-1]]["ordered"]:
            entries = blocks[texts[-1]]["entries"]
            last = label_number(entries[-1].get("marker") or "")[1]
        yield page


def page_parts(
    analysis: Analysis, trace: PageTrace, *, unmapped: str
) -> tuple[dict[str, Any], list[tuple[dict[str, Any], DrawnImage]]]:
    """A page's context without its images' ``src`` (a file of the export's, or a data
    URI), and each image's entry with the image, in drawing order (for a worker process:
    see :func:`pages_context`)."""
    index = trace.page_index
    text = extract_page_text(trace, unmapped=unmapped)
    drawn = analysis.document.drawn_images(index)
    alts = analysis.document.alt_texts(index) if drawn else None
    links = [
        (link.rect, target, None if link.uri is not None else _page_number(link.page_index))
        for link in analysis.document.links(index)
        if (target := _target(link.uri, link.page_index)) is not None
    ]
    structure = analysis.document.structure(index)
    context, placed = _page(trace, text, drawn, links, unmapped, alts, structure)
    # What of the page was not read whole: its text there is unknown, not empty.
    context["unread"] = [f.message for f in trace.all_unread]
    return context, placed


def _page_number(index: int | None) -> int | None:
    return None if index is None else index + 1


def _page(
    trace: PageTrace,
    text: PageText,
    drawn: list[DrawnImage],
    links: list[Placed],
    unmapped: str,
    alts: AltTexts | None,
    structure: StructElement | None = None,
) -> tuple[dict[str, Any], list[tuple[dict[str, Any], DrawnImage]]]:
    number = trace.page_index + 1
    display = display_matrix(trace.crop_box, trace.rotate)
    x0, y0, x1, y1 = trace.crop_box
    width, height = (y1 - y0, x1 - x0) if trace.rotate in (90, 270) else (x1 - x0, y1 - y0)
    boxes: dict[int, list[tuple[float, float, float, float]]] = {}
    entries = [_image_entry(image, display, alts) for image in drawn]

    def image_entry(index: int, alt: str | None) -> dict[str, Any] | None:
        entry = entries[index]
        if alt:
            entry["alt"] = alt
        return entry

    tagged = None
    if structure is not None:
        tagged = tagged_blocks(
            trace,
            text,
            structure,
            links,
            boxes,
            unmapped,
            image_entry,
            [image.mcid for image in drawn],
            lambda index: _block(trace, text, text.blocks[index], links, boxes, unmapped),
        )
    claimed: set[int] = set()
    if tagged is not None:
        blocks, claimed = tagged
    else:
        made = [_block(trace, text, b, links, boxes, unmapped) for b in text.blocks]
        blocks = _lists(table_blocks(trace, text, made, boxes))
    # Images go before the first block that starts below them (drawing order otherwise).
    for index, entry in enumerate(entries):
        if index in claimed:
            continue
        top = entry["top"]
        at = next((i for i, b in enumerate(blocks) if b.get("top", 0.0) < top), len(blocks))
        blocks.insert(at, entry)
    placed = list(zip(entries, drawn, strict=True))
    context = {
        "number": number,
        "id": page_id(number),
        "width": round(width, 1),
        "height": round(height, 1),
        "blocks": _vertical_runs(blocks),
        # The targets written as text, once each, for the export's findings.
        "refused_links": list(dict.fromkeys(t.shown for _, t, _ in links if t.href is None)),
    }
    return context, placed


def _image_entry(image: DrawnImage, display: Matrix, alts: AltTexts | None) -> dict[str, Any]:
    corners = [
        apply(display, x, y)
        for x, y in ((image.box[0], image.box[1]), (image.box[2], image.box[3]))
    ]
    return {
        "kind": "image",
        "lang": None,
        "src": None,
        "alt": alts.find(image.mcid, image.box) if alts is not None else "",
        # CSS pixels, 96 to the inch where a point is 1/72 of it: the size drawn.
        "width": round(abs(corners[1][0] - corners[0][0]) * CSS_PX_PER_POINT),
        "height": round(abs(corners[1][1] - corners[0][1]) * CSS_PX_PER_POINT),
        "top": max(c[1] for c in corners),
        "error": image.error,
    }


def _vertical_runs(blocks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive vertical blocks in one ``vertical`` block (``blocks``), so that they
    flow right to left together as on the page."""
    out: list[dict[str, Any]] = []
    for block in blocks:
        if block.get("vertical") and block["kind"] != "image":
            if out and out[-1]["kind"] == "vertical":
                out[-1]["blocks"].append(block)
                continue
            out.append(
                {
                    "kind": "vertical",
                    "blocks": [block],
                    "vertical": True,
                    "dir": "ltr",
                    "lang": None,
                    "text": "",
                    "top": block.get("top", 0.0),
                }
            )
            continue
        out.append(block)
    return out


def _block(
    trace: PageTrace,
    text: PageText,
    block: TextBlock,
    links: list[Placed],
    boxes: dict[int, list[tuple[float, float, float, float]]],
    unmapped: str,
) -> dict[str, Any]:
    lines = [
        line_spans(trace, text, n, links, boxes, unmapped) for n in range(block.first, block.last)
    ]
    spans: list[dict[str, Any]] = []
    for k, line in enumerate(lines):
        if k and spans and line:
            joiner = join_with(spans[-1]["text"], line[0]["text"])
            if joiner is None:
                spans[-1] = {**spans[-1], "text": spans[-1]["text"][:-1]}
            elif joiner:
                spans.append(plain(joiner))
        spans.extend(line)
    body = text.text[block.start : block.end]
    level = block.level if block.role == "heading" else None
    # A heading the layout found by its size: its level is the document's (see
    # export.running), not only the page's.
    by_size = level is not None and not (block.tag and HEADING_TAG.match(block.tag))
    size = max((s["size"] for s in spans if s["size"]), default=None) if by_size else None
    return {
        "kind": block.role,
        "level": None if level is None else max(1, min(level, 3)),
        "raw_level": level,
        "size": size,
        "tag": block.tag,
        "vertical": block.vertical,
        "dir": "rtl" if has_rtl([body]) and rtl_share(body) > 0.5 else "ltr",
        "lang": script_lang(body),
        "lines": lines,
        "spans": spans,
        "text": body.rstrip("\n"),
        "top": block.box[3],
    }


BULLET = re.compile(
    "^(?:[\u2022\u25e6\u25aa\u25ab\u25cf\u25cb\u25a0\u25a1\u2023\u2043\u2013*\ue000-\uf8ff])\\s+"
)
NUMBER = re.compile("^(?:\\d{1,3}[.)]|[a-z][.)]|\\((?:\\d{1,3}|[ivx]{1,5})\\))\\s+")


def _marker(block: dict[str, Any]) -> tuple[bool, int] | None:
    """Whether a paragraph starts with a list marker: (ordered, length of the marker)."""
    if block["kind"] != "paragraph":
        return None
    text = block["text"]
    found = BULLET.match(text)
    if found:
        return False, found.end()
    found = NUMBER.match(text)
    if found:
        return True, found.end()
    return None


def _lists(blocks: list[dict[str, Any]], going_on: int | None = None) -> list[dict[str, Any]]:
    """List items become list blocks (``kind`` "list", ``ordered``, ``start``,
    ``entries``): blocks tagged as list items (``LI``, ``LBody``), and consecutive
    paragraphs that start with a bullet (•, ◦, ▪, a symbol font's private-use bullet...)
    or a number ("1.", "a)", "(iv)"), the marker then left out of the item. A numbered
    paragraph is an item only beside the next or previous number, or continuing the
    page's last numbered list (then ``start`` says where it goes on), or ``going_on`` (the
    number a list of the page before ended with): "(5) ..." alone is running text."""
    markers = [_marker(block) for block in blocks]
    numbers = [
        label_number(b["text"][: m[1]])[1] if m is not None and m[0] else None
        for b, m in zip(blocks, markers, strict=True)
    ]
    out: list[dict[str, Any]] = []
    last_number = going_on
    for i, block in enumerate(blocks):
        marker = markers[i]
        tagged = block.get("tag") in LIST_TAGS and block["kind"] == "paragraph"
        n = numbers[i]
        if marker is not None and marker[0] and not tagged:
            before = numbers[i - 1] if i else None
            after = numbers[i + 1] if i + 1 < len(numbers) else None
            counted = n is not None and (
                (before is not None and n == before + 1)
                or (after is not None and after == n + 1)
                or (last_number is not None and n == last_number + 1)
            )
            if not counted:
                marker = None
        if marker is None and not tagged:
            out.append(block)
            continue
        ordered = marker[0] if marker is not None else False
        item = {**block, "blocks": [], "marker": None}
        if marker is not None:
            item = {
                **item,
                "spans": strip_start(block["spans"], marker[1]),
                "marker": block["text"][: marker[1]].strip(),
            }
            item["text"] = block["text"][marker[1] :]
        following = not ordered or n is None or (last_number is not None and n == last_number + 1)
        if ordered and n is not None:
            last_number = n
        if out and out[-1]["kind"] == "list" and out[-1]["ordered"] == ordered and following:
            out[-1]["entries"].append(item)
            continue
        out.append(
            {
                "kind": "list",
                "ordered": ordered,
                "start": n if ordered and n is not None and n != 1 else None,
                "entries": [item],
                "top": block["top"],
                "vertical": block["vertical"],
                "dir": block["dir"],
                "lang": block.get("lang"),
                "text": "",
            }
        )
    return out
