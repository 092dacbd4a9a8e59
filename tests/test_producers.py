"""Text from PDFs written by real producers equals the text they were given."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from inspector.analysis import Analysis
from inspector.text import extract_page_text

pytestmark = pytest.mark.producers

SAMPLES = {
    "ja": ["日本語の文章を正しく取り出せるか確かめます。", "東京都千代田区、二〇二六年十一月。"],
    "zh-Hans": ["简体中文的文字能否正确提取。", "北京市海淀区，二零二六年。"],
    "zh-Hant": ["繁體中文的文字能否正確擷取。", "臺北市中正區，二〇二六年。"],
    "ko": ["한국어 문장을 올바르게 추출할 수 있는지 확인합니다.", "서울특별시 종로구 2026년."],
}

REPORTLAB_CID_FONTS = {
    "ja": "HeiseiMin-W3",
    "zh-Hans": "STSong-Light",
    "zh-Hant": "MSung-Light",
    "ko": "HYSMyeongJo-Medium",
}

TRUETYPE_CJK = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")


def normalized(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def extracted(path: Path) -> str:
    with Analysis(path) as analysis:
        return "\n".join(extract_page_text(t).text for t in analysis.trace())


@pytest.mark.parametrize("lang", sorted(SAMPLES))
def test_reportlab_cid_fonts_without_tounicode(tmp_path: Path, lang: str) -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont
    from reportlab.pdfgen import canvas

    name = REPORTLAB_CID_FONTS[lang]
    pdfmetrics.registerFont(UnicodeCIDFont(name))
    path = tmp_path / f"{lang}.pdf"
    c = canvas.Canvas(str(path), invariant=1)
    c.setFont(name, 14)
    for i, line in enumerate(SAMPLES[lang]):
        c.drawString(72, 720 - 24 * i, line)
    c.save()
    assert normalized(extracted(path)) == normalized(" ".join(SAMPLES[lang]))


@pytest.mark.skipif(not TRUETYPE_CJK.exists(), reason="needs Debian's fonts-droid-fallback")
def test_reportlab_embedded_truetype_subsets(tmp_path: Path) -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DroidCJK", str(TRUETYPE_CJK)))
    path = tmp_path / "tt.pdf"
    c = canvas.Canvas(str(path), invariant=1)
    c.setFont("DroidCJK", 12)
    lines = [line for lang in ("ja", "zh-Hans", "zh-Hant") for line in SAMPLES[lang]]
    for i, line in enumerate(lines):
        c.drawString(72, 720 - 20 * i, line)
    c.save()
    assert normalized(extracted(path)) == normalized(" ".join(lines))


@pytest.mark.skipif(not TRUETYPE_CJK.exists(), reason="needs Debian's fonts-droid-fallback")
@pytest.mark.parametrize("lang", ["ja", "zh-Hans", "zh-Hant"])
def test_fpdf2_embedded_cjk_font(tmp_path: Path, lang: str) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.add_font("cjk", fname=str(TRUETYPE_CJK))
    pdf.set_font("cjk", size=14)
    for line in SAMPLES[lang]:
        pdf.cell(0, 10, line, new_x="LMARGIN", new_y="NEXT")
    path = tmp_path / f"{lang}.pdf"
    pdf.output(str(path))
    assert normalized(extracted(path)) == normalized(" ".join(SAMPLES[lang]))


@pytest.mark.skipif(shutil.which("soffice") is None, reason="needs LibreOffice (soffice)")
def test_libreoffice_all_four_languages(tmp_path: Path) -> None:
    source = tmp_path / "sample.txt"
    lines = [line for lang in sorted(SAMPLES) for line in SAMPLES[lang]]
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    profile = tmp_path / "profile"
    subprocess.run(
        [
            "soffice",
            f"-env:UserInstallation=file://{profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(tmp_path),
            str(source),
        ],
        check=True,
        capture_output=True,
        timeout=180,
    )
    assert normalized(extracted(tmp_path / "sample.pdf")) == normalized(" ".join(lines))
