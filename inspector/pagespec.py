"""Page selections as people type them ("1,3-5"), for the command line and the window."""

from __future__ import annotations

from inspector.errors import UsageError

__all__ = ["parse_pages"]


def parse_pages(spec: str | None, count: int) -> list[int] | None:
    """``"1,3-5"`` to 0-based indexes; None means every page."""
    if spec is None:
        return None
    out: list[int] = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        try:
            if "-" in part:
                lo_text, hi_text = part.split("-", 1)
                lo = int(lo_text) if lo_text else 1
                hi = int(hi_text) if hi_text else count
            else:
                lo = hi = int(part)
        except ValueError:
            raise UsageError(f"--pages: '{part}' is not a page number or range") from None
        if lo < 1 or hi < lo:
            raise UsageError(f"--pages: '{part}' is not a valid range")
        if lo > count:
            raise UsageError(f"--pages: page {lo} does not exist (the document has {count})")
        out.extend(range(lo - 1, min(hi, count)))
    return list(dict.fromkeys(out))
