"""The progress bar of the commands that read pages: on a terminal's stderr once work
takes more than a moment, never with --quiet nor where stderr is no terminal."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font

from inspector.cli.progress import PageBar

# The bar appears at once (not after a second) so that a small file shows it.
CHILD = """
import sys
from inspector.cli.progress import PageBar
PageBar.after = 0.0
from inspector.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _pages(tmp_path: Path, count: int = 30) -> Path:
    pdf = page_pdf({"F1": type0_font}, [content_tj("F1", 12, b"\x30\x42")] * count)
    return save(pdf, tmp_path)


def _run(args: list[str], terminal: bool) -> tuple[int, str]:
    """Exit code and stderr of the command line, stderr a pseudo-terminal or a pipe."""
    if not terminal:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, *args],
            capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
        )  # fmt: skip
        return done.returncode, done.stderr
    leader, follower = pty.openpty()
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, *args],
        stdout=subprocess.DEVNULL, stderr=follower, stdin=subprocess.DEVNULL,
    ) as child:  # fmt: skip
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            chunks.append(chunk)
        code = child.wait(timeout=120)
    os.close(leader)
    return code, b"".join(chunks).decode("utf-8", "replace")


@pytest.mark.parametrize(
    "command",
    [["text"], ["trace", "--json"], ["fonts"], ["report", "-o", "{out}/r.html"],
     ["export-html", "-o", "{out}/e.html"], ["find", "{file}", "A"]],
    ids=lambda c: c[0],
)  # fmt: skip
def test_a_command_that_reads_pages_draws_the_bar_on_a_terminal(
    tmp_path: Path, command: list[str]
) -> None:
    pdf = _pages(tmp_path)
    args = [a.format(out=tmp_path, file=pdf) for a in command]
    if "{file}" not in command[1:2]:
        args.insert(1, str(pdf))
    else:
        args = [args[0], *args[1:]]
    code, err = _run(args, terminal=True)
    assert code in (0, 1), err
    assert "/30 pages" in err and "[" in err
    assert err.endswith("\r\x1b[K")  # cleared at the end: the terminal is left clean
    code, quiet = _run([*args, "--quiet"], terminal=True)
    assert "pages" not in quiet
    code, piped = _run(args, terminal=False)
    assert "pages" not in piped


def test_the_bar_counts_pages_read_of_pages_expected() -> None:
    class Tty:
        text = ""

        def write(self, s: str) -> None:
            self.text += s

        def flush(self) -> None:
            pass

    now = [0.0]
    stream = Tty()
    bar = PageBar(stream, clock=lambda: now[0])  # type: ignore[arg-type]
    bar.expect(10)
    bar.read(1)
    assert stream.text == ""  # before a second of work: nothing
    now[0] = 2.0
    bar.read(3)
    assert stream.text.endswith(
        "[############..................] 4/10 pages, 2.0 pages/s, 0:00:03 left"
    )
    bar.close()
    assert stream.text.endswith("\r\x1b[K")
