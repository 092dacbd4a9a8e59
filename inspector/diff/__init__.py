"""Two versions of a document compared font by font and page by page, each difference
of the text traced to its place in the decoding chain where that is known.

:func:`compare_files` reads both files (:mod:`.read`), pairs and compares their fonts
(:mod:`.fonts`), aligns the text of each page (:mod:`.text`) and returns a
:class:`~inspector.diff.model.DocumentDiff`; :mod:`.render` writes it as text, JSON,
Markdown or HTML.
"""

from __future__ import annotations

from inspector.diff.compare import compare_files
from inspector.diff.model import DocumentDiff

__all__ = ["DocumentDiff", "compare_files"]
