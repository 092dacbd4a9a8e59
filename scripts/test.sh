#!/usr/bin/env bash
# Set up a fresh virtual environment, then lint, type check and run the test suite in
# stages that fail fast (used by the README and by CI):
#   1. lint and types: ruff check, ruff format --check, mypy (before any apt install or build)
#   2. core and CLI, in the venv without PySide6 (proves the core installs and runs without Qt)
#   3. the slow tests of the core and CLI (marker slow: real CJK fonts, the corpus with
#      worker processes, real engines), still without PySide6
#   4. the window, offscreen (the gui extra and pytest-qt added)
#   5. producers, packaging and cluster (Chromium, TeX..., the built wheel and bundle, Dask)
# Each stage prints its name and how long it took. `bash scripts/test.sh fast` stops after
# stage 2. The stages select tests by marker (pyproject.toml); together they run all of them.
# Stages 2, 3 and 4 run on every core (pytest-xdist; PYTEST_XDIST_AUTO_NUM_WORKERS=1 for one).
set -euo pipefail
cd "$(dirname "$0")/.."

upto="${1:-all}"
case "$upto" in
    all | fast) ;;
    *)
        echo "usage: bash scripts/test.sh [fast]" >&2
        exit 2
        ;;
esac

stage=""
started=0
total=$SECONDS
begin() {
    finish
    stage="$1"
    started=$SECONDS
    echo "==> stage: $stage"
}
finish() {
    if [ -n "$stage" ]; then
        echo "<== stage: $stage, $((SECONDS - started)) s"
    fi
    stage=""
}
dist=""
on_exit() {
    local status=$?
    if [ "$status" -ne 0 ] && [ -n "$stage" ]; then
        echo "!!! stage failed: $stage, after $((SECONDS - started)) s (exit $status)" >&2
    fi
    if [ -n "$dist" ]; then
        rm -rf "$dist"
    fi
}
trap on_exit EXIT

# Debian packages, installed as root on Debian when missing (each stage installs its own).
apt_install() { # [--no-install-recommends] PACKAGE...
    if ! command -v apt-get >/dev/null 2>&1 || [ "$(id -u)" != 0 ]; then
        return 0
    fi
    local options=()
    if [ "$1" = --no-install-recommends ]; then
        options+=("$1")
        shift
    fi
    local need=()
    for pkg in "$@"; do
        dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
    done
    if [ ${#need[@]} -gt 0 ]; then
        if [ -z "${apt_updated:-}" ]; then
            apt-get update -qq
            apt_updated=1
        fi
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${options[@]}" "${need[@]}" \
            >/dev/null
    fi
}

pytest_in() { # VENV MARKER-EXPRESSION [PYTEST-OPTION...]
    local env="$1" marks="$2"
    shift 2
    QT_QPA_PLATFORM=offscreen "$env/bin/python" -m pytest -q -p no:cacheprovider -m "$marks" "$@"
}
tiers="gui or producers or packaging or cluster"
# One worker process per core; the tests of an xdist_group share one worker.
parallel=(-n auto --dist loadgroup)

begin "set up the venvs: without Qt (.[test]) and with it (.[test-gui])"
# Two: the core must be proven to install and run without PySide6, while mypy checks the
# window too (PySide6 carries its own types) and the window's tests need it.
venv="${VENV:-.venv-test}"
qt_venv="${QT_VENV:-.venv-test-qt}"
for v in "$venv" "$qt_venv"; do
    rm -rf "$v"
    python3 -m venv "$v"
    "$v/bin/python" -m pip install -q --upgrade pip
done
"$venv/bin/python" -m pip install -q -e ".[test]"
"$qt_venv/bin/python" -m pip install -q -e ".[test-gui]"

begin "lint and types"
"$qt_venv/bin/ruff" check inspector tests resources benchmarks scripts packaging devtools
"$qt_venv/bin/ruff" format --check inspector tests resources benchmarks scripts packaging devtools
"$qt_venv/bin/mypy"

begin "core and CLI without Qt"
# Reference extractors (poppler-utils, mupdf-tools, qpdf) and CJK fonts (Noto CJK and IPA,
# the glyph-shape route's references; Droid Sans Fallback).
apt_install poppler-utils mupdf-tools qpdf fonts-noto-cjk fonts-ipafont fonts-droid-fallback
if "$venv/bin/python" -c "import PySide6" 2>/dev/null; then
    echo "PySide6 is importable in $venv: this stage proves the core runs without it" >&2
    exit 1
fi
"$venv/bin/pdf-font-inspector" --version
pytest_in "$venv" "not ($tiers or slow)" "${parallel[@]}"

if [ "$upto" = fast ]; then
    finish
    echo "fast stages passed in $((SECONDS - total)) s"
    exit 0
fi

begin "slow tests of the core and CLI without Qt"
pytest_in "$venv" "slow and not ($tiers)" "${parallel[@]}"

begin "window (offscreen)"
# Qt's runtime libraries.
apt_install libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0 \
    libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0
pytest_in "$qt_venv" "gui and not (producers or packaging or cluster)" "${parallel[@]}"

begin "producers, packaging and cluster"
# Without their recommendations, the producers of tests/layout_samples.py (Chromium,
# Ghostscript, pango-view, upLaTeX and pdfLaTeX, LibreOffice Writer, fonts; fonts-noto-core
# for the Thai, Devanagari and Arabic sample, 12 MB): about 287 MB to download on a bare
# bookworm, 130 MB of it Chromium and 127 MB TeX Live. INSPECTOR_SKIP_PRODUCERS=1 leaves
# out Chromium and TeX Live; their tests then skip, naming the missing tool.
apt_install libreoffice-writer-nogui
producers=(ghostscript pango1.0-tools fontconfig fonts-dejavu-core fonts-noto-core)
if [ "${INSPECTOR_SKIP_PRODUCERS:-0}" != 1 ]; then
    producers+=(chromium texlive-latex-base texlive-lang-japanese)
fi
apt_install --no-install-recommends "${producers[@]}"
"$qt_venv/bin/python" -m pip install -q -e ".[test-all]"
# The sdist and the wheel, checked for the shipped data; tests/test_packaging.py installs
# that wheel into a fresh venv and runs it from outside the source tree, and builds and
# runs the PyInstaller bundle.
dist="$(mktemp -d)"
PYTHON="$qt_venv/bin/python" bash scripts/build.sh --outdir "$dist"
export INSPECTOR_DIST="$dist"
pytest_in "$qt_venv" "producers or packaging or cluster"

finish
echo "all stages passed in $((SECONDS - total)) s"
