"""Text from PDFs that real producers laid out comes out in reading order.

The samples (tests/layout_samples.py) are built once per session by Chromium, LibreOffice,
Ghostscript, cairo, upLaTeX and pdfLaTeX from sources written there; a case whose producer
or font is missing here is skipped with its name, a producer that fails fails the test.
Every case is tested twice over: our text against the source text, and the file against
what the case is meant to exercise (fonts, writing mode, how the glyphs are drawn), so a
new producer version cannot quietly turn a test into a different one.

Comparisons: CJK text with all whitespace removed, other scripts with whitespace runs
made one space.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import layout_samples
import pikepdf
import pytest
from layout_samples import Sample

from inspector.analysis import Analysis
from inspector.text import extract_page_text

pytestmark = pytest.mark.producers

VERTICAL_CASES = [
    "chromium_vertical",
    "libreoffice_tbrl",
    "cairo_vertical",
    "cairo_vertical_spaced",
    "ghostscript_vertical",
    "uplatex_tate",
]
"""Japanese columns read right to left."""

HORIZONTAL_FONT_VERTICAL = ["chromium_vertical", "libreoffice_tbrl", "cairo_vertical"]
"""Vertical writing drawn one upright glyph at a time in horizontal (WMode 0) fonts."""

LINE_CASES = [
    "chromium_rtl",
    "chromium_complex",
    "libreoffice_complex",
    "libreoffice_mixed",
    "libreoffice_table",
    "latex_article",
]
COLUMN_CASES = ["chromium_two_columns", "latex_two_columns", "latex_article", "libreoffice_tagged"]
TAGGED_CASES = ["chromium_tagged", "libreoffice_tagged"]


# --- building and extracting ----------------------------------------------------------------


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Sample | str | Exception]:
    return layout_samples.build_samples(tmp_path_factory.mktemp("layout-samples"))


def sample_of(built: dict[str, Sample | str | Exception], name: str) -> Sample:
    got = built[name]
    if isinstance(got, str):
        pytest.skip(f"{name}: {got}")
    if isinstance(got, Exception):
        pytest.fail(f"{name}: the producer failed: {got}")
    return got


_EXTRACTED: dict[Path, str] = {}


def ours(sample: Sample) -> str:
    """Our text of the sample's pages, form feeds between pages (as ``text`` prints it)."""
    if sample.path not in _EXTRACTED:
        with Analysis(sample.path) as analysis:
            pages = [extract_page_text(trace).text for trace in analysis.trace()]
        _EXTRACTED[sample.path] = "\f".join(pages)
    return _EXTRACTED[sample.path]


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def normalized(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def lines_of(text: str) -> list[str]:
    return [normalized(line) for line in text.splitlines() if line.strip()]


# --- what the files contain -----------------------------------------------------------------


@dataclass(frozen=True)
class Glyph:
    text: str
    """What the PDF maps the code to (ToUnicode, encoding...), "" when nothing does."""
    actual: str | None
    """The /ActualText of the innermost marked-content span around it, if any."""
    x: float
    y: float
    string: int
    font: str
    wmode: int
    matrix: tuple[float, ...]
    tags: tuple[str, ...]
    mcid: int | None

    @property
    def upright(self) -> bool:
        a, b, c, d = self.matrix[:4]
        return abs(b) < 1e-6 and abs(c) < 1e-6 and a > 0 and d > 0

    @property
    def quarter_turn(self) -> bool:
        a, b, c, d = self.matrix[:4]
        return abs(a) < 1e-6 and abs(d) < 1e-6 and abs(b) > 0 and abs(c) > 0


def glyphs(path: Path) -> list[Glyph]:
    """Every glyph of the (single) page in content order, from our trace."""
    with Analysis(path) as analysis:
        assert analysis.page_count == 1, f"{path.name}: expected one page"
        trace = next(analysis.trace())
    out = []
    for s in trace.strings:
        actual = next((m.actual_text for m in reversed(s.marked) if m.actual_text), None)
        mcid = next((m.mcid for m in s.marked if m.mcid is not None), None)
        tags = tuple(m.tag for m in s.marked)
        for info, (x, y) in zip(s.decoded.infos, s.origins()):
            out.append(
                Glyph(
                    info.unicode or "",
                    actual,
                    x,
                    y,
                    s.serial,
                    s.font_name,
                    s.wmode,
                    tuple(s.matrix),
                    tags,
                    mcid,
                )
            )
    return out


def page_fonts(path: Path) -> dict[str, pikepdf.Dictionary]:
    with pikepdf.open(path) as pdf:
        resources = pdf.pages[0].Resources
        fonts = resources.get("/Font", pikepdf.Dictionary())
        return {str(name)[1:]: pikepdf.Dictionary(font) for name, font in fonts.items()}


def font_facts(path: Path) -> dict[str, dict[str, str]]:
    """Per font resource: Subtype, BaseFont, Encoding (a name, or "stream WMode=n"),
    the descendant's Subtype and whether its program is embedded."""
    facts: dict[str, dict[str, str]] = {}
    with pikepdf.open(path) as pdf:
        fonts = pdf.pages[0].Resources.get("/Font", pikepdf.Dictionary())
        for name, font in fonts.items():
            encoding = font.get("/Encoding")
            if isinstance(encoding, pikepdf.Name):
                enc = str(encoding)[1:]
            elif isinstance(encoding, pikepdf.Stream):
                enc = f"stream WMode={int(encoding.get('/WMode', 0))}"
            else:
                enc = "dict" if encoding is not None else ""
            entry = {
                "subtype": str(font.get("/Subtype", ""))[1:],
                "base_font": str(font.get("/BaseFont", ""))[1:],
                "encoding": enc,
            }
            if "/DescendantFonts" in font:
                descendant = font.DescendantFonts[0]
                entry["descendant"] = str(descendant.get("/Subtype", ""))[1:]
                descriptor = descendant.get("/FontDescriptor", pikepdf.Dictionary())
                entry["embedded"] = str(
                    any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))
                )
            facts[str(name)[1:]] = entry
    return facts


def is_wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def baselines(gs: list[Glyph], ndigits: int = 0) -> dict[float, list[Glyph]]:
    lines: dict[float, list[Glyph]] = {}
    for g in gs:
        lines.setdefault(round(g.y, ndigits), []).append(g)
    return lines


# --- the text against the source ------------------------------------------------------------


@pytest.mark.parametrize("name", list(layout_samples.CASES))
def test_text_matches_the_source(built: dict[str, Sample | str | Exception], name: str) -> None:
    """Every character of the source, in reading order (whitespace aside)."""
    sample = sample_of(built, name)
    got = ours(sample)
    if sample.cjk:
        assert squeezed(got) == squeezed(sample.expected), got
    else:
        assert normalized(got) == normalized(sample.expected), got


@pytest.mark.parametrize("name", VERTICAL_CASES)
def test_vertical_columns_are_lines_right_to_left(
    built: dict[str, Sample | str | Exception], name: str
) -> None:
    """Each column is one line of the text, the rightmost column first."""
    sample = sample_of(built, name)
    got = [squeezed(line) for line in ours(sample).splitlines() if line.strip()]
    assert got == [squeezed(column) for column in sample.expected.split("\n")], ours(sample)


@pytest.mark.parametrize("name", LINE_CASES)
def test_lines_come_out_whole_and_in_order(
    built: dict[str, Sample | str | Exception], name: str
) -> None:
    """The mixed-script line, each table row, each right-to-left line (in logical order):
    one line of our text each, in the source's order."""
    sample = sample_of(built, name)
    got = lines_of(ours(sample))
    positions = []
    for line in sample.lines:
        assert normalized(line) in got, f"{line!r} is not one line of:\n" + "\n".join(got)
        positions.append(got.index(normalized(line)))
    assert positions == sorted(positions), got


@pytest.mark.parametrize("name", COLUMN_CASES)
def test_first_column_entirely_before_the_second(
    built: dict[str, Sample | str | Exception], name: str
) -> None:
    sample = sample_of(built, name)
    columns = [normalized(column) for column in sample.columns]
    others = [normalized(t) for t in sample.expected.split("\n") if t not in sample.columns]
    owners = []
    for line in lines_of(ours(sample)):
        found = [i for i, column in enumerate(columns) if line in column]
        if not found:
            assert any(line in other for other in others), f"line mixes columns: {line!r}"
        elif len(found) == 1:
            owners.append(found[0])
    assert owners and owners == sorted(owners), ours(sample)
    assert set(owners) == set(range(len(columns))), ours(sample)


@pytest.mark.parametrize("name", TAGGED_CASES)
def test_running_footer_comes_last(built: dict[str, Sample | str | Exception], name: str) -> None:
    sample = sample_of(built, name)
    assert sample.last is not None
    got = lines_of(ours(sample))
    assert got and got[-1] == normalized(sample.last), got


# --- the files are the cases they are meant to be -------------------------------------------


@pytest.mark.parametrize("name", HORIZONTAL_FONT_VERTICAL)
def test_vertical_drawn_glyph_by_glyph_in_horizontal_fonts(
    built: dict[str, Sample | str | Exception], name: str
) -> None:
    """Every wide character is a string of its own, upright, in a WMode 0 font; the
    strings of a column share x and step down; three columns; "PDF" lies sideways."""
    sample = sample_of(built, name)
    gs = glyphs(sample.path)
    per_string: dict[int, list[Glyph]] = {}
    for g in gs:
        per_string.setdefault(g.string, []).append(g)
    wide = [g for g in gs if g.text and is_wide(g.text[0])]
    assert len(wide) >= 40
    assert all(len(per_string[g.string]) == 1 for g in wide)
    assert all(g.wmode == 0 and g.upright for g in wide)
    facts = font_facts(sample.path)
    for font in {g.font for g in wide}:
        fact = facts[font]
        assert fact["subtype"] != "Type0" or fact["encoding"] in ("Identity-H", "stream WMode=0")
    columns: dict[float, list[Glyph]] = {}
    for g in wide:
        columns.setdefault(round(g.x), []).append(g)
    tall = [c for c in columns.values() if len(c) >= 5]
    assert len(tall) == 3, sorted(columns)
    for column in tall:
        ys = [g.y for g in column]
        assert ys == sorted(ys, reverse=True)
    for letter in "PDF":
        assert any(g.text == letter and g.quarter_turn for g in gs), letter


def test_cairo_spaced_sample_steps_down_glyph_by_glyph_with_white_between(
    built: dict[str, Sample | str | Exception],
) -> None:
    """Every glyph a string of its own, upright, in an Identity-H (WMode 0) font; each
    column's glyphs share x and step down 1.4 em (0.4 em of white between em boxes);
    one column starts with "PDF" upright."""
    sample = sample_of(built, "cairo_vertical_spaced")
    gs = [g for g in glyphs(sample.path) if g.text.strip()]
    assert len(gs) >= 30
    assert len({g.string for g in gs}) == len(gs)
    assert all(g.wmode == 0 and g.upright for g in gs)
    facts = font_facts(sample.path)
    for font in {g.font for g in gs}:
        assert facts[font]["encoding"] in ("Identity-H", "stream WMode=0")
    size = abs(gs[0].matrix[3])
    columns: dict[int, list[Glyph]] = {}
    for g in gs:
        columns.setdefault(round(g.x / size), []).append(g)
    assert len(columns) >= 3
    for column in columns.values():
        ys = [g.y for g in column if is_wide(g.text[0])]
        steps = {round(a - b, 1) for a, b in itertools.pairwise(ys)}
        assert steps and all(step >= 1.3 * size for step in steps), steps
    assert [g.text for g in gs if not is_wide(g.text[0])][:3] == ["P", "D", "F"]


def test_ghostscript_sample_uses_a_vertical_cmap(
    built: dict[str, Sample | str | Exception],
) -> None:
    """A Type 0 font whose encoding is the predefined UniJIS-UTF16-V (WMode 1), one
    string per column, glyphs stepping down."""
    sample = sample_of(built, "ghostscript_vertical")
    gs = glyphs(sample.path)
    facts = font_facts(sample.path)
    assert {facts[g.font]["encoding"] for g in gs} == {"UniJIS-UTF16-V"}
    assert {facts[g.font]["descendant"] for g in gs} == {"CIDFontType2"}
    assert all(g.wmode == 1 for g in gs)
    per_string: dict[int, list[Glyph]] = {}
    for g in gs:
        per_string.setdefault(g.string, []).append(g)
    assert len(per_string) == 3
    for column in per_string.values():
        assert len({round(g.x, 1) for g in column}) == 1
        ys = [g.y for g in column]
        assert ys == sorted(ys, reverse=True)


def test_uplatex_sample_uses_identity_v(built: dict[str, Sample | str | Exception]) -> None:
    """dvipdfmx: an embedded CIDFont with Identity-V (WMode 1) for the kana and kanji,
    "26" upright across the column in a horizontal font, "PDF" turned sideways."""
    sample = sample_of(built, "uplatex_tate")
    gs = glyphs(sample.path)
    facts = font_facts(sample.path)
    wide = [g for g in gs if g.text and is_wide(g.text[0])]
    assert len(wide) >= 40
    for font in {g.font for g in wide}:
        assert facts[font]["encoding"] == "Identity-V"
        assert facts[font]["embedded"] == "True"
    assert all(g.wmode == 1 for g in wide)
    digits = [g for g in gs if g.text in ("2", "6")]
    assert len(digits) == 2 and all(g.wmode == 0 and g.upright for g in digits)
    assert digits[0].y == pytest.approx(digits[1].y) and digits[0].x < digits[1].x
    for letter in "PDF":
        assert any(g.text == letter and g.quarter_turn for g in gs), letter


def test_rtl_sample_holds_visual_order(built: dict[str, Sample | str | Exception]) -> None:
    """Chromium draws the Hebrew and the Arabic line left to right (visual order): read by
    x from the right, the letters are the source's."""
    sample = sample_of(built, "chromium_rtl")
    gs = glyphs(sample.path)
    for line, lo, hi in (
        (layout_samples.RTL[1], 0x5D0, 0x5EA),
        (layout_samples.RTL[2], 0x621, 0x64A),
    ):

        def letters(text: str, lo: int = lo, hi: int = hi) -> str:
            return "".join(ch for ch in unicodedata.normalize("NFKC", text) if lo <= ord(ch) <= hi)

        drawn = [g for g in gs if letters(g.actual or g.text)]
        xs = [g.x for g in drawn]
        assert xs == sorted(xs), "not drawn left to right"
        by_x = sorted(drawn, key=lambda g: -g.x)
        assert "".join(letters(g.actual or g.text) for g in by_x) == letters(line)


@pytest.mark.parametrize("name", COLUMN_CASES)
def test_columns_sit_side_by_side(built: dict[str, Sample | str | Exception], name: str) -> None:
    """Lines of the two columns share baselines, left and right of the page's middle."""
    sample = sample_of(built, name)
    gs = glyphs(sample.path)
    with pikepdf.open(sample.path) as pdf:
        x0, _, x1, _ = (float(v) for v in pdf.pages[0].MediaBox)
    middle = (x0 + x1) / 2
    shared = [
        y
        for y, line in baselines(gs).items()
        if any(g.x < middle - 20 for g in line) and any(g.x > middle + 5 for g in line)
    ]
    assert len(shared) >= 4, sorted(baselines(gs))


def test_latex_sample_draws_no_spaces(built: dict[str, Sample | str | Exception]) -> None:
    """pdfTeX's Computer Modern fonts have no space glyph: word spaces are only gaps."""
    sample = sample_of(built, "latex_two_columns")
    gs = glyphs(sample.path)
    assert len(gs) > 300
    assert not [g for g in gs if g.text.isspace()]
    assert {fact["subtype"] for fact in font_facts(sample.path).values()} == {"Type1"}


def test_mixed_sample_shares_one_baseline(built: dict[str, Sample | str | Exception]) -> None:
    """Latin (DejaVu Serif), kana (Noto Serif CJK) and Hangul (a fallback face, since the
    font the run asks for has none) sit on one baseline in three different fonts."""
    sample = sample_of(built, "libreoffice_mixed")
    gs = glyphs(sample.path)
    facts = font_facts(sample.path)
    hangul = [g for g in gs if g.text and "\uac00" <= g.text[0] <= "\ud7a3"]
    kana = [g for g in gs if g.text and "\u3041" <= g.text[0] <= "\u30ff"]
    latin = [g for g in gs if g.text in ("F", "o", "n", "t", "s")][:5]
    assert hangul and kana and latin
    faces = [
        {facts[g.font]["base_font"].split("+")[-1] for g in group}
        for group in (hangul, kana, latin)
    ]
    assert all(len(face) == 1 for face in faces), faces
    assert len(set.union(*faces)) == 3, faces
    assert "NotoSerifCJK" in next(iter(faces[1])) and "DejaVuSerif" in next(iter(faces[2]))
    ys = {round(g.y, 1) for g in hangul + kana + latin}
    assert len(ys) == 1, ys


def test_table_sample_is_a_grid(built: dict[str, Sample | str | Exception]) -> None:
    """Four rows of three cells: in each row the cells share a baseline, and each cell
    starts at the same x in every row."""
    sample = sample_of(built, "libreoffice_table")
    gs = glyphs(sample.path)
    starts = []
    for _, line in sorted(baselines(gs).items(), reverse=True)[1:]:
        line.sort(key=lambda g: g.x)
        cells = [line[0].x] + [b.x for a, b in itertools.pairwise(line) if b.x - a.x > 25]
        starts.append(cells)
    assert len(starts) == len(layout_samples.TABLE), starts
    for cells in starts:
        assert len(cells) == 3
        assert cells == pytest.approx(starts[0], abs=0.5)


@pytest.mark.parametrize("name", TAGGED_CASES)
def test_tagged_sample_keeps_the_footer_out_of_the_structure(
    built: dict[str, Sample | str | Exception], name: str
) -> None:
    """A tagged PDF (a structure tree, /MarkInfo /Marked true) whose footer, the lowest
    line of the page, is no marked content of the structure: an /Artifact (LibreOffice),
    or unmarked and drawn before everything else (Chromium)."""
    sample = sample_of(built, name)
    with pikepdf.open(sample.path) as pdf:
        assert "/StructTreeRoot" in pdf.Root
        assert bool(pdf.Root.MarkInfo.get("/Marked", False))
    gs = glyphs(sample.path)
    lowest = min(g.y for g in gs)
    footer = [g for g in gs if abs(g.y - lowest) < 1]
    text = "".join(g.actual or g.text for g in footer)
    assert squeezed(text) == squeezed(layout_samples.TAGGED_FOOTER)
    assert all(g.mcid is None for g in footer)
    body = [g for g in gs if g not in footer]
    assert all(g.mcid is not None for g in body)
    if name == "libreoffice_tagged":
        assert all("Artifact" in g.tags for g in footer)
    else:
        assert max(g.string for g in footer) < min(g.string for g in body)


def test_complex_sample_writes_clusters_across_strings(
    built: dict[str, Sample | str | Exception],
) -> None:
    """Chromium draws one glyph per string and gives a cluster with marks (ที่, दे, تَّ)
    its text in an ``/ActualText`` span over several strings: the span's later glyphs
    carry no text, and their extent must not read as white. The Arabic line is drawn
    left to right (visual order)."""
    sample = sample_of(built, "chromium_complex")
    gs = glyphs(sample.path)
    spans = [
        (a, b)
        for a, b in itertools.pairwise(gs)
        if a.actual is not None
        and a.actual == b.actual
        and a.string != b.string
        and any(unicodedata.category(ch) == "Mn" for ch in a.actual)
    ]
    scripts = {ord(a.actual[0]) >> 7 for a, _ in spans if a.actual}
    assert {0x0E00 >> 7, 0x0900 >> 7, 0x0600 >> 7} <= scripts, scripts
    arabic = [g for g in gs if "\u0600" <= (g.actual or g.text or " ")[0] <= "\u06ff"]
    xs = [g.x for g in arabic if abs(g.y - arabic[0].y) < 1]
    assert xs == sorted(xs), "the Arabic line is not drawn left to right"


def test_libreoffice_complex_sample_draws_marks_as_glyphs(
    built: dict[str, Sample | str | Exception],
) -> None:
    """LibreOffice writes each mark as a glyph of its own whose ToUnicode names it, with
    no ActualText, in all three scripts: where it lands is the layout's business."""
    sample = sample_of(built, "libreoffice_complex")
    gs = glyphs(sample.path)
    marks = [
        g for g in gs if g.actual is None and g.text and unicodedata.category(g.text[0]) == "Mn"
    ]
    scripts = {ord(g.text[0]) >> 7 for g in marks}
    assert {0x0E00 >> 7, 0x0900 >> 7, 0x0600 >> 7} <= scripts, scripts
