"""compare: other extractors' text against ours, the alignment, the cause of every
difference, the engine runner's time limit, and the JSON schema."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from importlib import resources
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, type0_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.diagnostics.explain import font_lookup
from inspector.engines import (
    CAUSES,
    ENGINES,
    Engine,
    OurPage,
    align,
    compare_page,
    find_engines,
    recognize,
    run_engine,
    tokens,
)
from inspector.engines.compare import compare_file, compare_summary
from inspector.engines.registry import read_json_lines
from inspector.text import extract_page_text

SCHEMA = json.loads(
    resources.files("inspector.report").joinpath("schema/compare.schema.json").read_text("utf-8")
)
HIRAGANA_FIRST_CID = 842
"""Adobe-Japan1 CID of U+3041; the hiragana follow in Unicode order."""


def cids(text: str) -> list[int]:
    return [HIRAGANA_FIRST_CID + ord(ch) - 0x3041 for ch in text]


def identity(text: str) -> bytes:
    return b"".join(c.to_bytes(2, "big") for c in cids(text))


def japan1_pdf(tmp_path: Path, *lines: str, name: str = "j.pdf", **font: Any) -> Path:
    """Identity-H Adobe-Japan1 hiragana without ToUnicode, one line per string."""
    content = b"".join(
        content_tj("F1", 12, identity(line), y=720 - 20 * i) for i, line in enumerate(lines)
    )
    pdf = page_pdf({"F1": lambda p: type0_font(p, **font)}, content)
    return save(pdf, tmp_path, name)


def our_page(analysis: Analysis, index: int = 0) -> OurPage:
    trace = analysis.trace_page(index)
    return OurPage(trace, extract_page_text(trace), font_lookup(analysis))


def causes(page: Any) -> list[str]:
    return [d.cause for d in page.differences]


# -- alignment ---------------------------------------------------------------------------------


def test_tokens_keep_pdfminer_escapes_whole_and_note_spaces() -> None:
    got = tokens("a (cid:12)b\nc")
    assert got.items == ["a", "(cid:12)", "b", "c"]
    assert got.spaced == [False, True, False, True]
    assert got.broken == [True, False, False, True]


def test_alignment_of_a_long_periodic_page_stays_fast() -> None:
    # difflib alone takes minutes on 5,000 characters of periodic text (dot leaders).
    ours = tokens("あいうえお" * 1000)
    theirs = tokens("あいうえおか" * 900)
    started = time.monotonic()
    ops = align(ours, theirs)
    assert time.monotonic() - started < 5
    assert ops[0][1] == 0 and ops[-1][2] == 5000 and ops[-1][4] == 5400


# -- causes, on one built page ------------------------------------------------------------------


def test_the_same_text_gives_no_difference(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいう", "えお")) as analysis:
        page = compare_page(our_page(analysis), "engine", "あいう\nえお\n")
    assert page.differences == []
    assert page.agreement == 1.0


def test_cids_printed_as_code_points_are_cid_as_unicode_pointing_at_the_code(
    tmp_path: Path,
) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいう", "えお")) as analysis:
        garbled = (
            "".join(chr(c) for c in cids("あいう")) + "\n" + "".join(chr(c) for c in cids("えお"))
        )
        page = compare_page(our_page(analysis), "pypdf", garbled)
    assert causes(page) == ["cid-as-unicode", "cid-as-unicode"]
    first, second = page.differences
    assert (first.ours, first.theirs, first.page, first.string, first.code) == (
        "あいう",
        garbled[:3],
        1,
        0,
        0,
    )
    assert (second.string, second.code) == (1, 0)
    assert "CID 843" in first.explanation and "Adobe-Japan1-UCS2" in first.explanation
    assert '"ぁ"' not in first.explanation and '"あ"' in first.explanation
    assert page.agreement == 0.0


def test_pdfminer_escapes_are_cid_escape_with_the_collection_route(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいう")) as analysis:
        escapes = "".join(f"(cid:{c})" for c in cids("あいう"))
        page = compare_page(our_page(analysis), "pdfminer.six", escapes + "\n\f")
    (d,) = page.differences
    assert d.cause == "cid-escape" and d.theirs == escapes and d.code == 0
    assert "no ToUnicode" in d.explanation and "Adobe-Japan1-UCS2 map" in d.explanation
    assert "Identity-H" in d.explanation and '"あ"' in d.explanation


def test_a_code_left_out_is_dropped_at_its_index(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいうえお")) as analysis:
        page = compare_page(our_page(analysis), "pdftotext", "あいえお")
    (d,) = page.differences
    assert (d.cause, d.ours, d.theirs, d.string, d.code) == ("dropped", "う", "", 0, 2)


def test_the_raw_code_bytes_are_raw_code(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あい")) as analysis:
        raw = identity("あい").decode("latin-1")
        page = compare_page(our_page(analysis), "PyMuPDF", raw)
        without_zero = "".join(ch for ch in raw if ch != "\x00")
        assert causes(compare_page(our_page(analysis), "PyMuPDF", without_zero)) == ["raw-code"]
    assert causes(page) == ["raw-code"]


def test_a_space_between_agreeing_characters_is_spacing(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいうえお")) as analysis:
        page = compare_page(our_page(analysis), "pdfminer.six", "あい う え お")
    (d,) = page.differences
    assert (d.cause, d.ours, d.theirs, d.code) == ("spacing", "いうえお", "い う え お", 2)
    assert page.agreement == 1.0


def test_lines_in_another_order_are_order(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいうえお", "かきくけこ", "さしすせそ")) as analysis:
        page = compare_page(our_page(analysis), "engine", "かきくけこ\nさしすせそ\nあいうえお")
    assert causes(page) == ["order"]
    assert page.differences[0].ours == "あいうえお"


def test_tounicode_ignored_when_the_engine_prints_the_collection_text(tmp_path: Path) -> None:
    # The ToUnicode maps the three codes to Latin letters; an engine that ignores it
    # prints the collection's hiragana.
    codes = cids("あいう")
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")],
        bfchars=[(f"{c:04X}", f"{ord(letter):04X}") for c, letter in zip(codes, "xyz")],
    )
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, to_unicode=to_unicode)},
        content_tj("F1", 12, identity("あいう")),
    )
    path = save(pdf, tmp_path, "tu.pdf")
    with Analysis(path) as analysis:
        page = compare_page(our_page(analysis), "engine", "あいう")
    (d,) = page.differences
    assert (d.cause, d.ours, d.theirs) == ("tounicode-ignored", "xyz", "あいう")
    assert "ToUnicode CMap" in d.explanation


def test_unexplained_text_is_other(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいう")) as analysis:
        page = compare_page(our_page(analysis), "engine", "ABC")
    assert causes(page) == ["other"]


# -- the engine runner ---------------------------------------------------------------------------


def fake(name: str, script: str, available: bool = True) -> Engine:
    """An engine that runs a Python script (given the file and the pages as arguments)."""
    return Engine(
        name=name,
        available=lambda: available,
        version=lambda: "0.1",
        command=lambda path, pages, scratch: [
            sys.executable,
            "-c",
            script,
            path,
            ",".join(map(str, pages)),
        ],
        read=read_json_lines,
    )


def test_an_engine_that_hangs_is_stopped_by_the_time_limit(tmp_path: Path) -> None:
    # It writes page 1, then hangs in a grandchild that holds the output open: the whole
    # process group is killed, and the finished page is kept.
    script = (
        "import json,subprocess,sys\n"
        "print(json.dumps({'page': 1, 'text': 'あ'}), flush=True)\n"
        "subprocess.run([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
    )
    path = japan1_pdf(tmp_path, "あ")
    started = time.monotonic()
    run = run_engine(fake("sleeper", script), path, [1, 2], time_limit=1.5)
    assert time.monotonic() - started < 10
    assert run.status == "timeout"
    assert run.note is not None and "1.5 s" in run.note and "1 of 2 pages" in run.note
    assert run.pages == {1: "あ"}


def test_a_missing_or_failing_engine_is_a_status_not_an_error(tmp_path: Path) -> None:
    path = japan1_pdf(tmp_path, "あ")
    missing = run_engine(fake("absent", "", available=False), path, [1])
    assert (missing.status, missing.pages) == ("missing", {})
    failing = run_engine(
        fake("broken", "import sys; sys.stderr.write('boom: bad xref\\n'); sys.exit(3)"), path, [1]
    )
    assert failing.status == "failed" and failing.note is not None
    assert failing.note.startswith("boom: bad xref")


def test_the_record_of_a_fake_engine_run_follows_the_schema(tmp_path: Path) -> None:
    script = (
        "import json,sys\n"
        "for p in sys.argv[2].split(','):\n"
        "    print(json.dumps({'page': int(p), 'text': 'あいえお'}))\n"
    )
    engines = [
        fake("echo", script),
        fake("sleeper", "import time; time.sleep(30)"),
        fake("absent", "", available=False),
    ]
    path = japan1_pdf(tmp_path, "あいうえお")
    record = compare_file(path, None, engines, time_limit=1.5)
    jsonschema.validate(record, SCHEMA)
    echo, sleeper, absent = record["engines"]
    assert [e["status"] for e in record["engines"]] == ["ok", "timeout", "missing"]
    ((difference,),) = [p["differences"] for p in echo["pages"]]
    assert difference["cause"] == "dropped" and difference["ours"] == "う"
    assert sleeper["pages"] == [] and absent["pages"] == []
    summary = compare_summary(record)
    first = summary["engines"][0]
    assert first["causes"][0]["cause"] == "dropped" and first["causes"][0]["count"] == 1


def test_engines_are_chosen_by_name_or_alias() -> None:
    assert [e.name for e in find_engines(["pdfminer", "FITZ"])] == ["pdfminer.six", "PyMuPDF"]
    assert [e.name for e in find_engines(None)] == [e.name for e in ENGINES]
    with pytest.raises(ValueError, match="unknown engine 'acrobat'"):
        find_engines(["acrobat"])


def test_every_cause_is_in_the_schema() -> None:
    assert SCHEMA["$defs"]["difference"]["properties"]["cause"]["enum"] == list(CAUSES)


# -- the real engines ------------------------------------------------------------------------------


def engine(name: str) -> Engine:
    (found,) = find_engines([name])
    if not found.available():
        pytest.skip(f"{name} is not installed")
    return found


def installed(names: Sequence[str]) -> list[Engine]:
    return [e for e in find_engines(names) if e.available()]


def adobe_identity_pdf(tmp_path: Path) -> Path:
    """Identity-H with Adobe-Identity CIDs and no ToUnicode: nothing maps the codes."""
    return japan1_pdf(tmp_path, "あいう", ordering="Identity", supplement=0, name="identity.pdf")


def test_pdfminer_prints_escapes_where_nothing_maps_the_codes(tmp_path: Path) -> None:
    record = compare_file(adobe_identity_pdf(tmp_path), None, [engine("pdfminer.six")])
    (page,) = record["engines"][0]["pages"]
    assert page["differences"] and {d["cause"] for d in page["differences"]} == {"cid-escape"}
    assert "(cid:843)" in page["text"]
    assert "Adobe-Identity" in page["differences"][0]["explanation"]


def test_pypdf_prints_cids_as_code_points_where_nothing_maps_them(tmp_path: Path) -> None:
    record = compare_file(adobe_identity_pdf(tmp_path), None, [engine("pypdf")])
    (page,) = record["engines"][0]["pages"]
    assert {d["cause"] for d in page["differences"]} == {"cid-as-unicode"}


def test_reportlab_cid_fonts_all_engines_agree(tmp_path: Path) -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(UnicodeCIDFont("HeiseiMin-W3"))
    path = tmp_path / "reportlab.pdf"
    c = canvas.Canvas(str(path))
    c.setFont("HeiseiMin-W3", 14)
    c.drawString(72, 700, "日本語のテキストです")
    c.setFont("Helvetica", 12)
    c.drawString(72, 660, "Hello world")
    c.save()
    engines = installed(["pdftotext", "mutool", "PyMuPDF", "pdfminer.six", "pypdf"])
    if not engines:
        pytest.skip("no extractor installed")
    record = compare_file(path, None, engines)
    jsonschema.validate(record, SCHEMA)
    for run in record["engines"]:
        assert run["status"] == "ok", run
        assert [p["differences"] for p in run["pages"]] == [[]], run["name"]
        assert run["pages"][0]["agreement"] == 1.0


@pytest.fixture(scope="module")
def uplatex_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("uplatex") is None or shutil.which("dvipdfmx") is None:
        pytest.skip("needs uplatex and dvipdfmx (texlive-lang-japanese)")
    folder = tmp_path_factory.mktemp("uplatex")
    (folder / "y.tex").write_text(
        "\\documentclass{ujarticle}\\pagestyle{empty}\\begin{document}\n"
        "日本語の文章です。かなと漢字。\n\\end{document}\n",
        encoding="utf-8",
    )
    for command in (["uplatex", "-interaction=nonstopmode", "y.tex"], ["dvipdfmx", "y.dvi"]):
        subprocess.run(
            command, cwd=folder, check=True, capture_output=True, timeout=180,
            stdin=subprocess.DEVNULL,
        )  # fmt: skip
    return folder / "y.pdf"


@pytest.mark.producers
def test_uplatex_without_tounicode_pypdf_differs_by_cid_as_unicode(uplatex_pdf: Path) -> None:
    record = compare_file(uplatex_pdf, None, [engine("pypdf")])
    (page,) = record["engines"][0]["pages"]
    assert page["differences"]
    assert {d["cause"] for d in page["differences"]} == {"cid-as-unicode"}
    assert all(d["string"] is not None and d["code"] is not None for d in page["differences"])


@pytest.mark.producers
def test_uplatex_engines_that_use_the_collection_agree(uplatex_pdf: Path) -> None:
    engines = installed(["pdftotext", "mutool", "pdfminer.six"])
    if not engines:
        pytest.skip("none of pdftotext, mutool, pdfminer.six is installed")
    record = compare_file(uplatex_pdf, None, engines)
    for run in record["engines"]:
        assert [p["differences"] for p in run["pages"]] == [[]], run["name"]


def test_pdfplumber_where_installed(tmp_path: Path) -> None:
    if find_spec("pdfplumber") is None:
        pytest.skip("pdfplumber is not installed (optional engine)")
    record = compare_file(adobe_identity_pdf(tmp_path), None, [engine("pdfplumber")])
    (page,) = record["engines"][0]["pages"]
    # pdfplumber extracts with pdfminer.six, escapes included.
    assert {d["cause"] for d in page["differences"]} == {"cid-escape"}


# -- the command line and explain-text ------------------------------------------------------------


def test_compare_command_json_and_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = adobe_identity_pdf(tmp_path)
    names = ",".join(e.name for e in installed(["pypdf", "pdfminer.six"]))
    if not names:
        pytest.skip("neither pypdf nor pdfminer.six is installed")
    assert main(["compare", str(path), "--engines", names, "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    jsonschema.validate(record, SCHEMA)
    assert main(["compare", str(path), "--engines", names]) == 0
    text = capsys.readouterr().out
    assert "agreement" in text and "page 1, string 0, code 0" in text
    assert main(["compare", str(path), "--engines", "acrobat"]) == 2


def test_recognize_names_pdfminer_and_pymupdf_conventions() -> None:
    miner = recognize("x (cid:843)(cid:844) y")
    assert miner is not None and miner.engine == "pdfminer.six"
    assert miner.text == "x \u034b\u034c y" and miner.count == 2
    raw = recognize("\x04\x18\x04@\x040")
    assert raw is not None and raw.engine == "PyMuPDF"
    assert recognize("plain text") is None


def test_explain_text_names_pdfminer_for_its_escapes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = adobe_identity_pdf(tmp_path)
    escapes = "".join(f"(cid:{c})" for c in cids("あいう"))
    assert main(["explain-text", str(path), "--garbled", escapes]) == 0
    out = capsys.readouterr().out
    assert "pdfminer.six" in out and "(cid:N)" in out
    assert "cid-as-unicode" in out


def test_report_compare_adds_a_section_in_every_format(tmp_path: Path) -> None:
    from inspector.report.json_report import load_schema

    script = (
        "import json,sys\n"
        "for p in sys.argv[2].split(','):\n"
        "    print(json.dumps({'page': int(p), 'text': 'あいえお'}))\n"
    )
    path = japan1_pdf(tmp_path, "あいうえお")
    echo = fake("echo", script)
    original = list(ENGINES)
    ENGINES[:] = [echo, fake("absent", "", available=False)]
    try:
        for suffix in ("json", "html", "md"):
            out = tmp_path / f"r.{suffix}"
            assert main(["report", str(path), "-o", str(out), "--compare"]) == 0
        assert main(["report", str(path), "-o", str(tmp_path / "x.md"), "--compare",
                     "--engines", "nothing"]) == 2  # fmt: skip
        redacted = tmp_path / "redacted.json"
        assert main(["report", str(path), "-o", str(redacted), "--compare", "--redact"]) == 0
    finally:
        ENGINES[:] = original
    data = json.loads((tmp_path / "r.json").read_text("utf-8"))
    jsonschema.validate(data, load_schema())
    first, absent = data["compare"]["engines"]
    assert (first["name"], first["agreement"], absent["status"]) == ("echo", 0.8889, "missing")
    ((cause,),) = [first["causes"]]
    assert (cause["cause"], cause["count"], cause["first"][0]["ours"]) == ("dropped", 1, "う")
    html = (tmp_path / "r.html").read_text("utf-8")
    assert 'id="compare"' in html and "<code>dropped</code> 1" in html
    markdown = (tmp_path / "r.md").read_text("utf-8")
    assert (
        "## Other extractors" in markdown and "| echo | 0.1 | ok | 88.9 % | dropped 1 |" in markdown
    )
    hidden = json.loads(redacted.read_text("utf-8"))["compare"]["engines"][0]["causes"][0]
    assert hidden["first"][0]["ours"] == "あ" and "う" not in hidden["first"][0]["explanation"]


def test_report_compare_section_and_compare_text_in_japanese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = (
        "import json,sys\n"
        "for p in sys.argv[2].split(','):\n"
        "    print(json.dumps({'page': int(p), 'text': 'あいえお'}))\n"
    )
    path = japan1_pdf(tmp_path, "あいうえお")
    original = list(ENGINES)
    ENGINES[:] = [fake("echo", script), fake("absent", "", available=False)]
    try:
        for suffix in ("json", "html", "md"):
            out = tmp_path / f"r.{suffix}"
            assert main(["report", str(path), "-o", str(out), "--compare", "--lang", "ja"]) == 0
        assert main(["compare", str(path), "--lang", "ja"]) == 0
    finally:
        ENGINES[:] = original
        from inspector.i18n import set_language

        set_language("en")
    html = (tmp_path / "r.html").read_text("utf-8")
    assert '<h2 id="compare">他の抽出ツール</h2>' in html and "Other extractors" not in html
    assert (
        "<th>一致率</th>" in html and "<code>pdf-font-inspector compare FILE --json</code>" in html
    )
    assert "未インストール" in html and "<code>dropped</code> 1" in html  # the cause stays
    markdown = (tmp_path / "r.md").read_text("utf-8")
    assert (
        "## 他の抽出ツール" in markdown
        and "| echo | 0.1 | 問題なし | 88.9 % | dropped 1 |" in markdown
    )
    assert "dropped、ページ 1、文字列 0、コード 2" in markdown
    data = json.loads((tmp_path / "r.json").read_text("utf-8"))
    assert data["compare"]["engines"][1]["status"] == "missing"  # JSON keeps the values
    text = capsys.readouterr().out
    assert "本ツールのテキストと抽出ツール 2 個の比較" in text and "一致率 88.9%" in text
    assert "未インストール" in text and "ページ 1、文字列 0、コード 2: 本ツール「う」" in text


def test_a_zero_byte_printed_before_each_character_is_raw_code(tmp_path: Path) -> None:
    # pypdf prints <0029> that ToUnicode maps to "H" as U+0000 "H" on some files.
    to_unicode = cmap_stream_bytes([("0000", "FFFF")], bfchars=[("0029", "0048"), ("002A", "0069")])
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, ordering="Identity", to_unicode=to_unicode)},
        content_tj("F1", 12, b"\x00\x29\x00\x2a"),
    )
    with Analysis(save(pdf, tmp_path)) as analysis:
        page = compare_page(our_page(analysis), "pypdf", "\x00H\x00i")
    assert [(d.cause, d.ours, d.theirs, d.code) for d in page.differences] == [
        ("raw-code", "H", "\x00H", 0),
        ("raw-code", "i", "\x00i", 1),
    ]
    assert "leading byte" in page.differences[0].explanation


def test_pdffonts_rows_are_read_by_object_number() -> None:
    from inspector.engines.poppler import parse_pdffonts

    listing = (
        "name                                 type              encoding         emb sub uni "
        "object ID\n"
        "------------------------------------ ----------------- ---------------- --- --- --- "
        "---------\n"
        "Ryumin-Light-Identity-H              CID Type 0        Identity-H       no  no  no  "
        "     4  0\n"
        "[none]                               Type 3            Custom           yes no  yes "
        "    12  0\n"
    )
    assert parse_pdffonts(listing) == {4: "emb no, uni no", 12: "emb yes, uni yes"}


def test_pdftotext_differences_cite_pdffonts(tmp_path: Path) -> None:
    if shutil.which("pdffonts") is None:
        pytest.skip("pdffonts (poppler-utils) is not installed")
    record = compare_file(adobe_identity_pdf(tmp_path), None, [engine("pdftotext")])
    (page,) = record["engines"][0]["pages"]
    assert page["differences"]
    assert all("pdffonts lists the font" in d["explanation"] for d in page["differences"])
    assert "uni no" in page["differences"][0]["explanation"]


def test_gbk_codes_decoded_as_shift_jis_are_shift_jis(tmp_path: Path) -> None:
    raw = "中文字体".encode("gbk")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="GBK-EUC-H", ordering="GB1", supplement=2)},
        content_tj("F1", 12, raw),
    )
    with Analysis(save(pdf, tmp_path)) as analysis:
        ours = our_page(analysis)
        assert ours.text.text.strip() == "中文字体"
        page = compare_page(ours, "engine", raw.decode("cp932", errors="replace"))
    assert set(causes(page)) == {"shift-jis"}
    assert "Shift-JIS (cp932)" in page.differences[0].explanation


def test_a_space_spliced_into_the_bytes_at_a_tj_gap_is_tj_space_splice(tmp_path: Path) -> None:
    from inspector.diagnostics.naive import NaiveReader

    pdf = page_pdf(
        {"F1": type0_font},
        content_tj("F1", 12, [identity("あいう"), -400, identity("えおか")]),
    )
    with Analysis(save(pdf, tmp_path)) as analysis:
        ours = our_page(analysis)
        shows = list(ours.trace.strings)
        reader = ours.reader(shows[0])
        assert isinstance(reader, NaiveReader)
        spliced = "".join(p or "" for p in reader.splice(shows))
        page = compare_page(ours, "engine", spliced)
    assert causes(page) and set(causes(page)) == {"tj-space-splice"}
    assert page.differences[0].string == 1


def test_codes_split_two_bytes_at_a_time_are_fixed_two_byte(tmp_path: Path) -> None:
    from inspector.diagnostics.naive import NaiveReader

    # One one-byte code, then two-byte codes: read two bytes at a time, <4188> is no code
    # (U+FFFD) and <9f88> another kanji.
    raw = b"A" + "亜亜亜".encode("cp932")
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, encoding="90ms-RKSJ-H", supplement=2)},
        content_tj("F1", 12, raw),
    )
    with Analysis(save(pdf, tmp_path)) as analysis:
        ours = our_page(analysis)
        (show,) = ours.trace.strings
        reader = ours.reader(show)
        assert isinstance(reader, NaiveReader)
        shifted = reader.read(show.decoded, "fixed-two-byte")
        assert shifted is not None and shifted != ours.text.text.strip()
        page = compare_page(ours, "engine", shifted)
    # The first code's U+FFFD alone cannot tell the mistake from an engine's own U+FFFD.
    assert causes(page) == ["replacement", "fixed-two-byte"]
    assert "90ms-RKSJ-H" in page.differences[1].explanation


def test_an_encrypted_file_is_compared_with_its_password(tmp_path: Path) -> None:
    import pikepdf

    plain = japan1_pdf(tmp_path, "あいう")
    locked = tmp_path / "locked.pdf"
    with pikepdf.open(plain) as pdf:
        pdf.save(locked, encryption=pikepdf.Encryption(user="secret", owner="owner"))
    engines = installed(["pdftotext", "mutool", "PyMuPDF", "pdfminer.six", "pypdf"])
    if not engines:
        pytest.skip("no extractor installed")
    record = compare_file(locked, None, engines, password="secret")
    for run in record["engines"]:
        assert run["status"] == "ok", run
        causes_found = {d["cause"] for p in run["pages"] for d in p["differences"]}
        # pypdf takes the CIDs of Identity-H as code points; the others use the collection.
        assert causes_found == ({"cid-as-unicode"} if run["name"] == "pypdf" else set())


def test_invisible_format_characters_are_aside_like_whitespace() -> None:
    got = tokens("a\u200bb\u00ad c\ufeff")
    assert got.items == ["a", "b", "c"]
    assert got.spaced == [False, False, True]


def test_a_line_printed_backwards_is_one_order_difference(tmp_path: Path) -> None:
    with Analysis(japan1_pdf(tmp_path, "あいうえお", "かきく")) as analysis:
        page = compare_page(our_page(analysis), "engine", "おえ ういあ\nかきく")
    d, space = page.differences
    # The engine's space between え and う, turned round with the line.
    assert (space.cause, space.ours, space.code) == ("spacing", "うえ", 3)
    assert (d.cause, d.ours, d.theirs, d.string, d.code) == (
        "order",
        "あいうえお",
        "おえういあ",
        0,
        0,
    )
    assert "opposite direction" in d.explanation
    assert page.agreement == 1.0
