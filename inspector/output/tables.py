"""Plain-text tables for people: the ``trace`` and ``fonts`` commands without ``--json``."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

from inspector.i18n import N_, Message, msg, tr
from inspector.output.records import number
from inspector.output.words import finding_line, verdict_label


def _cell_width(text: str) -> int:
    """Display width: East Asian wide characters take two columns."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def safe(text: str) -> str:
    """Make control and format characters visible so a table cannot be garbled by them."""
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Zl", "Zp") or ch == "\ufffd":
            out.append(f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}")
        else:
            out.append(ch)
    return "".join(out)


def table(headers: Sequence[str], rows: Iterable[Sequence[str]], indent: str = "  ") -> str:
    """Left-aligned columns."""
    body = [list(headers), *[[safe(c) for c in r] for r in rows]]
    widths = [max(_cell_width(r[i]) for r in body) for i in range(len(headers))]
    lines = []
    for r in body:
        cells = [c + " " * (widths[i] - _cell_width(c)) for i, c in enumerate(r)]
        lines.append((indent + "  ".join(cells)).rstrip())
    return "\n".join(lines)


def trace_page_text(page: dict[str, Any]) -> str:
    """A page of ``trace`` as tables, one per string."""
    out = [tr(msg("Page {page}", page=page["number"]))]
    if page.get("unread"):
        count = page["unread"]
        note = (
            msg("1 part of the content could not be read; see the findings")
            if count == 1
            else msg(
                "{count} parts of the content could not be read; see the findings", count=count
            )
        )
        out.append(f"  ({tr(note)})")
    if not page["strings"]:
        out.append(f"  ({tr(N_('no text') if not page.get('unread') else N_('no text was read'))})")
    for s in page["strings"]:
        where = " > ".join(f"/{f}" for f in s["forms"])
        tj = f"[{s['tj_index']}]" if s["tj_index"] is not None else ""
        head = msg(
            "string {number}: {operator} font /{font} {size} pt",
            number=s["index"] + 1,
            operator=f"{s['operator']}{tj}",
            font=safe(s["font"]),
            size=s["font_size"],
        )
        inside = f"  {tr(msg('in {forms}', forms=where))}" if where else ""
        shown = tr(msg('bytes <{bytes}>  text "{text}"', bytes=s["bytes"], text=safe(s["text"])))
        out.append(f"\n  {tr(head)}{inside}  {shown}")
        rows = []
        for c in s["codes"]:
            uni = c["unicode_hex"] or "-"
            if c["unicode"]:
                uni += f" {c['unicode']}"
            source = c["source"] or "-"
            if c["source_ref"]:
                # A CMap or encoding name, or a catalogue text (the built-in encoding).
                source += f" ({tr(c['source_ref'])})"
            recovered = c.get("recovered")
            if recovered:
                # Not the PDF's mapping: the program's evidence, which `text` prints.
                points = " ".join(f"U+{ord(ch):04X}" for ch in recovered)
                uni += f" ({points} {recovered})"
                source += f" ({tr(msg('recovered: {route}', route=c['recovered_source']))})"
            unified = c.get("unified")
            if unified:
                uni += f" -> {unified}"
            rows.append(
                [
                    c["bytes"],
                    "-" if c["cid"] is None else str(c["cid"]),
                    _gid_cell(c),
                    c["glyph_name"] or "-",
                    uni,
                    source,
                    f"{c['width']} ({c['width_source']})",
                    ",".join(c["flags"]),
                ]
            )
        out.append(
            table(
                [tr(h) for h in TRACE_HEADERS],
                rows,
                indent="    ",
            )
        )
        actual = s.get("actual_text")
        if actual is not None:
            out.append(f"    {safe(tr(actual_text_line(actual)))}")
    for f in page["findings"]:
        out.append("  " + safe(finding_line(f["severity"], f["code"], f["message"])))
    return "\n".join(out)


def _gid_cell(code: dict[str, Any]) -> str:
    """A code's GID and the rule that gave it (CIDToGIDMap, the charset, a cmap subtable,
    a glyph name), or ``-``."""
    if code["gid"] is None:
        return "-"
    rule = code.get("gid_rule")
    return f"{code['gid']} ({rule})" if rule else str(code["gid"])


def actual_text_line(actual: dict[str, Any]) -> Message:
    """The sentence under a string whose glyphs' text an /ActualText replaces (its record
    in ``trace --json``)."""
    strings = ", ".join(str(n + 1) for n in actual["strings"])
    return msg(
        'ActualText "{text}" replaces the text of the glyphs it covers (strings: '
        '{strings}); alone they give "{alone}"',
        text=actual["text"],
        strings=strings,
        alone=actual["glyphs_text"],
    )


def fonts_text(fonts: list[dict[str, Any]]) -> str:
    """The font list as a table, then each font's findings."""
    rows = []
    for f in fonts:
        subtype = f["subtype"] or "?"
        if f["descendant_subtype"]:
            subtype += f"/{f['descendant_subtype']}"
        rows.append(
            [
                "-" if f["object"] is None else str(f["object"]),
                ",".join(f"/{r}" for r in f["resources"]),
                _pages(f["pages"]),
                subtype,
                f["base_font"] or "-",
                tr(N_("yes") if f["embedded"] else N_("no")),
                tr(f["encoding"]) if f["encoding"] else "-",
                f["cid_system_info"] or "-",
                tr(N_("yes") if f["to_unicode"] else N_("no")),
                str(f["wmode"]),
                str(f.get("codes_used", "-")),
                str(f.get("unmapped", "-")),
                _verdict(f),
            ]
        )
    out = [
        table(
            [tr(h) for h in FONT_HEADERS],
            rows,
            indent="",
        )
    ]
    for f in fonts:
        for finding in f["findings"]:
            who = f["base_font"] or tr(msg("object {number}", number=f["object"]))
            line = finding_line(finding["severity"], finding["code"], finding["message"])
            out.append(tr(msg("{font}: {finding}", font=safe(who), finding=safe(line))))
    return "\n".join(out)


TRACE_HEADERS = (
    N_("bytes"),
    "CID",
    "GID",
    N_("glyph"),
    "Unicode",
    N_("source"),
    N_("width"),
    N_("flags"),
)
FONT_HEADERS = (
    N_("obj"),
    N_("resources"),
    N_("pages"),
    N_("type"),
    "BaseFont",
    N_("emb"),
    N_("encoding"),
    "CIDSystemInfo",
    "ToUnicode",
    "WMode",
    N_("codes"),
    N_("unmapped"),
    N_("verdict"),
)


def _pages(pages: list[int]) -> str:
    """1,2,3,5 -> 1-3,5."""
    parts: list[str] = []
    start = prev = None
    for p in pages:
        if start is None:
            start = prev = p
        elif prev is not None and p == prev + 1:
            prev = p
        else:
            parts.append(f"{start}-{prev}" if start != prev else str(start))
            start = prev = p
    if start is not None:
        parts.append(f"{start}-{prev}" if start != prev else str(start))
    return ",".join(parts)


__all__ = ["fonts_text", "number", "table", "trace_page_text"]


def _verdict(font: dict[str, Any]) -> Any:
    """The font's verdict as the table shows it: "recoverable (by glyph shape)" when only
    the glyph-shape route recovers it, "recoverable (a guess from glyph names)" when only
    glyph names that are codes do."""
    verdict = font.get("verdict")
    if verdict is None:
        return "-"
    if verdict == "recoverable" and font.get("recovery") == "glyph-shape":
        return f"{verdict_label(verdict)} {tr(N_('(by glyph shape)'))}"
    if verdict == "recoverable" and font.get("recovery") == "name-pattern":
        return f"{verdict_label(verdict)} {tr(N_('(a guess from glyph names)'))}"
    if verdict == "recoverable" and font.get("recovery") == "identity-name":
        return f"{verdict_label(verdict)} {tr(N_('(a guess: codes read as UTF-16)'))}"
    return verdict_label(verdict)
