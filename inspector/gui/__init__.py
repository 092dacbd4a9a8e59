"""The inspector window (PySide6): the only package that imports Qt.

Everything here presents the core's plain data; the decoding itself lives in the core.
"""

import sys

from inspector.gui.binding_guard import protect_none
from inspector.gui.source_check import stop_source_caching

protect_none()
if "PySide6" in sys.modules:  # else the window installs it (MainWindow)
    stop_source_caching()
