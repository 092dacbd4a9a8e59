"""Which link targets from a PDF may become a link in the HTML we write.

A PDF's link annotations, bookmarks and actions carry URIs that the file's author chose
(§12.6.4.7): ``javascript:``, ``vbscript:``, ``data:text/html,...``, ``file:///...`` are
as easy to write as ``https:``. Every HTML we write (``export-html``, the report, the
comparison) asks :func:`link_target` before writing an ``href``; only ``http:``,
``https:``, ``mailto:`` and fragment-only references (``#page-2``: an anchor of the
document itself) are linked. Anything else is shown as text, and the export says so
with the finding ``LINK-NOT-FOLLOWED`` (:func:`refused_link_finding`).

The scheme is read the way browsers read it (WHATWG URL Standard, "basic URL parser"):
they drop leading and trailing C0 controls and spaces and every tab and newline inside,
and some (older) engines also skip NULs, so ``"\\tJava\\nScr\\x00ipt:alert(1)"`` runs as
``javascript:``. We drop every ASCII control character and space from the whole string
before reading the scheme, and compare it lower-cased (ASCII only: ``str.lower`` would
turn the Kelvin sign into ``k``). What is not clearly an allowed scheme or a fragment
(no scheme, a relative path, ``//host``, letters outside ASCII) is refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from inspector.findings import Finding, Location, make_finding
from inspector.i18n import msg

LINKED_SCHEMES = frozenset(("http", "https", "mailto"))
"""The schemes that become links; the document's own ``#`` anchors do as well."""

_INVISIBLE = re.compile("[\x00-\x20\x7f]")
"""ASCII controls, space and DEL: dropped before the scheme is read."""

_EDGES = "".join(chr(c) for c in range(0x21))
"""C0 controls and space, stripped from both ends as browsers do."""

_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")


@dataclass(frozen=True, slots=True)
class LinkTarget:
    """What the HTML may do with a target: ``href`` (None: show it as text only) and
    the target as a reader can see it (controls as ``\\xNN``)."""

    href: str | None
    shown: str


def link_target(uri: str) -> LinkTarget:
    """Whether ``uri`` (a URI action's /URI, §12.6.4.7, or ``#page-N``) may be the
    ``href`` of a link, and the ``href`` to write: controls dropped, spaces inside
    written as ``%20``, so that the browser reads what was judged."""
    shown = shown_uri(uri)
    bare = _INVISIBLE.sub("", uri)
    if bare.startswith("#"):
        return LinkTarget("#" + _clean(uri.split("#", 1)[1]), shown)
    found = _SCHEME.match(bare)
    if found is None or found.group(1).lower() not in LINKED_SCHEMES:
        return LinkTarget(None, shown)
    scheme = found.group(1).lower()
    return LinkTarget(scheme + ":" + _clean(_after_scheme(uri, len(found.group(0)))), shown)


def safe_href(value: object) -> str:
    """The ``link`` filter of our templates: ``value`` as an ``href`` if
    :func:`link_target` allows it, else "" (a link to nowhere). Every ``href`` our
    templates write passes through it, even one the context already judged."""
    href = link_target(str(value)).href
    return "" if href is None else href


def _after_scheme(uri: str, length: int) -> str:
    """What follows the first ``length`` visible characters of ``uri`` (its scheme and
    colon, controls and spaces between them skipped)."""
    seen = 0
    for at, ch in enumerate(uri):
        if _INVISIBLE.match(ch):
            continue
        seen += 1
        if seen == length:
            return uri[at + 1 :]
    return ""


def _clean(uri: str) -> str:
    """``uri`` with the ends stripped, controls and DEL dropped, spaces as ``%20``."""
    inner = uri.strip(_EDGES)
    inner = re.sub("[\x00-\x1f\x7f]", "", inner)
    return inner.replace(" ", "%20")


def shown_uri(uri: str, limit: int = 200) -> str:
    """``uri`` for a message or a tooltip: ASCII controls and DEL as ``\\xNN``, at most
    ``limit`` characters (then "...")."""
    text = "".join(f"\\x{ord(ch):02x}" if ch < " " or ch == "\x7f" else ch for ch in uri)
    return text if len(text) <= limit else text[:limit] + "..."


def refused_link_finding(target: LinkTarget, page_index: int | None, title: str = "") -> Finding:
    """The finding for a target shown as text: on a page (a link annotation) or, with
    ``page_index`` None, in the outline (a bookmark named ``title``)."""
    if page_index is not None:
        message = msg(
            "page {page}: a link goes to {target}; HTML exports write it as text, not as a link",
            page=page_index + 1,
            target=target.shown,
        )
        return make_finding(
            "LINK-NOT-FOLLOWED", message, Location(page_index=page_index), target=target.shown
        )
    message = msg(
        "bookmark {title} goes to {target}; HTML exports write it as text, not as a link",
        title=shown_uri(title, 80),
        target=target.shown,
    )
    return make_finding("LINK-NOT-FOLLOWED", message, target=target.shown)
