"""Entry point of the PyInstaller application: the ``pdf-font-inspector`` command.

Without arguments (or with a PDF file) it opens the window, otherwise it runs the
command line, exactly as the installed console script does.
"""

from __future__ import annotations

import multiprocessing
import sys

from inspector.cli import main

if __name__ == "__main__":
    # Triage workers and the window's page renderer are child processes of this one.
    multiprocessing.freeze_support()
    sys.exit(main())
