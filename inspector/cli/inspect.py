"""The inspecting subcommands: trace, fonts, text, and opening the window."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, TextIO

from inspector.cli.common import (
    EXIT_OK,
    UNREAD_EXIT_NOTE,
    add_file_arguments,
    parse_pages,
    unread_warning,
    warn_unread,
    write_json,
    write_text,
)
from inspector.cli.shapes import (
    add_shape_arguments,
    apply_shapes,
    page_shape_advice,
    page_shape_records,
)
from inspector.errors import UsageError
from inspector.files import shown
from inspector.i18n import N_, msg, tr, tr_format
from inspector.output.words import finding_line
from inspector.pagepool import MAX_AUTO_JOBS, PARALLEL_FROM

if TYPE_CHECKING:
    from inspector.analysis import Analysis
    from inspector.content import PageTrace
    from inspector.findings import Finding

# Each command imports what it uses when it runs: building the parser (and --version)
# must not import the analysis, and ``fonts`` does not need the text layout.


def cmd_trace(args: argparse.Namespace, out: TextIO) -> int:
    """Every string operand with its codes and their chains."""
    from inspector.analysis import Analysis
    from inspector.output.trace_json import trace_json
    from inspector.pagepool import PageRuns

    work = partial(with_unread, partial(page_trace_output, naive=args.naive, as_json=args.json))
    warnings: list[str] = []
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        selected = pages if pages is not None else list(range(analysis.page_count))
        # The glyph-shape matches live in this process's fonts: no worker processes.
        jobs = 1 if apply_shapes(args, analysis, pages) else args.jobs
        runs = PageRuns(analysis, selected, work, jobs, args.password)
        pieces = (take_unread(item, warnings) for item in runs)
        if args.json:

            def findings() -> tuple[Finding, ...]:
                runs.complete_document_findings()
                return analysis.findings

            for piece in trace_json(args.file, pieces, findings):
                write_text(out, piece)
        else:
            for piece in pieces:
                write_text(out, piece)
            runs.complete_document_findings()
            for f in analysis.findings:
                out.write(finding_line(f.severity, f.code, f.message) + "\n")
    out.flush()
    return warn_unread(warnings)


@dataclass(frozen=True, slots=True)
class UnreadPage:
    """A page's output with what of the page was not read whole (the messages of the
    findings saying so, for the warning on stderr)."""

    index: int
    output: Any
    messages: tuple[str, ...]


def with_unread(
    work: Callable[[Analysis, PageTrace], Any], analysis: Analysis, trace: PageTrace
) -> Any:
    """``work``'s output for a page, as it is when the page was read whole, else in an
    :class:`UnreadPage` (run in a worker process: the main process words the warning).
    Pages read whole keep their plain output, so that runs of bytes still travel
    through the spool (:class:`inspector.pagepool.Spooled`)."""
    output = work(analysis, trace)
    unread = trace.all_unread
    if not unread:
        return output
    return UnreadPage(trace.page_index, output, tuple(f.message for f in unread))


def take_unread(item: Any, warnings: list[str]) -> Any:
    """The output of :func:`with_unread`, its page's warning (if any) added to ``warnings``."""
    if type(item) is not UnreadPage:
        return item
    line = unread_warning(item.index, item.messages)
    if line is not None:
        warnings.append(line)
    return item.output


_recorder: (
    tuple[object, bool, Callable[[PageTrace], dict[str, Any]], Callable[[PageTrace], str | bytes]]
    | None
) = None
"""The page recorders of the last analysis ``trace`` used (records and JSON text; their
per-code parts shared by all its pages), with whether they add the naive readings."""


def page_trace_output(
    analysis: Analysis, trace: PageTrace, *, naive: bool, as_json: bool
) -> str | bytes:
    """What ``trace`` writes for one page (run in a worker process for large documents):
    text, or JSON encoded in UTF-8."""
    global _recorder
    from inspector.cli.explain import naive_page_records, naive_page_text
    from inspector.output.records import page_record
    from inspector.output.tables import trace_page_text
    from inspector.output.trace_json import page_writer

    if _recorder is None or _recorder[0] is not analysis or _recorder[1] != naive:
        chains: dict[int, dict[str, Any]] = {}  # per-code records shared by all pages
        record = naive_page_records(analysis) if naive else partial(page_record, chains=chains)
        if naive:
            from inspector.output.json_text import dumps

            as_text: Callable[[PageTrace], str | bytes] = lambda t: dumps(record(t))  # noqa: E731
        else:
            as_text = page_writer()
        _recorder = (analysis, naive, record, as_text)
    if as_json:
        return _recorder[3](trace)
    page = _recorder[2](trace)
    return (naive_page_text if naive else trace_page_text)(page) + "\n\n"


def cmd_fonts(args: argparse.Namespace, out: TextIO) -> int:
    """One row per font object."""
    from inspector.analysis import Analysis
    from inspector.output.records import diagnosis_record, font_record
    from inspector.output.words import verdict_label
    from inspector.pagepool import diagnose

    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        if args.quick:
            # The dictionaries alone: no page content is read, so there are no code
            # counts and no verdicts (they depend on the codes the pages use).
            rows = [font_record(e) for e in analysis.fonts(pages)]
            note = tr(msg("not judged: {note}", note=QUICK_NOTE))
            _write_fonts(args, analysis, rows, None, note, out)
            return EXIT_OK
        # The glyph-shape matches live in this process's fonts: no worker processes.
        jobs = 1 if apply_shapes(args, analysis, pages) else args.jobs
        # The same verdicts as the report and the window reach (Analysis.conclude); the
        # rows are the fonts the pages list (a font used unlisted has no resource to show).
        diagnosis = diagnose(analysis, pages, jobs, args.password)
        rows = [
            font_record(e, diagnosis.fonts.get(e.key), diagnosis.findings.get(e.key))
            for e in analysis.fonts(pages)
        ]
        verdict = tr_format(
            "{verdict} (by glyph shape): {reason}"
            if diagnosis.root_cause == "GLYPH-SHAPE-RECOVERED"
            else "{verdict}: {reason}",
            verdict=verdict_label(diagnosis.verdict.value),
            reason=diagnosis.reason,
        )
        record = diagnosis_record(diagnosis)
        if args.shape_route:
            record["glyph_shape_pages"] = page_shape_records(diagnosis)
        _write_fonts(args, analysis, rows, record, verdict, out)
        if args.shape_route and not args.json:
            for line in page_shape_advice(diagnosis):
                out.write(line + "\n")
    return EXIT_OK


def _write_fonts(
    args: argparse.Namespace,
    analysis: Analysis,
    rows: list[dict[str, Any]],
    verdict_record: dict[str, Any] | None,
    verdict_line: str,
    out: TextIO,
) -> None:
    """The font rows as JSON or as a table, with the file's verdict and findings."""
    from inspector.output.records import finding_record
    from inspector.output.tables import fonts_text

    if args.json:
        write_json(
            out,
            {
                "file": shown(args.file),
                "fonts": rows,
                "verdict": verdict_record,
                "findings": [finding_record(f) for f in analysis.findings],
            },
        )
        out.write("\n")
        return
    out.write((fonts_text(rows) if rows else tr(N_("no fonts"))) + "\n")
    out.write("\n" + tr_format("verdict: {verdict}", verdict=verdict_line) + "\n")
    for f in analysis.findings:
        out.write(finding_line(f.severity, f.code, f.message) + "\n")


QUICK_NOTE = msg(
    "--quick reads the font dictionaries only; without it every page is read to count "
    "the codes each font shows"
)


def cmd_text(args: argparse.Namespace, out: TextIO) -> int:
    """The text a careful reader would extract, pages separated by form feeds."""
    from inspector.analysis import Analysis
    from inspector.pagepool import map_pages

    work = partial(
        with_unread,
        partial(
            page_text_output,
            unmapped=args.unmapped,
            raw=args.raw,
            recover=not args.no_recover,
            as_json=args.json,
        ),
    )
    warnings: list[str] = []
    # The text of a code needs its font program only when the PDF does not give it.
    with Analysis(args.file, args.password, text_only=True) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        if args.shape_route and args.no_recover:
            raise UsageError("--recover glyph-shape and --no-recover exclude each other")
        selected = pages if pages is not None else list(range(analysis.page_count))
        # The glyph-shape matches live in this process's fonts: no worker processes.
        jobs = 1 if apply_shapes(args, analysis, pages) else args.jobs
        if args.json:
            out.write(
                '{"file": ' + json.dumps(shown(args.file), ensure_ascii=False) + ', "pages": ['
            )
        pages_out = map_pages(analysis, selected, work, jobs, args.password)
        for n, item in enumerate(pages_out):
            if args.json and n:
                out.write(", ")
            out.write(take_unread(item, warnings))
        if args.json:
            out.write("]}\n")
    out.flush()
    return warn_unread(warnings)


def page_text_output(
    analysis: Analysis, trace: PageTrace, *, unmapped: str, raw: bool, recover: bool, as_json: bool
) -> str:
    """What ``text`` writes for one page (run in a worker process for large documents)."""
    from inspector.text import extract_page_text

    page_text = extract_page_text(trace, unmapped=unmapped, raw=raw, recover=recover, spans=as_json)
    if as_json:
        from inspector.output.json_text import dumps
        from inspector.output.records import text_record

        return dumps(text_record(trace, page_text))
    return page_text.text + "\f"


def add_jobs_argument(parser: argparse.ArgumentParser, command: str) -> None:
    parser.add_argument(
        "--jobs",
        type=_jobs,
        default="auto",
        metavar="N",
        help="worker processes reading the pages (default 'auto': one per core, up to "
        f"{MAX_AUTO_JOBS}, for documents of {PARALLEL_FROM} pages or more; {command}'s "
        "output is the same whatever the number)",
    )


def _jobs(value: str) -> int | str:
    if value == "auto":
        return value
    try:
        jobs = int(value)
    except ValueError:
        jobs = 0
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"expected a number of processes or 'auto', got {value!r}")
    return jobs


def cmd_gui(args: argparse.Namespace, out: TextIO) -> int:
    """Open the window (on the demo PDF when no file is given)."""
    # Imported here: the command line must work where the window cannot (run_gui says
    # in one line when PySide6 is missing).
    from inspector.gui.app import run_gui

    return int(run_gui(args.file, args.password))


TEXT_EPILOG = f"""\
exit codes: 0 done;
  {UNREAD_EXIT_NOTE};
  2 unreadable input or usage error
"""


def register(sub: Any) -> None:
    """Add trace, fonts, text and gui to the subcommand parser."""
    trace = sub.add_parser(
        "trace",
        help="every string operand: bytes, codes and their chains",
        description="Every string operand of the pages: its bytes, the codes the font's "
        "codespace splits them into, and for each code its chain (CID, glyph, Unicode, "
        "width) with the source of every value. --json gives the same as one record per "
        "string.",
        epilog=TEXT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_file_arguments(trace)
    trace.add_argument(
        "--naive", action="store_true", help="add what common extraction mistakes print"
    )
    add_jobs_argument(trace, "trace")
    add_shape_arguments(trace)
    trace.set_defaults(func=cmd_trace)
    fonts = sub.add_parser(
        "fonts",
        help="the fonts of the document with verdicts and findings",
        description="One row per font of the pages: its type, encoding or CMap, "
        "CIDSystemInfo, ToUnicode, whether it is embedded, the codes the pages use, the "
        "unmapped and suspect ones, and its verdict; the file's verdict and reason last. "
        "--quick lists the font dictionaries only, like pdffonts.",
        epilog="exit codes: 0 done; 2 unreadable input or usage error",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_file_arguments(fonts)
    fonts.add_argument(
        "--quick",
        action="store_true",
        help="list the fonts from their dictionaries without reading the pages' content "
        "(fast, like pdffonts; no code counts or verdicts)",
    )
    add_jobs_argument(fonts, "fonts")
    add_shape_arguments(fonts)
    fonts.set_defaults(func=cmd_fonts)
    text = sub.add_parser(
        "text",
        help="the extracted text, pages separated by form feeds",
        description="The text of the pages as the inspector reads it: each code through "
        "its chain, lines in reading order (columns, tables, right-to-left and vertical "
        "lines), pages separated by form feeds. A code without Unicode shows as MARK.",
        epilog=TEXT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_file_arguments(text)
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
    text.add_argument(
        "--no-recover",
        action="store_true",
        help="show unmapped codes as MARK even where the embedded font program says which "
        "character its glyph is",
    )
    add_jobs_argument(text, "text")
    add_shape_arguments(text)
    text.set_defaults(func=cmd_text)
    gui = sub.add_parser(
        "gui",
        help="open the window (the default when no command is given)",
        description="Open the window on the PDF (on the bundled demo without one): the "
        "fonts, the codes of every string with their chains, the page and the text side "
        "by side.",
        epilog="exit codes: 0 closed; 2 no PySide6, no display, or a usage error",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    gui.add_argument("file", nargs="?", help="the PDF file (default: the demo)")
    gui.add_argument("--password", help="password of an encrypted file")
    gui.set_defaults(func=cmd_gui)
