"""Writing a repaired copy: new ToUnicode streams on chosen fonts, nothing else changed."""

from __future__ import annotations

import os
import warnings
from collections.abc import Mapping
from pathlib import Path

import pikepdf

from inspector.errors import DocumentOpenError, UsageError


def save_with_tounicode(
    source: str | os.PathLike[str],
    target: str | os.PathLike[str],
    streams: Mapping[int, bytes],
    password: str | None = None,
) -> None:
    """Copy ``source`` to ``target`` with each font object ``num`` given a /ToUnicode
    stream holding ``streams[num]`` (ISO 32000-1 §9.10.3). The source is never written.

    Raises:
        UsageError: the target is the source file itself.
        DocumentOpenError: the source cannot be read or the target cannot be written.
    """
    src, dst = Path(source), Path(target)
    if dst.exists() and dst.resolve() == src.resolve():
        raise UsageError(f"{dst}: refusing to overwrite the input file; choose another name")
    try:
        with warnings.catch_warnings():
            # Neither warning is about the repair: a password the source does not need,
            # form widgets the source already kept outside /AcroForm (left as they were).
            warnings.filterwarnings("ignore", "A password was provided", UserWarning)
            warnings.filterwarnings("ignore", category=pikepdf.PageCopyWarning)
            with pikepdf.open(src, password=password or "") as pdf:
                for num, data in streams.items():
                    font = pdf.get_object(num, 0)
                    if not isinstance(font, pikepdf.Dictionary):
                        continue
                    font.ToUnicode = pdf.make_stream(data)
                pdf.save(dst)
    except (pikepdf.PdfError, OSError) as exc:
        raise DocumentOpenError(f"{dst}: cannot write the repaired copy ({exc})") from exc
