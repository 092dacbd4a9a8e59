"""Document access: the only package that touches pikepdf."""

from __future__ import annotations

from inspector.pdf.document import Document, DocumentInfo, Page, open_document
from inspector.pdf.fontdict import FontSpec, StreamData, read_font_spec, read_program
from inspector.pdf.objects import OutlineEntry, Ref, StreamView
from inspector.pdf.pageparts import AltTexts, DrawnImage, Link
from inspector.pdf.resources import ContentHandle, FontRef, Form, ResourceScope

__all__ = [
    "AltTexts",
    "ContentHandle",
    "Document",
    "DocumentInfo",
    "DrawnImage",
    "FontRef",
    "FontSpec",
    "Form",
    "Link",
    "OutlineEntry",
    "Page",
    "Ref",
    "ResourceScope",
    "StreamData",
    "StreamView",
    "open_document",
    "read_font_spec",
    "read_program",
]
