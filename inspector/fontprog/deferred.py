"""Modules of the font libraries loaded only when first used.

fontTools' CFF reader imports the OpenType layout tables (``otTables``, about 20 ms)
for the variation stores of CFF2 fonts only; deferred, a document with a CFF font does
not pay for them at start-up, and a CFF2 font loads them at its first use.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys


def defer_import(name: str) -> None:
    """Put module ``name`` in place without running it: it runs at its first attribute
    access (:class:`importlib.util.LazyLoader`). Nothing happens when it is loaded
    already or cannot be found."""
    if name in sys.modules:
        return
    parent, _, child = name.rpartition(".")
    package = importlib.import_module(parent) if parent else None
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    if package is not None:
        # ``from package import child`` then finds it without touching the module (the
        # import system's look at its __spec__ would run it).
        setattr(package, child, module)
