"""Documents of many fonts, built here: many font objects whose programs (a TrueType and
a CFF font with a few hundred glyphs of many points each) are read and parsed separately,
one font per page (``many_fonts_pdf``), and fonts whose /W arrays hold 30,000 numbers each
(``wide_widths_pdf``). Used by tests/test_memory.py, tests/test_scratch.py and
benchmarks/bounds.py (which measures the memory they take).
"""

from __future__ import annotations

import io
from pathlib import Path

import pikepdf
from builders import content_tj, page_pdf, simple_font, type0_font
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

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
    return simple_font(
        pdf,
        base_font=f"BBBBBB+ManyCFF{n}",
        first_char=1,
        widths=[600] * USED,
        differences=[1, *(f"g{c}" for c in range(1, USED + 1))],
        font_file3=program,
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


RANGES = 10_000
"""``c c w`` ranges in each font's /W: 30,000 numbers, about 4 MB of qpdf's memory."""


def widths(font: int) -> list[int]:
    """/W of font ``font``: CID c (1..RANGES) is 100 + font + c % 7 wide."""
    out: list[int] = []
    for cid in range(1, RANGES + 1):
        out += [cid, cid, 100 + font + cid % 7]
    return out


def wide_widths_pdf(path: Path, count: int, *, encrypt: bool = False) -> Path:
    """One page showing CIDs 5 and 6 in each of ``count`` Identity-H fonts whose /W are
    ``widths(n)``."""
    names = [f"F{n}" for n in range(count)]
    fonts = {
        name: (
            lambda pdf, n=n: type0_font(
                pdf, encoding="Identity-H", subtype="CIDFontType2", base_font="Many", w=widths(n)
            )
        )
        for n, name in enumerate(names)
    }
    content = b"".join(
        content_tj(name, 10, b"\x00\x05\x00\x06", y=800 - 12 * i) for i, name in enumerate(names)
    )
    pdf = page_pdf(fonts, content)
    if encrypt:
        pdf.save(path, encryption=pikepdf.Encryption(owner="o", user="secret"))
    else:
        pdf.save(path, deterministic_id=True)
    return path
