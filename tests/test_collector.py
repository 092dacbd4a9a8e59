"""The processes that read documents run the cyclic collector less often."""

from __future__ import annotations

import gc
import multiprocessing
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pikepdf
import pytest

from inspector import pagepool
from inspector.collector import YOUNG_THRESHOLD, collect_less_often


@pytest.fixture
def thresholds() -> Iterator[None]:
    """The test's changes to the collector's thresholds undone afterwards."""
    before = gc.get_threshold()
    try:
        yield
    finally:
        gc.set_threshold(*before)


def test_the_youngest_threshold_is_raised_the_others_kept(thresholds: None) -> None:
    gc.set_threshold(700, 11, 12)
    collect_less_often()
    assert gc.get_threshold() == (YOUNG_THRESHOLD, 11, 12)


def test_a_higher_threshold_or_a_disabled_collector_is_left_alone(thresholds: None) -> None:
    gc.set_threshold(YOUNG_THRESHOLD * 5, 3, 4)
    collect_less_often()
    assert gc.get_threshold() == (YOUNG_THRESHOLD * 5, 3, 4)
    gc.set_threshold(0, 10, 10)
    collect_less_often()
    assert gc.get_threshold() == (0, 10, 10)


def test_the_command_line_run_as_the_program_raises_it() -> None:
    script = (
        "import gc, sys\n"
        "gc.set_threshold(700, 10, 10)\n"
        "sys.argv = ['pdf-font-inspector', '--version']\n"
        "from inspector.cli import main\n"
        "try:\n"
        "    main()\n"
        "finally:\n"
        "    print(gc.get_threshold()[0])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.splitlines()[-1] == str(YOUNG_THRESHOLD)


def test_a_spawned_page_worker_raises_it(tmp_path: Path) -> None:
    """A worker started fresh (the window's, or where fork is missing) does not inherit
    the parent's setting: the initializer that opens the document sets it."""
    path = tmp_path / "one.pdf"
    pdf = pikepdf.Pdf.new()
    pdf.add_blank_page()
    pdf.save(path)
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(
        max_workers=1,
        mp_context=context,
        initializer=pagepool._open,
        initargs=(str(path), None, False),
    ) as pool:
        assert pool.submit(gc.get_threshold).result(timeout=120)[0] == YOUNG_THRESHOLD
