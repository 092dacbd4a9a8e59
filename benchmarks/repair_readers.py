"""Does `repair` make any reader worse? Readers on recoverable files before and after (not a test).

    python benchmarks/repair_readers.py [--out DIR] FILE_OR_FOLDER ...

For each PDF whose verdict (``triage``) is *recoverable*, writes ``repair``'s copy into
DIR and runs each installed reader on the original and on the copy: ``mutool draw -F
txt``, ``pdftotext``, PyMuPDF ``page.get_text()`` and pdfminer.six ``extract_text``. A
reader has *every character right* on a file when the non-whitespace characters it
prints are, as a multiset (reading order aside), the ones ``python -m inspector text``
prints for the original: what the repair means to write. Prints, per reader, the files
with every character right before and after, and the files where it got worse (fewer
characters right, counted as the multiset intersection). Writes DIR/results.json.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

TIMEOUT = 120


def _run(cmd: list[str]) -> str | None:
    try:
        done = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None
    return done.stdout.decode("utf-8", "replace")


def mutool(path: Path) -> str | None:
    return _run(["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(path)])


def pdftotext(path: Path) -> str | None:
    return _run(["pdftotext", "-q", str(path), "-"])


def pymupdf(path: Path) -> str | None:
    import pymupdf as fitz

    with fitz.open(path) as doc:  # type: ignore[no-untyped-call]
        return "".join(page.get_text() for page in doc)


def pdfminer(path: Path) -> str | None:
    from pdfminer.high_level import extract_text

    with contextlib.redirect_stderr(io.StringIO()):
        return str(extract_text(str(path)))


def readers() -> dict[str, Callable[[Path], str | None]]:
    found: dict[str, Callable[[Path], str | None]] = {}
    if shutil.which("mutool"):
        found["mutool"] = mutool
    if shutil.which("pdftotext"):
        found["pdftotext"] = pdftotext
    if importlib.util.find_spec("pymupdf"):
        found["PyMuPDF"] = pymupdf
    if importlib.util.find_spec("pdfminer"):
        found["pdfminer.six"] = pdfminer
    return found


def _chars(text: str | None) -> Counter[str]:
    return Counter(re.sub(r"\s+", "", text or ""))


def _inspector(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "inspector", *args], capture_output=True, text=True, timeout=600
    )


def _recoverable(paths: list[str]) -> list[Path]:
    with tempfile.TemporaryDirectory() as tmp:
        jsonl = Path(tmp) / "rows.jsonl"
        _inspector("triage", "-j", "1", "--jsonl", str(jsonl), *paths)
        rows = [json.loads(line) for line in jsonl.read_text().splitlines() if line.strip()]
    return sorted(Path(r["file"]) for r in rows if r.get("verdict") == "recoverable")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--out", default="repair-readers")
    args = parser.parse_args()
    out = Path(args.out)
    (out / "fixed").mkdir(parents=True, exist_ok=True)
    tools = readers()
    files = _recoverable(args.paths)
    results: list[dict[str, dict[str, int | bool]]] = []
    names: list[str] = []
    for path in files:
        fixed = out / "fixed" / path.name
        _inspector("repair", str(path), "-o", str(fixed))
        expected = _chars(_inspector("text", str(path)).stdout)
        row: dict[str, dict[str, int | bool]] = {}
        for name, read in tools.items():
            before = _chars(read(path))
            after = _chars(read(fixed)) if fixed.exists() else before
            row[name] = {
                "before": before == expected,
                "after": after == expected,
                "right_before": sum((before & expected).values()),
                "right_after": sum((after & expected).values()),
                "wrong_before": sum((before - expected).values()),
                "wrong_after": sum((after - expected).values()),
            }
        results.append(row)
        names.append(path.name)
        print(path.name, row, flush=True)
    (out / "results.json").write_text(json.dumps(dict(zip(names, results)), indent=1))
    print(f"\n{len(files)} recoverable files")
    for name in tools:
        marks = [r[name] for r in results]
        before_n = sum(bool(m["before"]) for m in marks)
        after_n = sum(bool(m["after"]) for m in marks)
        worse = [
            file
            for file, m in zip(names, marks)
            if m["right_after"] < m["right_before"] or m["wrong_after"] > m["wrong_before"]
        ]
        print(f"{name}: {before_n} -> {after_n} files with every character right; worse: {worse}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
