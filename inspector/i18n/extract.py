"""Finding every translatable text in the sources: what the catalogues must hold.

- ``msg("...")``, ``N_("...")`` and ``tr_format("...")`` calls with a literal first
  argument in the package (both branches of ``"a" if x else "b"`` count);
- the title and explanation of every entry of :mod:`inspector.catalogue`;
- ``_("...")`` in the report templates.

The window's texts are Qt's (``tr()``, ``.ts`` files), not these.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from inspector.catalogue import CATALOGUE

PACKAGE = Path(__file__).resolve().parents[1]
MARKERS = frozenset(("msg", "N_", "tr_format"))
SKIPPED = ("gui",)
_TEMPLATE_CALL = re.compile(r"""\b_\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')""")


@dataclass
class Found:
    """A text to translate and where it is used."""

    msgid: str
    places: list[str] = field(default_factory=list)


def _literals(node: ast.expr) -> Iterator[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)


def _marker_calls(path: Path) -> Iterator[ast.Call]:
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in MARKERS:
                yield node


def _python(path: Path) -> Iterator[tuple[str, int]]:
    for node in _marker_calls(path):
        for text in _literals(node.args[0]):
            yield text, node.lineno


def _is_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    return isinstance(node, ast.IfExp) and _is_literal(node.body) and _is_literal(node.orelse)


def unextractable(package: Path = PACKAGE) -> list[str]:
    """``msg``/``N_``/``tr_format`` calls whose text is not a literal: the extractor cannot
    see them, so they would never be translated (``Message(text)`` is for a text that is
    in the catalogues by another way, such as a catalogue entry)."""
    found = []
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent)
        if rel.parts[1] in SKIPPED or path.parent.name == "i18n":
            continue
        for node in _marker_calls(path):
            if not _is_literal(node.args[0]):
                found.append(f"{rel.as_posix()}:{node.lineno}: {ast.unparse(node.args[0])}")
    return found


def _template(path: Path) -> Iterator[tuple[str, int]]:
    text = path.read_text("utf-8")
    for match in _TEMPLATE_CALL.finditer(text):
        raw = match.group(1) if match.group(1) is not None else match.group(2)
        yield (
            ast.literal_eval('"' + raw.replace('"', '\\"') + '"'),
            text.count("\n", 0, match.start()) + 1,
        )


def messages(package: Path = PACKAGE) -> dict[str, Found]:
    """Every translatable text, in the order first found, with its places."""
    found: dict[str, Found] = {}

    def add(text: str, place: str) -> None:
        if text:
            found.setdefault(text, Found(text)).places.append(place)

    for kind in CATALOGUE.values():
        add(kind.title, f"inspector/catalogue.py:{kind.code}")
        add(kind.explanation, f"inspector/catalogue.py:{kind.code}")
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent)
        if rel.parts[1] in SKIPPED or path.name == "extract.py":
            continue
        for text, line in _python(path):
            add(text, f"{rel.as_posix()}:{line}")
    for path in sorted(package.rglob("*.j2")):
        rel = path.relative_to(package.parent)
        for text, line in _template(path):
            add(text, f"{rel.as_posix()}:{line}")
    return found
