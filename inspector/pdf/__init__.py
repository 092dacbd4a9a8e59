"""Document access: the only package that touches pikepdf."""

from __future__ import annotations

from inspector.pdf.document import Document, DocumentInfo, Page, open_document
from inspector.pdf.fontdict import FontSpec, StreamData, read_font_spec, read_program
from inspector.pdf.objects import (
    TRAILER,
    FoundObject,
    OutlineEntry,
    Ref,
    StreamBytes,
    StreamPage,
    StreamView,
)
from inspector.pdf.pageparts import AltTexts, DrawnImage, Link
from inspector.pdf.resources import ContentHandle, FontRef, Form, ResourceScope
from inspector.pdf.structure import StructElement

__all__ = [
    "TRAILER",
    "AltTexts",
    "ContentHandle",
    "Document",
    "DocumentInfo",
    "DrawnImage",
    "FontRef",
    "FontSpec",
    "Form",
    "FoundObject",
    "Link",
    "OutlineEntry",
    "Page",
    "Ref",
    "ResourceScope",
    "StreamBytes",
    "StreamData",
    "StreamPage",
    "StreamView",
    "StructElement",
    "open_document",
    "read_font_spec",
    "read_program",
]
