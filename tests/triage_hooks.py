"""Units of work for the triage engines' tests, given by name through the
``INSPECTOR_TRIAGE_WORKER`` hook (``triage_hooks:slow``) or as the ``worker`` of an
engine. Each behaves like :func:`~inspector.triage.work.triage_file` except on files
whose name says otherwise; each announces the files it starts in ``<file>.started``
(one line per start: the worker's pid), so that a test can see where a file runs.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from inspector.triage.work import triage_file

SLOW_SECONDS = float(os.environ.get("TRIAGE_HOOK_SLOW", "0.4"))


def _announce(path: str) -> None:
    with open(path + ".started", "a", encoding="ascii") as fh:
        fh.write(f"{os.getpid()}\n")


def slow(path: str, password: str | None, limit: float | None) -> dict[str, Any]:
    """Every file takes SLOW_SECONDS longer (a run that can be interrupted half-way);
    a file named ``slow*`` takes three seconds more."""
    _announce(path)
    time.sleep(SLOW_SECONDS + (3.0 if Path(path).name.startswith("slow") else 0.0))
    return triage_file(path, password, limit)


def hog(path: str, password: str | None, limit: float | None) -> dict[str, Any]:
    """A file named ``hog*`` takes memory until its worker is stopped (at most 2 GB)."""
    _announce(path)
    if Path(path).name.startswith("hog"):
        held = []
        for _ in range(80):
            held.append(bytearray(25 * 2**20))
            time.sleep(0.02)
        time.sleep(30)
    return triage_file(path, password, limit)


def stuck(path: str, password: str | None, limit: float | None) -> dict[str, Any]:
    """A file named ``stuck*`` blocks in one long call, as a loop in native code would:
    no exception can interrupt it until it returns."""
    _announce(path)
    if Path(path).name.startswith("stuck"):
        time.sleep(60)
    return triage_file(path, password, limit)


def crash(path: str, password: str | None, limit: float | None) -> dict[str, Any]:
    """A file named ``crash*`` kills its worker process, as a crash in native code does."""
    _announce(path)
    if Path(path).name.startswith("crash"):
        os._exit(3)
    return triage_file(path, password, limit)
