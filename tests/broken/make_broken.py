"""Deliberately broken and hostile PDFs, each named after what is wrong with it.

``python tests/broken/make_broken.py`` (re)writes the files next to this script. Each
:class:`Case` says what every command must do with its file: exit 2 with one line naming
the problem, or exit 0 with the listed finding codes in ``trace --json`` or
``fonts --json`` (and, where ``text`` is given, still extract that text: the rest of the
page decodes). ``tests/test_broken.py`` checks all of that.

Bombs are compressed so that the folder stays small: a file of a few hundred kilobytes
here can ask for gigabytes once decoded.
"""

from __future__ import annotations

import io
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import pikepdf

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    simple_font,
    type0_font,
)

HERE = Path(__file__).resolve().parent

HELLO = content_tj("F1", 12, b"Hello")
"""A string every page that must "still decode" shows, through a Helvetica font /F1."""


@dataclass(frozen=True)
class Case:
    """One broken input and what every command must make of it."""

    name: str
    build: Callable[[], bytes]
    exit_code: int = 0
    codes: tuple[str, ...] = ()
    """Finding codes that ``trace --json`` or ``fonts --json`` must report."""
    error: str = ""
    """Text the one error line must contain (exit code 2)."""
    text: str | None = None
    """Text that ``text`` must still extract."""
    password: str | None = None
    """The password that opens the file, if it has one."""
    deterministic: bool = True
    """Whether building twice gives the same bytes (encrypted files do not)."""

    @property
    def path(self) -> Path:
        """Where the file lives."""
        return HERE / self.name


# --- helpers ---------------------------------------------------------------------------------


def _bytes(pdf: pikepdf.Pdf, **save: Any) -> bytes:
    out = io.BytesIO()
    # Encryption salts are random, so encrypted files cannot be written deterministically.
    pdf.save(out, deterministic_id="encryption" not in save, **save)
    return out.getvalue()


def _plain(pdf: pikepdf.Pdf) -> bytes:
    """Saved without object streams, so that objects are easy to find and break."""
    return _bytes(pdf, object_stream_mode=pikepdf.ObjectStreamMode.disable, compress_streams=False)


def _hello_pdf(extra: bytes = b"", **fonts: Any) -> pikepdf.Pdf:
    return page_pdf({"F1": simple_font, **fonts}, extra + HELLO)


def _deflate(chunk: bytes, repeat: int) -> bytes:
    """``chunk * repeat`` compressed, without ever holding ``chunk * repeat``."""
    packer = zlib.compressobj(9)
    out = [packer.compress(chunk) for _ in range(repeat)]
    return b"".join([*out, packer.flush()])


def _flate(pdf: pikepdf.Pdf, data: bytes, layers: int = 1, repeat: int = 1) -> pikepdf.Stream:
    """A stream of ``data * repeat`` compressed ``layers`` times (a bomb when it is big)."""
    data = _deflate(data, repeat)
    for _ in range(layers - 1):
        data = zlib.compress(data, 9)
    stream = pikepdf.Stream(pdf, data)
    stream.Filter = pikepdf.Array([pikepdf.Name.FlateDecode] * layers)
    return stream


def _set_content(pdf: pikepdf.Pdf, stream: pikepdf.Object, index: int = 0) -> None:
    pdf.pages[index].obj.Contents = pdf.make_indirect(stream)


def _descendant(pdf: pikepdf.Pdf, font_name: str = "F1") -> pikepdf.Dictionary:
    return pdf.pages[0].Resources.Font[f"/{font_name}"].DescendantFonts[0]


def _cjk(extra: bytes = b"", **kwargs: Any) -> pikepdf.Pdf:
    """Page with an Identity-H Adobe-Japan1 font /F2 showing ろ (CID 12354) and /F1 Hello."""
    return page_pdf(
        {"F1": simple_font, "F2": partial(type0_font, **kwargs)},
        extra + HELLO + content_tj("F2", 12, b"\x30\x42", y=700),
    )


# --- unreadable input ------------------------------------------------------------------------


def empty() -> bytes:
    return b""


def not_a_pdf() -> bytes:
    return b"<!doctype html><html><body>Not a PDF at all</body></html>\n"


def truncated_beyond_repair() -> bytes:
    return _plain(_hello_pdf())[:40]


def header_then_garbage() -> bytes:
    return b"%PDF-1.7\n" + bytes(range(256)) * 8


def encrypted() -> bytes:
    return _bytes(_hello_pdf(), encryption=pikepdf.Encryption(owner="owner", user="secret", R=6))


def encrypted_rc4() -> bytes:
    rc4 = pikepdf.Encryption(owner="owner", user="secret", R=3, aes=False, metadata=False)
    return _bytes(_hello_pdf(), encryption=rc4)


# --- damaged structure -----------------------------------------------------------------------


def truncated_xref_lost() -> bytes:
    data = _plain(_hello_pdf())
    return data[: data.rindex(b"xref")]


def xref_offsets_wrong() -> bytes:
    """Every object moved by five bytes, the cross-reference table left as it was."""
    data = _plain(_hello_pdf())
    head = data.index(b"1 0 obj")
    return data[:head] + b"%pad\n" + data[head:]


def page_tree_cycle() -> bytes:
    pdf = _hello_pdf()
    pages = pdf.Root.Pages
    pages.Kids.append(pages)
    pages.Count = 2
    return _plain(pdf)


def page_tree_parent_cycle() -> bytes:
    """The root /Pages node is its own /Parent; the page inherits its resources from it."""
    pdf = _hello_pdf()
    page = pdf.pages[0].obj
    pages = pdf.Root.Pages
    pages.Resources = page.Resources
    pages.Parent = pages
    del page.Resources
    return _plain(pdf)


def page_tree_deep() -> bytes:
    pdf = _hello_pdf()
    page = pdf.pages[0].obj
    resources = page.Resources
    del page.Resources
    top = pdf.Root.Pages
    top.Resources = resources
    parent = top
    chain = []
    for _ in range(100):
        node = pdf.make_indirect(
            pikepdf.Dictionary(Type=pikepdf.Name.Pages, Count=1, Parent=parent)
        )
        chain.append(node)
        parent.Kids = pikepdf.Array([node])
        parent = node
    parent.Kids = pikepdf.Array([page])
    page.Parent = parent
    return _plain(pdf)


def page_entries_wrong_types() -> bytes:
    pdf = page_pdf({"F1": simple_font}, [HELLO, HELLO, HELLO, HELLO])
    pdf.pages[1].obj.Contents = 42
    pdf.pages[2].obj.Contents = pikepdf.Array([None, 7, pikepdf.Name.X])
    pdf.pages[3].obj.Resources = pikepdf.Array([1, 2])
    pdf.pages[3].obj.MediaBox = pikepdf.Array([pikepdf.String("a"), 0, 0])
    pdf.pages[3].obj.Rotate = pikepdf.Name.Ninety
    return _plain(pdf)


def resources_cycle() -> bytes:
    pdf = _hello_pdf(b"/X1 Do\n")
    form = pdf.make_stream(HELLO)
    form.Type = pikepdf.Name.XObject
    form.Subtype = pikepdf.Name.Form
    form.BBox = pikepdf.Array([0, 0, 595, 842])
    resources = pdf.make_indirect(pikepdf.Dictionary(Font=pdf.pages[0].Resources.Font))
    form.Resources = resources
    resources.XObject = pikepdf.Dictionary(X1=form)
    pdf.pages[0].obj.Resources = resources
    return _plain(pdf)


# --- content streams -------------------------------------------------------------------------


def content_unbalanced() -> bytes:
    return _plain(_hello_pdf(b"Q Q ET EMC BT BT (x) Tj q q q EMC\n"))


def content_operand_types() -> bytes:
    bad = (
        b"BT /F1 (twelve) Tf 1 2 3 Tm (a) (b) cm /Name Td [1 2] Tz "
        b"(no array) TJ 42 Tj /F1 Tj [(a) /b <<>> 3] TJ ET\n"
        b"/NoSuchXObject Do /NoSuchGS gs 1 0 0 cm\n"
    )
    return _plain(_hello_pdf(bad))


def content_huge_numbers() -> bytes:
    big = b"999999999999999999999999999999999999.5"
    scale = b" ".join([big, b"0 0", big, b"0 0 cm\n"])
    bad = scale * 12 + b"\nBT /F1 12 Tf " + big + b" " + big + b" Td (far) Tj ET\n"
    bad += b"BT /F1 " + big + b" Tf (big) Tj " + big + b" Tz " + big + b" Tc (x) Tj ET\n"
    bad += b"BT /F1 12 Tf [(a) " + big + b" (b) -" + big + b" (c)] TJ ET\n"
    bad += b"BT /F1 12 Tf 1" + b"0" * 400 + b" 0 0 1 0 0 Tm (null) Tj ET\n"
    return _plain(page_pdf({"F1": simple_font}, b"q " + bad + b"Q\n" + HELLO))


def content_garbage() -> bytes:
    noise = bytes((i * 73 + 41) % 256 for i in range(4096))
    return _plain(_hello_pdf(b"BT /F1 12 Tf (ok) Tj ET\n" + noise + b"\n"))


def content_flate_bomb() -> bytes:
    pdf = _hello_pdf()
    _set_content(pdf, _flate(pdf, b" " * 1024 * 1024, repeat=300))
    return _bytes(pdf, compress_streams=False)


def content_nested_flate_bomb() -> bytes:
    pdf = _hello_pdf()
    _set_content(pdf, _flate(pdf, b"q Q " * 1024 * 1024, layers=2, repeat=1024))
    return _bytes(pdf, compress_streams=False)


def content_operator_flood() -> bytes:
    pdf = _hello_pdf()
    _set_content(pdf, _flate(pdf, HELLO + b"q\n" * 2_500_000))
    return _bytes(pdf, compress_streams=False)


def content_string_huge() -> bytes:
    pdf = _hello_pdf()
    data = HELLO + b"BT /F1 12 Tf (" + b"A" * (3 * 1024 * 1024) + b") Tj ET\n"
    _set_content(pdf, _flate(pdf, data))
    return _bytes(pdf, compress_streams=False)


def content_glyph_flood() -> bytes:
    pdf = _hello_pdf()
    data = HELLO + b"BT /F1 12 Tf " + (b"(" + b"A" * 1000 + b") Tj\n") * 3000 + b"ET\n"
    _set_content(pdf, _flate(pdf, data))
    return _bytes(pdf, compress_streams=False)


def content_string_flood() -> bytes:
    pdf = _hello_pdf()
    data = HELLO + b"BT /F1 12 Tf " + b"[() () () () () () () () () ()] TJ\n" * 100_000 + b"ET\n"
    _set_content(pdf, _flate(pdf, data))
    return _bytes(pdf, compress_streams=False)


def font_resource_missing() -> bytes:
    pdf = _hello_pdf(b"BT (before any Tf) Tj /F9 12 Tf (no such font) Tj /F3 12 Tf (x) Tj ET\n")
    pdf.pages[0].Resources.Font.F3 = 17
    return _plain(pdf)


def font_resources_not_a_dictionary() -> bytes:
    pdf = _hello_pdf()
    pdf.pages[0].Resources.Font = pikepdf.Array([pikepdf.Name.F1])
    return _plain(pdf)


# --- forms -----------------------------------------------------------------------------------


def _form(pdf: pikepdf.Pdf, content: bytes, resources: pikepdf.Dictionary) -> pikepdf.Stream:
    form = pdf.make_stream(content)
    form.Type = pikepdf.Name.XObject
    form.Subtype = pikepdf.Name.Form
    form.BBox = pikepdf.Array([0, 0, 595, 842])
    form.Resources = resources
    return form


def form_draws_itself() -> bytes:
    pdf = _hello_pdf(b"/X1 Do\n")
    resources = pikepdf.Dictionary(Font=pdf.pages[0].Resources.Font)
    form = _form(pdf, HELLO + b"/X1 Do\n", resources)
    resources.XObject = pikepdf.Dictionary(X1=form)
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(X1=form)
    return _plain(pdf)


def form_cycle_of_two() -> bytes:
    pdf = _hello_pdf(b"/A Do\n")
    fonts = pdf.pages[0].Resources.Font
    res_a = pikepdf.Dictionary(Font=fonts)
    res_b = pikepdf.Dictionary(Font=fonts)
    form_a = pdf.make_indirect(_form(pdf, b"/B Do\n", res_a))
    form_b = pdf.make_indirect(_form(pdf, HELLO + b"/A Do\n", res_b))
    res_a.XObject = pikepdf.Dictionary(B=form_b)
    res_b.XObject = pikepdf.Dictionary(A=form_a)
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(A=form_a)
    return _plain(pdf)


def form_nesting_deep() -> bytes:
    pdf = _hello_pdf(b"/X Do\n")
    fonts = pdf.pages[0].Resources.Font
    inner = pdf.make_indirect(_form(pdf, HELLO, pikepdf.Dictionary(Font=fonts)))
    for _ in range(60):
        res = pikepdf.Dictionary(Font=fonts, XObject=pikepdf.Dictionary(X=inner))
        inner = pdf.make_indirect(_form(pdf, b"/X Do\n", res))
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(X=inner)
    return _plain(pdf)


def form_fanout_bomb() -> bytes:
    """Nine levels of forms, each drawing the next ten times: 10^9 draws of the last."""
    pdf = _hello_pdf(b"/X Do\n")
    fonts = pdf.pages[0].Resources.Font
    inner = pdf.make_indirect(_form(pdf, HELLO, pikepdf.Dictionary(Font=fonts)))
    for _ in range(9):
        res = pikepdf.Dictionary(Font=fonts, XObject=pikepdf.Dictionary(X=inner))
        inner = pdf.make_indirect(_form(pdf, b"/X Do " * 10 + b"\n", res))
    pdf.pages[0].Resources.XObject = pikepdf.Dictionary(X=inner)
    return _plain(pdf)


# --- font dictionaries -----------------------------------------------------------------------


def font_w_is_a_dictionary() -> bytes:
    pdf = _cjk()
    _descendant(pdf, "F2").W = pikepdf.Dictionary(A=1)
    return _plain(pdf)


def font_w_garbage() -> bytes:
    pdf = _cjk()
    _descendant(pdf, "F2").W = pikepdf.Array(
        [
            pikepdf.Name.X,
            -5,
            [1, 2],
            12354,
            pikepdf.Array([pikepdf.String("w"), None, 500]),
            0,
            4294967295,
            300,
            10,
            5,
            1000,
            70000,
        ]
    )
    _descendant(pdf, "F2").W2 = pikepdf.Array([1, pikepdf.Array([1, 2])])
    return _plain(pdf)


def font_descendantfonts_is_a_name() -> bytes:
    pdf = _cjk()
    pdf.pages[0].Resources.Font.F2.DescendantFonts = pikepdf.Name.Oops
    return _plain(pdf)


def font_descendant_is_itself() -> bytes:
    pdf = _cjk()
    font = pdf.pages[0].Resources.Font.F2
    font.DescendantFonts = pikepdf.Array([font])
    return _plain(pdf)


def font_cidsysteminfo_is_an_integer() -> bytes:
    pdf = _cjk()
    _descendant(pdf, "F2").CIDSystemInfo = 7
    return _plain(pdf)


def font_cidtogidmap_wrong() -> bytes:
    pdf = _cjk(subtype="CIDFontType2")
    _descendant(pdf, "F2").CIDToGIDMap = 3
    return _plain(pdf)


def font_cidtogidmap_odd_stream() -> bytes:
    pdf = _cjk(subtype="CIDFontType2", cid_to_gid=b"\x00\x01\x02")
    return _plain(pdf)


def font_widths_too_few() -> bytes:
    pdf = _hello_pdf()
    font = pdf.pages[0].Resources.Font.F1
    font.FirstChar = 32
    font.LastChar = 126
    font.Widths = pikepdf.Array([500, 600])
    return _plain(pdf)


def font_widths_wrong_types() -> bytes:
    pdf = _hello_pdf()
    font = pdf.pages[0].Resources.Font.F1
    font.FirstChar = pikepdf.Name.A
    font.LastChar = 2**62
    font.Widths = pikepdf.Array([pikepdf.String("wide"), None, -1])
    font.FontMatrix = pikepdf.Array([1, 2])
    return _plain(pdf)


def font_firstchar_huge() -> bytes:
    pdf = _hello_pdf()
    font = pdf.pages[0].Resources.Font.F1
    font.FirstChar = -(2**40)
    font.LastChar = 2**40
    font.Widths = pikepdf.Array([500] * 300)
    return _plain(pdf)


def font_encoding_wrong_types() -> bytes:
    pdf = page_pdf(
        {"F1": simple_font, "F3": simple_font, "F4": simple_font},
        HELLO + content_tj("F3", 12, b"abc", y=700) + content_tj("F4", 12, b"abc", y=680),
    )
    fonts = pdf.pages[0].Resources.Font
    fonts.F3.Encoding = 12
    fonts.F4.Encoding = pikepdf.Dictionary(
        BaseEncoding=pikepdf.Name.NoSuchEncoding,
        Differences=pikepdf.Array(
            [-5, pikepdf.Name.a, 2**40, pikepdf.Name.b, pikepdf.String("c"), 97, None, 98]
        ),
    )
    return _plain(pdf)


def font_descriptor_wrong_types() -> bytes:
    pdf = _hello_pdf()
    fonts = pdf.pages[0].Resources.Font
    fonts.F1.FontDescriptor = pikepdf.Dictionary(
        Flags=pikepdf.Name.Bold,
        FontBBox=pikepdf.String("box"),
        Ascent=pikepdf.Array([1]),
        MissingWidth=pikepdf.String("w"),
        FontFile2=5,
        FontFile3=pikepdf.Name.X,
    )
    return _plain(pdf)


def font_subtype_unknown() -> bytes:
    pdf = _hello_pdf()
    pdf.pages[0].Resources.Font.F1.Subtype = pikepdf.Name.Type42
    return _plain(pdf)


def font_tounicode_is_an_integer() -> bytes:
    pdf = _hello_pdf()
    pdf.pages[0].Resources.Font.F1.ToUnicode = 12
    return _plain(pdf)


def font_fontfile2_garbage() -> bytes:
    program = b"\x00\x01\x00\x00" + b"junk"
    pdf = page_pdf(
        {"F1": simple_font, "F2": partial(simple_font, subtype="TrueType", font_file2=program)},
        HELLO + content_tj("F2", 12, b"abc", y=700),
    )
    return _plain(pdf)


def font_cff_truncated() -> bytes:
    program = embedded_truetype("ろ")  # an sfnt; cut to a CFF header and a few bytes
    pdf = _cjk()
    desc = _descendant(pdf, "F2").FontDescriptor
    stream = pdf.make_stream(b"\x01\x00\x04\x02" + program[:40])
    stream.Subtype = pikepdf.Name.CIDFontType0C
    desc.FontFile3 = stream
    return _plain(pdf)


def font_program_bomb() -> bytes:
    pdf = _cjk()
    desc = _descendant(pdf, "F2").FontDescriptor
    desc.FontFile2 = pdf.make_indirect(_flate(pdf, b"\x00" * 1024 * 1024, repeat=300))
    return _bytes(pdf, compress_streams=False)


# --- CMaps -----------------------------------------------------------------------------------


def cmap_huge_ranges() -> bytes:
    encoding = cmap_stream_bytes(
        [("00000000", "ffffffff"), ("00", "ff")],
        cidranges=[("00000000", "ffffffff", 0), ("00", "ff", 4294967295)],
        notdefranges=[("00000000", "ffffffff", 1)],
    )
    to_unicode = cmap_stream_bytes(
        [("00000000", "ffffffff")],
        bfranges=[
            ("00000000", "ffffffff", "0041"),
            ("00000000", "0001ffff", ["0041"] * 1000),
            ("00", "ff", "ffffffffffffffff"),
        ],
    )
    pdf = _cjk(encoding=encoding, to_unicode=to_unicode)
    pdf.pages[0].obj.Contents = pdf.make_stream(
        HELLO + content_tj("F2", 12, b"\x30\x42\xff\xff\xff\xff\x00", y=700)
    )
    return _plain(pdf)


def cmap_garbage() -> bytes:
    noise = bytes((i * 131 + 7) % 256 for i in range(20000))
    pdf = _cjk(encoding=noise + b" begincodespacerange <00> endbfrange ] >> [[[", to_unicode=noise)
    return _plain(pdf)


def cmap_unclosed_everything() -> bytes:
    text = (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap "
        b"/CMapName /Broken def 1 begincodespacerange <0000> <ffff "
        b"1 begincidrange <0000> <ffff> 0 [ [ [ << << (unclosed string <0041"
    )
    pdf = _cjk(encoding=text, to_unicode=text)
    return _plain(pdf)


def cmap_oversize() -> bytes:
    """An Encoding CMap of 6 MB: one cidrange line written over and over."""
    head = b"1 begincodespacerange <0000> <ffff> endcodespacerange\n"
    pdf = _cjk()
    font = pdf.pages[0].Resources.Font.F2
    font.Encoding = pdf.make_indirect(
        _flate(pdf, head + b"1 begincidrange <0000> <ffff> 0 endcidrange\n", repeat=140_000)
    )
    return _bytes(pdf, compress_streams=False)


def cmap_usecmap_loops() -> bytes:
    text = cmap_stream_bytes([("0000", "ffff")], cidranges=[("0000", "ffff", 0)], name="Loop-H")
    text = text.replace(b"begincmap\n", b"begincmap\n/Loop-H usecmap\n/Loop-H usecmap\n")
    pdf = _cjk(encoding=text)
    cmap = pdf.pages[0].Resources.Font.F2.Encoding
    cmap.UseCMap = cmap
    return _plain(pdf)


def tounicode_flate_bomb() -> bytes:
    pdf = _hello_pdf()
    pdf.pages[0].Resources.Font.F1.ToUnicode = pdf.make_indirect(
        _flate(pdf, b"\x00" * 1024 * 1024, repeat=300)
    )
    return _bytes(pdf, compress_streams=False)


# --- reports ---------------------------------------------------------------------------------


INJECTION = "<script>alert(1)</script>\x1b[2J\x1b]0;owned\x07\u202e</td>{{7*7}}${x}|`rm`\r\n\x00"


def injection_strings() -> bytes:
    hostile = INJECTION.encode("utf-16-be")
    to_unicode = cmap_stream_bytes([("00", "ff")], bfchars=[("41", hostile.hex())])
    pdf = page_pdf(
        {"F1": partial(simple_font, base_font="<b>Bold</b>", to_unicode=to_unicode)},
        HELLO + content_tj("F1", 12, b"AAA", y=700),
    )
    pdf.docinfo.Title = INJECTION
    pdf.docinfo.Producer = INJECTION
    font = pdf.pages[0].Resources.Font.F1
    font.BaseFont = pikepdf.Name("/" + "A#3Cscript#3E#0A#1B[31m".replace("#", "_"))
    font.Encoding = pikepdf.Dictionary(
        Differences=pikepdf.Array([65, pikepdf.Name("/<img_src=x>")])
    )
    return _plain(pdf)


# --- the list --------------------------------------------------------------------------------

CASES: tuple[Case, ...] = (
    Case("empty.pdf", empty, 2, error="empty"),
    Case("not-a-pdf.pdf", not_a_pdf, 2, error="not a PDF"),
    Case("truncated-beyond-repair.pdf", truncated_beyond_repair, 2, error="cannot be opened"),
    Case("header-then-garbage.pdf", header_then_garbage, 2, error="cannot be opened"),
    Case(
        "encrypted-aes256-password-secret.pdf",
        encrypted,
        2,
        error="password",
        password="secret",
        deterministic=False,
    ),
    Case(
        "encrypted-rc4-password-secret.pdf",
        encrypted_rc4,
        2,
        error="password",
        password="secret",
        deterministic=False,
    ),
    Case("truncated-xref-lost.pdf", truncated_xref_lost, codes=("PDF-REPAIRED",), text="Hello"),
    Case("xref-offsets-wrong.pdf", xref_offsets_wrong, codes=("PDF-REPAIRED",), text="Hello"),
    Case("page-tree-cycle.pdf", page_tree_cycle, codes=("PDF-CYCLE",), text="Hello"),
    Case("page-tree-parent-cycle.pdf", page_tree_parent_cycle, codes=("PDF-CYCLE",)),
    Case("page-tree-deep.pdf", page_tree_deep, codes=("PDF-DEPTH-LIMIT",)),
    Case("page-entries-wrong-types.pdf", page_entries_wrong_types, text="Hello"),
    Case("resources-cycle.pdf", resources_cycle, text="Hello"),
    Case("content-unbalanced.pdf", content_unbalanced, codes=("CONTENT-UNBALANCED",), text="Hello"),
    Case(
        "content-operand-types.pdf",
        content_operand_types,
        codes=("CONTENT-OPERAND",),
        text="Hello",
    ),
    Case(
        "content-huge-numbers.pdf", content_huge_numbers, codes=("CONTENT-OPERAND",), text="Hello"
    ),
    Case("content-garbage.pdf", content_garbage, text="ok"),
    Case("content-flate-bomb.pdf", content_flate_bomb, codes=("PDF-LIMIT",)),
    Case("content-nested-flate-bomb.pdf", content_nested_flate_bomb, codes=("PDF-LIMIT",)),
    Case("content-operator-flood.pdf", content_operator_flood, codes=("PDF-LIMIT",), text="Hello"),
    Case("content-string-huge.pdf", content_string_huge, codes=("PDF-LIMIT",), text="Hello"),
    Case("content-glyph-flood.pdf", content_glyph_flood, codes=("PDF-LIMIT",), text="Hello"),
    Case("content-string-flood.pdf", content_string_flood, codes=("PDF-LIMIT",), text="Hello"),
    Case(
        "font-resource-missing.pdf",
        font_resource_missing,
        codes=("FONT-RESOURCE-MISSING",),
        text="Hello",
    ),
    Case(
        "font-resources-not-a-dictionary.pdf",
        font_resources_not_a_dictionary,
        codes=("FONT-RESOURCE-MISSING",),
    ),
    Case("form-draws-itself.pdf", form_draws_itself, codes=("PDF-CYCLE",), text="Hello"),
    Case("form-cycle-of-two.pdf", form_cycle_of_two, codes=("PDF-CYCLE",), text="Hello"),
    Case("form-nesting-deep.pdf", form_nesting_deep, codes=("PDF-DEPTH-LIMIT",), text="Hello"),
    Case("form-fanout-bomb.pdf", form_fanout_bomb, codes=("PDF-LIMIT",), text="Hello"),
    Case("font-w-is-a-dictionary.pdf", font_w_is_a_dictionary, codes=("FONT-DICT-INVALID",)),
    Case("font-w-garbage.pdf", font_w_garbage, codes=("FONT-DICT-INVALID",), text="Hello"),
    Case(
        "font-descendantfonts-is-a-name.pdf",
        font_descendantfonts_is_a_name,
        codes=("FONT-DICT-INVALID",),
        text="Hello",
    ),
    Case("font-descendant-is-itself.pdf", font_descendant_is_itself, text="Hello"),
    Case(
        "font-cidsysteminfo-is-an-integer.pdf",
        font_cidsysteminfo_is_an_integer,
        codes=("FONT-DICT-INVALID",),
        text="Hello",
    ),
    Case(
        "font-cidtogidmap-wrong-type.pdf",
        font_cidtogidmap_wrong,
        codes=("FONT-DICT-INVALID",),
        text="Hello",
    ),
    Case("font-cidtogidmap-odd-length.pdf", font_cidtogidmap_odd_stream, text="Hello"),
    Case("font-widths-too-few.pdf", font_widths_too_few, codes=("FONT-DICT-INVALID",)),
    Case("font-widths-wrong-types.pdf", font_widths_wrong_types, codes=("FONT-DICT-INVALID",)),
    Case("font-firstchar-huge.pdf", font_firstchar_huge, text="Hello"),
    Case(
        "font-encoding-wrong-types.pdf",
        font_encoding_wrong_types,
        codes=("FONT-DICT-INVALID", "ENCODING-UNKNOWN"),
        text="Hello",
    ),
    Case(
        "font-descriptor-wrong-types.pdf",
        font_descriptor_wrong_types,
        codes=("FONT-DICT-INVALID",),
        text="Hello",
    ),
    Case("font-subtype-unknown.pdf", font_subtype_unknown, codes=("FONT-UNBUILDABLE",)),
    Case(
        "font-tounicode-is-an-integer.pdf",
        font_tounicode_is_an_integer,
        codes=("TOUNICODE-WRONG-TYPE",),
        text="Hello",
    ),
    Case(
        "font-fontfile2-garbage.pdf",
        font_fontfile2_garbage,
        codes=("FONT-PROGRAM-UNPARSABLE",),
        text="Hello",
    ),
    Case(
        "font-cff-truncated.pdf",
        font_cff_truncated,
        codes=("FONT-PROGRAM-UNPARSABLE",),
        text="Hello",
    ),
    Case("font-program-flate-bomb.pdf", font_program_bomb, codes=("PDF-LIMIT",), text="Hello"),
    Case("cmap-huge-ranges.pdf", cmap_huge_ranges, text="Hello"),
    Case("cmap-garbage.pdf", cmap_garbage, codes=("CMAP-SYNTAX",), text="Hello"),
    Case("cmap-unclosed-everything.pdf", cmap_unclosed_everything, codes=("CMAP-SYNTAX",)),
    Case("cmap-oversize.pdf", cmap_oversize, codes=("PDF-LIMIT",), text="Hello"),
    Case("cmap-usecmap-loops.pdf", cmap_usecmap_loops, text="Hello"),
    Case(
        "tounicode-flate-bomb.pdf",
        tounicode_flate_bomb,
        codes=("PDF-LIMIT",),
        text="Hello",
    ),
    Case("injection-strings.pdf", injection_strings, text="Hello"),
)


def main() -> None:
    """Write every case's file next to this script, and remove files no case names."""
    names = {case.name for case in CASES}
    for stale in HERE.glob("*.pdf"):
        if stale.name not in names:
            stale.unlink()
    for case in CASES:
        if case.path.exists() and not case.deterministic:
            continue  # rebuilding would only change the random salt
        data = case.build()
        if not case.path.exists() or case.path.read_bytes() != data:
            case.path.write_bytes(data)


if __name__ == "__main__":
    main()
