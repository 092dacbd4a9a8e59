"""A second, short-lived reading of an open file, for the font dictionaries.

qpdf keeps every object it has parsed until the file is closed, and parses an object
whole: a CIDFont's /W array with its dictionary, at about 140 bytes a number. The 78
fpdf2 subsets of the benchmark's 78-font document hold 280,764 numbers in their /W
arrays: 39 MB that every process reading their fonts (the window, a command's parent and
each of its workers) kept to the end, for widths the fonts keep packed in a few MB.

Font dictionaries and programs are therefore read from a second pikepdf.Pdf of the same
file, closed and opened again once it has read :data:`BUDGET` array entries (opening
takes about a millisecond on the benchmark's documents), so qpdf's copies go with it.
What is read is the same objects of the same bytes: the second reading is used only
while the file on disk is still the one opened (same size, inode and modification time)
and qpdf has warned of nothing in either reading (of what the document's reading has
reported so far). A damaged file, which qpdf repairs as it reads and may read
differently depending on what it met first, is read from the one reading as before, and
so is everything else when the second cannot be had.
"""

from __future__ import annotations

import os
import threading
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pikepdf

from inspector.pdf.opening import open_pdf
from inspector.pdf.values import get, is_array

BUDGET = 50_000
"""Array entries (/W, /W2, /Widths, /Differences) the second reading may hold before it
is opened again: about 7 MB of qpdf's memory."""

_WEIGHED = ("/W", "/W2", "/Widths")

T = TypeVar("T")


def _identity(stat: os.stat_result) -> tuple[int, int, int, int]:
    return (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)


class ScratchReading:
    """Reads indirect objects of an open document from a second reading of its file."""

    def __init__(self, path: Path, password: str | None, warned: Callable[[], bool]) -> None:
        """``warned``: whether qpdf has warned of anything in the document's own reading
        (read without taking the warnings: qpdf hands each warning out once)."""
        self._warned = warned
        self._path = path
        self._password = password or ""
        try:
            self._identity: tuple[int, int, int, int] | None = _identity(path.stat())
        except OSError:
            self._identity = None
        self._pdf: pikepdf.Pdf | None = None
        self._held = 0
        self._lock = threading.Lock()
        self.reopened = 0
        """How many times a second reading was opened (for tests)."""

    def read(self, obj: object, reader: Callable[[object], T]) -> tuple[T] | None:
        """``(reader(copy),)`` for ``copy`` the same indirect object in the second
        reading, or None when it cannot be used (the caller then reads ``obj`` itself)."""
        objgen = getattr(obj, "objgen", (0, 0))
        if objgen == (0, 0) or self._identity is None:
            return None
        with self._lock:
            if self._warned():
                return None
            pdf = self._open()
            if pdf is None:
                return None
            try:
                copy = pdf.get_object(objgen)
                result = reader(copy)
                weight = _weight(copy)
            except (pikepdf.PdfError, RuntimeError, ValueError, TypeError, KeyError):
                self._give_up()
                return None
            if pdf.get_warnings():  # qpdf repaired something: read it as the main reading does
                self._give_up()
                return None
            self._held += weight
            if self._held > BUDGET:
                self._close()
            return (result,)

    def close(self) -> None:
        """Close the second reading (it is opened again when next needed)."""
        with self._lock:
            self._close()

    def _open(self) -> pikepdf.Pdf | None:
        if self._pdf is not None:
            return self._pdf
        try:
            if _identity(self._path.stat()) != self._identity:
                self._identity = None  # the file changed on disk: the main reading only
                return None
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                pdf = open_pdf(self._path, password=self._password, inherit_page_attributes=False)
        except (pikepdf.PdfError, RuntimeError, ValueError, OSError):
            self._identity = None
            return None
        if pdf.get_warnings():
            pdf.close()
            self._identity = None
            return None
        self._pdf = pdf
        self._held = 0
        self.reopened += 1
        return pdf

    def _close(self) -> None:
        if self._pdf is not None:
            self._pdf.close()
            self._pdf = None
        self._held = 0

    def _give_up(self) -> None:
        self._close()
        self._identity = None


def _weight(font: object) -> int:
    """The array entries read with a font dictionary: its own and its descendant's."""
    total = 0
    descendants = get(font, "/DescendantFonts")
    parts = [font]
    if is_array(descendants) and len(descendants):  # type: ignore[arg-type]
        parts.append(descendants[0])  # type: ignore[index]
    for part in parts:
        for key in _WEIGHED:
            value = get(part, key)
            if is_array(value):
                total += len(value)  # type: ignore[arg-type]
        encoding = get(part, "/Encoding")
        differences = get(encoding, "/Differences")
        if is_array(differences):
            total += len(differences)  # type: ignore[arg-type]
    return total + len(parts)
