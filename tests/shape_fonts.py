"""PDFs whose fonts lose every Unicode hint, made from real installed fonts.

A subset of an installed CJK font (fontTools.subset) is embedded as a CIDFont with
Identity-H, an Adobe-Identity collection and no ToUnicode; its program keeps no Unicode
cmap (a bare CID-keyed CFF has none; a TrueType subset has its cmap table and glyph names
removed). Only the glyphs' outlines say which characters they are.
"""

from __future__ import annotations

import io
from pathlib import Path

import pikepdf
from fontTools import subset
from fontTools.ttLib import TTFont

NOTO_SANS = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
NOTO_SERIF = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc")
IPA_MINCHO = Path("/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf")
FACES = {"ja": 0, "ko": 1, "zh-Hans": 2, "zh-Hant": 3}
"""Face index of each region in the Noto CJK collections."""


def _subset(path: Path, index: int, text: str) -> TTFont:
    font = TTFont(str(path), fontNumber=index)
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    return font


def hintless_pdf(
    out: Path, font_path: Path, face: int, text: str, base_font: str, lang: str | None = None
) -> dict[str, bytes]:
    """Write a one-page PDF showing ``text`` (one line per 20 characters) in an embedded
    subset of the face without any Unicode hint. Returns each character's code."""
    font = _subset(font_path, face, text)
    cmap = font.getBestCmap()
    pdf = pikepdf.Pdf.new()
    codes: dict[str, bytes] = {}
    if "CFF " in font:
        cff = font["CFF "].cff
        top = cff[cff.fontNames[0]]
        order = font.getGlyphOrder()
        for char in dict.fromkeys(text):
            name = cmap[ord(char)]
            cid = int(name[3:]) if name.startswith("cid") else order.index(name)
            codes[char] = cid.to_bytes(2, "big")
        stream = io.BytesIO()
        cff.compile(stream, font)
        program = pdf.make_stream(stream.getvalue())
        program.Subtype = pikepdf.Name("/CIDFontType0C")
        descriptor_key, subtype = "/FontFile3", "/CIDFontType0"
        assert hasattr(top, "ROS"), "a CID-keyed CFF"
    else:
        order = font.getGlyphOrder()
        for char in dict.fromkeys(text):
            codes[char] = order.index(cmap[ord(char)]).to_bytes(2, "big")
        del font["cmap"]
        font["post"].formatType = 3.0
        stream = io.BytesIO()
        font.save(stream)
        program = pdf.make_stream(stream.getvalue())
        descriptor_key, subtype = "/FontFile2", "/CIDFontType2"
    name = pikepdf.Name("/ABCDEF+" + base_font)
    descriptor = pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor,
        FontName=name,
        Flags=4,
        FontBBox=pikepdf.Array([0, -120, 1000, 880]),
        ItalicAngle=0,
        Ascent=880,
        Descent=-120,
        CapHeight=700,
        StemV=80,
    )
    descriptor[descriptor_key] = program
    cid_font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font,
        Subtype=pikepdf.Name(subtype),
        BaseFont=name,
        CIDSystemInfo=pikepdf.Dictionary(
            Registry=pikepdf.String("Adobe"), Ordering=pikepdf.String("Identity"), Supplement=0
        ),
        FontDescriptor=pdf.make_indirect(descriptor),
        DW=1000,
    )
    # Each glyph's width as the program gives it, as producers write /W (the route tells
    # full- from half-width twins by it).
    upem = font["head"].unitsPerEm
    metrics = font["hmtx"].metrics
    order = font.getGlyphOrder()
    widths = pikepdf.Array()
    for char, code in codes.items():
        gid = int.from_bytes(code, "big")
        glyph = cmap[ord(char)] if "CFF " in font else order[gid]
        advance = round(metrics[glyph][0] * 1000 / upem)
        widths.extend([gid, pikepdf.Array([advance])])
    cid_font.W = widths
    if subtype == "/CIDFontType2":
        cid_font.CIDToGIDMap = pikepdf.Name.Identity
    type0 = pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.Type0,
            BaseFont=name,
            Encoding=pikepdf.Name("/Identity-H"),
            DescendantFonts=pikepdf.Array([pdf.make_indirect(cid_font)]),
        )
    )
    lines = ["BT", "/F1 10 Tf", "40 800 Td", "12 TL"]
    for start in range(0, len(text), 20):
        chunk = b"".join(codes[c] for c in text[start : start + 20])
        lines.append(f"<{chunk.hex()}> Tj T*")
    lines.append("ET")
    page = pikepdf.Dictionary(
        Type=pikepdf.Name.Page,
        MediaBox=pikepdf.Array([0, 0, 595, 842]),
        Contents=pdf.make_stream("\n".join(lines).encode("ascii")),
        Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=type0)),
    )
    pdf.pages.append(pikepdf.Page(pdf.make_indirect(page)))
    if lang:
        pdf.Root.Lang = pikepdf.String(lang)
    pdf.save(out, deterministic_id=True)
    return codes
