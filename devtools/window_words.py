"""Every text a window shows, and the English words left in it: the check behind the
test that no label stays in English in another language (``tests/gui``).

:func:`window_texts` walks a window's widgets (labels, buttons, group boxes, place-holder
texts, dock titles, tabs, combo boxes, text panes, tool tips, actions and menus) and the
models of its item views (headers and the cells of the first rows, with their tool tips).
:func:`english_words` finds the English words of a text, after taking out what is the
PDF's own (names such as ``/ToUnicode``, font names, hex) or a term that is the same in
every language (see :data:`SAME_IN_EVERY_LANGUAGE`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

ROWS = 60
"""Rows of each item view (at each level of a tree, three levels deep) that are read."""

SAME_IN_EVERY_LANGUAGE = frozenset(
    [
        "Unicode",
        "Identity",
        "Adobe",
        "Japan1",
        "Korea1",
        "GB1",
        "CNS1",
        "UCS",
        "UCS2",
        "UTF",
        "CMap",
        "CMaps",
        "CIDFont",
        "CIDFonts",
        "TrueType",
        "OpenType",
        "PostScript",
        "Type0",
        "Type1",
        "Type3",
        "CFF",
        "Bare",
        "Flate",
        "FlateDecode",
        "ActualText",
        "Qt",
        "PySide",
        "MuPDF",
        "PyMuPDF",
        "poppler",
        "pdftotext",
        "mutool",
        "pdfminer",
        "pypdf",
        "tesseract",
        "OCR",
        "PDF",
        "GID",
        "CID",
        "CIDs",
        "GIDs",
        "ToUnicode",
        "Encoding",
        "Differences",
        "WinAnsiEncoding",
        "MacRomanEncoding",
        "StandardEncoding",
        "Identity-H",
        "Identity-V",
        "usecmap",
        "begincodespacerange",
        "beginbfchar",
        "beginbfrange",
        "begincidchar",
        "begincidrange",
        "endcmap",
        "def",
        "findresource",
        "CIDSystemInfo",
        "CIDToGIDMap",
        "FontFile",
        "FontFile2",
        "FontFile3",
        "BaseFont",
        "Registry",
        "Ordering",
        "Supplement",
        "Subtype",
        "DescendantFonts",
        "FontDescriptor",
        "WMode",
        "ReportLab",
        "JSON",
        "HTML",
        "CSV",
        "Markdown",
        "Ctrl",
        "Shift",
        "Alt",
        "Esc",
        "Tab",
        "Enter",
        "Home",
        "End",
        "PgUp",
        "PgDn",
        "Del",
        "Backspace",
        "Space",
        "Left",
        "Right",
        "Up",
        "Down",
        "KB",
        "MB",
        "GB",
        "HarfBuzz",
        "FreeType",
        "fontTools",
        "pikepdf",
        "qpdf",
        "Noto",
        "Dask",
        "GNU",
        "GPL",
        "Fitz",
        "Linux",
        "macOS",
        "Windows",
        "ReportLab's",
        "Tj",
        "TJ",
        "Tf",
        "Td",
        "TD",
        "Tm",
        "BT",
        "ET",
        "Do",
        "glyf",
        "loca",
        "cmap",
        "post",
        "hmtx",
        "CharStrings",
        "charset",
        "obj",
        "English",
        "Info",
        "pdfplumber",
        "Ascent",
        "Descent",
        "Flags",
        "ItalicAngle",
        "bfchar",
        "bfrange",
        "cidchar",
        "cidrange",
        "notdefchar",
        "notdefrange",
        "trailer",
        "CapHeight",
        "StemV",
        "FontBBox",
        "winansi",
        "macroman",
        "gbk",
        "latin",
    ]
)
"""Words that are the same in every language: PDF keys, operators and names, the names
of programs, formats and keys of the keyboard."""

_MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|&#[0-9]+;")
_PDF_NAME = re.compile(r"/[^\s/\[\]()<>{}%]+")
_HEX = re.compile(r"\b(?:0x)?[0-9A-Fa-f]{2,}\b|<[0-9A-Fa-f\s]*>|\bU\+[0-9A-Fa-f]{4,6}\b")
_COMPOUND = re.compile(r"[A-Za-z0-9]+(?:[-_:.+][A-Za-z0-9]+)+|\b[A-Za-z]*[0-9][A-Za-z0-9]*\b")
"""Names made of parts (``Adobe-Japan1-UCS2``, ``utf-16be``, ``shift-jis``) or with a
digit (``Type0``, ``big5``): identifiers, the same in every language."""
_WORD = re.compile(r"[A-Za-z][A-Za-z']+")


def window_texts(window: QMainWindow) -> list[tuple[str, str]]:
    """(where, text) for every text ``window`` shows or offers (menus, tool tips)."""
    found: list[tuple[str, str]] = []

    def add(where: str, text: object) -> None:
        if isinstance(text, str) and text.strip():
            found.append((where, text))

    for widget in window.findChildren(QWidget):
        kind = type(widget).__name__
        name = widget.objectName() or kind
        if isinstance(widget, QLabel):
            add(name, widget.text())
        if isinstance(widget, QAbstractButton):
            add(name, widget.text())
        if isinstance(widget, QGroupBox):
            add(name, widget.title())
        if isinstance(widget, QLineEdit):
            add(f"{name} (place holder)", widget.placeholderText())
        if isinstance(widget, QDockWidget):
            add(f"{name} (title)", widget.windowTitle())
        if isinstance(widget, QTabBar):
            for i in range(widget.count()):
                add(f"{name} (tab)", widget.tabText(i))
                add(f"{name} (tab tip)", widget.tabToolTip(i))
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):
                add(f"{name} (item)", widget.itemText(i))
        if isinstance(widget, QTextEdit | QPlainTextEdit):
            add(f"{name} (text)", widget.toPlainText())
        add(f"{name} (tool tip)", widget.toolTip())
        for action in widget.actions():
            add(f"{name} (action)", action.text())
            add(f"{name} (action tip)", action.toolTip())
        if isinstance(widget, QMenu):
            add(f"{name} (menu)", widget.title())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            found += [(f"{name} {where}", text) for where, text in _model_texts(widget.model())]
    for action in window.menuBar().actions():
        add("menu bar", action.text())
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += [("menu", a.text()) for a in _menu_actions(menu) if a.text()]
    return found


def _menu_actions(menu: QMenu) -> Iterator[QMenu | object]:
    for action in menu.actions():
        yield action
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from _menu_actions(sub)


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return int(type(model).columnCount(model, parent))
    except TypeError:  # a list model's columnCount is not reachable from Python
        return 1


def _model_texts(model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    root = QModelIndex()
    for column in range(_columns(model, root)):
        header = model.headerData(column, Qt.Orientation.Horizontal)
        if isinstance(header, str):
            yield "(header)", header

    def walk(parent: QModelIndex, depth: int) -> Iterator[tuple[str, str]]:
        for row in range(min(model.rowCount(parent), ROWS)):
            for column in range(_columns(model, parent)):
                index = model.index(row, column, parent)
                for role, what in (
                    (Qt.ItemDataRole.DisplayRole, "(cell)"),
                    (Qt.ItemDataRole.ToolTipRole, "(cell tip)"),
                ):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield what, value
            first = model.index(row, 0, parent)
            if depth < 3 and model.rowCount(first) > 0:
                yield from walk(first, depth + 1)

    yield from walk(root, 0)


def english_words(text: str, own: Iterable[str] = ()) -> list[str]:
    """The English words of ``text``: its ASCII words, after taking out markup, the
    strings ``own`` (the PDF's own: its font names, its text), PDF names, hex numbers
    and code points, words with a capital or a digit inside (``NotoSansCJK``, ``Japan1``)
    and :data:`SAME_IN_EVERY_LANGUAGE`. Words of one or two letters are left alone."""
    text = _MARKUP.sub(" ", text)
    for item in sorted(own, key=len, reverse=True):
        if item:
            text = text.replace(item, " ")
    text = _PDF_NAME.sub(" ", text)
    text = _COMPOUND.sub(" ", text)
    text = _HEX.sub(" ", text)
    words = []
    for word in _WORD.findall(text):
        bare = word.strip("'")
        if len(bare) < 3 or bare in SAME_IN_EVERY_LANGUAGE:
            continue
        if any(c.isupper() for c in bare[1:]):  # a name: NotoSansCJK, CIDFontType0, GID
            continue
        words.append(bare)
    return words
