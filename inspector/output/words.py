"""The one home of the small word sets shown by the window and the command line alike,
each translated where shown (``tr``) while records keep the English value:

- a verdict's name as the tables and the window show it (:data:`VERDICT_NAMES`,
  :func:`verdict_label`: ``not-recoverable``) and as the reports and triage's summary
  title it (:data:`VERDICT_LABELS`: ``Not recoverable``); the verdicts' order and rank
  are :class:`inspector.diagnostics.verdict.Verdict`'s;
- an extractor's status in the compare section and the compare command's text
  (:data:`ENGINE_STATUSES`, :func:`status_text`; the record keeps ``ok``, ``missing``,
  ``failed``, ``timeout``, ``memory-limit``).

The Unicode-source badges are :mod:`inspector.output.badges`, the flags' order
:data:`inspector.chain.FLAG_ORDER`, the hidden-character rule
:func:`inspector.output.escapes.is_hidden`.
"""

from __future__ import annotations

from inspector.i18n import N_, tr

VERDICT_NAMES = {
    "ok": N_("ok"),
    "recoverable": N_("recoverable"),
    "suspicious": N_("suspicious"),
    "not-recoverable": N_("not-recoverable"),
    "unreadable": N_("unreadable"),
    "incomplete": N_("incomplete"),
    "error": N_("error"),
}
"""Verdict values (and triage's two levels without a verdict) as the tables and the window
name them."""

VERDICT_LABELS = {
    "ok": N_("OK"),
    "recoverable": N_("Recoverable"),
    "suspicious": N_("Suspicious"),
    "not-recoverable": N_("Not recoverable"),
    "unreadable": N_("Unreadable"),
    "incomplete": N_("Incomplete"),
    "error": N_("Error"),
}
"""Verdict values (and triage's two levels without a verdict) as titles for people: the
reports and triage's summary (translated where shown, with ``tr``)."""

ENGINE_STATUSES = {
    "ok": N_("ok"),
    "missing": N_("not installed"),
    "failed": N_("failed"),
    "timeout": N_("timed out"),
    "memory-limit": N_("stopped at the memory limit"),
}
"""An extractor's status as people read it."""


def verdict_label(value: str) -> str:
    """A verdict value for people: the value itself in English, translated otherwise
    (JSON keeps the value)."""
    return tr(VERDICT_NAMES.get(value, value))


def status_text(status: str) -> str:
    """An engine's status in the current language (an unknown one as it is)."""
    known = ENGINE_STATUSES.get(status)
    return tr(known) if known is not None else status


__all__ = [
    "ENGINE_STATUSES",
    "VERDICT_LABELS",
    "VERDICT_NAMES",
    "status_text",
    "verdict_label",
]
