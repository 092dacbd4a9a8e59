"""Times and accuracy of the glyph-shape route (README, "Glyph shapes").

Builds a page of N distinct ideographs (JIS X 0208, default 1,000) in an IPA Mincho
subset, an IPA Gothic subset and a Noto Sans CJK JP subset without any Unicode hint
(tests/shape_fonts.py), then, with a cold cache in a temporary folder of each case's
own, times the reference index build and the matching (wall and CPU seconds), and
measures accuracy against Noto Serif CJK JP (a different family), the faces fontconfig
lists for a name that names nothing, and Noto Sans CJK JP (the same one): right among
all, right among accepted, the share accepted at several thresholds, and right / wrong /
refused as accepted at the default one. Peak resident memory at the end.
``INSPECTOR_GLYPH_PREFILTER=0`` runs the route without the coarse pre-filter.

    python benchmarks/glyph_shapes.py [--count 1000]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def run(pdf: Path, codes: dict[str, bytes], fonts: str | None) -> None:
    from inspector.analysis import Analysis
    from inspector.glyphshape import clear_indexes

    clear_indexes()
    if fonts is None:
        os.environ.pop("INSPECTOR_GLYPH_FONTS", None)
    else:
        os.environ["INSPECTOR_GLYPH_FONTS"] = fonts
    with Analysis(pdf) as analysis:
        started, cpu = time.perf_counter(), time.process_time()
        report = analysis.recover_glyph_shapes()
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
        infos = {}
        for trace in analysis.trace():
            for show in trace.strings:
                for info in show.decoded.infos:
                    infos[info.code_bytes] = info
    shapes = [(c, infos[code].shape) for c, code in codes.items()]
    right = sum(1 for c, s in shapes if s is not None and s.text == c)
    refs = "; ".join(r for f in report.fonts.values() for r in f.references)
    print(f"  references: {refs}; indexes built: {report.indexes_built}")
    print(
        f"  route {seconds:.2f} s ({cpu:.2f} s of CPU) for {len(shapes)} glyphs; "
        f"right {right / len(shapes):.1%}"
    )
    for threshold in (0.3, 0.5, 0.7, 0.9):
        taken = [(c, s) for c, s in shapes if s is not None and s.confidence >= threshold]
        good = sum(1 for c, s in taken if s.text == c)
        share = len(taken) / len(shapes)
        precision = good / len(taken) if taken else 0.0
        print(f"  confidence >= {threshold}: {share:.1%} accepted, {precision:.2%} of them right")
    accepted = [(c, s) for c, s in shapes if s is not None and s.accepted]
    good = sum(1 for c, s in accepted if s.text == c)
    print(
        f"  at the default threshold: right {good}, wrong {len(accepted) - good}, "
        f"refused {len(shapes) - len(accepted)}"
    )
    wrong = sorted(s.confidence for c, s in shapes if s is not None and s.text != c)
    if wrong:
        print(
            f"  wrong matches: {len(wrong)}, confidence max {wrong[-1]:.2f}, "
            f"median {wrong[len(wrong) // 2]:.2f}"
        )
    rerun, cpu = time.perf_counter(), time.process_time()
    with Analysis(pdf) as analysis:
        clear_indexes()
        analysis.recover_glyph_shapes()
    again, cpu = time.perf_counter() - rerun, time.process_time() - cpu
    print(
        f"  again with the disk cache: {again:.2f} s ({cpu:.2f} s of CPU; "
        f"{again / len(shapes) * 1000:.2f} ms per glyph)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=1000)
    args = parser.parse_args()
    from shape_fonts import IPA_MINCHO, NOTO_SANS, NOTO_SERIF, hintless_pdf

    IPA_GOTHIC = Path("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf")

    from inspector.glyphshape.charsets import is_ideograph, national

    pool = [c for c in national("ja") if is_ideograph(c)]
    text = "".join(random.Random(3).sample(pool, args.count))
    with tempfile.TemporaryDirectory() as tmp:
        os.environ.pop("INSPECTOR_GLYPH_LIMIT", None)
        for label, font, face, name, refs in (
            (
                "IPA Mincho subset vs Noto Serif CJK JP",
                IPA_MINCHO,
                0,
                "IPAMincho",
                f"{NOTO_SERIF}#0",
            ),
            (
                "IPA Gothic subset under a name that names nothing vs the installed faces",
                IPA_GOTHIC,
                0,
                "Unnamed",
                None,
            ),
            (
                "Noto Sans CJK JP subset vs the installed Noto Sans CJK",
                NOTO_SANS,
                0,
                "NotoSansCJKjp-Regular",
                None,
            ),
        ):
            # each case cold: a cache folder of its own (sharing one, a case found the
            # signatures and indexes of the faces an earlier case had searched)
            os.environ["INSPECTOR_GLYPH_CACHE"] = str(Path(tmp) / f"cache-{name}")
            pdf = Path(tmp) / f"{name}.pdf"
            codes = hintless_pdf(pdf, font, face, text, name)
            print(f"{label}: {len(codes)} distinct ideographs")
            run(pdf, codes, refs)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory {peak:.0f} MB")


if __name__ == "__main__":
    main()
