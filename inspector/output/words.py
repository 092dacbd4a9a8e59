"""The one home of the small word sets shown by the window and the command line alike,
each translated where shown (``tr``) while records keep the English value:

- a verdict's name as the tables and the window show it (:data:`VERDICT_NAMES`,
  :func:`verdict_label`: ``not-recoverable``) and as the reports and triage's summary
  title it (:data:`VERDICT_LABELS`: ``Not recoverable``); the verdicts' order and rank
  are :class:`inspector.diagnostics.verdict.Verdict`'s;
- the rule that gave a code its Unicode and where its width came from, as the reports'
  chains name them (:data:`SOURCE_NAMES`, :data:`WIDTH_SOURCES`);
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
}
"""Verdict values as the tables and the window name them."""

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


SOURCE_NAMES = {
    "tounicode": "ToUnicode",
    "collection": N_("character collection"),
    "encoding": N_("encoding"),
    "glyph-name": N_("glyph name"),
    "font-cmap": N_("the font program's cmap table"),
    "glyph-shape": N_("glyph shape"),
    "name-pattern": N_("glyph name read as its code"),
    "tex-glyph-name": N_("TeX glyph name"),
    "identity-name": N_("/Identity-H read as UTF-16"),
    "actualtext": "ActualText",
}
"""The rule that gave a code its Unicode (``UnicodeSource`` values) as the reports' chain
names it; the PDF's own names stay as they are."""

WIDTH_SOURCES = {
    "standard-14": N_("standard 14 font metrics"),
    "default": N_("default width 0"),
}
"""Width sources that are not PDF keys (``W``, ``DW``, ``Widths``, ``MissingWidth`` stay
as they are), as the reports' chain names them."""


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
    "SOURCE_NAMES",
    "VERDICT_LABELS",
    "VERDICT_NAMES",
    "WIDTH_SOURCES",
    "status_text",
    "verdict_label",
]
