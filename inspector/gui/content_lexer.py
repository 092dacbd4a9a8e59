"""A Pygments lexer for PDF content streams (ISO 32000-1 §7.8.2, §8.9.7).

Content streams are bytes; the window decodes them as Latin-1 so that every byte is one
character and offsets in the text are offsets in the stream.
"""

from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups
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

_DELIM = r"()<>\[\]{}/%"
_REGULAR = rf"[^\s{_DELIM}]"
_END = rf"(?=[\s{_DELIM}]|$)"

TEXT_OPERATOR_TOKEN = Keyword.Reserved
"""Token type of text-showing operators (Tj, TJ, ', ")."""


class PdfContentLexer(RegexLexer):
    """Operators, operands, strings, comments and inline images of a content stream."""

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
            (rf"(?:Tj|TJ|'|\"){_END}", TEXT_OPERATOR_TOKEN),
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
