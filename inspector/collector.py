"""How often Python's cyclic garbage collector runs in the processes that read documents.

Describing a document's codes makes hundreds of thousands of small objects that live to
the end (a description per distinct code, the tables counting them); each of them is
tracked by the collector. With Python's default first threshold (a collection every 700
new objects) ``fonts`` on the 78-font benchmark document ran 577 young collections, 52
middle and 5 full ones, 0.54-0.78 s of its 9-13 s; with 10,000 it runs 36, 3 and none,
0.23-0.25 s. What reading a document leaves as garbage is freed by reference counts;
cycles (exceptions with their tracebacks, fontTools' parsed tables) wait a little longer.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 10_000
"""New objects between two collections of the youngest generation (Python's default: 700)."""


def collect_less_often() -> None:
    """Raise the youngest generation's threshold to :data:`YOUNG_THRESHOLD`, the older
    generations' left as they are; never lowers a threshold set higher."""
    young, middle, old = gc.get_threshold()
    if 0 < young < YOUNG_THRESHOLD:  # 0: collection is disabled; left so
        gc.set_threshold(YOUNG_THRESHOLD, middle, old)


__all__ = ["YOUNG_THRESHOLD", "collect_less_often"]
