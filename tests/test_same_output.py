"""The fast routes write what the plain one writes, byte for byte, on real producers' files.

Large documents are read by worker processes, a run of pages each, whose pages, findings
and code descriptions travel back to the parent (as columns of their fields); one process
reads the same pages in order. Whatever the route, ``trace --json``, ``text`` (plain and
JSON), ``fonts --json`` and ``report`` must write the same bytes. The documents are the benchmark's
kinds, made small here by the producers themselves: running text in ReportLab's four
non-embedded CID fonts, an embedded TrueType subset written by fpdf2, and a merge of three
fpdf2 documents each embedding its own subset (a program per part, as in customers' merged
files). Each has more pages than two runs, so that both workers read some.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from layout_samples import DROID

from inspector import pagepool
from inspector.cli import main

PAGES = 2 * pagepool.RUN_PAGES + 5
POOLS = {
    "HeiseiMin-W3": "あいうえおかきくけこさしすせそ日本人年大十二一国中長出三時行見月分後前",
    "STSong-Light": "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那",
    "MSung-Light": "的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那",
    "HYSMyeongJo-Medium": "가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두",
}
COMMANDS = (["trace", "--json"], ["text"], ["text", "--json"], ["fonts", "--json"])
"""Commands whose output is compared, then ``report -o x.json``."""


def _lines(rng: random.Random, pool: str, count: int) -> list[str]:
    return ["".join(rng.choices(pool, k=24)) for _ in range(count)]


def _reportlab(path: Path) -> list[str]:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen.canvas import Canvas

    rng = random.Random(1)
    faces = sorted(POOLS)
    for face in faces:
        pdfmetrics.registerFont(UnicodeCIDFont(face))
    canvas = Canvas(str(path), invariant=1)
    shown = []
    for page in range(PAGES):
        text = canvas.beginText(40, 780)
        for paragraph in range(3):
            face = faces[(page + paragraph) % len(faces)]
            text.setFont(face, 11, 18)
            for line in _lines(rng, POOLS[face], 4):
                text.textLine(line)
                shown.append(line)
        canvas.drawText(text)
        canvas.showPage()
    canvas.save()
    return shown


def _fpdf2(path: Path, pages: int, pool: str, seed: int) -> list[str]:
    from fpdf import FPDF

    rng = random.Random(seed)
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("cjk", fname=str(DROID))
    pdf.set_font("cjk", size=11)
    shown = []
    for _ in range(pages):
        pdf.add_page()
        for n, line in enumerate(_lines(rng, pool, 10)):
            pdf.text(15, 20 + n * 6.5, line)
            shown.append(line)
    pdf.output(str(path))
    return shown


def _merged(path: Path) -> list[str]:
    """Three fpdf2 documents, each with its own subset of the same face (other
    characters each time), joined (Droid Sans Fallback has no Hangul)."""
    shown: list[str] = []
    han = ["HeiseiMin-W3", "STSong-Light", "MSung-Light"]
    with pikepdf.Pdf.new() as merged:
        for part, face in enumerate(han):
            source = path.with_name(f"part{part}.pdf")
            shown += _fpdf2(source, PAGES // 3 + 1, POOLS[face][part:], seed=part)
            with pikepdf.open(source) as pdf:
                merged.pages.extend(pdf.pages)
        merged.save(path)
    return shown


def _outputs(path: Path, jobs: str, capsys: Any) -> list[str]:
    outputs = []
    for command in COMMANDS:
        assert main([*command[:1], str(path), *command[1:], "--jobs", jobs]) == 0
        outputs.append(capsys.readouterr().out)
    # The report holds each code used with its description, where fonts --json counts.
    report = path.with_suffix(".json")  # its name is in the report: the same each time
    assert main(["report", str(path), "--jobs", jobs, "-o", str(report)]) == 0
    outputs.append(report.read_text(encoding="utf-8"))
    capsys.readouterr()
    return outputs


def _document(kind: str, path: Path) -> list[str]:
    if kind == "reportlab-cid":
        return _reportlab(path)
    if not DROID.exists():
        pytest.skip("needs Debian's fonts-droid-fallback for fpdf2's embedded subsets")
    if kind == "fpdf2-subset":
        return _fpdf2(path, PAGES, POOLS["STSong-Light"], seed=2)
    return _merged(path)


@pytest.mark.parametrize("kind", ["reportlab-cid", "fpdf2-subset", "merged-subsets"])
def test_worker_processes_write_what_one_process_writes(
    tmp_path: Path, capsys: Any, kind: str
) -> None:
    path = tmp_path / f"{kind}.pdf"
    shown = _document(kind, path)
    with pikepdf.open(path) as pdf:
        pages = len(pdf.pages)
        fonts = {font.objgen[0] for page in pdf.pages for font in page.Resources.Font.values()}
    assert pages > 2 * pagepool.RUN_PAGES
    one = _outputs(path, "1", capsys)
    two = _outputs(path, "2", capsys)
    for command, alone, shared in zip([*COMMANDS, ["report"]], one, two, strict=True):
        assert shared == alone, " ".join(command)
    trace, text, _text_json, fonts_json, report = one
    # What is compared is the whole document: every page, every line, every font.
    assert [page["number"] for page in json.loads(trace)["pages"]] == list(range(1, pages + 1))
    assert text.count("\f") == pages
    assert [line for line in text.replace("\f", "\n").splitlines() if line] == shown
    listed = json.loads(fonts_json)["fonts"]
    assert {f["object"] for f in listed} == fonts
    assert sum(f["glyphs"] for f in listed) == sum(map(len, shown))
    assert {f["object"] for f in json.loads(report)["fonts"]} == fonts
