"""Human-readable output in the user's language: English, Japanese, Simplified and
Traditional Chinese, Korean.

Messages are written in English in the code as templates with named placeholders
(:func:`inspector.i18n.message.msg`); the gettext catalogues in ``resources/locale``
(``.po`` sources, ``.mo`` built by the package build) give their translations. Codes,
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
from inspector.i18n.message import N_, Message, msg
from inspector.i18n.translate import gettext, tr, tr_format, tr_in

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
    "normalize_language",
    "set_language",
    "tr",
    "tr_format",
    "tr_in",
    "translated_fields",
]
