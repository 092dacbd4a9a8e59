"""The PDF's objects: indirect objects as plain data, stream pages, the objects behind a
font, a page or the document, objects found by key, a stream saved to a file.

Controller half: :class:`ObjectsFeature`. Session half: :class:`ObjectsWork`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from inspector.errors import UsageError
from inspector.files import refuse_input
from inspector.gui.features.hub import Hub
from inspector.gui.state import ObjectData, ObjectImage, ObjectLink

if TYPE_CHECKING:
    from inspector.gui.session import Session
    from inspector.gui.worker import Runner
    from inspector.pdf import FoundObject, StreamPage


class ObjectsWork:
    """The session half (runs on the worker thread)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def object_data(self, num: int, gen: int = 0) -> ObjectData:
        """One indirect object as plain data."""
        return ObjectData(num, gen, self.session.analysis.object_view(num, gen))

    def font_objects(self, key: object) -> tuple[ObjectLink, ...]:
        """The font dictionary and the objects behind it (descendant, descriptor, CMaps)."""
        from inspector.gui.object_links import font_links

        entry = self.session.analysis.font_entry(key)
        if entry is None or entry.font.facts.objnum is None:
            return ()
        return font_links(self.session.analysis.object_view, entry.font.facts.objnum)

    def page_objects(self, index: int) -> tuple[ObjectLink, ...]:
        """The page dictionary, its content streams and resources."""
        from inspector.gui.object_links import page_links

        objnum = self.session.analysis.document.page(index).objnum
        if objnum is None:
            return ()
        return page_links(self.session.analysis.object_view, objnum, index)

    def document_objects(self) -> tuple[ObjectLink, ...]:
        """The trailer, the catalog, the Info dictionary and the catalog's main entries."""
        from inspector.gui.object_links import document_links

        return document_links(self.session.analysis.object_view)

    def stream_page(self, num: int, gen: int, raw: bool, offset: int) -> StreamPage:
        """A page of a stream's data, raw or decoded."""
        return self.session.analysis.document.stream_page(num, gen, raw, offset)

    def image(self, num: int, gen: int) -> ObjectImage:
        """An image's picture as a file Qt reads (JPEG or PNG), or why there is none."""
        read = self.session.analysis.document.image_file(num, gen)
        return ObjectImage(num, gen, read.data or None, read.error)

    def find_objects(self, key: str, value: str | None) -> tuple[FoundObject, ...]:
        """The objects whose dictionary has ``key`` (valued ``value``, if given)."""
        return self.session.analysis.document.objects_with_key(key, value)

    def save_stream(self, num: int, gen: int, raw: bool, target: str) -> str:
        """Write a stream's whole data (a font program, an image, a CMap) to ``target``;
        never over the open file. Returns the path."""
        refuse_input(target, self.session.path)
        data = self.session.analysis.document.stream_bytes(num, gen, raw)
        if data.error is not None:
            raise UsageError(f"{num} {gen} R: {data.error}")
        Path(target).write_bytes(data.data)
        return target


class ObjectsFeature(Hub):
    """The controller half: the object links known per owner."""

    object_ready = Signal(object)
    """An :class:`ObjectData` asked for with :meth:`request_object`."""
    links_ready = Signal(object, object)
    """An owner (``("font", key)`` or ``("page", index)``) and its :class:`ObjectLink` tuple."""
    stream_page_ready = Signal(object)
    """A :class:`~inspector.pdf.StreamPage` asked for with :meth:`request_stream_page`."""
    image_ready = Signal(object)
    """An :class:`ObjectImage` asked for with :meth:`request_image`."""
    objects_found = Signal(object, object)
    """The key looked for and a tuple of :class:`~inspector.pdf.FoundObject`."""
    object_focus = Signal(object)
    """An :class:`ObjectLink` the user wants to see in the object view."""

    def __init__(self, runner: Runner, parent: QObject | None = None) -> None:
        super().__init__(runner, parent)
        self._objects: ObjectsWork | None = None
        self._links: dict[object, tuple[ObjectLink, ...]] = {}

    def _opened(self, session: Session) -> None:
        super()._opened(session)
        self._objects = ObjectsWork(session)

    def _forget(self) -> None:
        super()._forget()
        self._objects = None
        self._links = {}

    def request_object(self, num: int, gen: int = 0) -> None:
        """Ask for an indirect object as plain data; ``object_ready`` follows."""
        work = self._objects
        if work is None:
            return
        self._fetch(
            f"object {num}",
            lambda _p: work.object_data(num, gen),
            self._if_current(self.object_ready.emit),
        )

    def request_stream_page(self, num: int, gen: int, raw: bool, offset: int) -> None:
        """Ask for a page of a stream's data; ``stream_page_ready`` follows."""
        work = self._objects
        if work is None:
            return
        self._fetch(
            f"stream {num}",
            lambda _p: work.stream_page(num, gen, raw, offset),
            self._if_current(self.stream_page_ready.emit),
        )

    def request_image(self, num: int, gen: int = 0) -> None:
        """Ask for an image XObject's picture; ``image_ready`` follows."""
        work = self._objects
        if work is None:
            return
        self._fetch(
            f"image {num}",
            lambda _p: work.image(num, gen),
            self._if_current(self.image_ready.emit),
        )

    def find_objects(self, key: str, value: str | None = None) -> None:
        """Look for the objects that have a key; ``objects_found`` follows."""
        work = self._objects
        if work is None:
            return
        self._run_shown(
            "find objects",
            lambda _p: work.find_objects(key, value),
            self._if_current(lambda found: self.objects_found.emit(key, found)),
            self._log_error,
            status=QCoreApplication.translate("DocumentController", "Looking for /{key}").format(
                key=key.lstrip("/")
            ),
        )

    def save_stream(self, num: int, gen: int, raw: bool, target: str) -> None:
        """Write a stream's data to a file in the background; ``exported`` or ``failed``."""
        work = self._objects
        if work is None:
            return
        self._run_shown(
            "save stream",
            lambda _p: work.save_stream(num, gen, raw, target),
            self.exported.emit,
            self._failed("save"),
            status=QCoreApplication.translate("DocumentController", "Saving the stream"),
        )

    def inspect_object(self, link: ObjectLink) -> None:
        """Show an indirect object in the object view."""
        self.object_focus.emit(link)

    def request_links(self, owner: tuple[str, object]) -> None:
        """Ask for the objects behind ``("font", key)``, ``("page", index)`` or
        ``("document", None)`` (trailer, catalog, Info)."""
        work = self._objects
        if work is None:
            return
        known = self._links.get(owner)
        if known is not None:
            self.links_ready.emit(owner, known)
            return
        kind, value = owner

        def job(_progress: object) -> tuple[ObjectLink, ...]:
            if kind == "document":
                return work.document_objects()
            if kind == "font":
                return work.font_objects(value)
            assert isinstance(value, int)
            return work.page_objects(value)

        def done(links: tuple[ObjectLink, ...]) -> None:
            self._links[owner] = links
            self.links_ready.emit(owner, links)

        self._fetch("objects", job, self._if_current(done))
