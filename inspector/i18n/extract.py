"""Finding every translatable text in the sources: what the catalogues must hold.

- ``msg("...")``, ``N_("...")`` and ``tr_format("...")`` calls with a literal first
  argument in the package (both branches of ``"a" if x else "b"`` count);
- ``msg_n("...", "...", n)`` and ``tr_format_n`` calls: plural messages, their singular
  and plural literals (``msgid`` and ``msgid_plural``);
- the title and explanation of every entry of :mod:`inspector.catalogue`;
- ``_("...")`` and ``_n("...", "...", n)`` in the report templates.

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
PLURAL_MARKERS = frozenset(("msg_n", "tr_format_n"))
SKIPPED = ("gui",)
_STRING = r"""(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')"""
_TEMPLATE_CALL = re.compile(r"\b_\(\s*" + _STRING)
_TEMPLATE_PLURAL = re.compile(r"\b_n\(\s*" + _STRING + r"\s*,\s*" + _STRING)


@dataclass
class Found:
    """A text to translate and where it is used."""

    msgid: str
    places: list[str] = field(default_factory=list)
    plural: str | None = None
    """The English plural of a plural message (``msgid_plural``)."""


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
            if name in MARKERS or (name in PLURAL_MARKERS and len(node.args) >= 2):
                yield node


def _is_plural(node: ast.Call) -> bool:
    func = node.func
    return (func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)) in (
        PLURAL_MARKERS
    )


def _python(path: Path) -> Iterator[tuple[str, str | None, int]]:
    for node in _marker_calls(path):
        if _is_plural(node):
            singular, plural = node.args[0], node.args[1]
            if isinstance(singular, ast.Constant) and isinstance(plural, ast.Constant):
                yield str(singular.value), str(plural.value), node.lineno
            continue
        for text in _literals(node.args[0]):
            yield text, None, node.lineno


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
            # A plural message's two texts are plain literals (gettext has no choice
            # between plural messages inside one call).
            texts = node.args[:2] if _is_plural(node) else node.args[:1]
            for arg in texts:
                if not (isinstance(arg, ast.Constant) if _is_plural(node) else _is_literal(arg)):
                    found.append(f"{rel.as_posix()}:{node.lineno}: {ast.unparse(arg)}")
    return found


def _unescape(match: re.Match[str], group: int) -> str:
    raw = match.group(group) if match.group(group) is not None else match.group(group + 1)
    return str(ast.literal_eval('"' + raw.replace('"', '\\"') + '"'))


def _template(path: Path) -> Iterator[tuple[str, str | None, int]]:
    text = path.read_text("utf-8")
    for match in _TEMPLATE_CALL.finditer(text):
        yield _unescape(match, 1), None, text.count("\n", 0, match.start()) + 1
    for match in _TEMPLATE_PLURAL.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        yield _unescape(match, 1), _unescape(match, 3), line


def messages(package: Path = PACKAGE) -> dict[str, Found]:
    """Every translatable text, in the order first found, with its places."""
    found: dict[str, Found] = {}

    def add(text: str, place: str, plural: str | None = None) -> None:
        if text:
            found.setdefault(text, Found(text, plural=plural)).places.append(place)

    for kind in CATALOGUE.values():
        add(kind.title, f"inspector/catalogue.py:{kind.code}")
        add(kind.explanation, f"inspector/catalogue.py:{kind.code}")
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package.parent)
        if rel.parts[1] in SKIPPED or path.name == "extract.py":
            continue
        for text, plural, line in _python(path):
            add(text, f"{rel.as_posix()}:{line}", plural)
    for path in sorted(package.rglob("*.j2")):
        rel = path.relative_to(package.parent)
        for text, plural, line in _template(path):
            add(text, f"{rel.as_posix()}:{line}", plural)
    return found
