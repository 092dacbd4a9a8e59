"""Which installed fonts serve as references for a script: asked of fontconfig.

``fc-list`` names every installed face with its file, index in a collection, family,
style and languages. For a script the route takes the faces fontconfig says cover its
language, and ranks them for a given PDF font: the same family first (identical outlines
then match exactly), then the same design (Mincho/Song/Ming/Batang with serifs, or
Gothic/Hei/Dotum without), the same weight, a face made for the script's region
(``Noto Sans CJK JP`` for Japanese), proportional before monospaced.

``INSPECTOR_GLYPH_FONTS`` overrides the lookup: font files separated by the path separator
(``file.ttc#2`` names a face of a collection); set and empty, there are none.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache

from inspector.glyphshape.charsets import SANS_HINTS, SERIF_HINTS
from inspector.i18n import msg

ENV_FONTS = "INSPECTOR_GLYPH_FONTS"

_FC_LANG = {"ja": "ja", "zh-Hans": "zh-cn", "zh-Hant": "zh-tw", "ko": "ko"}
_REGION = {"ja": ("jp", "japan"), "zh-Hans": ("sc", "gb"), "zh-Hant": ("tc", "hk"), "ko": ("kr",)}
_BOLD = re.compile(r"bold|black|heavy|w[6-9]\b", re.IGNORECASE)
_OUTLINE_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc")


@dataclass(frozen=True, slots=True)
class ReferenceFont:
    """One installed face."""

    path: str
    index: int
    family: str
    style: str

    @property
    def label(self) -> str:
        """Family and file name, as findings and matches name it."""
        return f"{self.family}, {os.path.basename(self.path)}"


def _override() -> list[ReferenceFont] | None:
    value = os.environ.get(ENV_FONTS)
    if value is None:
        return None
    fonts = []
    for item in value.split(os.pathsep):
        if not item:
            continue
        path, _, index = item.partition("#")
        fonts.append(ReferenceFont(path, int(index or 0), *_names(path, int(index or 0))))
    return fonts


@cache
def _names(path: str, index: int) -> tuple[str, str]:
    """A face's family and style as its name table gives them (the file name without)."""
    from inspector.fontprog.reference import list_faces

    for face in list_faces(path):
        if face.index == index and face.family:
            return face.family, face.style
    return os.path.splitext(os.path.basename(path))[0], ""


@cache
def _fc_list(lang: str) -> tuple[ReferenceFont, ...]:
    tool = shutil.which("fc-list")
    if tool is None:
        return ()
    try:
        out = subprocess.run(
            [tool, "-f", "%{file}\t%{index}\t%{family[0]}\t%{style[0]}\n", f":lang={lang}"],
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    found = []
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) != 4 or not parts[0].lower().endswith(_OUTLINE_SUFFIXES):
            continue
        try:
            index = int(parts[1] or 0)
        except ValueError:
            continue
        found.append(ReferenceFont(parts[0], index, parts[2], parts[3]))
    return tuple(sorted(set(found), key=lambda f: (f.path, f.index)))


def installed(script: str) -> list[ReferenceFont]:
    """The faces that cover a script (fontconfig, or :data:`ENV_FONTS`)."""
    override = _override()
    if override is not None:
        return override
    return list(_fc_list(_FC_LANG[script]))


def why_none(found_any: bool) -> str:
    """Why no reference font served, in the words of where the route looked (a message).

    Args:
        found_any: whether some font was named or listed (but none could be read).
    """
    value = os.environ.get(ENV_FONTS)
    if value is not None:
        if not found_any:
            return msg("{variable} is set but names no font file", variable=ENV_FONTS)
        return msg("none of the font files {variable} names could be read", variable=ENV_FONTS)
    if shutil.which("fc-list") is None:
        return msg(
            "fontconfig's fc-list is not installed to find CJK fonts (or set {variable})",
            variable=ENV_FONTS,
        )
    if not found_any:
        return msg("no CJK reference font is installed (fontconfig lists none)")
    return msg("none of the CJK fonts fontconfig lists could be read")


def _squash(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.split("+", 1)[-1].lower())


def choose(script: str, font_name: str | None, bold: bool, limit: int = 2) -> list[ReferenceFont]:
    """The best references for a PDF font's glyphs in one script, best first: the same
    family if installed (alone), else one face with serifs and one without, or the one
    design the font's name says.

    Args:
        script: a script of :data:`inspector.glyphshape.charsets.SCRIPTS`.
        font_name: the PDF font's BaseFont.
        bold: whether the PDF font is bold.
        limit: at most this many faces.
    """
    faces = installed(script)
    if not faces:
        return []
    if _override() is not None:
        return faces[:limit]
    name = _squash(font_name or "")
    base = re.sub(r"(regular|bold|light|medium|black|heavy|w\d)$", "", name)
    same = [f for f in faces if base and _squash(f.family) and base.startswith(_squash(f.family))]
    if same:
        same.sort(key=lambda f: (bool(_BOLD.search(f.style)) != bold, f.index))
        return same[:1]
    wants_serif = bool(SERIF_HINTS.search(font_name or ""))
    wants_sans = bool(SANS_HINTS.search(font_name or ""))
    designs = ["serif"] if wants_serif else ["sans"] if wants_sans else ["serif", "sans"]
    chosen = []
    for design in designs:
        pool = [f for f in faces if _design(f.family) == design]
        if not pool:
            continue
        pool.sort(key=lambda f: _rank(f, script, bold))
        chosen.append(pool[0])
    if not chosen:
        chosen = sorted(faces, key=lambda f: _rank(f, script, bold))[:1]
    return chosen[:limit]


def _design(family: str) -> str:
    if SERIF_HINTS.search(family):
        return "serif"
    return "sans"


def _rank(face: ReferenceFont, script: str, bold: bool) -> tuple[int, int, int, int, str]:
    family = face.family.lower()
    words = set(re.split(r"[^a-z0-9]+", family))
    region = any(tag in words for tag in _REGION[script])
    mono = "mono" in family
    return (
        not region,
        bool(_BOLD.search(face.style)) != bold,
        "fallback" in family,
        mono,
        face.path,
    )
