"""Repair: a copy whose ToUnicode CMaps make the text extract correctly everywhere, with
the streams only the inspector could decode rewritten in a standard encoding."""

from __future__ import annotations

from inspector.repair.plan import (
    FontRepair,
    RepairWritten,
    plan_repairs,
    unknown_fonts,
    write_repaired,
)
from inspector.repair.tounicode import tounicode_cmap

__all__ = [
    "FontRepair",
    "RepairWritten",
    "plan_repairs",
    "tounicode_cmap",
    "unknown_fonts",
    "write_repaired",
]
