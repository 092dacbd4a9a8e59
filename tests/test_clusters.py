"""Combining marks and right-to-left lines placed the way shaping engines place them.

Each page embeds a small TrueType font built here (a square glyph per character, marks
with zero advance) as a CIDFontType2 with Identity-H and a ToUnicode, and draws shaped
glyphs: bases advancing, marks over them with a TJ offset, in a string of their own
after the line, or raised by their own matrix; right-to-left lines in visual order, left
to right. The text must come out in Unicode's logical order.
"""

from __future__ import annotations

import unicodedata
from functools import partial
from pathlib import Path

import pikepdf
from builders import cmap_stream_bytes, embedded_truetype, page_pdf, save, type0_font

from inspector.analysis import Analysis
from inspector.text import extract_page_text

ADVANCE = 600
SPACE = 250


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")


class Font:
    """A font whose glyph ``n`` (code ``n``, Identity-H) draws the n-th character."""

    def __init__(self, chars: str) -> None:
        self.chars = "".join(dict.fromkeys(chars))
        self.gid = {ch: i + 1 for i, ch in enumerate(self.chars)}
        self.width = {ch: 0 if _is_mark(ch) else ADVANCE for ch in self.chars}
        if " " in self.width:
            self.width[" "] = SPACE

    def factory(self) -> partial[pikepdf.Dictionary]:
        names = {ch: f"g{self.gid[ch]}" for ch in self.chars}
        program = embedded_truetype(names, advance={names[ch]: w for ch, w in self.width.items()})
        to_unicode = cmap_stream_bytes(
            [("0000", "ffff")],
            bfchars=[(f"{self.gid[ch]:04x}", f"{ord(ch):04x}") for ch in self.chars],
        )
        widths = [self.width[ch] for ch in self.chars]
        return partial(
            type0_font,
            ordering="Identity",
            supplement=0,
            subtype="CIDFontType2",
            base_font="ShapeTest",
            to_unicode=to_unicode,
            w=[1, widths],
            cid_to_gid="Identity",
            font_file2=program,
        )

    def code(self, ch: str) -> str:
        return f"<{self.gid[ch]:04x}>"

    def shaped(self, glyphs: str, offset: int = -300) -> str:
        """A TJ array as HarfBuzz's output would be written: bases advance, each mark
        drawn with zero advance, moved ``offset`` thousandths of an em (back over the
        base before it, or forward over the one after it) and the pen restored."""
        parts = []
        for ch in glyphs:
            if _is_mark(ch):
                parts.append(f"{-offset} {self.code(ch)} {offset}")
            else:
                parts.append(self.code(ch))
        return "[" + " ".join(parts) + "] TJ"


def text_of(tmp_path: Path, font: Font, content: str) -> str:
    pdf = page_pdf({"F1": font.factory()}, content.encode())
    with Analysis(save(pdf, tmp_path)) as analysis:
        return extract_page_text(next(iter(analysis.trace()))).text.rstrip("\n")


THAI = "ที่มีขนาด"


def test_thai_marks_drawn_after_the_line_stay_on_their_bases(tmp_path: Path) -> None:
    """LibreOffice's habit: the consonants in one string, then each mark in a string of
    its own with zero advance at the end of its base (the mark's outline reaches back
    over it), which is where the next consonant starts."""
    font = Font(THAI)
    size = 20
    step = ADVANCE / 1000 * size
    bases = [ch for ch in THAI if not _is_mark(ch)]
    ops = ["BT", f"/F1 {size} Tf", "100 700 Td", "[" + "".join(map(font.code, bases)) + "] TJ"]
    ops.append("ET")
    position = -1
    for ch in THAI:
        if _is_mark(ch):
            ops.append(
                f"BT /F1 {size} Tf {100 + (position + 1) * step:g} 700 Td {font.code(ch)} Tj ET"
            )
        else:
            position += 1
    assert text_of(tmp_path, font, "\n".join(ops)) == THAI


def test_devanagari_marks_placed_back_over_their_base_make_no_space(tmp_path: Path) -> None:
    """HarfBuzz's output written as one TJ: each mark moved back over its base with a
    negative offset (``कुछ`` read ``कु छ`` from the white after the mark)."""
    word = "कुछ विदेशी भाषाएँ"
    drawn = "कुछ िवदेशी भाषाएँ"  # the vowel sign ि left of its consonant
    font = Font(word)
    content = f"BT /F1 20 Tf 100 700 Td {font.shaped(drawn)} ET"
    assert text_of(tmp_path, font, content) == word


def test_a_pre_base_vowel_sign_drawn_first_follows_its_consonant(tmp_path: Path) -> None:
    """``ि`` is drawn left of the consonant it follows in Unicode (``लिपि`` drawn
    ``िलिप``); with no ActualText the text is put back in logical order."""
    font = Font("लिप")
    visual = "िलिप"
    content = f"BT /F1 20 Tf 100 700 Td [{''.join(map(font.code, visual))}] TJ ET"
    assert text_of(tmp_path, font, content) == "लिपि"


def test_a_raised_arabic_mark_is_not_a_line_of_its_own(tmp_path: Path) -> None:
    """A right-to-left word drawn in visual order, its shadda raised by its own text
    matrix, drawn before its base as HarfBuzz orders a right-to-left cluster: it is
    read after its base, in the word, not as a line of its own (``وا ّتجه``)."""
    logical = "اتّجه"  # alef, teh, shadda, jeem, heh
    font = Font(logical)
    size = 20
    step = ADVANCE / 1000 * size
    # Visual order, left to right: heh, jeem, (shadda over) teh, alef.
    visual = ["ه", "ج", "ّ", "ت", "ا"]
    ops = ["BT", f"/F1 {size} Tf"]
    x = 100.0
    for ch in visual:
        if _is_mark(ch):
            ops.append(f"1 0 0 1 {x + 0.3 * step:g} {700 + 0.45 * size:g} Tm {font.code(ch)} Tj")
        else:
            ops.append(f"1 0 0 1 {x:g} 700 Tm {font.code(ch)} Tj")
            x += step
    ops.append("ET")
    assert text_of(tmp_path, font, "\n".join(ops)) == logical


def _visual_line(font: Font, visual: str, x: float = 100) -> str:
    return f"BT /F1 20 Tf {x:g} 700 Td [{''.join(map(font.code, visual))}] TJ ET"


def test_brackets_named_by_their_mirrored_glyph_are_mirrored_back(tmp_path: Path) -> None:
    """A ToUnicode that names the glyph drawn (the mirrored ``»`` at the right of a
    right-to-left run is U+00BB's glyph) reads ``»self test«`` in logical order: the
    brackets of the right-to-left run are mirrored back. Chromium names the character
    instead: its line reads right as it is and stays so."""
    logical = "הוא אמר «self test» (בדיקה)"
    font = Font(logical)
    # As drawn, left to right: the brackets' glyphs as they look.
    by_glyph = "(הקידב) «self test» רמא אוה"
    assert text_of(tmp_path, font, _visual_line(font, by_glyph)) == logical
    by_character = ")הקידב( »self test« רמא אוה"
    assert text_of(tmp_path, font, _visual_line(font, by_character)) == logical


def test_a_right_to_left_sentence_keeps_its_period_at_its_end(tmp_path: Path) -> None:
    """More Latin than Hebrew, but the period stands at the left of a line whose
    rightmost word is Hebrew: a right-to-left sentence, read from the right."""
    logical = "שלום hello world PDF."
    font = Font(logical)
    visual = ".hello world PDF םולש"
    assert text_of(tmp_path, font, _visual_line(font, visual)) == logical


def test_a_latin_word_and_punctuation_inside_arabic_stay_whole(tmp_path: Path) -> None:
    """A Latin word inside an Arabic sentence keeps its letters in order, the
    question mark stays at the end of its word, harakat stay on their letters."""
    logical = "قالَ habibi كلّهم؟"
    font = Font(logical)
    # Visual order, each mark before its base and moved forward over it (HarfBuzz's
    # right-to-left output).
    visual = "؟مهّلك habibi َلاق"
    content = f"BT /F1 20 Tf 100 700 Td {font.shaped(visual, offset=300)} ET"
    assert text_of(tmp_path, font, content) == logical


def _actual(text: str) -> str:
    return "<feff" + text.encode("utf-16-be").hex() + ">"


def test_an_actual_text_span_stands_for_all_its_glyphs(tmp_path: Path) -> None:
    """iText draws ``लिपि`` as two ActualText spans, each over the vowel sign drawn first
    and its consonant; Chromium puts a cluster's glyphs in strings of their own. The
    span's first glyph carries the text: the others' extent is not white before the
    next span (``लि पि``)."""
    font = Font("िलप")
    ops = ["BT", "/F1 20 Tf", "100 700 Td"]
    for cluster, glyphs in (("लि", "िल"), ("पि", "िप")):
        ops.append(f"/Span <</ActualText {_actual(cluster)}>> BDC")
        # One string per glyph, as Chromium writes them.
        ops.extend(f"{font.code(ch)} Tj {ADVANCE / 1000 * 20:g} 0 Td" for ch in glyphs)
        ops.append("EMC")
    ops.append("ET")
    assert text_of(tmp_path, font, "\n".join(ops)) == "लिपि"


def test_a_spacing_accent_drawn_over_its_letter_is_composed(tmp_path: Path) -> None:
    # TeX's \"o without a composite glyph: J, the spacing dieresis, then the o moved back
    # under it (Times widths: J 389, dieresis 333). pdftotext reads "Jörg"; the accent
    # read by position alone came after the o (Jo¨rg).
    from builders import simple_font

    def font(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return simple_font(pdf, base_font="Times-Roman", encoding="WinAnsiEncoding")

    content = b"BT /F1 12 Tf 72 720 Td [(J\xa8) 444 (org) -3000 (\xa8 and ^)] TJ ET"
    with Analysis(save(page_pdf({"F1": font}, content), tmp_path)) as analysis:
        text = extract_page_text(next(iter(analysis.trace()))).text.strip()
    # A spacing accent beside its letters, not over one, stays what it is.
    assert text == "J\u00f6rg \u00a8 and ^"
