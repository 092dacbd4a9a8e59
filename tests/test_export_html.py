"""``export-html`` on PDFs made by real producers and on built ones: the HTML is parsed,
never searched as a string."""

from __future__ import annotations

import base64
import io
import re
import shutil
import subprocess
import tempfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import (
    cmap_stream_bytes,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)
from layout_samples import _chromium, _html

from inspector.cli import main

# --- a small DOM from the standard library's parser -----------------------------------------

VOID = {"meta", "img", "br", "hr", "link", "input"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str | None] = field(default_factory=dict)
    children: list[Node | str] = field(default_factory=list)

    def all(self, tag: str) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if child.tag == tag:
                    found.append(child)
                found.extend(child.all(tag))
        return found

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs))
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(markup: str) -> Node:
    builder = _Builder()
    builder.feed(markup)
    builder.close()
    return builder.root


def export(tmp_path: Path, pdf_path: Path, *extra: str) -> tuple[Node, Path]:
    out = tmp_path / "out" / "doc.html"
    out.parent.mkdir(exist_ok=True)  # export-html, as every command, creates no folder
    assert main(["export-html", str(pdf_path), "-o", str(out), *extra]) == 0
    return parse(out.read_text(encoding="utf-8")), out


def page_texts(doc: Node) -> str:
    """The text of the page sections, without the page numbers."""
    parts = []
    for section in doc.all("section"):
        for child in section.children:
            if isinstance(child, Node) and child.attrs.get("class") == "page-number":
                continue
            parts.append(child if isinstance(child, str) else child.text())
    return "".join(parts)


def text_command(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    capsys.readouterr()  # what an export before it said ("wrote ...")
    assert main(["text", str(path)]) == 0
    return capsys.readouterr().out


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def needs(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"needs {tool}")


# --- real producers -------------------------------------------------------------------------

PNG = base64.b64encode(
    bytes.fromhex(
        "89504e470d0a1a0a0000000d49484452000000040000000408020000002693"
        "0929000000174944415478da63f8cfc0f09f81e13f0343fc6700ea8a0ffd6f"
        "6ec47d0000000049454e44ae426082"
    )
).decode()

FODT = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:xlink="http://www.w3.org/1999/xlink"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:body><office:text>
<text:h text:outline-level="1">Garden report</text:h>
<text:p>The garden grew well this year, and the apple trees along the fence gave more
fruit than ever before, so that the harvest filled every basket we had.</text:p>
<text:h text:outline-level="2">What we planted</text:h>
<text:list><text:list-item><text:p>Apples by the fence</text:p></text:list-item>
<text:list-item><text:p>Pears along the wall</text:p></text:list-item></text:list>
<text:p><draw:frame svg:width="20mm" svg:height="20mm" text:anchor-type="as-char">
<draw:image><office:binary-data>{png}</office:binary-data></draw:image>
<svg:title>A small square</svg:title></draw:frame></text:p>
<text:h text:outline-level="2">Next year</text:h>
<text:p>Volunteers meet on the first Saturday of March.</text:p>
</office:text></office:body></office:document>
"""

TAGGED_FILTER = (
    'pdf:writer_pdf_Export:{"UseTaggedPDF":{"type":"boolean","value":"true"},'
    '"ExportBookmarks":{"type":"boolean","value":"true"}}'
)


@pytest.fixture(scope="module")
def libreoffice_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    needs("soffice")
    folder = tmp_path_factory.mktemp("lo-export")
    source = folder / "garden.fodt"
    source.write_text(FODT.replace("{png}", PNG), encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="lo-profile-") as profile:
        subprocess.run(
            [
                "soffice",
                f"-env:UserInstallation={Path(profile).as_uri()}",
                "--headless",
                "--norestore",
                "--convert-to",
                TAGGED_FILTER,
                "--outdir",
                str(folder),
                str(source),
            ],
            check=True,
            capture_output=True,
            timeout=180,
            stdin=subprocess.DEVNULL,
        )
    return folder / "garden.pdf"


@pytest.mark.producers
def test_libreoffice_document_headings_list_image_and_outline(
    tmp_path: Path, libreoffice_pdf: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc, out = export(tmp_path, libreoffice_pdf)
    sections = doc.all("section")
    assert [s.attrs.get("id") for s in sections] == ["page-1"]
    assert [h.text() for h in sections[0].all("h1")] == ["Garden report"]
    assert [h.text() for h in sections[0].all("h2")] == ["What we planted", "Next year"]
    paragraphs = [p.text() for p in sections[0].all("p")]
    assert paragraphs[0].startswith("The garden grew well this year, and the apple trees")
    assert "\n" not in paragraphs[0]  # the paragraph's lines are joined
    # The tagged list (LBody) is a list.
    items = [li.text() for ul in sections[0].all("ul") for li in ul.all("li")]
    assert items == ["Apples by the fence", "Pears along the wall"]
    # The image is a file beside the HTML that decodes to the 4x4 picture.
    images = sections[0].all("img")
    assert len(images) == 1
    src = images[0].attrs["src"]
    assert src is not None and not src.startswith(("data:", "/"))
    # Its alternate text comes from the structure tree (the Figure's /Alt).
    assert images[0].attrs["alt"] == "A small square"
    from PIL import Image

    with Image.open(out.parent / src) as picture:
        assert picture.size == (4, 4)
    # The outline: Garden report > What we planted, Next year; each links to page 1.
    nav = doc.all("nav")[0]
    top = nav.all("ol")[0]
    entries = [c for c in top.children if isinstance(c, Node) and c.tag == "li"]
    assert [e.all("a")[0].text() for e in entries] == ["Garden report"]
    nested = [a.text() for a in entries[0].all("ol")[0].all("a")]
    assert nested == ["What we planted", "Next year"]
    assert {a.attrs["href"] for a in nav.all("a")} == {"#page-1"}
    # Same text as `text`, apart from whitespace and the list markers (OpenSymbol's
    # private-use bullet U+F095), which the list items leave out.
    expected = squeeze(text_command(capsys, libreoffice_pdf)).replace("\uf095", "")
    assert squeeze(page_texts(doc)) == expected


@pytest.mark.producers
def test_embedded_images_are_data_uris(tmp_path: Path, libreoffice_pdf: Path) -> None:
    doc, out = export(tmp_path, libreoffice_pdf, "--embed-images")
    src = doc.all("img")[0].attrs["src"] or ""
    assert src.startswith("data:image/png;base64,")
    from PIL import Image

    with Image.open(io.BytesIO(base64.b64decode(src.split(",", 1)[1]))) as picture:
        assert picture.size == (4, 4)
    assert not (out.parent / "doc_files").exists()


@pytest.mark.producers
def test_chromium_page_headings_paragraphs_and_links(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    needs("chromium")
    body = (
        "<h1>Annual report</h1>\n<p>The first paragraph runs long enough to wrap onto a "
        "second line of the page, so that its lines must be joined into one paragraph "
        "again by the export.</p>\n<h2>Contact</h2>\n"
        '<p>Write to <a href="https://example.org/contact">our office</a> soon.</p>'
    )
    css = "body { font-family: 'DejaVu Serif'; font-size: 12pt; } @page { size: A5; }"
    pdf = _chromium(tmp_path, "page", _html("en", css, body))
    doc, _ = export(tmp_path, pdf)
    section = doc.all("section")[0]
    assert [h.text() for h in section.all("h1")] == ["Annual report"]
    assert [h.text() for h in section.all("h2")] == ["Contact"]
    links = [(a.text(), a.attrs["href"]) for a in doc.all("section")[0].all("a")]
    assert links == [("our office", "https://example.org/contact")]
    first = doc.all("section")[0].all("p")[0].text()
    assert "must be joined into one paragraph again" in first
    assert squeeze(page_texts(doc)) == squeeze(text_command(capsys, pdf))


@pytest.mark.producers
def test_latex_sections_and_hyperref_bookmarks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    needs("pdflatex")
    source = tmp_path / "doc.tex"
    source.write_text(
        "\\documentclass{article}\\usepackage[bookmarks=true]{hyperref}\n"
        "\\begin{document}\n\\section{Introduction}\nThe introduction is a paragraph of "
        "ordinary words that TeX sets with hyphenation turned on, continuing for several "
        "lines of the page so that long words such as characterisation may be broken.\n"
        "\\subsection{Background}\nSome background.\n\\newpage\n\\section{Results}\n"
        "The results follow.\n\\end{document}\n",
        encoding="utf-8",
    )
    for _ in range(2):  # the second run writes the bookmarks
        subprocess.run(
            ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", source.name],
            cwd=tmp_path,
            check=True,
            capture_output=True,
            timeout=180,
            stdin=subprocess.DEVNULL,
        )
    pdf = tmp_path / "doc.pdf"
    doc, _ = export(tmp_path, pdf)
    assert [s.attrs.get("id") for s in doc.all("section")] == ["page-1", "page-2"]
    headings = [h.text() for tag in ("h1", "h2", "h3") for h in doc.all(tag)]
    assert any("Introduction" in h for h in headings)
    assert any("Results" in h for h in headings)
    nav = doc.all("nav")[0]
    links = {a.text(): a.attrs["href"] for a in nav.all("a")}
    assert links["Introduction"] == "#page-1"
    assert links["Results"] == "#page-2"
    # Background is nested under Introduction.
    intro = next(li for li in nav.all("li") if li.all("a")[0].text() == "Introduction")
    assert [a.text() for a in intro.all("ol")[0].all("a")] == ["Background"]
    # A word hyphenated at a line end comes out whole in the paragraph.
    words = " ".join(p.text() for p in doc.all("p"))
    assert not re.search(r"[a-z]- [a-z]", words)
    text = text_command(capsys, pdf)
    assert squeeze(page_texts(doc)).replace("-", "") == squeeze(text).replace("-", "")


# --- built PDFs -----------------------------------------------------------------------------


def _unicode_font(chars: str) -> partial[pikepdf.Dictionary]:
    return partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        to_unicode=cmap_stream_bytes(
            [("0000", "ffff")],
            bfchars=[(f"{ord(c):04x}", f"{ord(c):04x}") for c in sorted(set(chars))],
        ),
    )


def test_markup_in_the_pdf_stays_text(tmp_path: Path) -> None:
    hostile = '<script>alert("x")</script> & <b onload=x>'
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        b"BT /F1 12 Tf 72 700 Td (" + hostile.encode() + b") Tj ET",
    )
    pdf.docinfo["/Title"] = "</title><script>evil()</script>"
    doc, out = export(tmp_path, save(pdf, tmp_path))
    assert doc.all("script") == []
    assert [p.text() for p in doc.all("p")] == [hostile]
    assert doc.all("title")[0].text() == "</title><script>evil()</script>"
    assert "&lt;script&gt;alert(" in out.read_text(encoding="utf-8")


def test_codes_without_unicode_are_marked_with_the_font_and_finding(tmp_path: Path) -> None:
    font = partial(type0_font, ordering="Identity", supplement=0)  # no ToUnicode at all
    pdf = page_pdf({"F1": font}, b"BT /F1 12 Tf 72 700 Td <0041> Tj ET")
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    marks = [s for s in doc.all("span") if s.attrs.get("class") == "unmapped"]
    assert len(marks) == 1
    assert marks[0].text() == "\ufffd"
    assert "UNICODE-UNMAPPED" in (marks[0].attrs.get("title") or "")
    assert "0041" in (marks[0].attrs.get("title") or "")


def test_vertical_and_right_to_left_blocks_get_their_direction(tmp_path: Path) -> None:
    column = "縦書きの段落"
    hebrew = "םולש"  # visual order of שלום
    ops = ["BT", "/F1 20 Tf"]
    for i, ch in enumerate(column):
        ops.append(f"1 0 0 1 500 {760 - i * 20} Tm <{ord(ch):04x}> Tj")
    ops.append("1 0 0 1 72 400 Tm <" + hebrew.encode("utf-16-be").hex() + "> Tj ET")
    pdf = page_pdf({"F1": _unicode_font(column + hebrew)}, "\n".join(ops).encode())
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    vertical = [d for d in doc.all("div") if d.attrs.get("class") == "vertical"]
    assert [[p.text() for p in d.all("p")] for d in vertical] == [[column]]
    paragraphs = {p.text(): p.attrs for p in doc.all("p")}
    assert paragraphs["שלום"].get("dir") == "rtl"


def test_a_template_of_ones_own(tmp_path: Path) -> None:
    template = tmp_path / "mine.html.j2"
    template.write_text(
        "<html><body>{% for page in pages %}<div class='p' data-n='{{ page.number }}'>"
        "{% for block in page.blocks %}<i>{{ block.kind }}:{{ block.text }}</i>"
        "{% endfor %}</div>{% endfor %}</body></html>",
        encoding="utf-8",
    )
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        [b"BT /F1 12 Tf 72 700 Td (First page) Tj ET", b"BT /F1 12 Tf 72 700 Td (Second) Tj ET"],
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path), "--template", str(template), "--pages", "2")
    divs = doc.all("div")
    assert [(d.attrs["data-n"], d.text()) for d in divs] == [("2", "paragraph:Second")]


def test_a_missing_template_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = save(page_pdf({"F1": partial(simple_font)}, b""), tmp_path)
    code = main(["export-html", str(pdf), "-o", str(tmp_path / "x.html"), "--template", "nope"])
    assert code == 2
    assert "no template" in capsys.readouterr().err
    assert not (tmp_path / "x.html").exists()


@pytest.mark.parametrize(
    ("body", "line", "says"),
    [
        ("<p>{{ page.nosuch.attr }}</p>", 3, "has no attribute 'nosuch'"),
        ("<p>{{ page.number }</p>", 3, "unexpected '}'"),
        ("<p>{{ page.number / 0 }}</p>", 3, "division by zero"),
    ],
    ids=["undefined", "syntax", "expression"],
)
def test_a_failing_template_is_one_line_exit_2_and_no_half_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str, line: int, says: str
) -> None:
    template = tmp_path / "broken.html.j2"
    template.write_text(
        "<html>{{ document.title }}\n{% for page in pages %}\n" + body + "\n{% endfor %}\n",
        encoding="utf-8",
    )
    shown_a = b"BT /F1 12 Tf 72 700 Td (A) Tj ET"
    pdf = save(page_pdf({"F1": partial(simple_font)}, shown_a), tmp_path)
    out = tmp_path / "x.html"
    out.write_text("the export of yesterday", encoding="utf-8")
    code = main(["export-html", str(pdf), "-o", str(out), "--template", str(template)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"template broken.html.j2, line {line}: " in err and says in err
    assert out.read_text(encoding="utf-8") == "the export of yesterday"
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(["broken.html.j2", pdf.name, "x.html"])


def test_a_template_may_loop_over_the_pages_twice_and_name_them_its_own_way(
    tmp_path: Path,
) -> None:
    template = tmp_path / "toc.html.j2"
    template.write_text(
        "<html><body><nav>{{ pages|length }}:{% for page in pages %}"
        "<a href='#sec{{ page.number }}'>{{ page.number }}</a>{% endfor %}</nav>"
        "{% for page in pages %}<section id='sec{{ page.number }}' data-id='{{ page.id }}'>"
        "{% for block in page.blocks %}{% for s in block.spans %}"
        "{% if s.page %}<a href='#sec{{ s.page }}'>{{ s.text }}</a>{% else %}{{ s.text }}"
        "{% endif %}{% endfor %}{% endfor %}</section>{% endfor %}</body></html>",
        encoding="utf-8",
    )
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        [b"BT /F1 12 Tf 72 700 Td (Go on) Tj ET", b"BT /F1 12 Tf 72 700 Td (Second) Tj ET"],
    )
    link = pikepdf.Dictionary(
        Type=pikepdf.Name.Annot,
        Subtype=pikepdf.Name.Link,
        Rect=[70, 690, 140, 715],
        Dest=pikepdf.Array([pdf.pages[1].obj, pikepdf.Name.Fit]),
    )
    pdf.pages[0].Annots = pdf.make_indirect(pikepdf.Array([pdf.make_indirect(link)]))
    doc, _ = export(tmp_path, save(pdf, tmp_path), "--template", str(template))
    nav = doc.all("nav")[0]
    assert nav.text() == "2:12"
    sections = doc.all("section")
    assert [(s.attrs["id"], s.attrs["data-id"], s.text()) for s in sections] == [
        ("sec1", "page-1", "Go on"),
        ("sec2", "page-2", "Second"),
    ]
    assert [a.attrs["href"] for a in sections[0].all("a")] == ["#sec2"]


@pytest.mark.parametrize(
    ("lines", "lang"),
    [
        (["かなで書いた長い段落です", "Short"], "ja"),
        (["한국어로 쓴 긴 문단입니다", "Short"], "ko"),
        (["English words only here", "かな"], None),
        (["漢字", "12345"], None),
    ],
    ids=["kana", "hangul", "latin-most", "ideographs-name-no-language"],
)
def test_without_lang_the_html_takes_the_language_of_most_letters(
    tmp_path: Path, lines: list[str], lang: str | None
) -> None:
    ops = []
    for n, line in enumerate(lines):
        ops.append(f"BT /F1 12 Tf 72 {700 - 40 * n} Td <{line.encode('utf-16-be').hex()}> Tj ET")
    pdf = page_pdf({"F1": _unicode_font("".join(lines))}, "\n".join(ops).encode())
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert doc.all("html")[0].attrs.get("lang") == lang


def test_a_tagged_figure_gives_its_image_the_alternate_text(tmp_path: Path) -> None:
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        b"/P <</MCID 1>> BDC BT /F1 12 Tf 72 700 Td (Caption) Tj ET EMC\n"
        b"/Figure <</MCID 0>> BDC q 50 0 0 50 72 600 cm /Im0 Do Q EMC\n",
    )
    image = pdf.make_stream(b"\x80", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Image)
    image.Width, image.Height, image.BitsPerComponent = 1, 1, 8
    image.ColorSpace = pikepdf.Name.DeviceGray
    page = pdf.pages[0]
    page.Resources.XObject = pikepdf.Dictionary(Im0=image)
    figure = pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.StructElem,
            S=pikepdf.Name.Figure,
            Pg=page.obj,
            K=0,
            Alt=pikepdf.String("A grey dot"),
        )
    )
    pdf.Root.StructTreeRoot = pdf.make_indirect(
        pikepdf.Dictionary(Type=pikepdf.Name.StructTreeRoot, K=pikepdf.Array([figure]))
    )
    pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)
    doc, out = export(tmp_path, save(pdf, tmp_path))
    images = doc.all("img")
    assert [i.attrs["alt"] for i in images] == ["A grey dot"]
    # Drawn below the caption, it comes after it.
    section = doc.all("section")[0]
    kinds = [c.tag for c in section.children if isinstance(c, Node)]
    assert kinds.index("p") < kinds.index("figure")
    src = images[0].attrs["src"] or ""
    assert (out.parent / src).is_file()


def test_blocks_in_another_script_say_their_language(tmp_path: Path) -> None:
    kana, hangul = "かなの文", "한국어"
    pdf = page_pdf(
        {"F1": _unicode_font(kana + hangul), "F2": partial(simple_font, base_font="Helvetica")},
        (
            "BT /F2 12 Tf 72 740 Td (English words) Tj ET\n"
            f"BT /F1 12 Tf 72 700 Td <{kana.encode('utf-16-be').hex()}> Tj ET\n"
            f"BT /F1 12 Tf 72 660 Td <{hangul.encode('utf-16-be').hex()}> Tj ET\n"
        ).encode(),
    )
    pdf.Root.Lang = pikepdf.String("en-GB")
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert doc.all("html")[0].attrs["lang"] == "en-GB"
    assert [(p.text(), p.attrs.get("lang")) for p in doc.all("p")] == [
        ("English words", None),
        (kana, "ja"),
        (hangul, "ko"),
    ]


def test_worker_processes_write_the_same_html_and_image_files(tmp_path: Path) -> None:
    # More pages than one worker's run, images on some of them (two on one page, drawn
    # in an order that is not their order on the page): the files are named in page
    # order and drawing order whoever read the pages.
    contents = []
    for n in range(24):
        content = b"BT /F1 12 Tf 72 700 Td (Page %d text) Tj ET\n" % n
        if n % 5 == 0:
            content += b"q 40 0 0 40 72 500 cm /Im0 Do Q q 40 0 0 40 72 650 cm /Im1 Do Q\n"
        contents.append(content)
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, contents)
    for n, page in enumerate(pdf.pages):
        shades = []
        for level in (n * 10 % 256, 255 - n * 10 % 256):
            image = pdf.make_stream(
                bytes([level]), Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Image
            )
            image.Width, image.Height, image.BitsPerComponent = 1, 1, 8
            image.ColorSpace = pikepdf.Name.DeviceGray
            shades.append(image)
        page.Resources.XObject = pikepdf.Dictionary(Im0=shades[0], Im1=shades[1])
    source = save(pdf, tmp_path)
    written = {}
    for jobs in ("1", "2"):
        out = tmp_path / jobs / "doc.html"
        out.parent.mkdir()
        assert main(["export-html", str(source), "-o", str(out), "--jobs", jobs]) == 0
        files = sorted((out.parent / "doc_files").iterdir())
        written[jobs] = (out.read_text(), [(f.name, f.read_bytes()) for f in files])
    assert written["1"] == written["2"]
    html, files = written["1"]
    assert len(files) == 10 and files[0][0].startswith("page-1-1")
    assert html.count("<img") == 10 and "Page 23 text" in html


def test_control_characters_of_the_pdf_do_not_reach_the_html(tmp_path: Path) -> None:
    """A bookmark title with NUL, ESC and DEL in it (PDF text strings may hold any byte):
    the HTML holds U+FFFD there, as a parser would read it, never the control itself."""
    from builders import content_tj

    pdf = page_pdf({"F1": simple_font}, content_tj("F1", 12, b"Hello"))
    with pdf.open_outline() as outline:
        outline.root.append(pikepdf.OutlineItem("a\x00b\x1bc\x7fd", 0))
    source = save(pdf, tmp_path)
    target = tmp_path / "out.html"
    assert main(["export-html", str(source), "-o", str(target)]) == 0
    written = target.read_text(encoding="utf-8")
    assert "a\ufffdb\ufffdc\ufffdd" in written
    assert not re.search("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", written)


# --- every image as a file a browser shows ---------------------------------------------------


def _image_pdf(tmp_path: Path, make: Callable[[pikepdf.Pdf], pikepdf.Stream]) -> Path:
    """A page drawing one image 72 x 36 points (96 x 48 CSS pixels)."""
    pdf = page_pdf({}, b"q 72 0 0 36 100 600 cm /Im0 Do Q\n")
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(Im0=make(pdf))
    return save(pdf, tmp_path)


def _raw(pdf: pikepdf.Pdf, data: bytes, w: int, h: int, **keys: object) -> pikepdf.Stream:
    image = pdf.make_stream(zlib.compress(data), Filter=pikepdf.Name.FlateDecode)
    image.Type, image.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
    image.Width, image.Height = w, h
    for key, value in keys.items():
        image[f"/{key}"] = value
    return image


def _encoded(pdf: pikepdf.Pdf, picture: Any, fmt: str, filt: str, **keys: object) -> pikepdf.Stream:
    buffer = io.BytesIO()
    picture.save(buffer, format=fmt)
    image = pdf.make_stream(buffer.getvalue(), Filter=pikepdf.Name(filt))
    image.Type, image.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
    image.Width, image.Height = picture.size
    for key, value in keys.items():
        image[f"/{key}"] = value
    return image


def _cmyk(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    # 2 x 1: pure cyan, then black
    return _raw(
        pdf, bytes([255, 0, 0, 0, 0, 0, 0, 255]), 2, 1,
        ColorSpace=pikepdf.Name.DeviceCMYK, BitsPerComponent=8,
    )  # fmt: skip


def _indexed(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    palette = pikepdf.String(bytes([0, 0, 255, 255, 255, 0]))  # blue, yellow
    space = pikepdf.Array([pikepdf.Name.Indexed, pikepdf.Name.DeviceRGB, 1, palette])
    return _raw(pdf, bytes([0, 1]), 2, 1, ColorSpace=space, BitsPerComponent=8)


def _sixteen_bit(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    return _raw(
        pdf, bytes([0x00, 0x00, 0xFF, 0xFF]), 2, 1,
        ColorSpace=pikepdf.Name.DeviceGray, BitsPerComponent=16,
    )  # fmt: skip


def _soft_masked(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    mask = _raw(pdf, bytes([255, 0]), 2, 1, ColorSpace=pikepdf.Name.DeviceGray, BitsPerComponent=8)
    return _raw(
        pdf, bytes([255, 0, 0, 255, 0, 0]), 2, 1,
        ColorSpace=pikepdf.Name.DeviceRGB, BitsPerComponent=8, SMask=mask,
    )  # fmt: skip


def _jpeg2000(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    from PIL import Image

    return _encoded(pdf, Image.new("RGB", (2, 1), (0, 0, 255)), "JPEG2000", "/JPXDecode")


def _ccitt(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    # A Group 4 strip as Pillow's libtiff writes it for an image white on the left half;
    # read with /BlackIs1 false, the left half is black (pdftoppm and mutool agree).
    from PIL import Image

    picture = Image.new("1", (16, 2), 1)
    for x in range(8, 16):
        for y in range(2):
            picture.putpixel((x, y), 0)
    buffer = io.BytesIO()
    picture.save(buffer, format="TIFF", compression="group4")
    with Image.open(buffer) as tiff:
        offsets, counts = tiff.tag_v2[273], tiff.tag_v2[279]
    strip = buffer.getvalue()[offsets[0] : offsets[0] + counts[0]]
    image = pdf.make_stream(strip, Filter=pikepdf.Name.CCITTFaxDecode)
    image.Type, image.Subtype = pikepdf.Name.XObject, pikepdf.Name.Image
    image.Width, image.Height, image.BitsPerComponent = 16, 2, 1
    image.ColorSpace = pikepdf.Name.DeviceGray
    image.DecodeParms = pikepdf.Dictionary(K=-1, Columns=16, Rows=2, BlackIs1=False)
    return image


def _cmyk_jpeg(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    from PIL import Image

    return _encoded(
        pdf, Image.new("CMYK", (2, 1), (0, 255, 255, 0)), "JPEG", "/DCTDecode",
        ColorSpace=pikepdf.Name.DeviceCMYK, BitsPerComponent=8,
    )  # fmt: skip


def _rgb_jpeg(pdf: pikepdf.Pdf) -> pikepdf.Stream:
    from PIL import Image

    return _encoded(
        pdf, Image.new("RGB", (2, 1), (0, 128, 0)), "JPEG", "/DCTDecode",
        ColorSpace=pikepdf.Name.DeviceRGB, BitsPerComponent=8,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("make", "suffix", "left", "right"),
    [
        (_cmyk, ".png", (0, 255, 255), (0, 0, 0)),
        (_indexed, ".png", (0, 0, 255), (255, 255, 0)),
        (_sixteen_bit, ".png", (0, 0, 0), (255, 255, 255)),
        (_soft_masked, ".png", (255, 0, 0, 255), (255, 0, 0, 0)),
        (_jpeg2000, ".png", (0, 0, 255), (0, 0, 255)),
        (_ccitt, ".png", (0, 0, 0), (255, 255, 255)),  # as pdftoppm and mutool draw it
        (_cmyk_jpeg, ".png", (255, 0, 0), (255, 0, 0)),
        (_rgb_jpeg, ".jpg", (0, 128, 0), (0, 128, 0)),
    ],
    ids=["cmyk", "indexed", "16-bit", "soft-mask", "jpeg2000", "ccitt", "cmyk-jpeg", "rgb-jpeg"],
)
def test_every_image_is_a_file_a_browser_shows_at_the_size_drawn(
    tmp_path: Path,
    make: Callable[[pikepdf.Pdf], pikepdf.Stream],
    suffix: str,
    left: tuple[int, ...],
    right: tuple[int, ...],
) -> None:
    from PIL import Image

    doc, out = export(tmp_path, _image_pdf(tmp_path, make))
    (img,) = doc.all("img")
    assert (img.attrs["width"], img.attrs["height"]) == ("96", "48")
    src = out.parent / (img.attrs["src"] or "")
    assert src.suffix == suffix
    with Image.open(src) as picture:
        assert picture.format == {".png": "PNG", ".jpg": "JPEG"}[suffix]
        mode = "RGBA" if len(left) == 4 else "RGB"
        shown = picture.convert(mode)
        w = shown.size[0]
        near = [
            all(abs(a - b) <= 12 for a, b in zip(shown.getpixel((x, 0)), want, strict=True))
            for x, want in ((0, left), (w - 1, right))
        ]
    assert near == [True, True], (shown.getpixel((0, 0)), shown.getpixel((w - 1, 0)))


# --- what a page need not pay for again ------------------------------------------------------


def test_an_image_drawn_again_is_extracted_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One image drawn twice on page 1 and again on page 2: decoded and written as PNG
    # once, each drawing still its own file of the same bytes.
    from inspector.pdf import pageparts

    made = []
    real = pageparts.browser_file

    def counting(obj: object) -> tuple[bytes, str]:
        made.append(obj)
        return real(obj)

    monkeypatch.setattr(pageparts, "browser_file", counting)
    pdf = page_pdf(
        {},
        [
            b"q 40 0 0 40 72 600 cm /Im0 Do Q q 40 0 0 40 72 500 cm /Im0 Do Q\n",
            b"q 40 0 0 40 72 600 cm /Im0 Do Q\n",
        ],
    )
    image = _raw(pdf, bytes([0, 85, 170, 255]), 2, 2, BitsPerComponent=8)
    image.ColorSpace = pikepdf.Name.DeviceGray
    for page in pdf.pages:
        page.Resources.XObject = pikepdf.Dictionary(Im0=image)
    doc, out = export(tmp_path, save(pdf, tmp_path))
    files = sorted((out.parent / "doc_files").iterdir())
    assert [f.name for f in files] == ["page-1-1.png", "page-1-2.png", "page-2-3.png"]
    assert len({f.read_bytes() for f in files}) == 1
    assert len(doc.all("img")) == 3
    assert len(made) == 1


def test_the_alternate_texts_of_a_tagged_document_are_read_in_one_walk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A figure with its /Alt on each of three pages: each image gets its page's text,
    # the structure tree walked once for the document, not once a page.
    from inspector.pdf import pageparts

    roots = []
    real = pageparts.get

    def counting(obj: object, key: str) -> object:
        if key == "/StructTreeRoot":
            roots.append(obj)
        return real(obj, key)

    monkeypatch.setattr(pageparts, "get", counting)
    pdf = page_pdf({}, [b"/Figure <</MCID 0>> BDC q 50 0 0 50 72 600 cm /Im0 Do Q EMC\n"] * 3)
    image = pdf.make_stream(b"\x80", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Image)
    image.Width, image.Height, image.BitsPerComponent = 1, 1, 8
    image.ColorSpace = pikepdf.Name.DeviceGray
    figures = []
    for n, page in enumerate(pdf.pages):
        page.Resources.XObject = pikepdf.Dictionary(Im0=image)
        figures.append(
            pdf.make_indirect(
                pikepdf.Dictionary(
                    Type=pikepdf.Name.StructElem,
                    S=pikepdf.Name.Figure,
                    Pg=page.obj,
                    K=0,
                    Alt=pikepdf.String(f"Figure {n + 1}"),
                )
            )
        )
    pdf.Root.StructTreeRoot = pdf.make_indirect(
        pikepdf.Dictionary(Type=pikepdf.Name.StructTreeRoot, K=pikepdf.Array(figures))
    )
    pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [i.attrs["alt"] for i in doc.all("img")] == ["Figure 1", "Figure 2", "Figure 3"]
    assert len(roots) == 1


def test_a_font_program_is_not_read_where_the_text_does_not_need_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An embedded TrueType subset whose ToUnicode maps every code: the HTML (the text,
    # the font's name, size and weight) needs nothing of the program, which is not read.
    from inspector.decode import font as font_module

    loaded = []
    real = font_module.load_font_program

    def counting(*args: Any) -> Any:
        loaded.append(args)
        return real(*args)

    monkeypatch.setattr(font_module, "load_font_program", counting)
    tu = cmap_stream_bytes([("0000", "ffff")], bfchars=[("0001", "4e00"), ("0002", "4e8c")])
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        cid_to_gid="Identity",
        font_file2=embedded_truetype({"\u4e00": "one", "\u4e8c": "two"}),
        to_unicode=tu,
    )
    pdf = page_pdf({"F1": font}, b"BT /F1 12 Tf 72 700 Td <00010002> Tj ET\n")
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [p.text() for p in doc.all("p")] == ["一二"]
    assert loaded == []
