"""The glyph-shape route on the command line: ``--recover glyph-shape`` and its threshold."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from inspector.i18n import msg, tr

ROUTES = ("glyph-shape",)


def add_shape_arguments(p: argparse.ArgumentParser, flag: str = "--recover") -> None:
    """``--recover glyph-shape`` (or ``--use``) and ``--min-confidence X``."""
    p.add_argument(
        flag,
        dest="shape_route",
        choices=ROUTES,
        help="also read unmapped codes from their glyph shapes, matched against installed "
        "CJK fonts (the file does not state them: off by default; needs the 'glyphs' extra); "
        "exit status 2 when the route cannot run (no numpy, no reference font)",
    )
    p.add_argument(
        "--min-confidence",
        type=float,
        default=None,
        metavar="X",
        help="glyph-shape matches below this confidence (0-1, default 0.5) stay unmapped",
    )


def apply_shapes(args: argparse.Namespace, analysis: Any, pages: list[int] | None) -> bool:
    """Run the glyph-shape route when asked, with a line on stderr saying what it did;
    whether it was asked (its matches are then in this process's fonts only)."""
    if getattr(args, "shape_route", None) != "glyph-shape":
        return False
    threshold = args.min_confidence
    if threshold is not None and not 0 <= threshold <= 1:
        from inspector.errors import UsageError

        raise UsageError("--min-confidence must be between 0 and 1")
    report = analysis.recover_glyph_shapes(pages, threshold)
    if report.unavailable is not None:
        # Asked for and not done: the command still shows what it read (with the
        # GLYPH-SHAPE-UNAVAILABLE finding) but exits 2 (inspector.cli._main), so that a
        # script does not take the unread codes for the route's answer.
        args.shape_unavailable = report.unavailable
        print(
            tr(msg("glyph-shape: cannot run: {reason}", reason=report.unavailable)), file=sys.stderr
        )
        return True
    accepted = sum(f.accepted for f in report.fonts.values())
    asked = sum(f.asked for f in report.fonts.values())
    ambiguous = sum(f.ambiguous for f in report.fonts.values())
    values = {
        "count": accepted,
        "total": asked,
        "seconds": f"{report.seconds:.1f}",
        "indexes": report.indexes_built,
        "ambiguous": ambiguous,
    }
    line = (
        msg(
            "glyph-shape: {count} of {total} unmapped codes read from glyph shapes in {seconds} s "
            "({indexes} reference indexes built); {ambiguous} ambiguous (twin outlines), left "
            "unmapped",
            **values,
        )
        if ambiguous
        else msg(
            "glyph-shape: {count} of {total} unmapped codes read from glyph shapes in {seconds} s "
            "({indexes} reference indexes built)",
            **values,
        )
    )
    print(tr(line), file=sys.stderr)
    return True


def page_shape_records(diagnosis: Any) -> list[dict[str, Any]]:
    """Per page with text: glyphs read from their shapes, and those that still need a
    person (``fonts --json --recover glyph-shape``)."""
    return [
        {
            "number": p.page_index + 1,
            "glyphs": p.glyphs,
            "by_glyph_shape": p.by_shape,
            "need_person": p.need_person,
            "ocr_recommended": p.ocr_recommended,
        }
        for p in diagnosis.pages
        if p.glyphs
    ]


def page_shape_advice(diagnosis: Any) -> list[str]:
    """One line per page whose glyphs the shapes read, or that still has glyphs nothing
    reads: what a person must still do there."""
    lines = []
    for p in diagnosis.pages:
        if not (p.by_shape or p.need_person):
            continue
        values = {
            "page": p.page_index + 1,
            "count": p.by_shape,
            "total": p.glyphs,
            "rest": p.need_person,
        }
        if not p.need_person:
            line = msg(
                "page {page}: {count} of {total} glyphs read from their glyph shapes (review "
                "them); {rest} still need a person",
                **values,
            )
        elif p.ocr_recommended:
            line = msg(
                "page {page}: {count} of {total} glyphs read from their glyph shapes (review "
                "them); {rest} still need a person: run OCR there",
                **values,
            )
        else:
            line = msg(
                "page {page}: {count} of {total} glyphs read from their glyph shapes (review "
                "them); {rest} still need a person: read them from the printed page",
                **values,
            )
        lines.append(tr(line))
    return lines
