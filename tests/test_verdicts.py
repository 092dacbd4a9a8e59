"""Verdicts per font, per file and per page, through ``fonts --json``.

Each verdict (ok, recoverable, suspicious, not-recoverable, unreadable) and each recovery
route (collection, font-cmap, glyph-name, normalization, stream) has an input that yields
it and a near miss that does not. The file's verdict is its worst font's; each page has the
share of glyphs with trustworthy Unicode and an OCR recommendation below
``OCR_THRESHOLD``. (Content that cannot be read: ``tests/test_unreadable.py``.)
"""

from __future__ import annotations

import itertools
import json
import math
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    symbolic_truetype,
    truetype_program,
    type0_font,
    type3_font,
)

from inspector.cli import main
from inspector.diagnostics import OCR_THRESHOLD, Verdict

Factory = Callable[[pikepdf.Pdf], pikepdf.Dictionary]

ROUTES = ("collection", "font-cmap", "glyph-name", "name-pattern", "normalization", "stream")


def fonts_json(capsys: pytest.CaptureFixture[str], pdf: pikepdf.Pdf, tmp_path: Path) -> Any:
    assert main(["fonts", str(save(pdf, tmp_path)), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def font_row(doc: Any, resource: str = "F1") -> Any:
    (row,) = [f for f in doc["fonts"] if resource in f["resources"]]
    return row


def cids(*values: int) -> bytes:
    return b"".join(v.to_bytes(2, "big") for v in values)


def to_unicode(*pairs: tuple[str, str], codespace: tuple[str, str] = ("0000", "FFFF")) -> bytes:
    return cmap_stream_bytes([codespace], bfchars=pairs)


def with_tounicode_flate(factory: Factory, encode: Callable[[bytes], bytes]) -> Factory:
    """The font of ``factory`` with its ToUnicode stream's data Flate-encoded by ``encode``
    (which may damage it)."""

    def build(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = factory(pdf)
        data = font.ToUnicode.read_bytes()
        font.ToUnicode.write(encode(data), filter=pikepdf.Name.FlateDecode)
        return font

    return build


def raw_deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def cut_zlib(data: bytes) -> bytes:
    """zlib data of ``data`` without its last third."""
    packed = zlib.compress(data)
    return packed[: len(packed) * 2 // 3]


def japan1(**kw: Any) -> Factory:
    """Identity-H over Adobe-Japan1-6: the collection's UCS2 map gives Unicode."""
    return lambda pdf: type0_font(pdf, **kw)


def identity(**kw: Any) -> Factory:
    """Identity-H over Adobe-Identity-0: no collection gives Unicode."""
    return lambda pdf: type0_font(pdf, ordering="Identity", supplement=0, base_font="Test", **kw)


def cid_truetype(program: bytes, **kw: Any) -> Factory:
    return identity(subtype="CIDFontType2", cid_to_gid="Identity", font_file2=program, **kw)


def letters(n: int) -> tuple[tuple[str, str], ...]:
    """ToUnicode pairs: codes 1..n -> A, B, ..."""
    return tuple((f"{code:04X}", f"{0x40 + code:04X}") for code in range(1, n + 1))


LETTER_CIDS = tuple(range(34, 44))
"""Adobe-Japan1 CIDs 34-43 are A-J (CID = ASCII - 31)."""


def japan1_letters(wrong: int) -> Factory:
    """ToUnicode for CIDs 34-43; the first ``wrong`` of them give the next letter."""
    pairs = [
        (f"{cid:04X}", f"{cid + 31 + (1 if i < wrong else 0):04X}")
        for i, cid in enumerate(LETTER_CIDS)
    ]
    return japan1(to_unicode=to_unicode(*pairs))


def type3(names: list[str]) -> Factory:
    square = b"500 0 0 0 500 500 d1 0 0 m 500 0 l 500 500 l h f"
    return lambda pdf: type3_font(
        pdf,
        glyphs=dict.fromkeys(names, square),
        encoding_differences=[65, *names],
        first_char=65,
        widths=[500] * len(names),
    )


def type3_with(key: str, value: Callable[[], Any]) -> Factory:
    """A meaningful Type3 font with one entry replaced."""

    def build(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = type3(["A", "B"])(pdf)
        font[key] = value()
        return font

    return build


def flip_half_way(data: bytes) -> bytes:
    """Stored zlib data of ``data`` with 8 bytes flipped half-way: it inflates to its end,
    its Adler-32 fails."""
    packed = bytearray(zlib.compress(data, 0))
    for i in range(len(packed) // 2, len(packed) // 2 + 8):
        packed[i] ^= 0xFF
    return bytes(packed)


def symbolic_simple(program: bytes) -> Factory:
    """A simple TrueType font with the Symbolic flag and no /Encoding (§9.6.6.4)."""
    return lambda pdf: simple_font(
        pdf,
        subtype="TrueType",
        base_font="Sym",
        first_char=65,
        widths=[600, 600],
        font_file2=program,
    )


def sjis_like() -> Factory:
    cmap = cmap_stream_bytes([("8140", "9FFC")], cidranges=[("8140", "817E", 633)])
    return japan1(encoding=cmap)


# --- one font: verdict, root cause, recovery route ---------------------------------------


@dataclass(frozen=True)
class Case:
    """A font shown on one page and the verdict it should get."""

    name: str
    factory: Factory
    data: bytes
    verdict: str
    root_cause: str | None
    recovery: str | None


ABC = cids(1, 2, 3)

CASES = (
    # ok, and its near miss: one code the ToUnicode lacks
    Case("tounicode-complete", identity(to_unicode=to_unicode(*letters(3))), ABC, "ok", None, None),
    Case(
        "tounicode-lacks-one-code",
        identity(to_unicode=to_unicode(*letters(2))),
        ABC,
        "not-recoverable",
        "TOUNICODE-MISSING-CODES",
        None,
    ),
    Case("type3-meaningful-names", type3(["A", "B"]), b"AB", "ok", None, None),
    # a ToUnicode that qpdf, pdftotext and mutool cannot decode, and one cut short
    Case(
        "tounicode-raw-deflate",
        with_tounicode_flate(identity(to_unicode=to_unicode(*letters(3))), raw_deflate),
        ABC,
        "recoverable",
        "STREAM-FLATE-RAW",
        "stream",
    ),
    Case(
        "tounicode-cut",
        with_tounicode_flate(identity(to_unicode=to_unicode(*letters(3))), cut_zlib),
        ABC,
        "unreadable",
        "STREAM-TRUNCATED",
        None,
    ),
    Case(
        "tounicode-zlib",
        with_tounicode_flate(identity(to_unicode=to_unicode(*letters(3))), zlib.compress),
        ABC,
        "ok",
        None,
        None,
    ),
    Case(
        "tounicode-checksum-fails",
        with_tounicode_flate(identity(to_unicode=to_unicode(*letters(3))), flip_half_way),
        ABC,
        "unreadable",
        "STREAM-TRUNCATED",
        None,
    ),
    # fonts whose glyphs no reader can draw, or whose encoding is no encoding
    Case(
        "type3-charprocs-not-a-dictionary",
        type3_with("/CharProcs", lambda: pikepdf.Array([1, 2])),
        b"AB",
        "unreadable",
        "FONT-UNDRAWABLE",
        None,
    ),
    Case(
        "type3-matrix-of-five-numbers",
        type3_with("/FontMatrix", lambda: pikepdf.Array([0.001, 0, 0, 0.001, 0])),
        b"AB",
        "unreadable",
        "FONT-UNDRAWABLE",
        None,
    ),
    Case(
        "encoding-names-a-path",
        lambda pdf: simple_font(pdf, encoding="/../../../../etc/passwd"),
        b"AB",
        "suspicious",
        "ENCODING-UNKNOWN",
        None,
    ),
    Case("standard-14-winansi", lambda pdf: simple_font(pdf), b"AB", "ok", None, None),
    # recoverable through the collection, and the near miss without a collection
    Case(
        "japan1-no-tounicode",
        japan1(),
        cids(*LETTER_CIDS),
        "recoverable",
        "FONT-NO-TOUNICODE",
        "collection",
    ),
    Case(
        "identity-no-tounicode",
        identity(),
        ABC,
        "not-recoverable",
        "FONT-NO-TOUNICODE",
        None,
    ),
    # recoverable through the program's cmap or its glyph names; neither without them
    Case(
        "program-cmap",
        cid_truetype(truetype_program("ABC")),
        ABC,
        "recoverable",
        "FONT-NO-TOUNICODE",
        "font-cmap",
    ),
    Case(
        "program-glyph-names",
        cid_truetype(truetype_program("ABC", cmap_chars="")),
        ABC,
        "recoverable",
        "FONT-NO-TOUNICODE",
        "glyph-name",
    ),
    Case(
        "program-without-cmap-or-names",
        cid_truetype(truetype_program("ABC", cmap_chars="", glyph_names=False)),
        ABC,
        "not-recoverable",
        "FONT-NO-TOUNICODE",
        None,
    ),
    # the route must cover 90 % of the unmapped codes
    # a symbolic TrueType font without /Encoding: its post names; not its private use
    Case(
        "symbolic-truetype-post-names",
        symbolic_simple(symbolic_truetype({0x41: "A", 0x42: "B"})),
        b"AB",
        "recoverable",
        "UNICODE-UNMAPPED",
        "glyph-name",
    ),
    Case(
        "symbolic-truetype-private-use-only",
        symbolic_simple(
            symbolic_truetype({0x41: "A", 0x42: "B"}, subtables=((3, 0), (3, 1)), glyph_names=False)
        ),
        b"AB",
        "not-recoverable",
        "UNICODE-UNMAPPED",
        None,
    ),
    Case(
        "program-cmap-covers-9-of-10",
        cid_truetype(truetype_program("ABCDEFGHIJ", cmap_chars="ABCDEFGHI", glyph_names=False)),
        cids(*range(1, 11)),
        "recoverable",
        "FONT-NO-TOUNICODE",
        "font-cmap",
    ),
    Case(
        "program-cmap-covers-8-of-10",
        cid_truetype(truetype_program("ABCDEFGHIJ", cmap_chars="ABCDEFGH", glyph_names=False)),
        cids(*range(1, 11)),
        "not-recoverable",
        "FONT-NO-TOUNICODE",
        None,
    ),
    # recoverable by normalization where the program draws the unified ideograph; a
    # radical nothing contradicts, and the unified ideograph itself, are simply ok
    Case(
        "kangxi-radical",
        cid_truetype(
            embedded_truetype({"\u2f00": "one", "\u4e00": "one"}),
            to_unicode=to_unicode(("0001", "2F00")),
        ),
        cids(1),
        "recoverable",
        "UNICODE-VARIANT-IDEOGRAPH",
        "normalization",
    ),
    Case(
        "kangxi-radical-without-evidence",
        identity(to_unicode=to_unicode(("0001", "2F00"))),
        cids(1),
        "ok",
        None,
        None,
    ),
    Case(
        "unified-ideograph",
        identity(to_unicode=to_unicode(("0001", "4E00"))),
        cids(1),
        "ok",
        None,
        None,
    ),
    # suspicious: a mapping exists but the evidence disagrees
    Case(
        "tounicode-shifted-from-collection",
        japan1_letters(10),
        cids(*LETTER_CIDS),
        "suspicious",
        "TOUNICODE-DISAGREES-COLLECTION",
        None,
    ),
    Case(
        "tounicode-one-code-off-the-collection",
        japan1_letters(1),
        cids(*LETTER_CIDS),
        "ok",
        None,
        None,
    ),
    Case(
        "tounicode-disagrees-with-program",
        cid_truetype(
            truetype_program("ABC"),
            to_unicode=to_unicode(("0001", "0058"), ("0002", "0059"), ("0003", "005A")),
        ),
        ABC,
        "suspicious",
        "TOUNICODE-DISAGREES-PROGRAM",
        None,
    ),
    Case(
        "tounicode-agrees-with-program",
        cid_truetype(truetype_program("ABC"), to_unicode=to_unicode(*letters(3))),
        ABC,
        "ok",
        None,
        None,
    ),
    Case(
        "tounicode-to-fffd",
        identity(to_unicode=to_unicode(("0001", "FFFD"), ("0002", "0042"))),
        cids(1, 2),
        "suspicious",
        "UNICODE-SUSPECT",
        None,
    ),
    Case(
        "tounicode-to-right-to-left-override",
        identity(to_unicode=to_unicode(("0001", "202E"), ("0002", "0042"))),
        cids(1, 2),
        "suspicious",
        "UNICODE-SUSPECT",
        None,
    ),
    Case(
        "codes-collapse",
        identity(to_unicode=to_unicode(*((f"{c:04X}", "0041") for c in range(1, 5)))),
        cids(1, 2, 3, 4),
        "suspicious",
        "UNICODE-COLLAPSE",
        None,
    ),
    Case(
        "three-codes-share-a-letter",
        identity(to_unicode=to_unicode(*((f"{c:04X}", "0041") for c in range(1, 4)))),
        cids(1, 2, 3),
        "ok",
        None,
        None,
    ),
    Case(
        "gb1-cmap-over-gb1-font",
        japan1(encoding="UniGB-UCS2-H", ordering="GB1", supplement=0),
        cids(0x4E00),
        "recoverable",
        "FONT-NO-TOUNICODE",
        "collection",
    ),
    Case(
        "gb1-cmap-over-cns1-font",
        japan1(encoding="UniGB-UCS2-H", ordering="CNS1", supplement=0),
        cids(0x4E00),
        "suspicious",
        "CSI-MISMATCH",
        None,
    ),
    # recoverable by a guess: the glyph names are the codes themselves
    Case(
        "type3-names-are-codes",
        type3(["a65", "a66"]),
        b"AB",
        "recoverable",
        "GLYPH-NAME-PATTERN",
        "name-pattern",
    ),
    # not recoverable: nothing says which characters the codes are
    Case(
        "type3-meaningless-names",
        type3(["g1", "g2"]),
        b"AB",
        "not-recoverable",
        "TYPE3-NO-MEANING",
        None,
    ),
    Case(
        "bytes-outside-codespace",
        sjis_like(),
        b"\x81\x40\x20\x81\x41",
        "not-recoverable",
        "CODE-OUTSIDE-CODESPACE",
        None,
    ),
    Case(
        "bytes-inside-codespace",
        sjis_like(),
        b"\x81\x40\x81\x41",
        "recoverable",
        "FONT-NO-TOUNICODE",
        "collection",
    ),
)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_font_verdict(case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = fonts_json(
        capsys, page_pdf({"F1": case.factory}, content_tj("F1", 12, case.data)), tmp_path
    )
    row = font_row(doc)
    assert (row["verdict"], row["recovery"]) == (case.verdict, case.recovery)
    assert row["root_cause"] == case.root_cause
    assert row["verdict_reason"].endswith(".")
    if case.root_cause is not None:
        assert case.root_cause in {f["code"] for f in row["findings"]}
    # one font on the page: the file's verdict is the font's
    assert doc["verdict"]["verdict"] == case.verdict
    assert doc["verdict"]["root_cause"] == row["root_cause"]
    assert doc["verdict"]["reason"] == row["verdict_reason"]
    # a font not read whole leaves its page's share unknown, not counted as trustworthy
    (page,) = doc["verdict"]["pages"]
    assert (page["share"] is None) is (case.verdict == "unreadable")


NEAR_MISSES = {
    "tounicode-complete": "tounicode-lacks-one-code",
    "tounicode-raw-deflate": "tounicode-zlib",
    "tounicode-cut": "tounicode-zlib",
    "tounicode-checksum-fails": "tounicode-zlib",
    "type3-charprocs-not-a-dictionary": "type3-meaningful-names",
    "type3-matrix-of-five-numbers": "type3-meaningful-names",
    "encoding-names-a-path": "standard-14-winansi",
    "type3-meaningful-names": "type3-meaningless-names",
    "japan1-no-tounicode": "identity-no-tounicode",
    "identity-no-tounicode": "japan1-no-tounicode",
    "program-cmap": "program-without-cmap-or-names",
    "program-cmap-covers-9-of-10": "program-cmap-covers-8-of-10",
    "program-glyph-names": "program-without-cmap-or-names",
    "program-without-cmap-or-names": "program-glyph-names",
    "kangxi-radical": "kangxi-radical-without-evidence",
    "symbolic-truetype-post-names": "symbolic-truetype-private-use-only",
    "symbolic-truetype-private-use-only": "symbolic-truetype-post-names",
    "tounicode-shifted-from-collection": "tounicode-one-code-off-the-collection",
    "tounicode-disagrees-with-program": "tounicode-agrees-with-program",
    "tounicode-to-fffd": "tounicode-complete",
    "codes-collapse": "three-codes-share-a-letter",
    "gb1-cmap-over-cns1-font": "gb1-cmap-over-gb1-font",
    "type3-meaningless-names": "type3-meaningful-names",
    "type3-names-are-codes": "type3-meaningless-names",
    "bytes-outside-codespace": "bytes-inside-codespace",
}
"""Case -> the closest input that does not get its verdict (or its recovery route)."""


def test_every_verdict_and_route_has_a_case_and_a_near_miss() -> None:
    by_name = {c.name: c for c in CASES}
    assert len(by_name) == len(CASES)
    pairs = [(by_name[a], by_name[b]) for a, b in NEAR_MISSES.items()]
    assert all((a.verdict, a.recovery) != (b.verdict, b.recovery) for a, b in pairs)
    missed_verdicts = {a.verdict for a, b in pairs if a.verdict != b.verdict}
    assert missed_verdicts == {v.value for v in Verdict}
    missed_routes = {a.recovery for a, b in pairs if a.recovery != b.recovery} - {None}
    assert missed_routes == set(ROUTES)
    for root in {c.root_cause for c in CASES if c.verdict == "suspicious"}:
        assert any(a.root_cause == root for a, _ in pairs)


def test_recoverable_reason_names_the_route(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": cid_truetype(truetype_program("ABC"))}, content_tj("F1", 12, ABC))
    row = font_row(fonts_json(capsys, pdf, tmp_path))
    assert row["recovery"] == "font-cmap"
    assert "cmap" in row["verdict_reason"] and "3 of 3 codes" in row["verdict_reason"]


def test_not_recoverable_reason_says_only_ocr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    row = font_row(
        fonts_json(capsys, page_pdf({"F1": identity()}, content_tj("F1", 12, ABC)), tmp_path)
    )
    assert row["verdict"] == "not-recoverable"
    assert "OCR" in row["verdict_reason"]


# --- counts -------------------------------------------------------------------------------


def test_counts_distinct_codes_and_glyphs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tu = to_unicode(("0001", "0041"), ("0002", "FFFD"))
    data = cids(1, 1, 1, 2, 3, 3)  # code 3 has no Unicode
    pdf = page_pdf({"F1": identity(to_unicode=tu)}, content_tj("F1", 12, data))
    row = font_row(fonts_json(capsys, pdf, tmp_path))
    assert (row["codes_used"], row["glyphs"], row["unmapped"], row["suspect"], row["invalid"]) == (
        3,
        6,
        1,
        1,
        0,
    )


def test_counts_invalid_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = page_pdf({"F1": sjis_like()}, content_tj("F1", 12, b"\x81\x40\x20\x81\x41"))
    row = font_row(fonts_json(capsys, pdf, tmp_path))
    assert row["invalid"] == 2 and row["unmapped"] == 2 and row["codes_used"] == 3


# --- the file's verdict is the worst font's ----------------------------------------------------

KINDS: dict[str, tuple[Factory, bytes]] = {
    "ok": (identity(to_unicode=to_unicode(*letters(3))), ABC),
    "recoverable": (japan1(), cids(*LETTER_CIDS)),
    "suspicious": (japan1_letters(10), cids(*LETTER_CIDS)),
    "not-recoverable": (identity(), ABC),
    "unreadable": (
        with_tounicode_flate(identity(to_unicode=to_unicode(*letters(3))), cut_zlib),
        ABC,
    ),
}

ORDER = ("ok", "recoverable", "suspicious", "not-recoverable", "unreadable")


def two_fonts(first: str, second: str, shown: tuple[bool, bool] = (True, True)) -> pikepdf.Pdf:
    (f1, d1), (f2, d2) = KINDS[first], KINDS[second]
    content = (content_tj("F1", 12, d1) if shown[0] else b"") + (
        content_tj("F2", 12, d2, y=700) if shown[1] else b""
    )
    return page_pdf({"F1": f1, "F2": f2}, content)


@pytest.mark.parametrize(("first", "second"), list(itertools.permutations(ORDER, 2)), ids="+".join)
def test_file_verdict_is_the_worst_fonts(
    first: str, second: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = fonts_json(capsys, two_fonts(first, second), tmp_path)
    rows = {"F1": font_row(doc, "F1"), "F2": font_row(doc, "F2")}
    assert (rows["F1"]["verdict"], rows["F2"]["verdict"]) == (first, second)
    worst = max((first, second), key=ORDER.index)
    worst_row = rows["F1"] if worst == first else rows["F2"]
    assert doc["verdict"]["verdict"] == worst
    assert doc["verdict"]["root_cause"] == worst_row["root_cause"]
    assert doc["verdict"]["reason"] == worst_row["verdict_reason"]


def test_a_font_the_pages_do_not_use_does_not_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = fonts_json(capsys, two_fonts("ok", "not-recoverable", (True, False)), tmp_path)
    unused = font_row(doc, "F2")
    assert unused["verdict"] == "ok" and unused["codes_used"] == 0
    assert "not used" in unused["verdict_reason"]
    assert doc["verdict"]["verdict"] == "ok"


def test_a_file_without_text_is_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = fonts_json(capsys, two_fonts("ok", "not-recoverable", (False, False)), tmp_path)
    assert doc["verdict"]["verdict"] == "ok" and doc["verdict"]["root_cause"] is None
    assert doc["verdict"]["pages"] == [
        {
            "number": 1,
            "glyphs": 0,
            "trustworthy": 0,
            "recoverable": 0,
            "share": 1.0,
            "unread": 0,
            "ocr_recommended": False,
        }
    ]


# --- pages: share of trustworthy glyphs and the OCR recommendation ----------------------------

GLYPHS = 20
AT_THRESHOLD = math.ceil(OCR_THRESHOLD * GLYPHS)
"""Trustworthy glyphs out of ``GLYPHS`` for a share at (not below) the threshold."""


def page_with(trusted: int, glyphs: int = GLYPHS) -> bytes:
    """``glyphs`` glyphs of which ``trusted`` have Unicode (code 1) and the rest none (2)."""
    return content_tj("F1", 12, cids(*([1] * trusted + [2] * (glyphs - trusted))))


F1_PARTIAL = {"F1": identity(to_unicode=to_unicode(("0001", "0041")))}


@pytest.mark.parametrize(
    ("trusted", "ocr"),
    [(GLYPHS, False), (AT_THRESHOLD, False), (AT_THRESHOLD - 1, True), (0, True)],
    ids=["all", "at-threshold", "below-threshold", "none"],
)
def test_page_share_and_ocr(
    trusted: int, ocr: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert 0 < AT_THRESHOLD <= GLYPHS
    doc = fonts_json(capsys, page_pdf(F1_PARTIAL, page_with(trusted)), tmp_path)
    (page,) = doc["verdict"]["pages"]
    assert (page["number"], page["glyphs"], page["trustworthy"]) == (1, GLYPHS, trusted)
    assert page["share"] == round(trusted / GLYPHS, 4)
    assert page["ocr_recommended"] is ocr
    assert (page["share"] < OCR_THRESHOLD) is ocr


def test_suspect_and_invalid_glyphs_are_not_trustworthy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tu = to_unicode(("0001", "0041"), ("0002", "FFFD"))
    pages = [
        content_tj("F1", 12, cids(1, 1, 1, 2)),  # one suspect
        content_tj("F2", 12, b"\x81\x40\x20\x81\x41"),  # <8140> valid, two invalid codes
    ]
    pdf = page_pdf({"F1": identity(to_unicode=tu), "F2": sjis_like()}, pages)
    shares = [
        (p["glyphs"], p["trustworthy"])
        for p in fonts_json(capsys, pdf, tmp_path)["verdict"]["pages"]
    ]
    assert shares == [(4, 3), (3, 1)]


def test_each_page_has_its_own_share(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pages = [page_with(GLYPHS), page_with(0), b""]
    doc = fonts_json(capsys, page_pdf(F1_PARTIAL, pages), tmp_path)
    summary = [(p["number"], p["share"], p["ocr_recommended"]) for p in doc["verdict"]["pages"]]
    assert summary == [(1, 1.0, False), (2, 0.0, True), (3, 1.0, False)]
    assert doc["verdict"]["verdict"] == "not-recoverable"


def test_a_font_written_directly_in_the_resources_is_one_font_whose_codes_count(
    tmp_path: Path,
) -> None:
    # A font dictionary that is no indirect object (pdf.js issue 11555 has one): the fonts
    # listed and the fonts the strings use must be the same font, however often the
    # dictionary is read.
    from builders import content_tj, page_pdf, save

    from inspector.analysis import Analysis

    def direct(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return pikepdf.Dictionary(
            Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica
        )

    pdf = page_pdf({"F1": direct}, [content_tj("F1", 12, b"Hi"), content_tj("F1", 12, b"Ho")])
    path = save(pdf, tmp_path)
    with Analysis(path) as analysis:
        listed = analysis.fonts()
        used = {s.font_key for t in analysis.trace() for s in t.strings}
        diagnosis = analysis.diagnose()
    assert len(listed) == 1 and {e.key for e in listed} == used
    assert [u.page_index for u in listed[0].uses] == [0, 1]
    assert sorted(diagnosis.fonts) == sorted(used)
    with Analysis(path) as again:
        assert [e.key for e in again.fonts()] == [e.key for e in listed]


def test_an_encoding_named_like_a_path_is_no_encoding_and_never_a_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import inspector.cmap.predefined as predefined

    asked: list[tuple[str, ...]] = []
    real = predefined.resource_path

    def recorded(*parts: str) -> Any:
        asked.append(parts)
        return real(*parts)

    monkeypatch.setattr(predefined, "resource_path", recorded)
    name = "/../../../../etc/passwd"
    pdf = page_pdf(
        {"F1": japan1(encoding=name), "F2": lambda pdf: simple_font(pdf, encoding=name)},
        content_tj("F1", 12, cids(34)) + content_tj("F2", 12, b"A"),
    )
    doc = fonts_json(capsys, pdf, tmp_path)
    for resource in ("F1", "F2"):
        row = font_row(doc, resource)
        assert row["verdict"] != "ok"
        assert "ENCODING-UNKNOWN" in {f["code"] for f in row["findings"]}
    assert doc["verdict"]["verdict"] != "ok"
    assert not any(".." in part for parts in asked for part in parts)
