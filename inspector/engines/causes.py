"""Why an engine's text differs from ours: a stable cause per difference, with evidence.

The engine's text is aligned with ours (:mod:`inspector.engines.align`). Each stretch
where they differ is explained code by code: for every code of ours in the stretch, the
readings an engine could have made of it are tried in turn (pdfminer's ``(cid:N)``
escape, U+FFFD, the CID as a code point, the code's bytes as characters, the chain
without ToUnicode, the bytes through a text codec, the PDF's own value before our
normalization), and the first that reproduces what the engine printed there names the
cause. What no code-level reading reproduces is looked for in the naive readings of
whole strings (a space spliced into the bytes at a TJ gap, a fixed two-byte split, a
codec over a string), then as the same characters elsewhere (``order``). Where the
characters agree, a space one text has and the other has not is ``spacing``.

Every difference points at our page (1-based), the string (its serial on the page) and
the code (its index in the string), and explains itself in one sentence from the chain:
which rule gives our text, and what the engine did instead.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from inspector.chain import CodeInfo
from inspector.content import PageTrace, TextShow
from inspector.diagnostics.naive import (
    CODECS,
    FontResolver,
    NaiveReader,
    Readings,
    decode_bytes,
    page_readings,
    printable,
)
from inspector.engines.align import (
    UNREAD,
    Move,
    Opcode,
    Tokens,
    align,
    in_our_order,
    tokens,
    unmatchable,
)
from inspector.engines.sentences import explain, layout_sentence, shown, spacing_sentence
from inspector.text import PageText

CAUSES: tuple[str, ...] = (
    "cid-escape",
    "replacement",
    "cid-as-unicode",
    "raw-code",
    "tounicode-ignored",
    "glyph-name",
    *CODECS,
    "fixed-two-byte",
    "tj-space-splice",
    "ligature",
    "normalization",
    "dropped",
    "order",
    "layout",
    "spacing",
    "other",
)
"""Every cause code, in the order they are tried and listed."""

CODE_READINGS = (
    "cid-escape",
    "replacement",
    "cid-as-unicode",
    "raw-code",
    "tounicode-ignored",
    "glyph-name",
)
STRING_READINGS = ("tj-space-splice", "fixed-two-byte", *CODECS, "cid-as-unicode")
"""Naive readings of whole strings tried for what no code-level reading explains."""

LIGATURES = range(0xFB00, 0xFB07)
MULTISET_SHARE = 0.8
"""What no code-level reading explains in order still takes a reading's cause when this
share of the engine's characters and of the reading's are the same, as multisets."""

RAW_VARIANTS = 3
"""The raw code's forms (bytes as characters; without zero bytes; control bytes as
U+FFFD): the most variants a code-level reading has."""

MOVED_REST = 0.2
"""What an engine printed where we have nothing is left out as moved text once runs of
ours found in it leave at most this share unexplained."""

NFKC_SPAN = 4
"""At most this many of the engine's tokens are tried as one NFKC-equal form of a code."""

SAME = ""
"""The "cause" of a code the engine printed as we do inside a stretch that differs."""

LAYOUT_RUN = 3
"""Characters that agree, printed one per line by one text and on one line by the other,
from this many on, are a difference of ``layout`` (a vertical line an engine did not
join), not of spacing."""


@dataclass(frozen=True)
class Difference:
    """One place where an engine's text differs from ours."""

    cause: str
    explanation: str
    ours: str
    theirs: str
    page: int
    """1-based."""
    string: int | None
    """Our string's serial on the page (``TextShow.serial``); None where ours has nothing."""
    code: int | None
    """Index of the first differing code in that string."""


@dataclass(frozen=True)
class PageComparison:
    """One engine's text of one page against ours."""

    number: int
    text: str
    agreement: float
    differences: list[Difference]


@dataclass
class OurPage:
    """Our reading of a page: the trace, the laid-out text, and the fonts' naive readers."""

    trace: PageTrace
    text: PageText
    reader_for: FontResolver
    shows: dict[int, TextShow] = field(init=False)
    _readings: dict[int, Readings] | None = field(default=None, init=False)
    _code_cache: dict[tuple[object, bytes], list[tuple[str, list[str]]]] = field(
        default_factory=dict, init=False
    )

    def __post_init__(self) -> None:
        self.shows = {s.serial: s for s in self.trace.strings}

    @property
    def number(self) -> int:
        """1-based page number."""
        return self.trace.page_index + 1

    def string_readings(self, serial: int) -> Readings:
        """Every naive reading of one whole string (computed for the page on first use)."""
        if self._readings is None:
            readings = page_readings(self.trace, self.reader_for)
            self._readings = {s.serial: r for s, r in zip(self.trace.strings, readings)}
        return self._readings.get(serial, {})

    def reader(self, show: TextShow) -> NaiveReader | None:
        """The naive reader of a string's font."""
        return self.reader_for(show)


# -- the comparison of one page ------------------------------------------------------------


@dataclass(slots=True)
class _Group:
    """Our tokens that come from one code (a ligature spelled out is two tokens)."""

    key: tuple[int, int] | None
    first: int
    last: int
    """Token positions ``first`` up to ``last`` (exclusive)."""
    text: str


def compare_page(
    ours: OurPage, engine: str, theirs_text: str, fonts: Mapping[int, str] | None = None
) -> PageComparison:
    """Align an engine's text of a page with ours and explain every difference.

    ``fonts``: what the engine's own font listing says of a font, by object number
    (poppler's pdffonts for pdftotext), added to the sentences of its codes."""
    a = tokens(ours.text.text, escapes=False)
    b = tokens(theirs_text, escapes=True)
    keys = _token_keys(ours.text, a)
    # Our U+FFFD is a code we cannot read; aligned as a character it would pair with any
    # U+FFFD of the engine, however many the engine prints per code. It is aligned as a
    # token that matches nothing, and the codes explain what the engine printed there.
    b, reversed_lines = _turn_reversed_lines(a, b)
    # Lines of ours the engine printed whole at another place: one ``order`` difference
    # per block, and put back in our order so that the characters align.
    b, moves = in_our_order(a, b)
    opcodes = align(unmatchable(a), b)
    found: list[Difference] = _reversed(ours, engine, a, keys, reversed_lines)
    found.extend(_moved_lines(ours, engine, a, keys, moves, theirs_text))
    dropped: dict[int, tuple[_Hunk, list[_Group]]] = {}
    same = 0
    for op in opcodes:
        tag, i1, i2, _j1, _j2 = op
        if tag == "equal":
            same += i2 - i1
            found.extend(_spacing(ours, engine, a, b, keys, op, theirs_text))
        else:
            hunk = _Hunk(ours, engine, a, b, keys, op, fonts or {})
            found.extend(hunk.explain())
            same += hunk.same
            dropped.update((id(d), (hunk, groups)) for d, groups in hunk.dropped)
    total = len(a.items) + len(b.items)
    return PageComparison(
        number=ours.number,
        text=theirs_text,
        agreement=round(2 * same / total, 4) if total else 1.0,
        differences=_repeats(_pair_moves(found, engine, dropped)),
    )


def _line_ranges(tokens_: Tokens) -> list[tuple[int, int]]:
    starts = [i for i, broken in enumerate(tokens_.broken) if broken]
    return list(zip(starts, [*starts[1:], len(tokens_.items)]))


def _turn_reversed_lines(a: Tokens, b: Tokens) -> tuple[Tokens, list[int]]:
    """The engine's tokens with each line that is one of ours backwards turned round (a
    right-to-left line printed in its visual order, or the reverse), and the first token
    of each of our lines it matches."""
    ours = {"".join(a.items[s:e]): s for s, e in _line_ranges(a) if e - s > 1}
    items, starts, spaced = list(b.items), list(b.starts), list(b.spaced)
    matched: list[int] = []
    for first, end in _line_ranges(b):
        line = b.items[first:end]
        key = "".join(line)
        turned = "".join(reversed(line))
        if end - first < 2 or key in ours or turned not in ours or turned == key:
            continue
        matched.append(ours[turned])
        items[first:end] = reversed(line)
        starts[first:end] = reversed(b.starts[first:end])
        # The space before each turned token is the one after it in the engine's order.
        spaced[first + 1 : end] = [b.spaced[end - k] for k in range(1, end - first)]
    if not matched:
        return b, []
    return Tokens(items, starts, spaced, b.broken), matched


def _reversed(
    ours: OurPage, engine: str, a: Tokens, keys: list[tuple[int, int] | None], firsts: list[int]
) -> list[Difference]:
    out: list[Difference] = []
    for first in firsts:
        end = next((i for i in range(first + 1, len(a.items)) if a.broken[i]), len(a.items))
        text = "".join(a.items[first:end])
        key = keys[first]
        serial, code = key if key is not None else (None, None)
        out.append(
            Difference(
                "order",
                f"{engine} printed the line {shown(text)} in the opposite direction: a "
                "right-to-left line in the order its glyphs are drawn (we put Arabic, Hebrew "
                "and other right-to-left lines in logical order, UAX #9).",
                text,
                text[::-1],
                ours.number,
                serial,
                code,
            )
        )
    return out


def _moved_lines(
    ours: OurPage,
    engine: str,
    a: Tokens,
    keys: list[tuple[int, int] | None],
    moves: list[Move],
    theirs_text: str,
) -> list[Difference]:
    """One ``order`` difference per block of our lines the engine printed at another
    place, with what it printed there (its own text, from its first line to its last)."""
    out: list[Difference] = []
    line_of = [0] * len(a.items)
    line = -1
    for n, broken in enumerate(a.broken):
        line += 1 if broken else 0
        line_of[n] = line
    for move in moves:
        first, end = move.ours
        ours_text = ours.text.text[a.starts[first] : a.starts[end - 1] + len(a.items[end - 1])]
        theirs = theirs_text[move.span[0] : move.span[1]]
        lines = line_of[end - 1] - line_of[first] + 1
        where = (
            f"our line {line_of[first] + 1}"
            if lines == 1
            else f"our lines {line_of[first] + 1}-{line_of[end - 1] + 1}"
        )
        key = keys[first]
        serial, code = key if key is not None else (None, None)
        same = tokens(theirs).items == a.items[first:end]
        what = (
            "the same characters"
            if same
            else "the same line with differences of its own (listed apart)"
        )
        out.append(
            Difference(
                "order",
                f"{engine} printed {shown(ours_text)} ({where}) at another place of the page, "
                f"from its line {move.line + 1}: {what} in another reading order (ours follows "
                "the page's columns and lines, and on tagged pages its marked content).",
                ours_text,
                theirs,
                ours.number,
                serial,
                code,
            )
        )
    return out


def _token_keys(page: PageText, a: Tokens) -> list[tuple[int, int] | None]:
    out: list[tuple[int, int] | None] = []
    for start in a.starts:
        span = page.span_at(start)
        out.append((span.string, span.code) if span is not None else None)
    return out


class _Hunk:
    """One stretch where the texts differ, explained code by code."""

    def __init__(
        self,
        ours: OurPage,
        engine: str,
        a: Tokens,
        b: Tokens,
        keys: list[tuple[int, int] | None],
        op: Opcode,
        fonts: Mapping[int, str],
    ) -> None:
        self.ours = ours
        self.fonts = fonts
        self.engine = engine
        self.a = a
        self.b = b
        self.keys = keys
        _tag, self.i1, self.i2, self.j1, self.j2 = op
        self.same = 0
        self.dropped: list[tuple[Difference, list[_Group]]] = []
        """Each dropped run with its codes (what the engine printed elsewhere may be
        them, see :func:`_pair_moves`)."""
        """Our tokens the engine printed alike after all (a U+FFFD for one of ours)."""

    def groups(self) -> list[_Group]:
        out: list[_Group] = []
        for i in range(self.i1, self.i2):
            key = self.keys[i]
            if out and key is not None and out[-1].key == key:
                out[-1].last = i + 1
                out[-1].text += self.a.items[i]
            else:
                out.append(_Group(key, i, i + 1, self.a.items[i]))
        return out

    def explain(self) -> list[Difference]:
        theirs = self.b.items
        groups = self.groups()
        if not groups:
            return [self._inserted("".join(theirs[self.j1 : self.j2]))]
        assigned: list[tuple[_Group, str, str]] = []
        p = self.j1
        last: str | None = None
        done = 0
        for group in groups:
            if p >= self.j2:
                break
            match = self._match_code(group, p, last)
            if match is None:
                break
            cause, size = match
            assigned.append((group, cause, "".join(theirs[p : p + size])))
            p += size
            last = cause
            done += 1
        rest = groups[done:]
        rest_theirs = "".join(theirs[p : self.j2])
        out = self._merge(assigned)
        if rest and not rest_theirs:
            out.extend(self._dropped(rest))
        elif rest:
            out.extend(self._rest(rest, rest_theirs))
        elif rest_theirs:
            out.append(self._inserted(rest_theirs, after=groups[-1]))
        return out

    # -- one code ---------------------------------------------------------------------------

    def _match_code(self, group: _Group, p: int, last: str | None) -> tuple[str, int] | None:
        """(cause, engine tokens consumed) for the first reading of the code that
        reproduces the engine's tokens at ``p``; :data:`SAME` where the engine printed our
        own text of the code (a reading that gives our text names no mistake)."""
        theirs = self.b.items
        mine = self.a.items[group.first : group.last]
        if theirs[p : p + len(mine)] == mine:
            return SAME, len(mine)
        matches = [
            (cause, len(expected))
            for cause, expected in self._code_candidates(group)
            if expected
            and p + len(expected) <= self.j2
            and theirs[p : p + len(expected)] == expected
        ]
        if matches:
            # The mistake of the code before if it fits again, else the reading that
            # explains the most of what the engine printed (first in order on a tie).
            same = [m for m in matches if m[0] == last]
            return same[0] if same else max(matches, key=lambda m: m[1])
        ours_form = unicodedata.normalize("NFKC", group.text)
        for size in range(1, min(NFKC_SPAN, self.j2 - p) + 1):
            piece = "".join(theirs[p : p + size])
            if unicodedata.normalize("NFKC", piece) == ours_form:
                return _form_cause(piece, group.text), size
        return None

    def _code_candidates(self, group: _Group) -> list[tuple[str, list[str]]]:
        show, info = self._code(group)
        if show is None or info is None:
            return [("replacement", ["\ufffd"])]
        cache_key = (show.font_key, info.code_bytes)
        cached = self.ours._code_cache.get(cache_key)
        if cached is not None:
            return [*cached, *_raw_value(info, group.text)]
        reader = self.ours.reader(show)
        out: list[tuple[str, list[str]]] = []
        seen: set[tuple[str, ...]] = set()

        def add(cause: str, text: str | None) -> None:
            if text is None:
                return
            items = tokens(text).items
            if items and tuple(items) not in seen:
                seen.add(tuple(items))
                out.append((cause, items))

        cid = info.cid if info.cid is not None else info.code
        add("cid-escape", f"(cid:{cid})")
        add("replacement", "\ufffd")
        add("cid-as-unicode", printable(cid))
        # The raw code: its bytes as characters (PyMuPDF), without the zero bytes, or
        # with the control bytes as U+FFFD (mutool's text output).
        add("raw-code", info.code_bytes.decode("latin-1"))
        add("raw-code", "".join(chr(byte) for byte in info.code_bytes if byte))
        add("raw-code", "".join(chr(b) if b >= 0x20 else "\ufffd" for b in info.code_bytes))
        if reader is not None and reader.font.to_unicode is not None:
            add("tounicode-ignored", reader.without_tounicode(info))
        if info.glyph_name:
            # The glyph name as text, with its slash (pypdf, for a name it cannot map).
            add("glyph-name", "/" + info.glyph_name)
        for name in CODECS:
            # A codec's U+FFFD for bytes it cannot decode says nothing an engine's own
            # U+FFFD would not (replacement, raw-code): only clean decodings count.
            decoded = decode_bytes(info.code_bytes, name)
            add(name, decoded if "\ufffd" not in decoded else None)
        self.ours._code_cache[cache_key] = out
        return [*out, *_raw_value(info, group.text)]

    def _code(self, group: _Group) -> tuple[TextShow | None, CodeInfo | None]:
        if group.key is None:
            return None, None
        serial, index = group.key
        show = self.ours.shows.get(serial)
        if show is None:
            return None, None
        infos = show.decoded.infos
        return (show, infos[index]) if 0 <= index < len(infos) else (show, None)

    # -- what code-level readings leave -------------------------------------------------------

    def _rest(self, rest: list[_Group], theirs: str) -> list[Difference]:
        ours_text = "".join(g.text for g in rest)
        first = rest[0]
        # A reading names a cause only where it gives what the engine printed and our text
        # does not (UTF-16BE of <002d> is U+002D, which is ours, not the engine's U+2011).
        for reading in STRING_READINGS:
            joined = self._string_reading(rest, reading)
            if joined and theirs in joined and theirs not in ours_text:
                sample = (first.text, theirs, len(rest))
                return [self._difference(reading, first, ours_text, theirs, sample=sample)]
        theirs_items = tokens(theirs).items
        if sorted(ours_text) == sorted(tokens(theirs, escapes=False).items) and len(ours_text) > 1:
            return [self._difference("order", first, ours_text, theirs)]
        # The same code-level mistake with the codes in another order (an engine that
        # reads a line in another order of its strings).
        ours_items = tokens(ours_text, escapes=False).items
        ours_share = _overlap(ours_items, theirs_items)
        for cause in (*CODE_READINGS, *CODECS):
            expected: list[str] = []
            for group in rest:
                found = dict(self._code_candidates(group)).get(cause)
                expected.extend(found or [])
            share = _overlap(expected, theirs_items) if expected else 0.0
            if share >= MULTISET_SHARE and share > ours_share:
                one = "".join(dict(self._code_candidates(first)).get(cause) or [])
                d = self._difference(
                    cause, first, ours_text, theirs, sample=(first.text, one, len(rest))
                )
                more = d.explanation + " It printed them in another order."
                return [replace(d, explanation=more)]
        sample = (first.text, theirs, len(rest))
        return [self._difference("other", first, ours_text, theirs, sample=sample)]

    def _string_reading(self, rest: list[_Group], reading: str) -> str:
        serials = dict.fromkeys(g.key[0] for g in rest if g.key is not None)
        pieces = [self.ours.string_readings(s).get(reading) for s in serials]
        return "".join(p for p in pieces if p).translate(_NO_SPACE)

    def _inserted(self, theirs: str, after: _Group | None = None) -> Difference:
        if after is None and self.i1 < len(self.a.items):
            # The leading bytes of the next code as characters before the character we
            # read for it (pypdf prints <0029>, which maps to "H", as U+0000 "H").
            i = self.i1
            following = _Group(self.keys[i], i, i + 1, self.a.items[i])
            _show, info = self._code(following)
            raw = info.code_bytes.decode("latin-1") if info is not None else ""
            if len(raw) > 1 and raw[:-1] == theirs:
                return self._difference(
                    "raw-code", following, following.text, theirs + following.text
                )
        if after is None and self.i1 > 0:
            i = self.i1 - 1
            after = _Group(self.keys[i], i, i + 1, self.a.items[i])
        cause = "replacement" if set(theirs) == {"\ufffd"} else "other"
        return self._difference(cause, after, "", theirs, inserted=True)

    def _dropped(self, rest: list[_Group]) -> list[Difference]:
        """One ``dropped`` difference per line of ours."""
        out: list[Difference] = []
        line: list[_Group] = []
        for group in [*rest, None]:
            if line and (group is None or self.a.broken[group.first]):
                first = line[0]
                ours_text = "".join(g.text for g in line)
                d = self._difference(
                    "dropped", first, ours_text, "", sample=(first.text, "", len(line))
                )
                self.dropped.append((d, line))
                out.append(d)
                line = []
            if group is not None:
                line.append(group)
        return out

    def readings_of(self, groups: list[_Group], cause: str) -> list[str]:
        """What a code-level reading prints for the codes (each of its variants, such as
        the raw code's, applied to every code), none where it gives nothing for one."""
        out: list[str] = []
        for variant in range(RAW_VARIANTS):
            pieces: list[str] = []
            for group in groups:
                found = [t for c, t in self._code_candidates(group) if c == cause]
                if not found:
                    return out
                pieces.append("".join(found[min(variant, len(found) - 1)]))
            reading = "".join(pieces)
            if reading not in out:
                out.append(reading)
        return out

    def moved(self, cause: str, groups: list[_Group], theirs: str) -> Difference:
        """A difference for codes the engine printed at another place of the page."""
        first = groups[0]
        sample = (first.text, (self.readings_of([first], cause) or [""])[0], len(groups))
        d = self._difference(cause, first, "".join(g.text for g in groups), theirs, sample=sample)
        return replace(d, explanation=d.explanation + " It printed them at another place.")

    def _merge(self, assigned: list[tuple[_Group, str, str]]) -> list[Difference]:
        """One difference per run of codes with one cause on one of our lines (it points
        at the run's first code)."""
        out: list[Difference] = []
        run: list[tuple[_Group, str, str]] = []

        def flush() -> None:
            if run:
                group, cause, first = run[0]
                ours_text = "".join(g.text for g, _c, _t in run)
                theirs = "".join(t for _g, _c, t in run)
                out.append(
                    self._difference(
                        cause, group, ours_text, theirs, sample=(group.text, first, len(run))
                    )
                )
                run.clear()

        for item in assigned:
            if item[1] == SAME or (item[1] == "replacement" and set(item[0].text) == {UNREAD}):
                flush()  # our own text, or we cannot read the code either: no difference
                self.same += item[0].last - item[0].first
                continue
            if run and (item[1] != run[-1][1] or self.a.broken[item[0].first]):
                flush()
            run.append(item)
        flush()
        return out

    def _difference(
        self,
        cause: str,
        group: _Group | None,
        ours_text: str,
        theirs: str,
        inserted: bool = False,
        sample: tuple[str, str, int] | None = None,
    ) -> Difference:
        """``sample``: the first code's text, ours and theirs, and the codes in the run,
        for a run of codes with one cause (the sentence speaks of the first)."""
        show, info = self._code(group) if group is not None else (None, None)
        reader = self.ours.reader(show) if show is not None else None
        font = reader.font if reader is not None else None
        one_ours, one_theirs, count = sample if sample is not None else (ours_text, theirs, 1)
        explanation = explain(
            cause, self.engine, show, font, info, one_ours, one_theirs, inserted=inserted
        )
        if count == 2:
            explanation += " The code after it on the line differs alike."
        elif count > 2:
            explanation += f" The {count - 1} codes after it on the line differ alike."
        number = font.facts.objnum if font is not None else None
        listed = self.fonts.get(number) if number is not None else None
        if listed is not None and cause != "spacing":
            explanation += f" pdffonts lists the font ({number} 0 R) with {listed}."
        serial, code = group.key if group is not None and group.key is not None else (None, None)
        return Difference(cause, explanation, ours_text, theirs, self.ours.number, serial, code)


_NO_SPACE = {ord(ch): None for ch in " \t\n\r\f\v\u00a0\u3000"}


def _overlap(expected: list[str], theirs: list[str]) -> float:
    """The share of both token lists that the other has too, counted as multisets."""
    common = sum((Counter(expected) & Counter(theirs)).values())
    return min(common / len(expected), common / len(theirs)) if theirs else 0.0


def _raw_value(info: CodeInfo, ours: str) -> list[tuple[str, list[str]]]:
    """The PDF's own value of a code where our text normalized it (a ligature spelled
    out, an ideograph unified, a vertical form read as what it presents)."""
    raw = info.unicode
    if raw is None or raw == ours:
        return []
    items = tokens(raw).items
    return [(_form_cause(raw, ours), items)] if items else []


def _form_cause(theirs: str, ours: str) -> str:
    if any(ord(ch) in LIGATURES for ch in theirs + ours):
        return "ligature"
    return "normalization"


# -- spacing ----------------------------------------------------------------------------------


def _spacing(
    ours: OurPage,
    engine: str,
    a: Tokens,
    b: Tokens,
    keys: list[tuple[int, int] | None],
    op: Opcode,
    theirs_text: str,
) -> list[Difference]:
    """Spaces one text has between two agreeing characters and the other has not; a run
    of such places one after another is one difference. A line break counts as a space."""
    _tag, i1, i2, j1, _j2 = op
    out: list[Difference] = []
    k = 1
    size = i2 - i1
    while k < size:
        if a.spaced[i1 + k] == b.spaced[j1 + k]:
            k += 1
            continue
        start = k
        direction = b.spaced[j1 + k]
        while k < size and a.spaced[i1 + k] != b.spaced[j1 + k] and b.spaced[j1 + k] == direction:
            k += 1
        first, last = i1 + start - 1, i1 + k - 1
        # Both texts as printed, line breaks included: what each side shows there.
        ours_text = ours.text.text[a.starts[first] : a.starts[last] + len(a.items[last])]
        bf, bl = j1 + start - 1, j1 + k - 1
        # A turned line (see _turn_reversed_lines) runs backwards in the engine's text.
        low = min(b.starts[bf], b.starts[bl])
        high = max(b.starts[bf] + len(b.items[bf]), b.starts[bl] + len(b.items[bl]))
        theirs = theirs_text[low:high]
        key = keys[i1 + start]
        serial, code = key if key is not None else (None, None)
        gaps = range(start, k)
        if k - start + 1 >= LAYOUT_RUN and (
            (direction and all(b.broken[j1 + m] and not a.broken[i1 + m] for m in gaps))
            or (not direction and all(a.broken[i1 + m] and not b.broken[j1 + m] for m in gaps))
        ):
            explanation = layout_sentence(engine, direction, k - start + 1, ours_text, theirs)
            out.append(
                Difference("layout", explanation, ours_text, theirs, ours.number, serial, code)
            )
            continue
        show = ours.shows.get(key[0]) if key is not None else None
        reader = ours.reader(show) if show is not None else None
        explanation = spacing_sentence(
            engine, direction, a.items[first], a.items[first + 1], reader.font if reader else None
        )
        out.append(Difference("spacing", explanation, ours_text, theirs, ours.number, serial, code))
    return out


def _repeats(found: list[Difference]) -> list[Difference]:
    """Text the engine printed where we read nothing, the same piece again and again in
    one string of ours (a zero byte before each character): one difference, counted."""
    count: Counter[tuple[int | None, str]] = Counter(
        (d.string, d.theirs) for d in found if d.cause == "other" and not d.ours
    )
    out: list[Difference] = []
    seen: set[tuple[int | None, str]] = set()
    for d in found:
        key = (d.string, d.theirs)
        if d.cause != "other" or d.ours or count[key] < 2:
            out.append(d)
            continue
        if key in seen:
            continue
        seen.add(key)
        more = f" It printed {shown(d.theirs)} {count[key]} times in this string of ours."
        out.append(replace(d, explanation=d.explanation + more))
    return out


# -- moved text --------------------------------------------------------------------------------


def _pair_moves(
    found: list[Difference], engine: str, dropped: Mapping[int, tuple[_Hunk, list[_Group]]]
) -> list[Difference]:
    """Codes we have at one place and the engine prints at another: a dropped run of ours
    found inside what the engine printed where we have nothing, as it is (``order``) or
    through a code-level mistake (that mistake's cause). What the engine printed there is
    left out once runs of ours cover most of it."""
    inserted = [i for i, d in enumerate(found) if d.cause == "other" and not d.ours]
    if not inserted:
        return found
    left = {i: found[i].theirs for i in inserted}
    out: list[Difference] = []
    for d in found:
        moved = (
            _moved(d, engine, dropped.get(id(d)), inserted, left) if d.cause == "dropped" else None
        )
        out.append(moved if moved is not None else d)
    covered = {i for i in inserted if len(left[i]) <= MOVED_REST * len(found[i].theirs)}
    return [d for d in out if not any(d is found[i] for i in covered)]


def _moved(
    d: Difference,
    engine: str,
    origin: tuple[_Hunk, list[_Group]] | None,
    inserted: list[int],
    left: dict[int, str],
) -> Difference | None:
    if len(d.ours) > 1:
        home = next((i for i in inserted if d.ours in left[i]), None)
        if home is not None:
            left[home] = left[home].replace(d.ours, "", 1)
            return Difference(
                "order",
                f"{engine} printed {shown(d.ours)} at another place of the page: the same "
                "characters in another reading order (ours follows the page's columns and "
                "lines, and on tagged pages its marked content).",
                d.ours,
                d.ours,
                d.page,
                d.string,
                d.code,
            )
    if origin is None:
        return None
    hunk, groups = origin
    for cause in (*CODE_READINGS, *CODECS):
        for reading in hunk.readings_of(groups, cause):
            if len(reading) < 2:
                continue
            home = next((i for i in inserted if reading in left[i]), None)
            if home is not None:
                left[home] = left[home].replace(reading, "", 1)
                return hunk.moved(cause, groups, reading)
    return None


__all__ = [
    "CAUSES",
    "Difference",
    "OurPage",
    "PageComparison",
    "compare_page",
]
