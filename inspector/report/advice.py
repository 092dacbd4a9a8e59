"""The verdict in plain words and what to do next, for people who never saw the tool."""

from __future__ import annotations

from inspector.catalogue import CATALOGUE, RECOVERY_CODES
from inspector.i18n import N_, Message, msg, msg_n

HEADLINES = {
    "ok": N_("The text of this file can be extracted correctly."),
    "recoverable": N_("The text can be recovered, but many tools will extract it wrongly."),
    "suspicious": N_(
        "The extracted text may be wrong: the file's own character mappings "
        "contradict other evidence in the file."
    ),
    "not-recoverable": N_(
        "Part of the text cannot be extracted: nothing in the file says which "
        "characters some glyphs are. Only OCR can read them."
    ),
    "unreadable": N_(
        "Part of the file could not be read: content or font data is damaged, cut "
        "short or beyond the inspector's limits, so the text there is unknown."
    ),
}

_FILTER_ADVICE = N_(
    "qpdf, pdftotext and the tools built on them refuse a stream of this file whose filter "
    "is not in the standard, and show none of its text; the inspector (like MuPDF) skips that "
    "filter. `pdf-font-inspector repair` writes a copy with that stream in standard Flate "
    "encoding, which they read."
)

_ROUTE_ADVICE = {
    "collection": N_(
        "Extract the text with a tool that follows ISO 32000-1 §9.10.2 and maps CIDs "
        "through the font's character collection (`pdf-font-inspector text` does); tools that "
        "read only ToUnicode maps print garbage, `(cid:NNN)` or U+FFFD."
    ),
    "font-cmap": N_(
        "The embedded font program's own cmap table gives the characters: tools that "
        "consult it recover the text. Check a sample against the printed page."
    ),
    "glyph-name": N_(
        "The glyph names in the embedded font give the characters: tools that read "
        "them recover the text. Check a sample against the printed page."
    ),
    "name-pattern": N_(
        "The glyph names are the codes themselves (/a224 at code 224); read in the font's "
        "base encoding they give the text, as MuPDF and pdftotext guess too. It is a guess: "
        "check it against the printed page before relying on it."
    ),
    "tex-glyph-name": N_(
        "The glyphs have the names of TeX's math and symbol fonts (/prime, "
        "/summationdisplay), which the Adobe Glyph List does not know; the inspector's table "
        "of those names gives the characters, as MuPDF and PyMuPDF read them too. Check a "
        "sample against the printed page."
    ),
    "identity-name": N_(
        "The font's /ToUnicode is the name /Identity-H instead of a CMap: read as MuPDF, "
        "pdf.js and PDFBox read it, each code is the UTF-16 character it spells. It is a "
        "guess: check it against the printed page; `pdf-font-inspector repair` writes a real "
        "ToUnicode."
    ),
    "glyph-shape": N_(
        "Nothing in the file says which characters some glyphs are; they were read "
        "from their shapes, matched against installed fonts. Review the matches (each has a "
        "confidence and a runner-up; the lowest first) before relying on them; "
        "`pdf-font-inspector repair --use glyph-shape` writes them into a copy's ToUnicode."
    ),
    "stream": N_(
        "qpdf, pdftotext, mutool and the tools built on them cannot decode a stream of "
        "this file and show none of its text; the inspector recovers it. `pdf-font-inspector "
        "repair` writes a copy with that stream in standard Flate encoding, which they read."
    ),
    "normalization": N_(
        "After extraction, replace the Kangxi radicals and compatibility ideographs "
        "that the font program or the character collection shows as unified ideographs "
        "(`pdf-font-inspector text` does this); search and indexing fail otherwise."
    ),
}

_REGENERATE = N_(
    "To fix the file for every reader, have it produced again with Unicode information for "
    "its fonts (a ToUnicode map for every font; PDF/A-2u or PDF/A-3u exports require one)."
)


def headline(verdict: str) -> str:
    """One sentence saying what the verdict means for the extracted text."""
    return HEADLINES.get(verdict, N_("The file could not be inspected."))


def advice(
    verdict: str,
    root_cause: str | None,
    recoveries: list[str],
    ocr_pages: list[int],
    glyphs: int = 0,
    untrusted: int = 0,
    need_person: int | None = None,
) -> list[str]:
    """What to do next, most useful first.

    Args:
        verdict: the file's verdict value.
        root_cause: the finding code most responsible for it.
        recoveries: the recovery routes of the fonts judged recoverable.
        ocr_pages: 1-based numbers of the pages better read by OCR.
        glyphs: glyphs on the inspected pages.
        untrusted: glyphs among them without trustworthy Unicode.
        need_person: glyphs whose text nothing gives, when the glyph-shape route ran
            (None otherwise): how many a person must still read.

    Returns:
        Sentences of the tool's own words only (no value taken from the PDF), so that
        renderers may turn their `backticks` into code markup.
    """
    steps: list[str] = []
    if verdict == "ok":
        steps.append(
            N_(
                "Nothing to fix in the file. If a tool still extracts garbled text from it, the "
                "tool is at fault; compare its output with `pdf-font-inspector text`."
            )
        )
        return steps
    if verdict == "unreadable":
        if root_cause in ("PDF-LIMIT", "PDF-DEPTH-LIMIT"):
            steps.append(
                N_(
                    "The inspector stopped at one of its limits (listed in its README), so part of "
                    "the file was not inspected: check those pages by eye, or split the file."
                )
            )
        else:
            steps.append(
                N_(
                    "Ask the sender for an undamaged copy or a new PDF: text whose bytes are "
                    "missing or damaged cannot be recovered from this file, and other tools show "
                    "it differently or not at all."
                )
            )
        if root_cause == "STREAM-TRUNCATED":
            steps.append(
                N_(
                    "`pdf-font-inspector repair` writes a copy holding what could be read in "
                    "standard Flate encoding, so that every reader shows the same part."
                )
            )
    elif verdict == "not-recoverable":
        if need_person is not None and need_person < untrusted:
            steps.append(
                msg(
                    "{count} of the {total} glyphs without Unicode were read from their glyph "
                    "shapes (review them); {rest} still need a person.",
                    count=untrusted - need_person,
                    total=untrusted,
                    rest=need_person,
                )
            )
        if ocr_pages:
            steps.append(
                msg(
                    "Run OCR on {pages}; the text layer there cannot be trusted.",
                    pages=_pages(ocr_pages),
                )
            )
        elif untrusted:
            steps.append(
                msg_n(
                    "Only {count} glyph of {total} is affected: read that place (marked "
                    "under “Text by page”) from the printed page, or run OCR on that page if "
                    "the text must be complete.",
                    "Only {count} of {total} glyphs are affected: read those places (marked "
                    "under “Text by page”) from the printed page, or run OCR on those pages if "
                    "the text must be complete.",
                    untrusted,
                    count=untrusted,
                    total=glyphs,
                )
            )
        else:
            steps.append(
                N_(
                    "Run OCR on the pages that use the fonts marked “Not recoverable” below, or "
                    "accept the gaps (U+FFFD in the extracted text)."
                )
            )
        steps.append(
            msg(
                "Better: ask the sender for the source document or a new PDF. {regenerate}",
                regenerate=Message(_REGENERATE),
            )
        )
    elif verdict == "suspicious":
        steps.append(
            N_(
                "Do not trust the extracted text as it is: compare a sample with the rendered "
                "page. Where they differ, run OCR on those pages."
            )
        )
        steps.append(_REGENERATE)
    elif verdict == "recoverable":
        if root_cause == "STREAM-FILTER-SKIPPED":
            steps.append(_FILTER_ADVICE)
        elif root_cause in RECOVERY_CODES:
            recoveries = ["stream", *recoveries]
        for route in dict.fromkeys(recoveries):
            if route in _ROUTE_ADVICE:
                steps.append(_ROUTE_ADVICE[route])
        if not steps:
            steps.append(_ROUTE_ADVICE["collection"])
        if need_person:
            steps.append(
                f"{need_person} glyphs still need a person: not even their shapes say "
                "which characters they are."
            )
        steps.append(_REGENERATE)
    kind = CATALOGUE.get(root_cause or "")
    if kind is not None and verdict != "ok":
        steps.append(
            msg(
                "Background ({code}, {spec}): {explanation}",
                code=kind.code,
                spec=kind.spec or msg("no clause"),
                explanation=Message(kind.explanation),  # from the catalogue
            )
        )
    return steps


def _pages(numbers: list[int]) -> str:
    if len(numbers) == 1:
        return msg("page {page}", page=numbers[0])
    shown = ", ".join(str(n) for n in numbers[:20])
    if len(numbers) > 20:
        return msg("pages {pages} and {more} more", pages=shown, more=len(numbers) - 20)
    return msg("pages {pages}", pages=shown)


__all__ = ["HEADLINES", "advice", "headline"]
