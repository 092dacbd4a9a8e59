"""``export-html``: the document as HTML, page by page, through a template."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from inspector.cli.common import (
    add_quiet_argument,
    check_output,
    parse_pages,
    unread_warning,
    warn_unread,
)
from inspector.cli.inspect import TEXT_EPILOG, add_jobs_argument
from inspector.errors import UsageError
from inspector.files import WholeFile, shown
from inspector.output.words import finding_line


def cmd_export_html(args: argparse.Namespace, out: TextIO) -> int:
    """Write the HTML; images into a folder beside it unless embedded."""
    from inspector.export import export_html  # Jinja2 and the template: on use only

    template = Path(args.template) if args.template else None
    if template is not None and not template.is_file():
        raise UsageError(f"no template at {template}")
    to_stdout = args.output == "-"
    target = None if to_stdout else Path(args.output)
    if target is not None:
        check_output("-o", target, args.file)
    if args.embed_images or to_stdout:
        images = None
    elif args.images:
        images = Path(args.images)
    else:
        assert target is not None
        images = target.with_name(target.stem + "_files")
    from inspector.analysis import Analysis
    from inspector.findings import CollectingSink

    findings = CollectingSink()
    warnings: list[str] = []

    def on_unread(index: int, unread: Sequence[str]) -> None:
        line = unread_warning(index, unread)
        if line is not None:
            warnings.append(line)

    # The HTML holds the text and its fonts' names, sizes and weights: a font program is
    # read only where a code's text depends on it (see Analysis, ``text_only``).
    with Analysis(args.file, args.password, text_only=True) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        if target is not None:
            # Written under a temporary name and moved into place whole: a template that
            # fails half-way leaves no half file (nor spoils the one there before).
            with WholeFile(target, "w", encoding="utf-8", newline="\n") as handle:
                count = export_html(
                    analysis,
                    handle,
                    pages=pages,
                    template=template,
                    images=images,
                    link_base=target.parent,
                    file_name=shown(Path(args.file).name),
                    jobs=args.jobs,
                    password=args.password,
                    findings=findings,
                    on_unread=on_unread,
                )
            noun = "image" if count == 1 else "images"
            where = f" and {count} {noun} in {images}" if count and images else ""
            # On stdout, as report and repair say what they wrote (with -o -, stdout is
            # the HTML and nothing is said).
            out.write(f"wrote {shown(target)}{where}\n")
        else:
            export_html(
                analysis,
                out,
                pages=pages,
                template=template,
                file_name=shown(Path(args.file).name),
                jobs=args.jobs,
                password=args.password,
                findings=findings,
                on_unread=on_unread,
            )
            out.flush()
    # On stderr: standard output may be the HTML itself (-o -).
    for f in findings:
        print(finding_line(f.severity, f.code, f.message), file=sys.stderr)
    return warn_unread(warnings)


def register(sub: Any) -> None:
    p = sub.add_parser(
        "export-html",
        help="the document as HTML: headings, paragraphs, images",
        description="The document as HTML through a Jinja2 template (the default one, or "
        "--template): headings, paragraphs, lists, images and links of each page, the "
        "outline as navigation, codes without Unicode marked with their font and code.",
        epilog=TEXT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file", help="the PDF file")
    p.add_argument("-o", "--output", required=True, help="the HTML file to write (- for stdout)")
    p.add_argument("--pages", help="pages, e.g. 1,3-5 (default: all)")
    p.add_argument("--template", help="a Jinja2 template of your own (see README)")
    images = p.add_mutually_exclusive_group()
    images.add_argument("--images", help="folder for the images (default: OUT_files)")
    images.add_argument("--embed-images", action="store_true", help="images as data URIs")
    p.add_argument("--password", help="password of an encrypted file")
    add_quiet_argument(p)
    add_jobs_argument(p, "export-html")
    p.set_defaults(func=cmd_export_html)
