"""``pdf-font-inspector report``: formats by extension, redaction, refusing to overwrite."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pikepdf
import pytest
from builders import (
    cmap_stream_bytes,
    content_tj,
    link_to,
    page_pdf,
    save,
    simple_font,
    type0_font,
)
from test_report import parsed

from inspector.cli import main
from inspector.report.json_report import load_schema

SECRET_WORDS = ["Confidential", "Merger", "合併計画", "ひみつ", "カタカナ", "비밀", "2024"]
SECRET_TEXT = "Confidential Merger 合併計画 ひみつ カタカナ 비밀 2024!"
SECRET_TITLE = "Merger plan 合併計画"


def utf16(text: str) -> str:
    return text.encode("utf-16-be").hex()


def secret_pdf(tmp_path: Path) -> Path:
    """Text through a ToUnicode, one code per character, plus one unmapped code."""
    chars = list(dict.fromkeys(SECRET_TEXT))
    tounicode = cmap_stream_bytes(
        [("00", "ff")],
        bfchars=[(f"{i + 1:02x}", utf16(ch)) for i, ch in enumerate(chars)],
        name="Adobe-Identity-UCS",
    )
    codes = bytes(chars.index(ch) + 1 for ch in SECRET_TEXT) + b"\xfe"
    pdf = page_pdf(
        {"F1": lambda pdf: simple_font(pdf, base_font="ABCDEF+Mincho", to_unicode=tounicode)},
        content_tj("F1", 12, codes),
    )
    pdf.docinfo["/Title"] = SECRET_TITLE
    return save(pdf, tmp_path, "secret.pdf")


@pytest.mark.parametrize("suffix", [".html", ".json", ".md", ".csv"])
def test_redacted_reports_hold_no_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    source = secret_pdf(tmp_path)
    plain = tmp_path / f"plain{suffix}"
    redacted = tmp_path / f"redacted{suffix}"
    assert main(["report", str(source), "-o", str(plain)]) == 0
    assert main(["report", str(source), "-o", str(redacted), "--redact"]) == 0
    capsys.readouterr()
    if suffix == ".json":  # the check can fail: the plain report has the text
        assert SECRET_TEXT in json.loads(plain.read_text(encoding="utf-8"))["pages"][0]["text"]
    text = redacted.read_text(encoding="utf-8")
    if suffix == ".html":
        text += "".join(parsed(text).text)  # words split by marks, joined again
    for word in SECRET_WORDS:
        assert word not in text, word
    if suffix == ".json":
        data = json.loads(text)
        jsonschema.validate(data, load_schema())
        assert data["options"]["redacted"] is True
        assert data["file"]["title"] == "Xxxxxx xxxx 〇〇〇〇"
        assert data["pages"][0]["text"].startswith(
            "Xxxxxxxxxxxx Xxxxxx 〇〇〇〇 あああ アアアア 가가 9999!"
        )
        # The failing code and its chain stay.
        example = next(e for e in data["fonts"][0]["examples"] if e["why"] == "unmapped")
        assert example["bytes"] == "fe" and example["string_bytes"] is None
        assert example["chain"][0]["value"].startswith("<fe>")
        content = example["content"]["chunks"][0]["lines"]
        assert "<…> Tj" in content


def test_report_format_from_extension_and_stdout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = save(page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b")), tmp_path)
    out = tmp_path / "r.JSON"
    assert main(["report", str(source), "-o", str(out)]) == 0
    line = capsys.readouterr().out
    assert line.startswith(f"{out}: recoverable (FONT-NO-TOUNICODE)")
    jsonschema.validate(json.loads(out.read_text(encoding="utf-8")), load_schema())
    assert main(["report", str(source), "-o", "-", "--format", "md"]) == 0
    assert capsys.readouterr().out.startswith("# PDF font report: t.pdf")


def test_report_pages_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pdf = page_pdf({"F1": type0_font}, [content_tj("F1", 12, b"\x03\x4b")] * 3)
    source = save(pdf, tmp_path)
    out = tmp_path / "r.json"
    assert main(["report", str(source), "-o", str(out), "--pages", "2-3"]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert [p["number"] for p in data["pages"]] == [2, 3]
    assert main(["report", str(source), "-o", str(out), "--pages", "9"]) == 2
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("output", "message"),
    [
        ("same", "refusing to overwrite the input"),
        ("r.txt", "cannot tell the format"),
        ("folder", "is a folder"),
        ("missing/r.html", "folder does not exist"),
    ],
)
def test_report_usage_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], output: str, message: str
) -> None:
    source = save(page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b")), tmp_path)
    before = source.read_bytes()
    (tmp_path / "folder").mkdir()
    target = str(source) if output == "same" else str(tmp_path / output)
    if output == "same":
        # Another spelling of the same file is refused too.
        target = str(tmp_path / "." / source.name)
    assert main(["report", str(source), "-o", target]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert source.read_bytes() == before


def test_report_on_unreadable_and_encrypted_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\n" + b"\x00junk" * 20)
    assert main(["report", str(broken), "-o", str(tmp_path / "r.html")]) == 2
    assert "cannot be opened" in capsys.readouterr().err
    assert not (tmp_path / "r.html").exists()
    locked = tmp_path / "locked.pdf"
    page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b")).save(
        locked, encryption=pikepdf.Encryption(owner="o", user="pw", R=6)
    )
    assert main(["report", str(locked), "-o", str(tmp_path / "r.md")]) == 2
    assert "password" in capsys.readouterr().err
    assert main(["report", str(locked), "-o", str(tmp_path / "r.md"), "--password", "pw"]) == 0


@pytest.mark.parametrize("kind", ["hard", "symbolic"])
@pytest.mark.parametrize(
    "command",
    [["report"], ["repair"], ["export-html"]],
    ids=["report", "repair", "export-html"],
)
def test_every_command_refuses_a_link_to_the_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, command: list[str]
) -> None:
    """One never-overwrite-the-input check (``files.refuse_input``), the window's too
    (tests/gui/test_gui_one_home.py): a hard link or a symlink to the input is the input."""
    source = save(page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b")), tmp_path)
    before = source.read_bytes()
    link = link_to(source, kind, f"{kind}.html")
    assert main([*command, str(source), "-o", str(link)]) == 2
    err = capsys.readouterr().err
    assert "refusing to overwrite the input file" in err and err.count("\n") == 1
    assert source.read_bytes() == before
    assert link.is_symlink() == (kind == "symbolic")


@pytest.mark.parametrize(
    ("suffix", "key"),
    [(".html", "html"), (".HTM", "html"), (".json", "json"), (".markdown", "md"), (".csv", "csv")],
)
def test_report_formats_come_from_the_one_table(tmp_path: Path, suffix: str, key: str) -> None:
    """``report`` and the window's export take their formats from report/formats.py: an
    extension picks the format the window's table gives it, written by its renderer."""
    from inspector.analysis import Analysis
    from inspector.report.formats import format_for, format_of_path
    from inspector.report.model import build_report

    source = save(page_pdf({"F1": type0_font}, content_tj("F1", 12, b"\x03\x4b")), tmp_path)
    out = tmp_path / f"r{suffix}"
    assert main(["report", str(source), "-o", str(out)]) == 0
    fmt = format_of_path(out)
    assert fmt is format_for(key)
    with Analysis(str(source)) as analysis:
        expected = fmt.render(build_report(analysis, None))
    assert out.read_bytes() == expected.encode("utf-8")
