"""Who is the odd one out on a page: ours, some engines, or nobody can tell.

Our text is not assumed to be right. The texts of a page (ours and every engine's) are
grouped by what they print, whatever the order: two texts agree when at least
:data:`AGREE` of their characters are the same (as multisets, NFKC forms, whitespace
aside). Where a group of at least two engines agrees with each other and is larger than
ours (ours and the engines that agree with it), ours is the odd one out, and the cause
the differences of those engines name most often is our likely cause. Where the texts
agree in their characters, the same test on the order (characters aligned in sequence)
tells whether our reading order is the odd one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from inspector.engines.align import Tokens, agreement, align, similarity, tokens
from inspector.engines.causes import CAUSES, Difference, PageComparison
from inspector.engines.sentences import shown

AGREE = 0.95
"""Two texts with at least this share of their characters alike agree."""

VERDICTS = ("ours-odd", "ours-agrees", "no-majority", "too-few")
"""``ours-odd``: engines that agree with each other outnumber ours and those agreeing
with it; ``ours-agrees``: ours is in the largest group; ``no-majority``: no group is the
largest; ``too-few``: fewer than two engines printed the page, nothing to weigh."""

LAYOUT_CAUSES = ("spacing", "layout")
"""Causes that do not change the characters: never our likely cause for them."""

OURS = ""
"""Our node among the engines' names."""


@dataclass(frozen=True)
class PageVerdict:
    """The page's verdict across the engines."""

    number: int
    verdict: str
    agreeing: list[str]
    """ours-odd: the engines that agree with each other against ours; ours-agrees: the
    engines that agree with ours; else empty."""
    with_ours: list[str]
    """The engines that print what we print (ours-odd: on the side of ours)."""
    cause: str | None
    """ours-odd: our likely cause (a cause code, as the agreeing engines' differences
    name it from their side)."""
    explanation: str
    unread: tuple[str, ...] = ()
    """What of the page we did not read whole (the messages of the findings saying so):
    our text is then partial, and the explanation says so."""


def page_verdict(
    number: int,
    ours: str,
    texts: Mapping[str, str],
    comparisons: Mapping[str, PageComparison] | None = None,
    unread: Sequence[str] = (),
) -> PageVerdict:
    """The verdict of one page from our text and each engine's (by engine name), with
    the engines' comparisons with ours for our likely cause. ``unread``: what of the page
    we did not read whole; the verdict then says our text is partial, never that it is
    right without saying so."""
    verdict = _page_verdict(number, ours, texts, comparisons)
    if not unread:
        return verdict
    return replace(
        verdict,
        unread=tuple(unread),
        explanation=verdict.explanation + " " + _unread_sentence(verdict, unread),
    )


def _unread_sentence(verdict: PageVerdict, unread: Sequence[str]) -> str:
    """What a verdict on a page we did not read whole is worth."""
    more = f" (and {len(unread) - 1} more)" if len(unread) > 1 else ""
    said = f"Our text of page {verdict.number} was not read whole ({unread[0]}{more})"
    if verdict.verdict == "ours-agrees":
        return (
            f"But {said[0].lower()}{said[1:]}: it agrees only as far as it was read, and what "
            "the page holds beyond that is unknown to us."
        )
    if verdict.verdict == "ours-odd":
        return f"{said}: part of the difference may be what we could not read."
    return f"{said}."


def _page_verdict(
    number: int,
    ours: str,
    texts: Mapping[str, str],
    comparisons: Mapping[str, PageComparison] | None,
) -> PageVerdict:
    names = list(texts)
    if len(names) < 2:
        return PageVerdict(
            number,
            "too-few",
            [],
            [],
            None,
            f"Page {number}: fewer than two engines printed the page; nothing to weigh ours "
            "against.",
        )
    toks = {OURS: tokens(ours, escapes=False), **{n: tokens(t) for n, t in texts.items()}}
    nodes = [OURS, *names]
    alike = _matrix(nodes, lambda x, y: similarity(toks[x].items, toks[y].items))
    groups = _groups(nodes, alike)
    ours_group = next(g for g in groups if OURS in g)
    others = sorted((g for g in groups if OURS not in g), key=len, reverse=True)
    with_ours = [n for n in ours_group if n != OURS]
    if others and len(others[0]) >= 2 and len(others[0]) > len(ours_group):
        return _ours_odd(number, others[0], with_ours, alike, comparisons or {})
    if len(ours_group) >= 2 and all(len(g) < len(ours_group) for g in others):
        odd_order = _order_odd(number, ours_group, toks)
        if odd_order is not None:
            return odd_order
        rest = [n for n in names if n not in ours_group]
        closest = min(alike[(OURS, n)] for n in with_ours)
        explanation = (
            f"Page {number}: {_names(with_ours)} print{'s' if len(with_ours) == 1 else ''} "
            f"what we print ({_share(closest)} of the characters alike)"
        )
        explanation += (
            f"; {_names(rest)} differ{'s' if len(rest) == 1 else ''} (see "
            f"{'its' if len(rest) == 1 else 'their'} differences)."
            if rest
            else "."
        )
        return PageVerdict(number, "ours-agrees", with_ours, with_ours, None, explanation)
    described = "; ".join(_names([n or "ours" for n in g]) for g in groups if len(g) > 1)
    return PageVerdict(
        number,
        "no-majority",
        [],
        with_ours,
        None,
        f"Page {number}: no majority: no group of texts that agree with each other outnumbers "
        f"the others" + (f" (agreeing: {described})." if described else "; no two agree."),
    )


def _ours_odd(
    number: int,
    group: list[str],
    with_ours: list[str],
    alike: Mapping[tuple[str, str], float],
    comparisons: Mapping[str, PageComparison],
) -> PageVerdict:
    between = [alike[(x, y)] for x in group for y in group if x < y]
    closest = max(alike[(OURS, n)] for n in group)
    cause, example = _likely_cause(group, comparisons)
    text = (
        f"Ours is the odd one out on page {number}: {_names(group)} print the same text "
        f"({_share(min(between))} of the characters alike), and ours is at most "
        f"{closest:.0%} alike with any of them"
    )
    if with_ours:
        text += f" ({_names(with_ours)} print{'s' if len(with_ours) == 1 else ''} what we print)"
    text += "."
    if cause is not None and example is not None:
        text += f" Our likely cause ({cause}): {_cause_phrase(cause, example)} For example: "
        text += example.explanation
    return PageVerdict(number, "ours-odd", group, with_ours, cause, text)


def _order_odd(number: int, group: list[str], toks: Mapping[str, Tokens]) -> PageVerdict | None:
    """ours-odd by order: the engines of our group agree with each other on the order of
    the characters and not with ours."""
    engines = [n for n in group if n != OURS]
    if len(engines) < 2:
        return None
    in_order = _matrix(group, lambda x, y: agreement(toks[x], toks[y], align(toks[x], toks[y])))
    order_groups = _groups(group, in_order)
    ours_side = next(g for g in order_groups if OURS in g)
    largest = max((g for g in order_groups if OURS not in g), key=len, default=[])
    if len(largest) < 2 or len(largest) <= len(ours_side):
        return None
    closest = max(in_order[(OURS, n)] for n in largest)
    with_ours = [n for n in ours_side if n != OURS]
    text = (
        f"Ours is the odd one out on page {number} in its reading order: {_names(largest)} "
        "print the same characters as ours in the same order as each other, and ours "
        f"follows that order for at most {closest:.0%} of them"
    )
    if with_ours:
        text += f" ({_names(with_ours)} follow{'s' if len(with_ours) == 1 else ''} ours)"
    text += (
        ". Our likely cause (order): our reading order (ours follows the page's columns and "
        "lines, and on tagged pages its marked content) differs from the order they read the "
        "page in; their order differences show where."
    )
    return PageVerdict(number, "ours-odd", largest, with_ours, "order", text)


def _likely_cause(
    group: Sequence[str], comparisons: Mapping[str, PageComparison]
) -> tuple[str | None, Difference | None]:
    """The cause the group's differences name most often (characters, not spacing), and
    its first difference."""
    counts: Counter[str] = Counter()
    first: dict[str, Difference] = {}
    for name in group:
        comparison = comparisons.get(name)
        if comparison is None:
            continue
        for d in comparison.differences:
            if d.cause in LAYOUT_CAUSES:
                continue
            counts[d.cause] += max(len(d.ours), len(d.theirs), 1)
            first.setdefault(d.cause, d)
    if not counts:
        return None, None
    rank = {cause: n for n, cause in enumerate(CAUSES)}
    cause = max(counts, key=lambda c: (counts[c], -rank.get(c, len(rank))))
    return cause, first[cause]


def _cause_phrase(cause: str, d: Difference) -> str:
    """Our likely cause, said from our side, from a difference of an agreeing engine."""
    unread = bool(d.ours) and set(d.ours) <= {"\ufffd"}
    if cause == "order":
        return (
            "they print these characters at another place: our reading order differs from theirs."
        )
    if cause == "dropped" and unread:
        return (
            "we print U+FFFD for codes none of them prints anything for: codes nothing maps, "
            "which they leave out and we mark."
        )
    if cause == "dropped":
        return (
            f"we print text none of them prints ({shown(d.ours)}...): text they do not see "
            "(invisible, clipped or drawn twice) or text we read from a source they do not "
            "use."
        )
    if cause in ("ligature", "normalization"):
        return (
            f"our normalization: we print {shown(d.ours)} where the PDF gives "
            f"{shown(d.theirs)}, which they print."
        )
    if cause == "tounicode-ignored":
        return (
            "they print what the font gives without its ToUnicode CMap, which ours follows: "
            "the ToUnicode CMap may be wrong."
        )
    if cause in ("replacement", "cid-escape"):
        return (
            "they find no Unicode for codes where ours has text: our text comes from a "
            "source they do not use."
        )
    if unread:
        return (
            "nothing we take as evidence gives these codes a character (we print U+FFFD), "
            f"while they print {shown(d.theirs)}, what the cause's reading gives; ours does "
            "not make that guess."
        )
    if cause == "other":
        return (
            f"they print {shown(d.theirs)} where we print {shown(d.ours)}, and no known "
            "mistake of theirs reproduces it: the rule that gives our text may be the wrong one."
        )
    return (
        f"they print {shown(d.theirs)} where we print {shown(d.ours)}, the reading the cause "
        "names: where several engines agree on it, check the rule that gives our text."
    )


def _matrix(
    nodes: Sequence[str], measure: Callable[[str, str], float]
) -> dict[tuple[str, str], float]:
    out: dict[tuple[str, str], float] = {}
    for n, x in enumerate(nodes):
        for y in nodes[n + 1 :]:
            out[(x, y)] = out[(y, x)] = measure(x, y)
    return out


def _groups(nodes: Sequence[str], alike: Mapping[tuple[str, str], float]) -> list[list[str]]:
    """The nodes joined wherever two agree (connected components), in the nodes' order."""
    parent = {n: n for n in nodes}

    def root(n: str) -> str:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    for k, x in enumerate(nodes):
        for y in nodes[k + 1 :]:
            if alike[(x, y)] >= AGREE:
                parent[root(y)] = root(x)
    grouped: dict[str, list[str]] = {}
    for node in nodes:
        grouped.setdefault(root(node), []).append(node)
    return list(grouped.values())


def _share(value: float) -> str:
    return "all" if value >= 1 else f"at least {value:.0%}"


def _names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


__all__ = ["AGREE", "VERDICTS", "PageVerdict", "page_verdict"]
