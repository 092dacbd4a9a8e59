"""PDF Font Inspector: why the text of a PDF comes out garbled."""

from __future__ import annotations

__version__ = "0.1.0"
