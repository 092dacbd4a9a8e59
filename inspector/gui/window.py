"""The main window: docks around the page and its text, menus, status, settings."""

from __future__ import annotations

import html
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QProxyStyle,
    QSplitter,
    QStyle,
    QStyleOption,
    QTabBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from inspector import __version__
from inspector.errors import UsageError
from inspector.files import same_file, shown
from inspector.gui.controller import DocumentController
from inspector.gui.dock_edges import DockEdges
from inspector.gui.error_report import ErrorReporter
from inspector.gui.language_menu import add_language_menu
from inspector.gui.save_places import SavePlaces
from inspector.gui.source_check import stop_source_caching
from inspector.gui.translations import QT_TRANSLATE_NOOP, ensure_installed
from inspector.gui.views.bookmarks_view import BookmarksView
from inspector.gui.views.compare_view import CompareView
from inspector.gui.views.content_view import ContentView
from inspector.gui.views.damage_banner import DamageBanner
from inspector.gui.views.document_view import DocumentView
from inspector.gui.views.explain_view import ExplainView
from inspector.gui.views.findings_view import FindingsView
from inspector.gui.views.font_view import FontView
from inspector.gui.views.fonts_view import FontsView
from inspector.gui.views.lazy import ShownState
from inspector.gui.views.object_view import ObjectView
from inspector.gui.views.page_view import PageView
from inspector.gui.views.repair_view import RepairView, damaged_streams
from inspector.gui.views.search_view import SearchView
from inspector.gui.views.string_panel import TILE_ROWS, StringPanel
from inspector.gui.views.strings_view import StringsView
from inspector.gui.views.text_view import TextView
from inspector.gui.views.versions_view import VersionsView
from inspector.gui.worker import SyncRunner
from inspector.i18n import tr
from inspector.output.words import source_name
from inspector.pagespec import parse_pages
from inspector.report.formats import FORMATS, format_of_path

if TYPE_CHECKING:
    from inspector.gui.state import LoadedDocument, LoadedPage

APP_NAME = "PDF Font Inspector"

DEFAULT_SIZE = QSize(1500, 950)
"""The window's size when no layout was saved and the screen has room for it."""

DOCK_TITLES = (
    QT_TRANSLATE_NOOP("MainWindow", "Document"),
    QT_TRANSLATE_NOOP("MainWindow", "Bookmarks"),
    QT_TRANSLATE_NOOP("MainWindow", "Search"),
    QT_TRANSLATE_NOOP("MainWindow", "Strings"),
    QT_TRANSLATE_NOOP("MainWindow", "String"),
    QT_TRANSLATE_NOOP("MainWindow", "Fonts"),
    QT_TRANSLATE_NOOP("MainWindow", "Findings"),
    QT_TRANSLATE_NOOP("MainWindow", "Font details"),
    QT_TRANSLATE_NOOP("MainWindow", "Content stream"),
    QT_TRANSLATE_NOOP("MainWindow", "Objects"),
    QT_TRANSLATE_NOOP("MainWindow", "Repair"),
    QT_TRANSLATE_NOOP("MainWindow", "Explain garbled text"),
    QT_TRANSLATE_NOOP("MainWindow", "Compare"),
    QT_TRANSLATE_NOOP("MainWindow", "Versions"),
)
"""The docks' titles (the keys of ``MainWindow.docks``, shown translated): a new dock's
title goes here too, so that lupdate puts it in the .ts files."""
RECENT_LIMIT = 10
LAYOUT_VERSION = 6
CHAIN_ROOM = 190
"""Pixels the chain table (with its tabs and header) keeps under the tiles at least:
four rows, with a header of two lines over the tiles."""


_BOTTOM_TABS = (
    "Fonts",
    "Font details",
    "Findings",
    "Objects",
    "Content stream",
    "Repair",
    "Explain garbled text",
    "Compare",
    "Versions",
)
"""The docks tabbed under the page, in their order (Versions with the detail views: the
wider of the two groups under the page, which can give it most of their width)."""

VERSIONS_SHARE = 0.72
"""Share of the width under the page the Versions pane takes when a comparison is asked
for (the strings keep the rest): beside the strings' group it opened 316 px wide at
1280x720, its columns cut short (issue 35)."""

MOST_BOTTOM = 0.6
"""Share of the window's height a dock under the page grows to at most when it asks for
room (the Glyph shapes table for two rows of matches): the page keeps the rest."""


def default_settings() -> QSettings:
    """The user's settings for this application."""
    return QSettings("pdf-font-inspector", "pdf-font-inspector")


_LIVE: set[MainWindow] = set()
"""Windows made by :meth:`MainWindow.relaunch`, kept alive until they are closed (the
first window is held by whoever made it)."""

PROGRESS_MIN_WIDTH = 160
"""Pixels the progress bar in the status bar keeps at least."""


SEPARATOR_EXTENT = 8
"""Pixels of the handle between docks (and between a dock and the page): a handle of a
few pixels, right against a dock's title bar, was missed often enough that dragging a
dock's edge undocked the dock instead of resizing it (issue 35; see also
:mod:`inspector.gui.dock_edges`)."""


class _DockHandles(QProxyStyle):
    """The application's style with wider handles between the docks (the main window's
    own style only: the docks' contents keep theirs)."""

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        value = super().pixelMetric(metric, option, widget)
        if metric == QStyle.PixelMetric.PM_DockWidgetSeparatorExtent:
            return max(value, SEPARATOR_EXTENT)
        return value


class MainWindow(QMainWindow):
    """One document, many views of it; all views share the controller's selection."""

    def __init__(
        self,
        controller: DocumentController | None = None,
        settings: QSettings | None = None,
        *,
        interactive: bool = True,
    ) -> None:
        super().__init__()
        ensure_installed()  # a window made without run_gui still gets its plural forms
        stop_source_caching()  # the modules imported from now on add nothing to linecache
        self.controller = controller if controller is not None else DocumentController(parent=self)
        self.settings = settings if settings is not None else default_settings()
        self.interactive = interactive
        self.reporter = ErrorReporter(self, interactive)
        self.open_errors: list[tuple[str, str]] = []
        self._fitted: QSize | None = None
        """The size the window was fitted to the screen at (see :meth:`_fit_to_screen`)."""
        self.setWindowTitle(APP_NAME)
        self.setAcceptDrops(True)
        self.setDockNestingEnabled(True)
        app_style = QApplication.style()
        self._handles = _DockHandles(app_style.name() if app_style is not None else None)
        self.setStyle(self._handles)
        self.dock_edges = DockEdges(self)

        c = self.controller
        self.page_view = PageView(c)
        self.text_view = TextView(c)
        self.document_view = DocumentView(c)
        self.search_view = SearchView(c)
        self.strings_view = StringsView(c)
        self.string_panel = StringPanel(c)
        self.fonts_view = FontsView(c)
        self.font_view = FontView(c)
        self.findings_view = FindingsView(c)
        self.content_view = ContentView(c)
        self.explain_view = ExplainView(c)
        self.compare_view = CompareView(c)
        self.versions_view = VersionsView(c, interactive=interactive)
        self.bookmarks_view = BookmarksView(c)
        self.save_places = SavePlaces(self.settings)
        self.object_view = ObjectView(c, places=self.save_places)
        self.repair_view = RepairView(c, interactive=interactive, places=self.save_places)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("page-text")
        self.splitter.addWidget(self.page_view)
        self.splitter.addWidget(self.text_view)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # A damaged file says so above the page, before anything is read from it.
        self.damage_banner = DamageBanner(c)
        central = self.central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.damage_banner)
        column.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        # The default layout gives the room to the page and the chain: the selected
        # string (its code tiles over the chain) takes the right side from top to
        # bottom, at least three rows of tiles at 1280x720 (issue 35, item 3); under the
        # page, the fonts, findings and the detail views in one row of tabs, and beside
        # them the strings of the page with the document summary, bookmarks, search and
        # versions in tabs.
        self.docks: dict[str, QDockWidget] = {}
        self._before_whole: QByteArray | None = None
        """The layout before a pane was given the whole window (toggle_whole_window)."""
        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.setCorner(Qt.Corner.BottomRightCorner, right)
        self.setCorner(Qt.Corner.TopRightCorner, right)
        self._dock("String", self.string_panel, right)
        self._dock("Fonts", self.fonts_view, bottom)
        self._dock("Findings", self.findings_view, bottom)
        self._dock("Font details", self.font_view, bottom)
        self._dock("Content stream", self.content_view, bottom)
        self._dock("Objects", self.object_view, bottom)
        self._dock("Repair", self.repair_view, bottom)
        self._dock("Explain garbled text", self.explain_view, bottom)
        self._dock("Compare", self.compare_view, bottom)
        self._dock("Strings", self.strings_view, bottom)
        self._dock("Document", self.document_view, bottom)
        self._dock("Bookmarks", self.bookmarks_view, bottom)
        self._dock("Search", self.search_view, bottom)
        self._dock("Versions", self.versions_view, bottom)
        self.splitDockWidget(self.docks["Fonts"], self.docks["Strings"], Qt.Orientation.Horizontal)
        for title in ("Document", "Bookmarks", "Search"):
            self.tabifyDockWidget(self.docks["Strings"], self.docks[title])
        for previous, title in pairwise(_BOTTOM_TABS):
            self.tabifyDockWidget(self.docks[previous], self.docks[title])
        self.docks["Strings"].raise_()
        self.docks["Fonts"].raise_()
        self._tidy_tabs()

        self._build_status()
        self._build_menus()
        self._connect()
        # The minimum size was taken while the docks were added side by side; take it
        # again now that they are tabbed, or the window could not be made smaller.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self._fit_to_screen()
        self._sized = self._restore_layout()

    # Construction ----------------------------------------------------------------------

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self.tr(title), self)  # titles: DOCK_TITLES
        dock.setObjectName(f"dock-{title.lower().replace(' ', '-')}")
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        self.docks[title] = dock
        self.dock_edges.watch(dock)
        if isinstance(widget, ShownState):
            dock.visibilityChanged.connect(widget.set_shown)
        return dock

    def _build_status(self) -> None:
        self.status_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.cancel_button = QToolButton()
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the background work (Esc)"))
        self.cancel_button.clicked.connect(self.stop_background)
        self.cancel_button.hide()
        bar = self.statusBar()
        bar.addWidget(self.status_label, 1)
        bar.addPermanentWidget(self.progress)
        bar.addPermanentWidget(self.cancel_button)

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        self._action(file, self.tr("&Open…"), self.choose_file, QKeySequence.StandardKey.Open)
        self.recent_menu = file.addMenu(self.tr("Open &Recent"))
        self.reload_action = self._action(file, self.tr("&Reload"), self.controller.reload, "F5")
        self._action(file, self.tr("&Export report…"), self.choose_report, "Ctrl+E")
        self._action(file, self.tr("Export &trace as JSON…"), self.choose_export, "Ctrl+Shift+E")
        self._action(file, self.tr("Export as &HTML…"), self.choose_html, "Ctrl+Shift+H")
        self._action(file, self.tr("Repair: &preview and save a copy…"), self.show_repair)
        self._action(file, self.tr("Compare with another &version…"), self.compare_versions)
        self._action(
            file, self.tr("&Close"), self.controller.close_document, QKeySequence.StandardKey.Close
        )
        file.addSeparator()
        self._action(file, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu(self.tr("&Edit"))
        self._action(
            edit,
            self.tr("Copy &chain of the selected code"),
            self.string_panel.copy_chain,
            "Ctrl+Shift+C",
        )
        self._action(edit, self.tr("&Find…"), self.focus_search, QKeySequence.StandardKey.Find)
        self._action(edit, self.tr("Cancel background work"), self.stop_background, "Esc")
        self._action(
            edit, self.tr("Next glyph of the &finding"), self.controller.next_occurrence, "F3"
        )
        self._action(
            edit,
            self.tr("Previous glyph of the finding"),
            self.controller.previous_occurrence,
            "Shift+F3",
        )
        view = bar.addMenu(self.tr("&View"))
        self._action(
            view, self.tr("Zoom &in"), self.page_view.zoom_in, QKeySequence.StandardKey.ZoomIn
        )
        self._action(
            view, self.tr("Zoom &out"), self.page_view.zoom_out, QKeySequence.StandardKey.ZoomOut
        )
        self._action(view, self.tr("Fit &width"), self.page_view.fit_width, "Ctrl+0")
        self._action(view, self.tr("&Next page"), lambda: self._step_page(1), "Ctrl+PgDown")
        self._action(view, self.tr("&Previous page"), lambda: self._step_page(-1), "Ctrl+PgUp")
        view.addSeparator()
        for dock in self.docks.values():
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        self.whole_window_action = self._action(
            view,
            self.tr("Give the pane the whole window"),
            self.toggle_whole_window,
            "Ctrl+Shift+M",
        )
        self.whole_window_action.setCheckable(True)
        self._action(view, self.tr("Reset layout"), self.reset_layout)
        self.language_menu = add_language_menu(self, view, self.settings)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(
            help_menu,
            self.tr("&User guide"),
            self.show_guide,
            QKeySequence.StandardKey.HelpContents,
        )
        self._action(help_menu, self.tr("&Keyboard shortcuts"), self.show_shortcuts)
        self._action(help_menu, self.tr("&About"), self.about)
        self._fill_recent()

    def _connect(self) -> None:
        c = self.controller
        c.document_loaded.connect(self._document_loaded)
        c.document_closed.connect(lambda: self.setWindowTitle(APP_NAME))
        c.open_failed.connect(self.show_open_error)
        c.password_required.connect(self.ask_password)
        c.progress_changed.connect(self._progress_changed)
        c.error_occurred.connect(self.reporter.report)
        c.exported.connect(
            lambda p: self.status_label.setText(self.tr("Exported to {path}").format(path=p))
        )
        c.repair_saved.connect(self._repair_saved)
        c.failed.connect(self._failed)
        self.object_view.focus_wanted.connect(lambda: self._raise("Objects"))
        self.repair_view.shapes.room_wanted.connect(lambda px: self._room_wanted("Repair", px))
        c.page_failed.connect(
            lambda i, m: self.status_label.setText(
                self.tr("Page {page}: {message}").format(page=i + 1, message=tr(m))
            )
        )
        c.selection_changed.connect(lambda _s: self._update_status())
        c.page_loaded.connect(lambda _p: self._update_status())

    # Documents -------------------------------------------------------------------------

    def open_file(self, path: str | Path, password: str | None = None) -> None:
        """Open a PDF in this window."""
        self.controller.open(str(path), password)

    def choose_file(self) -> None:
        """Ask for a file and open it."""
        start = str(self.settings.value("last-folder", str(Path.home())))
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a PDF"), start, self.tr("PDF files (*.pdf);;All files (*)")
        )
        if path:
            self.settings.setValue("last-folder", str(Path(path).parent))
            self.open_file(path)

    def choose_export(self) -> None:
        """Ask where to write the trace of every page, and write it in the background."""
        document = self.controller.document
        if document is None:
            return
        name = Path(document.path).with_suffix(".trace.json").name
        suggested = self.save_places.suggest(document.path, name)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the trace"), suggested, "JSON (*.json)"
        )
        if path:
            self.save_places.remember(path)
            self.controller.export_trace(path)

    def choose_html(self) -> None:
        """Ask where to write the document as HTML, and write it in the background."""
        document = self.controller.document
        if document is None:
            return
        name = Path(document.path).with_suffix(".html").name
        suggested = self.save_places.suggest(document.path, name)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export as HTML"), suggested, "HTML (*.html)"
        )
        if path:
            self.save_places.remember(path)
            self.export_html(path)

    def export_html(self, path: str) -> bool:
        """Write the document as HTML to ``path`` (``.html`` added when it has no suffix)."""
        document = self.controller.document
        if document is None:
            return False
        if not Path(path).suffix:
            path += ".html"
        if same_file(path, document.path):
            self._failed("export", self.tr("The HTML cannot replace the file it comes from."))
            return False
        self.controller.export_html(path)
        return True

    def choose_report(self) -> None:
        """Ask for a report file (HTML, JSON, Markdown or CSV) and write it in the background."""
        document = self.controller.document
        if document is None:
            return
        filters = ";;".join(f.file_filter for f in FORMATS)
        name = Path(document.path).with_suffix(".report.html").name
        suggested = self.save_places.suggest(document.path, name)
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export the report"), suggested, filters
        )
        if not path:
            return
        self.save_places.remember(path)
        from inspector.gui.report_options import ReportOptions

        options = ReportOptions(self, document.info.page_count)
        if options.exec():
            self.export_report(
                path, chosen, options.pages_spec(), options.redact(), options.glyph_shapes()
            )

    def export_report(
        self,
        path: str,
        file_filter: str = "",
        pages: str = "",
        redact: bool = False,
        glyph_shapes: bool = False,
    ) -> bool:
        """Write the report to ``path``, in the format of its extension (or of the filter),
        of the pages ``pages`` names ("1,3-5"; empty: all), page text replaced by character
        classes with ``redact``, unmapped codes read from their glyph shapes with
        ``glyph_shapes`` (as ``report --pages --redact --recover glyph-shape``). A
        glyph-shape review in the repair view never reaches the report: only this option
        does."""
        document = self.controller.document
        if document is None:
            return False
        try:
            selected = parse_pages(pages or None, document.info.page_count)
        except UsageError as exc:
            self._failed("export", str(exc))
            return False
        fmt = format_of_path(path)
        if fmt is None:
            fmt = next((f for f in FORMATS if f.file_filter == file_filter), FORMATS[0])
            path += fmt.suffix
        if same_file(path, document.path):
            self._failed("export", self.tr("The report cannot replace the file it describes."))
            return False
        self.controller.export_report(path, fmt.key, selected, redact, glyph_shapes)
        return True

    def compare_versions(self) -> None:
        """Show the Versions pane under the page, beside the chain (at least half the
        window's height, the page keeping the rest; most of the width under the page,
        the strings keeping the rest: see :data:`VERSIONS_SHARE`) and ask for the other
        version."""
        self._raise("Versions")
        dock, strings = self.docks["Versions"], self.docks["Strings"]
        if dock.height() < self.height() // 2:
            self.resizeDocks([dock], [self.height() * 11 // 20], Qt.Orientation.Vertical)
        if not strings.isFloating() and strings.isVisible() and not dock.isFloating():
            under = dock.width() + strings.width()
            wide = int(under * VERSIONS_SHARE)
            if dock.width() < wide:
                self.resizeDocks([dock, strings], [wide, under - wide], Qt.Orientation.Horizontal)
        self.versions_view.choose()

    def _room_wanted(self, title: str, pixels: int) -> None:
        """A dock under the page asks for ``pixels`` more height (see
        :data:`MOST_BOTTOM`)."""
        dock = self.docks[title]
        if dock.isFloating() or pixels <= 0:
            return
        # resizeDocks sizes the dock's group, the row of tabs under it included.
        group = dock.height() + self._tabs_under(dock)
        height = min(group + pixels, int(self.height() * MOST_BOTTOM))
        if height > group:
            self.resizeDocks([dock], [height], Qt.Orientation.Vertical)

    def _tabs_under(self, dock: QDockWidget) -> int:
        """The height of the row of tabs under a tabbed dock (0 when it has none)."""
        if not self.tabifiedDockWidgets(dock):
            return 0
        box = dock.geometry()
        for bar in self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            under = bar.geometry()
            if (
                bar.isVisible()
                and under.left() < box.right()
                and under.right() > box.left()
                and 0 <= under.top() - box.bottom() <= SEPARATOR_EXTENT
            ):
                return under.height()
        return 0

    def show_repair(self) -> None:
        """Show the repair preview of the selected font."""
        self._raise("Repair")

    def _raise(self, title: str) -> None:
        dock = self.docks[title]
        dock.show()
        dock.raise_()

    def _repair_saved(self, path: str, written: object) -> None:
        if damaged_streams(written):
            text = self.tr("Repaired copy saved to {path}, damaged streams copied as they were")
        else:
            text = self.tr("Repaired copy saved to {path}")
        self.status_label.setText(text.format(path=path))

    def _failed(self, what: str, message: str) -> None:
        what_done = {"export": self.tr("Export"), "repair": self.tr("Repair")}.get(
            what, what.capitalize()
        )
        self.status_label.setText(
            self.tr("{what} failed: {message}").format(what=what_done, message=message)
        )
        if what == "export" and self.interactive:
            QMessageBox.warning(self, self.tr("Export"), message)

    def show_open_error(self, path: str, message: str) -> None:
        """The file cannot be opened: say why."""
        self.open_errors.append((path, message))
        self.status_label.setText(message)
        if self.interactive:
            QMessageBox.warning(self, self.tr("Cannot open the file"), message)

    def ask_password(self, path: str, wrong: bool) -> None:
        """Ask for the password of an encrypted file and try again."""
        if not self.interactive:
            self.open_errors.append((path, "password required"))
            return
        prompt = (self.tr("The password is wrong. ") if wrong else "") + self.tr(
            "Password for {name}:"
        ).format(name=shown(Path(path).name))
        password, ok = QInputDialog.getText(
            self, self.tr("Encrypted PDF"), prompt, QLineEdit.EchoMode.Password
        )
        if ok:
            self.open_file(path, password)

    def _document_loaded(self, loaded: LoadedDocument) -> None:
        self.setWindowTitle(f"{shown(Path(loaded.path).name)} — {APP_NAME}")
        self._remember(loaded.path)

    def _remember(self, path: str) -> None:
        recent = [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent-files", [path, *recent][:RECENT_LIMIT])
        self._fill_recent()

    def recent_files(self) -> list[str]:
        """Recently opened files, newest first."""
        value = self.settings.value("recent-files", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for n, path in enumerate(self.recent_files(), 1):
            action = self.recent_menu.addAction(f"&{n % 10} {shown(Path(path).name)}")
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        self.recent_menu.setEnabled(bool(self.recent_files()))

    # Status ----------------------------------------------------------------------------

    def stop_background(self) -> None:
        """Stop the background work; the verdicts are concluded over the pages read (the
        button's and the action's ``checked`` argument must not reach ``cancel``)."""
        self.controller.cancel()

    def _progress_changed(self, label: str, done: int, total: int) -> None:
        busy = bool(label)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.progress.setMaximum(max(total, 0))
            self.progress.setValue(done)
            self.progress.setFormat(f"{label} %v/%m" if total else label)
            # Wide enough for the label on one line at its longest ("... 650/650"), the
            # bar's own frame and padding beside it.
            longest = f"{label} {total}/{total}" if total else label
            width = self.progress.fontMetrics().horizontalAdvance(longest) + 32
            self.progress.setFixedWidth(max(PROGRESS_MIN_WIDTH, width))
        self._update_status()

    def _update_status(self) -> None:
        sel = self.controller.selection
        document = self.controller.document
        if document is None:
            self.status_label.setText("")
            return
        parts = []
        if sel.page is not None:
            parts.append(
                self.tr("page {page} of {count}").format(
                    page=sel.page + 1, count=document.info.page_count
                )
            )
        show = self.controller.current_string()
        if show is not None:
            parts.append(
                self.tr("string {number} (/{font})").format(
                    number=show.serial + 1, font=show.font_name
                )
            )
            if sel.code is not None and show.decoded.codes:
                info = show.decoded.infos[sel.code]
                parts.append(
                    self.tr("code <{code}> → {source}").format(
                        code=info.code_bytes.hex(), source=source_name(info.unicode_source)
                    )
                )
        self.status_label.setText(" · ".join(parts))

    def focus_search(self) -> None:
        """Show the search dock and put the cursor in its box."""
        dock = self.docks["Search"]
        dock.show()
        dock.raise_()
        self.search_view.box.setFocus()
        self.search_view.box.selectAll()

    def _step_page(self, step: int) -> None:
        page = self.controller.selection.page
        if page is not None:
            self.controller.select_page(page + step)

    def show_guide(self) -> None:
        """Open the user guide shipped with the package (docs/window.md)."""
        from inspector.gui.guide import guide_dialog

        self.guide = guide_dialog(self)
        self.guide.show()

    def show_shortcuts(self) -> None:
        """List every menu action that has a keyboard shortcut."""
        from inspector.gui.guide import shortcuts_dialog

        self.shortcuts = shortcuts_dialog(self, self.findChildren(QAction))
        self.shortcuts.show()

    def about(self) -> None:
        """Say what this is."""
        QMessageBox.about(
            self,
            self.tr("About {name}").format(name=APP_NAME),
            f"<b>{APP_NAME}</b> {html.escape(__version__)}<p>"
            + self.tr(
                "Shows why the text of a PDF comes out garbled: the bytes, codes, CIDs, glyphs, "
                "Unicode values and widths of every string, each with the rule that produced it."
            )
            + "</p>",
        )

    # Layout ----------------------------------------------------------------------------

    def _fit_to_screen(self) -> None:
        """Take :data:`DEFAULT_SIZE`, or the screen's free area where that is smaller, in
        the middle of it, counting the frame once it is known (when shown): on a 1280×720
        screen, without a window manager to fit the window (a kiosk, Xvfb, some remote
        desktops), it opened cut at the edges."""
        screen = self.screen()
        if screen is None:
            self.resize(DEFAULT_SIZE)
            self._fitted = DEFAULT_SIZE
            return
        room = screen.availableGeometry()
        frame = self.frameGeometry().size() - self.geometry().size()
        fits = (room.size() - frame).expandedTo(self.minimumSizeHint())
        size = DEFAULT_SIZE.boundedTo(fits)
        self.resize(size)
        outer = QRect(room.topLeft(), size + frame)
        outer.moveCenter(room.center())
        if not room.contains(outer):  # larger than the screen: its top left corner shows
            outer.moveTopLeft(room.topLeft())
        self.move(outer.topLeft())
        self._fitted = size

    def _default_sizes(self) -> None:
        """Share the window between the docks (once, when no layout was saved)."""
        w, h = self.width(), self.height()
        d = self.docks
        horizontal, vertical = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        chain = max(440, min(720, int(w * 0.37)))
        self.resizeDocks([d["String"]], [chain], horizontal)
        self.resizeDocks([d["Fonts"]], [max(170, int(h * 0.3))], vertical)
        centre = max(300, w - chain)
        # the detail views (Repair, Objects, Font details) get the larger share
        fonts = centre * 3 // 5
        self.resizeDocks([d["Fonts"], d["Strings"]], [fonts, centre - fonts], horizontal)
        # Within the string: three rows of code tiles (TILE_ROWS), fewer only where the
        # chain table would keep less than CHAIN_ROOM; the chain gets the rest.
        panel = self.string_panel
        for widget in (self, d["String"], panel):
            layout = widget.layout()
            if layout is not None:
                layout.activate()  # the splitter's height as the docks' sizes make it
        tiles = panel.bytes.row_height()
        inner = max(panel.splitter.height(), 2 * tiles)
        rows = TILE_ROWS
        while rows > 1 and inner - rows * tiles - 8 < CHAIN_ROOM:
            rows -= 1
        shown = rows * tiles + 8
        panel.splitter.setSizes([shown, max(inner - shown, 0)])
        self.splitter.setSizes([int(centre * 0.62), int(centre * 0.38)])
        self._tidy_tabs()

    def _tidy_tabs(self) -> None:
        """Dock tabs show their whole titles (Qt elides them to "Docu…" when narrow)."""
        for bar in self.findChildren(QTabBar):
            bar.setUsesScrollButtons(True)
            bar.setExpanding(False)
            # Whole titles always; a row too long scrolls instead of widening the window.
            bar.setElideMode(Qt.TextElideMode.ElideNone)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            if self.size() == self._fitted:  # not resized since: the frame is known now
                self._fit_to_screen()
            self._default_sizes()
        self._tidy_tabs()

    def _restore_layout(self) -> bool:
        """Restore the saved layout; False when there is none."""
        if self.settings.value("layout-version") != str(LAYOUT_VERSION):
            return False
        geometry = self.settings.value("geometry")
        state = self.settings.value("window-state")
        splitter = self.settings.value("page-text-splitter")
        tiles = self.settings.value("tiles-chain-splitter")
        if isinstance(tiles, QByteArray):
            self.string_panel.splitter.restoreState(tiles)
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state, LAYOUT_VERSION)
        if isinstance(splitter, QByteArray):
            self.splitter.restoreState(splitter)
        return isinstance(state, QByteArray)

    def save_layout(self) -> None:
        """Remember window geometry, docks and splitters."""
        self.settings.setValue("layout-version", str(LAYOUT_VERSION))
        self.settings.setValue("geometry", self.saveGeometry())
        # With a pane given the whole window, the layout it came from.
        state = self._before_whole or self.saveState(LAYOUT_VERSION)
        self.settings.setValue("window-state", state)
        self.settings.setValue("page-text-splitter", self.splitter.saveState())
        self.settings.setValue("tiles-chain-splitter", self.string_panel.splitter.saveState())

    def pane_in_focus(self) -> QDockWidget | None:
        """The dock holding the widget with the keyboard focus (None: the page and text)."""
        widget = QApplication.focusWidget()
        while widget is not None:
            if isinstance(widget, QDockWidget) and widget in self.docks.values():
                return widget
            widget = widget.parentWidget()
        return None

    def toggle_whole_window(self) -> None:
        """Give the pane with the focus (a dock, else the page and its text) the whole
        window, the others hidden; again, everything back where it was (as RUPS's tree
        and stream panes can be)."""
        central = self.central
        if self._before_whole is not None:
            state, self._before_whole = self._before_whole, None
            central.show()
            self.restoreState(state, LAYOUT_VERSION)
            self.whole_window_action.setChecked(False)
            return
        self._before_whole = self.saveState(LAYOUT_VERSION)
        kept = self.pane_in_focus()
        for dock in self.docks.values():
            if dock is not kept:
                dock.hide()
        if kept is not None:
            if kept.isFloating():
                kept.setFloating(False)
            kept.show()
            central.hide()
        self.whole_window_action.setChecked(True)

    def reset_layout(self) -> None:
        """Forget the saved layout (takes effect at the next start)."""
        for key in (
            "layout-version",
            "geometry",
            "window-state",
            "page-text-splitter",
            "tiles-chain-splitter",
        ):
            self.settings.remove(key)
        self.status_label.setText(self.tr("The default layout comes back at the next start."))

    # Events ----------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if urls:
            event.acceptProposedAction()
            self.open_file(urls[0].toLocalFile())

    def relaunch(self) -> MainWindow:
        """This window made again in the language installed now: a new window on the same
        document, page and glyph, with the same layout, takes this one's place, and this
        one closes. Every label is made anew, so none stays in the old language; the
        document is read again, so the core's texts (findings, verdict reasons) follow."""
        self.save_layout()
        document = self.controller.document
        selection = self.controller.selection
        controller = (
            DocumentController(SyncRunner(), parent=None) if self.controller.synchronous else None
        )
        successor = MainWindow(controller, self.settings, interactive=self.interactive)
        if controller is not None:
            controller.setParent(successor)
        _LIVE.add(successor)
        successor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.isVisible():
            successor.show()
        if self.reporter.installed:
            self.reporter.uninstall()
            successor.reporter.install()
        if document is not None:
            page = selection.page or 0
            target = successor.controller

            def select_again(loaded: LoadedPage) -> None:
                if loaded.index != page:
                    return
                target.page_loaded.disconnect(select_again)
                if selection.font is not None:
                    target.select_font(selection.font)
                if selection.string is not None:
                    target.select_string(selection.string, selection.code)

            target.page_loaded.connect(select_again)
            target.open(document.path, document.password, page)
        self.close()
        return successor

    def closeEvent(self, event: QCloseEvent) -> None:
        _LIVE.discard(self)
        self.save_layout()
        self.controller.shutdown()
        self.reporter.uninstall()
        super().closeEvent(event)
