"""The fonts of a document and where each is used."""

from __future__ import annotations

from dataclasses import dataclass, field

from inspector.decode.font import Font


@dataclass(frozen=True, slots=True)
class FontUse:
    """One place a font is used: a page, the resource name, and whose resources."""

    page_index: int
    resource: str
    where: str


@dataclass(slots=True)
class FontEntry:
    """A font object of the document and every place it is used."""

    key: object
    font: Font
    uses: list[FontUse] = field(default_factory=list)

    @property
    def resources(self) -> list[str]:
        """Resource names, in order of first use."""
        return list(dict.fromkeys(u.resource for u in self.uses))

    @property
    def pages(self) -> list[int]:
        """1-based page numbers where the font is used."""
        return sorted({u.page_index + 1 for u in self.uses})
