"""Locating the data shipped with the inspector (predefined CMaps, encodings, metrics).

In an installed wheel the repository's ``resources/`` folder sits inside the package as
``inspector/resources``; in a source checkout it is the folder beside the package.
"""

from __future__ import annotations

import functools
from pathlib import Path


@functools.cache
def resource_root() -> Path:
    """The folder holding the shipped data."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "cmap").is_dir():
            return candidate
    raise FileNotFoundError("the inspector's shipped data (resources/cmap) is missing")


def resource_path(*parts: str) -> Path:
    """Path of one shipped file, relative to the resource root."""
    return resource_root().joinpath(*parts)
