"""The window's exports of a file whose name is not valid UTF-8: written, with the name
shown escaped (``\\xNN``) as the command line shows it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from inspector.gui.features.exports import ExportsWork
from inspector.gui.session import Session

pytestmark = pytest.mark.gui


def _latin1(folder: Path, source: Path) -> str:
    raw = os.path.join(os.fsencode(folder), b"latin1-\xe9-\xff.pdf")
    try:
        with open(raw, "wb") as fh:
            fh.write(source.read_bytes())
    except OSError as exc:  # a file system that takes only UTF-8 names (macOS)
        pytest.skip(f"the file system refuses a name that is not UTF-8: {exc}")
    return os.fsdecode(raw)


def test_exports_of_a_file_whose_name_is_not_utf8(tmp_path: Path, cjk_pdf: Path) -> None:
    path = _latin1(tmp_path, cjk_pdf)
    html, trace = tmp_path / "doc.html", tmp_path / "trace.json"
    with Session(path, None) as session:
        ExportsWork(session).export_html(str(html), lambda done, total: None)
        ExportsWork(session).export_trace(str(trace), lambda done, total: None)
    assert "<title>latin1-\\xe9-\\xff.pdf</title>" in html.read_text(encoding="utf-8")
    assert json.loads(trace.read_text(encoding="utf-8"))["file"].endswith("latin1-\\xe9-\\xff.pdf")
