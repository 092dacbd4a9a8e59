#!/usr/bin/env bash
# Build the sdist and the wheel (the wheel from the sdist) and check what they hold.
#
#   scripts/build.sh [--outdir DIR] [--smoke]
#
# DIR defaults to dist/ (emptied first). --smoke also installs the wheel into a fresh
# virtual environment and runs the command from outside the source tree on a PDF that
# needs the shipped CMaps. PYTHON defaults to the checkout's .venv (else python3); when
# it lacks `build`, a throw-away virtual environment with it is made for the run.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

cleanup=()
trap 'rm -rf "${cleanup[@]}"' EXIT
if [ -n "${PYTHON:-}" ]; then
    python="$PYTHON"
elif [ -x "$repo/.venv/bin/python" ]; then
    python="$repo/.venv/bin/python"
else
    python=python3
fi
if ! "$python" -c 'import build' 2>/dev/null; then
    tools="$(mktemp -d)"
    cleanup+=("$tools")
    "$python" -m venv "$tools/venv"
    "$tools/venv/bin/python" -m pip install -q "build>=1.0"
    python="$tools/venv/bin/python"
fi
outdir="dist"
smoke=0
while [ $# -gt 0 ]; do
    case "$1" in
        --outdir) outdir="$2"; shift 2 ;;
        --smoke) smoke=1; shift ;;
        -h | --help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

rm -rf "$outdir"
"$python" -m build --outdir "$outdir" . >"${TMPDIR:-/tmp}/pdf-font-inspector-build.log" 2>&1 || {
    cat "${TMPDIR:-/tmp}/pdf-font-inspector-build.log" >&2
    exit 1
}
"$python" packaging/check_dist.py "$outdir"

if [ "$smoke" = 1 ]; then
    wheel="$(cd "$outdir" && echo "$PWD"/pdf_font_inspector-*.whl)"
    work="$(mktemp -d)"
    cleanup+=("$work")
    "$python" -m venv "$work/venv"
    "$work/venv/bin/python" -m pip install -q "$wheel"
    cd "$work"
    # A page in HeiseiMin-W3 through the predefined CMap UniJIS-UCS2-H: its text needs the
    # CMap and the Adobe-Japan1 UCS2 map from the installed package.
    "$work/venv/bin/python" - <<'PY'
import pikepdf

pdf = pikepdf.Pdf.new()
cid_font = pikepdf.Dictionary(
    Type=pikepdf.Name.Font, Subtype=pikepdf.Name.CIDFontType0,
    BaseFont=pikepdf.Name("/HeiseiMin-W3"),
    CIDSystemInfo=pikepdf.Dictionary(Registry="Adobe", Ordering="Japan1", Supplement=2),
    FontDescriptor=pdf.make_indirect(pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/HeiseiMin-W3"), Flags=6,
        FontBBox=[0, -120, 1000, 880], ItalicAngle=0, Ascent=880, Descent=-120,
        CapHeight=700, StemV=80)),
)
font = pikepdf.Dictionary(
    Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0,
    BaseFont=pikepdf.Name("/HeiseiMin-W3-UniJIS-UCS2-H"),
    Encoding=pikepdf.Name("/UniJIS-UCS2-H"),
    DescendantFonts=[pdf.make_indirect(cid_font)],
)
page = pikepdf.Dictionary(
    Type=pikepdf.Name.Page, MediaBox=[0, 0, 595, 842],
    Resources=pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=pdf.make_indirect(font))),
    Contents=pdf.make_stream(b"BT /F1 24 Tf 72 720 Td <65E5672C8A9E> Tj ET"),
)
pdf.pages.append(pikepdf.Page(pdf.make_indirect(page)))
pdf.save("sample.pdf")
PY
    "$work/venv/bin/pdf-font-inspector" --version
    "$work/venv/bin/pdf-font-inspector" fonts sample.pdf --json >fonts.json
    "$work/venv/bin/python" -c 'import json; f = json.load(open("fonts.json"))["fonts"]; assert f, f'
    text="$("$work/venv/bin/pdf-font-inspector" text sample.pdf)"
    if [ "$(printf '%s' "$text" | tr -d '\f\n')" != "日本語" ]; then
        echo "build.sh: the installed command extracted '$text', not 日本語" >&2
        exit 1
    fi
    root="$("$work/venv/bin/python" -c 'from inspector.shipped import resource_root as r; print(r())')"
    case "$root" in
        "$work"/venv/*) ;;
        *) echo "build.sh: shipped data found at $root, not in the installed package" >&2; exit 1 ;;
    esac
    cd "$repo"
    echo "smoke test: installed wheel works from outside the source tree (data in $root)"
fi
