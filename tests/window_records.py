"""The window's fonts in the shape of ``fonts --json``, for tests that compare them."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from inspector.diagnostics import FontVerdict
from inspector.findings import Finding
from inspector.gui.state import FontSnapshot
from inspector.output.records import font_record


def window_font_record(
    font: FontSnapshot, verdict: FontVerdict | None, findings: tuple[Finding, ...] | None
) -> dict[str, Any]:
    """``font_record`` of a window's font: it reads a FontEntry (``entry.font.facts``...),
    and the window holds a frozen snapshot, without the live Font."""
    live = SimpleNamespace(facts=font.facts, kind=font.kind, findings=list(font.findings))
    entry = SimpleNamespace(font=live, resources=font.resources, pages=font.pages, uses=font.uses)
    return font_record(entry, verdict, findings)  # type: ignore[arg-type]
