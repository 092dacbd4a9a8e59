"""The repair: what rebuilding each font's ToUnicode would change, code by code, with
the user's corrections and the glyph-shape route's matches; the repaired copy written.

Controller half: :class:`RepairFeature`. Session half: :class:`RepairWork` (the glyph
shapes are matched on an analysis of their own, :meth:`Session.preview_analysis`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector.gui.features.hub import Hub
from inspector.gui.state import RepairPreview, ShapeReview, ShapeRow

if TYPE_CHECKING:
    from inspector.analysis import Analysis
    from inspector.chain import ShapeMatch
    from inspector.fontprog import Outline
    from inspector.gui.session import Session
    from inspector.gui.worker import Runner
    from inspector.repair import FontRepair, RepairWritten

_FACES: dict[tuple[str, int], Any] = {}


def reference_outline(match: ShapeMatch) -> Outline | None:
    """The reference font's glyph for the matched character (its face kept open)."""
    if not match.reference_path:
        return None
    from inspector.fontprog.reference import ReferenceFace

    key = (match.reference_path, match.reference_face)
    face = _FACES.get(key)
    if face is None:
        try:
            face = _FACES[key] = ReferenceFace(*key)
        except Exception:
            return None
    outline: Outline | None = face.outline(match.text)
    return outline


class RepairWork:
    """The session half (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def plan_repairs(
        self, corrections: Mapping[str, Mapping[bytes, str]]
    ) -> tuple[RepairPreview, ...]:
        """What a repair would do to every font, code by code (traces every page)."""
        from inspector.gui.repair_preview import corrections_for, preview_rows
        from inspector.repair import plan_repairs

        previews = []
        for repair in plan_repairs(self.session.analysis, corrections=corrections):
            entry = self.session.book.get(repair.key) or self.session.analysis.font_entry(
                repair.key
            )
            if entry is None:
                continue
            fixes = corrections_for(entry, corrections)
            previews.append(RepairPreview(repair, preview_rows(entry, repair, fixes)))
        return tuple(previews)

    def write_repaired(self, target: str, repairs: tuple[FontRepair, ...]) -> RepairWritten:
        """Write a repaired copy to ``target``; returns what writing it did (the streams
        rewritten, and those copied as they were because they were not read whole)."""
        from inspector.repair import write_repaired

        return write_repaired(self.session.path, target, repairs, self.session.password)

    def review_shapes(self, key: object, min_confidence: float | None = None) -> ShapeReview:
        """The glyph-shape route's matches for one font, from an analysis kept for
        previews (see :meth:`Session.preview_analysis`): what the route attaches to its
        fonts reaches neither the views nor the repair nor any export."""
        return review_font(self.session.preview_analysis(), key, min_confidence)


def review_font(
    analysis: Analysis, key: object, min_confidence: float | None = None
) -> ShapeReview:
    """Run the glyph-shape route over the document and collect one font's matches (on
    the worker: it traces every page)."""
    report = analysis.recover_glyph_shapes(min_confidence=min_confidence)
    entry = analysis.font_entry(key)
    if report.unavailable is not None:
        note = QCoreApplication.translate(
            "ShapeReviewPane", "Glyph shapes cannot be matched: {reason}."
        )
        return ShapeReview(key, (), note.format(reason=report.unavailable))
    if entry is None:
        return ShapeReview(
            key, (), QCoreApplication.translate("ShapeReviewPane", "The font is not known.")
        )
    program = entry.font.program
    rows = []
    for code, info in entry.font.codes_seen().items():
        if info.shape is None:
            continue
        glyph = program.outline(info.gid) if program is not None and info.gid is not None else None
        rows.append(ShapeRow(code, info.shape, glyph, reference_outline(info.shape)))
    rows.sort(key=lambda r: (r.match.confidence, r.code))
    shapes = report.fonts.get(key)
    if not rows:
        note = QCoreApplication.translate(
            "ShapeReviewPane", "No code of this font lacks Unicode, or none has a glyph to match."
        )
    else:
        accepted = sum(1 for r in rows if r.match.accepted)
        note = QCoreApplication.translate(
            "ShapeReviewPane",
            "{accepted} of {total} matched codes reach the threshold; least sure first.",
        )
        note = note.format(accepted=accepted, total=len(rows))
        if shapes:
            references = QCoreApplication.translate(
                "ShapeReviewPane", "References: {fonts}."
            ).format(fonts=", ".join(shapes.references))
            note += " " + references
    return ShapeReview(key, tuple(rows), note)


class RepairFeature(Hub):
    """The controller half: the planned repairs and the corrections they were planned with."""

    repairs_planned = Signal(object)
    """A tuple of :class:`RepairPreview`, one per font the pages use."""
    repair_saved = Signal(str, object)
    """The path of a written repaired copy, and what writing it did (a
    :class:`~inspector.repair.RepairWritten`: the streams copied as they were, damaged)."""
    shapes_reviewed = Signal(object)
    """The :class:`ShapeReview` of a font asked for with :meth:`review_shapes`."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._repair: RepairWork | None = None
        self.repairs: tuple[RepairPreview, ...] | None = None
        self.corrections: dict[str, dict[bytes, str]] = {}

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._repair = RepairWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._repair = None
        self.repairs = None
        self.corrections = {}

    def plan_repair(self, corrections: Mapping[str, Mapping[bytes, str]] | None = None) -> None:
        """Plan the repair of every font in the background; ``repairs_planned`` follows."""
        work = self._repair
        if work is None:
            return
        if corrections is not None:
            self.corrections = {k: dict(v) for k, v in corrections.items()}
        wanted = {k: dict(v) for k, v in self.corrections.items()}

        def planned(repairs: tuple[RepairPreview, ...]) -> None:
            self.repairs = repairs
            self.repairs_planned.emit(repairs)

        self._run_shown(
            "repair",
            lambda _p: work.plan_repairs(wanted),
            self._if_current(planned),
            self._failed("repair"),
            status=QCoreApplication.translate("DocumentController", "Planning the repair"),
        )

    def repair_of(self, key: object) -> RepairPreview | None:
        """The planned repair of a font (None: not planned, or the font shows no code)."""
        for preview in self.repairs or ():
            if preview.repair.key == key:
                return preview
        return None

    def save_repaired(self, target: str, repairs: Iterable[FontRepair]) -> None:
        """Write a repaired copy in the background; ``repair_saved`` or ``failed`` follows."""
        work = self._repair
        if work is None:
            return
        chosen = tuple(repairs)
        self._run_shown(
            "save repaired",
            lambda _p: work.write_repaired(target, chosen),
            lambda written: self.repair_saved.emit(target, written),
            self._failed("repair"),
            status=QCoreApplication.translate("DocumentController", "Writing the repaired copy"),
        )

    def review_shapes(self, key: object, min_confidence: float | None = None) -> None:
        """Match a font's glyph shapes in the background; ``shapes_reviewed`` follows (or
        ``failed``). The first run of a reference font builds its index: seconds."""
        work = self._repair
        if work is None:
            return
        self.runner.submit(
            "glyph shapes",
            lambda _p: work.review_shapes(key, min_confidence),
            self._if_current(self.shapes_reviewed.emit),
            self._failed("glyph shapes"),
        )
