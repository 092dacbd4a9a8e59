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
        "The file is damaged and was repaired while opening",
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
        "PDF-CYCLE",
        "warning",
        "A reference cycle was cut",
        "ISO 32000-1 §7.7.3, §8.10",
        "A page tree node, Form XObject or resource refers back to itself. The inspector "
        "visits each object once along a path and stops at the repetition.",
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
        "ToUnicode CMap and is ignored.",
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
        "Codes map to U+FFFD, control characters or private-use values: the producer did not "
        "know the character, and searches and copies will be wrong.",
    ),
    FindingKind(
        "UNICODE-UNMAPPED",
        "error",
        "Codes have no Unicode",
        "ISO 32000-1 §9.10.2",
        "Neither a ToUnicode CMap, a known character collection nor the encoding says which "
        "character these codes stand for. Extracted text shows a gap for each.",
    ),
)

CATALOGUE: dict[str, FindingKind] = {entry.code: entry for entry in _ENTRIES}
