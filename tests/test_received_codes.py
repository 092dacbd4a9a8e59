"""Descriptions received from another process: the same values, equal ones one object."""

from __future__ import annotations

import math
import pickle
from collections.abc import Callable
from dataclasses import fields, replace
from functools import partial
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font

from inspector import chain
from inspector.analysis import Analysis
from inspector.chain import CodeInfo, Flag, Origin, ShapeMatch, UnicodeSource, WidthSource
from inspector.diagnostics import Diagnoser
from inspector.diagnostics.pageusage import RunUsage, run_usage
from inspector.output.records import chain_record


def _info(code: int, line: int, width: float, text: str = "漢") -> CodeInfo:
    return CodeInfo(
        code_bytes=code.to_bytes(2, "big"),
        code=code,
        cid=code,
        cid_origin=Origin("Identity-H"),
        gid=code + 70000,  # beyond a 16-bit value
        glyph_name=None,
        unicode=text,
        unicode_source=UnicodeSource.TOUNICODE,
        unicode_origin=Origin("Adobe-Identity-UCS", line),
        width=width,
        width_source=WidthSource.W,
        flags=frozenset({Flag.MULTI}) if len(text) > 1 else frozenset(),
        program_advance=width,
        gid_rule="CFF charset",
    )


def _sent(value: object) -> object:
    """``value`` as another process receives it (each run is its own pickle)."""
    return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def _one_by_one(infos: list[CodeInfo]) -> list[CodeInfo]:
    """Descriptions pickled each as itself (:meth:`CodeInfo.__reduce__`)."""
    received = _sent(infos)
    assert isinstance(received, list)
    return received


def _as_columns(infos: list[CodeInfo]) -> list[CodeInfo]:
    """Descriptions sent as columns, as a run of pages sends them."""
    columns = _sent(chain.sent_codes(infos))
    assert isinstance(columns, tuple)
    return chain.received_codes(columns)


ROUTES = pytest.mark.parametrize("route", [_one_by_one, _as_columns], ids=["one-by-one", "columns"])
Route = Callable[[list[CodeInfo]], list[CodeInfo]]


@ROUTES
def test_received_descriptions_equal_the_sent_ones_field_by_field(route: Route) -> None:
    shaped = replace(
        _info(1003, 10, 250.0),
        unicode=None,
        cid_origin=None,
        unicode_source=UnicodeSource.NONE,
        unicode_origin=None,
        vertical=(-1000.0, 500.0, 880.0),
        recovered="字",
        recovered_source=UnicodeSource.GLYPH_SHAPE,
        shape=ShapeMatch("字", "Noto Sans CJK", 0.9, 0.8, "宇", 0.7, True, "/fonts/noto.ttc", 2),
        flags=frozenset({Flag.UNMAPPED}),
    )
    sent = [
        _info(1000, 7, 1000.0),
        _info(1001, 8, -0.0, "ffi"),
        _info(1002, 9, math.nan),
        shaped,
        replace(_info(1004, 11, 0.0), code_bytes=b"\x04", code=True, gid=None, glyph_name="g"),
    ]
    received = route(sent)
    for a, b in zip(sent, received, strict=True):
        for f in fields(CodeInfo):
            x, y = getattr(a, f.name), getattr(b, f.name)
            if isinstance(x, float) and math.isnan(x):
                assert math.isnan(y)
            else:
                assert (type(y), y) == (type(x), x), f.name
    assert math.copysign(1.0, received[1].width) == -1.0  # -0.0 is not taken for 0.0
    assert str(received[0].unicode_origin) == "Adobe-Identity-UCS:7"


@ROUTES
def test_equal_values_of_separate_runs_are_one_object(route: Route) -> None:
    chain.forget_received()
    first = route([_info(2000, 11, 500.0), _info(2001, 12, 1000.0)])
    second = route([_info(2000, 11, 500.0), _info(3000, 12, 1000.0)])
    a, b = first[0], second[0]
    assert a == b and a is not b
    for name in ("unicode_origin", "cid_origin", "code", "cid", "gid", "width", "unicode"):
        assert getattr(a, name) is getattr(b, name), name
    assert a.flags is b.flags and a.gid_rule is b.gid_rule
    # Same CMap line in two fonts' codes: one Origin.
    assert first[1].unicode_origin is second[1].unicode_origin
    assert first[1].code is not second[1].code  # 2001 and 3000
    chain.forget_received()
    third = _sent(_info(2000, 11, 500.0))
    assert isinstance(third, CodeInfo)
    assert third == a and third.unicode_origin is not a.unicode_origin


@ROUTES
def test_sharing_stops_at_the_limit(monkeypatch: pytest.MonkeyPatch, route: Route) -> None:
    chain.forget_received()
    monkeypatch.setattr(chain, "SHARED_LIMIT", 2)
    received = route([_info(4000 + n, 100 + n, 300.0 + n) for n in range(5)])
    assert [i.code for i in received] == [4000 + n for n in range(5)]
    assert len(chain._origins) == 2 and len(chain._ints) == 2
    again = route([_info(4004, 104, 304.0)])
    assert again[0] == received[4] and again[0].unicode_origin is not received[4].unicode_origin
    chain.forget_received()


def test_a_real_fonts_descriptions_come_back_with_the_same_records(tmp_path: Path) -> None:
    to_unicode = (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
        b"/CMapName /T-UCS def /CMapType 2 def\n"
        b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
        b"2 beginbfchar\n<0001> <6F22>\n<0002> <5B57>\nendbfchar\n"
        b"1 beginbfrange\n<0003> <0005> <0041>\nendbfrange\n"
        b"endcmap CMapName currentdict /CMap defineresource pop end end\n"
    )
    subset = partial(
        type0_font, ordering="Identity", supplement=0, to_unicode=to_unicode, w=[1, [500, 600, 700]]
    )
    codes = bytes.fromhex("0001000200030004000500060001")
    pdf = page_pdf({"F1": subset, "F2": type0_font}, content_tj("F1", 12, codes, b"\x00\x01"))
    path = save(pdf, tmp_path)
    with Analysis(path) as analysis:
        trace = analysis.trace_page(0)
        infos = [info for show in trace.strings for info in show.decoded.infos]
    assert infos
    received = _sent(infos)
    assert received == infos
    assert isinstance(received, list)
    assert [chain_record(i) for i in received] == [chain_record(i) for i in infos]
    assert {i.unicode_source for i in received} == {UnicodeSource.TOUNICODE, UnicodeSource.NONE}


def test_runs_merged_from_separate_pickles_keep_one_bytes_per_code(tmp_path: Path) -> None:
    # Two fonts showing the same codes (as subsets of merged documents do), over two runs.
    codes = bytes.fromhex("000100020003")
    pages = [
        content_tj("F1", 12, codes, b"\x00\x01") + content_tj("F2", 12, codes[2:]),
        content_tj("F2", 12, bytes.fromhex("0002000300040004")) + content_tj("F1", 12, codes),
        content_tj("F1", 12, bytes.fromhex("00050001")),
    ]
    identity = partial(type0_font, ordering="Identity", supplement=0)
    path = save(page_pdf({"F1": identity, "F2": identity}, pages), tmp_path)
    chain.forget_received()
    with Analysis(path) as analysis:
        runs = [_sent(run_usage(analysis.trace(run), analysis)) for run in ([0], [1, 2])]
        one = Diagnoser()
        for trace in analysis.trace([0, 1, 2]):
            one.add(trace)
    merged = Diagnoser()
    for run in runs:
        assert isinstance(run, RunUsage)
        merged.merge(run)
    assert list(merged.usage) == list(one.usage) and len(one.usage) == 2
    kept: dict[bytes, bytes] = {}
    for key, expected in one.usage.items():
        got = merged.usage[key]
        # What one process counts, in the same order.
        assert list(got.counts.items()) == list(expected.counts.items())
        assert list(got.first_seen.items()) == list(expected.first_seen.items())
        assert list(got.codes) == list(expected.codes)
        # Every table is keyed by the descriptions' own code bytes: one object per code,
        # whichever font and run it came from.
        for code, info in got.codes.items():
            assert kept.setdefault(code, info.code_bytes) is info.code_bytes
            assert next(k for k in got.counts if k == code) is info.code_bytes
            assert next(k for k in got.first_seen if k == code) is info.code_bytes
    chain.forget_received()


def test_no_descriptions_make_no_columns() -> None:
    assert chain.sent_codes([]) == ()
    assert chain.received_codes(()) == []


def test_a_runs_font_usage_comes_back_keyed_by_its_descriptions_bytes(tmp_path: Path) -> None:
    codes = bytes.fromhex("0001000200030001")
    identity = partial(type0_font, ordering="Identity", supplement=0)
    path = save(page_pdf({"F1": identity}, content_tj("F1", 12, codes)), tmp_path)
    chain.forget_received()
    with Analysis(path) as analysis:
        run = run_usage(analysis.trace([0]), analysis)
    received = _sent(run)
    assert isinstance(received, RunUsage)
    (key, sent), (got_key, got) = next(iter(run.fonts.items())), next(iter(received.fonts.items()))
    assert got_key == key
    assert (got.font_name, got.page_index, got.glyphs) == (sent.font_name, sent.page_index, 4)
    assert list(got.codes.items()) == list(sent.codes.items())
    assert all(code is info.code_bytes for code, info in got.codes.items())
    assert got.counts == sent.counts and got.first_seen == sent.first_seen
    assert got.learning == sent.learning
    chain.forget_received()
