"""Stage 5 of the layout: paragraphs and headings.

Blocks are split into paragraphs where a line starts indented against the block's edge
(``indent`` em), and each paragraph gets a role: ``artifact`` (tagged as such),
``heading`` with a level, or ``paragraph``. On a tagged page the structure tag around
the text decides (``H``, ``H1``-``H6``; §14.8.4.3). Elsewhere a heading is short
(``heading_lines``) and set larger than the body text (``heading_size``), the size with
the most glyphs on the page, or bold at body size and short; levels are the heading
sizes in descending order, bold body-size headings last. A heading has a letter or a
digit.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from inspector.text.glyphs import DOWN, RIGHT
from inspector.text.lines import Line
from inspector.text.order import Block
from inspector.text.params import LayoutParams
from inspector.text.tables import Table

HEADING_TAG = re.compile(r"^H([1-6])?$")


@dataclass(slots=True)
class Paragraph:
    """A paragraph of a block, with its role."""

    lines: list[Line]
    role: str
    level: int | None = None
    vertical: bool = False
    table: Table | None = None
    """The ruled table the paragraph's lines lie in."""

    @property
    def tag(self) -> str | None:
        """The structure tag of a tagged page around the paragraph's first text."""
        for line in self.lines:
            for run in line.runs:
                if run.tag is not None:
                    return run.tag
        return None


def paragraphs(
    blocks: list[Block], params: LayoutParams, page: tuple[float, float] | None = None
) -> list[Paragraph]:
    """The page's paragraphs in reading order, each with its role; ``page`` is the
    displayed page's width and height."""
    body = _body_size(blocks)
    out: list[Paragraph] = []
    pitch = _usual_pitch(blocks)
    previous: tuple[Paragraph, float | None] | None = None
    for block, (column_end, unwitnessed) in zip(blocks, _column_ends(blocks, page)):
        vertical = block.vertical
        for k, lines in enumerate(_split(block, params, column_end, unwitnessed)):
            if (
                k == 0
                and previous is not None
                and not block.artifact
                and block.table is None
                and previous[0].table is None
                and _goes_on(previous[0].lines, lines, previous[1], pitch, params)
            ):
                previous[0].lines.extend(lines)
                continue
            para = Paragraph(
                lines, "artifact" if block.artifact else "", None, vertical, block.table
            )
            out.append(para)
        previous = (out[-1], column_end) if out and not block.artifact else None
    sizes: set[float] = set()
    for para in out:
        if para.role:
            continue
        tagged = _tag_level(para.lines)
        if tagged is not None:
            para.role, para.level = "heading", tagged or 1
            continue
        size = max(line.size for line in para.lines)
        chars = sum(len("".join(line.texts)) for line in para.lines)
        short = len(para.lines) <= params.heading_lines and chars <= params.heading_chars
        # A heading has a letter or digit: a stray glyph ("›", a bullet) set large is not.
        short = short and any(ch.isalnum() for line in para.lines for t in line.texts for ch in t)
        if body and short and size >= params.heading_size * body:
            para.role = "heading"
            para.level = -1  # filled in below from the sizes
            sizes.add(round(size, 1))
        elif body and short and len(para.lines) == 1 and _bold(para.lines) and size >= body:
            para.role, para.level = "heading", 0
        else:
            para.role = "paragraph"
    # Bold lines at body size one after another (an address, a list of names) are no
    # headings: a heading stands alone above its text.
    bold = [para.level == 0 for para in out]
    for k, para in enumerate(out):
        if bold[k] and ((k > 0 and bold[k - 1]) or (k + 1 < len(out) and bold[k + 1])):
            para.role, para.level = "paragraph", None
    ranks = {size: rank for rank, size in enumerate(sorted(sizes, reverse=True), start=1)}
    for para in out:
        if para.level == -1:
            para.level = ranks[round(max(line.size for line in para.lines), 1)]
        elif para.level == 0:
            para.level = min(len(ranks) + 1, 6)
    return out


def _body_size(blocks: list[Block]) -> float:
    counts: Counter[float] = Counter()
    for block in blocks:
        if block.artifact:
            continue
        for line in block.lines:
            for run in line.runs:
                counts[round(run.size, 1)] += len(run.texts)
    return counts.most_common(1)[0][0] if counts else 0.0


def _split(
    block: Block, params: LayoutParams, column_end: float | None = None, unwitnessed: bool = False
) -> list[list[Line]]:
    """A block's lines cut where a paragraph or list item begins: a line that starts
    indented or with a bullet, after a line that ends short of the column's end by more
    than the next line's first word (which would have fitted), or after white wider
    than the block's usual pitch, or with the list number after the one its paragraph
    starts with ("2." after "1."). Where no two lines show where the column ends
    (``unwitnessed``: Chinese or Japanese lines that all end at different places), a line
    that ends with a full stop ends its paragraph though it reaches the longest line's
    end: that end may be the end of the longest paragraph, not of the column."""
    lines = block.lines
    if len(lines) < 2:
        return [lines]
    vertical = block.vertical
    starts = [(-line.box[3] if vertical else line.box[0]) for line in lines]
    edge = sorted(starts)[len(starts) // 2]  # most lines start at the block's edge
    indents = len(lines) >= 3
    ends = [line.end for line in lines]
    flowing = all(line.key == lines[0].key for line in lines) and lines[0].key in (RIGHT, DOWN)
    right = max(max(ends), column_end or 0.0)
    pitches = sorted(prev.v - line.v for prev, line in itertools.pairwise(lines))
    usual = pitches[len(pitches) // 2]
    out: list[list[Line]] = [[lines[0]]]
    number = _label_number(lines[0])  # the list number the paragraph starts with
    for k, (line, start) in enumerate(zip(lines[1:], starts[1:]), start=1):
        prev = lines[k - 1]
        indented = indents and params.indent * line.size < start - edge < 8 * line.size
        short = (
            flowing
            and not _rtl(prev)
            and (
                right - prev.end > _first_word(line) + params.short_line * line.size
                or (unwitnessed and _full_stop(prev))
            )
        )
        apart = len(lines) >= 3 and prev.v - line.v > usual + params.paragraph_gap * line.size
        if _hyphen_break(prev, line) or (not short and _hanging(out[-1][0], line)):
            # A word broken at the line's end goes on; a list item's lines go on under
            # its text, indented past its marker.
            out[-1].append(line)
        elif (
            indented
            or short
            or apart
            or _bulleted(line)
            or (number is not None and _label_number(line) == number + 1)
        ):
            out.append([line])
            number = _label_number(line)
        else:
            out[-1].append(line)
    return out


NUMBER_LABEL = re.compile(r"^\(?(\d{1,3})[.)]$")


def _label_number(line: Line) -> int | None:
    """The number of the list label a line starts with ("3.", "3)", "(3)": its first
    word), else None."""
    if line.key not in (RIGHT, DOWN) or _rtl(line):
        return None
    label = ""
    end = None
    for i in sorted(range(len(line.texts)), key=line.u0.__getitem__)[:6]:
        text = line.texts[i]
        if not text.strip() or (end is not None and line.u0[i] - end > 0.15 * line.size):
            break
        label += text
        end = line.u1[i]
    found = NUMBER_LABEL.match(label)
    return int(found.group(1)) if found else None


MARKER = re.compile(r"^(?:\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)]|[\u2022\u25e6\u25aa\u25cf\u2013-])$")


def _hanging(first: Line, line: Line) -> bool:
    """Whether ``line`` starts where the text after the list marker of ``first`` starts
    (within a third of an em): the hanging indent of a list item's next lines."""
    order = sorted(range(len(first.texts)), key=first.u0.__getitem__)[:8]
    marker = ""
    for k, i in enumerate(order):
        text = first.texts[i]
        if not text.strip():
            continue
        if MARKER.match(marker) and not MARKER.match(marker + text):
            return k > 0 and abs(line.start - first.u0[i]) <= first.size / 3
        marker += text
    return False


def _hyphen_break(prev: Line, line: Line) -> bool:
    """Whether ``prev`` ends with a word broken by a hyphen that ``line`` goes on with (a
    letter and a hyphen, then a lower-case letter)."""
    last = "".join(prev.texts[-2:]).rstrip()
    first = next((t for t in line.texts if t.strip()), "")
    broken = len(last) >= 2 and last[-1] in "-\u00ad\u2010" and last[-2].isalpha()
    return broken and first[:1].islower()


def _usual_pitch(blocks: list[Block]) -> float | None:
    """The most common distance between the baselines of lines that follow each other
    in reading order (same direction and size), in em; None with too few."""
    lines = [line for block in blocks if not block.artifact for line in block.lines]
    pitches: list[float] = []
    for prev, line in itertools.pairwise(lines):
        if prev.key == line.key and abs(prev.size - line.size) < 0.05 * line.size > 0:
            step = (prev.v - line.v) / line.size
            if step > 0:
                pitches.append(round(step, 1))
    if len(pitches) < 4:
        return None
    return Counter(pitches).most_common(1)[0][0]


def _goes_on(
    before: list[Line],
    lines: list[Line],
    column_end: float | None,
    pitch: float | None,
    params: LayoutParams,
) -> bool:
    """Whether a block's first lines go on with the paragraph before, in another block:
    lines set wider apart than a block holds (double spacing), at the page's usual
    pitch, from the same edge, after a line that filled its column (it wrapped)."""
    prev, line = before[-1], lines[0]
    if pitch is None or pitch < params.double_spacing or prev.key != line.key:
        return False
    if line.key not in (RIGHT, DOWN) or abs(prev.size - line.size) >= 0.05 * line.size:
        return False
    step = (prev.v - line.v) / line.size
    edge = min(b.start for b in before)
    if abs(step - pitch) > 0.15 or abs(line.start - edge) > 0.5 * line.size:
        return False
    if column_end is None or _bulleted(line) or _rtl(prev):
        return False
    return column_end - prev.end <= _first_word(line) + params.short_line * line.size


_RTL_LETTER = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
"""Hebrew, Arabic and the scripts between them, with their presentation forms."""


def _rtl(line: Line) -> bool:
    return any(_RTL_LETTER.search(text) for text in line.texts)


def _first_word(line: Line) -> float:
    """How far along the line its first word reaches from its start: up to the first
    space (drawn, or white of 0.15 em), or one glyph of a script written without spaces
    (Chinese, Japanese)."""
    order = sorted(range(len(line.texts)), key=line.u0.__getitem__)
    reach = 0.0
    end = None
    for i in order[:64]:
        text = line.texts[i]
        if not text.strip() or (end is not None and line.u0[i] - end > 0.15 * line.size):
            break  # a space drawn, or the white of one
        end = line.u1[i]
        reach = end - line.start
        if text and _unspaced(text[0]):
            break
    return reach


def _unspaced(ch: str) -> bool:
    """A character of a script written without spaces between words: wide, not Hangul."""
    return unicodedata.east_asian_width(ch) in "WF" and not (
        "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f"
    )


def _column_ends(
    blocks: list[Block], page: tuple[float, float] | None = None
) -> list[tuple[float | None, bool]]:
    """For each block, where the lines of its column end: the 90th percentile of the
    ends of the page's lines that start where the block's lines start (within an em),
    in the same direction and at about the same size; and whether that end is
    unwitnessed (below).

    Chinese and Japanese lines fill their column when they wrap: where no two such
    lines end at one place (nothing on the page shows a line wrapped) and nothing
    stands beyond them, the column is taken to end as far from the page's edge as the
    lines start from the other edge, so that short lines are not joined (three short
    lines are three paragraphs)."""
    lines = [line for block in blocks if not block.artifact for line in block.lines]
    out: list[tuple[float | None, bool]] = []
    for block in blocks:
        if not block.lines:
            out.append((None, False))
            continue
        first = block.lines[0]
        start = min(line.start for line in block.lines)
        size = first.size
        column = [
            line
            for line in lines
            if line.key == first.key
            and abs(line.start - start) <= size
            and 0.8 * size <= line.size <= 1.25 * size
        ]
        ends = sorted(line.end for line in column)
        if not ends:
            out.append((None, False))
            continue
        end = ends[min(len(ends) - 1, (len(ends) * 9) // 10)]
        edges = _page_span(first.key, page)
        wrapped = any(b - a <= 0.3 * size for a, b in itertools.pairwise(ends))
        unwitnessed = (
            edges is not None
            and not wrapped
            and all(_cjk_line(line) for line in block.lines)
            and not any(line.key == first.key and line.start > ends[-1] for line in lines)
        )
        if unwitnessed and edges is not None:
            end = max(end, edges[1] - (start - edges[0]))
        out.append((end, unwitnessed))
    return out


FULL_STOPS = frozenset("。．！？")
"""Sentence ends of Chinese and Japanese: 。．！？"""


def _full_stop(line: Line) -> bool:
    """Whether a line's last glyph (in reading order) is a full stop."""
    last = next((t for t in reversed(line.texts) if t.strip()), "")
    return last[-1:] in FULL_STOPS


def _page_span(key: int, page: tuple[float, float] | None) -> tuple[float, float] | None:
    """Where the page starts and ends along lines of direction ``key``."""
    if page is None:
        return None
    if key == RIGHT:
        return 0.0, page[0]
    if key == DOWN:
        return -page[1], 0.0
    return None


def _cjk_line(line: Line) -> bool:
    """Whether most of a line's glyphs are of a script written without spaces."""
    count = sum(1 for t in line.texts if t and _unspaced(t[0]))
    return count * 2 > len(line.texts)


BULLETS = frozenset("\u2022\u25e6\u25aa\u25ab\u25cf\u25cb\u25a0\u25a1\u2023\u2043")


def _bulleted(line: Line) -> bool:
    """Whether a line starts with a bullet (a list item begins), a symbol font's
    private-use bullet included (LibreOffice's OpenSymbol U+F095)."""
    first = next((t for t in line.texts if t.strip()), "")
    return len(first) == 1 and (first in BULLETS or "\ue000" <= first <= "\uf8ff")


def _tag_level(lines: list[Line]) -> int | None:
    """The heading level a structure tag gives (0 for a plain ``H``), or None."""
    for line in lines:
        for run in line.runs:
            if run.tag is not None:
                match = HEADING_TAG.match(run.tag)
                if match:
                    return int(match.group(1) or 0)
                return None
    return None


def _bold(lines: list[Line]) -> bool:
    runs = [run for line in lines for run in line.runs]
    weight = sum(len(run.texts) for run in runs if run.bold)
    return weight * 2 > sum(len(run.texts) for run in runs)
