"""Layout samples written by real producers, with the text each was given.

Every case writes its PDF into a folder from a source made here (HTML for Chromium, flat
ODF for LibreOffice, PostScript for Ghostscript, plain text for pango-view, TeX for
upLaTeX) and returns a :class:`Sample`: the PDF's path and the expected text in reading
order, one line per line (or vertical column) of the page. The text is the source's own
text, never what some extractor printed.

``missing(name)`` says which tool or font a case needs and cannot find (None when it can
run), so a test can skip with that reason. ``build_samples(folder)`` builds several cases
with one LibreOffice start per export filter and the Chromium runs beside it.

Used by tests/test_layout_producers.py and benchmarks/layout_compare.py.
"""

from __future__ import annotations

import html
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

TIMEOUT = 180
DROID = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")


@dataclass(frozen=True)
class Sample:
    name: str
    producer: str
    path: Path
    expected: str
    """The source text in reading order; lines (vertical: columns) separated by newlines."""
    cjk: bool
    """Compare with all whitespace removed (True) or with whitespace normalized (False)."""
    vertical: bool = False
    lines: tuple[str, ...] = ()
    """Lines that must each come out as one line (the mixed-script line, table rows)."""
    last: str | None = None
    """Text that must come last on the page (a running footer marked as an artifact)."""
    columns: tuple[str, ...] = ()
    """Text of each column of a multi-column page, in reading order."""


# --- texts ----------------------------------------------------------------------------------

# Three vertical columns, read right to left; the third has digits and a Latin word. Read
# row by row, or columns left to right, they come out visibly scrambled.
VERTICAL = (
    "吾輩は猫である。名前はまだ無い。",
    "どこで生れたか、とんと見当がつかぬ。",
    "十一月26日にPDFを読む。",
)

MIXED = "Fonts 日本語のかな、中文简体字和한국어 문장 in one line."
MIXED_NEXT = "The second line follows the mixed one."

RTL = (
    "Hebrew and Arabic lines follow.",
    "שלום עולם, זהו קובץ PDF עם 3 שורות.",
    "مرحبا بكم، هذا ملف PDF فيه 3 أسطر.",
)

# Thai, Devanagari and Arabic: combining marks drawn over their bases with zero advance,
# Indic vowel signs drawn left of their consonant, harakat and a final period in a
# right-to-left line. Read by position alone they land after the next letter, apart.
COMPLEX = (
    "ภาพที่มีขนาดใหญ่ คือ ดังรูป น้ำใจ",
    "देवनागरी एक लिपि है जिसमें कुछ विदेशी भाषाएँ लिखीं जाती हैं।",
    "اتَّجهَ المُعلِّمُ إلى المدرسةِ.",
)
COMPLEX_FONTS = ("Noto Sans Thai", "Noto Sans Devanagari", "Noto Naskh Arabic")

COLUMN_ONE = (
    "The first column begins at the top left of the page. It tells the first half of "
    "the story in plain words, and it keeps going for many lines so that each of its "
    "lines sits right beside a line of the second column. Anyone who reads straight "
    "across the page mixes the two halves line by line. This column ends here."
)
COLUMN_TWO = (
    "The second column starts at the top right after the gap. Its sentences continue "
    "the story only once the first column is finished, which is why a reader has to go "
    "down one column before the other. The page closes with this second column."
)

# TeX draws no space glyph (word spaces are TJ adjustments) and, in Computer Modern, joins
# ff, fi and fl into ligature glyphs: these texts avoid the ligatures.
LATEX_LEFT = (
    "TeX sets this page in two columns. The left column holds the opening half of the "
    "text, and every one of its lines stands next to a line of the right column. "
    "Reading across the gap joins unrelated words into nonsense."
)
LATEX_RIGHT = (
    "The right column begins only when the left one is complete. A careful reader goes "
    "down the left column to its end and then starts again at the top of the right "
    "column, where the second half is waiting."
)

# A pdfLaTeX article: a title, author markers raised over the names, an abstract across
# both columns, each column opening with a section title on one baseline, a footnote.
ARTICLE_TITLE = "On Columns and Markers"
ARTICLE_AUTHORS = "Alice Author\u2217 Bob Writer#"
ARTICLE_ABSTRACT = (
    "Abstract We study how a reader extracts text from a page set in two columns, with a "
    "title and an abstract that span both columns above them."
)
ARTICLE_LEFT = (
    "1 Introduction The left column starts here and runs on for a while so that it fills "
    "several lines of text. Readers expect the whole left column before the right one.1 "
    "More words follow in the left column until it breaks."
)
ARTICLE_RIGHT = (
    "2 Method The right column begins here with its own section and more words that "
    "should come after all of the left column has been read."
)
ARTICLE_FOOTNOTE = "1A footnote in the left column."

TABLE = (
    ("Item", "Quantity", "Unit price"),
    ("Green apples", "12 kg", "3.40 EUR"),
    ("Red pears", "7 kg", "2.95 EUR"),
    ("Plums", "30 pieces", "0.20 EUR"),
)

TAGGED_TITLE = "Annual garden report"
TAGGED_BODY = (
    "The garden grew well this year. The apple trees along the northern fence gave more "
    "fruit than ever before, and the herb beds stayed green all summer long.",
    "Next spring we plant pears along the southern wall. Volunteers meet on the first "
    "Saturday of March; please bring gloves, a spade and a good mood.",
)
TAGGED_FOOTER = "Garden club newsletter, page 1"


# --- what a case needs ----------------------------------------------------------------------


def _font_missing(family: str) -> bool:
    if shutil.which("fc-list") is None:
        return False  # cannot tell; the producer will fall back or fail visibly
    out = subprocess.run(
        ["fc-list", family, "family"], capture_output=True, text=True, timeout=60
    ).stdout
    return not out.strip()


@dataclass(frozen=True)
class Case:
    name: str
    tools: tuple[str, ...]
    fonts: tuple[str, ...]
    build: Callable[[Path], Sample]
    tex_files: tuple[str, ...] = ()
    """Files kpsewhich must find (TeX classes, dvipdfmx font maps)."""

    def missing(self) -> str | None:
        for tool in self.tools:
            if shutil.which(tool) is None:
                return f"needs {tool} ({TOOL_PACKAGES.get(tool, tool)})"
        for family in self.fonts:
            if family.startswith("/"):
                if not Path(family).exists():
                    return f"needs the font file {family}"
            elif _font_missing(family):
                return f"needs the font {family!r}"
        for name in self.tex_files:
            found = subprocess.run(
                ["kpsewhich", name], capture_output=True, text=True, timeout=60
            ).stdout.strip()
            if not found:
                return f"needs the TeX file {name}"
        return None


TOOL_PACKAGES = {
    "chromium": "Debian: chromium",
    "soffice": "Debian: libreoffice-writer-nogui",
    "gs": "Debian: ghostscript",
    "pango-view": "Debian: pango1.0-tools",
    "uplatex": "Debian: texlive-lang-japanese",
    "dvipdfmx": "Debian: texlive-binaries",
    "pdflatex": "Debian: texlive-latex-base",
    "kpsewhich": "Debian: texlive-binaries",
}


def _run(cmd: list[str], cwd: Path | None = None) -> None:
    done = subprocess.run(
        cmd, cwd=cwd, capture_output=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL
    )
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).decode("utf-8", "replace")[-2000:]
        raise RuntimeError(f"{cmd[0]} failed ({done.returncode}): {tail}")


def _check_written(path: Path, producer: str) -> Path:
    if not path.is_file() or path.stat().st_size == 0:
        raise RuntimeError(f"{producer} wrote no {path.name}")
    return path


# --- Chromium -------------------------------------------------------------------------------


def _chromium(folder: Path, name: str, page: str) -> Path:
    source = folder / f"{name}.html"
    source.write_text(page, encoding="utf-8")
    out = folder / f"{name}.pdf"
    out.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="chromium-profile-") as profile:
        _run(
            [
                "chromium",
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--user-data-dir={profile}",
                "--no-pdf-header-footer",
                f"--print-to-pdf={out}",
                source.as_uri(),
            ]
        )
    return _check_written(out, "chromium")


def _html(lang: str, css: str, body: str, direction: str = "ltr") -> str:
    return (
        f'<!doctype html>\n<html lang="{lang}" dir="{direction}"><head><meta charset="utf-8">'
        f"<style>\n{css}\n</style></head>\n<body>\n{body}\n</body></html>\n"
    )


def chromium_vertical(folder: Path) -> Sample:
    """``writing-mode: vertical-rl``: Skia draws each glyph with its own Td, one glyph per
    string, in horizontal fonts (Noto Serif CJK becomes Type 3 fonts); "26" is set
    upright across the column (text-combine-upright), "PDF" turned sideways."""
    columns = []
    for text in VERTICAL:
        escaped = html.escape(text).replace(
            "26", '<span style="text-combine-upright: all">26</span>'
        )
        columns.append(f"<p>{escaped}</p>")
    css = (
        "@page { size: 148mm 210mm; margin: 15mm; }\n"
        "body { margin: 0; font-family: 'Noto Serif CJK JP'; font-size: 20px; }\n"
        ".v { writing-mode: vertical-rl; height: 170mm; }\n"
        "p { margin: 0 0 0 12px; }"
    )
    body = '<div class="v">\n' + "\n".join(columns) + "\n</div>"
    path = _chromium(folder, "chromium_vertical", _html("ja", css, body))
    return Sample(
        "chromium_vertical", "Chromium", path, "\n".join(VERTICAL), cjk=True, vertical=True
    )


def chromium_two_columns(folder: Path) -> Sample:
    """CSS columns: the second column starts with a forced column break, so the page
    holds exactly the two texts. Skia draws no space glyphs; word spaces are gaps."""
    css = (
        "@page { size: A4; margin: 20mm; }\n"
        "body { margin: 0; font-family: 'DejaVu Serif'; font-size: 12pt; }\n"
        ".cols { column-count: 2; column-gap: 12mm; hyphens: none; }\n"
        "p { margin: 0 0 8pt 0; text-align: left; }\n"
        ".two { break-before: column; }"
    )
    body = (
        f'<div class="cols">\n<p>{html.escape(COLUMN_ONE)}</p>\n'
        f'<p class="two">{html.escape(COLUMN_TWO)}</p>\n</div>'
    )
    path = _chromium(folder, "chromium_two_columns", _html("en", css, body))
    return Sample(
        "chromium_two_columns",
        "Chromium",
        path,
        COLUMN_ONE + "\n" + COLUMN_TWO,
        cjk=False,
        columns=(COLUMN_ONE, COLUMN_TWO),
    )


def chromium_rtl(folder: Path) -> Sample:
    """A left-to-right line, then a Hebrew and an Arabic line (``dir="rtl"``) with a Latin
    word and a digit inside: the PDF holds the glyphs in visual order."""
    css = (
        "@page { size: A5; margin: 15mm; }\n"
        "body { margin: 0; font-family: 'DejaVu Sans'; font-size: 14pt; }\n"
        "p { margin: 0 0 10pt 0; }"
    )
    first, hebrew, arabic = RTL
    body = (
        f'<p dir="ltr">{html.escape(first)}</p>\n'
        f'<p dir="rtl" lang="he">{html.escape(hebrew)}</p>\n'
        f'<p dir="rtl" lang="ar">{html.escape(arabic)}</p>'
    )
    path = _chromium(folder, "chromium_rtl", _html("en", css, body))
    return Sample("chromium_rtl", "Chromium", path, "\n".join(RTL), cjk=False, lines=RTL)


def chromium_complex(folder: Path) -> Sample:
    """A Thai, a Hindi and an Arabic line (``dir="rtl"``) in Noto fonts: Chromium shapes
    them with HarfBuzz and draws one glyph per ``Tj``, marks with zero advance over their
    bases, clusters whose text differs from their glyphs in ``/ActualText``."""
    css = (
        "@page { size: A5; margin: 15mm; }\n"
        "body { margin: 0; font-size: 14pt; }\n"
        "p { margin: 0 0 10pt 0; }"
    )
    thai, hindi, arabic = COMPLEX
    th, hi, ar = COMPLEX_FONTS
    body = (
        f'<p lang="th" style="font-family: \'{th}\'">{html.escape(thai)}</p>\n'
        f'<p lang="hi" style="font-family: \'{hi}\'">{html.escape(hindi)}</p>\n'
        f'<p dir="rtl" lang="ar" style="font-family: \'{ar}\'">{html.escape(arabic)}</p>'
    )
    path = _chromium(folder, "chromium_complex", _html("th", css, body))
    return Sample(
        "chromium_complex", "Chromium", path, "\n".join(COMPLEX), cjk=False, lines=COMPLEX
    )


def chromium_tagged(folder: Path) -> Sample:
    """Chromium's PDFs are tagged. A running footer from a CSS page-margin box
    (``@bottom-left``) is drawn first in the content stream, outside the structure tree;
    the heading and paragraphs follow as marked content."""
    css = (
        "@page { size: A5; margin: 20mm;\n"
        f"  @bottom-left {{ content: {TAGGED_FOOTER[:-1]!r} counter(page);\n"
        "    font-family: 'DejaVu Serif'; font-size: 10pt; } }\n"
        "body { margin: 0; font-family: 'DejaVu Serif'; font-size: 12pt; }\n"
        "h1 { font-size: 18pt; margin: 0 0 10pt 0; }\n"
        "p { margin: 0 0 8pt 0; }"
    )
    body = f"<h1>{html.escape(TAGGED_TITLE)}</h1>\n" + "".join(
        f"<p>{html.escape(text)}</p>\n" for text in TAGGED_BODY
    )
    path = _chromium(folder, "chromium_tagged", _html("en", css, body))
    return Sample(
        "chromium_tagged",
        "Chromium",
        path,
        "\n".join((TAGGED_TITLE, *TAGGED_BODY, TAGGED_FOOTER)),
        cjk=False,
        last=TAGGED_FOOTER,
    )


# --- LibreOffice ----------------------------------------------------------------------------

_FODT_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
 <style:font-face style:name="DejaVu Serif" svg:font-family="'DejaVu Serif'"/>
 <style:font-face style:name="JP" svg:font-family="'Noto Serif CJK JP'"/>
 <style:font-face style:name="SC" svg:font-family="'Noto Serif CJK SC'"/>
 <style:font-face style:name="KR" svg:font-family="'Droid Sans Fallback'"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:paragraph-properties fo:margin-bottom="4pt"/>
  <style:text-properties style:font-name="DejaVu Serif" style:font-name-asian="JP"
   fo:font-size="{size}" style:font-size-asian="{size}" fo:language="en" fo:country="US"
   style:language-asian="ja" style:country-asian="JP"/>
 </style:default-style>
</office:styles>
<office:automatic-styles>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="{width}" fo:page-height="{height}"
   fo:margin-top="15mm" fo:margin-bottom="15mm" fo:margin-left="15mm"
   fo:margin-right="15mm" style:writing-mode="{mode}"/>
  <style:footer-style><style:header-footer-properties fo:min-height="0mm"
   fo:margin-top="5mm"/></style:footer-style>
 </style:page-layout>
 <style:style style:name="zh" style:family="text"><style:text-properties
  style:font-name-asian="SC" style:language-asian="zh" style:country-asian="CN"/></style:style>
 <style:style style:name="ko" style:family="text"><style:text-properties
  style:font-name-asian="KR" style:language-asian="ko" style:country-asian="KR"/></style:style>
 <style:style style:name="S2" style:family="section"><style:section-properties>
  <style:columns fo:column-count="2" fo:column-gap="10mm"/></style:section-properties>
 </style:style>
 <style:style style:name="B" style:family="paragraph"><style:paragraph-properties
  fo:break-before="column"/></style:style>
 <style:style style:name="H" style:family="paragraph"><style:text-properties
  fo:font-size="18pt" fo:font-weight="bold"/></style:style>
 <style:style style:name="T" style:family="table"><style:table-properties
  style:width="150mm" table:align="left"/></style:style>
 <style:style style:name="C" style:family="table-cell"><style:table-cell-properties
  fo:padding="1.5mm" fo:border="0.5pt solid #000000"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
{footer}</style:master-page></office:master-styles>
<office:body><office:text>
"""
_FODT_TAIL = "</office:text></office:body></office:document>\n"


def _fodt(
    body: str,
    mode: str = "lr-tb",
    width: str = "210mm",
    height: str = "297mm",
    size: str = "12pt",
    footer: str = "",
) -> str:
    footer_xml = f"<style:footer><text:p>{html.escape(footer)}</text:p></style:footer>\n"
    head = (
        _FODT_HEAD.replace("{mode}", mode)
        .replace("{width}", width)
        .replace("{height}", height)
        .replace("{size}", size)
        .replace("{footer}", footer_xml if footer else "")
    )
    return head + body + _FODT_TAIL


def _p(text: str, style: str = "") -> str:
    attr = f' text:style-name="{style}"' if style else ""
    return f"<text:p{attr}>{html.escape(text)}</text:p>\n"


TAGGED_FILTER = 'pdf:writer_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"}}'


def _soffice(folder: Path, sources: list[Path], tagged: bool = False) -> None:
    """One LibreOffice start converting all ``sources`` into ``folder``."""
    for source in sources:
        source.with_suffix(".pdf").unlink(missing_ok=True)
    with tempfile.TemporaryDirectory(prefix="lo-profile-") as profile:
        _run(
            [
                "soffice",
                f"-env:UserInstallation={Path(profile).as_uri()}",
                "--headless",
                "--norestore",
                "--convert-to",
                TAGGED_FILTER if tagged else "pdf",
                "--outdir",
                str(folder),
                *map(str, sources),
            ]
        )
    for source in sources:
        _check_written(source.with_suffix(".pdf"), "soffice")


def _libreoffice_tbrl_source(folder: Path) -> tuple[Path, Sample]:
    source = folder / "libreoffice_tbrl.fodt"
    body = "".join(_p(column) for column in VERTICAL)
    source.write_text(
        _fodt(body, mode="tb-rl", width="148mm", height="210mm", size="16pt"), encoding="utf-8"
    )
    sample = Sample(
        "libreoffice_tbrl",
        "LibreOffice",
        source.with_suffix(".pdf"),
        "\n".join(VERTICAL),
        cjk=True,
        vertical=True,
    )
    return source, sample


def _libreoffice_mixed_source(folder: Path) -> tuple[Path, Sample]:
    source = folder / "libreoffice_mixed.fodt"
    latin, rest = MIXED.split(" ", 1)
    ja, rest = rest.split("、", 1)
    zh, rest = rest.split("和", 1)
    ko, tail = rest.split(" in ", 1)
    line = (
        f"<text:p>{latin} {ja}、<text:span text:style-name='zh'>{zh}和</text:span>"
        f"<text:span text:style-name='ko'>{ko}</text:span> in {tail}</text:p>\n"
    )
    assert f"{latin} {ja}、{zh}和{ko} in {tail}" == MIXED
    source.write_text(_fodt(line + _p(MIXED_NEXT)), encoding="utf-8")
    sample = Sample(
        "libreoffice_mixed",
        "LibreOffice",
        source.with_suffix(".pdf"),
        MIXED + "\n" + MIXED_NEXT,
        cjk=False,
        lines=(MIXED, MIXED_NEXT),
    )
    return source, sample


_COMPLEX_FACES = (("TH", "th", "TH"), ("HI", "hi", "IN"), ("AR", "ar", "EG"))


def _libreoffice_complex_source(folder: Path) -> tuple[Path, Sample]:
    """The Thai, Hindi and Arabic lines as complex-text paragraphs (the Arabic one right
    to left) in the Noto faces: LibreOffice shapes them with HarfBuzz and writes simple
    TrueType fonts, each mark a glyph of zero advance."""
    source = folder / "libreoffice_complex.fodt"
    faces = "".join(
        f'\n <style:font-face style:name="{name}" svg:font-family="\'{family}\'"/>'
        for (name, _, _), family in zip(_COMPLEX_FACES, COMPLEX_FONTS)
    )
    styles = "".join(
        f'<style:style style:name="P{name}" style:family="paragraph">'
        f'<style:paragraph-properties style:writing-mode="{"rl-tb" if name == "AR" else "lr-tb"}"/>'
        f'<style:text-properties style:font-name-complex="{name}" '
        f'style:language-complex="{lang}" style:country-complex="{country}"/></style:style>'
        for name, lang, country in _COMPLEX_FACES
    )
    body = "".join(_p(text, f"P{name}") for text, (name, _, _) in zip(COMPLEX, _COMPLEX_FACES))
    document = (
        _fodt(body, size="14pt")
        .replace("<office:font-face-decls>", "<office:font-face-decls>" + faces, 1)
        .replace("</office:automatic-styles>", styles + "</office:automatic-styles>", 1)
    )
    source.write_text(document, encoding="utf-8")
    sample = Sample(
        "libreoffice_complex",
        "LibreOffice",
        source.with_suffix(".pdf"),
        "\n".join(COMPLEX),
        cjk=False,
        lines=COMPLEX,
    )
    return source, sample


def _libreoffice_table_source(folder: Path) -> tuple[Path, Sample]:
    source = folder / "libreoffice_table.fodt"
    rows = []
    for row in TABLE:
        cells = "".join(
            f'<table:table-cell table:style-name="C" office:value-type="string">'
            f"{_p(cell)}</table:table-cell>"
            for cell in row
        )
        rows.append(f"<table:table-row>{cells}</table:table-row>\n")
    body = (
        _p("Prices this week:")
        + '<table:table table:name="Prices" table:style-name="T">'
        + f'<table:table-column table:number-columns-repeated="{len(TABLE[0])}"/>\n'
        + "".join(rows)
        + "</table:table>\n"
    )
    source.write_text(_fodt(body), encoding="utf-8")
    lines = tuple(" ".join(row) for row in TABLE)
    sample = Sample(
        "libreoffice_table",
        "LibreOffice",
        source.with_suffix(".pdf"),
        "Prices this week:\n" + "\n".join(lines),
        cjk=False,
        lines=lines,
    )
    return source, sample


def _libreoffice_tagged_source(folder: Path) -> tuple[Path, Sample]:
    source = folder / "libreoffice_tagged.fodt"
    left, right = TAGGED_BODY
    body = (
        _p(TAGGED_TITLE, "H")
        + '<text:section text:style-name="S2" text:name="Columns">\n'
        + _p(left)
        + _p(right, "B")
        + "</text:section>\n"
    )
    source.write_text(
        _fodt(body, width="148mm", height="210mm", footer=TAGGED_FOOTER), encoding="utf-8"
    )
    sample = Sample(
        "libreoffice_tagged",
        "LibreOffice",
        source.with_suffix(".pdf"),
        "\n".join((TAGGED_TITLE, *TAGGED_BODY, TAGGED_FOOTER)),
        cjk=False,
        last=TAGGED_FOOTER,
        columns=TAGGED_BODY,
    )
    return source, sample


def _libreoffice(
    folder: Path, makers: Iterable[Callable[[Path], tuple[Path, Sample]]], tagged: bool = False
) -> list[Sample]:
    made = [make(folder) for make in makers]
    _soffice(folder, [source for source, _ in made], tagged=tagged)
    return [sample for _, sample in made]


def libreoffice_tbrl(folder: Path) -> Sample:
    """A page style with ``style:writing-mode="tb-rl"``: LibreOffice draws each glyph with
    its own text matrix in a horizontal font (vertical kana forms are separate glyphs),
    and the digits and the Latin word with a rotated matrix."""
    return _libreoffice(folder, [_libreoffice_tbrl_source])[0]


def libreoffice_mixed(folder: Path) -> Sample:
    """One line mixing Latin (DejaVu Serif), Japanese (Noto Serif CJK JP), Chinese (its
    own language, the SC face) and Korean, then a plain line. The Korean run asks for
    Droid Sans Fallback, which has kana and ideographs but no Hangul: LibreOffice draws
    the Hangul from a fallback face (Noto Sans CJK) and the run's word space in Droid,
    before the Hangul it follows, on the same baseline."""
    return _libreoffice(folder, [_libreoffice_mixed_source])[0]


def libreoffice_complex(folder: Path) -> Sample:
    """Thai, Hindi and Arabic paragraphs (see :func:`_libreoffice_complex_source`)."""
    return _libreoffice(folder, [_libreoffice_complex_source])[0]


def libreoffice_table(folder: Path) -> Sample:
    """A bordered 3 x 4 table with multi-word cells."""
    return _libreoffice(folder, [_libreoffice_table_source])[0]


def libreoffice_tagged(folder: Path) -> Sample:
    """Tagged PDF export (UseTaggedPDF): a heading, a two-column section (a column break
    before the second paragraph) and a running footer, which LibreOffice marks as an
    /Artifact, left-aligned under the first column."""
    return _libreoffice(folder, [_libreoffice_tagged_source], tagged=True)[0]


# --- Ghostscript ----------------------------------------------------------------------------


def ghostscript_vertical(folder: Path) -> Sample:
    """PostScript composing the CIDFont Ryumin-Light with the CMap UniJIS-UTF16-V (WMode
    1), one ``show`` per column; Ghostscript's cidfmap substitutes Droid Sans Fallback for
    the CIDFont and pdfwrite keeps the -V CMap as the font's encoding."""
    work = folder / "ghostscript"
    work.mkdir(exist_ok=True)
    # -I puts this folder first on the search path, so this cidfmap replaces Debian's.
    (work / "cidfmap").write_text(
        f"/Ryumin-Light << /FileType /TrueType /Path ({DROID}) /SubfontID 0 "
        "/CSI [(Japan1) 6] >> ;\n"
    )
    lines = [
        "%!PS-Adobe-3.0",
        "<< /PageSize [420 595] >> setpagedevice",
        "/JaV /UniJIS-UTF16-V [/Ryumin-Light /CIDFont findresource] composefont pop",
        "/JaV findfont 20 scalefont setfont",
    ]
    for i, column in enumerate(VERTICAL):
        lines.append(f"{360 - 40 * i} 550 moveto <{column.encode('utf-16-be').hex()}> show")
    lines.append("showpage")
    source = work / "ghostscript_vertical.ps"
    source.write_text("\n".join(lines) + "\n")
    out = folder / "ghostscript_vertical.pdf"
    out.unlink(missing_ok=True)
    _run(
        [
            "gs",
            "-q",
            "-dNOPAUSE",
            "-dBATCH",
            "-dSAFER",
            f"-I{work}",
            "-sDEVICE=pdfwrite",
            f"-sOutputFile={out}",
            str(source),
        ]
    )
    _check_written(out, "gs")
    return Sample(
        "ghostscript_vertical", "Ghostscript", out, "\n".join(VERTICAL), cjk=True, vertical=True
    )


# --- cairo (pango-view) ---------------------------------------------------------------------


def cairo_vertical(folder: Path) -> Sample:
    """pango-view (cairo's PDF surface) with gravity east, rotated a quarter turn: cairo
    draws one upright glyph per Tj, each moved down with Td, in a horizontal (Identity-H)
    font; "26" and "PDF" lie sideways. Each input line becomes a column, right to left."""
    source = folder / "cairo_vertical.txt"
    source.write_text("\n".join(VERTICAL) + "\n", encoding="utf-8")
    out = folder / "cairo_vertical.pdf"
    out.unlink(missing_ok=True)
    _run(
        [
            "pango-view",
            "--no-display",
            "--font=Noto Serif CJK JP 20",
            "--language=ja",
            "--gravity=east",
            "--rotate=-90",
            "--line-spacing=1.4",
            "--margin=40",
            "--pixels",
            f"--output={out}",
            str(source),
        ]
    )
    _check_written(out, "pango-view")
    return Sample("cairo_vertical", "cairo", out, "\n".join(VERTICAL), cjk=True, vertical=True)


# Letter-spaced columns, one headed by Latin and one holding digits set upright.
SPACED = (
    "吾輩は猫である。名前はまだ無い。",
    "PDFを縦に読む。",
    "十一月26日に。",
)


def cairo_vertical_spaced(folder: Path) -> Sample:
    """pango-view as in :func:`cairo_vertical`, with letter spacing of 0.4 em and every
    glyph upright (``--gravity-hint=strong``): cairo draws each glyph in its own Tj, the
    next moved 1.4 em down with Td, so no glyph's em box touches the next; a column starts
    with "PDF" standing upright."""
    source = folder / "cairo_vertical_spaced.txt"
    spaced = "\n".join(html.escape(column) for column in SPACED)
    source.write_text(f'<span letter_spacing="8192">{spaced}</span>\n', encoding="utf-8")
    out = folder / "cairo_vertical_spaced.pdf"
    out.unlink(missing_ok=True)
    _run(
        [
            "pango-view",
            "--no-display",
            "--font=Noto Serif CJK JP 20",
            "--language=ja",
            "--markup",
            "--gravity=east",
            "--gravity-hint=strong",
            "--rotate=-90",
            "--line-spacing=1.4",
            "--margin=40",
            "--pixels",
            f"--output={out}",
            str(source),
        ]
    )
    _check_written(out, "pango-view")
    return Sample("cairo_vertical_spaced", "cairo", out, "\n".join(SPACED), cjk=True, vertical=True)


# --- upLaTeX --------------------------------------------------------------------------------


def uplatex_tate(folder: Path) -> Sample:
    """upLaTeX with the tate class utarticle, then dvipdfmx with the Harano Aji map: an
    embedded Identity-V CIDFont (WMode 1), "26" as tate-chu-yoko (\\rensuji), "PDF" in
    Computer Modern turned sideways."""
    work = folder / "uplatex"
    work.mkdir(exist_ok=True)
    columns = [c.replace("26", r"\rensuji{26}") for c in VERTICAL]
    tex = (
        "\\documentclass[a5paper]{utarticle}\n"
        "\\AtBeginDvi{\\special{papersize=\\the\\paperwidth,\\the\\paperheight}}\n"
        "\\pagestyle{empty}\n\\begin{document}\n"
        + "".join(f"\\noindent {column}\\par\n" for column in columns)
        + "\\end{document}\n"
    )
    (work / "tate.tex").write_text(tex, encoding="utf-8")
    _run(["uplatex", "-interaction=nonstopmode", "-halt-on-error", "tate.tex"], cwd=work)
    _run(["dvipdfmx", "-q", "-f", "uptex-haranoaji.map", "-o", "tate.pdf", "tate.dvi"], cwd=work)
    out = folder / "uplatex_tate.pdf"
    shutil.copyfile(_check_written(work / "tate.pdf", "dvipdfmx"), out)
    return Sample("uplatex_tate", "upLaTeX", out, "\n".join(VERTICAL), cjk=True, vertical=True)


def latex_two_columns(folder: Path) -> Sample:
    """pdfLaTeX, ``article`` with ``twocolumn``, the second column after ``\\newpage``,
    no hyphenation: Computer Modern Type 1 fonts without a space glyph, so every word
    space is a TJ adjustment (or a new line)."""
    work = folder / "pdflatex"
    work.mkdir(exist_ok=True)
    tex = (
        "\\documentclass[twocolumn,a5paper]{article}\n"
        "\\usepackage[margin=15mm]{geometry}\n"
        "\\pagestyle{empty}\\hyphenpenalty=10000\\exhyphenpenalty=10000\\sloppy\n"
        f"\\begin{{document}}\n{LATEX_LEFT}\n\\newpage\n{LATEX_RIGHT}\n\\end{{document}}\n"
    )
    (work / "two.tex").write_text(tex, encoding="utf-8")
    _run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "two.tex"], cwd=work)
    out = folder / "latex_two_columns.pdf"
    shutil.copyfile(_check_written(work / "two.pdf", "pdflatex"), out)
    return Sample(
        "latex_two_columns",
        "pdfLaTeX",
        out,
        LATEX_LEFT + "\n" + LATEX_RIGHT,
        cjk=False,
        columns=(LATEX_LEFT, LATEX_RIGHT),
    )


def latex_article(folder: Path) -> Sample:
    """pdfLaTeX, ``article`` with ``twocolumn``: title, authors with raised markers and
    an abstract across both columns, section titles opening both columns on one
    baseline, the left column's last line beside the right column's short last line."""
    work = folder / "pdflatex-article"
    work.mkdir(exist_ok=True)
    left = ARTICLE_LEFT.removeprefix("1 Introduction ").replace(
        "one.1 ", "one.\\footnote{A footnote in the left column.} "
    )
    tex = (
        "\\documentclass[twocolumn]{article}\n"
        "\\pagestyle{empty}\\hyphenpenalty=10000\\exhyphenpenalty=10000\\sloppy\n"
        f"\\title{{{ARTICLE_TITLE}}}\n"
        "\\author{Alice Author$^{*}$ \\and Bob Writer$^{\\#}$}\\date{}\n"
        "\\begin{document}\n\\twocolumn[\\maketitle\\begin{abstract}\n"
        f"{ARTICLE_ABSTRACT.removeprefix('Abstract ')}\n\\end{{abstract}}]\n"
        "\\thispagestyle{empty}\n"
        f"\\section{{Introduction}}\n{left}\n\\newpage\n"
        f"\\section{{Method}}\n{ARTICLE_RIGHT.removeprefix('2 Method ')}\n\\end{{document}}\n"
    )
    (work / "article.tex").write_text(tex, encoding="utf-8")
    _run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "article.tex"], cwd=work)
    out = folder / "latex_article.pdf"
    shutil.copyfile(_check_written(work / "article.pdf", "pdflatex"), out)
    return Sample(
        "latex_article",
        "pdfLaTeX",
        out,
        "\n".join(
            (
                ARTICLE_TITLE,
                ARTICLE_AUTHORS,
                ARTICLE_ABSTRACT,
                ARTICLE_LEFT,
                ARTICLE_RIGHT,
                ARTICLE_FOOTNOTE,
            )
        ),
        cjk=False,
        lines=(ARTICLE_TITLE, ARTICLE_AUTHORS),
        columns=(ARTICLE_LEFT, ARTICLE_RIGHT),
    )


# --- the cases ------------------------------------------------------------------------------

_CJK = "Noto Serif CJK JP"

CASES: dict[str, Case] = {
    case.name: case
    for case in (
        Case("chromium_vertical", ("chromium",), (_CJK,), chromium_vertical),
        Case("chromium_two_columns", ("chromium",), ("DejaVu Serif",), chromium_two_columns),
        Case("chromium_rtl", ("chromium",), ("DejaVu Sans",), chromium_rtl),
        Case("chromium_complex", ("chromium",), COMPLEX_FONTS, chromium_complex),
        Case("chromium_tagged", ("chromium",), ("DejaVu Serif",), chromium_tagged),
        Case("libreoffice_tbrl", ("soffice",), (_CJK,), libreoffice_tbrl),
        Case(
            "libreoffice_mixed",
            ("soffice",),
            (_CJK, "Noto Serif CJK SC", "Droid Sans Fallback", "DejaVu Serif"),
            libreoffice_mixed,
        ),
        Case("libreoffice_table", ("soffice",), ("DejaVu Serif",), libreoffice_table),
        Case("libreoffice_complex", ("soffice",), COMPLEX_FONTS, libreoffice_complex),
        Case(
            "libreoffice_tagged",
            ("soffice",),
            ("DejaVu Serif",),
            libreoffice_tagged,
        ),
        Case(
            "latex_two_columns",
            ("pdflatex", "kpsewhich"),
            (),
            latex_two_columns,
            ("article.cls", "geometry.sty"),
        ),
        Case(
            "latex_article",
            ("pdflatex", "kpsewhich"),
            (),
            latex_article,
            ("article.cls",),
        ),
        Case("ghostscript_vertical", ("gs",), (str(DROID),), ghostscript_vertical),
        Case("cairo_vertical", ("pango-view",), (_CJK,), cairo_vertical),
        Case("cairo_vertical_spaced", ("pango-view",), (_CJK,), cairo_vertical_spaced),
        Case(
            "uplatex_tate",
            ("uplatex", "dvipdfmx", "kpsewhich"),
            (),
            uplatex_tate,
            ("utarticle.cls", "uptex-haranoaji.map"),
        ),
    )
}

_LO_SOURCES = {
    "libreoffice_tbrl": _libreoffice_tbrl_source,
    "libreoffice_mixed": _libreoffice_mixed_source,
    "libreoffice_table": _libreoffice_table_source,
    "libreoffice_complex": _libreoffice_complex_source,
    "libreoffice_tagged": _libreoffice_tagged_source,
}


def missing(name: str) -> str | None:
    """Why case ``name`` cannot be built here (a tool or font it needs), or None."""
    return CASES[name].missing()


def build_samples(
    folder: Path, names: Iterable[str] | None = None
) -> dict[str, Sample | str | Exception]:
    """Build the cases ``names`` (all by default) into ``folder``. Each name maps to its
    Sample, to the reason it cannot be built here (a string: a tool or font is missing),
    or to the error its producer raised. LibreOffice starts once per export filter; the
    producers run two at a time."""
    folder.mkdir(parents=True, exist_ok=True)
    wanted = list(CASES if names is None else names)
    results: dict[str, Sample | str | Exception] = {}
    jobs: list[tuple[list[str], Callable[[], list[Sample]]]] = []
    lo: dict[bool, list[str]] = {False: [], True: []}
    for name in wanted:
        reason = missing(name)
        if reason is not None:
            results[name] = reason
        elif name in _LO_SOURCES:
            lo[name == "libreoffice_tagged"].append(name)
        else:
            jobs.append(([name], lambda b=CASES[name].build: [b(folder)]))
    for tagged, group in lo.items():
        if group:
            makers = [_LO_SOURCES[n] for n in group]
            jobs.append((group, lambda m=makers, t=tagged: _libreoffice(folder, m, tagged=t)))
    # LibreOffice first: it takes longest.
    jobs.sort(key=lambda job: not job[0][0].startswith("libreoffice"))
    with ThreadPoolExecutor(max_workers=2) as pool:
        futures = [(group, pool.submit(job)) for group, job in jobs]
        for group, future in futures:
            try:
                for sample in future.result():
                    results[sample.name] = sample
            except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
                for name in group:
                    results[name] = exc
    return {name: results[name] for name in wanted}
