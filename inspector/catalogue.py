"""The catalogue of finding codes.

Codes are stable: reports and users depend on them, so a code is never renamed once
released. Each entry says which clause of ISO 32000-1 it is about and explains what it
means for the extracted text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FindingKind:
    """One entry of the catalogue."""

    code: str
    severity: str
    title: str
    spec: str | None
    explanation: str


_ENTRIES = (
    # Document access
    FindingKind(
        "PDF-REPAIRED",
        "warning",
        "The file is damaged and was repaired as it was read",
        "ISO 32000-1 §7.5",
        "qpdf reported structural damage (a broken cross-reference table, a bad object) and "
        "reconstructed what it could. Other readers may repair it differently, so text and "
        "fonts can differ between readers.",
    ),
    FindingKind(
        "PDF-OBJECT-UNREADABLE",
        "error",
        "An object could not be read",
        "ISO 32000-1 §7.3",
        "An object the page needs could not be parsed or decompressed. What depends on it "
        "is skipped; the rest of the document is still inspected.",
    ),
    FindingKind(
        "STREAM-FLATE-RAW",
        "warning",
        "Flate data without its zlib header",
        "ISO 32000-1 §7.4.4.1",
        "FlateDecode data is a zlib stream (RFC 1950): a two-byte header, the deflate data, "
        "an Adler-32 checksum. Some writers leave the header out. qpdf, pdftotext and mutool "
        "refuse such a stream and show nothing of it; the inspector inflates it as raw "
        "deflate (RFC 1951), and `repair` writes it back as standard Flate data.",
    ),
    FindingKind(
        "STREAM-FLATE-CHECKSUM",
        "warning",
        "Flate data without its Adler-32 checksum",
        "ISO 32000-1 §7.4.4.1",
        "The deflate data inflates to its final block, but the Adler-32 checksum after it is "
        "missing, so nothing confirms the data. A writer bug is the usual cause: readers "
        "keep the data, and so does the inspector. `repair` writes it back with a checksum. "
        "A checksum that does not match is damage (STREAM-TRUNCATED).",
    ),
    FindingKind(
        "STREAM-TRUNCATED",
        "error",
        "Stream data is cut short or damaged part-way",
        "ISO 32000-1 §7.4.4.1",
        "The Flate data ends, or becomes undecodable, before its last block; or it inflates "
        "to an end that fails its Adler-32 checksum, or leaves data after its final block. "
        "What inflated is kept and inspected, but it is not the whole stream and may hold "
        "damaged bytes, so the page or font is judged unreadable, never ok. `repair` copies "
        "such a stream as it was and says so: written clean, the part that was read would "
        "pass for the whole.",
    ),
    FindingKind(
        "STREAM-FILTER-SKIPPED",
        "warning",
        "A filter that is not in the standard was skipped",
        "ISO 32000-1 §7.4",
        "The stream's /Filter names a filter that is not in the standard (such as "
        "`/FooDecode`) beside standard ones. qpdf and pdftotext refuse the whole stream; "
        "MuPDF skips the unknown filter, and so does the inspector: the data is decoded with "
        "the standard filters alone. If that decodes whole (Flate data with a matching "
        "checksum), the unknown filter changed nothing; if not, the stream is also "
        "STREAM-TRUNCATED. `repair` writes a stream read whole this way in standard Flate "
        "encoding.",
    ),
    FindingKind(
        "STREAM-PREDICTOR-ROW",
        "warning",
        "Predictor data ends inside a row",
        "ISO 32000-1 §7.4.4.4",
        "A stream encoded with a PNG or TIFF predictor (/DecodeParms /Predictor) must hold "
        "whole rows of /Columns samples. Its last row is cut short: the inspector decodes it "
        "as far as it goes, as mutool does; qpdf fills the rest of the row with bytes of the "
        "row above, so text there differs between readers.",
    ),
    FindingKind(
        "STREAM-LENGTH-WRONG",
        "warning",
        "/Length does not match the stream data",
        "ISO 32000-1 §7.3.8.2",
        "The stream's /Length is missing, is not an integer, refers to a missing object, or "
        "gives another size than the data between `stream` and `endstream`. qpdf, like most "
        "readers, reads the data up to `endstream`; the inspector says which stream it was. "
        "A repaired copy has the right /Length.",
    ),
    FindingKind(
        "PDF-CYCLE",
        "warning",
        "A reference cycle was cut",
        "ISO 32000-1 §7.7.3, §8.10",
        "A page tree node, Form XObject or resource refers back to itself. The inspector "
        "visits each object once along a path and stops at the repetition.",
    ),
    FindingKind(
        "PDF-LIMIT",
        "warning",
        "A size limit stopped the inspection of part of the file",
        None,
        "A stream that would decode to more than the limit (a decompression bomb), a page with "
        "more operators or glyphs than the limit, or a string longer than the limit. The part "
        "beyond the limit is not inspected; the limits are listed in the README. No limit "
        "depends on time, so the same file gets the same findings on any machine.",
    ),
    FindingKind(
        "PDF-DEPTH-LIMIT",
        "warning",
        "Nesting deeper than the inspector follows",
        "ISO 32000-1 §8.10",
        "Form XObjects or page tree nodes are nested deeper than the documented limit; "
        "the deeper levels are not inspected.",
    ),
    # Fonts
    FindingKind(
        "FONT-DICT-INVALID",
        "error",
        "A font dictionary entry has the wrong type or value",
        "ISO 32000-1 §9.6, §9.7",
        "An entry of the font dictionary is missing or has a type the standard does not "
        "allow. The inspector uses the documented default and goes on.",
    ),
    FindingKind(
        "FONT-UNBUILDABLE",
        "error",
        "A font could not be built at all",
        "ISO 32000-1 §9.5",
        "The font resource is not a font dictionary the inspector can decode. Its codes are "
        "shown as unmapped so that the rest of the page still decodes.",
    ),
    FindingKind(
        "FONT-RESOURCE-MISSING",
        "error",
        "A text operator names a font that is not in the resources",
        "ISO 32000-1 §9.3.1",
        "The Tf operator selects a font resource name that the current resource dictionary "
        "does not define. Readers cannot know which font was meant; the strings shown with it "
        "are decoded as single bytes with no Unicode.",
    ),
    FindingKind(
        "FONT-NO-TOUNICODE",
        "warning",
        "No ToUnicode CMap",
        "ISO 32000-1 §9.10.2",
        "The font has no /ToUnicode. Text is recoverable only when the encoding or the "
        "character collection says what each code means.",
    ),
    FindingKind(
        "TOUNICODE-WRONG-TYPE",
        "warning",
        "/ToUnicode is not a stream",
        "ISO 32000-1 §9.10.3",
        "/ToUnicode must be a stream holding a CMap. A name such as /Identity-H is not a "
        "ToUnicode CMap: the PDF maps no code through it. For a composite font, /Identity-H "
        "and /Identity-V are read as other readers read them, each two-byte code the UTF-16 "
        "character it spells, as recovered text (a guess); any other value is ignored.",
    ),
    FindingKind(
        "FONT-UNDRAWABLE",
        "error",
        "A font whose glyphs cannot be drawn",
        "ISO 32000-1 §9.6.5",
        "A Type3 font draws each glyph with a procedure from /CharProcs, placed by "
        "/FontMatrix. When /CharProcs is not a dictionary, or /FontMatrix is not six finite "
        "numbers (or maps every glyph to a line or a point), no reader can draw its glyphs: "
        "what the page shows there is unknown, so the font is judged unreadable, whatever "
        "its Unicode mapping says.",
    ),
    FindingKind(
        "ENCODING-UNKNOWN",
        "error",
        "The font's Encoding is not a known CMap or encoding",
        "ISO 32000-1 §9.7.5.2, §9.6.6",
        "The /Encoding names a CMap or encoding the standard does not define. Codes are "
        "split as two bytes and their CIDs are unknown.",
    ),
    FindingKind(
        "TYPE0-NOT-COMPOSITE",
        "error",
        "A CIDFont is used directly as a page font",
        "ISO 32000-1 §9.7.1",
        "A CIDFont dictionary cannot be selected by Tf; it must be the descendant of a Type0 "
        "font. The inspector decodes it as if it were wrapped in a Type0 font with the "
        "Encoding it names.",
    ),
    FindingKind(
        "CONTENT-UNBALANCED",
        "warning",
        "Unbalanced operators in a content stream",
        "ISO 32000-1 §8.4.2, §9.4",
        "q/Q, BT/ET or BMC/EMC do not pair up, or text is shown outside a text object. "
        "Readers recover differently; the inspector goes on with the state it has.",
    ),
    FindingKind(
        "CONTENT-OPERAND",
        "warning",
        "An operator has operands of the wrong type or number",
        "ISO 32000-1 §7.8.2",
        "An operator in a content stream has operands the standard does not allow. The "
        "operator is skipped and the rest of the stream is still interpreted.",
    ),
    # CMaps
    FindingKind(
        "CMAP-SYNTAX",
        "warning",
        "A CMap entry could not be parsed",
        "ISO 32000-1 §9.7.5.4",
        "A line of the CMap does not follow the CMap syntax. It is skipped and parsing "
        "resumes with the next entry.",
    ),
    FindingKind(
        "CMAP-CODESPACE-PREFIX",
        "error",
        "A codespace range is a prefix of a longer one",
        "ISO 32000-1 §9.7.6.2",
        "A shorter codespace range matches the leading bytes of a longer range, so codes of "
        "the longer range can never be read. The CMap is broken.",
    ),
    FindingKind(
        "CMAP-CODESPACE-OVERLAP",
        "info",
        "Codespace ranges of the same length overlap",
        "ISO 32000-1 §9.7.6.2",
        "Two codespace ranges of the same width overlap, typically after usecmap. They are "
        "used as their union.",
    ),
    FindingKind(
        "CMAP-NO-CODESPACE",
        "warning",
        "The CMap has no codespace ranges",
        "ISO 32000-1 §9.7.6.2",
        "Without codespace ranges the byte length of codes is unknown. The inspector infers "
        "the length from the mappings or uses two bytes.",
    ),
    FindingKind(
        "CMAP-NOT-STANDARD",
        "warning",
        "A CMap name the standard does not define",
        "ISO 32000-1 §9.7.5.2, Table 118",
        "The /Encoding or usecmap names a CMap that is not one of the predefined CMaps ISO "
        "32000-1 lists (for example a UTF-8 or UTF-32 CMap, or a Registry-Ordering-Supplement "
        "CMap). Adobe publishes it, so the inspector decodes with it, but other readers may "
        "not know it and show nothing or garbage.",
    ),
    FindingKind(
        "CMAP-WMODE-MISMATCH",
        "warning",
        "The CMap stream's /WMode disagrees with its program",
        "ISO 32000-1 §9.7.5.3, Table 120",
        "The /WMode of the embedded CMap stream's dictionary must equal the WMode the CMap "
        "program defines. Readers differ in which they believe, so text is laid out "
        "horizontally in some and vertically in others. The dictionary's value is used.",
    ),
    FindingKind(
        "CMAP-USECMAP-UNKNOWN",
        "warning",
        "usecmap names a CMap that is not available",
        "ISO 32000-1 §9.7.5.4",
        "The parent CMap named by usecmap is neither predefined nor embedded; its mappings "
        "are missing.",
    ),
    FindingKind(
        "CMAP-USECMAP-CYCLE",
        "error",
        "usecmap chain is cyclic or too deep",
        "ISO 32000-1 §9.7.5.4",
        "The usecmap chain refers back to itself or is deeper than the inspector follows; "
        "it is cut there.",
    ),
    FindingKind(
        "CMAP-RANGE-INVALID",
        "warning",
        "A CMap range is malformed",
        "ISO 32000-1 §9.7.5.4, §9.10.3",
        "A range's bounds differ in length, run backwards, or leave the codespace; it is "
        "skipped or clipped.",
    ),
    FindingKind(
        "CMAP-BFRANGE-OVERFLOW",
        "warning",
        "A bfrange increments its target past the last byte",
        "ISO 32000-1 §9.10.3",
        "The last byte of a bfrange destination must not be incremented past 255. The "
        "inspector carries into the preceding byte, as most readers do.",
    ),
    FindingKind(
        "CODE-OUTSIDE-CODESPACE",
        "error",
        "Bytes in a string match no codespace range",
        "ISO 32000-1 §9.7.6.3",
        "Some bytes of a string operand match no codespace range of the font's CMap. They "
        "are taken as one invalid code of the partially matching length and map to CID 0, "
        "so the codes after them are still read correctly.",
    ),
    FindingKind(
        "UNICODE-SUSPECT",
        "warning",
        "Codes map to suspect Unicode values",
        "ISO 32000-1 §9.10.3",
        "Codes map to U+FFFD, control characters, private-use values or directional "
        "overrides (U+202E): the producer did not know the character, or the value reorders "
        "the text after it; searches and copies will be wrong.",
    ),
    FindingKind(
        "UNICODE-UNMAPPED",
        "error",
        "Codes have no Unicode",
        "ISO 32000-1 §9.10.2",
        "Neither a ToUnicode CMap, a known character collection nor the encoding says which "
        "character these codes stand for. Extracted text shows a gap for each.",
    ),
    FindingKind(
        "GLYPH-SHAPE-RECOVERED",
        "info",
        "Characters read from glyph shapes",
        "ISO 32000-1 §9.10.2",
        "Nothing in the file says which characters these codes are, so their glyphs' outlines "
        "were compared with the glyphs of installed fonts (`--recover glyph-shape`, `repair "
        "--use glyph-shape`). Each match has a confidence and a runner-up; matches below the "
        "threshold stay unmapped. The file does not state these characters: review them.",
    ),
    FindingKind(
        "GLYPH-SHAPE-UNAVAILABLE",
        "warning",
        "Glyph shapes cannot be matched",
        "ISO 32000-1 §9.10.2",
        "The glyph-shape route was asked for, but it cannot run here: no CJK reference font is "
        "installed (Debian: fonts-noto-cjk, fonts-ipafont) or numpy is missing (the `glyphs` "
        "extra). The codes stay unmapped; everything else works as before.",
    ),
    FindingKind(
        "TOUNICODE-MISSING-CODES",
        "warning",
        "The ToUnicode CMap lacks codes the pages use",
        "ISO 32000-1 §9.10.2",
        "The font has a ToUnicode CMap, but some codes shown on the pages are not in it. Unless the character collection covers them, they extract as nothing or garbage.",
    ),
    FindingKind(
        "UNICODE-VARIANT-IDEOGRAPH",
        "warning",
        "Kangxi radicals or compatibility ideographs as Unicode targets",
        "ISO 32000-1 §9.10.3",
        "The ToUnicode maps codes to Kangxi radicals (U+2F00-U+2FDF) or CJK compatibility ideographs that look like ordinary ideographs, while the embedded program's cmap, the character collection's UCS2 map or the code of a Unicode CMap says the unified ideograph was drawn. Searches for the ordinary character fail. Extracted text uses the unified ideographs; repair writes them.",
    ),
    FindingKind(
        "UNICODE-VARIANT-IDEOGRAPH-KEPT",
        "info",
        "Kangxi radicals or compatibility ideographs that nothing contradicts",
        "ISO 32000-1 §9.10.3",
        "The ToUnicode maps codes to Kangxi radicals or CJK compatibility ideographs, and no evidence in the file (embedded program, character collection, the code of a Unicode CMap) says a unified ideograph was meant. The text keeps the ToUnicode's value; a search for the look-alike unified ideograph does not find it.",
    ),
    FindingKind(
        "UNICODE-COLLAPSE",
        "warning",
        "Many codes map to one character",
        "ISO 32000-1 §9.10.3",
        "Several distinct codes, which draw different glyphs, all map to the same character. The producer filled the ToUnicode with a placeholder, so the text is wrong.",
    ),
    FindingKind(
        "TOUNICODE-DISAGREES-COLLECTION",
        "error",
        "The ToUnicode disagrees with the character collection",
        "ISO 32000-1 §9.7.3, §9.10.2",
        "For many codes the ToUnicode gives a different character than the Registry-Ordering-UCS2 map of the font's own character collection. A constant offset means the ToUnicode was built from a shifted table.",
    ),
    FindingKind(
        "TOUNICODE-DISAGREES-PROGRAM",
        "error",
        "The ToUnicode disagrees with the font program's cmap",
        "ISO 32000-1 §9.10.2",
        "For many codes the ToUnicode gives a different character than the embedded font program's own cmap table gives for the glyph drawn. One of them is wrong; usually the ToUnicode.",
    ),
    FindingKind(
        "TOUNICODE-DISAGREES-GLYPH-NAMES",
        "error",
        "The ToUnicode disagrees with the glyph names",
        "ISO 32000-1 §9.10.2",
        "For many codes the ToUnicode gives a different character than the glyph name of the code does.",
    ),
    FindingKind(
        "TOUNICODE-CODE-LENGTH",
        "warning",
        "ToUnicode source codes have the wrong length",
        "ISO 32000-1 §9.10.3",
        "ToUnicode entries are keyed on the complete bytes of a code. Entries whose source codes are shorter or longer than the font's codes never apply.",
    ),
    FindingKind(
        "ACTUALTEXT-PRESENT",
        "info",
        "Marked content supplies /ActualText",
        "ISO 32000-1 §14.9.4",
        "Glyphs are covered by marked content with /ActualText, which replaces their text in extraction. Readers that ignore it show the glyphs' own Unicode.",
    ),
    FindingKind(
        "NOTDEF-DRAWN",
        "warning",
        "Glyphs draw .notdef",
        "ISO 32000-1 §9.7.6.3",
        "Some codes select CID 0, GID 0 or the .notdef glyph: readers draw a blank or a box, and the text there is lost.",
    ),
    FindingKind(
        "CSI-MISMATCH",
        "error",
        "CMap and CIDFont belong to different character collections",
        "ISO 32000-1 §9.7.3",
        "The Encoding CMap produces CIDs of one character collection but the CIDFont's glyphs are those of another (for example a Traditional Chinese font over a Simplified Chinese CMap). The same CID names different characters in the two.",
    ),
    FindingKind(
        "CID-BEYOND-SUPPLEMENT",
        "warning",
        "CIDs beyond the declared supplement",
        "ISO 32000-1 §9.7.3",
        "Codes select CIDs that the CIDFont's CIDSystemInfo Supplement does not define. The font claims an older supplement than it uses.",
    ),
    FindingKind(
        "WIDTHS-UNIFORM",
        "warning",
        "Uniform /W widths for proportional text",
        "ISO 32000-1 §9.7.4.3",
        "A long run of identical /W widths (often all 1000) for a font that shows proportional text: the producer did not take the widths from the font program, so glyphs overlap or gap, and extractors insert or drop spaces.",
    ),
    FindingKind(
        "WIDTHS-MISMATCH-PROGRAM",
        "warning",
        "/W or /Widths disagree with the font program",
        "ISO 32000-1 §9.2.4",
        "The widths in the PDF differ from the advances in the embedded program beyond the tolerance. Positions come from the PDF, so glyphs are placed differently from how the font was designed.",
    ),
    FindingKind(
        "HMTX-METRICS-OVERFLOW",
        "warning",
        "hhea.numberOfHMetrics above 32767",
        "OpenType hhea, hmtx",
        "numberOfHMetrics is an unsigned 16-bit value; readers that take it as signed read no advances at all.",
    ),
    FindingKind(
        "VERTICAL-NO-W2",
        "info",
        "Vertical writing without /W2 or /DW2",
        "ISO 32000-1 §9.7.4.3",
        "The font is used in vertical mode without vertical metrics, so every glyph uses the default [880 -1000].",
    ),
    FindingKind(
        "TYPE3-NO-MEANING",
        "error",
        "A Type3 font with no ToUnicode and meaningless glyph names",
        "ISO 32000-1 §9.6.5, §9.10.2",
        "Type3 glyphs are drawings; without ToUnicode and with names like /g1 nothing says which characters they are.",
    ),
    FindingKind(
        "GLYPH-NAME-PATTERN",
        "warning",
        "Characters guessed from glyph names that are codes",
        "ISO 32000-1 §9.10.2",
        "The glyphs are named after their codes (/a224 at code 224, /g3A at 0x3A), which the "
        "Adobe Glyph List gives no meaning. Every such name of the font is its own code, so "
        "the codes are read in the font's base encoding (WinAnsiEncoding where it names none). "
        "MuPDF, pdftotext and pdf.js guess from such names too. This is a guess, not what the "
        "file states: check the text against the page.",
    ),
    FindingKind(
        "FONT-NO-METRICS",
        "warning",
        "A non-embedded font without widths",
        "ISO 32000-1 §9.6.2.1",
        "The font is neither embedded nor one of the standard 14 and has no /Widths, so glyph positions and spaces are guesses.",
    ),
    FindingKind(
        "GLYPH-NO-OUTLINE",
        "warning",
        "Glyphs with a width but no outline",
        "ISO 32000-1 §9.6",
        "The font program has no contours for glyphs the pages show, yet they advance the text: they draw nothing where a character should be.",
    ),
    FindingKind(
        "FONT-PROGRAM-UNPARSABLE",
        "warning",
        "The embedded font program cannot be read",
        "ISO 32000-1 §9.9",
        "The embedded font program could not be parsed. Its bytes are kept; evidence from it (cmap, names, advances) is missing.",
    ),
    FindingKind(
        "FONT-PROGRAM-WARNING",
        "info",
        "The font program reader reported a problem",
        "ISO 32000-1 §9.9",
        "fontTools reported a problem while reading the embedded program; what it could read is used.",
    ),
    # Outputs
    FindingKind(
        "LINK-NOT-FOLLOWED",
        "warning",
        "A link whose target is written as text, not as a link",
        "ISO 32000-1 §12.6.4.7",
        "A link annotation or bookmark of the document goes to a target other than an "
        "http, https or mailto address or a place in the document: a script "
        "(javascript:, vbscript:), a data: page, a local file or a relative path. Opened "
        "from an exported page, such a link could run code or read files, so the HTML "
        "shows the link's text without the link. Browsers ignore tabs, newlines and other "
        "control characters inside a scheme and its case, so the target is judged "
        "without them.",
    ),
)

CATALOGUE: dict[str, FindingKind] = {entry.code: entry for entry in _ENTRIES}

UNREAD_CODES = frozenset(
    (
        "PDF-OBJECT-UNREADABLE",
        "PDF-LIMIT",
        "PDF-DEPTH-LIMIT",
        "STREAM-TRUNCATED",
        "FONT-UNDRAWABLE",
    )
)
"""Findings saying that part of what a page shows (its content, a form, a font's CMap or
program) was not read: damaged beyond recovery, cut short, or beyond a limit. Text there
is unknown, so no verdict on it is "ok"."""

RECOVERY_CODES = frozenset(("STREAM-FLATE-RAW", "STREAM-FILTER-SKIPPED"))
"""Findings on data the inspector recovered where qpdf and pdftotext (and, but for
STREAM-FILTER-SKIPPED, mutool) read nothing: those readers extract no text from it until
``repair`` rewrites it."""
