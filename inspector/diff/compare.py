"""Two files compared: fonts paired, pages aligned, one summary line."""

from __future__ import annotations

from collections import Counter

from inspector.diff.fonts import compare_pair, font_side, pair_fonts
from inspector.diff.model import Cause, DocumentDiff, FontPair, PageDiff, TextChange
from inspector.diff.read import PageLines, Side, read_side
from inspector.diff.text import Fonts, compare_page, first_glyph
from inspector.errors import UsageError
from inspector.files import shown
from inspector.i18n import Message, msg


def compare_files(
    path_a: str, path_b: str, pages: str | None = None, password: str | None = None
) -> DocumentDiff:
    """Compare file A with file B over ``pages`` (e.g. ``1,3-5``, the same selection in
    both; None: every page). Raises :class:`~inspector.errors.InspectorError` when a file
    cannot be read or the selection is not valid for one of them."""
    return compare_sides(_read(path_a, pages, password), _read(path_b, pages, password))


def _read(path: str, pages: str | None, password: str | None) -> Side:
    try:
        return read_side(path, pages, password)
    except UsageError as exc:
        # Which of the two files the page selection does not fit.
        raise UsageError(f"{shown(path)}: {exc}") from None


def compare_sides(side_a: Side, side_b: Side) -> DocumentDiff:
    paired, only_a, only_b = pair_fonts(side_a.fonts, side_b.fonts)
    pairs = tuple(compare_pair(a, b) for a, b in paired)
    labels_a = {f.key: _label(f.entry.font.facts.base_font, f.key) for f in side_a.fonts}
    labels_b = {f.key: _label(f.entry.font.facts.base_font, f.key) for f in side_b.fonts}
    fonts = Fonts({a.key: b.key for a, b in paired}, labels_a, labels_b)
    page_diffs = []
    count = max(len(side_a.pages), len(side_b.pages))
    for a, b in page_pairs(side_a.pages, side_b.pages):
        if a is not None and b is not None and a.index != b.index and a.lines == b.lines:
            # The same text at another place: the page moved (or pages before it came
            # or went). Said once, on its first line.
            moved = TextChange(
                a.lines[0], b.lines[0], 1, 1, (Cause("page-order"),), first_glyph(a), first_glyph(b)
            )
            page_diffs.append(PageDiff(a.index + 1, b.index + 1, (moved,)))
            continue
        changes = compare_page(a, b, fonts)
        if changes:
            page_diffs.append(
                PageDiff(a.index + 1 if a else None, b.index + 1 if b else None, tuple(changes))
            )
    sides_a = tuple(font_side(f) for f in only_a)
    sides_b = tuple(font_side(f) for f in only_b)
    summary = _summary(page_diffs, pairs, len(sides_a), len(sides_b))
    return DocumentDiff(
        shown(side_a.path),
        shown(side_b.path),
        summary,
        pairs,
        sides_a,
        sides_b,
        tuple(page_diffs),
        count,
        tuple(p.index + 1 for p in side_a.pages if p.unread),
        tuple(p.index + 1 for p in side_b.pages if p.unread),
    )


def page_pairs(
    pages_a: list[PageLines], pages_b: list[PageLines]
) -> list[tuple[PageLines | None, PageLines | None]]:
    """The pages compared with each other: by position, except a page whose text differs
    from the page at its position in the other file and is the whole text of another
    page there that differs from its own counterpart (a page moved, or pages before it
    added or removed); the pages left are paired in order. Pairs in A's order, then B's
    pages without a counterpart."""

    def same(i: int, j: int) -> bool:
        return i < len(pages_a) and j < len(pages_b) and pages_a[i].lines == pages_b[j].lines

    where_b: dict[tuple[str, ...], list[int]] = {}
    for j, page in enumerate(pages_b):
        if page.lines and not same(j, j):
            where_b.setdefault(page.lines, []).append(j)
    moved: dict[int, int] = {}
    for i, page in enumerate(pages_a):
        if page.lines and not same(i, i):
            found = where_b.get(page.lines)
            if found:
                moved[i] = found.pop(0)
    rest_a = [i for i in range(len(pages_a)) if i not in moved]
    taken = set(moved.values())
    rest_b = [j for j in range(len(pages_b)) if j not in taken]
    pairs: dict[int, int | None] = dict(moved)
    for k, i in enumerate(rest_a):
        pairs[i] = rest_b[k] if k < len(rest_b) else None
    out: list[tuple[PageLines | None, PageLines | None]] = [
        (pages_a[i], pages_b[j] if j is not None else None) for i, j in sorted(pairs.items())
    ]
    out += [(None, pages_b[j]) for j in rest_b[len(rest_a) :]]
    return out


def _label(base_font: str | None, key: str) -> str:
    from inspector.diff.read import base_name

    return base_name(base_font) or key


def _summary(
    pages: list[PageDiff], pairs: tuple[FontPair, ...], only_a: int, only_b: int
) -> Message:
    """The one line said first: on how many pages the text differs and its main
    causes, else how many fonts differ, else that nothing does."""
    fonts_differ = sum(p.differs for p in pairs) + only_a + only_b
    if not pages:
        if fonts_differ:
            return msg(
                "B's text is the same as A's; 1 font differs"
                if fonts_differ == 1
                else "B's text is the same as A's; {count} fonts differ",
                count=fonts_differ,
            )
        return msg("no difference")
    counted: Counter[tuple[str, str | None]] = Counter()
    codes: dict[tuple[str, str | None], set[str | None]] = {}
    radicals: dict[tuple[str, str | None], bool] = {}
    for page in pages:
        for change in page.changes:
            for cause in change.causes:
                group = (cause.kind, cause.font)
                counted[group] += 1
                codes.setdefault(group, set()).add(cause.code)
                radicals[group] = radicals.get(group, True) and _radicals(cause)
    parts = []
    for (kind, font), _n in counted.most_common(3):
        count = len(codes[(kind, font)])
        if kind == "mapping" and radicals[(kind, font)]:
            parts.append(
                msg(
                    "B's font {font} has a ToUnicode that maps a code to a Kangxi radical"
                    if count == 1
                    else "B's font {font} has a ToUnicode that maps {count} codes to Kangxi "
                    "radicals",
                    font=font,
                    count=count,
                )
            )
        else:
            parts.append(_cause_phrase(kind, font, count))
    return msg(
        "B's text differs from A's on page {page}; cause: {causes}"
        if len(pages) == 1
        else "B's text differs from A's on {count} pages; cause: {causes}",
        count=len(pages),
        page=pages[0].b if pages[0].b is not None else pages[0].a,
        causes=parts[0] if len(parts) == 1 else _joined(parts),
    )


def _radicals(cause: Cause) -> bool:
    """Whether B's value of a cause comes from a ToUnicode and is all Kangxi radicals
    or CJK radicals supplement (U+2E80-U+2FDF), which look like ideographs but are not."""
    return (
        cause.source == "tounicode"
        and bool(cause.b)
        and all(0x2E80 <= ord(ch) <= 0x2FDF for ch in cause.b or "")
    )


def _joined(parts: list[Message]) -> Message:
    if len(parts) == 2:
        return msg("{first}; {second}", first=parts[0], second=parts[1])
    return msg("{first}; {second}; {third}", first=parts[0], second=parts[1], third=parts[2])


def _cause_phrase(kind: str, font: str | None, codes: int) -> Message:
    if kind == "mapping":
        return msg(
            "B's font {font} maps a code to other text than A's"
            if codes == 1
            else "B's font {font} maps {count} codes to other text than A's",
            font=font,
            count=codes,
        )
    if kind == "unmapped":
        return msg(
            "B's font {font} leaves a code without Unicode"
            if codes == 1
            else "B's font {font} leaves {count} codes without Unicode",
            font=font,
            count=codes,
        )
    if kind == "mapped":
        return msg(
            "B's font {font} gives a code a Unicode that A's lacks"
            if codes == 1
            else "B's font {font} gives {count} codes a Unicode that A's lacks",
            font=font,
            count=codes,
        )
    if kind == "order":
        return msg("the same lines in another reading order")
    if kind == "page-order":
        return msg("the same pages in another order")
    if kind == "whitespace":
        return msg("spaces or line breaks only")
    if kind == "content":
        return msg("the page draws other codes (the content differs)")
    return msg("cause unknown")
