"""The document controller: owns the analysis (through the worker) and the selection.

Views call its methods and listen to its past-tense signals; they know nothing else
but the core's data and the frozen values of :mod:`inspector.gui.state`. The selection
is one value (page, font, string, code) so that every view shows the same glyph.

The controller is cut by feature (``inspector/gui/features/``), each module holding a
feature's controller half and its session half (what runs on the worker thread):

- :mod:`~inspector.gui.features.document`: opening and closing, pages, the selection,
  going to a finding's place;
- :mod:`~inspector.gui.features.background`: the background pass (verdicts, findings)
  and the font listing, the one path by which fonts reach the list;
- :mod:`~inspector.gui.features.glyphs`: glyph outlines, used glyphs, naive readings;
- :mod:`~inspector.gui.features.objects`: indirect objects, streams, object links;
- :mod:`~inspector.gui.features.repair`: the repair plan, corrections, glyph shapes;
- :mod:`~inspector.gui.features.search`: search and explain;
- :mod:`~inspector.gui.features.exports`: the report, HTML and trace exports;
- :mod:`~inspector.gui.features.compare`: other extractors on a page;
- :mod:`~inspector.gui.features.versions`: the document against another version of it
  (it selects through the document feature, so it comes first).

What they share (the worker, the open session, how results come back, the hooks each
feature answers on opening, stopping and closing) is
:class:`~inspector.gui.features.hub.Hub`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from inspector.gui.features.compare import CompareFeature
from inspector.gui.features.document import DocumentFeature
from inspector.gui.features.exports import ExportsFeature
from inspector.gui.features.glyphs import GlyphsFeature
from inspector.gui.features.objects import ObjectsFeature
from inspector.gui.features.repair import RepairFeature
from inspector.gui.features.search import SearchFeature
from inspector.gui.features.versions import VersionsFeature
from inspector.gui.worker import Runner, ThreadRunner

__all__ = ["DocumentController"]


class DocumentController(
    VersionsFeature,
    DocumentFeature,
    GlyphsFeature,
    ObjectsFeature,
    RepairFeature,
    SearchFeature,
    ExportsFeature,
    CompareFeature,
):
    """One open document and what is selected in it: every feature's controller half."""

    def __init__(self, runner: Runner | None = None, parent: QObject | None = None) -> None:
        own = ThreadRunner() if runner is None else None
        super().__init__(own or runner or ThreadRunner(), parent)
        if own is not None:
            own.setParent(self)  # the worker thread ends with the controller
