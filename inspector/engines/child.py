"""The Python extractors, run in a child process: ``python -m inspector.engines.child
ENGINE FILE PAGES`` (PAGES 1-based, comma-separated).

Writes one JSON line with the library's version, then one per page as soon as that page
is extracted (``{"page": N, "text": ...}`` or ``{"page": N, "error": ...}``), so that a
run stopped by its time limit keeps the pages it finished. Each library is imported here
only, by name: none of them is a dependency of the package.
"""

from __future__ import annotations

import importlib
import io
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import redirect_stderr
from importlib import metadata
from typing import Any

DISTRIBUTIONS = {
    "PyMuPDF": "pymupdf",
    "pdfminer.six": "pdfminer.six",
    "pypdf": "pypdf",
    "pdfplumber": "pdfplumber",
}
"""Engine name -> the distribution whose version is reported."""


PASSWORD = os.environ.get("PDF_FONT_INSPECTOR_PASSWORD")
"""The document's password (registry.PASSWORD_VARIABLE), None for none."""


def _by_name(path: str) -> bool:
    """The library can be given the name: it encodes as UTF-8 (a name that is not valid
    UTF-8 reaches us with surrogate escapes, which PyMuPDF cannot open by name)."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _pymupdf(path: str, pages: list[int]) -> Iterator[tuple[int, str]]:
    fitz: Any = importlib.import_module("pymupdf")
    if _by_name(path):
        opened = fitz.open(path)
    else:
        with open(path, "rb") as handle:
            opened = fitz.open(stream=handle.read(), filetype="pdf")
    with opened as doc:
        if PASSWORD is not None and doc.needs_pass:
            doc.authenticate(PASSWORD)
        for number in pages:
            yield number, str(doc[number - 1].get_text())


def _pdfminer(path: str, pages: list[int]) -> Iterator[tuple[int, str]]:
    high_level: Any = importlib.import_module("pdfminer.high_level")
    for number in pages:
        text = high_level.extract_text(path, page_numbers=[number - 1], password=PASSWORD or "")
        yield number, str(text)


def _pypdf(path: str, pages: list[int]) -> Iterator[tuple[int, str]]:
    pypdf: Any = importlib.import_module("pypdf")
    reader = pypdf.PdfReader(path, password=PASSWORD)
    for number in pages:
        yield number, str(reader.pages[number - 1].extract_text() or "")


def _pdfplumber(path: str, pages: list[int]) -> Iterator[tuple[int, str]]:
    pdfplumber: Any = importlib.import_module("pdfplumber")
    with pdfplumber.open(path, password=PASSWORD) as pdf:
        for number in pages:
            yield number, str(pdf.pages[number - 1].extract_text() or "")


EXTRACTORS: dict[str, Callable[[str, list[int]], Iterator[tuple[int, str]]]] = {
    "PyMuPDF": _pymupdf,
    "pdfminer.six": _pdfminer,
    "pypdf": _pypdf,
    "pdfplumber": _pdfplumber,
}


def _emit(record: dict[str, Any]) -> None:
    # Raw characters, lone surrogates as surrogatepass writes them: an escaped high
    # surrogate followed by an escaped low one would read back as one character.
    line = json.dumps(record, ensure_ascii=False) + "\n"
    sys.stdout.buffer.write(line.encode("utf-8", "surrogatepass"))
    sys.stdout.flush()


def main(argv: list[str]) -> int:
    """Extract the pages and write them as JSON lines; 2 on a usage error."""
    if len(argv) != 3 or argv[0] not in EXTRACTORS:
        sys.stderr.write("usage: python -m inspector.engines.child ENGINE FILE PAGES\n")
        return 2
    name, path, spec = argv
    pages = [int(p) for p in spec.split(",") if p]
    logging.disable(logging.CRITICAL)  # the libraries' warnings are not their text
    try:
        version: str | None = metadata.version(DISTRIBUTIONS[name])
    except metadata.PackageNotFoundError:
        version = None
    _emit({"version": version})
    noise = io.StringIO()
    with redirect_stderr(noise):
        extracted = EXTRACTORS[name](path, pages)
        while True:
            try:
                number, text = next(extracted)
            except StopIteration:
                break
            _emit({"page": number, "text": text})
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
