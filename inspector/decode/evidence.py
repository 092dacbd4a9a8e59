"""Evidence beside the chain: what the font program says a glyph is.

ISO 32000-1 §9.10.2 gives the rules by which a PDF maps codes to Unicode; when they give
nothing, "there is no way to determine what the character code represents" and a reader
may choose. What a careful reader chooses, and what a repair writes into a ToUnicode, is
the evidence this module weighs, once per code while the code is described:

- *Recovery* for a code the PDF maps to nothing: the character the embedded program's own
  Unicode cmap gives the glyph drawn, else the glyph's name through the Adobe Glyph List
  (for a symbolic TrueType font: the ``post`` name of the glyph §9.6.6.4 selects). Private
  use values never count: a symbol font's cmap answers with U+F0xx, which is not text.
"""

from __future__ import annotations

from inspector.chain import UnicodeSource
from inspector.decode.unicode import is_suspect_char
from inspector.encoding import glyph_name_to_unicode


def is_usable_text(text: str | None) -> bool:
    """Evidence that can stand for text: not empty, nothing suspect (§9.10.3 private use,
    controls, U+FFFD)."""
    return bool(text) and not any(is_suspect_char(ch) for ch in text or "")


def recovery(
    program_unicode: str | None, glyph_name: str | None, *, zapf_dingbats: bool = False
) -> tuple[str, UnicodeSource] | None:
    """The text evidence gives a code the PDF maps to nothing, and its route.

    The embedded program's Unicode cmap (``font-cmap``) first, else the glyph name by the
    Adobe Glyph List rules (``glyph-name``; §9.10.2 names the AGL for glyph names, and
    §9.6.6.4 is how a symbolic TrueType font's code reaches the glyph whose ``post`` name
    this is). A private-use value from either is not text (a symbol font's (3,0) cmap
    works in U+F000-U+F0FF) and does not count.

    Args:
        program_unicode: what the program's own cmap gives the glyph drawn.
        glyph_name: the glyph's name (the encoding's, else the program's).
        zapf_dingbats: the names are those of the ZapfDingbats glyph list.

    Returns:
        The text and ``UnicodeSource.FONT_CMAP`` or ``UnicodeSource.GLYPH_NAME``, or None.
    """
    if is_usable_text(program_unicode):
        assert program_unicode is not None
        return program_unicode, UnicodeSource.FONT_CMAP
    if glyph_name:
        named = glyph_name_to_unicode(glyph_name, zapf_dingbats=zapf_dingbats)
        if named is not None and is_usable_text(named):
            return named, UnicodeSource.GLYPH_NAME
    return None
