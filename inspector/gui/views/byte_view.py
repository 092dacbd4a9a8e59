"""The bytes of the selected string, grouped into codes, with each code's chain beneath.

Every code is a cell: its bytes in hex, the glyph the embedded program draws beside the
Unicode character it maps to, U+XXXX and a badge naming the rule that produced it, CID,
GID and the width beside the program's advance. Colours mark invalid, unmapped and
suspect codes. Arrow keys walk the codes; hovering shows the whole chain.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from inspector.chain import CodeInfo, DecodedCode, Flag, UnicodeSource
from inspector.gui.chain_text import chain_html, chain_text, code_points, worst_flag
from inspector.gui.colours import flag_colour, selection_colour, source_colour
from inspector.gui.glyph_paths import paint_glyph, paint_substitute
from inspector.gui.occurrences import variant_kind
from inspector.gui.translations import QT_TRANSLATE_NOOP
from inspector.output.badges import SOURCE_BADGES, source_badge

if TYPE_CHECKING:
    from inspector.content import TextShow
    from inspector.gui.state import GlyphOutlines
    from inspector.text.actual import GlyphText

KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Shortcuts", "Byte view: next and previous code"), "Right, Left"),
    (QT_TRANSLATE_NOOP("Shortcuts", "Byte view: the code above and below"), "Up, Down"),
    (QT_TRANSLATE_NOOP("Shortcuts", "Byte view: first and last code"), "Home, End"),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Byte view or chain table: copy the code's chain"),
        "Ctrl+C",
    ),
)
"""The keys the byte view answers (:meth:`ByteView.keyPressEvent`), for the shortcuts
list: they belong to no menu action."""

PAD = 6
GAP = 4
BADGE_GAP = 3
"""Pixels between the badge and the CID line."""
MIN_CELL = 76
ADVANCE_TOLERANCE = 1.0
"""Widths further than this from the program's advance (glyph units) are marked."""


def vertical_line(vertical: tuple[float, float, float]) -> str:
    """The vertical metrics of a WMode 1 code: w1y and the position vector (§9.7.4.3)."""
    w1y, vx, vy = vertical
    return f"w1y {w1y:g} v ({vx:g}, {vy:g})"


def badge_of(info: CodeInfo) -> tuple[str, bool]:
    """The badge of a code tile and whether it is marked: the rule that gave the Unicode,
    or what is wrong with the value it gave (a Kangxi radical or compatibility ideograph
    where a unified ideograph is meant, a suspect value)."""
    source = source_badge(info.unicode_source)
    variant = variant_kind(info)
    if variant is not None or info.unified is not None:
        name = variant or QCoreApplication.translate("Badges", "variant ideograph")
        return (f"{name} → {info.unified}" if info.unified else f"{source}: {name}"), True
    if Flag.SUSPECT in info.flags:
        return QCoreApplication.translate("Badges", "{source}: suspect value").format(
            source=source
        ), True
    return source, False


@dataclass(slots=True)
class _Cell:
    rect: QRect
    code: DecodedCode
    lines: tuple[str, ...]


class ByteView(QWidget):
    """Cells flowing left to right, wrapping at the widget's width."""

    code_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.string: TextShow | None = None
        self.current: int | None = None
        self._cells: list[_Cell] = []
        self.outlines: GlyphOutlines | None = None
        self.texts: tuple[GlyphText, ...] = ()
        self.mono = QFont("monospace")
        self.mono.setStyleHint(QFont.StyleHint.Monospace)
        self.big = QFont(self.font())
        self.big.setPointSizeF(self.font().pointSizeF() * 1.9)
        self.small = QFont(self.font())
        self.small.setPointSizeF(self.font().pointSizeF() * 0.85)

    def set_string(self, show: TextShow | None, current: int | None) -> None:
        """Show a string's codes, ``current`` selected."""
        self.string = show
        self.current = current
        self._layout()
        self.update()

    def set_texts(self, texts: tuple[GlyphText, ...]) -> None:
        """What the page's text gives for each code's glyph and where from (an
        /ActualText, recovered text...), for the chain in the tooltip and the copy."""
        self.texts = texts

    def _text_of(self, index: int) -> GlyphText | None:
        return self.texts[index] if 0 <= index < len(self.texts) else None

    def set_outlines(self, outlines: GlyphOutlines | None) -> None:
        """The glyph outlines of the string's font (None while they are being read)."""
        self.outlines = outlines
        self.update()

    def glyph_note(self, info: CodeInfo) -> str:
        """Why a code's cell shows no outline ('' when it shows one)."""
        outlines = self.outlines
        if outlines is None:
            return "…"
        return outlines.note_for(info.code, info.gid)

    def substitute_for(self, info: CodeInfo) -> str | None:
        """The text a system font draws in place of the glyph of a font that is not
        embedded (None: the font is embedded, or the code has no Unicode)."""
        if self.outlines is None:
            return None
        return self.outlines.substitute_text(info.cid, info.unicode or info.recovered)

    def set_current(self, current: int | None) -> None:
        """Select another code of the same string."""
        self.current = current
        self.update()

    def cell_rect(self, index: int) -> QRect | None:
        """Where a code's cell is (for scrolling it into view)."""
        return self._cells[index].rect if 0 <= index < len(self._cells) else None

    # Layout ----------------------------------------------------------------------------

    def _row_heights(self) -> tuple[int, int, int]:
        normal = QFontMetrics(self.font()).height()
        return normal, QFontMetrics(self.big).height(), QFontMetrics(self.small).height()

    def row_height(self) -> int:
        """Height of one row of cells with its gaps."""
        return self._cell_height() + 2 * GAP

    def glyph_height(self) -> int:
        """Height of the row with the glyph outline and the Unicode character."""
        return int(QFontMetrics(self.big).height() * 1.35)

    def _cell_height(self) -> int:
        normal, _big, small = self._row_heights()
        vertical = self.string is not None and any(
            info.vertical is not None for info in self.string.decoded.infos
        )
        # The code point shares a line with its badge and CID with GID; the width has
        # one (and the vertical metrics): a tile of the old five lines under the glyph
        # left 1.3 rows at 1280x720 (issue 35).
        rows = 3 if vertical else 2
        return PAD * 2 + normal + self.glyph_height() + small + normal * rows + 2 + BADGE_GAP

    def _layout(self) -> None:
        self._cells = []
        if self.string is None:
            self.setMinimumHeight(self._cell_height() + 2 * GAP)
            return
        mono = QFontMetrics(self.mono)
        normal = QFontMetrics(self.font())
        small = QFontMetrics(self.small)
        big = QFontMetrics(self.big)
        height = self._cell_height()
        x = y = GAP
        available = max(self.width(), MIN_CELL + 2 * GAP)
        for code in self.string.decoded.codes:
            info = code.info
            lines = (
                info.code_bytes.hex(" "),
                info.unicode if info.unicode is not None else "∅",
                code_points(info.unicode) or self.tr("no Unicode"),
                badge_of(info)[0],
                "CID " + ("-" if info.cid is None else str(info.cid)),
                "GID " + ("-" if info.gid is None else str(info.gid)),
                _width_line(info.width, info.program_advance),
                *((vertical_line(info.vertical),) if info.vertical is not None else ()),
            )
            width = max(
                mono.horizontalAdvance(lines[0]),
                2 * max(big.horizontalAdvance(lines[1]), self.glyph_height()) + GAP,
                small.horizontalAdvance(lines[2])
                + BADGE_GAP * 2
                + small.horizontalAdvance(lines[3])
                + 10,
                normal.horizontalAdvance(id_line(lines)),
                normal.horizontalAdvance(lines[6]),
                normal.horizontalAdvance(lines[7]) if len(lines) > 7 else 0,
            )
            width = max(MIN_CELL, width + 2 * PAD)
            if x + width + GAP > available and x > GAP:
                x = GAP
                y += height + GAP
            self._cells.append(_Cell(QRect(x, y, width, height), code, lines))
            x += width + GAP
        self.setMinimumHeight(y + height + GAP)

    def sizeHint(self) -> QSize:
        return QSize(400, self.minimumHeight())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout()
        super().resizeEvent(event)

    # Painting --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        if self.string is None:
            painter.setPen(palette.placeholderText().color())
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("Select a string to see its bytes."),
            )
            return
        normal_h, _big_h, small_h = self._row_heights()
        for index, cell in enumerate(self._cells):
            if not cell.rect.intersects(event.rect()):
                continue
            info = cell.code.info
            flag = worst_flag(info)
            rect = QRectF(cell.rect)
            fill = flag_colour(flag, 55) if flag is not None else palette.base().color()
            painter.setBrush(fill)
            selected = index == self.current
            pen = QPen(
                selection_colour() if selected else palette.mid().color(), 2.5 if selected else 1
            )
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            if flag is not None or badge_of(info)[1]:
                painter.fillRect(
                    QRectF(rect.x() + 1, rect.y() + 1, rect.width() - 2, 4),
                    flag_colour(flag or Flag.SUSPECT),
                )
            text_pen = palette.text().color()
            y = cell.rect.y() + PAD
            inner = cell.rect.adjusted(PAD, 0, -PAD, 0)

            def line(
                text: str, font: QFont, height: int, colour: object = text_pen, box: QRect = inner
            ) -> None:
                nonlocal y
                painter.setFont(font)
                painter.setPen(colour)
                painter.drawText(
                    QRect(box.x(), y, box.width(), height), Qt.AlignmentFlag.AlignHCenter, text
                )
                y += height

            line(cell.lines[0], self.mono, normal_h)
            y += 2
            muted = palette.placeholderText().color()
            glyph_h = self.glyph_height()
            half = (inner.width() - GAP) / 2
            glyph_box = QRectF(inner.x(), y, half, glyph_h)
            outline = self.outlines.outline_for(info.code, info.gid) if self.outlines else None
            painter.setFont(self.small)
            substitute = self.substitute_for(info)
            if outline is None and substitute:
                paint_substitute(painter, glyph_box, substitute, text_pen, muted)
            else:
                note = self.glyph_note(info)
                paint_glyph(painter, glyph_box, outline, text_pen, note, muted)
            char_box = QRect(int(inner.x() + half + GAP), y, int(half), glyph_h)
            painter.setFont(self.big)
            painter.setPen(text_pen if info.unicode is not None else muted)
            painter.drawText(char_box, Qt.AlignmentFlag.AlignCenter, cell.lines[1])
            y += glyph_h
            # the code point and, beside it, the badge of the rule that gave it
            point = QFontMetrics(self.small).horizontalAdvance(cell.lines[2])
            width = QFontMetrics(self.small).horizontalAdvance(cell.lines[3]) + 10
            left = inner.center().x() - (point + 2 * BADGE_GAP + width) / 2
            painter.setFont(self.small)
            painter.setPen(muted)
            painter.drawText(
                QRectF(left, y, point + 1, small_h), Qt.AlignmentFlag.AlignCenter, cell.lines[2]
            )
            marked = badge_of(info)[1]
            badge_colour = (
                flag_colour(Flag.SUSPECT) if marked else source_colour(info.unicode_source)
            )
            badge = QRectF(left + point + 2 * BADGE_GAP, y + 1, width, small_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(badge_colour)
            painter.drawRoundedRect(badge, small_h / 2, small_h / 2)
            painter.setPen(Qt.GlobalColor.white)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, cell.lines[3])
            y += small_h + BADGE_GAP
            line(id_line(cell.lines), self.font(), normal_h)
            off = _advance_differs(info.width, info.program_advance)
            line(
                cell.lines[6], self.font(), normal_h, flag_colour(Flag.SUSPECT) if off else text_pen
            )
            if len(cell.lines) > 7:
                line(cell.lines[7], self.font(), normal_h)
        painter.end()

    # Interaction -----------------------------------------------------------------------

    def index_at(self, point: QPoint) -> int | None:
        """The code under a point."""
        for index, cell in enumerate(self._cells):
            if cell.rect.contains(point):
                return index
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().toPoint())
        if index is not None:
            self.setFocus()
            self.code_clicked.emit(index)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().toPoint())
        if index is None or self.string is None:
            QToolTip.hideText()
            return
        code = self._cells[index].code
        note = self.glyph_note(code.info)
        if self.substitute_for(code.info):
            note = self.tr(
                "not embedded; a system font draws the character in its place (substitute)"
            )
        QToolTip.showText(
            event.globalPosition().toPoint(),
            chain_html(code, self.string.font_name, self._text_of(index))
            + (
                "<p><i>" + self.tr("Glyph: {note}").format(note=note) + "</i></p>"
                if note and note != "…"
                else ""
            ),
            self,
            self._cells[index].rect,
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        count = len(self._cells)
        if not count:
            super().keyPressEvent(event)
            return
        current = self.current if self.current is not None else 0
        key = event.key()
        target: int | None = None
        if key == Qt.Key.Key_Right:
            target = min(current + 1, count - 1)
        elif key == Qt.Key.Key_Left:
            target = max(current - 1, 0)
        elif key == Qt.Key.Key_Home:
            target = 0
        elif key == Qt.Key.Key_End:
            target = count - 1
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            target = self._vertical_neighbour(current, -1 if key == Qt.Key.Key_Up else 1)
        elif event.matches(QKeySequence.StandardKey.Copy) and self.string is not None:
            code = self._cells[current].code
            QGuiApplication.clipboard().setText(
                chain_text(code, self.string.font_name, self._text_of(current))
            )
            return
        if target is None:
            super().keyPressEvent(event)
            return
        if target != self.current:
            self.code_clicked.emit(target)

    def _vertical_neighbour(self, current: int, direction: int) -> int:
        here = self._cells[current].rect
        rows = [c for c in self._cells if c.rect.y() != here.y()]
        wanted = [c for c in rows if (c.rect.y() - here.y()) * direction > 0]
        if not wanted:
            return current
        row_y = min(wanted, key=lambda c: abs(c.rect.y() - here.y())).rect.y()
        best = min(
            (c for c in wanted if c.rect.y() == row_y),
            key=lambda c: abs(c.rect.center().x() - here.center().x()),
        )
        return self._cells.index(best)


def id_line(lines: tuple[str, ...]) -> str:
    """A tile's CID and GID on one line (``lines[4]`` and ``lines[5]``)."""
    return f"{lines[4]} · {lines[5]}"


def _advance_differs(width: float, advance: float | None) -> bool:
    return advance is not None and abs(width - advance) > ADVANCE_TOLERANCE


def _width_line(width: float, advance: float | None) -> str:
    """The width used, and the program's advance beside it when the program has one."""
    if advance is None:
        return f"w {width:g}"
    sign = "≠" if _advance_differs(width, advance) else "="
    return f"w {width:g} {sign} {advance:g}"


def source_legend() -> list[tuple[str, UnicodeSource]]:
    """Badge labels with their sources, for a legend."""
    return [(source_badge(source), source) for source in SOURCE_BADGES]
