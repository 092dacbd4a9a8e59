"""Whether every image export-html writes is one a browser shows (not a test).

    python benchmarks/export_images.py [DIR ...] [--screenshots N]

Runs ``export-html`` on every PDF under the given folders (default: ../shared/corpus
and ../shared/layout-corpus), images into a folder beside the HTML, and opens every
``<img>`` file with Pillow: a file counts as shown when it is a PNG or a JPEG (what every
browser decodes) that decodes whole at the size it claims. Prints one line per file with
an image that is not, and a summary. With ``--screenshots N``, headless Chromium
photographs the first N exports that hold images (into the temporary folder named in
the output), to look at.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = [ROOT.parent / "shared" / "corpus", ROOT.parent / "shared" / "layout-corpus"]
IMG = re.compile(r'<img src="([^"]+)"')


def check(path: Path, out: Path) -> tuple[int, list[str], bool]:
    """Images written for ``path``, the problems, and whether the export ran."""
    from PIL import Image

    html = out / "doc.html"
    done = subprocess.run(
        [sys.executable, "-m", "inspector", "export-html", str(path), "-o", str(html), "-q"],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    if done.returncode not in (0, 1) or not html.exists():
        return 0, [f"export-html exited {done.returncode}: {done.stderr.strip()[-200:]}"], False
    problems = []
    sources = [s for s in IMG.findall(html.read_text(encoding="utf-8")) if s]
    for src in sources:
        image = out / src
        try:
            with Image.open(image) as picture:
                if picture.format not in ("PNG", "JPEG"):
                    problems.append(f"{src}: {picture.format}, which browsers do not show")
                picture.load()
        except Exception as exc:
            problems.append(f"{src}: {exc}")
    return len(sources), problems, True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", type=Path, default=DEFAULT)
    parser.add_argument("--screenshots", type=int, default=0)
    args = parser.parse_args()
    files = sorted(p for folder in args.folders for p in folder.rglob("*.pdf"))
    keep = Path(tempfile.mkdtemp(prefix="export-images-"))
    images = bad = exported = with_images = 0
    shots: list[Path] = []
    for n, path in enumerate(files):
        out = keep / f"{n:03d}"
        out.mkdir()
        count, problems, ran = check(path, out)
        exported += ran
        images += count
        with_images += count > 0
        bad += len(problems)
        for problem in problems:
            print(f"{path.name}: {problem}")
        if count and len(shots) < args.screenshots:
            shots.append(out / "doc.html")
        elif not count:
            shutil.rmtree(out)
    print(
        f"{len(files)} files, {exported} exported, {with_images} with images: "
        f"{images} images, {images - bad} shown, {bad} problems"
    )
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    for html in shots:
        if browser is None:
            break
        png = html.with_suffix(".png")
        subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000",
             f"--screenshot={png}", html.as_uri()],
            capture_output=True, timeout=120,
        )  # fmt: skip
        print(f"screenshot: {png}")
    print(f"exports kept in {keep}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
