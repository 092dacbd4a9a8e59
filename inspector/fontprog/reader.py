"""The reader behind a font program: lazy tables, one lock, no exception escapes.

A :class:`ProgramReader` answers the per-glyph questions of
:class:`inspector.fontprog.FontProgram`. The base class answers "nothing" to all of them;
it is the reader of a program that could not be loaded. Subclasses (sfnt, CFF, Type 1)
override the underscored ``_...`` methods; the public methods wrap them so that any
exception, including RecursionError and MemoryError on hostile data, becomes None.

Tables are parsed on first use through :meth:`ProgramReader._once`, which keeps the
result (or the failure) and the fontTools log warnings of that parse. One re-entrant
lock serialises all fontTools work of one program: fontTools' lazy loading shares one
file position between tables and is not thread-safe.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar, cast

from inspector.fontprog.cmaptable import (
    CmapSubtable,
    GlyphLookup,
    reverse_unicode_map,
    simple_truetype_lookup,
)
from inspector.fontprog.outline import Outline

T = TypeVar("T")

MAX_WARNINGS = 50
"""More warnings than this are summarised as "... and N more"."""


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


class _ThreadHandler(logging.Handler):
    """Keeps the records of one thread (other threads may load fonts at the same time)."""

    def __init__(self) -> None:
        super().__init__(level=logging.WARNING)
        self.thread = threading.get_ident()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.thread != self.thread:
            return
        try:
            message = record.getMessage()
        except Exception:  # a record whose arguments do not format
            message = str(record.msg)
        first = message.strip().splitlines()[0] if message.strip() else record.levelname
        self.lines.append(first if len(first) <= 200 else first[:197] + "...")


@contextlib.contextmanager
def capture_warnings() -> Iterator[list[str]]:
    """Collect the warnings the ``fontTools`` logger emits in this thread meanwhile.

    The handler is attached only for the duration of the ``with`` block. The records still
    propagate to whatever logging the application configured.

    Yields:
        The list the warning lines are appended to.
    """
    logger = logging.getLogger("fontTools")
    handler = _ThreadHandler()
    lowered = not logger.isEnabledFor(logging.WARNING)
    previous = logger.level
    if lowered:
        logger.setLevel(logging.WARNING)
    logger.addHandler(handler)
    try:
        yield handler.lines
    finally:
        logger.removeHandler(handler)
        if lowered:
            logger.setLevel(previous)


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

    # -- public answers: never raise ---------------------------------------------------

    def advance(self, gid: int) -> float | None:
        """Advance in 1000-unit glyph space, or None."""
        return self._ask(lambda: self._advance(gid) if gid >= 0 else None, None)

    def glyph_name(self, gid: int) -> str | None:
        """The program's name for a glyph, or None."""
        return self._ask(lambda: self._glyph_name(gid) if gid >= 0 else None, None)

    def gid_for_name(self, name: str) -> int | None:
        """The first glyph with this name, or None."""
        return self._ask(lambda: self._gid_for_name(name), None)

    def gid_for_cid(self, cid: int) -> int | None:
        """The glyph a CID selects in a CID-keyed CFF, or None."""
        return self._ask(lambda: self._gid_for_cid(cid), None)

    def cid_for_gid(self, gid: int) -> int | None:
        """The CID of a glyph of a CID-keyed CFF, or None."""
        return self._ask(lambda: self._cid_for_gid(gid) if gid >= 0 else None, None)

    def cmap_subtables(self) -> tuple[CmapSubtable, ...]:
        """The cmap subtables, or nothing."""
        return self._ask(self._cmap_subtables, ())

    def unicode_for_gid(self, gid: int) -> str | None:
        """The Unicode the program's cmap gives a glyph, or None."""
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
        return self._ask(lambda: self._outline(gid) if gid >= 0 else None, None)

    def has_outline(self, gid: int) -> bool | None:
        """True with contours, False for an empty glyph, None when unknown."""

        def decide() -> bool | None:
            if gid < 0 or not self._has_glyph(gid):
                return None
            return self._outline(gid) is not None

        return self._ask(decide, None)

    def table_warnings(self) -> tuple[str, ...]:
        """Problems of every lazily parsed table, parsing all of them first."""

        def collect() -> tuple[str, ...]:
            self._load_all_tables()
            return summarise(self._table_problems)

        return self._ask(collect, ())

    # -- what subclasses override --------------------------------------------------------

    def _advance(self, gid: int) -> float | None:
        return None

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
        code = self._once("unicode reverse map", load, empty).get(gid)
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

    def _load_all_tables(self) -> None:
        """Parse every table the answers use (not glyph outlines)."""

    # -- helpers -------------------------------------------------------------------------

    def _ask(self, compute: Callable[[], T], default: T) -> T:
        with self._lock:
            try:
                return compute()
            except Exception:  # hostile or broken data: the answer is "unknown"
                return default

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
