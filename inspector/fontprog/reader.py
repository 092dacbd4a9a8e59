"""The reader behind a font program: lazy tables, one lock, no exception escapes.

A :class:`ProgramReader` answers the per-glyph questions of
:class:`inspector.fontprog.FontProgram`. The base class answers "nothing" to all of them;
it is the reader of a program that could not be loaded. Subclasses (sfnt, CFF, Type 1)
override the underscored ``_...`` methods; the public methods wrap them so that any
exception, including RecursionError and MemoryError on hostile data, becomes None.

Tables are parsed on first use through :meth:`ProgramReader._once`, which keeps the
result (or the failure) and the fontTools log warnings of that parse; advances and
outlines are kept per glyph the same way. One re-entrant lock serialises all fontTools
work of one program: fontTools' lazy loading shares one file position between tables and
is not thread-safe.
"""

from __future__ import annotations

import enum
import logging
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Literal, TypeVar, cast

from inspector.fontprog.cmaptable import (
    CmapSubtable,
    GlyphLookup,
    reverse_unicode_map,
    simple_truetype_lookup,
)
from inspector.fontprog.outline import Outline

T = TypeVar("T")
V = TypeVar("V")

KEPT_PER_GLYPH = 4096
"""Outlines, advances and whether glyphs draw, kept per program; older ones are computed
again when asked."""

MAX_WARNINGS = 50
"""More warnings than this are summarised as "... and N more"."""


class Unknown(enum.Enum):
    """What a quiet answer gives when the question needs fontTools (see
    :meth:`ProgramReader._per_glyph`)."""

    UNKNOWN = "unknown"


UNKNOWN = Unknown.UNKNOWN


def describe(exc: BaseException) -> str:
    """An exception as one short line: its type and the first line of its message.

    fontTools checks much of its input with bare ``assert`` statements; for an exception
    without a message the line says where it was raised instead.
    """
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    name = type(exc).__name__
    if name == "error":  # struct.error, zlib.error
        name = f"{type(exc).__module__}.error"
    if not text and exc.__traceback__ is not None:
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        source = (frame.line or "").strip()
        where = f"{Path(frame.filename).parent.name}/{Path(frame.filename).name}:{frame.lineno}"
        text = f"{source} ({where})" if source else where
    line = f"{name}: {text}" if text else name
    return line if len(line) <= 200 else line[:197] + "..."


def summarise(lines: list[str]) -> tuple[str, ...]:
    """Warnings without repeats, in first-seen order, at most :data:`MAX_WARNINGS`."""
    unique = list(dict.fromkeys(lines))
    if len(unique) <= MAX_WARNINGS:
        return tuple(unique)
    rest = len(unique) - MAX_WARNINGS
    return (*unique[:MAX_WARNINGS], f"... and {rest} more")


class _RoutingHandler(logging.Handler):
    """One handler for all captures: a record goes to the innermost capture of the thread
    that logged it (fontTools logs in the thread that parses), so concurrent loads in
    other threads never mix their warnings, and no record is counted twice."""

    def __init__(self) -> None:
        super().__init__(level=logging.WARNING)
        self.local = threading.local()
        self.users = 0
        self.users_lock = threading.Lock()
        self.lowered_from: int | None = None

    def emit(self, record: logging.LogRecord) -> None:
        stack: list[list[str]] | None = getattr(self.local, "stack", None)
        if not stack:
            return
        try:
            message = record.getMessage()
        except Exception:  # a record whose arguments do not format
            message = str(record.msg)
        first = message.strip().splitlines()[0] if message.strip() else record.levelname
        stack[-1].append(first if len(first) <= 200 else first[:197] + "...")


_ROUTER = _RoutingHandler()


_FONTTOOLS = logging.getLogger("fontTools")


class capture_warnings:  # lower case: it reads as a function, ``with capture_warnings()``
    """Collect the warnings the ``fontTools`` logger emits in this thread meanwhile.

    A handler is attached to the ``fontTools`` logger only while some capture is active.
    The warnings are data (a program's ``warnings`` must not depend on how the
    application configured logging), so a ``fontTools`` logger set above WARNING is
    lowered to WARNING meanwhile; the records propagate to the application's handlers as
    usual. A class rather than a generator: it is entered for every glyph a document
    shows.

    Yields:
        The list the warning lines are appended to.
    """

    __slots__ = ("_lines", "_stack")

    def __enter__(self) -> list[str]:
        lines: list[str] = []
        stack: list[list[str]] | None = getattr(_ROUTER.local, "stack", None)
        if stack is None:
            stack = _ROUTER.local.stack = []
        with _ROUTER.users_lock:
            _ROUTER.users += 1
            if _ROUTER.users == 1:
                if not _FONTTOOLS.isEnabledFor(logging.WARNING):
                    _ROUTER.lowered_from = _FONTTOOLS.level
                    _FONTTOOLS.setLevel(logging.WARNING)
                _FONTTOOLS.addHandler(_ROUTER)
        stack.append(lines)
        self._stack = stack
        self._lines = lines
        return lines

    def __exit__(self, *exc: object) -> None:
        self._stack.pop()
        with _ROUTER.users_lock:
            _ROUTER.users -= 1
            if _ROUTER.users == 0:
                _FONTTOOLS.removeHandler(_ROUTER)
                if _ROUTER.lowered_from is not None:
                    _FONTTOOLS.setLevel(_ROUTER.lowered_from)
                    _ROUTER.lowered_from = None


class ProgramReader:
    """Answers questions about one program; the base answers none of them."""

    def __init__(self) -> None:
        # Facts read at load time; the subclasses fill them in.
        self.kind = "unknown"
        self.notes: list[str] = []
        self.glyph_count: int | None = None
        self.units_per_em: int | None = None
        self.font_name: str | None = None
        self.number_of_hmetrics: int | None = None
        self.is_cid = False
        self._lock = threading.RLock()
        self._memo: dict[str, object] = {}
        self._table_problems: list[str] = []
        self._glyph_problems: list[str] = []
        self._kept_outlines: dict[int, Outline | None] = {}
        self._kept_advances: dict[int, float | None] = {}
        self._kept_drawn: dict[int, bool] = {}
        self._advance_values: dict[float, float] = {}
        self._gids_by_cid: dict[int, int] | None = None
        """The CID-keyed charset read backwards, once a subclass has it (then
        :meth:`gid_for_cid` reads it directly)."""
        self._reverse_unicode: dict[int, int] | None = None
        """The program's Unicode by glyph, once read (then :meth:`unicode_for_gid`
        reads it directly)."""

    # -- public answers: never raise ---------------------------------------------------

    def advance(self, gid: int) -> float | None:
        """Advance in 1000-unit glyph space, or None."""
        with self._lock:  # _ask's rule, written out: asked for every glyph a document shows
            try:
                return self._per_glyph(
                    self._kept_advances, self._shared_advance, gid, self._shared_advance_quietly
                )
            except Exception as exc:  # hostile or broken data: the answer is "unknown"
                self._note_glyph_problem(f"glyph {gid}: {describe(exc)}")
                return None

    def glyph_name(self, gid: int) -> str | None:
        """The program's name for a glyph, or None."""
        return self._ask(lambda: self._glyph_name(gid) if gid >= 0 else None, None)

    def gid_for_name(self, name: str) -> int | None:
        """The first glyph with this name, or None."""
        return self._ask(lambda: self._gid_for_name(name), None)

    def gid_for_cid(self, cid: int) -> int | None:
        """The glyph a CID selects in a CID-keyed CFF, or None."""
        table = self._gids_by_cid
        if table is not None:  # asked for every code a document shows
            return table.get(cid)
        return self._ask(lambda: self._gid_for_cid(cid), None)

    def cid_for_gid(self, gid: int) -> int | None:
        """The CID of a glyph of a CID-keyed CFF, or None."""
        return self._ask(lambda: self._cid_for_gid(gid) if gid >= 0 else None, None)

    def cmap_subtables(self) -> tuple[CmapSubtable, ...]:
        """The cmap subtables, or nothing."""
        return self._ask(self._cmap_subtables, ())

    def unicode_for_gid(self, gid: int) -> str | None:
        """The Unicode the program's cmap gives a glyph, or None."""
        reverse = self._reverse_unicode
        if reverse is not None:  # asked for every glyph a document shows
            code = reverse.get(gid) if gid > 0 else None
            if code is None:
                return None
            if 0 <= code <= 0x10FFFF:
                return chr(code)
        return self._ask(lambda: self._unicode_for_gid(gid) if gid > 0 else None, None)

    def builtin_encoding(self) -> tuple[str | None, ...] | None:
        """The built-in encoding, or None."""
        return self._ask(self._builtin_encoding, None)

    def simple_truetype_glyph(
        self,
        code: int,
        symbolic: bool,
        glyph_name: str | None,
        to_unicode: Callable[[str], str | None] | None,
    ) -> GlyphLookup | None:
        """The glyph of a simple TrueType font's code by §9.6.6.4, or None."""
        return self._ask(
            lambda: simple_truetype_lookup(
                self._cmap_subtables(),
                self._gid_for_post_name,
                code,
                symbolic,
                glyph_name,
                to_unicode,
            ),
            None,
        )

    def outline(self, gid: int) -> Outline | None:
        """The outline of a glyph, or None."""
        kept = self._kept_outlines
        return self._ask(lambda: self._per_glyph(kept, self._outline, gid), None, gid)

    def has_outline(self, gid: int) -> bool | None:
        """True with contours, False for an empty glyph, None when unknown."""
        with self._lock:  # _ask's rule, written out: asked for every glyph a document shows
            try:
                if gid < 0 or not self._has_glyph(gid):
                    return None
                kept = self._kept_outlines
                if gid in kept:
                    return kept[gid] is not None
                # Answered without recording outlines.
                return self._per_glyph(self._kept_drawn, self._draws, gid, self._draws_quietly)
            except Exception as exc:  # hostile or broken data: the answer is "unknown"
                self._note_glyph_problem(f"glyph {gid}: {describe(exc)}")
                return None

    def table_warnings(self) -> tuple[str, ...]:
        """Problems of every lazily parsed table (parsing all of them first), then
        problems met in the glyphs read so far."""

        def collect() -> tuple[str, ...]:
            self._load_all_tables()
            return summarise(self._table_problems + self._glyph_problems)

        return self._ask(collect, ())

    def _shared_advance(self, gid: int) -> float | None:
        # Most glyphs of a font share a few advances; the decoder keeps one per code.
        value = self._advance(gid)
        if not value:  # None, and 0.0 kept apart from -0.0
            return value
        return self._advance_values.setdefault(value, value)

    def _shared_advance_quietly(self, gid: int) -> float | Literal[Unknown.UNKNOWN] | None:
        value = self._advance_quietly(gid)
        if not value or value is UNKNOWN:
            return value
        return self._advance_values.setdefault(value, value)

    # -- what subclasses override --------------------------------------------------------

    def _advance(self, gid: int) -> float | None:
        return None

    def _advance_quietly(self, gid: int) -> float | Literal[Unknown.UNKNOWN] | None:
        """``_advance(gid)`` when it is known without fontTools (it logs nothing then),
        else UNKNOWN."""
        return UNKNOWN

    def _glyph_name(self, gid: int) -> str | None:
        return None

    def _gid_for_name(self, name: str) -> int | None:
        return None

    def _gid_for_post_name(self, name: str) -> int | None:
        """The glyph a name selects in a TrueType ``post`` table (§9.6.6.4, last rule)."""
        return None

    def _gid_for_cid(self, cid: int) -> int | None:
        return None

    def _cid_for_gid(self, gid: int) -> int | None:
        return None

    def _cmap_subtables(self) -> tuple[CmapSubtable, ...]:
        return ()

    def _unicode_for_gid(self, gid: int) -> str | None:
        def load() -> dict[int, int]:
            return reverse_unicode_map(self._unicode_source())

        empty: dict[int, int] = {}
        reverse = self._reverse_unicode = self._once("unicode reverse map", load, empty)
        code = reverse.get(gid)
        return chr(code) if code is not None else None

    def _unicode_source(self) -> tuple[CmapSubtable, ...]:
        """The subtables the program's own Unicode is read from (all, or just the best)."""
        return self._cmap_subtables()

    def _builtin_encoding(self) -> tuple[str | None, ...] | None:
        return None

    def _has_glyph(self, gid: int) -> bool:
        return False

    def _outline(self, gid: int) -> Outline | None:
        return None

    def _draws(self, gid: int) -> bool:
        """Whether the glyph draws a segment: ``_outline(gid) is not None`` or cheaper."""
        return self._outline(gid) is not None

    def _draws_quietly(self, gid: int) -> bool | Literal[Unknown.UNKNOWN]:
        """``_draws(gid)`` when it is known without fontTools, else UNKNOWN."""
        return UNKNOWN

    def _load_all_tables(self) -> None:
        """Parse every table the answers use (not glyph outlines)."""

    # -- helpers -------------------------------------------------------------------------

    def _per_glyph(
        self,
        kept: dict[int, V],
        compute: Callable[[int], V],
        gid: int,
        quiet: Callable[[int], V | Literal[Unknown.UNKNOWN]] | None = None,
    ) -> V | None:
        """``compute(gid)`` once per glyph, with fontTools' warnings kept as glyph problems.

        ``quiet(gid)``, when given, is the same answer where it is known without
        fontTools (nothing to capture then), else UNKNOWN. A glyph that fails is tried
        again when asked again (its problem is kept once).
        """
        if gid < 0:
            return None
        if gid not in kept:
            if len(kept) >= KEPT_PER_GLYPH:
                del kept[next(iter(kept))]  # the oldest: a window over all glyphs stays small
            if quiet is not None:
                found = quiet(gid)
                if found is not UNKNOWN:
                    kept[gid] = found
                    return found
            with capture_warnings() as lines:
                try:
                    kept[gid] = compute(gid)
                finally:
                    for line in lines:
                        self._note_glyph_problem(f"glyph {gid}: {line}")
        return kept[gid]

    def _ask(self, compute: Callable[[], T], default: T, gid: int | None = None) -> T:
        """``compute()``, or ``default`` when it raises (the failure of an answer about
        glyph ``gid`` is kept as a glyph problem)."""
        with self._lock:
            try:
                return compute()
            except Exception as exc:  # hostile or broken data: the answer is "unknown"
                if gid is not None:
                    self._note_glyph_problem(f"glyph {gid}: {describe(exc)}")
                return default

    def _note_glyph_problem(self, line: str) -> None:
        if len(self._glyph_problems) < MAX_WARNINGS and line not in self._glyph_problems:
            self._glyph_problems.append(line)

    def _once(self, key: str, load: Callable[[], T], fallback: T) -> T:
        """The result of ``load``, computed on first use; ``fallback`` if it failed."""
        with self._lock:
            if key in self._memo:
                return cast(T, self._memo[key])
            with capture_warnings() as lines:
                try:
                    value = load()
                except Exception as exc:  # the table is unreadable: record why, go on
                    value = fallback
                    self._table_problems.append(f"{key}: {describe(exc)}")
            self._table_problems.extend(f"{key}: {line}" for line in lines)
            self._memo[key] = value
            return value
