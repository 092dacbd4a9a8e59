"""The font inventory as CSV: one row per font, for spreadsheets.

Cells from the PDF are guarded against formula injection and have hidden characters
made visible (:func:`~inspector.output.escapes.csv_cell`). The text starts with a
byte-order mark so that spreadsheets read it as UTF-8. The columns are English keys and
values, as JSON's; with ``--lang`` the verdict's reason also comes translated.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from inspector.output.escapes import csv_cell

COLUMNS = (
    "file",
    "sha256",
    "font",
    "object",
    "resources",
    "pages",
    "subtype",
    "descendant_subtype",
    "base_font",
    "embedded",
    "program",
    "encoding",
    "cmap_chain",
    "cid_system_info",
    "to_unicode",
    "wmode",
    "verdict",
    "root_cause",
    "recovery",
    "codes_used",
    "glyphs",
    "unmapped",
    "suspect",
    "invalid",
    "reason",
    "findings",
)

BOM = "\ufeff"


def inventory_rows(report: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per font, keyed by :data:`COLUMNS` (values not yet guarded)."""
    rows = []
    for font in report["fonts"]:
        cmap = font.get("encoding_cmap")
        rows.append(
            {
                "file": report["file"]["name"],
                "sha256": report["file"]["sha256"],
                "font": font["label"],
                "object": font["object"],
                "resources": " ".join(font["resources"]),
                "pages": " ".join(str(p) for p in font["pages"]),
                "subtype": font["subtype"],
                "descendant_subtype": font["descendant_subtype"],
                "base_font": font["base_font"],
                "embedded": font["embedded"],
                "program": font["program"],
                "encoding": font["encoding"],
                "cmap_chain": " > ".join(cmap["chain"]) if cmap else None,
                "cid_system_info": font["cid_system_info"],
                "to_unicode": font["to_unicode"],
                "wmode": font["wmode"],
                "verdict": font.get("verdict"),
                "root_cause": font.get("root_cause"),
                "recovery": font.get("recovery"),
                "codes_used": font.get("codes_used", 0),
                "glyphs": font.get("glyphs", 0),
                "unmapped": font.get("unmapped", 0),
                "suspect": font.get("suspect", 0),
                "invalid": font.get("invalid", 0),
                "reason": font.get("verdict_reason"),
                "reason_translated": font.get("verdict_reason_translated"),
                "findings": " ".join(dict.fromkeys(f["code"] for f in font["findings"])),
            }
        )
    return rows


def write_csv(rows: list[dict[str, Any]], columns: tuple[str, ...]) -> str:
    """Rows as CSV text (RFC 4180 line ends), every cell guarded, with a BOM."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(columns)
    for row in rows:
        writer.writerow([csv_cell(row.get(c)) for c in columns])
    return BOM + out.getvalue()


def csv_body(rows: list[dict[str, Any]], columns: tuple[str, ...]) -> str:
    """Rows as CSV lines without the header and BOM (to append to :func:`write_csv`'s)."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([csv_cell(row.get(c)) for c in columns])
    return out.getvalue()


def render_csv(report: dict[str, Any]) -> str:
    """The font inventory of a report as CSV; with ``--lang`` (as JSON) a
    ``reason_translated`` column follows ``reason``."""
    columns: tuple[str, ...] = COLUMNS
    if report["options"].get("lang"):
        at = COLUMNS.index("reason") + 1
        columns = (*COLUMNS[:at], "reason_translated", *COLUMNS[at:])
    return write_csv(inventory_rows(report), columns)


__all__ = ["COLUMNS", "csv_body", "inventory_rows", "render_csv", "write_csv"]
