"""Factories for the smallest PDFs, fonts and CMaps that tests need.

Each builder spells out one decoding chain exactly (Encoding, CMap ranges,
ToUnicode, widths), e.g. ``page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\\0\\1"))``.

Conversions used throughout: a ``str`` given where a PDF object is expected
becomes a Name (a leading slash is optional), ``bytes`` become a stream, lists
become arrays and dicts become dictionaries (keys with or without the slash).
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pikepdf
from fontTools.fontBuilder import FontBuilder, buildCmapSubTable
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont

FONT_TIME = 3_786_825_600
"""head.created and head.modified of every font built here (2024-01-01, in seconds since
1904): fontTools stamps the clock otherwise, and two builds straddling a second differ."""


def font_bytes(font: TTFont) -> bytes:
    """The saved font, with its timestamps fixed at ``FONT_TIME`` (so that a font built
    twice gives the same bytes)."""
    font.recalcTimestamp = False
    font["head"].created = font["head"].modified = FONT_TIME
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


FontFactory = Callable[[pikepdf.Pdf], pikepdf.Dictionary]

_CMAP_NAME = re.compile(rb"/CMapName\s*/([^\s/\[\]<>(){}%]+)\s+def")


# --- small conversions -------------------------------------------------------


def _name(value: str) -> pikepdf.Name:
    """Name from ``"Foo"`` or ``"/Foo"``."""
    return pikepdf.Name(value if value.startswith("/") else "/" + value)


def _obj(pdf: pikepdf.Pdf, value: Any) -> Any:
    """Python value -> PDF object (str -> Name, bytes -> stream, list -> Array)."""
    if isinstance(value, pikepdf.Object | bool | int | float):
        return value
    if isinstance(value, str):
        return _name(value)
    if isinstance(value, bytes):
        return pdf.make_stream(value)
    if isinstance(value, Mapping):
        return pikepdf.Dictionary({str(_name(k)): _obj(pdf, v) for k, v in value.items()})
    if isinstance(value, Sequence):
        return pikepdf.Array([_obj(pdf, v) for v in value])
    raise TypeError(f"cannot convert {value!r} to a PDF object")


def _num(value: float) -> str:
    """Number as PDF content-stream text (no exponent form)."""
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


def _hex(value: str) -> str:
    """``"8140"`` or ``"<8140>"`` -> ``"<8140>"``."""
    return "<" + value.strip().strip("<>").replace(" ", "") + ">"


def _system_info(registry: str, ordering: str, supplement: int) -> pikepdf.Dictionary:
    return pikepdf.Dictionary(
        Registry=pikepdf.String(registry),
        Ordering=pikepdf.String(ordering),
        Supplement=supplement,
    )


def _cmap_stream(
    pdf: pikepdf.Pdf, data: bytes, system_info: pikepdf.Dictionary, extra: Mapping[str, Any]
) -> pikepdf.Stream:
    """Embedded CMap stream (§9.7.5.3); /CMapName comes from the CMap text."""
    found = _CMAP_NAME.search(data)
    cmap_name = found.group(1).decode("latin-1") if found else "Test-H"
    stream = pdf.make_stream(data)
    stream.Type = pikepdf.Name.CMap
    stream.CMapName = _name(cmap_name)
    stream.CIDSystemInfo = system_info
    for key, value in extra.items():
        key_name = str(_name(key))
        if key_name == "/UseCMap" and isinstance(value, bytes):
            value = _cmap_stream(pdf, value, system_info, {})
        stream[key_name] = _obj(pdf, value)
    return stream


def _descriptor(
    pdf: pikepdf.Pdf,
    font_name: str,
    font_file2: bytes | None = None,
    missing_width: int | None = None,
    font_file3: pikepdf.Object | None = None,
) -> pikepdf.Dictionary:
    """FontDescriptor with the required entries (§9.8.1); ``font_file3`` a program
    stream (Type1C) as it is, shared or not."""
    desc = pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor,
        FontName=_name(font_name),
        Flags=4,
        FontBBox=pikepdf.Array([0, -120, 1000, 880]),
        ItalicAngle=0,
        Ascent=880,
        Descent=-120,
        CapHeight=700,
        StemV=80,
    )
    if missing_width is not None:
        desc.MissingWidth = missing_width
    if font_file2 is not None:
        program = pdf.make_stream(font_file2)
        program.Length1 = len(font_file2)
        desc.FontFile2 = program
    if font_file3 is not None:
        desc.FontFile3 = font_file3
    return pdf.make_indirect(desc)


# --- fonts -------------------------------------------------------------------


def type0_font(
    pdf: pikepdf.Pdf,
    *,
    encoding: str | bytes = "Identity-H",
    ordering: str = "Japan1",
    registry: str = "Adobe",
    supplement: int = 6,
    subtype: str = "CIDFontType0",
    base_font: str = "KozMinPr6N-Regular",
    to_unicode: bytes | str | None = None,
    w: list[Any] | None = None,
    dw: int | None = None,
    w2: list[Any] | None = None,
    dw2: list[Any] | None = None,
    cid_to_gid: str | bytes | None = None,
    font_file2: bytes | None = None,
    encoding_cmap_dict: dict[str, Any] | None = None,
) -> pikepdf.Dictionary:
    """Indirect Type0 font with one descendant CIDFont (§9.7).

    ``encoding`` as str is a predefined CMap name, as bytes an embedded CMap
    whose stream dictionary gets ``encoding_cmap_dict`` entries on top (bytes
    given for ``/UseCMap`` become a CMap stream too). ``to_unicode`` as str
    becomes a Name, the wrong type some producers write.
    """
    info = _system_info(registry, ordering, supplement)
    cid_font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font,
        Subtype=_name(subtype),
        BaseFont=_name(base_font),
        CIDSystemInfo=info,
        FontDescriptor=_descriptor(pdf, base_font, font_file2),
    )
    for key, value in (("/W", w), ("/DW", dw), ("/W2", w2), ("/DW2", dw2)):
        if value is not None:
            cid_font[key] = _obj(pdf, value)
    if cid_to_gid is not None:
        cid_font.CIDToGIDMap = _obj(pdf, cid_to_gid)

    if isinstance(encoding, bytes):
        cmap = _cmap_stream(pdf, encoding, info, encoding_cmap_dict or {})
        enc_obj: pikepdf.Object = pdf.make_indirect(cmap)
        cmap_name = str(cmap.CMapName)[1:]
    else:
        enc_obj = _name(encoding)
        cmap_name = encoding.lstrip("/")
    font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font,
        Subtype=pikepdf.Name.Type0,
        BaseFont=_name(f"{base_font}-{cmap_name}"),
        Encoding=enc_obj,
        DescendantFonts=pikepdf.Array([pdf.make_indirect(cid_font)]),
    )
    if to_unicode is not None:
        font.ToUnicode = _obj(pdf, to_unicode)
    return pdf.make_indirect(font)


def _encoding_obj(
    pdf: pikepdf.Pdf, encoding: str | dict[str, Any] | None, differences: list[Any] | None
) -> Any:
    """/Encoding entry of a simple font (§9.6.6), or None for none."""
    if differences is None:
        return None if encoding is None else _obj(pdf, encoding)
    enc = pikepdf.Dictionary(Type=pikepdf.Name.Encoding)
    if isinstance(encoding, str):
        enc.BaseEncoding = _name(encoding)
    elif encoding is not None:
        for key, value in encoding.items():
            enc[str(_name(key))] = _obj(pdf, value)
    enc.Differences = _obj(pdf, differences)
    return enc


def _widths(font: pikepdf.Dictionary, first_char: int | None, widths: list[Any] | None) -> None:
    if first_char is not None:
        font.FirstChar = first_char
        font.LastChar = first_char + max(len(widths or ()), 1) - 1
    if widths is not None:
        font.Widths = pikepdf.Array(widths)


def simple_font(
    pdf: pikepdf.Pdf,
    *,
    subtype: str = "Type1",
    base_font: str = "Helvetica",
    encoding: str | dict[str, Any] | None = None,
    differences: list[Any] | None = None,
    first_char: int | None = None,
    widths: list[Any] | None = None,
    to_unicode: bytes | None = None,
    missing_width: int | None = None,
    font_file2: bytes | None = None,
    font_file3: pikepdf.Object | None = None,
    descriptor: bool = False,
) -> pikepdf.Dictionary:
    """Indirect simple font (Type1, TrueType, MMType1; §9.6).

    ``differences`` mixes codes and glyph names: ``[65, "A", "B", 200, "x"]``.
    A FontDescriptor is added when asked for or when ``missing_width``, ``font_file2``
    or ``font_file3`` (a Type1C program stream) need one. /LastChar follows from
    ``first_char`` and ``widths``.
    """
    font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font, Subtype=_name(subtype), BaseFont=_name(base_font)
    )
    enc = _encoding_obj(pdf, encoding, differences)
    if enc is not None:
        font.Encoding = enc
    _widths(font, first_char, widths)
    if to_unicode is not None:
        font.ToUnicode = pdf.make_stream(to_unicode)
    if descriptor or missing_width is not None or font_file2 is not None or font_file3 is not None:
        font.FontDescriptor = _descriptor(pdf, base_font, font_file2, missing_width, font_file3)
    return pdf.make_indirect(font)


def type3_font(
    pdf: pikepdf.Pdf,
    *,
    glyphs: dict[str, bytes],
    encoding_differences: list[Any],
    first_char: int,
    widths: list[Any],
    font_matrix: Sequence[float] = (0.001, 0, 0, 0.001, 0, 0),
    to_unicode: bytes | None = None,
    resources: pikepdf.Dictionary | None = None,
) -> pikepdf.Dictionary:
    """Indirect Type3 font (§9.6.5); ``glyphs`` maps glyph names to CharProcs."""
    font = pikepdf.Dictionary(
        Type=pikepdf.Name.Font,
        Subtype=pikepdf.Name.Type3,
        FontBBox=pikepdf.Array([0, 0, 1000, 1000]),
        FontMatrix=pikepdf.Array(list(font_matrix)),
        CharProcs=pikepdf.Dictionary(
            {str(_name(k)): pdf.make_stream(v) for k, v in glyphs.items()}
        ),
        Encoding=pikepdf.Dictionary(
            Type=pikepdf.Name.Encoding, Differences=_obj(pdf, encoding_differences)
        ),
    )
    _widths(font, first_char, widths)
    if to_unicode is not None:
        font.ToUnicode = pdf.make_stream(to_unicode)
    if resources is not None:
        font.Resources = resources
    return pdf.make_indirect(font)


# --- pages and content -------------------------------------------------------


def page_pdf(
    fonts: dict[str, FontFactory] | None = None,
    content: bytes | list[bytes] = b"",
    *,
    xobjects: dict[str, bytes] | None = None,
    pages: int = 1,
    rotate: int = 0,
    media_box: Sequence[float] = (0, 0, 595, 842),
) -> pikepdf.Pdf:
    """New PDF whose pages use ``fonts`` (resource name -> factory) and ``content``.

    A list of contents gives one page each (``pages`` is then ignored). Each
    Form XObject in ``xobjects`` gets the same font resources as the pages.
    """
    pdf = pikepdf.Pdf.new()
    font_res = pikepdf.Dictionary(
        {str(_name(k)): factory(pdf) for k, factory in (fonts or {}).items()}
    )
    forms = {}
    for key, form_content in (xobjects or {}).items():
        form = pdf.make_stream(form_content)
        form.Type = pikepdf.Name.XObject
        form.Subtype = pikepdf.Name.Form
        form.BBox = pikepdf.Array(list(media_box))
        form.Resources = pikepdf.Dictionary(Font=font_res)
        forms[str(_name(key))] = form
    contents = content if isinstance(content, list) else [content] * pages
    for page_content in contents:
        resources = pikepdf.Dictionary(Font=font_res)
        if forms:
            resources.XObject = pikepdf.Dictionary(forms)
        page = pikepdf.Dictionary(
            Type=pikepdf.Name.Page,
            MediaBox=pikepdf.Array(list(media_box)),
            Contents=pdf.make_stream(page_content),
            Resources=resources,
        )
        if rotate:
            page.Rotate = rotate
        pdf.pages.append(pikepdf.Page(pdf.make_indirect(page)))
    return pdf


def _operand(item: bytes | float) -> str:
    if isinstance(item, bytes):
        return "<" + item.hex().upper() + ">"
    return _num(item)


def content_tj(
    font: str, size: float, *strings: bytes | list[bytes | float], x: float = 72, y: float = 720
) -> bytes:
    """``BT /F1 12 Tf 72 720 Td <..> Tj ET``; a list argument becomes one TJ array."""
    lines = ["BT", f"{_name(font)} {_num(size)} Tf", f"{_num(x)} {_num(y)} Td"]
    for item in strings:
        if isinstance(item, list):
            lines.append("[" + " ".join(_operand(i) for i in item) + "] TJ")
        else:
            lines.append(_operand(item) + " Tj")
    lines.append("ET")
    return ("\n".join(lines) + "\n").encode("ascii")


def save(pdf: pikepdf.Pdf, tmp_path: Path, name: str = "t.pdf") -> Path:
    """Write ``pdf`` to ``tmp_path / name`` and return that path."""
    path = Path(tmp_path) / name
    pdf.save(path, deterministic_id=True)
    return path


# --- font programs -----------------------------------------------------------


def _square(units_per_em: int) -> Any:
    margin = units_per_em // 10
    pen = TTGlyphPen(None)
    pen.moveTo((margin, 0))
    pen.lineTo((margin, units_per_em - 2 * margin))
    pen.lineTo((units_per_em - margin, units_per_em - 2 * margin))
    pen.lineTo((units_per_em - margin, 0))
    pen.closePath()
    return pen.glyph()


def _glyph_name(char: str) -> str:
    cp = ord(char)
    return f"uni{cp:04X}" if cp <= 0xFFFF else f"u{cp:05X}"


def embedded_truetype(
    chars: dict[str, str] | str,
    *,
    units_per_em: int = 1000,
    advance: int | Mapping[str, int] = 1000,
    include_cmap: bool = True,
    glyph_names: bool = True,
) -> bytes:
    """Tiny TrueType program: ``.notdef`` plus one square glyph per character.

    ``chars`` maps each character to its glyph name; a plain str names the
    glyphs ``uniXXXX``. Glyph order follows ``chars``, so GID 1 is the first.
    ``advance`` is one hmtx advance for all glyphs, or glyph name -> advance
    (others get ``units_per_em``). The cmap holds only a (3,1) format 4
    subtable, plus (3,10) format 12 for characters beyond the BMP.
    ``glyph_names=False`` writes a post table of format 3 (no names).
    """
    mapping = {c: _glyph_name(c) for c in chars} if isinstance(chars, str) else dict(chars)
    order = [".notdef", *dict.fromkeys(mapping.values())]
    fb = FontBuilder(units_per_em, isTTF=True)
    fb.setupGlyphOrder(order)
    os2: dict[str, int] = {}
    if include_cmap:
        cmapping = {ord(c): g for c, g in mapping.items()}
        bmp = {cp: g for cp, g in cmapping.items() if cp <= 0xFFFF}
        fb.setupCharacterMap({})
        tables = [buildCmapSubTable(bmp, 4, 3, 1)]
        if len(bmp) < len(cmapping):
            tables.append(buildCmapSubTable(cmapping, 12, 3, 10))
        fb.font["cmap"].tables = tables
    else:
        os2 = {f"ulUnicodeRange{i}": 0 for i in range(1, 5)}
    fb.setupGlyf({g: _square(units_per_em) for g in order})
    if isinstance(advance, Mapping):
        advances = {g: advance.get(g, units_per_em) for g in order}
    else:
        advances = dict.fromkeys(order, advance)
    fb.setupHorizontalMetrics({g: (advances[g], units_per_em // 10) for g in order})
    fb.setupHorizontalHeader(ascent=880 * units_per_em // 1000, descent=-120 * units_per_em // 1000)
    fb.setupNameTable({"familyName": "Test", "styleName": "Regular"})
    fb.setupOS2(**os2)
    fb.setupPost(keepGlyphNames=glyph_names)
    return font_bytes(fb.font)


# --- CMap source text --------------------------------------------------------


def _dst(value: int | str | list[str]) -> str:
    """CMap destination: int -> CID, str -> <hex> (or /name), list -> [<hex> ...]."""
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return value if value.startswith("/") else _hex(value)
    return "[" + " ".join(_dst(v) for v in value) + "]"


def _sections(keyword: str, rows: Iterable[str]) -> list[str]:
    """``N begin<keyword> ... end<keyword>`` blocks of at most 100 rows (Adobe TN #5014)."""
    rows = list(rows)
    out: list[str] = []
    for start in range(0, len(rows), 100):
        chunk = rows[start : start + 100]
        out += [f"{len(chunk)} begin{keyword}", *chunk, f"end{keyword}"]
    return out


def cmap_stream_bytes(
    codespace: list[tuple[str, str]],
    *,
    cidranges: Iterable[tuple[str, str, int]] = (),
    cidchars: Iterable[tuple[str, int]] = (),
    notdefranges: Iterable[tuple[str, str, int]] = (),
    bfchars: Iterable[tuple[str, str | list[str]]] = (),
    bfranges: Iterable[tuple[str, str, str | list[str]]] = (),
    usecmap: str | None = None,
    name: str = "Test-H",
    registry: str = "Adobe",
    ordering: str = "Japan1",
    supplement: int = 6,
    wmode: int | None = None,
) -> bytes:
    """CMap source text (Adobe Technical Note #5014 form), codes as hex strings.

    /CMapType is 2 when only bf mappings are given (a ToUnicode CMap), else 1.
    Empty sections are left out; ``codespace=[]`` writes no codespace block.
    """
    cidranges, cidchars, notdefranges = list(cidranges), list(cidchars), list(notdefranges)
    bfchars, bfranges = list(bfchars), list(bfranges)
    cmap_type = 2 if (bfchars or bfranges) and not (cidranges or cidchars) else 1
    parent = "" if usecmap is None else f"{_name(usecmap)} usecmap\n"
    lines = [
        "%!PS-Adobe-3.0 Resource-CMap\n/CIDInit /ProcSet findresource begin\n12 dict begin\n"
        f"begincmap\n{parent}/CIDSystemInfo 3 dict dup begin\n  /Registry ({registry}) def\n"
        f"  /Ordering ({ordering}) def\n  /Supplement {supplement} def\nend def\n"
        f"/CMapName {_name(name)} def\n/CMapVersion 1.000 def\n/CMapType {cmap_type} def"
    ]
    if wmode is not None:
        lines.append(f"/WMode {wmode} def")
    lines += _sections("codespacerange", (f"{_hex(lo)} {_hex(hi)}" for lo, hi in codespace))
    lines += _sections("cidrange", (f"{_hex(lo)} {_hex(hi)} {c}" for lo, hi, c in cidranges))
    lines += _sections("cidchar", (f"{_hex(code)} {c}" for code, c in cidchars))
    lines += _sections("notdefrange", (f"{_hex(lo)} {_hex(hi)} {c}" for lo, hi, c in notdefranges))
    lines += _sections("bfchar", (f"{_hex(code)} {_dst(d)}" for code, d in bfchars))
    lines += _sections("bfrange", (f"{_hex(lo)} {_hex(hi)} {_dst(d)}" for lo, hi, d in bfranges))
    lines.append("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend")
    return ("\n".join(lines) + "\n").encode("ascii")


# --- font programs with defects ----------------------------------------------


def _patched_number_of_hmetrics(data: bytes, value: int) -> bytes:
    """The sfnt ``data`` with hhea.numberOfHMetrics (offset 34 in the table) set to ``value``."""
    count = int.from_bytes(data[4:6], "big")
    for i in range(count):
        record = data[12 + 16 * i : 28 + 16 * i]
        if record[:4] == b"hhea":
            pos = int.from_bytes(record[8:12], "big") + 34
            return data[:pos] + value.to_bytes(2, "big") + data[pos + 2 :]
    raise ValueError("the program has no hhea table")


def truetype_program(
    chars: str,
    *,
    empty: str = "",
    cmap_chars: str | None = None,
    advance: int = 1000,
    glyph_names: bool = True,
    number_of_hmetrics: int | None = None,
) -> bytes:
    """TrueType program like :func:`embedded_truetype` (GID 1 is ``chars[0]``), with defects.

    Characters in ``empty`` get a glyph with an advance but no contours. The (3,1) cmap
    maps only ``cmap_chars`` (default: all; ``""`` writes no cmap table).
    ``number_of_hmetrics`` overwrites hhea.numberOfHMetrics in the finished bytes.
    """
    order = [".notdef", *dict.fromkeys(_glyph_name(c) for c in chars)]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    mapped = chars if cmap_chars is None else cmap_chars
    os2: dict[str, int] = {}
    if mapped:
        fb.setupCharacterMap({ord(c): _glyph_name(c) for c in mapped})
    else:
        os2 = {f"ulUnicodeRange{i}": 0 for i in range(1, 5)}
    blank = {_glyph_name(c) for c in empty}
    fb.setupGlyf({g: TTGlyphPen(None).glyph() if g in blank else _square(1000) for g in order})
    fb.setupHorizontalMetrics(dict.fromkeys(order, (advance, 100)))
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "Test", "styleName": "Regular"})
    fb.setupOS2(**os2)
    fb.setupPost(keepGlyphNames=glyph_names)
    data = font_bytes(fb.font)
    if number_of_hmetrics is not None:
        data = _patched_number_of_hmetrics(data, number_of_hmetrics)
    return data


def symbolic_truetype(
    glyphs: Mapping[int, str],
    *,
    subtables: Sequence[tuple[int, int]] = ((3, 0),),
    glyph_names: bool = True,
) -> bytes:
    """A symbol font's TrueType program: code -> glyph name, found as §9.6.6.4 says.

    ``glyphs`` maps single-byte codes to glyph names (``{0x54: "T", 0x20: "space"}``);
    glyph order follows it after ``.notdef``. Each subtable in ``subtables`` maps the
    codes: (3,0) at 0xF000 + code (as symbol fonts do), (1,0) at the code itself, (3,1) at
    0xF000 + code (the private-use answer some symbol fonts give as "Unicode"). The post
    table keeps the names unless ``glyph_names`` is False (format 3).
    """
    order = [".notdef", *dict.fromkeys(glyphs.values())]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({})
    tables = []
    for platform, encoding in subtables:
        if (platform, encoding) == (1, 0):
            tables.append(buildCmapSubTable(dict(glyphs), 6, 1, 0))
        else:
            codes = {0xF000 + code: name for code, name in glyphs.items()}
            tables.append(buildCmapSubTable(codes, 4, platform, encoding))
    fb.font["cmap"].tables = tables
    fb.setupGlyf({g: _square(1000) for g in order})
    fb.setupHorizontalMetrics(dict.fromkeys(order, (600, 100)))
    fb.setupHorizontalHeader(ascent=880, descent=-120)
    fb.setupNameTable({"familyName": "TestSymbol", "styleName": "Regular"})
    fb.setupOS2(**{f"ulUnicodeRange{i}": 0 for i in range(1, 5)})
    fb.setupPost(keepGlyphNames=glyph_names)
    return font_bytes(fb.font)


def link_to(source: Path, kind: str, name: str) -> Path:
    """Another name of ``source`` called ``name``, in a folder ``links`` beside it: a hard
    link (the same device and inode) when ``kind`` is ``"hard"``, else a symbolic link.
    Skips the test on a file system without links."""
    import pytest  # only here: benchmarks and fuzz use the other builders without pytest

    folder = source.parent / "links"
    folder.mkdir(exist_ok=True)
    link = folder / name
    try:
        if kind == "hard":
            link.hardlink_to(source)
        else:
            link.symlink_to(source)
    except OSError as exc:
        pytest.skip(f"cannot make a {kind} link here: {exc}")
    return link
