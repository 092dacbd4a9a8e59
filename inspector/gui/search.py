"""What the search box understands, and matching one page against it.

``U+65E5`` finds a Unicode value, ``<93fa>`` or ``0x93fa`` a code, ``cid:1234`` a CID;
anything else is looked up in the page's extracted text.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from inspector.gui.chain_text import code_points
from inspector.gui.state import SearchHit

if TYPE_CHECKING:
    from inspector.analysis import PageTrace
    from inspector.chain import DecodedCode
    from inspector.text import PageText

CONTEXT = 12
"""Characters of text shown on each side of a hit."""


class QueryKind(enum.Enum):
    """What a query looks for."""

    TEXT = "text"
    UNICODE = "unicode"
    CODE = "code"
    CID = "cid"


@dataclass(frozen=True, slots=True)
class Query:
    """A parsed search query."""

    kind: QueryKind
    text: str = ""
    code: bytes = b""
    number: int = 0

    def describe(self) -> str:
        """The query as the results header says it."""
        if self.kind is QueryKind.UNICODE:
            return f"Unicode {code_points(self.text)}"
        if self.kind is QueryKind.CODE:
            return f"code <{self.code.hex()}>"
        if self.kind is QueryKind.CID:
            return f"CID {self.number}"
        return f"text “{self.text}”"


_UNICODE = re.compile(r"(?:U\+[0-9A-F]{4,6}\s*)+", re.IGNORECASE)
_HEX = re.compile(r"<\s*([0-9A-F\s]+)\s*>|0x([0-9A-F]+)", re.IGNORECASE)
_CID = re.compile(r"cid\s*[:= ]?\s*(\d+)", re.IGNORECASE)


def parse_query(raw: str) -> Query | None:
    """Parse the search box; None for an empty query."""
    text = raw.strip()
    if not text:
        return None
    if _UNICODE.fullmatch(text):
        chars = "".join(chr(int(cp, 16)) for cp in re.findall(r"[0-9A-F]{4,6}", text, re.I))
        return Query(QueryKind.UNICODE, text=chars)
    found = _HEX.fullmatch(text)
    if found:
        digits = re.sub(r"\s", "", found.group(1) or found.group(2))
        if len(digits) % 2:
            digits = "0" + digits
        return Query(QueryKind.CODE, code=bytes.fromhex(digits))
    found = _CID.fullmatch(text)
    if found:
        return Query(QueryKind.CID, number=int(found.group(1)))
    return Query(QueryKind.TEXT, text=raw)


def _matches(query: Query, code: DecodedCode) -> bool:
    info = code.info
    if query.kind is QueryKind.UNICODE:
        return info.unicode is not None and query.text in info.unicode
    if query.kind is QueryKind.CODE:
        return info.code_bytes == query.code
    return info.cid == query.number


def search_page(query: Query, trace: PageTrace, text: PageText) -> list[SearchHit]:
    """Every occurrence of the query on one page, in text order for text queries."""
    hits: list[SearchHit] = []
    page = trace.page_index
    if query.kind is QueryKind.TEXT:
        for found in re.finditer(re.escape(query.text), text.text, re.IGNORECASE):
            span = text.span_at(found.start())
            if span is not None:
                context = _context(text.text, found.start(), len(found.group()))
                hits.append(SearchHit(page, span.string, span.code, context, "text"))
        return hits
    for show in trace.strings:
        for index, code in enumerate(show.decoded.codes):
            if _matches(query, code):
                info = code.info
                detail = (
                    f"<{info.code_bytes.hex()}> CID {info.cid if info.cid is not None else '-'}"
                )
                hits.append(
                    SearchHit(
                        page, show.serial, index, _string_context(show.decoded.text, index), detail
                    )
                )
    return hits


def _context(text: str, start: int, length: int) -> str:
    lo = max(0, start - CONTEXT)
    hi = min(len(text), start + length + CONTEXT)
    return text[lo:hi].replace("\n", " ⏎ ")


def _string_context(text: str, index: int) -> str:
    lo = max(0, index - CONTEXT)
    return text[lo : index + CONTEXT]
