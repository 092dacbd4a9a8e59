"""Every finding of the catalogue: one input that triggers it and the closest one that does not.

Each row of ``ROWS`` names a finding code, where it is reported (``font``: the font's
findings in ``fonts --json``; ``page``: the page's findings in ``trace --json``; ``file``:
the document's findings in ``fonts --json``), a builder whose input triggers the code and
a builder whose input is the nearest miss. Inputs are built PDFs (pikepdf), inline CMaps
and fontTools ``FontBuilder`` programs; everything runs through the command line.
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pikepdf
import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    embedded_truetype,
    page_pdf,
    save,
    simple_font,
    truetype_program,
    type0_font,
    type3_font,
)

from inspector.analysis import RESOURCE_DEPTH_LIMIT
from inspector.catalogue import CATALOGUE
from inspector.cli import main
from inspector.content.interpreter import FORM_DEPTH_LIMIT
from inspector.diagnostics.rules_fonts import UNIFORM_WIDTH_RUN
from inspector.diagnostics.rules_unicode import COLLAPSE_MIN_CODES
from inspector.pdf.streams import DECODED_STREAM_LIMIT

Built = pikepdf.Pdf | Path
Build = Callable[[Path], Built]

# --- running the command line -------------------------------------------------------


def run_json(
    capsys: pytest.CaptureFixture[str],
    command: str,
    path: Path,
    *args: str,
    code: int | None = None,
) -> Any:
    """``pdf-font-inspector COMMAND PATH --json [ARGS]``, parsed; it must exit ``code``,
    by default 0 (``trace`` exits 1, with a line on stderr, for a page whose content was
    not read whole)."""
    exit_code = main([command, str(path), "--json", *args])
    captured = capsys.readouterr()
    if code is None:
        code = 1 if command == "trace" and "not read whole" in captured.err else 0
    assert exit_code == code
    return json.loads(captured.out)


def findings_at(
    capsys: pytest.CaptureFixture[str], path: Path, where: str, *args: str, code: int | None = None
) -> list[Any]:
    """The findings reported for the fonts, the pages or the file."""
    if where == "page":
        doc = run_json(capsys, "trace", path, *args, code=code)
        return [f for page in doc["pages"] for f in page["findings"]]
    doc = run_json(capsys, "fonts", path, *args, code=code)
    if where == "font":
        return [f for font in doc["fonts"] for f in font["findings"]]
    return list(doc["findings"])


def saved(built: Built, tmp_path: Path) -> Path:
    return built if isinstance(built, Path) else save(built, tmp_path)


def save_raw(pdf: pikepdf.Pdf, tmp_path: Path, name: str = "raw.pdf") -> Path:
    """Save keeping encoded streams as they are (no decoding and recompressing)."""
    path = tmp_path / name
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none, deterministic_id=True)
    return path


# --- small inputs ---------------------------------------------------------------------


def cids(*values: int) -> bytes:
    """Two-byte codes (Identity-H: code = CID)."""
    return b"".join(v.to_bytes(2, "big") for v in values)


def to_unicode(*pairs: tuple[str, str], codespace: tuple[str, str] = ("0000", "FFFF")) -> bytes:
    """ToUnicode CMap from (code hex, UTF-16BE hex) pairs."""
    return cmap_stream_bytes([codespace], bfchars=pairs)


def japan1(**kw: Any) -> Callable[[pikepdf.Pdf], pikepdf.Dictionary]:
    """Identity-H over an Adobe-Japan1-6 CIDFont (the collection gives Unicode)."""
    return lambda pdf: type0_font(pdf, **kw)


def identity(**kw: Any) -> Callable[[pikepdf.Pdf], pikepdf.Dictionary]:
    """Identity-H over an Adobe-Identity-0 CIDFont (no collection gives Unicode)."""
    return lambda pdf: type0_font(pdf, ordering="Identity", supplement=0, base_font="Test", **kw)


def shown(factory: Callable[[pikepdf.Pdf], pikepdf.Dictionary], data: bytes) -> pikepdf.Pdf:
    """One page showing ``data`` with the font as /F1."""
    return page_pdf({"F1": factory}, content_tj("F1", 12, data))


def encoding_cmap(**kw: Any) -> bytes:
    """An embedded Encoding CMap over Adobe-Japan1 (default: 2-byte codes, CID = code)."""
    kw.setdefault("codespace", [("0000", "FFFF")])
    kw.setdefault("cidranges", [("0000", "FFFF", 0)])
    codespace = kw.pop("codespace")
    return cmap_stream_bytes(codespace, **kw)


def cid_truetype(program: bytes, **kw: Any) -> Callable[[pikepdf.Pdf], pikepdf.Dictionary]:
    """CIDFontType2 (Adobe-Identity, CIDToGIDMap Identity) embedding ``program``."""
    return identity(subtype="CIDFontType2", cid_to_gid="Identity", font_file2=program, **kw)


ABC_TO_UNICODE = to_unicode(("0001", "0041"), ("0002", "0042"), ("0003", "0043"))
XYZ_TO_UNICODE = to_unicode(("0001", "0058"), ("0002", "0059"), ("0003", "005A"))
ABC_CODES = cids(1, 2, 3)


def with_program(program: bytes, tu: bytes = ABC_TO_UNICODE, w: int = 1000) -> pikepdf.Pdf:
    return shown(cid_truetype(program, to_unicode=tu, w=[1, [w, w, w]]), ABC_CODES)


# --- document access ------------------------------------------------------------------


def valid_file(tmp_path: Path) -> Built:
    return save(shown(japan1(), cids(34)), tmp_path)


def xref_offsets_shifted(tmp_path: Path) -> Built:
    path = save(shown(japan1(), cids(34)), tmp_path)
    data = path.read_bytes()
    xref = data.rindex(b"\nxref")

    def shift(m: re.Match[bytes]) -> bytes:
        return b"%010d 00000 n" % (int(m.group(1)) + 7)

    path.write_bytes(data[:xref] + re.sub(rb"(\d{10}) 00000 n", shift, data[xref:]))
    return path


def _flate_content(tmp_path: Path, encoded: bytes) -> Path:
    pdf = page_pdf({"F1": japan1()}, b"")
    pdf.pages[0].obj.Contents.write(encoded, filter=pikepdf.Name.FlateDecode)
    return save_raw(pdf, tmp_path)


def content_flate_garbage(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, b"\x78\x9c this is not deflate data at all")


def content_flate_good(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, zlib.compress(content_tj("F1", 12, cids(34))))


def tounicode_flate_garbage(tmp_path: Path) -> Built:
    pdf = shown(japan1(to_unicode=b"x"), cids(34))
    font = pdf.pages[0].obj.Resources.Font.F1
    font.ToUnicode.write(b"\x78\x9c not deflate", filter=pikepdf.Name.FlateDecode)
    return save_raw(pdf, tmp_path)


def tounicode_flate_good(tmp_path: Path) -> Built:
    pdf = shown(japan1(to_unicode=b"x"), cids(34))
    font = pdf.pages[0].obj.Resources.Font.F1
    font.ToUnicode.write(
        zlib.compress(to_unicode(("0022", "0041"))), filter=pikepdf.Name.FlateDecode
    )
    return save_raw(pdf, tmp_path)


SHOWN = content_tj("F1", 12, cids(34)) + content_tj("F1", 12, cids(35, 36), y=700)
"""Content long enough that a cut in its Flate data still leaves its first string."""


def deflate(data: bytes, wbits: int = 15) -> bytes:
    """``data`` compressed as zlib data (``wbits=15``) or raw deflate (``wbits=-15``)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    return packer.compress(data) + packer.flush()


def content_raw_deflate(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, deflate(SHOWN, -15))


def content_zlib(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, deflate(SHOWN))


def content_wrong_adler(tmp_path: Path) -> Built:
    data = deflate(SHOWN)
    wrong = (int.from_bytes(data[-4:], "big") ^ 1).to_bytes(4, "big")
    return _flate_content(tmp_path, data[:-4] + wrong)


def content_without_adler(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, deflate(SHOWN)[:-4])


def content_flipped_half_way(tmp_path: Path) -> Built:
    """Stored (level 0) zlib data with 8 bytes flipped half-way: it inflates to its end,
    but its Adler-32 no longer matches."""
    data = bytearray(zlib.compress(SHOWN * 8, 0))
    for i in range(len(data) // 2, len(data) // 2 + 8):
        data[i] ^= 0xFF
    return _flate_content(tmp_path, bytes(data))


def content_garbage_after_end(tmp_path: Path) -> Built:
    """Raw deflate whose final block comes early: data the decoder never reaches after it."""
    return _flate_content(tmp_path, deflate(SHOWN, -15) + bytes(range(1, 60)))


def content_padded_after_end(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, deflate(SHOWN, -15) + b"\r\n")


def content_unknown_filter_before_flate(tmp_path: Path) -> Built:
    pdf = page_pdf({"F1": japan1()}, b"")
    pdf.pages[0].obj.Contents = pikepdf.Stream(
        pdf,
        deflate(SHOWN),
        Filter=pikepdf.Array([pikepdf.Name("/FooDecode"), pikepdf.Name.FlateDecode]),
    )
    return save_raw(pdf, tmp_path)


def content_flate_cut(tmp_path: Path) -> Built:
    data = deflate(SHOWN)
    return _flate_content(tmp_path, data[: len(data) * 2 // 3])


def tounicode_raw_deflate(tmp_path: Path) -> Built:
    pdf = shown(japan1(to_unicode=b"x"), cids(34))
    font = pdf.pages[0].obj.Resources.Font.F1
    font.ToUnicode.write(
        deflate(to_unicode(("0022", "0041")), -15), filter=pikepdf.Name.FlateDecode
    )
    return save_raw(pdf, tmp_path)


def _png_up(data: bytes, columns: int) -> bytes:
    """``data`` in rows of ``columns`` bytes, each with the PNG Up filter (§7.4.4.4)."""
    data += b" " * (-len(data) % columns)
    rows = [data[i : i + columns] for i in range(0, len(data), columns)]
    out, above = [], bytes(columns)
    for row in rows:
        out.append(b"\x02" + bytes((a - b) & 0xFF for a, b in zip(row, above)))
        above = row
    return b"".join(out)


def _predicted_content(tmp_path: Path, cut: int) -> Path:
    pdf = page_pdf({"F1": japan1()}, b"")
    predicted = _png_up(SHOWN, 8)
    pdf.pages[0].obj.Contents.write(
        deflate(predicted[: len(predicted) - cut]),
        filter=pikepdf.Name.FlateDecode,
        decode_parms=pikepdf.Dictionary(Predictor=12, Columns=8),
    )
    return save_raw(pdf, tmp_path)


def predictor_last_row_cut(tmp_path: Path) -> Built:
    return _predicted_content(tmp_path, 3)


def predictor_whole_rows(tmp_path: Path) -> Built:
    return _predicted_content(tmp_path, 0)


def _content_length(tmp_path: Path, change: Callable[[int], bytes]) -> Path:
    """The page content uncompressed, its /Length rewritten by ``change`` (same width, so
    that the cross-reference offsets stay right)."""
    path = tmp_path / "length.pdf"
    page_pdf({"F1": japan1()}, SHOWN).save(path, compress_streams=False, deterministic_id=True)
    data = path.read_bytes()
    old = b"/Length %d " % len(SHOWN)
    assert data.count(old) == 1
    new = b"/Length " + change(len(SHOWN)) + b" "
    assert len(new) == len(old)
    path.write_bytes(data.replace(old, new))
    return path


def length_too_long(tmp_path: Path) -> Built:
    return _content_length(tmp_path, lambda n: b"%d" % (n + 9))


def length_right(tmp_path: Path) -> Built:
    return _content_length(tmp_path, lambda n: b"%d" % n)


def _deflate_bomb(megabytes: int) -> bytes:
    """Flate data that inflates to ``megabytes`` MiB of spaces, made without compressing
    them all: after a full flush the deflater emits the same bytes for the same 1 MiB.
    Its checksum is that of 2 MiB; a reader that stops at its limit never gets there."""
    chunk = b" " * (1 << 20)
    deflater = zlib.compressobj(9)
    head = deflater.compress(chunk) + deflater.flush(zlib.Z_FULL_FLUSH)
    body = deflater.compress(chunk) + deflater.flush(zlib.Z_FULL_FLUSH)
    return head + body * (megabytes - 1) + deflater.flush()


def content_flate_bomb(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, _deflate_bomb((DECODED_STREAM_LIMIT >> 20) + 4))


def content_flate_of_4_mib(tmp_path: Path) -> Built:
    return _flate_content(tmp_path, zlib.compress(b" " * (4 << 20) + TEXT))


def _forms(pdf: pikepdf.Pdf, contents: list[bytes]) -> list[pikepdf.Stream]:
    forms = []
    for data in contents:
        form = pdf.make_stream(data)
        form.Type, form.Subtype = pikepdf.Name.XObject, pikepdf.Name.Form
        form.BBox = pikepdf.Array([0, 0, 595, 842])
        forms.append(pdf.make_indirect(form))
    return forms


def _form_pdf(page_content: bytes, form_contents: list[bytes], shared: bool) -> pikepdf.Pdf:
    """Forms X0, X1, ... with the given contents. ``shared``: one resource dictionary
    naming every form and F1 for the page and all forms; else each form's resources name
    only F1 and the next form (a chain of resource dictionaries)."""
    pdf = page_pdf({"F1": japan1()}, page_content)
    page = pdf.pages[0].obj
    fonts = page.Resources.Font
    forms = _forms(pdf, form_contents)
    if shared:
        resources = pdf.make_indirect(
            pikepdf.Dictionary(
                Font=fonts, XObject=pikepdf.Dictionary({f"/X{i}": f for i, f in enumerate(forms)})
            )
        )
        for form in forms:
            form.Resources = resources
        page.Resources = resources
        return pdf
    for i, form in enumerate(forms):
        form.Resources = pikepdf.Dictionary(Font=fonts)
        if i + 1 < len(forms):
            form.Resources.XObject = pikepdf.Dictionary({f"/X{i + 1}": forms[i + 1]})
    page.Resources.XObject = pikepdf.Dictionary(X0=forms[0])
    return pdf


TEXT = content_tj("F1", 12, cids(34))


def _drawing_chain(n: int) -> pikepdf.Pdf:
    """Page draws X0, each form draws text and the next form: ``n`` forms deep."""
    contents = [TEXT + (f"/X{i + 1} Do\n".encode() if i + 1 < n else b"") for i in range(n)]
    return _form_pdf(b"/X0 Do\n", contents, shared=True)


def forms_nested_past_limit(tmp_path: Path) -> Built:
    return _drawing_chain(FORM_DEPTH_LIMIT + 1)


def forms_nested_to_limit(tmp_path: Path) -> Built:
    return _drawing_chain(FORM_DEPTH_LIMIT)


def _resource_chain(n: int) -> pikepdf.Pdf:
    contents = [TEXT + (f"/X{i + 1} Do\n".encode() if i + 1 < n else b"") for i in range(n)]
    return _form_pdf(b"/X0 Do\n", contents, shared=False)


def resources_nested_past_limit(tmp_path: Path) -> Built:
    return _resource_chain(RESOURCE_DEPTH_LIMIT + 1)


def resources_nested_to_limit(tmp_path: Path) -> Built:
    return _resource_chain(RESOURCE_DEPTH_LIMIT)


def form_draws_itself(tmp_path: Path) -> Built:
    return _form_pdf(b"/X0 Do\n", [TEXT + b"/X0 Do\n"], shared=True)


def form_drawn_twice(tmp_path: Path) -> Built:
    return _form_pdf(b"/X0 Do\n/X0 Do\n", [TEXT], shared=True)


# --- fonts ------------------------------------------------------------------------------


def w_is_a_dictionary(tmp_path: Path) -> Built:
    pdf = shown(japan1(), cids(34))
    pdf.pages[0].obj.Resources.Font.F1.DescendantFonts[0].W = pikepdf.Dictionary(A=1)
    return pdf


def w_is_an_array(tmp_path: Path) -> Built:
    return shown(japan1(w=[34, [500]]), cids(34))


def subtype_unknown(tmp_path: Path) -> Built:
    return shown(lambda pdf: simple_font(pdf, subtype="Type42", first_char=65, widths=[500]), b"A")


def subtype_truetype(tmp_path: Path) -> Built:
    return shown(
        lambda pdf: simple_font(pdf, subtype="TrueType", first_char=65, widths=[500]), b"A"
    )


def tf_names_missing_font(tmp_path: Path) -> Built:
    return page_pdf({"F1": japan1()}, content_tj("F2", 12, cids(34)))


def tf_names_font(tmp_path: Path) -> Built:
    return page_pdf({"F1": japan1()}, content_tj("F1", 12, cids(34)))


def japan1_without_tounicode(tmp_path: Path) -> Built:
    return shown(japan1(), cids(34))


def identity_without_tounicode(tmp_path: Path) -> Built:
    return shown(identity(), cids(34))


def japan1_with_tounicode(tmp_path: Path) -> Built:
    return shown(japan1(to_unicode=to_unicode(("0022", "0041"))), cids(34))


def tounicode_is_a_name(tmp_path: Path) -> Built:
    return shown(japan1(to_unicode="Identity-H"), cids(34))


def encoding_unknown_cmap(tmp_path: Path) -> Built:
    return shown(japan1(encoding="Unknown-UCS2-H"), cids(0x41))


def encoding_predefined_cmap(tmp_path: Path) -> Built:
    return shown(japan1(encoding="UniJIS-UCS2-H"), cids(0x41))


def simple_encoding_unknown(tmp_path: Path) -> Built:
    return shown(lambda pdf: simple_font(pdf, encoding="FooEncoding"), b"A")


def simple_encoding_winansi(tmp_path: Path) -> Built:
    return shown(lambda pdf: simple_font(pdf, encoding="WinAnsiEncoding"), b"A")


def cidfont_as_page_font(tmp_path: Path) -> Built:
    return shown(lambda pdf: type0_font(pdf).DescendantFonts[0], cids(34))


def cidfont_under_type0(tmp_path: Path) -> Built:
    return shown(lambda pdf: type0_font(pdf), cids(34))


def _content(name: str, data: bytes) -> Build:
    """A builder of one page with ``data`` as its content (and F1 in its resources)."""

    def build(tmp_path: Path) -> Built:
        return page_pdf({"F1": japan1()}, data)

    build.__name__ = name
    return build


# --- CMaps ------------------------------------------------------------------------------


def _with_encoding(cmap: bytes, data: bytes = cids(34), **kw: Any) -> pikepdf.Pdf:
    return shown(japan1(encoding=cmap, **kw), data)


def cmap_malformed_entry(tmp_path: Path) -> Built:
    cmap = encoding_cmap().replace(b"endcidrange", b"<0100> <01ff>\nendcidrange")
    return _with_encoding(cmap)


def cmap_well_formed(tmp_path: Path) -> Built:
    cmap = encoding_cmap().replace(b"1 begincidrange", b"2 begincidrange")
    return _with_encoding(cmap.replace(b"endcidrange", b"<0100> <01ff> 256\nendcidrange"))


def codespace_prefix(tmp_path: Path) -> Built:
    cmap = encoding_cmap(
        codespace=[("00", "FF"), ("8140", "FFFC")],
        cidranges=[("20", "7E", 1), ("8140", "817E", 633)],
    )
    return _with_encoding(cmap, b"A")


def codespace_disjoint_lengths(tmp_path: Path) -> Built:
    cmap = encoding_cmap(
        codespace=[("00", "80"), ("8140", "FFFC")],
        cidranges=[("20", "7E", 1), ("8140", "817E", 633)],
    )
    return _with_encoding(cmap, b"A")


def codespace_overlap(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap(codespace=[("0000", "00FF"), ("0080", "01FF")]))


def codespace_adjacent(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap(codespace=[("0000", "00FF"), ("0100", "01FF")]))


def codespace_missing(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap(codespace=[]))


def codespace_present(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap())


def encoding_utf8_cmap(tmp_path: Path) -> Built:
    return shown(japan1(encoding="UniJIS-UTF8-H"), b"A")


def encoding_utf16_cmap(tmp_path: Path) -> Built:
    return shown(japan1(encoding="UniJIS-UTF16-H"), cids(0x41))


def usecmap_utf8(tmp_path: Path) -> Built:
    return _with_encoding(cmap_stream_bytes([], usecmap="UniJIS-UTF8-H"), b"A")


def usecmap_utf16(tmp_path: Path) -> Built:
    return _with_encoding(cmap_stream_bytes([], usecmap="UniJIS-UTF16-H"), cids(0x41))


def wmode_dict_1_program_0(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap(), encoding_cmap_dict={"WMode": 1}, dw2=[880, -1000])


def wmode_dict_1_program_1(tmp_path: Path) -> Built:
    cmap = encoding_cmap(wmode=1)
    return _with_encoding(cmap, encoding_cmap_dict={"WMode": 1}, dw2=[880, -1000])


def usecmap_unknown(tmp_path: Path) -> Built:
    return _with_encoding(cmap_stream_bytes([], usecmap="Nonexistent-UCS2-H"), cids(0x41))


def usecmap_predefined(tmp_path: Path) -> Built:
    return _with_encoding(cmap_stream_bytes([], usecmap="UniJIS-UCS2-H"), cids(0x41))


def usecmap_stream_is_itself(tmp_path: Path) -> Built:
    pdf = _with_encoding(encoding_cmap())
    cmap = pdf.pages[0].obj.Resources.Font.F1.Encoding
    cmap.UseCMap = cmap
    return pdf


def usecmap_stream_is_another(tmp_path: Path) -> Built:
    parent = encoding_cmap(name="Parent-H")
    return _with_encoding(encoding_cmap(cidranges=[]), encoding_cmap_dict={"UseCMap": parent})


def cidrange_backwards(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap(cidranges=[("0100", "00FF", 256), ("0000", "00FF", 0)]))


def cidrange_forwards(tmp_path: Path) -> Built:
    return _with_encoding(encoding_cmap(cidranges=[("00FF", "0100", 255), ("0000", "00FF", 0)]))


def bfrange_past_last_byte(tmp_path: Path) -> Built:
    tu = cmap_stream_bytes([("0000", "FFFF")], bfranges=[("0022", "0032", "00F8")])
    return shown(japan1(to_unicode=tu), cids(0x22))


def bfrange_to_last_byte(tmp_path: Path) -> Built:
    tu = cmap_stream_bytes([("0000", "FFFF")], bfranges=[("0022", "0029", "00F8")])
    return shown(japan1(to_unicode=tu), cids(0x22))


def _sjis_like(data: bytes) -> pikepdf.Pdf:
    cmap = encoding_cmap(codespace=[("8140", "9FFC")], cidranges=[("8140", "817E", 633)])
    return _with_encoding(cmap, data)


def bytes_outside_codespace(tmp_path: Path) -> Built:
    return _sjis_like(b"\x81\x40\x20\x81\x41")


def bytes_inside_codespace(tmp_path: Path) -> Built:
    return _sjis_like(b"\x81\x40\x81\x41")


# --- Unicode ----------------------------------------------------------------------------


def _identity_tu(*pairs: tuple[str, str], data: bytes | None = None) -> pikepdf.Pdf:
    codes = data if data is not None else b"".join(bytes.fromhex(code) for code, _ in pairs)
    return shown(identity(to_unicode=to_unicode(*pairs)), codes)


def tounicode_to_fffd(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "FFFD"), ("0002", "0042"))


def tounicode_to_private_use(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "E000"), ("0002", "0042"))


def tounicode_to_control(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "0001"), ("0002", "0042"))


def tounicode_to_override(tmp_path: Path) -> Built:
    # U+202E draws nothing and reverses the text after it when the copy is shown.
    return _identity_tu(("0001", "202E"), ("0002", "0042"))


def tounicode_to_isolate(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "00412067"), ("0002", "0042"))


def tounicode_with_joiners(tmp_path: Path) -> Built:
    # A ligature's value may hold a zero-width joiner, and a mark an RLM: not suspect.
    return _identity_tu(("0001", "0915094D200D0937"), ("0002", "05D0200F"))


def tounicode_to_letters(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "0041"), ("0002", "0042"))


def tounicode_lacks_a_code(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "0041"), data=cids(1, 2))


def tounicode_has_every_code(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "0041"), ("0002", "0042"), data=cids(1, 2))


def tounicode_lacks_a_code_the_collection_has(tmp_path: Path) -> Built:
    return shown(japan1(to_unicode=to_unicode(("0022", "0041"))), cids(34, 35))


def tounicode_to_kangxi_radical(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "2F00"))


def tounicode_to_compatibility_ideograph(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "F900"))


def tounicode_to_unified_ideograph(tmp_path: Path) -> Built:
    return _identity_tu(("0001", "4E00"))


def kangxi_radical_the_program_draws_as_unified(tmp_path: Path) -> Built:
    # The program maps U+2F00 and U+4E00 to the glyph: it draws 一.
    program = embedded_truetype({"\u2f00": "one", "\u4e00": "one"})
    return shown(cid_truetype(program, to_unicode=to_unicode(("0001", "2F00"))), cids(1))


def kangxi_radical_the_collection_gives_as_unified(tmp_path: Path) -> Built:
    # Adobe-Japan1 CID 1200 is 一 in Adobe-Japan1-UCS2.
    return shown(japan1(to_unicode=to_unicode(("04B0", "2F00"))), cids(1200))


def _collapse(n: int, target: str) -> pikepdf.Pdf:
    return _identity_tu(*((f"{code:04X}", target) for code in range(1, n + 1)))


def codes_collapse_to_one_letter(tmp_path: Path) -> Built:
    return _collapse(COLLAPSE_MIN_CODES, "0041")


def fewer_codes_share_a_letter(tmp_path: Path) -> Built:
    return _collapse(COLLAPSE_MIN_CODES - 1, "0041")


def codes_collapse_to_space(tmp_path: Path) -> Built:
    return _collapse(COLLAPSE_MIN_CODES, "0020")


LETTER_CIDS = range(34, 44)
"""Adobe-Japan1 CIDs 34-43 are A-J (CID = ASCII - 31)."""


def _japan1_letters(shift: int) -> pikepdf.Pdf:
    pairs = [(f"{cid:04X}", f"{cid + 31 + shift:04X}") for cid in LETTER_CIDS]
    return shown(japan1(to_unicode=to_unicode(*pairs)), cids(*LETTER_CIDS))


def tounicode_shifted_from_collection(tmp_path: Path) -> Built:
    return _japan1_letters(1)


def tounicode_agrees_with_collection(tmp_path: Path) -> Built:
    return _japan1_letters(0)


def tounicode_disagrees_with_program(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC"), XYZ_TO_UNICODE)


def tounicode_agrees_with_program(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC"), ABC_TO_UNICODE)


def cjk_subset_without_unicode(tmp_path: Path) -> Built:
    """A Noto Sans CJK JP subset with nothing that says what its codes are (the
    glyph-shape route reads them; tests/shape_fonts.py)."""
    import importlib.util
    import shutil

    from shape_fonts import FACES, NOTO_SANS, hintless_pdf

    if importlib.util.find_spec("numpy") is None or not NOTO_SANS.exists():
        pytest.skip("needs numpy (the glyphs extra) and fonts-noto-cjk")
    if shutil.which("fc-list") is None:
        pytest.skip("needs fc-list (fontconfig) to find the reference fonts")
    path = tmp_path / "hintless.pdf"
    hintless_pdf(path, NOTO_SANS, FACES["ja"], "あいう", "NotoSansCJKjp-Regular")
    return path


def _named(tu: bytes) -> pikepdf.Pdf:
    return shown(
        lambda pdf: simple_font(pdf, differences=[65, "A", "B", "C"], to_unicode=tu), b"ABC"
    )


def tounicode_disagrees_with_glyph_names(tmp_path: Path) -> Built:
    return _named(
        to_unicode(("41", "0058"), ("42", "0059"), ("43", "005A"), codespace=("00", "FF"))
    )


def tounicode_agrees_with_glyph_names(tmp_path: Path) -> Built:
    return _named(
        to_unicode(("41", "0041"), ("42", "0042"), ("43", "0043"), codespace=("00", "FF"))
    )


def tounicode_one_byte_codes_for_two_byte_font(tmp_path: Path) -> Built:
    tu = to_unicode(("22", "0041"), codespace=("00", "FF"))
    return shown(identity(to_unicode=tu), cids(0x22))


def tounicode_two_byte_codes_for_two_byte_font(tmp_path: Path) -> Built:
    return shown(identity(to_unicode=to_unicode(("0022", "0041"))), cids(0x22))


def _marked(properties: bytes) -> pikepdf.Pdf:
    content = b"/Span " + properties + b" BDC\n" + content_tj("F1", 12, cids(34)) + b"EMC\n"
    return page_pdf({"F1": japan1()}, content)


def marked_with_actual_text(tmp_path: Path) -> Built:
    return _marked(b"<< /ActualText (A) >>")


def marked_without_actual_text(tmp_path: Path) -> Built:
    return _marked(b"<< /Lang (en) >>")


# --- glyphs, collections, metrics ---------------------------------------------------------


def cid_0_shown(tmp_path: Path) -> Built:
    return shown(japan1(), cids(0, 34))


def cid_1_shown(tmp_path: Path) -> Built:
    return shown(japan1(), cids(1, 34))


def _cid_truetype_showing(cid: int) -> pikepdf.Pdf:
    tu = to_unicode(("0001", "0041"), (f"{cid:04X}", "0044"))
    return shown(cid_truetype(truetype_program("ABC"), to_unicode=tu), cids(1, cid))


def cid_past_the_programs_glyphs(tmp_path: Path) -> Built:
    # CIDToGIDMap Identity: CID 9 selects GID 9, but the program has GIDs 0-3 only. The
    # CIDFont has no glyph for the CID, so the glyph of CID 0 is drawn (ISO 32000-1 §9.7.6.3).
    return _cid_truetype_showing(9)


def cid_of_the_programs_last_glyph(tmp_path: Path) -> Built:
    return _cid_truetype_showing(3)


def gb1_cmap_over_cns1_font(tmp_path: Path) -> Built:
    return shown(japan1(encoding="UniGB-UCS2-H", ordering="CNS1", supplement=0), cids(0x4E00))


def gb1_cmap_over_gb1_font(tmp_path: Path) -> Built:
    return shown(japan1(encoding="UniGB-UCS2-H", ordering="GB1", supplement=0), cids(0x4E00))


ADOBE_JAPAN1_0_CIDS = 8284


def cid_past_supplement_0(tmp_path: Path) -> Built:
    return shown(japan1(supplement=0), cids(34, ADOBE_JAPAN1_0_CIDS))


def last_cid_of_supplement_0(tmp_path: Path) -> Built:
    return shown(japan1(supplement=0), cids(34, ADOBE_JAPAN1_0_CIDS - 1))


UNIFORM_W = [1, [1000] * (UNIFORM_WIDTH_RUN + 75)]


def uniform_w_for_latin(tmp_path: Path) -> Built:
    return shown(japan1(w=UNIFORM_W), cids(34, 35, 36))


def uniform_w_range_for_latin(tmp_path: Path) -> Built:
    # [c_first c_last w] gives the same widths as the list form (ISO 32000-1 §9.7.4.3).
    return shown(japan1(w=[1, UNIFORM_WIDTH_RUN + 75, 1000]), cids(34, 35, 36))


def uniform_w_for_kanji(tmp_path: Path) -> Built:
    return shown(japan1(w=[1200, [1000] * (UNIFORM_WIDTH_RUN + 5)]), cids(1200, 1201, 1203))


def w_twice_the_advances(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC", advance=500), w=1000)


def w_close_to_the_advances(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC", advance=500), w=510)


def hmetrics_above_32767(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC", number_of_hmetrics=32768))


def hmetrics_at_32767(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC", number_of_hmetrics=32767))


def vertical_without_w2(tmp_path: Path) -> Built:
    return shown(japan1(encoding="Identity-V"), cids(1200))


def vertical_with_dw2(tmp_path: Path) -> Built:
    return shown(japan1(encoding="Identity-V", dw2=[880, -1000]), cids(1200))


def horizontal_without_w2(tmp_path: Path) -> Built:
    return shown(japan1(encoding="Identity-H"), cids(1200))


SQUARE = b"0 0 m 500 0 l 500 500 l h f"


def _type3(names: list[str], tu: bytes | None = None) -> pikepdf.Pdf:
    def factory(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        return type3_font(
            pdf,
            glyphs=dict.fromkeys(names, b"500 0 0 0 500 500 d1 " + SQUARE),
            encoding_differences=[65, *names],
            first_char=65,
            widths=[500] * len(names),
            to_unicode=tu,
        )

    return shown(factory, bytes(range(65, 65 + len(names))))


def _type3_with(key: str, value: Any) -> pikepdf.Pdf:
    pdf = _type3(["A", "B"])
    pdf.pages[0].Resources.Font.F1[key] = value
    return pdf


def type3_charprocs_an_array(tmp_path: Path) -> Built:
    return _type3_with("/CharProcs", pikepdf.Array([1, 2]))


def type3_matrix_of_five(tmp_path: Path) -> Built:
    return _type3_with("/FontMatrix", pikepdf.Array([0.001, 0, 0, 0.001, 0]))


def type3_matrix_singular(tmp_path: Path) -> Built:
    return _type3_with("/FontMatrix", pikepdf.Array([0.001, 0, 0, 0, 0, 0]))


def type3_names_g1_g2(tmp_path: Path) -> Built:
    return _type3(["g1", "g2"])


def type3_names_a_b(tmp_path: Path) -> Built:
    return _type3(["A", "B"])


def type3_names_g1_g2_with_tounicode(tmp_path: Path) -> Built:
    return _type3(["g1", "g2"], to_unicode(("41", "0041"), ("42", "0042"), codespace=("00", "FF")))


def type3_names_a65_a66(tmp_path: Path) -> Built:
    return _type3(["a65", "a66"])


def type3_names_g65_g1(tmp_path: Path) -> Built:
    return _type3(["g65", "g1"])  # one name is its code, the other is not: no pattern


def _unembedded(**kw: Any) -> pikepdf.Pdf:
    return shown(lambda pdf: simple_font(pdf, encoding="WinAnsiEncoding", **kw), b"AB")


def unembedded_without_widths(tmp_path: Path) -> Built:
    return _unembedded(subtype="TrueType", base_font="SomeSans")


def unembedded_with_widths(tmp_path: Path) -> Built:
    return _unembedded(subtype="TrueType", base_font="SomeSans", first_char=65, widths=[600, 600])


def standard_14_without_widths(tmp_path: Path) -> Built:
    return _unembedded(subtype="Type1", base_font="Helvetica")


def glyph_without_contours(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC", empty="B"))


def glyphs_with_contours(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC"))


def space_without_contours(tmp_path: Path) -> Built:
    tu = to_unicode(("0001", "0041"), ("0002", "0020"), ("0003", "0043"))
    return with_program(truetype_program("A C", empty=" "), tu)


def program_garbage(tmp_path: Path) -> Built:
    return with_program(b"\x00\x01\x00\x00" + b"not a font program " * 8)


def program_valid(tmp_path: Path) -> Built:
    return with_program(truetype_program("ABC"))


def _relabelled(key: str, subtype: str | None = None) -> pikepdf.Pdf:
    def factory(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        font = simple_font(
            pdf,
            subtype="TrueType",
            base_font="Test",
            encoding="WinAnsiEncoding",
            first_char=65,
            widths=[600] * 3,
            font_file2=embedded_truetype("ABC", advance=600),
        )
        descriptor = font.FontDescriptor
        program = descriptor.FontFile2
        del descriptor["/FontFile2"]
        if subtype is not None:
            program.Subtype = pikepdf.Name(subtype)
        descriptor[key] = program
        return font

    return shown(factory, b"ABC")


def truetype_in_fontfile(tmp_path: Path) -> Built:
    return _relabelled("/FontFile")


def truetype_in_fontfile3_type1c(tmp_path: Path) -> Built:
    return _relabelled("/FontFile3", "/Type1C")


def truetype_in_fontfile2(tmp_path: Path) -> Built:
    return _relabelled("/FontFile2")


# --- links --------------------------------------------------------------------------------


def _linked(uri: str) -> pikepdf.Pdf:
    pdf = shown(japan1(), cids(34))
    action = pikepdf.Dictionary(S=pikepdf.Name.URI, URI=pikepdf.String(uri))
    link = pikepdf.Dictionary(
        Type=pikepdf.Name.Annot, Subtype=pikepdf.Name.Link, Rect=[0, 0, 100, 100], A=action
    )
    pdf.pages[0].Annots = pikepdf.Array([pdf.make_indirect(link)])
    return pdf


def link_to_javascript(tmp_path: Path) -> Built:
    return _linked("Java\tScript:alert(1)")


def link_to_https(tmp_path: Path) -> Built:
    return _linked("https://example.com/")


# --- the table ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """A finding code, where it is reported, an input with it and the nearest without."""

    code: str
    where: str
    triggers: Build | None
    does_not_trigger: Build | None
    severity: str | None = None
    """Expected severity when it depends on the input (else the catalogue's)."""
    args: tuple[str, ...] = ()
    """Options of the command (``--recover glyph-shape``)."""
    env: tuple[tuple[str, str], ...] = ()
    """Environment variables the run needs."""
    exit_when_triggered: int | None = None
    """The command's exit status on the input with the finding (None: 0, or 1 where
    `trace` warns that part of a page was not read whole)."""


SHAPES = ("--recover", "glyph-shape")

ROWS = (
    Row("PDF-REPAIRED", "file", xref_offsets_shifted, valid_file),
    Row("PDF-OBJECT-UNREADABLE", "file", content_flate_garbage, content_flate_good),
    Row("PDF-OBJECT-UNREADABLE", "font", tounicode_flate_garbage, tounicode_flate_good),
    Row("STREAM-FLATE-RAW", "file", content_raw_deflate, content_zlib),
    Row("STREAM-FLATE-RAW", "font", tounicode_raw_deflate, tounicode_flate_good),
    Row("STREAM-FLATE-CHECKSUM", "file", content_without_adler, content_zlib),
    Row("STREAM-FLATE-CHECKSUM", "file", None, content_wrong_adler),
    Row("STREAM-TRUNCATED", "file", content_flate_cut, content_zlib),
    Row("STREAM-TRUNCATED", "file", content_wrong_adler, None),
    Row("STREAM-TRUNCATED", "file", content_flipped_half_way, None),
    Row("STREAM-TRUNCATED", "file", content_garbage_after_end, content_padded_after_end),
    Row(
        "STREAM-FILTER-SKIPPED",
        "file",
        content_unknown_filter_before_flate,
        content_zlib,
    ),
    Row("STREAM-PREDICTOR-ROW", "file", predictor_last_row_cut, predictor_whole_rows),
    Row("STREAM-LENGTH-WRONG", "file", length_too_long, length_right),
    Row("PDF-CYCLE", "page", form_draws_itself, form_drawn_twice),
    Row("PDF-LIMIT", "file", content_flate_bomb, content_flate_of_4_mib),
    Row("PDF-DEPTH-LIMIT", "page", forms_nested_past_limit, forms_nested_to_limit),
    Row("PDF-DEPTH-LIMIT", "file", resources_nested_past_limit, resources_nested_to_limit),
    Row("FONT-DICT-INVALID", "font", w_is_a_dictionary, w_is_an_array),
    Row("FONT-UNBUILDABLE", "font", subtype_unknown, subtype_truetype),
    Row("FONT-UNDRAWABLE", "font", type3_charprocs_an_array, type3_names_a_b),
    Row("FONT-UNDRAWABLE", "font", type3_matrix_of_five, None),
    Row("FONT-UNDRAWABLE", "font", type3_matrix_singular, None),
    Row("FONT-RESOURCE-MISSING", "page", tf_names_missing_font, tf_names_font),
    Row("FONT-NO-TOUNICODE", "font", japan1_without_tounicode, japan1_with_tounicode, "info"),
    Row("FONT-NO-TOUNICODE", "font", identity_without_tounicode, None, "error"),
    Row("TOUNICODE-WRONG-TYPE", "font", tounicode_is_a_name, japan1_with_tounicode),
    Row("ENCODING-UNKNOWN", "font", encoding_unknown_cmap, encoding_predefined_cmap),
    Row("ENCODING-UNKNOWN", "font", simple_encoding_unknown, simple_encoding_winansi),
    Row("TYPE0-NOT-COMPOSITE", "font", cidfont_as_page_font, cidfont_under_type0),
    Row(
        "CONTENT-UNBALANCED",
        "page",
        _content("Q_without_q", b"Q\n" + TEXT),
        _content("q_and_Q", b"q\n" + TEXT + b"Q\n"),
    ),
    Row("CONTENT-UNBALANCED", "page", _content("q_without_Q", b"q\n" + TEXT), None),
    Row("CONTENT-UNBALANCED", "page", _content("ET_without_BT", TEXT + b"ET\n"), None),
    Row("CONTENT-UNBALANCED", "page", _content("Tj_outside_BT", b"<0022> Tj\n"), None),
    Row(
        "CONTENT-UNBALANCED",
        "page",
        _content("BT_without_ET", TEXT.replace(b"ET\n", b"")),
        _content("BT_and_ET", TEXT),
    ),
    Row(
        "CONTENT-UNBALANCED",
        "page",
        _content("BMC_without_EMC", b"/Span BMC\n" + TEXT),
        _content("BMC_and_EMC", b"/Span BMC\n" + TEXT + b"EMC\n"),
    ),
    Row("CONTENT-UNBALANCED", "page", _content("EMC_without_BMC", TEXT + b"EMC\n"), None),
    Row(
        "CONTENT-OPERAND",
        "page",
        _content("Td_with_strings", b"BT /F1 12 Tf (a) (b) Td <0022> Tj ET\n"),
        _content("Td_with_numbers", b"BT /F1 12 Tf 72 720 Td <0022> Tj ET\n"),
    ),
    Row("CMAP-SYNTAX", "font", cmap_malformed_entry, cmap_well_formed),
    Row("CMAP-CODESPACE-PREFIX", "font", codespace_prefix, codespace_disjoint_lengths),
    Row("CMAP-CODESPACE-OVERLAP", "font", codespace_overlap, codespace_adjacent),
    Row("CMAP-NO-CODESPACE", "font", codespace_missing, codespace_present),
    Row("CMAP-NOT-STANDARD", "font", encoding_utf8_cmap, encoding_utf16_cmap),
    Row("CMAP-NOT-STANDARD", "font", usecmap_utf8, usecmap_utf16),
    Row("CMAP-WMODE-MISMATCH", "font", wmode_dict_1_program_0, wmode_dict_1_program_1),
    Row("CMAP-USECMAP-UNKNOWN", "font", usecmap_unknown, usecmap_predefined),
    Row("CMAP-USECMAP-CYCLE", "font", usecmap_stream_is_itself, usecmap_stream_is_another),
    Row("CMAP-RANGE-INVALID", "font", cidrange_backwards, cidrange_forwards),
    Row("CMAP-BFRANGE-OVERFLOW", "font", bfrange_past_last_byte, bfrange_to_last_byte),
    Row("CODE-OUTSIDE-CODESPACE", "font", bytes_outside_codespace, bytes_inside_codespace),
    Row("CODE-OUTSIDE-CODESPACE", "page", bytes_outside_codespace, bytes_inside_codespace),
    Row("UNICODE-SUSPECT", "font", tounicode_to_fffd, tounicode_to_letters),
    Row("UNICODE-SUSPECT", "font", tounicode_to_private_use, None),
    Row("UNICODE-SUSPECT", "font", tounicode_to_control, None),
    Row("UNICODE-SUSPECT", "font", tounicode_to_override, tounicode_with_joiners),
    Row("UNICODE-SUSPECT", "font", tounicode_to_isolate, None),
    Row("UNICODE-UNMAPPED", "font", tounicode_lacks_a_code, tounicode_has_every_code),
    Row("UNICODE-UNMAPPED", "font", None, tounicode_lacks_a_code_the_collection_has),
    Row("TOUNICODE-MISSING-CODES", "font", tounicode_lacks_a_code, tounicode_has_every_code),
    Row("TOUNICODE-MISSING-CODES", "font", None, tounicode_lacks_a_code_the_collection_has),
    Row(
        "UNICODE-VARIANT-IDEOGRAPH",
        "font",
        kangxi_radical_the_program_draws_as_unified,
        tounicode_to_kangxi_radical,
    ),
    Row("UNICODE-VARIANT-IDEOGRAPH", "font", kangxi_radical_the_collection_gives_as_unified, None),
    Row(
        "UNICODE-VARIANT-IDEOGRAPH-KEPT",
        "font",
        tounicode_to_kangxi_radical,
        kangxi_radical_the_program_draws_as_unified,
    ),
    Row(
        "UNICODE-VARIANT-IDEOGRAPH-KEPT",
        "font",
        tounicode_to_compatibility_ideograph,
        tounicode_to_unified_ideograph,
    ),
    Row("UNICODE-COLLAPSE", "font", codes_collapse_to_one_letter, fewer_codes_share_a_letter),
    Row("UNICODE-COLLAPSE", "font", None, codes_collapse_to_space),
    Row(
        "TOUNICODE-DISAGREES-COLLECTION",
        "font",
        tounicode_shifted_from_collection,
        tounicode_agrees_with_collection,
    ),
    Row(
        "TOUNICODE-DISAGREES-PROGRAM",
        "font",
        tounicode_disagrees_with_program,
        tounicode_agrees_with_program,
    ),
    Row(
        "TOUNICODE-DISAGREES-GLYPH-NAMES",
        "font",
        tounicode_disagrees_with_glyph_names,
        tounicode_agrees_with_glyph_names,
    ),
    Row(
        "TOUNICODE-CODE-LENGTH",
        "font",
        tounicode_one_byte_codes_for_two_byte_font,
        tounicode_two_byte_codes_for_two_byte_font,
    ),
    Row("ACTUALTEXT-PRESENT", "font", marked_with_actual_text, marked_without_actual_text),
    Row("NOTDEF-DRAWN", "font", cid_0_shown, cid_1_shown),
    Row("NOTDEF-DRAWN", "font", cid_past_the_programs_glyphs, cid_of_the_programs_last_glyph),
    Row("CSI-MISMATCH", "font", gb1_cmap_over_cns1_font, gb1_cmap_over_gb1_font),
    Row("CID-BEYOND-SUPPLEMENT", "font", cid_past_supplement_0, last_cid_of_supplement_0),
    Row("WIDTHS-UNIFORM", "font", uniform_w_for_latin, uniform_w_for_kanji),
    Row("WIDTHS-UNIFORM", "font", uniform_w_range_for_latin, None),
    Row("WIDTHS-MISMATCH-PROGRAM", "font", w_twice_the_advances, w_close_to_the_advances),
    Row("HMTX-METRICS-OVERFLOW", "font", hmetrics_above_32767, hmetrics_at_32767),
    Row("VERTICAL-NO-W2", "font", vertical_without_w2, vertical_with_dw2),
    Row("VERTICAL-NO-W2", "font", None, horizontal_without_w2),
    Row("TYPE3-NO-MEANING", "font", type3_names_g1_g2, type3_names_a_b),
    Row("TYPE3-NO-MEANING", "font", None, type3_names_g1_g2_with_tounicode),
    Row("TYPE3-NO-MEANING", "font", None, type3_names_a65_a66),
    Row("GLYPH-NAME-PATTERN", "font", type3_names_a65_a66, type3_names_g65_g1),
    Row("GLYPH-NAME-PATTERN", "font", None, type3_names_a_b),
    Row("FONT-NO-METRICS", "font", unembedded_without_widths, unembedded_with_widths),
    Row("FONT-NO-METRICS", "font", None, standard_14_without_widths),
    Row("GLYPH-NO-OUTLINE", "font", glyph_without_contours, glyphs_with_contours),
    Row("GLYPH-NO-OUTLINE", "font", None, space_without_contours),
    Row("FONT-PROGRAM-UNPARSABLE", "font", program_garbage, program_valid),
    Row("FONT-PROGRAM-WARNING", "font", truetype_in_fontfile, truetype_in_fontfile2),
    Row("FONT-PROGRAM-WARNING", "font", truetype_in_fontfile3_type1c, None),
    Row("LINK-NOT-FOLLOWED", "page", link_to_javascript, link_to_https),
    Row(
        "GLYPH-SHAPE-RECOVERED",
        "font",
        cjk_subset_without_unicode,
        tounicode_agrees_with_program,
        args=SHAPES,
        env=(("INSPECTOR_GLYPH_LIMIT", "300"),),
    ),
    Row(
        "GLYPH-SHAPE-UNAVAILABLE",
        "file",
        cjk_subset_without_unicode,
        tounicode_agrees_with_program,
        args=SHAPES,
        env=(("INSPECTOR_GLYPH_FONTS", ""),),
        exit_when_triggered=2,  # the route was asked for and could not run
    ),
)


def _params() -> list[Any]:
    params = []
    for row in ROWS:
        for outcome in ("triggers", "does_not_trigger"):
            build = getattr(row, outcome)
            if build is not None:
                test_id = f"{row.code}-{outcome}-{build.__name__}"
                params.append(pytest.param(row, outcome == "triggers", build, id=test_id))
    return params


@pytest.mark.parametrize(("row", "triggers", "build"), _params())
def test_finding(
    row: Row,
    triggers: bool,
    build: Build,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("INSPECTOR_GLYPH_CACHE", str(tmp_path / "glyph-cache"))
    for name, value in row.env:
        monkeypatch.setenv(name, value)
    code = row.exit_when_triggered if triggers else None
    found = findings_at(capsys, saved(build(tmp_path), tmp_path), row.where, *row.args, code=code)
    mine = [f for f in found if f["code"] == row.code]
    if triggers:
        assert mine, f"{row.code} missing; found {sorted({f['code'] for f in found})}"
        expected = row.severity or CATALOGUE[row.code].severity
        assert {f["severity"] for f in mine} == {expected}
        assert all(f["message"] and f["spec"] == CATALOGUE[row.code].spec for f in mine)
    else:
        assert not mine, mine


def test_every_catalogue_code_has_both_cases() -> None:
    triggered = {row.code for row in ROWS if row.triggers is not None}
    missed = {row.code for row in ROWS if row.does_not_trigger is not None}
    assert triggered == set(CATALOGUE)
    assert missed == set(CATALOGUE)


def test_rows_name_catalogue_codes_and_places() -> None:
    assert {row.code for row in ROWS} <= set(CATALOGUE)
    assert {row.where for row in ROWS} <= {"font", "page", "file"}
    severities = {"info", "warning", "error"}
    assert all(row.severity in severities for row in ROWS if row.severity)
    assert {kind.severity for kind in CATALOGUE.values()} <= severities


# --- what a finding says beside its code ------------------------------------------------------


def only(findings: list[Any], code: str) -> Any:
    (finding,) = [f for f in findings if f["code"] == code]
    return finding


def test_code_outside_codespace_names_the_byte_offsets(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = saved(bytes_outside_codespace(tmp_path), tmp_path)
    finding = only(findings_at(capsys, path, "page"), "CODE-OUTSIDE-CODESPACE")
    assert finding["location"]["page"] == 1 and finding["location"]["font"] == "F1"
    assert finding["location"]["operator"] == "Tj" and finding["location"]["byte_offset"] == 2
    assert finding["details"] == {"count": 2, "first": "2081"}
    assert "offsets 2, 4" in finding["message"]


def test_shifted_tounicode_reports_the_shift_with_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = saved(tounicode_shifted_from_collection(tmp_path), tmp_path)
    finding = only(findings_at(capsys, path, "font"), "TOUNICODE-DISAGREES-COLLECTION")
    assert finding["details"] == {"compared": 10, "differing": 10, "shift": 1}
    assert "shifted by +1" in finding["message"] and "CID 34" in finding["message"]


def test_font_findings_point_at_the_font(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (font,) = run_json(capsys, "fonts", saved(tounicode_lacks_a_code(tmp_path), tmp_path))["fonts"]
    finding = only(font["findings"], "TOUNICODE-MISSING-CODES")
    assert finding["location"] == {"page": 1, "obj": font["object"], "font": "F1"}
    assert "<0002>" in finding["message"] and finding["details"] == {"count": 1}
