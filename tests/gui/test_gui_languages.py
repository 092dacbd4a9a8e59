"""The window in English, Japanese, Simplified and Traditional Chinese and Korean: it
starts in each, its texts are translated (and Qt's own), nothing is cut off at
1280x720, and View › Language is remembered."""

from __future__ import annotations

import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication

from devtools.language_check import language_screenshot
from inspector.engines import ENGINES, Engine
from inspector.engines.registry import read_json_lines
from inspector.gui.app import demo_path
from inspector.gui.controller import DocumentController
from inspector.gui.models.object_tree_model import type_text, value_text
from inspector.gui.translations import SETTING, chosen_language, install, ts_path
from inspector.gui.views.object_view import label_text
from inspector.gui.window import MainWindow
from inspector.gui.worker import SyncRunner
from inspector.i18n import LANGUAGES, language, set_language
from inspector.pdf import Ref

pytestmark = pytest.mark.gui

REPO = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]

QT_CANCEL = {"ja": "キャンセル", "zh_CN": "取消", "zh_TW": "取消", "ko": "취소"}
"""Qt's own translation of its dialogs' Cancel button (qtbase_<lang>.qm)."""


@pytest.fixture(autouse=True)
def english_afterwards(qapp: object) -> Iterator[None]:
    yield
    install("en")
    set_language("en")


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_window_starts_in_each_language_and_nothing_is_cut_off(lang: str, tmp_path: Path) -> None:
    demo = demo_path()
    assert demo is not None
    png, clipped = language_screenshot(demo, tmp_path, lang, (1280, 720))
    assert clipped == [], "\n".join(clipped)
    assert png.stat().st_size > 10_000


@pytest.mark.parametrize("lang", TRANSLATED)
def test_texts_of_window_and_qt_are_translated(lang: str, tmp_path: Path) -> None:
    assert install(lang)
    assert language() == lang  # the core's texts (verdict reasons) follow
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == QT_CANCEL[lang]
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    try:
        demo = demo_path()
        assert demo is not None
        window.open_file(str(demo))
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus[0] != "&File" and "&F" in menus[0], menus
        assert window.docks["Fonts"].windowTitle() not in ("", "Fonts")
        model = window.fonts_view.model
        headers = [
            model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())
        ]
        assert "Verdict" not in headers and "BaseFont" in headers  # PDF names stay
        verdict_column = headers.index(QCoreApplication.translate("Headers", "Verdict"))
        verdicts = {model.index(r, verdict_column).data() for r in range(model.rowCount())}
        assert not verdicts & {"ok", "recoverable", "not-recoverable"}, verdicts
        summary = window.document_view.summary.text()
        assert "have no Unicode" not in summary and "MPDFAA+NotoSansCJKSC" in summary
    finally:
        window.close()


def test_view_language_is_remembered(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    window.show()
    try:
        actions = {a.data(): a for a in window.language_menu.actions()}
        assert set(actions) == {"system", *LANGUAGES}
        assert actions["system"].isChecked()  # nothing chosen yet: the system's language
        assert actions["zh_TW"].text() == "繁體中文"  # each language in its own name
        actions["ko"].trigger()
        assert settings.value(SETTING) == "ko" and language() == "ko"
        # The window was made again in Korean at once (tests/gui/test_gui_no_english.py).
        again = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w is not window and w.isVisible()
        ]
        assert [w.menuBar().actions()[0].text() for w in again] == ["파일(&F)"]
        for w in again:
            w.close()
    finally:
        window.close()
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert chosen_language(again) == "ko"
    again.setValue(SETTING, "klingon")
    assert chosen_language(again) in LANGUAGES  # a bad value falls back to the system's


def _messages(path: Path) -> list[tuple[str, str, str | None, str | None]]:
    out = []
    for context in ET.parse(path).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            text = None if translation is None else translation.text
            if translation is not None and message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                text = " / ".join(forms) if all(forms) else None
            out.append(
                (
                    name,
                    message.findtext("source") or "",
                    text,
                    None if translation is None else translation.get("type"),
                )
            )
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_window_text_is_translated_with_its_placeholders(lang: str) -> None:
    problems = []
    for context, source, text, kind in _messages(ts_path(lang)):
        if not text or kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"inspector_{lang}.ts: {context}: no translation of {source!r}")
            continue
        wanted = sorted(f for _, f, _, _ in string.Formatter().parse(source) if f)
        found = sorted(f for _, f, _, _ in string.Formatter().parse(text) if f)
        if wanted != found:
            problems.append(f"inspector_{lang}.ts: {source!r} -> {text!r}: {found} not {wanted}")
        if "&" in source.replace("&&", "") and "&" not in text:
            problems.append(f"inspector_{lang}.ts: {source!r} lost its shortcut key")
    assert not problems, "\n".join(problems)


def test_ts_files_hold_every_text_of_the_sources(tmp_path: Path) -> None:
    """pyside6-lupdate over the sources finds nothing the .ts files lack (run
    scripts/update_translations.py after adding a window text)."""
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    if not tool.exists() and shutil.which("pyside6-lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    shutil.copy(ts_path("ja"), fresh)
    command = str(tool) if tool.exists() else "pyside6-lupdate"
    subprocess.run(
        [
            command,
            "-extensions",
            "py",
            "-silent",
            "-no-obsolete",
            "inspector/gui",
            "-ts",
            str(fresh),
        ],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    have = {(c, s) for c, s, _, _ in _messages(ts_path("ja"))}
    new = [f"{c}: {s!r}" for c, s, _, k in _messages(fresh) if (c, s) not in have]
    assert new == [], "texts missing from the .ts files:\n" + "\n".join(new)


def test_window_follows_the_system_locale(tmp_path: Path) -> None:
    """At startup, without a choice in the settings, the system's language (LANG)."""
    probe = (
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from inspector.gui.translations import chosen_language, install\n"
        "from inspector.gui.window import default_settings\n"
        "lang = chosen_language(default_settings())\n"
        "install(lang)\n"
        "print(lang, QCoreApplication.translate('MainWindow', '&File'))\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(REPO),
    }
    for locale, expected in (("ja_JP.UTF-8", "ja ファイル(&F)"), ("ko_KR.UTF-8", "ko 파일(&F)")):
        result = subprocess.run(
            [sys.executable, "-c", probe],
            env={**env, "LANG": locale},
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=60,
            check=True,
        )
        assert result.stdout.strip() == expected, result.stderr


def _echo_engine(name: str, text: str) -> Engine:
    """An engine that prints ``text`` for every page (a child Python, nothing installed)."""
    script = (
        "import json,sys\n"
        "for p in sys.argv[2].split(','):\n"
        f"    print(json.dumps({{'page': int(p), 'text': {text!r}}}))\n"
    )
    return Engine(
        name=name,
        available=lambda: True,
        version=lambda: "1",
        command=lambda path, pages, scratch: [
            sys.executable,
            "-c",
            script,
            path,
            ",".join(map(str, pages)),
        ],
        read=read_json_lines,
    )


def test_compare_view_and_glyph_shapes_pane_speak_japanese(tmp_path: Path) -> None:
    assert install("ja")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(DocumentController(SyncRunner()), settings, interactive=False)
    original = list(ENGINES)
    try:
        compare = window.compare_view
        assert compare.button.text() == "このページを比較"
        assert window.docks["Compare"].windowTitle() == "比較"
        compare.run()  # no document yet
        assert compare.status.text() == "先に文書を開いてください。"

        hiragana = b"".join((842 + ord(ch) - 0x3041).to_bytes(2, "big") for ch in "あいう")
        pdf = save(page_pdf({"F1": type0_font}, content_tj("F1", 12, hiragana)), tmp_path, "a.pdf")
        ENGINES[:] = [_echo_engine("dropper", "あう")]
        window.open_file(pdf)
        compare.run()
        status = compare.status.text()
        assert status.startswith("1 ページ: dropper") and "Page" not in status, status
        page_html = compare.browser.toHtml()
        assert "本ツール" in page_html and ">ours<" not in page_html
        assert "[dropped]" in page_html  # the cause is a stable code, kept English

        shapes = window.repair_view.shapes
        assert shapes.match_button.text() == "グリフの形を照合"
        assert shapes.use_button.text() == "修復に使う"
        assert (
            shapes.note.text() == "Unicode のないフォントを選んで、グリフの形を照合してください。"
        )
        headers = [shapes.table.horizontalHeaderItem(c).text() for c in range(7)]
        assert headers[:2] == ["コード", "PDF 内"] and "Confidence" not in headers

        objects = window.object_view
        assert [objects.mode.itemText(i) for i in range(2)] == ["テキスト", "16 進"]
        assert objects.save.text() == "保存…"
        assert type_text(Ref(1)) == "参照" and value_text({"A": 1}) == "<< 1 項目 >>"
        assert label_text("Catalog Pages") == "カタログ Pages"  # the PDF key stays
    finally:
        ENGINES[:] = original
        window.close()
