"""Fonts installed on the machine read as references: their faces, cmaps and outlines.

The glyph-shape route (``inspector.glyphshape``) compares the outlines a PDF embeds with
those of installed fonts. This reads a font file (TrueType, OpenType, or a collection:
``.ttc``/``.otc``, one face of it) lazily with fontTools and answers, per character, the
outline of the glyph its Unicode cmap gives, recorded the way an embedded program's glyph
is (:func:`inspector.fontprog.outline.record_outline`), so that both are rendered the same.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fontTools.ttLib import TTCollection, TTFont

from inspector.fontprog.outline import GlyphTooComplexError, Outline, record_outline


@dataclass(frozen=True, slots=True)
class FaceInfo:
    """One face of an installed font file."""

    path: str
    index: int
    family: str
    style: str


def list_faces(path: str | os.PathLike[str]) -> list[FaceInfo]:
    """The faces of a font file (one for a plain font, several for a collection); empty
    when the file cannot be read."""
    path = os.fspath(path)
    try:
        with open(path, "rb") as handle:
            magic = handle.read(4)
        if magic == b"ttcf":
            collection = TTCollection(path, lazy=True)
            fonts = list(collection.fonts)
        else:
            fonts = [TTFont(path, lazy=True)]
    except Exception:
        return []
    faces = []
    for index, font in enumerate(fonts):
        try:
            name = font["name"]
            family = str(name.getBestFamilyName() or "")
            style = str(name.getBestSubFamilyName() or "")
        except Exception:
            family, style = "", ""
        faces.append(FaceInfo(path, index, family, style))
    for font in fonts:
        font.close()
    return faces


class ReferenceFace:
    """One face of an installed font: which characters it draws, and their outlines."""

    def __init__(self, path: str | os.PathLike[str], index: int = 0) -> None:
        self.path = os.fspath(path)
        self.index = index
        self._font: Any = TTFont(self.path, fontNumber=index, lazy=True)
        cmap = self._font.getBestCmap() or {}
        self._cmap: dict[int, str] = dict(cmap)
        self._glyphs: Any = self._font.getGlyphSet()
        self.units_per_em = int(self._font["head"].unitsPerEm) or 1000
        name = self._font["name"]
        self.family = str(name.getBestFamilyName() or os.path.basename(self.path))

    def close(self) -> None:
        """Release the file."""
        self._font.close()

    def __enter__(self) -> ReferenceFace:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def has(self, char: str) -> bool:
        """Whether the face's cmap maps the character to a glyph."""
        return ord(char) in self._cmap

    def glyph_name(self, char: str) -> str | None:
        """The glyph the face's cmap gives the character, or None."""
        return self._cmap.get(ord(char))

    def outline(self, char: str, bounds: bool = True) -> Outline | None:
        """The outline of the character's glyph, or None (not in the face, empty, or
        broken); ``bounds=False`` leaves :attr:`Outline.bounds` None (faster)."""
        name = self._cmap.get(ord(char))
        if name is None:
            return None
        glyphs = self._glyphs
        try:
            glyph = glyphs[name]
            return record_outline(
                glyph.draw,
                lambda n: glyphs.get(n),
                float(glyph.width or 0),
                self.units_per_em,
                bounds=bounds,
            )
        except (GlyphTooComplexError, Exception):
            return None

    def outlines(
        self, chars: list[str], shared: bool = False, bounds: bool = True
    ) -> Iterator[tuple[str, str, Outline]]:
        """``(char, glyph name, outline)`` for each character the face draws; a glyph
        shared by several characters is given once, for the first of them, or with
        ``shared`` for each of them (read once); ``bounds`` as for :meth:`outline`."""
        seen: dict[str, Outline | None] = {}
        for char in chars:
            name = self._cmap.get(ord(char))
            if name is None:
                continue
            if name in seen:
                again = seen[name]
                if shared and again is not None:
                    yield char, name, again
                continue
            found = seen[name] = self.outline(char, bounds)
            if found is not None:
                yield char, name, found
