"""Our page text beside peer extractors on the layout samples (not a test).

    python benchmarks/layout_compare.py [--out DIR] [extra.pdf ...]
    python benchmarks/layout_compare.py --corpus [layout_corpus.py options]

With ``--corpus``, runs benchmarks/layout_corpus.py instead: every tool page by page on
../shared/layout-corpus, peers cached, scored against the verdicts in
benchmarks/layout_verdicts.json (see that module).

Builds every sample of tests/layout_samples.py whose producer is installed (Chromium,
LibreOffice, Ghostscript, cairo, upLaTeX, pdfLaTeX) into DIR/samples, and runs on each,
and on each extra PDF that has a sibling ``NAME.pdf.expected.txt`` (or
``NAME.expected.txt``, as in ../shared/corpus/pdfs): ours (``python -m inspector text``),
``mutool draw -F txt``, ``pdftotext`` (plain, not -layout), PyMuPDF ``page.get_text()``,
pdfminer.six ``extract_text`` and pypdf ``extract_text()``, each where installed. It
prints a table per tool, then a summary, and writes DIR/results.json and each tool's
text to DIR/texts/TOOL/FILE.txt.

Measures, against the expected text (a sample's source text in reading order):

- exact: the texts are equal once every whitespace run is one space (and leading and
  trailing whitespace is dropped). For an extra PDF the expectation often holds only part
  of a page (see the corpus MANIFEST), so there it means the expected text occurs in the
  tool's text, and the two rates below are taken against the best-matching part of the
  tool's text (its unmatched beginning and end cost nothing).
- CER, character error rate ignoring whitespace: the Levenshtein distance between the
  two texts with all whitespace removed, divided by the length of the expected text so
  reduced.
- WER, whitespace error rate: the non-space characters of both texts are aligned by that
  same edit distance. Each place between two adjacent non-space characters of the
  expected text has a spacing: none, space or line break (any whitespace run holding a
  line break or form feed). Where the tool has both characters, matched or substituted,
  also next to each other among its non-space characters, its spacing there is compared:
  WER is the share of those places where it differs. A line break where the expected
  text has a space counts as agreeing, since the sources are paragraphs their producers
  wrapped. Places the tool does not reproduce (a character dropped, or others put in
  between) are not compared; "gaps" gives the share that was.
- in order (vertical samples only): each column of the source, whitespace removed, occurs
  in the tool's text with whitespace removed, right column first.

Only the standard library and the extractors themselves are used; the edit distance is
written here.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 180


def _load_samples() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "layout_samples", ROOT / "tests" / "layout_samples.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["layout_samples"] = module  # dataclasses look the module up by name
    spec.loader.exec_module(module)
    return module


# --- the files --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Item:
    name: str
    path: Path
    expected: str
    partial: bool
    """The expectation may hold only part of the page text (extra PDFs)."""
    columns: tuple[str, ...] = ()
    """Vertical samples: the columns in reading order."""


def _expected_beside(pdf: Path) -> Path | None:
    for candidate in (pdf.with_name(pdf.name + ".expected.txt"), pdf.with_suffix(".expected.txt")):
        if candidate.is_file():
            return candidate
    return None


# --- the tools --------------------------------------------------------------------------------


def _run(cmd: list[str], env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        cmd, capture_output=True, timeout=TIMEOUT, env=env, stdin=subprocess.DEVNULL
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr.decode("utf-8", "replace").strip()[-300:])
    return done.stdout.decode("utf-8", "replace")


def ours(path: Path) -> str:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return _run([sys.executable, "-m", "inspector", "text", str(path)], env=env)


def mutool(path: Path) -> str:
    return _run(["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(path)])


def pdftotext(path: Path) -> str:
    return _run(["pdftotext", "-enc", "UTF-8", str(path), "-"])


def pymupdf(path: Path) -> str:
    import pymupdf as fitz

    with fitz.open(path) as doc:
        return "\f".join(page.get_text() for page in doc)


def pdfminer(path: Path) -> str:
    from pdfminer.high_level import extract_text

    return str(extract_text(str(path)))


def pypdf(path: Path) -> str:
    from pypdf import PdfReader

    return "\f".join(page.extract_text() or "" for page in PdfReader(path).pages)


def available_tools() -> dict[str, Callable[[Path], str]]:
    tools: dict[str, Callable[[Path], str]] = {"ours": ours}
    if shutil.which("mutool"):
        tools["mutool"] = mutool
    if shutil.which("pdftotext"):
        tools["pdftotext"] = pdftotext
    for name, module, fn in (
        ("PyMuPDF", "pymupdf", pymupdf),
        ("pdfminer", "pdfminer", pdfminer),
        ("pypdf", "pypdf", pypdf),
    ):
        if importlib.util.find_spec(module) is not None:
            tools[name] = fn
    return tools


# --- the measures -----------------------------------------------------------------------------


def normalized(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


NONE, SPACE, BREAK = "none", "space", "break"


def spaced(text: str) -> tuple[str, list[str]]:
    """The non-space characters, and after each but the last the spacing to the next."""
    chars: list[str] = []
    gaps: list[str] = []
    pending = ""
    for ch in text:
        if ch.isspace():
            pending += ch
            continue
        if chars:
            if not pending:
                gaps.append(NONE)
            elif "\n" in pending or "\r" in pending or "\f" in pending:
                gaps.append(BREAK)
            else:
                gaps.append(SPACE)
        chars.append(ch)
        pending = ""
    return "".join(chars), gaps


def align(expected: str, got: str, partial: bool) -> tuple[int, list[int | None]]:
    """Levenshtein distance of ``got`` to ``expected`` and, for each character of
    ``expected``, the index of the character of ``got`` it is matched or substituted
    with (None: deleted). With ``partial``, skipping a prefix and a suffix of ``got``
    is free (the distance to the best-matching part)."""
    n, m = len(expected), len(got)
    # ops[i][j]: how cell (i, j) was reached: 0 match/substitute, 1 skip expected[i-1]
    # (deletion), 2 skip got[j-1] (insertion).
    previous = list(range(m + 1)) if not partial else [0] * (m + 1)
    ops = [bytearray([2] * (m + 1))]
    for i in range(1, n + 1):
        e = expected[i - 1]
        row = [i] + [0] * m
        op = bytearray(m + 1)
        op[0] = 1
        for j in range(1, m + 1):
            best = previous[j - 1] + (e != got[j - 1])
            how = 0
            if previous[j] + 1 < best:
                best, how = previous[j] + 1, 1
            if row[j - 1] + 1 < best:
                best, how = row[j - 1] + 1, 2
            row[j] = best
            op[j] = how
        ops.append(op)
        previous = row
    j = min(range(m + 1), key=lambda k: previous[k]) if partial else m
    distance = previous[j]
    mapping: list[int | None] = [None] * n
    i = n
    while i > 0:
        if j == 0:
            i -= 1
            continue
        how = ops[i][j]
        if how == 0:
            mapping[i - 1] = j - 1
            i, j = i - 1, j - 1
        elif how == 1:
            i -= 1
        else:
            j -= 1
    return distance, mapping


def measure(item: Item, text: str) -> dict[str, Any]:
    exp_chars, exp_gaps = spaced(item.expected)
    got_chars, got_gaps = spaced(text)
    if item.partial:
        exact = normalized(item.expected) in normalized(text)
    else:
        exact = normalized(item.expected) == normalized(text)
    distance, mapping = align(exp_chars, got_chars, item.partial)
    compared = wrong = 0
    for k, want in enumerate(exp_gaps):
        a, b = mapping[k], mapping[k + 1]
        if a is None or b is None or b != a + 1:
            continue
        compared += 1
        have = got_gaps[a]
        if have != want and not (want == SPACE and have == BREAK):
            wrong += 1
    result: dict[str, Any] = {
        "exact": exact,
        "cer": distance / max(1, len(exp_chars)),
        "wer": wrong / compared if compared else None,
        "gaps": compared / len(exp_gaps) if exp_gaps else None,
        "wrong_gaps": wrong,
        "compared_gaps": compared,
    }
    if item.columns:
        flat = squeezed(text)
        positions = [flat.find(squeezed(column)) for column in item.columns]
        result["in_order"] = -1 not in positions and positions == sorted(positions)
    return result


# --- the run ----------------------------------------------------------------------------------


def _quiet_call(fn: Callable[[Path], str], path: Path) -> str:
    sink = io.StringIO()
    with contextlib.redirect_stderr(sink), contextlib.redirect_stdout(sink):
        return fn(path)


def _fmt(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [
        max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)
    ]
    lines = [" | ".join(h.ljust(w) for h, w in zip(headers, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join(lines)


def collect(out: Path, extras: list[Path]) -> tuple[list[Item], dict[str, str]]:
    """The samples built into ``out/samples`` and the extra PDFs with an expectation; and
    the samples left out, with the reason."""
    samples = _load_samples()
    started = time.monotonic()
    built = samples.build_samples(out / "samples")
    print(f"samples built in {time.monotonic() - started:.1f} s into {out / 'samples'}")
    items: list[Item] = []
    left_out: dict[str, str] = {}
    for name, got in built.items():
        if isinstance(got, str):
            left_out[name] = got
            print(f"  {name}: skipped: {got}")
        elif isinstance(got, Exception):
            left_out[name] = f"failed: {got}"
            print(f"  {name}: the producer failed: {got}")
        else:
            columns = tuple(got.expected.split("\n")) if got.vertical else ()
            items.append(Item(name, got.path, got.expected, False, columns))
    for pdf in extras:
        expected = _expected_beside(pdf)
        if expected is None:
            print(f"  {pdf}: no {pdf.name}.expected.txt beside it, left out")
            continue
        items.append(Item(pdf.name, pdf, expected.read_text(encoding="utf-8"), True))
    return items, left_out


def run_tools(items: list[Item], out: Path) -> dict[str, dict[str, dict[str, Any]]]:
    """Per tool and file, the measures (or the tool's error); each text into out/texts."""
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for tool, fn in available_tools().items():
        results[tool] = {}
        folder = out / "texts" / tool
        folder.mkdir(parents=True, exist_ok=True)
        for item in items:
            try:
                text = _quiet_call(fn, item.path)
            except Exception as exc:  # a peer's failure is a result, not a stop
                results[tool][item.name] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
                continue
            (folder / f"{item.name}.txt").write_text(text, encoding="utf-8")
            results[tool][item.name] = measure(item, text)
    return results


def summarize(
    items: list[Item], results: dict[str, dict[str, dict[str, Any]]]
) -> dict[str, dict[str, Any]]:
    summary: dict[str, dict[str, Any]] = {}
    for tool, per_file in results.items():
        ok = [per_file[i.name] for i in items if "error" not in per_file[i.name]]
        compared = sum(r["compared_gaps"] for r in ok)
        wrong = sum(r["wrong_gaps"] for r in ok)
        vertical = [r["in_order"] for r in ok if "in_order" in r]
        summary[tool] = {
            "files": len(items),
            "errors": len(items) - len(ok),
            "exact": sum(r["exact"] for r in ok),
            "mean_cer": sum(r["cer"] for r in ok) / len(ok) if ok else None,
            "wer": wrong / compared if compared else None,
            "vertical_in_order": f"{sum(vertical)}/{len(vertical)}",
        }
    return summary


def print_tables(
    items: list[Item],
    results: dict[str, dict[str, dict[str, Any]]],
    summary: dict[str, dict[str, Any]],
) -> None:
    keys = ("exact", "cer", "wer", "gaps", "in_order")
    for tool, per_file in results.items():
        rows = []
        for item in items:
            r = per_file[item.name]
            if "error" in r:
                rows.append([item.name, "error", "-", "-", "-", "-"])
            else:
                rows.append([item.name] + [_fmt(r.get(k)) for k in keys])
        print(f"\n{tool}\n" + _table(["file", "exact", "CER", "WER", "gaps", "in order"], rows))
    keys = ("files", "errors", "exact", "mean_cer", "wer", "vertical_in_order")
    rows = [[tool] + [_fmt(summary[tool][k]) for k in keys] for tool in summary]
    headers = ["tool", "files", "errors", "exact", "mean CER", "WER", "vertical in order"]
    print("\nsummary (WER pooled over the compared gaps of all files)\n" + _table(headers, rows))


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] == ["--corpus"]:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import layout_corpus

        return layout_corpus.main(args_in[1:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="folder for the samples, texts and results.json")
    parser.add_argument("extra", nargs="*", type=Path, help="PDFs with NAME.pdf.expected.txt")
    args = parser.parse_args(argv)
    logging.getLogger("pdfminer").setLevel(logging.ERROR)
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    with contextlib.ExitStack() as stack:
        out: Path = args.out or Path(stack.enter_context(tempfile.TemporaryDirectory()))
        out.mkdir(parents=True, exist_ok=True)
        items, left_out = collect(out, args.extra)
        results = run_tools(items, out)
        summary = summarize(items, results)
        print_tables(items, results, summary)
        files = [
            {"name": i.name, "path": str(i.path), "partial": i.partial, "vertical": bool(i.columns)}
            for i in items
        ]
        report = {"files": files, "left_out": left_out, "results": results, "summary": summary}
        (out / "results.json").write_text(
            json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        if args.out:
            print(f"\nresults in {out / 'results.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
