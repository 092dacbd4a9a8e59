"""Reading a font's embedded program on first use, with its problems as findings.

A parsed program is large (its bytes, fontTools' tables, per-glyph answers), and a merged
document may embed hundreds; what decoding keeps of it is small (each code's description).
So the programs of one document are held by a :class:`ProgramCache`: at most
:data:`PROGRAMS_KEPT` at a time, the least recently used one released and read again from
the PDF when it is asked for again (its answers are the same: they depend on the bytes
only).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from inspector.findings import Finding, Location, make_finding
from inspector.i18n.message import msg
from inspector.pdf.fontdict import FontSpec, StreamData

if TYPE_CHECKING:
    from inspector.fontprog import FontProgram

ProgramSource = Callable[[], "tuple[StreamData, str, str | None] | None"]
"""Reads the embedded program's stream: (data, descriptor key, stream subtype), or None."""

MAX_WARNINGS = 5

PROGRAMS_KEPT = 6
"""Parsed font programs one document keeps at a time (the least recently used is released)."""


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
        findings.append(make_finding(code, msg("{what} {note}", what=label, note=note), where))
    if stream.error is not None:
        # A stream that cannot be decoded is an unreadable object; a program that decodes
        # but cannot be parsed is FONT-PROGRAM-UNPARSABLE below.
        code = "PDF-LIMIT" if stream.refused else "PDF-OBJECT-UNREADABLE"
        error = msg("{what} {error}", what=label, error=stream.error)
        findings.append(make_finding(code, error, where))
        return None
    from inspector.fontprog import load_program  # the readers, when a program is read

    program = load_program(stream.data, key, subtype)
    if program.error is not None:
        message = msg(
            "{what} ({size} bytes) cannot be read: {error}",
            what=label,
            size=len(stream.data),
            error=program.error,
        )
        findings.append(make_finding("FONT-PROGRAM-UNPARSABLE", message, where))
        return None
    for warning in program.warnings[:MAX_WARNINGS]:
        message = msg("{what}: {warning}", what=label, warning=warning)
        findings.append(make_finding("FONT-PROGRAM-WARNING", message, where))
    return program


class ProgramHolder(Protocol):
    """What the cache releases: a font that can drop its parsed program."""

    def release_program(self) -> None:
        """Forget the parsed program; it is read again when next needed."""


class ProgramCache:
    """The parsed programs of one document: at most ``size`` held at a time.

    Fonts report each use; the least recently used font past ``size`` is asked to release
    its program. ``size`` None keeps every program (as a font without a cache does).
    Thread-safe: the window asks from its worker and its UI thread.
    """

    def __init__(self, size: int | None) -> None:
        self.size = size
        self._held: OrderedDict[int, ProgramHolder] = OrderedDict()
        self._last: int | None = None
        self._lock = threading.Lock()
        self.loads = 0
        """Programs read so far, repeated reads of a released program included."""

    def used(self, holder: ProgramHolder, loaded: bool = False) -> None:
        """Note that ``holder`` used its program (``loaded``: it has just read it)."""
        key = id(holder)
        if not loaded and self._last == key:
            return  # the most recent already (most uses are a font's next code)
        released: list[ProgramHolder] = []
        with self._lock:
            self._last = key
            if loaded:
                self.loads += 1
            if key in self._held:
                self._held.move_to_end(key)
            else:
                self._held[key] = holder
            while self.size is not None and len(self._held) > max(1, self.size):
                released.append(self._held.popitem(last=False)[1])
        for old in released:
            old.release_program()

    def clear(self) -> None:
        """Release every program."""
        with self._lock:
            held = list(self._held.values())
            self._held.clear()
            self._last = None
        for holder in held:
            holder.release_program()
