"""Check what the wheel and the sdist hold, and print their contents by kind with sizes.

    python packaging/check_dist.py DIST_DIR

The wheel must hold every module and every other file of the ``inspector`` package in the
source tree (py.typed, report templates and schema, ...), the repository's ``resources/``
folder as ``inspector/resources`` (without its generator scripts) and the desktop files
under ``share/``; nothing from tests, benchmarks or caches. The sdist must hold what a
wheel is built from, plus the tests. Exit status 1 lists the problems. Used by
``scripts/build.sh`` and ``tests/test_packaging.py``; needs only the standard library.
"""

from __future__ import annotations

import sys
import tarfile
import zipfile
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

REPO = Path(__file__).resolve().parent.parent
DIST_NAME = "pdf_font_inspector"
# Never in a distribution: caches, bytecode, editor and OS files.
JUNK_PARTS = {"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis"}
# Source-only files: in the sdist but not in the wheel.
SOURCE_ONLY = {"ruff.toml"}
SHARE = (
    "share/applications/io.github.pdf_font_inspector.desktop",
    "share/metainfo/io.github.pdf_font_inspector.metainfo.xml",
    "share/icons/hicolor/scalable/apps/pdf-font-inspector.svg",
    "share/icons/hicolor/256x256/apps/pdf-font-inspector.png",
)
TRANSLATION_SOURCES = (".po", ".pot", ".ts")
"""Translation sources: in the sdist; the wheel holds them compiled (.mo, .qm)."""
SDIST_REQUIRED = ("pyproject.toml", "README.md", "PKG-INFO", "inspector/__init__.py")
SDIST_FOLDERS = ("inspector/", "resources/cmap/", "tests/", "packaging/", "scripts/")


def is_junk(path: str) -> bool:
    """Whether a path in the tree or an archive is a cache, bytecode or a lint setting."""
    parts = PurePosixPath(path).parts
    return any(
        p in JUNK_PARTS or (p.startswith(".") and p != ".gitignore") for p in parts
    ) or parts[-1].endswith((".pyc", ".pyo"))


def tree_files(folder: Path) -> set[str]:
    """Files under ``folder`` (relative, POSIX), without junk."""
    found = set()
    for path in folder.rglob("*"):
        relative = path.relative_to(folder).as_posix()
        if path.is_file() and not is_junk(relative) and path.name not in SOURCE_ONLY:
            found.add(relative)
    return found


def expected_in_wheel(repo: Path = REPO) -> set[str]:
    """Every file the wheel must hold, from the source tree."""
    package = {f"inspector/{name}" for name in tree_files(repo / "inspector")}
    resources = {
        f"inspector/resources/{name}"
        for name in tree_files(repo / "resources")
        if not name.endswith((".py", *TRANSLATION_SOURCES))
    }
    return package | resources


def find(dist: Path, pattern: str) -> Path:
    """The one file in ``dist`` matching ``pattern``."""
    matches = sorted(dist.glob(pattern))
    if len(matches) != 1:
        raise SystemExit(f"check_dist: expected one {pattern} in {dist}, found {len(matches)}")
    return matches[0]


def check_wheel(wheel: Path, repo: Path = REPO) -> list[str]:
    """Problems with the wheel's contents (empty when it is right)."""
    problems: list[str] = []
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(
            (archive.read(n).decode() for n in names if n.endswith(".dist-info/entry_points.txt")),
            "",
        )
    package = {n for n in names if n.startswith("inspector/")}
    missing = expected_in_wheel(repo) - package
    problems += [f"wheel: missing {name}" for name in sorted(missing)]
    if not any(n.startswith("inspector/resources/cmap/") and n.endswith(".gz") for n in names):
        problems.append("wheel: no predefined CMaps (inspector/resources/cmap/*.gz)")
    for required in ("inspector/py.typed", "inspector/resources/cmap/NOTICE.txt"):
        if required not in names:
            problems.append(f"wheel: missing {required}")
    # Translations compiled by hatch_build.py: gettext .mo for each .po, Qt .qm for each .ts.
    for po in sorted((repo / "resources" / "locale").glob("*.po")):
        mo = f"inspector/resources/locale/{po.stem}/LC_MESSAGES/inspector.mo"
        if mo not in names:
            problems.append(f"wheel: missing {mo} (compiled from {po.name})")
    for ts in sorted((repo / "resources" / "translations").glob("*.ts")):
        qm = f"inspector/resources/translations/{ts.stem}.qm"
        if qm not in names:
            problems.append(f"wheel: missing {qm} (compiled from {ts.name})")
    data = f"{DIST_NAME}-"
    for share in SHARE:
        if not any(n.startswith(data) and n.endswith(f".data/data/{share}") for n in names):
            problems.append(f"wheel: missing {share}")
    for name in sorted(names):
        top = name.split("/", 1)[0]
        allowed = top == "inspector" or (
            top.startswith(data) and top.endswith((".dist-info", ".data"))
        )
        if not allowed or is_junk(name) or PurePosixPath(name).name in SOURCE_ONLY:
            problems.append(f"wheel: should not hold {name}")
        elif name.startswith("inspector/resources/") and name.endswith(".py"):
            problems.append(f"wheel: should not hold the generator {name}")
    for line in ("pdf-font-inspector = inspector.cli:main", "pdf-font-inspector-gui = "):
        if line not in entry_points:
            problems.append(f"wheel: entry point missing: {line}")
    return problems


def check_sdist(sdist: Path) -> list[str]:
    """Problems with the sdist's contents (empty when it is right)."""
    problems: list[str] = []
    with tarfile.open(sdist) as archive:
        names = {m.name.split("/", 1)[1] for m in archive.getmembers() if "/" in m.name}
    problems += [f"sdist: missing {name}" for name in SDIST_REQUIRED if name not in names]
    for folder in SDIST_FOLDERS:
        if not any(n.startswith(folder) for n in names):
            problems.append(f"sdist: missing {folder}")
    for name in sorted(names):
        top = name.split("/", 1)[0]
        if is_junk(name) or top in {"dist", "build", "out"} or "/out/" in name:
            problems.append(f"sdist: should not hold {name}")
        if top.startswith(".venv"):
            problems.append(f"sdist: should not hold {name}")
    return problems


def kind(name: str) -> str:
    """Which part of the wheel a member belongs to, for the summary."""
    if name.startswith("inspector/resources/cmap/"):
        return "predefined CMaps (resources/cmap)"
    if name.startswith("inspector/resources/"):
        return "other shipped data (resources)"
    if name.startswith("inspector/") and name.endswith(".py"):
        return "Python modules"
    if name.startswith("inspector/"):
        return "package data (py.typed, templates, schema)"
    if ".data/" in name:
        return "desktop files (share/)"
    return "metadata (dist-info)"


def summary(wheel: Path, sdist: Path) -> Iterable[str]:
    """Lines describing both archives: size, and the wheel by kind of member."""
    kb = 1024
    yield f"{wheel.name}: {wheel.stat().st_size / kb:.0f} KiB"
    totals: dict[str, list[int]] = {}
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            count, size, packed = totals.setdefault(kind(info.filename), [0, 0, 0])
            totals[kind(info.filename)] = [
                count + 1,
                size + info.file_size,
                packed + info.compress_size,
            ]
    for name, (count, size, packed) in sorted(totals.items(), key=lambda i: -i[1][1]):
        yield f"  {name}: {count} files, {size / kb:.0f} KiB ({packed / kb:.0f} KiB packed)"
    with tarfile.open(sdist) as archive:
        files = sum(1 for m in archive.getmembers() if m.isfile())
    yield f"{sdist.name}: {sdist.stat().st_size / kb:.0f} KiB, {files} files"


def main(argv: list[str]) -> int:
    """Check the wheel and sdist in the folder named by ``argv[0]`` (default: dist)."""
    dist = Path(argv[0] if argv else "dist")
    wheel = find(dist, f"{DIST_NAME}-*.whl")
    sdist = find(dist, f"{DIST_NAME}-*.tar.gz")
    for line in summary(wheel, sdist):
        print(line)  # noqa: T201
    problems = check_wheel(wheel) + check_sdist(sdist)
    for problem in problems:
        print(problem, file=sys.stderr)  # noqa: T201
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
