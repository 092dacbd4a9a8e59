"""What ``triage`` grades files by, apart from the triage itself: the command line names
these when it builds its options, before (and without) importing the analysis."""

from __future__ import annotations

LEVELS = ("ok", "recoverable", "suspicious", "not-recoverable", "unreadable", "error")
"""File levels from best to worst; ``--fail-on`` names one of them."""

DEFAULT_TIME_LIMIT = 120.0
"""Seconds one file may take before it becomes an error row."""

__all__ = ["DEFAULT_TIME_LIMIT", "LEVELS"]
