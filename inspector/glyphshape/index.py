"""Reference indexes: the shape features of an installed face's glyphs, cached on disk.

An index holds, for one face and one block of characters (Latin, or one script's national
set), the characters the face draws and their features (:func:`raster.feature`), as
16-bit floats. It is built on first use (about 0.2 ms per glyph with freetype-py, whose
FreeType reads the outlines, :mod:`ftfaces`; 2-5 ms through fontTools) and kept in the
cache folder, keyed by the font file's path, size and modification time, the face, the
characters and the rasterizer's version: a changed font or rasterizer builds it anew.

The folder is ``INSPECTOR_GLYPH_CACHE`` when set, else ``$XDG_CACHE_HOME`` (or
``~/.cache``) ``/pdf-font-inspector/glyph-shapes``. A folder that cannot be written only
costs the cache: the index is then built for every run.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from inspector.fontprog import Outline
from inspector.fontprog.reference import ReferenceFace
from inspector.glyphshape import ftfaces, raster
from inspector.glyphshape.ftfaces import FreeTypeFace
from inspector.glyphshape.references import ReferenceFont

ENV_CACHE = "INSPECTOR_GLYPH_CACHE"
VERSION = 2
"""Bumped whenever the features change (rasterizer, sizes, weights, what is stored)."""


@dataclass(frozen=True, slots=True, eq=False)
class ReferenceIndex:
    """Features of one face's glyphs for one block of characters."""

    font: ReferenceFont
    chars: tuple[str, ...]
    features: npt.NDArray[np.float16]
    """``(len(chars), raster.FEATURE_SIZE)``, unit rows."""
    advances: npt.NDArray[np.float16]
    """Each character's advance width in ems (the glyph's advance over units per em)."""
    built: bool
    """Whether it was built now (False: read from the cache)."""


def cache_dir() -> Path:
    """Where indexes are kept."""
    override = os.environ.get(ENV_CACHE)
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "pdf-font-inspector" / "glyph-shapes"


def _key(font: ReferenceFont, chars: list[str]) -> str | None:
    try:
        stat = os.stat(font.path)
    except OSError:
        return None
    digest = hashlib.sha256()
    for part in (
        os.path.abspath(font.path),
        str(stat.st_size),
        str(stat.st_mtime_ns),
        str(font.index),
        str(VERSION),
        str(raster.FEATURE_SIZE),
        "".join(chars),
    ):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\0")
    return digest.hexdigest()[:32]


class OpenFaces:
    """Reference faces opened once for many indexes, closed together: through FreeType
    when freetype-py is installed (:mod:`ftfaces`: a millisecond to open, the outlines
    read in C), else through fontTools (opening a CJK face reads its cmap and CFF tables
    in Python: most of a second each time)."""

    def __init__(self) -> None:
        self._open: dict[ReferenceFont, ReferenceFace | FreeTypeFace | None] = {}

    def get(self, font: ReferenceFont) -> ReferenceFace | FreeTypeFace | None:
        """The open face, or None when the font file cannot be read."""
        if font not in self._open:
            found: ReferenceFace | FreeTypeFace | None = ftfaces.open_face(font.path, font.index)
            if found is None:
                try:
                    found = ReferenceFace(font.path, font.index)
                except Exception:
                    found = None
            self._open[font] = found
        return self._open[font]

    def close(self) -> None:
        """Close every face opened."""
        for face in self._open.values():
            if face is not None:
                face.close()
        self._open.clear()

    def __enter__(self) -> OpenFaces:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def load_index(
    font: ReferenceFont, chars: list[str], faces: OpenFaces | None = None
) -> ReferenceIndex | None:
    """The index of a face over some characters: from the cache, else built and stored.
    None when the font file cannot be read.

    Args:
        faces: where to take the open face from when the index is built (default: the
            face is opened and closed for this index)."""
    key = _key(font, chars)
    if key is None:
        return None
    folder = cache_dir()
    path = folder / f"{key}.npz"
    try:
        with np.load(path, allow_pickle=False) as stored:
            found = tuple(str(stored["chars"]).split("\0")) if stored["chars"].size else ()
            features = stored["features"]
            advances = stored["advances"]
            if len(found) == len(features) == len(advances):
                return ReferenceIndex(font, found, features, advances, False)
    except (OSError, ValueError, KeyError):
        pass
    built = build_index(font, chars, faces)
    if built is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=folder, suffix=".npz")
        with os.fdopen(handle, "wb") as out:
            np.savez(
                out,
                chars=np.array("\0".join(built.chars)),
                features=built.features,
                advances=built.advances,
            )
        os.replace(temp, path)
    except OSError:
        pass
    return built


def build_index(
    font: ReferenceFont, chars: list[str], faces: OpenFaces | None = None
) -> ReferenceIndex | None:
    """Render every character the face draws among ``chars`` (no cache).

    Characters whose cmap gives the same glyph (〜 and ～ in some faces) each get the
    glyph's row: the match must see that they cannot be told apart."""
    if faces is None:
        with OpenFaces() as own:
            return build_index(font, chars, own)
    face = faces.get(font)
    if face is None:
        return None
    if isinstance(face, FreeTypeFace):
        return _build_freetype(font, face, chars)
    kept: list[str] = []
    features = np.empty((len(chars), raster.FEATURE_SIZE), dtype=np.float16)
    advances = np.empty(len(chars), dtype=np.float16)
    batch: list[tuple[str, Outline]] = []

    def flush() -> None:
        rows, valid = raster.features([outline for _, outline in batch])
        for (char, outline), row, ok in zip(batch, rows, valid):
            if ok:
                features[len(kept)] = row
                advances[len(kept)] = outline.advance / (outline.units_per_em or 1000)
                kept.append(char)
        batch.clear()

    for char, _name, outline in face.outlines(chars, shared=True, bounds=False):
        batch.append((char, outline))
        if len(batch) >= raster.BATCH:
            flush()
    if batch:
        flush()
    count = len(kept)
    return ReferenceIndex(font, tuple(kept), features[:count].copy(), advances[:count].copy(), True)


def _build_freetype(font: ReferenceFont, face: FreeTypeFace, chars: list[str]) -> ReferenceIndex:
    """:func:`build_index` from FreeType's outlines, their edges found for a batch at a
    time (:func:`ftfaces.edges`): the same features as from fontTools' outlines."""
    kept: list[str] = []
    parts: list[npt.NDArray[np.float16]] = []
    advances: list[float] = []
    batch = list(face.glyphs(chars))
    upem = face.units_per_em
    for start in range(0, len(batch), raster.BATCH):
        part = batch[start : start + raster.BATCH]
        segs, sizes = ftfaces.edges([glyph for _, glyph in part])
        rows, valid = raster.features_of_edges(
            segs, sizes, np.full(len(part), float(upem), dtype=np.float32)
        )
        parts.append(rows[valid].astype(np.float16))
        for (char, glyph), ok in zip(part, valid):
            if ok:
                kept.append(char)
                advances.append(glyph.advance / upem)
    features = (
        np.concatenate(parts) if parts else np.empty((0, raster.FEATURE_SIZE), dtype=np.float16)
    )
    return ReferenceIndex(font, tuple(kept), features, np.array(advances, dtype=np.float16), True)
