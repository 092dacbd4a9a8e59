"""Reading stream data without letting a decompression bomb exhaust memory (§7.3.8).

A Flate stream can expand a thousandfold. Before pikepdf decodes a stream whose encoded
size could possibly expand past the limit, its Flate layers are inflated here with a cap;
a stream that would exceed the limit is refused with a reason instead of decoded.
"""

from __future__ import annotations

import zlib

import pikepdf

from inspector.pdf.values import get, is_array, is_stream, name_of

DECODED_STREAM_LIMIT = 256 * 1024 * 1024
"""No stream is decoded to more than this many bytes."""

_MAX_FLATE_RATIO = 1100
"""Deflate expands at most about 1032:1; streams smaller than limit/ratio are safe."""


def _filters(obj: object) -> list[str]:
    value = get(obj, "/Filter")
    if value is None:
        return []
    if is_array(value):
        return [name_of(v) or "?" for v in value]  # type: ignore[attr-defined]
    return [name_of(value) or "?"]


def _inflated_size_exceeds(raw: bytes, limit: int) -> bool:
    """Whether inflating ``raw`` yields more than ``limit`` bytes (stops early if so)."""
    inflater = zlib.decompressobj()
    total = 0
    chunk = raw
    try:
        while chunk:
            out = inflater.decompress(chunk, 1 << 20)
            total += len(out)
            if total > limit:
                return True
            chunk = inflater.unconsumed_tail
        return False
    except zlib.error:
        return False  # broken data: pikepdf reports it when decoding


def decode_refusal(obj: object, limit: int = DECODED_STREAM_LIMIT) -> str | None:
    """Why a stream must not be decoded, or None when it is safe to decode."""
    if not is_stream(obj):
        return None
    try:
        raw = obj.read_raw_bytes()  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError):
        return None
    if len(raw) * _MAX_FLATE_RATIO < limit:
        return None
    filters = _filters(obj)
    if not filters:
        return f"stream of {len(raw)} bytes is larger than the limit" if len(raw) > limit else None
    if filters[0] in ("FlateDecode", "Fl") and _inflated_size_exceeds(bytes(raw), limit):
        return f"decoded stream would exceed the limit of {limit // (1024 * 1024)} MB"
    return None


def limit_decoders(limit: int = DECODED_STREAM_LIMIT) -> None:
    """Have qpdf refuse to inflate more than ``limit`` bytes in any Flate or RunLength
    stage, and as much in PNG and TIFF predictors.

    :func:`decode_refusal` sees only the first filter; a bomb compressed twice
    (``[/FlateDecode /FlateDecode]``) or behind another filter would otherwise be decoded
    in full. The setting is qpdf's and process-wide; older pikepdf releases lack it.
    """
    setter = getattr(pikepdf.settings, "set_qpdf_limits", None)
    if setter is not None:
        setter(
            flate_max_memory=limit,
            run_length_max_memory=limit,
            png_max_memory=limit,
            tiff_max_memory=limit,
        )


def stream_parts(obj: object) -> list[object]:
    """The streams that make up a content stream: one, or each of a page's /Contents."""
    if is_stream(obj):
        return [obj]
    contents = get(obj, "/Contents")
    if is_stream(contents):
        return [contents]
    if is_array(contents):
        return [c for c in contents if is_stream(c)]  # type: ignore[attr-defined]
    return []
