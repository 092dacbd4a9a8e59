"""Glyph name to Unicode by the Adobe Glyph List specification.

ISO 32000-1 §9.10.2 lets a reader map a simple font's character code to Unicode through
the glyph name the encoding gives it, "according to the Adobe Glyph List". The rules of
the AGL specification (https://github.com/adobe-type-tools/agl-specification, section 2)
are implemented by ``fontTools.agl.toUnicode``; this module is the only one that imports
it. What this module adds: a name that yields nothing is None, not "", and a few families
of names that producers make up (``g123``, ``cid00034``, ``index12``) are recognised as
carrying no meaning by design rather than by accident.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from inspector.shipped import resource_path

# Names that number glyphs instead of naming characters: GIDs and CIDs written by font
# converters (``g123``, ``glyph45``, ``gid12``, ``cid00034``, ``index12``) and the hex
# code names of some Type 3 and TrueType producers (``G3A``, ``c1F``, ``C0041``). None of
# them is an AGL name, so the AGL rules give "" for them anyway; the pattern makes that
# decision explicit and independent of the list's contents.
# (``afiiNNNNN`` names are AGL names and stay out of this pattern.)
_NUMBERING_NAME = re.compile(r"(?:g|G|glyph|gid|cid|index)?[0-9]+|[GgCc][0-9A-Fa-f]{2,4}")

# ZapfDingbats glyph list names: "a" and a number without a leading zero.
_ZAPF_DINGBATS_NAME = re.compile(r"a[1-9][0-9]{0,2}")


def _component_to_unicode(component: str, zapf_dingbats: bool) -> str:
    """One underscore-separated component (AGL specification, section 2, step 3)."""
    if not component or _NUMBERING_NAME.fullmatch(component):
        return ""
    if zapf_dingbats and _ZAPF_DINGBATS_NAME.fullmatch(component):
        dingbat = _agl_text(component, True)
        if dingbat:
            return dingbat
    # Without the ZapfDingbats flag fontTools looks the component up in the AGL, then
    # tries the uniXXXX and uXXXX[XX] forms (rejecting surrogates D800-DFFF).
    return _agl_text(component, False)


def _agl_text(name: str, zapf_dingbats: bool) -> str:
    """``fontTools.agl.toUnicode(name)``: for the names of the shipped encodings from
    ``resources/glyphnames.json`` (what fontTools answered when it was built), else from
    fontTools itself."""
    known = _shipped_names()[1 if zapf_dingbats else 0].get(name)
    if known is not None:
        return known
    if zapf_dingbats:
        return str(_agl().toUnicode(name, isZapfDingbats=True))
    return str(_agl().toUnicode(name))


@functools.cache
def _shipped_names() -> tuple[dict[str, str], dict[str, str]]:
    """The AGL's answers for the glyph names of the base and built-in encodings, and the
    ZapfDingbats glyph list's for the names of its encoding."""
    with resource_path("glyphnames.json").open(encoding="utf-8") as stream:
        document = json.load(stream)
    return dict(document["agl"]), dict(document["zapf"])


@functools.lru_cache(maxsize=8192)
def _name_to_unicode(name: str, zapf_dingbats: bool) -> str | None:
    base = name.split(".", 1)[0]
    text = "".join(_component_to_unicode(c, zapf_dingbats) for c in base.split("_"))
    return text or None


def glyph_name_to_unicode(name: str, zapf_dingbats: bool = False) -> str | None:
    """The Unicode text a glyph name stands for, by the Adobe Glyph List rules.

    ISO 32000-1 §9.10.2 (mapping through the glyph name) and the AGL specification:
    everything from the first period on is dropped (``a.sc`` -> "a"); the rest is split at
    underscores and each component maps to the concatenation of: its ZapfDingbats glyph
    list entry (``a1`` -> U+2701, only when ``zapf_dingbats``), else its AGL entry (``A``,
    ``fi`` -> U+FB01, ``Dieresis`` -> U+F6CB: the AGL's own private-use values are kept),
    else ``uni`` + groups of four uppercase hex digits outside D800-DFFF, else ``u`` +
    four to six uppercase hex digits, else nothing. TeX's names outside the AGL
    (``visiblespace``, ``angbracketleft``) are not the AGL's: they are read by
    :mod:`inspector.encoding.texnames`, as recovered text.

    Args:
        name: the glyph name, without the leading slash.
        zapf_dingbats: the font is ZapfDingbats (PostScript name), whose glyph names
            ``a1`` .. ``a206`` have their own list.

    Returns:
        The text (one or more characters), or None when the name carries no meaning
        (``.notdef``, ``g123``, ``cid00034``, names in no list).
    """
    return _name_to_unicode(name, zapf_dingbats)


def is_meaningful_glyph_name(name: str, zapf_dingbats: bool = False) -> bool:
    """Whether a glyph name tells which character the glyph shows.

    ISO 32000-1 §9.10.2: a glyph name is usable for text extraction when the Adobe Glyph
    List rules map it to Unicode (see :func:`glyph_name_to_unicode`).

    Args:
        name: the glyph name, without the leading slash.
        zapf_dingbats: the font is ZapfDingbats.

    Returns:
        True when :func:`glyph_name_to_unicode` gives text for it.
    """
    return glyph_name_to_unicode(name, zapf_dingbats) is not None


def _agl() -> Any:
    """``fontTools.agl``, imported on first use: building its table of names takes about
    8 ms of every start of the command line, and the names most documents use are in
    ``resources/glyphnames.json``."""
    from fontTools import agl

    return agl
