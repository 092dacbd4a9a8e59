"""What the pages do with each font: which codes they use, how often, where first."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from inspector.chain import CodeInfo, Flag
from inspector.content import PageTrace, TextShow


@dataclass(slots=True)
class FontUsage:
    """The codes one font shows across the inspected pages."""

    key: object
    codes: dict[bytes, CodeInfo] = field(default_factory=dict)
    invalid: dict[bytes, CodeInfo] = field(default_factory=dict)
    counts: Counter[bytes] = field(default_factory=Counter)
    first_seen: dict[bytes, tuple[int, int]] = field(default_factory=dict)
    """Code -> (page index, string serial) of its first occurrence."""
    glyphs: int = 0
    actual_text: int = 0

    def add(self, show: TextShow) -> None:
        """Count the codes of one string."""
        decoded = show.decoded
        keys = [info.code_bytes for info in decoded.infos]
        self.counts.update(keys)
        first_seen = self.first_seen
        where = (show.page_index, show.serial)  # one tuple for every code first seen here
        if decoded.invalid:
            for info in decoded.infos:
                key = info.code_bytes
                if Flag.INVALID in info.flags:
                    self.invalid.setdefault(key, info)
                else:
                    self.codes.setdefault(key, info)
                first_seen.setdefault(key, where)
        else:
            known = self.codes
            for info in decoded.infos:
                key = info.code_bytes
                if key not in known:
                    known[key] = info
                    first_seen.setdefault(key, where)
        self.glyphs += len(keys)
        if any(mc.actual_text is not None for mc in show.marked):
            self.actual_text += len(show.decoded.infos)

    def with_flag(self, flag: Flag) -> list[CodeInfo]:
        """Distinct codes (valid and invalid) carrying a flag."""
        return [i for i in (*self.codes.values(), *self.invalid.values()) if flag in i.flags]


def collect_usage(traces: list[PageTrace]) -> dict[object, FontUsage]:
    """Usage of every font over the given page traces."""
    usage: dict[object, FontUsage] = {}
    for trace in traces:
        for show in trace.strings:
            entry = usage.get(show.font_key)
            if entry is None:
                entry = usage[show.font_key] = FontUsage(show.font_key)
            entry.add(show)
    return usage
