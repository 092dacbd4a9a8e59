"""Human-readable output in the user's language: English, Japanese, Simplified and
Traditional Chinese, Korean.

Messages are written in English in the code as templates with named placeholders
(:func:`inspector.i18n.message.msg`; :func:`~inspector.i18n.message.msg_n` for a message
about a number of things, with each language's plural forms); the gettext catalogues in
``resources/locale`` (``.po`` sources, ``.mo`` built by the package build) give their
translations. Codes,
JSON keys and enum values are never translated.
"""

from __future__ import annotations

from inspector.i18n.language import (
    LANGUAGES,
    html_lang,
    language,
    language_from_environment,
    language_was_asked,
    normalize_language,
    set_language,
    translated_fields,
)
from inspector.i18n.message import N_, Message, msg, msg_n
from inspector.i18n.translate import gettext, ngettext, tr, tr_format, tr_format_n, tr_in

__all__ = [
    "LANGUAGES",
    "N_",
    "Message",
    "gettext",
    "html_lang",
    "language",
    "language_from_environment",
    "language_was_asked",
    "msg",
    "msg_n",
    "ngettext",
    "normalize_language",
    "set_language",
    "tr",
    "tr_format",
    "tr_format_n",
    "tr_in",
    "translated_fields",
]
