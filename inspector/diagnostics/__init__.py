"""Diagnostics: rules that turn the decoded model into findings and verdicts."""

from __future__ import annotations

from inspector.diagnostics.run import RULES, Diagnoser, font_verdict
from inspector.diagnostics.usage import FontUsage
from inspector.diagnostics.verdict import (
    OCR_THRESHOLD,
    Diagnosis,
    FontVerdict,
    PageHealth,
    Verdict,
)

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
