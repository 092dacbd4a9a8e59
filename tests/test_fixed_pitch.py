"""Word spaces in fixed-pitch text: one empty cell is a space, even in code full of them."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import content_tj, page_pdf, save, simple_font, type0_font

from inspector.cli import main

CODE = "4 for (var k = i + i; i < 100; k += i)"


def words_apart(line: str, cell: float = 600) -> list[Any]:
    """``line`` as one TJ array: each word a string, each space one empty cell."""
    items: list[Any] = []
    for n, word in enumerate(line.split(" ")):
        if n:
            items.append(-cell)
        items.append(word.encode())
    return items


def text_of(pdf: pikepdf.Pdf, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    main(["text", str(save(pdf, tmp_path))])
    return capsys.readouterr().out.strip("\f\n")


def courier(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
    return simple_font(pdf, base_font="Courier", encoding="WinAnsiEncoding")


def test_code_in_courier_keeps_its_spaces(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # More than half the gaps of the line are word spaces: the line's usual gap came out
    # as a whole cell and no space was left ("4for(vark=i+i;i<100;k+=i)").
    content = content_tj("F1", 10, words_apart(CODE))
    # A letter-spaced line in the same font: every gap a cell, none a word space.
    spaced = b"BT /F1 10 Tf 6 Tc 72 600 Td (TITLE) Tj ET\n"
    pdf = page_pdf({"F1": courier}, content + spaced)
    assert text_of(pdf, tmp_path, capsys).splitlines() == [CODE, "TITLE"]


def test_equal_widths_make_a_font_fixed_pitch(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Not a standard 14 font, no FixedPitch flag: its /Widths are all one value.
    def mono(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return simple_font(
            pdf,
            subtype="TrueType",
            base_font="SomeMono",
            encoding="WinAnsiEncoding",
            first_char=32,
            widths=[500] * 95,
        )

    pdf = page_pdf({"F1": mono}, content_tj("F1", 10, words_apart(CODE, 500)))
    assert text_of(pdf, tmp_path, capsys) == CODE


def test_composite_font_with_one_width(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    to_unicode = b"".join(
        [
            b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n",
            b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n",
            b"1 beginbfrange <0020> <007E> <0020> endbfrange\n",
            b"endcmap CMapName currentdict /CMap defineresource pop end end\n",
        ]
    )

    def mono(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return type0_font(
            pdf,
            registry="Adobe",
            ordering="Identity",
            supplement=0,
            subtype="CIDFontType2",
            base_font="SomeMono",
            to_unicode=to_unicode,
            w=[32, 126, 600],
        )

    items = [i if isinstance(i, int) else i.decode().encode("utf-16-be") for i in words_apart(CODE)]
    pdf = page_pdf({"F1": mono}, content_tj("F1", 10, items))
    assert text_of(pdf, tmp_path, capsys) == CODE


def test_fixed_pitch_rule() -> None:
    from inspector.decode.font import fixed_pitch

    assert fixed_pitch([600.0] * 5, flagged=False) == 600.0
    assert fixed_pitch([0.0, 600.0, 0.0, 600.0, 600.0], flagged=False) == 600.0  # unused codes
    assert fixed_pitch([600.0, 600.0], flagged=False) is None  # too few to tell
    assert fixed_pitch([600.0] * 9 + [1000.0], flagged=False) is None
    assert fixed_pitch([600.0] * 9 + [1000.0], flagged=True) == 600.0  # the flag says so
    assert fixed_pitch([278.0, 556.0, 722.0, 556.0], flagged=True) is None


def test_reportlab_courier_placed_glyph_by_glyph(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    canvas = pytest.importorskip("reportlab.pdfgen.canvas", reason="needs ReportLab")
    lines = ["1 for (var i = 2; i < 100; ++i) {", CODE, "5   primes[k] = false;"]
    path = tmp_path / "code.pdf"
    c = canvas.Canvas(str(path))
    c.setFont("Courier", 10)
    for row, line in enumerate(lines):
        for col, ch in enumerate(line):
            if ch != " ":
                c.drawString(72 + 6 * col, 700 - 12 * row, ch)  # one cell is 6 pt
    c.save()
    main(["text", str(path)])
    out = capsys.readouterr().out.strip("\f\n").splitlines()
    assert out == [lines[0], CODE, "5 primes[k] = false;"]


VERBATIM = r"""\documentclass{article}
\pagestyle{empty}
\begin{document}
\begin{verbatim}
1 for (var i = 2; i < 100; ++i) {
4 for (var k = i + i; i < 100; k += i)
5   primes[k] = false;
\end{verbatim}
\end{document}
"""


@pytest.mark.producers
@pytest.mark.skipif(shutil.which("pdflatex") is None, reason="needs pdflatex")
def test_pdflatex_verbatim(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # pdfTeX sets verbatim in cmtt and moves over each space with a TJ adjustment.
    (tmp_path / "code.tex").write_text(VERBATIM, encoding="ascii")
    subprocess.run(
        ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "code.tex"],
        cwd=tmp_path,
        capture_output=True,
        timeout=180,
        check=True,
    )
    main(["text", str(tmp_path / "code.pdf")])
    out = capsys.readouterr().out.strip("\f\n").splitlines()
    assert out == ["1 for (var i = 2; i < 100; ++i) {", CODE, "5 primes[k] = false;"]
