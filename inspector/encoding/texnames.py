"""Glyph names of TeX's math and symbol fonts that the Adobe Glyph List does not know.

Knuth's Computer Modern math fonts (CMMI, CMSY, CMEX), the AMS symbol fonts (MSAM,
MSBM) and a few glyphs of the text fonts (``visiblespace``, ``compwordmark``), as Type 1
fonts, name their glyphs after TeX's control sequences rather than by the
Adobe Glyph List: ``prime``, ``similarequal``, ``summationdisplay``, ``parenleftbig``.
pdfTeX and dvips embed them with the program's built-in encoding and no ToUnicode, so a
reader following ISO 32000-1 §9.10.2 finds no Unicode for these codes, while MuPDF,
PyMuPDF and pypdf print the character.

This table was written here from the names those fonts use and Unicode's mathematical
characters; it holds only names whose character is not in doubt. It is consulted after
the AGL and after the code-name patterns (:mod:`inspector.decode.codenames`), so it never
changes what a name the AGL knows means, and its answers are recovered text
(:attr:`inspector.chain.UnicodeSource.TEX_NAME`), never the file's mapping.

One piece of a symbol built from several glyphs is here: ``mapsto``, the bar TeX draws
with no advance at the tail of an arrow (``\\mapsto`` is it and ``\\rightarrow``), reads
as ↦, and the layout takes the arrow drawn from it as part of the same symbol
(:func:`inspector.text.clusters.join_arrow_pieces`). Left out on purpose: the other
pieces, where any single character would print the symbol twice or in the wrong place
(``arrowhookleft`` the hook of ``\\hookrightarrow``,
``negationslash`` the slash drawn over the next relation), the extensible pieces of
CMEX's tall delimiters (``braceleftmid``, ``parenleftex``...), and names other fonts use
for shapes whose fill the name does not tell (``square``, ``triangle``, ``star``,
``smile``: Type3 fonts draw filled and open ones under the same names, so a character for
them would be a guess).
"""

from __future__ import annotations

# The big (\big, \Big, \bigg, \Bigg) and text/display sizes of CMEX are the same character
# at another size: each maps to its base character.
_SIZED = {
    "parenleft": "(",
    "parenright": ")",
    "bracketleft": "[",
    "bracketright": "]",
    "floorleft": "\u230a",
    "floorright": "\u230b",
    "ceilingleft": "\u2308",
    "ceilingright": "\u2309",
    "braceleft": "{",
    "braceright": "}",
    "angbracketleft": "\u27e8",
    "angbracketright": "\u27e9",
    "slash": "/",
    "backslash": "\\",
    "radical": "\u221a",
}
_SIZES = ("big", "Big", "bigg", "Bigg", "Bigg")

_OPERATORS = {
    "summation": "\u2211",
    "product": "\u220f",
    "coproduct": "\u2210",
    "integral": "\u222b",
    "contintegral": "\u222e",
    "union": "\u22c3",  # the n-ary forms: CMEX's big operators
    "intersection": "\u22c2",
    "unionmulti": "\u2a04",
    "logicaland": "\u22c0",
    "logicalor": "\u22c1",
    "circledot": "\u2a00",
    "circleplus": "\u2a01",
    "circlemultiply": "\u2a02",
    "unionsq": "\u2a06",
}

_NAMES = {
    # CMMI: Greek variants, harpoons, musical signs and other symbols.
    # The Type 1 CM fonts give the AGL name to the shape the AGL means (``epsilon`` is the
    # curly \varepsilon, ``phi`` the looped \varphi) and "1" to the other one: ``epsilon1``
    # draws \epsilon, the lunate form (checked against a rendered page), ``phi1`` the
    # stroked \phi.
    "epsilon1": "\u03f5",
    "theta1": "\u03d1",  # \vartheta
    "pi1": "\u03d6",  # \varpi
    "rho1": "\u03f1",  # \varrho
    "sigma1": "\u03c2",  # \varsigma
    "phi1": "\u03d5",
    "harpoonleftup": "\u21bc",
    "harpoonleftdown": "\u21bd",
    "harpoonrightup": "\u21c0",
    "harpoonrightdown": "\u21c1",
    "flat": "\u266d",
    "natural": "\u266e",
    "sharp": "\u266f",
    "slurbelow": "\u2323",
    "slurabove": "\u2322",
    "lscript": "\u2113",
    # \vec's arrow, drawn over its base (before it in the content stream): COMBINING
    # RIGHT ARROW ABOVE, as MuPDF, PyMuPDF and pypdf print it; the layout puts it after
    # the letter it is drawn over (inspector.text.clusters).
    "vector": "\u20d7",
    # The TeX text fonts (CM, the EC/T1 fonts), with the values pdfTeX's
    # glyphtounicode.tex gives them.
    "visiblespace": "\u2423",  # cmtt, T1 0x20: OPEN BOX
    "compwordmark": "\u200c",  # T1 0x17: an invisible ligature breaker, ZERO WIDTH NON-JOINER
    "cwm": "\u200c",
    # CMSY 0x37: the bar of \mapsto (see above).
    "mapsto": "\u21a6",
    # CMSY: binary operators, relations, arrows and delimiters.
    "asteriskmath": "\u2217",
    "diamondmath": "\u22c4",
    "minusplus": "\u2213",
    "circleminus": "\u2296",
    "circledivide": "\u2298",
    "circledot": "\u2299",
    # The large circle drawn over a "c" for \copyright (also \bigcirc): what MuPDF and
    # PyMuPDF print, COMBINING ENCLOSING CIRCLE, which after the "c" reads as the mark.
    "circlecopyrt": "\u20dd",
    "equivasymptotic": "\u224d",
    "precedesequal": "\u2aaf",
    "followsequal": "\u2ab0",
    "lessmuch": "\u226a",
    "greatermuch": "\u226b",
    "precedes": "\u227a",
    "follows": "\u227b",
    "arrownortheast": "\u2197",
    "arrowsoutheast": "\u2198",
    "arrownorthwest": "\u2196",
    "arrowsouthwest": "\u2199",
    "similarequal": "\u2243",
    "prime": "\u2032",
    "owner": "\u220b",
    "latticetop": "\u22a4",
    "unionmulti": "\u228e",
    "turnstileleft": "\u22a2",
    "turnstileright": "\u22a3",
    "floorleft": "\u230a",
    "floorright": "\u230b",
    "ceilingleft": "\u2308",
    "ceilingright": "\u2309",
    "angbracketleft": "\u27e8",  # cmsy 0x68: MATHEMATICAL LEFT ANGLE BRACKET
    "angbracketright": "\u27e9",  # cmsy 0x69
    "bardbl": "\u2016",
    "arrowbothv": "\u2195",
    "arrowdblbothv": "\u21d5",
    "wreathproduct": "\u2240",
    "coproduct": "\u2210",
    "unionsq": "\u2294",
    "intersectionsq": "\u2293",
    "subsetsqequal": "\u2291",
    "supersetsqequal": "\u2292",
    # CMEX: big delimiters and operators by size (see _SIZED and _OPERATORS).
    "contintegraltext": "\u222e",
    "contintegraldisplay": "\u222e",
    "integraltext": "\u222b",
    "integraldisplay": "\u222b",
    "radicalbigg": "\u221a",
    "radicalBigg": "\u221a",
    # MSAM and MSBM (AMS symbols).
    "squaresolid": "\u25a0",
    "lozenge": "\u25ca",
    "lozengesolid": "\u29eb",
    "checkmark": "\u2713",
    "therefore": "\u2234",
    "because": "\u2235",
    "lessorequalslant": "\u2a7d",
    "greaterorequalslant": "\u2a7e",
    "lessorsimilar": "\u2272",
    "greaterorsimilar": "\u2273",
    "lessorapproxeql": "\u2a85",
    "greaterorapproxeql": "\u2a86",
    "lessorgreater": "\u2276",
    "greaterorless": "\u2277",
    "notlessorslnteql": "\u2a87",
    "notgreaterorslnteql": "\u2a88",
    "lessnotequal": "\u2268",
    "greaternotequal": "\u2269",
    "notless": "\u226e",
    "notgreater": "\u226f",
    "notequal": "\u2260",
    "notsubseteql": "\u2288",
    "notsupereql": "\u2289",
    "subsetnoteql": "\u228a",
    "supersetnoteql": "\u228b",
    "subsetdbl": "\u22d0",
    "supersetdbl": "\u22d1",
    "uniondbl": "\u22d3",
    "intersectiondbl": "\u22d2",
    "equalsdots": "\u2251",
    "circleR": "\u00ae",
    "circleS": "\u24c8",
    "emptyset": "\u2205",
    "complement": "\u2201",
    "angle": "\u2220",
    "measuredangle": "\u2221",
    "sphericalangle": "\u2222",
    "dividemultiply": "\u22c7",
    "multimap": "\u22b8",
    "forces": "\u22a9",
    "defines": "\u225c",
    "dotplus": "\u2214",
    "notsimilar": "\u2241",
    "notelement": "\u2209",
    "mho": "\u2127",
    "eth": "\u00f0",
    "hbar": "\u210f",
    "planckover2pi": "\u210f",
    "planckover2pi1": "\u210f",
    "Finv": "\u2132",
    "Game": "\u2141",
    "Bbbk": "\U0001d55c",
    "beth": "\u2136",
    "gimel": "\u2137",
    "daleth": "\u2138",
    "digamma": "\u03dd",
    "backprime": "\u2035",
    "blacktriangle": "\u25b4",
    "blacktriangledown": "\u25be",
    "arrowdbllongleft": "\u27f8",
    "arrowdbllongright": "\u27f9",
}


def _build() -> dict[str, str]:
    table = dict(_NAMES)
    for base, text in _SIZED.items():
        for size in _SIZES:
            table.setdefault(base + size, text)
    for base, text in _OPERATORS.items():
        table.setdefault(base + "text", text)
        table.setdefault(base + "display", text)
    return table


TEX_GLYPH_NAMES: dict[str, str] = _build()
"""TeX font glyph name to the character its glyph shows."""


def tex_glyph_name_to_unicode(name: str) -> str | None:
    """The character a TeX math or symbol font's glyph name stands for, or None.

    Only the name itself is looked up (``prime``, ``summationdisplay``,
    ``parenleftbig``); a suffix after a period is dropped as the AGL rules do.
    """
    return TEX_GLYPH_NAMES.get(name.split(".", 1)[0])
