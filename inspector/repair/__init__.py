"""Repair: a copy whose ToUnicode CMaps make the text extract correctly everywhere."""

from __future__ import annotations

from inspector.repair.plan import FontRepair, plan_repairs, write_repaired
from inspector.repair.tounicode import tounicode_cmap

__all__ = ["FontRepair", "plan_repairs", "tounicode_cmap", "write_repaired"]
