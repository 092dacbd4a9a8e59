#!/usr/bin/env bash
# Set up a fresh virtual environment with the test dependencies, then lint, type check
# and run the test suite. Used by the README and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: reference extractors and the Qt runtime libraries.
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    need=()
    for pkg in poppler-utils qpdf libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 \
        libglib2.0-0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 \
        libxcb-shape0 fonts-noto-cjk fonts-droid-fallback libreoffice-writer-nogui; do
        dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
    done
    if [ ${#need[@]} -gt 0 ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    fi
fi

venv="${VENV:-.venv-test}"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
"$venv/bin/python" -m pip install -q ".[test,gui]"

# The sdist and the wheel, checked for the shipped data; tests/test_packaging.py installs
# that wheel into a fresh venv and runs it from outside the source tree, and builds and
# runs the PyInstaller bundle.
dist="$(mktemp -d)"
trap 'rm -rf "$dist"' EXIT
PYTHON="$venv/bin/python" bash scripts/build.sh --outdir "$dist"
export INSPECTOR_DIST="$dist"

# Run from outside the source tree so the installed package (with its data) is tested.
"$venv/bin/ruff" check inspector tests resources benchmarks scripts packaging
"$venv/bin/ruff" format --check inspector tests resources benchmarks scripts packaging
"$venv/bin/mypy"
export QT_QPA_PLATFORM=offscreen
"$venv/bin/python" -m pytest -q -p no:cacheprovider
