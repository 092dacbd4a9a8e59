"""The glyph-shape route: text read from the outlines of fonts that lost every Unicode hint.

The PDFs embed real subsets (tests/shape_fonts.py) of installed fonts without ToUnicode,
with an Adobe-Identity collection and no cmap in the program. Reference indexes are cut
to each script's first 600 characters (INSPECTOR_GLYPH_LIMIT) and cached once per
session in a temporary folder.
"""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from shape_fonts import FACES, IPA_MINCHO, NOTO_SANS, NOTO_SERIF, hintless_pdf

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("numpy") is None,
        reason="numpy (the glyphs extra) is not installed",
    ),
    # Cross-checks against installed CJK fonts: thousands of reference glyphs rendered
    # (scripts/test.sh runs them after the fast stages), by one worker, which builds the
    # session's reference indexes once.
    pytest.mark.slow,
    pytest.mark.xdist_group("glyph-shapes"),
]

LIMIT = 600


def _needs(*paths: Path) -> None:
    for path in paths:
        if not path.exists():
            pytest.skip(f"{path} is not installed (fonts-noto-cjk, fonts-ipafont)")


def _needs_fontconfig() -> None:
    """The reference fonts are looked up with fontconfig's fc-list."""
    import shutil

    if shutil.which("fc-list") is None:
        pytest.skip("fc-list (fontconfig) is not installed")


@pytest.fixture(scope="session")
def glyph_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("glyph-cache")


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, glyph_cache: Path) -> None:
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(glyph_cache))
    monkeypatch.setenv("INSPECTOR_GLYPH_LIMIT", str(LIMIT))
    monkeypatch.delenv("INSPECTOR_GLYPH_FONTS", raising=False)


def _sample(script: str, count: int, ideographs: bool = True, seed: int = 7) -> str:
    from inspector.glyphshape.charsets import is_ideograph, national

    pool = [c for c in national(script) if is_ideograph(c) == ideographs]
    # INSPECTOR_GLYPH_LIMIT cuts the ideographs only; else Hangul syllables
    hangul = [c for c in pool if "\uac00" <= c <= "\ud7a3"]
    pool = pool[:LIMIT] if ideographs else hangul
    return "".join(random.Random(seed).sample(pool, count))


LATIN = "AZaz09.,;:!?()-+%&@#"


def _reading(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The characters whose reference outlines the route reads (through FreeType or
    fontTools): those of every index it builds."""
    from inspector.glyphshape import index

    read: list[str] = []
    build = index.build_index

    def counting(font: object, chars: list[str], faces: object = None) -> object:
        read.extend(chars)
        return build(font, chars, faces)  # type: ignore[arg-type]

    monkeypatch.setattr(index, "build_index", counting)
    return read


@pytest.fixture(scope="session")
def japanese(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, dict[str, bytes]]:
    """One Noto Sans CJK JP subset for the tests that need any (subsetting takes seconds)."""
    _needs(NOTO_SANS)
    _needs_fontconfig()
    text = _sample("ja", 60) + "ひらがなカタカナ" + LATIN
    pdf = tmp_path_factory.mktemp("ja") / "noto.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["ja"], text, "NotoSansCJKjp-Regular")
    return pdf, text, codes


def _recovered(path: Path, min_confidence: float | None = None) -> tuple[object, dict]:
    """The route's report and each code's match after running it on a file."""
    from inspector.analysis import Analysis

    with Analysis(path) as analysis:
        report = analysis.recover_glyph_shapes(min_confidence=min_confidence)
        diagnosis = analysis.diagnose()
        matches = {}
        for trace in analysis.trace():
            for show in trace.strings:
                for info in show.decoded.infos:
                    matches[info.code_bytes] = info
        findings = [f.code for fs in diagnosis.findings.values() for f in fs]
        return (report, diagnosis, findings, list(analysis.findings)), matches


def test_rasterizer_fills_by_the_nonzero_winding_rule() -> None:
    from inspector.fontprog import Outline
    from inspector.glyphshape.raster import bitmaps, feature

    def square(x0: float, y0: float, x1: float, y1: float, clockwise: bool) -> list:
        pts = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
        if not clockwise:
            pts.reverse()
        return [("moveTo", (pts[0],)), *[("lineTo", (p,)) for p in pts[1:]], ("closePath", ())]

    outer = square(100, 0, 900, 800, True)
    hole = Outline(tuple(outer + square(300, 200, 700, 600, False)), 1000, None, 1000)
    filled = Outline(tuple(outer + square(300, 200, 700, 600, True)), 1000, None, 1000)
    shape_hole, _ = bitmaps(hole)
    shape_full, _ = bitmaps(filled)
    centre = slice(14, 18)
    assert shape_hole[centre, centre].max() == 0  # counter-wound: a hole
    assert shape_full[centre, centre].min() == 1  # wound the same way: still filled
    assert shape_full.sum() > shape_hole.sum()
    a, b = feature(hole), feature(hole)
    assert float(a @ b) == pytest.approx(1.0, abs=1e-5)
    assert float(a @ feature(filled)) < 0.95


def test_noto_sans_subset_matches_the_installed_noto_sans_exactly(
    japanese: tuple[Path, str, dict[str, bytes]],
) -> None:
    pdf, _text, codes = japanese
    (_report, diagnosis, findings, _), infos = _recovered(pdf)
    for char, code in codes.items():
        shape = infos[code].shape
        assert shape is not None and shape.text == char, (char, shape)
        assert infos[code].recovered == char
        assert infos[code].recovered_source.value == "glyph-shape"
    font = next(iter(diagnosis.fonts.values()))
    assert font.verdict.value == "recoverable" and font.recovery == "glyph-shape"
    assert "100 %" in font.reason and "GLYPH-SHAPE-RECOVERED" in findings
    exact = [i.shape.confidence for i in infos.values() if i.shape and i.shape.score >= 0.9995]
    assert len(exact) >= len(codes) - 8  # identical outlines (kana twins like カ/力 excepted)


def test_ipa_mincho_against_noto_serif_gets_most_ideographs(tmp_path: Path) -> None:
    _needs(NOTO_SERIF, IPA_MINCHO)
    text = _sample("ja", 200, seed=11)
    pdf = tmp_path / "ipa.pdf"
    codes = hintless_pdf(pdf, IPA_MINCHO, 0, text, "IPAMincho")
    import os

    os.environ["INSPECTOR_GLYPH_FONTS"] = f"{NOTO_SERIF}#0"
    try:
        _, infos = _recovered(pdf)
    finally:
        del os.environ["INSPECTOR_GLYPH_FONTS"]
    shapes = [(char, infos[code].shape) for char, code in codes.items()]
    right = [s for c, s in shapes if s is not None and s.text == c]
    wrong = [s for c, s in shapes if s is None or s.text != c]
    assert len(right) / len(shapes) >= 0.95
    accepted_wrong = [s for s in wrong if s is not None and s.accepted]
    accepted = [s for _, s in shapes if s is not None and s.accepted]
    assert len(accepted_wrong) / len(accepted) <= 0.01
    # the confidence separates right from wrong: most right matches are sure, most
    # wrong ones are not
    sure = sorted(s.confidence for s in right)
    assert sure[len(sure) // 2] >= 0.7
    unsure = sorted(s.confidence for s in wrong if s is not None)
    if unsure:
        assert unsure[len(unsure) // 2] < 0.5


@pytest.mark.parametrize(
    ("script", "base_font", "lang", "ideographs"),
    [
        ("ko", "NotoSansCJKkr-Regular", "ko-KR", False),
        ("zh-Hans", "NotoSansCJKsc-Regular", "zh-CN", True),
        ("zh-Hant", "NotoSansCJKtc-Regular", "zh-TW", True),
    ],
)
def test_korean_and_chinese_subsets(
    tmp_path: Path, script: str, base_font: str, lang: str, ideographs: bool
) -> None:
    _needs(NOTO_SANS)
    _needs_fontconfig()
    text = _sample(script, 40, ideographs=ideographs) + "0123456789"
    pdf = tmp_path / "t.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES[script], text, base_font, lang=lang)
    (report, _diagnosis, _, _), infos = _recovered(pdf)
    got = {char: infos[code].recovered for char, code in codes.items()}
    assert got == {char: char for char in codes}
    shapes = next(iter(report.fonts.values()))
    assert shapes.scripts == (script,)


def test_a_font_whose_script_nothing_names_is_searched_in_every_script(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from inspector.glyphshape.charsets import SCRIPTS

    _needs(NOTO_SANS)
    text = _sample("ko", 5, ideographs=False) + _sample("zh-Hans", 5) + _sample("ja", 5)
    pdf = tmp_path / "t.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["ja"], text, "Unnamed")
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", f"{NOTO_SANS}#0")
    (report, _, _, _), infos = _recovered(pdf)
    assert {char: infos[code].recovered for char, code in codes.items()} == {c: c for c in codes}
    shapes = next(iter(report.fonts.values()))
    assert shapes.scripts == SCRIPTS and shapes.references == [
        "Noto Sans CJK JP, " + NOTO_SANS.name
    ]


def test_without_reference_fonts_one_finding_and_nothing_changes(
    japanese: tuple[Path, str, dict[str, bytes]], monkeypatch: pytest.MonkeyPatch
) -> None:
    pdf = japanese[0]
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", "")
    (report, diagnosis, _, doc_findings), infos = _recovered(pdf)
    assert report.unavailable and "INSPECTOR_GLYPH_FONTS is set" in report.unavailable
    assert [f.code for f in doc_findings] == ["GLYPH-SHAPE-UNAVAILABLE"]
    assert all(i.recovered is None and i.shape is None for i in infos.values())
    assert diagnosis.verdict.value == "not-recoverable"


def _cli(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[1]
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args],
        capture_output=True,
        text=True,
        env={**env, "PYTHONPATH": str(root)},
        check=False,
        cwd=root,
    )


def test_text_and_repair_use_glyph_shapes_only_when_asked(
    japanese: tuple[Path, str, dict[str, bytes]], tmp_path: Path
) -> None:
    import os

    pdf, text, codes = japanese
    env = dict(os.environ)
    plain = _cli("text", str(pdf), env=env)
    assert plain.returncode == 0 and "\ufffd" in plain.stdout and text[:5] not in plain.stdout
    asked = _cli("text", str(pdf), "--recover", "glyph-shape", env=env)
    assert asked.stdout.replace("\n", "").replace("\f", "") == text
    assert f"{len(codes)} of {len(codes)} unmapped codes" in asked.stderr
    trace = json.loads(
        _cli("trace", str(pdf), "--json", "--recover", "glyph-shape", env=env).stdout
    )
    code = trace["pages"][0]["strings"][0]["codes"][0]
    assert code["recovered_source"] == "glyph-shape"
    assert code["glyph_shape"]["text"] == text[0] and code["glyph_shape"]["runner_up"]
    assert "Noto Sans CJK JP" in code["glyph_shape"]["reference"]
    fixed = tmp_path / "fixed.pdf"
    # Off by default: a plain repair has no evidence for these codes.
    left = _cli("repair", str(pdf), "-o", str(fixed), env=env)
    assert "only OCR" in left.stdout
    done = _cli("repair", str(pdf), "-o", str(fixed), "--use", "glyph-shape", env=env)
    assert "from glyph-shape" in done.stdout, done.stdout + done.stderr
    again = _cli("text", str(fixed), env=env)
    assert again.stdout.replace("\n", "").replace("\f", "") == text
    fonts = _cli("fonts", str(pdf), "--recover", "glyph-shape", env=env)
    assert "recoverable (by glyph shape)" in fonts.stdout
    assert "left for a person:" in fonts.stdout
    report_path = tmp_path / "r.json"
    made = _cli("report", str(pdf), "-o", str(report_path), "--recover", "glyph-shape", env=env)
    assert made.returncode == 0, made.stderr
    report = json.loads(report_path.read_text(encoding="utf-8"))
    jsonschema = pytest.importorskip("jsonschema")
    schema = Path(__file__).resolve().parents[1] / "inspector/report/schema/report.schema.json"
    jsonschema.validate(report, json.loads(schema.read_text(encoding="utf-8")))
    assert report["fonts"][0]["recovery"] == "glyph-shape"
    assert any("read from their shapes" in step for step in report["summary"]["advice"])
    strict = _cli("text", str(pdf), "--recover", "glyph-shape", "--min-confidence", "2", env=env)
    assert strict.returncode == 2


def test_reference_index_is_cached_per_font_file(tmp_path: Path) -> None:
    import os
    import shutil

    from inspector.glyphshape.index import load_index
    from inspector.glyphshape.references import ReferenceFont

    _needs(IPA_MINCHO)
    copy = tmp_path / "ipam.ttf"
    shutil.copy(IPA_MINCHO, copy)
    font = ReferenceFont(str(copy), 0, "IPAMincho", "Regular")
    chars = list("亜唖娃阿哀愛挨AB")
    first = load_index(font, chars)
    assert first is not None and first.built and first.chars == tuple(chars)
    again = load_index(font, chars)
    assert again is not None and not again.built
    assert (again.features == first.features).all()
    assert load_index(font, chars[:4]).built  # other characters: another index
    stat = copy.stat()
    os.utime(copy, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    changed = load_index(font, chars)
    assert changed is not None and changed.built  # the file changed: built anew
    missing = ReferenceFont(str(tmp_path / "gone.ttf"), 0, "gone", "")
    assert load_index(missing, chars) is None


IPA_GOTHIC = Path("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf")
DROID = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
TWINS = "－-―ー）)（(。、，,．.「」！!？?０0"
"""Full- and half-width twins, bars and punctuation: the readings that went wrong."""


def _in_font(path: Path, face: int, text: str) -> str:
    from fontTools.ttLib import TTFont

    with TTFont(str(path), fontNumber=face, lazy=True) as font:
        cmap = font.getBestCmap()
    return "".join(c for c in dict.fromkeys(text) if ord(c) in cmap)


def test_width_twins_are_told_apart_and_identical_outlines_stay_ambiguous(
    japanese: tuple[Path, str, dict[str, bytes]], tmp_path: Path
) -> None:
    _needs(NOTO_SANS)
    _needs_fontconfig()
    text = TWINS + "アイウカキA"
    pdf = tmp_path / "twins.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["ja"], text, "NotoSansCJKjp-Regular")
    _, infos = _recovered(pdf)
    shapes = {char: infos[code].shape for char, code in codes.items()}
    # Same outline, other width (。 and ｡): the advance decides; similar outlines at the
    # same width (－, ー and ―): the identical one decides.
    for char in TWINS:
        shape = shapes[char]
        assert shape is not None and shape.accepted and shape.text == char, (char, shape)
    # Identical outlines (Latin A, Greek Alpha, Cyrillic A in Noto Sans CJK), and no
    # other Latin letter to say which alphabet: ambiguous, with all of them.
    shape = shapes["A"]
    assert shape is not None and not shape.accepted and shape.confidence < 0.5
    assert {shape.text, *shape.alternatives} == {"A", "\u0391", "\u0410"}
    wrong = [(c, s.text) for c, s in shapes.items() if s and s.accepted and s.text != c]
    assert wrong == []


@pytest.mark.parametrize(
    ("font", "face", "script", "base_font", "references"),
    [
        (IPA_GOTHIC, 0, "ja", "IPAGothic", (FACES["ja"],)),
        (IPA_MINCHO, 0, "ja", "IPAMincho", (FACES["ja"],)),
        (DROID, 0, "zh-Hans", "DroidSansFallback", (FACES["zh-Hans"],)),
    ],
)
def test_no_wrong_reading_is_accepted_against_another_family(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    font: Path,
    face: int,
    script: str,
    base_font: str,
    references: tuple[int, ...],
) -> None:
    _needs(font, NOTO_SANS, NOTO_SERIF)
    kana = "あいうえおかきくけこアイウエオカキクケコ" if script == "ja" else ""
    text = _in_font(font, face, TWINS + kana + _sample(script, 60, seed=5))
    pdf = tmp_path / "cross.pdf"
    codes = hintless_pdf(pdf, font, face, text, base_font)
    fonts = [f"{path}#{index}" for path in (NOTO_SANS, NOTO_SERIF) for index in references]
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", ":".join(fonts))
    _, infos = _recovered(pdf)
    shapes = {char: infos[code].shape for char, code in codes.items()}
    wrong = [
        (c, s.text, s.confidence) for c, s in shapes.items() if s and s.accepted and s.text != c
    ]
    assert wrong == []
    right = [c for c, s in shapes.items() if s and s.accepted and s.text == c]
    assert len(right) >= len(codes) // 2
    if script == "ja":
        assert "。" in right  # punctuation is read


def test_an_empty_reference_list_makes_the_route_fail_loudly(
    japanese: tuple[Path, str, dict[str, bytes]], tmp_path: Path
) -> None:
    import os

    pdf = japanese[0]
    env = {**os.environ, "INSPECTOR_GLYPH_FONTS": ""}
    for args in (
        ("text", str(pdf), "--recover", "glyph-shape"),
        ("repair", str(pdf), "-o", str(tmp_path / "x.pdf"), "--use", "glyph-shape"),
    ):
        done = _cli(*args, env=env)
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert "INSPECTOR_GLYPH_FONTS" in done.stderr and "fontconfig" not in done.stderr
    assert not (tmp_path / "x.pdf").exists()
    env["INSPECTOR_GLYPH_FONTS"] = str(tmp_path / "gone.ttf")
    done = _cli("text", str(pdf), "--recover", "glyph-shape", env=env)
    assert done.returncode == 2 and "could be read" in done.stderr, done.stderr


def test_repair_writes_only_accepted_readings_and_lists_the_rest(tmp_path: Path) -> None:
    import os

    _needs(NOTO_SANS)
    _needs_fontconfig()
    # Latin A, Greek Alpha and Cyrillic A are one outline in Noto Sans CJK, and no other
    # letter says which alphabet the text uses: ambiguous.
    text = "A" + "アイウ123"
    pdf = tmp_path / "alpha.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["ja"], text, "NotoSansCJKjp-Regular")
    fixed = tmp_path / "fixed.pdf"
    env = dict(os.environ)
    done = _cli("repair", str(pdf), "-o", str(fixed), "--use", "glyph-shape", env=env)
    assert done.returncode == 0, done.stderr
    assert f"<{codes['A'].hex()}>: not written" in done.stdout, done.stdout
    assert "ambiguous" in done.stdout and "1 ambiguous" in done.stderr
    again = _cli("text", str(fixed), env=env).stdout
    assert "アイウ123" in again and "A" not in again and "\u0391" not in again


def test_reference_indexes_are_built_only_as_far_as_the_glyphs_need(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from inspector.glyphshape import clear_indexes, route

    _needs(NOTO_SANS)
    _needs_fontconfig()
    monkeypatch.setattr(route, "CHUNK_CHARS", 100)
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    clear_indexes()
    from inspector.glyphshape.charsets import is_ideograph, national

    first = "".join([c for c in national("ja") if is_ideograph(c)][:5])
    pdf = tmp_path / "few.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["ja"], first, "NotoSansCJKjp-Regular")
    (report, _, _, _), infos = _recovered(pdf)
    assert {c: infos[code].recovered for c, code in codes.items()} == {c: c for c in codes}
    # Latin, the kana and symbols, and the first chunk of ideographs: not the other four.
    assert report.indexes_built == 3


def test_the_faces_are_searched_block_by_block(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A font whose script and design nothing names is matched against two faces; the
    second is its own family, whose identical outlines end the search early."""
    from inspector.glyphshape import clear_indexes, route
    from inspector.glyphshape.charsets import is_ideograph, national

    _needs(NOTO_SANS, NOTO_SERIF)
    monkeypatch.setattr(route, "CHUNK_CHARS", 100)
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", f"{NOTO_SERIF}#0:{NOTO_SANS}#0")
    clear_indexes()
    first = "".join([c for c in national("ja") if is_ideograph(c)][:5])
    pdf = tmp_path / "unnamed.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["ja"], first, "Unnamed")
    (report, _, _, _), infos = _recovered(pdf)
    assert {c: infos[code].recovered for c, code in codes.items()} == {c: c for c in codes}
    # Latin, the Japanese kana and symbols and the first chunk of ideographs, of each
    # face: not the other scripts' 2,000 characters.
    assert report.indexes_built == 6


@pytest.mark.parametrize("faces", [(NOTO_SANS,), (NOTO_SERIF, NOTO_SANS)])
def test_a_cold_run_renders_only_the_script_and_face_the_glyphs_show(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, faces: tuple[Path, ...]
) -> None:
    """A font whose name names no script, of another family than the references: its
    hiragana show Japanese, so the other scripts' characters are not rendered (a cold
    run rendered all four scripts' sets); of a face with serifs and one without, its
    kana show which one to search for the ideographs (both were searched)."""
    from inspector.glyphshape import charsets, clear_indexes

    _needs(IPA_GOTHIC, *faces)
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", ":".join(f"{face}#0" for face in faces))
    clear_indexes()
    rendered = _reading(monkeypatch)
    kana = "あいうえおかきくけこアイウエオカキクケコ"
    text = kana + _sample("ja", 5, seed=5)
    pdf = tmp_path / "unnamed.pdf"
    codes = hintless_pdf(pdf, IPA_GOTHIC, 0, text, "Unnamed")
    (report, _, _, _), infos = _recovered(pdf)
    # Latin, the Japanese kana and symbols (of each face) and the (cut) ideographs (of
    # one), at most: not the Chinese and Korean sets (thousands more).
    japanese = [c for c in charsets.national("ja") if not charsets.is_ideograph(c)]
    assert len(rendered) <= len(faces) * (len(charsets.latin()) + len(japanese)) + LIMIT
    shapes = {char: infos[code].shape for char, code in codes.items()}
    right = [c for c, s in shapes.items() if s and s.accepted and s.text == c]
    assert len([c for c in right if c in kana]) >= len(kana) // 2
    # (searching every script, the old code accepted a wrong reading of く)
    assert not [c for c, s in shapes.items() if s and s.accepted and s.text != c]
    shapes_report = next(iter(report.fonts.values()))
    assert shapes_report.scripts == ("ja",)


def test_a_page_read_surely_by_the_common_candidates_builds_only_the_first_tier(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page of kana in another family than the reference, drawn alike enough that the
    first tier (Latin, kana and symbols, the common ideographs) reads every glyph surely:
    the rare ideographs' indexes are not built (the old code built every chunk of the
    script's ideographs, as it does for a page the first tier leaves unsure)."""
    from inspector.glyphshape import clear_indexes, route

    _needs(IPA_GOTHIC, NOTO_SANS)
    monkeypatch.setattr(route, "CHUNK_CHARS", 100)
    monkeypatch.setattr(route, "COMMON_IDEOGRAPHS", 200)
    cache = tmp_path / "cache"
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(cache))
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", f"{NOTO_SANS}#{FACES['ja']}")
    clear_indexes()
    kana = "おくけこアウオスセソ"
    pdf = tmp_path / "kana.pdf"
    codes = hintless_pdf(pdf, IPA_GOTHIC, 0, kana, "IPAGothic")
    (report, _, _, _), infos = _recovered(pdf)
    # Latin, the kana and symbols, and the two chunks of common ideographs (the first
    # 200 of the 600 the tests cut the set to): not the four chunks of rarer ones.
    assert report.indexes_built == 4
    assert len(list(cache.glob("*.npz"))) == 4
    shapes = {char: infos[code].shape for char, code in codes.items()}
    right = [c for c, s in shapes.items() if s and s.accepted and s.text == c]
    assert sorted(right) == sorted(kana)
    assert not [c for c, s in shapes.items() if s and s.accepted and s.text != c]


def test_the_rare_ideographs_are_searched_only_in_the_script_the_glyphs_show(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A font whose name names no script, with simplified Chinese glyphs, common and
    rare: the first tier holds every script's common characters; the sure readings there
    (characters only GB 2312 holds) show simplified Chinese, so only its rare ideographs
    are searched, not Japanese, traditional Chinese or Korean ones (the old code rendered
    the Japanese set's rarer ideographs before reaching Chinese)."""
    from inspector.glyphshape import charsets, clear_indexes, route

    _needs(NOTO_SANS)
    monkeypatch.setattr(route, "CHUNK_CHARS", 100)
    monkeypatch.setattr(route, "COMMON_IDEOGRAPHS", 200)
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", f"{NOTO_SANS}#{FACES['zh-Hans']}")
    clear_indexes()
    rendered = _reading(monkeypatch)

    def ideographs(script: str) -> list[str]:
        return [c for c in charsets.national(script) if charsets.is_ideograph(c)][:LIMIT]

    han = ideographs("zh-Hans")
    own = [c for c in han if charsets.written_in(c) == ("zh-Hans",)]
    common = [c for c in own if c in han[:200]][:5]
    rare = [c for c in own if c in han[200:]][:5]
    text = "".join(common + rare)
    pdf = tmp_path / "unnamed.pdf"
    codes = hintless_pdf(pdf, NOTO_SANS, FACES["zh-Hans"], text, "Unnamed")
    (report, _, _, _), infos = _recovered(pdf)
    assert {c: infos[code].recovered for c, code in codes.items()} == {c: c for c in codes}
    # The first tier: each script's characters but its ideographs after the 200th.
    first = {c for s in charsets.SCRIPTS for c in charsets.national(s)}
    first -= {c for s in charsets.SCRIPTS for c in ideographs(s)[200:]}
    first |= {c for s in charsets.SCRIPTS for c in ideographs(s)[:200]}
    rarer = {c for s in ("ja", "zh-Hant", "ko") for c in ideographs(s)[200:]}
    assert not set(rendered) & (rarer - first - set(han))
    shapes = next(iter(report.fonts.values()))
    assert shapes.tier == 2
    assert [b for b in shapes.blocks if ":" in b and int(b.split(":")[1]) >= 200] == [
        b for b in shapes.blocks if b.startswith("zh-Hans:") and int(b.split(":")[1]) >= 200
    ]


@pytest.mark.skipif(
    importlib.util.find_spec("freetype") is None, reason="freetype-py (the coarse pre-filter)"
)
def test_a_cold_run_builds_in_full_only_the_shortlisted_ideographs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The coarse signatures pick each glyph's nearest ideographs; only those are read
    and built in full (the old code built every ideograph of each tier
    searched: 200 to 600 here), and the readings stay right."""
    from inspector.glyphshape import charsets, clear_indexes, coarse, route

    _needs(IPA_GOTHIC, NOTO_SANS)
    monkeypatch.setattr(route, "CHUNK_CHARS", 100)
    monkeypatch.setattr(route, "COMMON_IDEOGRAPHS", 200)
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("INSPECTOR_GLYPH_FONTS", f"{NOTO_SANS}#{FACES['ja']}")
    clear_indexes()
    rendered = _reading(monkeypatch)
    text = "日本語学校おくアウ"
    pdf = tmp_path / "page.pdf"
    codes = hintless_pdf(pdf, IPA_GOTHIC, 0, text, "IPAGothic")
    _, infos = _recovered(pdf)
    built = [c for c in rendered if charsets.is_ideograph(c)]
    # at most each glyph's shortlist in each of the two tiers
    assert 0 < len(built) <= 2 * len(text) * coarse.SHORTLIST
    shapes = {char: infos[code].shape for char, code in codes.items()}
    assert not [c for c, s in shapes.items() if s and s.accepted and s.text != c]
    assert {c for c, s in shapes.items() if s and s.accepted} >= set("おくアウ")
