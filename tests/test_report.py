"""Diagnostic reports: one model, rendered as JSON (validated against the shipped
schema), HTML, Markdown and CSV, for built PDFs and shared-corpus files."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)

from inspector.analysis import Analysis
from inspector.output.redaction import redact_text
from inspector.report.csv_inventory import COLUMNS, render_csv
from inspector.report.excerpts import LexedContent, content_excerpt
from inspector.report.glyphs import glyph_record, svg_path
from inspector.report.html_report import render_html
from inspector.report.json_report import load_schema, render_json
from inspector.report.markdown_summary import render_markdown
from inspector.report.model import SCHEMA_VERSION, build_report

SCHEMA = load_schema()
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def corpus_pdfs() -> Path | None:
    env = os.environ.get("INSPECTOR_CORPUS")
    folder = Path(env) if env else Path(__file__).resolve().parents[2] / "shared" / "corpus"
    return folder / "pdfs" if (folder / "pdfs").is_dir() else None


CORPUS = corpus_pdfs()
CORPUS_FILES = [
    "pdfminer__issue-791-non-unicode-cmap.pdf",  # Identity-H, no ToUnicode: OCR only
    "pdfjs__noembed-identity.pdf",  # recoverable through Adobe-Japan1
    "pdfjs__issue11768_reduced.pdf",  # bytes outside the codespace
    "pdfpig__cmap-parsing-exception.pdf",  # many fonts, ToUnicode CMaps
    "pdfjs__bug1771477.pdf",  # ToUnicode lacks codes
    "vera__veraPDF_test_suite_6-3-3-1-t01-fail-a.pdf",  # suspicious
    "pdfdiff__Type3Test.pdf",  # Type3 without meaning
    "yob__difference_table_with_unmatched_utf16_surrogate.pdf",  # lone surrogates
]


def report_of(path: Path, **kwargs: Any) -> dict[str, Any]:
    with Analysis(path) as analysis:
        pages = kwargs.pop("pages", None)
        return build_report(analysis, pages, **kwargs)


def validated(report: dict[str, Any]) -> dict[str, Any]:
    """The report after a round trip through its JSON text, valid against the schema."""
    data: dict[str, Any] = json.loads(render_json(report))
    VALIDATOR.validate(data)
    return data


class Elements(HTMLParser):
    """Every start tag and attribute of an HTML document, and its text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parsed(html: str) -> Elements:
    parser = Elements()
    parser.feed(html)
    parser.close()
    return parser


def assert_self_contained(html: str) -> None:
    """No scripts, no event handlers, nothing fetched from anywhere."""
    doc = parsed(html)
    tags = {t for t, _ in doc.tags}
    assert not tags & {"script", "iframe", "object", "embed", "img", "link", "base", "form"}
    for tag, attrs in doc.tags:
        for name, value in attrs:
            assert not name.startswith("on"), (tag, name)
            if name in ("src", "href", "xlink:href", "action"):
                raise AssertionError(f"{tag} {name}={value}")
    assert "url(" not in html and "@import" not in html


# --- built PDFs ----------------------------------------------------------------------


def unmapped_cjk(tmp_path: Path) -> Path:
    """Identity-H with an Adobe-Identity descendant and no ToUnicode: codes mean nothing."""
    pdf = page_pdf(
        {"F1": lambda pdf: type0_font(pdf, ordering="Identity", base_font="ABCDEF+Gothic")},
        content_tj("F1", 12, b"\x00\x21\x00\x22\x00\x21"),
    )
    return save(pdf, tmp_path, "identity.pdf")


def two_fonts(tmp_path: Path) -> Path:
    """A recoverable Japanese font (Adobe-Japan1 without ToUnicode) and a Latin font with
    a ToUnicode that lacks one code."""
    tounicode = cmap_stream_bytes(
        [("00", "ff")], bfchars=[("41", "0041"), ("42", "0042")], name="Adobe-Identity-UCS"
    )
    pdf = page_pdf(
        {
            "F1": type0_font,
            "F2": lambda pdf: simple_font(pdf, base_font="Custom", to_unicode=tounicode),
        },
        [
            content_tj("F1", 12, b"\x03\x4b\x03\x4d") + content_tj("F2", 10, b"AB\x01", y=700),
            content_tj("F2", 10, b"BA"),
        ],
    )
    return save(pdf, tmp_path, "two.pdf")


def test_model_has_one_entry_per_font_with_verdicts(tmp_path: Path) -> None:
    data = validated(report_of(two_fonts(tmp_path)))
    assert data["schema_version"] == SCHEMA_VERSION
    assert data["file"]["name"] == "two.pdf" and len(data["file"]["sha256"]) == 64
    verdicts = {f["base_font"]: f["verdict"] for f in data["fonts"]}
    assert verdicts["Custom"] == "not-recoverable"
    assert verdicts["KozMinPr6N-Regular-Identity-H"] == "recoverable"
    assert data["summary"]["verdict"] == "not-recoverable"
    assert data["summary"]["advice"] and data["summary"]["headline"]
    assert [p["number"] for p in data["pages"]] == [1, 2]


def test_example_codes_carry_their_chain_and_content_line(tmp_path: Path) -> None:
    data = validated(report_of(two_fonts(tmp_path)))
    latin = next(f for f in data["fonts"] if f["base_font"] == "Custom")
    (example,) = latin["examples"]
    assert example["bytes"] == "01" and example["why"] == "unmapped"
    assert example["page"] == 1 and example["string_bytes"] == "414201"
    assert [s["step"] for s in example["chain"]] == ["code", "glyph", "Unicode", "width"]
    assert "Adobe-Identity-UCS has no entry" in example["explanation"]
    content = example["content"]
    assert content is not None and content["marked"]
    marked_line = content["chunks"][0]["lines"][
        content["marked"][0] - content["chunks"][0]["first_line"]
    ]
    assert marked_line == "<414201> Tj"
    # The ToUnicode excerpt shows the codespace the CMap declares.
    (tounicode,) = [e for e in latin["excerpts"] if e["role"] == "tounicode"]
    assert any("<00> <ff>" in line for c in tounicode["chunks"] for line in c["lines"])


def test_recoverable_font_shows_how_it_is_recovered(tmp_path: Path) -> None:
    data = validated(report_of(two_fonts(tmp_path)))
    japanese = next(f for f in data["fonts"] if f["kind"] == "composite")
    assert japanese["recovery"] == "collection"
    assert japanese["examples"] and japanese["examples"][0]["why"] == "sample"
    assert japanese["examples"][0]["source"] == "collection"
    assert japanese["coverage"]["other"] == 2 and japanese["coverage"]["tounicode"] == 0
    assert japanese["encoding_cmap"]["chain"] == ["Identity-H"]


def test_page_text_marks_unmapped_glyphs(tmp_path: Path) -> None:
    data = validated(report_of(unmapped_cjk(tmp_path)))
    (page,) = data["pages"]
    assert page["text"].count("\ufffd") == 3
    assert {m["kind"] for m in page["marks"]} == {"unmapped"}
    for mark in page["marks"]:
        assert set(page["text"][mark["start"] : mark["end"]]) == {"\ufffd"}
    assert page["ocr_recommended"] and data["summary"]["ocr_pages"] == [1]


def test_width_distribution_of_w_array(tmp_path: Path) -> None:
    pdf = page_pdf(
        {"F1": lambda pdf: type0_font(pdf, w=[1, [500, 500, 600], 10, 20, 1000], dw=1000)},
        content_tj("F1", 12, b"\x00\x01"),
    )
    data = validated(report_of(save(pdf, tmp_path)))
    widths = data["fonts"][0]["widths"]
    assert widths["entries"] == 4 and widths["dw"] == 1000
    assert {b["width"]: b["count"] for b in widths["histogram"]} == {500: 2, 600: 1, 1000: 1}
    html = render_html(report_of(save(pdf, tmp_path)))
    assert "/W widths (4 entries, 3 distinct; /DW 1000)" in html


def test_pages_option_limits_the_report(tmp_path: Path) -> None:
    data = validated(report_of(two_fonts(tmp_path), pages=[1]))
    assert data["options"]["pages"] == [2]
    assert [p["number"] for p in data["pages"]] == [2]
    latin = next(f for f in data["fonts"] if f["base_font"] == "Custom")
    assert latin["verdict"] == "ok"


def test_json_is_deterministic_and_independent_of_the_folder(tmp_path: Path) -> None:
    path = two_fonts(tmp_path)
    first = render_json(report_of(path))
    assert first == render_json(report_of(path))
    other = tmp_path / "elsewhere"
    other.mkdir()
    copy = Path(shutil.copy(path, other / path.name))
    assert render_json(report_of(copy)) == first
    assert list(json.loads(first)) == sorted(json.loads(first))
    assert first.endswith("}\n")


def test_every_format_renders(tmp_path: Path) -> None:
    report = report_of(two_fonts(tmp_path))
    html = render_html(report)
    assert_self_contained(html)
    assert html.startswith("<!DOCTYPE html>") and "<style>" in html
    assert "Not recoverable" in html and "What to do" in html
    assert "<svg" in html  # coverage chart and glyph boxes
    assert 'style="color:' in html or 'style="color: ' in html  # Pygments inline styles
    md = render_markdown(report)
    assert md.startswith("# PDF font report: two.pdf")
    assert "| Custom (" in md and "Not recoverable" in md
    rows = list(csv.DictReader(io.StringIO(render_csv(report).removeprefix("\ufeff"))))
    assert len(rows) == len(report["fonts"]) and set(rows[0]) == set(COLUMNS)


def test_glyph_outline_becomes_svg(tmp_path: Path) -> None:
    class Outline:
        ops = (
            ("moveTo", ((100.0, 0.0),)),
            ("lineTo", ((100.0, 700.0),)),
            ("qCurveTo", ((300.0, 800.0), (500.0, 700.0), (600.0, 0.0))),
            ("closePath", ()),
        )
        advance = 700.0
        bounds = (100.0, 0.0, 600.0, 800.0)
        units_per_em = 1000

    class Program:
        """A CID-keyed CFF program: its charset maps CIDs to glyphs."""

        def gid_for_cid(self, cid: int) -> int | None:
            return cid

        def outline(self, gid: int) -> Outline | None:
            return Outline() if gid == 33 else None

    class Font:
        program = Program()

    with Analysis(unmapped_cjk(tmp_path)) as analysis:
        trace = next(analysis.trace())
        info = trace.strings[0].decoded.codes[0].info
        assert glyph_record(analysis.fonts()[0].font, info) is None  # not embedded
    record = glyph_record(Font(), info)
    assert record is not None and record["gid"] == 33
    assert record["path"].startswith("M100 0L100 -700Q300 -800 400 -750Q500 -700 600 0Z")
    assert record["view_box"] == [-50, -950, 800, 1200]  # the em box and a margin


def test_glyph_from_an_embedded_program(tmp_path: Path) -> None:
    program = embedded_truetype("\u3042\u3044")
    pdf = page_pdf(
        {
            "F1": lambda pdf: type0_font(
                pdf, ordering="Identity", subtype="CIDFontType2", font_file2=program
            )
        },
        content_tj("F1", 12, b"\x00\x01\x00\x02\x00\x09"),
    )
    report = report_of(save(pdf, tmp_path))
    data = validated(report)
    (font,) = data["fonts"]
    glyphs = {e["bytes"]: e["glyph"] for e in font["examples"]}
    assert glyphs["0009"] is None  # beyond the program's glyphs: a placeholder box
    drawn = [g for g in glyphs.values() if g is not None]
    assert drawn and drawn[0]["path"].startswith("M100 0L100 -800")
    assert '<path d="M100 0L100 -800' in render_html(report)


def test_svg_path_handles_cubic_and_odd_segments() -> None:
    ops = [
        ("moveTo", ((0.0, 0.0),)),
        ("curveTo", ((1.0, 1.0), (2.0, 2.0), (3.0, 3.0))),
        ("curveTo", ((4.0, 4.0), (5.0, 5.0))),
        ("lineTo", ((float("nan"), 1.0),)),
        ("endPath", ()),
    ]
    assert svg_path(ops) == "M0 0C1 -1 2 -2 3 -3L4 -4L5 -5"


def test_content_excerpt_finds_the_operator_and_redacts_strings() -> None:
    stream = b"BT\n/F1 12 Tf\n(Hello) Tj\n[<0102> -250 (W\\)orld)] TJ\nET\n"
    content = LexedContent(stream)
    excerpt = content_excerpt(content, 3, "page 1 content")
    assert excerpt is not None and excerpt["marked"] == [4]
    redacted = content_excerpt(content, 3, "page 1 content", redact=True)
    assert redacted is not None
    lines = redacted["chunks"][0]["lines"]
    assert "[<…> -250 (…)] TJ" in lines and "(…) Tj" in lines
    assert not any("Hello" in line or "orld" in line for line in lines)
    assert content_excerpt(content, 99, "x") is None


def test_redaction_scheme() -> None:
    assert redact_text("Ab1 漢字かなカナ한글!\ufffd\n") == "Xx9 〇〇ああアア가가!\ufffd\n"
    assert len(redact_text("𠀋é")) == 2


@pytest.mark.skipif(CORPUS is None, reason="shared corpus not found")
@pytest.mark.parametrize("name", CORPUS_FILES)
def test_corpus_files_render_in_every_format(name: str) -> None:
    assert CORPUS is not None
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{name} is not in the corpus")
    report = report_of(path)
    data = validated(report)
    assert data["summary"]["verdict"] in ("ok", "recoverable", "suspicious", "not-recoverable")
    html = render_html(report)
    assert_self_contained(html)
    assert data["file"]["sha256"] in html
    md = render_markdown(report)
    assert md.count("\n| ") >= 1
    assert render_csv(report).count("\n") == len(report["fonts"]) + 1
    html.encode("utf-8")  # lone surrogates from broken UTF-16 must not reach the output
    md.encode("utf-8")


@pytest.mark.skipif(CORPUS is None, reason="shared corpus not found")
@pytest.mark.parametrize("name", CORPUS_FILES[:3])
def test_corpus_report_says_what_to_do(name: str) -> None:
    assert CORPUS is not None
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{name} is not in the corpus")
    data = validated(report_of(path))
    summary = data["summary"]
    if summary["verdict"] == "not-recoverable":
        assert "OCR" in summary["advice"][0]
    if summary["verdict"] != "ok":
        worst = [f for f in data["fonts"] if f["verdict"] == summary["verdict"]]
        assert worst and all(f["examples"] for f in worst)
        assert any(e["content"] for f in worst for e in f["examples"])


def test_json_text_round_trips_and_falls_back_where_orjson_refuses() -> None:
    from inspector.output.json_text import dumps

    value = {"b": [1, 2.5, None, True], "a": "日本\u202e", "c": {"z": (1, 2)}}
    assert json.loads(dumps(value)) == {**value, "c": {"z": [1, 2]}}
    assert "日本" in dumps(value)  # characters as they are, not \\u escapes
    assert dumps(value, sort_keys=True).index('"a"') < dumps(value, sort_keys=True).index('"b"')
    assert dumps(value, indent=True).startswith('{\n  "b"')
    huge = {"n": 2**70, "s": "\ud800"}  # beyond 64 bits; a lone surrogate
    assert json.loads(dumps(huge)) == huge


def _pages_both_ways(path: Path) -> list[tuple[str, str]]:
    """Each page of ``trace --json`` written from its records and from pieces of JSON."""
    from inspector.output.json_text import dumps
    from inspector.output.records import page_json, page_record

    chains: dict[int, dict[str, Any]] = {}
    heads: dict[int, bytes] = {}
    with Analysis(path) as analysis:
        return [
            (dumps(page_record(trace, {})), page_json(trace, chains, heads).decode())
            for trace in analysis.trace()
        ]


def test_trace_pages_written_from_pieces_are_the_records_json(tmp_path: Path) -> None:
    # Codes repeated across strings and pages (their own part is serialized once), an
    # embedded CMap with one- and two-byte and invalid codes, a rotated text matrix.
    from builders import cmap_stream_bytes

    odd = cmap_stream_bytes([("00", "7f"), ("8140", "9ffc")], cidranges=[("8140", "817e", 100)])
    fonts = {
        "F1": lambda pdf: simple_font(pdf),
        "F2": lambda pdf: type0_font(pdf, encoding=odd),
    }
    pages = [
        content_tj("F1", 12, b"Hello", [b"wor", -250, b"ld"])
        + content_tj("F2", 10, b"\x81\x40A\xa0"),
        # A code whose record holds "%" (its Unicode; the codes of a string are formatted
        # at once from templates) and a string without codes.
        b"BT /F1 9 Tf 0.7071 0.7071 -0.7071 0.7071 100 100 Tm (Hello again, 50%) Tj () Tj ET\n",
        # Glyphs at zero and negative zero (one key of a table, two ways to round).
        b"BT /F1 9 Tf 1 0 0 1 -0.0 0 Tm (AB) Tj 1 0 0 1 0 -0.0 Tm (AB) Tj ET\n",
    ]
    path = save(page_pdf(fonts, pages), tmp_path)
    written = _pages_both_ways(path)
    assert len(written) == 3
    for records, pieces in written:
        assert pieces == records
        assert json.loads(pieces)["strings"]
    second = json.loads(written[1][1])["strings"]
    assert [c["unicode"] for c in second[0]["codes"][-3:]] == ["5", "0", "%"]
    assert second[1]["codes"] == []
    # Written from the pieces themselves, not through page_json's fallback for what
    # orjson refuses (which would hide a piece that cannot be made).
    from inspector.output.json_text import dumps_utf8
    from inspector.output.records import page_record

    with Analysis(path) as analysis:
        trace = analysis.trace_page(1)
        direct = dumps_utf8(page_record(trace, {}, {}), strict=True).decode()
    assert direct == written[1][0]


def test_a_page_orjson_refuses_is_written_as_the_standard_library_writes_it(
    tmp_path: Path,
) -> None:
    from builders import cmap_stream_bytes

    # A CID beyond 64 bits: orjson refuses it, the standard library writes the page.
    huge = cmap_stream_bytes([("00", "ff")], cidchars=[("41", 2**70), ("42", 5)], name="Big-H")
    path = save(
        page_pdf({"F1": lambda pdf: type0_font(pdf, encoding=huge)}, [content_tj("F1", 12, b"AB")]),
        tmp_path,
    )
    [(records, pieces)] = _pages_both_ways(path)
    assert pieces == records
    assert f'"cid": {2**70}' in pieces
