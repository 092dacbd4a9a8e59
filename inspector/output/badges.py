"""The one home of the Unicode-source badges: the short word naming the rule that gave a
code its Unicode (ISO 32000-1 §9.10.2), shown under a code in the window. The PDF's own
names stay as they are; the others are translated where shown, through gettext like
every word the core gives (:func:`inspector.i18n.tr`)."""

from __future__ import annotations

from inspector.chain import UnicodeSource
from inspector.i18n import N_, tr

SOURCE_BADGES: dict[UnicodeSource, str] = {
    UnicodeSource.TOUNICODE: "ToUnicode",
    UnicodeSource.COLLECTION: "UCS2",
    UnicodeSource.ENCODING: "Encoding",
    UnicodeSource.GLYPH_NAME: N_("glyph name"),
    UnicodeSource.FONT_CMAP: N_("font cmap"),
    UnicodeSource.ACTUAL_TEXT: "ActualText",
    UnicodeSource.NONE: N_("unmapped"),
}
"""Short label of each Unicode source a code can have (the routes of recovered text,
glyph shapes and name patterns, are named by the recovery, not by a badge)."""

_PDF_NAMES = frozenset(("ToUnicode", "UCS2", "Encoding", "ActualText"))


def source_badge(source: UnicodeSource) -> str:
    """The badge of a Unicode source in the current language (a PDF name as it is)."""
    badge = SOURCE_BADGES[source]
    return badge if badge in _PDF_NAMES else tr(badge)


__all__ = ["SOURCE_BADGES", "source_badge"]
