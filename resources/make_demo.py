"""Generate ``resources/demo.pdf``, the one-page document the application opens as a demo.

The page holds one font of each kind the inspector tells apart:

1. Japanese in HeiseiMin-W3, a non-embedded Type0 font with the predefined CMap
   UniJIS-UCS2-H and no ToUnicode: its text is recoverable, because the CMap selects
   Adobe-Japan1 CIDs and Adobe-Japan1-UCS2 maps those to Unicode (ISO 32000-1 §9.10.2).
2. Chinese in an embedded Noto Sans CJK SC subset (bare CFF, CIDFontType0C) under
   Identity-H, CIDSystemInfo Adobe-Identity-0 and no ToUnicode: the PDF maps its codes to
   CIDs private to the font program and nothing maps those to Unicode, so text extraction
   fails (the CFF program has no cmap either; only the glyph shapes remain).
3. One line of Helvetica saying what is on the page.

The output is byte-identical on every run with the same library versions: ReportLab runs
in invariant mode and pikepdf writes a deterministic /ID.

    python resources/make_demo.py [--font NotoSansCJK-Regular.ttc] [-o resources/demo.pdf]

Needs reportlab, fpdf2 and pikepdf, and the Noto Sans CJK collection (Debian:
fonts-noto-cjk). The font's licence is noted in ``resources/DEMO-NOTICE.txt``.
"""

from __future__ import annotations

import argparse
import datetime
import io
import sys
from pathlib import Path

import pikepdf
from fontTools.cffLib import CFFFontSet
from fontTools.ttLib import TTCollection
from fpdf import FPDF
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfgen.canvas import Canvas

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "demo.pdf"
NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
NOTO_SC_INDEX = 2  # faces of the collection: JP, KR, SC, TC, HK, then the Mono ones

PAGE = (595.0, 200.0)
MARGIN = 36.0
CAPTION = (
    "Line 1: HeiseiMin-W3 via UniJIS-UCS2-H (recoverable). "
    "Line 2: embedded subset, Identity-H, no ToUnicode (broken)."
)
RECOVERABLE = "日本語のテキストは正しく抽出できます。"  # "The Japanese text extracts correctly."
BROKEN = "这行中文无法从映射中恢复。"  # "This Chinese line cannot be recovered from the mappings."
CJK_SIZE = 20.0
BROKEN_FONT = "FB"  # resource name of the broken font on the page


def reportlab_page() -> bytes:
    """The page with the caption and the recoverable line; room left for the broken one."""
    pdfmetrics.registerFont(UnicodeCIDFont("HeiseiMin-W3"))
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=PAGE, invariant=1)
    canvas.setTitle("PDF Font Inspector demo")
    _, height = PAGE
    canvas.setFont("Helvetica", 8.5)
    canvas.drawString(MARGIN, height - MARGIN - 8.5, CAPTION)
    canvas.setFont("HeiseiMin-W3", CJK_SIZE)
    canvas.drawString(MARGIN, height - 95, RECOVERABLE)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def noto_cids(font_path: Path, text: str) -> list[int]:
    """The CID of each character in the Noto Sans CJK SC face.

    Noto CJK's CFF is CID-keyed (Adobe-Identity-0) with glyphs named ``cidNNNNN``.
    """
    collection = TTCollection(str(font_path), lazy=True)
    try:
        face = collection.fonts[NOTO_SC_INDEX]
        cmap = face.getBestCmap()
        return [int(cmap[ord(ch)].removeprefix("cid")) for ch in text]
    finally:
        collection.close()


def fpdf2_font(font_path: Path, text: str) -> bytes:
    """A throw-away fpdf2 document whose only font is a Noto subset holding ``text``."""
    pdf = FPDF(unit="pt", format=PAGE)
    pdf.set_creation_date(datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.add_font("NotoSansSC", fname=str(font_path), collection_font_number=NOTO_SC_INDEX)
    pdf.add_page()
    pdf.set_font("NotoSansSC", size=CJK_SIZE)
    pdf.text(MARGIN, 100, text)
    return bytes(pdf.output())


def break_font(font: pikepdf.Object, cids: list[int]) -> None:
    """Turn fpdf2's Type0 font into Identity-H, Adobe-Identity, without ToUnicode."""
    descendant = font.DescendantFonts[0]
    program = descendant.FontDescriptor.FontFile3.read_bytes()
    cff = CFFFontSet()
    cff.decompile(io.BytesIO(program), None)
    names = set(cff[cff.fontNames[0]].charset)
    missing = [cid for cid in cids if f"cid{cid:05d}" not in names]
    if missing:
        raise SystemExit(f"the fpdf2 subset lacks CIDs {missing}: its CIDs are not Noto's")
    if "/ToUnicode" in font:
        del font["/ToUnicode"]
    font.Encoding = pikepdf.Name("/Identity-H")
    descendant.CIDSystemInfo = pikepdf.Dictionary(
        Registry=pikepdf.String("Adobe"), Ordering=pikepdf.String("Identity"), Supplement=0
    )


def build(font_path: Path) -> pikepdf.Pdf:
    """The demo document, in memory."""
    cids = noto_cids(font_path, BROKEN)
    pdf = pikepdf.open(io.BytesIO(reportlab_page()))
    donor = pikepdf.open(io.BytesIO(fpdf2_font(font_path, BROKEN)))
    fonts = list(donor.pages[0].Resources.Font.values())
    if len(fonts) != 1:
        raise SystemExit(f"expected one font from fpdf2, found {len(fonts)}")
    font = pdf.copy_foreign(fonts[0])
    break_font(font, cids)
    page = pdf.pages[0]
    page.Resources.Font[f"/{BROKEN_FONT}"] = font
    # Identity-H: each code is the CID itself, two bytes big-endian.
    codes = b"".join(cid.to_bytes(2, "big") for cid in cids).hex().upper()
    y = PAGE[1] - 145
    line = f"q BT /{BROKEN_FONT} {CJK_SIZE:g} Tf {MARGIN:g} {y:g} Td <{codes}> Tj ET Q\n"
    page.contents_add(pikepdf.Stream(pdf, line.encode("ascii")), prepend=False)
    donor.close()
    return pdf


def main(argv: list[str] | None = None) -> int:
    """Write the demo PDF."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--font", type=Path, default=NOTO_CJK, help="Noto Sans CJK .ttc")
    parser.add_argument("-o", "--output", type=Path, default=OUTPUT, help="the PDF to write")
    args = parser.parse_args(argv)
    if not args.font.exists():
        parser.error(f"{args.font} not found (Debian: apt-get install fonts-noto-cjk)")
    with build(args.font) as pdf:
        pdf.save(
            args.output,
            deterministic_id=True,
            compress_streams=True,
            object_stream_mode=pikepdf.ObjectStreamMode.generate,
        )
    print(f"wrote {args.output} ({args.output.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
