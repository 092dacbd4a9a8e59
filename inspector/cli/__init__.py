"""The command line: subcommands that present what the analysis finds.

Exit codes: 0 success, 1 done with something to report (something at or above a requested
level was found; text printed from pages not read whole, each named on stderr; a repaired
copy that keeps a damaged stream), 2 unreadable input or a usage error (one line on
stderr).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from inspector import __version__
from inspector.cli.common import EXIT_ERROR, EXIT_OK, parse_pages
from inspector.collector import collect_less_often
from inspector.errors import InspectorError, UsageError

COMMANDS = {
    "trace": "inspect",
    "fonts": "inspect",
    "text": "inspect",
    "gui": "inspect",
    "report": "report",
    "triage": "triage",
    "export-html": "export",
    "explain-text": "explain",
    "find": "explain",
    "explain": "catalogue",
    "repair": "repair",
    "compare": "compare",
    "diff": "diff",
}
"""Each subcommand and the module of ``inspector.cli`` that registers it."""

_MODULE_ORDER = (
    "inspect",
    "report",
    "triage",
    "export",
    "explain",
    "catalogue",
    "repair",
    "compare",
    "diff",
)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand, or with the subcommands of the module
    that registers ``command`` (what running that command needs)."""
    import importlib

    parser = argparse.ArgumentParser(
        prog="pdf-font-inspector",
        description="Shows why the text of a PDF comes out garbled: the code, CID, GID, "
        "Unicode and width of every glyph, with the source of each value.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help="language of the human-readable output: en, ja, zh_CN, zh_TW or ko (default: "
        "the locale, LANGUAGE/LC_ALL/LANG); accepted before or after the command; JSON then "
        "also carries the translated texts",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    # The command modules are imported here, and only the one a command needs: --version
    # needs none of them, ``fonts`` not the report renderers or the garble explainer.
    names = _MODULE_ORDER if command not in COMMANDS else (COMMANDS[command],)
    for name in names:
        importlib.import_module(f"inspector.cli.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    if argv is None:
        # Run as the program: the collector runs less often (see inspector.collector).
        collect_less_often()
    code = _main(list(sys.argv[1:] if argv is None else argv))
    if argv is None:
        # Run as the program (the console script, ``python -m inspector``): the process
        # ends next, and the interpreter's last garbage collection would walk every object
        # left (about 15 ms after ``fonts`` on a one-page file). Frozen, they are freed by
        # their reference counts as before; only cycles stay until the process is gone.
        # Files and documents are closed by then (``with``), and output is flushed.
        gc.freeze()
    return code


def _main(arguments: list[str]) -> int:
    if arguments == ["--version"]:
        # What argparse's version action prints, without building every subcommand.
        print(f"pdf-font-inspector {__version__}")
        raise SystemExit(EXIT_OK)
    try:
        arguments = _take_language(arguments)
    except UsageError as exc:
        print(f"pdf-font-inspector: {exc}", file=sys.stderr)
        return EXIT_ERROR
    if not arguments or (arguments[0] not in COMMANDS and not arguments[0].startswith("-")):
        if arguments and not _looks_like_a_file(arguments[0]):
            # A mistyped command is a usage error, not a window on a file of that name.
            from inspector.cli.common import nearest

            close = nearest(arguments[0], COMMANDS)
            hint = f"did you mean {' or '.join(close)}? " if close else ""
            build_parser().error(
                f"unknown command {arguments[0]!r}; {hint}(choose from "
                f"{', '.join(sorted(COMMANDS))}; a file to open must exist or end in .pdf)"
            )
        # `pdf-font-inspector` and `pdf-font-inspector FILE` open the window.
        arguments = ["gui", *arguments]
    parser = build_parser(arguments[0])
    args = parser.parse_args(arguments)
    out = sys.stdout
    try:
        with _page_bar(args):
            code: int = args.func(args, out)
        out.flush()
        if getattr(args, "shape_unavailable", None) is not None:
            code = max(code, EXIT_ERROR)  # the glyph-shape route was asked for and could not run
        return code
    except InspectorError as exc:
        print(f"pdf-font-inspector: {_visible(str(exc))}", file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        print("pdf-font-inspector: interrupted", file=sys.stderr)
        return 130


@contextlib.contextmanager
def _page_bar(args: argparse.Namespace) -> Iterator[None]:
    """The progress bar of a command that reads pages (one with ``--quiet``), on a
    terminal's stderr unless it was asked to be quiet."""
    if getattr(args, "quiet", True) or not sys.stderr.isatty():
        yield
        return
    from inspector.cli.progress import PageBar
    from inspector.pageprogress import observing

    bar = PageBar(sys.stderr)
    try:
        with observing(bar):
            yield
    finally:
        bar.close()


def _visible(text: str) -> str:
    """A message for the terminal: a file name's undecodable bytes as ``\\xNN``, control
    characters (an escape sequence, a line feed in a name) as ``\\uNNNN``."""
    from inspector.files import shown
    from inspector.output.tables import safe

    return safe(shown(text))


def _take_language(arguments: list[str]) -> list[str]:
    """Set the output language from ``--lang LANG`` (wherever it is given, so that every
    command takes it) or from the locale; the arguments without it."""
    from inspector.i18n import language_from_environment, normalize_language, set_language

    rest: list[str] = []
    asked: str | None = None
    it = iter(arguments)
    for arg in it:
        if arg == "--":
            rest.append(arg)
            rest.extend(it)
            break
        if arg == "--lang" or arg.startswith("--lang="):
            value = arg.partition("=")[2] if "=" in arg else next(it, "")
            asked = normalize_language(value) if value else None
            if asked is None:
                raise UsageError(
                    f"--lang {value!r}: choose one of en, ja, zh_CN, zh_TW, ko"
                    if value
                    else "--lang needs a language: en, ja, zh_CN, zh_TW or ko"
                )
            continue
        rest.append(arg)
    if asked is not None:
        set_language(asked, explicit=True)
    else:
        set_language(language_from_environment())
    return rest


def _looks_like_a_file(argument: str) -> bool:
    """Whether a first argument that is no command names a file to open in the window."""
    return argument.lower().endswith(".pdf") or Path(argument).exists()


__all__ = ["COMMANDS", "build_parser", "main", "parse_pages"]
