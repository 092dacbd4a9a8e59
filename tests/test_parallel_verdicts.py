"""Verdicts reached with worker processes are those of one process, byte for byte.

The workers read runs of pages and send the codes each font shows with their descriptions
and what the font learned from its program; the parent's fonts adopt them
(``pagepool.diagnose``). The documents here give the merge everything it must keep in
order: codes first shown on later pages, an embedded program whose widths, outlines and
cmap disagree with the PDF, codes outside the codespace, a font shown without a resource,
and a font set through an ExtGState (which the workers' results cannot name: the pages
are read again in one process).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

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

from inspector import pagepool
from inspector.analysis import Analysis
from inspector.cli import main

PAGES = 3 * pagepool.RUN_PAGES + 5
KANJI = "日本語東京大阪京都名古屋札幌福岡神戸横浜"


def _to_unicode(chars: str, wrong: int) -> bytes:
    """A ToUnicode for GIDs 1.. that maps the ``wrong``-th code to a different character."""
    rows = []
    for gid, char in enumerate(chars, start=1):
        if gid == wrong:
            char = "X"
        rows.append(f"<{gid:04X}> <{ord(char):04X}>")
    body = "\n".join(rows)
    return (
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
        "/CMapName /T-UCS def /CMapType 2 def\n"
        "1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
        f"{len(rows)} beginbfchar\n{body}\nendbfchar\n"
        "endcmap CMapName currentdict /CMap defineresource pop end end\n"
    ).encode("ascii")


def _fonts() -> dict[str, Any]:
    program = embedded_truetype(KANJI, advance=800)
    odd = cmap_stream_bytes(
        [("00", "7f"), ("8140", "9ffc")],
        cidranges=[("8140", "817e", 100), ("20", "7e", 1)],
        name="Odd-H",
    )
    return {
        # Embedded: /W says 1000 where the program says 800, one code maps wrongly, GID
        # 40 is past the program's glyphs.
        "F1": lambda pdf: type0_font(
            pdf,
            subtype="CIDFontType2",
            base_font="AAAAAA+Kanji",
            registry="Adobe",
            ordering="Identity",
            supplement=0,
            to_unicode=_to_unicode(KANJI, 5),
            cid_to_gid="Identity",
            dw=1000,
            font_file2=program,
        ),
        # Not embedded, no ToUnicode, Identity: unmapped codes.
        "F2": lambda pdf: type0_font(
            pdf, registry="Adobe", ordering="Identity", supplement=0, base_font="NoMap"
        ),
        "F3": lambda pdf: simple_font(pdf),
        # An embedded CMap with one- and two-byte codes: bytes 0xa0-0xff are in no range.
        "F4": lambda pdf: type0_font(pdf, encoding=odd, base_font="HeiseiMin-W3"),
    }


def _page(n: int) -> bytes:
    """Page ``n``: new codes of F1 as the pages go on, F2 on every third page, invalid
    codes of F4 on some, a Tf of a missing resource on one."""
    first = 1 + n % len(KANJI)
    gids = [1 + (first + k) % (len(KANJI) + 1) for k in range(6)]
    if n == 17:
        gids.append(40)
    content = content_tj("F1", 12, b"".join(g.to_bytes(2, "big") for g in gids), y=700)
    content += content_tj("F3", 10, f"page {n + 1}".encode(), y=800)
    if n % 3 == 2:
        content += content_tj("F2", 12, bytes([0, n, 0, n + 1, 0, 200]), y=650)
    if n in (4, 23):
        content += content_tj("F4", 12, b"\x81\x40\x81\x41AB\xa5\xff\x81\x50", y=600)
    if n == 13:
        content += content_tj("F9", 12, b"\x00\x41", y=550)
    return content


def _document(tmp_path: Path) -> Path:
    pdf = page_pdf(_fonts(), [_page(n) for n in range(PAGES)])
    return save(pdf, tmp_path, "many.pdf")


def _outputs(path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> list[str]:
    outputs = []
    for jobs in ("1", "2", "3"):
        for form in ([], ["--json"]):
            assert main(["fonts", str(path), "--jobs", jobs, *form, *extra]) == 0
            outputs.append(capsys.readouterr().out)
    return outputs


def test_fonts_verdicts_are_the_same_whatever_the_number_of_processes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _document(tmp_path)
    outputs = _outputs(path, capsys)
    table = outputs[0]
    # The document gives the merge something to keep: each kind of finding is there.
    for code in (
        "TOUNICODE-DISAGREES-PROGRAM",
        "WIDTHS-MISMATCH-PROGRAM",
        "UNICODE-UNMAPPED",
        "CODE-OUTSIDE-CODESPACE",
    ):
        assert code in outputs[1], code
    assert outputs[0] == outputs[2] == outputs[4]
    assert outputs[1] == outputs[3] == outputs[5]
    assert "AAAAAA+Kanji" in table
    # And a page range read by workers gives what one process gives for it.
    ranged = [
        main(["fonts", str(path), "--jobs", jobs, "--json", "--pages", "3-31"])
        or capsys.readouterr().out
        for jobs in ("1", "2")
    ]
    assert ranged[0] == ranged[1]
    assert ranged[0] != outputs[1]


def test_workers_send_each_code_once_with_the_description_one_process_makes(
    tmp_path: Path,
) -> None:
    path = _document(tmp_path)
    with Analysis(path) as one, Analysis(path) as two:
        alone = pagepool.diagnose(one, jobs=1)
        shared = pagepool.diagnose(two, jobs=2)
        for key, usage in alone_usage(one).items():
            other = alone_usage(two)[key]
            assert list(usage.codes) == list(other.codes), key  # order of first showing
            assert usage.codes == other.codes
            assert usage.invalid == other.invalid
            assert usage.counts == other.counts
            assert usage.first_seen == other.first_seen
    assert ("missing", "F9") in alone.fonts
    assert "FONT-RESOURCE-MISSING" in {f.code for f in alone.page_findings}
    assert alone.fonts == shared.fonts
    assert alone.findings == shared.findings
    assert alone.pages == shared.pages
    assert alone.page_findings == shared.page_findings
    assert (alone.verdict, alone.reason) == (shared.verdict, shared.reason)


def alone_usage(analysis: Analysis) -> dict[object, Any]:
    """The usage of every font, from a fresh diagnosis in one process of the same file."""
    from inspector.diagnostics import Diagnoser

    diagnoser = Diagnoser()
    for trace in analysis.trace():
        diagnoser.add(trace)
    return diagnoser.usage


def test_a_font_set_through_an_extgstate_is_read_again_in_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = page_pdf(_fonts(), [_page(n) for n in range(PAGES)])
    page = pdf.pages[20]
    gs_font = type0_font(pdf, registry="Adobe", ordering="Identity", supplement=0, base_font="ByGS")
    page.Resources.ExtGState = pikepdf.Dictionary(
        GS1=pikepdf.Dictionary(Type=pikepdf.Name.ExtGState, Font=pikepdf.Array([gs_font, 12]))
    )
    page.Contents = pdf.make_stream(
        page.Contents.read_bytes() + b"BT /GS1 gs 72 500 Td <00410042> Tj ET\n"
    )
    path = save(pdf, tmp_path, "gs.pdf")
    answers: list[object] = []
    pending_fonts = pagepool._pending_fonts

    def recorded(analysis: Analysis, diagnoser: Any) -> Any:
        found = pending_fonts(analysis, diagnoser)
        answers.append(found)
        return found

    monkeypatch.setattr(pagepool, "_pending_fonts", recorded)
    with Analysis(path) as one, Analysis(path) as two:
        alone = pagepool.diagnose(one, jobs=1)
        shared = pagepool.diagnose(two, jobs=2)
    assert answers and answers[-1] is None  # the workers' results were set aside
    by_gs = [key for key in alone.fonts if "ByGS" in alone.fonts[key].reason]
    assert by_gs, "the font set by the ExtGState has a verdict"
    assert alone.fonts == shared.fonts
    assert alone.findings == shared.findings
    assert alone.pages == shared.pages


def test_report_is_the_same_whatever_the_number_of_processes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _document(tmp_path)
    reports, written = [], []
    for jobs in ("1", "2"):
        for form in ("json", "md"):
            target = tmp_path / f"report.{form}"  # its name is in the line written
            assert main(["report", str(path), "--jobs", jobs, "-o", str(target)]) == 0
            reports.append(target.read_bytes())
            written.append(capsys.readouterr().out)
    assert b"CODE-OUTSIDE-CODESPACE" in reports[0]
    assert b"page 35" in reports[0]  # the pages' texts are there
    assert reports[0] == reports[2]
    assert reports[1] == reports[3]
    assert written[:2] == written[2:]


def test_codes_described_here_first_keep_one_description(tmp_path: Path) -> None:
    # The window describes the codes of the pages it shows while the workers read them
    # too: the merged usage refers to the description the font here keeps, not a copy.
    path = _document(tmp_path)
    with Analysis(path) as analysis:
        shown = analysis.trace_page(3)  # described here before the runs come in
        reading = pagepool.DiagnosisReading()
        pages = list(range(analysis.page_count))
        assert pagepool.merge_runs(analysis, reading, pages, 2, None)
        diagnoser = reading.diagnoser
        checked = 0
        for key, usage in diagnoser.usage.items():
            entry = analysis.font_entry(key)
            assert entry is not None
            for code, info in usage.codes.items():
                assert info is entry.font.info(code)
                checked += 1
        assert checked > len({i.code_bytes for s in shown.strings for i in s.decoded.infos})
