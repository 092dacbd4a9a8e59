"""The import rules of the architecture, checked on the source (docs/architecture.md)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "inspector"

# Lower layers never import higher ones; siblings of one layer do not import each other
# unless listed. Order: highest first.
LAYERS = [
    {"gui", "cli"},
    {"triage"},
    {"report", "repair", "export", "diff"},
    # Other extractors run and compared with ours (their comparison needs the analysis).
    {"engines"},
    # What every output shares: records, escapes, text tables, the shared words.
    {"output"},
    # Pages read in worker processes, each with an analysis of its own; the merge of
    # their runs and the fall-back to reading here.
    {"pagepool"},
    {"analysis"},
    {"diagnostics"},
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
    # The count of pages read, which the command line's progress bar observes.
    {"pageprogress"},
]
ALLOWED_SIBLINGS = {
    ("findings", "catalogue"),
    ("pagespec", "errors"),
    # The one never-overwrite-the-input check raises the usage error.
    ("files", "errors"),
    ("i18n", "shipped"),
    ("i18n", "catalogue"),
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
    # Dask is optional (the cluster extra): only triage's Dask engine imports it.
    "dask": {"triage"},
    "distributed": {"triage"},
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


def _module(path: Path) -> str:
    module = "inspector." + ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
    return module.removesuffix(".__init__")


MODULES = {_module(path): path for path in SOURCES}


def _ours(name: str) -> str | None:
    """The module of ours that importing ``name`` runs (the closest one that exists:
    ``inspector.x.Name`` is ``inspector.x``)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imported_modules(module: str) -> Iterator[str]:
    """The modules of ours that ``module`` imports anywhere: at the top, inside a
    function, or for type checking only. ``from package import sub`` imports the
    submodule ``sub`` (its package being already under way)."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            names = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names
            ]
        else:
            continue
        for name in names:
            target = _ours(name) if name.split(".")[0] == "inspector" else None
            if target is not None and target != module:
                yield target


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` (its modules in import order, the first again at the end),
    or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state:
                found = visit(target)
                if found is not None:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found is not None:
                return found
    return None


def test_no_module_imports_itself_through_others() -> None:
    # Every import counts, lazy ones and those for type checking too: a cycle hidden in
    # a function is still two modules that cannot be understood, tested or moved apart.
    graph = {module: set(_imported_modules(module)) for module in MODULES}
    cycle = _cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_the_cycle_check_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycle(graph) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None
