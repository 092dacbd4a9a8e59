"""What one page cannot tell alone: running headers and footers, and heading levels.

The pages of ``export-html`` pass through a window of a few pages (``REACH`` before and
after the page given out), so memory stays that of a few pages:

- a short block at the top or bottom of a page (``MARGIN`` of its height) whose text,
  digits aside, is repeated at the same place (within ``SAME_PLACE`` points) on another
  page of the window is a running header or footer: an ``artifact`` with ``running``
  set to ``header`` or ``footer``, never a heading; so is a block at the place of
  another page's running head, in its font and size (a head naming its section);
- a heading the layout found by its size gets its level from the heading sizes of the
  document read so far and of the window (a heading opening page 2 is not ``<h1>``
  because page 2 has no larger one).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

REACH = 2
"""Pages compared before and after (running heads may alternate between even and odd
pages)."""
MARGIN = 0.15
"""The share of the page's height at its top and bottom where running heads are."""
SAME_PLACE = 4.0
"""Points by which a repeated block's position may differ."""
LONGEST = 120
"""A running head is at most this many characters long."""
SIZE_STEP = 0.5
"""Heading sizes closer than this (points) are one level."""

_DIGITS = re.compile(r"\d+")
_SPACE = re.compile(r"\s+")


def _signature(text: str) -> str:
    return _SPACE.sub("", _DIGITS.sub("#", text)).casefold()


def _candidates(page: dict[str, Any]) -> list[tuple[dict[str, Any], str, str, float]]:
    """The page's blocks that may be running heads: (block, zone, signature, position)."""
    height = float(page.get("height") or 0.0)
    if height <= 0:
        return []
    out = []
    for block in page["blocks"]:
        if block.get("kind") not in ("paragraph", "heading", "artifact"):
            continue
        text = (block.get("text") or "").strip()
        if not text or len(text) > LONGEST:
            continue
        top = float(block.get("top", 0.0))
        if top >= height * (1 - MARGIN):
            zone = "header"
        elif top <= height * MARGIN:
            zone = "footer"
        else:
            continue
        out.append((block, zone, _signature(text), top))
    return out


def _style(block: dict[str, Any]) -> tuple[object, object] | None:
    spans = block.get("spans") or []
    first = next((s for s in spans if s.get("font")), None)
    return None if first is None else (first["font"], first["size"])


def _mark_running(page: dict[str, Any], others: list[dict[str, Any]]) -> None:
    """Mark the page's running heads: the text of another page's block at the same place
    (digits aside), or the place and style of another page's running head (a head that
    names the section it is in)."""
    mine = _candidates(page)
    if not mine:
        return
    theirs = [c for other in others for c in _candidates(other)]
    for block, zone, signature, top in mine:
        if block.get("running"):
            continue
        style = _style(block)
        if any(
            zone == z
            and abs(top - t) <= SAME_PLACE
            and (
                signature == s
                or (style is not None and other.get("running") == zone and _style(other) == style)
            )
            for other, z, s, t in theirs
        ):
            block["kind"] = "artifact"
            block["running"] = zone
            block["level"] = block["raw_level"] = None


def _headings(blocks: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for block in blocks:
        if block.get("kind") == "heading" and block.get("size") is not None:
            yield block
        inner = block.get("blocks")
        if block.get("kind") == "vertical" and inner:
            yield from _headings(inner)


def _step(size: float) -> float:
    return round(size / SIZE_STEP) * SIZE_STEP


def document_wide(pages: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The pages with running heads marked and heading levels set across pages (see the
    module's doc), each given out once the ``REACH`` pages after it are read."""
    window: list[dict[str, Any]] = []
    sizes: set[float] = set()
    given = 0  # pages of the window already given out

    def give(index: int) -> dict[str, Any]:
        page = window[index]
        # Running heads first (of the pages ahead too, as far as the window tells), so
        # that their sizes are no heading sizes.
        for k in range(index, len(window)):
            _mark_running(window[k], window[:k] + window[k + 1 :])
        for ahead in window[index:]:
            for block in _headings(ahead["blocks"]):
                sizes.add(_step(block["size"]))
        for block in _headings(page["blocks"]):
            size = _step(block["size"])
            level = 1 + sum(1 for s in sizes if s > size)
            block["raw_level"] = level
            block["level"] = max(1, min(level, 3))
        return page

    for page in pages:
        window.append(page)
        if len(window) - given > REACH:
            yield give(given)
            given += 1
            if given > REACH:
                window.pop(0)
                given -= 1
    while given < len(window):
        yield give(given)
        given += 1
