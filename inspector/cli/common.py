"""What every subcommand shares: exit codes, page selection, JSON output."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from inspector.errors import UsageError
from inspector.report.json_text import dumps

EXIT_OK = 0
EXIT_FOUND = 1
EXIT_ERROR = 2


def parse_pages(spec: str | None, count: int) -> list[int] | None:
    """``"1,3-5"`` to 0-based indexes; None means every page."""
    if spec is None:
        return None
    out: list[int] = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        try:
            if "-" in part:
                lo_text, hi_text = part.split("-", 1)
                lo = int(lo_text) if lo_text else 1
                hi = int(hi_text) if hi_text else count
            else:
                lo = hi = int(part)
        except ValueError:
            raise UsageError(f"--pages: '{part}' is not a page number or range") from None
        if lo < 1 or hi < lo:
            raise UsageError(f"--pages: '{part}' is not a valid range")
        if lo > count:
            raise UsageError(f"--pages: page {lo} does not exist (the document has {count})")
        out.extend(range(lo - 1, min(hi, count)))
    return list(dict.fromkeys(out))


def write_json(out: TextIO, value: Any) -> None:
    out.write(dumps(value))


def add_file_arguments(p: argparse.ArgumentParser) -> None:
    """FILE, --pages, --password and --json."""
    p.add_argument("file", help="the PDF file")
    p.add_argument("--pages", help="pages to inspect, e.g. 1,3-5 (default: all)")
    p.add_argument("--password", help="password of an encrypted file")
    p.add_argument("--json", action="store_true", help="machine-readable output")
