"""What a command imports: start-up pays only for what the document needs.

Each check runs the command in a fresh interpreter (a child process) and looks at
``sys.modules`` afterwards. Speed itself is measured by ``benchmarks/bench.py``, not here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from builders import content_tj, embedded_truetype, page_pdf, save, simple_font, type0_font

HEAVY = ("fontTools", "orjson", "jinja2", "PySide6", "numpy")
"""Libraries a command on a document without embedded programs must not import."""

LAZY_PARTS = ("inspector.glyphshape", "inspector.cmap.parser", "inspector.fontprog.load")
"""Parts of ours that only some documents or options need."""

CHILD = """
import io, json, sys
from inspector.cli import main
out = io.StringIO()
sys.stdout = out
code = main(sys.argv[1:])
sys.stdout = sys.__stdout__
prefixes = tuple(sys.argv[0].split(","))
loaded = sorted(m for m in sys.modules if m.split(".")[0] in prefixes or m.startswith(prefixes))
print(json.dumps({"code": code, "out": out.getvalue(), "loaded": loaded}))
"""


def run_child(*argv: str) -> dict[str, object]:
    """Run the command line in a new interpreter; its exit code, output and which of the
    watched modules it imported."""
    watched = ",".join((*HEAVY, *LAZY_PARTS))
    done = subprocess.run(
        [sys.executable, "-c", CHILD.replace("sys.argv[0]", repr(watched)), *argv],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def cid_font_document(tmp_path: Path) -> Path:
    """One page in a non-embedded Japanese CID font through a predefined CMap, the way
    ReportLab writes its HeiseiMin-W3 (no font program, no ToUnicode), and a line in
    Helvetica (standard 14, WinAnsiEncoding: text through glyph names)."""
    text = "日本語のテキスト"
    pdf = page_pdf(
        {
            "F1": lambda p: type0_font(
                p, encoding="UniJIS-UCS2-H", base_font="HeiseiMin-W3", supplement=2
            ),
            "F2": lambda p: simple_font(p, encoding="WinAnsiEncoding"),
        },
        content_tj("F1", 12, text.encode("utf-16-be"))
        + content_tj("F2", 12, "Café – 10 €".encode("cp1252"), y=700),
    )
    return save(pdf, tmp_path, "cid.pdf")


def embedded_document(tmp_path: Path) -> Path:
    """One page in an embedded TrueType program (CIDFontType2, Identity-H)."""
    program = embedded_truetype("AB")
    pdf = page_pdf(
        {
            "F1": lambda p: type0_font(
                p,
                subtype="CIDFontType2",
                base_font="ABCDEF+Test",
                ordering="Identity",
                supplement=0,
                font_file2=program,
                cid_to_gid="Identity",
            )
        },
        content_tj("F1", 12, b"\x00\x01\x00\x02"),
    )
    return save(pdf, tmp_path, "embedded.pdf")


@pytest.mark.parametrize("command", ["fonts", "text"])
def test_a_document_without_embedded_programs_imports_no_font_or_output_library(
    tmp_path: Path, command: str
) -> None:
    path = cid_font_document(tmp_path)
    result = run_child(command, str(path))
    assert result["code"] == 0
    assert result["loaded"] == []
    out = str(result["out"])
    if command == "fonts":
        assert "HeiseiMin-W3" in out and "UniJIS-UCS2-H" in out and "recoverable" in out
        assert "Helvetica" in out
    else:
        assert out.strip("\f\n").splitlines() == ["日本語のテキスト", "Café – 10 €"]


def test_json_output_imports_its_writer_and_still_no_font_library(tmp_path: Path) -> None:
    result = run_child("fonts", "--json", str(cid_font_document(tmp_path)))
    loaded = result["loaded"]
    assert isinstance(loaded, list)
    assert "orjson" in loaded
    assert not [m for m in loaded if m.startswith(("fontTools", "jinja2", "PySide6"))]
    record = json.loads(str(result["out"]))
    assert record["fonts"][0]["encoding"] == "UniJIS-UCS2-H"


def test_an_embedded_program_is_still_read(tmp_path: Path) -> None:
    # The readers are imported on first use: the program must be read as before.
    result = run_child("fonts", "--json", str(embedded_document(tmp_path)))
    loaded = result["loaded"]
    assert isinstance(loaded, list)
    assert "fontTools.ttLib" in loaded and "inspector.fontprog.load" in loaded
    assert not [m for m in loaded if m.startswith(("jinja2", "PySide6"))]
    font = json.loads(str(result["out"]))["fonts"][0]
    assert font["embedded"] is True
    text = run_child("text", str(embedded_document(tmp_path)))
    assert str(text["out"]).strip("\f\n") == "AB"


def test_lazy_package_names_resolve_and_unknown_ones_fail() -> None:
    import inspector.cmap
    import inspector.fontprog
    from inspector.cmap.parser import parse_cmap
    from inspector.fontprog.program import FontProgram

    assert inspector.cmap.parse_cmap is parse_cmap
    assert inspector.fontprog.FontProgram is FontProgram
    for package in (inspector.cmap, inspector.fontprog):
        with pytest.raises(AttributeError):
            _ = package.no_such_name


CFF_CHILD = """
import io, json, sys
from inspector.cli import main
out = io.StringIO()
sys.stdout = out
code = main(sys.argv[1:])
sys.stdout = sys.__stdout__
tables = sys.modules.get("fontTools.ttLib.tables.otTables")
state = type(tables).__name__ if tables is not None else None
used = None
if tables is not None:
    used = tables.VarStore.__name__  # a CFF2 variation store's first use loads them
print(json.dumps({"code": code, "out": out.getvalue(), "state": state, "used": used,
                  "cff": "fontTools.cffLib" in sys.modules}))
"""


def cff_document(tmp_path: Path) -> Path:
    """One page in an embedded bare CFF (``FontFile3 /Type1C``) with glyphs A and B."""
    import io

    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    from fontTools.ttLib import TTFont

    order = [".notdef", "A", "B"]
    strings = {}
    for name in order:
        pen = T2CharStringPen(600, None)
        pen.moveTo((50, 0))
        pen.lineTo((550, 0))
        pen.lineTo((300, 700))
        pen.closePath()
        strings[name] = pen.getCharString()
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({0x41: "A", 0x42: "B"})
    builder.setupCFF("ABCDEF+Tri", {"FullName": "Tri"}, strings, {})
    builder.setupHorizontalMetrics(dict.fromkeys(order, (600, 50)))
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Tri", "styleName": "Regular"})
    builder.setupOS2()
    builder.setupPost()
    otf = io.BytesIO()
    builder.save(otf)
    table = TTFont(io.BytesIO(otf.getvalue())).reader["CFF "]

    def font(pdf: object) -> object:
        made = simple_font(
            pdf,  # type: ignore[arg-type]
            base_font="ABCDEF+Tri",
            first_char=65,
            widths=[600, 600],
            descriptor=True,
        )
        program = pdf.make_stream(bytes(table))  # type: ignore[attr-defined]
        program.Subtype = pikepdf.Name("/Type1C")
        made.FontDescriptor.FontFile3 = program
        return made

    pdf = page_pdf({"F1": font}, content_tj("F1", 12, b"ABBA"))
    return save(pdf, tmp_path, "cff.pdf")


def test_a_cff_program_is_read_without_loading_the_layout_tables(tmp_path: Path) -> None:
    # fontTools' CFF reader imports its OpenType layout tables for CFF2 variation stores
    # only: they wait, and still load at their first use.
    done = subprocess.run(
        [sys.executable, "-c", CFF_CHILD, "fonts", "--json", str(cff_document(tmp_path))],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["code"] == 0 and result["cff"] is True
    assert result["state"] == "_LazyModule"
    assert result["used"] == "VarStore"
    font = json.loads(result["out"])["fonts"][0]
    assert font["embedded"] is True and font["program"] == "FontFile3/Type1C"
    assert font["verdict"] == "ok"
