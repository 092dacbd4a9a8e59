"""The raw object view, the bookmarks and the images of the page tree."""

from __future__ import annotations

from pathlib import Path

import pikepdf
import pytest

from inspector.gui.models.object_tree_model import (
    ObjectTreeModel,
    StreamData,
    string_text,
    type_text,
    value_text,
)
from inspector.gui.models.outline_model import OutlineModel
from inspector.gui.models.roles import KEY_ROLE, OBJECT_ROLE
from inspector.gui.state import ObjectLink
from inspector.gui.views.object_view import hex_dump
from inspector.gui.window import MainWindow
from inspector.pdf import OutlineEntry, Ref, StreamView

pytestmark = pytest.mark.gui


def _rows(model, parent=None) -> dict[str, str]:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QModelIndex

    parent = parent if parent is not None else QModelIndex()
    return {
        model.index(r, 0, parent).data(): model.index(r, 1, parent).data()
        for r in range(model.rowCount(parent))
    }


def test_object_tree_model(qapp, qtmodeltester) -> None:
    qtmodeltester.check(ObjectTreeModel(), force_py=True)
    model = ObjectTreeModel()
    stream = StreamView({"Length": 5, "Filter": "/FlateDecode"}, 5, b"hello")
    value = {
        "Type": "/Font",
        "DescendantFonts": [Ref(10)],
        "Widths": list(range(2500)),
        "Name": b"\xfe\xff\x65\xe5",
        "Raw": b"\x00\x01",
        "Stream": stream,
        "Flag": True,
        "Nothing": None,
    }
    model.set_object("Font", value)
    qtmodeltester.check(model, force_py=True)
    rows = _rows(model)
    assert rows["Type"] == "/Font" and rows["DescendantFonts"] == "[10 0 R]"
    assert rows["Name"] == "(日)" and rows["Raw"] == "<0001>"
    assert rows["Flag"] == "true" and rows["Nothing"] == "null"
    widths = model.index(2, 0)
    assert model.rowCount(widths) == 2001  # 2000 elements and a '… more' row
    stream_index = model.index(5, 0)
    assert _rows(model, stream_index)["Filter"] == "/FlateDecode"
    data = model.index(2, 1, stream_index).data(OBJECT_ROLE)
    assert isinstance(data, StreamData) and data.stream is stream
    ref = model.index(0, 0, model.index(1, 0))
    assert model.index(0, 1, model.index(1, 0)).data(OBJECT_ROLE) == Ref(10)
    assert ref.data() == "[0]"
    model.set_object("Number", 42)
    assert _rows(model) == {"(value)": "42"}
    assert type_text(Ref(1)) == "reference" and type_text(stream) == "stream"
    assert value_text(1.5) == "1.5" and string_text(b"abc") == "(abc)"


def test_outline_model(qapp, qtmodeltester) -> None:
    qtmodeltester.check(OutlineModel(), force_py=True)
    model = OutlineModel()
    outline = (
        OutlineEntry("One", 0, (OutlineEntry("One.a", 2), OutlineEntry("One.b", None))),
        OutlineEntry("Two", 3),
    )
    model.set_outline(outline)
    qtmodeltester.check(model, force_py=True)
    one = model.index(0, 0)
    assert model.rowCount() == 2 and model.rowCount(one) == 2
    assert model.index(0, 1, one).data() == "3"
    assert model.index(1, 1, one).data() == "-"
    assert model.index(0, 0, one).data(KEY_ROLE) == 2
    assert model.parent(model.index(0, 0, one)) == one


def test_hex_dump() -> None:
    assert hex_dump(b"AB\x00") == "00000000  41 42 00" + " " * 40 + " AB."


def test_object_view_follows_the_font_and_references(
    window: MainWindow, embedded_pdf: Path
) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    window.docks["Objects"].raise_()
    view = window.object_view
    controller.select_string(0, 0)
    labels = [view.chooser.itemText(r) for r in range(view.chooser.count())]
    assert labels[0].startswith("Font (")
    assert any(t.startswith("Descendant font") for t in labels)
    assert any(t.startswith("FontDescriptor") for t in labels)
    assert any(t.startswith("FontFile2") for t in labels)
    assert any(t.startswith("Page 1") for t in labels)
    assert any(t.startswith("Contents") for t in labels)
    rows = _rows(view.model)
    assert rows["Subtype"] == "/Type0" and rows["Encoding"] == "/Identity-H"
    # follow DescendantFonts [0] by double-click
    descendants = next(
        view.model.index(r, 0)
        for r in range(view.model.rowCount())
        if view.model.index(r, 0).data() == "DescendantFonts"
    )
    ref = view.model.index(0, 1, descendants)
    view._double_clicked(ref)
    assert _rows(view.model)["Subtype"] == "/CIDFontType2"
    assert view.back.isEnabled()
    view.go_back()
    assert _rows(view.model)["Subtype"] == "/Type0"
    # a content stream: its data as text, then as hex
    contents = next(
        r for r in range(view.chooser.count()) if view.chooser.itemText(r).startswith("Contents")
    )
    view._chosen(contents)
    assert "Tj" in view.preview.toPlainText()
    view.mode.setCurrentText("Hex")
    assert view.preview.toPlainText().startswith("00000000  42 54")  # "BT"
    view.go.setText("999 0 R")
    view._go_typed()
    assert "does not exist" in view.title.text()


def test_bookmarks_go_to_their_pages(window: MainWindow, embedded_pdf: Path) -> None:
    window.open_file(embedded_pdf)
    view = window.bookmarks_view
    model = view.model
    assert model.rowCount() == 2 and view.tree.isVisibleTo(view)
    section = model.index(0, 0, model.index(0, 0))
    assert section.data() == "Section 1.1"
    view._activated(section)
    assert window.controller.selection.page == 1
    window.open_file(window.controller.document.path)  # type: ignore[union-attr]
    assert window.controller.selection.page == 0


def test_page_tree_lists_images_and_opens_them(window: MainWindow, embedded_pdf: Path) -> None:
    window.open_file(embedded_pdf)
    controller = window.controller
    tree = window.document_view.model
    page_two = tree.page_index(1)
    assert tree.known(1)  # listed in the background
    kinds = [
        tree.index(r, 0, page_two).data(OBJECT_ROLE).kind for r in range(tree.rowCount(page_two))
    ]
    assert kinds == ["font", "image"]
    image = tree.index(1, 0, page_two)
    assert image.data() == "/Im1" and "2×2" in tree.index(1, 1, page_two).data()
    assert tree.index(1, 1).data() == "1 font, 1 image"
    window.document_view.tree.setCurrentIndex(image)
    assert controller.selection.page == 1
    assert window.object_view.current is not None
    assert window.object_view.current.label == "Image /Im1"
    assert _rows(window.object_view.model)["Subtype"] == "/Image"


def test_object_link_is_plain() -> None:
    assert ObjectLink("Font", 3).gen == 0


BIG = bytes((n * 7919 + n // 251) % 256 for n in range(150_000))
"""Data of a stream over two pages of the object view (64 KiB each), barely compressible."""


def _whole_document_pdf(path: Path) -> Path:
    """``path`` with an Info dictionary and a big stream as the catalog's /Metadata."""
    with pikepdf.open(path) as pdf:
        pdf.trailer.Info = pdf.make_indirect(
            pikepdf.Dictionary(Title=pikepdf.String("Whole document"))
        )
        big = pdf.make_stream(BIG)
        big.Type = pikepdf.Name.Metadata
        pdf.Root.Metadata = big
        out = path.with_name("whole.pdf")
        pdf.save(out, fix_metadata_version=False)  # streams Flate-compressed
    return out


def _choose(view, prefix: str) -> None:  # type: ignore[no-untyped-def]
    row = next(
        r
        for r in range(view.chooser.count())
        if (view.chooser.itemText(r) or "").startswith(prefix)
    )
    view._chosen(row)


def test_object_view_offers_trailer_catalog_and_info(
    window: MainWindow, embedded_pdf: Path
) -> None:
    window.open_file(_whole_document_pdf(embedded_pdf))
    window.docks["Objects"].raise_()
    view = window.object_view
    labels = [view.chooser.itemText(r) for r in range(view.chooser.count())]
    assert "Trailer" in labels
    assert any(t.startswith("Catalog (") for t in labels)
    assert any(t.startswith("Info (") for t in labels)
    assert any(t.startswith("Catalog Pages (") for t in labels)
    _choose(view, "Trailer")
    rows = _rows(view.model)
    assert rows["Root"].endswith(" R") and rows["Info"].endswith(" R") and "Size" in rows
    assert view.title.text().strip() == "Trailer"
    _choose(view, "Info (")
    assert _rows(view.model)["Title"] == "(Whole document)"
    _choose(view, "Catalog (")
    assert _rows(view.model)["Type"] == "/Catalog"
    view.go.setText("trailer")
    view._go_typed()
    assert "Root" in _rows(view.model)


def test_stream_shown_whole_in_pages_raw_and_decoded(
    window: MainWindow, embedded_pdf: Path, tmp_path: Path
) -> None:
    path = _whole_document_pdf(embedded_pdf)
    with pikepdf.open(path) as pdf:
        raw = bytes(pdf.Root.Metadata.read_raw_bytes())
        big_num = pdf.Root.Metadata.objgen[0]
        program = bytes(
            pdf.pages[0].Resources.Font.F1.DescendantFonts[0].FontDescriptor.FontFile2.read_bytes()
        )
    assert raw != BIG
    window.open_file(path)
    window.docks["Objects"].raise_()
    view = window.object_view
    _choose(view, "Catalog Metadata")
    page = view.page
    assert page is not None and (page.num, page.offset, page.total) == (big_num, 0, len(BIG))
    assert page.data == BIG[:65536]
    view.mode.setCurrentText("Hex")
    first = view.preview.toPlainText().splitlines()
    assert first[0] == hex_dump(BIG[:16])
    assert len(first) == 65536 // 16
    assert view.preview_label.text() == "150,000 bytes decoded, bytes 0–65,535 shown"
    assert view.next_page.isEnabled() and not view.previous_page.isEnabled()
    view.next_page.click()
    second = view.preview.toPlainText().splitlines()
    assert second[0].startswith("00010000  ")
    assert second[0][10:] == hex_dump(BIG[65536 : 65536 + 16])[10:]
    view.next_page.click()
    assert view.page is not None and view.page.data == BIG[131072:]
    assert not view.next_page.isEnabled() and view.previous_page.isEnabled()
    view.data_kind.setCurrentText("Raw")
    assert view.page is not None and view.page.raw and view.page.total == len(raw)
    assert view.page.data == raw[:65536]
    # Save the whole data: raw as stored, then decoded
    assert view.save_to(str(tmp_path / "big.raw"))
    assert (tmp_path / "big.raw").read_bytes() == raw
    view.data_kind.setCurrentText("Decoded")
    assert view.save_to(str(tmp_path / "big.bin"))
    assert (tmp_path / "big.bin").read_bytes() == BIG
    assert "Exported to" in window.status_label.text()
    # Never over the open file
    before = path.read_bytes()
    assert not view.save_to(str(path))
    assert path.read_bytes() == before
    # A font program is saved as the program
    window.controller.select_string(0, 0)
    _choose(view, "FontFile2")
    assert view.save.text() == "Save font program…"
    assert view.save_to(str(tmp_path / "font.ttf"))
    assert (tmp_path / "font.ttf").read_bytes() == program


def test_objects_found_by_key(window: MainWindow, embedded_pdf: Path) -> None:
    window.open_file(embedded_pdf)
    window.docks["Objects"].raise_()
    view = window.object_view
    view.go.setText("/FontFile2")
    view._go_typed()
    assert "1 object with /FontFile2" in view.title.text()
    assert _rows(view.model)["Type"] == "/FontDescriptor"
    view.go.setText("/Type /Font")
    view._go_typed()
    found = [
        view.chooser.itemText(r)
        for r in range(view.chooser.count())
        if view.chooser.itemText(r).startswith("/Type")
    ]
    assert len(found) == 2  # the Type0 font and its descendant
    assert all("/Type = /Font in " in t for t in found)
    view.go.setText("/NoSuchKey")
    view._go_typed()
    assert view.title.text().strip() == "No object has /NoSuchKey"
