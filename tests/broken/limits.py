"""The inspector's limits scaled down, so that tests trip them in milliseconds.

The files in this folder trip the real limits (``survive.py`` runs them that way); the
test suite runs them in-process with these smaller ones, which exercise the same code.
"""

from __future__ import annotations

from functools import partial

import pytest

from inspector.cmap import parser
from inspector.content import interpreter
from inspector.pdf import fontdict, resources, streams

SMALL_STREAM = 8 * 1024 * 1024
"""Decoded stream limit in tests (the real one is DECODED_STREAM_LIMIT)."""


def scale_down(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replace the limits by small ones for the rest of the test."""
    monkeypatch.setattr(interpreter, "OPERATOR_LIMIT", 20_000)
    monkeypatch.setattr(interpreter, "GLYPH_LIMIT", 2_000)
    monkeypatch.setattr(interpreter, "STRING_LIMIT", 200)
    monkeypatch.setattr(resources, "CONTENT_SIZE_LIMIT", 4 * 1024 * 1024)
    monkeypatch.setattr(resources, "DECODE_LIMIT", SMALL_STREAM)
    monkeypatch.setattr(fontdict, "STREAM_SIZE_LIMIT", SMALL_STREAM)
    monkeypatch.setattr(parser, "CMAP_SIZE_LIMIT", 256 * 1024)
    # qpdf's own limit is process-wide; open_document sets it again for every file.
    monkeypatch.setattr(
        "inspector.pdf.document.limit_decoders", partial(streams.limit_decoders, SMALL_STREAM)
    )
