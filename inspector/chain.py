"""The decoded chain: code -> CID -> GID -> Unicode -> width, each value with its source.

These are the plain, immutable values that cross every boundary of the inspector. A
:class:`CodeInfo` describes one code of one font and is shared by every occurrence of
that code; a :class:`DecodedCode` places it at a byte offset of one string operand.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from itertools import accumulate
from operator import attrgetter
from typing import Any, NamedTuple


class UnicodeSource(enum.Enum):
    """Which rule of ISO 32000-1 §9.10.2 produced a code's Unicode."""

    __hash__ = object.__hash__  # members are singletons; the C slot is faster

    TOUNICODE = "tounicode"
    """The font's /ToUnicode CMap, keyed on the code's complete bytes."""
    COLLECTION = "collection"
    """The Registry-Ordering-UCS2 map of a known Adobe character collection, by CID."""
    ENCODING = "encoding"
    """A simple font's base encoding table gave a glyph name with a standard Unicode."""
    GLYPH_NAME = "glyph-name"
    """A glyph name resolved by the Adobe Glyph List rules: as a code's source, a name from
    /Differences; as the route of recovered text (:attr:`CodeInfo.recovered_source`), the
    glyph's name in the program (``post``, CFF charset) or the encoding."""
    FONT_CMAP = "font-cmap"
    """The embedded font program's own cmap table (evidence, not the PDF's mapping): the
    route of recovered text (:attr:`CodeInfo.recovered_source`)."""
    GLYPH_SHAPE = "glyph-shape"
    """The glyph's outline matched against the glyphs of an installed font (evidence the
    file does not state, used only when asked): the route of recovered text."""
    NAME_PATTERN = "name-pattern"
    """A glyph name outside the Adobe Glyph List that is the code itself (``/a224`` at
    code 224, ``/g3A`` at 0x3A, every such name of the font alike), read as that code in
    the font's base encoding (:mod:`inspector.decode.codenames`): a guess other readers
    make too, the route of recovered text."""
    TEX_NAME = "tex-glyph-name"
    """A glyph name of TeX's math and symbol fonts outside the Adobe Glyph List
    (``prime``, ``summationdisplay``), read by this inspector's own table
    (:mod:`inspector.encoding.texnames`), not by the AGL: the route of recovered text."""
    IDENTITY_NAME = "identity-name"
    """A composite font's /ToUnicode that is the name /Identity-H or /Identity-V rather than
    a CMap stream (§9.10.3 asks for a stream), read as MuPDF, pdf.js and PDFBox read it:
    each two-byte code as the UTF-16 character it spells. A guess from a malformed entry,
    the route of recovered text."""
    ACTUAL_TEXT = "actualtext"
    """A marked-content /ActualText replaced the glyphs' text."""
    NONE = "none"
    """Nothing maps this code."""

    @property
    def json(self) -> str | None:
        """The value used in JSON output: null for NONE."""
        return None if self is UnicodeSource.NONE else self.value


class WidthSource(enum.Enum):
    """Where a code's width came from (ISO 32000-1 §9.2.4, §9.6.2.1, §9.7.4.3)."""

    __hash__ = object.__hash__  # members are singletons; the C slot is faster

    W = "W"
    DW = "DW"
    W2 = "W2"
    DW2 = "DW2"
    WIDTHS = "Widths"
    MISSING_WIDTH = "MissingWidth"
    STANDARD_14 = "standard-14"
    DEFAULT = "default"
    """No width was given anywhere; the documented default (0) applies."""


class Flag(enum.Enum):
    """What is wrong or remarkable about one code."""

    __hash__ = object.__hash__  # members are singletons; the C slot is faster

    INVALID = "invalid"
    """The bytes match no codespace range (§9.7.6.3)."""
    UNMAPPED = "unmapped"
    """No rule gives the code a Unicode value."""
    SUSPECT = "suspect"
    """The Unicode is U+FFFD, a control character or private use."""
    NOTDEF = "notdef"
    """The code selects CID 0, a notdef range, or the .notdef glyph."""
    MULTI = "multi"
    """The Unicode has more than one code point (a ligature or decomposition)."""


FLAG_ORDER = (Flag.INVALID, Flag.UNMAPPED, Flag.SUSPECT, Flag.NOTDEF, Flag.MULTI)
"""The one order of a code's flags, the worst first: the order JSON, tables and the
window list them in, and the first one a code has decides its colour in the window."""


@dataclass(frozen=True, slots=True)
class Origin:
    """Which mapping answered a lookup: the CMap (or table) name and the entry's line."""

    name: str
    line: int | None = None

    def __str__(self) -> str:
        return self.name if self.line is None else f"{self.name}:{self.line}"

    def __reduce__(self) -> tuple[Any, ...]:
        return received_origin, (self.name, self.line)


@dataclass(frozen=True, slots=True)
class ShapeMatch:
    """What a glyph's outline looks like most among an installed font's glyphs."""

    text: str
    """The character whose reference glyph matched best."""
    reference: str
    """The reference font: its family and file name."""
    score: float
    """Correlation of the two glyph bitmaps (1.0 for identical outlines)."""
    confidence: float
    """0-1: how sure the match is, from the score and its lead over the runner-up."""
    runner_up: str | None
    """The best other character, or None."""
    runner_up_score: float | None
    accepted: bool
    """Whether the confidence reached the threshold, so that the text uses the match."""
    reference_path: str = ""
    """The reference font's file, to draw its glyph beside the code's."""
    reference_face: int = 0
    """The face of that file (an index in a collection)."""
    alternatives: tuple[str, ...] = ()
    """Other characters whose reference glyphs are (nearly) the same outline as
    :attr:`text`'s, at a width the code's glyph does not rule out: the shape cannot tell
    them apart, so the match is ambiguous and never accepted."""


@dataclass(slots=True, unsafe_hash=True)
class CodeInfo:
    """Everything the font says about one code; shared by all occurrences of the code.

    Never changed once made, but not declared frozen: a frozen dataclass sets each of its
    20 fields through ``object.__setattr__``, 2.8 µs a description against 0.7, paid for
    each of the 121,675 codes of the 78-font benchmark document where it is described
    and again where the parent receives it from a worker. Hashed and compared by its
    fields.
    """

    code_bytes: bytes
    code: int
    cid: int | None
    cid_origin: Origin | None
    gid: int | None
    glyph_name: str | None
    unicode: str | None
    unicode_source: UnicodeSource
    unicode_origin: Origin | None
    width: float
    width_source: WidthSource
    flags: frozenset[Flag]
    vertical: tuple[float, float, float] | None = None
    """For WMode 1: (w1y, vx, vy) in glyph space, from /W2 or /DW2 (§9.7.4.3)."""
    program_unicode: str | None = None
    """Evidence: what the embedded program's own cmap table gives for the glyph."""
    program_advance: float | None = None
    """Evidence: the glyph's advance in the embedded program, in 1000-unit glyph space."""
    gid_rule: str | None = None
    """How the GID was found (CIDToGIDMap, CFF charset, a cmap subtable, a glyph name)."""
    recovered: str | None = None
    """Evidence for a code the PDF maps to nothing (``unicode`` is None): the character the
    embedded program gives its glyph, from its Unicode cmap or its glyph name through the
    Adobe Glyph List, never a private-use value. What ``text`` prints and a repair writes."""
    recovered_source: UnicodeSource = UnicodeSource.NONE
    """The route of :attr:`recovered`: FONT_CMAP, GLYPH_NAME, NAME_PATTERN, TEX_NAME,
    IDENTITY_NAME or GLYPH_SHAPE (NONE without it)."""
    unified: str | None = None
    """For a ToUnicode value with Kangxi radicals or compatibility ideographs: the unified
    ideographs, when evidence says they were drawn (the program maps the glyph to them, the
    collection's UCS2 map gives them for the CID, or the code of a Unicode CMap is them);
    None otherwise. The text uses it; ``unicode`` keeps the ToUnicode's value."""
    shape: ShapeMatch | None = None
    """The glyph-shape match of an unmapped code, when that route was asked for; its text
    is :attr:`recovered` when accepted."""

    def __reduce__(self) -> tuple[Any, ...]:
        return received_code, (_code_values(self),)


# Descriptions received from another process -------------------------------------------
#
# A worker process sends the descriptions of the codes it met, and the receiver keeps
# them (:meth:`inspector.decode.Font.adopt`). Unpickled as they are, each would have its
# own Origins, numbers and strings: on 78 CJK subset fonts, 121,675 codes came with
# 221,000 Origins of which 3,200 differ (their CMaps share a name and line numbers),
# 586,000 numbers of which 43,000 differ, three distinct widths, 31,000 distinct texts
# and 1,600 distinct code bytes. Rebuilt here, equal values are one object (at most
# SHARED_LIMIT of each kind are remembered; :func:`forget_received` lets them go).

SHARED_LIMIT = 1 << 16
"""Distinct values of each kind remembered for sharing (code bytes, ints, floats, strings,
Origins)."""

_CODE_FIELDS = tuple(f.name for f in fields(CodeInfo))
_code_values = attrgetter(*_CODE_FIELDS)
_INT_FIELDS = tuple(_CODE_FIELDS.index(n) for n in ("code", "cid", "gid"))
_FLOAT_FIELDS = tuple(_CODE_FIELDS.index(n) for n in ("width", "program_advance"))
_STR_FIELDS = tuple(
    _CODE_FIELDS.index(n)
    for n in ("glyph_name", "unicode", "program_unicode", "gid_rule", "recovered", "unified")
)
_FLAGS_FIELD = _CODE_FIELDS.index("flags")

_code_bytes: dict[bytes, bytes] = {}
_ints: dict[int, int] = {}
_floats: dict[float, float] = {}
_strs: dict[str, str] = {}
_flag_sets: dict[frozenset[Flag], frozenset[Flag]] = {}
_origins: dict[tuple[str, int | None], Origin] = {}


def _shared(table: dict[Any, Any], value: Any) -> Any:
    found = table.get(value)
    if found is None:
        found = value
        if len(table) < SHARED_LIMIT:
            table[value] = value
    return found


def received_origin(name: str, line: int | None) -> Origin:
    """An Origin as received from another process: one object for equal ones."""
    key = (name, line)
    found = _origins.get(key)
    if found is None:
        found = Origin(name, line)
        if len(_origins) < SHARED_LIMIT:
            _origins[key] = found
    return found


def received_code(values: tuple[Any, ...]) -> CodeInfo:
    """A CodeInfo as received from another process (its fields in order), equal values
    shared with the descriptions received before (see above)."""
    items = list(values)
    code_bytes = items[0]
    if type(code_bytes) is bytes:
        items[0] = _shared(_code_bytes, code_bytes)
    for i in _INT_FIELDS:
        v = items[i]
        if type(v) is int:
            items[i] = _shared(_ints, v)
    for i in _FLOAT_FIELDS:
        v = items[i]
        if type(v) is float and v:  # 0.0 and -0.0 are equal: neither is shared
            items[i] = _shared(_floats, v)
    for i in _STR_FIELDS:
        v = items[i]
        if type(v) is str:
            items[i] = _shared(_strs, v)
    items[_FLAGS_FIELD] = _shared(_flag_sets, items[_FLAGS_FIELD])
    return CodeInfo(*items)


_ORIGIN_FIELDS = tuple(_CODE_FIELDS.index(n) for n in ("cid_origin", "unicode_origin"))


def sent_codes(infos: Iterable[CodeInfo]) -> tuple[tuple[Any, ...], ...]:
    """Descriptions as columns of their fields (Origins as name and line), for another
    process to rebuild with :func:`received_codes`.

    What a run of pages sends (:class:`~inspector.diagnostics.pageusage.RunFontUsage`).
    Pickled one by one (:meth:`CodeInfo.__reduce__`), each calling a function for itself
    and for each of its Origins, the 121,675 descriptions of the 78-font benchmark
    document took 1.1 s to write and 1.4 s to read back; as columns, the whole run of its
    650 pages takes 0.41 s and 0.72 s. The sharing rules are :func:`received_code`'s,
    written per column (calling it on one-row columns made a description pickled by
    itself four times slower).
    """
    columns = [list(column) for column in zip(*map(_code_values, infos))]
    if not columns:
        return ()
    for i in _ORIGIN_FIELDS:
        columns[i] = [None if o is None else (o.name, o.line) for o in columns[i]]
    return tuple(map(tuple, columns))


def received_codes(columns: tuple[tuple[Any, ...], ...]) -> list[CodeInfo]:
    """The descriptions of :func:`sent_codes`, in order, as :func:`received_code` makes
    each: the same values, equal ones one object."""
    if not columns:
        return []
    rebuilt: list[Sequence[Any]] = list(columns)
    rebuilt[0] = [_shared(_code_bytes, v) if type(v) is bytes else v for v in columns[0]]
    for i in _INT_FIELDS:
        rebuilt[i] = [_shared(_ints, v) if type(v) is int else v for v in columns[i]]
    for i in _FLOAT_FIELDS:
        rebuilt[i] = [_shared(_floats, v) if type(v) is float and v else v for v in columns[i]]
    for i in _STR_FIELDS:
        rebuilt[i] = [_shared(_strs, v) if type(v) is str else v for v in columns[i]]
    rebuilt[_FLAGS_FIELD] = [_shared(_flag_sets, v) for v in columns[_FLAGS_FIELD]]
    for i in _ORIGIN_FIELDS:
        rebuilt[i] = [None if o is None else received_origin(*o) for o in columns[i]]
    return list(map(CodeInfo, *rebuilt))


def forget_received() -> None:
    """Let go of the values kept for sharing (when the receiving document is closed)."""
    for table in (_code_bytes, _ints, _floats, _strs, _flag_sets, _origins):
        table.clear()


class DecodedCode(NamedTuple):
    """One code of one string operand: where its bytes are and what they mean.

    A named tuple rather than a dataclass: there is one per glyph of a document, and
    tuples are built several times faster.
    """

    offset: int
    info: CodeInfo


class DecodedString:
    """A string operand split into codes; every byte lands in exactly one code.

    Kept as the list of each code's :class:`CodeInfo` (shared by every occurrence of the
    code): the byte offsets follow from the codes' lengths, and the per-code tuples of
    :attr:`codes` are made only when something asks for them.
    """

    __slots__ = ("_codes", "infos", "invalid", "raw")

    def __init__(self, raw: bytes, infos: Sequence[CodeInfo], invalid: int = 0) -> None:
        self.raw = raw
        self.infos = infos
        """The codes in order, as the font describes them."""
        self.invalid = invalid
        """How many of the codes match no codespace range (Flag.INVALID)."""
        self._codes: tuple[DecodedCode, ...] | None = None

    @property
    def codes(self) -> tuple[DecodedCode, ...]:
        """Each code with the offset of its first byte in :attr:`raw`."""
        codes = self._codes
        if codes is None:
            offsets = accumulate((len(i.code_bytes) for i in self.infos), initial=0)
            codes = self._codes = tuple(map(DecodedCode, offsets, self.infos))
        return codes

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DecodedString):
            return NotImplemented
        return self.raw == other.raw and list(self.infos) == list(other.infos)

    def __hash__(self) -> int:
        return hash((self.raw, len(self.infos)))

    def __repr__(self) -> str:
        return f"DecodedString({self.raw!r}, {len(self.infos)} codes)"

    @property
    def text(self) -> str:
        """Decoded text with U+FFFD for each unmapped code."""
        return "".join(i.unicode if i.unicode is not None else "\ufffd" for i in self.infos)
