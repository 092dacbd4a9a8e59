"""The one-sentence explanations of differences: what the engine printed, why, and the
chain's evidence for our text (which rule gives it: ToUnicode with its line, the
collection's UCS2 map, the encoding, a glyph name, the embedded program's cmap)."""

from __future__ import annotations

import unicodedata

from inspector.chain import CodeInfo, UnicodeSource
from inspector.content import TextShow
from inspector.decode import CompositeFont, Font
from inspector.diagnostics.naive import CODEC_LABELS, CODECS, fallback_route, mapping_route


def explain(
    cause: str,
    engine: str,
    show: TextShow | None,
    font: Font | None,
    info: CodeInfo | None,
    ours: str,
    theirs: str,
    *,
    inserted: bool = False,
) -> str:
    """One sentence: what the engine printed, why, and what the chain gives."""
    label = _font_label(font, show)
    where = f"{_code_label(info, font)} of {label}" if info is not None else label
    evidence = _evidence(font, info, ours)
    if inserted:
        after = f" after {shown(ours)}" if ours else ""
        if cause == "replacement":
            return f"{engine} printed U+FFFD{after} where the page shows no text we read."
        return (
            f"{engine} printed {shown(theirs)} where we read nothing (near {where}): text "
            "drawn twice, invisible, or outside what we interpret."
        )
    if cause == "cid-escape":
        return (
            f"{engine} printed {shown(theirs)} for {where} because "
            f"{_why_unmapped(font, info)}; {evidence}."
        )
    if cause == "replacement":
        return (
            f"{engine} printed U+FFFD for {where}: it found no Unicode for it "
            f"({_why_unmapped(font, info)}); {evidence}."
        )
    if cause == "cid-as-unicode":
        unit = "CID" if isinstance(font, CompositeFont) else "character code"
        return (
            f"{engine} printed {shown(theirs)} for {where}: it took the {unit} as a Unicode "
            f"code point instead of mapping it through {mapping_route(font)}; {evidence}."
        )
    if cause == "raw-code" and ours and theirs.endswith(ours) and len(theirs) > len(ours):
        return (
            f"{engine} printed the leading byte(s) of {where} as characters "
            f"({shown(theirs[: -len(ours)])}) before its text, as if the bytes were text "
            f"too; {evidence}."
        )
    if cause == "raw-code":
        return (
            f"{engine} printed the bytes of {where} as characters ({shown(theirs)}), the "
            f"raw code (control bytes as U+FFFD by some), instead of mapping it through "
            f"{mapping_route(font)}; {evidence}."
        )
    if cause == "tounicode-ignored":
        return (
            f"{engine} printed {shown(theirs)} for {where}: it ignored the font's ToUnicode "
            f"CMap and used {fallback_route(font)}; {evidence}."
        )
    if cause == "glyph-name":
        return (
            f"{engine} printed the glyph name {shown(theirs)} as text for {where}: the name "
            "the font's encoding gives the code, written out where it found no character for "
            f"it; {evidence}."
        )
    if cause in CODECS:
        return (
            f"{engine} printed {shown(theirs)} for {where}: it decoded the string bytes as "
            f"{CODEC_LABELS[cause]} text instead of mapping the codes through "
            f"{mapping_route(font)}; {evidence}."
        )
    if cause == "fixed-two-byte":
        return (
            f"{engine} printed {shown(theirs)} for the string at {where}: it split the bytes "
            f"into fixed two-byte codes against the codespace of "
            f"{_encoding(font)}, so the codes came out of step; {evidence}."
        )
    if cause == "tj-space-splice":
        return (
            f"{engine} printed {shown(theirs)} for the string at {where}: it put a space "
            "byte into the string bytes at a wide TJ gap before splitting them into codes, "
            f"so the codes after the gap were read one byte out of step; {evidence}."
        )
    if cause == "ligature":
        return (
            f"{engine} printed {shown(theirs)} for {where} where we print {shown(ours)}: "
            "the same ligature, kept as one character by one of us and spelled out as its "
            "letters by the other (our text spells out U+FB00-U+FB06, §9.10.3)."
        )
    if cause == "normalization":
        return (
            f"{engine} printed {shown(theirs)} for {where} where we print {shown(ours)}: "
            "the same character in another Unicode form (NFKC-equal); "
            f"{_unified(info, ours, theirs)}."
        )
    if cause == "dropped":
        return f"{engine} printed nothing for {where}; {evidence}."
    if cause == "order":
        return (
            f"{engine} printed the characters of {shown(ours)} ({where}) in another order: "
            "another reading order of the same text."
        )
    return (
        f"{engine} printed {shown(theirs)} for {where} where we print {shown(ours)}; no "
        f"known mistake reproduces it ({evidence})."
    )


def _font_label(font: Font | None, show: TextShow | None) -> str:
    base = font.facts.base_font if font is not None else None
    if base:
        return base
    return f"/{show.font_name}" if show is not None else "the page"


def _code_label(info: CodeInfo, font: Font | None) -> str:
    text = f"code <{info.code_bytes.hex()}>"
    if isinstance(font, CompositeFont) and info.cid is not None:
        text += f" (CID {info.cid})"
    return text


def _evidence(font: Font | None, info: CodeInfo | None, ours: str) -> str:
    """Which rule gives our text of a code."""
    quoted = shown(ours)
    if info is None:
        return f"we read {quoted}"
    if not ours or set(ours) <= {"\ufffd"}:
        return (
            "nothing in the PDF maps it (no ToUnicode entry, no known character collection, "
            "no usable glyph name or program cmap), so only OCR can give its text"
        )
    source = info.unicode_source
    if info.unicode is not None and source is UnicodeSource.TOUNICODE:
        line = info.unicode_origin.line if info.unicode_origin is not None else None
        at = f" (line {line})" if line else ""
        return f"its ToUnicode CMap{at} maps it to {quoted}"
    if info.unicode is not None and source is UnicodeSource.COLLECTION:
        collection = getattr(font, "collection", None) or "collection"
        return f"the {collection}-UCS2 map gives {quoted} for CID {info.cid}"
    if info.unicode is not None and source is UnicodeSource.ENCODING:
        return f"its encoding gives {quoted}"
    if info.unicode is not None and source is UnicodeSource.GLYPH_NAME:
        return f"its glyph name /{info.glyph_name} gives {quoted}"
    if info.unicode is not None and source is UnicodeSource.ACTUAL_TEXT:
        return f"the marked content's /ActualText gives {quoted}"
    if info.recovered is not None:
        if info.recovered_source is UnicodeSource.NAME_PATTERN:
            return (
                f"the PDF maps it to nothing; its glyph name /{info.glyph_name} is its code, "
                f"which the base encoding reads as {quoted} (a guess)"
            )
        if info.recovered_source is UnicodeSource.IDENTITY_NAME:
            return (
                "the PDF maps it to nothing (its /ToUnicode is a name, not a CMap); read as "
                f"UTF-16, as other readers read /Identity-H, its code gives {quoted} (a guess)"
            )
        if info.recovered_source is UnicodeSource.TEX_NAME:
            return (
                f"the PDF maps it to nothing; its glyph name /{info.glyph_name} is a TeX font "
                f"name outside the Adobe Glyph List, which our TeX name table reads as {quoted}"
            )
        if info.recovered_source is UnicodeSource.FONT_CMAP:
            return (
                "the PDF maps it to nothing, but the embedded program's cmap gives "
                f"{quoted} for its glyph"
            )
        return (
            f"the PDF maps it to nothing, but the glyph's name /{info.glyph_name} in the "
            f"embedded program gives {quoted}"
        )
    return f"we read {quoted}"


def _why_unmapped(font: Font | None, info: CodeInfo | None) -> str:
    if font is None:
        return "the font is unknown"
    if font.to_unicode is not None:
        if info is not None and info.unicode_source is UnicodeSource.TOUNICODE:
            return "it does not use the font's ToUnicode CMap for it"
        return "the font's ToUnicode CMap has no entry for it"
    if isinstance(font, CompositeFont):
        encoding = _encoding(font)
        if font.collection_map is not None:
            return (
                f"the font has no ToUnicode and it does not use the {font.collection}-UCS2 "
                f"map for {encoding}"
            )
        system = font.facts.cid_system_info or "Adobe-Identity"
        return f"the font has no ToUnicode and its CIDs ({system}) name no characters"
    return "the font has no ToUnicode and its encoding gives no Unicode for the code"


def _unified(info: CodeInfo | None, ours: str, theirs: str) -> str:
    code_point = ord(theirs[0]) if theirs else 0
    if 0xFE10 <= code_point <= 0xFE4F:
        return (
            "the engine kept the vertical presentation form, we print the character it "
            "presents, as a reader of the vertical line sees it"
        )
    if 0x2F00 <= code_point <= 0x2FDF or 0xF900 <= code_point <= 0xFAFF:
        return (
            "the engine printed the Kangxi radical or compatibility ideograph, we print the "
            "unified ideograph the evidence (the program's cmap, the collection) shows drawn"
        )
    if info is not None and info.unicode is not None and info.unicode != ours:
        return (
            f"the PDF maps the code to {shown(info.unicode)}, and the evidence (the "
            f"program's cmap, the collection) shows {shown(ours)} drawn"
        )
    return "the engine printed a compatibility form of what the PDF maps the code to"


def _encoding(font: Font | None) -> str:
    if font is not None and font.encoding_cmap is not None:
        return font.encoding_cmap.name
    encoding = font.facts.encoding if font is not None else None
    return encoding or "its encoding"


def shown(text: str, limit: int = 60) -> str:
    """A text quoted for a sentence: control and invisible characters as U+XXXX."""
    out: list[str] = []
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            out.append(f"U+{ord(ch):04X}")
        else:
            out.append(ch)
    flat = "".join(out)
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return f'"{flat}"'


def spacing_sentence(engine: str, added: bool, left: str, right: str, font: Font | None) -> str:
    wide = _wide(left) and _wide(right)
    rule = (
        "between wide CJK characters only a gap of 0.6 em beyond the line's tracking is a space"
        if wide
        else "a gap is a space when it exceeds the line's tracking by half the font's space "
        "width (0.15 em where the font draws no space)"
    )
    if added:
        return (
            f"{engine} put a space between {shown(left)} and {shown(right)} where our "
            f"layout puts none: {rule}."
        )
    return (
        f"{engine} put no space between {shown(left)} and {shown(right)} where our "
        f"layout puts one (a space glyph is drawn or the gap is wide enough): {rule}."
    )


def layout_sentence(engine: str, theirs_broken: bool, count: int, ours: str, theirs: str) -> str:
    """A run of agreeing characters one text prints one per line and the other on one
    line (``theirs_broken``: the engine's text is the one with a character per line)."""
    if theirs_broken:
        return (
            f"{engine} printed these {count} characters one per line where we read them as "
            f"one line ({shown(ours)}): glyphs drawn one at a time (vertical writing, or each "
            "placed on its own) that its layout did not join into a line; the characters "
            "agree."
        )
    return (
        f"{engine} printed these {count} characters as one line ({shown(theirs)}) where our "
        "layout puts each on a line of its own; the characters agree."
    )


def _wide(ch: str) -> bool:
    return bool(ch) and unicodedata.east_asian_width(ch[0]) in ("W", "F")


__all__ = ["explain", "layout_sentence", "shown", "spacing_sentence"]
