"""Messages that can be translated after they were made.

A :class:`Message` is the English text (a ``str``, so findings, JSON and comparisons see
plain text) that remembers its template and values, so that it can be formatted again in
another language where it is shown. Values may be messages themselves (a verdict reason
quoting a finding); they are translated with it.

A message about a number of things (:func:`msg_n`, gettext's ``ngettext``) has two
English templates, the singular and the plural, and the number that chooses between
them; each language chooses among its own forms by its ``Plural-Forms`` rule (English
and most languages two, Japanese, Chinese and Korean one).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def english_plural(n: int) -> int:
    """The English form for ``n``: 0 the singular (exactly 1), 1 the plural."""
    return 0 if n == 1 else 1


class Message(str):
    """English text with the template and values it was formatted from (and, for a
    message about ``n`` things, its plural template)."""

    __slots__ = ("args", "n", "plural", "template")
    template: str
    args: Mapping[str, Any]
    plural: str | None
    n: int

    def __new__(
        cls,
        template: str,
        args: Mapping[str, Any] | None = None,
        plural: str | None = None,
        n: int = 1,
    ) -> Message:
        values = dict(args or {})
        english = template if plural is None or english_plural(n) == 0 else plural
        self = super().__new__(cls, english.format(**values) if values else english)
        self.template = template
        self.args = values
        self.plural = plural
        self.n = n
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled for worker processes (triage) with its template, not as plain text.
        return (Message, (self.template, dict(self.args), self.plural, self.n))


def msg(template: str, /, **args: Any) -> Message:
    """A translatable message: ``template`` (English, ``{name}`` placeholders, a literal
    so that the extractor finds it) formatted with ``args``."""
    return Message(template, args)


def msg_n(singular: str, plural: str, n: int, /, **args: Any) -> Message:
    """A translatable message about ``n`` things (gettext's ``ngettext``): the English
    ``singular`` for exactly 1, else ``plural`` (both literals, with the same
    placeholders), formatted with ``args``; other languages take the form their plural
    rule gives for ``n``. ``n`` is usually also a value: ``msg_n("{count} code",
    "{count} codes", n, count=n)``."""
    return Message(singular, args, plural, int(n))


def N_(text: str) -> str:
    """Mark a literal for the catalogue without translating it here (it is translated
    where it is shown, with :func:`inspector.i18n.tr`)."""
    return text
