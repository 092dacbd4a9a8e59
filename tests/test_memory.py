"""The same answers when font programs are released and read again.

A document merged from many parts embeds a font program per part. The inspector keeps
what decoding needs of each (every code's description) and at most ``PROGRAMS_KEPT``
parsed programs. The memory this saves is measured by benchmarks/bounds.py, not here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from many_fonts import many_fonts_pdf

import inspector.decode.program as programs
from inspector.analysis import Analysis
from inspector.cli import main


def _outputs(path: Path, capsys: Any) -> list[str]:
    outputs = []
    for argv in (
        ["trace", str(path), "--json"],
        ["trace", str(path), "--json", "--naive"],
        ["text", str(path), "--json"],
        ["fonts", str(path), "--json"],
        ["report", str(path), "-o", "-", "--format", "json"],
    ):
        assert main(argv) in (0, 1)
        outputs.append(capsys.readouterr().out)
    return outputs


def test_outputs_are_the_same_when_programs_are_released(
    tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Three fonts a page, string by string: with one program kept, every string reads
    # its font's program again.
    path = many_fonts_pdf(tmp_path / "interleaved.pdf", 9, per_page=3)
    monkeypatch.setattr(programs, "PROGRAMS_KEPT", None)
    with Analysis(path) as analysis:
        analysis.diagnose()
        assert analysis.programs.loads <= 9  # each program read once
    kept_all = _outputs(path, capsys)
    monkeypatch.setattr(programs, "PROGRAMS_KEPT", 1)
    with Analysis(path) as analysis:
        analysis.diagnose()
        assert analysis.programs.loads > 3 * 9  # read again and again
    assert _outputs(path, capsys) == kept_all
