"""Translating texts and messages into the current language."""

from __future__ import annotations

import functools
import gettext as _gettext
from pathlib import Path
from typing import Any

from inspector.i18n.language import LANGUAGES, language
from inspector.i18n.message import Message
from inspector.i18n.po import read_po, translations
from inspector.shipped import resource_root

DOMAIN = "inspector"


def locale_dir() -> Path:
    """Where the catalogues are: ``<lang>.po`` sources and, in a built package,
    ``<lang>/LC_MESSAGES/inspector.mo``."""
    return resource_root() / "locale"


@functools.cache
def catalogue(lang: str) -> dict[str, str]:
    """English text -> translation for ``lang`` (empty for English)."""
    if lang == "en" or lang not in LANGUAGES:
        return {}
    folder = locale_dir()
    mo = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if mo.is_file():
        with mo.open("rb") as handle:
            compiled = _gettext.GNUTranslations(handle)
        return dict(compiled._catalog)  # type: ignore[attr-defined]
    po = folder / f"{lang}.po"
    return translations(read_po(po)) if po.is_file() else {}


def gettext(text: str, lang: str | None = None) -> str:
    """The translation of one catalogue text (itself when there is none)."""
    return catalogue(lang or language()).get(text, text) if text else text


def tr_in(value: Any, lang: str) -> str:
    """``value`` in ``lang``: a :class:`Message` formatted again from its translated
    template (its values translated too), a plain string looked up as a whole."""
    if lang == "en":
        return str(value) if not isinstance(value, str) else value
    if isinstance(value, Message):
        template = gettext(value.template, lang)
        if not value.args:
            return template
        args = {k: tr_in(v, lang) if isinstance(v, Message) else v for k, v in value.args.items()}
        try:
            return template.format(**args)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not lose the message: the English is right.
            return value.template.format(**args)
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
