"""The words shown for an extractor's status in the compare section and the compare
command's text (the record keeps the English value: ``ok``, ``missing``, ``failed``,
``timeout``, ``memory-limit``)."""

from __future__ import annotations

from inspector.i18n import N_, tr

ENGINE_STATUSES = {
    "ok": N_("ok"),
    "missing": N_("not installed"),
    "failed": N_("failed"),
    "timeout": N_("timed out"),
    "memory-limit": N_("stopped at the memory limit"),
}


def status_text(status: str) -> str:
    """An engine's status in the current language (an unknown one as it is)."""
    known = ENGINE_STATUSES.get(status)
    return tr(known) if known is not None else status


__all__ = ["ENGINE_STATUSES", "status_text"]
