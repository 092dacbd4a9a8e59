"""The inspector window (PySide6): the only package that imports Qt.

Everything here presents the core's plain data; the decoding itself lives in the core.
"""

from inspector.gui.binding_guard import protect_none

protect_none()
