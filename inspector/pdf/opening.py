"""``pikepdf.open`` for any file name.

pikepdf hands qpdf ``str(path)`` as the file's description, which must be valid UTF-8: a
name that is not (``latin1-\\xe9.pdf``, held by Python with surrogates) was refused with
a TypeError. The file is opened through :class:`~inspector.files.ShownPath`, which opens
it by its name and describes it with ``\\xNN`` escapes (in qpdf's messages too).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, cast

import pikepdf

from inspector.files import ShownPath


def open_pdf(path: str | os.PathLike[str], **options: Any) -> pikepdf.Pdf:
    """``pikepdf.open(path, **options)`` that takes every name the system has."""
    # pikepdf's annotation says str | Path | stream; it uses the path through os.fspath
    # and str(), both of which ShownPath answers.
    return pikepdf.open(cast(Path, ShownPath(path)), **options)
