#!/bin/sh
# Install the unpacked PDF Font Inspector folder for the current user: the command in
# ~/.local/bin, the desktop entry, icons and AppStream metadata under ~/.local/share.
# PREFIX=/usr/local sh install.sh (as root) installs for everybody. The folder stays
# where it is: move it first (e.g. to ~/.local/opt or /opt), then run this.
# sh install.sh --uninstall removes what it installed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
app=io.github.pdf_font_inspector
files="share/applications/$app.desktop share/metainfo/$app.metainfo.xml
share/icons/hicolor/scalable/apps/pdf-font-inspector.svg
share/icons/hicolor/256x256/apps/pdf-font-inspector.png"

# The MIME cache, so that file managers offer the program for PDFs.
refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$prefix/bin/pdf-font-inspector"
    for f in $files; do rm -f "$prefix/$f"; done
    refresh
    echo "removed PDF Font Inspector from $prefix"
    exit 0
fi

mkdir -p "$prefix/bin"
ln -sf "$here/pdf-font-inspector" "$prefix/bin/pdf-font-inspector"
for f in $files; do
    mkdir -p "$(dirname "$prefix/$f")"
    cp "$here/$f" "$prefix/$f"
done
# The desktop entry starts this folder's program, wherever PATH points.
sed -i "s|^Exec=.*|Exec=\"$here/pdf-font-inspector\" %f|; s|^TryExec=.*|TryExec=$here/pdf-font-inspector|" \
    "$prefix/share/applications/$app.desktop"
refresh
echo "installed: $prefix/bin/pdf-font-inspector -> $here/pdf-font-inspector"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "add $prefix/bin to PATH to run pdf-font-inspector" ;; esac
