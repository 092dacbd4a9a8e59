"""Stage 1 of the layout: placed glyphs, a run per string, in the frame of its advance.

A run holds the glyphs of one string operand as parallel lists (one entry per code):
their text, where each starts and ends along the direction the string advances (``u``)
and where the run lies across it (``v`` and the extent ``lo``..``hi``). All positions
are in the displayed page's space (crop box at the origin, ``/Rotate`` applied, y up).

The direction comes from the geometry: the text matrix's x axis for a horizontal font,
its negative y axis for a vertical one (WMode 1, §9.7.4.3). Glyph boxes of vertical
fonts come from their vertical metrics (``/W2``, ``/DW2``: the vertical advance and the
position vector), never from the font's bounding box. A run of one upright glyph also
offers the other frame (a column for a horizontal font, a line for a vertical one),
because producers that set vertical text with a horizontal font (Chromium's
``vertical-rl``, LibreOffice tb-rl, cairo) draw one glyph per ``Tj``, and the line
stage decides from the neighbours which frame applies.

Glyphs that are not on the page are left out: those wholly off the sheet (the media
box), and those their clipping path hides (the box of a ``W`` path or of a form's
/BBox, see :func:`_in_clip`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from inspector.chain import CodeInfo
from inspector.content import Matrix, PageTrace, TextShow, actual_text_of, multiply
from inspector.text.normalize import text_for
from inspector.text.params import LayoutParams

Box = tuple[float, float, float, float]

RIGHT = 0
"""Direction key of left-to-right horizontal text (degrees from the x axis)."""
DOWN = 270
"""Direction key of a vertical column, written downwards."""


def direction_key(ux: float, uy: float) -> int:
    """The direction of advance in whole degrees, counter-clockwise from the x axis."""
    return round(math.degrees(math.atan2(uy, ux))) % 360


def unit(key: int) -> tuple[float, float]:
    """The unit vector of a direction key."""
    if key == RIGHT:
        return (1.0, 0.0)
    if key == DOWN:
        return (0.0, -1.0)
    angle = math.radians(key)
    return (math.cos(angle), math.sin(angle))


@dataclass(slots=True)
class Frame:
    """Where a run's glyphs lie along one direction: starts and ends of each glyph along
    it, the run's position across it (the baseline, or a column's centre line) and its
    extent across."""

    key: int
    u0: list[float]
    u1: list[float]
    v: float
    lo: float
    hi: float


@dataclass(slots=True)
class Run:
    """The glyphs of one string operand, placed."""

    string: int
    """The string's serial number on the page (``TextShow.serial``)."""
    texts: list[str]
    raws: list[str | None] | None
    """Per glyph, the raw text when normalization changed it (None: nothing changed)."""
    codes: list[int]
    """Index of each glyph's code in the string (equal to its position unless
    ActualText replaced a sequence)."""
    frame: Frame
    alt: Frame | None
    """The other frame a single upright glyph may be read in (see the module doc)."""
    size: float
    font: object
    bold: bool
    space: float | None
    """The font's space width in page units at this size, when the font has one."""
    artifact: bool
    """Inside ``/Artifact`` marked content (running headers, footers, page numbers)."""
    tag: str | None
    """The innermost structure tag of a tagged page (``P``, ``H1``...), if any."""
    mcid: int | None
    invisible: bool
    """Drawn with text render mode 3 or 7 (OCR layers, searchable scans)."""
    actual: int | None = None
    """The serial number of the ``/ActualText`` sequence the glyphs are in, if any."""
    pitch: float | None = None
    """For a fixed-pitch font, its glyphs' common advance in page units at this size."""
    annotation: bool = False
    """Drawn by an annotation's appearance (a form field's value), not the page's content."""

    @property
    def key(self) -> int:
        return self.frame.key


def display_matrix(crop_box: tuple[float, float, float, float], rotate: int) -> Matrix:
    """User space to the upright page as displayed (crop box origin at 0, /Rotate applied)."""
    x0, y0, x1, y1 = crop_box
    if rotate == 90:
        return (0.0, -1.0, 1.0, 0.0, -y0, x1)
    if rotate == 180:
        return (-1.0, 0.0, 0.0, -1.0, x1, y1)
    if rotate == 270:
        return (0.0, 1.0, -1.0, 0.0, y1, -x0)
    return (1.0, 0.0, 0.0, 1.0, -x0, -y0)


def page_runs(
    trace: PageTrace,
    params: LayoutParams,
    *,
    unmapped: str = "\ufffd",
    raw: bool = False,
    recover: bool = True,
) -> list[Run]:
    """The runs of a page in content order (strings without glyphs are left out)."""
    display = display_matrix(trace.crop_box, trace.rotate)
    sheet = _sheet(trace.media_box, display)
    annotations_from = trace.annotations_from
    table = _text_table(unmapped, raw, recover)
    actual_done: set[int] = set()
    runs: list[Run] = []
    for show in trace.strings:
        infos = show.decoded.infos
        if not infos:
            continue
        marked = show.marked
        actual = actual_text_of(marked) if marked else None
        if actual is None:
            glyph_texts, raws = _texts(infos, table, unmapped, raw, recover)
        else:
            # ActualText (§14.9.4) replaces the whole sequence: its first glyph carries it.
            first = actual.serial not in actual_done
            actual_done.add(actual.serial)
            glyph_texts = [(actual.actual_text or "") if first else ""] + [""] * (len(infos) - 1)
            raws = None
        run = _place(show, multiply(show.matrix, display), glyph_texts, raws, params)
        if run is not None:
            run = _on_sheet(run, sheet)
        if run is not None and show.clip is not None:
            run = _in_clip(run, _displayed_box(show.clip, display))
        if run is not None:
            if actual is not None:
                run.actual = actual.serial
            if annotations_from is not None and show.serial >= annotations_from:
                run.annotation = True
            runs.append(run)
    if any(run.invisible for run in runs):
        runs = _not_under_visible(runs)
    return runs


_CELL = 24.0
"""Side of the grid cells the visible glyphs are filed in (page units)."""


def _glyph_boxes(run: Run) -> list[Box]:
    """The boxes of a run's glyphs on the displayed page (runs along or down the page
    only; none for others)."""
    frame = run.frame
    if frame.key == RIGHT:
        return [(a, frame.lo, b, frame.hi) for a, b in zip(frame.u0, frame.u1)]
    if frame.key == DOWN:
        return [(frame.lo, -b, frame.hi, -a) for a, b in zip(frame.u0, frame.u1)]
    return []


def _not_under_visible(runs: list[Run]) -> list[Run]:
    """The runs without the invisible glyphs (render mode 3 or 7) drawn on visible text:
    a glyph whose box meets a visible glyph's box, with its middle within that glyph's
    width, is hidden text over what the page shows (the source a figure's labels were
    made from, an OCR layer laid over text that was there already), not text of its own;
    a run at least half of whose glyphs are so is left out whole. Invisible text over
    nothing (a scan's OCR layer) is read."""
    cells: dict[tuple[int, int], list[Box]] = {}
    for run in runs:
        if run.invisible:
            continue
        for text, box in zip(run.texts, _glyph_boxes(run)):
            if not text.strip() or box[0] >= box[2] or box[1] >= box[3]:
                continue
            for cx in range(math.floor(box[0] / _CELL), math.floor(box[2] / _CELL) + 1):
                for cy in range(math.floor(box[1] / _CELL), math.floor(box[3] / _CELL) + 1):
                    cells.setdefault((cx, cy), []).append(box)
    if not cells:
        return runs
    out: list[Run] = []
    for run in runs:
        if not run.invisible:
            out.append(run)
            continue
        boxes = _glyph_boxes(run)
        if not boxes:
            out.append(run)
            continue
        inside = []
        for i, (x0, y0, x1, y1) in enumerate(boxes):
            x = (x0 + x1) / 2
            cx = math.floor(x / _CELL)
            if not any(
                b[0] <= x <= b[2] and b[1] < y1 and y0 < b[3]
                for cy in range(math.floor(y0 / _CELL), math.floor(y1 / _CELL) + 1)
                for b in cells.get((cx, cy), ())
            ):
                inside.append(i)
        if len(inside) * 2 <= len(boxes):
            continue  # mostly over visible text: the rest of it is that text's too
        kept = _only(run, inside)
        if kept is not None:
            out.append(kept)
    return out


def _sheet(media_box: Box, display: Matrix) -> Box:
    """The media box on the displayed page (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = media_box
    xs, ys = [], []
    for x, y in ((x0, y0), (x1, y1)):
        a, b, c, d, e, f = display
        xs.append(x * a + y * c + e)
        ys.append(x * b + y * d + f)
    return (min(xs), min(ys), max(xs), max(ys))


def _on_sheet(run: Run, sheet: Box) -> Run | None:
    """The run without its glyphs that lie wholly outside the sheet (the media box),
    where nothing is ever shown (a form's field text running on below its box and off
    the page). None when none is left. Text outside the crop box but on the sheet
    stays: printers' slugs are read off the whole sheet (``pdftoppm`` shows it). Runs set
    along a slanted direction are kept whole."""
    frame = run.frame
    key = frame.key
    left, bottom, right, top = sheet
    if key == RIGHT:
        if not (frame.hi >= bottom and frame.lo <= top):
            return None
        u0, u1, low, high = frame.u0, frame.u1, left, right
    elif key == DOWN:
        if not (frame.hi >= left and frame.lo <= right):
            return None
        # Along a column u is minus y.
        u0, u1, low, high = frame.u0, frame.u1, -top, -bottom
    else:
        return run
    if min(u0) >= low and max(u1) <= high:
        return run
    inside = [i for i, (a, b) in enumerate(zip(u0, u1)) if b >= low and a <= high]
    return _only(run, inside)


def _displayed_box(box: Box, display: Matrix) -> Box:
    """A box of user space on the displayed page (a turn by quarters keeps it a box)."""
    x0, y0, x1, y1 = box
    if x0 > x1 or y0 > y1:
        return (0.0, 0.0, -1.0, -1.0)  # empty
    a, b, c, d, e, f = display
    xs = (x0 * a + y0 * c + e, x1 * a + y1 * c + e)
    ys = (x0 * b + y0 * d + f, x1 * b + y1 * d + f)
    return (min(xs), min(ys), max(xs), max(ys))


def _in_clip(run: Run, clip: Box) -> Run | None:
    """The run without the glyphs its clipping path hides (a form field's text scrolled
    past the field's box, a figure's labels cropped away). A glyph is shown when the
    middle of its advance lies inside the clip, and its line's middle half (its box less
    a quarter at top and bottom: a font's ascent and descent reach well past the ink)
    meets it. None when nothing is shown; runs set along a slanted direction are kept."""
    frame = run.frame
    key = frame.key
    left, bottom, right, top = clip
    if left > right or bottom > top:
        return None
    if key == RIGHT:
        across_lo, across_hi, low, high = bottom, top, left, right
    elif key == DOWN:
        across_lo, across_hi, low, high = left, right, -top, -bottom
    else:
        return run
    quarter = 0.25 * (frame.hi - frame.lo)
    if frame.hi - quarter < across_lo or frame.lo + quarter > across_hi:
        return None
    u0, u1 = frame.u0, frame.u1
    if min(u0) >= low and max(u1) <= high:
        return run
    inside = [i for i, (a, b) in enumerate(zip(u0, u1)) if low <= (a + b) / 2 <= high]
    return _only(run, inside)


def _only(run: Run, inside: list[int]) -> Run | None:
    """The run with only the glyphs at the indices ``inside`` (None when there are none)."""
    if not inside:
        return None
    if len(inside) == len(run.texts):
        return run
    frame = run.frame
    u0, u1 = frame.u0, frame.u1
    run.texts = [run.texts[i] for i in inside]
    if run.raws is not None:
        run.raws = [run.raws[i] for i in inside]
    run.codes = [run.codes[i] for i in inside]
    frame.u0 = [u0[i] for i in inside]
    frame.u1 = [u1[i] for i in inside]
    run.alt = None if len(inside) != 1 else run.alt
    return run


@dataclass(slots=True)
class _TextTable:
    """The texts of described codes for one set of options, by id of the description:
    a font's codes are described once per document and shared, so most pages only look
    their texts up."""

    texts: dict[int, str]
    raws: dict[int, str]
    """The raw values that normalization changed."""
    kept: dict[int, CodeInfo]
    """Each description looked up, kept alive so that its id is not reused while cached."""


_TABLES: dict[tuple[str, bool, bool], _TextTable] = {}
_TEXT_CACHE_LIMIT = 20_000  # descriptions a table holds, about 300 bytes each


def _text_table(unmapped: str, raw: bool, recover: bool) -> _TextTable:
    table = _TABLES.get((unmapped, raw, recover))
    if table is None:
        table = _TABLES[(unmapped, raw, recover)] = _TextTable({}, {}, {})
    return table


def _texts(
    infos: Sequence[CodeInfo],
    table: _TextTable,
    unmapped: str,
    raw: bool,
    recover: bool,
) -> tuple[list[str], list[str | None] | None]:
    """Each code's text (and raw value where normalization changed it), worked out once
    per code (see :class:`_TextTable`)."""
    if len(table.kept) > _TEXT_CACHE_LIMIT:
        table.texts.clear()
        table.raws.clear()
        table.kept.clear()
    known, raws = table.texts, table.raws
    ids = list(map(id, infos))
    texts = list(map(known.get, ids))
    if None in texts:
        for index, info in enumerate(infos):
            if texts[index] is None:
                key = ids[index]
                text = known.get(key)
                if text is None:
                    text, raw_text = text_for(info, unmapped=unmapped, raw=raw, recover=recover)
                    known[key] = text
                    table.kept[key] = info
                    if raw_text is not None:
                        raws[key] = raw_text
                texts[index] = text
    if raws and not raws.keys().isdisjoint(ids):
        return texts, list(map(raws.get, ids))  # type: ignore[return-value]
    return texts, None  # type: ignore[return-value]


def _place(
    show: TextShow,
    m: Matrix,
    texts: list[str],
    raws: list[str | None] | None,
    params: LayoutParams,
) -> Run | None:
    a, b, c, d, e, f = m
    scale_x = math.hypot(a, b)
    scale_y = math.hypot(c, d)
    if scale_x == 0.0 or scale_y == 0.0:
        return None  # a degenerate matrix draws nothing visible
    fs = show.font_size
    size = abs(fs) * scale_y or 1.0
    infos = show.decoded.infos
    offsets = show.offsets
    upright = b == 0.0 and c == 0.0 and a > 0.0 and d > 0.0
    alt: Frame | None = None
    if show.wmode == 1:
        frame, alt = _vertical(show, m, scale_x, scale_y, params, upright)
    elif upright:
        # The common case: one baseline, positions along x.
        k = fs * show.horizontal_scale * a / 1000.0
        u0 = [x * a + e for x, _ in offsets]
        u1 = [x + info.width * k for x, info in zip(u0, infos)]
        v = offsets[0][1] * d + f
        lo = v + show.descent / 1000.0 * fs * d
        hi = v + show.ascent / 1000.0 * fs * d
        frame = Frame(RIGHT, u0, u1, v, lo, hi)
        if len(infos) == 1:
            # The same glyph as part of a column: its ideographic em box.
            half = 0.5 * size
            cx = (u0[0] + u1[0]) / 2 if u1[0] > u0[0] else u0[0] + half
            top = v + params.em_top * size
            alt = Frame(DOWN, [-top], [-top + size], cx, cx - half, cx + half)
    else:
        frame = _rotated(show, m, scale_x)
    space = None
    style = show.style
    if style is not None and style.space_width is not None:
        space = style.space_width / 1000.0 * abs(fs) * scale_x * show.horizontal_scale
    pitch = None
    if style is not None and style.pitch is not None and show.wmode != 1:
        pitch = style.pitch / 1000.0 * abs(fs) * scale_x * show.horizontal_scale
    tag = None
    mcid = None
    artifact = False
    for mc in show.marked:
        if mc.tag == "Artifact":
            artifact = True
        elif mc.mcid is not None:
            tag, mcid = mc.tag, mc.mcid
    return Run(
        string=show.serial,
        texts=texts,
        raws=raws,
        codes=list(range(len(texts))),
        frame=frame,
        alt=alt,
        size=size,
        font=show.font_key,
        bold=bool(style is not None and style.bold) or show.render_mode == 2,
        space=space,
        artifact=artifact,
        tag=tag,
        mcid=mcid,
        invisible=show.render_mode in (3, 7),
        pitch=pitch,
    )


def _rotated(show: TextShow, m: Matrix, scale_x: float) -> Frame:
    """A horizontal font under any other matrix: the frame of its x axis."""
    a, b, c, d, e, f = m
    ux, uy = a / scale_x, b / scale_x
    key = direction_key(ux, uy)
    ux, uy = unit(key) if key in (RIGHT, DOWN) else (ux, uy)
    fs, hs = show.font_size, show.horizontal_scale
    lo_t, hi_t = show.descent / 1000.0 * fs, show.ascent / 1000.0 * fs
    u0: list[float] = []
    u1: list[float] = []
    vs: list[float] = []
    for (ox, oy), info in zip(show.offsets, show.decoded.infos):
        w = info.width / 1000.0 * fs * hs
        px, py = ox * a + oy * c + e, ox * b + oy * d + f
        qx, qy = (ox + w) * a + oy * c + e, (ox + w) * b + oy * d + f
        s0, s1 = px * ux + py * uy, qx * ux + qy * uy
        u0.append(min(s0, s1))
        u1.append(max(s0, s1))
        vs.append(-px * uy + py * ux)
    # Across the line: the baseline, and the glyphs' extent from descent to ascent.
    ox, oy = show.offsets[0]
    cross = [
        -(ox * a + (oy + t) * c + e) * uy + (ox * b + (oy + t) * d + f) * ux for t in (lo_t, hi_t)
    ]
    v = vs[0]
    lo, hi = min(cross), max(cross)
    if key == DOWN:
        # Columns are placed by their centre line, as upright glyphs in them are.
        v = (lo + hi) / 2
    return Frame(key, u0, u1, v, lo, hi)


def _vertical(
    show: TextShow,
    m: Matrix,
    scale_x: float,
    scale_y: float,
    params: LayoutParams,
    upright: bool,
) -> tuple[Frame, Frame | None]:
    """A vertical font (WMode 1): each glyph's em column below its vertical origin."""
    a, b, c, d, e, f = m
    ux, uy = -c / scale_y, -d / scale_y
    key = direction_key(ux, uy)
    ux, uy = unit(key) if key in (RIGHT, DOWN) else (ux, uy)
    fs = show.font_size / 1000.0
    u0: list[float] = []
    u1: list[float] = []
    lo = hi = 0.0
    xs: list[tuple[float, float]] = []
    for index, ((ox, oy), info) in enumerate(zip(show.offsets, show.decoded.infos)):
        w1y, vx, vy = info.vertical or (-1000.0, info.width / 2, 880.0)
        if info.vertical is not None:
            ox, oy = ox + vx * fs, oy + vy * fs  # the offsets hold the horizontal origin
        px, py = ox * a + oy * c + e, ox * b + oy * d + f
        by = oy + w1y * fs
        qx, qy = ox * a + by * c + e, ox * b + by * d + f
        s0, s1 = px * ux + py * uy, qx * ux + qy * uy
        u0.append(min(s0, s1))
        u1.append(max(s0, s1))
        centre = -px * uy + py * ux
        width = info.width / 2 * fs * scale_x
        if index == 0:
            lo, hi = centre - width, centre + width
        else:
            lo, hi = min(lo, centre - width), max(hi, centre + width)
        xs.append((px - width, px + width))
    frame = Frame(key, u0, u1, (lo + hi) / 2, lo, hi)
    alt = None
    if upright and len(u0) == 1:
        # One glyph of a vertical font placed along a horizontal line (one Tm per glyph).
        x0, x1 = xs[0]
        size = abs(show.font_size) * scale_y
        top_y = -u0[0]
        base = top_y - params.em_top * size
        alt = Frame(
            RIGHT, [x0], [x1], base, base + params.em_bottom * size, base + params.em_top * size
        )
    return frame, alt
