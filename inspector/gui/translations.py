"""The window's language: Qt translators for our texts and Qt's own, chosen from the
settings (View › Language) or the system locale.

Our texts are in ``resources/translations/inspector_<lang>.ts`` (``pyside6-lupdate``
sources; English's holds only the texts with a count, ``%n``, for their plural forms);
the package build compiles them to ``.qm`` with ``pyside6-lrelease``. A source
checkout has no ``.qm`` files: they are compiled on first use into the user's cache
folder. Qt's own dialogs (file dialogs, message box buttons) use the ``qtbase_<lang>.qm``
that Qt ships (QLibraryInfo's translations path). The same choice sets the language of
the texts the core gives the window (verdict reasons, finding messages: gettext).
"""

from __future__ import annotations

import hashlib
import logging
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QStandardPaths,
    QTranslator,
)

from inspector.i18n import LANGUAGES, language, normalize_language, set_language
from inspector.shipped import resource_root

SETTING = "language"
"""QSettings key: a catalogue name (``ja``, ``zh_TW``, ...) or ``system``."""

SYSTEM = "system"

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []


def system_language() -> str:
    """The language the system's locale asks for (English when we have no catalogue)."""
    for name in QLocale.system().uiLanguages():
        found = normalize_language(name)
        if found is not None:
            return found
    return "en"


def chosen_language(settings: QSettings) -> str:
    """The language of the window: the one chosen in View › Language, else the system's."""
    value = str(settings.value(SETTING, SYSTEM) or SYSTEM)
    if value != SYSTEM and value in LANGUAGES:
        return value
    return system_language()


def ts_path(lang: str) -> Path:
    """The ``.ts`` source of a language."""
    return resource_root() / "translations" / f"inspector_{lang}.ts"


def qm_path(lang: str) -> Path | None:
    """The compiled translations of a language: shipped, or built from the ``.ts`` into
    the cache folder (a source checkout); None when there are none."""
    shipped = resource_root() / "translations" / f"inspector_{lang}.qm"
    if shipped.is_file():
        return shipped
    source = ts_path(lang)
    if not source.is_file():
        return None
    cache = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        or Path.home() / ".cache" / "pdf-font-inspector"
    )
    # Named by the source's content: two checkouts (or versions) sharing the cache folder
    # never read each other's compiled texts.
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = cache / "translations" / f"inspector_{lang}-{digest}.qm"
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.stem}.{os.getpid()}.part")
    try:
        subprocess.run(
            [*_lrelease(), "-silent", str(source), "-qm", str(partial)],
            check=True,
            capture_output=True,
            timeout=60,
        )
        os.replace(partial, target)  # whole or not at all, if two windows start at once
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("cannot compile %s: %s", source, exc)
        partial.unlink(missing_ok=True)
        return None
    return target


def _lrelease() -> list[str]:
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (here / name).exists():
            return [str(here / name)]
    import PySide6

    return [
        str(Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease"))
    ]


def install(lang: str) -> bool:
    """Use ``lang`` for the window from now on (the widgets made afterwards): our
    translations, Qt's own, and the core's texts. Whether our translations were found."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("no QApplication")
    while _installed:
        app.removeTranslator(_installed.pop())
    set_language(lang if lang in LANGUAGES else "en")
    locale = QLocale(lang)
    QLocale.setDefault(locale if lang != "en" else QLocale(QLocale.Language.English))
    if lang == "en":
        # English has only the texts with a count: their singular and plural forms.
        path = qm_path("en")
        plurals = QTranslator(app)
        if path is not None and plurals.load(str(path)):
            app.installTranslator(plurals)
            _installed.append(plurals)
        return True
    qt_own = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(locale, "qtbase", "_", folder):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    path = qm_path(lang)
    ours = QTranslator(app)
    if path is None or not ours.load(str(path)):
        log.warning("no translations of the window for %s", lang)
        return False
    app.installTranslator(ours)
    _installed.append(ours)
    return True


def ensure_installed() -> None:
    """Install the core's current language when no language was installed yet (a window
    made without :func:`run_gui`: tests, screenshots), so that even English counts get
    their plural forms ("1 font", not "1 font(s)")."""
    if not _installed:
        install(language())


def language_names() -> list[tuple[str, str]]:
    """(setting value, name shown) for View › Language: the system's, then each language
    in its own name."""
    system = QCoreApplication.translate("Language", "System language")
    return [(SYSTEM, system), *LANGUAGES.items()]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` and return it untranslated (Qt's own
    returns ``object`` in PySide6's stubs); ``pyside6-lupdate`` finds the calls by name."""
    del context
    return text
