"""export-html on untagged tables drawn with rules: written as ``<table>`` with the cells
their source has, and no table made of prose in a frame or of text aligned in columns."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from test_export_html import Node, export


def _rows(table: Node) -> list[list[str]]:
    return [[c.text() for c in r.children if isinstance(c, Node)] for r in table.all("tr")]


# --- the documents, built with real producers (also benchmarks/export_structure.py's) ---

GRID_ROWS = [
    ["Fruit prices"],
    ["Apple", "Sweet and crisp, picked in the autumn by hand"],
    ["Pear", "4"],
    ["Plum", ""],
]
GRID_BEFORE, GRID_AFTER = "Prices this week.", "Thanks for reading."


def reportlab_grid(folder: Path) -> Path:
    """A ReportLab table with a grid: a title spanning both columns, a cell that wraps
    (a Paragraph), an empty cell; a paragraph before and after."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A5
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    style = getSampleStyleSheet()["Normal"]
    rows: list[list[Any]] = [[GRID_ROWS[0][0], ""], *[list(row) for row in GRID_ROWS[1:]]]
    rows[1][1] = Paragraph(GRID_ROWS[1][1], style)
    table = Table(rows, colWidths=[80, 120])
    table.setStyle(
        TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("SPAN", (0, 0), (1, 0))])
    )
    pdf = folder / "grid.pdf"
    SimpleDocTemplate(str(pdf), pagesize=A5).build(
        [Paragraph(GRID_BEFORE, style), table, Paragraph(GRID_AFTER, style)]
    )
    return pdf


STORM_ROWS = [
    ["Date", "Storm", "Coast"],
    ["2005-09-21", "Rita", "Texas"],
    ["2005-09-23", "Katrina", "New Orleans"],
    ["2005-09-26", "Damrey", "Hainan"],
]


def reportlab_rows(folder: Path) -> Path:
    """A ReportLab table with a box, a rule under the header and rules between the
    columns, none between the rows below the header."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A5
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    table = Table(STORM_ROWS)
    black = colors.black
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.5, black),
                ("LINEBELOW", (0, 0), (-1, 0), 0.5, black),
                ("LINEAFTER", (0, 0), (-2, -1), 0.5, black),
            ]
        )
    )
    pdf = folder / "storms.pdf"
    style = getSampleStyleSheet()["Normal"]
    SimpleDocTemplate(str(pdf), pagesize=A5).build([Paragraph("Storms.", style), table])
    return pdf


TREES = [["Tree", "Height", "Leaves"], ["Oak", "20 m", "lobed"], ["Birch", "15 m", "toothed"]]
TREES_BEFORE, TREES_AFTER = "A table of trees follows.", "That was all."


def fpdf2_table(folder: Path) -> Path:
    """fpdf2's ``table()`` (every cell bordered, the first row bold)."""
    import warnings

    from fpdf import FPDF

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # fpdf2's notes on its own page formats
        pdf = FPDF(format="A5")
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.multi_cell(0, 6, TREES_BEFORE)
    pdf.ln(4)
    with pdf.table() as table:
        for row in TREES:
            cells = table.row()
            for text in row:
                cells.cell(text)
    pdf.ln(4)
    pdf.multi_cell(0, 6, TREES_AFTER)
    path = folder / "trees.pdf"
    pdf.output(str(path))
    return path


FRAMED_TITLE = "The harbour"
FRAMED_COLUMNS = (
    "The harbour wakes before the town does, and the boats go out while the streets are "
    "still dark. By the time the bakers open their doors the first catch is on the quay, "
    "sorted by kind and by size, and the buyers walk along the crates with their "
    "notebooks. Prices are called out, written down and called again, and by seven the "
    "best of the fish has gone inland on the morning lorries.",
    "What is left is sold in the market hall, where the stalls open at eight and close "
    "when the ice has melted. The fishmongers know their buyers by name, and the buyers "
    "know which boat each crate came from, for the boats keep to their own grounds and "
    "every ground gives its own fish. In winter the hall is cold and quiet, and the "
    "talk is of the weather and of the price of diesel.",
)
PRICES = [("1.", "Apples", "3.20"), ("2.", "Pears", "4.10"), ("3.", "Plums", "2.75")]
CATCH = [["Day", "Catch"], ["Monday", "Cod"], ["Tuesday", "Herring"]]


def framed_pages(folder: Path) -> Path:
    """Page 1: a frame with a rule under the title and one between two columns of prose
    (a grid of three cells the layout finds); page 2: a price list aligned in columns
    without rules, then a ruled table."""
    import textwrap

    from reportlab.pdfgen.canvas import Canvas

    path = folder / "framed.pdf"
    canvas = Canvas(str(path), pagesize=(595, 842))
    canvas.rect(40, 40, 515, 762)
    canvas.line(40, 760, 555, 760)  # under the title
    canvas.line(297.5, 40, 297.5, 760)  # between the columns
    canvas.setFont("Helvetica", 16)
    canvas.drawString(60, 775, FRAMED_TITLE)
    canvas.setFont("Helvetica", 8)
    for x, column in zip((50, 307.5), FRAMED_COLUMNS, strict=True):
        for n, line in enumerate(textwrap.wrap(column, 55)):
            canvas.drawString(x, 740 - 11 * n, line)
    canvas.showPage()
    canvas.setFont("Helvetica", 11)
    for n, (number, name, price) in enumerate(PRICES):
        y = 760 - 16 * n
        canvas.drawString(72, y, number)
        canvas.drawString(100, y, name)
        canvas.drawRightString(300, y, price)
    for r in range(len(CATCH) + 1):
        canvas.line(72, 600 - 20 * r, 372, 600 - 20 * r)
    for x in (72, 222, 372):
        canvas.line(x, 600, x, 600 - 20 * len(CATCH))
    for r, row in enumerate(CATCH):
        for c, text in enumerate(row):
            canvas.drawString(80 + 150 * c, 586 - 20 * r, text)
    canvas.showPage()
    canvas.save()
    return path


PLAN = [
    ["Day", "Task", "Who"],
    ["Monday", "Dig the beds", "Ana"],
    ["Tuesday", "Sow the beans", "Ben"],
]
PLAN_AFTER = "Bring gloves."


def libreoffice_html_table(folder: Path) -> Path:
    """An HTML table with borders, made a PDF by LibreOffice (untagged)."""
    from layout_samples import _soffice

    source = folder / "plan.html"
    rows = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in PLAN)
    source.write_text(
        f'<!DOCTYPE html><html><body><table border="1" cellpadding="4">{rows}</table>'
        f"<p>{PLAN_AFTER}</p></body></html>",
        encoding="utf-8",
    )
    _soffice(folder, [source], tagged=False)
    return source.with_suffix(".pdf")


# --- the tests ------------------------------------------------------------------------------


def test_a_reportlab_grid_table_is_a_table_with_its_cells(tmp_path: Path) -> None:
    pytest.importorskip("reportlab", reason="ReportLab draws the table")
    doc, _ = export(tmp_path, reportlab_grid(tmp_path))
    tables = doc.all("table")
    assert len(tables) == 1
    # The cell that wraps is one cell; the empty cell is there, empty; the title spans.
    assert _rows(tables[0]) == GRID_ROWS
    assert tables[0].all("td")[0].attrs.get("colspan") == "2"
    assert not tables[0].all("th")  # nothing says which cells are headers
    assert [p.text() for p in doc.all("p")] == [GRID_BEFORE, GRID_AFTER]


def test_rows_without_rules_between_them_are_rows_of_the_table(tmp_path: Path) -> None:
    # Below the header, each column is one cell of the grid holding every row's line,
    # the lines on shared baselines: each baseline is a row.
    pytest.importorskip("reportlab", reason="ReportLab draws the table")
    doc, _ = export(tmp_path, reportlab_rows(tmp_path))
    tables = doc.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == STORM_ROWS


def test_an_fpdf2_table_is_a_table(tmp_path: Path) -> None:
    pytest.importorskip("fpdf", reason="fpdf2 draws the table")
    doc, _ = export(tmp_path, fpdf2_table(tmp_path))
    tables = doc.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == TREES
    # fpdf2 sets the first row bold: bold is no proof of a header.
    assert not tables[0].all("th")
    assert [p.text() for p in doc.all("p")] == [TREES_BEFORE, TREES_AFTER]


def test_prose_in_a_ruled_frame_and_aligned_columns_are_no_tables(tmp_path: Path) -> None:
    """Only the ruled table is a table: not the frame around two columns of prose (a
    grid of three cells), not the price list aligned in columns without rules."""
    pytest.importorskip("reportlab", reason="ReportLab draws the pages")
    doc, _ = export(tmp_path, framed_pages(tmp_path))
    first, second = doc.all("section")
    assert not first.all("table")
    assert [h.text() for h in first.all("h1")] == [FRAMED_TITLE]
    # The columns' text in <p>, in order (where their ragged lines end paragraphs is
    # the layout's paragraph rule, not this test's).
    assert " ".join(p.text() for p in first.all("p")) == " ".join(FRAMED_COLUMNS)
    tables = second.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == CATCH
    # The price list is a list: its numbered lines, which end at one place (the prices
    # aligned right), are items, not the lines of one paragraph.
    assert [li.text() for li in second.all("li")] == [f"{n} {p}" for _, n, p in PRICES]
    assert "Apples" not in tables[0].text()


@pytest.mark.producers
@pytest.mark.skipif(shutil.which("soffice") is None, reason="needs soffice (LibreOffice)")
def test_a_libreoffice_html_table_untagged_is_a_table(tmp_path: Path) -> None:
    doc, _ = export(tmp_path, libreoffice_html_table(tmp_path))
    tables = doc.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == PLAN
    assert [p.text() for p in doc.all("p")] == [PLAN_AFTER]
