"""Reading a font's embedded program on first use, with its problems as findings."""

from __future__ import annotations

from collections.abc import Callable

from inspector.findings import Finding, Location, make_finding
from inspector.fontprog import FontProgram, load_program
from inspector.pdf.fontdict import FontSpec, StreamData

ProgramSource = Callable[[], "tuple[StreamData, str, str | None] | None"]
"""Reads the embedded program's stream: (data, descriptor key, stream subtype), or None."""

MAX_WARNINGS = 5


def load_font_program(
    source: ProgramSource, spec: FontSpec, findings: list[Finding]
) -> FontProgram | None:
    """The program behind a font, or None when it is missing or unreadable (§9.9).

    A program stream that cannot be decoded is a ``PDF-OBJECT-UNREADABLE`` finding (a
    size limit: ``PDF-LIMIT``), one recovered from damaged Flate data has its ``STREAM-*``
    findings; a program that cannot be parsed keeps the reason as a
    ``FONT-PROGRAM-UNPARSABLE`` finding; warnings of the reader become
    ``FONT-PROGRAM-WARNING`` findings.
    """
    found = source()
    if found is None:
        return None
    stream, key, subtype = found
    label = f"{spec.base_font or 'font'}: /{key}"
    where = Location(obj=stream.objnum)
    for code, note in stream.notes:
        findings.append(make_finding(code, f"{label} {note}", where))
    if stream.error is not None:
        # A stream that cannot be decoded is an unreadable object; a program that decodes
        # but cannot be parsed is FONT-PROGRAM-UNPARSABLE below.
        code = "PDF-LIMIT" if stream.refused else "PDF-OBJECT-UNREADABLE"
        findings.append(make_finding(code, f"{label} {stream.error}", where))
        return None
    program = load_program(stream.data, key, subtype)
    if program.error is not None:
        message = f"{label} ({len(stream.data)} bytes) cannot be read: {program.error}"
        findings.append(make_finding("FONT-PROGRAM-UNPARSABLE", message, where))
        return None
    for warning in program.warnings[:MAX_WARNINGS]:
        findings.append(make_finding("FONT-PROGRAM-WARNING", f"{label}: {warning}", where))
    return program
