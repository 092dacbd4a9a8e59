"""Reading stream data (§7.3.8): bombs refused, damaged Flate data recovered.

A Flate stream can expand a thousandfold. A stream whose encoded size could possibly
expand past the limit is first inflated here without keeping the bytes, only counting
them; a stream that would exceed the limit is refused with a reason instead of decoded.

:func:`read_stream_data` is how the inspector reads every stream it interprets (content,
forms, CMaps, font programs). Flate stages, first or behind another filter, are inflated
here (:mod:`inspector.pdf.inflate`), so that raw deflate, a wrong or missing Adler-32 and
data cut short are noticed and recovered where qpdf refuses them or passes over them in
silence; the other stages, and streams without a Flate stage, are decoded by qpdf.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import pikepdf

from inspector.i18n.message import msg, msg_n
from inspector.pdf.inflate import Inflated, has_zlib_header, inflate
from inspector.pdf.values import get, is_array, is_dict, is_stream, name_of, number_of

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
    """Whether inflating ``raw`` yields more than ``limit`` bytes (stops early if so),
    counting the bytes without keeping them; raw deflate (no zlib header) counts too."""
    header = has_zlib_header(raw)
    inflater = zlib.decompressobj(-15)
    total = 0
    chunk = raw[2:] if header else raw
    try:
        # At the end of the data zlib leaves the checksum in unconsumed_tail as well as in
        # unused_data when a maximum length is given: stop at eof, not when input runs out.
        while chunk and not inflater.eof:
            out = inflater.decompress(chunk, 1 << 20)
            total += len(out)
            if total > limit:
                return True
            chunk = inflater.unconsumed_tail
        return False
    except zlib.error:
        return False  # broken data: reported when it is decoded


def limit_decoders(limit: int = DECODED_STREAM_LIMIT) -> None:
    """Have qpdf refuse to inflate more than ``limit`` bytes in any Flate or RunLength
    stage, and as much in PNG and TIFF predictors.

    :func:`read_stream_data` inflates only the first filter itself; a bomb compressed twice
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


_FLATE = ("FlateDecode", "Fl")

KNOWN_FILTERS = frozenset(
    (
        "ASCIIHexDecode", "AHx", "ASCII85Decode", "A85", "LZWDecode", "LZW", "FlateDecode",
        "Fl", "RunLengthDecode", "RL", "CCITTFaxDecode", "CCF", "JBIG2Decode", "DCTDecode",
        "DCT", "JPXDecode", "Crypt",
    )
)  # fmt: skip
"""The standard filters and their abbreviations (§7.4, Table 6; Annex H.3 for inline
images): any other name is no filter a reader can apply."""

_REWRITTEN = (
    "STREAM-FLATE-RAW",
    "STREAM-FLATE-CHECKSUM",
    "STREAM-PREDICTOR-ROW",
    "STREAM-FILTER-SKIPPED",
)
"""Notes on Flate data read whole that qpdf would copy as it is into a repaired file."""

_MAX_ROW_PADDING = 1 << 20
"""Zero bytes a predictor row cut short is padded with, at most."""

_PREDICTOR_KEYS = ("Predictor", "Colors", "BitsPerComponent", "Columns", "EarlyChange")


@dataclass(frozen=True, slots=True)
class StreamRead:
    """A stream's decoded data, what was done to get it, and what could not be read."""

    data: bytes
    error: str | None = None
    """Why no data could be decoded (None when some or all was)."""
    refused: bool = False
    """Whether a size limit, not damage, kept the data from being read."""
    complete: bool = True
    """Whether ``data`` is everything the stream holds (False: nothing, or only the part
    before a cut or damage, which a ``STREAM-TRUNCATED`` note describes)."""
    notes: tuple[tuple[str, str], ...] = ()
    """A finding code and what was found and done, for each way the stream departs from
    the standard: ``STREAM-FLATE-RAW``, ``STREAM-FLATE-CHECKSUM``, ``STREAM-TRUNCATED``,
    ``STREAM-PREDICTOR-ROW``, ``STREAM-LENGTH-WRONG``. The text follows a description of
    the stream."""

    @property
    def rewritable(self) -> bool:
        """Whether a repaired copy should hold this data in a standard encoding: it was
        read whole from Flate data that is raw, lacks its checksum or ends inside a
        predictor row, or past a filter that is no standard one. Data not read whole
        (cut, damaged) never is: written clean, the part that was read would pass for the
        whole stream."""
        return (
            bool(self.data) and self.complete and any(code in _REWRITTEN for code, _ in self.notes)
        )


def _chain(obj: object) -> tuple[list[str], list[object]]:
    """The filters and their /DecodeParms, one entry per filter (§7.4, Table 5)."""
    filters = _filters(obj)
    parms = get(obj, "/DecodeParms")
    listed = list(parms) if is_array(parms) else [parms]  # type: ignore[call-overload]
    listed += [None] * (len(filters) - len(listed))
    return filters, [p if is_dict(p) else None for p in listed[: len(filters)]]


def _predictor(parms: object) -> dict[str, int]:
    """The predictor entries of a Flate stage's parameters (§7.4.4.4, Table 8)."""
    out: dict[str, int] = {}
    for key in _PREDICTOR_KEYS:
        value = number_of(get(parms, "/" + key))
        if value is not None and value.is_integer():
            out[key] = int(value)
    return out


def _row_size(predictor: dict[str, int]) -> int:
    """Bytes per row of predicted data, the PNG tag byte included (§7.4.4.4)."""
    bits = predictor.get("Colors", 1) * predictor.get("BitsPerComponent", 8)
    row = (bits * predictor.get("Columns", 1) + 7) // 8
    return row + (1 if predictor.get("Predictor", 1) >= 10 else 0)


def _aes_size(decrypted: int) -> int:
    """The encrypted size of AES data (§7.6.3): a 16-byte IV, then padded to 16 bytes."""
    return 16 + 16 * (decrypted // 16 + 1)


def _length_note(obj: object, raw: bytes) -> tuple[str, str] | None:
    """A STREAM-LENGTH-WRONG note when /Length does not give the data's size (§7.3.8.2).

    qpdf recovers such a stream by reading to ``endstream`` (its raw data is then what
    lies there); this names what it did. Raw data of an AES-encrypted file is the
    decrypted data, shorter than /Length by the IV and the padding.
    """
    value = get(obj, "/Length")
    declared = value if isinstance(value, int) and not isinstance(value, bool) else None
    if declared is not None and declared in (len(raw), _aes_size(len(raw))):
        return None
    if declared is None:
        # qpdf drops a reference to a missing object, so both read as no /Length.
        note = (
            msg_n(
                "has a /Length that is not an integer; the {size} byte up to endstream is read",
                "has a /Length that is not an integer; the {size} bytes up to endstream are read",
                len(raw),
                size=len(raw),
            )
            if value is not None
            else msg_n(
                "has no /Length (or one that refers to a missing object); the {size} byte up "
                "to endstream is read",
                "has no /Length (or one that refers to a missing object); the {size} bytes up "
                "to endstream are read",
                len(raw),
                size=len(raw),
            )
        )
        return ("STREAM-LENGTH-WRONG", note)
    return (
        "STREAM-LENGTH-WRONG",
        msg_n(
            "has /Length {declared}, but {size} byte lies between stream and endstream; it is read",
            "has /Length {declared}, but {size} bytes lie between stream and endstream; all of "
            "them are read",
            len(raw),
            declared=declared,
            size=len(raw),
        ),
    )


def _qpdf_stage(data: bytes, name: str, parms: dict[str, int] | None) -> bytes:
    """Decode one filter stage with qpdf, under its decoder limits (limit_decoders)."""
    scratch = pikepdf.Pdf.new()
    stream = scratch.make_stream(b"")
    decode_parms = pikepdf.Dictionary({"/" + k: v for k, v in parms.items()}) if parms else None
    stream.write(data, filter=pikepdf.Name("/" + name), decode_parms=decode_parms)
    return bytes(stream.read_bytes())


def _flate_notes(found: Inflated) -> list[tuple[str, str]]:
    notes: list[tuple[str, str]] = []
    if not found.header:
        notes.append(
            (
                "STREAM-FLATE-RAW",
                msg(
                    "is deflate data without the zlib header FlateDecode requires; it is "
                    "inflated as raw deflate (RFC 1951)"
                ),
            )
        )
    if found.checksum == "missing":
        notes.append(
            (
                "STREAM-FLATE-CHECKSUM",
                msg_n(
                    "is Flate data with no Adler-32 checksum; its {size} inflated byte is kept",
                    "is Flate data with no Adler-32 checksum; all {size} inflated bytes are kept",
                    len(found.data),
                    size=len(found.data),
                ),
            )
        )
    if found.checksum == "wrong":
        # The data inflated to a final block, but nothing confirms it is what was
        # compressed: damage deflate did not notice (test_unreadable's "checksum-wrong"), or
        # a writer's wrong checksum (pdf.js issue13316_reduced: a whole CMap and program).
        # Which, and where damage would start, is unknown: none of the data is verified.
        notes.append(
            (
                "STREAM-TRUNCATED",
                msg_n(
                    "has Flate data whose Adler-32 checksum does not match: the {size} byte "
                    "that inflates is not verified and may be damaged (damage deflate did not "
                    "notice, or a writer's wrong checksum)",
                    "has Flate data whose Adler-32 checksum does not match: the {size} bytes "
                    "that inflate are not verified and may be damaged anywhere (damage "
                    "deflate did not notice, or a writer's wrong checksum)",
                    len(found.data),
                    size=len(found.data),
                ),
            )
        )
    elif found.damaged:
        notes.append(
            (
                "STREAM-TRUNCATED",
                msg(
                    "has Flate data whose final block ends after {consumed} bytes, with "
                    "{trailing} more bytes after it: the {size} bytes that inflate before "
                    "that are kept, the rest is lost",
                    consumed=found.consumed,
                    trailing=found.trailing,
                    size=len(found.data),
                ),
            )
        )
    if not found.complete:
        if found.error:
            note = msg(
                "has Flate data that is damaged after {consumed} bytes ({error}): the {size} "
                "bytes that inflate before that are kept, the rest is lost",
                consumed=found.consumed,
                error=found.error,
                size=len(found.data),
            )
        else:
            note = msg(
                "has Flate data that ends after {consumed} bytes: the {size} bytes that "
                "inflate before that are kept, the rest is lost",
                consumed=found.consumed,
                size=len(found.data),
            )
        notes.append(("STREAM-TRUNCATED", note))
    return notes


def _decode_stages(
    raw: bytes,
    filters: list[str],
    parms: list[object],
    limit: int,
    notes: list[tuple[str, str]],
    first: Inflated | None = None,
) -> StreamRead:
    """Decode filter by filter: Flate stages here, any other with qpdf (§7.4).

    ``first`` is the first stage already inflated, when it is a Flate stage.
    """
    data = raw
    complete = True
    for index, (name, stage_parms) in enumerate(zip(filters, parms)):
        if name not in _FLATE:
            try:
                data = _qpdf_stage(data, name, _predictor(stage_parms) or None)
            except (pikepdf.PdfError, RuntimeError, ValueError, NotImplementedError) as exc:
                return _failure(exc, notes)
            continue
        if not data:
            continue  # empty data decodes to nothing, whatever its filter
        found = first if index == 0 and first is not None else inflate(data, limit)
        if found.over_limit:
            return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
        if not found.data and not found.complete:
            reason = found.error or msg("the data ends before anything inflates")
            error = msg("is not Flate data: {reason}", reason=reason)
            return StreamRead(b"", error, False, False, tuple(notes))
        predictor = _predictor(stage_parms)
        notes.extend(_flate_notes(found))
        data = found.data
        complete = complete and found.complete and not found.damaged
        if predictor.get("Predictor", 1) > 1:
            try:
                data = _unpredict(data, predictor, notes)
            except (pikepdf.PdfError, RuntimeError, ValueError) as exc:
                return _failure(exc, notes)
    if len(data) > limit:
        return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
    return StreamRead(data, None, False, complete, tuple(notes))


def _unpredict(data: bytes, predictor: dict[str, int], notes: list[tuple[str, str]]) -> bytes:
    """Undo a PNG or TIFF predictor (§7.4.4.4) with qpdf, which applies it to Flate data:
    the data goes to it in stored (level 0) blocks.

    Each predicted byte depends only on bytes before it in its row and on the row above,
    so a last row cut short is decoded padded with zeros and then cut to its length
    (qpdf alone would fill it with bytes of the row before).
    """
    row = _row_size(predictor)
    tag = 1 if predictor.get("Predictor", 1) >= 10 else 0
    partial = len(data) % row
    if partial and row - partial > _MAX_ROW_PADDING:
        partial = 0  # a row of absurd width (hostile /Columns): left to qpdf as it is
    if partial:
        notes.append(
            (
                "STREAM-PREDICTOR-ROW",
                msg(
                    "has predictor data ({size} bytes) that ends {partial} bytes into a row of "
                    "{row}: that row is decoded as far as it goes",
                    size=len(data),
                    partial=partial,
                    row=row,
                ),
            )
        )
        data += bytes(row - partial)
    out = _qpdf_stage(zlib.compress(data, 0), "FlateDecode", predictor)
    if partial:
        out = out[: (len(data) // row - 1) * (row - tag) + max(partial - tag, 0)]
    return out


def _too_big(limit: int) -> str:
    return msg("decoded stream would exceed the limit of {limit} MB", limit=limit // (1024 * 1024))


def _failure(exc: BaseException, notes: list[tuple[str, str]]) -> StreamRead:
    text = str(exc).strip()
    # qpdf's decoder limits (limit_decoders) stop a bomb behind other filters.
    limited = "memory limit" in text
    error = msg("cannot be decoded: {error}", error=text[:200])
    return StreamRead(b"", error, limited, False, tuple(notes))


def _skip_unknown(
    raw: bytes,
    filters: list[str],
    parms: list[object],
    limit: int,
    notes: list[tuple[str, str]],
) -> StreamRead:
    """Decode a stream whose filters include names that are no standard filter (§7.4): with the
    standard ones alone, the unknown ones skipped as MuPDF does, or (none left) not at
    all. Only data that then decodes whole is complete; the note names what was done."""
    unknown = [name for name in filters if name not in KNOWN_FILTERS]
    named = " ".join("/" + name for name in unknown)
    kept = [(name, p) for name, p in zip(filters, parms) if name in KNOWN_FILTERS]
    if not kept:
        error = msg(
            "has the filter {filters}, which is no standard filter (qpdf: read_bytes called on "
            "unfilterable stream)",
            filters=named,
        )
        return StreamRead(b"", error, False, False, tuple(notes))
    names = " ".join("/" + name for name, _ in kept)
    skipped = msg(
        "has the filter {filters}, which is no standard filter (qpdf: read_bytes called on "
        "unfilterable stream); it is skipped and the data decoded with {rest} alone, as "
        "MuPDF does",
        filters=named,
        rest=names,
    )
    notes.append(("STREAM-FILTER-SKIPPED", skipped))
    first = kept[0][0] in _FLATE
    found = inflate(raw, limit) if first and raw else None
    if found is not None and found.over_limit:
        return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
    return _decode_stages(raw, [n for n, _ in kept], [p for _, p in kept], limit, notes, found)


def read_stream_data(obj: object, limit: int = DECODED_STREAM_LIMIT) -> StreamRead:
    """Decode a stream, recovering damaged Flate data where the bytes are there; never
    raises (§7.3.8, §7.4.4).

    Nothing decodes to more than ``limit`` bytes: a stream that would is refused.
    """
    if not is_stream(obj):
        return StreamRead(b"", msg("is not a stream"), complete=False)
    try:
        raw = bytes(obj.read_raw_bytes())  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError) as exc:
        return _failure(exc, [])
    note = _length_note(obj, raw)
    notes = [note] if note else []
    if not raw:
        return StreamRead(b"", notes=tuple(notes))  # nothing to decode (qpdf agrees)
    filters, parms = _chain(obj)
    if any(name not in KNOWN_FILTERS for name in filters):
        if len(raw) * _MAX_FLATE_RATIO >= limit and _inflated_size_exceeds(raw, limit):
            return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
        return _skip_unknown(raw, filters, parms, limit, notes)
    if filters and filters[0] in _FLATE:
        if len(raw) * _MAX_FLATE_RATIO >= limit and _inflated_size_exceeds(raw, limit):
            return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
        first = inflate(raw, limit)
        if first.over_limit:
            return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
        plain_flate = len(filters) == 1 and _predictor(parms[0]).get("Predictor", 1) <= 1
        if first.clean and plain_flate:
            return StreamRead(first.data, notes=tuple(notes))
        return _decode_stages(raw, filters, parms, limit, notes, first)
    elif not filters:
        if len(raw) > limit:
            message = msg("stream of {size} bytes is larger than the limit", size=len(raw))
            return StreamRead(b"", message, True, False, tuple(notes))
        return StreamRead(raw, notes=tuple(notes))
    if any(f in _FLATE for f in filters) and "Crypt" not in filters:
        # A Flate stage behind another filter ([/ASCIIHexDecode /FlateDecode]) is inflated
        # here too: qpdf gives what inflates of data cut short or failing its checksum
        # without a word, which would pass for the whole stream.
        return _decode_stages(raw, filters, parms, limit, notes)
    try:
        data = bytes(obj.read_bytes())  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError, NotImplementedError) as exc:
        return _failure(exc, notes)
    if len(data) > limit:
        return StreamRead(b"", _too_big(limit), True, False, tuple(notes))
    return StreamRead(data, notes=tuple(notes))
