"""Benchmark ``triage`` engines: files per second, and the client's memory on a large
archive.

    python benchmarks/triage_scale.py corpus [--runs 3] [DIR]
        files per second on a folder (default: the shared corpus) with the local pool and
        with a Dask LocalCluster of two workers, side by side (median of --runs)
    python benchmarks/triage_scale.py archive [--files 100000] [--local | --external]
        generates that many small PDFs (one page, one font) into benchmarks/out/archive/
        (git-ignored; kept for the next run), triages them with --jsonl, and samples the
        client process's resident memory (VmRSS, and its peak VmHWM, from /proc) as it
        goes: the client must stay under 300 MB whatever the number of files. Default: a
        LocalCluster of two workers (its scheduler runs in the client process);
        --external: a `dask scheduler` and `dask worker --nworkers 2` of their own on
        127.0.0.1, whose scheduler's memory is sampled beside the client's; --local: the
        local pool

Each run is the installed command line in a child process (``python -c 'from
inspector.cli import main; ...'`` with this checkout first on the path). With a
LocalCluster the client process also holds the scheduler. Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "out"
CORPUS = ROOT.parent / "shared" / "corpus"
CLI = "import sys; from inspector.cli import main; sys.exit(main())"


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])}


def _status(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM of a process, in kB (empty once it has ended)."""
    found: dict[str, int] = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0])
    except OSError:
        pass
    return found


def run_triage(
    paths: list[str],
    engine: list[str],
    journal: Path,
    sample_every: float = 0.0,
    beside: int | None = None,
) -> tuple[float, int, list[tuple[float, int, int, int]]]:
    """Run triage; (seconds, the client's peak RSS in kB, samples of (seconds, journal
    bytes, client RSS, RSS of the process ``beside``))."""
    args = [sys.executable, "-c", CLI, "triage", *paths, "--jsonl", str(journal), *engine]
    start = time.monotonic()
    with open(os.devnull, "w") as sink:
        child = subprocess.Popen(args, env=_env(), stdout=sink, stderr=subprocess.PIPE, text=True)
        peak = 0
        samples: list[tuple[float, int, int, int]] = []
        last = 0.0
        while child.poll() is None:
            status = _status(child.pid)
            peak = max(peak, status.get("VmHWM", 0))
            now = time.monotonic() - start
            if sample_every and now - last >= sample_every and status:
                last = now
                rows = journal.stat().st_size if journal.exists() else 0
                other = _status(beside).get("VmRSS", 0) if beside else 0
                samples.append((now, rows, status.get("VmRSS", 0), other))
            time.sleep(0.2)
        err = child.stderr.read() if child.stderr else ""
    if child.returncode not in (0, 1):
        raise SystemExit(f"triage failed ({child.returncode}): {err[-2000:]}")
    return time.monotonic() - start, peak, samples


def count_rows(journal: Path) -> int:
    with open(journal, "rb") as fh:
        return sum(1 for _ in fh)


def corpus(args: argparse.Namespace) -> None:
    folder = Path(args.dir or CORPUS)
    files = [p for p in folder.rglob("*") if p.suffix.lower() == ".pdf"]
    print(f"{len(files)} PDF files in {folder}, {args.runs} runs each (median)\n")
    engines = {
        "local pool, 2 processes": ["-j", "2"],
        "Dask LocalCluster, 2 workers": ["-j", "2", "--dask"],
    }
    print("| engine | seconds | files/s | client peak RSS |")
    print("| --- | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as tmp:
        for name, engine in engines.items():
            times, peaks = [], []
            for _ in range(args.runs):
                seconds, peak, _ = run_triage([str(folder)], engine, Path(tmp) / "rows.jsonl")
                assert count_rows(Path(tmp) / "rows.jsonl") == len(files)
                times.append(seconds)
                peaks.append(peak)
            t = statistics.median(times)
            print(f"| {name} | {t:.1f} | {len(files) / t:.1f} | {max(peaks) / 1024:.0f} MB |")


def make_archive(folder: Path, n: int) -> None:
    """``n`` small PDFs in folders of 1,000 (kept when they are already there)."""
    marker = folder / f".complete-{n}"
    if marker.exists():
        return
    sys.path.insert(0, str(ROOT / "tests"))
    import io

    from builders import content_tj, page_pdf, simple_font, type0_font

    pdfs = []
    for font, content in (
        (simple_font, content_tj("F1", 12, b"Hello")),
        (type0_font, content_tj("F1", 12, b"\x03\x4b")),
    ):
        buffer = io.BytesIO()
        page_pdf({"F1": font}, content).save(buffer)
        pdfs.append(buffer.getvalue())
    for i in range(n):
        sub = folder / f"{i // 1000:04d}"
        if i % 1000 == 0:
            sub.mkdir(parents=True, exist_ok=True)
        (sub / f"doc{i:06d}.pdf").write_bytes(pdfs[i % 7 == 0])
    marker.write_text("")


def archive(args: argparse.Namespace) -> None:
    folder = OUT / "archive" / str(args.files)
    start = time.monotonic()
    make_archive(folder, args.files)
    print(f"{args.files:,} files in {folder} ({time.monotonic() - start:.0f} s to make)")
    engine = ["-j", "2"] + ([] if args.local else ["--dask"])
    journal = OUT / "archive-rows.jsonl"
    processes: list[subprocess.Popen[bytes]] = []
    if args.external:
        port = "8797"
        address = f"tcp://127.0.0.1:{port}"
        dask = [sys.executable, "-m"]
        processes.append(
            subprocess.Popen(
                [*dask, "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", port],
                env=_env(),
                stderr=subprocess.DEVNULL,
            )
        )
        workers = ["--nworkers", "2", "--nthreads", "1", "--no-dashboard"]
        processes.append(
            subprocess.Popen(
                [*dask, "distributed.cli.dask_worker", address, *workers],
                env=_env(),
                stderr=subprocess.DEVNULL,
            )
        )
        time.sleep(5)
        engine = ["--dask", address]
    try:
        beside = processes[0].pid if processes else None
        seconds, peak, samples = run_triage(
            [str(folder)], engine, journal, sample_every=30, beside=beside
        )
    finally:
        for process in reversed(processes):
            process.terminate()
            process.wait(30)
    rows = count_rows(journal)
    print(
        f"{' '.join(engine)}: {rows:,} rows in {seconds:.0f} s ({rows / seconds:.1f} files/s); "
        f"client peak RSS {peak / 1024:.0f} MB"
    )
    print("\n| seconds | journal MB | client RSS MB | scheduler RSS MB |")
    print("| ---: | ---: | ---: | ---: |")
    for t, size, rss, other in samples:
        print(f"| {t:.0f} | {size / 2**20:.1f} | {rss / 1024:.0f} | {other / 1024:.0f} |")
    if rows != args.files:
        raise SystemExit(f"expected {args.files} rows, got {rows}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    c = sub.add_parser("corpus", help="files per second: local pool and LocalCluster")
    c.add_argument("dir", nargs="?", help="folder of PDFs (default: the shared corpus)")
    c.add_argument("--runs", type=int, default=3)
    c.set_defaults(func=corpus)
    a = sub.add_parser("archive", help="the client's memory on a large generated archive")
    a.add_argument("--files", type=int, default=100_000)
    a.add_argument("--local", action="store_true", help="the local pool instead of Dask")
    a.add_argument("--external", action="store_true", help="a scheduler and workers of their own")
    a.set_defaults(func=archive)
    args = parser.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
