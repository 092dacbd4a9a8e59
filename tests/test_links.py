"""Links in the HTML we write go only to http, https, mailto and the document's anchors.

A PDF's link annotations and bookmarks carry URIs the file's author chose. Each test
builds a two-page PDF with pikepdf whose link annotation and bookmark carry
one hostile target, runs the real command, parses the HTML with the standard library
and reads every ``href`` the way a browser does (controls and spaces out, scheme
lower-cased).
"""

from __future__ import annotations

import json
import re
from functools import partial
from html.parser import HTMLParser
from pathlib import Path

import pikepdf
import pytest
from builders import page_pdf, save, simple_font

from inspector.cli import main
from inspector.links import link_target

HOSTILE = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\x00script:alert(1)",
    "java\rscript:alert(1)",
    " \x01\x1f javascript:alert(1)",
    "javascript\x7f:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "file:///etc/passwd",
    "FILE:///etc/passwd",
    "../../secret.html",
    "secret.html",
    "/etc/passwd",
    "//evil.example/x",
    "www.example.com",
    "\\\\server\\share",
    ":alert(1)",
    "\u00a0javascript:alert(1)",
]

SAFE = {
    "https://example.com/a?b=1": "https://example.com/a?b=1",
    "HTTP://Example.com/": "http://Example.com/",
    "mailto:someone@example.com": "mailto:someone@example.com",
    "#page-2": "#page-2",
}


def browser_scheme(href: str) -> str | None:
    """The scheme a browser reads from an ``href`` (WHATWG URL parsing, and stricter:
    every ASCII control and space dropped), None for a fragment or a relative URL."""
    bare = re.sub("[\x00-\x20\x7f]", "", href)
    found = re.match(r"([A-Za-z][A-Za-z0-9+.\-]*):", bare)
    return found.group(1).lower() if found else None


class _Links(HTMLParser):
    """Every ``href`` with the text inside its element, and the refused links' spans."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.hrefs: list[tuple[str, str]] = []
        self.refused: list[tuple[str, str]] = []
        self.scripts = 0
        self._open: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "script":
            self.scripts += 1
        for name, value in attrs:
            if name in ("href", "src", "action", "formaction", "xlink:href") and tag != "img":
                self.hrefs.append((value or "", tag))
        if tag == "a":
            self._open.append(["a", values.get("href") or ""])
        elif tag == "span" and values.get("class") == "link-refused":
            self._open.append(["refused", values.get("title") or ""])
        elif tag == "span":
            self._open.append(["span", ""])

    def handle_endtag(self, tag: str) -> None:
        if tag in ("a", "span") and self._open:
            kind, value, *text = self._open.pop()
            if kind == "refused":
                self.refused.append((value, "".join(text)))

    def handle_data(self, data: str) -> None:
        for entry in self._open:
            entry.append(data)


def links_of(markup: str) -> _Links:
    parser = _Links()
    parser.feed(markup)
    parser.close()
    return parser


def _uri_action(uri: str) -> pikepdf.Dictionary:
    return pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.String(uri.encode("latin-1")))


def linked_pdf(tmp_path: Path, hostile: str) -> Path:
    """Two pages. Page 1: "Evil" under a link annotation to ``hostile``, then links to
    https, http in capitals, mailto, a GoTo to page 2 through a named destination and a
    URI ``#page-2``. The outline: "Evil" (a URI action to ``hostile``), "Site" (https),
    "Two" (page 2)."""
    words = ["Evil", "Site", "Caps", "Mail", "Named", "Anchor"]
    content = b"".join(
        b"BT /F1 12 Tf 72 %d Td (%s) Tj ET\n" % (700 - 30 * i, w.encode())
        for i, w in enumerate(words)
    )
    pdf = page_pdf({"F1": partial(simple_font, base_font="Helvetica")}, [content, b"BT ET"])
    second = pdf.pages[1].obj
    named = pikepdf.Dictionary(S=pikepdf.Name.GoTo, D=pikepdf.String("chapter-two"))
    targets = [
        _uri_action(hostile),
        _uri_action("https://example.com/a?b=1"),
        _uri_action("HTTP://Example.com/"),
        _uri_action("mailto:someone@example.com"),
        named,
        _uri_action("#page-2"),
    ]
    annots = []
    for i, action in enumerate(targets):
        y = 700 - 30 * i
        annots.append(
            pdf.make_indirect(
                pikepdf.Dictionary(
                    Type=pikepdf.Name.Annot,
                    Subtype=pikepdf.Name.Link,
                    Rect=[70, y - 3, 160, y + 12],
                    A=action,
                )
            )
        )
    pdf.pages[0].Annots = pikepdf.Array(annots)
    tree = pikepdf.NameTree.new(pdf)
    tree["chapter-two"] = pikepdf.Array([second, pikepdf.Name.Fit])
    pdf.Root.Names = pikepdf.Dictionary(Dests=tree.obj)
    with pdf.open_outline() as outline:
        outline.root.append(pikepdf.OutlineItem("Evil", action=_uri_action(hostile)))
        site = pikepdf.OutlineItem("Site", action=_uri_action("https://example.com/a?b=1"))
        outline.root.append(site)
        outline.root.append(pikepdf.OutlineItem("Two", 1))
    return save(pdf, tmp_path)


def export(tmp_path: Path, pdf: Path) -> str:
    out = tmp_path / "doc.html"
    assert main(["export-html", str(pdf), "-o", str(out)]) == 0
    return out.read_text(encoding="utf-8")


@pytest.mark.parametrize("hostile", HOSTILE, ids=[repr(h) for h in HOSTILE])
def test_export_html_links_only_to_safe_targets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], hostile: str
) -> None:
    page = links_of(export(tmp_path, linked_pdf(tmp_path, hostile)))
    assert page.scripts == 0
    for href, tag in page.hrefs:
        assert tag == "a", (href, tag)
        assert browser_scheme(href) in (None, "http", "https", "mailto"), href
        assert browser_scheme(href) is not None or href.startswith("#"), href
    live = sorted(href for href, _ in page.hrefs)
    assert live == sorted(
        [
            "https://example.com/a?b=1",  # the link annotation
            "http://Example.com/",
            "mailto:someone@example.com",
            "#page-2",  # the named destination
            "#page-2",  # the URI "#page-2"
            "https://example.com/a?b=1",  # the bookmark "Site"
            "#page-2",  # the bookmark "Two"
        ]
    )
    # The hostile link's text and the bookmark's title are there, as text.
    texts = sorted(text for _, text in page.refused)
    assert texts == ["Evil", "Evil"]
    shown = link_target(hostile).shown
    assert all(title == f"not linked: {shown}" for title, _ in page.refused)
    err = capsys.readouterr().err
    found = [line for line in err.splitlines() if "LINK-NOT-FOLLOWED" in line]
    assert len(found) == 2, err
    assert f"page 1: a link goes to {shown};" in found[1]
    assert f"bookmark Evil goes to {shown};" in found[0]


def test_safe_targets_are_links_and_make_no_finding(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = links_of(export(tmp_path, linked_pdf(tmp_path, "https://example.org/")))
    assert page.refused == []
    # The link annotation and the bookmark with a URI action both link.
    assert page.hrefs.count(("https://example.org/", "a")) == 2
    assert "LINK-NOT-FOLLOWED" not in capsys.readouterr().err


@pytest.mark.parametrize("hostile", ["javascript:alert(1)", "java\tscript:alert(1)"])
def test_a_hostile_link_is_a_page_finding_of_trace_and_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], hostile: str
) -> None:
    pdf = linked_pdf(tmp_path, hostile)
    assert main(["trace", str(pdf), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    found = [f for f in doc["pages"][0]["findings"] if f["code"] == "LINK-NOT-FOLLOWED"]
    assert len(found) == 1
    assert found[0]["severity"] == "warning"
    assert found[0]["location"] == {"page": 1}
    assert found[0]["details"] == {"target": link_target(hostile).shown}
    assert not doc["pages"][1]["findings"]
    report = tmp_path / "report.html"
    assert main(["report", str(pdf), "-o", str(report)]) in (0, 1)
    markup = report.read_text(encoding="utf-8")
    assert "LINK-NOT-FOLLOWED" in markup
    assert all(browser_scheme(href) != "javascript" for href, _ in links_of(markup).hrefs)


@pytest.mark.parametrize("hostile", HOSTILE, ids=[repr(h) for h in HOSTILE])
def test_link_target_refuses_every_hostile_form(hostile: str) -> None:
    target = link_target(hostile)
    assert target.href is None
    assert not re.search("[\x00-\x1f\x7f]", target.shown)


@pytest.mark.parametrize(("uri", "href"), SAFE.items())
def test_link_target_keeps_http_https_mailto_and_anchors(uri: str, href: str) -> None:
    assert link_target(uri).href == href


def test_link_target_writes_what_it_judged() -> None:
    # Controls inside are dropped (tab in the scheme, newline in the path), the scheme is
    # lower-cased, a space inside is %20: the browser reads the URL that was judged.
    assert link_target("\tHT\ttps://example.com/a\nb c ").href == "https://example.com/ab%20c"
    assert link_target(" #page-3\x00").href == "#page-3"
    # A scheme read by str.lower() rather than ASCII rules: the Kelvin sign is no "k".
    assert link_target("\u212ahttps://x").href is None


SOURCE = Path(__file__).resolve().parents[1] / "inspector"


def test_every_href_of_our_templates_passes_the_link_filter() -> None:
    writers = [p for p in SOURCE.rglob("*") if p.suffix in (".j2", ".py") and "gui" not in p.parts]
    unguarded = []
    for path in writers:
        text = path.read_text(encoding="utf-8")
        for found in re.finditer(r"href\s*=\s*\"([^\"]*)\"", text):
            if path.suffix == ".py" or not re.fullmatch(r"\{\{[^}]*\|\s*link\s*\}\}", found[1]):
                unguarded.append(f"{path.relative_to(SOURCE)}: {found[0]}")
    assert unguarded == []
