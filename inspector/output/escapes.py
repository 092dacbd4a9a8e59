"""Escaping PDF-derived strings for the format they go into.

Every string a PDF supplies (font names, text, metadata, file names, finding messages)
can carry markup, template syntax, formulas, control characters or bidirectional
overrides. Each output format has one function here, and every renderer passes PDF
values through it:

- :func:`visible`: invisible and reordering characters become a visible ``⟨U+202E⟩``;
  used by all formats, and the base of the others.
- HTML escaping is Jinja2's autoescape; :func:`html_visible` adds the visible marks.
- :func:`markdown_text`: markdown syntax backslash-escaped, HTML neutralized as entities.
- :func:`csv_cell`: spreadsheet formula injection guarded with a leading apostrophe.
"""

from __future__ import annotations

import re
import unicodedata

from markupsafe import Markup, escape

BIDI_CONTROLS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])
"""Characters that reorder or embed text direction (Unicode UAX #9)."""

PAGE_TEXT_KEEP = "\n\t"
"""What a page's text keeps of the characters :func:`is_hidden` flags: its line breaks and
tabs (the report's page text and the window's text pane)."""

_JOINERS = frozenset([0x200C, 0x200D])
"""Zero-width (non-)joiners shape scripts and emoji; they are kept as they are."""


def is_hidden(char: str, keep: str = "") -> bool:
    """Whether a character would be invisible or reorder what follows it.

    Bidirectional controls, control characters (except those in ``keep``), lone
    surrogates, line and paragraph separators and format characters other than the
    zero-width joiners.
    """
    if char in keep:
        return False
    cp = ord(char)
    if cp in BIDI_CONTROLS:
        return True
    category = unicodedata.category(char)
    if category in ("Cc", "Cs", "Zl", "Zp"):
        return True
    return category == "Cf" and cp not in _JOINERS


def mark(char: str) -> str:
    """The visible stand-in of a hidden character: ``U+202E``."""
    return f"U+{ord(char):04X}"


def visible(text: str, keep: str = "") -> str:
    """``text`` with every hidden character replaced by ``⟨U+XXXX⟩``.

    Args:
        text: any string from a PDF.
        keep: characters to leave alone (``"\\n\\t"`` for page text).
    """
    if not any(is_hidden(ch, keep) for ch in text):
        return text
    return "".join(f"⟨{mark(ch)}⟩" if is_hidden(ch, keep) else ch for ch in text)


def html_visible(text: object, keep: str = "") -> Markup:
    """HTML-escaped text whose hidden characters show as small labelled boxes."""
    value = str(text)
    if not any(is_hidden(ch, keep) for ch in value):
        return escape(value)
    out = Markup("")
    for ch in value:
        if is_hidden(ch, keep):
            name = unicodedata.name(ch, "control character")
            out += Markup('<span class="ctl" title="{}">{}</span>').format(name, mark(ch))
        else:
            out += escape(ch)
    return out


_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]|~$#])")


def markdown_text(value: object) -> str:
    """A value as inert Markdown text (CommonMark and GitHub Flavored Markdown).

    Hidden characters become visible, ``& < >`` become entities (so no HTML tag or
    autolink can form), and the characters that start emphasis, code, links, tables,
    strikethrough, math and headings are backslash-escaped. Line breaks become visible
    too, so a value cannot break out of its table cell or list item.
    """
    if isinstance(value, Markup):
        return str(value)
    if value is None:
        return ""
    text = visible(str(value))
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


FORMULA_PREFIXES = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
"""Leading characters that make spreadsheets evaluate a cell (OWASP CSV injection),
including their fullwidth forms, which some spreadsheets also accept."""


def csv_cell(value: object) -> str | int | float:
    """A value safe for a CSV cell opened in a spreadsheet.

    Numbers stay numbers. Strings get hidden characters made visible and, when they
    start like a formula, a leading apostrophe.
    """
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return value
    text = visible(str(value))
    if text.startswith(FORMULA_PREFIXES):
        text = "'" + text
    return text


__all__ = [
    "BIDI_CONTROLS",
    "FORMULA_PREFIXES",
    "PAGE_TEXT_KEEP",
    "csv_cell",
    "html_visible",
    "is_hidden",
    "mark",
    "markdown_text",
    "visible",
]
