"""Memory that does not grow with the embedded font programs, and the same answers when
programs are released and read again.

A document merged from many parts embeds a font program per part. The inspector keeps
what decoding needs of each (every code's description) and at most
``PROGRAMS_KEPT`` parsed programs. The documents are built here: many font objects whose
programs (a TrueType and a CFF font with a few hundred glyphs of many points each) are
read and parsed separately, one font per page. Peak memory is measured in a child
process (``os.wait4`` in a small launcher), never in the test's own.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from child_peak import LAUNCHER
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

import inspector.decode.program as programs
from inspector.analysis import Analysis
from inspector.cli import main

ROOT = Path(__file__).resolve().parents[1]

GLYPHS = 1500
"""Glyphs per program, each a polygon of POINTS points."""
POINTS = 64
USED = 200
"""Glyphs each page shows with its font."""


def _polygon(n: int) -> list[tuple[int, int]]:
    # A star-ish polygon whose points differ per glyph (no two outlines equal).
    return [(100 + (37 * k + 11 * n) % 800, 50 + (53 * k + 7 * n) % 700) for k in range(POINTS)]


def _truetype() -> bytes:
    order = [".notdef", *(f"g{n}" for n in range(1, GLYPHS))]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x4E00 + n: f"g{n}" for n in range(1, GLYPHS)})
    glyphs = {}
    for n, name in enumerate(order):
        pen = TTGlyphPen(None)
        points = _polygon(n)
        pen.moveTo(points[0])
        for point in points[1:]:
            pen.lineTo(point)
        pen.closePath()
        glyphs[name] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(dict.fromkeys(order, (1000, 100)))
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "Many", "styleName": "Regular", "psName": "AAAAAA+Many"})
    fb.setupOS2()
    fb.setupPost()
    out = io.BytesIO()
    fb.save(out)
    return out.getvalue()


def _cff() -> bytes:
    """A bare name-keyed CFF (``FontFile3 /Type1C``) with glyphs ``g1``... for codes 1..."""
    order = [".notdef", *(f"g{n}" for n in range(1, 250))]
    charstrings = {}
    for n, name in enumerate(order):
        pen = T2CharStringPen(600, None)
        points = _polygon(n)
        pen.moveTo(points[0])
        for point in points[1:]:
            pen.lineTo(point)
        pen.closePath()
        charstrings[name] = pen.getCharString()
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({})
    fb.setupCFF("BBBBBB+ManyCFF", {"FullName": "Many CFF"}, charstrings, {})
    fb.setupHorizontalMetrics(dict.fromkeys(order, (600, 0)))
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "ManyCFF", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    out = io.BytesIO()
    fb.save(out)
    return bytes(TTFont(io.BytesIO(out.getvalue())).reader["CFF "])


def _type0(pdf: pikepdf.Pdf, program: pikepdf.Stream, n: int) -> pikepdf.Object:
    descriptor = pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor,
        FontName=pikepdf.Name(f"/AAAAAA+Many{n}"),
        Flags=4,
        FontBBox=[0, -120, 1000, 880],
        ItalicAngle=0,
        Ascent=880,
        Descent=-120,
        CapHeight=700,
        StemV=80,
        FontFile2=program,
    )
    cid_font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font,
        Subtype=pikepdf.Name.CIDFontType2,
        BaseFont=pikepdf.Name(f"/AAAAAA+Many{n}"),
        CIDSystemInfo=pikepdf.Dictionary(
            Registry=pikepdf.String("Adobe"), Ordering=pikepdf.String("Identity"), Supplement=0
        ),
        FontDescriptor=pdf.make_indirect(descriptor),
        CIDToGIDMap=pikepdf.Name.Identity,
        DW=1000,
    )
    return pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.Type0,
            BaseFont=pikepdf.Name(f"/AAAAAA+Many{n}"),
            Encoding=pikepdf.Name("/Identity-H"),
            DescendantFonts=[pdf.make_indirect(cid_font)],
        )
    )


def _type1c(pdf: pikepdf.Pdf, program: pikepdf.Stream, n: int) -> pikepdf.Object:
    descriptor = pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor,
        FontName=pikepdf.Name(f"/BBBBBB+ManyCFF{n}"),
        Flags=4,
        FontBBox=[0, -200, 1000, 800],
        ItalicAngle=0,
        Ascent=800,
        Descent=-200,
        CapHeight=700,
        StemV=80,
        FontFile3=program,
    )
    return pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.Type1,
            BaseFont=pikepdf.Name(f"/BBBBBB+ManyCFF{n}"),
            FirstChar=1,
            LastChar=USED,
            Widths=[600] * USED,
            Encoding=pikepdf.Dictionary(
                Type=pikepdf.Name.Encoding,
                Differences=[1, *(pikepdf.Name(f"/g{c}") for c in range(1, USED + 1))],
            ),
            FontDescriptor=pdf.make_indirect(descriptor),
        )
    )


def many_fonts_pdf(path: Path, fonts: int, *, per_page: int = 1) -> Path:
    """``fonts`` font objects, alternately TrueType (Type0, Identity-H) and CFF (Type1
    with a Type1C program), each reading its program separately (one shared stream, so
    the file stays small); page ``p`` shows fonts ``p * per_page ...`` in turn, ``USED``
    codes each, interleaved string by string."""
    pdf = pikepdf.Pdf.new()
    truetype = pdf.make_stream(_truetype())
    cff = pdf.make_stream(_cff())
    cff.Subtype = pikepdf.Name.Type1C
    objects = [
        _type0(pdf, truetype, n) if n % 2 == 0 else _type1c(pdf, cff, n) for n in range(fonts)
    ]
    for first in range(0, fonts, per_page):
        names = {f"/F{n}": objects[n] for n in range(first, min(fonts, first + per_page))}
        lines = ["BT", "72 720 Td"]
        for chunk in range(0, USED, 20):
            for name, font in names.items():
                two_byte = font.Subtype == pikepdf.Name.Type0
                codes = range(chunk + 1, chunk + 21)
                data = b"".join(c.to_bytes(2 if two_byte else 1, "big") for c in codes)
                lines.append(f"{name} 10 Tf <{data.hex()}> Tj 0 -12 Td")
        lines.append("ET")
        page = pikepdf.Dictionary(
            Type=pikepdf.Name.Page,
            MediaBox=[0, 0, 595, 842],
            Contents=pdf.make_stream("\n".join(lines).encode("ascii")),
            Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(names)),
        )
        pdf.pages.append(pikepdf.Page(pdf.make_indirect(page)))
    pdf.save(path, deterministic_id=True)
    return path


def peak_rss_mb(argv: list[str]) -> float:
    """Peak resident memory of a child process running ``argv``, in MiB (forked from a
    small launcher, :mod:`child_peak`)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "peak"
        proc = subprocess.run(
            [sys.executable, "-S", "-c", LAUNCHER, str(report), *argv],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=env,
            cwd=ROOT,
            check=False,
        )
        assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
        peak = int(report.read_text())
    return peak / 1024


@pytest.mark.skipif(not hasattr(os, "wait4"), reason="needs os.wait4 (POSIX)")
def test_a_childs_peak_is_its_own(tmp_path: Path) -> None:
    # The test process holds 200 MB more when it measures: the child's peak must not move.
    before = peak_rss_mb([sys.executable, "-c", "pass"])
    ballast = bytearray(200 * 1024 * 1024)
    ballast[::4096] = b"x" * len(ballast[::4096])  # touched, so resident
    after = peak_rss_mb([sys.executable, "-c", "pass"])
    grown = peak_rss_mb(
        [
            sys.executable,
            "-c",
            "b = bytearray(100 * 1024 * 1024); b[::4096] = b'x' * len(b[::4096])",
        ]
    )
    del ballast
    assert after < before + 20 < 100, (before, after)
    assert grown > after + 90, (after, grown)


@pytest.mark.skipif(not hasattr(os, "wait4"), reason="needs os.wait4 (POSIX)")
def test_memory_does_not_grow_with_the_embedded_programs(tmp_path: Path) -> None:
    # ``fonts`` runs the diagnostics, as the window, ``report`` and ``triage`` do. Each
    # program held costs megabytes (its bytes and tables, and once the outline of every
    # glyph shown: 64 fonts took 175 MB more than 4); each font's decoding keeps about
    # 1 KB per code it shows, 12 MB for 60 fonts of 200 codes.
    few = many_fonts_pdf(tmp_path / "few.pdf", 4)
    many = many_fonts_pdf(tmp_path / "many.pdf", 64)
    small = peak_rss_mb([sys.executable, "-m", "inspector", "fonts", str(few)])
    large = peak_rss_mb([sys.executable, "-m", "inspector", "fonts", str(many)])
    assert large - small < 40, (small, large)


def _outputs(path: Path, capsys: Any) -> list[str]:
    outputs = []
    for argv in (
        ["trace", str(path), "--json"],
        ["trace", str(path), "--json", "--naive"],
        ["text", str(path), "--json"],
        ["fonts", str(path), "--json"],
        ["report", str(path), "-o", "-", "--format", "json"],
    ):
        assert main(argv) in (0, 1)
        outputs.append(capsys.readouterr().out)
    return outputs


def test_outputs_are_the_same_when_programs_are_released(
    tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Three fonts a page, string by string: with one program kept, every string reads
    # its font's program again.
    path = many_fonts_pdf(tmp_path / "interleaved.pdf", 9, per_page=3)
    monkeypatch.setattr(programs, "PROGRAMS_KEPT", None)
    with Analysis(path) as analysis:
        analysis.diagnose()
        assert analysis.programs.loads <= 9  # each program read once
    kept_all = _outputs(path, capsys)
    monkeypatch.setattr(programs, "PROGRAMS_KEPT", 1)
    with Analysis(path) as analysis:
        analysis.diagnose()
        assert analysis.programs.loads > 3 * 9  # read again and again
    assert _outputs(path, capsys) == kept_all
