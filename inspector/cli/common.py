"""What every subcommand shares: exit codes, page selection, JSON output."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, TextIO

from inspector.pagespec import parse_pages as parse_pages

if TYPE_CHECKING:
    from collections.abc import Sequence

EXIT_OK = 0
EXIT_FOUND = 1
EXIT_ERROR = 2


UNREAD_EXIT_NOTE = (
    "1 done, but part of the content of some pages was not read whole\n"
    "  (damaged, cut short, an unknown filter, a limit): a line per such page on stderr"
)
"""What exit code 1 means for the commands that print text (their --help)."""


def unread_warning(page_index: int, unread: Sequence[str]) -> str | None:
    """The line a command printing text writes on stderr for a page with content that
    was not read whole (``unread``: the messages of the findings saying so; None when
    all of it was), translated."""
    if not unread:
        return None
    from inspector.i18n import msg, tr

    first = unread[0]
    if len(unread) == 1:
        line = msg("page {page}: not read whole: {message}", page=page_index + 1, message=first)
    else:
        line = msg(
            "page {page}: not read whole: {message} (and {more} more)",
            page=page_index + 1,
            message=first,
            more=len(unread) - 1,
        )
    return tr(line)


def warn_unread(lines: list[str]) -> int:
    """Write the lines on stderr; the exit code of a command that printed text."""
    for line in lines:
        print(f"warning: {line}", file=sys.stderr)
    return EXIT_FOUND if lines else EXIT_OK


def write_json(out: TextIO, value: Any) -> None:
    # orjson and the report package are imported only by the commands that write JSON.
    from inspector.output.json_text import dumps

    out.write(dumps(value))


def write_text(out: TextIO, piece: str | bytes) -> None:
    """Write text, or text already encoded in UTF-8: straight to the bytes underneath
    when ``out`` writes UTF-8 (a page of ``trace --json`` is a megabyte; decoding it only
    to encode it again costs time), else decoded."""
    if isinstance(piece, bytes):
        buffer = getattr(out, "buffer", None)
        encoding = (getattr(out, "encoding", None) or "").lower().replace("-", "")
        if buffer is not None and encoding == "utf8":
            out.flush()  # what was written as text goes first
            buffer.write(piece)
            return
        piece = piece.decode("utf-8", "surrogatepass")
    out.write(piece)


def add_file_arguments(p: argparse.ArgumentParser) -> None:
    """FILE, --pages, --password and --json."""
    p.add_argument("file", help="the PDF file")
    p.add_argument("--pages", help="pages to inspect, e.g. 1,3-5 (default: all)")
    p.add_argument("--password", help="password of an encrypted file")
    p.add_argument("--json", action="store_true", help="machine-readable output")
