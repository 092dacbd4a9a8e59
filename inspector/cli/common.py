"""What every subcommand shares: exit codes, page selection, JSON output."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from inspector.pagespec import parse_pages as parse_pages

EXIT_OK = 0
EXIT_FOUND = 1
EXIT_ERROR = 2


def write_json(out: TextIO, value: Any) -> None:
    # orjson and the report package are imported only by the commands that write JSON.
    from inspector.report.json_text import dumps

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
