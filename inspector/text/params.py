"""Every threshold of the layout engine, in one place.

Distances are in em: multiples of the font size of the glyphs involved (the larger of
the two where two glyphs or lines meet). Each stage of :mod:`inspector.text` reads the
parameters it needs from one :class:`LayoutParams`; tests and experiments pass their own.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LayoutParams:
    """The layout engine's parameters, with the producer habit each one answers."""

    # Stage 1, placed glyphs (inspector.text.glyphs).
    em_top: float = 0.88
    em_bottom: float = -0.12
    """The ideographic em box of an upright glyph, above and below its baseline: used
    when glyphs drawn with a horizontal font are stacked into a column (Chromium's
    ``vertical-rl``, LibreOffice tb-rl, cairo), whose font ascent and descent often add
    up to well over one em and would make neighbours overlap."""

    # Stage 2, lines (inspector.text.lines).
    baseline_tolerance: float = 0.4
    """Glyphs whose baselines (centre lines in a column) are closer than this share a
    line: a superscript or a run in another script's font stays on its line."""
    backtrack: float = 0.6
    """A run that starts more than this before the end of the line starts a new line
    (or is a repeat drawn over the line, see ``overprint``)."""
    overprint: float = 0.15
    """A string drawn again within this distance of where it was drawn (fake bold by
    double drawing, Word and many Japanese producers) is dropped."""
    redrawn: float = 0.05
    """A string drawn again anywhere later in the content with the same glyphs within this
    distance of each (a box of the page drawn twice, a title's glyphs each drawn twice)
    is dropped; tighter than ``overprint``, which looks only at the recent lines, since
    letters of two different texts laid over each other can meet by chance."""
    stack_gap: float = 0.12
    stack_offset: float = 0.15
    """Two single upright glyphs form a column when the second's em box starts within
    ``stack_gap`` of the first's bottom and their centres are within ``stack_offset``:
    one glyph per ``Tj``/``Td`` stacked downwards (vertical writing with a horizontal
    font). Horizontal lines never touch this closely, since leading exceeds the em."""
    stack_gap_spaced: float = 1.0
    stack_glyphs: int = 3
    """Single glyphs further apart than ``stack_gap``, up to ``stack_gap_spaced``, form a
    column (or, in a vertical font, a line) when at least ``stack_glyphs`` of them follow
    each other in content order with the same white between them and one is a wide East
    Asian character: letter-spaced vertical writing drawn one glyph per ``Td`` (cairo).
    Single narrow glyphs touching em box to em box need as many, with a wide one among
    them: upright Latin at the head of a column."""
    punctuation_offset: float = 0.8
    """A comma or full stop continues a column when its em box is moved right and up by
    up to this much (em): where its vertical form is drawn with a horizontal font."""
    stack_gap_run: float = 0.3
    """The same for a sideways run (Latin rotated into a column) after an upright glyph."""
    column_gap: float = 3.0
    """Within a column already recognised as such, the largest forward gap still inside it."""
    combine_width: float = 1.3
    """A horizontal run at most this wide, set upright inside a column, is part of the
    column (tate-chu-yoko: "26" in a Japanese column)."""
    merge_gap: float = 1.5
    """Pieces of one line written apart in the content stream are joined across at most
    this gap (a form field's value drawn by its annotation after the page's label)."""
    merge_gap_long: float = 0.8
    long_piece: float = 10.0
    """Two pieces both longer than ``long_piece`` em are joined across at most
    ``merge_gap_long``: lines of two columns whose baselines line up, with a gutter of
    one em (LaTeX's ``\\columnsep`` at ten points), stay apart."""
    gutter_min: float = 0.5
    gutter_window: float = 4.0
    gutter_ragged: float = 5.0
    """Pieces on one baseline are not joined across a gap of at least ``gutter_min`` em
    that is a column gutter: within ``gutter_window`` em above and below, at least two
    lines of ``long_piece`` em or more end at most ``gutter_ragged`` em before it (a
    ragged right edge) and two start at most that far after it, and fewer lines cross
    it (a full-width abstract just above the columns) than either side has."""
    marker_glyphs: int = 6
    marker_size: float = 0.85
    """A piece of at most ``marker_glyphs`` glyphs, set at most ``marker_size`` times a
    line's size, whose baseline lies above the line's and below the top of its box, joins
    that line where it stands: a superscript (author markers, footnote numbers) raised
    further than ``baseline_tolerance`` by its own matrix."""

    mark_advance: float = 0.1
    """A combining mark (Mn, Mc, Me) drawn with at most this advance is placed over a
    base rather than beside it (Thai vowels and tones, Devanagari signs, harakat)."""
    mark_reach: float = 0.3
    """A mark joins the cluster of the neighbouring glyph (in content order) it lies
    over, or lies at most this far outside of (a negative side bearing, an offset)."""
    mark_tie: float = 0.05
    """A mark this close to equally far from the glyphs before and after it (a zero
    advance at the end of one and the start of the other) goes with the one before, or
    with the one after in a right-to-left script (drawn in visual order)."""
    mark_rise: float = 1.0
    """A string of marks alone, raised or lowered at most this far from the line's
    baseline by its own text matrix and drawn over the line, belongs to the line."""

    ruby_size: float = 0.7
    """Ruby is set at most this share of its base's size (usually half)."""
    ruby_distance: float = 0.6
    ruby_overlap: float = 0.3
    """A piece of ruby starts at most ``ruby_distance`` em over its base's extent (above
    a line, right of a column) and overlaps it by at most ``ruby_overlap`` em."""
    ruby_gap: float = 1.0
    """Ruby glyphs further apart than this (em of their size) annotate different bases."""

    # Stage 3, words (inspector.text.spacing).
    space_share: float = 0.5
    """A gap of more than this share of the font's own space width is a word space."""
    space_gap: float = 0.15
    """Without a space width: a gap this much wider than the line's typical gap between
    glyphs is a word space (fonts that position words and draw no space glyph: TeX,
    many PDF libraries; 0.18-0.24 em between words is common)."""
    space_min: float = 0.1
    """No gap below this is a space, whatever the font's space width."""
    mixed_space_gap: float = 0.4
    """Between a wide East Asian character and a narrow one a space needs at least
    this: LibreOffice and Word put about a fifth of an em between CJK and Latin text
    ("Asian typography" autospace), and (u)pLaTeX a quarter em that justification
    stretches (``\\xkanjiskip``), where the source has no space."""
    pitch_inner: float = 0.5
    """In a line set in one fixed-pitch font (FixedPitch flag, or all widths equal), the
    glyphs of a word are less than this share of a cell apart and a word space is a whole
    empty cell: code and tables have so many spaces that the line's usual gap would
    otherwise be a cell (``for (var k = i + i;`` read as ``for(vark=i+i;``)."""
    wide_space_gap: float = 0.6
    """Between two wide East Asian characters a space needs this much more than the
    typical gap: CJK lines are set with tracking and justification, never word spaces."""

    # Stage 4, reading order (inspector.text.order).
    block_gap: float = 0.9
    """Lines stacked with a gap below this (the white between them, in em of the body
    size) belong to one block; wider gaps and every side-by-side cut end a block."""
    band_overlap: float = 0.15
    """Looking for columns under a title or an abstract, lines are taken this much (em of
    their size) shorter at top and bottom: a heading's ascent reaches into the line above."""
    heading_gap: float = 2.0
    """Columns of prose (two long lines or more each side of the gutter) are read whole
    even where white across them is wider than the gutter, when that white is at most
    this (em) and cuts off one band of lines: headings side by side over the columns
    (LaTeX's section titles), not a running header two em or more above."""
    beside: float = 1.5
    """White from top to bottom is no gutter where the part on one side sticks out above
    the other's top and reaches at most this far (em) below it: a form's number and date
    at the top right, beside the title's line, are read first, across the page."""
    authors_lines: int = 3
    fills: float = 0.75
    """Blocks over columns of prose are read before them, though the white under them is
    narrower than the gutter, when each holds at least ``authors_lines`` lines (a name,
    an affiliation, an address) and none is ``fills`` of its column's widest line or
    more (prose): a paper's authors side by side. Headings of a line or two over each
    column stay with their columns."""
    numbered_lines: int = 3
    number_reach: float = 30.0
    """A run of at least ``numbered_lines`` numbers counting up by one down the page, in
    a column of their own, each level with a line of text beside it (nearest on one
    side, at most ``number_reach`` em away: a centred title starts far in), numbers those
    lines (transcripts, bills, drafts under review): each is read with its line."""
    size_change: float = 1.15
    """Consecutive lines whose sizes differ by more than this ratio are separate blocks."""
    cut_limit: int = 800
    """Above this many lines a page is ordered by position alone (hostile input)."""

    # Stage 5, roles (inspector.text.roles).
    heading_size: float = 1.15
    """A block set at least this much larger than the body text is a heading."""
    heading_lines: int = 3
    """Headings are at most this many lines long."""
    heading_chars: int = 120
    """A bold line of body size is a heading only when it is at most this long."""
    indent: float = 1.0
    """A line that starts this much further in than the block's left edge starts a
    paragraph."""
    short_line: float = 0.5
    """A line that ends short of its column's end by more than the next line's first
    word and this much (em) ends a paragraph: that word would have fitted."""
    double_spacing: float = 1.5
    """Lines whose usual pitch on the page is at least this (em) are spaced wider than a
    block holds: a paragraph goes on into the next block at that pitch after a full
    line."""
    paragraph_gap: float = 0.25
    """Lines further apart than the block's usual pitch by this much (em) are two
    paragraphs."""


DEFAULT = LayoutParams()
