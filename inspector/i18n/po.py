"""Reading gettext ``.po`` catalogues and writing ``.mo`` files, without GNU gettext.

Enough of the format for our catalogues: comments and flags, ``msgctxt``, ``msgid``,
``msgstr``, plural messages (``msgid_plural`` and ``msgstr[N]``), strings continued over
several lines and the C escapes. The package build
compiles the ``.po`` sources to ``.mo`` with :func:`write_mo`; a source checkout without
``.mo`` files reads the ``.po`` directly.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Entry:
    """One message of a catalogue."""

    msgid: str
    msgstr: str = ""
    msgctxt: str | None = None
    msgid_plural: str | None = None
    """The English plural of a plural message (whose translations are :attr:`plurals`)."""
    plurals: list[str] = field(default_factory=list)
    """A plural message's translations, ``msgstr[0]``, ``msgstr[1]``, ... (one per form of
    the language's ``Plural-Forms``)."""
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)
    """Lines starting with ``#`` other than flags, kept as written."""
    line: int = 0

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Whether every form has a translation (fuzzy or not)."""
        if self.msgid_plural is None:
            return bool(self.msgstr)
        return bool(self.plurals) and all(self.plurals)


def _unquote(text: str, path: Path, line: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{path}:{line}: expected a quoted string, got {text!r}")
    return str(ast.literal_eval(text))


def read_po(path: Path) -> list[Entry]:
    """The entries of a ``.po`` file, the header (empty msgid) included."""
    entries: list[Entry] = []
    current: Entry | None = None
    target: str | None = None
    flags: set[str] = set()
    comments: list[str] = []

    def finish() -> None:
        nonlocal current
        if current is not None:
            entries.append(current)
        current = None

    for number, raw in enumerate(path.read_text("utf-8").splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#,"):
            finish()
            flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
        elif line.startswith("#"):
            finish()
            comments.append(raw)
        elif line.startswith(("msgctxt ", "msgid ")):
            keyword, _, rest = line.partition(" ")
            if not (keyword == "msgid" and current is not None and target == "msgctxt"):
                finish()
                current = Entry("", flags=flags, comments=comments, line=number)
                flags, comments = set(), []
            assert current is not None
            value = _unquote(rest, path, number)
            if keyword == "msgctxt":
                current.msgctxt = value
            else:
                current.msgid = value
            target = keyword
        elif line.startswith("msgid_plural "):
            if current is None or target != "msgid":
                raise ValueError(f"{path}:{number}: msgid_plural without msgid")
            current.msgid_plural = _unquote(line[13:], path, number)
            target = "msgid_plural"
        elif line.startswith("msgstr "):
            if current is None:
                raise ValueError(f"{path}:{number}: msgstr without msgid")
            current.msgstr = _unquote(line[7:], path, number)
            target = "msgstr"
        elif line.startswith("msgstr["):
            index, _, rest = line[7:].partition("]")
            if current is None or current.msgid_plural is None or not index.isdigit():
                raise ValueError(f"{path}:{number}: cannot read {raw!r}")
            if int(index) != len(current.plurals):
                raise ValueError(f"{path}:{number}: msgstr[{index}] out of order")
            current.plurals.append(_unquote(rest, path, number))
            target = "msgstr[]"
        elif line.startswith('"'):
            if current is None or target is None:
                raise ValueError(f"{path}:{number}: string outside an entry")
            value = _unquote(line, path, number)
            if target == "msgctxt":
                current.msgctxt = (current.msgctxt or "") + value
            elif target == "msgid":
                current.msgid += value
            elif target == "msgid_plural":
                current.msgid_plural = (current.msgid_plural or "") + value
            elif target == "msgstr[]":
                current.plurals[-1] += value
            else:
                current.msgstr += value
        else:
            raise ValueError(f"{path}:{number}: cannot read {raw!r}")
    finish()
    return entries


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in escaped:
        return f'"{escaped}"'
    pieces = escaped.split("\n")
    parts = [p + "\\n" for p in pieces[:-1]] + ([pieces[-1]] if pieces[-1] else [])
    return '""\n' + "\n".join(f'"{p}"' for p in parts)


def format_po(entries: list[Entry]) -> str:
    """``.po`` text for ``entries`` (as :func:`read_po` reads it back)."""
    blocks = []
    for e in entries:
        lines = list(e.comments)
        if e.flags:
            lines.append("#, " + ", ".join(sorted(e.flags)))
        if e.msgctxt is not None:
            lines.append("msgctxt " + _quote(e.msgctxt))
        lines.append("msgid " + _quote(e.msgid))
        if e.msgid_plural is None:
            lines.append("msgstr " + _quote(e.msgstr))
        else:
            lines.append("msgid_plural " + _quote(e.msgid_plural))
            lines += [f"msgstr[{i}] " + _quote(form) for i, form in enumerate(e.plurals or [""])]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


Catalogue = dict[str | tuple[str, int], str]
"""Translations as Python's gettext keeps them: msgid -> text, and for a plural message
(msgid, form) -> the text of that form; the header under ``""``."""


def _key(e: Entry) -> str:
    return e.msgid if e.msgctxt is None else f"{e.msgctxt}\x04{e.msgid}"


def translations(entries: list[Entry]) -> Catalogue:
    """The usable translations: neither empty nor fuzzy (as msgfmt compiles them); keys
    with a context are ``context\\x04msgid``, as in ``.mo`` files; a plural message gives
    one key ``(msgid, form)`` per form, as Python's gettext reads a ``.mo`` file."""
    out: Catalogue = {}
    for e in entries:
        if not e.msgid or not e.translated or e.fuzzy:
            continue
        if e.msgid_plural is None:
            out[_key(e)] = e.msgstr
        else:
            out.update({(_key(e), i): form for i, form in enumerate(e.plurals)})
    return out


def header(entries: list[Entry]) -> str:
    """The catalogue's header (the translation of the empty msgid)."""
    return next((e.msgstr for e in entries if not e.msgid and e.msgctxt is None), "")


def write_mo(entries: list[Entry], path: Path) -> None:
    """Compile ``entries`` into a GNU ``.mo`` file (little-endian, no hash table)."""
    table: dict[str, str] = {"": header(entries) or "Content-Type: text/plain; charset=UTF-8\n"}
    for e in entries:
        if not e.msgid or not e.translated or e.fuzzy:
            continue
        if e.msgid_plural is None:
            table[_key(e)] = e.msgstr
        else:
            # A plural message: "msgid NUL msgid_plural" -> the forms joined by NUL.
            table[f"{_key(e)}\0{e.msgid_plural}"] = "\0".join(e.plurals)
    keys = sorted(table)
    ids = [k.encode("utf-8") for k in keys]
    strs = [table[k].encode("utf-8") for k in keys]
    count = len(keys)
    start = 7 * 4 + 16 * count
    offsets: list[int] = []
    blob = b""
    for data in ids + strs:
        offsets += [len(data), start + len(blob)]
        blob += data + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, count, 28, 28 + 8 * count, 0, 0)
    out += struct.pack(f"<{4 * count}I", *offsets)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out + blob)
