"""A command-line install (no ``gui`` extra): asking for the window says in one line
what to install and exits 2, with or without a display; the other commands work."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from builders import page_pdf, save

# PySide6 made unimportable, as where it was never installed.
CHILD = """
import sys
sys.modules["PySide6"] = None
sys.modules["PySide6.QtWidgets"] = None
{call}
"""

CALLS = {
    "pdf-font-inspector FILE": "from inspector.cli import main; sys.exit(main([sys.argv[1]]))",
    "pdf-font-inspector": "from inspector.cli import main; sys.exit(main([]))",
    "pdf-font-inspector gui": "from inspector.cli import main; sys.exit(main(['gui']))",
    "pdf-font-inspector-gui FILE": (
        "from inspector.gui.app import main; sys.exit(main([sys.argv[1]]))"
    ),
}


@pytest.mark.parametrize("display", [":0", None], ids=["display", "no-display"])
@pytest.mark.parametrize("call", list(CALLS))
def test_the_window_without_pyside6_is_one_line_and_exit_2(
    tmp_path: Path, call: str, display: str | None
) -> None:
    pdf = save(page_pdf(), tmp_path)
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": ":".join(sys.path), "HOME": str(tmp_path)}
    if display is not None:
        env["DISPLAY"] = display
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(call=CALLS[call]), str(pdf)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1
    assert "pip install 'pdf-font-inspector[gui]'" in done.stderr
    assert "display" not in done.stderr.lower()  # PySide6 is what is missing, not a display


def test_the_other_commands_work_without_pyside6(tmp_path: Path) -> None:
    pdf = save(page_pdf(), tmp_path)
    call = "from inspector.cli import main; sys.exit(main(['fonts', sys.argv[1]]))"
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(call=call), str(pdf)],
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
