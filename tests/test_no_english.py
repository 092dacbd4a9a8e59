"""No English sentence left in translated output: every message of the catalogues and
every report format and table (HTML, Markdown, the CSV's translated reason, `fonts`,
`trace`, `explain`, the glyph-shape lines) rendered in ja, zh_CN, zh_TW and ko on a few
built PDFs, so that a new message cannot ship in English only; English output still
reads as English.

The heuristic: a run of three or more English words (lower case or capitalised letters
only) in a row is a sentence left untranslated. What may stay English never counts as a
word: the PDF's own names and text (every word of the file, its streams decoded), finding
codes and enum values, PDF names, operators, tool and option names, code spans, and
words written in capitals or with inner capitals (ToUnicode, CIDToGIDMap, PDF)."""

from __future__ import annotations

import contextlib
import csv
import html
import io
import re
import string
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pikepdf
import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    type0_font,
)
from test_fontprog import bare_cff

from inspector.catalogue import CATALOGUE
from inspector.chain import Flag, UnicodeSource, WidthSource
from inspector.cli import main
from inspector.diagnostics.verdict import Verdict
from inspector.i18n import LANGUAGES, Message, set_language, tr_in
from inspector.i18n.extract import messages
from inspector.i18n.wrap import wrap_wide

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'_.+-]*[A-Za-z0-9]|[A-Za-z]")
_ENGLISH = re.compile(r"[A-Z]?[a-z]+(?:'[a-z]+)?")
_BETWEEN = re.compile(r"[\s,;:()\"'’-]*")
_CODE_SPAN = re.compile(r"`[^`]*`")
_QUOTED = re.compile(r"\bqpdf: [^)\n]*")
"""What qpdf says, quoted: other software's words stay as they are (README, Languages)."""

_KNOWN_WORDS = """
    cmap post charset usecmap cidrange cidchar notdef glyf hmtx loca name true false
    fonts noto cjk ipafont numpy fontconfig fc list pip install glyphs
    mupdf pymupdf pdfminer pdfplumber pypdf poppler pdftotext qpdf ghostscript pdfbox
    adobe glyph list identity mac roman type tex opentype truetype flate lzw ascii hex
    debian javascript vbscript data mailto http https pt
"""
KNOWN = frozenset(_KNOWN_WORDS.split())
"""Words that name things, not sentences: tables of font programs, tools and packages,
schemes; compared in lower case."""


def _names_of(enum: type) -> set[str]:
    return {str(member.value).lower() for member in enum}


CODE_NAMES = (
    {code.lower() for code in CATALOGUE}
    | _names_of(Flag)
    | _names_of(UnicodeSource)
    | _names_of(WidthSource)
    | _names_of(Verdict)
    | {"error", "warning", "info", "glyph-shape", "stream", "named", "sample"}
)


def pdf_words(path: Path) -> set[str]:
    """Every word of the file, its streams decoded (names, operators, text, CMaps, the
    font programs' names): the PDF's own words, which stay as they are (as written:
    /Page allows "Page", not "page")."""
    words: set[str] = set()
    with pikepdf.open(path) as pdf:
        for obj in pdf.objects:
            text = repr(obj)
            if isinstance(obj, pikepdf.Stream):
                with contextlib.suppress(pikepdf.PdfError):
                    text += obj.read_bytes().decode("latin-1")
            words.update(_WORD.findall(text))
    return words


def english_runs(text: str, allowed: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Runs of three or more English words in a row (nothing but spaces and punctuation
    between them) that are neither names nor allowed."""
    text = _QUOTED.sub(" ", _CODE_SPAN.sub(" ", text))
    found: list[str] = []
    run: list[str] = []
    end = 0
    for match in _WORD.finditer(text):
        token = match.group(0)
        lower = token.lower()
        word = (
            _ENGLISH.fullmatch(token) is not None
            and token not in allowed
            and lower not in KNOWN
            and lower not in CODE_NAMES
        )
        if run and not (word and _BETWEEN.fullmatch(text[end : match.start()])):
            if len(run) >= 3:
                found.append(" ".join(run))
            run = []
        if word:
            run.append(token)
            end = match.end()
    if len(run) >= 3:
        found.append(" ".join(run))
    return found


def html_text(page: str) -> str:
    """What a reader sees of an HTML report: text and titles, no markup, style or
    script."""
    page = re.sub(r"(?s)<style.*?</style>|<script.*?</script>", " ", page)
    titles = " ".join(re.findall(r'title="([^"]*)"', page))
    return html.unescape(re.sub(r"<[^>]+>", " ", page) + " " + titles)


# --- the PDFs ---------------------------------------------------------------


def _collection_pdf(tmp_path: Path) -> Path:
    """A Japanese line in a non-embedded CID font without ToUnicode (its collection gives
    the text) and an Identity font without ToUnicode (nothing does)."""
    pdf = page_pdf(
        {
            "F1": partial(type0_font, encoding="UniJIS-UCS2-H", base_font="HeiseiMin-W3"),
            "F2": partial(type0_font, ordering="Identity", supplement=0, base_font="ABCDEF+Sub"),
        },
        content_tj("F1", 20, b"\x65\xe5\x67\x2c", y=700) + content_tj("F2", 20, b"\x00\x05", y=600),
    )
    return save(pdf, tmp_path, "collection.pdf")


def _program_pdf(tmp_path: Path, program_cmap: bool = True) -> Path:
    """An embedded TrueType CIDFont behind an embedded CMap and a CIDToGIDMap stream,
    without ToUnicode: the program's cmap table recovers the text (without it, nothing
    does); inside a Form XObject too."""
    cmap = cmap_stream_bytes(
        [("0000", "ffff")], cidranges=[("0001", "0002", 1)], ordering="Identity", supplement=0
    )
    font = partial(
        type0_font,
        encoding=cmap,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        base_font="ABCDEF+Test",
        font_file2=embedded_truetype("AB", include_cmap=program_cmap, glyph_names=program_cmap),
        cid_to_gid=b"\x00\x00\x00\x01\x00\x02",
        dw=1000,
    )
    content = content_tj("F1", 20, b"\x00\x01\x00\x02") + b"/X1 Do\n"
    pdf = page_pdf({"F1": font}, content, xobjects={"X1": content_tj("F1", 12, b"\x00\x02")})
    return save(pdf, tmp_path, "program.pdf" if program_cmap else "no-evidence.pdf")


def _builtin_pdf(tmp_path: Path) -> Path:
    """A Type1C font with no /Encoding: its program's built-in encoding names the
    glyphs."""

    def font(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        program = pdf.make_stream(bare_cff({0x41: "A", 0x42: "B"}))
        program.Subtype = pikepdf.Name.Type1C
        return simple_font(
            pdf,
            base_font="ABCDEF+TestCFF",
            first_char=0x41,
            widths=[600, 600],
            font_file3=program,
        )

    pdf = page_pdf({"F1": font}, content_tj("F1", 12, b"AB"))
    return save(pdf, tmp_path, "builtin.pdf")


BUILDERS: list[Callable[[Path], Path]] = [
    _collection_pdf,
    _program_pdf,
    _builtin_pdf,
    partial(_program_pdf, program_cmap=False),
]


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, set[str]]]:
    folder = tmp_path_factory.mktemp("no-english")
    built = [build(folder) for build in BUILDERS]
    return [(path, pdf_words(path)) for path in built]


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def _run(
    capsys: pytest.CaptureFixture[str], *argv: str, allowed_codes: tuple[int, ...] = (0, 1)
) -> str:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert code in allowed_codes, (argv, code, captured.err)
    return captured.out + "\n" + captured.err


def rendered(
    path: Path, lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> Iterator[tuple[str, str]]:
    """(what, text people read) of every format and table for one file."""
    name = path.stem
    for fmt in ("html", "md", "csv"):
        out = tmp_path / f"{name}.{lang}.{fmt}"
        _run(capsys, "report", str(path), "--lang", lang, "-o", str(out))
        text = out.read_text("utf-8")
        if fmt == "html":
            yield "report html", html_text(text)
        elif fmt == "md":
            yield "report md", text
        else:
            rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
            key = "reason" if lang == "en" else "reason_translated"
            yield "report csv", "\n".join(row.get(key, row["reason"]) for row in rows)
    yield "fonts", _run(capsys, "fonts", str(path), "--lang", lang)
    yield "trace", _run(capsys, "trace", str(path), "--lang", lang)


# --- the tests --------------------------------------------------------------


def _sample_values(template: str) -> dict[str, object]:
    """A value for each placeholder that is no English word."""
    values: dict[str, object] = {}
    for _, name, spec, _ in string.Formatter().parse(template):
        if name:
            numeric = spec and (spec[-1] in "dgfe%n" or spec.startswith("+"))
            values[name] = 7 if numeric else "X9"
    return values


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_into_words_of_the_language(lang: str) -> None:
    """Each text of the catalogues (findings' titles and explanations, messages, report
    texts) formatted in the language: no English sentence left."""
    problems = []
    for msgid, found in messages().items():
        values = _sample_values(msgid)
        if found.plural is not None:  # a plural message: its form for a count of 7
            text = tr_in(Message(msgid, values, found.plural, 7), lang)
        else:
            text = tr_in(Message(msgid, values), lang)
        runs = english_runs(text)
        if runs:
            problems.append(f"{lang}: {msgid!r} -> {runs}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_reports_and_tables_have_no_english_sentence(
    lang: str,
    pdfs: list[tuple[Path, set[str]]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    problems = []
    for path, words in pdfs:
        for what, text in rendered(path, lang, tmp_path, capsys):
            for run in dict.fromkeys(english_runs(text, words)):
                problems.append(f"{lang} {path.name} {what}: {run!r}")
            if lang.startswith("zh") and what == "fonts":
                # The verdict line is the language's: "判定：可恢复：..." (no ": " between).
                line = next(x for x in text.splitlines() if x.startswith("判定"))
                if ": " in line:
                    problems.append(f"{lang} {path.name} fonts: both colons in {line!r}")
    explained = _run(capsys, "explain", "--lang", lang)
    problems += [f"{lang} explain: {run!r}" for run in english_runs(explained)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_glyph_shape_lines_are_translated(
    lang: str,
    pdfs: list[tuple[Path, set[str]]],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The glyph-shape route asked for where it cannot run (no reference font): its
    finding and its line on stderr in the language."""
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", "")
    path, words = pdfs[3]
    text = _run(
        capsys, "fonts", str(path), "--lang", lang, "--recover", "glyph-shape", allowed_codes=(2,)
    )
    assert "GLYPH-SHAPE-UNAVAILABLE" in text
    assert "INSPECTOR_GLYPH_FONTS" in text or "numpy" in text  # why, in its words
    assert english_runs(text, words) == []


def test_english_output_reads_as_english(
    pdfs: list[tuple[Path, set[str]]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same formats in English: sentences the heuristic sees, and no CJK."""
    for path, words in pdfs:
        for what, text in rendered(path, "en", tmp_path, capsys):
            # The page text of a file is its own (Han); our words would bring kana or hangul.
            assert not re.search(r"[\u3040-\u30ff\uac00-\ud7a3]", text), (path.name, what)
            if what.startswith("report"):
                assert english_runs(text, words), (path.name, what)
    report = (tmp_path / "program.en.html").read_text("utf-8")
    assert "First on page 1, string 0 (Tj with /F1): " in report
    assert "CIDToGIDMap stream" in report and "embedded CMap Test-H" in report
    assert '<span class="mono">&lt;00010002&gt;</span>, the code at byte 2.' in report
    assert "In the same content line as the code above (page 1 content, line 4)." in report


def test_the_heuristic() -> None:
    assert english_runs("フォントに /ToUnicode がありません") == []
    assert english_runs("判定: the font has no ToUnicode CMap") == ["the font has no"]
    assert english_runs("`pdf-font-inspector text --pages 1` は動作します") == []
    assert english_runs("Adobe Glyph List に名前がありません") == []
    assert english_runs("WinAnsiEncoding + Differences") == []
    assert english_runs("hello big world", {"world"}) == []
    assert english_runs("First on page 1", {"Page"}) == ["First on page"]


def test_wrapping_follows_each_script() -> None:
    """Korean breaks at spaces only (a word keeps its particles); Chinese and Japanese
    anywhere except before closing or after opening punctuation, the Latin word before
    a closing bracket going over with it."""
    korean = (
        "글꼴에 /ToUnicode가 없습니다. 인코딩이나 문자 컬렉션이 각 코드의 뜻을 알려 줄 "
        "때만 텍스트를 복구할 수 있습니다(MuPDF처럼)."
    )
    words = korean.split()
    for width in range(14, 40):
        lines = wrap_wide(korean, width)
        assert [w for line in lines for w in line.split()] == words, width
        assert not any(line.startswith((")", ".", ",")) for line in lines), width
    chinese = "校验和不匹配则属于损坏（STREAM-TRUNCATED）。依赖它的内容被跳过「见下文」。"
    for width in range(10, 40):
        lines = wrap_wide(chinese, width)
        assert "".join(lines) == chinese, width
        assert not any(line[0] in "）。」，" for line in lines), (width, lines)
        assert not any(line[-1] in "（「" for line in lines), (width, lines)
        assert all("STREAM-TRUNCATED" in line for line in lines if "STREAM" in line)


_CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3"
_ASCII_COLON = re.compile(r"(?<![a-z{])(?<!\d):(?![/:+\d])")
"""A colon used as punctuation, not in a URL scheme, a time, a placeholder's format."""


@pytest.mark.parametrize("lang", TRANSLATED)
def test_punctuation_is_the_language_s(lang: str) -> None:
    """No half-width space before a bracket after CJK or Korean text (「文字 （」, 「표
    (」), and no translation mixes the ASCII colon with the full-width one."""
    problems = []
    for msgid in messages():
        text = _CODE_SPAN.sub("", tr_in(msgid, lang))
        if re.search(rf"[{_CJK}] [(（]", text):
            problems.append(f"space before a bracket: {text!r}")
        if "：" in text and _ASCII_COLON.search(re.sub(r"\b[a-z]+script:|data:", "", text)):
            problems.append(f"both colons: {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_finding_lines_do_not_mix_colons(
    lang: str,
    pdfs: list[tuple[Path, set[str]]],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    """In Chinese, ``fonts`` and ``trace`` print a finding as 字体：error：CODE：message
    (the severity and code stay English for scripts), not with half-width colons around
    full-width ones; English keeps ``error: CODE:``."""
    lines = []
    for path, _words in pdfs:
        for command in ("fonts", "trace"):
            lines += _run(capsys, command, str(path), "--lang", lang).splitlines()
    for path, _words in pdfs:  # report's line on stdout: the verdict and its cause
        out = tmp_path / f"{path.stem}.md"
        lines += _run(capsys, "report", str(path), "--lang", lang, "-o", str(out)).splitlines()
    findings = [line for line in lines if re.search(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b", line)]
    assert findings
    mixed = [line for line in findings if "：" in line and re.search(r"[^\s\d]: ", line)]
    assert mixed == [], "\n".join(mixed)
    english = _run(capsys, "fonts", str(pdfs[0][0]))
    assert re.search(r": (error|warning|info): [A-Z]+-", english), english
