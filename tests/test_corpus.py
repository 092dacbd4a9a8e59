"""The inspector on the shared corpus of real PDFs (``shared/corpus``, see its MANIFEST.md).

Each PDF is run once through ``trace --json`` and ``fonts --json`` in-process; the parsed
output is shared by the tests of that file. The corpus lies beside the repository, or where
``$INSPECTOR_CORPUS`` points; without it every test here is skipped.
"""

from __future__ import annotations

import json
from typing import Any

import corpus_cases as cc
import pikepdf
import pytest

from inspector.cli import main

ENTRIES = cc.manifest_entries()
NO_CORPUS = pytest.mark.skip(
    reason="corpus not found: set INSPECTOR_CORPUS to a folder holding manifest.json and "
    "pdfs/, or put shared/corpus beside the repository"
)


def _params(entries: list[cc.JSON]) -> list[Any]:
    if not entries:
        return [pytest.param(None, id="no-corpus", marks=NO_CORPUS)]
    return [pytest.param(e, id=e["file"]) for e in entries]


FILES = _params(ENTRIES)
WITH_TEXT = _params([e for e in ENTRIES if e.get("expected_text")])

SOURCES = {"tounicode", "collection", "encoding", "glyph-name", "font-cmap", "actualtext", None}
FLAGS = {"invalid", "unmapped", "suspect", "notdef", "multi"}

_outputs: dict[tuple[str, str], cc.JSON] = {}


def inspect(entry: cc.JSON, capsys: pytest.CaptureFixture[str]) -> cc.Doc:
    """A corpus file whose ``trace --json`` and ``fonts --json`` run in-process on first
    use, once per file for the whole session."""
    path = cc.pdf_path(entry)

    def run(command: str) -> cc.JSON:
        key = (entry["file"], command)
        if key not in _outputs:
            capsys.readouterr()
            code = main([command, str(path), "--json"])
            out = capsys.readouterr().out
            value = json.loads(out)
            assert isinstance(value, dict)
            # trace exits 1 when part of a page's content was not read whole.
            unread = command == "trace" and any(p["unread"] for p in value["pages"])
            assert code == (1 if unread else 0), f"{command} exited with {code}"
            _outputs[key] = value
        return _outputs[key]

    return cc.Doc(entry, path, run)


# ------------------------------------------------------------------ every file


@pytest.mark.parametrize("entry", FILES)
def test_file_matches_manifest_checksum(entry: cc.JSON) -> None:
    path = cc.pdf_path(entry)
    assert path.is_file()
    assert cc.sha256_of(path) == entry["sha256"]


def _check_finding(f: cc.JSON) -> None:
    assert isinstance(f["code"], str) and f["code"]
    assert f["severity"] in ("info", "warning", "error")
    assert isinstance(f["message"], str) and f["message"]


@pytest.mark.parametrize("entry", FILES)
def test_trace_json_has_the_documented_shape(entry: cc.JSON, capsys: Any) -> None:
    doc = inspect(entry, capsys)
    assert doc.trace["file"] == str(doc.path)
    with doc.pdf() as pdf:
        page_count = len(pdf.pages)
    assert [p["number"] for p in doc.trace["pages"]] == list(range(1, page_count + 1))
    for page in doc.trace["pages"]:
        for f in page["findings"]:
            _check_finding(f)
        for s in page["strings"]:
            assert s["operator"] in ("Tj", "TJ", "'", '"')
            assert isinstance(s["font"], str)
            assert isinstance(s["text"], str)
            bytes.fromhex(s["bytes"])
            for c in s["codes"]:
                assert len(c["bytes"]) >= 2
                bytes.fromhex(c["bytes"])
                assert c["cid"] is None or isinstance(c["cid"], int)
                assert c["gid"] is None or isinstance(c["gid"], int)
                assert c["unicode"] is None or isinstance(c["unicode"], str)
                assert c["source"] in SOURCES
                assert isinstance(c["width"], int | float)
                assert set(c["flags"]) <= FLAGS, c["flags"]
    for f in doc.trace["findings"]:
        _check_finding(f)


@pytest.mark.parametrize("entry", FILES)
def test_fonts_json_has_the_documented_shape(entry: cc.JSON, capsys: Any) -> None:
    doc = inspect(entry, capsys)
    assert doc.fonts["file"] == str(doc.path)
    with doc.pdf() as pdf:
        page_count = len(pdf.pages)
    for font in doc.fonts["fonts"]:
        assert font["object"] is None or isinstance(font["object"], int)
        assert font["resources"] and all(isinstance(r, str) for r in font["resources"])
        assert font["pages"] and set(font["pages"]) <= set(range(1, page_count + 1))
        assert font["subtype"] in (*cc.SIMPLE_SUBTYPES, "Type0", "CIDFontType0", "CIDFontType2")
        if font["subtype"] == "Type0":
            assert font["descendant_subtype"] in ("CIDFontType0", "CIDFontType2")
            assert isinstance(font["encoding"], str) and font["encoding"]
        assert isinstance(font["embedded"], bool)
        assert isinstance(font["to_unicode"], bool)
        assert font["wmode"] in (0, 1)
        for f in font["findings"]:
            _check_finding(f)
    for f in doc.fonts["findings"]:
        _check_finding(f)


@pytest.mark.parametrize("entry", FILES)
def test_every_byte_lands_in_exactly_one_code(entry: cc.JSON, capsys: Any) -> None:
    """§9.7.6.2/§9.7.6.3: the codes of a string partition its bytes, in order."""
    doc = inspect(entry, capsys)
    for page, s in doc.strings():
        assert "".join(c["bytes"] for c in s["codes"]) == s["bytes"], (page, s["bytes"])
        offset = 0
        for c in s["codes"]:
            assert c["offset"] == offset, (page, s["bytes"], c)
            offset += len(c["bytes"]) // 2


@pytest.mark.parametrize("entry", FILES)
def test_unicode_is_null_exactly_when_unmapped(entry: cc.JSON, capsys: Any) -> None:
    """An unmapped code is a gap with no source; no Unicode holds a lone surrogate."""
    doc = inspect(entry, capsys)
    for c in doc.codes():
        assert (c["unicode"] is None) == ("unmapped" in c["flags"]), c
        assert (c["unicode"] is None) == (c["source"] is None), c
        if c["unicode"] is not None:
            assert c["unicode"], c
            assert not any(0xD800 <= ord(ch) <= 0xDFFF for ch in c["unicode"]), c


@pytest.mark.parametrize("entry", FILES)
def test_code_lengths_follow_the_font(entry: cc.JSON, capsys: Any) -> None:
    """Simple fonts: one byte per code (§9.4.3). Identity-H/V: two bytes, CID = code
    (§9.7.5.2); only an odd trailing byte can be left as an invalid code."""
    doc = inspect(entry, capsys)
    checked = 0
    for font in doc.font_records():
        codes = doc.codes_of(font)
        checked += len(codes)
        if font["subtype"] in cc.SIMPLE_SUBTYPES:
            assert all(len(c["bytes"]) == 2 for c in codes), cc.describe(font)
        elif font["encoding"] in ("Identity-H", "Identity-V"):
            for c in codes:
                if "invalid" in c["flags"]:
                    assert len(c["bytes"]) == 2, (cc.describe(font), c)
                else:
                    assert len(c["bytes"]) == 4, (cc.describe(font), c)
                    assert c["cid"] == int(c["bytes"], 16), (cc.describe(font), c)
    if not checked:
        pytest.skip("no string is attributable to a font (nothing shown on the pages)")


@pytest.mark.parametrize("entry", FILES)
def test_widths_follow_the_font_dictionary(entry: cc.JSON, capsys: Any) -> None:
    """/W and /DW by CID (§9.7.4.3), /W2 and /DW2 in vertical mode with v_x = w0 / 2;
    /Widths from /FirstChar for simple fonts, Type3 ones scaled by /FontMatrix (§9.6.5)."""
    doc = inspect(entry, capsys)
    checked = 0
    with doc.pdf() as pdf:
        for s, fdict in cc.page_level_fonts(doc, pdf):
            subtype = str(fdict.get("/Subtype", ""))
            if subtype == "/Type0":
                descendants = fdict.get("/DescendantFonts")
                if not isinstance(descendants, pikepdf.Array) or not len(descendants):
                    continue
                desc = descendants[0]
                widths = cc.cid_widths(desc.get("/W"), 1)
                default = cc.number(desc.get("/DW", 1000))
                vertical = cc.cid_widths(desc.get("/W2"), 3)
                dw2 = [cc.number(v) for v in desc.get("/DW2", [880, -1000])]
                for c in s["codes"]:
                    if "invalid" in c["flags"] or c["cid"] is None:
                        continue
                    w0 = widths.get(c["cid"], (default,))[0]
                    assert c["width"] == pytest.approx(w0, abs=1e-3), (s["font"], c)
                    if s["wmode"] == 1:
                        want = vertical.get(c["cid"], (dw2[1], w0 / 2, dw2[0]))
                        assert c["vertical"] == pytest.approx(list(want), abs=1e-3), c
                    checked += 1
            elif "/Widths" in fdict and "/FirstChar" in fdict:
                table = [cc.number(v) for v in fdict.Widths]
                first = int(fdict.FirstChar)
                scale = 1.0
                if subtype == "/Type3":
                    scale = cc.number(fdict.FontMatrix[0]) * 1000
                for c in s["codes"]:
                    index = int(c["bytes"], 16) - first
                    if 0 <= index < len(table):
                        assert c["width"] == pytest.approx(table[index] * scale, abs=1e-3), (
                            s["font"],
                            c,
                        )
                        checked += 1
    if not checked:
        pytest.skip("no code shown by page content with a width in the font dictionary")


@pytest.mark.parametrize("entry", FILES)
def test_predefined_cmap_cids_agree_with_pdfminer(entry: cc.JSON, capsys: Any) -> None:
    """Codes of a predefined CMap split and map to CIDs as pdfminer.six's copy of Adobe's
    CMap says (codes that copy does not know are not compared)."""
    doc = inspect(entry, capsys)
    compared = 0
    for font in cc.type0_fonts(doc):
        name = font["encoding"]
        if name.startswith(("embedded", "Identity")) or cc.pdfminer_cmap_tree(name) is None:
            continue
        for c in cc.valid_codes(doc.codes_of(font)):
            kind, cid = cc.pdfminer_cid(name, bytes.fromhex(c["bytes"]))
            assert kind != "prefix", f"{name}: a prefix of <{c['bytes']}> is a whole code"
            if kind == "cid":
                assert c["cid"] == cid, f"{name} <{c['bytes']}>: CID {c['cid']}, not {cid}"
                compared += 1
    if not compared:
        pytest.skip("no code of a predefined CMap is shown")


@pytest.mark.parametrize("entry", FILES)
def test_collection_unicode_agrees_with_cid2code(entry: cc.JSON, capsys: Any) -> None:
    """§9.10.2 step 2: CIDs of a known collection read through its UCS2 map; compared with
    pdfminer.six's table from Adobe's cid2code.txt, up to compatibility forms."""
    doc = inspect(entry, capsys)
    compared = 0
    for font in cc.type0_fonts(doc):
        collection = cc.collection_of(font["cid_system_info"])
        if collection not in cc.KNOWN_COLLECTIONS:
            continue
        table = cc.pdfminer_ucs2(collection)
        for c in doc.codes_of(font):
            if c["source"] != "collection" or table.get(c["cid"]) is None:
                continue
            assert cc.same_character(c["unicode"], table[c["cid"]]), (
                f"{collection} CID {c['cid']}: {c['unicode']!r}, cid2code {table[c['cid']]!r}"
            )
            compared += 1
    if not compared:
        pytest.skip("no code takes its Unicode from a collection")


@pytest.mark.parametrize("entry", FILES)
def test_simple_font_glyph_names_follow_the_encoding(entry: cc.JSON, capsys: Any) -> None:
    """§9.6.6.1: /Differences names a code's glyph; other codes keep the name of the base
    encoding (Annex D; compared for printable ASCII)."""
    doc = inspect(entry, capsys)
    compared = 0
    with doc.pdf() as pdf:
        for s, fdict in cc.page_level_fonts(doc, pdf):
            if str(fdict.get("/Subtype", "")) == "/Type0":
                continue
            diffs = cc.differences_of(fdict)
            encoding = fdict.get("/Encoding")
            if isinstance(encoding, pikepdf.Dictionary):
                encoding = encoding.get("/BaseEncoding")
            base = str(encoding)[1:] if isinstance(encoding, pikepdf.Name) else None
            table = {}
            if base in ("StandardEncoding", "MacRomanEncoding", "WinAnsiEncoding"):
                table = cc.latin_encoding(base)
            for c in s["codes"]:
                value = int(c["bytes"], 16)
                want = diffs.get(value) or table.get(value)
                if want is not None and want != ".notdef":
                    assert c["glyph_name"] == want, (s["font"], c)
                    compared += 1
    if not compared:
        pytest.skip("no code of a simple font with an explicit encoding is shown")


# ------------------------------------------------------------------ what each file shows


@pytest.mark.parametrize("entry", FILES)
def test_case_expectation(entry: cc.JSON, capsys: Any) -> None:
    """The check of the file's manifest ``case`` (see ``corpus_cases.CASE_CHECKS``)."""
    if entry["file"] in cc.NOT_SHOWN_ON_PAGES:
        pytest.skip(cc.NOT_SHOWN_ON_PAGES[entry["file"]])
    check = cc.CASE_CHECKS[entry["case"]]
    check(inspect(entry, capsys))


@pytest.mark.parametrize("entry", WITH_TEXT)
def test_expected_text_characters_are_decoded(entry: cc.JSON, capsys: Any) -> None:
    """Every non-space character of the source repository's expected extraction is among
    the decoded characters, except those documented as unreachable by §9.10.2."""
    doc = inspect(entry, capsys)
    expected = cc.expected_text(entry)
    assert expected is not None
    missing = cc.characters(expected) - set(doc.decoded_text())
    unreachable, _why = cc.EXPECTED_TEXT_UNREACHABLE.get(entry["file"], ("", ""))
    assert missing == cc.characters(unreachable)


TEXT_PLACEHOLDERS = {"\u25af"}
"""Characters an expected extraction uses for glyphs it could not map (pdf-reader's ▯)."""


@pytest.mark.parametrize("entry", WITH_TEXT)
def test_text_command_recovers_every_expected_character(entry: cc.JSON, capsys: Any) -> None:
    """The ``text`` command (which also uses the embedded program's evidence for codes the
    PDF leaves unmapped) produces every character of the expected extraction; it spells
    out the Latin ligatures that pdf-reader keeps (ﬁ as "fi", as pdftotext prints it)."""
    from inspector.text import expand_ligatures

    path = cc.pdf_path(entry)
    assert main(["text", str(path)]) == 0
    text = capsys.readouterr().out
    expected = cc.expected_text(entry)
    assert expected is not None
    assert cc.characters(expand_ligatures(expected)) - TEXT_PLACEHOLDERS <= set(text)


@pytest.mark.slow  # worker processes started twice for each file of the corpus
@pytest.mark.parametrize("entry", FILES)
def test_verdicts_and_reports_with_worker_processes_are_those_of_one(
    entry: cc.JSON, capsys: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """Worker processes reading one page each (``RUN_PAGES`` lowered for the test) give
    ``fonts --json`` and the JSON report byte for byte what one process gives."""
    from inspector import pagepool

    path = str(cc.pdf_path(entry))
    outputs = []
    for jobs in ("1", "2"):
        if jobs == "2":
            monkeypatch.setattr(pagepool, "RUN_PAGES", 0)
        capsys.readouterr()
        assert main(["fonts", path, "--json", "--jobs", jobs]) == 0
        report = tmp_path / "report.json"  # its name is in the line written
        assert main(["report", path, "--jobs", jobs, "-o", str(report)]) == 0
        outputs.append((capsys.readouterr().out, report.read_bytes()))
    assert outputs[1] == outputs[0]
