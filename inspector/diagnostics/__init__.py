"""Diagnostics: rules that turn the decoded model into findings and verdicts.

The names are imported from their modules on first use, so that what needs only the
verdicts' values (the window's colours and icons, :mod:`inspector.diagnostics.verdict`)
does not import the rules and, through them, the content interpreter and pikepdf: the
window's first page does not wait for them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from inspector.diagnostics.run import RULES, Diagnoser, font_verdict
    from inspector.diagnostics.usage import FontUsage
    from inspector.diagnostics.verdict import (
        OCR_THRESHOLD,
        Diagnosis,
        FontVerdict,
        PageHealth,
        Verdict,
    )

_HOMES = {
    "RULES": "run",
    "Diagnoser": "run",
    "font_verdict": "run",
    "FontUsage": "usage",
    "OCR_THRESHOLD": "verdict",
    "Diagnosis": "verdict",
    "FontVerdict": "verdict",
    "PageHealth": "verdict",
    "Verdict": "verdict",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'inspector.diagnostics' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"inspector.diagnostics.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "OCR_THRESHOLD",
    "RULES",
    "Diagnoser",
    "Diagnosis",
    "FontUsage",
    "FontVerdict",
    "PageHealth",
    "Verdict",
    "font_verdict",
]
