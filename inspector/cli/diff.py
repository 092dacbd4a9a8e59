"""The ``diff`` subcommand: what changed between two versions of a document."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from inspector.cli.common import (
    EXIT_FOUND,
    EXIT_OK,
    add_quiet_argument,
    check_output,
    write_json,
)
from inspector.errors import UsageError
from inspector.files import WholeFile, shown

# The analysis and the comparison are imported when the command runs.


def cmd_diff(args: argparse.Namespace, out: TextIO) -> int:
    """Compare A with B; 0 when nothing differs, 1 when something does."""
    if args.output:
        if not args.output.lower().endswith((".html", ".htm", ".md")):
            raise UsageError(f"-o {shown(args.output)}: give a name ending in .html or .md")
        check_output("-o", args.output, args.a)
        check_output("-o", args.output, args.b)
    from inspector.diff import compare_files
    from inspector.diff.render import record, render_html, render_markdown, render_text

    diff = compare_files(args.a, args.b, args.pages, args.password)
    if args.output:
        page = render_markdown(diff) if args.output.lower().endswith(".md") else render_html(diff)
        with WholeFile(args.output) as fh:
            fh.write(page.encode("utf-8"))
    if args.json:
        write_json(out, record(diff))
        out.write("\n")
    else:
        out.write(render_text(diff))
    if args.output:
        out.write(f"wrote {shown(args.output)}\n" if not args.json else "")
    return EXIT_FOUND if diff.differs else EXIT_OK


def register(sub: Any) -> None:
    """Add the diff subcommand."""
    p = sub.add_parser(
        "diff",
        help="compare two versions of a document: fonts, mappings and text",
        description="Compares file A with file B: fonts paired by base name (without the\n"
        "subset tag), subtype and the text they draw, and what differs in each pair\n"
        "(embedded, subset, encoding or CMap, CIDSystemInfo, ToUnicode, the mappings of the\n"
        "codes both use, widths, the verdict); fonts only in A or only in B; the text of\n"
        "each page aligned, each difference with its cause in the chain where one is\n"
        "known (a code mapped differently, a code that lost its Unicode, another reading\n"
        "order, whitespace only), else 'cause unknown'. One summary line comes first.",
        epilog="exit codes: 0 no difference; 1 something differs; 2 unreadable input or\n"
        "  usage error",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("a", metavar="A.pdf", help="the first version")
    p.add_argument("b", metavar="B.pdf", help="the second version")
    p.add_argument("--pages", help="pages to compare in both, e.g. 1,3-5 (default: all)")
    p.add_argument("--password", help="password of encrypted files")
    add_quiet_argument(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument(
        "-o", "--output", metavar="OUT", help="also write the comparison as .html or .md"
    )
    p.set_defaults(func=cmd_diff)
