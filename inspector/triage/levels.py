"""What ``triage`` grades files by, apart from the triage itself: the command line names
these when it builds its options, before (and without) importing the analysis."""

from __future__ import annotations

LEVELS = (
    "ok",
    "recoverable",
    "suspicious",
    "not-recoverable",
    "unreadable",
    "incomplete",
    "error",
)
"""File levels from best to worst; ``--fail-on`` names one of them. ``incomplete`` is no
verdict about the content (the user's time limit stopped the file, see
:data:`INCOMPLETE_KINDS`): it ranks above every verdict, since nothing is known of the
content, and below ``error`` (a file that could not be inspected at all), so that
``--fail-on error`` leaves it out and ``--fail-on incomplete`` takes both."""

DEFAULT_TIME_LIMIT = 120.0
"""Seconds one file may take before it becomes an error row."""

INCOMPLETE_KINDS = frozenset(("timeout",))
"""Error kinds of the rows of files that the user's time limit stopped: no verdict (the
content was not read to the end), and ``--resume`` triages them again."""

REDONE_KINDS = INCOMPLETE_KINDS | {"died"}
"""Error kinds of the rows that ``--resume`` never takes from the journal: the file got
no verdict (the time limit stopped it, or its worker process died on it), whichever
engine wrote the row, so the file is triaged again."""

__all__ = ["DEFAULT_TIME_LIMIT", "INCOMPLETE_KINDS", "LEVELS", "REDONE_KINDS"]
