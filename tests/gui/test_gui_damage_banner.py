"""A damaged file says so above the page: the reason and the counts; a sound one not."""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.gui.window import MainWindow

BROKEN = Path(__file__).resolve().parent.parent / "broken"


@pytest.mark.parametrize(
    ("name", "reason"),
    [("truncated-xref-lost.pdf", "PDF-REPAIRED"), ("font-resource-missing.pdf", "FONT-")],
)
def test_a_damaged_file_has_a_banner_with_its_reason(
    window: MainWindow, name: str, reason: str
) -> None:
    window.open_file(BROKEN / name)
    banner = window.damage_banner
    assert banner.isVisible()
    text = banner.text()
    assert "This file is damaged:" in text and reason in text
    assert "findings of damage" in text


def test_a_sound_file_has_none(window: MainWindow, cjk_pdf: Path) -> None:
    window.open_file(BROKEN / "truncated-xref-lost.pdf")
    assert window.damage_banner.isVisible()
    window.open_file(cjk_pdf)
    assert not window.damage_banner.isVisible()
