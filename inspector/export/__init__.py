"""Exports of the document itself (not of the diagnosis): HTML through a template."""

from __future__ import annotations

from inspector.export.html import export_html

__all__ = ["export_html"]
