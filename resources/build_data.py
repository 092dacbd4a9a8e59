"""Regenerate the data shipped in ``resources/`` from its sources.

Run from the repository root::

    python resources/build_data.py

It needs poppler-data (Debian package ``poppler-data``: ``/usr/share/poppler/cMap``),
fontTools, reportlab and pdfminer.six (the last two are test dependencies of the project).
Every table is cross-checked against a second source where one is installed, and the
script stops with an error message on any disagreement it does not know about.

What it writes, and where each part comes from:

``cmap/<Name>.gz``
    Every predefined CMap of the Adobe CMap resources as packaged in poppler-data
    (``/usr/share/poppler/cMap/<Collection>/<Name>`` plus ``Identity-H`` and ``Identity-V``
    at the top level), byte for byte, gzip-compressed with mtime 0 so the output is
    reproducible. ``Identity-UTF16-H`` is *not* shipped: it is a Ghostscript file
    (Artifex, AGPL), not one of Adobe's CMaps and not predefined by ISO 32000-1 (Table 118).
    The folder is flat, so the script fails if two collections hold a CMap of the same name.
``cmap/NOTICE.txt``
    Adobe's BSD-3-Clause licence and the copyright lines of those CMaps, taken from
    poppler-data's ``copyright`` file and from the ``%%Copyright`` header of each CMap.
``encodings.json``
    The 256-entry glyph-name tables of ISO 32000-1 Annex D (StandardEncoding,
    WinAnsiEncoding, MacRomanEncoding, MacExpertEncoding) and the built-in encodings of the
    Symbol and ZapfDingbats fonts (Annex D.5, D.6). Source: ``reportlab.pdfbase._fontdata``.
    WinAnsiEncoding is corrected to Annex D: reportlab puts ``bullet`` at the unused codes
    0x7F, 0x81, 0x8D, 0x8F, 0x90 and 0x9D (Annex D note: readers *may* show a bullet
    there, but only 0x95 is assigned); here they are null. Cross-checked against
    pdfminer.six ``latin_enc`` (a transcription of Annex D.2), fontTools'
    ``StandardEncoding`` and ``MacRoman`` tables, and the ``C`` lines of the Symbol and
    ZapfDingbats AFM files shipped with reportlab.
``standard14.json``
    For each of the 14 standard fonts (ISO 32000-1 9.6.2.2): glyph name -> advance width in
    glyph space units (1/1000 em) and the FontDescriptor-like values of its AFM. Widths:
    ``reportlab.pdfbase._fontdata.widthsByFontGlyph`` (Adobe AFMs, glyph-name keyed; the
    229-glyph Latin set plus Euro, and the complete Symbol and ZapfDingbats sets),
    extended with the Central European glyphs of the 314-glyph Adobe Core 35 AFMs from
    ``pdfminer.fontmetrics`` (which keys them by Unicode; the glyph name is recovered
    through the Adobe Glyph List, see ``_afm_glyph_name``); the widths both hold must
    agree. Ascent, Descent, CapHeight, XHeight, ItalicAngle, FontBBox:
    ``pdfminer.fontmetrics`` (the AFM headers; the Symbol and ZapfDingbats AFMs have no
    Ascender/Descender, so those are null). Its Courier values (Ascender 627, Descender
    -194) differ from those of Adobe's 1997 Courier AFM version 003.000 (629, -157); the
    widths are 600 in both. Plus ``aliases``: common non-standard
    BaseFont names (Arial, TimesNewRoman, CourierNew, their PostScript names and
    ``,Bold``/``-Bold`` style spellings) and the standard font each stands for, written
    here in ``_alias_table`` the way PDF readers substitute them.

``glyphnames.json``
    The Unicode text the Adobe Glyph List rules give each glyph name of those encodings
    (``fontTools.agl.toUnicode``; ``zapf`` with ``isZapfDingbats`` for the names of the
    ZapfDingbats encoding), "" where they give nothing: the names simple fonts use most,
    answered without importing fontTools.agl (about 10 ms). Rebuild it with
    ``python resources/build_data.py --glyph-names`` after a change of encodings.json;
    ``tests/test_encoding.py`` checks it against fontTools.

The ZapfDingbats glyph list (``a1`` .. ``a206`` -> U+27xx) is not shipped: fontTools.agl
implements it (``toUnicode(name, isZapfDingbats=True)``). ``check_zapf_dingbats`` verifies
it against the ZapfDingbats built-in encoding and Tcl's ``dingbats.enc`` byte-to-Unicode
table, when Tcl is installed.
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

POPPLER_CMAP = Path("/usr/share/poppler/cMap")
POPPLER_COPYRIGHT = Path("/usr/share/doc/poppler-data/copyright")
TCL_DINGBATS = Path("/usr/share/tcltk/tcl8.6/encoding/dingbats.enc")
RESOURCES = Path(__file__).resolve().parent

# Files in the poppler-data CMap folder that are not Adobe CMap resources.
NOT_SHIPPED = {"Identity-UTF16-H": "Ghostscript (Artifex, AGPL) file, not an Adobe CMap"}

STANDARD_14 = (
    "Courier",
    "Courier-Bold",
    "Courier-BoldOblique",
    "Courier-Oblique",
    "Helvetica",
    "Helvetica-Bold",
    "Helvetica-BoldOblique",
    "Helvetica-Oblique",
    "Times-Roman",
    "Times-Bold",
    "Times-Italic",
    "Times-BoldItalic",
    "Symbol",
    "ZapfDingbats",
)


class BuildError(Exception):
    """The sources disagree with what the shipped data must be."""


# --------------------------------------------------------------------------- CMaps


def _cmap_sources() -> Iterator[tuple[str, Path]]:
    """(collection, path) of every CMap file in the poppler-data folder."""
    for entry in sorted(POPPLER_CMAP.iterdir()):
        if entry.is_dir():
            for path in sorted(entry.iterdir()):
                yield entry.name, path
        else:
            yield "(top level)", entry


def build_cmaps(out_dir: Path) -> tuple[list[str], list[str]]:
    """Write every Adobe CMap gzip-compressed; return (names, copyright lines)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    seen: dict[str, str] = {}
    copyrights: set[str] = set()
    for collection, path in _cmap_sources():
        name = path.name
        if name in NOT_SHIPPED:
            print(f"skipped {collection}/{name}: {NOT_SHIPPED[name]}")
            continue
        if name in seen:
            raise BuildError(f"CMap name collision: {name} in {seen[name]} and {collection}")
        seen[name] = collection
        data = path.read_bytes()
        if b"begincmap" not in data or b"Adobe" not in data:
            raise BuildError(f"{path} does not look like an Adobe CMap resource")
        for line in data.decode("latin-1").splitlines():
            match = re.match(r"%%Copyright: (Copyright .*\S)", line)
            if match:
                copyrights.add(match.group(1))
        target = out_dir / f"{name}.gz"
        with (
            target.open("wb") as raw,
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz,
        ):
            gz.write(data)
    stale = {p.name for p in out_dir.glob("*.gz")} - {f"{n}.gz" for n in seen}
    for name in sorted(stale):
        print(f"removed stale {name}")
        (out_dir / name).unlink()
    return sorted(seen), sorted(copyrights)


def _poppler_version() -> str:
    try:
        result = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "poppler-data"],
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown version"
    return result.stdout.strip()


def _adobe_licence_stanza() -> tuple[str, str]:
    """(copyright, licence text) of the cMap/* stanza of poppler-data's copyright file."""
    stanzas = POPPLER_COPYRIGHT.read_text(encoding="utf-8").split("\n\n")
    for stanza in stanzas:
        if stanza.startswith("Files: cMap/*"):
            lines = stanza.splitlines()
            copyright_line = next(x for x in lines if x.startswith("Copyright:"))
            start = next(i for i, x in enumerate(lines) if x.startswith("License:"))
            body = [x[1:] for x in lines[start + 1 :]]
            text = "\n".join("" if x == "." else x for x in body)
            return copyright_line.removeprefix("Copyright:").strip(), text
    raise BuildError(f"no cMap/* stanza in {POPPLER_COPYRIGHT}")


def build_notice(path: Path, copyrights: Sequence[str], count: int) -> None:
    """Write the licence notice of the shipped CMaps."""
    packaged, licence = _adobe_licence_stanza()
    lines = [
        "Predefined CMaps (resources/cmap/*.gz)",
        "======================================",
        "",
        f"The {count} files in this folder are the Adobe CMap resources",
        "(https://github.com/adobe-type-tools/cmap-resources), gzip-compressed and otherwise",
        f"unchanged, as packaged in poppler-data {_poppler_version()}",
        "(https://poppler.freedesktop.org/).",
        "",
        "Copyright lines found in the CMap files:",
        "",
        *(f"    {c}" for c in copyrights),
        "",
        f"poppler-data's copyright file for these files: Copyright {packaged.rstrip('.')}.",
        "",
        "They are distributed under the following licence (BSD-3-Clause):",
        "",
        licence.strip("\n"),
        "",
    ]
    path.write_text("\n".join(lines), encoding="utf-8")


# ----------------------------------------------------------------------- encodings

# WinAnsiEncoding codes that Annex D leaves unused (reportlab fills them with "bullet").
WINANSI_UNUSED = (0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D)

# Entries of Annex D that every build must reproduce (a guard against a changed source).
ANNEX_D_SPOT_CHECKS = {
    "StandardEncoding": {0x27: "quoteright", 0x60: "quoteleft", 0xA4: "fraction", 0xE1: "AE"},
    "WinAnsiEncoding": {0x80: "Euro", 0x95: "bullet", 0xA0: "space", 0xAD: "hyphen"},
    "MacRomanEncoding": {0xA5: "bullet", 0xCA: "space", 0xDB: "currency", 0xDE: "fi"},
    "MacExpertEncoding": {0x21: "exclamsmall", 0x56: "ff", 0x59: "ffi", 0x61: "Asmall"},
    "Symbol": {0x61: "alpha", 0xA0: "Euro", 0x20: "space", 0xD2: "registerserif"},
    "ZapfDingbats": {0x20: "space", 0x21: "a1", 0x23: "a202", 0x80: "a89"},
}

# Where a cross-check source rightly or wrongly differs from Annex D:
# (source, encoding, code) -> what that source says.
KNOWN_SOURCE_DIFFERENCES = {
    # pdfminer's latin_enc lists ("space", None, 202, 173, None): Annex D has hyphen at
    # WinAnsi 0xAD ("The hyphen character shall also be encoded as 255 in WinAnsiEncoding").
    ("pdfminer", "WinAnsiEncoding", 0xAD): "space",
    # fontTools' table is the Mac OS Roman character set, where 0xCA is the no-break
    # space; Annex D: "The space character shall also be encoded as 312 in MacRomanEncoding".
    ("fontTools", "MacRomanEncoding", 0xCA): "nbspace",
}


def _table(values: Sequence[str | None]) -> list[str | None]:
    table = [None if v in (None, "", ".notdef") else v for v in values]
    if len(table) != 256:
        raise BuildError(f"encoding table has {len(table)} entries, not 256")
    return table


def _pdfminer_latin() -> dict[str, list[str | None]]:
    from pdfminer.latin_enc import ENCODING

    tables: dict[str, list[str | None]] = {
        k: [None] * 256 for k in ("StandardEncoding", "MacRomanEncoding", "WinAnsiEncoding")
    }
    for name, std, mac, win, _pdf in ENCODING:
        if name == "nbspace":
            continue  # not an Annex D glyph name; Annex D puts "space" at these codes
        for key, code in (("StandardEncoding", std), ("MacRomanEncoding", mac)):
            if code is not None:
                tables[key][code] = name
        if win is not None:
            tables["WinAnsiEncoding"][win] = name
    return tables


def _afm_encoding(path: Path) -> list[str | None]:
    table: list[str | None] = [None] * 256
    for line in path.read_text(encoding="latin-1").splitlines():
        match = re.match(r"C (\d+) ; WX \S+ ; N (\S+) ;", line)
        if match and int(match.group(1)) < 256:
            table[int(match.group(1))] = match.group(2)
    return table


def _compare(
    label: str, ours: Sequence[str | None], theirs: Sequence[str | None], *, partial: bool
) -> None:
    """Fail when two tables disagree; with partial, only where both have a name."""
    for code in range(256):
        a, b = ours[code], theirs[code]
        if a == b or (partial and (a is None or b is None)):
            continue
        source, encoding = label.split(":")
        if KNOWN_SOURCE_DIFFERENCES.get((source, encoding, code)) == b:
            print(f"known difference: {source} has {b} in {encoding} at {code:#04x}")
            continue
        raise BuildError(f"{label}: code {code:#04x} is {a!r} here, {b!r} there")


def build_encodings(path: Path) -> dict[str, list[str | None]]:
    """Write the six base and built-in encodings as glyph-name tables."""
    from fontTools.encodings.MacRoman import MacRoman
    from fontTools.encodings.StandardEncoding import StandardEncoding
    from reportlab.pdfbase import _fontdata

    tables = {
        "StandardEncoding": _table(_fontdata.StandardEncoding),
        "WinAnsiEncoding": _table(_fontdata.WinAnsiEncoding),
        "MacRomanEncoding": _table(_fontdata.MacRomanEncoding),
        "MacExpertEncoding": _table(_fontdata.MacExpertEncoding),
        "Symbol": _table(_fontdata.SymbolEncoding),
        "ZapfDingbats": _table(_fontdata.ZapfDingbatsEncoding),
    }
    for code in WINANSI_UNUSED:
        if tables["WinAnsiEncoding"][code] not in (None, "bullet"):
            raise BuildError(f"WinAnsiEncoding {code:#04x} is unexpectedly assigned")
        tables["WinAnsiEncoding"][code] = None

    for name, checks in ANNEX_D_SPOT_CHECKS.items():
        for code, glyph in checks.items():
            if tables[name][code] != glyph:
                raise BuildError(f"{name} {code:#04x}: {tables[name][code]!r}, not {glyph!r}")

    for name, table in _pdfminer_latin().items():
        _compare(f"pdfminer:{name}", tables[name], table, partial=False)
    # fontTools' tables are the PostScript StandardEncoding and the Mac OS Roman
    # character set, which has glyphs (notequal, apple, control names) where PDF's
    # MacRomanEncoding has none: compare only where both assign a name.
    std, mac = _table(StandardEncoding), _table(MacRoman)
    _compare("fontTools:StandardEncoding", tables["StandardEncoding"], std, partial=False)
    _compare("fontTools:MacRomanEncoding", tables["MacRomanEncoding"], mac, partial=True)
    fonts_dir = Path(_fontdata.__file__).resolve().parent.parent / "fonts"
    for name, afm in (("Symbol", "sy______.afm"), ("ZapfDingbats", "zd______.afm")):
        if (fonts_dir / afm).exists():
            _compare(f"afm:{name}", tables[name], _afm_encoding(fonts_dir / afm), partial=False)

    document = {
        "about": "Glyph names by code (null: unused) of ISO 32000-1 Annex D and the built-in "
        "encodings of the Symbol and ZapfDingbats fonts. Generated by resources/build_data.py.",
        "encodings": tables,
    }
    path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    return tables


# ------------------------------------------------------------------- standard 14


def _afm_glyph_name(char: str, known: set[str]) -> str:
    """The AFM glyph name of a character that pdfminer keys by Unicode.

    Adobe's AFMs use the Adobe Glyph List For New Fonts name where one exists
    (``Dcroat``, ``Edotaccent``); for the cedilla/comma-accent letters, which AGLFN
    leaves out, they use the ``...commaaccent`` names, and ``commaaccent`` for U+F6C3.
    """
    from fontTools import agl

    code = ord(char)
    if code in agl.UV2AGL:
        return str(agl.UV2AGL[code])
    candidates = sorted(n for n, uvs in agl.LEGACY_AGL2UV.items() if uvs == [code])
    preferred = [n for n in candidates if n.endswith("commaaccent")]
    if len(preferred) != 1:
        raise BuildError(f"no unique AFM glyph name for U+{code:04X}: {candidates}")
    if preferred[0] in known:
        raise BuildError(f"{preferred[0]} already present")
    return preferred[0]


def _widths(font: str) -> dict[str, int]:
    from fontTools import agl
    from pdfminer.fontmetrics import FONT_METRICS
    from reportlab.pdfbase import _fontdata

    widths = {str(g): int(w) for g, w in _fontdata.widthsByFontGlyph[font].items()}
    if font in ("Symbol", "ZapfDingbats"):
        return dict(sorted(widths.items()))  # reportlab holds the complete glyph sets
    by_char: dict[str, int] = {}
    for glyph, width in widths.items():
        by_char.setdefault(agl.toUnicode(glyph), width)
    for char, width in FONT_METRICS[font][1].items():
        if char in by_char:
            if by_char[char] != width:
                raise BuildError(f"{font} U+{ord(char):04X}: {by_char[char]} vs {width}")
            continue
        widths[_afm_glyph_name(char, set(widths))] = int(width)
    return dict(sorted(widths.items()))


def _descriptor(font: str) -> dict[str, object]:
    from pdfminer.fontmetrics import FONT_METRICS

    desc = FONT_METRICS[font][0]
    return {
        "Ascent": desc.get("Ascent"),
        "Descent": desc.get("Descent"),
        "CapHeight": desc.get("CapHeight"),
        "XHeight": desc.get("XHeight"),
        "ItalicAngle": desc.get("ItalicAngle"),
        "FontBBox": list(desc["FontBBox"]),
        "FixedPitch": desc.get("Flags") == 64,
    }


# Other names of each family, and the standard fonts for regular, bold, italic, bold italic.
FAMILY_ALIASES = {
    "Helvetica": ("Helvetica", "Arial", "ArialMT"),
    "Times": ("Times", "TimesNewRoman", "TimesNewRomanPS", "TimesNewRomanPSMT"),
    "Courier": ("Courier", "CourierNew", "CourierNewPS", "CourierNewPSMT", "CourierStd"),
    "Symbol": ("Symbol", "SymbolMT"),
    "ZapfDingbats": ("ZapfDingbats", "ZapfDingbatsITC", "ITCZapfDingbats", "Dingbats"),
}
FAMILY_MEMBERS = {
    "Helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"),
    "Times": ("Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic"),
    "Courier": ("Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"),
    "Symbol": ("Symbol",) * 4,
    "ZapfDingbats": ("ZapfDingbats",) * 4,
}
# Style suffixes (after "," or "-"; the PostScript-name forms ending in "MT" only after "-")
# for regular, bold, italic, bold italic.
STYLE_WORDS = (
    ("Regular", "Roman", "Normal"),
    ("Bold", "BoldMT"),
    ("Italic", "Oblique", "ItalicMT", "ObliqueMT"),
    ("BoldItalic", "BoldOblique", "BoldItalicMT", "BoldObliqueMT"),
)
# Names the family x style product above does not produce.
EXTRA_ALIASES = {
    "Times-Roman,Bold": "Times-Bold",
    "Times-Roman,Italic": "Times-Italic",
    "Times-Roman,BoldItalic": "Times-BoldItalic",
}


def _alias_table() -> dict[str, str]:
    """Non-standard BaseFont names -> standard font, the way PDF readers substitute.

    A BaseFont of a non-embedded TrueType font is its PostScript name (``Arial-BoldMT``,
    ``TimesNewRomanPS-ItalicMT``) or the name with a style suffix after a comma
    (``Arial,Bold``; ISO 32000-1 9.6.3). Arial, Times New Roman and Courier New are
    metric-compatible with Helvetica, Times and Courier. Styled names of Symbol and
    ZapfDingbats map to the font itself: there is only one of each.
    """
    aliases: dict[str, str] = dict(EXTRA_ALIASES)
    for family, names in FAMILY_ALIASES.items():
        for alias in names:
            aliases[alias] = FAMILY_MEMBERS[family][0]
            for style, words in enumerate(STYLE_WORDS):
                for word in words:
                    for sep in ("-",) if word.endswith("MT") else (",", "-"):
                        aliases[f"{alias}{sep}{word}"] = FAMILY_MEMBERS[family][style]
    return {k: v for k, v in sorted(aliases.items()) if k not in STANDARD_14}


def build_standard14(path: Path) -> None:
    """Write widths, font descriptor values and the alias table of the standard 14."""
    fonts: dict[str, dict[str, object]] = {}
    for font in sorted(STANDARD_14):
        widths = _widths(font)
        if font.startswith("Courier") and set(widths.values()) != {600}:
            raise BuildError(f"{font} is not monospaced at 600")
        fonts[font] = {**_descriptor(font), "Widths": widths}
    document = {
        "about": "Metrics of the 14 standard fonts (ISO 32000-1 9.6.2.2) in glyph space "
        "units, from Adobe's AFM files, and other BaseFont names that stand for them. "
        "Generated by resources/build_data.py.",
        "fonts": fonts,
        "aliases": _alias_table(),
    }
    path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


# ------------------------------------------------------------------ glyph names


def build_glyph_names(encodings: Path, path: Path) -> None:
    """``glyphnames.json`` from the shipped encodings and fontTools' Adobe Glyph List."""
    from fontTools import agl

    tables = json.loads(encodings.read_text(encoding="utf-8"))["encodings"]
    names = sorted({n for table in tables.values() for n in table if n})
    zapf = sorted({n for n in tables["ZapfDingbats"] if n})
    document = {
        "agl": {name: str(agl.toUnicode(name)) for name in names},
        "zapf": {name: str(agl.toUnicode(name, isZapfDingbats=True)) for name in zapf},
    }
    path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")


# ------------------------------------------------------------------ ZapfDingbats


def _tcl_single_byte(path: Path) -> list[int]:
    """Code -> Unicode of a single-byte Tcl encoding file (page 00)."""
    lines = path.read_text(encoding="ascii").splitlines()
    start = lines.index("00") + 1
    hexdigits = "".join(lines[start : start + 16])
    return [int(hexdigits[i : i + 4], 16) for i in range(0, 1024, 4)]


def check_zapf_dingbats(encoding: Sequence[str | None]) -> None:
    """Verify fontTools' ZapfDingbats glyph list against Tcl's dingbats table."""
    from fontTools import agl

    names = [n for n in encoding if n and n != "space"]
    for name in names:
        if not agl.toUnicode(name, isZapfDingbats=True):
            raise BuildError(f"fontTools has no ZapfDingbats mapping for {name}")
    if not TCL_DINGBATS.exists():
        print("Tcl is not installed: ZapfDingbats list checked for coverage only")
        return
    tcl = _tcl_single_byte(TCL_DINGBATS)
    for code, name in enumerate(encoding):
        if not name or name == "space":
            continue
        ours = ord(agl.toUnicode(name, isZapfDingbats=True))
        # Tcl predates the Unicode 3.2 ornamental parentheses (U+2768..U+2775) that
        # ZapfDingbats codes 0x80..0x8D map to; it leaves those codes as themselves.
        if tcl[code] != ours and not (0x80 <= code <= 0x8D and tcl[code] == code):
            raise BuildError(
                f"ZapfDingbats {code:#04x} {name}: U+{ours:04X} vs Tcl U+{tcl[code]:04X}"
            )


# ------------------------------------------------------------------------ main


def main() -> int:
    """Regenerate every file (with ``--glyph-names``, only glyphnames.json); return the
    exit status."""
    if sys.argv[1:] == ["--glyph-names"]:
        build_glyph_names(RESOURCES / "encodings.json", RESOURCES / "glyphnames.json")
        print("wrote glyphnames.json")
        return 0
    try:
        names, copyrights = build_cmaps(RESOURCES / "cmap")
        build_notice(RESOURCES / "cmap" / "NOTICE.txt", copyrights, len(names))
        tables = build_encodings(RESOURCES / "encodings.json")
        build_standard14(RESOURCES / "standard14.json")
        check_zapf_dingbats(tables["ZapfDingbats"])
        build_glyph_names(RESOURCES / "encodings.json", RESOURCES / "glyphnames.json")
    except BuildError as error:
        print(f"build_data: {error}", file=sys.stderr)
        return 1
    print(f"wrote {len(names)} CMaps, encodings.json, standard14.json, glyphnames.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
