"""The explaining subcommands: explain-text (which mistake garbled a text), find (which
codes produce a character), and the naive readings that ``trace --naive`` shows."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from inspector.cli.common import EXIT_FOUND, EXIT_OK, add_file_arguments, parse_pages, write_json
from inspector.diagnostics.explain import SAMPLE_PAGES
from inspector.diagnostics.naive import READINGS
from inspector.errors import UsageError
from inspector.files import shown
from inspector.output.tables import safe, table

if TYPE_CHECKING:
    from inspector.analysis import Analysis
    from inspector.content import PageTrace
    from inspector.diagnostics.explain import Candidate
    from inspector.diagnostics.reverse import Producer

SHOWN_CANDIDATES = 5
"""Candidates listed without --json."""

WEAK_SCORE = 0.5
"""Below this best score the listing says the matches are weak."""

SHOWN_UNUSED = 20
"""Codes that only the mappings give, listed per character without --json."""


# -- trace --naive ---------------------------------------------------------------------------


def naive_page_records(analysis: Analysis) -> Callable[[PageTrace], dict[str, Any]]:
    """``page_record`` with ``"naive": {reading: text or null}`` added to every string."""
    from inspector.diagnostics.explain import font_lookup
    from inspector.diagnostics.naive import page_readings
    from inspector.output.records import page_record

    readers = font_lookup(analysis)
    chains: dict[int, dict[str, Any]] = {}

    def record(trace: PageTrace) -> dict[str, Any]:
        page = page_record(trace, chains)
        for string, readings in zip(page["strings"], page_readings(trace, readers)):
            string["naive"] = readings
        return page

    return record


def naive_page_text(page: dict[str, Any]) -> str:
    """A page of ``trace --naive``: each string's table, then a line per naive reading."""
    from inspector.output.tables import trace_page_text

    out = [f"Page {page['number']}"]
    if not page["strings"]:
        out.append("  (no text)")
    for string in page["strings"]:
        one = trace_page_text({**page, "strings": [string], "findings": []})
        out.append(one.split("\n", 1)[1])
        out.append("    naive readings:")
        width = max(len(name) for name in READINGS)
        for name in READINGS:
            text = string["naive"].get(name)
            shown = "-" if text is None else f'"{safe(text)}"'
            out.append(f"      {name:<{width}}  {shown}")
    if page["findings"]:
        findings = trace_page_text({**page, "strings": []})
        out.extend(findings.split("\n")[2:])
    return "\n".join(out)


# -- explain-text ----------------------------------------------------------------------------


def read_garbled(value: str) -> str:
    """``--garbled``: the text itself, ``@FILE`` for a UTF-8 file, ``@-`` for standard
    input; ``@@...`` stands for a text that starts with ``@``."""
    if value.startswith("@@"):
        return value[1:]
    if not value.startswith("@"):
        return value
    name = value[1:]
    try:
        data = sys.stdin.buffer.read() if name == "-" else Path(name).read_bytes()
    except OSError as exc:
        raise UsageError(f"--garbled: cannot read {name}: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"--garbled: {'standard input' if name == '-' else name} is not UTF-8 "
            f"(byte {exc.start})"
        ) from None


def candidate_record(candidate: Candidate) -> dict[str, Any]:
    """One candidate of ``explain-text --json``."""
    return {
        "reading": candidate.reading,
        "font": candidate.font,
        "resources": candidate.resources,
        "pages": candidate.pages,
        "score": candidate.score,
        "explanation": candidate.explanation,
        "correct_text": candidate.correct_text,
        "matched_text": candidate.matched_text,
        "equivalent": candidate.equivalent,
    }


def cmd_explain_text(args: argparse.Namespace, out: TextIO) -> int:
    """Which naive reading of which font reproduces a garbled text."""
    from inspector.analysis import Analysis
    from inspector.diagnostics.explain import explain
    from inspector.engines import recognize

    garbled = read_garbled(args.garbled)
    if not garbled.strip():
        raise UsageError("--garbled: the text is empty")
    # A real engine's signature ((cid:N) escapes, raw codes) names the engine; its text
    # is matched with the escapes read back as the CIDs they name.
    convention = recognize(garbled)
    if convention is not None:
        garbled = convention.text
    if args.sample < 0:
        raise UsageError("--sample: give a number of pages, or 0 for every page")
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        report = explain(analysis, garbled, pages, sample=args.sample)
        if pages is None and report.pages is not None:
            print(
                f"pdf-font-inspector: read {len(report.pages)} of {analysis.page_count} pages; "
                "give --pages or --sample 0 to read others",
                file=sys.stderr,
            )
    candidates = report.candidates
    engine = (
        {"name": convention.engine, "reading": convention.reading, "mistake": convention.mistake}
        if convention is not None
        else None
    )
    if args.json:
        write_json(out, [{**candidate_record(c), "engine": engine} for c in candidates])
        out.write("\n")
        return EXIT_OK
    if convention is not None:
        out.write(f"Looks like {convention.engine}: {safe(convention.mistake)}\n")
    if not candidates:
        out.write(_no_candidate(report.correct_share) + "\n")
        return EXIT_OK
    if candidates[0].score < WEAK_SCORE:
        out.write(
            "No reading reproduces most of the garbled text; the best matches are weak "
            "(a different mistake, other pages, or text from another program).\n"
        )
    for rank, c in enumerate(candidates[:SHOWN_CANDIDATES], 1):
        out.write(_candidate_text(rank, c) + "\n")
    if len(candidates) > SHOWN_CANDIDATES:
        out.write(f"({len(candidates) - SHOWN_CANDIDATES} more with --json)\n")
    return EXIT_OK


def _candidate_text(rank: int, c: Candidate) -> str:
    pages = ",".join(str(p) for p in c.pages)
    resources = ",".join(f"/{r}" for r in c.resources)
    lines = [
        f"{rank}. {c.reading}  score {c.score:.2f}  font {safe(c.font)} ({resources})  "
        f"page{'s' if len(c.pages) > 1 else ''} {pages}",
        f"   {safe(c.explanation)}",
        f'   this reading prints: "{safe(_short(c.matched_text))}"',
    ]
    if c.equivalent:
        verb = "prints" if len(c.equivalent) == 1 else "print"
        lines.append(f"   {', '.join(c.equivalent)} {verb} the same for this font")
    return "\n".join(lines)


def _short(text: str, limit: int = 160) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _no_candidate(correct_share: float) -> str:
    if correct_share >= 0.9:
        return (
            "The garbled text is what the PDF's own mappings give: no naive reading is needed "
            "to explain it (see `fonts` for mappings that disagree with other evidence)."
        )
    return "No naive reading of any font on these pages reproduces the garbled text."


# -- find ------------------------------------------------------------------------------------


def producer_record(producer: Producer) -> dict[str, Any]:
    """One code of ``find --json``."""
    return {
        "font": producer.font,
        "resources": producer.resources,
        "object": producer.object,
        "code": producer.code.hex(),
        "cid": producer.cid,
        "cid_ref": producer.cid_origin,
        "unicode": producer.unicode,
        "source": producer.source,
        "source_ref": producer.origin,
        "cmap_line": producer.responsible,
        "in_codespace": producer.in_codespace,
        "used": producer.used,
        "pages": producer.pages,
        "count": producer.count,
    }


def cmd_find(args: argparse.Namespace, out: TextIO) -> int:
    """Every font, code and CID that produces the given characters."""
    from inspector.analysis import Analysis
    from inspector.diagnostics.reverse import find_producers, parse_char

    chars: list[str] = []
    for value in args.chars:
        try:
            chars.extend(c for c in parse_char(value) if c not in chars)
        except ValueError as exc:
            raise UsageError(f"find: {exc}") from None
    with Analysis(args.file, args.password) as analysis:
        pages = parse_pages(args.pages, analysis.page_count)
        found = find_producers(analysis, chars, pages)
    if args.json:
        write_json(
            out,
            {
                "file": shown(args.file),
                "characters": [
                    {
                        "char": ch,
                        "unicode_hex": _hex(ch),
                        "codes": [producer_record(p) for p in found[ch]],
                    }
                    for ch in chars
                ],
            },
        )
        out.write("\n")
    else:
        out.write("\n\n".join(_char_text(ch, found[ch]) for ch in chars) + "\n")
    # As grep: 1 when a character asked for is not on the pages (codes that would give
    # it but are not used are listed all the same).
    return EXIT_OK if all(any(p.used for p in found[ch]) for ch in chars) else EXIT_FOUND


def _hex(ch: str) -> str:
    return f"U+{ord(ch):04X}"


def _char_text(ch: str, producers: list[Producer]) -> str:
    head = f"{safe(ch)} {_hex(ch)}"
    if not producers:
        return f"{head}: no font on these pages produces it"
    used = [p for p in producers if p.used]
    unused = [p for p in producers if not p.used]
    lines = [
        f"{head}: {len(used)} code{'' if len(used) == 1 else 's'} shown on the pages, "
        f"{len(unused)} more in mappings"
    ]
    rows = [_producer_row(p) for p in used + unused[:SHOWN_UNUSED]]
    lines.append(table(("font", "code", "CID", "CID from", "Unicode", "mapped by", "pages"), rows))
    if len(unused) > SHOWN_UNUSED:
        lines.append(f"  ({len(unused) - SHOWN_UNUSED} more with --json)")
    return "\n".join(lines)


def _producer_row(p: Producer) -> list[str]:
    font = f"{p.font} ({','.join('/' + r for r in p.resources)})"
    code = f"<{p.code.hex()}>" + ("" if p.in_codespace else " outside codespace")
    where = f"{','.join(str(n) for n in p.pages)} ({p.count}x)" if p.used else "unused"
    return [
        font,
        code,
        "-" if p.cid is None else str(p.cid),
        p.cid_origin or "-",
        p.unicode,
        f"{p.source} {p.responsible}" if p.responsible else p.source,
        where,
    ]


def register(sub: Any) -> None:
    """Add explain-text and find to the subcommand parser."""
    explain = sub.add_parser(
        "explain-text",
        help="which naive reading of which font reproduces a garbled text",
        description="Given the garbled output of an extractor, find which naive reading "
        f"({', '.join(READINGS)}) of which font reproduces it, and say what the right "
        f"text is. Documents of more than {SAMPLE_PAGES} pages are sampled unless --pages "
        "is given.",
        epilog="exit codes: 0 done, whether or not a reading reproduces the text (it says\n"
        "  which, or that none does); 2 unreadable input or usage error",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_file_arguments(explain)
    explain.add_argument(
        "--garbled",
        required=True,
        metavar="TEXT|@FILE",
        help="the garbled text, or @FILE to read it from a UTF-8 file (@- for stdin)",
    )
    explain.add_argument(
        "--sample",
        type=int,
        default=SAMPLE_PAGES,
        metavar="N",
        help=f"without --pages, read N pages spread over the document (default "
        f"{SAMPLE_PAGES}; 0 reads every page)",
    )
    explain.set_defaults(func=cmd_explain_text)
    find = sub.add_parser(
        "find",
        help="every font, code and CID that produces a character, with the line responsible",
        description="For each character: every font, code and CID of the pages that the "
        "inspector reads as it, with the mapping line responsible (a ToUnicode line, the "
        "collection, the encoding, a glyph name), as a search for it finds it.",
        epilog="exit codes: 0 every character is produced by a code the pages use; 1 some\n"
        "  character is not (the codes that would give it are still listed); 2 unreadable\n"
        "  input or usage error",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_file_arguments(find)
    find.add_argument(
        "chars",
        nargs="+",
        metavar="CHAR",
        help="a character, or U+XXXX (a longer text stands for each of its characters)",
    )
    find.set_defaults(func=cmd_find)


__all__ = ["naive_page_records", "naive_page_text", "register"]
