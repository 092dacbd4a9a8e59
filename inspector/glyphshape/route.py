"""The glyph-shape route: read unmapped codes from their glyphs' outlines.

When nothing in a file says which character a code is (no ToUnicode, an Adobe-Identity
collection, a program without a usable cmap or glyph names), the glyph the code draws
still shows it. Each such code's outline, read from the embedded program, is rendered to
a normalized bitmap and compared with the glyphs of installed CJK fonts over the
characters of the font's script (:mod:`charsets`); the best match, its confidence and
the runner-up are attached to the code (:meth:`inspector.decode.Font.adopt_shape`), and
the text uses the matches that reach the threshold. The route runs only when asked: the
file does not state these characters, the inspector guesses them.

numpy (the ``glyphs`` extra) does the rendering and the search; without it, or without
any reference font, :func:`recover` says why in :attr:`ShapeReport.unavailable` and
changes nothing.
"""

from __future__ import annotations

import importlib.util
import os
import time
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from inspector.chain import CodeInfo, Flag, WidthSource
from inspector.decode import Font
from inspector.glyphshape import charsets, references
from inspector.i18n import msg

if TYPE_CHECKING:
    from inspector.glyphshape.index import OpenFaces, ReferenceIndex
    from inspector.glyphshape.match import Matcher
    from inspector.glyphshape.raster import Floats

ENV_LIMIT = "INSPECTOR_GLYPH_LIMIT"
"""When set to N, each script's ideographs are cut to its first N (faster indexes, for
tests and quick looks; JIS X 0208 and GB 2312 put the common ideographs first)."""

INDEXES_KEPT = 48
"""Reference indexes held in memory between fonts (each up to 3 MB: a chunk of
:data:`CHUNK_CHARS`; the two faces of a font whose script is unknown need about 40)."""

_INDEXES: OrderedDict[tuple[object, ...], ReferenceIndex | None] = OrderedDict()


@dataclass(slots=True)
class FontShapes:
    """What the route did for one font."""

    label: str
    asked: int = 0
    """Unmapped codes looked at."""
    drawn: int = 0
    """Of those, codes whose glyph has an outline to match."""
    accepted: int = 0
    ambiguous: int = 0
    """Matches whose candidates have (nearly) the same outline: never accepted."""
    """Matches at or above the confidence threshold (the text uses them)."""
    confidences: list[float] = field(default_factory=list)
    """Confidence of each accepted match."""
    references: list[str] = field(default_factory=list)
    scripts: tuple[str, ...] = ()
    tier: int = 0
    """The last tier of candidates searched: 1, the common ones (Latin, kana, Hangul,
    symbols and each script's :data:`COMMON_IDEOGRAPHS` first ideographs), 2 the rest."""
    blocks: list[str] = field(default_factory=list)
    """The blocks of candidates searched (``latin``, ``ja``, ``ja:0``...)."""

    @property
    def rejected(self) -> int:
        """Matches below the threshold: the codes stay unmapped."""
        return self.drawn - self.accepted


@dataclass(slots=True)
class ShapeReport:
    """The route's outcome over a document."""

    fonts: dict[object, FontShapes] = field(default_factory=dict)
    unavailable: str | None = None
    """Why the route could not run at all (no numpy, no reference font), else None."""
    indexes_built: int = 0
    seconds: float = 0.0


def missing_library() -> str | None:
    """Why the route cannot run on this installation, or None (a message)."""
    if importlib.util.find_spec("numpy") is None:
        return msg('it needs numpy (pip install "pdf-font-inspector[glyphs]")')
    return None


def _import_numpy() -> None:
    """Import numpy with its BLAS (OpenBLAS in numpy's wheels) on one thread, unless
    numpy is imported already or ``OPENBLAS_NUM_THREADS`` is set. The route multiplies
    small matrices (a page's glyphs by a few hundred candidates), where a second thread
    gains nothing on an idle machine; on a busy one the threads wait on each other: at
    load 12 on two cores a cold run took 4.2 s of CPU with them, 2.8 s without, the
    products 15 times as long. The variable is set only while numpy loads its BLAS
    (which reads it then): no child process inherits it."""
    import sys

    name = "OPENBLAS_NUM_THREADS"
    if "numpy" in sys.modules or name in os.environ:
        return
    os.environ[name] = "1"
    try:
        import numpy  # noqa: F401
    finally:
        os.environ.pop(name, None)


def _limit() -> int | None:
    value = os.environ.get(ENV_LIMIT, "")
    return int(value) if value.isdigit() and int(value) > 0 else None


CHUNK_CHARS = 1000
"""Ideographs per reference index: the route builds the indexes of a script's ideographs
one chunk at a time and stops once every glyph has found its identical outline."""

COMMON_IDEOGRAPHS = 3000
"""Ideographs of each script in the first tier: its first ones in its national set, the
common ones (JIS X 0208 level 1, most of GB 2312 level 1, Big5's frequent set)."""

SURE_SHARE = 0.9
"""Share of a page's glyphs that must be read surely (:meth:`Matcher.sure`) in the first
tier for the second (the rare ideographs) not to be built."""


def _blocks(scripts: tuple[str, ...]) -> list[tuple[str, list[str], bool, int]]:
    """``(name, characters, may stop before, tier)``. Tier 1: Latin, then each script's
    kana, Hangul and symbols (the first script's always searched: the twins of Latin
    letters and punctuation are there) and its :data:`COMMON_IDEOGRAPHS` first
    ideographs in chunks; tier 2: each script's other ideographs. No character is in
    two blocks."""
    limit = _limit()
    blocks = [("latin", charsets.latin(), False, 1)]
    seen = set(blocks[0][1])
    han = {}
    for n, script in enumerate(scripts):
        chars = charsets.national(script)
        other = [c for c in chars if not charsets.is_ideograph(c) and c not in seen]
        seen.update(other)
        blocks.append((script, other, n > 0, 1))
        found = [c for c in chars if charsets.is_ideograph(c)]
        han[script] = found[:limit] if limit else found
        blocks += _chunks(script, 0, han[script][:COMMON_IDEOGRAPHS], seen, 1)
    for script in scripts:
        blocks += _chunks(script, COMMON_IDEOGRAPHS, han[script][COMMON_IDEOGRAPHS:], seen, 2)
    return blocks


def _narrowed(
    scripts: tuple[str, ...], tier: int, searched: set[str]
) -> list[tuple[str, list[str], bool, int]]:
    """The blocks of ``scripts`` from ``tier`` on, without the characters already
    searched: the blocks a narrower set of scripts still needs (a rare ideograph of
    theirs may have been in another script's block)."""
    out = []
    for block, chars, may_stop, at in _blocks(scripts):
        left = [c for c in chars if c not in searched]
        if at >= tier and left:
            out.append((block, left, may_stop, at))
    return out


def _chunks(
    script: str, start: int, chars: list[str], seen: set[str], tier: int
) -> list[tuple[str, list[str], bool, int]]:
    """The blocks of :data:`CHUNK_CHARS` of those ideographs that no earlier block holds
    (``seen``, updated)."""
    new = [c for c in chars if c not in seen]
    seen.update(new)
    return [
        (f"{script}:{start + at}", new[at : at + CHUNK_CHARS], True, tier)
        for at in range(0, len(new), CHUNK_CHARS)
    ]


def _memo(font: references.ReferenceFont, block: str, chars: list[str]) -> tuple[object, ...]:
    """The key of an index in :data:`_INDEXES` (a shortlist of a block is another index)."""
    return (font, block, tuple(chars))


def _index(
    font: references.ReferenceFont, block: str, chars: list[str], faces: OpenFaces
) -> ReferenceIndex | None:
    from inspector.glyphshape.index import load_index

    key = _memo(font, block, chars)
    if key in _INDEXES:
        _INDEXES.move_to_end(key)
        return _INDEXES[key]
    found = load_index(font, chars, faces)
    _INDEXES[key] = found
    while len(_INDEXES) > INDEXES_KEPT:
        _INDEXES.popitem(last=False)
    return found


def clear_indexes() -> None:
    """Forget the indexes held in memory (the disk cache stays)."""
    _INDEXES.clear()


def _gid(font: Font, info: CodeInfo) -> int | None:
    if info.gid is not None:
        return info.gid
    program = font.program
    if program is None:
        return None
    if info.cid is not None:
        return program.gid_for_cid(info.cid)
    if info.glyph_name:
        return program.gid_for_name(info.glyph_name)
    return None


def _advance(font: Font, info: CodeInfo, gid: int | None) -> float | None:
    """A glyph's advance in ems: the program's own, else the font dictionary's ``/W`` or
    ``/Widths`` (not a default width, which says nothing about the glyph)."""
    program = font.program
    if program is not None and gid is not None:
        found = program.advance(gid)
        if found is not None and found > 0:
            return found / 1000
    if info.width_source in (WidthSource.W, WidthSource.WIDTHS) and info.width > 0:
        return info.width / 1000
    return None


def _shown_script(matcher: Matcher, scripts: tuple[str, ...], threshold: float) -> bool:
    """Whether the glyphs themselves show that the text is in the first of several
    scripts: some glyph is read, sure and unambiguous, as a character only that script
    writes (hiragana for Japanese), and none as one only another script writes. Sure is
    :meth:`Matcher.sure`: the rarer ideographs are not searched yet."""
    shown = set()
    results = matcher.results(threshold)
    for ok, result in zip(matcher.sure(threshold, results), results):
        if ok and result is not None:
            script = charsets.only_in(result.text)
            if script is not None:
                shown.add(script)
    return shown == {scripts[0]}


def _shown_rare(matcher: Matcher, scripts: tuple[str, ...], threshold: float) -> tuple[str, ...]:
    """The scripts whose rare ideographs are worth searching: of several, the one the
    common readings show (some sure, unambiguous reading is a character only that
    script's set holds, as 这 for simplified Chinese, and none is one only another's
    holds), else all of them."""
    if len(scripts) < 2:
        return scripts
    shown = set()
    results = matcher.results(threshold)
    for ok, result in zip(matcher.sure(threshold, results), results):
        if ok and result is not None:
            found = charsets.written_in(result.text, scripts)
            if len(found) == 1:
                shown.add(found[0])
    return (shown.pop(),) if len(shown) == 1 else scripts


FACE_EVIDENCE = 3
"""Glyphs that must match well before the shapes may choose between two faces."""
FACE_SHARE = 0.75
"""Share of those glyphs one face must match best for the other face to be dropped."""


def _shown_face(
    matcher: Matcher, faces: list[references.ReferenceFont]
) -> list[references.ReferenceFont]:
    """The faces worth searching further: of a face with serifs and one without (a font
    whose name names no design), the one whose glyphs the font's glyphs are drawn like,
    when the glyphs matched so far (Latin, kana, symbols) say so clearly; else both."""
    if len(faces) < 2:
        return faces
    wins = matcher.best_faces()
    total = sum(wins.values())
    if total < FACE_EVIDENCE:
        return faces
    for face in faces:
        if wins.get(face, 0) >= FACE_SHARE * total:
            return [face]
    return faces


class _Prefilter:
    """The candidates worth a full feature for one font's glyphs (:mod:`coarse`): the
    union of each glyph's nearest by coarse signature, for ideographs per reference face
    and tier (over every script's chunks of the tier still to search), for the other
    blocks (Latin, each script's kana, Hangul and symbols) per face and block."""

    def __init__(self, signatures: Floats) -> None:
        self.signatures = signatures
        self._picked: dict[tuple[object, ...], set[str] | None] = {}
        self._pools: dict[tuple[object, ...], tuple[list[str], Floats] | None] = {}

    def reset(self) -> None:
        """Forget the shortlists (the blocks were laid out anew)."""
        self._picked.clear()
        self._pools.clear()

    def _pool(
        self,
        face: references.ReferenceFont,
        block: str,
        chars: list[str],
        tier: int,
        queue: list[tuple[str, list[str], bool, int]],
    ) -> tuple[list[str], Floats] | None:
        """The signatures of the tier's ideographs still to search (the block's own
        first when it is a chunk of them); None when the face cannot be rendered."""
        import numpy as np

        from inspector.glyphshape import coarse

        key = (face, tier)
        if key not in self._pools:
            parts = [chars] if ":" in block else []
            parts += [c for name, c, _, at in queue if at == tier and ":" in name]
            names: list[str] = []
            rows = [np.zeros((0, coarse.SIZE * coarse.SIZE), dtype=np.float32)]
            for part in parts:
                got = coarse.reference_signatures(face, part)
                if got is None:
                    self._pools[key] = None
                    break
                names += got[0]
                rows.append(got[1])
            else:
                self._pools[key] = (names, np.concatenate(rows))
        return self._pools[key]

    def pick(
        self,
        face: references.ReferenceFont,
        block: str,
        chars: list[str],
        tier: int,
        queue: list[tuple[str, list[str], bool, int]],
    ) -> list[str]:
        """The characters of a block to build in full (all of them when the face cannot
        be rendered for the signatures)."""
        import numpy as np

        from inspector.glyphshape import coarse

        ideographs = ":" in block
        key = (face, tier) if ideographs else (face, block)
        if key not in self._picked:
            pool = self._pool(face, block, chars, tier, queue)
            if pool is None:
                self._picked[key] = None
            elif ideographs:
                self._picked[key] = coarse.shortlist(self.signatures, *pool)
            else:
                got = coarse.reference_signatures(face, chars)
                if got is None:
                    self._picked[key] = None
                else:
                    best = (
                        (self.signatures @ pool[1].T).max(axis=1)
                        if len(pool[0])
                        else np.full(len(self.signatures), -1.0, dtype=np.float32)
                    )
                    self._picked[key] = coarse.shortlist(
                        self.signatures,
                        got[0],
                        got[1],
                        coarse.SHORTLIST_OTHER,
                        coarse.TIES,
                        elsewhere=best,
                    )
        picked = self._picked[key]
        return chars if picked is None else [c for c in chars if c in picked]


def wanted(info: CodeInfo) -> bool:
    """Whether the route looks at a code: valid, and mapped to nothing by the PDF nor
    by the program's own evidence."""
    return (
        info.unicode is None
        and Flag.INVALID not in info.flags
        and (info.recovered is None or info.shape is not None)
    )


def recover(
    fonts: Iterable[tuple[object, str, Font, list[CodeInfo]]],
    lang: str | None = None,
    min_confidence: float | None = None,
) -> ShapeReport:
    """Match the glyphs of unmapped codes and attach the matches to their fonts.

    Args:
        fonts: ``(key, label, font, codes)``: the unmapped codes each font shows.
        lang: the document's ``/Lang``, which narrows the script.
        min_confidence: the threshold (default :data:`match.MIN_CONFIDENCE`).
    """
    report = ShapeReport()
    started = time.perf_counter()
    todo = [(k, label, f, [i for i in codes if wanted(i)]) for k, label, f, codes in fonts]
    todo = [t for t in todo if t[3] and t[2].program is not None]
    if not todo:
        return report
    reason = missing_library()
    if reason is not None:
        report.unavailable = reason
        return report
    _import_numpy()
    import numpy as np

    from inspector.glyphshape import coarse, raster
    from inspector.glyphshape.index import OpenFaces
    from inspector.glyphshape.match import MIN_CONFIDENCE, Matcher

    threshold = MIN_CONFIDENCE if min_confidence is None else min_confidence
    any_reference = False
    any_named = False
    for key, label, font, codes in todo:
        spec = font.spec
        ordering = spec.descendant.ordering if spec.descendant is not None else None
        scripts = charsets.scripts_for(font.style.base_font, ordering, lang)
        # A one-byte font whose name names no CJK script draws Latin text: only the Latin
        # block is searched (the CJK fonts' Latin glyphs), not 36,000 ideographs.
        latin_only = font.kind != "composite" and scripts == charsets.SCRIPTS
        if latin_only:
            scripts = ()
        shapes = report.fonts[key] = FontShapes(label, asked=len(codes), scripts=scripts)
        program = font.program
        outlines = []
        for info in codes:
            gid = _gid(font, info)
            outline = program.outline(gid) if program is not None and gid is not None else None
            if outline is not None:
                outlines.append((info, gid, outline))
        rendered, valid, shape_bitmaps = raster.features_and_shapes(
            [outline for _, _, outline in outlines]
        )
        rows = [row for row, ok in zip(rendered, valid) if ok]
        kept = [item for item, ok in zip(outlines, valid) if ok]
        advances = [_advance(font, info, gid) for info, gid, _ in kept]
        drawn = [info for info, _, _ in kept]
        shapes.drawn = len(drawn)
        # The faces of the most likely script (of the one script the font names, else of
        # Japanese) draw the characters of every script searched: the regional faces of a
        # CJK family share most glyphs, and one face per design keeps the indexes few.
        first = scripts[0] if scripts else "ja"
        faces = references.choose(first, font.style.base_font, font.style.bold)
        any_named = any_named or bool(faces)
        if not rows:
            any_reference = any_reference or bool(faces)
            continue
        matcher = Matcher(np.stack(rows), advances)
        prefilter = (
            _Prefilter(coarse.signatures_of(shape_bitmaps[valid])) if coarse.available() else None
        )
        searched = 0
        # Block by block over the faces: when one of them is the font's own family, its
        # identical outlines settle the search before the other face's rarer blocks. When
        # the font's name names no script, the first script's blocks come first; if the
        # glyphs read there show that script (hiragana), the others are not searched, as
        # if the name had named it. Likewise, of two faces (one with serifs, one without:
        # the name names no design), only the one whose Latin, kana and symbols the glyphs
        # match clearly best is searched for the ideographs. The rare ideographs (tier 2)
        # are searched only when the common ones leave too many glyphs unsure (when they
        # are not, only the sure readings are accepted), and of several scripts only in
        # the one the sure readings show, if they show one.
        cut = rare_decided = False
        with OpenFaces() as opened:
            queue = _blocks(scripts)
            searched_chars: set[str] = set()
            while queue:
                block, chars, may_stop, tier = queue.pop(0)
                if may_stop and matcher.settled():
                    break
                if (
                    len(scripts) > 1
                    and block.split(":", 1)[0] == scripts[1]
                    and _shown_script(matcher, scripts, threshold)
                ):
                    scripts = shapes.scripts = scripts[:1]
                    queue = _narrowed(scripts, 1, searched_chars)
                    if prefilter is not None:
                        prefilter.reset()
                    continue
                if tier > 1 and not rare_decided:
                    # Before the rare ideographs: none when the common ones read nearly
                    # every glyph surely; of several scripts, only the one they show.
                    rare_decided = True
                    if matcher.sure_share(threshold) >= SURE_SHARE:
                        cut = True
                        break
                    shown = _shown_rare(matcher, scripts, threshold)
                    if shown != scripts:
                        scripts = shown
                        queue = _narrowed(scripts, 2, searched_chars)
                        if prefilter is not None:
                            prefilter.reset()
                        continue
                searched_chars.update(chars)
                if block == f"{scripts[0]}:0":
                    faces = _shown_face(matcher, faces)
                for face in faces:
                    if may_stop and matcher.settled():
                        break
                    wanted_chars = chars
                    if prefilter is not None:
                        wanted_chars = prefilter.pick(face, block, chars, tier, queue)
                        if not wanted_chars:
                            continue
                    before = _INDEXES.get(_memo(face, block, wanted_chars))
                    index = _index(face, block, wanted_chars, opened)
                    if index is None or not len(index.chars):
                        continue
                    if before is None and index.built:
                        report.indexes_built += 1
                    matcher.add(index)
                    searched += 1
                    shapes.tier = max(shapes.tier, tier)
                    if block not in shapes.blocks:
                        shapes.blocks.append(block)
                    if face.label not in shapes.references:
                        shapes.references.append(face.label)
        if not searched:
            continue
        any_reference = True
        sure = matcher.sure(threshold) if cut else None
        for i, (info, result) in enumerate(zip(drawn, matcher.results(threshold))):
            if result is None:
                continue
            if sure is not None and result.accepted and not sure[i]:
                # The rare ideographs were not searched: the reading might be one of them.
                result = replace(result, accepted=False)
            font.adopt_shape(info.code_bytes, result)
            if result.accepted:
                shapes.accepted += 1
                shapes.confidences.append(result.confidence)
            elif result.alternatives:
                shapes.ambiguous += 1
    if not any_reference and report.fonts:
        report.unavailable = references.why_none(any_named)
    report.seconds = time.perf_counter() - started
    return report
