"""Which indirect objects stand behind a font or a page, found by following references.

Works on the plain data of :meth:`inspector.analysis.Analysis.object_view` (dictionaries
whose keys have no slash, :class:`~inspector.pdf.Ref` for references), so it runs
wherever that data is read: on the worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from inspector.gui.state import ObjectLink

if TYPE_CHECKING:
    from inspector.pdf import Ref


Viewer = Callable[[int, int], Any]
"""``object_view(num, gen)``."""

_DESCRIPTOR_FILES = ("FontFile", "FontFile2", "FontFile3")


def _dictionary(value: Any) -> dict[str, Any]:
    from inspector.pdf import StreamView

    if isinstance(value, StreamView):
        return value.dictionary
    return value if isinstance(value, dict) else {}


def _refs(value: Any) -> list[Ref]:
    from inspector.pdf import Ref

    if isinstance(value, Ref):
        return [value]
    if isinstance(value, list):
        return [v for v in value if isinstance(v, Ref)]
    return []


class _Collector:
    def __init__(self, view: Viewer) -> None:
        self.view = view
        self.links: list[ObjectLink] = []
        self.seen: set[tuple[int, int]] = set()

    def add(self, label: str, ref: Ref) -> dict[str, Any]:
        """Record a link and return the object's dictionary (empty if seen or missing)."""
        if (ref.num, ref.gen) in self.seen:
            return {}
        self.seen.add((ref.num, ref.gen))
        self.links.append(ObjectLink(label, ref.num, ref.gen))
        return _dictionary(self.view(ref.num, ref.gen))

    def entries(self, owner: dict[str, Any], keys: tuple[str, ...], prefix: str) -> None:
        for key in keys:
            for ref in _refs(owner.get(key)):
                self.add(f"{prefix}{key}", ref)


def font_links(view: Viewer, objnum: int, gen: int = 0) -> tuple[ObjectLink, ...]:
    """The font dictionary, its descendant, descriptors, CMaps and programs."""
    from inspector.pdf import Ref

    found = _Collector(view)
    font = found.add("Font", Ref(objnum, gen))
    for ref in _refs(font.get("DescendantFonts"))[:1]:
        descendant = found.add("Descendant font", ref)
        found.entries(descendant, ("CIDSystemInfo", "W", "CIDToGIDMap"), "Descendant ")
        for desc_ref in _refs(descendant.get("FontDescriptor")):
            descriptor = found.add("FontDescriptor", desc_ref)
            found.entries(descriptor, _DESCRIPTOR_FILES, "")
    for ref in _refs(font.get("FontDescriptor")):
        descriptor = found.add("FontDescriptor", ref)
        found.entries(descriptor, _DESCRIPTOR_FILES, "")
    for ref in _refs(font.get("Encoding")):
        encoding = found.add("Encoding", ref)
        found.entries(encoding, ("UseCMap",), "Encoding ")
    found.entries(font, ("ToUnicode", "Widths", "CharProcs", "Resources"), "")
    return tuple(found.links)


def page_links(view: Viewer, objnum: int, index: int, gen: int = 0) -> tuple[ObjectLink, ...]:
    """The page dictionary, its content streams and its resource dictionary."""
    from inspector.pdf import Ref

    found = _Collector(view)
    page = found.add(f"Page {index + 1}", Ref(objnum, gen))
    refs = _refs(page.get("Contents"))
    for n, ref in enumerate(refs):
        found.add("Contents" if len(refs) == 1 else f"Contents [{n}]", ref)
    found.entries(page, ("Resources",), "")
    return tuple(found.links)


_CATALOG_ENTRIES = ("Pages", "Outlines", "Names", "AcroForm", "StructTreeRoot", "Metadata")


def document_links(view: Viewer) -> tuple[ObjectLink, ...]:
    """The trailer, the catalog (/Root), the document information dictionary (/Info)
    and the catalog's page tree, outline, name tree, form, structure tree and metadata."""
    from inspector.pdf import TRAILER

    found = _Collector(view)
    trailer = _dictionary(view(TRAILER, 0))
    found.links.append(ObjectLink("Trailer", TRAILER, 0))
    found.seen.add((TRAILER, 0))
    catalog: dict[str, Any] = {}
    for ref in _refs(trailer.get("Root"))[:1]:
        catalog = found.add("Catalog", ref)
    for ref in _refs(trailer.get("Info"))[:1]:
        found.add("Info", ref)
    found.entries(catalog, _CATALOG_ENTRIES, "Catalog ")
    return tuple(found.links)
