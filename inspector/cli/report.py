"""The reporting subcommands: a diagnostic report of one file, and batch triage.

``report FILE -o OUT`` writes HTML, JSON, Markdown or CSV (chosen by the extension of
OUT, or ``--format``). ``triage PATH...`` gives a verdict per file and per font for
files and folders, in parallel, with a closing summary grouped by root cause.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any, TextIO

from inspector.cli.common import EXIT_OK, add_quiet_argument, check_output, parse_pages
from inspector.cli.compare import add_memory_limit
from inspector.cli.inspect import add_jobs_argument
from inspector.cli.shapes import add_shape_arguments, apply_shapes
from inspector.errors import UsageError
from inspector.files import WholeFile, shown
from inspector.i18n import tr, tr_format
from inspector.output.tables import safe
from inspector.report.formats import format_for, format_keys, format_of_path

# The analysis and the renderers (Jinja2, Pygments) are imported by the
# command that uses them: building the parser (and --version) must not pay for them.

REPORT_EPILOG = """\
formats (from the extension of OUT, or --format):
  .html  one self-contained page for people: verdict and what to do, a card per font
         with its CMaps, ToUnicode coverage, findings and failing codes with their
         chain and glyph, and the text of each page with unmapped glyphs marked
  .json  the same report for machines (schema: inspector/report/schema/report.schema.json)
  .md    a short summary to paste into a ticket
  .csv   the font inventory, one row per font

--redact replaces the page text and the title by character classes (letters X/x,
digits 9, ideographs 〇, hiragana あ, katakana ア, hangul 가); failing codes and
their chains stay.

exit codes: 0 report written; 2 unreadable input or usage error
"""


def _output_format(out: str, given: str | None) -> str:
    if given:
        return given
    fmt = format_of_path(out)
    if fmt is None:
        raise UsageError(
            f"-o {shown(out)}: cannot tell the format from the extension; use .html, .json, .md "
            "or .csv (or --format)"
        )
    return fmt.key


def write_atomically(path: str, text: str | Iterable[bytes]) -> None:
    """Write a text file (or its UTF-8 bytes, in pieces) through a temporary file in the
    same folder, so that a failed run never leaves half a report (or half of an older one)
    behind; the file gets the permissions the umask gives, as any new file."""
    with WholeFile(path) as fh:
        if isinstance(text, str):
            fh.write(text.encode("utf-8"))
        else:
            for piece in text:
                fh.write(piece)


def _compare_engines(args: argparse.Namespace) -> list[Any] | None:
    """The engines of ``--compare`` (None without it)."""
    if not args.compare:
        return None
    from inspector.cli.compare import chosen_engines

    return chosen_engines(args)


def cmd_report(args: argparse.Namespace, out: TextIO) -> int:
    """A diagnostic report of one file."""
    to_stdout = args.output == "-"
    if not to_stdout:
        check_output("-o", args.output, args.file)
    fmt = _output_format(args.output, args.format)
    from inspector.analysis import Analysis
    from inspector.output.words import verdict_label
    from inspector.report.json_report import iter_json_utf8
    from inspector.report.model import build_report

    engines = _compare_engines(args)
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        # The glyph-shape matches live in this process's fonts: no worker processes.
        jobs = 1 if apply_shapes(args, analysis, pages) else args.jobs
        report = build_report(
            analysis, pages, redact=args.redact, jobs=jobs, password=args.password
        )
        if engines is not None:
            from inspector.engines.compare import compare_file, compare_summary

            record = compare_file(
                args.file,
                pages,
                engines,
                time_limit=args.time_limit,
                password=args.password,
                analysis=analysis,
                memory_limit=args.memory_limit,
            )
            report["compare"] = compare_summary(record, redact=args.redact)
    # JSON goes out as the encoder's UTF-8 bytes, a page at a time: as one string, the
    # report of a large document would take its size twice again.
    data = iter_json_utf8(report) if fmt == "json" else format_for(fmt).render(report)
    if to_stdout:
        out.write(data if isinstance(data, str) else b"".join(data).decode("utf-8"))
        return EXIT_OK
    write_atomically(args.output, data)
    summary = report["summary"]
    verdict = verdict_label(summary["verdict"])
    line = (
        tr_format(
            "{file}: {verdict} ({cause}): {reason}",
            file=safe(shown(args.output)),
            verdict=verdict,
            cause=summary["root_cause"],
            reason=safe(tr(summary["reason"])),
        )
        if summary["root_cause"]
        else tr_format(
            "{file}: {verdict}: {reason}",
            file=safe(shown(args.output)),
            verdict=verdict,
            reason=safe(tr(summary["reason"])),
        )
    )
    out.write(line + "\n")
    return EXIT_OK


def register(sub: Any) -> None:
    """Add report and triage to the subcommand parser."""
    report = sub.add_parser(
        "report",
        help="a diagnostic report of one file: HTML, JSON, Markdown or CSV",
        description="Write a diagnostic report of one PDF: the verdict and what to do, "
        "every font with its findings and failing codes, the text of each page.",
        epilog=REPORT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    report.add_argument("file", help="the PDF file")
    report.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUT",
        help="the report file (.html, .json, .md or .csv); - for standard output",
    )
    report.add_argument("--format", choices=format_keys(), help="override OUT's extension")
    report.add_argument("--pages", help="pages to inspect, e.g. 1,3-5 (default: all)")
    report.add_argument(
        "--redact", action="store_true", help="replace page text and title by character classes"
    )
    report.add_argument("--password", help="password of an encrypted file")
    add_quiet_argument(report)
    add_jobs_argument(report, "report")
    add_shape_arguments(report)
    report.add_argument(
        "--compare",
        action="store_true",
        help="add a section comparing other installed extractors' text with ours "
        "(agreement per engine, the first differences per cause; see compare)",
    )
    report.add_argument(
        "--engines", metavar="LIST", help="with --compare: the engines to run (default: all)"
    )
    report.add_argument(
        "--time-limit",
        type=float,
        default=60.0,
        metavar="S",
        help="with --compare: seconds each engine may take (default 60)",
    )
    add_memory_limit(
        report, "with --compare: MiB of address space each engine may take (default 2048)"
    )
    report.set_defaults(func=cmd_report)
