"""A comparison as text for the terminal, a JSON record, Markdown or one self-contained
HTML page (Jinja2, autoescaped: every value from the PDFs is escaped)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from inspector.diff.model import Cause, DocumentDiff, FontPair, FontSide, TextChange
from inspector.i18n import (
    N_,
    Message,
    html_lang,
    msg,
    msg_n,
    tr,
    tr_format,
    tr_in,
    translated_fields,
)

if TYPE_CHECKING:
    from jinja2 import Environment

FACT_LABELS = {
    "name": N_("base name"),
    "subtype": N_("subtype"),
    "embedded": N_("embedded"),
    "subset": N_("subset"),
    "program": N_("font program"),
    "encoding": N_("encoding or CMap"),
    "cid_system_info": N_("CIDSystemInfo"),
    "to_unicode": N_("ToUnicode present"),
    "wmode": N_("writing mode"),
}


def shown_text(text: str | None) -> str:
    """A Unicode value as the output shows it: quoted with its code points, hidden
    characters escaped; ``none`` for no value."""
    if text is None:
        return tr(N_("none"))
    visible = "".join(ch if ch.isprintable() else f"\\u{ord(ch):04x}" for ch in text)
    points = " ".join(f"U+{ord(ch):04X}" for ch in text)
    return f"'{visible}' ({points})"


def _visible(text: str) -> str:
    return "".join(
        ch if ch.isprintable() or ch == " " else ("⏎" if ch == "\n" else f"\\u{ord(ch):04x}")
        for ch in text
    )


def cause_message(cause: Cause, change: TextChange | None = None) -> Message:
    """A cause as a sentence."""
    a, b, source = shown_text(cause.a), shown_text(cause.b), cause.source or tr(N_("none"))
    if cause.kind == "mapping":
        return msg(
            "code <{code}> of B's font {font} gives {b} in B and {a} in A (B's from {source})",
            code=cause.code,
            font=cause.font,
            a=a,
            b=b,
            source=source,
        )
    if cause.kind == "unmapped":
        return msg(
            "code <{code}> of B's font {font} lost its Unicode (A's {a} came from {source})",
            code=cause.code,
            font=cause.font,
            a=a,
            source=source,
        )
    if cause.kind == "mapped":
        return msg(
            "code <{code}> of B's font {font} gained a Unicode: {b} (from {source}); A's had none",
            code=cause.code,
            font=cause.font,
            b=b,
            source=source,
        )
    if cause.kind == "order":
        if change is not None and change.line_b is not None:
            return msg(
                "a different reading order: the same line is line {line} in B", line=change.line_b
            )
        return msg("a different reading order")
    if cause.kind == "page-order":
        return msg("the same page at another place in the document (its text is the same)")
    if cause.kind == "whitespace":
        if cause.source == "layout":
            return msg("whitespace only: a space or line break the layout inserted, no code")
        return msg("whitespace only, drawn by codes")
    if cause.kind == "content":
        return msg("the page draws other codes here (its content differs)")
    return msg("cause unknown")


def unread_lines(diff: DocumentDiff) -> list[str]:
    """A line per page not read whole in either file."""
    lines = [
        tr(msg("A's page {page}: not read whole; its text is partial", page=n))
        for n in diff.unread_a
    ]
    lines += [
        tr(msg("B's page {page}: not read whole; its text is partial", page=n))
        for n in diff.unread_b
    ]
    return lines


def pair_lines(pair: FontPair) -> list[str]:
    """What differs in a font pair, one sentence each (none when nothing does)."""
    out = []
    for fact in pair.differences:
        out.append(
            tr(
                msg(
                    "{fact}: {a} in A, {b} in B",
                    fact=Message(FACT_LABELS[fact]),
                    a=_fact(getattr(pair.a, fact)),
                    b=_fact(getattr(pair.b, fact)),
                )
            )
        )
    if pair.added or pair.removed or pair.changed:
        out.append(
            tr(
                msg(
                    "mappings of the codes both use: {added} added, {removed} removed, "
                    "{changed} changed",
                    added=pair.added,
                    removed=pair.removed,
                    changed=pair.changed,
                )
            )
        )
        for ex in pair.examples:
            out.append(
                "  "
                + tr(
                    msg(
                        "<{code}>: A {a} ({a_source}), B {b} ({b_source})",
                        code=ex.code,
                        a=shown_text(ex.a),
                        b=shown_text(ex.b),
                        a_source=ex.a_source or tr(N_("none")),
                        b_source=(ex.b_source or tr(N_("none")))
                        + (f" {ex.b_origin}" if ex.b_origin else ""),
                    )
                )
            )
    if pair.widths:
        examples = ", ".join(f"<{w.code}> {w.a:g}→{w.b:g}" for w in pair.width_examples)
        out.append(
            tr(
                msg_n(
                    "the width of {count} code differs: {examples}",
                    "widths of {count} codes differ: {examples}",
                    pair.widths,
                    count=pair.widths,
                    examples=examples,
                )
            )
        )
    if pair.other_glyphs:
        out.append(
            tr(
                msg_n(
                    "{count} code selects another glyph in B",
                    "{count} codes select another glyph in B",
                    pair.other_glyphs,
                    count=pair.other_glyphs,
                )
            )
        )
    if pair.a.verdict != pair.b.verdict:
        out.append(
            tr(msg("verdict: {a} in A, {b} in B", a=_fact(pair.a.verdict), b=_fact(pair.b.verdict)))
        )
    return out


def _fact(value: object) -> str:
    if value is None:
        return tr(N_("none"))
    if value is True:
        return tr(N_("yes"))
    if value is False:
        return tr(N_("no"))
    return str(value)


def font_title(side: FontSide) -> str:
    where = ", ".join("/" + r for r in side.resources)
    return f"{side.base_font or side.key} ({side.key}{'; ' + where if where else ''})"


def change_line(change: TextChange) -> str:
    where = tr(
        msg(
            "line {a}/{b}",
            a=change.line_a if change.line_a is not None else "-",
            b=change.line_b if change.line_b is not None else "-",
        )
    )
    causes = "; ".join(tr(cause_message(c, change)) for c in change.causes)
    return f"{where}: «{_visible(change.a)}» → «{_visible(change.b)}»: {causes}"


def render_text(diff: DocumentDiff) -> str:
    out = [tr(diff.summary), f"A: {diff.file_a}", f"B: {diff.file_b}"]
    out += unread_lines(diff)
    differing = [p for p in diff.pairs if p.differs]
    if differing or diff.only_a or diff.only_b:
        out += ["", tr(N_("Fonts"))]
        for pair in differing:
            out.append(f"  {font_title(pair.a)} ↔ {font_title(pair.b)}")
            out += [f"    {line}" for line in pair_lines(pair)]
        for side in diff.only_a:
            out.append("  " + tr(msg("only in A: {font}", font=font_title(side))))
        for side in diff.only_b:
            out.append("  " + tr(msg("only in B: {font}", font=font_title(side))))
    for page in diff.pages:
        out += ["", _page_title(page.a, page.b)]
        out += [f"  {change_line(c)}" for c in page.changes]
    return "\n".join(out) + "\n"


def _page_title(a: int | None, b: int | None) -> str:
    if b is None:
        return tr(msg("Page {a} (only in A)", a=a))
    if a is None:
        return tr(msg("Page {b} (only in B)", b=b))
    if a != b:
        return tr(msg("Page {a} of A, page {b} of B", a=a, b=b))
    return tr(msg("Page {page}", page=a))


def record(diff: DocumentDiff) -> dict[str, Any]:
    """The JSON record of ``diff --json`` (see the README); keys are only added."""
    value = dataclasses.asdict(diff)
    value["differs"] = diff.differs
    for pair, rec in zip(diff.pairs, value["pairs"]):
        rec["differs"] = pair.differs
    for page, rec in zip(diff.pages, value["pages"]):
        for change, crec in zip(page.changes, rec["changes"]):
            for cause, cause_rec in zip(change.causes, crec["causes"]):
                cause_rec["message"] = str(cause_message(cause, change))
    lang = translated_fields()
    if lang is not None:
        value["summary_translated"] = tr_in(diff.summary, lang)
    return {"summary": str(diff.summary), **{k: v for k, v in value.items() if k != "summary"}}


def render_markdown(diff: DocumentDiff) -> str:
    def cell(text: str) -> str:
        return _visible(text).replace("|", "\\|").replace("`", "\\`")

    out = [f"# {tr(N_('Comparison'))}", "", f"**{cell(tr(diff.summary))}**", ""]
    out += [f"- A: `{cell(diff.file_a)}`", f"- B: `{cell(diff.file_b)}`", ""]
    differing = [p for p in diff.pairs if p.differs]
    if differing or diff.only_a or diff.only_b:
        out += [f"## {tr(N_('Fonts'))}", ""]
        for pair in differing:
            out.append(f"### {cell(font_title(pair.a))} ↔ {cell(font_title(pair.b))}")
            out.append("")
            out += [f"- {cell(line.strip())}" for line in pair_lines(pair)]
            out.append("")
        for side in diff.only_a:
            out.append("- " + cell(tr(msg("only in A: {font}", font=font_title(side)))))
        for side in diff.only_b:
            out.append("- " + cell(tr(msg("only in B: {font}", font=font_title(side)))))
        out.append("")
    for page in diff.pages:
        out += [f"## {cell(_page_title(page.a, page.b))}", ""]
        out += [f"- {cell(change_line(c))}" for c in page.changes]
        out.append("")
    return "\n".join(out)


_ENV: Environment | None = None


def render_html(diff: DocumentDiff) -> str:
    global _ENV
    if _ENV is None:
        # Imported here: only the HTML output needs Jinja2.
        from jinja2 import Environment, PackageLoader, StrictUndefined

        _ENV = Environment(
            loader=PackageLoader("inspector.diff", "templates"),
            autoescape=True,
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        _ENV.globals["_"] = tr_format
        _ENV.filters["t"] = tr
        _ENV.filters["vis"] = _visible
    differing = [p for p in diff.pairs if p.differs]
    return _ENV.get_template("diff.html.j2").render(
        d=diff,
        lang=html_lang(),
        unread=unread_lines(diff),
        pairs=[(p, font_title(p.a), font_title(p.b), pair_lines(p)) for p in differing],
        only_a=[font_title(s) for s in diff.only_a],
        only_b=[font_title(s) for s in diff.only_b],
        pages=[
            (
                _page_title(p.a, p.b),
                [(c, "; ".join(tr(cause_message(k, c)) for k in c.causes)) for c in p.changes],
            )
            for p in diff.pages
        ],
    )
