"""Properties that hold for any input, checked with Hypothesis, and a short fuzz run.

- Every byte of a string lands in exactly one code, whatever the codespace.
- Decoding never raises, whatever the bytes and whatever the font dictionary holds.
- The CMap parser never raises and always returns a CMap.
- Interpreting any content stream never raises, and every document that opened renders
  as ``trace``, ``fonts`` and ``text`` JSON (strict JSON: no NaN, no Infinity) and tables.
- ``fuzz/run.py`` finds nothing in a few seconds per target.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import cmap_stream_bytes, type0_font
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from inspector.analysis import Analysis
from inspector.cmap import CMap, Codespace, CodespaceRange, parse_cmap
from inspector.decode import BrokenFont, CompositeFont, build_font
from inspector.findings import CollectingSink, Location
from inspector.output.records import diagnosis_record, font_record, page_record, text_record
from inspector.output.tables import fonts_text, trace_page_text
from inspector.pdf.fontdict import read_font_spec
from inspector.pdf.resources import FontRef
from inspector.text import extract_page_text

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "pdfs"

SOME = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MANY = settings(max_examples=200, deadline=None)


# --- strategies ------------------------------------------------------------------------------


@st.composite
def codespace_range(draw: st.DrawFn) -> CodespaceRange:
    """A range of 1 to 4 bytes whose every byte has low <= high."""
    n = draw(st.integers(1, 4))
    low, high = [], []
    for _ in range(n):
        a, b = draw(st.integers(0, 255)), draw(st.integers(0, 255))
        low.append(min(a, b))
        high.append(max(a, b))
    return CodespaceRange(bytes(low), bytes(high))


codespaces = st.lists(codespace_range(), min_size=0, max_size=6)


@st.composite
def open_range(draw: st.DrawFn) -> CodespaceRange:
    """A range of 2 to 4 bytes whose first byte alone decides a code (every following
    byte 00-FF), as in the UCS2 CMaps and Identity-H."""
    n = draw(st.integers(2, 4))
    a, b = draw(st.integers(0, 255)), draw(st.integers(0, 255))
    return CodespaceRange(
        bytes([min(a, b)]) + b"\0" * (n - 1), bytes([max(a, b)]) + b"\xff" * (n - 1)
    )


mixed_codespaces = st.lists(st.one_of(codespace_range(), open_range()), min_size=1, max_size=6)

CMAP_WORDS = (
    b"begincodespacerange",
    b"endcodespacerange",
    b"begincidrange",
    b"endcidrange",
    b"begincidchar",
    b"endcidchar",
    b"beginnotdefrange",
    b"endnotdefrange",
    b"beginbfrange",
    b"endbfrange",
    b"beginbfchar",
    b"endbfchar",
    b"usecmap",
    b"def",
    b"begincmap",
    b"endcmap",
    b"[",
    b"]",
    b"<<",
    b">>",
    b"{",
    b"}",
    b"/CMapName",
    b"/WMode",
    b"/Registry",
    b"/Ordering",
    b"/Supplement",
    b"/UniJIS-UCS2-H",
    b"/Identity-H",
    b"(Adobe)",
    b"(unclosed",
    b"<",
    b">",
    b")",
    b"%comment",
)

cmap_tokens = st.one_of(
    st.sampled_from(CMAP_WORDS),
    st.binary(min_size=0, max_size=5).map(lambda b: b"<" + b.hex().encode() + b">"),
    st.integers(-(2**33), 2**33).map(lambda n: str(n).encode()),
    st.binary(max_size=3),
)
cmap_sources = st.lists(cmap_tokens, max_size=80).map(b" ".join)
"""Token soup in CMap syntax: sections, codes of any length, numbers, stray brackets."""

CONTENT_WORDS = (
    b"BT",
    b"ET",
    b"q",
    b"Q",
    b"cm",
    b"Tm",
    b"Td",
    b"TD",
    b"T*",
    b"Tf",
    b"Tc",
    b"Tw",
    b"Tz",
    b"TL",
    b"Ts",
    b"Tr",
    b"Tj",
    b"TJ",
    b"'",
    b'"',
    b"Do",
    b"gs",
    b"BMC",
    b"BDC",
    b"EMC",
    b"/F1",
    b"/F2",
    b"/F9",
    b"/X1",
    b"/Span",
    b"<< /ActualText (x) >>",
    b"<< /ActualText <feff0041> /MCID 0 >>",
    b"[",
    b"]",
    b"(",
    b")",
    b"<",
    b">",
)

numbers = st.one_of(
    st.integers(-(10**6), 10**6).map(lambda n: str(n).encode()),
    st.floats(-1e6, 1e6, allow_nan=False).map(lambda f: f"{f:.4f}".encode()),
    st.sampled_from((b"0", b"-0.0", b"999999999999999999999999999999999999.5", b"1" + b"0" * 40)),
)
content_tokens = st.one_of(
    st.sampled_from(CONTENT_WORDS),
    numbers,
    st.binary(max_size=12).map(lambda b: b"<" + b.hex().encode() + b">"),
    st.binary(max_size=12).map(
        lambda b: b"(" + b.replace(b"\\", b"").replace(b"(", b"").replace(b")", b"") + b")"
    ),
    st.binary(max_size=4),
)
contents = st.lists(content_tokens, max_size=60).map(b" ".join)
"""Token soup in content-stream syntax, with operands of every type in every place."""

NAMES = (
    "Identity-H",
    "Identity-V",
    "Type0",
    "Type1",
    "TrueType",
    "Type3",
    "CIDFontType0",
    "CIDFontType2",
    "WinAnsiEncoding",
    "UniJIS-UCS2-H",
    "90ms-RKSJ-H",
    "Identity",
    "X",
)
names = st.sampled_from(NAMES).map(lambda n: pikepdf.Name("/" + n))

INNER_KEYS = (
    "/Registry",
    "/Ordering",
    "/Supplement",
    "/Subtype",
    "/BaseEncoding",
    "/Differences",
    "/Flags",
    "/FontBBox",
    "/MissingWidth",
    "/FontFile2",
)

pdf_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(2**40), 2**40),
        st.floats(-1e12, 1e12, allow_nan=False),
        names,
        st.binary(max_size=8).map(pikepdf.String),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=8).map(pikepdf.Array),
        st.dictionaries(
            st.sampled_from(INNER_KEYS),
            inner,
            max_size=4,
        ).map(pikepdf.Dictionary),
    ),
    max_leaves=12,
)
"""Any small PDF value: the wrong type for whatever key it lands in."""

FONT_KEYS = (
    "/Subtype",
    "/BaseFont",
    "/Encoding",
    "/DescendantFonts",
    "/ToUnicode",
    "/FirstChar",
    "/LastChar",
    "/Widths",
    "/FontMatrix",
    "/FontDescriptor",
    "/W",
    "/W2",
    "/DW",
    "/DW2",
    "/CIDSystemInfo",
    "/CIDToGIDMap",
    "/Resources",
    "/CharProcs",
)


@st.composite
def font_dicts(draw: st.DrawFn) -> pikepdf.Dictionary:
    """A font dictionary whose entries, and its descendant's, hold any value at all."""
    entries = draw(st.dictionaries(st.sampled_from(FONT_KEYS), pdf_values, max_size=8))
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, **{k[1:]: v for k, v in entries.items()})
    if draw(st.booleans()):
        font.Subtype = pikepdf.Name.Type0
        inner = draw(st.dictionaries(st.sampled_from(FONT_KEYS), pdf_values, max_size=8))
        descendant = pikepdf.Dictionary({"/Type": pikepdf.Name.Font, **inner})
        font.DescendantFonts = pikepdf.Array([descendant])
    return font


def _spec(obj: pikepdf.Dictionary) -> Any:
    return read_font_spec(FontRef(obj, ("test", id(obj))))


def _codes_of(font: Any, data: bytes) -> list[bytes]:
    return [c.info.code_bytes for c in font.decode(data).codes]


# --- codes -----------------------------------------------------------------------------------


@MANY
@given(codespaces, st.binary(max_size=64))
def test_every_byte_lands_in_exactly_one_code(ranges: list[CodespaceRange], data: bytes) -> None:
    splits = Codespace(ranges).split(data)
    assert b"".join(s.code_bytes for s in splits) == data
    offset = 0
    for split in splits:
        assert split.offset == offset and split.code_bytes
        offset += len(split.code_bytes)
        if split.codespace is not None:
            assert split.codespace.contains(split.code_bytes)
        else:  # §9.7.6.3: a code that matched no range is one no range contains
            assert not any(r.contains(split.code_bytes) for r in ranges)


@MANY
@given(codespaces, st.binary(max_size=64))
def test_a_font_decodes_the_bytes_the_codespace_splits(
    ranges: list[CodespaceRange], data: bytes
) -> None:
    spec = _spec(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0))
    font = CompositeFont(
        spec,
        [],
        encoding_cmap=CMap("test", codespace_ranges=ranges),
        to_unicode=None,
        collection_map=None,
        collection=None,
    )
    decoded = font.decode(data)
    assert decoded.raw == data
    splits = font.codespace.split(data)
    assert [c.info.code_bytes for c in decoded.codes] == [s.code_bytes for s in splits]
    assert [c.offset for c in decoded.codes] == [s.offset for s in splits]


@MANY
@given(
    mixed_codespaces,
    st.lists(st.tuples(st.integers(0, 255), st.binary(), st.booleans()), max_size=24),
)
def test_strings_of_codes_of_one_length_decode_as_the_codespace_splits(
    ranges: list[CodespaceRange], parts: list[tuple[int, bytes, bool]]
) -> None:
    # Codes whose first byte decides the codespace's most common length, and now and then
    # a stray first byte: Font.decode cuts the former without its per-code loop, and must
    # cut exactly what the codespace cuts either way.
    codespace = Codespace(ranges)
    stride = codespace.stride
    leads = [b for b in range(256) if stride and codespace.sure_lengths[b] == stride]
    assume(leads)
    tail = stride - 1
    data = b"".join(
        bytes([lead if stray else leads[lead % len(leads)]])
        + (rest * tail)[:tail].ljust(tail, b"\0")
        for lead, rest, stray in parts
    )
    spec = _spec(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0))
    font = CompositeFont(
        spec,
        [],
        encoding_cmap=CMap("test", codespace_ranges=ranges),
        to_unicode=None,
        collection_map=None,
        collection=None,
    )
    decoded = font.decode(data)
    splits = codespace.split(data)
    assert [c.info.code_bytes for c in decoded.codes] == [s.code_bytes for s in splits]
    assert decoded.invalid == sum(1 for s in splits if s.codespace is None)


@SOME
@given(font_dicts(), st.binary(max_size=48))
def test_decoding_never_raises_whatever_the_font_dictionary_holds(
    font: pikepdf.Dictionary, data: bytes
) -> None:
    built = build_font(_spec(font), Location(font="F1"))
    assert b"".join(_codes_of(built, data)) == data
    built.facts  # noqa: B018 - computed on access, must not raise
    for finding in built.findings:
        json.dumps(finding.as_dict(), allow_nan=False)


@SOME
@given(cmap_sources, cmap_sources, st.binary(max_size=48))
def test_decoding_never_raises_whatever_the_cmaps_say(
    encoding: bytes, to_unicode: bytes, data: bytes
) -> None:
    pdf = pikepdf.Pdf.new()
    font = pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.Type0,
            Encoding=pdf.make_stream(encoding),
            ToUnicode=pdf.make_stream(to_unicode),
            DescendantFonts=pikepdf.Array([pikepdf.Dictionary(Subtype=pikepdf.Name.CIDFontType2)]),
        )
    )
    built = build_font(_spec(font), Location(font="F1"))
    assert not isinstance(built, BrokenFont)
    assert b"".join(_codes_of(built, data)) == data


# --- CMaps -----------------------------------------------------------------------------------


@MANY
@given(st.one_of(st.binary(max_size=400), cmap_sources))
def test_the_cmap_parser_never_raises(data: bytes) -> None:
    for role in ("encoding", "tounicode"):
        sink = CollectingSink()
        cmap = parse_cmap(data, sink, role=role)
        assert isinstance(cmap, CMap)
        for finding in sink:
            json.dumps(finding.as_dict(), allow_nan=False)


def test_the_cmap_parser_keeps_what_it_can_read_around_garbage() -> None:
    good = cmap_stream_bytes([("00", "ff")], bfchars=[("41", "0042"), ("43", "0044")])
    spoiled = good.replace(b"<43> <0044>", b"\x00\xff[ (( <43> <0044>")
    sink = CollectingSink()
    cmap = parse_cmap(spoiled, sink, role="tounicode")
    assert cmap.lookup_bytes(b"A") is not None
    assert {f.code for f in sink} == {"CMAP-SYNTAX"}


# --- content and rendering -------------------------------------------------------------------


def render(path: Path) -> None:
    """What trace, fonts and text make of a document, in JSON and as tables."""
    with Analysis(path) as analysis:
        for trace in analysis.trace():
            record = page_record(trace)
            json.dumps(record, allow_nan=False)
            trace_page_text(record)
            for show in trace.strings:
                codes = [c.info.code_bytes for c in show.decoded.codes]
                assert b"".join(codes) == show.decoded.raw
            json.dumps(text_record(trace, extract_page_text(trace)), allow_nan=False)
        diagnosis = analysis.diagnose()
        fonts = [
            font_record(e, diagnosis.fonts.get(e.key), diagnosis.findings.get(e.key))
            for e in analysis.fonts()
        ]
        json.dumps([fonts, diagnosis_record(diagnosis)], allow_nan=False)
        fonts_text(fonts)


@SOME
@given(contents, font_dicts())
def test_any_content_with_any_font_renders(content: bytes, font: pikepdf.Dictionary) -> None:
    pdf = pikepdf.Pdf.new()
    fonts = pikepdf.Dictionary(F1=pdf.make_indirect(font), F2=type0_font(pdf))
    form = pdf.make_stream(b"BT /F2 10 Tf <3042> Tj ET " + content[:200])
    form.Type, form.Subtype = pikepdf.Name.XObject, pikepdf.Name.Form
    form.BBox = pikepdf.Array([0, 0, 100, 100])
    resources = pikepdf.Dictionary(Font=fonts, XObject=pikepdf.Dictionary(X1=form))
    form.Resources = resources
    page = pikepdf.Dictionary(
        Type=pikepdf.Name.Page,
        MediaBox=pikepdf.Array([0, 0, 595, 842]),
        Resources=resources,
        Contents=pdf.make_stream(content),
    )
    pdf.pages.append(pikepdf.Page(pdf.make_indirect(page)))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.pdf"
        pdf.save(path)
        render(path)


# --- a short fuzz run ------------------------------------------------------------------------


def test_a_short_fuzz_run_finds_nothing(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "fuzz"))
    try:
        import run as fuzz_run  # fuzz/run.py
    finally:
        sys.path.remove(str(ROOT / "fuzz"))
    corpus = CORPUS if CORPUS.is_dir() else None
    reports = fuzz_run.run(
        list(fuzz_run.TARGETS), 2.0, corpus, seed=20240607, crashes=tmp_path, hang=30.0
    )
    assert [f for r in reports for f in r.failures] == []
    assert all(r.executions for r in reports)


@pytest.mark.parametrize("size", [0, 1, 255, 4096])
def test_decoding_a_string_of_every_length_keeps_every_byte(size: int) -> None:
    cmap = parse_cmap(
        cmap_stream_bytes([("00", "80"), ("8140", "9ffc"), ("a0", "df"), ("e04000", "fcfcfc")]),
        CollectingSink(),
    )
    data = bytes((i * 37 + 11) % 256 for i in range(size))
    assert b"".join(s.code_bytes for s in cmap.codespace.split(data)) == data


# --- /W arrays read from their text ---------------------------------------------------------

_w_number = st.one_of(
    st.integers(-(2**40), 2**40),
    st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False).map(lambda v: round(v, 4)),
)
_w_item: Any = st.one_of(
    _w_number,
    st.lists(_w_number, max_size=6),
    st.lists(st.one_of(_w_number, st.lists(_w_number, max_size=2)), max_size=3),
    st.booleans(),
    st.none(),
    st.just(pikepdf.Name("/X")),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_w_item, max_size=12))
def test_w_arrays_read_from_their_text_are_those_read_element_by_element(items: list) -> None:
    from inspector.pdf.fontdict import _plain_w_array, _w_array, _w_elements

    array = pikepdf.Array(items)
    expected = _w_elements(array)
    assert _w_array(array, [], "/W") == expected
    plain = _plain_w_array(array)
    if all(
        isinstance(i, int | float | list) and not isinstance(i, bool) for i in items
    ) and not any(isinstance(i, list) and any(isinstance(j, list) for j in i) for i in items):
        assert plain == expected  # numbers and arrays of numbers take the fast path
    else:
        assert plain is None


def test_a_w_array_with_a_reference_is_read_element_by_element() -> None:
    from inspector.pdf.fontdict import _plain_w_array, _w_array

    pdf = pikepdf.Pdf.new()
    inner = pdf.make_indirect(pikepdf.Array([500, 600]))
    array = pikepdf.Array([1, inner, 10, 20, 300])
    assert _plain_w_array(array) is None
    assert _w_array(array, [], "/W") == (1.0, (500.0, 600.0), 10.0, 20.0, 300.0)


_glyph_text = st.sampled_from(["a", "b", " ", "", "漢", "字", "한", "글", ".", ",", "x "])
_glyph = st.tuples(
    _glyph_text,
    st.floats(-3.0, 3.0),  # gap before the glyph, in em
    st.floats(0.0, 1.2),  # advance, in em
    st.sampled_from([8.0, 10.0, 12.0]),  # size
    st.integers(0, 2),  # string
    st.sampled_from([None, 0.25, 0.3]),  # the font's space width, em
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_glyph, min_size=1, max_size=30), st.sampled_from([{}, {"F": 0.28}]))
def test_line_tokens_are_the_word_space_rule_applied_to_every_gap(
    glyphs: list, drawn: dict
) -> None:
    """The shortcuts of line_tokens (no gap above the lowest threshold, one string) give
    what the rule gives asked about every pair of glyphs."""
    from itertools import pairwise

    from inspector.text.glyphs import RIGHT, Frame, Run
    from inspector.text.lines import Line
    from inspector.text.params import DEFAULT
    from inspector.text.spacing import SPACE, is_space, kept_glyphs, line_tokens, tracking

    x = 0.0
    line: Line | None = None
    for text, gap, advance, size, string, space in glyphs:
        x += gap * size
        frame = Frame(RIGHT, [x], [x + advance * size], 0.0, -0.2 * size, 0.8 * size)
        x += advance * size
        run = Run(
            string=string,
            texts=[text],
            raws=None,
            codes=[0],
            frame=frame,
            alt=None,
            size=size,
            font="F",
            bold=False,
            space=space * size if space else None,
            artifact=False,
            tag=None,
            mcid=None,
            invisible=False,
        )
        if line is None:
            line = Line(run, frame)
        else:
            line.add(run, frame)
    assert line is not None
    line.sort()
    keep = kept_glyphs(line)
    gaps = [
        (line.u0[b] - line.u1[a]) / max(line.sizes[a], line.sizes[b]) for a, b in pairwise(keep)
    ]
    typical = tracking(line, keep, gaps, DEFAULT)
    expected = keep[:1]
    for gap, (a, b) in zip(gaps, pairwise(keep)):
        if is_space(line, a, b, gap, typical, DEFAULT, drawn):
            expected.append(SPACE)
        expected.append(b)
    assert line_tokens(line, DEFAULT, drawn) == expected


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.floats(-1e15, 1e15, allow_nan=False),
            st.sampled_from([0.0, -0.0, 0.0005, -0.0005, 1.0005, 2.675, 1e15]),
            st.integers(-5000, 5000).map(lambda n: n / 8),
        ),
        max_size=60,
    )
)
def test_coordinates_are_written_as_each_value_rounded_on_its_own(numbers: list[float]) -> None:
    import orjson

    from inspector.output.records import _rounded_texts

    expected = [orjson.dumps(round(v, 3)) for v in numbers]
    assert _rounded_texts(numbers) == expected
    assert _rounded_texts(numbers) == expected  # from the table the first call filled


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.floats(-3.0, 3.0),
            st.sampled_from([0.0, -0.0, 0.1, -0.1, 1e-17, 0.30000000000000004]),
            st.floats(allow_nan=True, allow_infinity=True),
        ),
        min_size=1,
        max_size=40,
    )
)
def test_gaps_near_the_median_are_counted_as_one_by_one(gaps: list[float]) -> None:
    from inspector.text.lines import _near_median, typical_gap

    ordered = sorted(gaps)
    median = ordered[(len(ordered) - 1) // 2]
    assert _near_median(ordered, median) == sum(1 for g in gaps if abs(g - median) <= 0.1)
    # None stands for "every pair from one string".
    assert typical_gap(gaps, None) == typical_gap(gaps, [True] * len(gaps))


_operand_value = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.floats(-2e15, 2e15),
    st.integers(-(10**16), 10**16),
    st.booleans(),
    st.none(),
    st.just(b"(x)"),
    st.just("/Name"),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_operand_value, min_size=0, max_size=7))
@example([1.0, 0.0, 0.0, 1.0, float("nan"), 5.0])  # NaN after the largest entry
@example([1, 0, 0, 1, 10**15, -(10**15) - 1])
def test_matrices_from_operands_are_checked_as_entry_by_entry(args: list) -> None:
    from inspector.content.interpreter import COORDINATE_LIMIT, _bounded, _matrix, _num

    def by_entry() -> tuple[float, ...]:
        if len(args) != 6:
            raise ValueError(f"{len(args)} operands where 6 numbers are needed")
        return tuple(_num(args, i) for i in range(6))

    try:
        expected: object = by_entry()
    except ValueError as exc:
        expected = str(exc)
    try:
        made: object = _matrix(args)
    except ValueError as exc:
        made = str(exc)
    assert made == expected
    if isinstance(expected, tuple):
        assert [type(v) for v in made] == [float] * 6  # type: ignore[union-attr]
        inside = all(abs(v) <= COORDINATE_LIMIT for v in expected)
        if inside:
            assert _bounded(expected) == expected  # type: ignore[arg-type]
        else:
            with pytest.raises(OverflowError):
                _bounded(expected)  # type: ignore[arg-type]
