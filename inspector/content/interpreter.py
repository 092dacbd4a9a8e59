"""The content-stream interpreter: graphics and text state, text showing, forms (§8-§9).

It asks pikepdf (through :mod:`inspector.pdf`) only for the operators that matter to
text, keeps the text state of §9.3 and reports each string operand as a
:class:`~inspector.content.events.TextShow`. Operand errors become findings and the
page goes on.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import accumulate
from typing import Any

from inspector.catalogue import UNREAD_CODES
from inspector.content.events import (
    IDENTITY,
    MarkedContent,
    Matrix,
    TextShow,
    apply,
    multiply,
)
from inspector.content.marked import marked_content
from inspector.decode import Font
from inspector.findings import Finding, FindingSink, Location, make_finding
from inspector.i18n.message import msg
from inspector.pdf import ContentHandle, FontRef, ResourceScope

FORM_DEPTH_LIMIT = 28
"""How deeply Form XObjects are followed inside one another."""

OPERATOR_LIMIT = 2_000_000
"""Text-related operators interpreted per page before the rest is skipped."""

GLYPH_LIMIT = 200_000
"""Codes decoded per page (an empty string counts as one) before the rest is skipped."""

STRING_LIMIT = 64 * 1024
"""Bytes of one string operand that are decoded; the rest of the string is skipped."""

COORDINATE_LIMIT = 1e15
"""Largest text position or matrix entry accepted; larger values (and infinities) come
only from hostile or broken operands and would overflow later arithmetic."""

_CHECK_EVERY = 512
"""Operators between two looks at the cancel callable (also before every Do and Tf,
which can start costly work: a form's content, a font's CMaps).

There is no time limit per page: what is read must not depend on how busy the machine
is. The work is bounded by counts (:data:`OPERATOR_LIMIT`, :data:`GLYPH_LIMIT`,
:data:`STRING_LIMIT`, :data:`FORM_DEPTH_LIMIT`); only a limit the user sets
(``triage --time-limit``) stops a file by the clock, and that file gets no verdict."""

TEXT_OPERATORS = "q Q cm BT ET Tf Tc Tw Tz TL Ts Tr Td TD Tm T* Tj TJ ' \" Do gs BMC BDC EMC"

PATH_OPERATORS = "m l c v y h re S s f F f* B B* b b* n W W*"
"""The path operators whose geometry the layout reads: where straight lines and
rectangles are painted (the rules of a table), never how, and the box of each clipping
path (``W``, ``W*``): text clipped away is not shown."""

RULE_LIMIT = 20_000
"""Straight lines and rectangles painted per page that are kept; a page drawing more is
a picture (a map, a chart), not a table's rules."""

_PAINT = frozenset(("S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n"))
_CURVES = frozenset(("c", "v", "y"))
_FILL_ONLY = frozenset(("f", "F", "f*"))

Box = tuple[float, float, float, float]

FontProvider = Callable[[FontRef | None, str, Location], Font]
"""Returns the decoder for a font resource (a broken font when the reference is None)."""


@dataclass(slots=True)
class _GState:
    ctm: Matrix = IDENTITY
    font: Font | None = None
    font_name: str = ""
    font_key: object = None
    font_size: float = 0.0
    char_spacing: float = 0.0
    word_spacing: float = 0.0
    scale: float = 1.0
    leading: float = 0.0
    rise: float = 0.0
    render_mode: int = 0
    clip: Box | None = None
    """The box of the clipping path in user space (no clip: None); empty when
    ``x0 > x1`` or ``y0 > y1``."""


class Interpreter:
    """Interprets the content of one page (and the forms it draws)."""

    def __init__(
        self,
        page_index: int,
        fonts: FontProvider,
        sink: FindingSink,
        *,
        cancel: Callable[[], bool] | None = None,
    ) -> None:
        """``cancel`` is asked every few hundred operators whether to stop (the window's
        cancel button)."""
        self.page_index = page_index
        self.fonts = fonts
        self.sink = sink
        self.shows: list[TextShow] = []
        self.rules: list[tuple[float, float, float, float]] = []
        """The axis-parallel straight lines and rectangles painted on the page (stroked or
        filled), each as its box in user space (x0, y0, x1, y1); a line has no width."""
        self._path: list[tuple[float, float, float, float]] = []
        """The straight segments of the path being built."""
        self._rects: list[tuple[float, float, float, float]] = []
        """Its rectangles (``re``)."""
        self._points: list[tuple[float, float]] = []
        """Every point of the path being built, control points included (its box holds
        the path)."""
        self._clipping = False
        """A ``W`` or ``W*`` waits for the path's painting operator."""
        self.unread: list[Finding] = []
        """Findings on parts of the page's content that were not read: undecodable or cut
        streams, and limits that stopped the interpretation (the page's text is unknown
        there)."""
        self.recovered: list[Finding] = []
        """Findings on content recovered where qpdf, pdftotext and mutool read nothing."""
        self._mc_serial = 0
        self._extents: dict[Font, tuple[float, float]] = {}
        """Each font's ascent and descent, worked out on its first string."""
        self._operators = 0
        self._glyphs = 0
        self._stopped = False
        self._cancel = cancel

    def run(
        self,
        content: ContentHandle,
        scope: ResourceScope,
        ctm: Matrix = IDENTITY,
        forms: tuple[str, ...] = (),
    ) -> list[TextShow]:
        """Interpret content (a page's, then its annotations') and return every string so
        far in content order."""
        self._run(content, scope, _GState(ctm=ctm), forms, ())
        return self.shows

    def _report(
        self, code: str, message: str, stream: int | None, index: int | None, op: str | None
    ) -> Finding:
        loc = Location(page_index=self.page_index, obj=stream, operator=op, instruction_index=index)
        finding = make_finding(code, message, loc)
        self.sink.add(finding)
        if code in UNREAD_CODES:
            self.unread.append(finding)
        return finding

    def _stop(self, why: str, stream: int | None, index: int | None, op: str | None) -> None:
        """Skip the rest of the page (PDF-LIMIT), once."""
        if not self._stopped:
            self._stopped = True
            self._report(
                "PDF-LIMIT",
                msg("{why}; the rest of the page is not interpreted", why=why),
                stream,
                index,
                op,
            )

    def _read_content(self, content: ContentHandle) -> None:
        """Take over what reading a content stream found: parts not read, parts recovered."""
        self.unread.extend(content.unread)
        self.recovered.extend(content.recovered)

    def _should_stop(self) -> str | None:
        """Why to stop now: the caller cancelled."""
        if self._cancel is not None and self._cancel():
            return "the interpretation was cancelled"
        return None

    def _run(
        self,
        content: ContentHandle,
        scope: ResourceScope,
        gs: _GState,
        forms: tuple[str, ...],
        active: tuple[int, ...],
    ) -> None:
        if self._stopped:
            return
        budget = OPERATOR_LIMIT - self._operators
        try:
            self._interpret(content, scope, gs, forms, active, budget)
        finally:
            self._read_content(content)

    def _interpret(
        self,
        content: ContentHandle,
        scope: ResourceScope,
        gs: _GState,
        forms: tuple[str, ...],
        active: tuple[int, ...],
        budget: int,
    ) -> None:
        """Interpret one content stream (of the page, a form, an appearance)."""
        stream = content.objnum
        stack: list[_GState] = []
        marked: list[MarkedContent] = []
        tm: Matrix = IDENTITY
        tlm: Matrix = IDENTITY
        in_text = False
        selected: dict[str, tuple[Font, str, object]] = {}
        """Fonts already chosen by Tf in this stream, by resource name."""
        index = -1
        point = start = (0.0, 0.0)
        for op, args in content.instructions(f"{TEXT_OPERATORS} {PATH_OPERATORS}", budget):
            if op in _PATH_OPS:
                # Path geometry, outside the count of text operators (``instruction``).
                try:
                    point, start = self._path_op(op, args, gs, point, start)
                except (ValueError, TypeError, IndexError, OverflowError):
                    self._path.clear()
                    self._rects.clear()
                    self._points.clear()
                    self._clipping = False
                continue
            index += 1
            self._operators += 1
            if self._operators > OPERATOR_LIMIT:
                self._stop(
                    msg("more than {limit} text operators", limit=OPERATOR_LIMIT), stream, index, op
                )
            elif (
                self._operators % _CHECK_EVERY == 0
                or op == "Do"
                or (op == "Tf" and not (args and type(args[0]) is str and args[0] in selected))
            ):
                # Before a form or a font not chosen yet in this stream: either can take long.
                why = self._should_stop()
                if why is not None:
                    self._stop(why, stream, index, op)
            if self._stopped:
                return
            try:
                if op in ("Tj", "'", '"', "TJ"):
                    if not in_text:
                        self._report(
                            "CONTENT-UNBALANCED",
                            msg("{op} outside BT/ET", op=op),
                            stream,
                            index,
                            op,
                        )
                    if op in ("'", '"'):
                        if op == '"':
                            gs.word_spacing, gs.char_spacing = _num(args, 0), _num(args, 1)
                        tlm = _bounded(multiply((1.0, 0.0, 0.0, 1.0, 0.0, -gs.leading), tlm))
                        tm = tlm
                    if gs.font is None:
                        self._report(
                            "FONT-RESOURCE-MISSING",
                            msg("{op} before any Tf selects a font", op=op),
                            stream,
                            index,
                            op,
                        )
                        loc = Location(page_index=self.page_index)
                        gs.font = self.fonts(None, "?", loc)
                        gs.font_name, gs.font_key = "?", ("missing", "?")
                    if op == "TJ":
                        items = args[0] if args and isinstance(args[0], list) else None
                        if items is None:
                            raise ValueError("TJ needs an array")
                        pending: float | None = None
                        for k, item in enumerate(items):
                            if isinstance(item, bytes):
                                tm = self._show(
                                    item, gs, tm, op, index, k, pending, stream, forms, marked
                                )
                                pending = None
                            elif isinstance(item, int | float) and not isinstance(item, bool):
                                tm = _bounded(_adjust(tm, gs, float(item)))
                                pending = (pending or 0.0) + float(item)
                    else:
                        data = args[-1] if args else None
                        if not isinstance(data, bytes):
                            raise ValueError(f"{op} needs a string")
                        tm = self._show(data, gs, tm, op, index, None, None, stream, forms, marked)
                elif op == "Tf":
                    name, size = _name(args, 0), _num(args, 1)
                    chosen = selected.get(name)
                    if chosen is not None:
                        gs.font, gs.font_name, gs.font_key = chosen
                        gs.font_size = size
                        continue
                    ref = scope.font(name[1:]) if name else None
                    if ref is None:
                        self._report(
                            "FONT-RESOURCE-MISSING",
                            msg(
                                "Tf selects {name}, which is not a font resource of {scope}",
                                name=name or msg("a non-name"),
                                scope=scope.label,
                            ),
                            stream,
                            index,
                            op,
                        )
                    loc = Location(page_index=self.page_index, font=name[1:] if name else None)
                    gs.font = self.fonts(ref, name[1:] if name else "?", loc)
                    gs.font_name = name[1:] if name else "?"
                    gs.font_key = ref.key if ref else ("missing", name[1:] if name else "?")
                    gs.font_size = size
                    if ref is not None:
                        selected[name] = (gs.font, gs.font_name, gs.font_key)
                elif op in ("Td", "TD"):
                    tx, ty = _num(args, 0), _num(args, 1)
                    if op == "TD":
                        gs.leading = -ty
                    tlm = _bounded(multiply((1.0, 0.0, 0.0, 1.0, tx, ty), tlm))
                    tm = tlm
                elif op == "Tm":
                    tm = tlm = _bounded(_matrix(args, strict=True))
                elif op == "T*":
                    tlm = _bounded(multiply((1.0, 0.0, 0.0, 1.0, 0.0, -gs.leading), tlm))
                    tm = tlm
                elif op == "TL":
                    gs.leading = _num(args, 0)
                elif op == "BT":
                    if in_text:
                        self._report(
                            "CONTENT-UNBALANCED", "BT inside a text object", stream, index, op
                        )
                    in_text = True
                    tm = tlm = IDENTITY
                elif op == "ET":
                    if not in_text:
                        self._report("CONTENT-UNBALANCED", msg("ET without BT"), stream, index, op)
                    in_text = False
                elif op == "q":
                    stack.append(replace(gs))
                elif op == "Q":
                    if stack:
                        gs = stack.pop()
                    else:
                        self._report(
                            "CONTENT-UNBALANCED", "Q without a matching q", stream, index, op
                        )
                elif op == "cm":
                    gs.ctm = _bounded(multiply(_matrix(args), gs.ctm))
                elif op == "gs":
                    found = scope.extgstate_font(_name(args, 0)[1:])
                    if found is not None:
                        ref, size = found
                        loc = Location(page_index=self.page_index, font=f"ExtGState {args[0]}")
                        gs.font = self.fonts(ref, f"gs{args[0]}", loc)
                        gs.font_name, gs.font_key, gs.font_size = str(args[0])[1:], ref.key, size
                elif op == "Tc":
                    gs.char_spacing = _num(args, 0)
                elif op == "Tw":
                    gs.word_spacing = _num(args, 0)
                elif op == "Tz":
                    gs.scale = _num(args, 0) / 100.0
                elif op == "Ts":
                    gs.rise = _num(args, 0)
                elif op == "Tr":
                    gs.render_mode = int(_num(args, 0))
                elif op == "Do":
                    self._do(_name(args, 0)[1:], scope, gs, forms, active, stream, index)
                elif op in ("BMC", "BDC"):
                    self._mc_serial += 1
                    marked.append(marked_content(self._mc_serial, args, scope))
                elif op == "EMC":
                    if marked:
                        marked.pop()
                    else:
                        self._report(
                            "CONTENT-UNBALANCED", msg("EMC without BMC/BDC"), stream, index, op
                        )
            except (ValueError, TypeError, IndexError, ZeroDivisionError, OverflowError) as exc:
                self._report(
                    "CONTENT-OPERAND",
                    msg("{op}: {error}; the operator is skipped", op=op, error=str(exc)),
                    stream,
                    index,
                    op,
                )
        if in_text:
            self._report(
                "CONTENT-UNBALANCED", "BT without ET at the end of the stream", stream, None, "BT"
            )
        if marked:
            self._report(
                "CONTENT-UNBALANCED",
                msg("{count} BMC/BDC without EMC at the end of the stream", count=len(marked)),
                stream,
                None,
                "BDC",
            )
        if stack:
            self._report(
                "CONTENT-UNBALANCED",
                msg("{count} q without a matching Q at the end of the stream", count=len(stack)),
                stream,
                None,
                "q",
            )

    def _path_op(
        self,
        op: str,
        args: list[Any],
        gs: _GState,
        point: tuple[float, float],
        start: tuple[float, float],
    ) -> tuple[tuple[float, float], tuple[float, float]]:
        """Follow one path operator (§8.5.2): straight segments and rectangles wait in
        ``_path`` until the path is painted (kept in :attr:`rules`) or discarded (``n``);
        a ``W`` before the painting operator narrows ``gs.clip`` to the path's box then
        (§8.5.4). Returns the current point and the subpath's start, in user space."""
        path = self._path
        ctm = gs.ctm
        if op == "W" or op == "W*":
            self._clipping = True
            return point, start
        if op in _PAINT:
            if self._clipping:
                self._clipping = False
                points = self._points
                if points:
                    xs = [p[0] for p in points]
                    ys = [p[1] for p in points]
                    gs.clip = _intersect(gs.clip, (min(xs), min(ys), max(xs), max(ys)))
            self._points.clear()
            if op != "n" and len(self.rules) < RULE_LIMIT and (path or self._rects):
                if op in _FILL_ONLY:
                    # A filled shape is a rule only when thin: kept as its box.
                    drawn = list(self._rects)
                    if path:
                        drawn.append(
                            (
                                min(b[0] for b in path),
                                min(b[1] for b in path),
                                max(b[2] for b in path),
                                max(b[3] for b in path),
                            )
                        )
                else:
                    drawn = list(path)
                    for x0, y0, x1, y1 in self._rects:  # a stroked rectangle: its edges
                        drawn += [(x0, y0, x1, y0), (x0, y1, x1, y1)]
                        drawn += [(x0, y0, x0, y1), (x1, y0, x1, y1)]
                self.rules.extend(drawn[: RULE_LIMIT - len(self.rules)])
            path.clear()
            self._rects.clear()
            return point, start
        if op == "re":
            x, y, w, h = _num(args, 0), _num(args, 1), _num(args, 2), _num(args, 3)
            corners = [apply(ctm, x, y), apply(ctm, x + w, y + h)]
            if (ctm[1] == 0.0 and ctm[2] == 0.0) or (ctm[0] == 0.0 and ctm[3] == 0.0):
                xs = sorted(c[0] for c in corners)
                ys = sorted(c[1] for c in corners)
                self._rects.append((xs[0], ys[0], xs[1], ys[1]))
                self._points += corners
            else:
                self._points += corners
                self._points += [apply(ctm, x + w, y), apply(ctm, x, y + h)]
            start = point = corners[0]
            return point, start
        if op == "h":
            _segment(path, point, start)
            return start, start
        if op in _CURVES:
            n = len(args)
            if n < 4:
                raise ValueError("a curve needs at least 4 numbers")
            end = apply(ctm, _num(args, n - 2), _num(args, n - 1))
            self._points += [apply(ctm, _num(args, i), _num(args, i + 1)) for i in (0, n - 4)]
            self._points.append(end)
            return end, start
        new = apply(ctm, _num(args, 0), _num(args, 1))
        self._points.append(new)
        if op == "m":
            return new, new
        _segment(path, point, new)
        return new, start

    def _show(
        self,
        data: bytes,
        gs: _GState,
        tm: Matrix,
        op: str,
        index: int,
        tj_index: int | None,
        adjustment: float | None,
        stream: int | None,
        forms: tuple[str, ...],
        marked: list[MarkedContent],
    ) -> Matrix:
        """Decode one string, place its glyphs (§9.4.4) and return the new text matrix."""
        font = gs.font
        assert font is not None
        if self._stopped:
            return tm
        if self._glyphs >= GLYPH_LIMIT:
            self._stop(msg("more than {limit} glyphs", limit=GLYPH_LIMIT), stream, index, op)
            return tm
        if len(data) > STRING_LIMIT:
            self._report(
                "PDF-LIMIT",
                msg(
                    "a string of {size} bytes: only its first {limit} are decoded",
                    size=len(data),
                    limit=STRING_LIMIT,
                ),
                stream,
                index,
                op,
            )
            data = data[:STRING_LIMIT]
        decoded = font.decode(data)
        self._glyphs += max(len(decoded.infos), 1)
        fs, hs = gs.font_size, gs.scale
        tc, tw = gs.char_spacing, gs.word_spacing
        vertical = font.wmode == 1
        offsets: list[tuple[float, float]]
        x = y = 0.0
        rise = gs.rise
        infos = decoded.infos
        if not vertical and tw == 0.0:
            # Horizontal text without word spacing (the common case): the positions are
            # running sums of the advances, computed without a Python loop per glyph.
            k = fs / 1000.0 * hs
            step = tc * hs
            advances = [i.width * k + step for i in infos]
            starts = list(accumulate(advances, initial=0.0))
            coordinates = [*starts, rise]
            x = starts.pop() if starts else 0.0
            offsets = [(s, rise) for s in starts]
        else:
            offsets = []
            for info in infos:
                spacing = tc + (tw if info.code_bytes == b" " else 0.0)
                if vertical and info.vertical is not None:
                    w1, vx, vy = info.vertical
                    offsets.append((x - vx / 1000.0 * fs, y - vy / 1000.0 * fs + rise))
                    y += w1 / 1000.0 * fs + spacing
                else:
                    offsets.append((x, y + rise))
                    x += (info.width / 1000.0 * fs + spacing) * hs
            coordinates = [x, y, *(v for pair in offsets for v in pair)]
        matrix = _bounded(multiply(tm, gs.ctm))
        # The sum is NaN or infinite when any coordinate is (max() and min() alone can miss
        # a NaN); once it is finite, the largest and smallest bound every coordinate.
        if not (
            math.isfinite(sum(coordinates))
            and max(coordinates) <= COORDINATE_LIMIT
            and min(coordinates) >= -COORDINATE_LIMIT
        ):
            raise OverflowError(f"a glyph position lies beyond ±{COORDINATE_LIMIT:g}")
        extent = self._extents.get(font)
        if extent is None:
            extent = self._extents[font] = _extent(font)
        ascent, descent = extent
        self.shows.append(
            TextShow(
                serial=len(self.shows),
                page_index=self.page_index,
                stream=stream,
                forms=forms,
                instruction=index,
                operator=op,
                tj_index=tj_index,
                font_name=gs.font_name,
                font_key=gs.font_key,
                font_size=fs,
                horizontal_scale=hs,
                rise=rise,
                render_mode=gs.render_mode,
                wmode=font.wmode,
                matrix=matrix,
                offsets=tuple(offsets),
                end=(x, y),
                decoded=decoded,
                adjustment=adjustment,
                marked=tuple(marked),
                ascent=ascent,
                descent=descent,
                style=font.style,
                clip=gs.clip,
            )
        )
        return multiply((1.0, 0.0, 0.0, 1.0, x, y), tm)

    def _do(
        self,
        name: str,
        scope: ResourceScope,
        gs: _GState,
        forms: tuple[str, ...],
        active: tuple[int, ...],
        stream: int | None,
        index: int,
    ) -> None:
        form = scope.form(name)
        if form is None:
            return
        if form.objnum is not None and form.objnum in active:
            self._report(
                "PDF-CYCLE",
                msg(
                    "form /{name} ({obj} 0 R) draws itself; the repetition is not followed",
                    name=name,
                    obj=form.objnum,
                ),
                stream,
                index,
                "Do",
            )
            return
        if len(forms) >= FORM_DEPTH_LIMIT:
            self._report(
                "PDF-DEPTH-LIMIT",
                msg(
                    "forms nested deeper than {limit}; /{name} is not followed",
                    limit=FORM_DEPTH_LIMIT,
                    name=name,
                ),
                stream,
                index,
                "Do",
            )
            return
        inner = replace(gs, ctm=multiply(form.matrix, gs.ctm))
        if form.bbox is not None:  # a form is clipped to its box (§8.10.1)
            inner.clip = _intersect(gs.clip, _box_of(form.bbox, inner.ctm))
        marker = (form.objnum,) if form.objnum is not None else ()
        self._run(form.content, form.resources, inner, (*forms, name), active + marker)


_PATH_OPS = frozenset(PATH_OPERATORS.split())


def _segment(
    path: list[tuple[float, float, float, float]],
    a: tuple[float, float],
    b: tuple[float, float],
) -> None:
    """Keep a straight segment when it runs along an axis (a table's rule); skew lines
    are no rule."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = abs(x1 - x0), abs(y1 - y0)
    if dy <= 0.02 * dx or dx <= 0.02 * dy:
        path.append((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))


def _intersect(clip: Box | None, box: Box) -> Box:
    """The clip narrowed to ``box`` (empty when they do not meet)."""
    if clip is None:
        return box
    return (max(clip[0], box[0]), max(clip[1], box[1]), min(clip[2], box[2]), min(clip[3], box[3]))


def _box_of(box: Box, m: Matrix) -> Box:
    """The box holding ``box`` transformed by ``m``."""
    x0, y0, x1, y1 = box
    corners = [apply(m, x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    xs = [p[0] for p in corners]
    ys = [p[1] for p in corners]
    return (min(xs), min(ys), max(xs), max(ys))


def _adjust(tm: Matrix, gs: _GState, amount: float) -> Matrix:
    """Move the text position by a TJ number (§9.4.3)."""
    font = gs.font
    shift = -amount / 1000.0 * gs.font_size
    if font is not None and font.wmode == 1:
        return multiply((1.0, 0.0, 0.0, 1.0, 0.0, shift), tm)
    return multiply((1.0, 0.0, 0.0, 1.0, shift * gs.scale, 0.0), tm)


def _bounded(m: Matrix) -> Matrix:
    """``m``, or OverflowError when an entry is not finite or beyond COORDINATE_LIMIT."""
    # The sum is NaN when an entry is; max() alone can miss a NaN.
    if not (max(map(abs, m)) <= COORDINATE_LIMIT and math.isfinite(sum(m))):
        raise OverflowError(f"the resulting matrix has an entry beyond ±{COORDINATE_LIMIT:g}")
    return m


def _extent(font: Font) -> tuple[float, float]:
    spec = font.spec
    desc = spec.descriptor or (spec.descendant.descriptor if spec.descendant else None)
    if (
        desc is not None
        and desc.ascent is not None
        and desc.descent is not None
        and COORDINATE_LIMIT >= desc.ascent > desc.descent >= -COORDINATE_LIMIT
    ):
        return desc.ascent, desc.descent
    if (
        desc is not None
        and desc.bbox is not None
        and COORDINATE_LIMIT >= desc.bbox[3] > desc.bbox[1] >= -COORDINATE_LIMIT
    ):
        return desc.bbox[3], desc.bbox[1]
    return 880.0, -120.0


def _num(args: list[Any], i: int) -> float:
    value = args[i]
    kind = type(value)
    if kind is float:
        return value  # type: ignore[no-any-return]
    if kind is int:
        return float(value)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"operand {i + 1} is not a number")
    return float(value)


def _name(args: list[Any], i: int) -> str:
    value = args[i] if i < len(args) else None
    if not isinstance(value, str) or not value.startswith("/"):
        raise ValueError(f"operand {i + 1} is not a name")
    return value


_NUMBERS = frozenset((int, float))


def _matrix(args: list[Any], strict: bool = False) -> Matrix:
    if len(args) != 6:
        raise ValueError(f"{len(args)} operands where 6 numbers are needed")
    if _NUMBERS.issuperset(map(type, args)):
        return tuple(map(float, args))  # type: ignore[return-value]
    return (
        _num(args, 0),
        _num(args, 1),
        _num(args, 2),
        _num(args, 3),
        _num(args, 4),
        _num(args, 5),
    )
