"""Other extractors beside ours: each run in a child process with a time limit, its text
aligned with ours, and every difference given a cause from the chain's evidence;
:mod:`.compare` compares a whole document (``compare``, ``report --compare``, the
window's compare view) and is the one module here that needs the analysis.

Nothing outside this package knows how an engine is started; none of the engines is a
dependency of the package (each is found at run time, on PATH or importable).
"""

from __future__ import annotations

from inspector.engines.align import Tokens, align, aligned_lines, tokens
from inspector.engines.causes import CAUSES, Difference, OurPage, PageComparison, compare_page
from inspector.engines.conventions import Convention, recognize
from inspector.engines.registry import ENGINES, Engine, find_engines
from inspector.engines.run import (
    DEFAULT_MEMORY_LIMIT,
    DEFAULT_TIME_LIMIT,
    EngineRun,
    run_engine,
)

__all__ = [
    "CAUSES",
    "DEFAULT_MEMORY_LIMIT",
    "DEFAULT_TIME_LIMIT",
    "ENGINES",
    "Convention",
    "Difference",
    "Engine",
    "EngineRun",
    "OurPage",
    "PageComparison",
    "Tokens",
    "align",
    "aligned_lines",
    "compare_page",
    "find_engines",
    "recognize",
    "run_engine",
    "tokens",
]
