"""Packaging: the wheel and sdist hold the shipped data, the wheel installed into a fresh
virtual environment works from outside the source tree, and the PyInstaller bundle runs
headless.

The wheel is built here (``python -m build``) unless ``INSPECTOR_DIST`` names a folder
that already holds it (scripts/test.sh builds it first with scripts/build.sh). The fresh
environment gets its dependencies from PyPI (or pip's cache). The bundle test is slow
(PyInstaller, about a minute and a half on two cores) and runs in CI.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import time
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import ModuleType

import pytest
from builders import content_tj, page_pdf, save, type0_font

pytestmark = pytest.mark.packaging

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
NAME = "pdf-font-inspector"
BIN = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""
SAMPLE_TEXT = "日本語"


def load_check_dist() -> ModuleType:
    """packaging/check_dist.py, which is a script rather than part of the package."""
    spec = importlib.util.spec_from_file_location("check_dist", PACKAGING / "check_dist.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_dist = load_check_dist()


def project_version() -> str:
    text = (REPO / "pyproject.toml").read_text("utf-8")
    match = re.search(r'^version = "([^"]+)"', text, re.M)
    assert match is not None
    return match.group(1)


def run(
    command: Sequence[str | Path],
    cwd: Path,
    env: dict[str, str] | None = None,
    timeout: float = 600,
) -> subprocess.CompletedProcess[str]:
    """Run ``command``; on failure the assertion shows its output."""
    result = subprocess.run(
        [str(c) for c in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
    )
    assert result.returncode == 0, (
        f"{command} exited {result.returncode}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    )
    return result


def outside_env(home: Path) -> dict[str, str]:
    """An environment that cannot see the source tree and keeps settings in ``home``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONNOUSERSITE="1",
        PYTHONIOENCODING="utf-8",
    )
    return env


def sample_pdf(folder: Path) -> Path:
    """日本語 in HeiseiMin-W3 through the predefined CMap UniJIS-UCS2-H (not embedded).

    Its text needs the shipped CMap and the Adobe-Japan1 UCS2 map.
    """
    pdf = page_pdf(
        {
            "F1": lambda p: type0_font(
                p, encoding="UniJIS-UCS2-H", base_font="HeiseiMin-W3", supplement=2
            )
        },
        content_tj("F1", 24, SAMPLE_TEXT.encode("utf-16-be")),
    )
    return save(pdf, folder, "sample.pdf")


def has_command(program: Sequence[str | Path], name: str, cwd: Path, env: dict[str, str]) -> bool:
    """Whether ``program --help`` lists the subcommand ``name``."""
    help_text = run([*program, "--help"], cwd, env).stdout
    return re.search(rf"^\s+{re.escape(name)}\s", help_text, re.M) is not None


# --- the wheel and the sdist ---------------------------------------------------------


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the sdist and the wheel built from it."""
    given = os.environ.get("INSPECTOR_DIST")
    if given:
        return Path(given).resolve()
    pytest.importorskip("build", reason="the `test` extra installs build")
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", out, REPO], REPO)
    return out


@pytest.fixture(scope="module")
def wheel(dist: Path) -> Path:
    found: Path = check_dist.find(dist, "pdf_font_inspector-*.whl")
    return found


def test_wheel_and_sdist_hold_the_shipped_data_and_no_junk(dist: Path, wheel: Path) -> None:
    sdist = check_dist.find(dist, "pdf_font_inspector-*.tar.gz")
    assert wheel.name == f"pdf_font_inspector-{project_version()}-py3-none-any.whl"
    assert check_dist.check_wheel(wheel, REPO) == []
    assert check_dist.check_sdist(sdist) == []
    # The window's developer tools (timing, screenshots, the language check) stay out of
    # the product: not in the package, not beside it.
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    dev_tools = {"timing.py", "screenshots.py", "language_check.py"}
    assert not [n for n in names if n.startswith("devtools/") or n.split("/")[-1] in dev_tools]
    assert (REPO / "devtools" / "timing.py").is_file()  # they are still in the tree


def test_the_check_sees_what_is_missing(tmp_path: Path, wheel: Path) -> None:
    broken = tmp_path / wheel.name
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(broken, "w") as target:
        for info in source.infolist():
            if not info.filename.startswith("inspector/resources/cmap/"):
                target.writestr(info, source.read(info))
        target.writestr("tests/test_x.py", "")
    problems = check_dist.check_wheel(broken, REPO)
    assert "wheel: no predefined CMaps (inspector/resources/cmap/*.gz)" in problems
    assert "wheel: should not hold tests/test_x.py" in problems


# --- the wheel in a fresh virtual environment ----------------------------------------


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel (no extras) installed."""
    venv = tmp_path_factory.mktemp("fresh") / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv], REPO)
    python = venv / BIN / f"python{EXE}"
    pip: list[str | Path] = [sys.executable, "-m", "pip", "--python", python, "install", "-q"]
    run([*pip, "--disable-pip-version-check", wheel], REPO)
    return venv


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A working folder away from the source tree."""
    folder = tmp_path / "work"
    folder.mkdir()
    assert REPO not in folder.resolve().parents
    return folder


def test_installed_command_works_from_outside_the_tree(installed: Path, outside: Path) -> None:
    env = outside_env(outside)
    command = installed / BIN / f"{NAME}{EXE}"
    version = run([command, "--version"], outside, env).stdout
    assert version.strip() == f"{NAME} {project_version()}"

    pdf = sample_pdf(outside)
    fonts = json.loads(run([command, "fonts", pdf.name, "--json"], outside, env).stdout)
    [font] = fonts["fonts"]
    assert font["base_font"].startswith("HeiseiMin-W3")
    assert "UniJIS-UCS2-H" in json.dumps(font["encoding"])
    text = run([command, "text", pdf.name], outside, env).stdout
    assert text.replace("\f", "").strip() == SAMPLE_TEXT
    # The shipped .mo catalogues: the locale gives Japanese reasons.
    japanese = run([command, "fonts", pdf.name], outside, {**env, "LANG": "ja_JP.UTF-8"}).stdout
    assert "判定: 回復可能" in japanese, japanese


def test_installed_package_reads_its_data_from_the_installation(
    installed: Path, outside: Path
) -> None:
    python = installed / BIN / f"python{EXE}"
    probe = (
        "import inspector, inspector.shipped as s;"
        "print(inspector.__file__); print(s.resource_root()); print(s.resource_path('demo.pdf'))"
    )
    lines = run([python, "-c", probe], outside, outside_env(outside)).stdout.splitlines()
    package, root, demo = (Path(line) for line in lines)
    for path in (package, root):
        assert installed.resolve() in path.resolve().parents, path
    assert root == package.parent / "resources"
    assert (root / "cmap" / "NOTICE.txt").is_file()
    for lang in ("ja", "zh_CN", "zh_TW", "ko"):
        assert (root / "locale" / lang / "LC_MESSAGES" / "inspector.mo").is_file()
        assert (root / "translations" / f"inspector_{lang}.qm").is_file()
    assert demo.is_file() == (REPO / "resources" / "demo.pdf").is_file()


def test_installed_report_uses_the_packaged_templates(installed: Path, outside: Path) -> None:
    env = outside_env(outside)
    command = [installed / BIN / f"{NAME}{EXE}"]
    if not has_command(command, "report", outside, env):
        pytest.skip("no report command")
    pdf = sample_pdf(outside)
    for name in ("out.json", "out.html"):
        run([*command, "report", pdf.name, "-o", name], outside, env)
    report = json.loads((outside / "out.json").read_text("utf-8"))
    assert report["file"]
    assert SAMPLE_TEXT in (outside / "out.html").read_text("utf-8")


def test_installed_window_entry_points_and_desktop_files(installed: Path) -> None:
    assert (installed / BIN / f"{NAME}-gui{EXE}").is_file()
    share = installed / "share"
    desktop = share / "applications" / "io.github.pdf_font_inspector.desktop"
    assert "Exec=pdf-font-inspector %f" in desktop.read_text("utf-8")
    assert (share / "icons/hicolor/scalable/apps/pdf-font-inspector.svg").is_file()
    assert (share / "metainfo/io.github.pdf_font_inspector.metainfo.xml").is_file()


# --- the PyInstaller bundle ----------------------------------------------------------


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The one-folder application built by packaging/build_bundle.py; yields its program."""
    pytest.importorskip("PyInstaller", reason="the `test` extra installs PyInstaller")
    pytest.importorskip("PySide6.QtPdf", reason="the bundle needs the `gui` extra")
    work = tmp_path_factory.mktemp("bundle")
    started = time.monotonic()
    command: list[str | Path] = [sys.executable, PACKAGING / "build_bundle.py", "--no-archive"]
    run([*command, "--dist", work / "dist", "--work", work / "build"], REPO, timeout=900)
    print(f"bundle built in {time.monotonic() - started:.0f} s")  # noqa: T201
    yield work / "dist" / NAME / f"{NAME}{EXE}"


@pytest.mark.slow
def test_bundle_runs_headless(bundle: Path, outside: Path) -> None:
    env = outside_env(outside)
    version = run([bundle, "--version"], outside, env).stdout
    assert version.strip() == f"{NAME} {project_version()}"

    demo = REPO / "resources" / "demo.pdf"
    if not demo.is_file():
        demo = sample_pdf(outside)
    if has_command([bundle], "report", outside, env):
        run([bundle, "report", demo, "-o", "out.json"], outside, env)
        report = json.loads((outside / "out.json").read_text("utf-8"))
        assert report["file"]
    else:
        fonts = json.loads(run([bundle, "fonts", demo, "--json"], outside, env).stdout)
        assert fonts["fonts"]
    # The translations, compiled by the spec as the wheel build compiles them.
    for lang in ("ja", "zh_CN", "zh_TW", "ko"):
        assert next(bundle.parent.glob(f"**/translations/inspector_{lang}.qm"), None), lang
        assert next(bundle.parent.glob(f"**/locale/{lang}/LC_MESSAGES/inspector.mo"), None)
    korean = run([bundle, "explain", "FONT-NO-TOUNICODE", "--lang", "ko"], outside, env).stdout
    assert "ToUnicode CMap이 없습니다" in korean, korean

    pdf = sample_pdf(outside)
    text = run([bundle, "text", pdf.name], outside, env).stdout
    assert text.replace("\f", "").strip() == SAMPLE_TEXT


@pytest.mark.slow
def test_bundle_opens_the_window_offscreen(bundle: Path, outside: Path) -> None:
    """The window starts (Qt, QtPdf and their plugins are in the bundle) and stays up."""
    demo = next(bundle.parent.glob("**/inspector/resources/demo.pdf"), None)
    target = demo if demo is not None else sample_pdf(outside)
    process = subprocess.Popen(
        [str(bundle), "gui", str(target)],
        cwd=outside,
        env=outside_env(outside),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        exited = process.wait(timeout=8)
    except subprocess.TimeoutExpired:
        exited = None
    finally:
        process.kill()
        _, stderr = process.communicate()
    assert exited is None, f"the window exited with {exited}:\n{stderr[-3000:]}"
    assert "Traceback" not in stderr, stderr[-3000:]


@pytest.mark.slow
def test_bundle_draws_pages_as_its_own_render_process(bundle: Path, outside: Path) -> None:
    """The window starts the frozen program with --render-child to draw page images."""
    pytest.importorskip("PySide6.QtPdf")
    from inspector.gui.render_child import CHILD_FLAG, Channel

    pdf = sample_pdf(outside)
    process = subprocess.Popen(
        [str(bundle), CHILD_FLAG, str(2 * 1024**3), str(768 * 1024**2)],
        cwd=outside,
        env=outside_env(outside),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    channel = Channel(process.stdout, process.stdin)
    try:
        channel.send((str(outside / pdf.name), None, 0, 60, 80))
        answer = channel.recv()
    finally:
        process.stdin.close()
        process.wait(timeout=30)
        process.stdout.close()
    assert answer[:3] == ("image", 60, 80)
    assert len(answer[4]) == answer[3] * 80
