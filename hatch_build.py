"""Package build step: the translations, compiled into the wheel.

- ``resources/locale/<lang>.po`` (gettext, the command line and the reports) become
  ``inspector/resources/locale/<lang>/LC_MESSAGES/inspector.mo``, written by our own
  ``.mo`` writer (``inspector/i18n/po.py``, standard library only);
- ``resources/translations/inspector_<lang>.ts`` (Qt, the window) become
  ``inspector/resources/translations/inspector_<lang>.qm`` with ``pyside6-lrelease``,
  which is why the wheel build needs PySide6-Essentials (a build dependency of this hook).
  ``INSPECTOR_SKIP_QT_TRANSLATIONS=1`` builds without them (the window is then English).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent
SKIP_QT = "INSPECTOR_SKIP_QT_TRANSLATIONS"


def lrelease_command() -> list[str]:
    """How to run Qt's lrelease: PySide6's own (next to the interpreter, or the binary
    inside the PySide6 package), else one on PATH."""
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (here / name).exists():
            return [str(here / name)]
    try:
        import PySide6  # type: ignore[import-not-found]  # noqa: TID251 (the build, not the core)

        folder = Path(PySide6.__file__).parent
        for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
            if (folder / name).exists():
                return [str(folder / name)]
    except ImportError:
        pass
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found is None:
        raise RuntimeError(
            "pyside6-lrelease is needed to build the window's translations (install "
            f"PySide6-Essentials, or set {SKIP_QT}=1 to build without them)"
        )
    return [found]


class CustomBuildHook(BuildHookInterface):  # type: ignore[misc]
    """Compile the .po and .ts sources into the wheel."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        return [] if os.environ.get(SKIP_QT) == "1" else ["PySide6-Essentials>=6.12"]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        sys.path.insert(0, str(ROOT))
        from inspector.i18n.po import read_po, write_mo

        out = Path(tempfile.mkdtemp(prefix="inspector-translations-"))
        include = build_data.setdefault("force_include", {})
        for po in sorted((ROOT / "resources" / "locale").glob("*.po")):
            mo = out / "locale" / po.stem / "LC_MESSAGES" / "inspector.mo"
            write_mo(read_po(po), mo)
            include[str(mo)] = f"inspector/resources/locale/{po.stem}/LC_MESSAGES/inspector.mo"
        if os.environ.get(SKIP_QT) == "1":
            return
        command = lrelease_command()
        for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
            qm = out / "translations" / f"{ts.stem}.qm"
            qm.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([*command, "-silent", str(ts), "-qm", str(qm)], check=True)
            include[str(qm)] = f"inspector/resources/translations/{qm.name}"
