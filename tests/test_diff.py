"""``diff``: two versions of a document compared font by font and page by page, each
text difference traced to its cause in the chain."""

from __future__ import annotations

import json
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
)

from inspector.cli import main


def tounicode(pairs: dict[str, str]) -> bytes:
    return cmap_stream_bytes(
        [("00", "FF")],
        bfchars=list(pairs.items()),
        name="Adobe-Identity-UCS",
    )


ABC = {"41": "0041", "42": "0042", "43": "0043"}


def helvetica(mapping: dict[str, str]) -> Any:
    return lambda pdf: simple_font(pdf, to_unicode=tounicode(mapping))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["diff", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def as_json(capsys: pytest.CaptureFixture[str], a: Path, b: Path) -> tuple[int, dict[str, Any]]:
    code, out, _err = run(capsys, str(a), str(b), "--json")
    return code, json.loads(out)


def test_identical_files_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC"))
    a = save(pdf, tmp_path, "a.pdf")
    b = save(pdf, tmp_path, "b.pdf")
    code, out, _ = run(capsys, str(a), str(b))
    assert code == 0
    assert out.splitlines()[0] == "no difference"


def test_one_tounicode_entry_changed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = save(page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    changed = {**ABC, "42": "0058"}
    b = save(page_pdf({"F1": helvetica(changed)}, content_tj("F1", 12, b"ABC")), tmp_path, "b.pdf")
    code, out, _ = run(capsys, str(a), str(b))
    assert code == 1
    first = out.splitlines()[0]
    assert first == (
        "B's text differs from A's on page 1; cause: B's font Helvetica maps a code to "
        "other text than A's"
    )
    assert "code <42> of B's font Helvetica gives 'X' (U+0058) in B and 'B' (U+0042) in A" in out
    code, record = as_json(capsys, a, b)
    assert code == 1
    (pair,) = record["pairs"]
    assert (pair["added"], pair["removed"], pair["changed"]) == (0, 0, 1)
    (example,) = pair["examples"]
    assert (example["code"], example["a"], example["b"]) == ("42", "B", "X")
    assert example["b_source"] == "tounicode"
    ((change,),) = [p["changes"] for p in record["pages"]]
    assert (change["a"], change["b"]) == ("B", "X")
    (cause,) = change["causes"]
    assert (cause["kind"], cause["font"], cause["code"], cause["source"]) == (
        "mapping",
        "Helvetica",
        "42",
        "tounicode",
    )


def test_code_that_lost_its_unicode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = save(page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    # B's ToUnicode lacks <43>, and its glyph has no name to read it from: unmapped.
    fewer = {"41": "0041", "42": "0042"}
    factory = lambda pdf: simple_font(  # noqa: E731
        pdf, to_unicode=tounicode(fewer), encoding="WinAnsiEncoding", differences=[67, "g0x"]
    )
    b = save(page_pdf({"F1": factory}, content_tj("F1", 12, b"ABC")), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    causes = [c for p in record["pages"] for ch in p["changes"] for c in ch["causes"]]
    assert [(c["kind"], c["code"], c["a"], c["b"]) for c in causes] == [
        ("unmapped", "43", "C", None)
    ]
    assert record["pairs"][0]["removed"] == 1


def test_font_unembedded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    program = embedded_truetype("AB")

    def font(embedded: bool) -> Any:
        return lambda pdf: simple_font(
            pdf,
            subtype="TrueType",
            base_font="ABCDEF+TestSans",
            encoding="WinAnsiEncoding",
            first_char=65,
            widths=[1000, 1000],
            font_file2=program if embedded else None,
            descriptor=True,
        )

    a = save(page_pdf({"F1": font(True)}, content_tj("F1", 12, b"AB")), tmp_path, "a.pdf")
    b = save(page_pdf({"F1": font(False)}, content_tj("F1", 12, b"AB")), tmp_path, "b.pdf")
    code, out, _ = run(capsys, str(a), str(b))
    assert code == 1
    assert out.splitlines()[0] == "B's text is the same as A's; 1 font differs"
    assert "embedded: yes in A, no in B" in out
    code, record = as_json(capsys, a, b)
    (pair,) = record["pairs"]
    assert pair["name"] == "TestSans"
    assert "embedded" in pair["differences"]
    assert (pair["a"]["embedded"], pair["b"]["embedded"]) == (True, False)
    assert record["pages"] == []
    assert record["only_a"] == record["only_b"] == []


def test_reordered_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def page(first: bytes, second: bytes) -> bytes:
        return content_tj("F1", 12, first, y=720) + content_tj("F1", 12, second, y=690)

    fonts = {"F1": lambda pdf: simple_font(pdf)}
    a = save(page_pdf(fonts, page(b"Alpha line", b"Beta line")), tmp_path, "a.pdf")
    b = save(page_pdf(fonts, page(b"Beta line", b"Alpha line")), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    assert record["summary"] == (
        "B's text differs from A's on page 1; cause: the same lines in another reading order"
    )
    changes = record["pages"][0]["changes"]
    assert {(c["a"], c["b"]) for c in changes} <= {
        ("Alpha line", "Alpha line"),
        ("Beta line", "Beta line"),
    }
    assert all(
        c["causes"]
        == [
            {
                "kind": "order",
                "font": None,
                "code": None,
                "a": None,
                "b": None,
                "source": None,
                "message": c["causes"][0]["message"],
            }
        ]
        for c in changes
    )
    # No text was dropped: every line of A is a line of B.
    assert not [c for c in changes if c["a"] != c["b"]]


def test_repaired_copy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # <43> draws a glyph named g0x: no Unicode, nothing to recover it from.
    factory = lambda pdf: simple_font(  # noqa: E731
        pdf, encoding="WinAnsiEncoding", differences=[67, "g0x"]
    )
    a = save(page_pdf({"F1": factory}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    b = tmp_path / "b.pdf"
    assert main(["repair", str(a), "-o", str(b), "--correct", "F1:43=U+0043"]) == 0
    capsys.readouterr()
    code, record = as_json(capsys, a, b)
    assert code == 1
    (pair,) = record["pairs"]
    assert "to_unicode" in pair["differences"]
    assert (pair["a"]["to_unicode"], pair["b"]["to_unicode"]) == (False, True)
    assert pair["added"] >= 1
    ((change,),) = [p["changes"] for p in record["pages"]]
    assert (change["a"], change["b"]) == ("\ufffd", "C")
    (cause,) = change["causes"]
    assert (cause["kind"], cause["code"], cause["b"], cause["source"]) == (
        "mapped",
        "43",
        "C",
        "tounicode",
    )


def test_font_only_in_one_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = save(page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    xyz = {"41": "0058", "42": "0059", "43": "005A"}
    fonts = {"F1": lambda pdf: simple_font(pdf, base_font="Courier", to_unicode=tounicode(xyz))}
    b = save(page_pdf(fonts, content_tj("F1", 12, b"ABC")), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    assert record["pairs"] == []
    assert [f["name"] for f in record["only_a"]] == ["Helvetica"]
    assert [f["name"] for f in record["only_b"]] == ["Courier"]
    # The text differs where the page draws codes of a font B lacks: no font to blame.
    ((change,),) = [p["changes"] for p in record["pages"]]
    assert (change["a"], change["b"]) == ("ABC", "XYZ")
    assert [c["kind"] for c in change["causes"]] == ["content"]


def test_font_renamed_paired_by_its_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = save(page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    fonts = {"F1": lambda pdf: simple_font(pdf, base_font="Courier", to_unicode=tounicode(ABC))}
    b = save(page_pdf(fonts, content_tj("F1", 12, b"ABC")), tmp_path, "b.pdf")
    code, out, _ = run(capsys, str(a), str(b))
    assert code == 1
    assert out.splitlines()[0] == "B's text is the same as A's; 1 font differs"
    assert "base name: Helvetica in A, Courier in B" in out


def test_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC"))
    a = save(pdf, tmp_path, "a.pdf")
    b = save(pdf, tmp_path, "b.pdf")
    missing = tmp_path / "missing.pdf"
    assert run(capsys, str(a), str(missing))[0] == 2
    code, _out, err = run(capsys, str(a), str(b), "--pages", "7")
    assert code == 2 and f"{a}: --pages: page 7 does not exist" in err
    code, _out, err = run(capsys, str(a), str(b), "-o", str(a))
    assert code == 2 and err
    assert a.read_bytes()[:5] == b"%PDF-"


def test_html_and_markdown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = save(page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    changed = {**ABC, "42": "003C"}  # '<': escaped in the HTML
    b = save(page_pdf({"F1": helvetica(changed)}, content_tj("F1", 12, b"ABC")), tmp_path, "b.pdf")
    html = tmp_path / "d.html"
    assert run(capsys, str(a), str(b), "-o", str(html))[0] == 1
    page = html.read_text("utf-8")
    assert "B&#39;s text differs from A&#39;s on page 1" in page
    assert '<td class="b t">&lt;</td>' in page
    assert "<script" not in page
    md = tmp_path / "d.md"
    assert run(capsys, str(a), str(b), "-o", str(md))[0] == 1
    text = md.read_text("utf-8")
    assert text.startswith("# Comparison")
    assert "code <42> of B's font Helvetica" in text
    assert pikepdf.open(a).pages  # the inputs are untouched


def test_space_the_layout_inserted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fonts = {"F1": helvetica(ABC)}
    a = save(page_pdf(fonts, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    # B draws the same codes with a gap of half an em between B and C: the layout puts
    # a space there that no code draws.
    b = save(page_pdf(fonts, content_tj("F1", 12, [b"AB", -500, b"C"])), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    ((change,),) = [p["changes"] for p in record["pages"]]
    assert (change["a"], change["b"]) == ("", " ")
    assert [(c["kind"], c["source"]) for c in change["causes"]] == [("whitespace", "layout")]
    assert record["summary"].endswith("cause: spaces or line breaks only")


def test_kangxi_radicals_named_in_the_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = save(page_pdf({"F1": helvetica(ABC)}, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    radicals = {"41": "2F00", "42": "2F08", "43": "0043"}
    b = save(page_pdf({"F1": helvetica(radicals)}, content_tj("F1", 12, b"ABC")), tmp_path, "b.pdf")
    code, out, _ = run(capsys, str(a), str(b))
    assert code == 1
    assert out.splitlines()[0] == (
        "B's text differs from A's on page 1; cause: B's font Helvetica has a ToUnicode "
        "that maps 2 codes to Kangxi radicals"
    )


def test_page_only_in_one_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fonts = {"F1": helvetica(ABC)}
    a = save(page_pdf(fonts, content_tj("F1", 12, b"ABC")), tmp_path, "a.pdf")
    b = save(
        page_pdf(fonts, [content_tj("F1", 12, b"ABC"), content_tj("F1", 12, b"CAB")]),
        tmp_path,
        "b.pdf",
    )
    code, record = as_json(capsys, a, b)
    assert code == 1
    (page,) = record["pages"]
    assert (page["a"], page["b"]) == (None, 2)
    assert [(c["a"], c["b"], [k["kind"] for k in c["causes"]]) for c in page["changes"]] == [
        ("", "CAB", ["content"])
    ]


@pytest.mark.producers
def test_reportlab_and_fpdf2_same_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same two lines through ReportLab and fpdf2 with the same TrueType face: the
    subset fonts (named differently by each) are paired by the text they draw, and what
    differs is the font dictionary, not the text."""
    face = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    if not face.exists():
        pytest.skip("needs DejaVu Sans (fonts-dejavu-core)")
    reportlab = pytest.importorskip("reportlab")
    fpdf = pytest.importorskip("fpdf")
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    assert reportlab and fpdf
    lines = ("Hello world, déjà vu", "Second line")
    a = tmp_path / "reportlab.pdf"
    pdfmetrics.registerFont(TTFont("DiffDejaVu", str(face)))
    c = canvas.Canvas(str(a))
    c.setFont("DiffDejaVu", 12)
    c.drawString(72, 720, lines[0])
    c.drawString(72, 700, lines[1])
    c.save()
    b = tmp_path / "fpdf2.pdf"
    doc = fpdf.FPDF()
    doc.add_page()
    doc.add_font("DiffDejaVu", fname=str(face))
    doc.set_font("DiffDejaVu", size=12)
    doc.text(25, 30, lines[0])
    doc.text(25, 37, lines[1])
    doc.output(str(b))
    code, record = as_json(capsys, a, b)
    assert code == 1
    assert record["pages"] == []
    assert record["summary"].startswith("B's text is the same as A's")
    (pair,) = [p for p in record["pairs"] if "DejaVu" in p["name"]]
    assert pair["a"]["subtype"] == "TrueType" and pair["b"]["subtype"] == "Type0"
    assert {"subtype", "encoding"} <= set(pair["differences"])
    assert pair["a"]["subset"] and pair["b"]["subset"]


def test_long_block_aligned_line_with_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 60 lines of 40 characters, every line changed: longer than one run of characters
    # is aligned, so each line is aligned with its own.
    content = b"".join(content_tj("F1", 10, b"ABC" * 13 + b"A", y=800 - 12 * k) for k in range(60))
    a = save(page_pdf({"F1": helvetica(ABC)}, content), tmp_path, "a.pdf")
    changed = {**ABC, "42": "0058"}
    b = save(page_pdf({"F1": helvetica(changed)}, content), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    (page,) = record["pages"]
    changes = page["changes"]
    assert {(c["a"], c["b"]) for c in changes} == {("B", "X")}
    assert {c["line_a"] for c in changes} == set(range(1, 61))
    assert all(c["line_a"] == c["line_b"] for c in changes)
    assert {(k["kind"], k["code"]) for c in changes for k in c["causes"]} == {("mapping", "42")}


def test_each_change_names_its_glyph_in_both_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each difference says which string and code draw it in A and in B (as ``trace``
    counts them), so a viewer can go to the glyph; a moved line names its own first glyph
    on each side."""

    def lines(first: bytes, second: bytes) -> bytes:
        return content_tj("F1", 12, first, y=720) + content_tj("F1", 12, second, y=690)

    mapping = {**ABC, "61": "0061", "62": "0062"}
    changed = {**mapping, "42": "0058"}
    a_pages = [lines(b"ab", b"ABC"), lines(b"aa", b"bb")]
    b_pages = [lines(b"ab", b"ABC"), lines(b"bb", b"aa")]
    a = save(page_pdf({"F1": helvetica(mapping)}, a_pages), tmp_path, "a.pdf")
    b = save(page_pdf({"F1": helvetica(changed)}, b_pages), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    first, second = record["pages"]
    assert [(c["a"], c["b"], c["glyph_a"], c["glyph_b"]) for c in first["changes"]] == [
        ("B", "X", [1, 1], [1, 1])
    ]
    moved = {(c["a"], tuple(c["glyph_a"]), tuple(c["glyph_b"])) for c in second["changes"]}
    assert moved <= {("aa", (0, 0), (1, 0)), ("bb", (1, 0), (0, 0))} and moved


def test_reordered_pages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two pages swapped: each is found at its new place, its cause the page order, not
    a content difference."""
    fonts = {"F1": helvetica(ABC)}
    first, second = content_tj("F1", 12, b"ABC"), content_tj("F1", 12, b"CCA")
    a = save(page_pdf(fonts, [first, second]), tmp_path, "a.pdf")
    b = save(page_pdf(fonts, [second, first]), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    assert record["summary"] == (
        "B's text differs from A's on 2 pages; cause: the same pages in another order"
    )
    moved = [
        (p["a"], p["b"], c["a"], c["glyph_a"], c["glyph_b"], [k["kind"] for k in c["causes"]])
        for p in record["pages"]
        for c in p["changes"]
    ]
    assert moved == [
        (1, 2, "ABC", [0, 0], [0, 0], ["page-order"]),
        (2, 1, "CCA", [0, 0], [0, 0], ["page-order"]),
    ]
    code, out, _ = run(capsys, str(a), str(b))
    assert "Page 1 of A, page 2 of B" in out
    assert "the same page at another place in the document" in out


def test_removed_page_shifts_the_others(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A page removed: it is only in A, and the page after it is said to have moved up,
    not to draw other codes."""
    fonts = {"F1": helvetica(ABC)}
    pages = [content_tj("F1", 12, text) for text in (b"AAA", b"BBB", b"CCC")]
    a = save(page_pdf(fonts, pages), tmp_path, "a.pdf")
    b = save(page_pdf(fonts, [pages[0], pages[2]]), tmp_path, "b.pdf")
    code, record = as_json(capsys, a, b)
    assert code == 1
    assert [
        (p["a"], p["b"], [k["kind"] for c in p["changes"] for k in c["causes"]])
        for p in record["pages"]
    ] == [(2, None, ["content"]), (3, 2, ["page-order"])]
