"""compare says only what is known and writes nothing unsafe: lone surrogates in every
output, the engines' children under a private temporary folder and a memory limit, and
a comparison that does not assume our text is right (issue 32, items 2 and 7)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest
from builders import cmap_stream_bytes, content_tj, page_pdf, save, simple_font, type0_font

from inspector.engines import Engine, run_engine
from inspector.engines.registry import read_json_lines

ROOT = Path(__file__).resolve().parents[1]


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """The command line in a child process: its real standard output encodes what it
    writes (capsys would not)."""
    environ = dict(os.environ if env is None else env)
    environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), environ.get("PYTHONPATH")]))
    environ["PYTHONIOENCODING"] = "utf-8"
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args], capture_output=True, env=environ, timeout=300
    )


def identity_pdf(tmp_path: Path, codes: list[int], name: str = "identity.pdf") -> Path:
    """Identity-H with Adobe-Identity CIDs and no ToUnicode: nothing maps the codes."""
    data = b"".join(c.to_bytes(2, "big") for c in codes)
    pdf = page_pdf(
        {"F1": lambda p: type0_font(p, ordering="Identity", supplement=0)},
        content_tj("F1", 12, data),
    )
    return save(pdf, tmp_path, name)


def script_engine(name: str, script: str) -> Engine:
    """An engine that runs a Python script (given the file and the pages)."""
    return Engine(
        name=name,
        available=lambda: True,
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


# -- lone surrogates ------------------------------------------------------------------------------


def test_compare_json_writes_lone_surrogates_as_escapes_and_says_so(tmp_path: Path) -> None:
    # pypdf prints each CID of a font nothing maps as the code point: D800 is a lone
    # surrogate, which UTF-8 cannot hold.
    if find_spec("pypdf") is None:
        pytest.skip("pypdf is not installed")
    path = identity_pdf(tmp_path, [0xD800, 0x0041])
    done = cli("compare", str(path), "--engines", "pypdf", "--json")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert b"\\ud800" in done.stdout
    record = json.loads(done.stdout)
    assert "\ud800" in record["engines"][0]["pages"][0]["text"]
    assert b"lone surrogate" in done.stderr and b"\\uXXXX escape" in done.stderr
    text = cli("compare", str(path), "--engines", "pypdf")
    assert text.returncode == 0, text.stderr.decode("utf-8", "replace")
    assert b"\\ud800" in text.stdout and b"lone surrogate" in text.stderr
    assert b"(s)" not in text.stderr


def test_the_record_with_a_lone_surrogate_goes_to_a_utf8_stream() -> None:
    from inspector.cli.compare import write_record

    record = {"file": "a\udcff.pdf", "engines": []}
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="utf-8")
    write_record(stream, record)
    stream.flush()
    assert json.loads(raw.getvalue()) == record


def test_an_engines_lone_surrogates_come_back_one_by_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A high surrogate then a low one, each alone: escaped in JSON they would read back
    # as the one character of the pair, which the engine did not print.
    from inspector.engines import child

    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="utf-8"))
    child._emit({"page": 1, "text": "a\ud801\udfffb"})
    assert read_json_lines(raw.getvalue(), [1], Path()) == {1: "a\ud801\udfffb"}


# -- the engines' children: a private temporary folder and a memory limit -------------------------


def test_an_engine_writes_its_temporary_files_into_a_folder_removed_after_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    script = (
        "import json,os,sys,tempfile\n"
        "open(os.path.join(tempfile.gettempdir(), '.ses'), 'w').write('x')\n"
        "print(json.dumps({'page': 1, 'text': tempfile.gettempdir()}))\n"
    )
    path = identity_pdf(tmp_path, [0x41])
    monkeypatch.setenv("TMPDIR", str(shared))
    run = run_engine(script_engine("writer", script), path, [1])
    assert run.status == "ok"
    assert list(shared.iterdir()) == []
    assert not Path(run.pages[1]).exists() and Path(run.pages[1]) != shared


def test_the_compare_command_leaves_nothing_in_tmpdir(tmp_path: Path) -> None:
    # PyMuPDF's layout package loads ONNX Runtime, which wrote a 51-byte .ses file into
    # the temporary folder on every run.
    if find_spec("pymupdf") is None:
        pytest.skip("PyMuPDF is not installed")
    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    path = identity_pdf(tmp_path, [0x41])
    done = cli(
        "compare", str(path), "--engines", "pymupdf", env={**os.environ, "TMPDIR": str(shared)}
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert list(shared.iterdir()) == []


@pytest.mark.skipif(os.name != "posix", reason="the memory limit needs setrlimit")
def test_an_engine_past_the_memory_limit_is_stopped_and_said_so(tmp_path: Path) -> None:
    script = (
        "import json,sys\n"
        "print(json.dumps({'page': 1, 'text': 'A'}), flush=True)\n"
        "hog = bytearray(1024 ** 3)\n"
        "print(json.dumps({'page': 2, 'text': 'B'}))\n"
    )
    path = identity_pdf(tmp_path, [0x41])
    run = run_engine(script_engine("hog", script), path, [1, 2], memory_limit=256)
    assert run.status == "memory-limit"
    assert run.note == "limit: 256 MiB of address space (1 of 2 pages done)"
    assert run.pages == {1: "A"}
    free = run_engine(script_engine("hog", script), path, [1, 2], memory_limit=None)
    assert free.status == "ok"


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_an_engine_killed_by_a_signal_is_failed_not_a_limit_it_did_not_report(
    tmp_path: Path,
) -> None:
    script = "import os,signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"
    path = identity_pdf(tmp_path, [0x41])
    run = run_engine(script_engine("crash", script), path, [1], memory_limit=512)
    assert run.status == "failed"
    assert run.note is not None
    assert run.note.startswith("killed by SIGSEGV (possibly at the memory limit of 512 MiB)")


def test_compare_takes_a_memory_limit_option(tmp_path: Path) -> None:
    path = identity_pdf(tmp_path, [0x41])
    done = cli("compare", str(path), "--engines", "pypdf", "--memory-limit", "0")
    assert done.returncode == 2 and b"--memory-limit" in done.stderr
    done = cli("compare", str(path), "--engines", "pypdf", "--memory-limit", "1024")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")


# -- compare does not assume that our text is right ----------------------------------------------

HIRAGANA_FIRST_CID = 842
"""Adobe-Japan1 CID of U+3041; the hiragana follow in Unicode order."""


def japan1(text: str) -> bytes:
    return b"".join((HIRAGANA_FIRST_CID + ord(ch) - 0x3041).to_bytes(2, "big") for ch in text)


def our_page(path: Path) -> Any:
    from inspector.analysis import Analysis
    from inspector.diagnostics.explain import font_lookup
    from inspector.engines import OurPage
    from inspector.text import extract_page_text

    with Analysis(path) as analysis:
        trace = analysis.trace_page(0)
        return OurPage(trace, extract_page_text(trace), font_lookup(analysis))


def lines_pdf(tmp_path: Path, lines: list[str], **font: Any) -> Path:
    """One string per line: Adobe-Japan1 hiragana (Identity-H) or, with ``encoding``
    UniJIS-UTF16-H, any text as UTF-16BE codes."""
    utf16 = font.get("encoding") == "UniJIS-UTF16-H"
    content = b"".join(
        content_tj("F1", 12, line.encode("utf-16-be") if utf16 else japan1(line), y=720 - 20 * i)
        for i, line in enumerate(lines)
    )
    return save(page_pdf({"F1": lambda p: type0_font(p, **font)}, content), tmp_path, "lines.pdf")


def test_ours_is_the_odd_one_out_when_four_engines_agree_against_it(tmp_path: Path) -> None:
    # A ToUnicode CMap maps the codes to "xyz" and we follow it; four engines print the
    # hiragana the glyphs are (the collection's), and agree with each other.
    from inspector.engines import compare_page
    from inspector.engines.verdict import page_verdict

    codes = [HIRAGANA_FIRST_CID + ord(ch) - 0x3041 for ch in "あいう"]
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")],
        bfchars=[(f"{c:04X}", f"{ord(letter):04X}") for c, letter in zip(codes, "xyz")],
    )
    path = lines_pdf(tmp_path, ["あいう"], to_unicode=to_unicode)
    ours = our_page(path)
    assert ours.text.text.strip() == "xyz"
    texts = {
        "pdftotext": "あいう\n",
        "mutool": "あいう\n",
        "PyMuPDF": "あいう",
        "pdfminer.six": "あいう",
    }
    comparisons = {name: compare_page(ours, name, text) for name, text in texts.items()}
    verdict = page_verdict(1, ours.text.text, texts, comparisons)
    assert verdict.verdict == "ours-odd"
    assert verdict.agreeing == list(texts) and verdict.with_ours == []
    assert verdict.cause == "tounicode-ignored"
    assert verdict.explanation.startswith("Ours is the odd one out on page 1: pdftotext, mutool")
    assert "the ToUnicode CMap may be wrong" in verdict.explanation


def test_ours_agrees_and_an_engine_is_the_odd_one() -> None:
    from inspector.engines.verdict import page_verdict

    texts = {"a": "あいうえお", "b": "あいうえお", "c": "(cid:1)(cid:2)(cid:3)(cid:4)(cid:5)"}
    verdict = page_verdict(1, "あいうえお", texts)
    assert (verdict.verdict, verdict.with_ours) == ("ours-agrees", ["a", "b"])
    assert "c differs" in verdict.explanation
    alone = page_verdict(1, "あいうえお", {"a": "あいうえお", "b": "かきくけこ", "c": "さしすせそ"})
    assert alone.verdict == "ours-agrees"
    assert alone.explanation.startswith("Page 1: a prints what we print")
    two = {"a": "あいうえお", "b": "かきくけこ", "c": "かきくけこ"}
    assert page_verdict(2, "あいうえお", two).verdict == "no-majority"  # two against two
    three = {**two, "d": "かきくけこ"}
    outvoted = page_verdict(2, "あいうえお", three)
    assert outvoted.verdict == "ours-odd" and outvoted.with_ours == ["a"]
    assert "(a prints what we print)" in outvoted.explanation
    none = page_verdict(3, "あいうえお", {"a": "さしすせそ", "b": "かきくけこ"})
    assert none.verdict == "no-majority"
    assert page_verdict(4, "あ", {"a": "あ"}).verdict == "too-few"


def test_our_reading_order_is_the_odd_one_when_the_engines_agree_on_theirs() -> None:
    from inspector.engines.verdict import page_verdict

    ours = "あいうえお\nかきくけこ\nさしすせそ\n"
    theirs = "さしすせそ\nかきくけこ\nあいうえお\n"
    verdict = page_verdict(1, ours, {"a": theirs, "b": theirs, "c": theirs})
    assert (verdict.verdict, verdict.cause) == ("ours-odd", "order")
    assert "in its reading order" in verdict.explanation


def test_lines_in_another_order_with_a_difference_are_order_not_dropped(tmp_path: Path) -> None:
    # The engine prints every line in another order, and U+2011 for the hyphen <002d>:
    # each line is matched as a unit (order) and the hyphen is the one difference in it.
    from inspector.engines import compare_page

    lines = ["あい-うえ", "かき-くけ", "さし-すせ"]
    path = lines_pdf(tmp_path, lines, encoding="UniJIS-UTF16-H")
    ours = our_page(path)
    for theirs in (
        "\n".join(reversed(lines)).replace("-", "\u2011"),
        "さし\u2011すせ かき\u2011くけ\nあい\u2011うえ",
    ):
        page = compare_page(ours, "mutool", theirs)
        found = {d.cause for d in page.differences}
        assert found == {"order", "other"}, [(d.cause, d.ours, d.theirs) for d in page.differences]
        hyphens = [d for d in page.differences if d.cause == "other"]
        assert len(hyphens) == 3
        assert all((d.ours, d.theirs) == ("-", "\u2011") for d in hyphens)
        assert "utf-16be" not in found


def test_a_column_printed_first_is_one_order_difference_with_what_the_engine_printed(
    tmp_path: Path,
) -> None:
    from inspector.engines import compare_page

    lines = ["あいうえお", "かきくけこ", "さしすせそ", "たちつてと", "なにぬねの"]
    ours = our_page(lines_pdf(tmp_path, lines))
    theirs = "さしすせそ\nたちつてと\nなにぬねの\nあいうえお\nかきくけこ\n"
    page = compare_page(ours, "pdfminer.six", theirs)
    (d,) = page.differences
    assert d.cause == "order" and page.agreement == 1.0
    assert d.ours == "あいうえお\nかきくけこ" and d.theirs == "あいうえお\nかきくけこ"
    assert "our lines 1-2" in d.explanation and "from its line 4" in d.explanation


def test_one_character_per_line_is_layout_showing_what_the_engine_printed(tmp_path: Path) -> None:
    from inspector.engines import compare_page

    ours = our_page(lines_pdf(tmp_path, ["あいうえお"], encoding="Identity-V"))
    page = compare_page(ours, "PyMuPDF", "あ\nい\nう\nえ\nお\n")
    (d,) = page.differences
    assert d.cause == "layout"
    assert (d.ours, d.theirs) == ("あいうえお", "あ\nい\nう\nえ\nお")
    assert "one per line" in d.explanation and "put a space" not in d.explanation


def test_glyph_names_printed_as_text_are_glyph_name(tmp_path: Path) -> None:
    from inspector.engines import compare_page

    path = glyph_name_pdf(tmp_path)
    page = compare_page(our_page(path), "pypdf", "/achar/bchar/cchar D/achar/bchar")
    assert {d.cause for d in page.differences} == {"glyph-name"}
    assert page.differences[0].theirs == "/achar/bchar/cchar"
    assert 'glyph name "/achar"' in page.differences[0].explanation


def glyph_name_pdf(tmp_path: Path) -> Path:
    """Helvetica (not embedded) whose /Differences give codes A-C glyph names that name
    no character: we read nothing for them, and most engines fall back on the code."""
    font = lambda p: simple_font(  # noqa: E731
        p, encoding="WinAnsiEncoding", differences=[65, "achar", "bchar", "cchar"]
    )
    return save(page_pdf({"F1": font}, content_tj("F1", 12, b"ABC DAB")), tmp_path, "gn.pdf")


REAL = ("pdftotext", "mutool", "PyMuPDF", "pdfminer.six", "pypdf")


@pytest.mark.slow  # the installed engines, each in its own process
def test_compare_command_says_ours_is_the_odd_one_out_with_the_real_engines(
    tmp_path: Path,
) -> None:
    from inspector.engines import find_engines

    installed = [e.name for e in find_engines(list(REAL)) if e.available()]
    agreeing = [n for n in installed if n in ("pdftotext", "PyMuPDF", "pdfminer.six")]
    if len(agreeing) < 2:
        pytest.skip("fewer than two of pdftotext, PyMuPDF and pdfminer.six are installed")
    path = glyph_name_pdf(tmp_path)
    done = cli("compare", str(path), "--engines", ",".join(installed), "--json")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    record = json.loads(done.stdout)
    (verdict,) = record["verdicts"]
    assert verdict["verdict"] == "ours-odd"
    assert verdict["agreeing"] == agreeing
    assert verdict["explanation"].startswith("Ours is the odd one out on page 1")
    engines = {e["name"]: e for e in record["engines"]}
    if "pypdf" in engines:
        causes = {d["cause"] for p in engines["pypdf"]["pages"] for d in p["differences"]}
        assert causes == {"glyph-name"}
    text = cli("compare", str(path), "--engines", ",".join(installed))
    assert text.returncode == 0
    assert b"! Ours is the odd one out on page 1" in text.stdout
    assert b"more likely ours" in text.stdout


@pytest.mark.slow  # the installed engines, each in its own process
def test_vertical_text_is_layout_with_the_real_engines(tmp_path: Path) -> None:
    from inspector.engines import find_engines

    wanted = [e for e in find_engines(["PyMuPDF", "pdfminer.six"]) if e.available()]
    if not wanted:
        pytest.skip("neither PyMuPDF nor pdfminer.six is installed")
    path = lines_pdf(tmp_path, ["あいうえおかき"], encoding="Identity-V")
    done = cli("compare", str(path), "--engines", ",".join(e.name for e in wanted), "--json")
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    for engine in json.loads(done.stdout)["engines"]:
        differences = [d for p in engine["pages"] for d in p["differences"]]
        assert [d["cause"] for d in differences] in ([], ["layout"]), differences


def test_the_same_line_printed_again_is_paired_where_ours_is_not_moved(tmp_path: Path) -> None:
    # Four equal lines; the engine prints the third with a zero byte before each
    # character: it pairs with our third line, in place, and is no reading order.
    from inspector.engines import compare_page

    ours = our_page(lines_pdf(tmp_path, ["あいうえお"] * 4))
    odd = "".join("\x00" + ch for ch in "あいうえお")
    page = compare_page(ours, "pypdf", "\n".join(["あいうえお", "あいうえお", odd, "あいうえお"]))
    # The first zero byte stands after our line before (the "near" code is there).
    assert [d.cause for d in page.differences] == ["other", "other"]
    assert {d.theirs for d in page.differences} == {"\x00"}
    assert "4 times in this string" in page.differences[1].explanation


# -- a page we did not read whole -----------------------------------------------------------------


def cut_page(tmp_path: Path) -> Path:
    """Helvetica text whose content stream's Flate data is cut half-way: the first
    lines are read, the rest is lost."""
    import zlib

    import pikepdf

    content = b"".join(content_tj("F1", 12, b"line %02d" % i, y=760 - 20 * i) for i in range(30))
    data = zlib.compress(content)
    pdf = page_pdf({"F1": simple_font}, b"")
    pdf.pages[0].obj.Contents.write(data[: len(data) // 2], filter=pikepdf.Name.FlateDecode)
    path = tmp_path / "cut.pdf"
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none)
    return path


@pytest.mark.parametrize("as_json", [False, True])
def test_compare_warns_of_a_page_not_read_whole_and_its_verdict_says_so(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    as_json: bool,
) -> None:
    from inspector.analysis import Analysis
    from inspector.cli import main
    from inspector.engines import EngineRun, compare
    from inspector.text import extract_page_text

    path = cut_page(tmp_path)
    with Analysis(path) as analysis:
        ours = extract_page_text(analysis.trace_page(0)).text
    assert "line 00" in ours and "line 29" not in ours
    # Two engines print what we read of the page: they agree with ours, on a part.
    runs = [EngineRun(name, "1", "ok", None, {1: ours}) for name in ("a", "b")]
    monkeypatch.setattr(compare, "run_engines", lambda *args, **kwargs: runs)
    code = main(["compare", str(path), *(["--json"] if as_json else [])])
    out, err = capsys.readouterr()
    assert code == 1
    assert err.startswith("warning: page 1: not read whole: ")
    if as_json:
        (verdict,) = json.loads(out)["verdicts"]
        assert verdict["verdict"] == "ours-agrees" and verdict["unread"]
        explanation = verdict["explanation"]
    else:
        explanation = out
    assert "our text of page 1 was not read whole" in explanation
    assert "agrees only as far as it was read" in explanation
