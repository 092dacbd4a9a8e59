"""Syntax highlighting of CMap and content-stream excerpts with Pygments, inline styles.

The report is one self-contained file, so the formatter writes inline ``style``
attributes (``noclasses``) instead of a stylesheet of token classes. Pygments escapes
the token text; hidden characters are made visible before lexing.
"""

from __future__ import annotations

from collections.abc import Sequence

from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer, RegexLexer, bygroups
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Other,
    Punctuation,
    String,
    Whitespace,
)

from inspector.output.escapes import visible

_DELIM = r"()<>\[\]{}/%"
_REGULAR = rf"[^\s{_DELIM}]"
_END = rf"(?=[\s{_DELIM}]|$)"

STYLE = "default"
HIGHLIGHT_COLOUR = "#fff2a8"


class ContentStreamLexer(RegexLexer):  # type: ignore[misc]
    """Operators, operands, strings, comments and inline images of a content stream
    (ISO 32000-1 §7.8.2, §8.9.7).

    Used by the report's excerpts and by the window. Streams are bytes: decoded as
    Latin-1, every byte is one character and offsets in the text are offsets in the stream.
    """

    name = "PDF content stream"
    aliases = ["pdf-content"]  # noqa: RUF012 (Pygments convention)
    filenames: list[str] = []  # noqa: RUF012

    tokens = {  # noqa: RUF012
        "root": [
            (r"\s+", Whitespace),
            (r"%[^\r\n]*", Comment.Single),
            (r"\(", String, "string"),
            (r"<<|>>", Punctuation),
            (r"<[0-9A-Fa-f\s]*>", String.Other),
            (r"[\[\]{}]", Punctuation),
            (rf"/{_REGULAR}*", Name.Variable),
            (rf"[+-]?(?:\d+\.?\d*|\.\d+){_END}", Number),
            (rf"(?:true|false|null){_END}", Keyword.Constant),
            (rf"BI{_END}", Keyword.Namespace, "inline"),
            (rf"(?:Tj|TJ|'|\"){_END}", Keyword.Reserved),
            (rf"{_REGULAR}+", Keyword),
            (r".", Other),
        ],
        "string": [
            (r"\\(?:[0-7]{1,3}|.|\n)", String.Escape),
            (r"\(", String, "#push"),
            (r"\)", String, "#pop"),
            (r"[^()\\]+", String),
        ],
        "inline": [
            (r"\s+", Whitespace),
            (r"(ID)(\s)", bygroups(Keyword.Namespace, Whitespace), "image-data"),
            (rf"/{_REGULAR}*", Name.Variable),
            (rf"[+-]?(?:\d+\.?\d*|\.\d+){_END}", Number),
            (r"\(", String, "string"),
            (r"<[0-9A-Fa-f\s]*>", String.Other),
            (r"[\[\]]", Punctuation),
            (rf"{_REGULAR}+", Name.Constant),
            (r".", Other),
        ],
        "image-data": [
            (
                rf"(?s)(.*?)(\s?)(EI){_END}",
                bygroups(Comment.Preproc, Whitespace, Keyword.Namespace),
                "#pop:2",
            ),
            (r"(?s).+", Comment.Preproc),
        ],
    }


def lexer_for(language: str) -> Lexer:
    """The lexer of ``"content"`` streams or ``"cmap"`` sources.

    CMaps (Adobe Technical Note #5014) are written in the same token syntax as content
    streams (hex strings, names, numbers, keywords such as ``begincidrange``), so one
    lexer serves both; the language is kept for callers that want to say which it is.
    """
    del language
    return ContentStreamLexer(stripnl=False, ensurenl=False)


def highlight_lines(
    lines: Sequence[str], language: str, first_line: int, marked: Sequence[int] = ()
) -> Markup:
    """HTML for consecutive source lines, numbered from ``first_line``.

    Args:
        lines: the lines, without line ends.
        language: ``"cmap"`` or ``"content"``.
        first_line: the 1-based number of the first line.
        marked: line numbers (in the source's numbering) to highlight.
    """
    text = "\n".join(visible(line, keep="\t") for line in lines) + "\n"
    formatter = HtmlFormatter(
        noclasses=True,
        style=STYLE,
        linenos="inline",
        linenostart=first_line,
        hl_lines=[n - first_line + 1 for n in marked if first_line <= n < first_line + len(lines)],
        nobackground=True,
        wrapcode=True,
    )
    formatter.style.highlight_color = HIGHLIGHT_COLOUR
    # Pygments escapes every token's text.
    return Markup(highlight(text, lexer_for(language), formatter))


__all__ = ["ContentStreamLexer", "highlight_lines", "lexer_for"]
