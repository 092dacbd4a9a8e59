"""Marked-content /ActualText over a page's glyphs (ISO 32000-1 §14.9.4).

An /ActualText replaces the text of every glyph drawn inside its marked-content sequence
(the innermost sequence that has one, :func:`inspector.content.actual_text_of`): the
layout gives its text to the first of them and none to the others
(:mod:`inspector.text.glyphs`). This module says, for the chain of any of those glyphs,
which sequence replaced its text, what the sequence covers and what the glyphs alone
would give. A string operand lies wholly inside or outside a sequence: marked content
begins and ends between operators.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from inspector.chain import CodeInfo, UnicodeSource
from inspector.content import TextShow, actual_text_of
from inspector.text.normalize import recovered_unicode, text_for


@dataclass(frozen=True, slots=True)
class ActualText:
    """One /ActualText and the glyphs whose text it replaces."""

    sequence: int
    """The marked-content sequence's serial on the page (``MarkedContent.serial``)."""
    text: str
    """The /ActualText: the text of all the glyphs below (empty: they give none)."""
    glyphs: tuple[tuple[int, int], ...]
    """(string serial, code index) of each glyph it covers, in content order; the first
    carries the text in the page's text."""
    glyphs_text: str
    """What the glyphs alone give, each code's text as ``text`` prints it without the
    /ActualText (U+FFFD for a code nothing maps)."""

    @property
    def strings(self) -> tuple[int, ...]:
        """The serials of the strings it covers, in content order (each wholly)."""
        return tuple(dict.fromkeys(string for string, _code in self.glyphs))

    @property
    def carrier(self) -> tuple[int, int] | None:
        """The glyph that carries the text in the page's text (None: no glyph)."""
        return self.glyphs[0] if self.glyphs else None


@dataclass(frozen=True, slots=True)
class GlyphText:
    """What the page's text gives for one glyph, and which rule gave it: the last step of
    the chain, after the code's Unicode (which it may replace)."""

    text: str
    """The glyph's text as ``text`` prints it (an /ActualText's whole text on the glyph
    that carries it, nothing on the others it covers; U+FFFD for a code nothing maps)."""
    source: UnicodeSource
    """ACTUAL_TEXT, the route of recovered text (FONT_CMAP, GLYPH_NAME ...) for a code the
    PDF maps to nothing, else the code's own Unicode source (NONE: nothing gives text)."""
    actual: ActualText | None = None
    """The /ActualText that replaced the glyph's own text."""
    unified: bool = False
    """The ToUnicode's Kangxi radicals or compatibility ideographs became the unified
    ideographs the evidence shows drawn (``CodeInfo.unified``)."""


def glyph_text(
    info: CodeInfo, actual: ActualText | None = None, glyph: tuple[int, int] | None = None
) -> GlyphText:
    """The text of the glyph ``glyph`` (string serial, code index) of code ``info``, under
    the /ActualText ``actual`` that covers it, if any."""
    if actual is not None:
        text = actual.text if glyph is None or glyph == actual.carrier else ""
        return GlyphText(text, UnicodeSource.ACTUAL_TEXT, actual)
    text, _raw = text_for(info, unmapped="\ufffd", raw=False, recover=True)
    if info.unicode is None:
        if recovered_unicode(info) is not None:
            return GlyphText(text, info.recovered_source)
        return GlyphText(text, UnicodeSource.NONE)
    return GlyphText(text, info.unicode_source, unified=info.unified is not None)


def page_actual_texts(strings: Iterable[TextShow]) -> tuple[ActualText, ...]:
    """The /ActualText sequences that cover glyphs of these strings (a page's, in content
    order), each with the glyphs it covers; sequences over no glyph are left out."""
    found: dict[int, tuple[str, list[tuple[int, int]], list[str]]] = {}
    for show in strings:
        if not show.marked:
            continue
        mc = actual_text_of(show.marked)
        infos = show.decoded.infos
        if mc is None or not infos:
            continue
        entry = found.get(mc.serial)
        if entry is None:
            entry = found[mc.serial] = (mc.actual_text or "", [], [])
        entry[1].extend((show.serial, index) for index in range(len(infos)))
        entry[2].extend(
            text_for(info, unmapped="\ufffd", raw=False, recover=True)[0] for info in infos
        )
    return tuple(
        ActualText(serial, text, tuple(glyphs), "".join(texts))
        for serial, (text, glyphs, texts) in found.items()
    )


def actual_text_index(
    actual_texts: Sequence[ActualText],
) -> dict[tuple[int, int], ActualText]:
    """Each covered glyph's (string serial, code index) to its /ActualText."""
    return {glyph: actual for actual in actual_texts for glyph in actual.glyphs}


def string_actual_texts(actual_texts: Sequence[ActualText]) -> dict[int, ActualText]:
    """Each covered string's serial to its /ActualText."""
    return {string: actual for actual in actual_texts for string in actual.strings}


__all__ = [
    "ActualText",
    "GlyphText",
    "actual_text_index",
    "glyph_text",
    "page_actual_texts",
    "string_actual_texts",
]
