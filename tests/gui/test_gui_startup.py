"""Starting the window: usage errors, no display, Qt's noise and library warnings."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest

from inspector import cli
from inspector.analysis import Analysis
from inspector.errors import InspectorError
from inspector.gui import app
from inspector.gui.controller import DocumentController
from inspector.gui.window import MainWindow
from inspector.gui.worker import Ticket
from inspector.pdf.writer import save_repaired

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_window(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str | None, str | None]]:
    """Records the windows the command line would open instead of opening them."""
    opened: list[tuple[str | None, str | None]] = []

    def run_gui(path: str | None, password: str | None = None) -> int:
        opened.append((path, password))
        return 0

    monkeypatch.setattr(app, "run_gui", run_gui)
    return opened


def test_a_mistyped_command_is_a_usage_error(
    no_window: list[object], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["bogus"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "unknown command 'bogus'" in err and "fonts" in err
    assert no_window == []


def test_a_file_name_still_opens_the_window(no_window: list[object], cjk_pdf: Path) -> None:
    assert cli.main([str(cjk_pdf)]) == 0
    assert cli.main(["missing-yet.pdf"]) == 0  # a PDF name: the window says it is missing
    assert no_window == [(str(cjk_pdf), None), ("missing-yet.pdf", None)]


def test_display_problems_are_named_before_qt_starts() -> None:
    linux = "linux"
    assert "DISPLAY is not set" in (app.display_problem({}, linux) or "")
    assert "WAYLAND_DISPLAY" in (app.display_problem({"QT_QPA_PLATFORM": "wayland"}, linux) or "")
    assert app.display_problem({"QT_QPA_PLATFORM": "offscreen"}, linux) is None
    assert app.display_problem({"WAYLAND_DISPLAY": "wayland-0"}, linux) is None
    assert app.display_problem({}, "win32") is None


def test_without_a_display_the_window_command_exits_2_in_one_line(cjk_pdf: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = ""
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run(
        [sys.executable, "-m", "inspector", "gui", str(cjk_pdf)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "pdf-font-inspector: no display to open the window on (DISPLAY is not set); the other "
        "commands work without one (pdf-font-inspector --help)"
    ]


def test_qt_font_database_noise_is_not_passed_on() -> None:
    assert not app.keep_message("qt.text.font.db", 'OpenType support missing for "Noto"')
    assert not app.keep_message(None, "This plugin does not support propagateSizeHints()")
    assert app.keep_message("qt.pdf", "cannot render page")
    rules = app.quiet_rules({"QT_LOGGING_RULES": "qt.pdf.debug=true"})
    assert rules.split(";") == ["qt.text.font.db=false", "qt.qpa.fonts=false", "qt.pdf.debug=true"]


def test_a_password_the_file_does_not_need_warns_nobody(
    window: MainWindow, cjk_pdf: Path, tmp_path: Path
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with Analysis(cjk_pdf, "secret") as analysis:
            assert analysis.page_count == 1
        target = tmp_path / "copy.pdf"
        save_repaired(cjk_pdf, target, {}, "secret")
        assert target.is_file()
        window.open_file(cjk_pdf, "secret")
    assert window.controller.document is not None
    assert window.open_errors == []


ANALYSIS_MODULES = (
    "pikepdf",
    "fontTools",
    "inspector.analysis",
    "inspector.content",
    "inspector.decode",
    "inspector.pdf",
    "inspector.diagnostics.run",
    "inspector.engines",
    "inspector.diff",
    "inspector.repair",
)
"""What the window's first page does not wait for: imported on the worker thread when a
file is opened (issue 35, item 9)."""


def test_the_window_starts_without_the_analysis_stack() -> None:
    code = (
        "import sys\n"
        "import inspector.gui.app, inspector.gui.window\n"
        f"print(' '.join(m for m in {ANALYSIS_MODULES!r} if m in sys.modules))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == []


class HeldRunner:
    """Keeps the jobs it is given until told to run them: a file still being opened."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Any, Any, Any]] = []

    def submit(self, label: str, job: Any, on_done: Any, on_error: Any, *args: Any) -> Ticket:
        self.jobs.append((job, on_done, on_error))
        return Ticket(label)

    def run_all(self) -> None:
        while self.jobs:
            job, on_done, on_error = self.jobs.pop(0)
            try:
                result = job(lambda done, total: None)
            except Exception as exc:
                on_error(exc)
            else:
                on_done(result)

    def shutdown(self) -> None:
        self.jobs.clear()

    def hold_background(self, ms: int) -> None:
        """Nothing runs in the background."""


def test_the_first_page_is_drawn_while_the_file_is_being_opened(
    qtbot: Any, settings: Any, cjk_pdf: Path
) -> None:
    runner = HeldRunner()
    win = MainWindow(DocumentController(runner), settings, interactive=False)
    qtbot.addWidget(win)
    win.show()
    view = win.page_view
    win.open_file(cjk_pdf)
    # The analysis has not opened the file (its job waits), and the page is drawn.
    qtbot.waitUntil(lambda: view.image_page == 0, timeout=30_000)
    assert win.controller.document is None and runner.jobs
    image = view.canvas.image
    with qtbot.waitSignal(win.controller.page_loaded, timeout=10_000):
        runner.run_all()
    assert win.controller.document is not None
    assert view.image_page == 0 and view.canvas.image is image  # not drawn again
    assert view.canvas.page is not None and view.canvas.page.boxes
    win.close()


def test_a_file_the_analysis_cannot_open_keeps_no_page_image(
    qtbot: Any, settings: Any, cjk_pdf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = HeldRunner()
    win = MainWindow(DocumentController(runner), settings, interactive=False)
    qtbot.addWidget(win)
    win.show()
    view = win.page_view
    win.open_file(cjk_pdf)
    qtbot.waitUntil(lambda: view.image_page == 0, timeout=30_000)

    def refused(*_args: object) -> None:
        raise InspectorError("not a PDF the analysis reads")

    monkeypatch.setattr("inspector.gui.session.Session.__init__", refused)
    runner.run_all()
    assert win.open_errors and win.controller.document is None
    assert view.canvas.image is None and view.image_page is None
    win.close()
