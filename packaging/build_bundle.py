"""Build the one-folder application with PyInstaller, check that it runs, and pack it.

    python packaging/build_bundle.py [--venv DIR] [--dist DIR] [--work DIR] [--no-archive]

The Python running this needs the application with the ``gui`` extra and PyInstaller
(``pip install ".[gui]" pyinstaller``), or give ``--venv DIR`` to create a fresh virtual
environment with them and build from there. Writes ``DIST/pdf-font-inspector/`` (the
program is ``pdf-font-inspector`` in it, ``.exe`` on Windows; on macOS also
``DIST/PDF Font Inspector.app``) and, unless ``--no-archive``, an archive of it:
``pdf-font-inspector-VERSION-SYSTEM-MACHINE.tar.gz`` (``.zip`` on Windows and macOS).
On Linux the folder also gets ``share/`` (desktop entry, icons, AppStream metadata) and
``install.sh``. PyInstaller builds for the system it runs on only.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
REPO = PACKAGING.parent
NAME = "pdf-font-inspector"
SPEC = PACKAGING / f"{NAME}.spec"
APP_ID = "io.github.pdf_font_inspector"
# Desktop integration copied into the Linux folder, as installed under a prefix.
SHARE = {
    f"{APP_ID}.desktop": f"share/applications/{APP_ID}.desktop",
    f"{APP_ID}.metainfo.xml": f"share/metainfo/{APP_ID}.metainfo.xml",
    "icons/pdf-font-inspector.svg": "share/icons/hicolor/scalable/apps/pdf-font-inspector.svg",
    "icons/pdf-font-inspector-256.png": "share/icons/hicolor/256x256/apps/pdf-font-inspector.png",
}


# The C library: on every system, never worth a mention.
BASE_SYSTEM = ("libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "ld-linux")


def version() -> str:
    """The package version, read from the source."""
    text = (REPO / "inspector" / "__init__.py").read_text("utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if match is None:
        raise SystemExit("build_bundle: no __version__ in inspector/__init__.py")
    return match.group(1)


def log(message: str) -> None:
    """One progress line on stderr."""
    print(f"build_bundle: {message}", file=sys.stderr, flush=True)  # noqa: T201


def venv_python(venv: Path) -> Path:
    """The interpreter of a virtual environment."""
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def make_venv(venv: Path) -> Path:
    """A fresh virtual environment with the application, its window and PyInstaller."""
    log(f"creating {venv}")
    shutil.rmtree(venv, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv_python(venv)
    pip = [str(python), "-m", "pip", "install", "-q"]
    subprocess.run([*pip, "--upgrade", "pip"], check=True)
    subprocess.run([*pip, f"{REPO}[gui]", "pyinstaller>=6.10"], check=True)
    return python


def check_tools(python: str) -> None:
    """Fail early, with the fix, when the build environment lacks something."""
    probe = "import PyInstaller, PySide6.QtPdf, PySide6.QtWidgets, pikepdf, fontTools, jinja2"
    if subprocess.run([python, "-c", probe], capture_output=True).returncode != 0:
        raise SystemExit(
            f"build_bundle: {python} lacks PyInstaller or the application's dependencies; "
            'run `pip install ".[gui]" pyinstaller` in it, or pass --venv DIR'
        )


def executable(folder: Path) -> Path:
    """The program in the one-folder application."""
    return folder / (f"{NAME}.exe" if os.name == "nt" else NAME)


def smoke_test(program: Path) -> None:
    """The bundle starts and finds its data: --version and the text of the demo PDF."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [str(program), "--version"], capture_output=True, text=True, env=env, check=True
    )
    log(f"runs: {out.stdout.strip()}")
    demo = next(program.parent.glob("**/inspector/resources/demo.pdf"), None)
    if demo is not None:
        subprocess.run(
            [str(program), "fonts", str(demo), "--json"],
            capture_output=True,
            env=env,
            check=True,
        )
        log("the bundled demo PDF is read")


def system_libraries(folder: Path) -> list[str]:
    """Libraries the X11 platform plugin needs that the bundle lacks (Linux, via ldd).

    PyInstaller leaves out libGL/libEGL and the libraries it considers part of the
    system, and cannot bundle what the build machine does not have: the target machine
    must provide these (packaging/README.md lists the Debian packages).
    """
    internal = folder / "_internal"
    plugin = internal / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file() or shutil.which("ldd") is None:
        return []
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    listing = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, env=env)
    missing, system = [], []
    for line in listing.stdout.splitlines():
        name, _, where = line.strip().partition(" => ")
        if not where:  # the vDSO and the dynamic loader
            continue
        if "not found" in where:
            missing.append(name)
        elif not (where.startswith(str(internal)) or name.startswith(BASE_SYSTEM)):
            system.append(name)
    if missing:
        log(f"not on this machine, so not in the bundle: {' '.join(missing)}")
    return sorted(system + missing)


def add_linux_files(folder: Path) -> None:
    """The desktop entry, icons, AppStream metadata and install.sh beside the program."""
    for source, target in SHARE.items():
        destination = folder / target
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(PACKAGING / source, destination)
    shutil.copy2(PACKAGING / "linux" / "install.sh", folder / "install.sh")
    (folder / "install.sh").chmod(0o755)


def archive(dist: Path, folder: Path) -> Path:
    """Pack the result: .tar.gz on Linux (keeps permissions and links), else .zip (on macOS
    of the .app; ``ditto -c -k --keepParent`` keeps its signature better for shipping)."""
    system = platform.system().lower().replace("darwin", "macos")
    machine = platform.machine().lower().replace("amd64", "x86_64")
    base = dist / f"{NAME}-{version()}-{system}-{machine}"
    if system == "macos":  # the application bundle, which holds the folder's files
        app = "PDF Font Inspector.app"
        return Path(shutil.make_archive(str(base), "zip", root_dir=dist, base_dir=app))
    if system != "linux":
        return Path(shutil.make_archive(str(base), "zip", root_dir=dist, base_dir=folder.name))
    target = base.with_name(base.name + ".tar.gz")
    # Level 6 packs about as small as 9 in a fraction of the time.
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=folder.name)
    return target


def size(path: Path) -> str:
    """Total size of the files under ``path``, in MiB."""
    total = sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return f"{total / 2**20:.0f} MiB"


def main(argv: list[str] | None = None) -> int:
    """Build, check and pack the application; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--venv", type=Path, help="create this virtual environment to build in")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "pyinstaller")
    parser.add_argument("--no-archive", action="store_true", help="leave the folder unpacked")
    args = parser.parse_args(argv)

    python = str(make_venv(args.venv.resolve())) if args.venv else sys.executable
    check_tools(python)
    started = time.monotonic()
    command = [
        python,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={args.dist.resolve()}",
        f"--workpath={args.work.resolve()}",
        str(SPEC),
    ]
    log("running PyInstaller")
    subprocess.run(command, check=True, cwd=REPO)
    folder = args.dist.resolve() / NAME
    log(f"built {folder} in {time.monotonic() - started:.0f} s: {size(folder)}")
    if sys.platform.startswith("linux"):
        add_linux_files(folder)
        needed = system_libraries(folder)
        if needed:
            log(f"the window takes from the target system: {' '.join(needed)}")
    smoke_test(executable(folder))
    if not args.no_archive:
        packed = archive(args.dist.resolve(), folder)
        log(f"packed {packed} ({packed.stat().st_size / 2**20:.0f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
