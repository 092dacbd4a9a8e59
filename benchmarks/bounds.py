"""Bounds on memory and time that the design sets, measured (they were asserts in the tests
until the tests left speed and memory to the benchmarks).

- A child's peak is its own: the launcher of tests/child_peak.py reports the command's
  peak, not what the measuring process held when it forked.
- Memory does not grow with the embedded font programs: ``fonts`` on 64 fonts, each
  reading its program separately, peaks less than 40 MB above 4 fonts
  (tests/many_fonts.py ``many_fonts_pdf``; 64 fonts took 175 MB more than 4 while every
  program was held).
- The /W arrays are not kept: ``fonts`` on 40 fonts of 30,000 /W numbers peaks less than
  60 MB above 2 fonts (``wide_widths_pdf``; they took 187 MB more when qpdf kept them).
- A CMap range of four billion codes parses and answers a lookup in under 1 s.

    python benchmarks/bounds.py

Prints each figure with its bound; exit status 1 when a bound is exceeded. POSIX only
(``os.wait4``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def peak_rss_mb(argv: list[str]) -> float:
    """Peak resident memory of a child process running ``argv``, in MiB (forked from a
    small launcher, tests/child_peak.py)."""
    from child_peak import LAUNCHER

    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "peak"
        proc = subprocess.run(
            [sys.executable, "-S", "-c", LAUNCHER, str(report), *argv],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=env,
            cwd=ROOT,
            check=False,
        )
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr.decode("utf-8", "replace"))
        peak = int(report.read_text())
    return peak / 1024


def childs_peak_is_its_own() -> bool:
    # The measuring process holds 200 MB more: the child's peak must not move.
    before = peak_rss_mb([sys.executable, "-c", "pass"])
    ballast = bytearray(200 * 1024 * 1024)
    ballast[::4096] = b"x" * len(ballast[::4096])  # touched, so resident
    after = peak_rss_mb([sys.executable, "-c", "pass"])
    grown = peak_rss_mb(
        [
            sys.executable,
            "-c",
            "b = bytearray(100 * 1024 * 1024); b[::4096] = b'x' * len(b[::4096])",
        ]
    )
    del ballast
    ok = after < before + 20 < 100 and grown > after + 90
    print(
        f"child peak: {before:.0f} MB, {after:.0f} MB with 200 MB more in the parent "
        f"(bound: +20), {grown:.0f} MB for a child of 100 MB more (bound: > +90)"
    )
    return ok


def growth(label: str, few: Path, many: Path, bound: float) -> bool:
    small = peak_rss_mb([sys.executable, "-m", "inspector", "fonts", str(few)])
    large = peak_rss_mb([sys.executable, "-m", "inspector", "fonts", str(many)])
    print(f"{label}: {small:.0f} MB -> {large:.0f} MB, +{large - small:.0f} (bound: +{bound:.0f})")
    return large - small < bound


def huge_cmap_range() -> bool:
    from inspector.cmap import load_predefined, parse_cmap
    from inspector.findings import CollectingSink

    data = b"1 begincodespacerange <00000000> <ffffffff> endcodespacerange\n" + (
        b"1 begincidrange <00000000> <fffffffe> 1 endcidrange"
    )
    start = time.perf_counter()
    cmap = parse_cmap(data, CollectingSink(), resolve_parent=load_predefined)
    found = cmap.lookup_cid(b"\xff\xff\xff\xfe")
    took = time.perf_counter() - start
    print(f"CMap range of 2**32 codes: parsed and looked up in {took:.3f} s (bound: 1 s)")
    return found is not None and took < 1.0


def main() -> int:
    from many_fonts import many_fonts_pdf, wide_widths_pdf

    results = [childs_peak_is_its_own()]
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        results.append(
            growth(
                "64 font programs against 4",
                many_fonts_pdf(tmp / "few.pdf", 4),
                many_fonts_pdf(tmp / "many.pdf", 64),
                40,
            )
        )
        results.append(
            growth(
                "40 fonts of 30,000 /W numbers against 2",
                wide_widths_pdf(tmp / "few-w.pdf", 2),
                wide_widths_pdf(tmp / "many-w.pdf", 40),
                60,
            )
        )
    results.append(huge_cmap_range())
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
