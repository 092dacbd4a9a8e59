"""Plain values the worker hands to the window: a loaded document, a loaded page, a scan.

They are frozen and hold core data as it comes (traces, text, fonts), so the item models
can adapt them without copying.
"""

from __future__ import annotations

from dataclasses import dataclass

from inspector.analysis import FontEntry, PageTrace
from inspector.diagnostics import Diagnosis
from inspector.findings import Finding
from inspector.gui.content_source import ContentSource
from inspector.pdf import DocumentInfo
from inspector.text import PageText

Rect = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Selection:
    """What the user looks at: a page, a font, a string of the page and a code of it."""

    page: int | None = None
    font: object | None = None
    string: int | None = None
    code: int | None = None


@dataclass(frozen=True, slots=True)
class LoadedDocument:
    """What is known as soon as a document is open."""

    path: str
    password: str | None
    info: DocumentInfo
    fonts: tuple[FontEntry, ...]
    findings: tuple[Finding, ...]


@dataclass(frozen=True, slots=True)
class GlyphBox:
    """One glyph on the displayed page: upright points, origin at the crop box's bottom left."""

    string: int
    code: int
    rect: Rect


@dataclass(frozen=True, slots=True)
class LoadedPage:
    """One interpreted page with its text, glyph boxes and content streams."""

    index: int
    trace: PageTrace
    text: PageText
    size: tuple[float, float]
    """Width and height of the displayed page in points (crop box, /Rotate applied)."""
    boxes: tuple[GlyphBox, ...]
    sources: tuple[ContentSource, ...]
    """The page's content stream first, then each Form XObject that shows text."""

    def source_for(self, forms: tuple[str, ...]) -> ContentSource | None:
        """The content stream reached through a chain of forms (``()`` is the page's)."""
        for source in self.sources:
            if source.forms == forms:
                return source
        return None


@dataclass(frozen=True, slots=True)
class PageScan:
    """What a background pass over one page contributes to the document's tables."""

    index: int
    findings: tuple[Finding, ...]
    document_findings: tuple[Finding, ...] = ()
    diagnosis: Diagnosis | None = None
    """The diagnostics over every page scanned so far (only on some scans)."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One occurrence found by a search."""

    page: int
    string: int
    code: int
    context: str
    detail: str
