"""Every command over a folder of broken and hostile files, with a time and memory limit.

    python fuzz/hostile.py [--keep DIR] [--seconds 120] [--memory-mb 3072]

Builds the folder (file names that are not UTF-8, a FIFO, links to /dev/zero, /dev/urandom
and nowhere, damaged and cut Flate data, unknown filters, broken Type3 fonts, an /Encoding
that looks like a path, links with dangerous schemes, a font of 65,535 glyphs, and the files
of ``tests/broken``), runs each command on each file in a child process under the limits,
and checks what a user relies on:

- no traceback and no time-out; an exit code of 0, 1 or 2;
- no live link in any HTML we write other than http, https, mailto and ``#`` anchors;
- ``triage`` over the folder gives exactly one row per regular file;
- no file whose content was damaged on purpose is called ``ok``.

Prints one line per failure and a count; exits 1 when anything failed.
"""

from __future__ import annotations

import argparse
import html.parser
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

import pikepdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from builders import content_tj, page_pdf, simple_font, type0_font, type3_font  # noqa: E402

LINES = 20
SAFE_SCHEMES = ("http:", "https:", "mailto:")
DANGEROUS_URIS = (
    "javascript:alert(1)",
    "JaVaScRiPt:alert(2)",
    "java\tscript:alert(3)",
    "java\nscript:alert(4)",
    "java\x00script:alert(5)",
    " javascript:alert(6)",
    "vbscript:msgbox(7)",
    "data:text/html,<script>alert(8)</script>",
    "file:///etc/passwd",
)
DAMAGED = ("damaged-flate.pdf", "cut-flate.pdf", "unknown-filter.pdf")
"""Files whose page content cannot be read whole: never `ok`."""


def _lines_content() -> bytes:
    rows = [b"BT /F1 12 Tf 72 760 Td 14 TL"]
    rows += [b"(Line %d of the page, which must be read whole) '" % i for i in range(LINES)]
    rows.append(b"ET")
    return b"\n".join(rows) + b"\n"


def _helvetica(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
    return simple_font(pdf)


def _with_content(raw: bytes, filters: list[str], name: Path) -> None:
    pdf = page_pdf({"F1": _helvetica}, b"")
    page = pdf.pages[0].obj
    stream = pikepdf.Stream(pdf, raw)
    stream.stream_dict.Filter = (
        pikepdf.Array([pikepdf.Name(f) for f in filters])
        if len(filters) > 1
        else pikepdf.Name(filters[0])
    )
    page.Contents = pdf.make_indirect(stream)
    pdf.save(name)


def _links(name: Path) -> None:
    pdf = page_pdf({"F1": _helvetica}, content_tj("F1", 12, b"Links"))
    annots = []
    uris = (*DANGEROUS_URIS, "https://example.com/", "mailto:a@example.com")
    for i, uri in enumerate(uris):
        action = pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.String(uri.encode("latin-1")))
        annots.append(
            pdf.make_indirect(
                pikepdf.Dictionary(
                    Type=pikepdf.Name.Annot,
                    Subtype=pikepdf.Name.Link,
                    Rect=[72, 700 - 20 * i, 300, 715 - 20 * i],
                    A=action,
                )
            )
        )
    pdf.pages[0].obj.Annots = pikepdf.Array(annots)
    with pdf.open_outline() as outline:
        for uri in DANGEROUS_URIS:
            item = pikepdf.OutlineItem(uri[:20])
            item.action = pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.String(uri))
            outline.root.append(item)
    pdf.save(name)


def _huge_font_program(glyphs: int) -> bytes:
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    order = [".notdef", *(f"g{i}" for i in range(1, glyphs))]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({})
    pen = TTGlyphPen(None)
    pen.moveTo((100, 0))
    pen.lineTo((100, 700))
    pen.lineTo((600, 700))
    pen.closePath()
    glyph = pen.glyph()
    fb.setupGlyf(dict.fromkeys(order, glyph))
    fb.setupHorizontalMetrics(dict.fromkeys(order, (1000, 100)))
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "Huge", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost(keepGlyphNames=False)
    import io

    out = io.BytesIO()
    fb.save(out)
    return out.getvalue()


def build(folder: Path) -> list[Path]:
    """The hostile folder; returns the regular files in it."""
    folder.mkdir(parents=True, exist_ok=True)
    good = folder / "good.pdf"
    page_pdf({"F1": _helvetica}, _lines_content()).save(good)
    # A name that is not UTF-8: made through bytes.
    bad_name = os.fsencode(folder) + b"/latin1-\xe9-\xff.pdf"
    shutil.copyfile(good, os.fsdecode(bad_name))
    os.mkfifo(folder / "pipe.pdf")
    os.symlink("/dev/zero", folder / "zero.pdf")
    os.symlink("/dev/urandom", folder / "random.pdf")
    os.symlink(folder / "nowhere.pdf", folder / "dangling.pdf")
    (folder / "empty.pdf").write_bytes(b"")
    (folder / "not-a-pdf.pdf").write_bytes(b"hello, this is text\n" * 50)

    packed = zlib.compress(_lines_content())
    flipped = bytearray(packed)
    middle = len(flipped) // 2
    for i in range(middle, middle + 8):
        flipped[i] ^= 0xFF
    _with_content(bytes(flipped), ["/FlateDecode"], folder / "damaged-flate.pdf")
    _with_content(packed[: len(packed) // 2], ["/FlateDecode"], folder / "cut-flate.pdf")
    _with_content(_lines_content(), ["/FooDecode"], folder / "unknown-filter.pdf")
    _with_content(packed, ["/FooDecode", "/FlateDecode"], folder / "unknown-then-flate.pdf")

    def bad_charprocs(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = type3_font(
            pdf,
            glyphs={"a": b"500 0 0 0 500 500 d1 0 0 500 500 re f"},
            encoding_differences=[97, "a"],
            first_char=97,
            widths=[500],
        )
        font.CharProcs = pikepdf.Array([1, 2, 3])
        return font

    def bad_matrix(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return type3_font(
            pdf,
            glyphs={"a": b"500 0 0 0 500 500 d1 0 0 500 500 re f"},
            encoding_differences=[97, "a"],
            first_char=97,
            widths=[500],
            font_matrix=(0.001, 0, 0, 0.001, 0),
        )

    def path_encoding(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = simple_font(pdf)
        font.Encoding = pikepdf.Name("/../../../../etc/passwd")
        return font

    page_pdf({"F1": bad_charprocs}, content_tj("F1", 12, b"aaa")).save(folder / "t3-charprocs.pdf")
    page_pdf({"F1": bad_matrix}, content_tj("F1", 12, b"aaa")).save(folder / "t3-matrix.pdf")
    page_pdf({"F1": path_encoding}, content_tj("F1", 12, b"abc")).save(folder / "enc-path.pdf")
    _links(folder / "links.pdf")

    program = _huge_font_program(65535)

    def huge(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return type0_font(
            pdf,
            subtype="CIDFontType2",
            ordering="Identity",
            base_font="Huge",
            font_file2=program,
            cid_to_gid="Identity",
        )

    codes = b"".join(i.to_bytes(2, "big") for i in (1, 2, 3, 40000, 65534))
    page_pdf({"F1": huge}, content_tj("F1", 12, codes)).save(folder / "huge-font.pdf")

    broken = HERE.parent / "tests" / "broken"
    for path in sorted(broken.glob("*.pdf")):
        shutil.copyfile(path, folder / f"broken-{path.name}")
    return sorted(
        Path(os.fsdecode(entry.path))
        for entry in os.scandir(os.fsencode(folder))
        if entry.is_file(follow_symlinks=False)
    )


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.unsafe: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if key not in ("href", "src", "action", "formaction") or value is None:
                continue
            seen = "".join(c for c in value if ord(c) > 0x20 and c != "\x7f").lower()
            if key == "src" and seen.startswith("data:image/"):
                continue
            if seen.startswith("#") or seen.startswith(SAFE_SCHEMES):
                continue
            if ":" not in seen.split("/")[0] and key == "src":
                continue  # a relative image file written beside the page
            self.unsafe.append(f"{tag} {key}={value!r}")


def unsafe_links(path: Path) -> list[str]:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    return parser.unsafe


def _limits(memory_mb: int) -> None:
    size = memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (size, size))


def run(args: list[str], seconds: float, memory_mb: int) -> tuple[int | None, str, str]:
    env = dict(os.environ, PYTHONPATH=str(HERE.parent), LANG="C.UTF-8")
    try:
        done = subprocess.run(
            [sys.executable, "-m", "inspector", *args],
            capture_output=True,
            timeout=seconds,
            env=env,
            preexec_fn=lambda: _limits(memory_mb),
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return None, "", ""
    return (
        done.returncode,
        done.stdout.decode("utf-8", "replace"),
        done.stderr.decode("utf-8", "replace"),
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=Path, help="build the folder here and keep it")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--memory-mb", type=int, default=3072)
    parser.add_argument("--no-compare", action="store_true", help="leave out `compare`")
    options = parser.parse_args(argv)
    work = options.keep or Path(tempfile.mkdtemp(prefix="hostile-"))
    folder = work / "in"
    out = work / "out"
    out.mkdir(parents=True, exist_ok=True)
    files = build(folder)
    targets = [folder / name for name in ("pipe.pdf", "zero.pdf", "random.pdf", "dangling.pdf")]
    failures: list[str] = []
    runs = 0

    def check(label: str, args: list[str]) -> tuple[int | None, str, str]:
        nonlocal runs
        runs += 1
        code, stdout, stderr = run(args, options.seconds, options.memory_mb)
        if code is None:
            failures.append(f"{label}: no answer within {options.seconds:g} s")
        elif "Traceback" in stderr or code not in (0, 1, 2):
            tail = stderr.strip().splitlines()[-1:] or [f"exit {code}"]
            failures.append(f"{label}: exit {code}: {tail[0]}")
        return code if code is not None else -1, stdout, stderr

    for index, path in enumerate([*files, *targets]):
        name = os.fsencode(path.name).decode("ascii", "backslashreplace")
        given = os.fsdecode(path)
        for command in (["fonts"], ["fonts", "--json"], ["text"], ["trace", "--json"]):
            code, stdout, _ = check(f"{name} {' '.join(command)}", [*command, given])
            if command == ["fonts", "--json"] and code in (0, 1) and path.name in DAMAGED:
                verdict = json.loads(stdout)["verdict"]["verdict"]
                if verdict == "ok":
                    failures.append(f"{name}: damaged content called ok")
        for fmt in ("html", "json", "md", "csv"):
            target = out / f"{index}.{fmt}"
            check(f"{name} report {fmt}", ["report", "--format", fmt, "-o", str(target), given])
        html_out = out / f"{index}-export.html"
        check(f"{name} export-html", ["export-html", "-o", str(html_out), given])
        check(f"{name} repair", ["repair", "-o", str(out / f"{index}-repaired.pdf"), given])
        if not options.no_compare and path in files:
            check(f"{name} compare", ["compare", "--json", "--time-limit", "30", given])
    for written in sorted(out.glob("*.html")):
        for link in unsafe_links(written):
            failures.append(f"{written.name}: unsafe link {link}")

    csv_path = out / "triage.csv"
    code, _, _ = check(
        "triage", ["triage", "--csv", str(csv_path), "--time-limit", "60", str(folder)]
    )
    if csv_path.exists():
        import csv

        with csv_path.open(encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
        # One row per file (its font column empty), then one per font of it.
        named = [row[key] for row in rows if not row["font"] for key in row if "file" in key]
        regular = {os.fsencode(path.name).decode("ascii", "backslashreplace") for path in files}
        found = {name.rsplit("/", 1)[-1] for name in named}
        if len(set(named)) != len(named) or not regular <= found:
            failures.append(
                f"triage: {len(named)} file rows ({len(set(named))} distinct) for "
                f"{len(files)} regular files and {len(targets)} others; "
                f"without a row: {sorted(regular - found)}"
            )
        sys.stdout.write(f"triage: {len(named)} file rows, exit {code}\n")
    else:
        failures.append("triage: no CSV written")

    for line in failures:
        sys.stdout.write(line + "\n")
    sys.stdout.write(
        f"{runs} runs over {len(files)} regular files and {len(targets)} others: "
        f"{len(failures)} failures ({work})\n"
    )
    if options.keep is None:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
