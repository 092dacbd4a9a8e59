"""The ``repair`` subcommand: write a copy whose text extracts correctly everywhere."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from inspector.cli.common import EXIT_FOUND, EXIT_OK, add_quiet_argument, check_output, write_json
from inspector.cli.shapes import add_shape_arguments, apply_shapes
from inspector.errors import InspectorError, UsageError
from inspector.files import shown

if TYPE_CHECKING:
    from inspector.pdf.writer import RewrittenStream
    from inspector.repair import FontRepair, RepairWritten

# The analysis, the repair and the text layout are imported by the commands that use
# them: building the argument parser (and --version) must not pay for them.


def parse_corrections(values: list[str]) -> dict[str, dict[bytes, str]]:
    """``FONT:HEX=TEXT`` (TEXT may be ``U+XXXX``) to {font: {code bytes: text}}."""
    out: dict[str, dict[bytes, str]] = {}
    for value in values:
        try:
            font, rest = value.split(":", 1)
            code_hex, text = rest.split("=", 1)
            code = bytes.fromhex(code_hex.strip("<> "))
        except ValueError:
            raise UsageError(f"--correct: '{value}' is not FONT:HEX=TEXT") from None
        if text.upper().startswith("U+"):
            try:
                text = "".join(chr(int(part[2:], 16)) for part in text.split())
            except ValueError:
                raise UsageError(f"--correct: '{text}' is not U+XXXX") from None
        if not code or not text:
            raise UsageError(f"--correct: '{value}' needs a code and a text")
        out.setdefault(font.lstrip("/"), {})[code] = text
    return out


def _text(path: str, password: str | None) -> str:
    from inspector.analysis import Analysis
    from inspector.text import extract_page_text

    with Analysis(path, password) as analysis:
        return "\f".join(extract_page_text(t).text for t in analysis.trace())


def text_diff(before: str, after: str) -> list[str]:
    """The text after a repair against the text before, page by page (pages are
    separated by form feeds), as unified-diff lines under a ``@@ page N @@`` heading,
    then one line counting what changed (or saying nothing did)."""
    import difflib

    old_pages, new_pages = before.split("\f"), after.split("\f")
    out = ["--- text before", "+++ text after the repair"]
    pages = lines = 0
    for n in range(max(len(old_pages), len(new_pages))):
        old = old_pages[n].splitlines() if n < len(old_pages) else []
        new = new_pages[n].splitlines() if n < len(new_pages) else []
        if old == new:
            continue
        pages += 1
        out.append(f"@@ page {n + 1} @@")
        for line in difflib.unified_diff(old, new, n=1, lineterm=""):
            if line.startswith(("---", "+++", "@@")):
                continue
            if line.startswith(("-", "+")):
                lines += 1
            out.append(line)
    total = len(old_pages)
    if pages == 0:
        return [f"no change in the text of the {total} pages"]
    out.append(f"the text changes on {pages} of {total} pages ({lines} lines removed or added)")
    return out


def _describe(r: FontRepair) -> str:
    from inspector.repair.plan import REBUILT

    who = f"{r.base_font or 'font'} ({', '.join('/' + n for n in r.resources)})"
    if r.action == "rebuilt":
        evidence = ", ".join(f"{n} from {route}" for route, n in r.evidence.items())
        line = f"{who}: new ToUnicode for {len(r.mapping)} codes ({evidence})"
        if r.reason.startswith(REBUILT + "; "):
            line += r.reason[len(REBUILT) :]
        if r.unresolved:
            codes = " ".join(f"<{c.hex()}>" for c in r.unresolved[:10])
            more = " ..." if len(r.unresolved) > 10 else ""
            line += f"; {len(r.unresolved)} codes stay unmapped: {codes}{more}"
        return line
    if r.action == "removed":
        return f"{who}: {r.reason}"
    return f"{who}: left as it was: {r.reason}"


_STREAM_PROBLEMS = {
    "STREAM-FLATE-RAW": "it was raw deflate, which qpdf, pdftotext and mutool cannot read",
    "STREAM-FLATE-CHECKSUM": "its Adler-32 checksum was missing",
    "STREAM-PREDICTOR-ROW": "its last predictor row was cut short",
    "STREAM-FILTER-SKIPPED": "its filter that is no standard one was skipped, as MuPDF does",
}


def _describe_guesses(r: FontRepair) -> list[str]:
    """One line per glyph-shape match the repair did not write (below the threshold, or
    ambiguous): what the shape suggests, for a person to check."""
    lines = []
    for code, match in r.guesses:
        if match.alternatives:
            why = "ambiguous: " + " or ".join([match.text, *match.alternatives])
        else:
            why = f"{match.text}? (confidence {match.confidence:.2f}"
            why += f", runner-up {match.runner_up})" if match.runner_up else ")"
        lines.append(f"  <{code.hex()}>: not written, the glyph shape reads {why}")
    return lines


def _describe_stream(s: RewrittenStream) -> str:
    if not s.complete:
        why = s.error or "its data was cut short or damaged, so part of it is unknown"
        if s.error is None and "STREAM-TRUNCATED" not in s.codes:
            why = "its data could not be read whole"
        return (
            f"stream {s.objnum} 0 R: copied as it was, damaged ({why}); what it held "
            "beyond the damage is unknown here and in the copy"
        )
    why = "; ".join(_STREAM_PROBLEMS[c] for c in s.codes if c in _STREAM_PROBLEMS)
    return f"stream {s.objnum} 0 R: written as standard Flate data ({s.size} bytes; {why})"


def _stream_record(s: RewrittenStream) -> dict[str, Any]:
    return {
        "object": s.objnum,
        "findings": list(s.codes),
        "bytes": s.size,
        "complete": s.complete,
        "action": "rewritten" if s.complete else "copied-damaged",
        "error": s.error,
    }


def _record(r: FontRepair) -> dict[str, Any]:
    return {
        "object": r.objnum,
        "resources": list(r.resources),
        "base_font": r.base_font,
        "action": r.action,
        "reason": r.reason,
        "evidence": dict(r.evidence),
        "mapped": len(r.mapping),
        "unresolved": [c.hex() for c in r.unresolved],
        "glyph_shape_not_written": [
            {
                "code": code.hex(),
                "text": m.text,
                "confidence": m.confidence,
                "runner_up": m.runner_up,
                "alternatives": list(m.alternatives),
            }
            for code, m in r.guesses
        ],
    }


def _check_font_names(
    analysis: Any, fonts: list[str], corrections: dict[str, dict[bytes, str]]
) -> None:
    """Refuse a --font or --correct that names no font of the document: the repair would
    silently do nothing for it."""
    from inspector.repair import unknown_fonts

    names = [*fonts, *corrections]
    if not names:
        return
    missing, there = unknown_fonts(analysis, names)
    for option, given in (("--font", fonts), ("--correct", list(corrections))):
        unknown = [n for n in missing if n in given]
        if unknown:
            listed = "; ".join(there) if there else "none"
            raise UsageError(
                f"{option} {', '.join(unknown)}: no font of the document has that name "
                f"(resource name or BaseFont); the fonts are: {listed}"
            )


def cmd_repair(args: argparse.Namespace, out: TextIO) -> int:
    """Plan the repair, then write it (or, with --dry-run, show the text before and after)."""
    if args.output:
        check_output("-o", args.output, args.file)
    corrections = parse_corrections(args.correct or [])
    from inspector.analysis import Analysis
    from inspector.repair import plan_repairs, write_repaired

    with Analysis(args.file, args.password) as analysis:
        _check_font_names(analysis, args.font or [], corrections)
        apply_shapes(args, analysis, None)
        if getattr(args, "shape_unavailable", None) is not None:
            raise InspectorError("nothing written: the glyph-shape route was asked for")
        repairs = plan_repairs(analysis, args.font or [], corrections)
    written: RepairWritten
    if args.dry_run:
        with tempfile.TemporaryDirectory() as tmp:
            fixed = str(Path(tmp) / "repaired.pdf")
            written = write_repaired(args.file, fixed, repairs, args.password)
            before, after = _text(args.file, args.password), _text(fixed, None)
    else:
        written = write_repaired(args.file, args.output, repairs, args.password)
    if args.json:
        record: dict[str, Any] = {
            "file": shown(args.file),
            "output": None if args.output is None else shown(args.output),
            "fonts": [_record(r) for r in repairs],
            "streams": [_stream_record(s) for s in written.streams],
        }
        if args.dry_run:
            record.update({"before": before, "after": after})
        write_json(out, record)
        out.write("\n")
        return _exit(written)
    for r in repairs:
        out.write(_describe(r) + "\n")
        for line in _describe_guesses(r):
            out.write(line + "\n")
    for s in written.streams:
        out.write(_describe_stream(s) + "\n")
    if args.dry_run:
        out.write("\n" + "\n".join(text_diff(before, after)) + "\n")
    elif written.unchanged:
        # Not "an unchanged copy": qpdf writes the file's structure anew (and mends what
        # it mends when reading, a wrong /Length, a lost cross-reference table).
        out.write(
            f"nothing to repair; {shown(args.output)} is the input written again by qpdf: "
            "the same pages and fonts, its structure (cross-reference table, object "
            "numbers, stream lengths) written anew, so not byte-identical\n"
        )
    else:
        out.write(f"wrote {shown(args.output)}\n")
    return _exit(written)


def _exit(written: RepairWritten) -> int:
    """1 when a stream not read whole was copied as it was: the copy is damaged too."""
    return EXIT_FOUND if any(not s.complete for s in written.streams) else EXIT_OK


def register(sub: Any) -> None:
    """Add the repair subcommand."""
    p = sub.add_parser(
        "repair",
        help="write a copy with ToUnicode CMaps rebuilt from the best evidence",
        description="Writes a new file (never the input) in which every recoverable font\n"
        "gets a ToUnicode CMap built from the best evidence (not a Type0 font that readers\n"
        "already read through its CMap and character collection) and every stream only the\n"
        "inspector could decode whole (raw deflate, a missing checksum) is written in\n"
        "standard Flate encoding; everything else stays as it was. A stream that could not\n"
        "be read whole (cut short, damaged, an unknown filter) is copied as it was and\n"
        "listed: the copy is as damaged there as the original. With --use glyph-shape only\n"
        "the accepted matches are written; the others are listed.",
        epilog="exit codes: 0 copy written; 1 copy written, with streams copied damaged as\n"
        "  they were (listed); 2 unreadable input or usage error, or --use glyph-shape\n"
        "  asked for and the route cannot run (no numpy, no reference font): nothing is\n"
        "  written",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file", help="the PDF file")
    # One of the two: usage shows (-o OUTPUT | --dry-run).
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("-o", "--output", help="the repaired copy to write")
    target.add_argument(
        "--dry-run", action="store_true", help="show the text before and after without writing"
    )
    p.add_argument(
        "--font",
        action="append",
        metavar="NAME",
        help="repair only this font (resource name or BaseFont); repeatable",
    )
    p.add_argument(
        "--correct",
        action="append",
        metavar="FONT:HEX=TEXT",
        help="map a code of a font to a text yourself, e.g. F1:0a3f=U+5B57; repeatable",
    )
    add_shape_arguments(p, "--use")
    p.add_argument("--password", help="password of an encrypted file")
    add_quiet_argument(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_repair)
