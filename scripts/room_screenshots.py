"""Screenshots of the views issue 35 gave room and new behaviour, at each window size.

- room-WxH.png: the default layout on the demo PDF, a flagged string selected (three
  rows of code tiles over the chain, the strings beside the fonts);
- objects-picture-WxH.png: Objects on an image XObject (its picture) of a copy of the
  demo with an image added; objects-hex-WxH.png: Objects on a font program (a hex dump);
- missing-fonts-WxH.png: the page tree of ``tests/broken/font-resource-missing.pdf``,
  its fonts whose resource is missing counted and marked;
- repair-shapes-WxH.png (with ``--shapes``): the Repair summary after the Glyph shapes tab
  matched the demo's font without Unicode (needs the ``glyphs`` extra and CJK fonts).

Runs offscreen unless a display is set.

    python scripts/room_screenshots.py [--out docs/screenshots]
        [--size 1280x720 --size 1920x1080] [--shapes]
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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT (repeatable)")
    parser.add_argument("--shapes", action="store_true", help="also match glyph shapes")
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from devtools.room_screenshots import take_room_screenshots

    sizes = [(int(w), int(h)) for w, h in (s.lower().split("x") for s in args.size or ())] or [
        (1280, 720),
        (1920, 1080),
    ]
    try:
        saved = take_room_screenshots(Path(args.out), sizes, args.shapes)
    except RuntimeError as exc:
        sys.stderr.write(f"{exc}\n")
        return 2
    sys.stdout.write("".join(f"{path}\n" for path in saved))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
