"""What every subcommand shares: exit codes, page selection, JSON output."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from inspector import pageprogress
from inspector.pagespec import parse_pages as _parse_pages

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

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


def check_output(option: str, target: str | Path, source: str | Path) -> None:
    """The one check of a file a command is asked to write (``option`` is how it was
    given, e.g. ``-o``): never the input (:func:`~inspector.files.refuse_input`), not a
    folder, and in a folder that exists, since no command creates one (a folder that is
    not there is a mistyped path more often than a wish to create it)."""
    from inspector.errors import UsageError
    from inspector.files import real, refuse_input, shown

    refuse_input(target, source)
    if Path(target).is_dir():
        raise UsageError(f"{option} {shown(target)}: is a folder; give a file name")
    if not real(target).parent.is_dir():
        raise UsageError(f"{option} {shown(target)}: the folder does not exist")


def nearest(name: str, names: Iterable[str], count: int = 3) -> list[str]:
    """The names most like a mistyped ``name`` (a subcommand, a finding code), best
    first, for "did you mean": at most ``count``, none when nothing is close."""
    import difflib

    choices = list(names)
    upper = {n.upper(): n for n in choices}
    close = difflib.get_close_matches(name.upper(), list(upper), n=count, cutoff=0.6)
    return [upper[c] for c in close]


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


def parse_pages(spec: str | None, count: int) -> list[int] | None:
    """``"1,3-5"`` to 0-based indexes (None: every page of ``count``); the number of
    pages selected is what the progress bar expects."""
    pages = _parse_pages(spec, count)
    pageprogress.expect(count if pages is None else len(pages))
    return pages


def add_quiet_argument(p: argparse.ArgumentParser) -> None:
    """-q/--quiet: no progress bar (there is none anyway when stderr is no terminal)."""
    p.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        help="no progress bar on the terminal (shown once work takes more than a second)",
    )


def add_file_arguments(p: argparse.ArgumentParser) -> None:
    """FILE, --pages, --password, --json and --quiet."""
    p.add_argument("file", help="the PDF file")
    p.add_argument("--pages", help="pages to inspect, e.g. 1,3-5 (default: all)")
    p.add_argument("--password", help="password of an encrypted file")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    add_quiet_argument(p)
