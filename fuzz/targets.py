"""Fuzz targets: one per parser, each taking arbitrary bytes and required never to raise.

- ``cmap``: the CMap parser, then codespace splitting and lookups with the result.
- ``content``: a page whose content stream is the input, traced and rendered as
  ``trace``, ``fonts`` and ``text`` would.
- ``fontdict``: a font dictionary parsed from the input, read, built and decoding.
- ``program``: an embedded font program (``load_program`` and its per-glyph answers).
- ``document``: the input as a whole file, opened and rendered.

A target raises only when the inspector breaks its promise (an exception other than
``DocumentOpenError`` for an unreadable file, invalid JSON, a lost byte). ``run.py``
mutates seeds from the shared corpus and feeds them to these targets.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pikepdf

from inspector.analysis import Analysis
from inspector.cmap import parse_cmap
from inspector.decode import build_font
from inspector.errors import DocumentOpenError
from inspector.findings import CollectingSink, Location
from inspector.fontprog import load_program
from inspector.output.records import (
    diagnosis_record,
    finding_record,
    font_record,
    page_record,
    text_record,
)
from inspector.output.tables import fonts_text, trace_page_text
from inspector.pdf.fontdict import read_font_spec
from inspector.pdf.resources import FontRef
from inspector.text import extract_page_text

MAX_PAGES = 3
"""Pages traced per document input (a fuzzer wants many small runs, not one big one)."""

_SCRATCH = Path(tempfile.gettempdir()) / f"inspector-fuzz-{os.getpid()}.pdf"


def _strict_json(value: Any) -> None:
    """Fail the way a strict JSON reader would (no NaN, no Infinity)."""
    json.dumps(value, allow_nan=False)


def _check_codes(raw: bytes, codes: list[bytes], where: str) -> None:
    if b"".join(codes) != raw:
        raise AssertionError(f"{where}: the codes do not add up to the string's bytes")


def render(path: Path, password: str | None = None) -> None:
    """Everything ``trace``, ``fonts`` and ``text`` do with a file, as JSON and as tables."""
    try:
        analysis = Analysis(path, password)
    except DocumentOpenError:
        return
    with analysis:
        pages = list(range(min(analysis.page_count, MAX_PAGES)))
        for trace in analysis.trace(pages):
            record = page_record(trace)
            _strict_json(record)
            trace_page_text(record)
            for show in trace.strings:
                decoded = show.decoded
                _check_codes(decoded.raw, [c.info.code_bytes for c in decoded.codes], "trace")
            page = extract_page_text(trace)
            _strict_json(text_record(trace, page))
        diagnosis = analysis.diagnose(pages)
        fonts = [
            font_record(e, diagnosis.fonts.get(e.key), diagnosis.findings.get(e.key))
            for e in analysis.fonts(pages)
        ]
        _strict_json(fonts)
        _strict_json(diagnosis_record(diagnosis))
        _strict_json([finding_record(f) for f in analysis.findings])
        fonts_text(fonts)


# --- cmap ------------------------------------------------------------------------------------


def cmap(data: bytes) -> None:
    """Parse the input as an Encoding and as a ToUnicode CMap, then use both."""
    for role in ("encoding", "tounicode"):
        sink = CollectingSink()
        result = parse_cmap(data, sink, role=role)
        probe = data[:64]
        splits = result.codespace.split(probe)
        _check_codes(probe, [s.code_bytes for s in splits], "split")
        for split in splits[:16]:
            result.lookup_cid(split.code_bytes)
            result.lookup_notdef(split.code_bytes)
            result.lookup_bytes(split.code_bytes)
        result.bf_entries()
        result.cid_entries()
        result.code_lengths()
        for finding in sink:
            _strict_json(finding.as_dict())


# --- content ---------------------------------------------------------------------------------


_TO_UNICODE = (
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
    b"1 begincodespacerange <0000> <ffff> endcodespacerange\n"
    b"2 beginbfchar <0001> <65e5> <0002> <d83dde00> endbfchar\n"
    b"1 beginbfrange <0010> <001f> <0041> endbfrange\nendcmap end end\n"
)
_SJIS = (
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
    b"/CMapName /Fuzz-H def\n"
    b"4 begincodespacerange <00> <80> <8140> <9ffc> <a0> <df> <e040> <fcfc> endcodespacerange\n"
    b"2 begincidrange <20> <7e> 231 <8140> <84be> 633 endcidrange\n"
    b"1 beginnotdefrange <00> <1f> 1 endnotdefrange\nendcmap end end\n"
)


def _template() -> pikepdf.Pdf:
    """One page with a simple font /F1, Identity-H /F2, an embedded CMap /F3, a form /X1."""
    pdf = pikepdf.Pdf.new()
    csi = pikepdf.Dictionary(
        Registry=pikepdf.String("Adobe"), Ordering=pikepdf.String("Japan1"), Supplement=6
    )

    def type0(encoding: pikepdf.Object) -> pikepdf.Object:
        cid_font = pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.CIDFontType0,
            BaseFont=pikepdf.Name.KozMinPr6N,
            CIDSystemInfo=csi,
            W=pikepdf.Array([1, pikepdf.Array([500, 600]), 100, 200, 700]),
        )
        return pdf.make_indirect(
            pikepdf.Dictionary(
                Type=pikepdf.Name.Font,
                Subtype=pikepdf.Name.Type0,
                BaseFont=pikepdf.Name.KozMinPr6N,
                Encoding=encoding,
                DescendantFonts=pikepdf.Array([pdf.make_indirect(cid_font)]),
                ToUnicode=pdf.make_stream(_TO_UNICODE),
            )
        )

    fonts = pikepdf.Dictionary(
        F1=pdf.make_indirect(
            pikepdf.Dictionary(
                Type=pikepdf.Name.Font,
                Subtype=pikepdf.Name.Type1,
                BaseFont=pikepdf.Name.Helvetica,
                Encoding=pikepdf.Dictionary(Differences=pikepdf.Array([65, pikepdf.Name.Euro])),
            )
        ),
        F2=type0(pikepdf.Name("/Identity-H")),
        F3=type0(pdf.make_stream(_SJIS)),
    )
    form = pdf.make_stream(b"BT /F1 9 Tf (form) Tj ET /X1 Do")
    form.Type, form.Subtype = pikepdf.Name.XObject, pikepdf.Name.Form
    form.BBox = pikepdf.Array([0, 0, 100, 100])
    resources = pikepdf.Dictionary(Font=fonts, XObject=pikepdf.Dictionary(X1=form))
    form.Resources = resources
    page = pikepdf.Dictionary(
        Type=pikepdf.Name.Page,
        MediaBox=pikepdf.Array([0, 0, 595, 842]),
        Resources=resources,
        Contents=pdf.make_stream(b""),
    )
    pdf.pages.append(pikepdf.Page(pdf.make_indirect(page)))
    return pdf


_PDF: pikepdf.Pdf | None = None


def content(data: bytes) -> None:
    """Trace and render a page whose content stream is the input."""
    global _PDF
    if _PDF is None:
        _PDF = _template()
    _PDF.pages[0].obj.Contents = _PDF.make_stream(data)
    _PDF.save(_SCRATCH)
    render(_SCRATCH)


# --- font dictionaries -----------------------------------------------------------------------


def fontdict(data: bytes) -> None:
    """Parse the input as a PDF object; use it as a font dictionary."""
    global _PDF
    if _PDF is None:
        _PDF = _template()
    try:
        obj = pikepdf.Object.parse(data)  # a PDF object: the font dictionary under test
    except (pikepdf.PdfError, RuntimeError, ValueError, TypeError):
        return
    ref = FontRef(obj, ("fuzz",))
    font = build_font(read_font_spec(ref), Location(font="F"))
    for probe in (data[:32], bytes(range(256)), b"\x00\x01\x30\x42\x81\x40\xff\xff\xff"):
        decoded = font.decode(probe)
        _check_codes(probe, [c.info.code_bytes for c in decoded.codes], "decode")
    font.facts  # noqa: B018 - the facts are computed on access
    for finding in font.findings:
        _strict_json(finding.as_dict())


# --- font programs ---------------------------------------------------------------------------


_PROGRAM_ENTRIES = (
    ("FontFile", None),
    ("FontFile2", None),
    ("FontFile3", "Type1C"),
    ("FontFile3", "CIDFontType0C"),
    ("FontFile3", "OpenType"),
)


def program(data: bytes) -> None:
    """Load the input as each kind of embedded program and ask it every question."""
    key, subtype = _PROGRAM_ENTRIES[len(data) % len(_PROGRAM_ENTRIES)]
    loaded = load_program(data, key, subtype)
    count = min(loaded.glyph_count or 0, 8)
    for gid in (*range(count), 65535, -1):
        loaded.advance(gid)
        loaded.glyph_name(gid)
        loaded.cid_for_gid(gid)
        loaded.unicode_for_gid(gid)
        loaded.outline(gid)
        loaded.has_outline(gid)
    for cid in (0, 1, 12354):
        loaded.gid_for_cid(cid)
    loaded.gid_for_name(".notdef")
    loaded.cmap_subtables()
    loaded.builtin_encoding()
    loaded.table_warnings()


# --- whole documents -------------------------------------------------------------------------


def document(data: bytes) -> None:
    """Open the input as a PDF file and render it."""
    _SCRATCH.write_bytes(data)
    render(_SCRATCH)


TARGETS: dict[str, Callable[[bytes], None]] = {
    "cmap": cmap,
    "content": content,
    "fontdict": fontdict,
    "program": program,
    "document": document,
}
"""Every target by name."""
