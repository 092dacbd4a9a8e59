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

import re

from inspector.chain import UnicodeSource, WidthSource
from inspector.findings import Severity
from inspector.i18n import N_, tr, tr_format

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
    "none": N_("none"),
}
"""The rule that gave a code its Unicode (``UnicodeSource`` values) as the reports' chain
names it; the PDF's own names stay as they are."""

WIDTH_SOURCES = {
    "standard-14": N_("standard 14 font metrics"),
    "default": N_("default width 0"),
}
"""Width sources that are not PDF keys (``W``, ``DW``, ``Widths``, ``MissingWidth`` stay
as they are), as the reports' chain names them."""


SEVERITY_NAMES: dict[Severity, str] = {
    Severity.ERROR: N_("error"),
    Severity.WARNING: N_("warning"),
    Severity.INFO: N_("info"),
}
"""A finding's severity for people (JSON and the command line's diagnostics keep
:attr:`Severity.label`)."""

FONT_KINDS = {
    "simple": N_("simple"),
    "composite": N_("composite"),
    "type3": "Type3",
    "broken": N_("broken"),
}
"""``Font.kind`` for people."""

_FORM = re.compile(r"form (/\S+)$")
_GLYPHS = re.compile(r"Type3 (/\S+) glyphs$")
_ANNOTATION = re.compile(r"annotation ([0-9]+)(?: (/\S+))?$")


def source_name(source: UnicodeSource) -> str:
    """A Unicode source in the current language (a PDF name as it is), as the window and
    the reports name it (:data:`SOURCE_NAMES`)."""
    name = SOURCE_NAMES[source.value]
    return name if name in ("ToUnicode", "ActualText") else tr(name)


def width_source_name(source: WidthSource) -> str:
    """A width source in the current language (a PDF key as it is, :data:`WIDTH_SOURCES`)."""
    name = WIDTH_SOURCES.get(source.value)
    return tr(name) if name is not None else source.value


def severity_name(severity: Severity) -> str:
    """A severity in the current language."""
    return tr(SEVERITY_NAMES[severity])


def finding_line(severity: Severity | str, code: str, message: object) -> str:
    """A finding as the command line prints it: ``error: CODE: message``; the severity
    (a :class:`Severity` or its label, as records keep it) and the code stay English and
    stable for scripts, the message and the punctuation are the current language's."""
    label = severity if isinstance(severity, str) else severity.label
    return tr_format(
        "{severity}: {code}: {message}", severity=label, code=code, message=tr(message)
    )


def font_kind_name(kind: str) -> str:
    """A font's kind (``Font.kind``) in the current language."""
    name = FONT_KINDS.get(kind)
    return kind if name is None else name if name == "Type3" else tr(name)


def use_place(where: str) -> str:
    """Where a font is used (:attr:`inspector.decode.inventory.FontUse.where`: ``page``,
    ``form /Fm0``, ``Type3 /T1 glyphs``, ``annotation 2 /On``) in the current language."""
    if where == "page":
        return tr(N_("page"))
    if (form := _FORM.match(where)) is not None:
        return tr(N_("form {name}")).format(name=form.group(1))
    if (glyphs := _GLYPHS.match(where)) is not None:
        return tr(N_("glyphs of Type3 font {name}")).format(name=glyphs.group(1))
    if (note := _ANNOTATION.match(where)) is not None:
        text = tr(N_("annotation {number}")).format(number=note.group(1))
        return f"{text} {note.group(2)}" if note.group(2) else text
    return where


ROUTE_WORDS = {
    "correction": N_("your correction"),
    "unified ideographs": N_("unified ideographs"),
}
"""The words of a repair's evidence (:func:`route_name`) that are not Unicode sources."""


def route_name(route: str) -> str:
    """A repair's evidence for a code (``font-cmap``, ``tounicode, unified ideographs``,
    ``correction``) in the current language: each part a source's name or a route word."""
    by_value = {source.value: source for source in UnicodeSource}
    parts = []
    for part in route.split(", "):
        if part in by_value:
            parts.append(source_name(by_value[part]))
        elif part in ROUTE_WORDS:
            parts.append(tr(ROUTE_WORDS[part]))
        else:
            parts.append(part)
    return tr(N_(", ")).join(parts) if len(parts) > 1 else parts[0]


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
    "FONT_KINDS",
    "SEVERITY_NAMES",
    "SOURCE_NAMES",
    "VERDICT_LABELS",
    "VERDICT_NAMES",
    "WIDTH_SOURCES",
    "finding_line",
    "font_kind_name",
    "route_name",
    "severity_name",
    "source_name",
    "status_text",
    "use_place",
    "verdict_label",
    "width_source_name",
]
