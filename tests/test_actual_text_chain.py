"""/ActualText in the chain of ``trace`` and ``trace --json``: which glyphs it replaces,
its text and what the glyphs alone give; the GID's source in ``trace``."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest
from builders import cmap_stream_bytes, embedded_truetype, page_pdf, save, type0_font

from inspector.cli import main

CONTENT = (
    b"BT /F1 20 Tf 72 700 Td <0003> Tj ET\n"
    b"/Span <</ActualText <FEFF65E5672C>>> BDC\n"
    b"BT /F1 20 Tf 100 700 Td <0001> Tj <0002> Tj ET\n"
    b"EMC\n"
)


def _pdf(tmp_path: Path) -> Path:
    to_unicode = cmap_stream_bytes(
        [("0000", "FFFF")], bfchars=[("0001", "2F47"), ("0002", "672C"), ("0003", "0041")]
    )
    font = partial(
        type0_font,
        ordering="Identity",
        supplement=0,
        subtype="CIDFontType2",
        base_font="ABCDEF+Test",
        cid_to_gid="Identity",
        font_file2=embedded_truetype("xyA"),
        to_unicode=to_unicode,
    )
    return save(page_pdf({"F1": font}, CONTENT), tmp_path, "actual.pdf")


def test_trace_json_names_the_actual_text_of_each_string(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["trace", "--json", str(_pdf(tmp_path))]) == 0
    strings = json.loads(capsys.readouterr().out)["pages"][0]["strings"]
    assert strings[0]["actual_text"] is None
    expected = {"text": "日本", "strings": [1, 2], "glyphs": 2, "glyphs_text": "⽇本"}
    assert strings[1]["actual_text"] == expected
    assert strings[2]["actual_text"] == expected
    # the codes keep their own chain
    assert strings[1]["codes"][0]["source"] == "tounicode"
    assert strings[1]["codes"][0]["gid_rule"] == "CIDToGIDMap Identity"


def test_trace_text_names_the_actual_text_and_the_gid_source(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["trace", str(_pdf(tmp_path))]) == 0
    out = capsys.readouterr().out
    line = 'ActualText "日本" replaces the text of the glyphs it covers (strings: 2, 3)'
    assert out.count(line) == 2
    assert 'alone they give "⽇本"' in out
    assert "1 (CIDToGIDMap Identity)" in out


def test_a_glyph_names_gid_says_where_the_name_comes_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from test_tex_names import tex_pdf

    path = save(tex_pdf({0x30: "prime", 0x31: "infinity"}, b"01"), tmp_path, "tex.pdf")
    assert main(["trace", "--json", str(path)]) == 0
    codes = json.loads(capsys.readouterr().out)["pages"][0]["strings"][0]["codes"]
    rules = [c["gid_rule"] for c in codes]
    assert rules == [
        "glyph name /prime (font program's built-in encoding)",
        "glyph name /infinity (font program's built-in encoding)",
    ]


def test_a_differences_name_gives_the_gid_source(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pikepdf
    from builders import content_tj, simple_font
    from test_tex_names import _cff

    def font(pdf: pikepdf.Pdf) -> pikepdf.Dictionary:
        program = pdf.make_stream(_cff("ABCDEF+CMSY10", {0x30: "prime", 0x31: "infinity"}))
        program.Subtype = pikepdf.Name.Type1C
        return simple_font(
            pdf,
            base_font="ABCDEF+CMSY10",
            differences=[0x30, "infinity"],
            first_char=0,
            widths=[500] * 256,
            font_file3=program,
        )

    path = save(page_pdf({"F1": font}, content_tj("F1", 12, b"0")), tmp_path, "diff.pdf")
    assert main(["trace", "--json", str(path)]) == 0
    code = json.loads(capsys.readouterr().out)["pages"][0]["strings"][0]["codes"][0]
    assert code["gid_rule"] == "glyph name /infinity (Differences)"
