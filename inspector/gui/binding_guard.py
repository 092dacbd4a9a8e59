"""A guard against a reference-counting defect of PySide6 6.12.0 on CPython 3.11.

PySide6 6.12.0 hands out ``None``, ``True`` and ``False`` without taking a reference:
every C++ method returning ``void`` returns ``None`` that way, and a signal declared in
Python with a ``bool`` argument passes ``True`` or ``False`` that way. From CPython 3.12
on these objects are immortal and nothing happens; on 3.11 each call lowers a reference
count by one, and after a few thousand calls the interpreter aborts with "none_dealloc:
deallocating None" (or "bool_dealloc"). PySide6 6.11 does not do this: compare
``sys.getrefcount(None)`` before and after a thousand ``QLabel.setText`` calls.

Until the dependency excludes that combination, :func:`protect_none` gives these three
objects a reference count so large that the lost references can never bring it to zero,
which is what CPython 3.12 does for every immortal object.
"""

from __future__ import annotations

import ctypes
import sys

_RESERVE = 1 << 48
_applied = False


def affected() -> bool:
    """Whether this interpreter and binding have the defect."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    try:
        import PySide6
    except ImportError:
        return False
    return tuple(PySide6.__version_info__[:2]) == (6, 12)


def protect_none() -> None:
    """Make ``None``, ``True`` and ``False`` effectively immortal on an affected interpreter."""
    global _applied
    if _applied or not affected():
        return
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every CPython object, at the address id() gives.
        ctypes.c_ssize_t.from_address(id(singleton)).value += _RESERVE
    _applied = True
