"""What the diagnosis takes from one page, in a form another process can send.

Pages read in a worker process send, per font, the distinct codes they show with their
descriptions in the order they first showed them, how often and where first, and what the
font learned from its program meanwhile (outline answers, the program's facts and
findings). The parent's fonts adopt them (:meth:`Font.adopt`), the first description of
each code winning, so every verdict and finding is the one a single process reaches
(:meth:`Diagnoser.merge`) without describing the codes again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from inspector.chain import CodeInfo, Flag, received_codes, sent_codes
from inspector.decode import FontEntry
from inspector.decode.font import FontLearning
from inspector.diagnostics.verdict import PageHealth
from inspector.findings import Finding

if TYPE_CHECKING:
    from inspector.content import PageTrace


class FontSource(Protocol):
    """Where a run's fonts are found by key (an analysis)."""

    def font_entry(self, key: object) -> FontEntry | None:
        """The font behind a key, or None."""


@dataclass(slots=True)
class RunFontUsage:
    """The codes a run of pages shows with one font."""

    font_name: str
    """The resource name of the first ``Tf`` selecting the font."""
    page_index: int
    """The page of that first ``Tf``."""
    codes: dict[bytes, CodeInfo] = field(default_factory=dict)
    """Distinct code bytes in order of first showing -> their description."""
    counts: Counter[bytes] = field(default_factory=Counter)
    first_seen: dict[bytes, tuple[int, int]] = field(default_factory=dict)
    glyphs: int = 0
    actual_text: int = 0
    learning: FontLearning | None = None
    """What the font learned describing the codes (see :meth:`Font.learned`)."""

    def __reduce__(self) -> tuple[Any, ...]:
        # The descriptions travel as columns (chain.sent_codes): a run's largest part.
        return _received_font_usage, (
            self.font_name,
            self.page_index,
            sent_codes(self.codes.values()),
            self.counts,
            self.first_seen,
            self.glyphs,
            self.actual_text,
            self.learning,
        )


def _received_font_usage(
    font_name: str,
    page_index: int,
    codes: tuple[tuple[Any, ...], ...],
    counts: Counter[bytes],
    first_seen: dict[bytes, tuple[int, int]],
    glyphs: int,
    actual_text: int,
    learning: FontLearning | None,
) -> RunFontUsage:
    """A :class:`RunFontUsage` as received from another process: its descriptions
    rebuilt in order, each keyed by its own (shared) code bytes."""
    infos = received_codes(codes)
    return RunFontUsage(
        font_name,
        page_index,
        {info.code_bytes: info for info in infos},
        counts,
        first_seen,
        glyphs,
        actual_text,
        learning,
    )


@dataclass(frozen=True, slots=True)
class MissingFontUse:
    """A string's font selected by a name that no resource dictionary defines (a
    missing resource): where, under which name, from which form."""

    page_index: int
    key: object
    """The interpreter's key of the font (``("missing", name)``)."""
    font_name: str
    form: str | None
    """The innermost Form XObject the string is drawn from, or None (the page's own)."""


def missing_font_uses(trace: PageTrace) -> list[MissingFontUse]:
    """The distinct uses of fonts whose resource is missing on a traced page, in the
    order of its strings."""
    found: dict[MissingFontUse, None] = {}
    for show in trace.strings:
        key = show.font_key
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "missing":
            form = show.forms[-1] if show.forms else None
            found[MissingFontUse(trace.page_index, key, show.font_name, form)] = None
    return list(found)


@dataclass(slots=True)
class RunUsage:
    """A run of consecutive pages' part of the diagnosis, gathered page by page with
    :meth:`add`."""

    pages: list[PageHealth] = field(default_factory=list)
    fonts: dict[object, RunFontUsage] = field(default_factory=dict)
    """Font key -> its usage, in order of first use."""
    findings: list[Finding] = field(default_factory=list)
    unread: list[Finding] = field(default_factory=list)
    recovered: list[Finding] = field(default_factory=list)
    missing: list[MissingFontUse] = field(default_factory=list)
    """The uses of fonts whose resource is missing, page by page (not the diagnosis:
    the window lists them under their pages, as it does for the pages it reads)."""

    def add(self, trace: PageTrace) -> None:
        """Take in the next page."""
        fonts = self.fonts
        for show in trace.strings:
            usage = fonts.get(show.font_key)
            if usage is None:
                usage = fonts[show.font_key] = RunFontUsage(show.font_name, trace.page_index)
            infos = show.decoded.infos
            keys = [info.code_bytes for info in infos]
            usage.counts.update(keys)
            codes, first_seen = usage.codes, usage.first_seen
            where = (show.page_index, show.serial)
            for info in infos:
                key = info.code_bytes
                if key not in codes:
                    codes[key] = info
                    first_seen.setdefault(key, where)
            usage.glyphs += len(keys)
            if any(mc.actual_text is not None for mc in show.marked):
                usage.actual_text += len(infos)
        self.pages.append(page_health(trace))
        self.findings.extend(trace.findings)
        self.unread.extend(trace.unread)
        self.recovered.extend(trace.recovered)
        self.missing.extend(missing_font_uses(trace))


_UNTRUSTED = frozenset((Flag.UNMAPPED, Flag.SUSPECT, Flag.INVALID))


def page_health(trace: PageTrace) -> PageHealth:
    """How many of a traced page's glyphs have trustworthy text, and how many more can be
    recovered (from the program, or from glyph shapes)."""
    glyphs = trusted = recoverable = by_shape = 0
    untrusted = _UNTRUSTED
    for show in trace.strings:
        infos = show.decoded.infos
        glyphs += len(infos)
        for info in infos:
            flags = info.flags
            if not flags or untrusted.isdisjoint(flags):
                trusted += 1
            elif Flag.UNMAPPED in flags and info.recovered is not None:
                recoverable += 1
                if info.shape is not None:
                    by_shape += 1
    unread = len(trace.unread) + len(trace.font_unread)
    return PageHealth(trace.page_index, glyphs, trusted, recoverable, unread, by_shape)


def run_usage(traces: Iterable[PageTrace], analysis: FontSource) -> RunUsage:
    """The part of a run of pages traced by ``analysis`` the diagnosis needs, with what
    each font learned describing their codes."""
    run = RunUsage()
    for trace in traces:
        run.add(trace)
    return with_learning(run, analysis)


def with_learning(run: RunUsage, analysis: FontSource) -> RunUsage:
    """``run`` with what each of its fonts (those of ``analysis``, which traced its pages)
    learned describing their codes, ready to be sent."""
    for key, usage in run.fonts.items():
        entry = analysis.font_entry(key)
        if entry is not None:
            usage.learning = entry.font.learned(list(usage.codes.values()))
    return run


__all__ = [
    "MissingFontUse",
    "RunFontUsage",
    "RunUsage",
    "missing_font_uses",
    "page_health",
    "run_usage",
    "with_learning",
]
