"""A page's lines as spans of one style, and how the lines of a paragraph join: what the
blocks of ``export-html`` are made of, found by the layout or by the structure tree."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from inspector.content import PageTrace, TextShow
from inspector.links import LinkTarget
from inspector.text import PageText

LETTER_BEFORE_HYPHEN = re.compile(r"[^\W\d_]-$")
HANGUL = re.compile("[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")

Placed = tuple[tuple[float, float, float, float], LinkTarget, int | None]
"""A link annotation's rectangle, where it may go, and the page (1-based) it goes to."""

ARTIFACT = -1
"""The mark of text inside ``/Artifact`` marked content."""


SCRIPT_LANGS = (
    (re.compile("[\u3040-\u30ff]"), "ja"),
    (re.compile("[\uac00-\ud7a3\u1100-\u11ff]"), "ko"),
    (re.compile("[\u0590-\u05ff]"), "he"),
    (re.compile("[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]"), "ar"),
    (re.compile("[\u0e00-\u0e7f]"), "th"),
)
"""Scripts that name their language (kana: Japanese, Hangul: Korean ...); ideographs
alone, Latin and Cyrillic do not."""


def script_lang(text: str) -> str | None:
    """The language a block's script says, for its ``lang`` attribute (None: the
    document's)."""
    for pattern, lang in SCRIPT_LANGS:
        if pattern.search(text):
            return lang
    return None


def rtl_share(text: str) -> float:
    strong = [
        unicodedata.bidirectional(ch)
        for ch in text
        if unicodedata.bidirectional(ch) in ("L", "R", "AL")
    ]
    return sum(1 for s in strong if s != "L") / len(strong) if strong else 0.0


def _unspaced(ch: str) -> bool:
    """Whether ``ch`` is of a script written without spaces between words (Han, kana,
    their punctuation and full-width forms): wide, but not Hangul, whose words are
    spaced."""
    if unicodedata.east_asian_width(ch) not in "WF":
        return False
    return not (
        "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f"
    )


def joiner(before: str, after: str) -> str | None:
    """How two lines of a paragraph join: "" after or before Chinese or Japanese, None
    to join a word hyphenated at the line end (the hyphen dropped), else a space (Latin,
    Korean...)."""
    if not before or not after or before[-1].isspace() or after[0].isspace():
        return ""
    if LETTER_BEFORE_HYPHEN.search(before) and after[0].islower():
        return None
    return "" if _unspaced(before[-1]) or _unspaced(after[0]) else " "


def plain(text: str) -> dict[str, Any]:
    return {
        "text": text,
        "font": None,
        "size": None,
        "bold": False,
        "unmapped": False,
        "title": None,
        "href": None,
        "refused": None,
        "page": None,
    }


def mark_of(show: TextShow) -> int | None:
    """The marked-content id a string is in (the innermost), :data:`ARTIFACT` inside
    ``/Artifact``, else None."""
    mcid = None
    for mc in show.marked:
        if mc.tag == "Artifact":
            return ARTIFACT
        if mc.mcid is not None:
            mcid = mc.mcid
    return mcid


def line_spans(
    trace: PageTrace,
    text: PageText,
    n: int,
    links: list[Placed],
    boxes: dict[int, list[tuple[float, float, float, float]]],
    unmapped: str,
) -> list[dict[str, Any]]:
    """A line as spans of one style (font, size, weight, link), unmapped codes apart."""
    return [
        span
        for _, spans in marked_line(trace, text, n, links, boxes, unmapped, False)
        for span in spans
    ]


def marked_line(
    trace: PageTrace,
    text: PageText,
    n: int,
    links: list[Placed],
    boxes: dict[int, list[tuple[float, float, float, float]]],
    unmapped: str,
    marks: bool = True,
) -> list[tuple[int | None, list[dict[str, Any]]]]:
    """A line as spans (:func:`line_spans`), in pieces of one marked-content id (a
    space the layout put between two pieces goes with the first); without ``marks``
    one piece."""
    line = text.lines[n]
    chars = text.text
    strings = trace.strings
    out: list[dict[str, Any]] = []
    groups: list[tuple[int | None, list[dict[str, Any]]]] = [(None, out)]
    pos = line.start
    spans = text.spans_in(line.start, line.end)
    count = len(spans)
    cursor = 0
    last_string = -1  # the string whose glyphs ``out[-1]`` ends with, -1 for none
    while pos < line.end:
        span = spans[cursor] if cursor < count else None
        if span is None or span.start > pos:
            end = span.start if span is not None else line.end
            piece = chars[pos:end].replace("\n", "")
            if piece:
                add(out, plain(piece))
                last_string = -1
            pos = end
            continue
        cursor += 1
        string = span.string
        show = strings[string]
        if marks and string != last_string:
            mark = mark_of(show)
            if mark != groups[-1][0]:
                if out or len(groups) > 1:
                    out = []
                    groups.append((mark, out))
                else:
                    groups[0] = (mark, out)
        infos = show.decoded.infos
        info = infos[span.code]
        piece = chars[span.start : span.end]
        lost = info.unicode is None and piece == unmapped
        if not lost and not links and string == last_string and out:
            # The common case: the next glyphs of the string the last span came from,
            # taken up to the first that is not (or is lost, or leaves a gap) at once.
            end = span.end
            while cursor < count:
                following = spans[cursor]
                if following.string != string or following.start != end:
                    break
                if (
                    infos[following.code].unicode is None
                    and chars[following.start : following.end] == unmapped
                ):
                    break
                end = following.end
                cursor += 1
            out[-1]["text"] += chars[span.start : end]
            pos = end
            continue
        href = refused = target_page = None
        if links:
            string_boxes = boxes.get(string)
            if string_boxes is None:
                string_boxes = boxes[string] = show.boxes()
            bx0, by0, bx1, by1 = string_boxes[span.code]
            cx, cy = (bx0 + bx1) / 2, (by0 + by1) / 2
            for r, target, goes_to in links:
                if r[0] <= cx <= r[2] and r[1] <= cy <= r[3]:
                    href = target.href
                    refused = None if href is not None else target.shown
                    target_page = goes_to
                    break
            if (
                not lost
                and string == last_string
                and out
                and out[-1]["href"] == href
                and out[-1]["refused"] == refused
            ):
                # The next glyph of the last span's string, under the same link (or
                # none): what :func:`add` would merge.
                out[-1]["text"] += piece
                pos = span.end
                continue
        last_string = -1 if lost else string
        style = show.style
        font = (
            style.base_font if style is not None and style.base_font else show.font_name
        ) or None
        entry = {
            "text": piece,
            "font": font,
            "size": round(abs(show.font_size), 2),
            "bold": bool(style is not None and style.bold),
            "unmapped": lost,
            "title": (
                f"{show.font_name} ({font}): code {info.code_bytes.hex()} has no Unicode "
                "(UNICODE-UNMAPPED)"
                if lost
                else None
            ),
            "href": href,
            "refused": refused,
            "page": target_page,
        }
        add(out, entry)
        pos = span.end
    return groups


def add(out: list[dict[str, Any]], entry: dict[str, Any]) -> None:
    """Append, merging with the previous span when both look alike."""
    if out and not entry["unmapped"] and not out[-1]["unmapped"]:
        last = out[-1]
        same = all(last[k] == entry[k] for k in ("bold", "href", "refused")) and (
            entry["font"] is None
            or last["font"] is None
            or (last["font"], last["size"]) == (entry["font"], entry["size"])
        )
        if same:
            # In place: the spans of a line are its own until the line is made.
            last["text"] += entry["text"]
            if last["font"] is None:
                last["font"], last["size"] = entry["font"], entry["size"]
            return
    out.append(entry)


def strip_start(spans: list[dict[str, Any]], count: int) -> list[dict[str, Any]]:
    """The spans without their first ``count`` characters (a list item's marker)."""
    out = []
    for span in spans:
        if count <= 0:
            out.append(span)
            continue
        text = span["text"]
        if len(text) <= count:
            count -= len(text)
            continue
        out.append({**span, "text": text[count:], "unmapped": False, "title": None})
        count = 0
    return out
