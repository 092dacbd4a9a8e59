"""CMap parsing, codespace splitting and lookups, on inline CMap bytes."""

from __future__ import annotations

import bisect
import re

import pytest
from builders import cmap_stream_bytes
from hypothesis import given, settings
from hypothesis import strategies as st

from inspector.chain import Origin
from inspector.cmap import (
    Codespace,
    CodespaceRange,
    load_predefined,
    parse_cmap,
    ucs2_map,
)
from inspector.cmap.parser import _Parser
from inspector.cmap.ranges import EntryKind, PackedRangeMap, RangeEntry, RangeMap, range_map
from inspector.findings import CollectingSink, Location


def parse(data: bytes, **kwargs: object):  # type: ignore[no-untyped-def]
    sink = CollectingSink()
    cmap = parse_cmap(data, sink, resolve_parent=load_predefined, **kwargs)  # type: ignore[arg-type]
    return cmap, [f.code for f in sink]


def splits(codespace: Codespace, data: bytes) -> list[tuple[str, bool]]:
    return [(s.code_bytes.hex(), s.codespace is not None) for s in codespace.split(data)]


MIXED = Codespace(
    [
        CodespaceRange(b"\x00", b"\x80"),
        CodespaceRange(b"\x81\x40", b"\x9f\xfc"),
        CodespaceRange(b"\xa0", b"\xdf"),
        CodespaceRange(b"\xe0\x40", b"\xfc\xfc"),
    ]
)


def test_codespace_rectangle_excludes_bytes_outside_each_bound() -> None:
    rect = Codespace([CodespaceRange(b"\x81\x40", b"\x82\xbf")])
    assert splits(rect, b"\x81\x40") == [("8140", True)]
    # 0x8201 lies between 0x8140 and 0x82BF as an integer but its second byte is below 0x40.
    assert splits(rect, b"\x82\x01") == [("8201", False)]


def test_mixed_one_and_two_byte_codes_split_by_first_byte() -> None:
    assert splits(MIXED, b"A\x81\x40\xb1\xe0\x40") == [
        ("41", True),
        ("8140", True),
        ("b1", True),
        ("e040", True),
    ]


def test_invalid_code_takes_length_of_partial_match_and_does_not_shift_later_codes() -> None:
    # 0x81 starts a two-byte range but 0x20 is outside its second-byte bounds: the partial
    # match has the two-byte length, so 81 20 is one invalid code and 'A' is still read.
    assert splits(MIXED, b"\x81\x20A") == [("8120", False), ("41", True)]


def test_invalid_first_byte_takes_shortest_code_length() -> None:
    two_byte = Codespace(
        [CodespaceRange(b"\x81\x40", b"\x9f\xfc"), CodespaceRange(b"\x00", b"\x7f")]
    )
    assert splits(two_byte, b"\xff\x41") == [("ff", False), ("41", True)]


def test_partial_match_tie_prefers_shorter_code() -> None:
    space = Codespace(
        [CodespaceRange(b"\x10\x00", b"\x10\x0f"), CodespaceRange(b"\x10\x00\x00", b"\x10\x0f\xff")]
    )
    # 10 ff ..: both ranges match only the first byte; the tie goes to the two-byte length.
    assert splits(space, b"\x10\xff\x10\x01") == [("10ff", False), ("1001", True)]


def test_truncated_final_code_is_one_invalid_code() -> None:
    identity = Codespace([CodespaceRange(b"\x00\x00", b"\xff\xff")])
    assert splits(identity, b"\x30\x42\x30") == [("3042", True), ("30", False)]


def test_every_byte_lands_in_exactly_one_code() -> None:
    data = bytes(range(256)) * 3
    pieces = MIXED.split(data)
    assert b"".join(p.code_bytes for p in pieces) == data
    assert [p.offset for p in pieces] == [
        sum(len(q.code_bytes) for q in pieces[:i]) for i in range(len(pieces))
    ]


def test_cidrange_cidchar_and_notdefrange() -> None:
    data = cmap_stream_bytes(
        [("8140", "9ffc")],
        cidranges=[("8140", "817e", 633)],
        cidchars=[("8150", 1000)],
        notdefranges=[("9f40", "9ffc", 1)],
    )
    cmap, codes = parse(data)
    assert codes == []
    assert cmap.lookup_cid(b"\x81\x40") is not None
    assert cmap.lookup_cid(b"\x81\x42")[0] == 635  # type: ignore[index]
    # A later cidchar overrides the range it falls in.
    assert cmap.lookup_cid(b"\x81\x50")[0] == 1000  # type: ignore[index]
    assert cmap.lookup_cid(b"\x9f\x40") is None
    assert cmap.lookup_notdef(b"\x9f\x41")[0] == 1  # type: ignore[index]


def test_lookup_reports_cmap_line() -> None:
    data = (
        b"1 begincodespacerange <00> <ff> endcodespacerange\n1 begincidchar\n<41> 34\nendcidchar\n"
    )
    cmap, _ = parse(data, label="T")
    cid, origin = cmap.lookup_cid(b"A")  # type: ignore[misc]
    assert cid == 34
    assert origin.line == 3


def test_bfrange_hex_target_increments_and_array_targets() -> None:
    data = cmap_stream_bytes(
        [("0000", "ffff")],
        bfranges=[("0010", "0012", "4e00"), ("0020", "0021", ["0041", "00660069"])],
        bfchars=[("0030", "d83ddc00")],
    )
    cmap, codes = parse(data, role="tounicode")
    assert codes == []
    assert cmap.lookup_bytes(b"\x00\x12")[0] == b"\x4e\x02"  # type: ignore[index]
    assert cmap.lookup_bytes(b"\x00\x21")[0] == b"\x00\x66\x00\x69"  # type: ignore[index]
    assert cmap.lookup_bytes(b"\x00\x30")[0] == b"\xd8\x3d\xdc\x00"  # type: ignore[index]


def test_bfrange_past_last_byte_carries_and_is_reported() -> None:
    data = b"1 beginbfrange <00> <03> <00FE> endbfrange"
    cmap, codes = parse(data, role="tounicode")
    assert "CMAP-BFRANGE-OVERFLOW" in codes
    assert cmap.lookup_bytes(b"\x03")[0] == b"\x01\x01"  # type: ignore[index]


def test_malformed_entry_is_reported_and_parsing_resumes() -> None:
    data = (
        b"1 begincodespacerange <00> <ff> endcodespacerange\n"
        b"3 beginbfchar\n<01> <0041>\n<02> garbage\n<03> <0043>\nendbfchar\n"
    )
    cmap, codes = parse(data, role="tounicode")
    assert "CMAP-SYNTAX" in codes
    assert cmap.lookup_bytes(b"\x01")[0] == b"\x00\x41"  # type: ignore[index]
    assert cmap.lookup_bytes(b"\x03")[0] == b"\x00\x43"  # type: ignore[index]


def test_range_with_bounds_of_different_length_is_skipped_not_fatal() -> None:
    data = b"2 begincidrange <0000> <00ff> 1 <00> <ffff> 5 endcidrange"
    cmap, codes = parse(data)
    assert "CMAP-RANGE-INVALID" in codes
    assert cmap.lookup_cid(b"\x00\x10")[0] == 17  # type: ignore[index]


def test_prefix_conflict_is_reported_with_both_ranges() -> None:
    data = cmap_stream_bytes([("00", "9f"), ("8140", "9ffc")])
    sink = CollectingSink()
    cmap = parse_cmap(data, sink)
    conflicts = [f for f in sink if f.code == "CMAP-CODESPACE-PREFIX"]
    assert len(conflicts) == 1
    assert "<00> <9f>" in conflicts[0].message and "<8140> <9ffc>" in conflicts[0].message
    # The two-byte codes are unreachable: 0x81 is read as a one-byte code.
    assert [s.code_bytes for s in cmap.codespace.split(b"\x81\x40")] == [b"\x81", b"\x40"]


def test_same_width_overlap_is_tolerated_as_union() -> None:
    data = cmap_stream_bytes([("8140", "84be"), ("8240", "9ffc")])
    sink = CollectingSink()
    cmap = parse_cmap(data, sink)
    assert [f.code for f in sink] == ["CMAP-CODESPACE-OVERLAP"]
    assert all(s.codespace is not None for s in cmap.codespace.split(b"\x83\x50\x9f\x40"))


def test_usecmap_predefined_parent_supplies_codespace_and_cids() -> None:
    data = b"/90ms-RKSJ-H usecmap\n1 begincidchar <8140> 9999 endcidchar"
    cmap, codes = parse(data)
    assert codes == []
    assert cmap.chain == ("embedded CMap", "90ms-RKSJ-H")
    assert cmap.lookup_cid(b"\x81\x40")[0] == 9999  # type: ignore[index]
    cid, origin = cmap.lookup_cid(b"\x93\xfa")  # type: ignore[misc]
    assert cid == 3284 and origin.name == "90ms-RKSJ-H"
    assert [s.code_bytes for s in cmap.codespace.split(b"A\x93\xfa")] == [b"A", b"\x93\xfa"]


def test_unknown_usecmap_is_reported() -> None:
    _, codes = parse(b"/No-Such-CMap usecmap")
    assert "CMAP-USECMAP-UNKNOWN" in codes


def test_wmode_and_cid_system_info_in_both_dictionary_forms() -> None:
    cmap, _ = parse(
        b"/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 5 >> def\n"
        b"/WMode 1 def /CMapName /X-V def"
    )
    assert (cmap.name, cmap.wmode, str(cmap.cid_system_info)) == ("X-V", 1, "Adobe-GB1-5")
    cmap, _ = parse(
        b"/CIDSystemInfo 3 dict dup begin /Registry (Adobe) def /Ordering (Korea1) def "
        b"/Supplement 2 def end def"
    )
    assert str(cmap.cid_system_info) == "Adobe-Korea1-2"


def test_huge_ranges_stay_ranges() -> None:
    # A range of four billion codes is held as one entry, not expanded code by code (how
    # long parsing and lookups take is measured in benchmarks/bench.py, not here).
    data = b"1 begincodespacerange <00000000> <ffffffff> endcodespacerange\n" + (
        b"1 begincidrange <00000000> <fffffffe> 1 endcidrange"
    )
    cmap, _ = parse(data)
    assert cmap.entry_count() == 1
    assert len(cmap.cid_entries()) == 1
    assert cmap.lookup_cid(b"\xff\xff\xff\xfe")[0] == 0xFFFFFFFF  # type: ignore[index]


@pytest.mark.parametrize(
    ("name", "code", "cid"),
    [
        ("90ms-RKSJ-H", b"\x93\xfa", 3284),
        ("90ms-RKSJ-H", b"A", 264),  # proportional Roman, CID 231 + 0x21
        ("UniGB-UCS2-H", "中".encode("utf-16-be"), 4559),
        ("Identity-H", b"\x30\x42", 0x3042),
    ],
)
def test_predefined_cmaps(name: str, code: bytes, cid: int) -> None:
    cmap = load_predefined(name)
    assert cmap is not None and cmap.predefined
    assert cmap.lookup_cid(code)[0] == cid  # type: ignore[index]


def test_predefined_vertical_cmap_inherits_from_horizontal() -> None:
    cmap = load_predefined("90ms-RKSJ-V")
    assert cmap is not None and cmap.wmode == 1
    assert cmap.lookup_cid(b"\x93\xfa")[0] == 3284  # type: ignore[index]


def test_predefined_names_cannot_escape_the_data_folder() -> None:
    assert load_predefined("../cmap/Identity-H") is None
    assert load_predefined("/etc/passwd") is None


def test_collection_maps_give_unicode_by_cid() -> None:
    japan = ucs2_map("Adobe-Japan1")
    assert japan is not None
    assert japan.lookup_bytes((3284).to_bytes(2, "big"))[0].decode("utf-16-be") == "日"  # type: ignore[index]
    assert ucs2_map("Adobe-Identity") is None


@pytest.mark.parametrize(
    "name",
    [
        "UniJIS-UCS2-H",
        "90ms-RKSJ-V",
        "Adobe-Japan1-UCS2",
        "UniGB-UTF16-V",
        "GBK-EUC-H",
        "ETenms-B5-H",
        "Adobe-CNS1-UCS2",
        "KSCms-UHC-HW-V",
        "Adobe-Korea1-UCS2",
        "Adobe-KR-UCS2",
        "Adobe-GB1-5",
        "UniJIS2004-UTF32-V",
    ],
)
def test_fast_reader_of_predefined_cmaps_agrees_with_the_general_parser(name: str) -> None:
    from inspector.cmap.predefined import parse_predefined_slowly

    fast = load_predefined(name)
    slow = parse_predefined_slowly(name)
    assert fast is not None and slow is not None
    assert fast.cid_entries() == slow.cid_entries()
    assert fast.bf_entries() == slow.bf_entries()
    assert fast.codespace.ranges == slow.codespace.ranges
    assert (fast.name, fast.wmode, fast.chain) == (slow.name, slow.wmode, slow.chain)
    assert str(fast.cid_system_info) == str(slow.cid_system_info)
    for code in (b"\x00\x00", b"\x81\x40", b"\xa1\xa1", b"\x00\x41"):
        assert fast.lookup_notdef(code) == slow.lookup_notdef(code)


IRREGULAR_SECTIONS = (
    # Written the way Adobe writes them: read a column at a time.
    b"4 begincidrange\n<0020> <007e> 1\n<3000> <3002> 633\n<3003> <3003> 700\n"
    b"<3010> <3020> 701\nendcidrange\n",
    # Entries run together, a comment, mixed code lengths, unordered and overlapping
    # entries: read entry by entry.
    b"3 begincidrange\n<8140><817e>633 % comment\n<20> <7e> 231\n<8150> <8152> 9000\nendcidrange\n",
    b"2 begincidchar\n<a1a1> 100\n<a1a2>101\nendcidchar\n",
    b"1 beginnotdefrange\n<0000> <001f> 1\nendnotdefrange\n",
    b"3 beginbfchar\n<0001> <4e00>\n<0002> <d840dc0b>\n<0003> <4e01>\nendbfchar\n",
    b"2 beginbfrange\n<0010> <0012> [<0041> <0042> <0043>]\n<0020> <0025> <0061>\nendbfrange\n",
    b"1 beginbfrange\n\n  <0100>   <01ff>\t<5000>\nendbfrange\n",
    b"0 begincidrange\nendcidrange\n",
)


def test_fast_reader_reads_plain_and_irregular_sections_as_the_parser_does() -> None:
    # The fast reader of predefined CMaps reads sections in Adobe's layout as columns and
    # any other section entry by entry; both must give the general parser's entries,
    # line numbers included, and the same lookups.
    from inspector.cmap.compiled import read_predefined

    head = (
        b"%!PS-Adobe-3.0 Resource-CMap\n/CIDInit /ProcSet findresource begin\n"
        b"12 dict begin\nbegincmap\n/CMapName /Test-H def\n/CMapType 1 def\n"
        b"2 begincodespacerange\n<00> <80>\n<8140> <ffff>\nendcodespacerange\n"
    )
    data = head + b"".join(IRREGULAR_SECTIONS) + b"endcmap\nend\nend\n"
    fast = read_predefined(data, lambda name: None)
    slow, problems = parse(data)
    assert problems == []
    assert fast.cid_entries() == slow.cid_entries()
    assert fast.bf_entries() == slow.bf_entries()
    lines = data.split(b"\n")
    entries = [*fast.cid_entries(), *fast.bf_entries()]
    assert len(entries) == 15
    for e in entries:  # each entry's line is where its first code is written
        assert e.line is not None
        assert f"<{e.low:0{2 * e.length}x}>".encode() in lines[e.line - 1]
    for code in (b"\x20", b"\x81\x40", b"\x81\x51", b"\xa1\xa2", b"\x30\x01", b"\x00\x11"):
        assert fast.lookup_cid(code) == slow.lookup_cid(code)
        assert fast.lookup_bytes(code) == slow.lookup_bytes(code)
        assert fast.lookup_notdef(code) == slow.lookup_notdef(code)


def test_embedded_cmap_entries_kept_packed_answer_as_entry_objects() -> None:
    # A subset font's CMaps have an entry per glyph; disjoint entries are kept as columns
    # and made again when found. Every lookup and the entry list must be the same as
    # from the entries themselves.
    bfchars = [(f"{c:04x}", f"{0x4E00 + 3 * c:04x}") for c in range(1, 60)]
    bfranges = [("0100", "01ff", "5000"), ("0200", "0203", ["0041", "0042", "0043", "0044"])]
    cidchars = [(f"{c:04x}", 1000 + c) for c in range(0x300, 0x340)]
    data = cmap_stream_bytes(
        [("0000", "ffff")],
        bfchars=bfchars,
        bfranges=bfranges,
        cidchars=cidchars,
        cidranges=[("0400", "04ff", 7)],
    )
    cmap, problems = parse(data)
    assert problems == []
    packed, packed_cids = cmap._bf[2], cmap._cid[2]
    assert isinstance(packed, PackedRangeMap)
    assert isinstance(packed_cids, PackedRangeMap)
    plain, plain_cids = RangeMap(packed.entries()), RangeMap(packed_cids.entries())
    for code in range(0x520):
        assert packed.find(code) == plain.find(code)
        # The values read from the columns are those of the entries.
        found, cid_found = plain.find(code), plain_cids.find(code)
        assert packed.bytes_at(code) == (
            (found.value_bytes(code), found.line) if found is not None else None
        )
        assert packed_cids.cid_at(code) == (
            (cid_found.value_cid(code), cid_found.line) if cid_found is not None else None
        )
    assert cmap.lookup_bytes(b"\x00\x05") == (b"\x4e\x0f", Origin("Test-H", bfchars_line(data)))
    assert cmap.lookup_bytes(b"\x02\x02")[0] == b"\x00\x43"  # type: ignore[index]
    assert cmap.lookup_cid(b"\x03\x10")[0] == 1000 + 0x310  # type: ignore[index]
    assert cmap.lookup_cid(b"\x04\x10")[0] == 7 + 0x10  # type: ignore[index]


def test_a_tounicode_of_bfchars_keeps_its_destinations_as_one_bytes() -> None:
    # One bfchar per glyph, as subset producers write: the destinations (one, two and
    # three UTF-16 units, one empty) are joined, and read back as the entries give them.
    bfchars = [(f"{c:04x}", f"{0x4E00 + c:04x}") for c in range(1, 200)]
    bfchars += [("0300", "d840dc00"), ("0301", "004600460049"), ("0302", "0041")]
    data = cmap_stream_bytes([("0000", "ffff")], bfchars=bfchars)
    cmap, problems = parse(data)
    assert problems == []
    packed = cmap._bf[2]
    assert isinstance(packed, PackedRangeMap)
    plain = RangeMap(packed.entries())
    for code in range(0x310):
        found = plain.find(code)
        expected = (found.value_bytes(code), found.line) if found is not None else None
        assert packed.bytes_at(code) == expected
        assert packed.find(code) == found
    assert packed.bytes_at(0x301) == (b"\x00F\x00F\x00I", packed.find(0x301).line)  # type: ignore[union-attr]
    joined = packed._targets
    assert not isinstance(joined, list) and len(joined) == 202
    assert list(joined) == [e.target for e in packed.entries()]
    assert joined[-1] == b"\x00A" and joined[1:3] == [b"\x4e\x02", b"\x4e\x03"]
    with pytest.raises(IndexError):
        joined[202]
    cids = range_map(
        [
            RangeEntry(n, n, 2, EntryKind.CID, cid=n + 5, line=n, section="cidchar")
            for n in range(40)
        ]
    )
    assert isinstance(cids, PackedRangeMap) and not isinstance(cids._targets, list)
    assert [cids.cid_at(n) for n in (0, 39, 40)] == [(5, 0), (44, 39), None]
    assert cids.find(7) == RangeEntry(7, 7, 2, EntryKind.CID, cid=12, line=7, section="cidchar")


def test_packed_columns_take_four_bytes_a_number_unless_a_value_needs_eight() -> None:
    small = [
        RangeEntry(n, n, 2, EntryKind.CID, cid=n + 5, line=n, section="cidchar") for n in range(40)
    ]
    big = [
        RangeEntry(n, n, 4, EntryKind.CID, cid=(1 << 40) + n, line=n, section="cidchar")
        for n in range(0xFFFFFF00, 0xFFFFFF28)
    ]
    packed_small, packed_big = range_map(small), range_map(big)
    assert isinstance(packed_small, PackedRangeMap) and isinstance(packed_big, PackedRangeMap)
    assert {packed_small._starts.itemsize, packed_small._cids.itemsize} == {4}  # type: ignore[attr-defined]
    assert packed_big._cids.itemsize == 8  # type: ignore[attr-defined]
    for entries, packed in ((small, packed_small), (big, packed_big)):
        plain = RangeMap(entries)
        for e in entries:
            for code in (e.low - 1, e.low, e.high + 1):
                assert packed.find(code) == plain.find(code)
                assert packed.cid_at(code) == plain.cid_at(code)
    assert packed_big.cid_at(0xFFFFFF27) == ((1 << 40) + 0xFFFFFF27, 0xFFFFFF27)


def bfchars_line(data: bytes) -> int:
    """The line of ``<0005>`` in the source (lines count from 1)."""
    return data.split(b"\n").index(b"<0005> <4e0f>") + 1


def test_overlapping_entries_are_not_packed_and_the_later_wins() -> None:
    entries = [
        RangeEntry(n, n, 2, EntryKind.CID, cid=n, line=n, section="cidchar") for n in range(40)
    ]
    entries.append(RangeEntry(10, 20, 2, EntryKind.CID, cid=500, line=99, section="cidrange"))
    mapped = range_map(entries)
    assert not isinstance(mapped, PackedRangeMap)
    assert mapped.find(15).cid == 500  # type: ignore[union-attr]
    assert isinstance(range_map(entries[:40]), PackedRangeMap)


# --- sections read in one pass ---------------------------------------------------------------

_hex = st.integers(0, 0xFFFFFFFF).map(lambda v: f"{v:x}")
_gap = st.sampled_from(["", " ", "\n", "\r\n", "\r", "  \t", "\n\n"])


@st.composite
def _entry(draw: st.DrawFn, section: str) -> str:
    """One entry, plain or not (odd digits, a range running backwards, a bad number)."""
    width = draw(st.sampled_from([2, 4, 6, 8, 3]))
    low = draw(_hex).zfill(width)[-width:]
    high = draw(_hex).zfill(width)[-width:] if "range" in section else ""
    dst = (
        draw(st.sampled_from([str(draw(st.integers(0, 70000))), "12.5", "-3"]))
        if section.startswith("cid")
        else "<" + draw(st.sampled_from(["", "0041", "4e00", "00ff", "d83dde00", "123"])) + ">"
    )
    parts = [f"<{low}>"] + ([f"<{high}>"] if high else []) + [dst]
    return draw(_gap).join(parts)


@st.composite
def _cmap_source(draw: st.DrawFn) -> bytes:
    out = [
        "/CIDInit /ProcSet findresource begin",
        "1 begincodespacerange <0000> <ffff> endcodespacerange",
    ]
    for _ in range(draw(st.integers(1, 4))):
        section = draw(st.sampled_from(["cidchar", "cidrange", "bfchar", "bfrange"]))
        entries = draw(st.lists(_entry(section), max_size=6))
        gap = draw(_gap.filter(bool))
        out.append(f"{len(entries)} begin{section}{gap}" + gap.join(entries) + f"{gap}end{section}")
    return "\n".join(out).encode()


def _without_plain_reading(data: bytes) -> bytes:
    """The same CMap with a comment before the first line end of every section: no line
    moves, and the one-pass reading (which takes no comments) gives way to the full one."""
    out = bytearray()
    for piece in re.split(rb"(begin(?:cid|bf)(?:char|range))", data):
        if re.fullmatch(rb"begin(?:cid|bf)(?:char|range)", piece):
            out += piece
            continue
        end = re.search(rb"\r\n|\r|\n", piece)
        out += piece if end is None else piece[: end.start()] + b"%x" + piece[end.start() :]
    return bytes(out)


def _state(data: bytes) -> tuple[object, list[str]]:
    sink = CollectingSink()
    state = _Parser(data, sink, "test CMap", Location()).run()
    found = [f.message for f in sink.findings]
    entries = (list(state.cid), list(state.bf), list(state.notdef))
    return (*entries, state.codespace, state.overflow_lines), found


@settings(max_examples=300, deadline=None)
@given(_cmap_source())
def test_sections_read_in_one_pass_keep_what_the_full_reading_keeps(data: bytes) -> None:
    assert _state(data) == _state(_without_plain_reading(data))


def test_a_plain_section_is_read_in_one_pass() -> None:
    data = (
        b"2 beginbfchar\n<0003> <4e00>\n<0004><4e8c>\nendbfchar\n"
        b"1 begincidrange <0000> <00ff> 34 endcidrange"
    )
    parser = _Parser(data, CollectingSink(), "test CMap", Location())
    assert parser._plain_section("beginbfchar", 13) == data.index(b"endbfchar") + len("endbfchar")
    state = parser.state
    assert [(e.low, e.target, e.line) for e in state.bf] == [
        (3, "一".encode("utf-16-be"), 2),
        (4, "二".encode("utf-16-be"), 3),
    ]


@st.composite
def _plain_cmap_source(draw: st.DrawFn) -> bytes:
    """Sections written the plain way, many entries each, one or two code lengths, codes
    close enough to overlap now and then; a section that is not plain among them."""
    out = ["1 begincodespacerange <0000> <ffff> endcodespacerange"]
    for _ in range(draw(st.integers(1, 5))):
        section = draw(st.sampled_from(["cidchar", "cidrange", "bfchar", "bfrange"]))
        width = draw(st.sampled_from([4, 4, 4, 2]))
        rows = []
        for _ in range(draw(st.integers(0, 30))):
            low = draw(st.integers(0, 0x3FF if width == 4 else 0xFF))
            high = low + draw(st.integers(0, 3))
            codes = [f"<{low:0{width}x}>"] + ([f"<{high:0{width}x}>"] if "range" in section else [])
            dst = (
                str(draw(st.integers(0, 70000)))
                if section.startswith("cid")
                else f"<{draw(st.integers(0, 0xFFEF)):04x}>"
            )
            rows.append(" ".join([*codes, dst]))
        if draw(st.integers(0, 9)) == 0:
            rows.append("<zz>")  # not plain: read entry by entry
        gap = draw(_gap.filter(bool))
        out.append(f"{len(rows)} begin{section}{gap}" + gap.join(rows) + f"{gap}end{section}")
    return "\n".join(out).encode()


def _cmap_answers(data: bytes) -> tuple[object, ...]:
    sink = CollectingSink()
    cmap = parse_cmap(data, sink)
    codes = [bytes([b]) for b in range(256)] + [c.to_bytes(2, "big") for c in range(0x410)]
    return (
        [cmap.lookup_cid(code) for code in codes],
        [cmap.lookup_bytes(code) for code in codes],
        cmap.cid_entries(),
        cmap.bf_entries(),
        cmap.entry_count(),
        cmap.code_lengths(),
        [f.message for f in sink.findings],
    )


@settings(max_examples=150, deadline=None)
@given(_plain_cmap_source())
def test_cmaps_of_sections_read_as_columns_answer_as_read_entry_by_entry(data: bytes) -> None:
    assert _cmap_answers(data) == _cmap_answers(_without_plain_reading(data))


def test_plain_sections_stay_columns_in_the_cmap() -> None:
    rows = "\n".join(f"<{c:04x}> <{0x4E00 + c:04x}>" for c in (5, 1, 3, *range(10, 40)))
    data = (
        f"1 begincodespacerange <0000> <ffff> endcodespacerange\n33 beginbfchar\n{rows}\nendbfchar"
    )
    cmap = parse_cmap(data.encode(), CollectingSink())
    maps = cmap._bf
    assert isinstance(maps[2], PackedRangeMap) and len(maps[2]) == 33
    assert cmap.lookup_bytes(b"\x00\x03") == ("\u4e03".encode("utf-16-be"), Origin(cmap.name, 5))
    assert cmap.lookup_bytes(b"\x00\x02") is None


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.sampled_from(["00 ff", "0000 ffff", "8140 9ffc", "00 80", "a1a1 fefe"]), max_size=4)
)
def test_a_codespace_made_again_has_the_tables_made_the_first_time(bounds: list[str]) -> None:
    from inspector.cmap import codespace

    ranges = [CodespaceRange(*map(bytes.fromhex, b.split()), line) for line, b in enumerate(bounds)]
    codespace._TABLES.clear()
    first = Codespace(ranges)
    again = Codespace(ranges)  # from the kept tables
    assert tuple(ranges) in codespace._TABLES
    names = ("_lengths", "_by_first", "_uniform", "sure_lengths", "stride", "stride_leads")
    assert [getattr(again, n) for n in names] == [getattr(first, n) for n in names]
    data = bytes(range(256)) * 2
    assert again.split(data) == first.split(data)


@given(st.binary(max_size=40) | st.text("ab\n\r <>", max_size=40).map(str.encode))
def test_line_ends_are_found_as_the_pattern_finds_them(data: bytes) -> None:
    parser = _Parser(data, CollectingSink(), "test CMap", Location())
    assert parser._newlines == [m.end() for m in re.finditer(rb"\r\n|\r|\n", data)]
    for offset in range(len(data) + 1):
        assert parser.line_of(offset) == bisect.bisect_right(parser._line_starts, offset)
