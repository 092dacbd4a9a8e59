"""What each file of the shared corpus must decode to, derived from ISO 32000-1.

``tests/test_corpus.py`` runs ``trace --json`` and ``fonts --json`` on every PDF listed in
``shared/corpus/manifest.json`` and hands the parsed output to the checks below:

- generic checks that hold for every file (every byte in one code, widths from the font
  dictionary, CIDs of predefined CMaps, the Unicode of collection CIDs, glyph names from
  ``/Differences``), each an independent derivation from the PDF read with pikepdf or
  from data shipped with pdfminer.six;
- ``CASE_CHECKS``: one check per manifest ``case``, saying what the file exercises;
- ``EXPECTED_TEXT_UNREACHABLE``: characters of a source repository's expected text that a
  decoder following §9.10.2 cannot produce, with the reason.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pikepdf

JSON = dict[str, Any]

# ---------------------------------------------------------------------- the corpus


def corpus_dir() -> Path | None:
    """``$INSPECTOR_CORPUS`` or ``shared/corpus`` beside the repository, if it exists."""
    env = os.environ.get("INSPECTOR_CORPUS")
    folder = Path(env) if env else Path(__file__).resolve().parents[2] / "shared" / "corpus"
    return folder if (folder / "manifest.json").is_file() else None


def manifest_entries() -> list[JSON]:
    """The ``files`` of the manifest, or ``[]`` when the corpus is absent."""
    folder = corpus_dir()
    if folder is None:
        return []
    data = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    return list(data["files"])


def pdf_path(entry: JSON) -> Path:
    """Where a manifest entry's PDF lies."""
    folder = corpus_dir()
    assert folder is not None
    return folder / "pdfs" / entry["file"]


def sha256_of(path: Path) -> str:
    """Hex SHA-256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class Doc:
    """One corpus file; ``trace`` and ``fonts`` run the command on first use."""

    entry: JSON
    path: Path
    run: Callable[[str], JSON]

    @property
    def trace(self) -> JSON:
        return self.run("trace")

    @property
    def fonts(self) -> JSON:
        return self.run("fonts")

    @property
    def name(self) -> str:
        return str(self.entry["file"])

    @contextlib.contextmanager
    def pdf(self) -> Iterator[pikepdf.Pdf]:
        """The file opened with pikepdf, for independent reads of its dictionaries."""
        with pikepdf.open(self.path) as pdf:
            yield pdf

    # ------------------------------------------------------------------ the output

    def strings(self) -> Iterator[tuple[int, JSON]]:
        """(page number, string record) for every string operand in content order."""
        for page in self.trace["pages"]:
            for string in page["strings"]:
                yield page["number"], string

    def codes(self) -> Iterator[JSON]:
        for _page, string in self.strings():
            yield from string["codes"]

    def decoded_text(self) -> str:
        """The Unicode of every code, concatenated (unmapped codes contribute nothing)."""
        return "".join(c["unicode"] for c in self.codes() if c["unicode"] is not None)

    def font_records(self) -> list[JSON]:
        return list(self.fonts["fonts"])

    def strings_of(self, font: JSON) -> list[JSON]:
        """The string records shown with ``font``.

        A string names its font by resource name within the page or the innermost form
        that shows it; it belongs to ``font`` when exactly one listed font has that
        resource name, page and scope (``fonts`` says ``page`` or ``form /Name``).
        """
        out = []
        for page, string in self.strings():
            scope = f"form /{string['forms'][-1]}" if string["forms"] else "page"
            owners = [
                f
                for f in self.fonts["fonts"]
                if string["font"] in f["resources"] and page in f["pages"] and scope in f["used_in"]
            ]
            if len(owners) == 1 and owners[0] is font:
                out.append(string)
        return out

    def codes_of(self, font: JSON) -> list[JSON]:
        return [c for s in self.strings_of(font) for c in s["codes"]]


# ------------------------------------------------------------- reading the PDF itself


def number(obj: Any) -> float:
    """A PDF number (int, Decimal or pikepdf object) as float."""
    return float(obj)


def page_font_dict(pdf: pikepdf.Pdf, page_number: int, resource: str) -> pikepdf.Dictionary | None:
    """The font dictionary a page's own resources (inherited ones included) name."""
    node: Any = pdf.pages[page_number - 1].obj
    for _ in range(64):
        resources = node.get("/Resources")
        if resources is not None:
            fonts = resources.get("/Font")
            if fonts is None:
                return None
            font = fonts.get("/" + resource)
            return font if isinstance(font, pikepdf.Dictionary) else None
        node = node.get("/Parent")
        if node is None:
            return None
    return None


def page_level_fonts(doc: Doc, pdf: pikepdf.Pdf) -> Iterator[tuple[JSON, pikepdf.Dictionary]]:
    """(string record, font dictionary) for strings shown by the page content itself."""
    cache: dict[tuple[int, str], pikepdf.Dictionary | None] = {}
    for page, string in doc.strings():
        if string["forms"]:
            continue
        key = (page, string["font"])
        if key not in cache:
            cache[key] = page_font_dict(pdf, page, string["font"])
        font = cache[key]
        if font is not None:
            yield string, font


def cid_widths(array: Any, per_cid: int) -> dict[int, tuple[float, ...]]:
    """``/W`` (per_cid=1) or ``/W2`` (per_cid=3) of a CIDFont, by CID (§9.7.4.3)."""
    out: dict[int, tuple[float, ...]] = {}
    items = list(array) if array is not None else []
    i = 0
    while i < len(items):
        first = int(items[i])
        nxt = items[i + 1] if i + 1 < len(items) else None
        if isinstance(nxt, pikepdf.Array):
            values = [number(v) for v in nxt]
            for k in range(len(values) // per_cid):
                out[first + k] = tuple(values[k * per_cid : (k + 1) * per_cid])
            i += 2
        else:
            last = int(items[i + 1])
            values = [number(v) for v in items[i + 2 : i + 2 + per_cid]]
            for cid in range(first, last + 1):
                out.setdefault(cid, tuple(values))
            i += 2 + per_cid
    return out


def tounicode_has_mappings(font: pikepdf.Dictionary) -> bool:
    """Whether the font's /ToUnicode stream has any bfchar or bfrange entry."""
    stream = font.get("/ToUnicode")
    if not isinstance(stream, pikepdf.Stream):
        return False
    return re.search(rb"begin(bfchar|bfrange)\s*<", stream.read_bytes()) is not None


def differences_of(font: pikepdf.Dictionary) -> dict[int, str]:
    """code -> glyph name from the font's ``/Differences`` (§9.6.6.1, Table 114)."""
    encoding = font.get("/Encoding")
    if not isinstance(encoding, pikepdf.Dictionary):
        return {}
    out: dict[int, str] = {}
    code = None
    for item in encoding.get("/Differences", []):
        if isinstance(item, pikepdf.Name):
            if code is not None and 0 <= code <= 255:
                out[code] = str(item)[1:]
            if code is not None:
                code += 1
        else:
            code = int(item)
    return out


# ------------------------------------------------------------- ISO 32000-1 facts

TABLE_118 = frozenset(
    [
        "GB-EUC-H",
        "GB-EUC-V",
        "GBpc-EUC-H",
        "GBpc-EUC-V",
        "GBK-EUC-H",
        "GBK-EUC-V",
        "GBKp-EUC-H",
        "GBKp-EUC-V",
        "GBK2K-H",
        "GBK2K-V",
        "UniGB-UCS2-H",
        "UniGB-UCS2-V",
        "UniGB-UTF16-H",
        "UniGB-UTF16-V",
        "B5pc-H",
        "B5pc-V",
        "HKscs-B5-H",
        "HKscs-B5-V",
        "ETen-B5-H",
        "ETen-B5-V",
        "ETenms-B5-H",
        "ETenms-B5-V",
        "CNS-EUC-H",
        "CNS-EUC-V",
        "UniCNS-UCS2-H",
        "UniCNS-UCS2-V",
        "UniCNS-UTF16-H",
        "UniCNS-UTF16-V",
        "83pv-RKSJ-H",
        "90ms-RKSJ-H",
        "90ms-RKSJ-V",
        "90msp-RKSJ-H",
        "90msp-RKSJ-V",
        "90pv-RKSJ-H",
        "Add-RKSJ-H",
        "Add-RKSJ-V",
        "EUC-H",
        "EUC-V",
        "Ext-RKSJ-H",
        "Ext-RKSJ-V",
        "H",
        "V",
        "UniJIS-UCS2-H",
        "UniJIS-UCS2-V",
        "UniJIS-UCS2-HW-H",
        "UniJIS-UCS2-HW-V",
        "UniJIS-UTF16-H",
        "UniJIS-UTF16-V",
        "KSC-EUC-H",
        "KSC-EUC-V",
        "KSCms-UHC-H",
        "KSCms-UHC-V",
        "KSCms-UHC-HW-H",
        "KSCms-UHC-HW-V",
        "KSCpc-EUC-H",
        "UniKS-UCS2-H",
        "UniKS-UCS2-V",
        "UniKS-UTF16-H",
        "UniKS-UTF16-V",
        "Identity-H",
        "Identity-V",
    ]
)
"""The predefined CMaps of ISO 32000-1 §9.7.5.2, Table 118."""

KNOWN_COLLECTIONS = ("Adobe-GB1", "Adobe-CNS1", "Adobe-Japan1", "Adobe-Korea1", "Adobe-KR")
"""Collections whose CIDs have a Unicode meaning through Registry-Ordering-UCS2 (§9.10.2)."""

SIMPLE_SUBTYPES = ("Type1", "MMType1", "TrueType", "Type3")


def is_vertical_cmap_name(name: str) -> bool:
    """Predefined CMaps ending in -V (and ``V`` itself) have WMode 1 (§9.7.5.2)."""
    return name == "V" or name.endswith("-V")


def collection_of(csi: str | None) -> str | None:
    """``Adobe-Japan1-2`` -> ``Adobe-Japan1``."""
    if not csi:
        return None
    return csi.rsplit("-", 1)[0]


# ------------------------------------------------------------- independent oracles


@functools.cache
def pdfminer_cmap_tree(name: str) -> dict[int, Any] | None:
    """pdfminer.six's copy of a predefined CMap as its byte tree, or None."""
    from pdfminer.cmapdb import CMapDB

    try:
        cmap = CMapDB.get_cmap(name)
    except CMapDB.CMapNotFound:
        return None
    tree = getattr(cmap, "code2cid", None)
    return tree or None


def pdfminer_cid(name: str, code: bytes) -> tuple[str, int | None]:
    """("cid", CID) when pdfminer's copy maps exactly ``code``; ("prefix", None) when a
    shorter prefix of ``code`` is already a complete code there; ("unknown", None) else."""
    node: Any = pdfminer_cmap_tree(name)
    if node is None:
        return "unknown", None
    for i, byte in enumerate(code):
        if not isinstance(node, dict) or byte not in node:
            return "unknown", None
        node = node[byte]
        if isinstance(node, int):
            return ("cid", node) if i == len(code) - 1 else ("prefix", None)
    return "unknown", None


@functools.cache
def pdfminer_ucs2(collection: str) -> dict[int, str]:
    """CID -> Unicode of a collection, as pdfminer.six ships it (from Adobe's cid2code)."""
    from pdfminer.cmapdb import CMapDB

    try:
        return dict(CMapDB.get_unicode_map(collection, False).cid2unichr)
    except CMapDB.CMapNotFound:
        return {}


@functools.cache
def latin_encoding(name: str) -> dict[int, str]:
    """code -> glyph name of StandardEncoding, MacRomanEncoding or WinAnsiEncoding for the
    printable ASCII range, from pdfminer.six's copy of ISO 32000-1 Annex D."""
    from pdfminer.latin_enc import ENCODING

    column = {"StandardEncoding": 1, "MacRomanEncoding": 2, "WinAnsiEncoding": 3}[name]
    names: dict[int, set[str]] = {}
    for row in ENCODING:
        code = row[column]
        if code is not None and 0x21 <= code <= 0x7E:
            names.setdefault(code, set()).add(row[0])
    return {code: next(iter(n)) for code, n in names.items() if len(n) == 1}


def same_character(a: str | None, b: str | None) -> bool:
    """Equal after NFKC: Adobe's UCS2 maps give base forms where cid2code lists the
    vertical presentation forms (U+FE10..) or a width variant (U+2002 for a space)."""
    if a is None or b is None:
        return a == b
    return unicodedata.normalize("NFKC", a) == unicodedata.normalize("NFKC", b)


# ------------------------------------------------------------- small helpers for checks


class Fail(AssertionError):
    """A corpus expectation that does not hold."""


def expect(condition: object, message: str) -> None:
    if not condition:
        raise Fail(message)


def type0_fonts(doc: Doc, **where: Callable[[Any], bool] | Any) -> list[JSON]:
    """Type0 font records whose fields match; a callable value is a predicate."""
    out = []
    for font in doc.font_records():
        if font["subtype"] != "Type0":
            continue
        ok = True
        for key, want in where.items():
            have = font.get(key)
            ok = ok and (want(have) if callable(want) else have == want)
        if ok:
            out.append(font)
    return out


def describe(font: JSON) -> str:
    return (
        f"font {font['object']} {font['base_font']} ({font['subtype']}, encoding "
        f"{font['encoding']}, {font['cid_system_info']}, to_unicode={font['to_unicode']})"
    )


def sources(codes: list[JSON]) -> dict[str | None, int]:
    counts: dict[str | None, int] = {}
    for code in codes:
        counts[code["source"]] = counts.get(code["source"], 0) + 1
    return counts


def finding_names(font: JSON, doc: Doc, needle: str) -> bool:
    """Whether a finding of the font, or of the document or a page, mentions ``needle``
    other than inside a font's name (``STSong-Light-Adobe-GB1-4`` names no CMap)."""
    font_names = sorted(
        {(f["base_font"] or "").lower() for f in doc.font_records()} - {""}, key=len, reverse=True
    )
    findings = list(font["findings"]) + list(doc.trace["findings"]) + list(doc.fonts["findings"])
    for page in doc.trace["pages"]:
        findings += page["findings"]
    for f in findings:
        message = f["message"].lower()
        for name in font_names:
            message = message.replace(name, "")
        if needle.lower() in message:
            return True
    return False


def valid_codes(codes: list[JSON]) -> list[JSON]:
    """Codes that matched a codespace range."""
    return [c for c in codes if "invalid" not in c["flags"]]


# ------------------------------------------------------------- checks per case


def predefined(name: str) -> Callable[[Doc], None]:
    """A Type0 font uses the predefined CMap ``name`` (§9.7.5.2): WMode follows the
    name, and the codes it shows get Unicode from ToUnicode or, by CID, from the
    Registry-Ordering-UCS2 map of the collection (§9.10.2 step 2)."""

    def check(doc: Doc) -> None:
        fonts = type0_fonts(doc, encoding=name)
        expect(fonts, f"no Type0 font with encoding {name}: {doc.font_records()}")
        for font in fonts:
            expect(
                font["wmode"] == (1 if is_vertical_cmap_name(name) else 0),
                f"{describe(font)}: wmode {font['wmode']} for CMap {name}",
            )
            if name not in TABLE_118:
                expect(
                    finding_names(font, doc, name),
                    f"{describe(font)}: /{name} is not a predefined CMap of ISO 32000-1 "
                    f"Table 118 (§9.7.5.2, Table 121 /Encoding), but no finding says so; "
                    f"findings: {[f['code'] for f in font['findings']]}",
                )
            codes = valid_codes(doc.codes_of(font))
            bad = [c for c in codes if c["source"] not in ("tounicode", "collection")]
            expect(not bad, f"{describe(font)}: codes without ToUnicode/collection: {bad[:3]}")

    return check


def code_split(expected: dict[str, list[str]]) -> Callable[[Doc], None]:
    """Strings (hex) are split into exactly these codes (hex)."""

    def check(doc: Doc) -> None:
        seen = {s["bytes"]: [c["bytes"] for c in s["codes"]] for _p, s in doc.strings()}
        for string, codes in expected.items():
            expect(string in seen, f"string <{string}> is not traced")
            expect(seen[string] == codes, f"<{string}> split as {seen[string]}, not {codes}")

    return check


def identity_without_tounicode(
    csi_test: Callable[[str], bool], label: str
) -> Callable[[Doc], None]:
    """Identity-H/V fonts without ToUnicode whose CIDSystemInfo passes ``csi_test``.

    §9.10.2: without ToUnicode, a code of an Identity CMap has Unicode only when the
    descendant uses a known Adobe collection (then by CID through its UCS2 map); CIDs of
    any other collection (Adobe-Identity, Adobe-UCS, misspelled ones) are private to the
    font program, so the codes are unmapped.
    """

    def check(doc: Doc) -> None:
        fonts = type0_fonts(
            doc,
            encoding=lambda e: e in ("Identity-H", "Identity-V"),
            to_unicode=False,
            cid_system_info=lambda c: bool(c) and csi_test(c),
        )
        expect(fonts, f"no Identity-H/V font without ToUnicode and {label}")
        shown = 0
        for font in fonts:
            expect(
                font["wmode"] == (1 if font["encoding"] == "Identity-V" else 0),
                f"{describe(font)}: wmode {font['wmode']}",
            )
            codes = valid_codes(doc.codes_of(font))
            shown += len(codes)
            if collection_of(font["cid_system_info"]) in KNOWN_COLLECTIONS:
                bad = [c for c in codes if c["source"] != "collection"]
                expect(not bad, f"{describe(font)}: not from the collection: {bad[:3]}")
            else:
                bad = [c for c in codes if c["unicode"] is not None or "unmapped" not in c["flags"]]
                expect(not bad, f"{describe(font)}: private CIDs given Unicode: {bad[:3]}")
        expect(shown, "none of these fonts shows any code on the pages")

    return check


def manifest_collections(doc: Doc) -> None:
    """Each ``enc=/Identity-X csi=Adobe-<CJK>-n ... noTU`` font of the manifest is listed."""
    pattern = r"enc=/(Identity-[HV]) csi=(Adobe-(?:Japan1|GB1|CNS1|Korea1)-\d+) \S+ noTU"
    for encoding, csi in re.findall(pattern, doc.entry["fonts"]):
        fonts = type0_fonts(doc, encoding=encoding, cid_system_info=csi, to_unicode=False)
        expect(fonts, f"manifest lists {encoding} {csi} without ToUnicode; the tool does not")


def identity_nouni_cjk(doc: Doc) -> None:
    identity_without_tounicode(
        lambda c: collection_of(c) in KNOWN_COLLECTIONS[:4], "an Adobe CJK collection"
    )(doc)
    manifest_collections(doc)


def identity_nouni_adobe_identity(doc: Doc) -> None:
    identity_without_tounicode(lambda c: c.startswith("Adobe-Identity"), "Adobe-Identity")(doc)
    fonts = type0_fonts(doc, encoding="Identity-H", to_unicode=False)
    expect(any(f["cid_system_info"].startswith("Adobe-Identity") for f in fonts), "no font")


def identity_nouni_adobe_ucs(doc: Doc) -> None:
    identity_without_tounicode(lambda c: c.startswith("Adobe-UCS"), "Adobe-UCS")(doc)


def identity_nouni_misc(doc: Doc) -> None:
    """A misspelled registry gives no Unicode; a CJK collection used for Latin still does."""
    identity_without_tounicode(lambda c: True, "any CIDSystemInfo")(doc)


def identity_h_tounicode(doc: Doc) -> None:
    """§9.10.2 step 1: the ToUnicode CMap answers. Where it has no mapping at all (an empty
    ToUnicode in pdfjs__issue7696.pdf) the collection of step 2 still applies."""
    fonts = type0_fonts(doc, encoding="Identity-H", to_unicode=True)
    expect(fonts, "no Identity-H font with ToUnicode")
    with doc.pdf() as pdf:
        for font in fonts:
            codes = valid_codes(doc.codes_of(font))
            expect(codes, f"{describe(font)} shows no code")
            unmapped = [c for c in codes if c["unicode"] is None]
            expect(not unmapped, f"{describe(font)}: unmapped codes {unmapped[:3]}")
            strings = doc.strings_of(font)
            page = next(p for p, s in doc.strings() if s is strings[0])
            fdict = page_font_dict(pdf, page, strings[0]["font"])
            expect(fdict is not None, f"{describe(font)}: font dictionary not found")
            assert fdict is not None
            counts = sources(codes)
            if tounicode_has_mappings(fdict):
                share = counts.get("tounicode", 0) / len(codes)
                expect(share >= 0.9, f"{describe(font)}: only {share:.0%} from ToUnicode")
            else:
                expect(counts == {"collection": len(codes)}, f"{describe(font)}: {counts}")


SYMBOLIC_RECOVERED = {
    # A symbolic TrueType font without /Encoding whose ToUnicode is a name: its (1,0) cmap
    # selects the glyphs and their post names give the text, as pdftotext prints it.
    "yob__tounicode-wrong-type.pdf": "This file has an invalid ToUnicode entry.",
}


def tounicode_wrong_type(doc: Doc) -> None:
    """§9.10.3: /ToUnicode must be a stream; a name is reported and not used. Where the
    font is a symbolic TrueType font, its post names recover the text (§9.6.6.4)."""
    flagged = [
        f
        for f in doc.font_records()
        if any(x["code"] == "TOUNICODE-WRONG-TYPE" for x in f["findings"])
    ]
    expect(flagged, "no font has a TOUNICODE-WRONG-TYPE finding")
    for font in flagged:
        expect(font["to_unicode"] is False, f"{describe(font)}: name counted as ToUnicode")
        codes = doc.codes_of(font)
        expect(codes, f"{describe(font)} shows no code")
        expect(all(c["source"] != "tounicode" for c in codes), f"{describe(font)} used it")
    sentence = SYMBOLIC_RECOVERED.get(doc.name)
    if sentence is not None:
        (font,) = flagged
        expect(
            (font["verdict"], font["recovery"]) == ("recoverable", "glyph-name"),
            f"{describe(font)}: {font['verdict']} by {font['recovery']}",
        )
        codes = doc.codes_of(font)
        expect(all(c["recovered_source"] == "glyph-name" for c in codes), "another route")
        recovered = "".join(c["recovered"] or "" for c in codes)
        expect(recovered.startswith(sentence), f"recovered {recovered[:60]!r}")


def tounicode_broken(doc: Doc) -> None:
    """An undecodable ToUnicode stream is reported on the font, and not used."""
    fonts = [
        f
        for f in doc.font_records()
        if any(
            x["code"] == "PDF-OBJECT-UNREADABLE" and "tounicode" in x["message"].lower()
            for x in f["findings"]
        )
    ]
    expect(fonts, "no font reports its unreadable ToUnicode stream")
    for font in fonts:
        expect(all(c["source"] != "tounicode" for c in doc.codes_of(font)), "ToUnicode used")


def tounicode_codes(doc: Doc) -> list[JSON]:
    fonts = [f for f in doc.font_records() if f["to_unicode"]]
    expect(fonts, "no font with ToUnicode")
    codes = [c for f in fonts for c in doc.codes_of(f)]
    expect(codes, "no code shown with a ToUnicode font")
    return codes


def tounicode_bfrange_array(doc: Doc) -> None:
    """bfrange with array destinations, UTF-16 surrogate targets: Old Hungarian letters
    (U+10C80..U+10CFF, the font is Uni10C80Oldhungarian; poppler agrees)."""
    codes = tounicode_codes(doc)
    expect(all(c["source"] == "tounicode" for c in codes), f"sources {sources(codes)}")
    outside = [c for c in codes if not all(0x10C80 <= ord(ch) <= 0x10CFF for ch in c["unicode"])]
    expect(not outside, f"codes outside the Old Hungarian block: {outside[:3]}")


def tounicode_surrogates(doc: Doc) -> None:
    """UTF-16 surrogate pairs in bfchar/bfrange become one supplementary code point
    (Deseret, U+10400..U+1044F)."""
    codes = tounicode_codes(doc)
    deseret = [
        c
        for c in codes
        if c["source"] == "tounicode"
        and c["unicode"]
        and all(0x10400 <= ord(ch) <= 0x1044F for ch in c["unicode"])
    ]
    expect(len(deseret) >= 5, f"{len(deseret)} Deseret code points from ToUnicode")


def tounicode_usecmap(doc: Doc) -> None:
    """The ToUnicode CMap inherits Adobe-Korea1-UCS2 through usecmap; with Identity-H the
    inherited CID keys are the codes, so the page reads as Hangul (as poppler shows)."""
    codes = tounicode_codes(doc)
    expect(all(c["source"] == "tounicode" for c in codes), f"sources {sources(codes)}")
    hangul = [c for c in codes if c["unicode"] and "\uac00" <= c["unicode"][0] <= "\ud7a3"]
    expect(len(hangul) >= 10, f"only {len(hangul)} Hangul syllables")


LIGATURES: dict[str, tuple[str, dict[bytes, str]]] = {
    # code -> destination, read from the ToUnicode streams of the files
    "pdfjs__bug816075.pdf": ("F0", {b"\x00\x2a": "fi", b"\x00\x38": "fl"}),
    "pdfjs__issue7101.pdf": ("F1", {b"\xa0": "fi"}),
}


def tounicode_ligature(doc: Doc) -> None:
    """Codes shown map through ToUnicode; the ligature entries (multi-character
    destinations, §9.10.3) are not shown on the page, so the font's ToUnicode CMap is
    parsed with the inspector's parser and looked up."""
    from inspector.cmap import parse_cmap
    from inspector.findings import CollectingSink

    codes = tounicode_codes(doc)
    expect(all(c["source"] == "tounicode" for c in codes), f"sources {sources(codes)}")
    shown = [c for c in codes if len(c["unicode"]) > 1]
    resource, ligatures = LIGATURES[doc.name]
    with doc.pdf() as pdf:
        font = page_font_dict(pdf, 1, resource)
        assert font is not None
        cmap = parse_cmap(font.ToUnicode.read_bytes(), CollectingSink(), role="tounicode")
    for code, text in ligatures.items():
        found = cmap.lookup_bytes(code)
        expect(found is not None, f"ToUnicode has no entry for <{code.hex()}>")
        assert found is not None
        expect(found[0].decode("utf-16-be") == text, f"<{code.hex()}> -> {found[0]!r}")
    expect(all(c["unicode"] in ligatures.values() for c in shown), f"multi: {shown[:3]}")


def cmap_wmode_agrees(doc: Doc) -> None:
    """Table 120: the CMap stream's /WMode determines the writing mode and shall equal
    the CMap program's /WMode. When they differ, the font must use the dictionary's value
    or report the disagreement."""
    with doc.pdf() as pdf:
        for font in doc.font_records():
            if font["subtype"] != "Type0" or not font["encoding"].startswith("embedded CMap"):
                continue
            strings = doc.strings_of(font)
            if not strings:
                continue
            page = next(p for p, s in doc.strings() if s is strings[0])
            fdict = page_font_dict(pdf, page, strings[0]["font"])
            if fdict is None or not isinstance(fdict.get("/Encoding"), pikepdf.Stream):
                continue
            stream = fdict.Encoding
            in_dict = int(stream.get("/WMode", 0))
            found = re.search(rb"/WMode\s+(\d)\s+def", stream.read_bytes())
            in_program = int(found.group(1)) if found else 0
            if in_dict == in_program:
                expect(font["wmode"] == in_dict, f"{describe(font)}: wmode {font['wmode']}")
            else:
                expect(
                    font["wmode"] == in_dict or finding_names(font, doc, "wmode"),
                    f"{describe(font)}: the CMap stream dictionary says /WMode {in_dict}, "
                    f"the CMap program /WMode {in_program}; the tool reports wmode "
                    f"{font['wmode']} and no finding",
                )


def embedded_cmap(doc: Doc) -> None:
    fonts = type0_fonts(doc, encoding=lambda e: e.startswith("embedded CMap"))
    expect(fonts, "no Type0 font with an embedded CMap")
    expect(any(doc.codes_of(f) for f in fonts), "no embedded-CMap font shows codes")
    cmap_wmode_agrees(doc)


def embedded_cmap_usecmap(doc: Doc) -> None:
    embedded_cmap(doc)
    fonts = type0_fonts(doc, encoding=lambda e: "usecmap" in e)
    expect(fonts, "no embedded CMap names its usecmap parent")


def embedded_cmap_usecmap_broken(doc: Doc) -> None:
    """/UseCMap /Adobe-Korea1-2: Table 120 allows a predefined CMap name (Table 118) or
    a stream, and Adobe-Korea1-2 is neither."""
    embedded_cmap_usecmap(doc)
    for font in type0_fonts(doc, encoding=lambda e: "usecmap Adobe-Korea1-2" in e):
        expect(
            finding_names(font, doc, "Adobe-Korea1-2"),
            f"{describe(font)}: usecmap parent Adobe-Korea1-2 is not a predefined CMap "
            f"(ISO 32000-1 Table 118) nor embedded, yet no finding names it; findings: "
            f"{[f['code'] for f in font['findings']]}",
        )


def embedded_cmap_w2(doc: Doc) -> None:
    """UTF-8 and UTF-16 embedded CMaps; the text (Cyrillic) comes from ToUnicode."""
    embedded_cmap(doc)
    fonts = type0_fonts(doc, encoding=lambda e: e.startswith("embedded CMap Modern-UTF"))
    expect(len(fonts) == 2, f"Modern-UTF8-H and Modern-UTF16-H expected: {fonts}")
    codes = [c for f in fonts for c in doc.codes_of(f)]
    expect(all(c["source"] == "tounicode" for c in codes), f"sources {sources(codes)}")
    cyrillic = [c for c in codes if c["unicode"] and "\u0400" <= c["unicode"][0] <= "\u04ff"]
    expect(len(cyrillic) >= 50, f"only {len(cyrillic)} Cyrillic letters")


def simple_differences(doc: Doc) -> None:
    """A simple font with /Differences; codes named there take their glyph name from it
    (checked for every file by the generic glyph-name test) and, without ToUnicode, their
    Unicode from the glyph name (§9.10.2 step 3)."""
    fonts = [
        f
        for f in doc.font_records()
        if f["subtype"] in SIMPLE_SUBTYPES and "Differences" in (f["encoding"] or "")
    ]
    expect(fonts, f"no simple font with Differences: {doc.font_records()}")
    with doc.pdf() as pdf:
        for string, fdict in page_level_fonts(doc, pdf):
            diffs = differences_of(fdict)
            has_tu = "/ToUnicode" in fdict
            for code in string["codes"]:
                value = int(code["bytes"], 16)
                if value in diffs and not has_tu and code["unicode"] is not None:
                    expect(code["source"] == "glyph-name", f"{code} named by Differences")


def type3(doc: Doc) -> None:
    fonts = [f for f in doc.font_records() if f["subtype"] == "Type3"]
    expect(fonts, "no Type3 font")
    codes = [c for f in fonts for c in doc.codes_of(f)]
    expect(codes, "no Type3 code shown")
    for font in fonts:
        for code in doc.codes_of(font):
            expect(len(code["bytes"]) == 2, f"Type3 code of {len(code['bytes']) // 2} bytes")
            if font["to_unicode"]:
                expect(code["source"] == "tounicode", f"{code} ignores ToUnicode")


def vertical(doc: Doc) -> None:
    """Identity-V / -V CMaps set WMode 1 (§9.7.5.2); the codes carry vertical metrics
    (checked against /W2 /DW2 for every file by the generic width test)."""
    fonts = [f for f in doc.font_records() if f["wmode"] == 1]
    expect(fonts, "no font with wmode 1")
    codes = [c for f in fonts for c in doc.codes_of(f)]
    expect(codes, "no vertical code shown")
    expect(all("vertical" in c for c in codes), "vertical codes without vertical metrics")


def broken_widths(doc: Doc) -> None:
    """The /W widths disagree with the font program; /W governs (§9.7.4.3)."""
    fonts = type0_fonts(doc, encoding="Identity-H")
    expect(fonts, "no Identity-H font")
    codes = [c for f in fonts for c in doc.codes_of(f)]
    expect(codes and all(c["width_source"] == "W" for c in codes), f"{codes[:3]}")


def unmatched_surrogate(doc: Doc) -> None:
    """/Differences [2 /L55473 ...]: not an Adobe Glyph List name, so code 2 is unmapped
    (and never a lone surrogate)."""
    codes = [c for _p, s in doc.strings() if s["font"] == "F2.0" for c in s["codes"]]
    expect([c["bytes"] for c in codes] == ["02"], f"codes of F2.0: {codes}")
    expect(codes[0]["glyph_name"] == "L55473", f"glyph name {codes[0]['glyph_name']}")
    expect(codes[0]["unicode"] is None, f"unicode {codes[0]['unicode']!r}")


def garbled_collection(doc: Doc) -> None:
    """Registry 'Adabe', ordering 'Karea1': no known collection, and the ToUnicode has no
    entry for the code <3F00>, so it is unmapped."""
    codes = list(doc.codes())
    expect([c["bytes"] for c in codes] == ["3f00"], f"codes {codes}")
    expect(codes[0]["unicode"] is None and codes[0]["source"] is None, f"{codes[0]}")


def unknown_ordering(doc: Doc) -> None:
    """CIDSystemInfo Adobe-China1 is no known collection; all text comes from ToUnicode."""
    codes = list(doc.codes())
    expect(codes, "no codes")
    expect(all(c["source"] == "tounicode" for c in codes), f"sources {sources(codes)}")
    expect(doc.decoded_text().startswith("Hello"), doc.decoded_text())


def gbk_with_identity(doc: Doc) -> None:
    """GBK-EUC-H fonts (checked code by code by the generic CID test) beside Identity-H."""
    expect(type0_fonts(doc, encoding="GBK-EUC-H"), "no GBK-EUC-H font")
    expect(type0_fonts(doc, encoding="Identity-H"), "no Identity-H font")
    gbk = [c for f in type0_fonts(doc, encoding="GBK-EUC-H") for c in doc.codes_of(f)]
    expect(gbk, "no GBK-EUC-H code shown")


def illegal_differences(doc: Doc) -> None:
    """/Differences [1 /A /space /E /asciitilde /eacute 255 /B /C /D]: codes past 255
    cannot exist; codes 1..5 still take their names."""
    expected = {"01": "A", "02": " ", "03": "E", "04": "~", "05": "é"}
    codes = list(doc.codes())
    expect(codes, "no codes")
    for code in codes:
        expect(code["unicode"] == expected.get(code["bytes"]), f"{code}")
        expect(code["source"] == "glyph-name", f"{code}")


BROKEN: dict[str, Callable[[Doc], None]] = {
    "yob__difference_table_with_unmatched_utf16_surrogate.pdf": unmatched_surrogate,
    "vera__veraPDF_test_suite_6-1-13-t10-fail-a.pdf": garbled_collection,
    "vera__veraPDF_test_suite_6-3-3-1-t01-fail-a.pdf": unknown_ordering,
    "pdfpig__cmap-parsing-exception.pdf": gbk_with_identity,
    "itext__illegalDifferenceType3Font.pdf": illegal_differences,
}


def broken(doc: Doc) -> None:
    BROKEN[doc.name](doc)


UNIJIS_VARIANTS = (
    "UniJIS-UCS2-HW-H",
    "UniJIS-UTF8-H",
    "UniJIS-UTF16-H",
    "UniJIS-UTF32-H",
    "UniJIS2004-UTF8-H",
    "UniJIS2004-UTF16-H",
    "UniJIS2004-UTF32-H",
    "UniJISX0213-UTF32-H",
    "UniJISX02132004-UTF32-H",
)
"""The CMaps the manifest says itext__cmp_halfWidthFont.pdf uses."""


def predef_unijis_variants(doc: Doc) -> None:
    """Every CMap named in the manifest; only UniJIS-UCS2-HW-H and UniJIS-UTF16-H are in
    Table 118, the other names must be reported."""
    failures = []
    for name in UNIJIS_VARIANTS:
        try:
            predefined(name)(doc)
        except Fail as exc:
            failures.append(str(exc))
    expect(not failures, "\n".join(failures))


def predef_90ms_rksj_v_broken(doc: Doc) -> None:
    """90ms-RKSJ-V: one-byte ASCII and two-byte Shift-JIS codes in one string."""
    predefined("90ms-RKSJ-V")(doc)
    code_split({"6162632082a082a282a4": ["61", "62", "63", "20", "82a0", "82a2", "82a4"]})(doc)
    expect("あいう" in doc.decoded_text(), doc.decoded_text())


NOT_SHOWN_ON_PAGES = {
    "pdfjs__issue15262.pdf": "the UniJIS-UTF16-H font is only in /AcroForm /DR; no page, "
    "form or appearance stream uses it (pdffonts lists only Tahoma)",
    "pikepdf__multiline_diffmap_font.pdf": "the TrueType font is only in /AcroForm /DR and the "
    "widget has no appearance stream; nothing shows it",
}
"""Files whose case cannot be observed: the font the case is about is never used."""


CASE_CHECKS: dict[str, Callable[[Doc], None]] = {
    "identity-h+tounicode": identity_h_tounicode,
    "identity-nouni-adobe-identity": identity_nouni_adobe_identity,
    "identity-nouni-adobe-ucs": identity_nouni_adobe_ucs,
    "identity-nouni-cjk": identity_nouni_cjk,
    "identity-nouni-misc": identity_nouni_misc,
    "predef-83pv-RKSJ-H": predefined("83pv-RKSJ-H"),
    "predef-90ms-RKSJ-H": predefined("90ms-RKSJ-H"),
    "predef-90ms-RKSJ-V+broken": predef_90ms_rksj_v_broken,
    "predef-EUC-H": predefined("EUC-H"),
    "predef-GBK-EUC-H": predefined("GBK-EUC-H"),
    "predef-GBKp-EUC-H": predefined("GBKp-EUC-H"),
    "predef-UniCNS-UCS2-H": predefined("UniCNS-UCS2-H"),
    "predef-UniCNS-UTF16-H": predefined("UniCNS-UTF16-H"),
    "predef-UniGB-UCS2-H": predefined("UniGB-UCS2-H"),
    "predef-UniGB-UTF16-H": predefined("UniGB-UTF16-H"),
    "predef-UniGB-UTF16-V+W2": predefined("UniGB-UTF16-V"),
    "predef-UniJIS-UCS2-H": predefined("UniJIS-UCS2-H"),
    "predef-UniJIS-UTF16-H": predefined("UniJIS-UTF16-H"),
    "predef-UniJIS-variants": predef_unijis_variants,
    "predef-UniKS-UTF16-H": predefined("UniKS-UTF16-H"),
    "predef-V": predefined("V"),
    "predef-invalid-name": predefined("Adobe-GB1-4"),
    "embedded-cmap": embedded_cmap,
    "embedded-cmap+W2": embedded_cmap_w2,
    "embedded-cmap+usecmap": embedded_cmap_usecmap,
    "embedded-cmap+usecmap-broken": embedded_cmap_usecmap_broken,
    "embedded-cmap-broken": embedded_cmap,
    "tounicode-bfrange-array": tounicode_bfrange_array,
    "tounicode-broken": tounicode_broken,
    "tounicode-ligature": tounicode_ligature,
    "tounicode-surrogates": tounicode_surrogates,
    "tounicode-usecmap": tounicode_usecmap,
    "tounicode-wrong-type": tounicode_wrong_type,
    "type3": type3,
    "vertical": vertical,
    "simple-differences": simple_differences,
    "broken": broken,
    "broken-widths": broken_widths,
}


# ------------------------------------------------------------- expected texts

EXPECTED_TEXT_UNREACHABLE: dict[str, tuple[str, str]] = {
    "pdfminer__issue-625-identity-cmap.pdf": (
        "Termin płatności: 2021-05-03",
        "/ToUnicode is the name /Identity-H, not a stream (§9.10.3), and the CIDs are "
        "Adobe-Identity (§9.10.2): pdfminer reads the codes as UTF-16, which the standard "
        "does not sanction",
    ),
    "pdfminer__issue-791-non-unicode-cmap.pdf": (
        "Peněžní prostředky na účtech",
        "Adobe-Identity without ToUnicode (§9.10.2): pdfminer takes the text from the "
        "embedded font's cmap table, which is evidence, not the PDF's mapping",
    ),
    "yob__difference_table_with_unmatched_utf16_surrogate.pdf": (
        "▯",
        "U+25AF is pdf-reader's stand-in for a glyph it cannot map; an unmapped code "
        "contributes no character",
    ),
}
"""file -> (characters of the expected text a §9.10.2 decoder cannot give, why)."""


def expected_text(entry: JSON) -> str | None:
    name = entry.get("expected_text")
    if not name:
        return None
    folder = corpus_dir()
    assert folder is not None
    return (folder / "pdfs" / name).read_text(encoding="utf-8")


def characters(text: str) -> set[str]:
    """The distinct non-space characters of a text."""
    return {ch for ch in text if not ch.isspace()}
