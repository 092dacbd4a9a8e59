"""The naive readings of a string's bytes: what a careless extractor would print.

Seeing the bytes read as Latin-1, Shift-JIS or UTF-16 beside the real decoding often
explains garbled output at a glance (stray Latin letters are Shift-JIS read as
Latin-1, for example).
"""

from __future__ import annotations

READINGS: tuple[tuple[str, str], ...] = (
    ("Latin-1", "latin-1"),
    ("Windows-1252", "cp1252"),
    ("Shift-JIS", "cp932"),
    ("EUC-JP", "euc_jp"),
    ("GBK", "gbk"),
    ("Big5", "big5"),
    ("EUC-KR", "euc_kr"),
    ("UTF-16BE", "utf-16-be"),
    ("UTF-8", "utf-8"),
)


def naive_readings(data: bytes) -> list[tuple[str, str]]:
    """(label, text) for each legacy encoding; undecodable bytes show as U+FFFD."""
    out = []
    for label, codec in READINGS:
        text = data.decode(codec, errors="replace")
        out.append((label, "".join(ch if ch.isprintable() else "\ufffd" for ch in text)))
    return out


def cid_reading(cids: list[int | None]) -> str:
    """The string as an extractor without a Unicode map prints it: ``(cid:1234)``."""
    return "".join(f"(cid:{c})" if c is not None else "(?)" for c in cids)
