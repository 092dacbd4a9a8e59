"""Keep PySide6's import hook from filling :mod:`linecache` with every module's source.

PySide6 6.12 looks at each module imported after it for the string ``PySide6`` (whether
the module may select ``__feature__`` options): ``shibokensupport.feature`` calls
:func:`inspect.getsource` on it, which reads the file through :mod:`linecache` and keeps
all its lines there. The window imports about 400 modules, most of them lazily while a
document is open, and linecache ended up holding some 170,000 source lines (14-17 MB of
the window's memory, spread among the analysis' objects so that clearing them later
freed little).

:func:`stop_source_caching` replaces that check with one that reads a module's source
file as bytes and keeps nothing, giving the same answer (``PySide6`` is ASCII, so finding
it in the bytes is finding it in the text); modules that are not a plain ``.py`` file go
to PySide6's own check, whatever it adds to linecache for them taken out again. It also
removes what the check had cached before. Tracebacks still show source lines: linecache
reads a file again when asked.
"""

from __future__ import annotations

import linecache
import sys
from collections.abc import Callable
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
"""PySide6's module with the check (``_mod_uses_pyside``)."""

_MARK = "_inspector_no_cache"


def _file_of(module: ModuleType) -> str | None:
    file = getattr(module, "__file__", None)
    return file if isinstance(file, str) else None


def _uncached(check: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    """``check``, reading plain source files itself and leaving linecache as it found it."""

    def uses_pyside(module: ModuleType) -> bool:
        file = _file_of(module)
        if file is not None and file.endswith(".py"):
            try:
                with open(file, "rb") as fh:
                    return b"PySide6" in fh.read()
            except OSError:
                pass  # PySide6's check decides (it answers False where it cannot read)
        cached = file is not None and file in linecache.cache
        try:
            return check(module)
        finally:
            if file is not None and not cached:
                linecache.cache.pop(file, None)

    setattr(uses_pyside, _MARK, True)
    return uses_pyside


def stop_source_caching() -> bool:
    """Install the check that keeps nothing and drop the module sources the old one
    cached; False where this PySide6 has no such check (nothing is changed)."""
    feature = sys.modules.get(FEATURE_MODULE)
    check = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(check):
        return False
    if not getattr(check, _MARK, False):
        feature._mod_uses_pyside = _uncached(check)  # type: ignore[attr-defined]
    drop_module_sources()
    return True


def drop_module_sources() -> int:
    """Remove the cached source of every imported module's file (linecache reads it again
    when a traceback needs it); sources registered without a file stay. Returns how many."""
    files = {_file_of(m) for m in list(sys.modules.values())}
    cache = linecache.cache
    dropped = 0
    for name in [n for n in list(cache) if n in files]:
        entry = cache.get(name)
        if entry is not None and len(entry) == 4 and entry[1] is not None:  # read from a file
            del cache[name]
            dropped += 1
    return dropped


__all__ = ["drop_module_sources", "stop_source_caching"]
