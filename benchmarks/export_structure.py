"""The structure ``export-html`` finds beside ``pdftohtml -s -i`` and PyMuPDF's
``get_text("xhtml")``, on documents built with a known structure (not a test).

    python benchmarks/export_structure.py [--out DIR]

Builds, where the producers are installed, the documents of
tests/test_export_structure.py (LibreOffice tagged and untagged, Chromium tagged, pdfLaTeX
with hyperref), of tests/test_export_tables.py (untagged ruled tables from ReportLab,
fpdf2 and LibreOffice; prose in a ruled frame and a list aligned without rules) and of
tests/layout_samples.py (vertical Japanese from LibreOffice, Ghostscript and cairo; two
columns from Chromium and pdfLaTeX) into DIR (default benchmarks/out/structure), runs the
three tools on each and counts, against the source: headings found at their level
(``<hN>``), headings that are none (false), paragraphs whole (a ``<p>`` whose text is the
paragraph's), list items (``<li>``), table cells (``<td>``/``<th>``) and cells that are
none (false: text made a table). Texts are compared with whitespace removed and NFKC
applied, so that a line break (``<br>``) or a ligature costs nothing; only where blocks
start and end counts. Blocks marked ``class="artifact"`` (running heads) are left out.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import layout_samples as ls  # noqa: E402
import test_export_structure as ts  # noqa: E402
import test_export_tables as tt  # noqa: E402
from test_export_html import Node, parse  # noqa: E402

Expected = dict[str, list[Any]]


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def documents(out: Path) -> dict[str, tuple[Path, Expected]]:
    """The documents whose producer is installed, with what their source holds."""
    docs: dict[str, tuple[Path, Expected]] = {}
    garden: Expected = {
        "h": [(1, "Garden report"), (2, "What we planted")],
        "p": [
            ts.EN_PARAGRAPH,
            ts.JA_PARAGRAPH,
            ts.KO_PARAGRAPH,
            *ts.ZH_LINES,
            "Volunteers meet on the first Saturday of March.",
        ],
        "li": ["Apples by the fence", "Pears along the wall"],
        "td": ["Fruit", "Price", "Apple", "3", "Pear", "4"],
    }
    if shutil.which("soffice"):
        for name, tagged in (("LibreOffice tagged", True), ("LibreOffice untagged", False)):
            stem = "lo_tagged" if tagged else "lo_untagged"
            docs[name] = (ts._libreoffice_document(out, stem, tagged), garden)
    if shutil.which("chromium"):
        page = (
            "<h1>Shopping</h1>\n<p>Buy these first.</p>\n"
            "<ol><li>Apples</li><li>Pears</li></ol>\n<p>Then, later:</p>\n"
            '<ol start="3"><li>Plums</li></ol>\n<ul><li>Milk</li><li>Bread</li></ul>\n'
            "<table><tr><th>Fruit</th><th>Price</th></tr><tr><td>Apple</td><td>3</td></tr>"
            "</table>\n<h2>Abroad</h2>\n"
            '<p lang="fr">Bonjour tout le monde, et bienvenue.</p>'
        )
        css = "body { font-family: 'DejaVu Serif'; font-size: 12pt; } @page { size: A5; }"
        docs["Chromium tagged"] = (
            ls._chromium(out, "shop", ls._html("en", css, page)),
            {
                "h": [(1, "Shopping"), (2, "Abroad")],
                "p": ["Buy these first.", "Then, later:", "Bonjour tout le monde, et bienvenue."],
                "li": ["Apples", "Pears", "Plums", "Milk", "Bread"],
                "td": ["Fruit", "Price", "Apple", "3"],
            },
        )
    if shutil.which("pdflatex"):
        work = out / "latex"
        work.mkdir(exist_ok=True)
        filler = " ".join(["Words fill the page so that the next heading opens a page."] * 6)
        docs["pdfLaTeX hyperref"] = (
            ts._latex(work),
            {
                "h": [
                    (1, "1 Introduction"),
                    (2, "1.1 Background"),
                    (2, "1.2 Method"),
                    (1, "2 Results"),
                ],
                "p": [
                    ts.LATEX_INTRO,
                    "Steps to follow:",
                    "Some text between the lists.",
                    ts.LATEX_RUNNING,
                    filler,
                    filler,
                    "The method opens the second page.",
                    "The results follow.",
                ],
                "li": ["First step.", "Second step.", "Third step."],
                "td": [],
            },
        )
    untagged_tables = [
        (
            "reportlab",
            "ReportLab grid",
            tt.reportlab_grid,
            [tt.GRID_BEFORE, tt.GRID_AFTER],
            tt.GRID_ROWS,
        ),
        ("reportlab", "ReportLab rows unruled", tt.reportlab_rows, ["Storms."], tt.STORM_ROWS),
        ("fpdf", "fpdf2 table", tt.fpdf2_table, [tt.TREES_BEFORE, tt.TREES_AFTER], tt.TREES),
    ]
    if shutil.which("soffice"):
        untagged_tables.append(
            ("", "LibreOffice HTML table", tt.libreoffice_html_table, [tt.PLAN_AFTER], tt.PLAN)
        )
    for module, name, make, paragraphs, rows in untagged_tables:
        if module and importlib.util.find_spec(module) is None:
            continue
        work = out / name.replace(" ", "_")
        work.mkdir(exist_ok=True)
        cells = [cell for row in rows for cell in row if cell]
        docs[name] = (make(work), {"h": [], "p": paragraphs, "li": [], "td": cells})
    if importlib.util.find_spec("reportlab") is not None:
        work = out / "framed"
        work.mkdir(exist_ok=True)
        # Where the ragged lines of the framed columns end paragraphs is not known from
        # the source (drawn line by line): the columns are not counted as paragraphs.
        docs["ReportLab framed prose, aligned list"] = (
            tt.framed_pages(work),
            {
                "h": [(1, tt.FRAMED_TITLE)],
                "p": [],
                "li": [f"{name} {price}" for _, name, price in tt.PRICES],
                "td": [cell for row in tt.CATCH for cell in row],
            },
        )
    samples = (
        ("LibreOffice tb-rl (vertical ja)", ls.libreoffice_tbrl, list(ls.VERTICAL)),
        ("Ghostscript vertical ja", ls.ghostscript_vertical, list(ls.VERTICAL)),
        ("cairo vertical ja", ls.cairo_vertical, list(ls.VERTICAL)),
        ("Chromium two columns", ls.chromium_two_columns, [ls.COLUMN_ONE, ls.COLUMN_TWO]),
        ("pdfLaTeX two columns", ls.latex_two_columns, [ls.LATEX_LEFT, ls.LATEX_RIGHT]),
    )
    for name, build, paragraphs in samples:
        try:
            sample = build(out)
        except (OSError, RuntimeError) as exc:
            print(f"{name}: not built ({exc})", file=sys.stderr)
            continue
        docs[name] = (sample.path, {"h": [], "p": paragraphs, "li": [], "td": []})
    return docs


def ours(pdf: Path, out: Path) -> list[Node]:
    html = out / "ours.html"
    subprocess.run(
        [sys.executable, "-m", "inspector", "export-html", str(pdf), "-o", str(html)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
        capture_output=True,
    )
    return parse(html.read_text(encoding="utf-8")).all("section")


def pdftohtml(pdf: Path) -> list[Node] | None:
    if shutil.which("pdftohtml") is None:
        return None
    html = subprocess.run(
        ["pdftohtml", "-s", "-i", "-stdout", str(pdf)], capture_output=True, text=True
    ).stdout
    return parse(html.replace("<br/>", "\n")).all("body")


def pymupdf(pdf: Path) -> list[Node] | None:
    try:
        import pymupdf as fitz
    except ImportError:
        return None
    with fitz.open(str(pdf)) as doc:
        return [parse(page.get_text("xhtml")) for page in doc]


def score(roots: list[Node], expected: Expected) -> tuple[int, int, int, int, int, int]:
    """Headings right, false headings, paragraphs whole, list items, table cells, and
    false cells (a cell whose text is no cell of the source: a table made of text)."""

    def found(*tags: str) -> list[tuple[str, str]]:
        return [
            (node.tag, squeeze(node.text()))
            for root in roots
            for tag in tags
            for node in root.all(tag)
            if node.attrs.get("class") != "artifact"
        ]

    headings = found("h1", "h2", "h3", "h4", "h5", "h6")
    known = {squeeze(text) for _, text in expected["h"]}
    right = sum(1 for level, text in expected["h"] if (f"h{level}", squeeze(text)) in headings)
    false = sum(1 for _, text in headings if text not in known)
    paragraphs = {text for _, text in found("p")}
    whole = sum(1 for p in expected["p"] if squeeze(p) in paragraphs)
    items = [text for _, text in found("li")]
    cells = [text for _, text in found("td", "th")]
    listed = sum(1 for li in expected["li"] if squeeze(li) in items)
    celled = sum(1 for td in expected["td"] if squeeze(td) in cells)
    known_cells = {squeeze(td) for td in expected["td"]}
    false_cells = sum(1 for td in cells if td and td not in known_cells)
    return right, false, whole, listed, celled, false_cells


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "structure")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    tools = ("export-html", "pdftohtml -s -i", "PyMuPDF xhtml")
    totals = {tool: [0] * 6 for tool in tools}
    counts = [0] * 4
    print("| document | " + " | ".join(tools) + " |")
    print("|---|" + "---|" * len(tools))
    for name, (pdf, expected) in documents(args.out).items():
        n = [len(expected[k]) for k in ("h", "p", "li", "td")]
        counts = [a + b for a, b in zip(counts, n, strict=True)]
        cells = []
        for tool, roots in zip(
            tools, (ours(pdf, args.out), pdftohtml(pdf), pymupdf(pdf)), strict=True
        ):
            if roots is None:
                cells.append("not installed")
                continue
            got = score(roots, expected)
            totals[tool] = [a + b for a, b in zip(totals[tool], got, strict=True)]
            cells.append(
                f"h {got[0]}/{n[0]} (+{got[1]} false), p {got[2]}/{n[1]}, "
                f"li {got[3]}/{n[2]}, td {got[4]}/{n[3]} (+{got[5]} false)"
            )
        print(f"| {name} | " + " | ".join(cells) + " |")
    print(
        "| **all** | "
        + " | ".join(
            f"h {t[0]}/{counts[0]} (+{t[1]} false), p {t[2]}/{counts[1]}, "
            f"li {t[3]}/{counts[2]}, td {t[4]}/{counts[3]} (+{t[5]} false)"
            for t in totals.values()
        )
        + " |"
    )


if __name__ == "__main__":
    main()
