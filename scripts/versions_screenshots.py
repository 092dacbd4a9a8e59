"""Screenshots of File › Compare with another version (and of ``diff``'s HTML output).

Builds two versions of the demo PDF (A with a sound ToUnicode for its Noto subset, B
mapping three codes to Kangxi radicals; see ``devtools.versions_screenshots``), compares
them in the window and saves it at each size (OUT/screenshots/versions-WxH.png);
``--html`` also shoots ``diff -o OUT.html`` in headless Chromium
(OUT/diff-html-screenshot.png). Runs offscreen unless a display is set.

    python scripts/versions_screenshots.py [--out docs] [--size 1280x720 --size 1920x1080]
        [--html] [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # devtools/ is not installed: it sits beside inspector/


def _shrink(path: Path) -> None:
    """A palette of 256 colours (the window's flat colours and anti-aliased text keep
    their look) at a third of the size, when Pillow is installed."""
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as image:
        small = image.convert("RGB").quantize(colors=256, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT (repeatable)")
    parser.add_argument("--html", action="store_true", help="also the HTML output")
    parser.add_argument("--keep", help="write the two PDFs into this folder")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.size or ["1280x720"]]
    from devtools.versions_screenshots import html_shot, make_pair, window_shots

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(args.keep) if args.keep else Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        a, b = make_pair(ROOT / "resources" / "demo.pdf", folder)
        (out / "screenshots").mkdir(exist_ok=True)
        saved = window_shots(a, b, out / "screenshots", [(w, h) for w, h in sizes])
        if args.html:
            shot = html_shot(a, b, out, folder)
            if shot is not None:
                saved.append(shot)
    for path in saved:
        _shrink(path)
    sys.stdout.write("".join(f"{p}\n" for p in saved))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
