"""Our page text beside peer extractors on ../shared/layout-corpus, page by page (not a test).

    python benchmarks/layout_corpus.py [--corpus DIR] [--cache DIR] [--pages-per-file N]
        [--only SUBSTRING] [--markdown FILE] [--pending FILE]

Runs ours (``python -m inspector text --pages``), ``mutool draw -F txt``, ``pdftotext``,
PyMuPDF, pdfminer.six and pypdf on the first N pages (default 2) of every PDF of the
corpus, one page at a time for the peers. A peer's page texts are cached on disk, keyed
by the file's sha256 and the tool's version, so a re-run after a change of ours runs only
ours (ours is cached by the sha256 of the ``inspector`` package's source, so an unchanged
tree costs nothing either). Each tool has TIMEOUT seconds per file; past it, or on an
error, the page has no text for that tool (counted wrong).

Comparison, per page: ``norm`` is the text with every whitespace run made one space (and
leading and trailing whitespace dropped); ``loose`` drops whitespace entirely. Texts equal
under ``norm`` are one *distinct text* of the page, named by the first 12 hex digits of
its sha256.

Scoring, per page and distinct text, from benchmarks/layout_verdicts.json (keyed by file,
page and text hash; a verdict is ``right`` or ``wrong`` with a short reason, read off the
page rendered with ``pdftoppm -r 70``), and where there is none:

- every tool gives the same text: right ("all agree");
- ours shares the text of a strict majority of the peers that gave one: that text is
  right, every other text of the page wrong ("differs from the majority ours shares");
  these pages were not all eyed, so a peer's minority text that is also acceptable
  (another valid order) counts wrong here unless a verdict says otherwise;
- otherwise the page is *pending*: it is listed (with ``--pending FILE`` written as a
  verdict skeleton to fill in) and its texts count as neither right nor wrong.

Prints a table per manifest category group (counts of pages right per tool; a page counts
for every category of its file) and overall, and with ``--markdown`` writes the tables as
Markdown for the README.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import hashlib
import importlib.metadata
import io
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "layout-corpus"
VERDICTS = Path(__file__).resolve().parent / "layout_verdicts.json"
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / (
    "pdf-font-inspector-bench/layout-corpus"
)
TIMEOUT = 120
PEERS = ("mutool", "pdftotext", "PyMuPDF", "pdfminer", "pypdf")
TOOLS = ("ours", *PEERS)


# --- the tools: each gives one text per page, or None where it failed ---------------------------


def _version_of(cmd: list[str]) -> str | None:
    if not shutil.which(cmd[0]):
        return None
    done = subprocess.run(cmd, capture_output=True, stdin=subprocess.DEVNULL)
    out = (done.stdout + done.stderr).decode("utf-8", "replace").strip().splitlines()
    return out[0].strip() if out else "unknown"


def _module_version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def tool_versions() -> dict[str, str]:
    """Each installed tool's version string (the cache key); ours is its source hash."""
    found = {
        "ours": "src-" + source_hash(),
        "mutool": _version_of(["mutool", "-v"]),
        "pdftotext": _version_of(["pdftotext", "-v"]),
        "PyMuPDF": _module_version("pymupdf"),
        "pdfminer": _module_version("pdfminer.six"),
        "pypdf": _module_version("pypdf"),
    }
    return {k: v for k, v in found.items() if v}


def source_hash() -> str:
    digest = hashlib.sha256()
    for path in sorted((ROOT / "inspector").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def _run(cmd: list[str], timeout: float, env: dict[str, str] | None = None) -> tuple[int, str]:
    done = subprocess.run(
        ["nice", "-n", "10", *cmd],
        capture_output=True,
        timeout=timeout,
        env=env,
        stdin=subprocess.DEVNULL,
    )
    return done.returncode, done.stdout.decode("utf-8", "replace")


def run_ours(path: Path, pages: int, timeout: float) -> list[str | None]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    cmd = [sys.executable, "-m", "inspector", "text", "--pages", f"1-{pages}", str(path)]
    code, out = _run(cmd, timeout, env)
    if code not in (0, 1):  # 1: done, part of some page not read whole
        return [None] * pages
    texts: list[str | None] = list(out.split("\f"))[:pages]
    return texts + [None] * (pages - len(texts))


def _peer_page(tool: str, path: Path, page: int) -> str:
    """One page's text from a peer (page counted from 1); runs in the worker process."""
    if tool == "mutool":
        return _run(
            ["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(path), str(page)], TIMEOUT
        )[1]
    if tool == "pdftotext":
        cmd = ["pdftotext", "-q", "-enc", "UTF-8", "-f", str(page), "-l", str(page)]
        return _run([*cmd, str(path), "-"], TIMEOUT)[1]
    if tool == "PyMuPDF":
        import pymupdf

        with pymupdf.open(path) as doc:
            return str(doc[page - 1].get_text())
    if tool == "pdfminer":
        from pdfminer.high_level import extract_text

        return str(extract_text(str(path), page_numbers=[page - 1]))
    if tool == "pypdf":
        from pypdf import PdfReader

        return PdfReader(path).pages[page - 1].extract_text() or ""
    raise ValueError(tool)


def _worker(tool: str, path: str, pages: int) -> int:
    """``--worker``: print a JSON list of the pages' texts (None where a page failed)."""
    logging.disable(logging.CRITICAL)
    texts: list[str | None] = []
    for page in range(1, pages + 1):
        sink = io.StringIO()
        try:
            with contextlib.redirect_stderr(sink), contextlib.redirect_stdout(sink):
                texts.append(_peer_page(tool, Path(path), page))
        except Exception:  # a peer's failure is a result, not a stop
            texts.append(None)
    sys.stdout.write(json.dumps(texts, ensure_ascii=False))
    return 0


def run_peer(tool: str, path: Path, pages: int, timeout: float) -> list[str | None]:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", tool, str(path), str(pages)]
    try:
        code, out = _run(cmd, timeout)
        got = json.loads(out) if code == 0 else None
    except (subprocess.TimeoutExpired, json.JSONDecodeError):
        got = None
    return got if isinstance(got, list) else [None] * pages


def _cached(tool: str, version: str, sha: str, pages: int, cache: Path) -> Path:
    slug = re.sub(r"[^A-Za-z0-9._-]+", "_", version)[:80]
    return cache / tool / slug / f"{sha}.p{pages}.json"


def texts_of(
    tool: str, version: str, path: Path, sha: str, pages: int, cache: Path, timeout: float
) -> list[str | None]:
    """The tool's page texts, from the cache or run now (and cached)."""
    where = _cached(tool, version, sha, pages, cache)
    if where.is_file():
        cached: list[str | None] = json.loads(where.read_text(encoding="utf-8"))
        return cached
    started = datetime.datetime.now()
    try:
        if tool == "ours":
            got = run_ours(path, pages, timeout)
        else:
            got = run_peer(tool, path, pages, timeout)
    except subprocess.TimeoutExpired:
        got = [None] * pages
    seconds = (datetime.datetime.now() - started).total_seconds()
    print(f"  {tool:9} {path.name} ({seconds:.1f} s)", file=sys.stderr)
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text(json.dumps(got, ensure_ascii=False), encoding="utf-8")
    return got


# --- comparing and scoring ----------------------------------------------------------------------


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def loose(text: str) -> str:
    return re.sub(r"\s+", "", text)


def text_hash(normalized: str) -> str:
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()[:12]


FAILED = "failed"
"""The hash of a page a tool gave no text for (error or time limit)."""


@dataclass
class Page:
    file: str
    number: int
    categories: list[str]
    hashes: dict[str, str] = field(default_factory=dict)
    """Per tool, the hash of its normalized text (or FAILED)."""
    texts: dict[str, str] = field(default_factory=dict)
    """Per hash, the normalized text."""
    loose: dict[str, str] = field(default_factory=dict)
    """Per tool, its text with all whitespace removed."""
    scores: dict[str, bool | None] = field(default_factory=dict)
    """Per tool: right, wrong, or None (pending)."""
    how: str = ""

    def peer_majority(self) -> str | None:
        given = [self.hashes[t] for t in PEERS if t in self.hashes]
        for h in set(given):
            if h != FAILED and given.count(h) * 2 > len(given):
                return h
        return None


def score(page: Page, verdicts: dict[str, Any]) -> None:
    recorded: dict[str, Any] = verdicts.get(page.file, {}).get(str(page.number), {})
    distinct = set(page.hashes.values())
    ours = page.hashes.get("ours")
    majority = page.peer_majority()
    if len(distinct) == 1 and FAILED not in distinct:
        page.how, auto = "all agree", dict.fromkeys(distinct, True)
    elif ours is not None and ours != FAILED and ours == majority:
        page.how = "ours = peer majority"
        auto = {h: h == majority for h in distinct}
    else:
        page.how, auto = "adjudicated", {}
    for tool, h in page.hashes.items():
        if h == FAILED:
            page.scores[tool] = False
        elif h in recorded:
            page.scores[tool] = recorded[h]["verdict"] == "right"
        else:
            page.scores[tool] = auto.get(h)
    if page.how == "adjudicated" and any(v is None for v in page.scores.values()):
        page.how = "pending"


# --- the run ------------------------------------------------------------------------------------


def load_pages(
    corpus: Path,
    cache: Path,
    per_file: int,
    only: str | None,
    timeout: float,
    cached_only: bool = False,
    reverse: bool = False,
    skip: int = 0,
) -> tuple[list[Page], dict[str, str]]:
    manifest = json.loads((corpus / "manifest.json").read_text(encoding="utf-8"))
    versions = tool_versions()
    pages: list[Page] = []
    entries = manifest["files"][::-1] if reverse else manifest["files"]
    for entry in entries[skip:]:
        path = corpus / entry["file"]
        if only and only not in path.name:
            continue
        count = min(int(entry["pages"]), per_file)
        if cached_only and not all(
            _cached(t, v, entry["sha256"], count, cache).is_file() for t, v in versions.items()
        ):
            continue
        per_tool = {
            tool: texts_of(tool, versions[tool], path, entry["sha256"], count, cache, timeout)
            for tool in TOOLS
            if tool in versions
        }
        for number in range(1, count + 1):
            page = Page(path.name, number, list(entry["categories"]))
            for tool, texts in per_tool.items():
                text = texts[number - 1]
                if text is None:
                    page.hashes[tool] = FAILED
                    continue
                normalized = norm(text)
                h = text_hash(normalized)
                page.hashes[tool] = h
                page.texts[h] = normalized
                page.loose[tool] = loose(normalized)
            pages.append(page)
    return pages, versions


def tables(
    pages: list[Page], groups: dict[str, list[str]], tools: list[str]
) -> list[tuple[str, list[list[str]]]]:
    """Per category group, rows: category, pages, then per tool the pages right."""
    out: list[tuple[str, list[list[str]]]] = []

    def row(label: str, chosen: list[Page]) -> list[str]:
        cells = [label, str(len(chosen)), str(sum(1 for p in chosen if p.how == "pending"))]
        for tool in tools:
            cells.append(str(sum(1 for p in chosen if p.scores.get(tool) is True)))
        return cells

    for group, categories in groups.items():
        rows = []
        for category in categories:
            chosen = [p for p in pages if category in p.categories]
            if chosen:
                rows.append(row(category.removeprefix("producer:"), chosen))
        out.append((group, rows))
    out.append(("Overall", [row("all pages", pages)]))
    return out


def _plain(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    lines = [" | ".join(h.ljust(w) for h, w in zip(headers, widths))]
    lines.append("-+-".join("-" * w for w in widths))
    lines += [" | ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
    return "\n".join(lines)


def _best_marked(row: list[str]) -> list[str]:
    best = max(int(c) for c in row[3:])
    return row[:3] + [f"**{c}**" if int(c) == best else c for c in row[3:]]


def markdown(
    pages: list[Page],
    groups: dict[str, list[str]],
    tools: list[str],
    versions: dict[str, str],
    per_file: int,
) -> str:
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    shown = {t: versions[t].removeprefix(t + " version ") for t in tools}
    if "PyMuPDF" in shown:
        with contextlib.suppress(ImportError, AttributeError):
            import pymupdf

            shown["PyMuPDF"] += f" (MuPDF {pymupdf.VersionFitz})"
    peers = ", ".join(f"{t} {shown[t]}" for t in tools if t != "ours")
    intro = (
        f"Pages right per tool on `../shared/layout-corpus/`: the first {per_file} pages of each"
        f" file, {len(pages)} pages, {datetime.date.today().isoformat()}; ours at"
        f" {commit or '?'} ({shown.get('ours', '?')}), {peers}. A page counts in every"
        " category of its file; *pending*: pages not yet adjudicated (a tool counts neither"
        " right nor wrong there unless a verdict covers its text). Best of each row in bold."
    )
    lines = [*textwrap.wrap(intro, 92), ""]
    headers = ["category", "pages", "pending", *tools]
    for group, rows in tables(pages, groups, tools):
        if not rows:
            continue
        lines.append(f"| {group} | " + " | ".join(headers[1:]) + " |")
        lines.append("|" + "---|" * len(headers))
        for r in rows:
            lines.append("| " + " | ".join(_best_marked(r)) + " |")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    if argv is None and len(sys.argv) > 1 and sys.argv[1] == "--worker":
        return _worker(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--cache", type=Path, default=CACHE)
    parser.add_argument("--verdicts", type=Path, default=VERDICTS)
    parser.add_argument("--pages-per-file", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds per file and tool")
    parser.add_argument("--only", help="only files whose name holds this")
    parser.add_argument("--markdown", type=Path, help="write the tables as Markdown here")
    parser.add_argument("--pending", type=Path, help="write the pending pages' texts here (JSON)")
    parser.add_argument(
        "--cached-only", action="store_true", help="only files every tool has a cached text for"
    )
    parser.add_argument(
        "--reverse", action="store_true", help="run the files last first (a second runner)"
    )
    parser.add_argument("--skip", type=int, default=0, help="start at this file of the list")
    parser.add_argument("--list", action="store_true", help="list every page ours is wrong on")
    args = parser.parse_args(argv)
    pages, versions = load_pages(
        args.corpus,
        args.cache,
        args.pages_per_file,
        args.only,
        args.timeout,
        args.cached_only,
        args.reverse,
        args.skip,
    )
    verdicts = (
        json.loads(args.verdicts.read_text(encoding="utf-8")) if args.verdicts.is_file() else {}
    )
    for page in pages:
        score(page, verdicts)
    tools = [t for t in TOOLS if t in versions]
    manifest = json.loads((args.corpus / "manifest.json").read_text(encoding="utf-8"))
    groups: dict[str, list[str]] = manifest["category_groups"]
    headers = ["category", "pages", "pending", *tools]
    for group, rows in tables(pages, groups, tools):
        if not rows:
            continue
        print(f"\n{group}\n" + _plain(headers, rows))
    hows = {
        h: sum(1 for p in pages if p.how == h)
        for h in ("all agree", "ours = peer majority", "adjudicated", "pending")
    }
    print("\npages: " + ", ".join(f"{k} {v}" for k, v in hows.items()))
    majority = [p for p in pages if p.peer_majority() is not None]
    same = sum(1 for p in majority if p.hashes.get("ours") == p.peer_majority())
    same_loose = sum(
        1
        for p in majority
        if "ours" in p.loose
        and sum(p.loose.get(t) == p.loose["ours"] for t in PEERS if t in p.loose) * 2
        > sum(t in p.hashes for t in PEERS)
    )
    print(
        f"pages with a peer majority: {len(majority)}; ours equal to it: {same} "
        f"(whitespace runs as one space), {same_loose} (whitespace ignored)"
    )
    print("versions: " + ", ".join(f"{t} {v}" for t, v in versions.items()))
    pending = [p for p in pages if p.how == "pending"]
    for p in pending:
        print(f"  pending: {p.file} p{p.number}")
    if args.pending:
        skeleton: dict[str, Any] = {}
        for p in pending:
            recorded = verdicts.get(p.file, {}).get(str(p.number), {})
            entry = skeleton.setdefault(p.file, {}).setdefault(str(p.number), {})
            for h in dict.fromkeys(p.hashes.values()):
                if h == FAILED or h in recorded:
                    continue
                tools_of = [t for t, x in p.hashes.items() if x == h]
                entry[h] = {"tools": tools_of, "text": p.texts[h], "verdict": "", "reason": ""}
        args.pending.write_text(
            json.dumps(skeleton, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    if args.list:
        for p in pages:
            if p.scores.get("ours") is False:
                h = p.hashes["ours"]
                reason = (
                    verdicts.get(p.file, {}).get(str(p.number), {}).get(h, {}).get("reason", p.how)
                )
                print(f"  ours wrong: {p.file} p{p.number}: {reason}")
    if args.markdown:
        args.markdown.write_text(
            markdown(pages, groups, tools, versions, args.pages_per_file), encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
