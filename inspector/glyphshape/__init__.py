"""Reading characters from glyph shapes where nothing in the file says what they are.

The route (:mod:`route`) renders the outlines of unmapped codes (:mod:`raster`) and finds
the nearest glyphs of installed CJK fonts (:mod:`references`, :mod:`index`, :mod:`match`)
over the characters of the font's script (:mod:`charsets`). numpy, from the ``glyphs``
extra, is imported only when the route runs.
"""

from __future__ import annotations

from inspector.glyphshape.route import FontShapes, ShapeReport, clear_indexes, recover

__all__ = ["FontShapes", "ShapeReport", "clear_indexes", "recover"]
