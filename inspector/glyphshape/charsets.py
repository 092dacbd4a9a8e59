"""Which characters a font's glyphs are looked for among: its script's.

A subset's glyphs are matched against the characters of its script, not all of Unicode:
fewer candidates are faster and confuse less (a Japanese font does not draw a Hangul
syllable). The script comes from the font's name (``MS-Mincho``, ``SimSun``, ``Batang``,
``NotoSansCJKsc``...), its character collection's Ordering (``Japan1``, ``GB1``, ``CNS1``,
``Korea1``) and the document's language (``/Lang``); the characters of each are those of
the national character set its legacy encoding holds (JIS X 0208, GB 2312, Big5,
KS X 1001), read from Python's codecs, plus Latin, digits and punctuation.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

SCRIPTS = ("ja", "zh-Hans", "zh-Hant", "ko")
"""The scripts the route knows, as language tags."""

_CODECS = {"ja": "euc_jp", "zh-Hans": "gb2312", "zh-Hant": "big5", "ko": "euc_kr"}

_NAME_HINTS: tuple[tuple[str, str], ...] = (
    (
        r"cjkjp|jp\b|mincho|gothic|kozmin|kozgo|hiragino|meiryo|yugoth|yumin|ipa|takao|"
        r"msmincho|msgothic|ms-mincho|ms-gothic|ryumin|shinsei|morisawa",
        "ja",
    ),
    (
        r"cjksc|\bsc\b|simsun|simhei|nsimsun|songti|stsong|stheiti|fangsong|kaiti|"
        r"microsoftyahei|yahei|dengxian|adobesong|adobeheiti|sourcehansanssc|sourcehanserifsc|"
        r"fzs|fzh|wenquanyi|wqy",
        "zh-Hans",
    ),
    (
        r"cjktc|cjkhk|\btc\b|mingliu|pmingliu|dfkai|mingti|adobeming|microsoftjhenghei|"
        r"jhenghei|sourcehansanstc|sourcehanseriftc",
        "zh-Hant",
    ),
    (
        r"cjkkr|\bkr\b|batang|gulim|dotum|gungsuh|malgun|nanum|myungjo|adobemyungjo|"
        r"unbatang|undotum|sourcehansanskr|sourcehanserifkr|hcr",
        "ko",
    ),
)

_ORDERINGS = {"japan1": "ja", "gb1": "zh-Hans", "cns1": "zh-Hant", "korea1": "ko", "kr": "ko"}

SERIF_HINTS = re.compile(
    r"mincho|ming|song|serif|batang|myungjo|gungsuh|kai|fangsong|ryumin|kozmin|yumin",
    re.IGNORECASE,
)
"""Parts of a font name that say its ideographs are drawn with serifs (Mincho, Song,
Ming, Batang)."""
SANS_HINTS = re.compile(r"gothic|hei|sans|gulim|dotum|yahei|meiryo|kozgo|malgun", re.IGNORECASE)


def scripts_for(font_name: str | None, ordering: str | None, lang: str | None) -> tuple[str, ...]:
    """The scripts a font's glyphs are looked for in, most likely first: the one its
    name, collection or the document's language names, else all four.

    Args:
        font_name: the BaseFont (a subset prefix ``ABCDEF+`` is ignored).
        ordering: the Ordering of the CIDSystemInfo (``Identity`` says nothing).
        lang: the document's ``/Lang`` (``ja-JP``, ``zh-CN``, ``zh-TW``, ``ko``...).
    """
    name = (font_name or "").split("+", 1)[-1].lower().replace(" ", "")
    for pattern, script in _NAME_HINTS:
        if re.search(pattern, name):
            return (script,)
    found = _ORDERINGS.get((ordering or "").lower())
    if found:
        return (found,)
    if lang:
        tag = lang.lower().replace("_", "-")
        if tag.startswith("ja"):
            return ("ja",)
        if tag.startswith("ko"):
            return ("ko",)
        if tag.startswith("zh"):
            traditional = any(t in tag for t in ("-tw", "-hk", "-mo", "hant"))
            return ("zh-Hant",) if traditional else ("zh-Hans",)
    return SCRIPTS


def latin() -> list[str]:
    """ASCII letters, digits and punctuation, the punctuation typeset text uses beside
    them (quotes, dashes, ellipsis, bullets), and their full-width forms (U+FF01-FF5E,
    which not every national set's codec decodes: ～ is ``〜`` in EUC-JP): the twins a
    match must see."""
    extra = "‘’“”–—―−…•·°±×÷§¶†‡€£¥©®™"
    full = [chr(c) for c in range(0xFF01, 0xFF5F)]
    return [chr(c) for c in range(0x21, 0x7F)] + list(extra) + full


@cache
def national(script: str) -> tuple[str, ...]:
    """The characters of a script's national character set (every two-byte code its
    legacy encoding decodes): kana or Hangul, then ideographs, then the rest."""
    codec = _CODECS[script]
    out: list[str] = []
    seen: set[str] = set()
    # Every code decoded in one call, a line each: a line feed is no byte of a two-byte
    # code in these encodings, so a code that does not decode (U+FFFD where it fails)
    # cannot take the next one's bytes (a code at a time took 0.1 s a script).
    codes = b"\n".join(
        bytes((lead, trail)) for lead in range(0x81, 0xFF) for trail in range(0x40, 0xFF)
    )
    for char in codes.decode(codec, errors="replace").split("\n"):
        fits = len(char) == 1 and char != "\ufffd" and char not in seen
        if fits and char.isprintable() and _own(char):
            seen.add(char)
            out.append(char)
    return tuple(sorted(out, key=_rank))


@cache
def _members(script: str) -> frozenset[str]:
    return frozenset(national(script))


def written_in(char: str, scripts: tuple[str, ...] = SCRIPTS) -> tuple[str, ...]:
    """The scripts, among ``scripts``, whose national set holds a character (这 only
    GB 2312's, 國 Big5's and JIS X 0208's)."""
    return tuple(s for s in scripts if char in _members(s))


def _own(char: str) -> bool:
    """Whether a character is itself, not another's compatibility ideograph (U+F962 is
    異), small form (﹐) or vertical form (︒): those draw their character's glyph, and
    text extraction gives the character."""
    if unicodedata.normalize("NFC", char) != char:
        return False
    return not unicodedata.decomposition(char).startswith(("<small>", "<vertical>"))


def _rank(char: str) -> int:
    """Kana and Hangul first, then ideographs (in the set's own order: the common ones
    first in JIS X 0208 and GB 2312), then symbols and the rest."""
    cp = ord(char)
    if 0x3040 <= cp <= 0x30FF or 0xAC00 <= cp <= 0xD7A3:
        return 0
    if is_ideograph(char):
        return 1
    return 2


def characters(scripts: tuple[str, ...]) -> list[str]:
    """The candidates for a font: Latin, digits and punctuation, then each script's
    characters (no repeats)."""
    chosen = dict.fromkeys(latin())
    for script in scripts:
        chosen.update(dict.fromkeys(national(script)))
    return list(chosen)


def is_ideograph(char: str) -> bool:
    """Whether a character is a CJK unified ideograph (the main block and extension A)."""
    cp = ord(char)
    return 0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF


def only_in(char: str) -> str | None:
    """The one script whose text alone uses a character, or None: hiragana is only
    written in Japanese, Hangul syllables only in Korean. (Katakana is not used: カ, ロ,
    エ look like the ideographs 力, 口, 工.)"""
    cp = ord(char)
    if 0x3041 <= cp <= 0x3096:
        return "ja"
    if 0xAC00 <= cp <= 0xD7A3:
        return "ko"
    return None
