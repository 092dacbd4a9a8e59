"""Entry point of the PyInstaller application: the ``pdf-font-inspector`` command.

Without arguments (or with a PDF file) it opens the window, otherwise it runs the
command line, exactly as the installed console script does.
"""

from __future__ import annotations

import multiprocessing
import sys

from inspector.cli import main
from inspector.gui import render_child

if __name__ == "__main__":
    # Triage workers are multiprocessing children of this program; the window's page
    # renderer is this program started with render_child.CHILD_FLAG.
    multiprocessing.freeze_support()
    if sys.argv[1:2] == [render_child.CHILD_FLAG]:
        sys.exit(render_child.main(sys.argv[2:]))
    sys.exit(main())
