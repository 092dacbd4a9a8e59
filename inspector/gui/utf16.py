"""Python string positions (code points) to Qt text positions (UTF-16 units) and back."""

from __future__ import annotations

import bisect


class Utf16Map:
    """Converts positions in a text that may hold characters beyond the BMP."""

    def __init__(self, text: str) -> None:
        self._astral = [i for i, ch in enumerate(text) if ord(ch) > 0xFFFF]

    def to_qt(self, position: int) -> int:
        """A code-point position as a UTF-16 position."""
        return position + bisect.bisect_left(self._astral, position)

    def from_qt(self, position: int) -> int:
        """A UTF-16 position as a code-point position."""
        if not self._astral:
            return position
        lo, hi = 0, position
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.to_qt(mid) <= position:
                lo = mid
            else:
                hi = mid - 1
        return lo
