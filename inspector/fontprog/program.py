"""What an embedded font program is, as plain data (ISO 32000-1 §9.9).

:class:`FontProgram` is the answer :func:`inspector.fontprog.load_program` gives for the
stream of a ``FontFile``, ``FontFile2`` or ``FontFile3`` entry. Its fields are facts read
when the program is loaded; its methods answer per-glyph questions from tables that are
parsed on first use and kept (see :mod:`inspector.fontprog.reader`). Nothing here holds a
fontTools object in a public field, and no method raises.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal

from inspector.fontprog.cmaptable import CmapSubtable, GlyphLookup
from inspector.fontprog.outline import Outline
from inspector.fontprog.reader import ProgramReader

ProgramKind = Literal["truetype", "cff", "cid-cff", "type1", "opentype-cff", "unknown"]
"""What the bytes hold: a TrueType (``glyf``) sfnt, a bare CFF (name-keyed or CID-keyed),
a Type 1 program, an OpenType font with a CFF table, or something unreadable."""

_SUBSET_TAG = re.compile(r"([A-Z]{6})\+")


def subset_tag(font_name: str | None) -> str | None:
    """The tag of a subset font's name (ISO 32000-1 §9.6.4): ``ABCDEF`` of ``ABCDEF+Name``.

    Args:
        font_name: a PostScript or BaseFont name, or None.

    Returns:
        The six upper-case letters before the ``+``, or None when the name has no tag.
    """
    if font_name is None:
        return None
    match = _SUBSET_TAG.match(font_name)
    return match.group(1) if match else None


@dataclass(frozen=True, slots=True)
class FontProgram:
    """An embedded font program (ISO 32000-1 §9.9), read or not.

    A program that cannot be read still answers: ``error`` says why in one line, ``data``
    keeps its bytes, and every method answers None or nothing.

    Attributes:
        kind: what the bytes hold (see :data:`ProgramKind`); for a program that failed,
            what it was read as.
        error: why the program cannot be used, or None.
        warnings: problems fontTools and the loader reported while loading, one line each.
        size: length of the program in bytes.
        glyph_count: number of glyphs (``maxp``, the CFF CharStrings, the Type 1
            CharStrings dictionary).
        units_per_em: ``head.unitsPerEm``, or ``1 / FontMatrix[0]`` for CFF and Type 1.
        font_name: the PostScript name (``name`` ID 6, the CFF Name INDEX, ``/FontName``).
        subset_tag: ``ABCDEF`` when the font name is ``ABCDEF+Name``.
        number_of_hmetrics: ``hhea.numberOfHMetrics`` read as the unsigned 16-bit value it
            is, for sfnt programs (TrueType and OpenType); None otherwise.
        is_cid_keyed: the CFF is CID-keyed (has ROS, FDArray, FDSelect).
        data: the program's bytes, as given.
    """

    kind: ProgramKind
    error: str | None = None
    warnings: tuple[str, ...] = ()
    size: int = 0
    glyph_count: int | None = None
    units_per_em: int | None = None
    font_name: str | None = None
    subset_tag: str | None = None
    number_of_hmetrics: int | None = None
    is_cid_keyed: bool = False
    data: bytes = field(default=b"", repr=False)
    _reader: ProgramReader = field(
        default_factory=ProgramReader, repr=False, compare=False, hash=False
    )

    def summary(self) -> FontProgram:
        """This program's facts (every field but ``data``) without its bytes or parsed
        tables: what a decoder keeps once it releases the program. Its methods answer
        nothing."""
        return replace(self, data=b"", _reader=ProgramReader())

    def advance(self, gid: int) -> float | None:
        """The program's own advance width of a glyph, in 1000-unit glyph space.

        ISO 32000-1 §9.2.4 (glyph space is 1000 units per em for all fonts but Type 3):
        ``hmtx`` scaled by ``unitsPerEm``, or the CFF/Type 1 charstring width scaled by the
        FontMatrix. This is the program's evidence, shown beside ``/W`` and ``/Widths``.

        Returns:
            The advance, or None for a glyph id out of range or an unreadable glyph.
        """
        return self._reader.advance(gid)

    def glyph_name(self, gid: int) -> str | None:
        """The glyph's name in the program (ISO 32000-1 §9.6.6.4, §9.6.6.2).

        TrueType: the ``post`` table (formats 1, 2 and 2.5); CFF: the charset; Type 1: the
        CharStrings key. None for CID-keyed CFF (its charset holds CIDs, not names), for
        ``post`` format 3, and for glyphs without a name.
        """
        return self._reader.glyph_name(gid)

    def gid_for_name(self, name: str) -> int | None:
        """The first glyph id with this name in the program (post, CFF charset, Type 1)."""
        return self._reader.gid_for_name(name)

    def gid_for_cid(self, cid: int) -> int | None:
        """The glyph id a CID selects in a CID-keyed CFF program (ISO 32000-1 §9.7.4.2).

        The CFF charset of a CID-keyed font maps each glyph id to a CID; this is its
        inverse. None for other programs and for CIDs the charset does not list.
        """
        return self._reader.gid_for_cid(cid)

    def cid_for_gid(self, gid: int) -> int | None:
        """The CID the charset of a CID-keyed CFF program gives a glyph id."""
        return self._reader.cid_for_gid(gid)

    def cmap_subtables(self) -> tuple[CmapSubtable, ...]:
        """The subtables of the ``cmap`` table, in file order (ISO 32000-1 §9.6.6.4).

        Empty for programs without a ``cmap`` (bare CFF, Type 1). Format 14 (variation
        sequences) is left out: it maps sequences, not codes.
        """
        return self._reader.cmap_subtables()

    def unicode_for_gid(self, gid: int) -> str | None:
        """The character the program's own Unicode ``cmap`` gives a glyph.

        Evidence beside ISO 32000-1 §9.10.2, never a replacement for ``/ToUnicode``: the
        best Unicode subtable ((3,10), then (3,1), then (0,*)) read backwards; when several
        code points map to the glyph, the lowest that is not private use, a Kangxi radical
        or a compatibility ideograph (else the lowest). None for ``.notdef`` (glyph 0).
        """
        return self._reader.unicode_for_gid(gid)

    def builtin_encoding(self) -> tuple[str | None, ...] | None:
        """The program's built-in encoding (ISO 32000-1 §9.6.6.1): 256 glyph names by code.

        Type 1: its ``/Encoding`` array (or StandardEncoding); name-keyed CFF: its
        Encoding (standard or custom). None for unused codes, and None in place of the
        whole table for TrueType, CID-keyed CFF and programs that do not say.
        """
        return self._reader.builtin_encoding()

    def simple_truetype_glyph(
        self,
        code: int,
        symbolic: bool,
        glyph_name: str | None,
        *,
        to_unicode: Callable[[str], str | None] | None = None,
    ) -> GlyphLookup | None:
        """The glyph of a simple TrueType font's single-byte code (ISO 32000-1 §9.6.6.4).

        Symbolic fonts: a (3,0) subtable looked up with the code, then with the code
        prefixed by 0xF0, 0xF1, 0xF2 (0xF000 + code, ...); else a (1,0) subtable with the
        code; else a (3,1) subtable with the code. Nonsymbolic fonts: the glyph name
        mapped to Unicode and looked up in a (3,1) subtable; else a (1,0) subtable with
        the Mac OS Roman code of the glyph name (the code itself when the name has none).
        Then, for both, the glyph name in the ``post`` table. Last, as most readers do for
        mislabelled fonts, the route of the other kind (marked ``fallback``).

        Args:
            code: the single-byte character code.
            symbolic: the font descriptor's Symbolic flag is set, or the font has no
                ``/Encoding``.
            glyph_name: the glyph name the font's encoding gives the code, if any.
            to_unicode: glyph name to Unicode; by default the Adobe Glyph List rules.
                Pass ``inspector.encoding.glyph_name_to_unicode`` to share its rules.

        Returns:
            The glyph id and the rule that found it, or None.
        """
        return self._reader.simple_truetype_glyph(code, symbolic, glyph_name, to_unicode)

    def simple_truetype_gid(
        self,
        code: int,
        symbolic: bool,
        glyph_name: str | None,
        *,
        to_unicode: Callable[[str], str | None] | None = None,
    ) -> int | None:
        """The glyph id of :meth:`simple_truetype_glyph` (ISO 32000-1 §9.6.6.4), or None."""
        found = self.simple_truetype_glyph(code, symbolic, glyph_name, to_unicode=to_unicode)
        return found.gid if found else None

    def outline(self, gid: int) -> Outline | None:
        """The glyph's outline as recorded pen operations (``glyf`` or CFF/Type 1 charstring).

        ISO 32000-1 §9.9: the glyph the program actually draws. None for a glyph without
        contours, a glyph id out of range, or a glyph that cannot be read.
        """
        return self._reader.outline(gid)

    def has_outline(self, gid: int) -> bool | None:
        """Whether the glyph has contours: True, False (an empty glyph), None (unknown).

        Answered without recording the outline: for a simple TrueType glyph from the
        number of contours its header gives (True even if its points are damaged), for a
        CFF glyph from the run of its charstring that measures its width.
        """
        return self._reader.has_outline(gid)

    def table_warnings(self) -> tuple[str, ...]:
        """Problems in the tables the methods read, then in the glyphs read so far.

        Loading reads only headers; ``hmtx``, ``cmap``, ``post``, the CFF charset and
        Encoding are parsed on first use. This parses them all and returns what went
        wrong, one line each, fontTools' warnings included; then what went wrong in the
        glyphs :meth:`advance`, :meth:`outline` and :meth:`has_outline` have read so far
        (``glyph 12: ...``), which grows as more glyphs are read.
        """
        return self._reader.table_warnings()
