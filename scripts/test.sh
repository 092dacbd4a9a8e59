#!/usr/bin/env bash
# Set up a fresh virtual environment with the test dependencies, then lint, type check
# and run the test suite. Used by the README and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: reference extractors and the Qt runtime libraries; then,
# without their recommendations, the producers of tests/layout_samples.py (Chromium,
# Ghostscript, pango-view, upLaTeX and pdfLaTeX, fonts; fonts-noto-core for the Thai,
# Devanagari and Arabic sample, 12 MB): about 287 MB to download on a
# bare bookworm, 130 MB of it Chromium and 127 MB TeX Live. INSPECTOR_SKIP_PRODUCERS=1
# leaves out Chromium and TeX Live; their tests then skip, naming the missing tool.
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    need=()
    for pkg in poppler-utils mupdf-tools qpdf libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 \
        libglib2.0-0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 \
        libxcb-shape0 fonts-noto-cjk fonts-ipafont fonts-droid-fallback \
        libreoffice-writer-nogui; do
        dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
    done
    producers=(ghostscript pango1.0-tools fontconfig fonts-dejavu-core fonts-noto-core)
    if [ "${INSPECTOR_SKIP_PRODUCERS:-0}" != 1 ]; then
        producers+=(chromium texlive-latex-base texlive-lang-japanese)
    fi
    lean=()
    for pkg in "${producers[@]}"; do
        dpkg -s "$pkg" >/dev/null 2>&1 || lean+=("$pkg")
    done
    if [ ${#need[@]} -gt 0 ] || [ ${#lean[@]} -gt 0 ]; then
        apt-get update -qq
    fi
    if [ ${#need[@]} -gt 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    fi
    if [ ${#lean[@]} -gt 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${lean[@]}" >/dev/null
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
