"""Starting the window: ``pdf-font-inspector`` (the demo), ``pdf-font-inspector gui FILE``."""

from __future__ import annotations

import argparse
import ctypes.util
import logging
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from inspector.collector import collect_less_often
from inspector.errors import UsageError
from inspector.shipped import resource_path

DEMO = "demo.pdf"

QUIET_CATEGORIES = ("qt.text.font.db", "qt.qpa.fonts")
"""Qt logging categories that only report the system's fonts (a line per font family)."""

QUIET_MESSAGES = ("propagateSizeHints", "OpenType support missing")
"""Qt messages that say nothing a user can act on."""

log = logging.getLogger("inspector.gui.qt")


def display_problem(
    env: Mapping[str, str] | None = None, platform: str | None = None
) -> str | None:
    """Why the window cannot be shown here, in one line (None when it can be tried).

    Qt aborts the process (exit 134, blaming a missing xcb library) when it finds no
    display; this says so before Qt is started.
    """
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(":", 1)[0].split(";", 1)[0].strip()
    if chosen and chosen != "xcb" and not chosen.startswith("wayland"):
        return None  # offscreen, vnc, eglfs, ...: no display server needed
    if chosen.startswith("wayland"):
        return (
            None
            if env.get("WAYLAND_DISPLAY")
            else "no Wayland display (WAYLAND_DISPLAY is not set)"
        )
    if not env.get("DISPLAY"):
        if not chosen and env.get("WAYLAND_DISPLAY"):
            return None
        return (
            "no display to open the window on (DISPLAY is not set); the other commands "
            "work without one (pdf-font-inspector --help)"
        )
    if not getattr(sys, "frozen", False) and ctypes.util.find_library("xcb-cursor") is None:
        return "the window needs the xcb-cursor library on X11: install libxcb-cursor0"
    return None


def quiet_rules(env: Mapping[str, str] | None = None) -> str:
    """QT_LOGGING_RULES with the font database's chatter turned off (the user's rules kept)."""
    env = os.environ if env is None else env
    rules = [r for r in env.get("QT_LOGGING_RULES", "").split(";") if r.strip()]
    quiet = [f"{category}=false" for category in QUIET_CATEGORIES]
    return ";".join(quiet + rules)


def keep_message(category: str | None, message: str) -> bool:
    """Whether a Qt message is worth passing on to the log."""
    if category and category.startswith(QUIET_CATEGORIES):
        return False
    return not any(noise in message for noise in QUIET_MESSAGES)


def _qt_message(mode: Any, context: Any, message: str) -> None:
    category = getattr(context, "category", None)
    if keep_message(category, message):
        log.debug("%s: %s", category or "qt", message)


def demo_path() -> Path | None:
    """The demo PDF shipped in ``resources/``, if there is one."""
    try:
        path = resource_path(DEMO)
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


def missing_qt() -> str | None:
    """Why the window cannot start without PySide6 (a command-line install, without the
    ``gui`` extra), in one line; None when Qt's widgets import."""
    try:
        import PySide6.QtWidgets  # noqa: F401  (the window needs it first of all)
    except ImportError as exc:
        return (
            f"the window needs PySide6 ({exc.name or exc}), which this install lacks; "
            "the other commands work without it. Install it with: "
            "pip install 'pdf-font-inspector[gui]'"
        )
    return None


def run_gui(path: str | None, password: str | None = None) -> int:
    """Open the window on ``path`` (or on the demo) and run until it is closed.

    Raises:
        UsageError: PySide6 is not installed, or there is no display to show the
            window on.
    """
    problem = missing_qt() or display_problem()
    if problem is not None:
        raise UsageError(problem)
    os.environ["QT_LOGGING_RULES"] = quiet_rules()
    target = path if path is not None else demo_path()
    if target is not None:
        # The render process starts (a Python and QtPdf of its own, on the other core)
        # while this one imports the window: the first page image does not wait for it.
        from inspector.gui.render_process import shared_renderer

        shared_renderer().start()
    collect_less_often()  # the window's analysis, as the command line's
    from PySide6.QtCore import QCoreApplication, qInstallMessageHandler
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from inspector.gui.window import APP_NAME, MainWindow

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    qInstallMessageHandler(_qt_message)
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        __import__(
            "PySide6.QtCore", fromlist=["Qt"]
        ).Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("pdf-font-inspector")
    from inspector.gui.translations import chosen_language, install
    from inspector.gui.window import default_settings
    from inspector.i18n import language, language_was_asked

    # --lang on the command line, else View › Language, else the system's language.
    install(language() if language_was_asked() else chosen_language(default_settings()))
    window = MainWindow()
    window.reporter.install()
    window.show()
    if target is not None:
        window.open_file(str(target), password)
    else:
        window.status_label.setText(
            QCoreApplication.translate(
                "MainWindow", "Open a PDF with Ctrl+O or drop one on the window."
            )
        )
    return int(app.exec())


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m inspector.gui.app [FILE] [--password P]``."""
    parser = argparse.ArgumentParser(prog="pdf-font-inspector gui", description=__doc__)
    parser.add_argument("file", nargs="?", help="the PDF to open (default: the demo)")
    parser.add_argument("--password", help="password of an encrypted file")
    args = parser.parse_args(argv)
    try:
        return run_gui(args.file, args.password)
    except UsageError as exc:
        sys.stderr.write(f"pdf-font-inspector: {exc}\n")
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
