"""``export-html`` gives the document's own structure: on tagged pages the structure
tree's paragraphs, headings, lists, tables, figures and languages; on untagged ones
paragraphs from the lines' geometry; running headers and footers kept out of the body.
Inputs are built here (pikepdf) or made by real producers from a source written here."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import cmap_stream_bytes, page_pdf, save, type0_font
from test_export_html import Node, export, needs

# --- tagged pages built with pikepdf ---------------------------------------------------------

Element = tuple[str, list[Any], dict[str, Any]]


def E(role: str, *kids: Any, **attrs: Any) -> Element:
    """A structure element: kids are elements or strings (one marked-content sequence
    each; "\\n" starts a line, a line starting with ">" is indented)."""
    return (role, list(kids), attrs)


def unicode_font(chars: str) -> partial[pikepdf.Dictionary]:
    """A Type0 font whose codes are the characters' code points: ASCII half an em wide,
    everything else a full em."""
    ascii_cids = sorted({ord(c) for c in chars if ord(c) < 0x80})
    return partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        w=[x for cid in ascii_cids for x in (cid, [500])],
        to_unicode=cmap_stream_bytes(
            [("0000", "ffff")],
            bfchars=[(f"{ord(c):04x}", f"{ord(c):04x}") for c in sorted(set(chars))],
        ),
    )


def _texts(node: Any) -> str:
    if isinstance(node, str):
        return node
    return "".join(_texts(k) for k in node[1])


def tagged_pdf(
    *top: Element,
    artifacts: tuple[str, ...] = (),
    role_map: dict[str, str] | None = None,
    mc_tag: str = "Span",
    size: float = 12,
    leading: float = 16,
    chars: str = "",
) -> pikepdf.Pdf:
    """One tagged page: each string of the tree drawn as marked content (``mc_tag``, so
    that the marked content's own tag says nothing), a line each, down the page;
    ``artifacts`` drawn at the top as ``/Artifact``; the font maps ``chars`` too. The
    tree has a parent tree."""
    chars += "".join(_texts(e) for e in top) + "".join(artifacts) + " "
    pdf = page_pdf({"F1": unicode_font(chars)}, b"")
    page = pdf.pages[0]
    ops: list[str] = []
    for n, text in enumerate(artifacts):
        hexed = text.encode("utf-16-be").hex()
        ops.append(f"/Artifact BMC BT /F1 10 Tf 72 {820 - 12 * n} Td <{hexed}> Tj ET EMC")
    y = [780.0]
    parents: list[Any] = []
    root = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.StructTreeRoot))

    def build(node: Element, parent: Any) -> Any:
        role, kids, attrs = node
        elem = pdf.make_indirect(
            pikepdf.Dictionary(
                Type=pikepdf.Name.StructElem, S=pikepdf.Name("/" + role), P=parent, Pg=page.obj
            )
        )
        for key, value in attrs.items():
            if key in ("Alt", "Lang"):
                elem[f"/{key}"] = pikepdf.String(value)
            elif key == "A":
                elem.A = pikepdf.Dictionary({f"/{k}": v for k, v in value.items()})
        k = pikepdf.Array()
        for kid in kids:
            if isinstance(kid, str):
                mcid = len(parents)
                parents.append(elem)
                ops.append(f"/{mc_tag} <</MCID {mcid}>> BDC BT /F1 {size} Tf")
                for line in kid.split("\n"):
                    x = 96 if line.startswith(">") else 72
                    hexed = line.lstrip(">").encode("utf-16-be").hex()
                    ops.append(f"1 0 0 1 {x} {y[0]} Tm <{hexed}> Tj")
                    y[0] -= leading
                ops.append("ET EMC")
                k.append(mcid)
            else:
                k.append(build(kid, elem))
        elem.K = k
        if role not in ("Span", "LI", "Lbl", "LBody", "TR", "TH", "TD"):
            y[0] -= leading / 2  # a gap after each block
        return elem

    root.K = pikepdf.Array([build(e, root) for e in top])
    root.ParentTree = pdf.make_indirect(
        pikepdf.Dictionary(Nums=pikepdf.Array([0, pikepdf.Array(parents)]))
    )
    if role_map:
        root.RoleMap = pikepdf.Dictionary(
            {f"/{k}": pikepdf.Name("/" + v) for k, v in role_map.items()}
        )
    page.StructParents = 0
    page.Contents = pdf.make_stream("\n".join(ops).encode())
    pdf.Root.StructTreeRoot = root
    pdf.Root.MarkInfo = pikepdf.Dictionary(Marked=True)
    return pdf


def body(doc: Node) -> list[tuple[str, str]]:
    """The blocks of the first page: (tag, text)."""
    section = doc.all("section")[0]
    return [
        (c.tag, c.text().strip())
        for c in section.children
        if isinstance(c, Node) and c.attrs.get("class") != "page-number"
    ]


def test_a_tagged_paragraph_is_one_paragraph_however_its_lines_wrap(tmp_path: Path) -> None:
    # The second line starts indented, where the layout alone starts a paragraph; the
    # tree says it is one. A Japanese word wrapped mid-word is joined without a space.
    pdf = tagged_pdf(
        E("P", "文字の符\n>号化の話です。\n次の行です。"),
        E("P", "The second paragraph\n>wraps here."),
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [p.text() for p in doc.all("p")] == [
        "文字の符号化の話です。次の行です。",
        "The second paragraph wraps here.",
    ]


def test_tagged_headings_keep_their_levels_and_role_map(tmp_path: Path) -> None:
    pdf = tagged_pdf(
        E("Title1", "Report"),
        E("P", "Body text."),
        E("Sect", E("H", "Nested"), E("Sect", E("H", "Deeper"))),
        E("H3", "Third"),
        role_map={"Title1": "H1"},
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert body(doc) == [
        ("h1", "Report"),
        ("p", "Body text."),
        ("h1", "Nested"),
        ("h2", "Deeper"),
        ("h3", "Third"),
    ]


def test_a_tagged_list_with_labels_numbers_from_its_first_label(tmp_path: Path) -> None:
    pdf = tagged_pdf(
        E("P", "Before."),
        E(
            "L",
            E("LI", E("Lbl", "2."), E("LBody", "Apples")),
            E("LI", E("Lbl", "3."), E("LBody", "Pears", E("L", E("LI", E("LBody", "ripe"))))),
            A={"O": pikepdf.Name.List, "ListNumbering": pikepdf.Name.Decimal},
        ),
        E("L", E("LI", E("Lbl", "•"), E("LBody", "Milk"))),
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    lists = [n for n in doc.all("section")[0].children if isinstance(n, Node)]
    ol = next(n for n in lists if n.tag == "ol")
    assert ol.attrs.get("start") == "2"
    items = [li for li in ol.children if isinstance(li, Node) and li.tag == "li"]
    assert [li.children[0] for li in items] == ["Apples", "Pears"]
    assert [li.text() for li in items[1].all("ul")[0].all("li")] == ["ripe"]
    ul = [n for n in lists if n.tag == "ul"]
    assert [li.text() for li in ul[0].all("li")] == ["Milk"]


def test_a_tagged_table_is_a_table(tmp_path: Path) -> None:
    pdf = tagged_pdf(
        E(
            "Table",
            E("TR", E("TH", "Fruit"), E("TH", "Price")),
            E("TBody", E("TR", E("TD", "Apple"), E("TD", "3"))),
            E("TR", E("TD", "Total", A={"O": pikepdf.Name.Table, "ColSpan": 2})),
        )
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    rows = doc.all("table")[0].all("tr")
    assert [[(c.tag, c.text()) for c in r.children if isinstance(c, Node)] for r in rows] == [
        [("th", "Fruit"), ("th", "Price")],
        [("td", "Apple"), ("td", "3")],
        [("td", "Total")],
    ]
    assert rows[2].all("td")[0].attrs.get("colspan") == "2"
    assert doc.all("p") == []


def test_lang_of_an_element_artifacts_left_out(tmp_path: Path) -> None:
    pdf = tagged_pdf(
        E("P", "Hello there.", Lang="en"),
        E("P", "Bonjour tout le monde.", Lang="fr"),
        artifacts=("Running header", "Page 1"),
    )
    pdf.Root.Lang = pikepdf.String("en")
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [(p.text(), p.attrs.get("lang")) for p in doc.all("p")] == [
        ("Hello there.", None),
        ("Bonjour tout le monde.", "fr"),
    ]


def test_a_figure_is_where_the_tree_puts_it(tmp_path: Path) -> None:
    pdf = tagged_pdf(E("P", "Above."), E("Figure", "x", Alt="A dot"), E("P", "Below."))
    # The figure's marked content draws an image, low on the page, after its text.
    page = pdf.pages[0]
    image = pdf.make_stream(b"\x80", Type=pikepdf.Name.XObject, Subtype=pikepdf.Name.Image)
    image.Width, image.Height, image.BitsPerComponent = 1, 1, 8
    image.ColorSpace = pikepdf.Name.DeviceGray
    page.Resources.XObject = pikepdf.Dictionary(Im0=image)
    content = page.Contents.read_bytes().replace(
        b"<0078> Tj\nET EMC", b"<0078> Tj\nET q 50 0 0 50 72 100 cm /Im0 Do Q EMC"
    )
    page.Contents = pdf.make_stream(content)
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    # The figure's text (a label drawn in it) is the figure's, not a paragraph.
    assert body(doc) == [("p", "Above."), ("figure", ""), ("p", "Below.")]
    assert doc.all("img")[0].attrs["alt"] == "A dot"


# --- real producers --------------------------------------------------------------------------

JA_PARAGRAPH = (
    "文字化けの多くは、フォントの符号化とユニコードへの対応表が失われたときに起きる。"
    "この段落は長いので、ページの幅を越えて次の行へ折り返されるが、一つの段落である。"
    "さらに続けて書くことで、行が確実に折り返され、符号化という語が行末で分かれうる。"
)
EN_PARAGRAPH = (
    "The garden grew well this year, and the apple trees along the fence gave more fruit "
    "than ever before, so that the harvest filled every basket we had and then some more."
)
KO_PARAGRAPH = (
    "이 문단은 한국어로 쓴 긴 문단입니다. 줄이 바뀌어도 한 문단이며, 줄과 줄 사이에는 "
    "띄어쓰기가 있어야 합니다. 다음 줄로 넘어가도록 충분히 길게 씁니다. 그리고 조금 더 "
    "길게 써서 세 줄이 되도록 합니다."
)
ZH_LINES = ("第一行是独立的。", "第二行也是独立的。", "第三行还是独立的。")


def _libreoffice_document(folder: Path, name: str, tagged: bool) -> Path:
    from layout_samples import _fodt, _p, _soffice

    body = (
        '<text:h text:outline-level="1">Garden report</text:h>\n'
        + _p(EN_PARAGRAPH)
        + _p(JA_PARAGRAPH)
        + '<text:p><text:span text:style-name="ko">'
        + KO_PARAGRAPH
        + "</text:span></text:p>\n"
        + "".join(
            '<text:p><text:span text:style-name="zh">' + line + "</text:span></text:p>\n"
            for line in ZH_LINES
        )
        + '<text:h text:outline-level="2">What we planted</text:h>\n'
        + "<text:list><text:list-item>"
        + _p("Apples by the fence")
        + "</text:list-item><text:list-item>"
        + _p("Pears along the wall")
        + "</text:list-item></text:list>\n"
        + '<table:table table:name="T" table:style-name="T">'
        + '<table:table-column table:number-columns-repeated="2"/>\n'
        + "".join(
            "<table:table-row>"
            + "".join(
                f'<table:table-cell table:style-name="C">{_p(cell)}</table:table-cell>'
                for cell in row
            )
            + "</table:table-row>\n"
            for row in (("Fruit", "Price"), ("Apple", "3"), ("Pear", "4"))
        )
        + "</table:table>\n"
        + _p("Volunteers meet on the first Saturday of March.")
    )
    source = folder / f"{name}.fodt"
    source.write_text(_fodt(body, width="148mm", height="210mm"), encoding="utf-8")
    _soffice(folder, [source], tagged=tagged)
    return source.with_suffix(".pdf")


def _paragraphs(doc: Node) -> list[str]:
    return [p.text() for p in doc.all("p")]


@pytest.mark.producers
@pytest.mark.parametrize("tagged", [True, False], ids=["tagged", "untagged"])
def test_libreoffice_paragraphs_lists_and_tables(tmp_path: Path, tagged: bool) -> None:
    needs("soffice")
    pdf = _libreoffice_document(tmp_path, "garden", tagged)
    doc, _ = export(tmp_path, pdf)
    section = doc.all("section")[0]
    assert [h.text() for h in section.all("h1")] == ["Garden report"]
    assert [h.text() for h in section.all("h2")] == ["What we planted"]
    paragraphs = _paragraphs(doc)
    # Each paragraph whole, its lines joined as its script joins them.
    assert EN_PARAGRAPH in paragraphs
    assert JA_PARAGRAPH in paragraphs
    assert KO_PARAGRAPH in paragraphs
    # Three short lines, each a paragraph of its own.
    for line in ZH_LINES:
        assert line in paragraphs
    items = [li.text() for ul in doc.all("ul") for li in ul.all("li")]
    assert items == ["Apples by the fence", "Pears along the wall"]
    # From the structure tree, or (untagged) from the cells' borders.
    rows = [[c.text() for c in r.children if isinstance(c, Node)] for r in doc.all("tr")]
    assert rows == [["Fruit", "Price"], ["Apple", "3"], ["Pear", "4"]]


@pytest.mark.producers
def test_chromium_tagged_lists_tables_and_languages(tmp_path: Path) -> None:
    needs("chromium")
    from layout_samples import _chromium, _html

    page = (
        "<h1>Shopping</h1>\n<p>Buy these first.</p>\n"
        "<ol><li>Apples</li><li>Pears</li></ol>\n<p>Then, later:</p>\n"
        '<ol start="3"><li>Plums</li></ol>\n<ul><li>Milk</li><li>Bread</li></ul>\n'
        "<table><tr><th>Fruit</th><th>Price</th></tr><tr><td>Apple</td><td>3</td></tr>"
        "</table>\n<h2>Abroad</h2>\n"
        '<p lang="fr">Bonjour tout le monde, et bienvenue.</p>'
    )
    css = "body { font-family: 'DejaVu Serif'; font-size: 12pt; } @page { size: A5; }"
    pdf = _chromium(tmp_path, "shop", _html("en", css, page))
    doc, _ = export(tmp_path, pdf)
    assert body(doc) == [
        ("h1", "Shopping"),
        ("p", "Buy these first."),
        ("ol", "Apples\n  Pears"),
        ("p", "Then, later:"),
        ("ol", "Plums"),
        ("ul", "Milk\n  Bread"),
        ("table", "FruitPrice\n  Apple3"),
        ("h2", "Abroad"),
        ("p", "Bonjour tout le monde, et bienvenue."),
    ]
    ols = doc.all("ol")
    section_ols = [ol for ol in ols if not ol.all("a")]
    assert [ol.attrs.get("start") for ol in section_ols] == [None, "3"]
    # The label is the list's, not the item's text.
    assert [li.text() for li in section_ols[0].all("li")] == ["Apples", "Pears"]
    assert [c.tag for c in doc.all("tr")[0].children if isinstance(c, Node)] == ["th", "th"]
    french = [p for p in doc.all("p") if p.text().startswith("Bonjour")]
    assert french[0].attrs.get("lang") == "fr"


LATEX_INTRO = (
    "The introduction is a paragraph of ordinary words that TeX sets with its hyphenation, "
    "continuing for several lines of the page so that a long word such as "
    "characterisation or internationalisation may well be broken at the end of a line."
)
LATEX_RUNNING = (
    "(5) This paragraph begins with a number in parentheses, as a reference to an earlier "
    "item would, and runs on as ordinary text for more than one line of the page."
)


def _latex(folder: Path) -> Path:
    needs("pdflatex")
    import subprocess

    source = folder / "doc.tex"
    filler = " ".join(["Words fill the page so that the next heading opens a page."] * 6)
    source.write_text(
        "\\documentclass[a5paper]{article}\n"
        "\\usepackage[margin=20mm]{geometry}\n\\usepackage{hyperref}\n"
        "\\input{glyphtounicode}\\pdfgentounicode=1\n"
        "\\pagestyle{headings}\n\\begin{document}\n"
        f"\\section{{Introduction}}\n{LATEX_INTRO}\n\n"
        "\\subsection{Background}\nSteps to follow:\n"
        "\\begin{enumerate}\\item First step.\\item Second step.\\end{enumerate}\n"
        "Some text between the lists.\n"
        "\\begin{enumerate}\\setcounter{enumi}{2}\\item Third step.\\end{enumerate}\n"
        f"{LATEX_RUNNING}\n\n{filler}\n\\newpage\n"
        "\\subsection{Method}\nThe method opens the second page.\n\n"
        "{\\LARGE $\\triangleright$}\n\n"
        f"{filler}\n\\newpage\n\\section{{Results}}\nThe results follow.\n\\end{{document}}\n",
        encoding="utf-8",
    )
    for _ in range(2):  # the second run writes the bookmarks
        subprocess.run(
            ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", source.name],
            cwd=folder,
            check=True,
            capture_output=True,
            timeout=180,
            stdin=subprocess.DEVNULL,
        )
    return folder / "doc.pdf"


def _headings_of(doc: Node) -> list[tuple[str, str]]:
    out = []
    for section in doc.all("section"):
        for node in section.children:
            if isinstance(node, Node) and node.tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
                out.append((node.tag, " ".join(node.text().split())))
    return out


@pytest.mark.producers
def test_latex_headings_across_pages_running_heads_and_lists(tmp_path: Path) -> None:
    pdf = _latex(tmp_path)
    doc, _ = export(tmp_path, pdf)
    # Running heads ("1 INTRODUCTION", the page number) are no headings; a subsection
    # opening page 2 is as deep as the one on page 1; "▷" alone is no heading.
    assert _headings_of(doc) == [
        ("h1", "1 Introduction"),
        ("h2", "1.1 Background"),
        ("h2", "1.2 Method"),
        ("h1", "2 Results"),
    ]
    bodies = [p.text() for p in doc.all("p") if p.attrs.get("class") != "artifact"]
    assert not any("INTRODUCTION" in p or "RESULTS" in p for p in bodies)
    assert "\u25b7" in [p.text() for p in doc.all("p")]
    # The numbered lists: 1-2, then 3 after text, going on from where it stopped.
    ols = [ol for ol in doc.all("ol") if not ol.all("a")]
    assert [[li.text() for li in ol.all("li")] for ol in ols] == [
        ["First step.", "Second step."],
        ["Third step."],
    ]
    assert [ol.attrs.get("start") for ol in ols] == [None, "3"]
    # "(5) ..." is running text, one paragraph, a word broken at a line end whole.
    assert " ".join(LATEX_RUNNING.split()) in bodies
    assert LATEX_INTRO in bodies


# --- untagged pages built with pikepdf -------------------------------------------------------


def _lines_page(lines: list[str], leading: float = 18, size: float = 12) -> pikepdf.Pdf:
    """Lines drawn down the page from the left margin, one string each."""
    ops = ["BT", f"/F1 {size} Tf"]
    for n, line in enumerate(lines):
        ops.append(f"1 0 0 1 72 {760 - leading * n} Tm <{line.encode('utf-16-be').hex()}> Tj")
    ops.append("ET")
    return page_pdf({"F1": unicode_font("".join(lines))}, "\n".join(ops).encode())


def test_untagged_lines_join_by_script_and_short_lines_end_paragraphs(tmp_path: Path) -> None:
    # Lines of a paragraph reach the column's end (the longest line, 396 points):
    # ASCII is half an em, every other character an em.
    korean = (
        "이 문단은 한국어로 쓴 긴 문단이며 줄이 바뀌어도 한 문단이고 여기서",
        "다음 줄입니다.",
    )
    chinese = (
        "这是一个很长的中文段落，它在页面的宽度处换行，然后继续往下写得很",
        "长。",
        "第一行是独立的。",
        "第二行也是独立的。",
        "第三行还是独立的。",
    )
    latin = ("The words of this paragraph run to the edge of the column, inter-", "national.")
    pdf = _lines_page([*korean, *chinese, *latin])
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [p.text() for p in doc.all("p")] == [
        # Korean lines of a paragraph are joined with a space ...
        "이 문단은 한국어로 쓴 긴 문단이며 줄이 바뀌어도 한 문단이고 여기서 다음 줄입니다.",
        # ... Chinese ones without; a line that ends where the next line's first
        # character would have fitted ends its paragraph.
        "这是一个很长的中文段落，它在页面的宽度处换行，然后继续往下写得很长。",
        "第一行是独立的。",
        "第二行也是独立的。",
        "第三行还是独立的。",
        # A word hyphenated at the end of a full line is whole.
        "The words of this paragraph run to the edge of the column, international.",
    ]


def test_a_vertical_full_stop_drawn_in_its_corner_stays_in_its_column(tmp_path: Path) -> None:
    # One glyph per Tm, stacked into columns; each column's full stop is moved into the
    # upper right of its em box, where the vertical form is drawn.
    columns = ["縦書きの段落です", "次の列も続きます"]
    ops = ["BT", "/F1 20 Tf"]
    for c, column in enumerate(columns):
        x = 500 - 30 * c
        for i, ch in enumerate(column):
            ops.append(f"1 0 0 1 {x} {760 - 20 * i} Tm <{ord(ch):04x}> Tj")
        ops.append(f"1 0 0 1 {x + 12} {760 - 20 * len(column) + 12} Tm <3002> Tj")
    ops.append("ET")
    pdf = page_pdf({"F1": unicode_font("".join(columns) + "。")}, "\n".join(ops).encode())
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    texts = [p.text() for p in doc.all("p")]
    assert "。" not in "".join(t for t in texts if not t.strip("。"))  # no stop alone
    assert "".join(texts) == "縦書きの段落です。次の列も続きます。"


def _columns_page(columns: list[str], height: float, top: float) -> pikepdf.Pdf:
    """Vertical columns of one upright glyph per Tm (20 points, a column every 36),
    right to left, each from ``top`` down, on a page ``height`` points high."""
    ops = ["BT", "/F1 20 Tf"]
    for c, column in enumerate(columns):
        for i, ch in enumerate(column):
            ops.append(f"1 0 0 1 {40 + 36 * (len(columns) - 1 - c)} {top - 20 * i} Tm")
            ops.append(f"<{ord(ch):04x}> Tj")
    ops.append("ET")
    width = 80 + 36 * len(columns)
    return page_pdf(
        {"F1": unicode_font("".join(columns))},
        "\n".join(ops).encode(),
        media_box=(0, 0, width, height),
    )


def test_a_column_ending_a_sentence_at_the_longest_columns_end_ends_its_paragraph(
    tmp_path: Path,
) -> None:
    # A page made to fit its text (cairo's, pango-view's): its longest column reaches the
    # page's margin, so it looks full, yet it ends with a full stop, and no other column
    # ends there to show that the column is that long.
    columns = [
        "吾輩は猫である。名前はまだ無い。",
        "どこで生れたか、とんと見当がつかぬ。",
        "十一月の日に本を読む。",
    ]
    pdf = _columns_page(columns, height=440, top=380)
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [p.text() for p in doc.all("p")] == columns


def test_a_column_that_wraps_after_a_full_stop_goes_on_where_columns_show_their_end(
    tmp_path: Path,
) -> None:
    # Two full columns end at one place, which shows where the column ends: the
    # paragraph whose full column happens to end with a full stop goes on.
    first = ("吾輩は猫である。名前はまだ無い。", "続きの文です。")
    second = ("どこで生れたかとんと見当がつかぬ", "ところでした。")
    doc, _ = export(tmp_path, save(_columns_page([*first, *second], 440, 380), tmp_path))
    assert [p.text() for p in doc.all("p")] == ["".join(first), "".join(second)]


def test_a_root_with_many_kids_keeps_their_order(tmp_path: Path) -> None:
    # Over 64 kids: the /K array is indexed once and the page's elements found in it.
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"]
    texts = [f"{words[i % 7]} {i} {words[(i + 3) % 7]}" for i in range(70)]
    pdf = tagged_pdf(E("Document", *(E("P", text) for text in texts)), size=6, leading=7)
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [p.text() for p in doc.all("p")] == texts


def test_list_items_whose_bodies_hold_sections_and_divisions(tmp_path: Path) -> None:
    pdf = tagged_pdf(
        E(
            "L",
            E("LI", E("Lbl", "1."), E("LBody", E("Sect", E("P", "First")))),
            E("LI", E("Lbl", "2."), E("LBody", E("Div", E("P", "Second"), E("P", "more")))),
        )
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [li.text() for li in doc.all("li")] == ["First", "Second more"]


def test_a_title_is_a_heading_and_a_formula_in_a_paragraph_reads_with_it(tmp_path: Path) -> None:
    # PDF 2.0 (LaTeX's tagging): Title holding a P; an inline Formula inside a P.
    pdf = tagged_pdf(
        E("Title", E("P", "Math notes")),
        E("P", "Let", E("Formula", "x > y"), "hold."),
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert body(doc) == [("h1", "Math notes"), ("p", "Let x > y hold.")]


def test_double_spaced_lines_of_a_paragraph_stay_one_paragraph(tmp_path: Path) -> None:
    # Lines two ems apart: each its own block in the layout; a full line goes on.
    first = [
        "Double spacing puts a whole line of white between the lines of",
        "a paragraph, wider than the white a block of lines holds, and",
        "yet the paragraph goes on.",
    ]
    second = ["The next paragraph starts after a short line and is a", "paragraph of its own."]
    pdf = _lines_page([*first, *second], leading=24)
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert [p.text() for p in doc.all("p")] == [" ".join(first), " ".join(second)]


def test_bold_lines_one_after_another_are_no_headings(tmp_path: Path) -> None:
    from builders import simple_font

    letter = [
        "Letters reach us at the address below, and every one of them is read by",
        "somebody who answers within a week.",
    ]
    address = ["ACME Limited", "12 High Street", "Springfield"]
    ops = ["BT"]
    y = 760
    for line in letter:
        ops.append(f"/F1 12 Tf 1 0 0 1 72 {y} Tm ({line}) Tj")
        y -= 16
    y -= 10
    ops.append(f"/F2 12 Tf 1 0 0 1 72 {y} Tm (Write to us) Tj")
    y -= 26
    ops.append(f"/F1 12 Tf 1 0 0 1 72 {y} Tm (Our address is this one.) Tj")
    y -= 26
    for line in address:
        ops.append(f"/F2 12 Tf 1 0 0 1 72 {y} Tm ({line}) Tj")
        y -= 16
    ops.append("ET")
    pdf = page_pdf(
        {
            "F1": partial(simple_font, base_font="Helvetica"),
            "F2": partial(simple_font, base_font="Helvetica-Bold"),
        },
        "\n".join(ops).encode(),
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    # A bold line alone above its text is a heading; bold lines one after another (an
    # address) are each a line of their own, no headings.
    assert body(doc) == [
        ("p", " ".join(letter)),
        ("h1", "Write to us"),
        ("p", "Our address is this one."),
        ("p", "ACME Limited"),
        ("p", "12 High Street"),
        ("p", "Springfield"),
    ]


def test_a_numbered_list_going_on_onto_the_next_page_keeps_counting(tmp_path: Path) -> None:
    from builders import simple_font

    def page(lines: list[str]) -> bytes:
        ops = ["BT /F1 12 Tf"]
        for n, line in enumerate(lines):
            ops.append(f"1 0 0 1 72 {760 - 24 * n} Tm ({line}) Tj")
        return "\n".join([*ops, "ET"]).encode()

    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        [
            page(["Follow these steps:", "1. Open the box.", "2. Take out the parts."]),
            page(["3. Put them together.", "The box is then empty."]),
        ],
    )
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    second = doc.all("section")[1]
    ols = second.all("ol")
    assert [ol.attrs.get("start") for ol in ols] == ["3"]
    assert [li.text() for li in ols[0].all("li")] == ["Put them together."]


def test_text_the_tree_does_not_mark_keeps_the_layouts_headings(tmp_path: Path) -> None:
    # One paragraph is tagged (whole across its indented line, as the tree says); a
    # heading and a paragraph are drawn outside any marked content, where the layout's
    # roles still hold.
    title, text = "Untagged title", "Untagged body text."
    pdf = tagged_pdf(E("P", "The tagged\n>paragraph goes\non here."), chars=title + text)
    page = pdf.pages[0]
    extra = (
        f"\nBT /F1 24 Tf 1 0 0 1 72 600 Tm <{title.encode('utf-16-be').hex()}> Tj "
        f"/F1 12 Tf 1 0 0 1 72 570 Tm <{text.encode('utf-16-be').hex()}> Tj ET"
    )
    page.Contents = pdf.make_stream(page.Contents.read_bytes() + extra.encode())
    doc, _ = export(tmp_path, save(pdf, tmp_path))
    assert body(doc) == [
        ("p", "The tagged paragraph goes on here."),
        ("h1", title),
        ("p", text),
    ]
