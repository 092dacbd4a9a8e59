"""What the repair would change, code by code and on the page's text.

:func:`preview_rows` runs on the worker (it asks the font about its codes);
:func:`text_before_after` runs anywhere on the frozen trace of a page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from inspector.chain import CodeInfo, Flag
from inspector.gui.state import RepairRow

if TYPE_CHECKING:
    from inspector.content import TextShow
    from inspector.decode import FontEntry
    from inspector.repair import FontRepair

UNMAPPED = "\ufffd"


def code_route(entry: FontEntry, info: CodeInfo, candidate: str | None, corrected: bool) -> str:
    """Which evidence gives a code its candidate Unicode, in the order the repair trusts it:
    the user's correction, the font's own sound mapping (ideographs unified), then the
    embedded program's cmap or glyph names."""
    if corrected:
        return "correction"
    if candidate is None:
        return "none"
    if info.unicode is not None and Flag.SUSPECT not in info.flags:
        source = info.unicode_source.value
        return f"{source}, unified ideographs" if info.unified is not None else source
    found = entry.font.evidence_unicode(info)
    return found[1] if found is not None else "-"


def preview_rows(
    entry: FontEntry, repair: FontRepair, corrections: Mapping[bytes, str]
) -> tuple[RepairRow, ...]:
    """Every code the repair looked at, with its Unicode now and after the repair."""
    rows = []
    mapping = repair.mapping if repair.action in ("rebuilt", "removed") else {}
    codes = sorted({*repair.mapping, *repair.unresolved})
    for code in codes:
        info = entry.font.info(code)
        candidate = mapping.get(code)
        shown = repair.mapping.get(code)
        rows.append(
            RepairRow(
                code=code,
                current=info.unicode,
                current_source=info.unicode_source.value,
                candidate=candidate if candidate is not None else shown,
                route=code_route(entry, info, shown, code in corrections),
                changed=candidate is not None and candidate != info.unicode,
                code_value=info.code,
                gid=info.gid,
            )
        )
    return tuple(rows)


@dataclass(frozen=True, slots=True)
class TextPair:
    """One string of the font: its text now and after the repair, per code."""

    serial: int
    before: tuple[str, ...]
    after: tuple[str, ...]

    @property
    def changed(self) -> tuple[bool, ...]:
        """For each code, whether the repair changes its text."""
        return tuple(b != a for b, a in zip(self.before, self.after, strict=True))


def text_before_after(
    strings: tuple[TextShow, ...], key: object, mapping: Mapping[bytes, str]
) -> list[TextPair]:
    """The strings of one font on a page, each code's text now and with ``mapping``."""
    pairs = []
    for show in strings:
        if show.font_key != key:
            continue
        before = tuple(c.info.unicode or UNMAPPED for c in show.decoded.codes)
        after = tuple(
            mapping.get(c.info.code_bytes, c.info.unicode or UNMAPPED) for c in show.decoded.codes
        )
        pairs.append(TextPair(show.serial, before, after))
    return pairs


def corrections_for(
    entry: FontEntry, corrections: Mapping[str, Mapping[bytes, str]]
) -> dict[bytes, str]:
    """The corrections given for a font, by its resource name or BaseFont."""
    base = entry.font.facts.base_font or ""
    found: dict[bytes, str] = {}
    for name, fixes in corrections.items():
        if name == base or name.lstrip("/") in entry.resources:
            found.update(fixes)
    return found


def correction_name(base_font: str | None, resources: Sequence[str]) -> str:
    """The name a correction for a font is given under: its BaseFont, else its first
    resource name."""
    return base_font or (resources[0] if resources else "")
