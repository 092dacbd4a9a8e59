"""Messages that can be translated after they were made.

A :class:`Message` is the English text (a ``str``, so findings, JSON and comparisons see
plain text) that remembers its template and values, so that it can be formatted again in
another language where it is shown. Values may be messages themselves (a verdict reason
quoting a finding); they are translated with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Message(str):
    """English text with the template and values it was formatted from."""

    __slots__ = ("args", "template")
    template: str
    args: Mapping[str, Any]

    def __new__(cls, template: str, args: Mapping[str, Any] | None = None) -> Message:
        values = dict(args or {})
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.args = values
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled for worker processes (triage) with its template, not as plain text.
        return (Message, (self.template, dict(self.args)))


def msg(template: str, /, **args: Any) -> Message:
    """A translatable message: ``template`` (English, ``{name}`` placeholders, a literal
    so that the extractor finds it) formatted with ``args``."""
    return Message(template, args)


def N_(text: str) -> str:
    """Mark a literal for the catalogue without translating it here (it is translated
    where it is shown, with :func:`inspector.i18n.tr`)."""
    return text
