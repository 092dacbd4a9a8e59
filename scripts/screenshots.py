"""Screenshots of the inspector window and its main views.

Opens the demo PDF (or the file given), selects the glyphs worth showing and saves PNGs
of the main window and of each main view (see ``devtools.screenshots``). Runs
offscreen unless a display is set.

    python scripts/screenshots.py [FILE] [--out docs/screenshots] [--size 1600x1000]
    python scripts/screenshots.py --languages [FILE] [--size 1280x720]

``--languages`` saves the main window in each language instead (window-<lang>.png) and
lists the texts that do not fit; it exits 1 when there are any.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # devtools/ is not installed: it sits beside inspector/


def main(argv: list[str] | None = None) -> int:
    """Take the screenshots; returns 0 on success, 2 when the file cannot be shown."""
    parser = argparse.ArgumentParser(description="Screenshots of the inspector window.")
    parser.add_argument("file", nargs="?", help="the PDF to show (default: the demo)")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", default="1600x1000", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--password", help="password of an encrypted file")
    parser.add_argument(
        "--languages", action="store_true", help="the main window in each language, 1280x720"
    )
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from devtools.screenshots import take_screenshots
    from inspector.gui.app import demo_path

    target = Path(args.file) if args.file else demo_path()
    if target is None:
        sys.stderr.write("no file given and no demo PDF in resources/\n")
        return 2
    if args.languages:
        size = args.size if "--size" in (argv or sys.argv) else "1280x720"
        return _languages(target, Path(args.out), size)
    width, height = (int(v) for v in args.size.lower().split("x"))
    try:
        saved = take_screenshots(target, Path(args.out), (width, height), args.password)
    except RuntimeError as exc:
        sys.stderr.write(f"{exc}\n")
        return 2
    sys.stdout.write("".join(f"{path}\n" for path in saved))
    return 0


def _languages(target: Path, out: Path, size: str) -> int:
    from devtools.language_check import language_screenshot
    from inspector.i18n import LANGUAGES

    width, height = (int(v) for v in size.lower().split("x"))
    status = 0
    for lang in LANGUAGES:
        path, clipped = language_screenshot(target, out, lang, (width, height))
        sys.stdout.write(f"{path}\n")
        for line in clipped:
            sys.stderr.write(f"{lang}: {line}\n")
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
