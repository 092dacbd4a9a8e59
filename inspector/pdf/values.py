"""Turning pikepdf objects into plain Python values without trusting their types."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pikepdf

PlainValue = Any
"""A plain value: None, bool, int, float, str (a name, without the slash), bytes (a
string), list of plain values, or dict of plain values."""


def name_of(obj: object) -> str | None:
    """The name without its slash, or None when ``obj`` is not a name."""
    if isinstance(obj, pikepdf.Name):
        try:
            return str(obj)[1:]
        except UnicodeDecodeError:
            # A name with bytes that are not UTF-8 (legal in PDF, §7.3.5): keep them as Latin-1.
            raw = bytes(obj.unparse())[1:]
            return re.sub(
                rb"#([0-9A-Fa-f]{2})", lambda m: bytes.fromhex(m.group(1).decode()), raw
            ).decode("latin-1")
    return None


def number_of(obj: object) -> float | None:
    """A number as float, or None when ``obj`` is not a number."""
    if isinstance(obj, bool):
        return None
    if isinstance(obj, int | float | Decimal):
        value = float(obj)
        return value if math.isfinite(value) else None
    return None


def int_of(obj: object) -> int | None:
    """An integer value, or None."""
    value = number_of(obj)
    if value is None or value != value or abs(value) > 2**53:
        return None
    return int(value)


def string_of(obj: object) -> bytes | None:
    """A string's bytes, or None."""
    if isinstance(obj, pikepdf.String):
        return bytes(obj)
    return None


def text_of(obj: object) -> str | None:
    """A text string (PDFDocEncoding or UTF-16) as str, or a name's text, or None."""
    if isinstance(obj, pikepdf.String):
        try:
            return str(obj)
        except (UnicodeDecodeError, ValueError):
            return bytes(obj).decode("latin-1")
    return name_of(obj)


def is_dict(obj: object) -> bool:
    """Whether ``obj`` is a dictionary (streams count, through their dictionary)."""
    return isinstance(obj, pikepdf.Dictionary | pikepdf.Stream)


def is_stream(obj: object) -> bool:
    """Whether ``obj`` is a stream."""
    return isinstance(obj, pikepdf.Stream)


def is_array(obj: object) -> bool:
    """Whether ``obj`` is an array."""
    return isinstance(obj, pikepdf.Array)


def get(obj: object, key: str) -> object:
    """``obj[key]`` for dictionaries and streams, None otherwise or when missing."""
    if not is_dict(obj):
        return None
    try:
        return obj.get(key)  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, ValueError):
        return None


def items(obj: object) -> Iterator[tuple[str, object]]:
    """Key and value pairs of a dictionary (keys without the slash), in key order, so that
    every listing built from them is the same from run to run."""
    if not is_dict(obj):
        return
    try:
        keys = sorted(obj.keys(), key=str)  # type: ignore[attr-defined]
    except (pikepdf.PdfError, RuntimeError, UnicodeDecodeError):
        return
    for key in keys:
        try:
            yield str(key)[1:], obj.get(key)  # type: ignore[attr-defined]
        except (pikepdf.PdfError, RuntimeError, ValueError):
            continue


def objnum(obj: object) -> int | None:
    """The object number of an indirect object, or None for direct objects."""
    try:
        if isinstance(obj, pikepdf.Object) and obj.is_indirect:
            return int(obj.objgen[0])
    except (pikepdf.PdfError, RuntimeError, ValueError):
        return None
    return None


def plain(obj: object, depth: int = 0) -> PlainValue:
    """A plain copy of a (small) PDF value, for operands and display."""
    if depth > 32:
        return None
    if isinstance(obj, bool):
        return obj
    if isinstance(obj, pikepdf.Name):
        return name_of(obj)
    if isinstance(obj, pikepdf.String):
        return bytes(obj)
    if isinstance(obj, pikepdf.Array):
        return [plain(x, depth + 1) for x in obj]
    if isinstance(obj, pikepdf.Dictionary):
        return {k: plain(v, depth + 1) for k, v in items(obj)}
    number = number_of(obj)
    if number is not None:
        return int(number) if number.is_integer() and not isinstance(obj, float) else number
    return None
