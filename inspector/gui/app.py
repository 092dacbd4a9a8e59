"""Starting the window: ``pdf-font-inspector`` (the demo), ``pdf-font-inspector gui FILE``."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from inspector.shipped import resource_path

DEMO = "demo.pdf"


def demo_path() -> Path | None:
    """The demo PDF shipped in ``resources/``, if there is one."""
    try:
        path = resource_path(DEMO)
    except FileNotFoundError:
        return None
    return path if path.is_file() else None


def run_gui(path: str | None, password: str | None = None) -> int:
    """Open the window on ``path`` (or on the demo) and run until it is closed."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from inspector.gui.window import APP_NAME, MainWindow

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        __import__(
            "PySide6.QtCore", fromlist=["Qt"]
        ).Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName("pdf-font-inspector")
    window = MainWindow()
    window.reporter.install()
    window.show()
    target = path if path is not None else demo_path()
    if target is not None:
        window.open_file(str(target), password)
    else:
        window.status_label.setText("Open a PDF with Ctrl+O or drop one on the window.")
    return int(app.exec())


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m inspector.gui.app [FILE] [--password P]``."""
    parser = argparse.ArgumentParser(prog="pdf-font-inspector gui", description=__doc__)
    parser.add_argument("file", nargs="?", help="the PDF to open (default: the demo)")
    parser.add_argument("--password", help="password of an encrypted file")
    args = parser.parse_args(argv)
    return run_gui(args.file, args.password)


if __name__ == "__main__":
    raise SystemExit(main())
