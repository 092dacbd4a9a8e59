"""Hostile PDFs: font names, page text (through ToUnicode targets), metadata and the file
name carry markup, event handlers, template syntax, formulas and bidi overrides. Every
format must show them as text."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import jsonschema
import pikepdf
import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, simple_font
from test_report import assert_self_contained, parsed

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.output.escapes import csv_cell, markdown_text, visible
from inspector.report.csv_inventory import render_csv
from inspector.report.html_report import render_html
from inspector.report.json_report import load_schema, render_json
from inspector.report.markdown_summary import render_markdown
from inspector.report.model import build_report

SCRIPT = "<script>alert(1)</script>"
ONERROR = '<img src=x onerror="alert(2)">'
TEMPLATE = "{{ 7*7 }}"
BLOCK = "{% if 1 %}yes{% endif %}"
RLO = "\u202e"
ISOLATE = "\u2066"
FONT_NAME = f"=cmd|{SCRIPT}{TEMPLATE}{RLO}fdp.exe"
TITLE = f"{SCRIPT} {TEMPLATE} {RLO}evil{ISOLATE}"
PRODUCER = f"=SUM(1+1){ONERROR}"
CREATOR = f"{BLOCK} @admin"
FILE_NAME = f"hostile {ONERROR} {TEMPLATE} {RLO}fdp.pdf"

TARGETS = {
    "01": SCRIPT,
    "02": ONERROR,
    "03": TEMPLATE,
    "04": BLOCK,
    "05": RLO,
    "06": "|*_[x](javascript:alert(3))`$x$`",
    "07": "\u0007",  # a control character: a suspect target
    "08": "\ue000" + SCRIPT,  # private use: suspect, so it is shown as an example
}


def utf16(text: str) -> str:
    return text.encode("utf-16-be").hex()


def hostile_pdf(tmp_path: Path) -> Path:
    tounicode = cmap_stream_bytes(
        [("00", "ff")],
        bfchars=[(code, utf16(text)) for code, text in TARGETS.items()],
        name="Adobe-Identity-UCS",
    )
    pdf = page_pdf(
        {"F1": lambda pdf: simple_font(pdf, base_font=FONT_NAME, to_unicode=tounicode)},
        content_tj("F1", 12, bytes(range(1, 9)) + b"\x20\x09"),
    )
    pdf.docinfo["/Title"] = TITLE
    pdf.docinfo["/Producer"] = PRODUCER
    pdf.docinfo["/Creator"] = CREATOR
    path = tmp_path / FILE_NAME
    pdf.save(path, deterministic_id=True)
    return path


@pytest.fixture
def hostile(tmp_path: Path) -> Path:
    return hostile_pdf(tmp_path)


@pytest.fixture
def report(hostile: Path) -> dict[str, Any]:
    with Analysis(hostile) as analysis:
        return build_report(analysis)


def test_the_hostile_values_reach_the_model(report: dict[str, Any]) -> None:
    assert report["file"]["name"] == FILE_NAME
    assert report["file"]["title"] == TITLE
    assert report["file"]["producer"] == PRODUCER
    assert report["fonts"][0]["base_font"] == FONT_NAME
    text = report["pages"][0]["text"]
    assert SCRIPT in text and ONERROR in text and TEMPLATE in text and RLO in text
    example_values = [e["unicode"] for e in report["fonts"][0]["examples"]]
    assert any(SCRIPT in (value or "") for value in example_values)


def test_json_keeps_the_data_and_escapes_what_would_reorder_it(report: dict[str, Any]) -> None:
    text = render_json(report)
    assert RLO not in text and ISOLATE not in text and "\u0007" not in text
    data = json.loads(text)
    jsonschema.validate(data, load_schema())
    assert data["file"]["title"] == TITLE and data["file"]["name"] == FILE_NAME
    assert data["fonts"][0]["base_font"] == FONT_NAME


def test_html_shows_everything_as_text(report: dict[str, Any]) -> None:
    html = render_html(report)
    assert_self_contained(html)
    assert RLO not in html and ISOLATE not in html and "\u0007" not in html
    doc = parsed(html)
    text = "".join(doc.text)
    for value in (SCRIPT, ONERROR, TEMPLATE, BLOCK, "=cmd|", "=SUM(1+1)", "hostile"):
        assert value in text, value
    assert "U+202E" in text and "U+2066" in text
    assert "49" not in text.replace(report["file"]["sha256"], "")  # {{ 7*7 }} never ran
    # Attributes (tooltips) hold escaped text, never markup.
    for _tag, attrs in doc.tags:
        for _name, value in attrs:
            assert value is None or "<span" not in value


def test_markdown_shows_everything_as_text(report: dict[str, Any]) -> None:
    md = render_markdown(report)
    assert "<script" not in md and "<img" not in md and "<" not in md.replace("&lt;", "")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in md
    assert RLO not in md and ISOLATE not in md and "⟨U+202E⟩" in md
    assert "{{ 7\\*7 }}" in md  # the asterisk cannot start emphasis
    assert "=cmd\\|" in md  # nor the bar a table cell
    assert "](javascript" not in md.replace("\\](javascript", "")


def test_csv_guards_formulas_and_shows_bidi(report: dict[str, Any]) -> None:
    text = render_csv(report)
    assert RLO not in text
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    for row in rows[1:]:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    font = rows[1][rows[0].index("font")]
    assert font.startswith("'=cmd|<script>") and "⟨U+202E⟩" in font


def test_escape_functions() -> None:
    assert visible("a\u202eb\x00c\n") == "a⟨U+202E⟩b⟨U+0000⟩c⟨U+000A⟩"
    assert visible("a\nb", keep="\n") == "a\nb"
    assert visible("👨\u200d👩") == "👨\u200d👩"  # joiners shape emoji and scripts
    assert markdown_text("<b>*x*</b> & [a](b)") == "&lt;b&gt;\\*x\\*&lt;/b&gt; &amp; \\[a\\](b)"
    assert csv_cell("=1+1") == "'=1+1" and csv_cell("-2") == "'-2" and csv_cell(-2) == -2
    assert csv_cell("@x") == "'@x" and csv_cell("＝1") == "'＝1" and csv_cell(None) == ""


@pytest.mark.parametrize("suffix", [".html", ".json", ".md", ".csv"])
def test_report_command_with_a_hostile_file_name(
    hostile: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    out = tmp_path / f"out {TEMPLATE}{suffix}"
    assert main(["report", str(hostile), "-o", str(out)]) == 0
    written = out.read_text(encoding="utf-8")
    assert RLO not in written
    assert RLO not in capsys.readouterr().out


def test_triage_table_with_a_hostile_file(
    hostile: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["triage", str(hostile.parent), "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert RLO not in out and "\\u202e" in out


def test_encrypted_hostile_metadata_needs_password(tmp_path: Path) -> None:
    path = hostile_pdf(tmp_path)
    locked = tmp_path / "locked.pdf"
    with pikepdf.open(path) as pdf:
        pdf.save(locked, encryption=pikepdf.Encryption(owner="o", user="pw", R=6))
    with Analysis(locked, password="pw") as analysis:
        data = build_report(analysis)
    assert data["file"]["encrypted"] and data["file"]["title"] == TITLE


def test_the_utf8_pattern_finds_exactly_the_unsafe_characters() -> None:
    """The report is escaped as UTF-8 bytes; the byte pattern must agree with the
    character class that documents what is unsafe, on every code point."""
    from inspector.report.json_report import _UNSAFE, _UNSAFE_UTF8

    for cp in range(0x110000):
        char = chr(cp)
        data = char.encode("utf-8", "surrogatepass")
        assert (_UNSAFE.fullmatch(char) is not None) == (
            _UNSAFE_UTF8.fullmatch(data) is not None
        ), hex(cp)


def test_json_report_bytes_escape_unsafe_characters_and_keep_the_rest() -> None:
    from inspector.report.json_report import render_json_utf8

    report = {"a": "日本\u202eevil\u2028x\x85", "b": "\U000e0041 ok", "c": "\ud800"}
    data = render_json_utf8(report)
    assert b"\\u202e" in data and b"\\u2028" in data and b"\\u0085" in data
    assert b"\\udb40\\udc41" in data and b"\\ud800" in data
    assert "日本".encode() in data
    assert json.loads(data) == report


def test_json_report_in_pieces_is_the_json_report_at_once() -> None:
    """The report is written a page at a time; the pieces must join into exactly what the
    encoder writes for the whole report, unsafe characters escaped in every piece."""
    from inspector.output.json_text import dumps_utf8
    from inspector.report.json_report import _UNSAFE_UTF8, iter_json_utf8

    report = {
        "a": 1,
        "pages": [
            {"text": "日本\u202e", "marks": [], "n": {"pages": [1, 2]}},
            {"text": "two\nlines", "marks": [{"k": "x"}], "n": {}},
        ],
        "summary": {"pages": [1, 2], "reason": "ok\u2028"},
        "z": [],
    }
    whole = dumps_utf8(report, indent=True, sort_keys=True)
    expected = (
        _UNSAFE_UTF8.sub(lambda m: m.group().decode("utf-8").encode("unicode_escape"), whole)
        + b"\n"
    )
    pieces = list(iter_json_utf8(report))
    assert len(pieces) == 4
    assert b"".join(pieces) == expected
    assert json.loads(b"".join(pieces)) == report
    assert list(iter_json_utf8({**report, "pages": []})) == [
        b"".join(iter_json_utf8({**report, "pages": []}))
    ]
