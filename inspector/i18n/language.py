"""Which language the output is in: ``--lang``, else the locale (LANGUAGE, LC_ALL,
LC_MESSAGES, LANG), else English."""

from __future__ import annotations

import os
from collections.abc import Mapping

LANGUAGES: dict[str, str] = {
    "en": "English",
    "ja": "日本語",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
    "ko": "한국어",
}
"""The languages of the output, by catalogue name, each named in itself."""

PLURAL_FORMS: dict[str, str] = {
    "en": "nplurals=2; plural=(n != 1);",
    "ja": "nplurals=1; plural=0;",
    "zh_CN": "nplurals=1; plural=0;",
    "zh_TW": "nplurals=1; plural=0;",
    "ko": "nplurals=1; plural=0;",
}
"""Each language's plural rule, as the ``Plural-Forms`` header of its catalogue states it
(gettext's C expression of ``n`` giving the form): English a singular for 1 and a plural
for the rest; Japanese, Chinese and Korean one form for every number."""

_HTML_LANG = {"en": "en", "ja": "ja", "zh_CN": "zh-CN", "zh_TW": "zh-TW", "ko": "ko"}

_TRADITIONAL = ("tw", "hk", "mo", "hant")

_state: dict[str, object] = {"language": "en", "explicit": False}


def normalize_language(name: str) -> str | None:
    """The catalogue name for a language tag or locale (``ja_JP.UTF-8``, ``zh-Hant``,
    ``ko``, ``C``), or None when we have no catalogue for it."""
    tag = name.split(".")[0].split("@")[0].replace("-", "_").lower()
    if not tag:
        return None
    parts = tag.split("_")
    base = parts[0]
    if base in ("c", "posix", "en"):
        return "en"
    if base in ("ja", "ko"):
        return base
    if base == "zh":
        return "zh_TW" if any(p in _TRADITIONAL for p in parts[1:]) else "zh_CN"
    return None


def language_from_environment(env: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for, as gettext looks for it: LANGUAGE (a list,
    when the locale is not C), LC_ALL, LC_MESSAGES, LANG."""
    env = os.environ if env is None else env
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            break
    else:
        value = ""
    if value and value.split(".")[0] not in ("C", "POSIX"):
        for item in env.get("LANGUAGE", "").split(":"):
            found = normalize_language(item) if item else None
            if found is not None:
                return found
    found = normalize_language(value) if value else None
    return found or "en"


def set_language(name: str, explicit: bool = False) -> None:
    """Use ``name`` (a catalogue name) for the output; ``explicit`` when the user asked
    for it (``--lang``): JSON then carries the translated texts beside the English."""
    if name not in LANGUAGES:
        raise ValueError(f"no catalogue for language {name!r}")
    _state["language"] = name
    _state["explicit"] = explicit


def language() -> str:
    """The current output language."""
    return str(_state["language"])


def language_was_asked() -> bool:
    """Whether the user chose the language (``--lang``) rather than the locale."""
    return bool(_state["explicit"])


def translated_fields() -> str | None:
    """The language JSON records add translations in, or None (English only)."""
    current = language()
    return current if _state["explicit"] and current != "en" else None


def html_lang(name: str | None = None) -> str:
    """The BCP 47 tag of a language, for HTML's ``lang``."""
    return _HTML_LANG[name or language()]
