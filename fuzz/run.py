"""Run the fuzz targets for a given time, seeded from the shared corpus.

    python fuzz/run.py [--seconds 60] [--target cmap ...] [--corpus DIR] [--seed N]
    python fuzz/run.py --engine atheris --target cmap --seconds 600   # libFuzzer, one target

The built-in engine mutates seeds taken from the corpus PDFs (their CMaps, page contents,
font dictionaries, font programs and the files themselves): bit flips, random and
PDF-flavoured insertions, deletions, repetitions, splices. Each target gets the same share
of the time. An input that raises, or runs longer than ``--hang`` seconds, is saved to
``--crashes`` (default ``fuzz/crashes``) and reported; the exit code is 1 when there was
any. ``--engine atheris`` hands one target to atheris (``pip install atheris``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

import pikepdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from targets import TARGETS  # noqa: E402

DEFAULT_CORPUS = HERE.parent.parent / "shared" / "corpus" / "pdfs"
SEED_SIZE_LIMIT = 256 * 1024
"""Seeds are cut to this size: a fuzzer wants many small runs."""
INPUT_SIZE_LIMIT = 1024 * 1024
"""Mutations never grow an input past this."""

TOKENS = (
    b"<",
    b">",
    b"<<",
    b">>",
    b"(",
    b")",
    b"[",
    b"]",
    b"{",
    b"}",
    b"\\",
    b"%",
    b"/",
    b"/F1 12 Tf ",
    b"/F2 12 Tf ",
    b"/F3 12 Tf ",
    b"/X1 Do ",
    b" BT ",
    b" ET ",
    b" Tj ",
    b" TJ ",
    b" ' ",
    b' " ',
    b" q ",
    b" Q ",
    b" cm ",
    b" Tm ",
    b" Td ",
    b" Tz ",
    b" BDC ",
    b" EMC ",
    b"<3042> Tj ",
    b"[(a) -250 <0001>] TJ ",
    b"begincodespacerange",
    b"endcodespacerange",
    b"begincidrange",
    b"endcidrange",
    b"beginbfrange",
    b"endbfrange",
    b"beginbfchar",
    b"beginnotdefrange",
    b"usecmap",
    b" def ",
    b"<00000000> <ffffffff>",
    b"<0000> <ffff> 0",
    b"/Identity-H",
    b"/UniJIS-UCS2-H usecmap",
    b"/W",
    b"/Widths",
    b"/DescendantFonts",
    b"/CIDSystemInfo",
    b"/FirstChar",
    b"/Encoding",
    b"/Differences",
    b"/ToUnicode",
    b"/Subtype /Type0",
    b" 0 ",
    b" -1 ",
    b" 4294967296 ",
    b" 99999999999999999999 ",
    b" 1e308 ",
    b" 0.000001 ",
    b" 3.4e38 ",
    b" null ",
    b" true ",
    b"\x00",
    b"\xff\xff\xff\xff",
    b"\r\n",
    b"obj",
    b"endobj",
    b"stream\n",
    b"\nendstream",
    b"xref",
    b"trailer",
    b"%%EOF",
)
"""Fragments of PDF, content stream and CMap syntax that mutations insert."""


# --- seeds -----------------------------------------------------------------------------------


def _bytes_of(stream: object) -> bytes | None:
    try:
        return bytes(stream.read_bytes())[:SEED_SIZE_LIMIT]  # type: ignore[attr-defined]
    except Exception:  # a damaged corpus stream is no seed
        return None


def _direct(obj: object, depth: int = 0) -> object:
    """A direct copy of a (font) dictionary: references resolved, streams become null."""
    if depth > 6 or isinstance(obj, pikepdf.Stream):
        return None
    if isinstance(obj, pikepdf.Dictionary):
        return pikepdf.Dictionary({k: _direct(v, depth + 1) for k, v in obj.items()})
    if isinstance(obj, pikepdf.Array):
        return pikepdf.Array([_direct(v, depth + 1) for v in obj])
    return obj


def _fonts(pdf: pikepdf.Pdf) -> Iterator[pikepdf.Dictionary]:
    for page in pdf.pages[:10]:
        fonts = page.obj.get("/Resources", pikepdf.Dictionary()).get("/Font")
        if isinstance(fonts, pikepdf.Dictionary):
            for _, font in fonts.items():
                if isinstance(font, pikepdf.Dictionary):
                    yield font


def corpus_seeds(folder: Path) -> dict[str, list[bytes]]:
    """Seeds for every target, taken from the PDFs in ``folder``."""
    seeds: dict[str, list[bytes]] = {name: [] for name in TARGETS}
    for path in sorted(folder.glob("*.pdf")):
        data = path.read_bytes()
        if len(data) <= SEED_SIZE_LIMIT:
            seeds["document"].append(data)
        try:
            pdf = pikepdf.open(path)
        except Exception:
            continue
        with pdf:
            for page in pdf.pages[:3]:
                try:
                    seeds["content"].append(page.obj.Contents.read_bytes()[:SEED_SIZE_LIMIT])
                except Exception:
                    continue
            for font in _fonts(pdf):
                try:
                    seeds["fontdict"].append(bytes(_direct(font).unparse()))  # type: ignore[attr-defined]
                except Exception:
                    continue
                parts = [font, *font.get("/DescendantFonts", pikepdf.Array())]
                for part in parts:
                    for key in ("/Encoding", "/ToUnicode"):
                        value = part.get(key) if isinstance(part, pikepdf.Dictionary) else None
                        if isinstance(value, pikepdf.Stream):
                            found = _bytes_of(value)
                            if found:
                                seeds["cmap"].append(found)
                    descriptor = (
                        part.get("/FontDescriptor")
                        if isinstance(part, pikepdf.Dictionary)
                        else None
                    )
                    if isinstance(descriptor, pikepdf.Dictionary):
                        for key in ("/FontFile", "/FontFile2", "/FontFile3"):
                            value = descriptor.get(key)
                            if isinstance(value, pikepdf.Stream):
                                found = _bytes_of(value)
                                if found:
                                    seeds["program"].append(found)
    return {name: list(dict.fromkeys(found)) for name, found in seeds.items()}


FALLBACK_SEEDS: dict[str, list[bytes]] = {
    "cmap": [
        b"1 begincodespacerange <00> <ff> endcodespacerange 1 beginbfchar <41> <0042> endbfchar"
    ],
    "content": [b"BT /F1 12 Tf 72 720 Td (Hello) Tj /F2 12 Tf <3042> Tj ET /X1 Do"],
    "fontdict": [b"<< /Type /Font /Subtype /Type0 /Encoding /Identity-H >>"],
    "program": [b"\x00\x01\x00\x00\x00\x00\x00\x00"],
    "document": [
        b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"
    ],
}
"""Seeds when there is no corpus."""


# --- mutation --------------------------------------------------------------------------------


def mutate(data: bytes, rng: random.Random, others: list[bytes]) -> bytes:
    """One to five random edits of ``data``."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 5)):
        choice = rng.randrange(9)
        at = rng.randint(0, len(out))
        if choice == 0 and out:
            i = rng.randrange(len(out))
            out[i] ^= 1 << rng.randrange(8)
        elif choice == 1 and out:
            out[rng.randrange(len(out))] = rng.randrange(256)
        elif choice == 2:
            out[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        elif choice in (3, 4):
            out[at:at] = rng.choice(TOKENS)
        elif choice == 5 and out:
            end = min(len(out), at + rng.randint(1, 64))
            del out[at:end]
        elif choice == 6 and out:
            end = min(len(out), at + rng.randint(1, 64))
            out[at:at] = out[at:end] * rng.choice((2, 16, 256, 4096))
        elif choice == 7 and others:
            other = rng.choice(others)
            start = rng.randint(0, len(other))
            out[at:] = other[start : start + rng.randint(1, 4096)]
        elif choice == 8:
            del out[at:]
        del out[INPUT_SIZE_LIMIT:]
    return bytes(out)


# --- running ---------------------------------------------------------------------------------


class Hang(Exception):
    """An input ran longer than the hang limit."""


@dataclass
class Report:
    """What one target's run found."""

    target: str
    executions: int = 0
    slowest: float = 0.0
    failures: list[str] = field(default_factory=list)


def _alarm(signum: int, frame: FrameType | None) -> None:
    raise Hang


def fuzz(
    name: str,
    target: Callable[[bytes], None],
    seeds: list[bytes],
    seconds: float,
    rng: random.Random,
    crashes: Path | None,
    hang: float,
) -> Report:
    """Run one target on mutated seeds for ``seconds``."""
    report = Report(name)
    deadline = time.monotonic() + seconds
    pool = seeds or FALLBACK_SEEDS[name]
    queue = list(pool)  # every seed once as it is, then mutations
    timer = hasattr(signal, "setitimer")
    previous = signal.signal(signal.SIGALRM, _alarm) if timer else None
    try:
        while time.monotonic() < deadline:
            data = queue.pop() if queue else mutate(rng.choice(pool), rng, pool)
            start = time.monotonic()
            try:
                if timer:
                    signal.setitimer(signal.ITIMER_REAL, hang)
                target(data)
            except Hang:
                report.failures.append(_save(crashes, name, data, f"ran longer than {hang} s"))
            except Exception as exc:
                line = traceback.format_exception_only(type(exc), exc)[-1].strip()
                report.failures.append(_save(crashes, name, data, line))
            finally:
                if timer:
                    signal.setitimer(signal.ITIMER_REAL, 0)
            report.executions += 1
            report.slowest = max(report.slowest, time.monotonic() - start)
    finally:
        if timer and previous is not None:
            signal.signal(signal.SIGALRM, previous)
    return report


def _save(crashes: Path | None, name: str, data: bytes, why: str) -> str:
    digest = hashlib.sha1(data).hexdigest()[:12]
    if crashes is not None:
        crashes.mkdir(parents=True, exist_ok=True)
        (crashes / f"{name}-{digest}.bin").write_bytes(data)
    return f"{name}-{digest}: {why}"


def run(
    names: list[str],
    seconds: float,
    corpus: Path | None,
    seed: int = 0,
    crashes: Path | None = None,
    hang: float = 30.0,
) -> list[Report]:
    """Fuzz each named target for ``seconds`` in turn."""
    seeds = corpus_seeds(corpus) if corpus is not None and corpus.is_dir() else {}
    rng = random.Random(seed)
    return [fuzz(n, TARGETS[n], seeds.get(n, []), seconds, rng, crashes, hang) for n in names]


def _atheris(name: str, seeds: list[bytes], seconds: float) -> None:
    import atheris  # type: ignore[import-not-found]  # optional: pip install atheris

    folder = Path(tempfile.mkdtemp(prefix=f"fuzz-{name}-"))
    for n, data in enumerate(seeds or FALLBACK_SEEDS[name]):
        (folder / f"seed-{n}").write_bytes(data)
    target = TARGETS[name]
    atheris.Setup(
        [sys.argv[0], f"-max_total_time={int(seconds)}", "-rss_limit_mb=4096", str(folder)],
        target,
    )
    atheris.Fuzz()


def main(argv: list[str] | None = None) -> int:
    """Fuzz for the given time; 1 when an input failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="per target (default 60)")
    parser.add_argument("--target", action="append", choices=sorted(TARGETS))
    parser.add_argument(
        "--corpus", type=Path, default=Path(os.environ.get("INSPECTOR_CORPUS", DEFAULT_CORPUS))
    )
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--crashes", type=Path, default=HERE / "crashes")
    parser.add_argument("--hang", type=float, default=60.0, help="seconds that count as a hang")
    parser.add_argument("--engine", choices=("builtin", "atheris"), default="builtin")
    args = parser.parse_args(argv)
    names = args.target or list(TARGETS)
    if args.engine == "atheris":
        corpus = corpus_seeds(args.corpus) if args.corpus.is_dir() else {}
        _atheris(names[0], corpus.get(names[0], []), args.seconds)
        return 0
    out = sys.stdout
    out.write(f"seed {args.seed}, {args.seconds:g} s per target\n")
    failed = 0
    for report in run(names, args.seconds, args.corpus, args.seed, args.crashes, args.hang):
        failed += len(report.failures)
        out.write(
            f"{report.target:9} {report.executions:7} runs  slowest {report.slowest:6.2f} s  "
            f"{len(report.failures)} failed\n"
        )
        for line in report.failures[:20]:
            out.write(f"  {line}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
