"""Geometry of the report's small charts; the HTML template draws them as inline SVG.

Charts are plain data here (positions, sizes, colours, labels) so that every label
taken from a PDF reaches the page through the template's autoescaping.
"""

from __future__ import annotations

from typing import Any

from inspector.i18n import N_, Message, msg_n, tr

COVERAGE_PARTS = (
    ("tounicode", "ToUnicode", "#2da44e"),
    ("other", N_("other rule (collection, encoding, glyph name)"), "#54aeff"),
    ("recovered", N_("recovered from the font program"), "#a475f9"),
    ("suspect", N_("suspect value"), "#d4a72c"),
    ("unmapped", N_("no Unicode"), "#cf222e"),
    ("invalid", N_("invalid bytes"), "#82071e"),
)
"""Coverage segments: model key, legend text, colour."""

BAR_WIDTH = 320.0
ROW_HEIGHT = 24.0
LABEL_WIDTH = 250.0


def coverage_chart(fonts: list[dict[str, Any]]) -> dict[str, Any] | None:
    """One stacked bar per used font: how its distinct codes get their Unicode."""
    rows: list[dict[str, Any]] = []
    for font in fonts:
        coverage = font["coverage"]
        total = coverage["codes"]
        if not total:
            continue
        x = LABEL_WIDTH
        segments = []
        for key, legend, colour in COVERAGE_PARTS:
            n = coverage[key]
            if not n:
                continue
            width = BAR_WIDTH * n / total
            segments.append(
                {
                    "x": round(x, 2),
                    "width": round(width, 2),
                    "colour": colour,
                    "title": tr(
                        msg_n(
                            "{part}: {count} of {total} code",
                            "{part}: {count} of {total} codes",
                            total,
                            part=Message(legend),
                            count=n,
                            total=total,
                        )
                    ),
                }
            )
            x += width
        rows.append(
            {
                "y": len(rows) * ROW_HEIGHT,
                "label": _short(font["label"], 38),
                "title": font["label"],
                "id": font["id"],
                "segments": segments,
                "total": total,
                "mapped_share": round(100 * coverage["tounicode"] / total),
            }
        )
    if not rows:
        return None
    return {
        "rows": rows,
        "width": LABEL_WIDTH + BAR_WIDTH + 110,
        "height": len(rows) * ROW_HEIGHT,
        "bar_end": LABEL_WIDTH + BAR_WIDTH,
        "legend": [
            {"text": legend, "colour": colour}
            for key, legend, colour in COVERAGE_PARTS
            if any(f["coverage"]["codes"] and f["coverage"][key] for f in fonts)
        ],
    }


def width_chart(widths: dict[str, Any] | None) -> dict[str, Any] | None:
    """Bars of the most frequent /W widths, the default width /DW marked."""
    if not widths or not widths["histogram"]:
        return None
    bars = widths["histogram"]
    peak = max(b["count"] for b in bars)
    slot = 34.0
    height = 90.0
    out = []
    for i, bar in enumerate(bars):
        h = max(2.0, height * bar["count"] / peak)
        out.append(
            {
                "x": 10 + i * slot,
                "y": 16 + height - h,
                "height": round(h, 2),
                "width": slot - 8,
                "label": _width_label(bar["width"]),
                "count": bar["count"],
                "is_dw": widths["dw"] is not None and bar["width"] == widths["dw"],
            }
        )
    return {"bars": out, "width": 20 + len(bars) * slot, "height": height + 40, "base": 16 + height}


def _width_label(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


__all__ = ["COVERAGE_PARTS", "coverage_chart", "width_chart"]
