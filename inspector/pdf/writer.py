"""Writing a repaired copy: new ToUnicode streams on chosen fonts, streams recovered from
nonstandard Flate data in a standard encoding, nothing else changed (streams not read
whole are copied as they were)."""

from __future__ import annotations

import os
import warnings
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pikepdf

from inspector.errors import DocumentOpenError
from inspector.files import refuse_input, shown
from inspector.pdf.opening import open_pdf
from inspector.pdf.streams import read_stream_data
from inspector.pdf.values import get, is_stream, name_of, objnum


@dataclass(frozen=True, slots=True)
class RewrittenStream:
    """A stream whose recovered data the repaired copy holds as standard Flate data, or
    (``complete`` False) one not read whole that the copy holds as it was."""

    objnum: int
    codes: tuple[str, ...]
    """The findings that describe what was wrong (``STREAM-FLATE-RAW``, ...)."""
    size: int
    """Decoded bytes written (0: the stream is copied as it was)."""
    complete: bool
    """False when the stream was not read whole: copied as it was, not rewritten."""
    error: str | None = None
    """Why nothing of it could be decoded, when nothing could."""


def _filtered(obj: object) -> bool:
    value = get(obj, "/Filter")
    return value is not None and not (isinstance(value, pikepdf.Array) and len(value) == 0)


def rewrite_recovered_streams(pdf: pikepdf.Pdf) -> list[RewrittenStream]:
    """Replace the data of every stream read whole only by recovering nonstandard Flate
    data (raw deflate, a missing checksum, a partial predictor row) by the data as the
    inspector decodes it, so that every reader decodes the copy alike (§7.4.4).

    The stream's data becomes standard Flate data (its /DecodeParms go). A stream that
    was not read whole (cut, damaged, undecodable) keeps its bytes and filters, so that
    the copy is as damaged as the original and is judged so; it is listed with
    ``complete`` False. Image XObjects are left as they are: they
    hold no text, and decoding every image would make a repair as slow as the largest of
    them.
    """
    done = []
    for obj in pdf.objects:
        if not is_stream(obj) or name_of(get(obj, "/Subtype")) == "Image":
            continue
        if not _filtered(obj):
            continue
        read = read_stream_data(obj)
        num = objnum(obj)
        if num is None or read.refused:
            continue
        codes = tuple(dict.fromkeys(code for code, _ in read.notes))
        if read.error is not None or not read.complete:
            done.append(RewrittenStream(num, codes, 0, False, read.error))
        elif read.rewritable:
            obj.write(zlib.compress(read.data), filter=pikepdf.Name.FlateDecode)
            done.append(RewrittenStream(num, codes, len(read.data), True))
    return done


def save_repaired(
    source: str | os.PathLike[str],
    target: str | os.PathLike[str],
    streams: Mapping[int, bytes | None],
    password: str | None = None,
) -> list[RewrittenStream]:
    """Copy ``source`` to ``target`` with each font object ``num`` given a /ToUnicode
    stream holding ``streams[num]`` (ISO 32000-1 §9.10.3), and every stream recovered from
    damaged Flate data rewritten (:func:`rewrite_recovered_streams`). The source is never
    written. Returns the rewritten streams. A font whose ``streams[num]`` is None loses
    its /ToUnicode.

    Raises:
        UsageError: the target is the source file itself.
        DocumentOpenError: the source cannot be read or the target cannot be written.
    """
    src, dst = Path(source), Path(target)
    refuse_input(dst, src)
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
                    if data is None:
                        if "/ToUnicode" in font:
                            del font["/ToUnicode"]
                        continue
                    font.ToUnicode = pdf.make_stream(data)
                rewritten = rewrite_recovered_streams(pdf)
                if all(s.complete for s in rewritten):
                    pdf.save(dst)
                else:
                    # Compressing, qpdf decodes a stream whose filters do not compress
                    # ([/ASCIIHexDecode /FlateDecode]) and writes what inflated of damaged
                    # Flate data as a clean stream, whatever the decode level: with streams
                    # not read whole, it compresses nothing and decodes nothing (the
                    # rewritten streams are compressed already).
                    pdf.save(
                        dst,
                        compress_streams=False,
                        stream_decode_level=pikepdf.StreamDecodeLevel.none,
                    )
    except (pikepdf.PdfError, OSError) as exc:
        raise DocumentOpenError(
            f"{shown(dst)}: cannot write the repaired copy ({shown(str(exc))})"
        ) from exc
    return rewritten
