"""The reading order's shortcut for groups of lines that only cuts across the page part
(``inspector.text.order._cut_bands``) against the cut-by-cut reference it replaces there.

Pages of random lines are drawn for real (a content stream, the interpreter, the layout's
lines), then ordered both ways: the order of the lines and where blocks break must agree.
"""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path

import pytest
from builders import page_pdf, save, simple_font

from inspector.analysis import Analysis
from inspector.text.glyphs import page_runs
from inspector.text.lines import Line, build_lines
from inspector.text.order import _cut, _item, _one_column, _untagged
from inspector.text.params import DEFAULT


def _lines(tmp_path: Path, content: str, name: str) -> list[Line]:
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="Helvetica")},
        content.encode(),
        media_box=(0, 0, 2000, 20000),
    )
    with Analysis(save(pdf, tmp_path, name)) as analysis:
        (trace,) = analysis.trace([0])
        runs = page_runs(trace, DEFAULT, unmapped="\ufffd", raw=False, recover=True)
        return build_lines(runs, DEFAULT)


def _both_ways(lines: list[Line]) -> tuple[tuple[list[int], list[bool]], ...]:
    results = []
    for bands in (True, False):
        out: list[Line] = []
        breaks: list[bool] = []
        _cut(lines, DEFAULT, out, breaks, True, bands=bands)
        results.append(([lines.index(line) for line in out], breaks))
    return tuple(results)


def _random_page(rng: random.Random, runs: int) -> str:
    """Runs of lines that share a left margin (so that no white runs top to bottom), each
    run in one size and one line step: some lines overlap (a band of several lines), gaps
    come in every width and many are equal (the widest-first cuts then have ties, and
    peel lines one at a time), some near the block break of one part's size and not of
    another's; drawn out of order."""
    ops = []
    y = 19000.0
    serial = 0
    for _ in range(runs):
        size = rng.choice((8, 10, 10, 12, 18, 24))
        step = rng.choice((0.0, 4.0, 1.2 * size, 1.2 * size, 21.0, 24.0, 30.0, 2.5 * size))
        for _ in range(rng.randint(1, 12)):
            x = 100 + rng.choice((0, 0, 0, 5, 20))
            words = " ".join(["word"] * rng.randint(1, 12))
            ops.append(f"BT /F1 {size} Tf {x} {y:.2f} Td (l{serial} {words}) Tj ET")
            serial += 1
            y -= step
        y -= rng.choice((0.0, 12.0, 21.0, 40.0))
    rng.shuffle(ops)
    return "\n".join(ops)


@pytest.mark.parametrize("seed", range(40))
def test_random_single_column_pages_are_cut_as_cut_by_cut(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    lines = _lines(tmp_path, _random_page(rng, rng.randint(2, 14)), f"p{seed}.pdf")
    assert _one_column([_item(line) for line in lines])
    fast, reference = _both_ways(lines)
    assert fast == reference
    # Not a page read in one sweep: the shortcut had cuts and bands to get right.
    assert len(set(reference[0])) == len(lines) and True in reference[1][1:]


def test_columns_under_a_shared_title_use_the_shortcut_inside_each_column(
    tmp_path: Path,
) -> None:
    # Two columns, each a single column inside: the first cut is down the gutter, the
    # shortcut takes each column, and the whole equals the reference.
    rng = random.Random(99)
    ops = ["BT /F1 50 Tf 100 19100 Td (A title across both columns of the page) Tj ET"]
    for column, x in enumerate((100, 900)):
        y = 19000.0
        for i in range(40):
            ops.append(f"BT /F1 10 Tf {x} {y:.2f} Td (c{column} l{i} text) Tj ET")
            y -= rng.choice((12.0, 12.0, 30.0))
    lines = _lines(tmp_path, "\n".join(ops), "columns.pdf")
    fast, reference = _both_ways(lines)
    assert fast == reference
    texts = [lines[i].texts for i in fast[0]]
    assert "".join(texts[0]).startswith("A title")
    column_of = ["".join(t)[:2] for t in texts[1:]]
    assert column_of == ["c0"] * 40 + ["c1"] * 40


def test_a_page_with_a_gutter_is_not_taken_for_one_column(tmp_path: Path) -> None:
    ops = [
        "BT /F1 10 Tf 100 19000 Td (left) Tj ET",
        "BT /F1 10 Tf 900 18980 Td (right) Tj ET",
    ]
    lines = _lines(tmp_path, "\n".join(ops), "gutter.pdf")
    assert not _one_column([_item(line) for line in lines])
    blocks = _untagged(lines, DEFAULT)
    assert ["".join(b.lines[0].texts) for b in blocks] == ["left", "right"]
