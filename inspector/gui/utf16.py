"""Python string positions (code points) to Qt text positions (UTF-16 units) and back."""

from __future__ import annotations

import bisect

from inspector.output.escapes import is_hidden, mark, visible


class Utf16Map:
    """Converts positions in a text that may hold characters beyond the BMP. With
    ``keep`` (not None) the text is shown as :func:`shown_text` shows it: each hidden
    character (:func:`~inspector.output.escapes.is_hidden`, but those in ``keep``) takes
    the length of its visible mark."""

    def __init__(self, text: str, keep: str | None = None) -> None:
        self._wide: list[int] = []  # positions of the characters wider than one unit
        self._extra: list[int] = []  # the units added up to and including each of them
        extra = 0
        for i, ch in enumerate(text):
            if keep is not None and is_hidden(ch, keep):
                width = len(f"⟨{mark(ch)}⟩")
            elif ord(ch) > 0xFFFF:
                width = 2
            else:
                continue
            extra += width - 1
            self._wide.append(i)
            self._extra.append(extra)

    def to_qt(self, position: int) -> int:
        """A code-point position as a UTF-16 position."""
        k = bisect.bisect_left(self._wide, position)
        return position + (self._extra[k - 1] if k else 0)

    def from_qt(self, position: int) -> int:
        """A UTF-16 position as a code-point position."""
        if not self._wide:
            return position
        lo, hi = 0, position
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.to_qt(mid) <= position:
                lo = mid
            else:
                hi = mid - 1
        return lo


def shown_text(text: str, keep: str) -> str:
    """``text`` as a text pane shows it: the characters the report flags as hidden (but
    those in ``keep``) shown as the report shows them, ``⟨U+202E⟩``; positions in it are
    those of ``Utf16Map(text, keep)``."""
    return visible(text, keep)
