"""The command line: subcommands that present what the analysis finds.

Exit codes: 0 success, 2 unreadable input or a usage error (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from inspector import __version__
from inspector.analysis import Analysis
from inspector.errors import InspectorError, UsageError
from inspector.report.records import (
    diagnosis_record,
    finding_record,
    font_record,
    page_record,
    text_record,
)
from inspector.report.tables import fonts_text, trace_page_text
from inspector.text import extract_page_text

EXIT_OK = 0
EXIT_FOUND = 1
EXIT_ERROR = 2


def parse_pages(spec: str | None, count: int) -> list[int] | None:
    """``"1,3-5"`` to 0-based indexes; None means every page."""
    if spec is None:
        return None
    out: list[int] = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        try:
            if "-" in part:
                lo_text, hi_text = part.split("-", 1)
                lo = int(lo_text) if lo_text else 1
                hi = int(hi_text) if hi_text else count
            else:
                lo = hi = int(part)
        except ValueError:
            raise UsageError(f"--pages: '{part}' is not a page number or range") from None
        if lo < 1 or hi < lo:
            raise UsageError(f"--pages: '{part}' is not a valid range")
        if lo > count:
            raise UsageError(f"--pages: page {lo} does not exist (the document has {count})")
        out.extend(range(lo - 1, min(hi, count)))
    return list(dict.fromkeys(out))


def _write_json(out: TextIO, value: Any) -> None:
    out.write(json.dumps(value, ensure_ascii=False, sort_keys=False))


def cmd_trace(args: argparse.Namespace, out: TextIO) -> int:
    """Every string operand with its codes and their chains."""
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        if args.json:
            out.write('{"file": ' + json.dumps(args.file, ensure_ascii=False) + ', "pages": [')
            for n, trace in enumerate(analysis.trace(pages)):
                if n:
                    out.write(", ")
                _write_json(out, page_record(trace))
            out.write('], "findings": ')
            _write_json(out, [finding_record(f) for f in analysis.findings])
            out.write("}\n")
        else:
            for trace in analysis.trace(pages):
                out.write(trace_page_text(page_record(trace)) + "\n\n")
            for f in analysis.findings:
                out.write(f"{f.severity.label}: {f.code}: {f.message}\n")
    return EXIT_OK


def cmd_fonts(args: argparse.Namespace, out: TextIO) -> int:
    """One row per font object."""
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        diagnosis = analysis.diagnose(pages)
        fonts = [
            font_record(e, diagnosis.fonts.get(e.key), diagnosis.findings.get(e.key))
            for e in analysis.fonts(pages)
        ]
        if args.json:
            _write_json(
                out,
                {
                    "file": args.file,
                    "fonts": fonts,
                    "verdict": diagnosis_record(diagnosis),
                    "findings": [finding_record(f) for f in analysis.findings],
                },
            )
            out.write("\n")
        else:
            out.write((fonts_text(fonts) if fonts else "no fonts") + "\n")
            out.write(f"\nverdict: {diagnosis.verdict.value}: {diagnosis.reason}\n")
            for f in analysis.findings:
                out.write(f"{f.severity.label}: {f.code}: {f.message}\n")
    return EXIT_OK


def cmd_text(args: argparse.Namespace, out: TextIO) -> int:
    """The text a careful reader would extract, pages separated by form feeds."""
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        if args.json:
            out.write('{"file": ' + json.dumps(args.file, ensure_ascii=False) + ', "pages": [')
        for n, trace in enumerate(analysis.trace(pages)):
            page_text = extract_page_text(trace, unmapped=args.unmapped, raw=args.raw)
            if args.json:
                if n:
                    out.write(", ")
                _write_json(out, text_record(trace, page_text))
            else:
                out.write(page_text.text + "\f")
        if args.json:
            out.write("]}\n")
    return EXIT_OK


def cmd_gui(args: argparse.Namespace, out: TextIO) -> int:
    """Open the window (on the demo PDF when no file is given)."""
    try:
        # Imported here: the command line must work where the window cannot.
        from inspector.gui.app import run_gui
    except ImportError as exc:
        raise UsageError(
            f"the window needs PySide6 ({exc.name or exc}); install the 'gui' extra: "
            "pip install 'pdf-font-inspector[gui]'"
        ) from exc
    return int(run_gui(args.file, args.password))


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="pdf-font-inspector",
        description="Shows why the text of a PDF comes out garbled: the code, CID, GID, "
        "Unicode and width of every glyph, with the source of each value.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("file", help="the PDF file")
        p.add_argument("--pages", help="pages to inspect, e.g. 1,3-5 (default: all)")
        p.add_argument("--password", help="password of an encrypted file")
        p.add_argument("--json", action="store_true", help="machine-readable output")

    trace = sub.add_parser("trace", help="every string operand: bytes, codes and their chains")
    common(trace)
    trace.set_defaults(func=cmd_trace)
    fonts = sub.add_parser("fonts", help="the fonts of the document with their findings")
    common(fonts)
    fonts.set_defaults(func=cmd_fonts)
    text = sub.add_parser("text", help="the extracted text, pages separated by form feeds")
    common(text)
    text.add_argument(
        "--unmapped",
        default="\ufffd",
        metavar="MARK",
        help="what an unmapped code shows as (default U+FFFD)",
    )
    text.add_argument(
        "--raw",
        action="store_true",
        help="keep Kangxi radicals and compatibility ideographs as the ToUnicode gives them",
    )
    text.set_defaults(func=cmd_text)
    gui = sub.add_parser("gui", help="open the window (the default when no command is given)")
    gui.add_argument("file", nargs="?", help="the PDF file (default: the demo)")
    gui.add_argument("--password", help="password of an encrypted file")
    gui.set_defaults(func=cmd_gui)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = build_parser()
    arguments = list(sys.argv[1:] if argv is None else argv)
    commands = {"trace", "fonts", "text", "gui"}
    if not arguments or (arguments[0] not in commands and not arguments[0].startswith("-")):
        # `pdf-font-inspector` and `pdf-font-inspector FILE` open the window.
        arguments = ["gui", *arguments]
    args = parser.parse_args(arguments)
    out = sys.stdout
    try:
        code: int = args.func(args, out)
        out.flush()
        return code
    except InspectorError as exc:
        print(f"pdf-font-inspector: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        print("pdf-font-inspector: interrupted", file=sys.stderr)
        return 130
