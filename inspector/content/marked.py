"""Marked-content sequences and their properties (ISO 32000-1 §14.6, §14.9.4)."""

from __future__ import annotations

from typing import Any

from inspector.content.events import MarkedContent
from inspector.pdf import ResourceScope


def decode_text_string(value: object) -> str | None:
    """A PDF text string (§7.9.2.2): UTF-16BE or UTF-8 with a BOM, else PDFDocEncoding."""
    if isinstance(value, str):
        return value
    if not isinstance(value, bytes):
        return None
    if value.startswith(b"\xfe\xff"):
        return value[2:].decode("utf-16-be", errors="replace")
    if value.startswith(b"\xef\xbb\xbf"):
        return value[3:].decode("utf-8", errors="replace")
    # PDFDocEncoding agrees with Latin-1 except in 0x18-0x1F and 0x80-0xA0, rare in practice.
    return value.decode("latin-1")


def marked_content(serial: int, args: list[Any], scope: ResourceScope) -> MarkedContent:
    """The marked-content sequence opened by BMC or BDC with these operands."""
    tag = args[0][1:] if args and isinstance(args[0], str) and args[0].startswith("/") else "?"
    props: object = args[1] if len(args) > 1 else None
    if isinstance(props, str) and props.startswith("/"):
        props = scope.properties(props[1:])
    if not isinstance(props, dict):
        return MarkedContent(serial, tag)
    mcid = props.get("MCID")
    return MarkedContent(
        serial=serial,
        tag=tag,
        mcid=mcid if isinstance(mcid, int) and not isinstance(mcid, bool) else None,
        actual_text=decode_text_string(props.get("ActualText")),
        alt=decode_text_string(props.get("Alt")),
        lang=decode_text_string(props.get("Lang")),
    )


def actual_text_of(marked: tuple[MarkedContent, ...]) -> MarkedContent | None:
    """The sequence whose /ActualText replaces the text of glyphs drawn inside ``marked``
    (the open sequences, outermost first): the innermost that has one (§14.9.4), or None."""
    for mc in reversed(marked):
        if mc.actual_text is not None:
            return mc
    return None
