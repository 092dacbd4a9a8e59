"""Streams other readers give up on, through every command.

Each case is one page whose content stream is damaged in one way (raw deflate, Flate data
cut short, a wrong or dangling /Length, PNG-predicted data, data that is not Flate at all).
Every command sees the same recovered text; the findings say what was done; no verdict is
"ok" for content that was not read; the repaired copy holds the recovered stream in a form
qpdf, pdftotext and mutool read.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import pikepdf
import pytest
from builders import page_pdf, simple_font

from inspector.cli import main
from inspector.report.json_report import load_schema

HELLO = b"BT /F1 12 Tf 72 720 Td (Hello before the cut) Tj ET\n"
FILLER = b"".join(
    b"BT /F1 12 Tf 72 %d Td (line %03d) Tj ET\n" % (700 - 12 * i, i) for i in range(40)
)
END = b"BT /F1 12 Tf 72 100 Td (The last words) Tj ET\n"
CONTENT = HELLO + FILLER + END
"""A page's content: its first and last strings tell a kept start from a lost end."""


def deflate(data: bytes, wbits: int = 15) -> bytes:
    """``data`` as zlib data (``wbits=15``) or raw deflate without a header (``-15``)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    return packer.compress(data) + packer.flush()


def png_up(data: bytes, columns: int) -> bytes:
    """``data`` (padded with spaces to whole rows) under the PNG Up predictor."""
    data += b" " * (-len(data) % columns)
    out, above = [], bytes(columns)
    for start in range(0, len(data), columns):
        row = data[start : start + columns]
        out.append(b"\x02" + bytes((a - b) & 0xFF for a, b in zip(row, above)))
        above = row
    return b"".join(out)


def flate_page(path: Path, encoded: bytes, parms: pikepdf.Dictionary | None = None) -> Path:
    """A page showing Helvetica text whose content stream holds ``encoded`` as Flate data,
    saved without decoding it (pikepdf would otherwise normalise it)."""
    pdf = page_pdf({"F1": simple_font}, b"")
    pdf.pages[0].obj.Contents.write(encoded, filter=pikepdf.Name.FlateDecode, decode_parms=parms)
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none, deterministic_id=True)
    return path


def raw_pdf(path: Path, content_object: bytes) -> Path:
    """A one-page PDF written byte by byte, its content stream object 4 as given, with a
    correct cross-reference table (qpdf and pikepdf would rewrite a wrong /Length)."""
    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        4: content_object,
        5: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    }
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = {}
    for num, body in objects.items():
        offsets[num] = len(out)
        out += b"%d 0 obj\n%s\nendobj\n" % (num, body)
    xref = len(out)
    out += b"xref\n0 6\n0000000000 65535 f \n"
    out += b"".join(b"%010d 00000 n \n" % offsets[n] for n in range(1, 6))
    out += b"trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % xref
    path.write_bytes(bytes(out))
    return path


# --- the cases ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """A damaged page and what every command must make of it."""

    name: str
    build: Callable[[Path], Path]
    codes: tuple[str, ...]
    """Finding codes the document must have (and no other STREAM-* code)."""
    verdict: str
    kept: tuple[str, ...] = ("Hello before the cut", "line 020", "The last words")
    """Text every command must show."""
    lost: tuple[str, ...] = ()
    """Text that is not in the file any more, so no command may show it."""
    unread: bool = False
    """Whether part of the page could not be read (its share is unknown)."""


def _raw_deflate(path: Path) -> Path:
    return flate_page(path, deflate(CONTENT, -15))


def _cut(path: Path) -> Path:
    data = deflate(CONTENT)
    return flate_page(path, data[: len(data) // 2])


def _length_wrong(path: Path) -> Path:
    return raw_pdf(path, b"<< /Length 10 >>\nstream\n" + CONTENT + b"\nendstream")


def _length_dangling(path: Path) -> Path:
    return raw_pdf(path, b"<< /Length 9 0 R >>\nstream\n" + CONTENT + b"\nendstream")


def _raw_deflate_length_wrong(path: Path) -> Path:
    data = deflate(CONTENT, -15)
    return raw_pdf(path, b"<< /Length 7 /Filter /FlateDecode >>\nstream\n" + data + b"\nendstream")


def _predictor(path: Path) -> Path:
    parms = pikepdf.Dictionary(Predictor=12, Columns=8)
    return flate_page(path, deflate(png_up(CONTENT, 8)), parms)


def _predictor_raw(path: Path) -> Path:
    parms = pikepdf.Dictionary(Predictor=12, Columns=8)
    return flate_page(path, deflate(png_up(CONTENT, 8), -15), parms)


def _predictor_row_cut(path: Path) -> Path:
    parms = pikepdf.Dictionary(Predictor=12, Columns=8)
    return flate_page(path, deflate(png_up(CONTENT, 8)[:-3]), parms)


def _not_flate(path: Path) -> Path:
    return flate_page(path, b"\x78\x9c" + bytes(range(7, 200)))


def _flipped_half_way(path: Path) -> Path:
    """Stored (level 0) zlib data with 8 bytes flipped half-way, inside "line 020"'s
    neighbours: it inflates to its end, but its Adler-32 no longer matches."""
    data = bytearray(deflate_stored(CONTENT))
    start = data.index(b"line 019")
    for i in range(start, start + 8):
        data[i] ^= 0xFF
    return flate_page(path, bytes(data))


def deflate_stored(data: bytes) -> bytes:
    return zlib.compress(data, 0)


def _garbage_after_end(path: Path) -> Path:
    """The first half as raw deflate with its final block, the rest of the content after
    it as it is: a decoder stops at the final block and never reaches the rest."""
    half = len(CONTENT) // 2
    return flate_page(path, deflate(CONTENT[:half], -15) + CONTENT[half:])


def _hex_then_cut_flate(path: Path) -> Path:
    """Flate data cut short behind ASCIIHexDecode: qpdf gives what inflates without a word,
    and, saving, would write it as a clean stream."""
    data = deflate(CONTENT)
    hexed = data[: len(data) // 2].hex().encode() + b">"
    head = b"<< /Length %d /Filter [/ASCIIHexDecode /FlateDecode] >>\nstream\n" % len(hexed)
    return raw_pdf(path, head + hexed + b"\nendstream")


def _with_filters(path: Path, encoded: bytes, *filters: str) -> Path:
    pdf = page_pdf({"F1": simple_font}, b"")
    names = pikepdf.Array([pikepdf.Name(f) for f in filters])
    pdf.pages[0].obj.Contents = pikepdf.Stream(pdf, encoded, Filter=names)
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none, deterministic_id=True)
    return path


def _unknown_filter_before_flate(path: Path) -> Path:
    return _with_filters(path, deflate(CONTENT), "/FooDecode", "/FlateDecode")


def _unknown_filter_before_cut_flate(path: Path) -> Path:
    data = deflate(CONTENT)
    return _with_filters(path, data[: len(data) // 2], "/FooDecode", "/FlateDecode")


def _unknown_filter_alone(path: Path) -> Path:
    return _with_filters(path, CONTENT, "/FooDecode")


CASES = (
    Case("raw-deflate", _raw_deflate, ("STREAM-FLATE-RAW",), "recoverable"),
    Case(
        "cut",
        _cut,
        ("STREAM-TRUNCATED",),
        "unreadable",
        kept=("Hello before the cut",),
        lost=("The last words",),
        unread=True,
    ),
    Case("length-wrong", _length_wrong, ("STREAM-LENGTH-WRONG",), "ok"),
    Case("length-dangling", _length_dangling, ("STREAM-LENGTH-WRONG",), "ok"),
    Case(
        "raw-deflate-length-wrong",
        _raw_deflate_length_wrong,
        ("STREAM-LENGTH-WRONG", "STREAM-FLATE-RAW"),
        "recoverable",
    ),
    Case("png-predictor", _predictor, (), "ok"),
    Case("png-predictor-raw-deflate", _predictor_raw, ("STREAM-FLATE-RAW",), "recoverable"),
    Case("png-predictor-row-cut", _predictor_row_cut, ("STREAM-PREDICTOR-ROW",), "ok"),
    Case(
        "checksum-wrong",
        _flipped_half_way,
        ("STREAM-TRUNCATED",),
        "unreadable",
        kept=("Hello before the cut", "The last words"),
        lost=("line 019",),
        unread=True,
    ),
    Case(
        "garbage-after-end",
        _garbage_after_end,
        ("STREAM-TRUNCATED", "STREAM-FLATE-RAW"),
        "unreadable",
        kept=("Hello before the cut",),
        lost=("The last words",),
        unread=True,
    ),
    Case(
        "hex-then-cut-flate",
        _hex_then_cut_flate,
        ("STREAM-TRUNCATED",),
        "unreadable",
        kept=("Hello before the cut",),
        lost=("The last words",),
        unread=True,
    ),
    Case(
        "unknown-filter-before-flate",
        _unknown_filter_before_flate,
        ("STREAM-FILTER-SKIPPED",),
        "recoverable",
    ),
    Case(
        "unknown-filter-before-cut-flate",
        _unknown_filter_before_cut_flate,
        ("STREAM-FILTER-SKIPPED", "STREAM-TRUNCATED"),
        "unreadable",
        kept=("Hello before the cut",),
        lost=("The last words",),
        unread=True,
    ),
    Case(
        "unknown-filter-alone",
        _unknown_filter_alone,
        ("PDF-OBJECT-UNREADABLE",),
        "unreadable",
        kept=(),
        lost=("Hello before the cut",),
        unread=True,
    ),
    Case(
        "not-flate",
        _not_flate,
        ("PDF-OBJECT-UNREADABLE",),
        "unreadable",
        kept=(),
        lost=("Hello before the cut",),
        unread=True,
    ),
)

VALIDATOR = jsonschema.Draft202012Validator(load_schema())


# --- running the commands ------------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *argv: str, code: int = 0) -> str:
    got = main(list(argv))
    out = capsys.readouterr().out
    assert got == code, out[:2000]
    return out


def run_text(capsys: pytest.CaptureFixture[str], unread: bool, *argv: str) -> str:
    """A command that prints text: exit 1 and one warning line on stderr for a page whose
    content was not read whole, exit 0 and no warning otherwise."""
    got = main(list(argv))
    captured = capsys.readouterr()
    assert got == (1 if unread else 0), captured.err
    warnings = [line for line in captured.err.splitlines() if line.startswith("warning: page")]
    assert len(warnings) == (1 if unread else 0), captured.err
    if unread:
        assert warnings[0].startswith("warning: page 1: not read whole: ")
    return captured.out


def stream_codes(findings: list[dict[str, Any]]) -> set[str]:
    return {f["code"] for f in findings if f["code"].startswith("STREAM-")} | {
        f["code"] for f in findings if f["code"] == "PDF-OBJECT-UNREADABLE"
    }


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_every_command_reads_what_the_bytes_allow(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = case.build(tmp_path / f"{case.name}.pdf")
    before = path.read_bytes()

    trace = json.loads(run_text(capsys, case.unread, "trace", str(path), "--json"))
    shown = " ".join(s["text"] for page in trace["pages"] for s in page["strings"])
    assert stream_codes(trace["findings"]) == set(case.codes)

    assert (trace["pages"][0]["unread"] > 0) is case.unread
    table = run_text(capsys, case.unread, "trace", str(path))
    assert ("could not be read" in table) is case.unread

    text = run_text(capsys, case.unread, "text", str(path))
    text_json = json.loads(run_text(capsys, case.unread, "text", str(path), "--json"))
    html = run_text(capsys, case.unread, "export-html", str(path), "-o", "-")
    for words in case.kept:
        assert words in html
    assert text_json["pages"][0]["text"] == text.rstrip("\f")
    assert (text_json["pages"][0]["unread"] > 0) is case.unread
    for words in case.kept:
        assert words in shown and words in text
    for words in case.lost:
        assert words not in shown and words not in text

    fonts = json.loads(run(capsys, "fonts", str(path), "--json"))
    verdict = fonts["verdict"]
    assert verdict["verdict"] == case.verdict
    assert stream_codes(fonts["findings"]) == set(case.codes)
    (page,) = verdict["pages"]
    assert (page["share"] is None) is case.unread
    assert (page["unread"] > 0) is case.unread
    if case.verdict != "ok":
        assert verdict["root_cause"] in case.codes
        assert "no text" not in verdict["reason"]

    report_path = tmp_path / "report.json"
    run(capsys, "report", str(path), "-o", str(report_path))
    report = json.loads(report_path.read_text(encoding="utf-8"))
    VALIDATOR.validate(report)
    summary = report["summary"]
    assert summary["verdict"] == case.verdict
    assert summary["unread_pages"] == ([1] if case.unread else [])
    assert (summary["share"] is None) is case.unread
    for words in case.kept:
        assert words in report["pages"][0]["text"]
    for fmt in ("html", "md", "csv"):
        out = tmp_path / f"report.{fmt}"
        run(capsys, "report", str(path), "-o", str(out))
        assert out.stat().st_size > 0
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert f"v-{case.verdict}" in html
    if case.unread:
        assert "could not be read" in html

    jsonl = tmp_path / "triage.jsonl"
    run(capsys, "triage", str(path), "-j", "1", "--jsonl", str(jsonl))
    (row,) = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert row["verdict"] == case.verdict and not row["error"]

    drawn = any("H" in words for words in case.kept)
    found = json.loads(run(capsys, "find", str(path), "H", "--json", code=0 if drawn else 1))
    (char,) = found["characters"]
    used = any(c["used"] for c in char["codes"])
    assert used is drawn
    run(capsys, "explain-text", str(path), "--garbled", "Hello", "--json")

    assert path.read_bytes() == before  # the input is never written


def _analyse(path: Path, capsys: pytest.CaptureFixture[str], unread: bool) -> tuple[str, Any]:
    text = run_text(capsys, unread, "text", str(path))
    fonts = json.loads(run(capsys, "fonts", str(path), "--json"))
    return text, fonts


REWRITTEN = {"raw-deflate", "raw-deflate-length-wrong", "png-predictor-raw-deflate",
             "png-predictor-row-cut", "unknown-filter-before-flate"}  # fmt: skip
"""Cases whose stream the repaired copy holds in standard Flate encoding."""


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_repair_writes_the_recovered_stream_in_a_standard_encoding(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = case.build(tmp_path / f"{case.name}.pdf")
    text, fonts = _analyse(path, capsys, case.unread)
    fixed = tmp_path / "fixed.pdf"
    argv = ("repair", str(path), "-o", str(fixed), "--json")
    record = json.loads(run(capsys, *argv, code=1 if case.unread else 0))
    actions = {s["object"]: s["action"] for s in record["streams"]}
    if case.name in REWRITTEN:
        assert actions == {4: "rewritten"}
    elif case.unread:
        # Not read whole: copied as it was and listed, never laundered into clean Flate.
        assert actions == {4: "copied-damaged"}
        with pikepdf.open(path) as original, pikepdf.open(fixed) as copy:
            before = original.pages[0].obj.Contents.read_raw_bytes()
            assert copy.pages[0].obj.Contents.read_raw_bytes() == before
    else:
        assert actions == {}
    fixed_text, fixed_fonts = _analyse(fixed, capsys, case.unread)
    assert fixed_text == text
    # What was recovered is now standard: nothing is left to recover in the copy; what was
    # damaged is as damaged, and judged so.
    left = stream_codes(fixed_fonts["findings"])
    assert left == (stream_codes(fonts["findings"]) if case.unread else set())
    if case.verdict == "recoverable":
        assert fixed_fonts["verdict"]["verdict"] == "ok"
    if case.unread:
        assert fixed_fonts["verdict"]["verdict"] == "unreadable"


@pytest.mark.parametrize("tool", ["pdftotext", "mutool"])
def test_other_readers_read_the_repaired_raw_deflate_file(
    tool: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"needs {tool}")
    command = {
        "pdftotext": lambda p: ["pdftotext", str(p), "-"],
        "mutool": lambda p: ["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(p)],
    }[tool]
    path = _raw_deflate(tmp_path / "raw.pdf")
    before = subprocess.run(command(path), capture_output=True, text=True).stdout
    assert "Hello before the cut" not in before  # the premise: the tool cannot read it
    fixed = tmp_path / "fixed.pdf"
    run(capsys, "repair", str(path), "-o", str(fixed))
    after = subprocess.run(command(fixed), capture_output=True, text=True, check=True).stdout
    for words in ("Hello before the cut", "line 020", "The last words"):
        assert words in after


def test_fail_on_counts_an_unreadable_file_as_worse_than_not_recoverable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _not_flate(tmp_path / "not-flate.pdf")
    assert main(["triage", str(path), "-j", "1", "--fail-on", "not-recoverable"]) == 1
    assert main(["triage", str(path), "-j", "1", "--fail-on", "unreadable"]) == 1
    assert main(["triage", str(path), "-j", "1", "--fail-on", "error"]) == 0
    out = capsys.readouterr().out
    assert "Unreadable (1 file): PDF-OBJECT-UNREADABLE" in out


def test_a_form_that_cannot_be_read_makes_its_page_unreadable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": simple_font}, HELLO + b"q /X1 Do Q\n")
    form = pdf.make_stream(b"")
    form.write(b"\x78\x9c not deflate", filter=pikepdf.Name.FlateDecode)
    form.Type, form.Subtype = pikepdf.Name.XObject, pikepdf.Name.Form
    form.BBox = pikepdf.Array([0, 0, 612, 792])
    form.Resources = pdf.pages[0].Resources
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(X1=form)
    path = tmp_path / "form.pdf"
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none)
    fonts = json.loads(run(capsys, "fonts", str(path), "--json"))
    assert fonts["verdict"]["verdict"] == "unreadable"
    assert fonts["verdict"]["root_cause"] == "PDF-OBJECT-UNREADABLE"
    assert fonts["verdict"]["pages"][0]["share"] is None
    # the page's own text is still read, and its font is fine
    assert "Hello before the cut" in run_text(capsys, True, "text", str(path))
    assert fonts["fonts"][0]["verdict"] == "ok"


def test_csv_inventory_lists_the_file_verdict_of_a_cut_stream(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _cut(tmp_path / "cut.pdf")
    out = tmp_path / "fonts.csv"
    run(capsys, "report", str(path), "-o", str(out))
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert rows and all(r["verdict"] == "ok" for r in rows)  # the font itself is sound


@pytest.mark.parametrize(
    ("build", "code"),
    [(_unknown_filter_alone, "PDF-OBJECT-UNREADABLE"),
     (_unknown_filter_before_flate, "STREAM-FILTER-SKIPPED")],
)  # fmt: skip
def test_an_unknown_filter_is_named_beside_qpdfs_words(
    build: Callable[[Path], Path], code: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = build(tmp_path / "foo.pdf")
    fonts = json.loads(run(capsys, "fonts", str(path), "--json"))
    (finding,) = [f for f in fonts["findings"] if f["code"] == code]
    assert "/FooDecode" in finding["message"]
    assert "read_bytes called on unfilterable stream" in finding["message"]


def test_repair_says_it_copied_a_damaged_stream_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _flipped_half_way(tmp_path / "flipped.pdf")
    fixed = tmp_path / "fixed.pdf"
    out = run(capsys, "repair", str(path), "-o", str(fixed), code=1)
    assert "stream 4 0 R: copied as it was, damaged" in out
    assert "written as standard Flate data" not in out


@pytest.mark.parametrize("command", [("text",), ("trace", "--json"), ("export-html", "-o", "-")])
def test_worker_processes_warn_of_the_same_pages(
    command: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = page_pdf({"F1": simple_font}, [HELLO, HELLO, HELLO])
    data = deflate(CONTENT)
    pdf.pages[1].obj.Contents.write(data[: len(data) // 2], filter=pikepdf.Name.FlateDecode)
    path = tmp_path / "second-page-cut.pdf"
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none)
    seen = []
    for jobs in ("1", "2"):
        assert main([command[0], str(path), *command[1:], "--jobs", jobs]) == 1
        captured = capsys.readouterr()
        seen.append((captured.out, captured.err))
        (line,) = captured.err.splitlines()
        assert line.startswith("warning: page 2: not read whole: content stream")
    assert seen[0] == seen[1]
