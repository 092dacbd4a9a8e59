"""The logical structure of a tagged page (ISO 32000-1 §14.7, §14.8): the structure
elements whose marked content is on the page, as a tree of plain values.

A page's elements are found through the structure tree's /ParentTree (the page's
/StructParents entry lists the element that holds each marked-content id), then read
from the root down in the order of their /K kids, so that the tree holds only the
branches that reach the page. Without a parent tree the whole tree is walked, at most
``limit`` elements. Roles are mapped through /RoleMap to the standard types (§14.8.4);
cycles are cut and every read is bounded.
"""

from __future__ import annotations

from dataclasses import dataclass

import pikepdf

from inspector.pdf.values import get, int_of, is_array, is_dict, name_of, objnum, text_of

_ROLES = (
    "Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 "
    "H2 H3 H4 H5 H6 L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note "
    "Reference BibEntry Code Link Annot Ruby RB RT RP Warichu WT WP Figure Formula Form "
    "DocumentFragment Aside Title FENote Sub Em Strong Artifact"
)
STANDARD_ROLES = frozenset(_ROLES.split())
"""The standard structure types of PDF 1.7 (§14.8.4) and PDF 2.0."""


@dataclass(frozen=True, slots=True)
class StructElement:
    """A structure element with the content it has on one page.

    ``kids`` are elements and marked-content ids (ints) of the page, in the order of the
    element's /K."""

    role: str
    """The standard structure type its /S maps to through /RoleMap (else /S itself)."""
    lang: str | None
    """Its /Lang (§14.9.2), if any."""
    alt: str | None
    """Its /Alt (§14.9.3), if any."""
    numbering: str | None
    """A list's /ListNumbering attribute (§14.8.5.5: ``Decimal``, ``Disc``...)."""
    col_span: int
    row_span: int
    kids: tuple[StructElement | int, ...]


def _role(name: str, role_map: object) -> str:
    """``name`` mapped through /RoleMap until a standard type (at most 8 steps)."""
    seen = {name}
    current = name
    for _ in range(8):
        if current in STANDARD_ROLES:
            return current
        mapped = name_of(get(role_map, "/" + current))
        if mapped is None or mapped in seen:
            break
        seen.add(mapped)
        current = mapped
    return current


def _attribute(node: object, key: str) -> object:
    """An attribute of an element's /A (a dictionary or an array of them, with or
    without revision numbers)."""
    attrs = get(node, "/A")
    for attr in list(attrs) if is_array(attrs) else [attrs]:  # type: ignore[call-overload]
        value = get(attr, key)
        if value is not None:
            return value
    return None


def number_tree_get(node: object, key: int, depth: int = 0) -> object:
    """The value of ``key`` in a number tree (§7.9.7), or None."""
    if depth > 32 or not is_dict(node):
        return None
    nums = get(node, "/Nums")
    if is_array(nums):
        values = list(nums)  # type: ignore[call-overload]
        for i in range(0, len(values) - 1, 2):
            if int_of(values[i]) == key:
                return values[i + 1]
    kids = get(node, "/Kids")
    if not is_array(kids):
        return None
    for kid in list(kids)[:4096]:  # type: ignore[call-overload]
        limits = get(kid, "/Limits")
        if is_array(limits) and len(limits) == 2:  # type: ignore[arg-type]
            lo, hi = int_of(limits[0]), int_of(limits[1])  # type: ignore[index]
            if lo is not None and hi is not None and not lo <= key <= hi:
                continue
        found = number_tree_get(kid, key, depth + 1)
        if found is not None:
            return found
    return None


MAX_DEPTH = 100
"""Elements nested deeper than this are left out (a hostile tree)."""
LONG_KIDS = 64
"""A /K array longer than this is indexed once per document (see :class:`KidTables`)."""


class KidTables:
    """Long /K arrays read once: where each element kid stands, and the other kids
    (marked-content ids and references) with their places. A document's root may list
    every paragraph of the document; a page's elements are then found there by their
    numbers instead of reading the whole array for every page. Kept per document, for
    arrays longer than :data:`LONG_KIDS`."""

    def __init__(self) -> None:
        self._tables: dict[int, tuple[dict[int, int], list[tuple[int, object]]]] = {}

    def table(self, num: int, kids: object) -> tuple[dict[int, int], list[tuple[int, object]]]:
        found = self._tables.get(num)
        if found is None:
            places: dict[int, int] = {}
            others: list[tuple[int, object]] = []
            for i, kid in enumerate(list(kids)):  # type: ignore[call-overload]
                kid_num = objnum(kid)
                if kid_num is None:
                    others.append((i, kid))
                else:
                    places.setdefault(kid_num, i)
            found = self._tables[num] = (places, others)
        return found


def page_structure(
    root: object, page: object, limit: int = 20_000, tables: KidTables | None = None
) -> StructElement | None:
    """The structure of ``page`` as a tree under a ``Document``-like root, or None when
    the document has no structure tree or none of its elements has content there."""
    tree = get(root, "/StructTreeRoot")
    if not is_dict(tree):
        return None
    page_num = objnum(page)
    role_map = get(tree, "/RoleMap")
    wanted: set[int] | None = None
    objects: dict[int, object] = {}
    children: dict[int, list[int]] = {}
    parents = int_of(get(page, "/StructParents"))
    parent_tree = get(tree, "/ParentTree")
    if parents is not None and is_dict(parent_tree):
        found = number_tree_get(parent_tree, parents)
        if is_array(found):
            wanted = set()
            tree_num = objnum(tree)
            for element in list(found)[:limit]:  # type: ignore[call-overload]
                node, depth = element, 0
                child = None
                while is_dict(node) and depth < 256:
                    num = objnum(node)
                    if num is None:
                        break
                    if child is not None:
                        children.setdefault(num, []).append(child)
                    if num == tree_num or num in wanted:
                        break
                    wanted.add(num)
                    objects[num] = node
                    child = num
                    node, depth = get(node, "/P"), depth + 1
    budget = [limit]
    seen: set[int] = set()

    def build(node: object, inherited_page: int | None, depth: int = 0) -> StructElement | None:
        budget[0] -= 1
        if budget[0] < 0 or depth > MAX_DEPTH or not is_dict(node):
            return None
        num = objnum(node)
        if num is not None:
            if num in seen or (wanted is not None and num not in wanted):
                return None
            seen.add(num)
        pg = get(node, "/Pg")
        on_page = objnum(pg) if pg is not None else inherited_page
        kids: list[StructElement | int] = []
        for kid in _kids(node, num):
            if kid is None:
                continue
            if isinstance(kid, int) and not isinstance(kid, bool):
                if on_page is None or on_page == page_num:
                    kids.append(int(kid))
                continue
            if wanted is not None:
                # Elements of other pages are passed over by their number alone: a
                # document's root may hold every paragraph of the document.
                num = objnum(kid)
                if num is not None and num not in wanted:
                    continue
            if not is_dict(kid):
                continue
            kind = name_of(get(kid, "/Type"))
            if kind == "MCR":
                kid_pg = get(kid, "/Pg")
                kid_page = objnum(kid_pg) if kid_pg is not None else on_page
                mcid = int_of(get(kid, "/MCID"))
                if mcid is not None and get(kid, "/Stm") is None and kid_page == page_num:
                    kids.append(mcid)
                continue
            if kind == "OBJR":
                continue
            element = build(kid, on_page, depth + 1)
            if element is not None:
                kids.append(element)
        if not kids:
            return None
        tag = name_of(get(node, "/S")) or "NonStruct"
        role = _role(tag, role_map)
        lang_value = get(node, "/Lang")
        lang = text_of(lang_value) if isinstance(lang_value, pikepdf.String) else None
        alt_value = get(node, "/Alt")
        alt = text_of(alt_value) if isinstance(alt_value, pikepdf.String) else None
        col_span = row_span = 1
        numbering = None
        if role in ("TH", "TD"):
            col_span = int_of(_attribute(node, "/ColSpan")) or 1
            row_span = int_of(_attribute(node, "/RowSpan")) or 1
        elif role == "L":
            numbering = name_of(_attribute(node, "/ListNumbering"))
        return StructElement(
            role=role,
            lang=(lang or "").strip() or None,
            alt=alt,
            numbering=numbering,
            col_span=max(1, min(col_span, 1000)),
            row_span=max(1, min(row_span, 1000)),
            kids=tuple(kids),
        )

    def _kids(node: object, num: int | None) -> list[object]:
        """The kids of ``node`` that may reach the page, in order."""
        k = get(node, "/K")
        if not is_array(k):
            return [k]
        if tables is None or wanted is None or num is None or len(k) <= LONG_KIDS:  # type: ignore[arg-type]
            return [kid for kid in k]  # type: ignore[attr-defined]  # noqa: C416
        places, others = tables.table(num, k)
        mine = [(places[c], objects[c]) for c in set(children.get(num, ())) if c in places]
        return [kid for _, kid in sorted([*others, *mine], key=lambda pair: pair[0])]

    top: list[StructElement | int] = []
    for kid in _kids(tree, objnum(tree)):
        element = build(kid, None)
        if element is not None:
            top.append(element)
    if not top:
        return None
    return StructElement("Document", None, None, None, 1, 1, tuple(top))
