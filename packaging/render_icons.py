"""Render packaging/icons/pdf-font-inspector.svg to PNG files with Qt's SVG renderer.

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py [SIZE ...]

Writes packaging/icons/pdf-font-inspector-SIZE.png (default: 256). Needs the ``gui`` extra
(PySide6). The PNGs are kept in the repository; run this again after editing the SVG.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt  # noqa: TID251 (a packaging tool, not part of the package)
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: TID251
from PySide6.QtSvg import QSvgRenderer  # noqa: TID251

ICONS = Path(__file__).resolve().parent / "icons"
SOURCE = ICONS / "pdf-font-inspector.svg"


def render(size: int) -> Path:
    """Render the icon at ``size`` × ``size`` pixels; returns the PNG written."""
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: cannot read {SOURCE}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    target = ICONS / f"pdf-font-inspector-{size}.png"
    if not image.save(str(target)):
        raise SystemExit(f"render_icons: cannot write {target}")
    return target


def main(argv: list[str]) -> int:
    """Render every size named on the command line (256 without arguments)."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sizes = [int(a) for a in argv] or [256]
    for size in sizes:
        print(render(size))  # noqa: T201
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
