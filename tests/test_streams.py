"""Reading stream data: the tolerant inflater and the recovery of damaged Flate streams,
always under the size limit (``inspector.pdf.inflate``, ``inspector.pdf.streams``)."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pikepdf
import pytest
from builders import embedded_truetype, page_pdf, simple_font

from inspector.cli import main
from inspector.pdf.inflate import has_zlib_header, inflate
from inspector.pdf.streams import read_stream_data

TEXT = b"".join(b"BT /F1 12 Tf 72 %d Td (line %03d) Tj ET\n" % (700 - 12 * i, i) for i in range(50))


def deflate(data: bytes, wbits: int = 15) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    return packer.compress(data) + packer.flush()


def stream(data: bytes, filters: list[str], parms: pikepdf.Dictionary | None = None) -> object:
    """A stream holding ``data`` as encoded by ``filters`` (outermost first)."""
    pdf = pikepdf.Pdf.new()
    obj = pdf.make_stream(b"")
    names = pikepdf.Array([pikepdf.Name("/" + f) for f in filters])
    obj.write(data, filter=names, decode_parms=parms)
    _KEEP.append(pdf)  # a stream needs its document alive
    return obj


_KEEP: list[pikepdf.Pdf] = []


# --- the inflater ----------------------------------------------------------------------------


def test_zlib_data_is_clean() -> None:
    found = inflate(deflate(TEXT), 1 << 20)
    assert found.data == TEXT and found.clean


def test_raw_deflate_inflates_without_a_header() -> None:
    raw = deflate(TEXT, -15)
    assert not has_zlib_header(raw)
    found = inflate(raw, 1 << 20)
    assert found.data == TEXT and not found.header and found.complete and not found.clean


@pytest.mark.parametrize(
    ("trailer", "checksum"),
    [(lambda z: z[:-4] + bytes(4), "wrong"), (lambda z: z[:-4], "missing"), (lambda z: z, "ok")],
    ids=["wrong", "missing", "right"],
)
def test_the_checksum_is_checked_and_the_data_kept(trailer: object, checksum: str) -> None:
    found = inflate(trailer(deflate(TEXT)), 1 << 20)  # type: ignore[operator]
    assert found.data == TEXT and found.complete and found.checksum == checksum


def test_data_cut_short_keeps_a_true_prefix() -> None:
    data = deflate(TEXT)
    found = inflate(data[: len(data) // 2], 1 << 20)
    assert not found.complete and found.error is None
    assert 0 < len(found.data) < len(TEXT) and TEXT.startswith(found.data)


def test_data_damaged_part_way_keeps_what_inflated_before() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    # A full flush ends the first block on a byte boundary; the next byte then starts a
    # block of the reserved type 3, which no deflate data may hold.
    first = packer.compress(TEXT) + packer.flush(zlib.Z_FULL_FLUSH)
    found = inflate(first + b"\x07" + deflate(TEXT, -15), 1 << 20)
    assert found.data == TEXT
    assert not found.complete and found.error and "block type" in found.error
    assert found.consumed == len(first)


def test_a_bomb_stops_at_the_limit_with_or_without_header() -> None:
    bomb = b"\0" * (4 << 20)
    for wbits in (15, -15):
        found = inflate(deflate(bomb, wbits), 1 << 20)
        assert found.over_limit and found.data == b""


def test_nothing_inflates_from_data_that_is_not_deflate() -> None:
    found = inflate(b"\x78\x9c this is not deflate data", 1 << 20)
    assert found.data == b"" and not found.complete and found.error


# --- reading streams -------------------------------------------------------------------------


def test_a_clean_stream_has_no_notes() -> None:
    read = read_stream_data(stream(deflate(TEXT), ["FlateDecode"]))
    assert read.data == TEXT and read.notes == () and not read.rewritable


def test_raw_deflate_behind_another_filter_is_recovered_stage_by_stage() -> None:
    encoded = deflate(TEXT, -15).hex().encode() + b">"
    read = read_stream_data(stream(encoded, ["ASCIIHexDecode", "FlateDecode"]))
    assert read.data == TEXT and [c for c, _ in read.notes] == ["STREAM-FLATE-RAW"]
    assert read.rewritable


def test_a_raw_deflate_bomb_is_refused() -> None:
    read = read_stream_data(stream(deflate(b" " * (6 << 20), -15), ["FlateDecode"]), 1 << 20)
    assert read.refused and read.data == b"" and not read.complete


def test_a_predictor_is_applied_after_raw_deflate() -> None:
    columns = 10
    rows = [TEXT[i : i + columns].ljust(columns) for i in range(0, len(TEXT), columns)]
    predicted = b"".join(b"\x00" + r for r in rows)  # PNG filter type None
    parms = pikepdf.Dictionary(Predictor=10, Columns=columns)
    read = read_stream_data(stream(deflate(predicted, -15), ["FlateDecode"], parms))
    assert read.data.rstrip() == TEXT.rstrip()


def test_empty_flate_data_is_empty() -> None:
    read = read_stream_data(stream(b"", ["FlateDecode"]))
    assert read.data == b"" and read.error is None and read.complete


def test_a_font_program_in_raw_deflate_is_recovered_and_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    program = embedded_truetype("AB")
    pdf = page_pdf(
        {"F1": lambda p: simple_font(p, subtype="TrueType", base_font="Test", font_file2=program)},
        b"BT /F1 12 Tf 72 720 Td (AB) Tj ET",
    )
    ff2 = pdf.pages[0].Resources.Font.F1.FontDescriptor.FontFile2
    ff2.write(deflate(program, -15), filter=pikepdf.Name.FlateDecode)
    path = tmp_path / "program.pdf"
    pdf.save(path, stream_decode_level=pikepdf.StreamDecodeLevel.none)
    assert main(["fonts", str(path), "--json"]) == 0
    font = json.loads(capsys.readouterr().out)["fonts"][0]
    assert "STREAM-FLATE-RAW" in {f["code"] for f in font["findings"]}
    assert font["program"] is not None and "FONT-PROGRAM-UNPARSABLE" not in {
        f["code"] for f in font["findings"]
    }


def test_operands_keep_their_kinds_names_of_latin_1_bytes_included() -> None:
    # Names and strings are told apart by pikepdf's type code; a name whose bytes are not
    # UTF-8 (legal, §7.3.5) keeps them as Latin-1; numbers, arrays and booleans as before.
    from inspector.findings import CollectingSink, Location
    from inspector.pdf.resources import ContentHandle

    pdf = pikepdf.Pdf.new()
    stream = pdf.make_stream(
        b"BT /F#e91 12 Tf [(a) -20 <0102>] TJ /Span <</ActualText (x)>> BDC EMC "
        b"1 0 0 1 7.5 -3 Tm true false null d0 ET\n"
    )
    sink = CollectingSink()
    found = list(ContentHandle(stream, Location(), sink).instructions())
    assert found[:3] == [("BT", []), ("Tf", ["/F\xe91", 12]), ("TJ", [[b"a", -20, b"\x01\x02"]])]
    assert found[3][0] == "BDC" and found[3][1][0] == "/Span"
    assert found[5] == ("Tm", [1, 0, 0, 1, 7.5, -3])
    assert found[6][0] == "d0" and found[6][1][:2] == [True, False]
