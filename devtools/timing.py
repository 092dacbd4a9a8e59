"""How fast the window shows a document: time to the first page, time to switch pages.

Opens a PDF in a real window (worker thread, offscreen unless a display is set), waits
for the first page to be drawn, then moves through pages and measures each switch:
from the request to the page drawn with its analysis (glyph boxes, strings, text).

    python -m devtools.timing FILE [--switches 30] [--jump] [--pause 0.3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from inspector.gui.controller import DocumentController
from inspector.gui.window import DEFAULT_SIZE, MainWindow
from inspector.gui.worker import ThreadRunner

TIMEOUT_MS = 60_000


@dataclass(frozen=True, slots=True)
class Timing:
    """Seconds: opening to the first page drawn, and each page switch."""

    pages: int
    first_image: float
    """Until the first page's image is drawn (before or with its analysis)."""
    first_page: float
    """Until the first page is drawn with its analysis."""
    switches: tuple[float, ...]
    analysed: float | None = None
    """Until the background analysis of every page (the verdicts) finished, if it did."""
    peak_mb: float = 0.0
    """Peak resident memory of the window's process."""

    @property
    def median(self) -> float:
        """The median page switch."""
        return statistics.median(self.switches) if self.switches else 0.0

    def lines(self) -> list[str]:
        """The result as lines of text."""
        switches = sorted(self.switches)
        p90 = switches[int(len(switches) * 0.9) - 1] if switches else 0.0
        return [
            f"pages: {self.pages}",
            f"time to first page image: {self.first_image * 1000:.0f} ms",
            f"time to first page analysed: {self.first_page * 1000:.0f} ms",
            f"page switch: median {self.median * 1000:.0f} ms, 90th percentile "
            f"{p90 * 1000:.0f} ms, max {max(switches, default=0) * 1000:.0f} ms "
            f"over {len(switches)} switches",
            "every page analysed (verdicts): "
            + (f"{self.analysed:.1f} s" if self.analysed is not None else "not within the timeout"),
            f"peak memory of the window's process: {self.peak_mb:.0f} MB",
        ]


def _wait(condition: Callable[[], bool], timeout_ms: int = TIMEOUT_MS) -> bool:
    """Run the event loop until ``condition`` holds; False on timeout.

    One timer serves every turn: ``QTimer.singleShot`` with a Python callable keeps about
    54 bytes per call (PySide6 6.x), 10 MB over a background pass of the 78-font
    benchmark document, which the window's peak memory would have counted."""
    clock = QElapsedTimer()
    clock.start()
    loop = QEventLoop()
    turn = QTimer()
    turn.setSingleShot(True)
    turn.timeout.connect(loop.quit)
    while not condition():
        if clock.elapsed() > timeout_ms:
            return False
        turn.start(1)
        loop.exec()
    return True


def _drawn(window: MainWindow, index: int, analysed: bool) -> bool:
    canvas = window.page_view.canvas
    if canvas.image is None or window.page_view.image_page != index:
        return False
    return not analysed or (canvas.page is not None and canvas.page.index == index)


def measure(
    path: str, switches: int = 30, jump: bool = False, pause: float = 0.0, seed: int = 1
) -> Timing:
    """Open ``path`` and time the first page and ``switches`` page switches.

    ``pause`` is how long (seconds, not counted) the page stays before the next switch,
    as when someone reads it; 0 switches as soon as the page is drawn."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        controller = DocumentController(ThreadRunner())
        window = MainWindow(controller, settings, interactive=False)
        window.resize(DEFAULT_SIZE)  # whatever the screen: the same window each run
        window.show()
        _wait(lambda: window.isVisible(), 2000)
        app.processEvents()
        start = time.perf_counter()
        window.open_file(path)
        if not _wait(lambda: _drawn(window, 0, False) or bool(window.open_errors)):
            raise RuntimeError(f"{path}: the first page was not drawn in time")
        if window.open_errors:
            raise RuntimeError(window.open_errors[-1][1])
        first_image = time.perf_counter() - start
        _wait(lambda: _drawn(window, 0, True))
        first_page = time.perf_counter() - start
        document = controller.document
        count = document.info.page_count if document else 0
        order = _order(count, switches, jump, seed)
        times = []
        for index in order:
            begin = time.perf_counter()
            controller.select_page(index)
            if not _wait(lambda i=index: _drawn(window, i, True)):
                raise RuntimeError(f"page {index + 1} was not drawn in time")
            times.append(time.perf_counter() - begin)
            app.processEvents()
            if pause:
                deadline = time.perf_counter() + pause
                _wait(lambda d=deadline: time.perf_counter() >= d)
        finished = _wait(lambda: controller.diagnosis_complete, 10 * TIMEOUT_MS)
        analysed = time.perf_counter() - start if finished else None
        window.close()
        app.processEvents()
    return Timing(count, first_image, first_page, tuple(times), analysed, _peak_mb())


def _peak_mb() -> float:
    """Peak resident memory of this process in MB (0 where it cannot be read)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)


def _order(count: int, switches: int, jump: bool, seed: int) -> list[int]:
    if count < 2:
        return []
    if jump:
        rng = random.Random(seed)
        return [rng.randrange(count) for _ in range(switches)]
    return [(n + 1) % count for n in range(switches)]


def main(argv: Sequence[str] | None = None) -> int:
    """Print the timings of one file."""
    parser = argparse.ArgumentParser(prog="gui_timing", description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="the PDF to open")
    parser.add_argument("--switches", type=int, default=30, help="page switches to time")
    parser.add_argument("--jump", action="store_true", help="jump to random pages")
    parser.add_argument(
        "--pause", type=float, default=0.0, help="seconds each page stays before the next"
    )
    args = parser.parse_args(argv)
    timing = measure(args.file, args.switches, args.jump, args.pause)
    sys.stdout.write("".join(f"{line}\n" for line in timing.lines()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
