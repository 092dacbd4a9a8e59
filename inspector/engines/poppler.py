"""What poppler's ``pdffonts`` says of the fonts, as evidence beside pdftotext's text.

pdftotext and pdffonts read fonts alike: a font ``pdffonts`` lists with ``uni no`` has
no ToUnicode poppler can use, and pdftotext then falls back on the encoding or prints the
CID. The listing is keyed by object number, so it attaches to our font exactly.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence

FONT_COLUMNS = 5
"""Columns at the end of a pdffonts row: emb, sub, uni, object number, generation."""


def pdffonts_notes(
    path: str | os.PathLike[str],
    pages: Sequence[int],
    time_limit: float,
    password: str | None = None,
    memory_limit: int | None = None,
) -> dict[int, str]:
    """Object number -> "emb yes, uni no" for the fonts pdffonts lists on the 1-based
    pages; empty when pdffonts is missing, fails or runs out of time or memory (a child
    under ``memory_limit`` MiB, as the engines)."""
    from inspector.engines.run import limit_memory

    tool = shutil.which("pdffonts")
    if tool is None or not pages:
        return {}
    try:
        done = subprocess.run(
            [
                tool,
                *(["-upw", password] if password is not None else []),
                "-f",
                str(min(pages)),
                "-l",
                str(max(pages)),
                str(path),
            ],
            capture_output=True,
            timeout=time_limit,
            stdin=subprocess.DEVNULL,
            preexec_fn=limit_memory(memory_limit),
        )
    except (OSError, subprocess.SubprocessError):
        return {}
    if done.returncode != 0:
        return {}
    return parse_pdffonts(done.stdout.decode("utf-8", "replace"))


def parse_pdffonts(listing: str) -> dict[int, str]:
    """The rows of a pdffonts listing (after its two heading lines)."""
    out: dict[int, str] = {}
    for line in listing.splitlines()[2:]:
        parts = line.split()
        if len(parts) < FONT_COLUMNS + 1:
            continue
        emb, _sub, uni, number, _gen = parts[-FONT_COLUMNS:]
        if number.isdigit() and emb in ("yes", "no") and uni in ("yes", "no"):
            out[int(number)] = f"emb {emb}, uni {uni}"
    return out


__all__ = ["parse_pdffonts", "pdffonts_notes"]
