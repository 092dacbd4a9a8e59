"""The import rules of the architecture, checked on the source (README, Architecture)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "inspector"

# Lower layers never import higher ones; siblings of one layer do not import each other
# unless listed. Order: highest first.
LAYERS = [
    {"gui", "cli"},
    {"cluster"},
    {"report", "repair", "export"},
    {"analysis", "pagepool"},
    {"diagnostics", "engines"},
    {"text"},
    {"content"},
    {"glyphshape"},
    {"decode"},
    {"cmap", "encoding", "pdf", "fontprog"},
    {"links"},
    {
        "findings",
        "catalogue",
        "chain",
        "errors",
        "shipped",
        "pagespec",
        "geometry",
        "i18n",
        "files",
    },
    {"collector"},
]
ALLOWED_SIBLINGS = {
    ("findings", "catalogue"),
    ("pagespec", "errors"),
    # The one never-overwrite-the-input check raises the usage error.
    ("files", "errors"),
    ("i18n", "shipped"),
    ("i18n", "catalogue"),
    ("pagepool", "analysis"),
    # Workers run an analysis of their own; the analysis's verdicts use the workers.
    ("analysis", "pagepool"),
    # The engines' differences are explained with the naive readings of the diagnostics.
    ("engines", "diagnostics"),
}

# Which top-level third-party packages each part may import.
THIRD_PARTY_OWNERS = {
    "PySide6": {"gui"},
    "shiboken6": {"gui"},
    "pikepdf": {"pdf"},
    # fontTools' glyph list (fontTools.agl) is data; programs are read only in fontprog.
    "fontTools": {"fontprog", "encoding"},
    # the glyph-shape route's rendering and search (the optional `glyphs` extra)
    "numpy": {"glyphshape"},
    # Dask is optional (the cluster extra): only the cluster engine imports it.
    "dask": {"cluster"},
    "distributed": {"cluster"},
}


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _layer(part: str) -> int:
    for i, layer in enumerate(LAYERS):
        if part in layer:
            return i
    return -1


def _imports(path: Path) -> list[tuple[str, bool]]:
    """Imported module names, and whether each import sits inside a function."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, bool]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
            )
            nested = node.col_offset > 0
            found.extend((n, nested) for n in names)
    return found


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_one_way(path: Path) -> None:
    module = "inspector." + ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
    module = module.removesuffix(".__init__")
    own = _part(module)
    for name, nested in _imports(path):
        top = name.split(".")[0]
        if top in THIRD_PARTY_OWNERS:
            assert own in THIRD_PARTY_OWNERS[top], f"{module} imports {name}"
        if top != "inspector" or _part(name) in ("", own):
            continue
        other = _part(name)
        if own == "cli" and other == "gui" and nested:
            continue  # the command line opens the window through a lazy import
        if (own, other) in ALLOWED_SIBLINGS:
            continue
        assert _layer(other) > _layer(own), f"{module} ({own}) must not import {name} ({other})"
