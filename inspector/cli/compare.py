"""The compare subcommand: what every other installed extractor printed for the pages,
aligned with our text, with the cause of each difference."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from inspector.cli.common import (
    add_file_arguments,
    parse_pages,
    unread_warning,
    warn_unread,
    write_text,
)
from inspector.errors import UsageError
from inspector.i18n import tr, tr_format, tr_format_n
from inspector.output.tables import safe
from inspector.output.words import status_text

SHOWN_PER_CAUSE = 3
"""Differences listed per cause and engine without --json."""

ENGINE_NAMES = "pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf, pdfplumber"


def chosen_engines(args: argparse.Namespace) -> list[Any]:
    """The engines ``--engines`` names (all known ones without it), after checking
    ``--time-limit``; shared by ``compare`` and ``report --compare``."""
    from inspector.engines import find_engines

    if args.time_limit <= 0:
        raise UsageError("--time-limit: give a positive number of seconds")
    if args.memory_limit <= 0:
        raise UsageError("--memory-limit: give a positive number of MiB")
    names = [n for n in (args.engines or "").split(",") if n.strip()] or None
    try:
        return list(find_engines(names))
    except ValueError as exc:
        raise UsageError(f"--engines: {exc}") from None


def cmd_compare(args: argparse.Namespace, out: TextIO) -> int:
    """Run the engines, align their text with ours and explain the differences."""
    from inspector.analysis import Analysis
    from inspector.engines.compare import compare_file

    engines = chosen_engines(args)
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        record = compare_file(
            args.file,
            pages,
            engines,
            time_limit=args.time_limit,
            password=args.password,
            analysis=analysis,
            memory_limit=args.memory_limit,
        )
    if args.json:
        write_record(out, record)
    else:
        out.write(comparison_text(record))  # safe() writes lone surrogates as \\uXXXX
        _say_surrogates(_lone_surrogates(record))
    out.flush()
    return warn_unread(unread_lines(record))


def unread_lines(record: dict[str, Any]) -> list[str]:
    """The warning of each compared page whose content we did not read whole (as text,
    trace and export-html give it): our text there is partial."""
    lines = []
    for v in record.get("verdicts", []):
        line = unread_warning(v["page"] - 1, v.get("unread") or ())
        if line is not None:
            lines.append(line)
    return lines


def write_record(out: TextIO, record: dict[str, Any]) -> None:
    """The record as JSON, with what UTF-8 cannot hold or a viewer would hide or reorder
    (lone surrogates an engine or a broken ToUnicode gives, bidirectional controls) as
    ``\\uXXXX`` escapes, which a JSON reader reads back as the characters (a high
    surrogate escaped just before a low one as the pair's character); escaped surrogates
    are said on stderr."""
    from inspector.output.json_text import dumps_utf8
    from inspector.report.json_report import escaped_utf8

    data, lone = escaped_utf8(dumps_utf8(record))
    write_text(out, data + b"\n")
    _say_surrogates(lone)


def _lone_surrogates(record: dict[str, Any]) -> int:
    from inspector.output.json_text import dumps_utf8
    from inspector.report.json_report import escaped_utf8

    return escaped_utf8(dumps_utf8(record))[1]


def _say_surrogates(lone: int) -> None:
    if lone:
        note = tr_format_n(
            "compare: {count} lone surrogate (U+D800-U+DFFF, which UTF-8 cannot hold) "
            "written as a \\uXXXX escape",
            "compare: {count} lone surrogates (U+D800-U+DFFF, which UTF-8 cannot hold) "
            "written as \\uXXXX escapes",
            lone,
            count=lone,
        )
        print(note, file=sys.stderr)


def comparison_text(record: dict[str, Any], shown: int = SHOWN_PER_CAUSE) -> str:
    """The comparison for people: a line per engine, then per engine its differences
    grouped by cause, the first few of each."""
    from inspector.engines.compare import causes_of, engine_agreement

    count = len(record["engines"])
    lines = [
        tr_format("{file}: our text against 1 engine", file=safe(record["file"]))
        if count == 1
        else tr_format(
            "{file}: our text against {count} engines", file=safe(record["file"]), count=count
        )
    ]
    width = max((len(_title(e)) for e in record["engines"]), default=0)
    for engine in record["engines"]:
        agreement = engine_agreement(engine)
        counts = sum(len(p["differences"]) for p in engine["pages"])
        state = status_text(engine["status"])
        state += f" ({safe(engine['note'])})" if engine["note"] else ""
        if agreement is None:
            lines.append(f"  {_title(engine):<{width}}  {state}")
            continue
        read = len(engine["pages"])
        detail = tr_format(
            "{state}; {pages}, {agreement} agreement, {differences}",
            state=state,
            pages=tr_format_n("{count} page", "{count} pages", read, count=read),
            agreement=f"{agreement:.1%}",
            differences=tr_format_n(
                "{count} difference", "{count} differences", counts, count=counts
            ),
        )
        lines.append(f"  {_title(engine):<{width}}  {detail}")
    verdicts = [v for v in record.get("verdicts", []) if v["verdict"] != "too-few"]
    odd = {v["page"]: set(v["agreeing"]) for v in verdicts if v["verdict"] == "ours-odd"}
    if verdicts:
        lines.append("")
        for v in verdicts:
            lines.append(f"{VERDICT_MARKS.get(v['verdict'], '')}{safe(v['explanation'])}")
    for engine in record["engines"]:
        grouped = causes_of(engine)
        if not grouped:
            continue
        against = sorted(page for page, names in odd.items() if engine["name"] in names)
        lines.append("")
        summary = tr(", ").join(f"{cause} {len(items)}" for cause, items in grouped.items())
        lines.append(f"{_title(engine)}: {summary}")
        if against:
            pages = ", ".join(str(p) for p in against)
            note = tr_format_n(
                "  (page {pages}: ours is the odd one out; where this engine and the "
                "others agree, the differences below are more likely ours)",
                "  (pages {pages}: ours is the odd one out; where this engine and the "
                "others agree, the differences below are more likely ours)",
                len(against),
                pages=pages,
            )
            lines.append(note)
        for cause, items in grouped.items():
            lines.append(f"  {cause} ({len(items)}):")
            for d in items[:shown]:
                ours, theirs = _cut(d["ours"]), _cut(d["theirs"])
                if d["string"] is not None:
                    line = tr_format(
                        'page {page}, string {string}, code {code}: ours "{ours}", '
                        'theirs "{theirs}"',
                        page=d["page"],
                        string=d["string"],
                        code=d["code"],
                        ours=ours,
                        theirs=theirs,
                    )
                else:
                    line = tr_format(
                        'page {page}: ours "{ours}", theirs "{theirs}"',
                        page=d["page"],
                        ours=ours,
                        theirs=theirs,
                    )
                lines.append(f"    {line}")
                lines.append(f"      {safe(d['explanation'])}")
            if len(items) > shown:
                more = tr_format(
                    "... {count} more (--json lists every one)", count=len(items) - shown
                )
                lines.append(f"    {more}")
    return "\n".join(lines) + "\n"


VERDICT_MARKS = {"ours-odd": "! ", "ours-agrees": "  ", "no-majority": "? "}
"""A mark before each page's verdict: ours is the odd one out, ours agrees, no majority."""

SHOWN_TEXT = 40
"""Characters of a difference's texts shown without --json."""


def _cut(text: str) -> str:
    return safe(text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…")


def _title(engine: dict[str, Any]) -> str:
    return str(engine["name"]) + (f" {engine['version']}" if engine["version"] else "")


EPILOG = """\
Each engine runs in a child process with a time limit, a memory limit (address
space) and a temporary folder of its own, removed afterwards; one that is not
installed, fails, or is stopped by a limit is listed with its status (missing,
failed, timeout, memory-limit) and the comparison goes on. Engines: pdftotext
(poppler), mutool draw -F txt, and the Python libraries PyMuPDF, pdfminer.six, pypdf
and pdfplumber where importable.

Our text is not assumed to be right: per page, where engines that agree with each
other outnumber ours and those that agree with it, ours is the odd one out (marked !),
with our likely cause; "?" marks a page without a majority.

cause codes: cid-escape, replacement, cid-as-unicode, raw-code, tounicode-ignored,
glyph-name, latin-1, winansi, shift-jis, gbk, big5, euc-kr, utf-16be, fixed-two-byte,
tj-space-splice, ligature, normalization, dropped, order, layout, spacing, other

A page whose content we did not read whole (damaged, cut short) gets a line on
stderr, "warning: page N: not read whole: ...", as text and trace give it, and its
verdict says that our text there is partial ("unread" in --json).

exit codes: 0 compared (whatever the engines did); 1 compared, but our text of some
page was not read whole (see the warnings); 2 unreadable input or usage error
"""


def add_memory_limit(p: argparse.ArgumentParser, text: str) -> None:
    """``--memory-limit MIB``, shared by ``compare`` and ``report --compare``."""
    p.add_argument("--memory-limit", type=int, default=2048, metavar="MIB", help=text)


def register(sub: Any) -> None:
    """Add compare to the subcommand parser."""
    p = sub.add_parser(
        "compare",
        help="what every other installed extractor printed for the pages, and why each differs",
        description="Runs each installed extractor on the pages, aligns its text with ours "
        "(whitespace aside) and gives every difference a cause with the chain's evidence.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_file_arguments(p)
    p.add_argument(
        "--engines",
        metavar="LIST",
        help=f"comma-separated engines to run (default: all installed of {ENGINE_NAMES})",
    )
    p.add_argument(
        "--time-limit",
        type=float,
        default=60.0,
        metavar="S",
        help="seconds each engine may take for all the pages (default 60)",
    )
    add_memory_limit(p, "MiB of address space each engine's process may take (default 2048)")
    p.set_defaults(func=cmd_compare)


__all__ = ["add_memory_limit", "comparison_text", "register", "write_record"]
