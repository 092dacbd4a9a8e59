"""The decoder every font answers through, and the null object for fonts that cannot be built.

A :class:`Font` splits a string operand into codes and describes each code with a
:class:`~inspector.chain.CodeInfo`. Descriptions are computed once per code and shared,
so decoding a long document costs a dictionary lookup per code.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from inspector.chain import CodeInfo, DecodedString, Flag, ShapeMatch, UnicodeSource, WidthSource
from inspector.cmap import CMap, Codespace, CodespaceRange
from inspector.decode.evidence import is_usable_text
from inspector.decode.program import ProgramCache, ProgramSource, load_font_program
from inspector.findings import Finding
from inspector.pdf.fontdict import FontSpec

if TYPE_CHECKING:
    from inspector.fontprog import FontProgram

SINGLE_BYTE = Codespace((CodespaceRange(b"\x00", b"\xff"),))

STRING_CACHE_BYTES = 16 * 1024
"""Bytes of decoded strings a font keeps to serve again (about 10 bytes of memory each:
the string, its list of shared descriptions); past that the cache starts over."""


@dataclass(frozen=True, slots=True)
class FontFacts:
    """What the font dictionary says, for the font list and reports."""

    objnum: int | None
    subtype: str | None
    descendant_subtype: str | None
    base_font: str | None
    embedded: bool
    encoding: str | None
    cid_system_info: str | None
    to_unicode: bool
    wmode: int
    program: str | None


BOLD_NAMES = ("bold", "black", "heavy", "semibold", "demi", "w7", "w8", "w9")
"""Parts of a BaseFont name that say the face is bold (``Helvetica-Bold``,
``NotoSansCJKjp-Black``, Japanese weights ``W7``-``W9``)."""

FORCE_BOLD = 1 << 18
"""FontDescriptor /Flags bit 19, ForceBold (§9.8.2)."""

FIXED_PITCH = 1
"""FontDescriptor /Flags bit 1, FixedPitch: all glyphs have the same width (§9.8.2)."""

PITCH_GLYPHS = 3
"""A font is fixed-pitch by its widths alone when at least this many glyphs share one."""

PITCH_SHARE = 0.8
"""With the FixedPitch flag, the share of the widths that must be the common one (a
monospace font may give a few glyphs, a combining mark or a wide symbol, another)."""


def fixed_pitch(widths: list[float], flagged: bool) -> float | None:
    """The advance of a fixed-pitch font: the one non-zero width all its glyphs have (at
    least :data:`PITCH_GLYPHS` of them), or, for a font flagged FixedPitch, the width most
    of them have (:data:`PITCH_SHARE`); None otherwise. Zero widths (unused codes) do not
    count."""
    values = [w for w in widths if w > 0.0]
    if not values:
        return None
    counts: dict[float, int] = {}
    for w in values:
        counts[w] = counts.get(w, 0) + 1
    common = max(counts, key=lambda w: counts[w])
    if len(counts) == 1 and len(values) >= PITCH_GLYPHS:
        return common
    if flagged and counts[common] >= PITCH_SHARE * len(values):
        return common
    return None


@dataclass(frozen=True, slots=True)
class FontStyle:
    """What the layout needs to know of a font besides its codes."""

    base_font: str
    bold: bool
    space_width: float | None
    """Width of the font's space glyph (code 32 mapped to U+0020), in thousandths of
    text space; None when the font has none or it is not known without reading more."""
    pitch: float | None = None
    """The advance every glyph of a fixed-pitch font shares, in thousandths of text space
    (see :func:`fixed_pitch`); None for a proportional font."""


_OUTLINE_ANSWERS: tuple[bool | None, ...] = (None, None, False, True)


@dataclass(frozen=True, slots=True)
class FontLearning:
    """What a font learned from its program while describing codes (see
    :meth:`Font.learned`), in a form another process can receive."""

    outline_answers: dict[int, int]
    """Glyph id -> has_outline() answer (an index into the answers, never 0)."""
    program_read: bool
    program_summary: FontProgram | None
    """The program's facts without a reader (see :meth:`FontProgram.summary`)."""
    findings: tuple[Finding, ...]


class Font:
    """Base decoder: subclasses fill in :meth:`describe`."""

    kind = "simple"

    def __init__(self, spec: FontSpec, findings: list[Finding]) -> None:
        self.spec = spec
        self.findings = findings
        self.codespace: Codespace = SINGLE_BYTE
        self.encoding_cmap: CMap | None = None
        self.to_unicode: CMap | None = None
        self.wmode = 0
        self._cache: dict[bytes, CodeInfo] = {}
        self._byte_table: list[CodeInfo | None] = [None] * 256
        """Descriptions of one-byte codes by byte value (simple fonts), filled on use."""
        self._invalid: dict[bytes, CodeInfo] = {}
        self._pair_table: dict[int, CodeInfo] = {}
        """Descriptions of two-byte codes by their value as a machine integer, filled
        on use (see :meth:`_pairs`)."""
        self._strings: dict[bytes, DecodedString] = {}
        """Strings decoded so far, by their bytes (see :meth:`decode`)."""
        self._strings_size = 0
        self.program_source: ProgramSource | None = None
        self.program_cache: ProgramCache | None = None
        """Bounds the programs held with those of the other fonts of the document; None
        keeps this font's program for the life of the font."""
        self._program: FontProgram | None = None
        self._program_loaded = False
        self._program_read = False  # its findings are in self.findings
        self._program_summary: FontProgram | None = None
        self._style: FontStyle | None = None
        self._outlined = bytearray()
        """has_outline() by glyph id: 0 not asked yet, 1 None, 2 False, 3 True."""
        self.text_only = False
        """Describe codes for their text alone: the embedded program is read only for codes
        whose text depends on it (unmapped codes, variant ideographs to unify), so the
        program facts of the other codes (GID of a CFF charset, advance, outline, names)
        are left unknown. Set by an analysis that only extracts text."""

    @property
    def program(self) -> FontProgram | None:
        """The embedded font program, read on first use (None when not embedded).

        With a :attr:`program_cache`, the program may be released between uses and read
        again from the PDF (the findings of the first reading stay, once).
        """
        program = self._program
        loaded = not self._program_loaded
        if loaded:
            self._program_loaded = True
            if self.program_source is not None:
                findings = [] if self._program_read else self.findings
                program = load_font_program(self.program_source, self.spec, findings)
                self._program = program
                if program is not None and self._program_summary is None:
                    self._program_summary = program.summary()
            self._program_read = True
        cache = self.program_cache
        if program is not None and cache is not None:
            cache.used(self, loaded)
        return program

    @property
    def program_summary(self) -> FontProgram | None:
        """The embedded program's facts (kind, glyph count, names, hhea values: see
        :meth:`FontProgram.summary`), kept when the program itself is released; None
        when not embedded or unreadable."""
        if not self._program_read:
            self.program  # noqa: B018  # reads it, with its findings, as ``program`` does
        return self._program_summary

    def adopt_program(self, program: FontProgram | None) -> None:
        """Use a program already read (while building the font)."""
        self._program = program
        self._program_loaded = True
        self._program_read = True
        self._program_summary = program.summary() if program is not None else None

    def has_outline(self, gid: int) -> bool | None:
        """Whether the program draws anything for a glyph (see
        :meth:`FontProgram.has_outline`); None without a program. Asked while each code is
        first described and remembered, so the answer outlives a released program."""
        outlined = self._outlined
        if 0 <= gid < len(outlined) and outlined[gid]:
            return _OUTLINE_ANSWERS[outlined[gid]]
        program = self.program
        found = program.has_outline(gid) if program is not None else None
        if 0 <= gid <= 0xFFFF:  # glyph ids are 16-bit; others are not remembered
            if gid >= len(outlined):
                outlined.extend(bytes(gid + 1 - len(outlined)))
            outlined[gid] = _OUTLINE_ANSWERS.index(found, 1)
        return found

    def learned(self, codes: list[CodeInfo]) -> FontLearning:
        """What describing ``codes`` taught this font besides their descriptions, for a
        font of the same document in another process to :meth:`adopt`."""
        outlined = self._outlined
        answers = {
            gid: outlined[gid]
            for gid in {info.gid for info in codes if info.gid is not None}
            if 0 <= gid < len(outlined) and outlined[gid]
        }
        summary = self._program_summary
        return FontLearning(
            answers,
            self._program_read,
            replace(summary, _reader=None) if summary is not None else None,  # type: ignore[arg-type]
            tuple(self.findings),
        )

    def adopt(self, codes: list[CodeInfo], learning: FontLearning) -> list[CodeInfo]:
        """Take descriptions made by this font's twin in another process (see
        :meth:`learned`) as if they had been made here: each code keeps the first
        description it gets; the program's facts and findings are taken once. Returns
        the descriptions now kept for ``codes`` (this font's own where it had one, so that
        one object serves both)."""
        cache, invalid = self._cache, self._invalid
        kept = [
            (invalid if Flag.INVALID in info.flags else cache).setdefault(info.code_bytes, info)
            for info in codes
        ]
        outlined = self._outlined
        for gid, answer in learning.outline_answers.items():
            if gid >= len(outlined):
                outlined.extend(bytes(gid + 1 - len(outlined)))
            if not outlined[gid]:
                outlined[gid] = answer
        if learning.program_read and not self._program_read:
            from inspector.fontprog.reader import ProgramReader

            self._program_read = True
            summary = learning.program_summary
            if summary is not None:
                self._program_summary = replace(summary, _reader=ProgramReader())
            # The twin's findings begin with those of building the font, made here too.
            self.findings.extend(learning.findings[len(self.findings) :])
        return kept

    def release_program(self) -> None:
        """Forget the parsed program; :attr:`program` reads it again when next asked."""
        if self.program_source is not None:
            self._program = None
            self._program_loaded = False

    @property
    def facts(self) -> FontFacts:
        """Dictionary facts shown by the ``fonts`` command."""
        raise NotImplementedError

    @property
    def style(self) -> FontStyle:
        """Name, weight and space width, worked out once per font."""
        style = self._style
        if style is None:
            spec = self.spec
            name = spec.base_font or (spec.descendant.base_font if spec.descendant else "") or ""
            desc = spec.descriptor or (spec.descendant.descriptor if spec.descendant else None)
            # Subset prefixes (ABCDEF+) carry no weight; the rest of the name does.
            lowered = name.split("+", 1)[-1].lower()
            bold = any(part in lowered for part in BOLD_NAMES) or bool(
                desc is not None and desc.flags & FORCE_BOLD
            )
            space = None
            if self.codespace is SINGLE_BYTE:
                # Simple fonts: code 32 (§9.3.3 word spacing applies to it too). A width
                # that is only the descriptor's MissingWidth says the font has no glyph
                # there (a TeX subset whose /Widths start past code 32), not how wide its
                # word spaces are.
                info = self.decode(b" ").infos[0]
                if (
                    info.unicode == " "
                    and info.width > 0
                    and info.width_source is not WidthSource.MISSING_WIDTH
                ):
                    space = info.width
            flagged = bool(desc is not None and desc.flags & FIXED_PITCH)
            style = FontStyle(name, bold, space, fixed_pitch(self.width_values(), flagged))
            self._style = style
        return style

    def width_values(self) -> list[float]:
        """The widths the font's dictionary gives its glyphs (thousandths of text space),
        for :func:`fixed_pitch`; none known here."""
        return []

    def describe(self, code_bytes: bytes, valid: bool) -> CodeInfo:
        """Describe one code; called once per distinct code."""
        raise NotImplementedError

    def info(self, code_bytes: bytes, valid: bool = True) -> CodeInfo:
        """The cached description of a code."""
        cache = self._cache if valid else self._invalid
        found = cache.get(code_bytes)
        if found is None:
            found = self.describe(code_bytes, valid)
            cache[code_bytes] = found
        return found

    def decode(self, data: bytes) -> DecodedString:
        """Split string bytes into codes and describe each one (§9.4.3, §9.7.6.2).

        A string shown again (a word, a header, a page number) is split once: the same
        :class:`DecodedString` serves each occurrence, which nothing changes. At most
        :data:`STRING_CACHE_BYTES` bytes of strings are kept per font."""
        strings = self._strings
        found = strings.get(data)
        if found is not None:
            return found
        decoded = self._split(data)
        size = self._strings_size + len(data)
        if size > STRING_CACHE_BYTES:
            strings.clear()
            size = len(data)
        strings[data] = decoded
        self._strings_size = size
        return decoded

    def _split(self, data: bytes) -> DecodedString:
        """:meth:`decode` without the cache of strings."""
        cache = self._cache
        codespace = self.codespace
        if codespace is SINGLE_BYTE:
            table = self._byte_table
            return DecodedString(data, [table[b] or self._byte_info(b) for b in data])
        size = len(data)
        uniform = codespace.uniform
        if uniform is not None and size % uniform == 0:
            # Every code has the same length and is valid (Identity-H, the UCS2 CMaps).
            if uniform == 2:
                return DecodedString(data, self._pairs(data))
            keys = [data[i : i + uniform] for i in range(0, size, uniform)]
            return DecodedString(data, [cache.get(k) or self.info(k) for k in keys])
        stride = codespace.stride
        if (
            stride
            and size % stride == 0
            and data[::stride].translate(codespace.stride_leads).find(1) < 0
        ):
            # Every code's first byte decides it is ``stride`` bytes long (the UCS2 and
            # most multi-byte CMaps): the loop below would cut the same codes.
            if stride == 2:
                return DecodedString(data, self._pairs(data))
            keys = [data[i : i + stride] for i in range(0, size, stride)]
            return DecodedString(data, [cache.get(k) or self.info(k) for k in keys])
        sure = codespace.sure_lengths
        out: list[CodeInfo] = []
        append = out.append
        offset = 0
        invalid = 0
        while offset < size:
            n = sure[data[offset]]
            if n and offset + n <= size:
                key = data[offset : offset + n]
                found = cache.get(key)
                if found is None:
                    found = self.info(key)
                append(found)
                offset += n
                continue
            key, matched = codespace.match_at(data, offset)
            if matched is None:
                invalid += 1
            append(self.info(key, matched is not None))
            offset += len(key)
        return DecodedString(data, out, invalid)

    def _pairs(self, data: bytes) -> list[CodeInfo]:
        """The descriptions of ``data`` cut into two-byte codes (an even length), looked
        up by each pair's value as a machine integer: no slice of bytes per code."""
        table = self._pair_table
        return [table.get(c) or self._pair_info(c) for c in memoryview(data).cast("H").tolist()]

    def _pair_info(self, value: int) -> CodeInfo:
        """The description of a two-byte code by its value in :meth:`_pairs`."""
        key = value.to_bytes(2, sys.byteorder)
        found = self._pair_table[value] = self._cache.get(key) or self.info(key)
        return found

    def _byte_info(self, byte: int) -> CodeInfo:
        """The description of a one-byte code, remembered in the byte table."""
        found = self._byte_table[byte] = self.info(bytes((byte,)))
        return found

    def evidence_unicode(self, info: CodeInfo) -> tuple[str, str] | None:
        """Unicode for a code from evidence outside the PDF's mappings, with the route's
        name (``font-cmap``, ``glyph-name``); None when none.

        For a code the PDF maps to nothing, :attr:`CodeInfo.recovered` (the program's
        cmap, else the glyph name; never private use). For a code mapped to a suspect
        value (§9.10.3: U+FFFD, private use), the program's cmap when it is usable.
        """
        if info.recovered is not None:
            return info.recovered, info.recovered_source.value
        if Flag.SUSPECT in info.flags and is_usable_text(info.program_unicode):
            assert info.program_unicode is not None
            return info.program_unicode, UnicodeSource.FONT_CMAP.value
        return None

    def recovery_route(self, unmapped: list[CodeInfo]) -> str | None:
        """How the Unicode of unmapped codes can be recovered from other evidence: the
        route that covers them all (or nearly all, 90 %), or None."""
        routes: dict[str, int] = {}
        for info in unmapped:
            if Flag.INVALID in info.flags:
                continue
            found = self.evidence_unicode(info)
            if found is not None:
                routes[found[1]] = routes.get(found[1], 0) + 1
        if not unmapped or sum(routes.values()) < 0.9 * len(unmapped):
            return None
        return max(routes, key=lambda r: routes[r])

    def adopt_shape(self, code_bytes: bytes, match: ShapeMatch) -> CodeInfo | None:
        """Attach a glyph-shape match to an unmapped code's description (the route runs
        only when asked): the code's text becomes the matched character when the match
        is accepted. Every later decoding of the code uses the new description; the code
        must have been described already (None otherwise, or when the PDF maps it)."""
        info = self._cache.get(code_bytes)
        if info is None or info.unicode is not None:
            return None
        if info.recovered is not None and info.recovered_source is not UnicodeSource.GLYPH_SHAPE:
            return None  # the program's own evidence stands
        recovered = match.text if match.accepted else None
        source = UnicodeSource.GLYPH_SHAPE if match.accepted else UnicodeSource.NONE
        new = replace(info, shape=match, recovered=recovered, recovered_source=source)
        self._cache[code_bytes] = new
        if len(code_bytes) == 2:
            self._pair_table.pop(int.from_bytes(code_bytes, sys.byteorder), None)
        self._strings.clear()  # strings decoded before hold the old description
        self._strings_size = 0
        if len(code_bytes) == 1 and self.codespace is SINGLE_BYTE:
            self._byte_table[code_bytes[0]] = new
        return new

    def codes_seen(self) -> dict[bytes, CodeInfo]:
        """Every code decoded so far, valid ones only."""
        return dict(self._cache)


class BrokenFont(Font):
    """A font that could not be built: every byte is a code with no Unicode (pdf.js ErrorFont)."""

    kind = "broken"

    def __init__(self, spec: FontSpec, findings: list[Finding], reason: str) -> None:
        super().__init__(spec, findings)
        self.reason = reason

    @property
    def facts(self) -> FontFacts:
        """What little is known."""
        spec = self.spec
        return FontFacts(
            objnum=spec.objnum,
            subtype=spec.subtype,
            descendant_subtype=spec.descendant.subtype if spec.descendant else None,
            base_font=spec.base_font,
            embedded=False,
            encoding=spec.encoding_name,
            cid_system_info=None,
            to_unicode=spec.to_unicode is not None,
            wmode=0,
            program=None,
        )

    def describe(self, code_bytes: bytes, valid: bool) -> CodeInfo:
        """Unmapped, zero width."""
        return CodeInfo(
            code_bytes=code_bytes,
            code=int.from_bytes(code_bytes, "big"),
            cid=None,
            cid_origin=None,
            gid=None,
            glyph_name=None,
            unicode=None,
            unicode_source=UnicodeSource.NONE,
            unicode_origin=None,
            width=0.0,
            width_source=WidthSource.DEFAULT,
            flags=frozenset({Flag.UNMAPPED}),
        )
