"""Benchmark the command line against other PDF tools on large CJK documents.

Generates its documents into ``benchmarks/out/`` (git-ignored) unless they exist, then
times every tool as a whole process: wall clock (median of ``--runs``) and peak resident
memory of that process (GNU time's ``%M``, or ``os.wait4`` in a small launcher).
Prints one Markdown table per document and how ``trace --json`` grows with the page count.

    python benchmarks/bench.py            # everything, 3 runs each
    python benchmarks/bench.py --quick    # 100-page document, 1 run: a smoke check
    python benchmarks/bench.py --only reportlab-cid-300 --runs 5
    python benchmarks/bench.py --startup  # start-up only: one-page documents, 11 runs

Documents: ReportLab pages in four non-embedded CID fonts (100, 300, 1,000 pages), fpdf2
pages in an embedded Noto Sans CJK subset (1,000 pages), LibreOffice Writer pages when
``soffice`` is installed, all of them merged with further copies to about 35 MB, and a
merged document of 78 short fpdf2 documents, each with its own embedded CJK subset
(Noto Sans/Serif CJK as CIDFontType0C, Droid Sans Fallback as CIDFontType2): about 35 MB,
650 pages, 78 font programs, the kind of file whose memory grew with its fonts.
A start-up section comes first (alone with ``--startup``): ``--version``, ``fonts`` and
``text`` on a one-page ReportLab document in one non-embedded CID font and a one-page fpdf2
document with an embedded subset, beside ``python -c "import pikepdf"``, pdffonts,
pdftotext and PyMuPDF (median of ``--startup-runs``).
Needs reportlab, fpdf2, pikepdf and fontTools; fonts-noto-cjk (and fonts-droid-fallback)
for the fpdf2 documents.
Peers are used where installed: pdffonts, pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import functools
import importlib.util
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
TIMEOUT = 300.0  # peers: report "timeout" past five minutes
OUR_TIMEOUT = 3600.0  # our commands run to the end unless truly stuck
MERGED_TARGET = 35 * 1024 * 1024

# Layout shared by the generated documents: 40 lines of 45 full-width glyphs per page.
LINES_PER_PAGE = 40
CHARS_PER_LINE = 45
LINES_PER_PARAGRAPH = 8

# Common characters of each script, with the ReportLab CID font (non-embedded,
# predefined UCS2 CMap) whose character collection holds them.
JAPANESE = (
    "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"
    "がぎぐげござじずぜぞだでどばびぶべぼっゃゅょアイウエオカキクケコサシスセソタチツテトナニヌネノ"
    "ハヒフヘホマミムメモヤユヨラリルレロワンガギグゲゴジズデドバビブベポー日本人年大十二一国中長出三"
    "時行見月分後前生五間上東四今金九入学高円子外八六下来気小七山話女北午百書先名川千水半男西電校語"
    "土木聞食車何南万毎白天母火右読友左休父雨会社者事自言手発思動明地方理物合同体当作業新場員部問題"
    "実家意開文化最心度彼点内代全性関利用表要界約私連市重変和定経済政治情報世界画面東京都大阪京都。、"
)
SIMPLIFIED = (
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可"
    "她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三"
    "已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女"
    "问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由"
    "却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路"
    "期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八"
    "特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花"
    "快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程"
    "告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委"
    "早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉。，"
)
TRADITIONAL = (
    "的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可"
    "她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三"
    "已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女"
    "問力機給等幾很業最間新什打便位因重被走電四第門相次東政海口使教西再平真聽世氣信北少關並內加化由"
    "卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性通目華報立馬命張活難神數件安表原車白應路。，"
)
HANGUL = (
    "가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후그느드르므브"
    "스으즈츠크트프흐기니디리미비시이지치키티피히한국어의는을를에서와과다습니있었하것들그사람우리때년"
    "일말생각정도위해대경우문제회것이고있는수없다그러나또한만큼정부시간세계학교경제사회문화역사지역"
    "기업산업기술정보교육환경관계발전과정결과방법상황활동연구자신자료내용중요가능필요노력행동생활"
)
REPORTLAB_FACES = (
    ("HeiseiMin-W3", JAPANESE),
    ("STSong-Light", SIMPLIFIED),
    ("MSung-Light", TRADITIONAL),
    ("HYSMyeongJo-Medium", HANGUL),
)
NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
NOTO_SC_INDEX = 2  # faces of the collection: JP, KR, SC, TC, HK, then the Mono ones
FIXED_DATE = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)


def running_text(rng: random.Random, pool: str, lines: int) -> list[str]:
    """``lines`` lines of pseudo-random characters drawn from ``pool``."""
    return ["".join(rng.choices(pool, k=CHARS_PER_LINE)) for _ in range(lines)]


def make_reportlab_cid(
    path: Path, pages: int, faces: Sequence[tuple[str, str]] = REPORTLAB_FACES
) -> None:
    """Pages of running text in ReportLab's non-embedded CID fonts, four faces mixed (or
    the ``faces`` given)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase._cidfontdata import defaultUnicodeEncodings
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen.canvas import Canvas

    # ReportLab pairs MSung-Light (Adobe-CNS1) with UniGB-UCS2-H, whose CIDs are Adobe-GB1
    # ones; poppler then refuses the font. Name the CNS1 CMap so every peer decodes it.
    encodings = dict(defaultUnicodeEncodings)
    defaultUnicodeEncodings["MSung-Light"] = ("cht", "UniCNS-UCS2-H")
    try:
        for face, _ in faces:
            pdfmetrics.registerFont(UnicodeCIDFont(face))
    finally:
        defaultUnicodeEncodings.update(encodings)
    rng = random.Random(pages)
    canvas = Canvas(str(path), pagesize=A4, invariant=1)
    _, height = A4
    for page in range(pages):
        text = canvas.beginText(40, height - 50)
        text.setLeading(18.5)
        for first in range(0, LINES_PER_PAGE, LINES_PER_PARAGRAPH):
            face, pool = faces[(page + first // LINES_PER_PARAGRAPH) % len(faces)]
            text.setFont(face, 11, 18.5)
            for line in running_text(rng, pool, LINES_PER_PARAGRAPH):
                text.textLine(line)
        canvas.drawText(text)
        canvas.showPage()
    canvas.save()


def make_fpdf2_ttf(path: Path, pages: int) -> None:
    """Pages of running text in an embedded Noto Sans CJK SC subset, written by fpdf2."""
    from fpdf import FPDF

    if not NOTO_CJK.exists():
        raise SkipDocument(f"{NOTO_CJK} is missing (apt-get install fonts-noto-cjk)")
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_auto_page_break(False)
    pdf.add_font("NotoSansSC", fname=str(NOTO_CJK), collection_font_number=NOTO_SC_INDEX)
    pdf.set_font("NotoSansSC", size=11)
    rng = random.Random(pages)
    for _ in range(pages):
        pdf.add_page()
        for n, line in enumerate(running_text(rng, SIMPLIFIED, LINES_PER_PAGE)):
            pdf.text(15, 20 + n * 6.5, line)
    pdf.output(str(path))


DROID = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
MANY_FONTS = 78
PAGES_PER_PART = 650 // MANY_FONTS + 1


@functools.cache
def _repertoire(font: Path, number: int, pool: str) -> str:
    """The characters of ``pool`` and the ideographs (Hangul syllables for a Korean pool)
    that a face maps."""
    from fontTools.ttLib import TTFont

    with TTFont(font, fontNumber=number, lazy=True) as face:
        mapped = set(face.getBestCmap())
    korean = pool is HANGUL
    low, high = (0xAC00, 0xD7A3) if korean else (0x4E00, 0x9FFF)
    extra = [chr(c) for c in sorted(mapped) if low <= c <= high]
    return "".join(dict.fromkeys([*pool, *extra]))


def make_many_fonts(path: Path, parts: int = MANY_FONTS) -> None:
    """``parts`` fpdf2 documents of a few pages, each embedding its own subset of a CJK
    font (a different face or character set each time), merged into one file."""
    import io

    import pikepdf
    from fpdf import FPDF

    if not NOTO_CJK.exists():
        raise SkipDocument(f"{NOTO_CJK} is missing (apt-get install fonts-noto-cjk)")
    serif = NOTO_CJK.with_name("NotoSerifCJK-Regular.ttc")
    faces: list[tuple[Path, int, str]] = []
    for index, pool in enumerate((JAPANESE, HANGUL, SIMPLIFIED, TRADITIONAL)):
        faces.append((NOTO_CJK, index, pool))
        if serif.exists():
            faces.append((serif, index, pool))
    if DROID.exists():
        faces += [(DROID, 0, SIMPLIFIED), (DROID, 0, JAPANESE)]
    merged = pikepdf.Pdf.new()
    pages_left = 650
    for part in range(parts):
        font, number, pool = faces[part % len(faces)]
        rng = random.Random(part)
        # Each part draws 1,600 characters of its own from what the face covers (kana
        # and Hangul first), so the subsets differ: about 450 KB each, 35 MB in all.
        chars = "".join(rng.sample(_repertoire(font, number, pool), 1600))
        pdf = FPDF(format="A4", unit="mm")
        pdf.set_creation_date(FIXED_DATE)
        pdf.set_auto_page_break(False)
        pdf.add_font(f"Part{part}", fname=str(font), collection_font_number=number)
        pdf.set_font(f"Part{part}", size=11)
        for _ in range(min(PAGES_PER_PART, max(1, pages_left - (parts - part - 1)))):
            pdf.add_page()
            for n, line in enumerate(running_text(rng, chars, LINES_PER_PAGE)):
                pdf.text(15, 20 + n * 6.5, line)
            pages_left -= 1
        with pikepdf.open(io.BytesIO(bytes(pdf.output()))) as source:
            merged.pages.extend(source.pages)
    merged.save(path, deterministic_id=True)


FODT = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
<style:font-face style:name="Noto Serif CJK JP" svg:font-family="'Noto Serif CJK JP'"/>
</office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph">
<style:text-properties style:font-name-asian="Noto Serif CJK JP" style:font-size-asian="11pt"/>
</style:style>
</office:styles>
<office:body><office:text>
{paragraphs}
</office:text></office:body>
</office:document>
"""


def make_libreoffice(path: Path, pages: int) -> None:
    """About ``pages`` pages of Japanese text exported by LibreOffice Writer."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        raise SkipDocument("soffice is not installed")
    rng = random.Random(pages)
    paragraphs = "\n".join(
        '<text:p text:style-name="Standard">'
        + "".join(running_text(rng, JAPANESE, 8))
        + "</text:p>"
        for _ in range(pages * LINES_PER_PAGE // 8)
    )
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / (path.stem + ".fodt")
        source.write_text(FODT.format(paragraphs=paragraphs), encoding="utf-8")
        profile = Path(tmp, "profile").as_uri()
        argv = [soffice, f"-env:UserInstallation={profile}", "--headless"]
        argv += ["--convert-to", "pdf", "--outdir", tmp, str(source)]
        subprocess.run(argv, check=True, timeout=900, capture_output=True)
        shutil.move(Path(tmp) / (path.stem + ".pdf"), path)


def make_merged(path: Path, sources: Sequence[Path], target: int = MERGED_TARGET) -> None:
    """Every source, then further copies of them until about ``target`` bytes.

    Each copy comes from a freshly opened source, so its fonts stay distinct objects.
    """
    import pikepdf

    if not sources:
        raise SkipDocument("no documents to merge")
    merged = pikepdf.Pdf.new()
    size = 0
    n = 0
    while n < len(sources) or size < target:
        source = sources[n % len(sources)]
        with pikepdf.open(source) as pdf:
            merged.pages.extend(pdf.pages)
        size += source.stat().st_size
        n += 1
    merged.save(path, deterministic_id=True)


class SkipDocument(Exception):
    """A document that cannot be made here (a tool or font is missing)."""


@dataclass(frozen=True, slots=True)
class Document:
    """A benchmark input and how to make it."""

    name: str
    make: Callable[[Path], None]

    @property
    def path(self) -> Path:
        """Where the document lives."""
        return OUT / f"{self.name}.pdf"


def documents() -> list[Document]:
    """Every benchmark document, smallest first; the merged one depends on the others."""
    docs = [
        Document(f"reportlab-cid-{n}", functools.partial(make_reportlab_cid, pages=n))
        for n in (100, 300, 1000)
    ]
    docs.append(Document("fpdf2-ttf-1000", functools.partial(make_fpdf2_ttf, pages=1000)))
    docs.append(Document("libreoffice-100", functools.partial(make_libreoffice, pages=100)))
    parts = list(docs)

    def merged(path: Path) -> None:
        make_merged(path, [d.path for d in parts if ensure(d)])

    return [
        *docs,
        Document("merged-35mb", merged),
        Document("many-fonts-78", make_many_fonts),
    ]


def ensure(doc: Document) -> bool:
    """Make the document unless it exists; False when it cannot be made here."""
    if doc.path.exists():
        return True
    OUT.mkdir(parents=True, exist_ok=True)
    partial = doc.path.with_suffix(".part")
    start = time.perf_counter()
    try:
        doc.make(partial)
    except SkipDocument as exc:
        print(f"<!-- skipped {doc.name}: {exc} -->", file=sys.stderr)
        partial.unlink(missing_ok=True)
        return False
    partial.replace(doc.path)
    elapsed = time.perf_counter() - start
    print(f"<!-- generated {doc.path.name} in {elapsed:.1f} s -->", file=sys.stderr)
    return True


@dataclass(frozen=True, slots=True)
class Tool:
    """One command to time; ``kind`` says which of our commands it compares with."""

    name: str
    argv: Callable[[Path, Path], list[str]]
    kind: str  # "fonts" (font listing) or "text" (decodes every glyph)
    ours: bool = False


def our_executable() -> list[str]:
    """The installed console script, or the package run as a module."""
    script = Path(sys.executable).with_name("pdf-font-inspector")
    if script.exists():
        return [str(script)]
    found = shutil.which("pdf-font-inspector")
    return [found] if found else [sys.executable, "-m", "inspector"]


def our_commands(exe: list[str]) -> set[str]:
    """The subcommands that ``pdf-font-inspector --help`` lists."""
    result = subprocess.run([*exe, "--help"], capture_output=True, text=True, check=False)
    return {
        name
        for name in ("fonts", "trace", "text", "report", "export-html")
        if re.search(rf"^\s+{name}\s", result.stdout, re.MULTILINE)
    }


PYMUPDF = (
    "import sys\ntry:\n import pymupdf\nexcept ImportError:\n import fitz as pymupdf\n"
    "with pymupdf.open(sys.argv[1]) as d:\n for p in d: sys.stdout.write(p.get_text())"
)
PDFMINER = (
    "import sys\nfrom pdfminer.high_level import extract_text\n"
    "sys.stdout.write(extract_text(sys.argv[1]))"
)
PYPDF = (
    "import sys\nfrom pypdf import PdfReader\n"
    "for p in PdfReader(sys.argv[1]).pages: sys.stdout.write(p.extract_text())"
)


def has_module(*names: str) -> bool:
    """Whether this interpreter can import one of ``names``."""
    from importlib.util import find_spec

    return any(find_spec(name) is not None for name in names)


def tools() -> list[Tool]:
    """Our commands that exist, then the peers that are installed."""
    exe = our_executable()
    have = our_commands(exe)
    out: list[Tool] = []
    if "fonts" in have:
        out.append(Tool("ours: fonts", lambda f, t: [*exe, "fonts", str(f)], "fonts", True))
        out.append(
            Tool(
                "ours: fonts --quick",
                lambda f, t: [*exe, "fonts", "--quick", str(f)],
                "fonts",
                True,
            )
        )
    if "trace" in have:
        out.append(
            Tool("ours: trace --json", lambda f, t: [*exe, "trace", str(f), "--json"], "text", True)
        )
    if "text" in have:
        out.append(Tool("ours: text", lambda f, t: [*exe, "text", str(f)], "text", True))
    if "report" in have:
        out.append(
            Tool(
                "ours: report -o x.json",
                lambda f, t: [*exe, "report", str(f), "-o", str(t / "x.json")],
                "text",
                True,
            )
        )
    if "export-html" in have:
        out.append(
            Tool(
                "ours: export-html",
                lambda f, t: [*exe, "export-html", str(f), "-o", str(t / "x.html")],
                "text",
                True,
            )
        )
    py = sys.executable
    if shutil.which("pdffonts"):
        out.append(Tool("pdffonts", lambda f, t: ["pdffonts", str(f)], "fonts"))
    if shutil.which("pdftotext"):
        out.append(Tool("pdftotext", lambda f, t: ["pdftotext", str(f), "-"], "text"))
    if shutil.which("mutool"):
        out.append(
            Tool(
                "mutool draw -F txt",
                lambda f, t: ["mutool", "draw", "-F", "txt", "-o", "/dev/null", str(f)],
                "text",
            )
        )
    if has_module("pymupdf", "fitz"):
        out.append(Tool("PyMuPDF get_text", lambda f, t: [py, "-c", PYMUPDF, str(f)], "text"))
    if has_module("pdfminer"):
        out.append(Tool("pdfminer.six", lambda f, t: [py, "-c", PDFMINER, str(f)], "text"))
    if has_module("pypdf"):
        out.append(Tool("pypdf extract_text", lambda f, t: [py, "-c", PYPDF, str(f)], "text"))
    return out


STARTUP_RUNS = 11
"""Runs of each command in the start-up section (its times are tens of milliseconds)."""


def startup_documents() -> list[Document]:
    """The one-page documents of the start-up section: ReportLab's non-embedded CID font
    (HeiseiMin-W3 through UniJIS-UCS2-H, no font program) and fpdf2's embedded Noto Sans
    CJK subset."""
    return [
        Document(
            "startup-reportlab-cid-1",
            functools.partial(make_reportlab_cid, pages=1, faces=REPORTLAB_FACES[:1]),
        ),
        Document("startup-fpdf2-ttf-1", functools.partial(make_fpdf2_ttf, pages=1)),
    ]


def startup_tools() -> list[Tool]:
    """Our ``--version``, ``fonts`` and ``text``, the import of pikepdf alone (what every
    command of ours pays first), and the peers that are installed."""
    exe = our_executable()
    py = sys.executable
    out = [
        Tool("ours: --version", lambda f, t: [*exe, "--version"], "version", True),
        Tool("ours: fonts", lambda f, t: [*exe, "fonts", str(f)], "fonts", True),
        Tool("ours: text", lambda f, t: [*exe, "text", str(f)], "text", True),
        Tool('python -c "import pikepdf"', lambda f, t: [py, "-c", "import pikepdf"], "floor"),
    ]
    if shutil.which("pdffonts"):
        out.append(Tool("pdffonts", lambda f, t: ["pdffonts", str(f)], "fonts"))
    if shutil.which("pdftotext"):
        out.append(Tool("pdftotext", lambda f, t: ["pdftotext", str(f), "-"], "text"))
    if has_module("pymupdf", "fitz"):
        out.append(Tool("PyMuPDF get_text", lambda f, t: [py, "-c", PYMUPDF, str(f)], "text"))
    return out


def interleaved(candidates: Sequence[Tool], path: Path, runs: int, timeout: float) -> list[Result]:
    """Like :func:`measure` for each tool, but one run of every tool per round, so that
    a change in the machine's load over the rounds weighs on all of them alike."""
    samples: list[list[Sample]] = [[] for _ in candidates]
    failed: list[str | None] = [None for _ in candidates]
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            for i, tool in enumerate(candidates):
                if failed[i] is None:
                    ok = (0, 1) if tool.ours else (0,)
                    outcome = run_once(tool.argv(path, Path(tmp)), timeout, ok)
                    if isinstance(outcome, str):
                        failed[i] = outcome
                    else:
                        samples[i].append(outcome)
    return [
        Result(tool, failed[i] or "ok", timeout, tuple(samples[i]))
        for i, tool in enumerate(candidates)
    ]


def startup_table(columns: Sequence[tuple[Document, Sequence[Result]]], runs: int) -> str:
    """The start-up section: each command's median on each one-page document, then our
    ``fonts`` and ``text`` over the peers that do the same job."""
    head = ["command", *(f"{doc.name} (s)" for doc, _ in columns)]
    rows = [
        f"### Start-up: one-page documents, median of {runs} runs",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|",
    ]
    names = [r.tool.name for r in columns[0][1]] if columns else []
    for i, name in enumerate(names):
        cells = [name]
        for _, results in columns:
            result = results[i]
            cells.append(fmt(result.median, 3) if result.status == "ok" else result.status)
        rows.append("| " + " | ".join(cells) + " |")
    for i, mine in enumerate(names):
        if not mine.startswith("ours: ") or mine == "ours: --version":
            continue
        for j, peer in enumerate(names):
            kind = columns[0][1][i].tool.kind
            if peer.startswith("ours: ") or columns[0][1][j].tool.kind != kind:
                continue
            cells = [f"{mine.removeprefix('ours: ')} ÷ {peer}"]
            cells += [ratio(results[i], results[j]) for _, results in columns]
            rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def run_startup(runs: int, timeout: float) -> str:
    """Generate the one-page documents if needed and time the start-up commands on them."""
    columns: list[tuple[Document, Sequence[Result]]] = []
    candidates = startup_tools()
    for doc in startup_documents():
        if ensure(doc):
            columns.append((doc, interleaved(candidates, doc.path, runs, timeout)))
    if not columns:
        return "### Start-up: skipped (no one-page document could be generated, see stderr)\n"
    return startup_table(columns, runs) + "\n"


@dataclass(frozen=True, slots=True)
class Sample:
    """One finished run."""

    seconds: float
    peak_mb: float


@dataclass(frozen=True, slots=True)
class Result:
    """The runs of one tool on one document; ``status`` is "ok", "timeout" or an error."""

    tool: Tool
    status: str
    limit: float
    samples: tuple[Sample, ...] = ()

    @property
    def median(self) -> float | None:
        """Median wall-clock seconds of the finished runs."""
        return statistics.median(s.seconds for s in self.samples) if self.samples else None

    @property
    def peak_mb(self) -> float | None:
        """Highest peak resident memory over the runs, in MiB."""
        return max(s.peak_mb for s in self.samples) if self.samples else None

    def seconds(self) -> tuple[float, str] | None:
        """The median, or for a timeout the limit it exceeded with ">"; None after an error."""
        if self.status == "ok" and self.median is not None:
            return self.median, ""
        return (self.limit, ">") if self.status == "timeout" else None


def _child_peak_launcher() -> str:
    """The stdlib launcher of tests/child_peak.py (GNU time stands in for it where
    installed): a child's peak RSS includes what it inherited before exec, so the
    benchmark itself must not be the parent."""
    spec = importlib.util.spec_from_file_location(
        "child_peak", HERE.parent / "tests" / "child_peak.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.LAUNCHER)


LAUNCHER = _child_peak_launcher()


@functools.cache
def gnu_time() -> str | None:
    """The path of GNU time, which can write the peak RSS of its child to a file."""
    path = shutil.which("time") or ("/usr/bin/time" if Path("/usr/bin/time").exists() else None)
    if path is None:
        return None
    probe = subprocess.run([path, "--version"], capture_output=True, text=True, check=False)
    return path if "GNU" in probe.stdout + probe.stderr else None


def launcher(report: Path) -> list[str]:
    """The command prefix that writes the tool's peak RSS in KiB to ``report``."""
    time_path = gnu_time()
    if time_path is not None:
        return [time_path, "-f", "%M", "-o", str(report)]
    return [sys.executable, "-S", "-c", LAUNCHER, str(report)]


def run_once(argv: list[str], timeout: float, ok: tuple[int, ...] = (0,)) -> Sample | str:
    """Run a command with its output discarded; a Sample, or "timeout" / "error ..."."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8:replace")
    with tempfile.TemporaryDirectory() as tmp, open(Path(tmp, "stderr"), "w+b") as err:
        report = Path(tmp, "rss")
        start = time.perf_counter()
        proc = subprocess.Popen(
            launcher(report) + argv,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            env=env,
            start_new_session=True,
        )
        # Waited for without a timeout: Popen.wait(timeout) polls, sleeping up to 50 ms
        # between looks, which rounded every time up to the next poll (a one-page run of
        # 0.13 s read as 0.164). The time limit kills from a timer thread instead.
        expired = threading.Event()

        def expire() -> None:
            expired.set()
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)

        timer = threading.Timer(timeout, expire)
        timer.start()
        try:
            code = proc.wait()
        finally:
            timer.cancel()
        seconds = time.perf_counter() - start
        if expired.is_set():
            return "timeout"
        if code not in ok:
            err.seek(0)
            lines = err.read().decode("utf-8", "replace").strip().splitlines()
            return f"error {code}: {lines[-1][:80] if lines else ''}"
        lines = report.read_text().split()
        kib = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    return Sample(seconds, kib / 1024)


def measure(tool: Tool, path: Path, runs: int, timeout: float) -> Result:
    """Run ``tool`` on ``path`` ``runs`` times; stops at the first timeout or error."""
    samples: list[Sample] = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            # Exit code 1 is "findings found" for our commands, not a failure.
            ok = (0, 1) if tool.ours else (0,)
            outcome = run_once(tool.argv(path, Path(tmp)), timeout, ok)
            if isinstance(outcome, str):
                return Result(tool, outcome, timeout, tuple(samples))
            samples.append(outcome)
    return Result(tool, "ok", timeout, tuple(samples))


def page_count(path: Path) -> int:
    """The number of pages of a PDF."""
    import pikepdf

    with pikepdf.open(path) as pdf:
        return len(pdf.pages)


def fmt(value: float | None, digits: int = 2) -> str:
    """A number for a table cell, or a dash."""
    return "—" if value is None else f"{value:.{digits}f}"


def ratio(mine: Result, peer: Result) -> str:
    """Our time over the peer's, bounded when either timed out."""
    a, b = mine.seconds(), peer.seconds()
    if a is None or b is None or (a[1] and b[1]):
        return ""
    bound = "< " if b[1] else "> " if a[1] else ""
    return f"{bound}{a[0] / b[0]:.2f}"


def table(doc: Document, results: Sequence[Result]) -> str:
    """The Markdown table of one document."""
    pages = page_count(doc.path)
    size = doc.path.stat().st_size / 2**20
    ours = [r for r in results if r.tool.ours]
    head = ["tool", "median s", "peak MB"] + [
        f"{r.tool.name.removeprefix('ours: ')} ÷ tool" for r in ours
    ]
    rows = [
        f"### {doc.path.name}: {pages} pages, {size:.1f} MB",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|",
    ]
    for result in results:
        if result.status == "ok":
            cells = [result.tool.name, fmt(result.median), fmt(result.peak_mb, 0)]
        elif result.status == "timeout":
            cells = [result.tool.name, f"timeout (> {result.limit:.0f} s)", "—"]
        else:
            cells = [result.tool.name, result.status, "—"]
        for mine in ours:
            comparable = not result.tool.ours and mine.tool.kind == result.tool.kind
            cells.append(ratio(mine, result) if comparable else "")
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def growth(measured: dict[str, list[Result]]) -> str | None:
    """How ``trace --json`` time and memory grow over the ReportLab series."""
    series: list[tuple[int, Result]] = []
    for n in (100, 300, 1000):
        for result in measured.get(f"reportlab-cid-{n}", []):
            if result.tool.name == "ours: trace --json" and result.median is not None:
                series.append((n, result))
    if len(series) < 2:
        return None
    rows = [
        "### Growth of `trace --json` (reportlab-cid-N)",
        "",
        "| pages | median s | ms per page | peak MB | × time per × pages |",
        "|---:|---:|---:|---:|---:|",
    ]
    previous: tuple[int, float] | None = None
    for n, result in series:
        seconds = result.median or 0.0
        step = ""
        if previous is not None:
            step = f"{seconds / previous[1]:.2f} per {n / previous[0]:.2f}"
        rows.append(
            f"| {n} | {seconds:.2f} | {1000 * seconds / n:.1f} | {fmt(result.peak_mb, 0)} "
            f"| {step} |"
        )
        previous = (n, seconds)
    first, last = series[0], series[-1]
    factor = (last[1].median or 0.0) / (first[1].median or 1.0)
    rows.append("")
    rows.append(f"{last[0] / first[0]:.0f}× the pages took {factor:.2f}× the time.")
    return "\n".join(rows)


def matches(wanted: str, name: str, docs: Sequence[Document]) -> bool:
    """A document's exact name, else any name containing ``wanted``."""
    if any(d.name == wanted for d in docs):
        return name == wanted
    return wanted in name


def main(argv: Sequence[str] | None = None) -> int:
    """Generate the missing documents, time every tool, print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100-page document, 1 run")
    parser.add_argument("--runs", type=int, default=3, help="runs per tool (default 3)")
    parser.add_argument(
        "--only",
        action="append",
        metavar="NAME",
        help="only the document NAME, or those whose name contains it (repeatable)",
    )
    parser.add_argument(
        "--tools",
        metavar="NAMES",
        help="only tools whose name contains one of these (comma-separated)",
    )
    parser.add_argument(
        "--timeout", type=float, default=TIMEOUT, help="seconds per run of a peer (default 300)"
    )
    parser.add_argument(
        "--our-timeout",
        type=float,
        default=OUR_TIMEOUT,
        help="seconds per run of our commands (default 3600)",
    )
    parser.add_argument(
        "--no-window", action="store_true", help="do not time the window (needs PySide6)"
    )
    parser.add_argument(
        "--startup",
        action="store_true",
        help="only the start-up section: --version, fonts and text on one-page documents",
    )
    parser.add_argument(
        "--startup-runs",
        type=int,
        default=STARTUP_RUNS,
        help=f"runs per command in the start-up section (default {STARTUP_RUNS})",
    )
    args = parser.parse_args(argv)
    runs = 1 if args.quick else max(1, args.runs)
    if args.startup or not (args.quick or args.only):
        print(run_startup(max(1, args.startup_runs), args.timeout), flush=True)
        if args.startup:
            return 0
    selected = documents()
    if args.quick:
        selected = [d for d in selected if d.name == "reportlab-cid-100"]
    if args.only:
        selected = [d for d in selected if any(matches(o, d.name, selected) for o in args.only)]
    if not selected:
        parser.error("no document matches --only")
    candidates = tools()
    if args.tools:
        wanted = [w.strip() for w in args.tools.split(",") if w.strip()]
        candidates = [t for t in candidates if any(w in t.name for w in wanted)]

    print(
        f"# Benchmark: {runs} run(s) per tool, median wall clock; timeout per run "
        f"{args.timeout:.0f} s for peers, {args.our_timeout:.0f} s for ours"
    )
    print()
    measured: dict[str, list[Result]] = {}
    for doc in selected:
        if not ensure(doc):
            print(f"### {doc.path.name}: skipped (cannot be generated here, see stderr)\n")
            continue
        results = [
            measure(t, doc.path, runs, args.our_timeout if t.ours else args.timeout)
            for t in candidates
        ]
        measured[doc.name] = results
        print(table(doc, results))
        print(flush=True)
    trend = growth(measured)
    if trend:
        print(trend)
    if not args.no_window:
        largest = [d for d in selected if d.name.startswith("reportlab-cid") and d.path.is_file()]
        fonts = [d for d in selected if d.name.startswith("many-fonts") and d.path.is_file()]
        for doc in [*largest[-1:], *fonts]:
            print(window_timing(doc.path))
    return 0


def window_timing(path: Path) -> str:
    """The window's time to the first page and per page switch (offscreen), as measured by
    ``python -m devtools.timing``."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # devtools/ is not installed: it is found beside inspector/ in the source tree.
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(HERE.parent), os.environ.get("PYTHONPATH", "")) if p
    )
    result = subprocess.run(
        [sys.executable, "-m", "devtools.timing", str(path), "--switches", "30"],
        capture_output=True,
        text=True,
        check=False,
        env=env,
        timeout=600,
    )
    if result.returncode != 0:
        return f"### the window on {path.name}: not measured ({result.stderr.strip()[-300:]})\n"
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    return f"### the window on {path.name} (offscreen)\n\n" + "\n".join(
        f"- {line}" for line in lines
    )


if __name__ == "__main__":
    sys.exit(main())
