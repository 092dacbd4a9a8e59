"""Rules about CMaps, character collections, widths and glyphs (ISO 32000-1 §9.6-§9.8)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from inspector.chain import Flag, UnicodeSource
from inspector.cmap import collection_cid_count, latest_supplement
from inspector.decode import CompositeFont, FontEntry, SimpleFont
from inspector.diagnostics.rules_unicode import font_location, label
from inspector.diagnostics.usage import FontUsage
from inspector.encoding import is_meaningful_glyph_name
from inspector.findings import Finding, make_finding
from inspector.i18n.message import msg, msg_n

UNIFORM_WIDTH_RUN = 20
"""This many /W entries with one value, for a font whose text is proportional, is suspect."""


def check_invalid_codes(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Bytes outside the codespace, summarized per font (each string also has its own)."""
    if usage.invalid:
        examples = ", ".join(f"<{c.hex()}>" for c in list(usage.invalid)[:5])
        total = sum(usage.counts[c] for c in usage.invalid)
        yield make_finding(
            "CODE-OUTSIDE-CODESPACE",
            msg_n(
                "{font}: {count} code in the content matches no codespace range of {cmap} "
                "({examples})",
                "{font}: {count} codes in the content match no codespace range of {cmap} "
                "({examples})",
                total,
                font=label(entry),
                count=total,
                cmap=entry.font.encoding_cmap.name,
                examples=examples,
            )
            if entry.font.encoding_cmap
            else msg_n(
                "{font}: {count} code in the content matches no codespace range of the font "
                "({examples})",
                "{font}: {count} codes in the content match no codespace range of the font "
                "({examples})",
                total,
                font=label(entry),
                count=total,
                examples=examples,
            ),
            font_location(entry, usage),
            count=total,
        )


def check_notdef(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Codes that draw .notdef (CID 0, GID 0, a notdef range or the .notdef name)."""
    drawn = [
        i for i in usage.codes.values() if Flag.NOTDEF in i.flags and Flag.INVALID not in i.flags
    ]
    if drawn:
        count = sum(usage.counts[i.code_bytes] for i in drawn)
        examples = ", ".join(f"<{i.code_bytes.hex()}>" for i in drawn[:5])
        yield make_finding(
            "NOTDEF-DRAWN",
            msg_n(
                "{font}: {count} glyph draws .notdef ({examples}); readers show a blank or a "
                "box there",
                "{font}: {count} glyphs draw .notdef ({examples}); readers show a blank or a "
                "box there",
                count,
                font=label(entry),
                count=count,
                examples=examples,
            ),
            font_location(entry, usage),
            count=count,
        )


def check_collection(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """CIDSystemInfo of CMap and CIDFont, and CIDs beyond the declared supplement (§9.7.3)."""
    font = entry.font
    if not isinstance(font, CompositeFont) or font.spec.descendant is None:
        return
    desc = font.spec.descendant
    cmap = font.encoding_cmap
    if (
        cmap is not None
        and not cmap.identity
        and cmap.cid_system_info is not None
        and desc.registry is not None
        and desc.ordering is not None
        and (cmap.cid_system_info.registry, cmap.cid_system_info.ordering)
        != (desc.registry, desc.ordering)
    ):
        yield make_finding(
            "CSI-MISMATCH",
            msg(
                "{font}: the CMap {cmap} selects CIDs of {collection} but the CIDFont's glyphs "
                "are {glyphs}; CIDs name different characters in the two",
                font=label(entry),
                cmap=cmap.name,
                collection=cmap.cid_system_info.collection,
                glyphs=f"{desc.registry}-{desc.ordering}",
            ),
            font_location(entry, usage),
            cmap=cmap.cid_system_info.collection,
            cidfont=f"{desc.registry}-{desc.ordering}",
        )
    if desc.registry is None or desc.ordering is None:
        return
    collection = f"{desc.registry}-{desc.ordering}"
    supplement = desc.supplement if desc.supplement is not None else 0
    count = collection_cid_count(collection, supplement)
    if count is None:
        latest = latest_supplement(collection)
        if latest is None or supplement <= latest:
            return
        count = collection_cid_count(collection, latest)
        if count is None:
            return
    beyond = sorted(i.cid for i in usage.codes.values() if i.cid is not None and i.cid >= count)
    if beyond:
        yield make_finding(
            "CID-BEYOND-SUPPLEMENT",
            msg_n(
                "{font}: {count} CID used is beyond {collection}, which defines CIDs "
                "0-{last} (first: {first})",
                "{font}: {count} CIDs used are beyond {collection}, which defines CIDs "
                "0-{last} (first: {first})",
                len(beyond),
                font=label(entry),
                count=len(beyond),
                collection=f"{collection}-{supplement}",
                last=count - 1,
                first=beyond[0],
            ),
            font_location(entry, usage),
            count=len(beyond),
            first=beyond[0],
        )


def check_uniform_widths(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """A long run of identical /W widths for a font whose text is proportional (Latin)."""
    font = entry.font
    if not isinstance(font, CompositeFont) or not font.widths:
        return
    counts = font.widths.weighted()
    total = sum(counts.values())
    if total < UNIFORM_WIDTH_RUN:
        return
    width, n = Counter(counts).most_common(1)[0]
    if n < UNIFORM_WIDTH_RUN or n < 0.95 * total:
        return
    latin = [
        i
        for i in usage.codes.values()
        if i.unicode and i.unicode.isascii() and i.unicode.isalpha() and i.width == width
    ]
    if len(latin) >= 3:
        yield make_finding(
            "WIDTHS-UNIFORM",
            msg_n(
                "{font}: {count} CID of {total} in /W has the width {width:g}, yet the font "
                "shows proportional Latin letters ({latin} codes); the widths were probably not "
                "taken from the font program, so spacing and word breaks come out wrong",
                "{font}: {count} of {total} CIDs in /W have the width {width:g}, yet the font "
                "shows proportional Latin letters ({latin} codes); the widths were probably not "
                "taken from the font program, so spacing and word breaks come out wrong",
                n,
                font=label(entry),
                count=n,
                total=total,
                width=width,
                latin=len(latin),
            ),
            font_location(entry, usage),
            width=width,
            count=n,
        )


def check_vertical_metrics(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Vertical writing without /W2 or /DW2: defaults apply (§9.7.4.3)."""
    font = entry.font
    if not isinstance(font, CompositeFont) or font.wmode != 1 or not usage.codes:
        return
    desc = font.spec.descendant
    if desc is not None and not desc.w2 and desc.dw2 is None:
        yield make_finding(
            "VERTICAL-NO-W2",
            msg(
                "{font}: vertical writing without /W2 or /DW2; every glyph uses the default "
                "metrics [880 -1000]",
                font=label(entry),
            ),
            font_location(entry, usage),
        )


def check_type3_names(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """A Type3 font without ToUnicode whose glyph names carry no meaning."""
    font = entry.font
    if not isinstance(font, SimpleFont) or font.kind != "type3" or font.to_unicode is not None:
        return
    names = [i.glyph_name for i in usage.codes.values() if i.glyph_name]
    # Names read as codes (GLYPH-NAME-PATTERN) give the text a guess, and TeX font names
    # (inspector.encoding.texnames) the character: not "only OCR".
    guessed = {
        i.glyph_name
        for i in usage.codes.values()
        if i.recovered_source in (UnicodeSource.NAME_PATTERN, UnicodeSource.TEX_NAME)
    }
    meaningless = [n for n in names if n not in guessed and not is_meaningful_glyph_name(n)]
    if usage.codes and (not names or len(meaningless) > len(names) / 2):
        yield make_finding(
            "TYPE3-NO-MEANING",
            msg(
                "{font}: a Type3 font without ToUnicode whose glyph names carry no meaning "
                "({names}); only OCR can read it",
                font=label(entry),
                names=", ".join("/" + n for n in meaningless[:4]) or msg("no names"),
            ),
            font_location(entry, usage),
        )


def check_code_names(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """Codes whose text was guessed from glyph names that are the codes themselves."""
    font = entry.font
    if not isinstance(font, SimpleFont):
        return
    read = [
        i
        for _, i in sorted(usage.codes.items())
        if i.recovered_source is UnicodeSource.NAME_PATTERN and i.unicode is None
    ]
    if not read:
        return
    yield make_finding(
        "GLYPH-NAME-PATTERN",
        msg_n(
            "{font}: {count} code has a glyph name that is only its code ({names}); its "
            "text is a guess, the code read in {encoding}",
            "{font}: {count} codes have glyph names that are only their codes ({names}); "
            "their text is a guess, the codes read in {encoding}",
            len(read),
            font=label(entry),
            count=len(read),
            names=", ".join(f"/{i.glyph_name} = {i.recovered!r}" for i in read[:4]),
            encoding=font.code_names().encoding,
        ),
        font_location(entry, usage),
        count=len(read),
    )


def check_metrics(entry: FontEntry, usage: FontUsage) -> Iterator[Finding]:
    """A non-embedded simple font that is not standard 14 and has no /Widths."""
    font = entry.font
    if (
        isinstance(font, SimpleFont)
        and font.kind == "simple"
        and not font.facts.embedded
        and font.standard14 is None
        and font.spec.widths is None
    ):
        yield make_finding(
            "FONT-NO-METRICS",
            msg(
                "{font}: not embedded, not one of the standard 14 fonts, and without /Widths: "
                "glyph positions are unknown",
                font=label(entry),
            ),
            font_location(entry, usage),
        )
