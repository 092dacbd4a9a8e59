"""A dock's edge that faces the page resizes the dock when dragged.

A docked dock's title bar lies right against the handle between the dock and the page,
and a drag that starts on the title bar floats the dock: a user who aimed at the edge
and missed the handle by a pixel or two undocked the pane instead of resizing it (issue
35). :class:`DockEdges` makes the first :data:`EDGE` pixels of a docked dock along the
side that faces the page (the top of a dock under the page, the left side of a dock to
its right) a part of the handle: the pointer shows the resize cursor there, and a drag
from there resizes the dock. Further in, the title bar moves and floats the dock as ever.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow

EDGE = 6
"""Pixels along a dock's inner side that resize it rather than move it."""

_AREA = Qt.DockWidgetArea


class DockEdges(QObject):
    """Installed on every dock of a main window (:meth:`watch`)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._drag: tuple[QDockWidget, Qt.Orientation, int, QPoint, int] | None = None
        """(dock, orientation, sign, where the drag started, the dock's size then)."""

    def watch(self, dock: QDockWidget) -> None:
        """Let ``dock``'s inner edge resize it."""
        dock.setMouseTracking(True)
        dock.installEventFilter(self)

    def edge(self, dock: QDockWidget, pos: QPoint) -> tuple[Qt.Orientation, int] | None:
        """The orientation in which a press at ``pos`` (dock coordinates) resizes the
        dock, and whether moving the pointer right or down grows it (1) or shrinks it
        (-1); None when ``pos`` is not on the dock's inner edge."""
        if dock.isFloating():
            return None
        area = self.window.dockWidgetArea(dock)
        vertical, horizontal = Qt.Orientation.Vertical, Qt.Orientation.Horizontal
        if area == _AREA.BottomDockWidgetArea and pos.y() < EDGE:
            return vertical, -1
        if area == _AREA.TopDockWidgetArea and pos.y() >= dock.height() - EDGE:
            return vertical, 1
        if area == _AREA.RightDockWidgetArea and pos.x() < EDGE:
            return horizontal, -1
        if area == _AREA.LeftDockWidgetArea and pos.x() >= dock.width() - EDGE:
            return horizontal, 1
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, QDockWidget):
            return False
        kind = event.type()
        if kind == QEvent.Type.Leave and self._drag is None:
            watched.unsetCursor()
            return False
        if not isinstance(event, QMouseEvent):
            return False
        pos = event.position().toPoint()
        where = event.globalPosition().toPoint()
        drag = self._drag
        if kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            found = self.edge(watched, pos)
            if found is None:
                return False
            orientation, sign = found
            size = watched.height() if orientation == Qt.Orientation.Vertical else watched.width()
            self._drag = (watched, orientation, sign, where, size)
            return True
        if kind == QEvent.Type.MouseMove:
            if drag is not None and drag[0] is watched:
                dock, orientation, sign, start, size = drag
                moved = where - start
                delta = moved.y() if orientation == Qt.Orientation.Vertical else moved.x()
                self.window.resizeDocks([dock], [max(size + sign * delta, 0)], orientation)
                return True
            found = self.edge(watched, pos)
            if found is None:
                watched.unsetCursor()
            elif found[0] == Qt.Orientation.Vertical:
                watched.setCursor(Qt.CursorShape.SizeVerCursor)
            else:
                watched.setCursor(Qt.CursorShape.SizeHorCursor)
            return False
        if kind == QEvent.Type.MouseButtonRelease and drag is not None and drag[0] is watched:
            self._drag = None
            return True
        return False
