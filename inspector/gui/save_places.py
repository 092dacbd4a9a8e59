"""Where the window's save dialogs open: the folder of the last file saved, else the
PDF's own folder, else the user's Documents; never inside the installed package (the
demo PDF lives there) nor a folder that cannot be written to."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

import inspector

LAST_FOLDER = "last-save-folder"
"""QSettings key: the folder of the last file a save dialog wrote."""


def _package_folders() -> list[Path]:
    from inspector.shipped import resource_root

    return [Path(inspector.__file__).resolve().parent, resource_root().resolve()]


def _usable(folder: Path) -> bool:
    try:
        resolved = folder.resolve()
    except OSError:
        return False
    if any(resolved.is_relative_to(p) for p in _package_folders()):
        return False
    return resolved.is_dir() and os.access(resolved, os.W_OK)


class SavePlaces:
    """The folder a save dialog starts in, remembered across runs in ``settings``."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def folder(self, document: str | None) -> Path:
        """The folder to start in for a file made from ``document`` (its path)."""
        remembered = self.settings.value(LAST_FOLDER)
        if isinstance(remembered, str) and remembered and _usable(Path(remembered)):
            return Path(remembered)
        if document:
            own = Path(document).parent
            if _usable(own):
                return own
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        if documents and _usable(Path(documents)):
            return Path(documents)
        return Path.home()

    def suggest(self, document: str | None, name: str) -> str:
        """The path a save dialog proposes: ``name`` in :meth:`folder`."""
        return str(self.folder(document) / name)

    def remember(self, chosen: str) -> None:
        """A file was saved at ``chosen``: the next dialog starts in its folder."""
        if chosen:
            self.settings.setValue(LAST_FOLDER, str(Path(chosen).resolve().parent))


__all__ = ["LAST_FOLDER", "SavePlaces"]
