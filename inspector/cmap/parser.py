"""A tolerant CMap parser (ISO 32000-1 §9.7.5.4, §9.10.3; Adobe Technical Note #5014).

A malformed entry becomes a ``CMAP-SYNTAX`` or ``CMAP-RANGE-INVALID`` finding and parsing
resumes with the next token, so one bad line never loses the rest of the CMap.
"""

from __future__ import annotations

import binascii
import bisect
import itertools
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from inspector.cmap.cmap import CidSystemInfo, CMap
from inspector.cmap.codespace import CodespaceRange, find_conflicts
from inspector.cmap.lexer import Tok, Token, tokenize
from inspector.cmap.ranges import EntryColumns, EntryKind, EntryList, RangeEntry
from inspector.cmap.standard import is_standard
from inspector.findings import FindingSink, Location, make_finding
from inspector.i18n.message import msg

ParentResolver = Callable[[str], "CMap | None"]

CMAP_SIZE_LIMIT = 4 * 1024 * 1024
"""Bytes of a CMap program that are parsed (Adobe's largest predefined CMap has 330 KB)."""

CODESPACE_RANGE_LIMIT = 256
"""Distinct codespace ranges kept per CMap (Adobe's predefined CMaps have at most 5);
checking them against each other takes time that grows with the square of their number."""

_SECTIONS = {
    "begincodespacerange": "codespacerange",
    "begincidrange": "cidrange",
    "begincidchar": "cidchar",
    "beginnotdefrange": "notdefrange",
    "beginnotdefchar": "notdefchar",
    "beginbfrange": "bfrange",
    "beginbfchar": "bfchar",
}

_WS = rb"[\x00\t\n\x0c\r ]*"
_END = rb"(?=[\x00\t\n\x0c\r /\[\]<>(){}%]|\Z)"  # where a keyword token ends
_LOW = rb"<(?P<low>[0-9A-Fa-f]+)>"
_HIGH = rb"<(?P<high>[0-9A-Fa-f]+)>"
_CID = rb"(?P<dst>\d+)" + _END
_BF = rb"<(?P<dst>[0-9A-Fa-f]*)>"
_PLAIN_ENTRIES = {
    "cidchar": _WS + _LOW + _WS + _CID,
    "cidrange": _WS + _LOW + _WS + _HIGH + _WS + _CID,
    "bfchar": _WS + _LOW + _WS + _BF,
    "bfrange": _WS + _LOW + _WS + _HIGH + _WS + _BF,
}


def _plain_section(name: str, entry: bytes) -> re.Pattern[bytes]:
    """A whole section of plain entries, up to its end keyword (group ``end``)."""
    unnamed = re.sub(rb"\(\?P<\w+>", b"(?:", entry)
    return re.compile(
        rb"(?:" + unnamed + rb")*" + _WS + rb"(?P<end>end" + name.encode() + rb")" + _END
    )


_PLAIN_SECTIONS = {
    f"begin{name}": (_plain_section(name, entry), re.compile(entry))
    for name, entry in _PLAIN_ENTRIES.items()
}
"""Per section keyword: the whole section written the plain way, and one of its entries."""


def _past(offset: int, length: int) -> int:
    """The offset of the separator after a piece of ``length`` bytes that follows the one
    at ``offset`` (``accumulate`` over the pieces of a ``split``)."""
    return offset + length + 1


_SEPARATORS = bytes(32 if b in b"<>\x00" else b for b in range(256))
"""A ``bytes.translate`` table making brackets and NUL white space for ``split``."""

# A parsed operand: a token, or an array of tokens.
Operand = Token | list[Token]


@dataclass
class _State:
    """What the parser has collected so far."""

    name: str | None = None
    wmode: int | None = None
    registry: str | None = None
    ordering: str | None = None
    supplement: int | None = None
    parent_name: str | None = None
    codespace: list[CodespaceRange] = field(default_factory=list)
    codespace_seen: set[tuple[bytes, bytes]] = field(default_factory=set)
    cid: EntryList = field(default_factory=EntryList)
    notdef: EntryList = field(default_factory=EntryList)
    bf: EntryList = field(default_factory=EntryList)
    overflow_lines: list[int] = field(default_factory=list)


class _Parser:
    def __init__(self, data: bytes, sink: FindingSink, label: str, location: Location) -> None:
        self.data = data
        self.sink = sink
        self.label = label
        self.location = location
        self.state = _State()
        if b"\r" in data:
            self._newlines = [m.end() for m in re.finditer(rb"\r\n|\r|\n", data)]
        else:  # the same offsets (each just past a line feed), found by one split
            lines = data.split(b"\n")
            self._newlines = list(itertools.accumulate(map(len, lines[:-1]), _past, initial=0))
            del self._newlines[0]
        self._line_starts = [-1, *self._newlines]
        """The newlines after a -1: ``bisect_right`` in it is ``line_of``."""

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self._newlines, offset) + 1

    def report(self, code: str, message: str, offset: int) -> None:
        line = self.line_of(offset)
        loc = Location(
            page_index=self.location.page_index,
            obj=self.location.obj,
            font=self.location.font,
            line=line,
        )
        text = msg("{cmap} line {line}: {message}", cmap=self.label, line=line, message=message)
        self.sink.add(make_finding(code, text, loc))

    def run(self) -> _State:
        stack: list[Operand] = []
        marks: list[int] = []
        section: str | None = None
        section_start = 0
        tokens = tokenize(self.data)
        while (tok := next(tokens, None)) is not None:
            kind = tok.kind
            if kind is Tok.KEYWORD:
                word = str(tok.value)
                if word in _SECTIONS:
                    if section is not None:
                        self.report("CMAP-SYNTAX", f"{word} inside an open {section}", tok.offset)
                    elif word in _PLAIN_SECTIONS:
                        end = self._plain_section(word, tok.offset + len(word))
                        if end is not None:
                            tokens = tokenize(self.data, end)
                            stack.clear()
                            marks.clear()
                            continue
                    section = _SECTIONS[word]
                    stack.clear()
                    marks.clear()
                    section_start = tok.offset
                    continue
                if word.startswith("end") and word[3:] in _SECTIONS.values():
                    if section != word[3:]:
                        self.report("CMAP-SYNTAX", f"{word} without begin{word[3:]}", tok.offset)
                    else:
                        self._section(section, stack)
                    section = None
                    stack.clear()
                    marks.clear()
                    continue
                if section is not None:
                    # Keep the bad token in place: entries resume after it.
                    stack.append(Token(Tok.BAD, f"unexpected '{word}' in {section}", tok.offset))
                    continue
                self._keyword(word, stack)
                stack.clear()
                marks.clear()
            elif kind is Tok.ARRAY_OPEN:
                marks.append(len(stack))
            elif kind is Tok.ARRAY_CLOSE:
                if not marks:
                    self.report("CMAP-SYNTAX", "']' without '['", tok.offset)
                    continue
                start = marks.pop()
                items = [t for t in stack[start:] if isinstance(t, Token)]
                del stack[start:]
                stack.append(items)
            elif kind is Tok.DICT_OPEN:
                marks.append(len(stack))
            elif kind is Tok.DICT_CLOSE:
                if marks:
                    start = marks.pop()
                    self._dict(stack[start:])
                    del stack[start:]
            elif kind is Tok.BAD:
                if section is not None:
                    stack.append(Token(Tok.BAD, f"unreadable byte {tok.value!r}", tok.offset))
                else:
                    self.report("CMAP-SYNTAX", f"unreadable byte {tok.value!r}", tok.offset)
            else:
                stack.append(tok)
        if section is not None:
            self.report("CMAP-SYNTAX", f"{section} is not closed", section_start)
            self._section(section, stack)
        return self.state

    def _plain_section(self, word: str, start: int) -> int | None:
        """Read a section written the plain way (every entry hex codes and, for CIDs, a
        decimal number, nothing else between them) in one pass of a regular expression,
        keeping what the token-by-token reading keeps; the offset past its end keyword,
        or None (nothing kept) when anything in it is not plain, for the full reading."""
        section = _SECTIONS[word]
        whole, entry = _PLAIN_SECTIONS[word]
        data = self.data
        found = whole.match(data, start)
        if found is None:
            return None
        body_end = found.start("end")
        columns = self._plain_columns(section, start, body_end)
        if columns is not None:
            (self.state.cid if section.startswith("cid") else self.state.bf).extend(columns)
            return found.end()
        made: list[RangeEntry] = []
        append = made.append
        cid = section.startswith("cid")
        ranged = section.endswith("range")
        newlines = self._newlines
        line_at = bisect.bisect_right
        unhex = binascii.unhexlify
        cid_kind, bf_kind = EntryKind.CID, EntryKind.BF_HEX
        for m in entry.finditer(data, start, body_end):
            low_hex, dst = m.group("low", "dst")
            digits = len(low_hex)
            if digits % 2 or not 2 <= digits <= 8:
                return None
            lo = int(low_hex, 16)
            if not ranged:
                hi = lo
            else:
                high_hex = m.group("high")
                if len(high_hex) != digits:
                    return None
                hi = int(high_hex, 16)
                if hi == lo:
                    hi = lo
                elif lo > hi:
                    return None
            line = line_at(newlines, m.start("low") - 1) + 1
            if cid:
                append(
                    RangeEntry(
                        lo, hi, digits // 2, cid_kind, cid=int(dst), line=line, section=section
                    )
                )
                continue
            if len(dst) % 2 or not dst:
                return None
            target = unhex(dst)
            if target[-1] + (hi - lo) > 0xFF:
                return None  # overflows its last byte: reported by the full reading
            append(
                RangeEntry(lo, hi, digits // 2, bf_kind, target=target, line=line, section=section)
            )
        (self.state.cid if cid else self.state.bf).extend(made)
        return found.end()

    def _plain_columns(self, section: str, start: int, end: int) -> EntryColumns | None:
        """The entries of a plain section's body (``data[start:end]``, matched by its
        pattern) a column at a time, as the entry-by-entry reading of
        :meth:`_plain_section` makes them; None when they are not all alike (one code
        length, destinations of two or more hex digits, ranges in their last byte), for
        that reading."""
        body = self.data[start:end]
        ranged = section.endswith("range")
        cid = section.startswith("cid")
        hex_per_entry = (2 if ranged else 1) + (not cid)  # <low> [<high>] [<dst>]
        per_entry_tokens = 3 if ranged else 2
        tokens = body.translate(_SEPARATORS).split()
        brackets = body.split(b"<")
        count = (len(brackets) - 1) // hex_per_entry
        if len(brackets) - 1 != count * hex_per_entry or len(tokens) != count * per_entry_tokens:
            return None  # an empty destination <>, say
        low_hex = tokens[0::per_entry_tokens]
        digits = set(map(len, low_hex))
        if len(digits) != 1:
            return None
        width = digits.pop()
        if width % 2 or not 2 <= width <= 8:
            return None
        lows = list(map(int, low_hex, itertools.repeat(16)))
        if ranged:
            high_hex = tokens[1::3]
            if set(map(len, high_hex)) != {width}:
                return None
            highs = list(map(int, high_hex, itertools.repeat(16)))
            if not all(map(operator.le, lows, highs)):
                return None
        else:
            highs = lows
        dsts = tokens[per_entry_tokens - 1 :: per_entry_tokens]
        # The line of each entry's first '<' (every per_entry-th of the body's).
        places = list(itertools.accumulate(map(len, brackets[:-1]), _past, initial=start - 1))
        lines = list(
            map(bisect.bisect_right, itertools.repeat(self._line_starts), places[1::hex_per_entry])
        )
        if cid:
            return EntryColumns(
                EntryKind.CID, width // 2, section, lows, highs, lines, cids=list(map(int, dsts))
            )
        if any(n % 2 for n in set(map(len, dsts))):
            return None
        targets = list(map(binascii.unhexlify, dsts))
        if ranged and any(t[-1] + (hi - lo) > 0xFF for t, lo, hi in zip(targets, lows, highs)):
            return None  # overflows its last byte: reported by the full reading
        return EntryColumns(
            EntryKind.BF_HEX, width // 2, section, lows, highs, lines, targets=targets
        )

    def _keyword(self, word: str, stack: list[Operand]) -> None:
        if word == "def" and len(stack) >= 2:
            key, value = stack[-2], stack[-1]
            if isinstance(key, Token) and key.kind is Tok.NAME and isinstance(value, Token):
                self._assign(str(key.value), value)
        elif word == "usecmap" and stack:
            top = stack[-1]
            if isinstance(top, Token) and top.kind is Tok.NAME:
                self.state.parent_name = str(top.value)

    def _dict(self, items: list[Operand]) -> None:
        for key, value in zip(items[::2], items[1::2]):
            if isinstance(key, Token) and key.kind is Tok.NAME and isinstance(value, Token):
                self._assign(str(key.value), value)

    def _assign(self, key: str, value: Token) -> None:
        st = self.state
        text = value.value.decode("latin-1") if isinstance(value.value, bytes) else value.value
        if key == "CMapName" and isinstance(text, str):
            st.name = text
        elif key == "WMode" and isinstance(text, int):
            st.wmode = text
        elif key == "Registry" and isinstance(text, str):
            st.registry = text
        elif key == "Ordering" and isinstance(text, str):
            st.ordering = text
        elif key == "Supplement" and isinstance(text, (int, float)):
            st.supplement = int(text)

    def _section(self, section: str, items: list[Operand]) -> None:
        width = 2 if section in ("codespacerange", "cidchar", "bfchar", "notdefchar") else 3
        if section == "codespacerange":
            width = 2
        segment: list[Operand] = []
        for item in [*items, None]:
            if item is None or (isinstance(item, Token) and item.kind is Tok.BAD):
                self._segment(section, segment, width)
                segment = []
                if item is not None:
                    self.report("CMAP-SYNTAX", str(item.value), item.offset)
            else:
                segment.append(item)

    def _segment(self, section: str, items: list[Operand], width: int) -> None:
        i = 0
        while i < len(items):
            group = items[i : i + width]
            if len(group) == width and self._entry(section, group):
                i += width
                continue
            bad = items[i]
            offset = bad.offset if isinstance(bad, Token) else (bad[0].offset if bad else 0)
            self.report("CMAP-SYNTAX", f"malformed {section} entry skipped", offset)
            i += 1

    def _entry(self, section: str, group: list[Operand]) -> bool:
        first = group[0]
        if not _is_code(first):
            return False
        assert isinstance(first, Token)
        low = _code_bytes(first)
        line = self.line_of(first.offset)
        if section == "codespacerange":
            return self._codespace(low, group[1], first.offset, line)
        if section in ("cidchar", "bfchar", "notdefchar"):
            high = low
            dst = group[1]
        else:
            if not _is_code(group[1]):
                return False
            high = _code_bytes(group[1])  # type: ignore[arg-type]
            dst = group[2]
        return self._mapping(section, low, high, dst, first.offset, line)

    def _codespace(self, low: bytes, other: Operand, offset: int, line: int) -> bool:
        if not _is_code(other):
            return False
        high = _code_bytes(other)  # type: ignore[arg-type]
        if len(low) != len(high) or not 1 <= len(low) <= 4:
            self.report(
                "CMAP-RANGE-INVALID",
                f"codespace range <{low.hex()}> <{high.hex()}> has bounds of different or "
                "unsupported lengths",
                offset,
            )
            return True
        if any(lo > hi for lo, hi in zip(low, high)):
            self.report(
                "CMAP-RANGE-INVALID",
                f"codespace range <{low.hex()}> <{high.hex()}> has a byte whose low bound "
                "exceeds its high bound",
                offset,
            )
            return True
        st = self.state
        if (low, high) in st.codespace_seen:
            return True
        if len(st.codespace) >= CODESPACE_RANGE_LIMIT:
            if len(st.codespace_seen) == CODESPACE_RANGE_LIMIT:
                st.codespace_seen.add((low, high))  # report once
                self.report(
                    "PDF-LIMIT",
                    f"more than {CODESPACE_RANGE_LIMIT} codespace ranges; "
                    f"<{low.hex()}> <{high.hex()}> and the ranges after it are ignored",
                    offset,
                )
            return True
        st.codespace_seen.add((low, high))
        st.codespace.append(CodespaceRange(low, high, line))
        return True

    def _mapping(
        self, section: str, low: bytes, high: bytes, dst: Operand, offset: int, line: int
    ) -> bool:
        if len(low) != len(high) or not 1 <= len(low) <= 4:
            self.report(
                "CMAP-RANGE-INVALID",
                f"{section} <{low.hex()}> <{high.hex()}> has bounds of different or "
                "unsupported lengths",
                offset,
            )
            return _is_destination(section, dst)
        lo = int.from_bytes(low, "big")
        hi = lo if high == low else int.from_bytes(high, "big")  # one int for a *char entry
        if lo > hi:
            self.report(
                "CMAP-RANGE-INVALID",
                f"{section} <{low.hex()}> <{high.hex()}> runs backwards",
                offset,
            )
            return _is_destination(section, dst)
        n = len(low)
        if section in ("cidrange", "cidchar", "notdefrange", "notdefchar"):
            if not (isinstance(dst, Token) and dst.kind is Tok.NUMBER):
                return False
            entry = RangeEntry(
                lo, hi, n, EntryKind.CID, cid=int(dst.value), line=line, section=section
            )
            (self.state.notdef if section.startswith("notdef") else self.state.cid).append(entry)
            return True
        if isinstance(dst, list):
            if section != "bfrange":
                return False
            targets = tuple(_code_bytes(t) for t in dst if _is_code(t))
            if len(targets) != hi - lo + 1:
                self.report(
                    "CMAP-RANGE-INVALID",
                    f"bfrange <{low.hex()}> <{high.hex()}> has {len(targets)} destinations "
                    f"for {hi - lo + 1} codes",
                    offset,
                )
            self.state.bf.append(
                RangeEntry(
                    lo, hi, n, EntryKind.BF_ARRAY, targets=targets, line=line, section=section
                )
            )
            return True
        if not _is_code(dst):
            return False
        entry = RangeEntry(
            lo,
            hi,
            n,
            EntryKind.BF_HEX,
            target=_code_bytes(dst),
            line=line,
            section=section,
        )
        if entry.overflows_last_byte:
            self.state.overflow_lines.append(line)
            self.report(
                "CMAP-BFRANGE-OVERFLOW",
                msg(
                    "bfrange <{low}> <{high}> increments destination <{target}> past 0xFF in its "
                    "last byte",
                    low=low.hex(),
                    high=high.hex(),
                    target=entry.target.hex(),
                ),
                offset,
            )
        self.state.bf.append(entry)
        return True


def _is_code(op: Operand) -> bool:
    return isinstance(op, Token) and op.kind in (Tok.HEX, Tok.STRING)


def _code_bytes(tok: Token) -> bytes:
    value = tok.value
    return value if isinstance(value, bytes) else b""


def _is_destination(section: str, dst: Operand) -> bool:
    if isinstance(dst, list):
        return section == "bfrange"
    return dst.kind in (Tok.NUMBER, Tok.HEX, Tok.STRING, Tok.NAME)


def parse_cmap(
    data: bytes,
    sink: FindingSink,
    *,
    label: str = "embedded CMap",
    role: str = "encoding",
    location: Location | None = None,
    parent: CMap | None = None,
    resolve_parent: ParentResolver | None = None,
    predefined: bool = False,
) -> CMap:
    """Parse CMap source bytes into a :class:`CMap` (§9.7.5.4, §9.10.3).

    Args:
        data: the CMap program (decoded stream data or a predefined CMap file).
        sink: receives a finding for every malformed entry; parsing goes on.
        label: how messages name this CMap.
        role: ``"encoding"`` or ``"tounicode"``; only an Encoding CMap must have a
            codespace of its own or through its parent.
        location: where the CMap is used, copied into findings.
        parent: an explicit parent (a PDF's ``/UseCMap`` stream), taking precedence over
            a ``usecmap`` operator naming one.
        resolve_parent: turns a ``usecmap`` name into a CMap (predefined CMaps).
        predefined: whether this is one of the standard's predefined CMaps.
    """
    loc = location or Location()
    if len(data) > CMAP_SIZE_LIMIT:
        sink.add(
            make_finding(
                "PDF-LIMIT",
                msg(
                    "{cmap} is {size} bytes long; only its first {limit} are read",
                    cmap=label,
                    size=len(data),
                    limit=CMAP_SIZE_LIMIT,
                ),
                loc,
            )
        )
        data = data[:CMAP_SIZE_LIMIT]
    st = _Parser(data, sink, label, loc).run()
    if parent is None and st.parent_name:
        parent = resolve_parent(st.parent_name) if resolve_parent else None
        if parent is not None and not predefined and not is_standard(st.parent_name):
            sink.add(
                make_finding(
                    "CMAP-NOT-STANDARD",
                    msg(
                        "{cmap} uses /{name}, which is not a predefined CMap of ISO 32000-1 "
                        "Table 118; the inspector knows it from Adobe's CMap resources, other "
                        "readers may not",
                        cmap=label,
                        name=st.parent_name,
                    ),
                    loc,
                    name=st.parent_name,
                )
            )
        if parent is None:
            sink.add(
                make_finding(
                    "CMAP-USECMAP-UNKNOWN",
                    msg(
                        "{cmap} uses /{name}, which is not a known CMap",
                        cmap=label,
                        name=st.parent_name,
                    ),
                    loc,
                    parent=st.parent_name,
                )
            )
    csi = None
    if st.registry is not None and st.ordering is not None:
        csi = CidSystemInfo(st.registry, st.ordering, st.supplement or 0)
    codespace = list(st.codespace)
    inferred = False
    if not codespace and (parent is None or not parent.codespace.ranges) and role == "encoding":
        # No codespace at all: take the code lengths the mappings use, else two bytes.
        lengths = sorted({e.length for e in (*st.cid, *st.notdef)}) or [2]
        codespace = [CodespaceRange(b"\x00" * n, b"\xff" * n) for n in lengths[:1]]
        inferred = True
    cmap = CMap(
        st.name or label,
        codespace_ranges=codespace,
        cid_entries=st.cid,
        notdef_entries=st.notdef,
        bf_entries=st.bf,
        wmode=st.wmode if st.wmode is not None else (parent.wmode if parent else 0),
        cid_system_info=csi,
        parent=parent,
        parent_name=st.parent_name if parent is None else parent.name,
        predefined=predefined,
        source=data,
    )
    if inferred and not predefined:
        sink.add(
            make_finding(
                "CMAP-NO-CODESPACE",
                msg(
                    "{cmap} defines no codespace range; codes are read as {length}-byte codes, "
                    "the length its mappings use",
                    cmap=label,
                    length=codespace[0].length,
                ),
                loc,
            )
        )
    if not predefined:
        _check_codespace(cmap, sink, label, loc, role)
    return cmap


def _check_codespace(cmap: CMap, sink: FindingSink, label: str, loc: Location, role: str) -> None:
    ranges = cmap.codespace.ranges
    prefixes, overlaps = find_conflicts(ranges)
    for short, long_ in prefixes:
        sink.add(
            make_finding(
                "CMAP-CODESPACE-PREFIX",
                msg(
                    "{cmap}: codespace range {short} is a prefix of {long}, so codes of {long} "
                    "that start with bytes in {short} can never be read",
                    cmap=label,
                    short=str(short),
                    long=str(long_),
                ),
                Location(loc.page_index, loc.obj, loc.font, line=short.line),
                short=str(short),
                long=str(long_),
            )
        )
    for a, b in overlaps:
        sink.add(
            make_finding(
                "CMAP-CODESPACE-OVERLAP",
                msg(
                    "{cmap}: codespace ranges {first} and {second} overlap; they are used as "
                    "their union",
                    cmap=label,
                    first=str(a),
                    second=str(b),
                ),
                Location(loc.page_index, loc.obj, loc.font, line=b.line),
                first=str(a),
                second=str(b),
            )
        )
