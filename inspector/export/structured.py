"""The blocks of a tagged page, read from its structure tree (ISO 32000-1 §14.7-14.8).

On a tagged page the structure tree says what is a paragraph, a heading and its level,
a list with its labels and bodies, a table with its rows and cells, a figure with its
/Alt; the layout only gives the text of each marked-content id, line by line, and the
lines of one element are joined as those of a paragraph (:func:`joiner`: no space
between Chinese or Japanese lines, a space between Latin or Korean ones, a word
hyphenated at the line end whole). Artifacts are left out. Text the tree does not claim
(content outside any marked-content id) keeps the layout's paragraphs, placed by where
it is on the page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from inspector.content import PageTrace
from inspector.export.spans import (
    ARTIFACT,
    Placed,
    joiner,
    marked_line,
    plain,
    rtl_share,
    script_lang,
    strip_start,
)
from inspector.pdf import StructElement
from inspector.text import PageText
from inspector.text.rtl import has_rtl

Piece = tuple[int, list[dict[str, Any]]]
"""The spans of one marked-content id on one line (the line's number)."""

HEADING = re.compile(r"^H([1-6])?$")
BLOCK_ROLES = frozenset(
    (
        "P",
        "H",
        "H1",
        "H2",
        "H3",
        "H4",
        "H5",
        "H6",
        "L",
        "LI",
        "Table",
        "TR",
        "Figure",
        "Formula",
        "Caption",
        "TOCI",
        "Title",
        "BlockQuote",
        "Note",
        "FENote",
        "Index",
        "TOC",
    )
)
"""Roles that are blocks of their own; the others (``Span``, ``Link``, ``NonStruct``,
``Div``...) are read inline unless they hold blocks."""

ORDERED = frozenset(("Decimal", "UpperRoman", "LowerRoman", "UpperAlpha", "LowerAlpha"))
UNORDERED = frozenset(("Disc", "Circle", "Square"))
LABEL = re.compile(
    "^\\s*(?:([\u2022\u25e6\u25aa\u25ab\u25cf\u25cb\u25a0\u25a1\u2023\u2043\u2013*\ue000-\uf8ff])"
    "|\\(?(\\d{1,4}|[a-zA-Z]|[ivxlcIVXLC]{1,6})[.)]?)\\s*"
)
ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}


def _mcids(element: StructElement | int) -> Iterator[int]:
    if isinstance(element, int):
        yield element
        return
    if element.role == "Artifact":
        return
    for kid in element.kids:
        yield from _mcids(kid)


def _has_block(element: StructElement) -> bool:
    return any(
        isinstance(kid, StructElement) and (kid.role in BLOCK_ROLES or _has_block(kid))
        for kid in element.kids
    )


def label_number(label: str) -> tuple[bool, int | None]:
    """Whether a list label counts (``1.``, ``b)``, ``(iv)``) and the number it gives;
    (False, None) for a bullet or no label."""
    found = LABEL.match(label)
    if found is None or found.group(1) is not None:
        return False, None
    value = found.group(2)
    if value.isdigit():
        return True, int(value)
    lower = value.lower()
    if len(value) > 1 and all(ch in ROMAN for ch in lower):
        total = 0
        for i, ch in enumerate(lower):
            n = ROMAN[ch]
            total += -n if i + 1 < len(lower) and ROMAN[lower[i + 1]] > n else n
        return True, total
    if lower == "i":
        return True, 1
    if len(value) == 1 and value.isalpha():
        return True, ord(lower) - ord("a") + 1
    return False, None


class _Page:
    """One tagged page being turned into blocks."""

    def __init__(
        self,
        text: PageText,
        pieces: dict[int, list[Piece]],
        image_entry: Callable[[int, str | None], dict[str, Any] | None],
        images: dict[int, list[int]],
    ) -> None:
        self.text = text
        self.pieces = pieces
        self.image_entry = image_entry
        self.images = images
        self.used: set[int] = set()
        self.claimed: set[int] = set()
        self.sections = 0

    # --- text -------------------------------------------------------------------------

    def _collect(self, mcids: list[int]) -> list[Piece]:
        out: list[Piece] = []
        for mcid in mcids:
            if mcid in self.used:
                continue
            self.used.add(mcid)
            out.extend(self.pieces.get(mcid, ()))
        return out

    def block(
        self, kind: str, mcids: list[int], lang: str | None, level: int | None = None
    ) -> dict[str, Any] | None:
        pieces = self._collect(mcids)
        return self.text_block(kind, pieces, lang, level)

    def text_block(
        self, kind: str, pieces: list[Piece], lang: str | None, level: int | None = None
    ) -> dict[str, Any] | None:
        spans, lines = join(pieces)
        body = "".join(s["text"] for s in spans)
        if not body.strip():
            return None
        numbers = sorted({n for n, _ in pieces})
        records = [self.text.lines[n] for n in numbers]
        return {
            "kind": kind,
            "level": level,
            "raw_level": level,
            "tag": None,
            "vertical": any(r.vertical for r in records),
            "dir": "rtl" if has_rtl([body]) and rtl_share(body) > 0.5 else "ltr",
            "lang": lang or script_lang(body),
            "lines": lines,
            "spans": spans,
            "text": body,
            "top": max(r.box[3] for r in records),
        }

    # --- the tree ---------------------------------------------------------------------

    def flow(
        self,
        element: StructElement,
        lang: str | None,
        out: list[dict[str, Any]],
        kind: str = "paragraph",
        level: int | None = None,
        depth: int = 0,
    ) -> None:
        """The blocks of ``element``: its inline content, as ``kind``, cut where one of
        its kids is a block of its own."""
        lang = element.lang or lang
        pending: list[int] = []
        inline_langs: set[str | None] = set()

        def flush() -> None:
            if pending:
                # Inline elements that all name one language (LibreOffice's spans)
                # name the block's, where the element does not.
                own = (
                    element.lang or (inline_langs.pop() if len(inline_langs) == 1 else None) or lang
                )
                made = self.block(kind, list(pending), own, level)
                if made is not None:
                    made["tag"] = element.role
                    out.append(made)
                pending.clear()
            inline_langs.clear()

        for kid in element.kids:
            if isinstance(kid, int):
                pending.append(kid)
                inline_langs.add(None)
                self._figure([kid], None, out)
                continue
            if kid.role == "Artifact":
                continue
            inline = (
                kid.role not in BLOCK_ROLES
                # A formula set in the text (no image drawn) reads with it.
                or (kid.role == "Formula" and not any(m in self.images for m in _mcids(kid)))
                # A heading's paragraph (PDF 2.0 Title > P) is the heading's text.
                or (kind == "heading" and kid.role == "P")
            )
            if inline and not _has_block(kid):
                pending.extend(_mcids(kid))
                inline_langs.add(kid.lang)
                continue
            flush()
            self.element(kid, lang, out, depth + 1)
        flush()

    def element(
        self, element: StructElement, lang: str | None, out: list[dict[str, Any]], depth: int
    ) -> None:
        if depth > 200:
            return
        role = element.role
        lang = element.lang or lang
        heading = HEADING.match(role)
        if role == "Title":  # PDF 2.0: the document's title
            self.flow(element, lang, out, "heading", 1, depth)
        elif heading:
            # A plain H is as deep as the sections around it (§14.8.4.3.2).
            level = int(heading.group(1) or 0) or max(1, min(self.sections, 6))
            self.flow(element, lang, out, "heading", level, depth)
        elif role == "L":
            self.list_block(element, lang, out, depth)
        elif role == "Table":
            self.table_block(element, lang, out)
        elif role in ("Figure", "Formula"):
            before = len(out)
            mcids = list(_mcids(element))
            self._figure(mcids, element.alt, out)
            if len(out) == before:
                self.flow(element, lang, out, depth=depth)
            else:
                self.used.update(mcids)  # text drawn in a figure is the figure's
        elif role in ("Sect", "Part", "Art"):
            self.sections += 1
            self.flow(element, lang, out, depth=depth)
            self.sections -= 1
        else:
            self.flow(element, lang, out, depth=depth)

    def _figure(self, mcids: list[int], alt: str | None, out: list[dict[str, Any]]) -> None:
        for mcid in mcids:
            for index in self.images.get(mcid, ()):
                if index in self.claimed:
                    continue
                entry = self.image_entry(index, alt)
                if entry is not None:
                    self.claimed.add(index)
                    out.append(entry)

    def list_block(
        self, element: StructElement, lang: str | None, out: list[dict[str, Any]], depth: int
    ) -> None:
        entries: list[dict[str, Any]] = []
        labels: list[str] = []
        for kid in element.kids:
            if isinstance(kid, StructElement) and kid.role == "L" and entries:
                entries[-1]["blocks"].extend(self._nested(kid, lang, depth))
                continue
            item = self.item(kid, element.lang or lang, depth)
            if item is not None:
                entries.append(item)
                labels.append(item["marker"] or "")
        if not entries:
            return
        counted = [label_number(label) for label in labels if label]
        if element.numbering in ORDERED:
            ordered = True
        elif element.numbering in UNORDERED:
            ordered = False
        else:
            ordered = bool(counted) and all(c for c, _ in counted)
        start = counted[0][1] if ordered and counted and counted[0][0] else None
        first = entries[0]
        out.append(
            {
                "kind": "list",
                "ordered": ordered,
                "start": start,
                "entries": entries,
                "top": first.get("top", 0.0),
                "vertical": first.get("vertical", False),
                "dir": first.get("dir", "ltr"),
                "lang": element.lang or lang,
                "text": "",
                "tag": "L",
            }
        )

    def _nested(self, element: StructElement, lang: str | None, depth: int) -> list[dict[str, Any]]:
        inner: list[dict[str, Any]] = []
        self.element(element, lang, inner, depth + 1)
        return inner

    def item(self, kid: StructElement | int, lang: str | None, depth: int) -> dict[str, Any] | None:
        """A list item: its label (``Lbl``) as ``marker``, the rest as its text, blocks
        inside it (a nested list) in ``blocks``."""
        label_pieces: list[Piece] = []
        body: list[Piece] = []
        blocks: list[dict[str, Any]] = []
        if isinstance(kid, int):
            body = self._collect([kid])
            item_lang = lang
        else:
            item_lang = kid.lang or lang
            for part in kid.kids if kid.role == "LI" else (kid,):
                if isinstance(part, int):
                    body.extend(self._collect([part]))
                elif part.role == "Lbl":
                    label_pieces.extend(self._collect(list(_mcids(part))))
                elif part.role == "Artifact":
                    continue
                else:
                    self._body(part, item_lang, body, blocks, depth)
        marker = "".join(s["text"] for _, spans in label_pieces for s in spans).strip()
        made = self.text_block("paragraph", body, item_lang)
        if made is None:
            if not blocks and not marker:
                return None
            made = self.text_block("paragraph", label_pieces, item_lang) or {
                "kind": "paragraph",
                "spans": [],
                "lines": [],
                "text": "",
                "lang": item_lang,
                "dir": "ltr",
                "vertical": False,
                "top": blocks[0].get("top", 0.0) if blocks else 0.0,
            }
            if label_pieces:
                made = {**made, "spans": [], "lines": [], "text": ""}
        if not marker:
            # No Lbl: a label the body starts with (a bullet, "1.") is the marker.
            found = LABEL.match(made["text"])
            if found is not None and found.end() < len(made["text"]) and _is_label(found):
                marker = found.group(0).strip()
                made = {
                    **made,
                    "spans": strip_start(made["spans"], found.end()),
                    "text": made["text"][found.end() :],
                }
        return {**made, "marker": marker or None, "blocks": blocks, "tag": "LI"}

    def _body(
        self,
        part: StructElement,
        lang: str | None,
        body: list[Piece],
        blocks: list[dict[str, Any]],
        depth: int,
    ) -> None:
        """An item's body: inline content into ``body``, blocks other than paragraphs
        (a nested list, a table, a figure) into ``blocks``."""
        if depth > 200:
            return
        if part.role in ("L", "Table", "Figure", "Formula"):
            self.element(part, part.lang or lang, blocks, depth + 1)
            return
        for kid in part.kids:
            if isinstance(kid, int):
                body.extend(self._collect([kid]))
            elif kid.role == "Artifact":
                continue
            elif kid.role in BLOCK_ROLES or _has_block(kid):
                self._body(kid, lang, body, blocks, depth + 1)
            else:
                body.extend(self._collect(list(_mcids(kid))))

    def table_block(
        self, element: StructElement, lang: str | None, out: list[dict[str, Any]]
    ) -> None:
        lang = element.lang or lang
        rows: list[list[dict[str, Any]]] = []
        caption: list[dict[str, Any]] = []
        top = None

        def add_rows(node: StructElement, depth: int) -> None:
            nonlocal top
            for kid in node.kids:
                if not isinstance(kid, StructElement) or depth > 8:
                    continue
                if kid.role in ("THead", "TBody", "TFoot"):
                    add_rows(kid, depth + 1)
                elif kid.role == "Caption":
                    self.flow(kid, lang, caption)
                elif kid.role == "TR":
                    row = []
                    for cell in kid.kids:
                        if not isinstance(cell, StructElement):
                            continue
                        made = self.block("paragraph", list(_mcids(cell)), cell.lang or lang)
                        if made is not None and top is None:
                            top = made["top"]
                        row.append(
                            {
                                "header": cell.role == "TH",
                                "colspan": cell.col_span,
                                "rowspan": cell.row_span,
                                "spans": made["spans"] if made else [],
                                "text": made["text"] if made else "",
                                "lang": made["lang"] if made else None,
                                "dir": made["dir"] if made else "ltr",
                            }
                        )
                    if row:
                        rows.append(row)

        add_rows(element, 0)
        out.extend(caption)
        if rows:
            out.append(
                {
                    "kind": "table",
                    "rows": rows,
                    "top": top if top is not None else 0.0,
                    "vertical": False,
                    "dir": "ltr",
                    "lang": lang,
                    "text": "",
                    "tag": "Table",
                }
            )


def _is_label(found: re.Match[str]) -> bool:
    """Whether a body's first characters are a label: a bullet, or a number or letter
    with its period or parenthesis ("1.", "a)", "(iv)"), not a word's first letter."""
    if found.group(1) is not None:
        return True
    token = found.group(0).strip()
    return token[-1:] in ".)" and (len(token) > 1)


def join(pieces: list[Piece]) -> tuple[list[dict[str, Any]], list[list[dict[str, Any]]]]:
    """The spans of pieces read in order as one paragraph (lines joined by
    :func:`joiner`), and the spans of each line."""
    spans: list[dict[str, Any]] = []
    lines: list[list[dict[str, Any]]] = []
    last = None
    for number, piece in pieces:
        if not piece:
            continue
        if number != last:
            lines.append([])
        lines[-1].extend(piece)
        if spans and number != last:
            glue = joiner(spans[-1]["text"], piece[0]["text"])
            if glue is None:
                spans[-1] = {**spans[-1], "text": spans[-1]["text"][:-1]}
            elif glue:
                spans.append(plain(glue))
        spans.extend(piece)
        last = number
    # Spaces the layout put at the ends are not the element's text.
    while spans and not spans[0]["text"].strip():
        spans.pop(0)
    while spans and not spans[-1]["text"].strip():
        spans.pop()
    if spans:
        spans[0] = {**spans[0], "text": spans[0]["text"].lstrip()}
        spans[-1] = {**spans[-1], "text": spans[-1]["text"].rstrip()}
    return spans, lines


def tagged_blocks(
    trace: PageTrace,
    text: PageText,
    structure: StructElement,
    links: list[Placed],
    boxes: dict[int, list[tuple[float, float, float, float]]],
    unmapped: str,
    image_entry: Callable[[int, str | None], dict[str, Any] | None],
    image_mcids: list[int | None],
    layout_block: Callable[[int], dict[str, Any]] | None = None,
) -> tuple[list[dict[str, Any]], set[int]] | None:
    """The page's blocks from its structure tree, and the images (their indexes in
    drawing order) placed among them; None when the tree claims none of the page's
    text or images (the layout's blocks are then used). A layout block none of whose
    text the tree claims is ``layout_block`` of its index (a heading stays one)."""
    pieces: dict[int, list[Piece]] = {}
    loose: dict[int, list[Piece]] = {}
    block_of = {n: b for b, block in enumerate(text.blocks) for n in range(block.first, block.last)}
    for n in range(len(text.lines)):
        for mark, spans in marked_line(trace, text, n, links, boxes, unmapped):
            if mark == ARTIFACT or not spans:
                continue
            if mark is None:
                loose.setdefault(block_of.get(n, -1), []).append((n, spans))
            else:
                pieces.setdefault(mark, []).append((n, spans))
    in_tree = set(_mcids(structure))
    images: dict[int, list[int]] = {}
    for index, mcid in enumerate(image_mcids):
        if mcid is not None and mcid in in_tree:
            images.setdefault(mcid, []).append(index)
    if not (in_tree & pieces.keys()) and not images:
        return None
    page = _Page(text, pieces, image_entry, images)
    blocks: list[dict[str, Any]] = []
    page.flow(structure, None, blocks)
    # Marked content the tree does not name, and unmarked text: the layout's paragraphs.
    for mcid in sorted(pieces.keys() - page.used):
        for n, spans in pieces[mcid]:
            loose.setdefault(block_of.get(n, -1), []).append((n, spans))
    claimed = {block_of.get(n, -1) for mcid in page.used for n, _ in pieces.get(mcid, ())}
    for key in sorted(loose):
        made: dict[str, Any] | None
        if layout_block is not None and key >= 0 and key not in claimed:
            made = layout_block(key)
        else:
            made = page.text_block("paragraph", sorted(loose[key], key=lambda p: p[0]), None)
        if made is None:
            continue
        at = next((i for i, b in enumerate(blocks) if b.get("top", 0.0) < made["top"]), len(blocks))
        blocks.insert(at, made)
    return blocks, page.claimed
