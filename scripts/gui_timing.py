"""Time the window on a large PDF: time to the first page and the median page switch.

    python scripts/gui_timing.py [FILE] [--switches 30] [--jump] [--pause 0.3]

Without a file, opens ``benchmarks/out/reportlab-cid-1000.pdf`` when it is there, else
makes a 1,000-page CJK document with ReportLab (``UnicodeCIDFont``) in a temporary folder.
Runs offscreen unless a display is set (see ``devtools.timing``).
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
DEFAULT = ROOT / "benchmarks" / "out" / "reportlab-cid-1000.pdf"
LINE = "日本語のテキストを抽出します。ページ {page}、{line} 行目。"


def make_document(path: Path, pages: int = 1000, lines: int = 40) -> Path:
    """A ``pages``-page PDF of CJK text in ReportLab's CID fonts (not embedded)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen.canvas import Canvas

    pdfmetrics.registerFont(UnicodeCIDFont("HeiseiMin-W3"))
    canvas = Canvas(str(path), invariant=1)
    for page in range(1, pages + 1):
        canvas.setFont("HeiseiMin-W3", 10)
        for line in range(lines):
            canvas.drawString(40, 800 - 19 * line, LINE.format(page=page, line=line + 1))
        canvas.showPage()
    canvas.save()
    return path


def main(argv: list[str] | None = None) -> int:
    """Print the timings; 2 when the window cannot show the file."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?", help="the PDF to open (default: a 1,000-page one)")
    parser.add_argument("--switches", type=int, default=30, help="page switches to time")
    parser.add_argument("--jump", action="store_true", help="jump to random pages")
    parser.add_argument(
        "--pause", type=float, default=0.0, help="seconds each page stays before the next"
    )
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        if args.file:
            target = Path(args.file)
        elif DEFAULT.is_file():
            target = DEFAULT
        else:
            target = make_document(Path(folder) / "cid-1000.pdf")
        from devtools.timing import measure

        try:
            timing = measure(str(target), args.switches, args.jump, args.pause)
        except RuntimeError as exc:
            sys.stderr.write(f"{exc}\n")
            return 2
        sys.stdout.write(f"file: {target}\n" + "".join(f"{line}\n" for line in timing.lines()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
