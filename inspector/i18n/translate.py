"""Translating texts and messages into the current language."""

from __future__ import annotations

import functools
import gettext as _gettext
from collections.abc import Callable
from pathlib import Path
from typing import Any

from inspector.i18n.language import LANGUAGES, language
from inspector.i18n.message import Message, english_plural
from inspector.i18n.po import Catalogue, header, read_po, translations
from inspector.shipped import resource_root

DOMAIN = "inspector"


def locale_dir() -> Path:
    """Where the catalogues are: ``<lang>.po`` sources and, in a built package,
    ``<lang>/LC_MESSAGES/inspector.mo``."""
    return resource_root() / "locale"


@functools.cache
def catalogue(lang: str) -> Catalogue:
    """English text -> translation for ``lang`` (empty for English); a plural message's
    forms under ``(msgid, form)``, the header under ``""``."""
    if lang == "en" or lang not in LANGUAGES:
        return {}
    folder = locale_dir()
    mo = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if mo.is_file():
        with mo.open("rb") as handle:
            compiled = _gettext.GNUTranslations(handle)
        return dict(compiled._catalog)  # type: ignore[attr-defined]
    po = folder / f"{lang}.po"
    if not po.is_file():
        return {}
    entries = read_po(po)
    return {**translations(entries), "": header(entries)}


def plural_rule(header_text: str) -> Callable[[int], int] | None:
    """The form for a number, from a catalogue header's ``Plural-Forms: nplurals=N;
    plural=EXPR;`` (gettext's C expression); None without one."""
    for line in header_text.splitlines():
        name, _, value = line.partition(":")
        if name.strip().lower() == "plural-forms" and "plural=" in value:
            expression = value.split("plural=", 1)[1].strip().rstrip(";")
            return _gettext.c2py(expression)
    return None


@functools.cache
def _plural_rule(lang: str) -> Callable[[int], int]:
    found = catalogue(lang).get("")
    rule = plural_rule(found) if found else None
    return rule or english_plural


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    """The form for ``n`` of a plural message in ``lang`` (English where the catalogue
    has no translation of it)."""
    lang = lang or language()
    found = catalogue(lang).get((singular, _plural_rule(lang)(n))) if lang != "en" else None
    return found or (singular if english_plural(n) == 0 else plural)


def gettext(text: str, lang: str | None = None) -> str:
    """The translation of one catalogue text (itself when there is none)."""
    return catalogue(lang or language()).get(text, text) if text else text


def tr_in(value: Any, lang: str) -> str:
    """``value`` in ``lang``: a :class:`Message` formatted again from its translated
    template (its values translated too), a plain string looked up as a whole."""
    if lang == "en":
        return str(value) if not isinstance(value, str) else value
    if isinstance(value, Message):
        if value.plural is not None:
            template = ngettext(value.template, value.plural, value.n, lang)
        else:
            template = gettext(value.template, lang)
        if not value.args:
            return template
        args = {k: tr_in(v, lang) if isinstance(v, Message) else v for k, v in value.args.items()}
        try:
            return template.format(**args)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not lose the message: the English is right.
            english = value.template
            if value.plural is not None:
                english = ngettext(value.template, value.plural, value.n, "en")
            return english.format(**args)
    if isinstance(value, str):
        return gettext(value, lang)
    return str(value)


def tr(value: Any) -> str:
    """``value`` in the current language."""
    return tr_in(value, language())


def tr_format(text: str, /, **args: Any) -> str:
    """A catalogue text translated and then formatted with ``args`` (for templates:
    ``{{ _("Page {page}", page=3) }}``); values that are messages are translated too."""
    return tr(Message(text, args))


def tr_format_n(singular: str, plural: str, n: int, /, **args: Any) -> str:
    """:func:`tr_format` for a message about ``n`` things (see
    :func:`inspector.i18n.msg_n`; in templates ``{{ _n("{count} code", "{count} codes",
    n, count=n) }}``)."""
    return tr(Message(singular, args, plural, int(n)))
