"""export-html on untagged tables drawn with rules: written as ``<table>`` with the cells
their source has, and no table made of prose in a frame or of text aligned in columns."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from test_export_html import Node, export, needs


def _rows(table: Node) -> list[list[str]]:
    return [[c.text() for c in r.children if isinstance(c, Node)] for r in table.all("tr")]


def test_a_reportlab_grid_table_is_a_table_with_its_cells(tmp_path: Path) -> None:
    pytest.importorskip("reportlab", reason="ReportLab draws the table")
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A5
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    style = getSampleStyleSheet()["Normal"]
    table = Table(
        [
            ["Fruit prices", ""],
            ["Apple", Paragraph("Sweet and crisp, picked in the autumn by hand", style)],
            ["Pear", "4"],
            ["Plum", ""],
        ],
        colWidths=[80, 120],
    )
    table.setStyle(
        TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("SPAN", (0, 0), (1, 0))])
    )
    pdf = tmp_path / "grid.pdf"
    SimpleDocTemplate(str(pdf), pagesize=A5).build(
        [Paragraph("Prices this week.", style), table, Paragraph("Thanks for reading.", style)]
    )
    doc, _ = export(tmp_path, pdf)
    tables = doc.all("table")
    assert len(tables) == 1
    # The cell that wraps is one cell; the empty cell is there, empty; the title spans.
    assert _rows(tables[0]) == [
        ["Fruit prices"],
        ["Apple", "Sweet and crisp, picked in the autumn by hand"],
        ["Pear", "4"],
        ["Plum", ""],
    ]
    assert tables[0].all("td")[0].attrs.get("colspan") == "2"
    assert not tables[0].all("th")  # nothing says which cells are headers
    assert [p.text() for p in doc.all("p")] == ["Prices this week.", "Thanks for reading."]


def test_rows_without_rules_between_them_are_rows_of_the_table(tmp_path: Path) -> None:
    # A box, a rule under the header and rules between the columns, none between the
    # rows below the header: those rows are one cell of the grid each column, their
    # lines on shared baselines, and each is a row.
    pytest.importorskip("reportlab", reason="ReportLab draws the table")
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A5
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

    source = [
        ["Date", "Storm", "Coast"],
        ["2005-09-21", "Rita", "Texas"],
        ["2005-09-23", "Katrina", "New Orleans"],
        ["2005-09-26", "Damrey", "Hainan"],
    ]
    table = Table(source)
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
    pdf = tmp_path / "storms.pdf"
    style = getSampleStyleSheet()["Normal"]
    SimpleDocTemplate(str(pdf), pagesize=A5).build([Paragraph("Storms.", style), table])
    doc, _ = export(tmp_path, pdf)
    tables = doc.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == source


def test_an_fpdf2_table_is_a_table(tmp_path: Path) -> None:
    pytest.importorskip("fpdf", reason="fpdf2 draws the table")
    import warnings

    from fpdf import FPDF

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # fpdf2's notes on its own page formats
        pdf = FPDF(format="A5")
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.multi_cell(0, 6, "A table of trees follows.")
    pdf.ln(4)
    source = (("Tree", "Height", "Leaves"), ("Oak", "20 m", "lobed"), ("Birch", "15 m", "toothed"))
    with pdf.table() as table:
        for row in source:
            cells = table.row()
            for text in row:
                cells.cell(text)
    pdf.ln(4)
    pdf.multi_cell(0, 6, "That was all.")
    path = tmp_path / "trees.pdf"
    pdf.output(str(path))
    doc, _ = export(tmp_path, path)
    tables = doc.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == [list(row) for row in source]
    # fpdf2 sets the first row bold: bold is no proof of a header.
    assert not tables[0].all("th")
    assert [p.text() for p in doc.all("p")] == ["A table of trees follows.", "That was all."]


PROSE = (
    "The harbour wakes before the town does, and the boats go out while the streets",
    "are still dark. By the time the bakers open their doors the first catch is on",
    "the quay, sorted by kind and by size, and the buyers walk along the crates",
    "with their notebooks. Prices are called out, written down and called again,",
    "and by seven the best of the fish has gone inland on the morning lorries.",
    "What is left is sold in the market hall, where the stalls open at eight and",
)


def test_prose_in_a_ruled_frame_and_aligned_columns_are_no_tables(tmp_path: Path) -> None:
    """A page framed with a title rule and a column rule (a grid of three cells) holds
    two columns of prose; a price list is aligned in columns without rules; a ruled
    table follows. Only the ruled table is a table."""
    pytest.importorskip("reportlab", reason="ReportLab draws the pages")
    from reportlab.pdfgen.canvas import Canvas

    path = tmp_path / "framed.pdf"
    canvas = Canvas(str(path), pagesize=(595, 842))
    canvas.setFont("Helvetica", 10)
    canvas.rect(40, 40, 515, 762)
    canvas.line(40, 760, 555, 760)  # under the title
    canvas.line(297.5, 40, 297.5, 760)  # between the columns
    canvas.setFont("Helvetica", 16)
    canvas.drawString(60, 775, "The harbour")
    canvas.setFont("Helvetica", 8)
    for x in (50, 307.5):
        for n, line in enumerate(PROSE * 2):
            canvas.drawString(x, 740 - 11 * n, line[:58])
    canvas.showPage()
    canvas.setFont("Helvetica", 11)
    items = (("1.", "Apples", "3.20"), ("2.", "Pears", "4.10"), ("3.", "Plums", "2.75"))
    for n, (number, name, price) in enumerate(items):
        y = 760 - 16 * n
        canvas.drawString(72, y, number)
        canvas.drawString(100, y, name)
        canvas.drawRightString(300, y, price)
    cells = (("Day", "Catch"), ("Monday", "Cod"), ("Tuesday", "Herring"))
    for r in range(len(cells) + 1):
        canvas.line(72, 600 - 20 * r, 372, 600 - 20 * r)
    for x in (72, 222, 372):
        canvas.line(x, 600, x, 600 - 20 * len(cells))
    for r, row in enumerate(cells):
        for c, text in enumerate(row):
            canvas.drawString(80 + 150 * c, 586 - 20 * r, text)
    canvas.showPage()
    canvas.save()
    doc, _ = export(tmp_path, path)
    first, second = doc.all("section")
    assert not first.all("table")
    assert "The harbour" in [h.text() for h in first.all("h1")]
    assert len(first.all("p")) >= 2
    tables = second.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == [list(row) for row in cells]
    assert "Apples" in second.text() and "Apples" not in tables[0].text()


@pytest.mark.producers
@pytest.mark.skipif(shutil.which("soffice") is None, reason="needs soffice (LibreOffice)")
def test_a_libreoffice_html_table_untagged_is_a_table(tmp_path: Path) -> None:
    needs("soffice")
    from layout_samples import _soffice

    source = tmp_path / "plan.html"
    source.write_text(
        "<!DOCTYPE html><html><body><p>The week's plan.</p>"
        '<table border="1" cellpadding="4">'
        "<tr><td>Day</td><td>Task</td><td>Who</td></tr>"
        "<tr><td>Monday</td><td>Dig the beds</td><td>Ana</td></tr>"
        "<tr><td>Tuesday</td><td>Sow the beans</td><td>Ben</td></tr>"
        "</table><p>Bring gloves.</p></body></html>",
        encoding="utf-8",
    )
    _soffice(tmp_path, [source], tagged=False)
    doc, _ = export(tmp_path, source.with_suffix(".pdf"))
    tables = doc.all("table")
    assert len(tables) == 1
    assert _rows(tables[0]) == [
        ["Day", "Task", "Who"],
        ["Monday", "Dig the beds", "Ana"],
        ["Tuesday", "Sow the beans", "Ben"],
    ]
