"""Plain JSON-ready records of traces and fonts, shared by every output format.

The keys of these records are the documented shape of ``trace --json`` and
``fonts --json`` (see the README); more keys may be added, none renamed.
"""

from __future__ import annotations

from itertools import accumulate, repeat
from typing import TYPE_CHECKING, Any

from inspector.chain import FLAG_ORDER as CHAIN_FLAG_ORDER
from inspector.chain import CodeInfo, DecodedCode, ShapeMatch
from inspector.i18n import tr_in, translated_fields

if TYPE_CHECKING:
    # Only named in annotations: importing the layout model would slow down ``fonts``.
    from inspector.analysis import FontEntry, PageTrace
    from inspector.content import TextShow
    from inspector.diagnostics import Diagnosis, FontVerdict
    from inspector.findings import Finding
    from inspector.text import PageText
    from inspector.text.actual import ActualText

FLAG_ORDER = tuple(flag.value for flag in CHAIN_FLAG_ORDER)
"""The flags' values in their one order (:data:`inspector.chain.FLAG_ORDER`)."""

CHAIN_CACHE_LIMIT = 20_000
"""Per-code records ``trace --json`` keeps for reuse across pages (about 1 KB each)."""


def number(value: float) -> int | float:
    """An integral float as int, others rounded to 3 decimals."""
    if value == int(value) and abs(value) < 2**53:
        return int(value)
    return round(value, 3)


def flag_names(info: CodeInfo) -> list[str]:
    """The flags of a code in a fixed order."""
    names = {f.value for f in info.flags}
    return [n for n in FLAG_ORDER if n in names]


def chain_record(info: CodeInfo) -> dict[str, Any]:
    """What the font says about a code, the same for every occurrence."""
    rec: dict[str, Any] = {
        "bytes": info.code_bytes.hex(),
        "code": info.code,
        "cid": info.cid,
        "gid": info.gid,
        "unicode": info.unicode,
        "unicode_hex": (
            " ".join(f"U+{ord(ch):04X}" for ch in info.unicode)
            if info.unicode is not None
            else None
        ),
        "source": info.unicode_source.json,
        "source_ref": str(info.unicode_origin) if info.unicode_origin else None,
        "cid_ref": str(info.cid_origin) if info.cid_origin else None,
        "glyph_name": info.glyph_name,
        "width": number(info.width),
        "width_source": info.width_source.value,
        "flags": flag_names(info),
        "program_unicode": info.program_unicode,
        "program_advance": number(info.program_advance)
        if info.program_advance is not None
        else None,
        "gid_rule": info.gid_rule,
        "recovered": info.recovered,
        "recovered_source": info.recovered_source.json,
        "unified": info.unified,
    }
    if info.vertical is not None:
        rec["vertical"] = [number(v) for v in info.vertical]
    if info.shape is not None:
        rec["glyph_shape"] = _shape_record(info.shape)
    return rec


def code_record(
    code: DecodedCode,
    origin: tuple[float, float] | None = None,
    box: tuple[float, float, float, float] | None = None,
    chains: dict[int, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """One code of a string, with the source of every value.

    ``chains`` caches the per-code part across occurrences (keyed by the CodeInfo's id;
    keep the CodeInfo objects alive while the cache is in use); it is emptied when it
    holds :data:`CHAIN_CACHE_LIMIT` records.
    """
    info = code.info
    if chains is None:
        rec = chain_record(info)
    else:
        cached = chains.get(id(info))
        if cached is None:
            if len(chains) >= CHAIN_CACHE_LIMIT:
                chains.clear()  # a document with many fonts uses many codes
            cached = chains[id(info)] = chain_record(info)
        rec = dict(cached)
    rec["offset"] = code.offset
    if origin is not None:
        rec["origin"] = [round(origin[0], 3), round(origin[1], 3)]
    if box is not None:
        rec["box"] = [round(v, 3) for v in box]
    return rec


def _code_pieces(show: TextShow, heads: dict[int, bytes]) -> Any:
    """The codes of :func:`code_record` as compact JSON ready to be written (see
    :func:`page_json`): each code's own part serialized once (``heads``, keyed and bounded
    as ``chains``) as a template for its occurrences, the whole string's array then
    formatted in one call, the occurrences' numbers rounded and written by orjson in one
    call: the same bytes as each occurrence's dict written on its own."""
    from inspector.output.json_text import array_fragment

    infos = show.decoded.infos
    count = len(infos)
    numbers: list[float] = []
    for (ox, oy), box in zip(show.origins(), show.boxes()):
        numbers += (ox, oy, *box)
    written = _rounded_texts(numbers)
    values: list[object] = [None] * (7 * count)
    values[0::7] = list(accumulate((len(i.code_bytes) for i in infos), initial=0))[:count]
    for k in range(6):
        values[k + 1 :: 7] = written[k::6]
    get = heads.get
    templates = [get(id(info)) or _template(info, heads) for info in infos]
    return array_fragment([b",".join(templates) % tuple(values)] if count else [])


def _template(info: CodeInfo, heads: dict[int, bytes]) -> bytes:
    """A code's record as a format for its occurrences (see :data:`_OCCURRENCE`),
    remembered in ``heads`` (emptied when it holds :data:`CHAIN_CACHE_LIMIT`)."""
    from inspector.output.json_text import object_head

    if len(heads) >= CHAIN_CACHE_LIMIT:
        heads.clear()
    template = heads[id(info)] = object_head(chain_record(info)).replace(b"%", b"%%") + _OCCURRENCE
    return template


_OCCURRENCE = b',"offset":%d,"origin":[%b,%b],"box":[%b,%b,%b,%b]}'
"""The part of a code's record that is the occurrence's (see :func:`code_record`)."""


_NUMBER_TEXTS: dict[float, bytes] = {}
"""Coordinates rounded to 3 decimals as orjson writes them, across strings and pages:
glyphs of a string share most coordinates (a baseline, the end of one glyph where the
next starts) and lines repeat them (a left margin, a grid of CJK cells)."""
_NUMBER_TEXTS_LIMIT = 50_000


def _rounded_texts(numbers: list[float]) -> list[bytes]:
    """Each number rounded to 3 decimals as orjson writes it (see :data:`_NUMBER_TEXTS`).
    With a zero among them (0.0 and -0.0 are one key but round apart) each is rounded
    and written anew."""
    from inspector.output.json_text import number_texts

    distinct = set(numbers)
    if 0.0 in distinct:
        return number_texts(list(map(round, numbers, repeat(3))))
    known = _NUMBER_TEXTS
    new = list(distinct.difference(known))
    if new:
        if len(known) + len(new) > _NUMBER_TEXTS_LIMIT:
            known.clear()
            new = list(distinct)
        known.update(zip(new, number_texts(list(map(round, new, repeat(3))))))
    return list(map(known.__getitem__, numbers))


def string_record(
    show: TextShow,
    chains: dict[int, dict[str, Any]] | None = None,
    heads: dict[int, bytes] | None = None,
    actual: ActualText | None = None,
) -> dict[str, Any]:
    """One string operand with its codes (with ``heads``, as pieces of JSON: see
    :func:`page_json`), and the /ActualText that replaces their text, if any (see
    :func:`actual_text_record`)."""
    if heads is not None:
        codes = _code_pieces(show, heads)
    else:
        origins, boxes = show.origins(), show.boxes()
        codes = [
            code_record(c, o, b, chains) for c, o, b in zip(show.decoded.codes, origins, boxes)
        ]
    return {
        "index": show.serial,
        "operator": show.operator,
        "tj_index": show.tj_index,
        "font": show.font_name,
        "font_size": number(show.font_size),
        "bytes": show.decoded.raw.hex(),
        "text": show.decoded.text,
        "stream": show.stream,
        "forms": list(show.forms),
        "instruction": show.instruction,
        "adjustment": number(show.adjustment) if show.adjustment is not None else None,
        "wmode": show.wmode,
        "codes": codes,
        "actual_text": actual_text_record(actual) if actual is not None else None,
    }


def actual_text_record(actual: ActualText) -> dict[str, Any]:
    """The /ActualText that replaces a string's text (§14.9.4): its text, the strings
    whose glyphs it covers (each wholly), how many glyphs, and what those glyphs alone
    give (each code's text as ``text`` prints it)."""
    return {
        "text": actual.text,
        "strings": list(actual.strings),
        "glyphs": len(actual.glyphs),
        "glyphs_text": actual.glyphs_text,
    }


def finding_record(finding: Finding) -> dict[str, Any]:
    """A finding as JSON (with ``message_translated`` when ``--lang`` asks)."""
    record = finding.as_dict()
    add_translations(record, "message")
    return record


def add_translations(record: dict[str, Any], *keys: str) -> dict[str, Any]:
    """Beside each English text of ``keys``, its translation as ``KEY_translated`` when
    the user asked for a language (``--lang``); the English stays for tools."""
    lang = translated_fields()
    if lang is not None:
        for key in keys:
            value = record.get(key)
            if isinstance(value, str):
                record[f"{key}_translated"] = tr_in(value, lang)
            elif isinstance(value, list):
                record[f"{key}_translated"] = [tr_in(v, lang) for v in value]
    return record


def page_record(
    trace: PageTrace,
    chains: dict[int, dict[str, Any]] | None = None,
    heads: dict[int, bytes] | None = None,
) -> dict[str, Any]:
    """One page of ``trace --json``.

    ``chains`` caches the per-code records across pages (see :func:`code_record`); pass
    one dict for every page of one analysis, whose fonts keep the CodeInfo objects alive.
    With ``heads`` (cached the same way) the codes are pieces of JSON (see
    :func:`page_json`).
    """
    from inspector.text.actual import page_actual_texts, string_actual_texts

    if chains is None:
        chains = {}
    actual = string_actual_texts(page_actual_texts(trace.strings))
    return {
        "number": trace.page_index + 1,
        "media_box": [number(v) for v in trace.media_box],
        "rotate": trace.rotate,
        "strings": [string_record(s, chains, heads, actual.get(s.serial)) for s in trace.strings],
        "findings": [finding_record(f) for f in trace.findings],
        "unread": len(trace.unread) + len(trace.font_unread),
    }


def page_json(
    trace: PageTrace, chains: dict[int, dict[str, Any]], heads: dict[int, bytes]
) -> bytes:
    """:func:`page_record` as JSON encoded in UTF-8, the per-code part of each code
    serialized once (most of the page's bytes, written several times faster). Where
    orjson refuses part of the page (lone surrogates from a broken ToUnicode, huge
    integers) the page is written from its records as
    :func:`~inspector.output.json_text.dumps` writes it (lone surrogates kept, encoded as
    ``surrogatepass`` encodes them)."""
    from inspector.output.json_text import dumps, dumps_utf8

    try:
        return dumps_utf8(page_record(trace, chains, heads), strict=True)
    except ValueError:
        return dumps(page_record(trace, chains)).encode("utf-8", "surrogatepass")


def font_record(
    entry: FontEntry,
    verdict: FontVerdict | None = None,
    findings: tuple[Finding, ...] | None = None,
) -> dict[str, Any]:
    """One row of ``fonts --json``, with its verdict when the pages were diagnosed."""
    facts = entry.font.facts
    record = {
        "object": facts.objnum,
        "resources": entry.resources,
        "pages": entry.pages,
        "used_in": sorted({u.where for u in entry.uses}),
        "subtype": facts.subtype,
        "descendant_subtype": facts.descendant_subtype,
        "base_font": facts.base_font,
        "embedded": facts.embedded,
        "program": facts.program,
        "encoding": facts.encoding,
        "cid_system_info": facts.cid_system_info,
        "to_unicode": facts.to_unicode,
        "wmode": facts.wmode,
        "kind": entry.font.kind,
        "findings": [finding_record(f) for f in (findings or entry.font.findings)],
    }
    if verdict is not None:
        record.update(verdict_record(verdict))
    return record


def verdict_record(verdict: FontVerdict) -> dict[str, Any]:
    """A font's verdict and counts."""
    record = {
        "verdict": verdict.verdict.value,
        "verdict_reason": verdict.reason,
        "root_cause": verdict.root_cause,
        "recovery": verdict.recovery,
        "codes_used": verdict.codes_used,
        "glyphs": verdict.glyphs,
        "unmapped": verdict.unmapped,
        "suspect": verdict.suspect,
        "invalid": verdict.invalid,
    }
    return add_translations(record, "verdict_reason")


def diagnosis_record(diagnosis: Diagnosis) -> dict[str, Any]:
    """The file's verdict and the health of each page."""
    record = {
        "verdict": diagnosis.verdict.value,
        "reason": diagnosis.reason,
        "root_cause": diagnosis.root_cause,
        "pages": [
            {
                "number": p.page_index + 1,
                "glyphs": p.glyphs,
                "trustworthy": p.trustworthy,
                "recoverable": p.recoverable,
                "share": round(p.share, 4) if p.share is not None else None,
                "unread": p.unread,
                "ocr_recommended": p.ocr_recommended,
            }
            for p in diagnosis.pages
        ],
    }
    return add_translations(record, "reason")


def text_record(trace: PageTrace, page: PageText) -> dict[str, Any]:
    """One page of ``text --json``: lines with boxes, glyphs with their string index,
    and the blocks (paragraphs, headings, artifacts) over the lines."""
    lines = []
    spans = page.spans
    k = 0
    boxes: dict[int, list[tuple[float, float, float, float]]] = {}
    for line in page.lines:
        glyphs = []
        while k < len(spans) and spans[k].start < line.start:
            k += 1
        while k < len(spans) and spans[k].start < line.end:
            span = spans[k]
            k += 1
            show = trace.strings[span.string]
            string_boxes = boxes.get(span.string)
            if string_boxes is None:
                string_boxes = boxes[span.string] = show.boxes()
            glyphs.append(
                {
                    "text": page.text[span.start : span.end],
                    "offset": span.start - line.start,
                    "box": [round(v, 3) for v in string_boxes[span.code]],
                    "font": show.font_name,
                    "string": span.string,
                    "code": span.code,
                }
            )
        lines.append(
            {
                "text": page.text[line.start : line.end],
                "box": [round(v, 3) for v in line.box],
                "vertical": line.vertical,
                "glyphs": glyphs,
            }
        )
    blocks = [
        {
            "text": page.text[block.start : block.end],
            "role": block.role,
            "level": block.level,
            "box": [round(v, 3) for v in block.box],
            "lines": [block.first, block.last],
            "vertical": block.vertical,
        }
        for block in page.blocks
    ]
    return {
        "number": trace.page_index + 1,
        "text": page.text,
        "unread": len(trace.unread) + len(trace.font_unread),
        "lines": lines,
        "blocks": blocks,
        "normalized": [
            {"offset": pos, "raw": old, "text": new} for pos, old, new in page.normalized
        ],
    }


def _shape_record(match: ShapeMatch) -> dict[str, Any]:
    """A code's glyph-shape match (only when the route was asked for)."""
    return {
        "text": match.text,
        "reference": match.reference,
        "score": match.score,
        "confidence": match.confidence,
        "runner_up": match.runner_up,
        "runner_up_score": match.runner_up_score,
        "accepted": match.accepted,
        "alternatives": list(match.alternatives),
    }
