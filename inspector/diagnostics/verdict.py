"""Verdicts: per font, per page and per file, each with one sentence of reason."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from inspector.findings import Finding

OCR_THRESHOLD = 0.9
"""Below this share of glyphs with trustworthy Unicode, a page is better read by OCR."""


class Verdict(enum.Enum):
    """What a user can expect of the text of a font or a file."""

    __hash__ = object.__hash__  # members are singletons; the C slot is faster

    OK = "ok"
    """Every code used has a trustworthy Unicode value."""
    RECOVERABLE = "recoverable"
    """Codes lack Unicode in the PDF, but other evidence recovers it."""
    SUSPICIOUS = "suspicious"
    """A mapping exists, but the evidence disagrees with it."""
    NOT_RECOVERABLE = "not-recoverable"
    """Only OCR can give the text of some codes."""
    UNREADABLE = "unreadable"
    """Part of what the pages show (content, a form, a font's CMap or program) could not
    be read: damaged beyond recovery, cut short, or beyond a limit. The text there is
    unknown, so nothing about it is "ok"."""

    @property
    def rank(self) -> int:
        """Badness, for picking the worst verdict."""
        return _RANK[self]


_RANK = {
    Verdict.OK: 0,
    Verdict.RECOVERABLE: 1,
    Verdict.SUSPICIOUS: 2,
    Verdict.NOT_RECOVERABLE: 3,
    Verdict.UNREADABLE: 4,
}

_RANK_OF_VALUE = {verdict.value: rank for verdict, rank in _RANK.items()}


def verdict_rank(value: str | None) -> int:
    """The badness of a verdict's value as records keep it (``"not-recoverable"``): the
    one rank of :attr:`Verdict.rank`, for the reports' records; none (a font no page
    used) ranks as ``ok``."""
    return _RANK_OF_VALUE.get(value or "ok", 0)


@dataclass(frozen=True, slots=True)
class FontVerdict:
    """A font's verdict with the counts behind it."""

    verdict: Verdict
    reason: str
    root_cause: str | None
    """The finding code most responsible for the verdict."""
    codes_used: int
    glyphs: int
    unmapped: int
    suspect: int
    invalid: int
    recovery: str | None = None
    """How the text can be recovered: "collection", "font-cmap", "glyph-name",
    "glyph-shape" (outlines matched against installed fonts, when asked),
    "normalization" (variant ideographs unified on evidence)."""


@dataclass(frozen=True, slots=True)
class PageHealth:
    """How much of a page's text can be trusted."""

    page_index: int
    glyphs: int
    trustworthy: int
    recoverable: int = 0
    """Glyphs without Unicode in the PDF whose embedded program says which character
    they are (the text and a repair recover them)."""
    unread: int = 0
    """Parts of the page's content that could not be read (streams, forms, limits), and
    fonts its text uses that were not read whole (CMaps, programs, Type3 glyphs): the
    glyphs counted are only those of the content that was read."""
    by_shape: int = 0
    """Of the recoverable glyphs, those read from their glyph shapes (the glyph-shape
    route, when asked): guesses a person should review."""

    @property
    def need_person(self) -> int:
        """Glyphs whose text nothing gives: neither the file, its fonts' programs nor
        (when asked) their shapes. A person or OCR must read them."""
        return max(0, self.glyphs - self.trustworthy - self.recoverable)

    @property
    def share(self) -> float | None:
        """Share of glyphs with trustworthy Unicode (1.0 for a page without text); None,
        unknown, when part of the page's content could not be read."""
        if self.unread:
            return None
        return self.trustworthy / self.glyphs if self.glyphs else 1.0

    @property
    def ocr_recommended(self) -> bool:
        """Whether OCR would read this page better than its fonts and their programs do."""
        readable = (self.trustworthy + self.recoverable) / self.glyphs if self.glyphs else 1.0
        return self.glyphs > 0 and readable < OCR_THRESHOLD


@dataclass(frozen=True, slots=True)
class Diagnosis:
    """Everything the diagnostics concluded about a document (or some of its pages)."""

    verdict: Verdict
    reason: str
    root_cause: str | None
    fonts: Mapping[object, FontVerdict]
    findings: Mapping[object, tuple[Finding, ...]]
    """Findings per font key: the font's own and those the rules found."""
    pages: tuple[PageHealth, ...]
    page_findings: tuple[Finding, ...]
    unread: tuple[Finding, ...] = ()
    """Findings on the parts of the pages' content that could not be read."""
    recovered: tuple[Finding, ...] = ()
    """Findings on content recovered where qpdf, pdftotext and mutool read nothing."""
