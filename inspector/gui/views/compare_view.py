"""Compare: what the other installed extractors print for the current page, line by line.

Each of our lines is shown with every engine's text aligned under it (README, Comparing
with other extractors); what differs is highlighted, and each difference is a link with
its cause: activating it selects our string and code. The engines run through the
controller (:mod:`inspector.gui.features.compare`), in child processes from a thread of
their own, with a document of its own, so neither the window's worker nor its document
waits for them.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from inspector.output.escapes import visible
from inspector.output.words import status_text

if TYPE_CHECKING:
    from inspector.gui.controller import DocumentController
    from inspector.gui.features.compare import PageComparisonView

DIFFERENCE_SCHEME = "difference"
"""Links of differences: ``difference:PAGE/STRING/CODE`` (1-based page)."""


class CompareView(QWidget):
    """Our lines of the current page with every engine's line under each."""

    def __init__(self, controller: DocumentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.button = QPushButton(self.tr("Compare this page"))
        self.button.setToolTip(
            self.tr(
                "Run pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf and pdfplumber (those "
                "installed) on the page and explain where each differs from our text"
            )
        )
        self.button.clicked.connect(self.run)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._activated)
        bar = QHBoxLayout()
        bar.addWidget(self.status, 1)
        bar.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.browser, 1)
        self.result: PageComparisonView | None = None
        controller.page_compared.connect(self._shown)
        controller.compare_failed.connect(self._failed)
        controller.document_closed.connect(self._clear)

    def _clear(self) -> None:
        self.result = None
        self.browser.clear()
        self.status.setText("")

    def run(self) -> None:
        """Compare the current page (in a thread, or at once when jobs run synchronously)."""
        document = self.controller.document
        page = self.controller.page
        if document is None or page is None:
            self.status.setText(self.tr("Open a document first."))
            return
        self.button.setEnabled(False)
        self.status.setText(
            self.tr("Running the extractors on page {page} …").format(page=page.index + 1)
        )
        self.controller.compare_page(page.index)

    def _failed(self, message: str) -> None:
        self.button.setEnabled(True)
        self.status.setText(self.tr("The comparison failed: {message}").format(message=message))

    def _shown(self, result: PageComparisonView) -> None:
        self.button.setEnabled(True)
        self.result = result
        ran = [e for e in result.engines if e["page"] is not None]
        notes = [
            f"{e['name']}: {status_text(e['status'])}" + (f" ({e['note']})" if e["note"] else "")
            for e in result.engines
            if e["status"] != "ok"
        ]
        summary = self.tr(", ").join(f"{e['name']} {e['page']['agreement']:.0%}" for e in ran)
        page = result.page + 1
        if summary:
            text = self.tr("Page {page}: {summary}").format(page=page, summary=summary)
        else:
            text = self.tr("Page {page}: no extractor printed the page").format(page=page)
        if notes:
            text += self.tr(". {notes}").format(notes="; ".join(notes))
        self.status.setText(text)
        self.browser.setHtml(render_comparison(result))

    def _activated(self, url: QUrl) -> None:
        target = difference_target(url.toString())
        if target is not None:
            page, serial, code = target
            self.controller.select_glyph(page - 1, serial, code)


def difference_target(link: str) -> tuple[int, int, int] | None:
    """(1-based page, string, code) of a difference link, None for other links."""
    scheme, _, rest = link.partition(":")
    if scheme != DIFFERENCE_SCHEME:
        return None
    try:
        page, serial, code = (int(part) for part in rest.split("/"))
    except ValueError:
        return None
    return page, serial, code


def _line_of(result: PageComparisonView, position: int) -> int:
    for number, (start, end) in enumerate(result.ours):
        if start <= position < end + 1:
            return number
    return len(result.ours) - 1


def render_comparison(result: PageComparisonView) -> str:
    """The comparison as HTML for the text browser: per line of ours, each engine's line
    under it, differing lines and our differing characters highlighted, and a link per
    difference."""
    by_line: dict[tuple[str, int], list[dict[str, Any]]] = {}
    marked: set[int] = set()
    for engine in result.engines:
        page = engine["page"]
        if page is None:
            continue
        for d in page["differences"]:
            position = _position(result, d)
            line = _line_of(result, position) if position is not None else 0
            by_line.setdefault((engine["name"], line), []).append(d)
            if position is not None and d["cause"] != "spacing":
                marked.update(range(position, position + max(len(d["ours"]), 1)))
    rows: list[str] = []
    for number, (start, end) in enumerate(result.ours):
        ours = "".join(
            f'<span style="background:#fde2a7">{html.escape(result.text[i])}</span>'
            if i in marked
            else html.escape(result.text[i])
            for i in range(start, end)
        )
        who = html.escape(QCoreApplication.translate("CompareView", "ours"))
        rows.append(f'<tr><td class="who"><b>{who}</b></td><td><b>{ours}</b></td></tr>')
        for engine in result.engines:
            if engine["page"] is None:
                continue
            lines = engine["lines"]
            theirs = lines[number] if number < len(lines) else ""
            found = by_line.get((engine["name"], number), [])
            style = ' style="background:#f8d7da"' if found else ""
            links = " ".join(_link(d) for d in found[:8])
            more = (
                QCoreApplication.translate("CompareView", " … {count} more").format(
                    count=len(found) - 8
                )
                if len(found) > 8
                else ""
            )
            rows.append(
                f'<tr><td class="who">{html.escape(engine["name"])}</td>'
                f"<td><span{style}>{html.escape(visible(theirs))}</span>"
                f"{'<br>' + links + more if links else ''}</td></tr>"
            )
        rows.append('<tr><td colspan="2"><hr></td></tr>')
    missing = [e for e in result.engines if e["page"] is None]
    notes = "".join(
        f"<li>{html.escape(e['name'])}: {html.escape(status_text(e['status']))}"
        f"{' — ' + html.escape(e['note']) if e['note'] else ''}</li>"
        for e in missing
    )
    return (
        "<style>td.who{color:#555;padding-right:12px;white-space:nowrap;vertical-align:top}"
        "a{font-size:small}</style>"
        f"<table>{''.join(rows)}</table>" + (f"<ul>{notes}</ul>" if notes else "")
    )


def _position(result: PageComparisonView, d: dict[str, Any]) -> int | None:
    """Where a difference's code starts in our text (None where we have no text)."""
    position = d.get("position")
    return position if isinstance(position, int) else None


def _link(d: dict[str, Any]) -> str:
    target = f"{DIFFERENCE_SCHEME}:{d['page']}/{d['string']}/{d['code']}"
    title = html.escape(d["explanation"], quote=True)
    if d["string"] is None:
        return f'<span title="{title}">[{html.escape(d["cause"])}]</span>'
    return f'<a href="{target}" title="{title}">[{html.escape(d["cause"])}]</a>'


__all__ = ["CompareView", "difference_target"]
