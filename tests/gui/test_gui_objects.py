"""The raw object view, the bookmarks and the images of the page tree."""

from __future__ import annotations

from pathlib import Path

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
