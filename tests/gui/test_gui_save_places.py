"""Where the save dialogs open: the last folder saved to, else the PDF's folder, else
Documents; never inside the installed package (where the demo PDF is)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

import inspector
from inspector.gui.app import demo_path
from inspector.gui.window import MainWindow


class Dialogs:
    """getSaveFileName recorded: the folder each dialog proposed; answers given in turn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.proposed: list[Path] = []
        self.answers: list[str] = []

        def save(parent: object, caption: str, start: str, *rest: object) -> tuple[str, str]:
            self.proposed.append(Path(start))
            return (self.answers.pop(0) if self.answers else "", "")

        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save))


def _inside_the_package(path: Path) -> bool:
    from inspector.shipped import resource_root

    package = (Path(inspector.__file__).resolve().parent, resource_root().resolve())
    return any(path.resolve().is_relative_to(p) for p in package)


def test_the_demo_proposes_documents_and_the_next_dialog_the_last_folder(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qtbot: object
) -> None:
    demo = demo_path()
    if demo is None:
        pytest.skip("the demo PDF is not in this install")
    dialogs = Dialogs(monkeypatch)
    window.open_file(demo)
    window.choose_html()  # cancelled
    first = dialogs.proposed[-1]
    assert not _inside_the_package(first)
    assert first.name == Path(demo).with_suffix(".html").name
    chosen = tmp_path / "exports" / "demo.html"
    chosen.parent.mkdir()
    dialogs.answers.append(str(chosen))
    window.choose_export()
    # every dialog after a save starts in the folder saved to, across the window's views
    window.choose_report()
    window.repair_view.choose_copy()
    assert [p.parent for p in dialogs.proposed[-2:]] == [chosen.parent] * 2
    assert dialogs.proposed[-1].name == f"{Path(demo).stem}-repaired.pdf"


def test_a_pdf_in_a_folder_of_its_own_proposes_that_folder(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, embedded_pdf: Path
) -> None:
    dialogs = Dialogs(monkeypatch)
    window.open_file(embedded_pdf)
    window.choose_report()
    assert dialogs.proposed == [embedded_pdf.with_suffix(".report.html")]
