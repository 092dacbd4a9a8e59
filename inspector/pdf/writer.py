"""Writing a repaired copy: new ToUnicode streams on chosen fonts, streams recovered from
damaged Flate data in a standard encoding, nothing else changed."""

from __future__ import annotations

import os
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pikepdf

from inspector.errors import DocumentOpenError, UsageError
from inspector.files import same_file, shown
from inspector.pdf.opening import open_pdf
from inspector.pdf.streams import read_stream_data
from inspector.pdf.values import get, is_stream, name_of, objnum


@dataclass(frozen=True, slots=True)
class RewrittenStream:
    """A stream whose recovered data the repaired copy holds as standard Flate data."""

    objnum: int
    codes: tuple[str, ...]
    """The findings that describe what was wrong (``STREAM-FLATE-RAW``, ...)."""
    size: int
    """Decoded bytes written."""
    complete: bool
    """False when only the part before a cut or damage could be kept."""


def _flate_encoded(obj: object) -> bool:
    value = get(obj, "/Filter")
    names = [name_of(v) for v in value] if isinstance(value, pikepdf.Array) else [name_of(value)]
    return any(n in ("FlateDecode", "Fl") for n in names)


def rewrite_recovered_streams(pdf: pikepdf.Pdf) -> list[RewrittenStream]:
    """Replace the data of every stream read only by recovering damaged Flate data (raw
    deflate, a bad checksum, a cut, a partial predictor row) by the data as the inspector
    decodes it, so that every reader decodes the copy alike (§7.4.4).

    The stream loses its /Filter and /DecodeParms; saving compresses it again with
    standard Flate. Image XObjects are left as they are: they hold no text, and decoding
    every image would make a repair as slow as the largest of them.
    """
    done = []
    for obj in pdf.objects:
        if not is_stream(obj) or name_of(get(obj, "/Subtype")) == "Image":
            continue
        if not _flate_encoded(obj):
            continue
        read = read_stream_data(obj)
        num = objnum(obj)
        if not read.rewritable or num is None:
            continue
        obj.write(read.data)
        codes = tuple(dict.fromkeys(code for code, _ in read.notes))
        done.append(RewrittenStream(num, codes, len(read.data), read.complete))
    return done


def save_repaired(
    source: str | os.PathLike[str],
    target: str | os.PathLike[str],
    streams: Mapping[int, bytes],
    password: str | None = None,
) -> list[RewrittenStream]:
    """Copy ``source`` to ``target`` with each font object ``num`` given a /ToUnicode
    stream holding ``streams[num]`` (ISO 32000-1 §9.10.3), and every stream recovered from
    damaged Flate data rewritten (:func:`rewrite_recovered_streams`). The source is never
    written. Returns the rewritten streams.

    Raises:
        UsageError: the target is the source file itself.
        DocumentOpenError: the source cannot be read or the target cannot be written.
    """
    src, dst = Path(source), Path(target)
    if dst.exists() and same_file(dst, src):
        raise UsageError(f"{shown(dst)}: refusing to overwrite the input file; choose another name")
    try:
        with warnings.catch_warnings():
            # Neither warning is about the repair: a password the source does not need,
            # form widgets the source already kept outside /AcroForm (left as they were).
            warnings.filterwarnings("ignore", "A password was provided", UserWarning)
            warnings.filterwarnings("ignore", category=pikepdf.PageCopyWarning)
            with open_pdf(src, password=password or "") as pdf:
                for num, data in streams.items():
                    font = pdf.get_object(num, 0)
                    if not isinstance(font, pikepdf.Dictionary):
                        continue
                    font.ToUnicode = pdf.make_stream(data)
                rewritten = rewrite_recovered_streams(pdf)
                pdf.save(dst)
    except (pikepdf.PdfError, OSError) as exc:
        raise DocumentOpenError(
            f"{shown(dst)}: cannot write the repaired copy ({shown(str(exc))})"
        ) from exc
    return rewritten
