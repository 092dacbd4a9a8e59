"""The ``explain`` subcommand: what a finding code means."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any, TextIO

from inspector.catalogue import CATALOGUE, FindingKind
from inspector.cli.common import EXIT_OK, nearest, write_json
from inspector.errors import UsageError
from inspector.i18n import N_, tr, tr_in, translated_fields
from inspector.i18n.wrap import wrap_wide


def _entry_text(kind: FindingKind) -> str:
    explanation = tr(kind.explanation)
    if explanation == kind.explanation:
        body = textwrap.fill(explanation, width=78, initial_indent="  ", subsequent_indent="  ")
    else:
        # CJK text has no spaces to break at: wrapped by display width, two columns a
        # wide character, never inside a word of Latin letters or a PDF name.
        body = "\n".join("  " + line for line in wrap_wide(explanation, 76))
    spec = tr(N_("spec"))
    return (
        f"{kind.code} ({kind.severity}): {tr(kind.title)}\n  {spec}: {kind.spec or '-'}\n{body}\n"
    )


def _record(kind: FindingKind) -> dict[str, Any]:
    record: dict[str, Any] = {
        "code": kind.code,
        "severity": kind.severity,
        "title": kind.title,
        "spec": kind.spec,
        "explanation": kind.explanation,
    }
    lang = translated_fields()
    if lang is not None:
        record["title_translated"] = tr_in(kind.title, lang)
        record["explanation_translated"] = tr_in(kind.explanation, lang)
    return record


def cmd_explain(args: argparse.Namespace, out: TextIO) -> int:
    """Print catalogue entries: the codes given, or all of them."""
    codes = [c.upper() for c in args.code] or sorted(CATALOGUE)
    unknown = [c for c in codes if c not in CATALOGUE]
    if unknown:
        close = nearest(unknown[0], CATALOGUE)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        raise UsageError(f"unknown finding code {unknown[0]}{hint}")
    kinds = [CATALOGUE[c] for c in codes]
    if args.json:
        write_json(out, [_record(k) for k in kinds])
        out.write("\n")
    else:
        out.write("\n".join(_entry_text(k) for k in kinds))
    return EXIT_OK


def register(sub: Any) -> None:
    """Add the explain subcommand."""
    p = sub.add_parser(
        "explain",
        help="what a finding code means (all codes without one)",
        description="What each finding code means: its severity, the clause of ISO 32000-1 "
        "it rests on, and an explanation; every code of the catalogue without arguments.",
        epilog="exit codes: 0 done; 2 an unknown code (the nearest codes are named)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("code", nargs="*", help="finding codes, e.g. FONT-NO-TOUNICODE")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_explain)
