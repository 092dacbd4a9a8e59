"""``triage PATH...``: a verdict per file and per font for files and folders, with a
closing summary grouped by root cause.

The files are listed lazily and done by an engine: the local process pool (default) or a
Dask cluster (``--dask [ADDRESS]``). Rows go out as they finish: to the ``--jsonl``
journal (which ``--resume`` continues), to the ``--csv`` file (committed when the run
ends), and to the table on stdout, printed a block of :data:`TABLE_BLOCK` files at a
time in listing order. Memory does not grow with the number of files.
"""

from __future__ import annotations

import argparse
import os
import sys
from itertools import islice
from pathlib import Path
from typing import Any, TextIO

from inspector.cli.common import EXIT_ERROR, EXIT_FOUND, EXIT_OK
from inspector.errors import UsageError
from inspector.files import WholeFile, real, same_file, shown
from inspector.i18n import N_, msg_n, tr
from inspector.output.tables import safe, table
from inspector.output.words import verdict_label
from inspector.triage.levels import DEFAULT_TIME_LIMIT, LEVELS

TABLE_BLOCK = 1000
"""Files per block of the table on stdout (each block sorted in listing order)."""

DEFAULT_RETRIES = 2

TABLE_HEADERS = (N_("FILE"), N_("FONT"), N_("VERDICT"), N_("ROOT CAUSE"), N_("REASON"))
"""The columns of the table on stdout (translated where shown)."""

TRIAGE_EPILOG = """\
Prints one row per file and one per font its pages use (verdict, root-cause finding
code, reason), then a summary that groups the files by root cause. A file that cannot
be read or is encrypted becomes a row with its error; one that takes longer than
--time-limit is "incomplete (time limit)", with no verdict; one whose worker process
died is named in the summary. The batch goes on. A FIFO or a device (a link to
/dev/zero) is an error row at once.

engines:
  (default)           a pool of --jobs worker processes on this machine
  --dask              a Dask LocalCluster of --jobs worker processes, started and closed
  --dask ADDRESS      the workers of a running Dask scheduler (tcp://host:8786); the
                      files must be readable at the same paths on the workers

resuming: with --jsonl F, each row is written to F as its file finishes; run the same
command again with --resume to skip every file that has a complete row in F (same path,
size and modification time; --verify-hash: same SHA-256) and do the rest, the files
with no verdict included: incomplete (time limit) or whose worker process died.

levels, best to worst: ok, recoverable, suspicious, not-recoverable, unreadable,
incomplete (no verdict: stopped by --time-limit), error (could not be inspected);
--fail-on error leaves incomplete files out, --fail-on incomplete takes both

exit codes:
  0  no file at or above the --fail-on level (always 0 without --fail-on)
  1  at least one file at or above the --fail-on level
  2  usage error (bad option, no PDF file found), a PATH that is not there (the
     other paths are done, and it gets its error row), or the Dask scheduler was lost
     (the rows that finished are kept in --jsonl F: run again with --resume)
"""


class _Table:
    """The table on stdout, a block at a time."""

    def __init__(self, out: TextIO, block: int = TABLE_BLOCK) -> None:
        self.out = out
        self.block = block
        self.rows: list[tuple[int, dict[str, Any]]] = []
        self.printed = False

    def add(self, place: int, row: dict[str, Any]) -> None:
        self.rows.append((place, row))
        if len(self.rows) >= self.block:
            self.flush()

    def flush(self) -> None:
        if not self.rows:
            return
        from inspector.triage.work import triage_rows

        self.rows.sort(key=lambda item: item[0])
        body = []
        for row in triage_rows([r for _, r in self.rows]):
            is_font = row["font"] is not None
            body.append(
                [
                    "" if is_font else str(row["file"]),
                    str(row["font"]) if is_font else "-",
                    verdict_label(str(row["verdict"])),
                    str(row["root_cause"] or "-"),
                    # A reason is a message (its worker sends the template); one read back
                    # from the --jsonl file of an earlier run is English text.
                    str(row["error"]) if row["error"] else tr(row["reason"] or ""),
                ]
            )
        head = [tr(h) for h in TABLE_HEADERS]
        self.out.write(("\n" if self.printed else "") + table(head, body, indent="") + "\n")
        self.out.flush()
        self.rows = []
        self.printed = True


class _CsvFile:
    """The CSV rows, written to a temporary file beside the target as they arrive and
    moved over it when the run ends (an interrupted run leaves the old file)."""

    def __init__(self, path: str) -> None:
        from inspector.report.csv_inventory import write_csv
        from inspector.triage.work import TRIAGE_COLUMNS

        # A text UTF-8 cannot hold (a lone surrogate) is escaped: no row stops the run.
        self.file = WholeFile(path, "w", encoding="utf-8", newline="", errors="backslashreplace")
        self.file.fh.write(write_csv([], TRIAGE_COLUMNS))

    def add(self, row: dict[str, Any]) -> None:
        from inspector.report.csv_inventory import csv_body
        from inspector.triage.work import TRIAGE_COLUMNS, triage_rows

        self.file.fh.write(csv_body(triage_rows([row]), TRIAGE_COLUMNS))

    def commit(self) -> None:
        self.file.commit()

    def discard(self) -> None:
        self.file.discard()


def _check_outputs(args: argparse.Namespace) -> None:
    for given in (args.csv, args.jsonl):
        if not given:
            continue
        if Path(given).is_dir():
            raise UsageError(f"{shown(given)}: is a folder; give a file name")
        if not real(given).parent.is_dir():
            raise UsageError(f"{shown(given)}: the folder does not exist")
        if not Path(given).exists():
            continue
        target = real(given)
        for path in args.paths:
            p = Path(path)
            is_pdf = target.suffix.lower() == ".pdf"
            inside = p.is_dir() and is_pdf and real(p) in target.parents
            if inside or (p.is_file() and same_file(path, given)):
                raise UsageError(f"{shown(given)}: refusing to overwrite an input file")


def _engine(args: argparse.Namespace, progress: Any) -> Any:
    from inspector.triage.runner import local_engine, worker_from_environment
    from inspector.triage.work import iter_pdfs

    try:
        worker = worker_from_environment()
    except (ImportError, ValueError) as exc:
        raise UsageError(str(exc)) from exc
    cpus = os.cpu_count() or 1
    # No more local workers than files (the first few listed tell).
    jobs = args.jobs or max(1, sum(1 for _ in islice(iter_pdfs(args.paths), cpus)))
    if args.dask is None:
        return local_engine(jobs, password=args.password, limit=args.time_limit, worker=worker)
    try:
        from inspector.triage.dask_engine import dask_engine
    except ImportError as exc:
        raise UsageError(
            f"--dask needs Dask ({exc.name} is missing): pip install 'pdf-font-inspector[cluster]'"
        ) from exc
    return dask_engine(
        args.dask or None,
        workers=jobs,
        password=args.password,
        limit=args.time_limit,
        retries=args.retries,
        worker=worker,
        memory_limit=args.worker_memory,
        on_note=progress.note,
    )


def cmd_triage(args: argparse.Namespace, out: TextIO) -> int:
    """Verdicts for many files."""
    from inspector.cli.progress import Progress, count_in_background
    from inspector.triage.journal import Journal
    from inspector.triage.runner import EngineLost, run_triage
    from inspector.triage.work import Tally, iter_pdfs, level

    if args.jobs is not None and args.jobs < 1:
        raise UsageError("--jobs: give at least 1")
    if args.time_limit <= 0:
        raise UsageError("--time-limit: give a positive number of seconds")
    if args.retries < 0:
        raise UsageError("--retries: give 0 or more")
    if args.resume and not args.jsonl:
        raise UsageError("--resume needs --jsonl F (the file of the run to continue)")
    if args.verify_hash and not args.resume:
        raise UsageError("--verify-hash goes with --resume")
    if (args.worker_memory or args.retries != DEFAULT_RETRIES) and args.dask is None:
        raise UsageError("--worker-memory and --retries go with --dask")
    if args.worker_memory and args.dask:
        raise UsageError(
            "--worker-memory is for the LocalCluster; give workers of your own "
            "theirs with dask worker --memory-limit"
        )
    if args.dask and "://" not in args.dask and ":" not in args.dask:
        raise UsageError(
            f"--dask {args.dask}: not a scheduler address (tcp://host:8786); "
            "to start a LocalCluster, put --dask after the paths or write --dask="
        )
    if next(iter_pdfs(args.paths), None) is None:
        raise UsageError("no PDF files found in " + ", ".join(shown(p) for p in args.paths))
    _check_outputs(args)
    # A path that is not there still gets its row (the batch goes on), but the run could
    # not do all it was asked: exit 2 when it ends, naming the paths.
    missing = [p for p in args.paths if not Path(p).exists()]

    progress = Progress()
    engine = _engine(args, progress)
    journal = (
        Journal(args.jsonl, resume=args.resume, verify_hash=args.verify_hash)
        if args.jsonl
        else None
    )
    if journal is not None and args.resume and (journal.kept or journal.torn):
        resuming = msg_n(
            "resuming: {count} row in {file}",
            "resuming: {count} rows in {file}",
            journal.kept,
            count=f"{journal.kept:,}",
            file=safe(shown(args.jsonl)),
        )
        torn = tr(N_(", a torn last row dropped (its file is done again)")) if journal.torn else ""
        progress.note(tr(resuming) + torn)
    csv_file = _CsvFile(args.csv) if args.csv else None
    grid = _Table(out)
    tally = Tally()
    worst = -1

    def on_result(row: dict[str, Any], place: int, resumed: bool) -> None:
        nonlocal worst
        grid.add(place, row)
        tally.add(row, place)
        if csv_file is not None:
            csv_file.add(row)
        worst = max(worst, LEVELS.index(level(row)))
        progress.advance(row, resumed)

    count_in_background(iter_pdfs(args.paths), progress)
    lost: str | None = None
    try:
        run_triage(args.paths, engine, on_result, journal)
    except EngineLost as exc:
        lost = str(exc)
    except BaseException as exc:
        if csv_file is not None:
            csv_file.discard()
        if isinstance(exc, KeyboardInterrupt) and journal is not None:
            rows = f"{tally.total:,} row is" if tally.total == 1 else f"{tally.total:,} rows are"
            print(
                f"pdf-font-inspector: {rows} in {safe(shown(args.jsonl))}: "
                "run the same command with --resume to go on",
                file=sys.stderr,
            )
        raise
    finally:
        progress.close()
        if journal is not None:
            journal.close()
        grid.flush()
    if lost is not None:
        if csv_file is not None:
            csv_file.discard()
        rows = "row that finished is" if tally.total == 1 else "rows that finished are"
        kept = f"; the {tally.total:,} {rows} in {safe(shown(args.jsonl))}" if journal else ""
        again = ": run the same command with --resume to go on" if journal else ""
        print(f"pdf-font-inspector: {lost}{kept}{again}", file=sys.stderr)
        return EXIT_ERROR
    out.write(("\n" if grid.printed else "") + tally.text() + "\n")
    if csv_file is not None:
        csv_file.commit()
    if missing:
        print(
            "pdf-font-inspector: no such file or folder: "
            + ", ".join(safe(shown(p)) for p in missing),
            file=sys.stderr,
        )
        return EXIT_ERROR
    if args.fail_on is not None and worst >= LEVELS.index(args.fail_on):
        return EXIT_FOUND
    return EXIT_OK


def register(sub: Any) -> None:
    """Add triage to the subcommand parser."""
    triage = sub.add_parser(
        "triage",
        help="verdicts for many files and folders, with a summary by root cause",
        description="Give a verdict per file and per font for PDF files and folders "
        "(searched recursively for *.pdf), several files at a time, on this machine or a "
        "Dask cluster.",
        epilog=TRIAGE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    triage.add_argument("paths", nargs="+", metavar="PATH", help="PDF files and folders")
    triage.add_argument(
        "--jobs",
        "-j",
        type=int,
        metavar="N",
        help="worker processes of the local pool or LocalCluster (default: one per CPU)",
    )
    triage.add_argument("--csv", metavar="F", help="also write the rows as CSV")
    triage.add_argument(
        "--jsonl", metavar="F", help="also write one JSON object per file, as each finishes"
    )
    triage.add_argument(
        "--resume",
        action="store_true",
        help="continue the run whose rows are in --jsonl F: skip the files it has",
    )
    triage.add_argument(
        "--verify-hash",
        action="store_true",
        help="with --resume: match files by SHA-256 instead of size and modification time",
    )
    triage.add_argument(
        "--fail-on",
        choices=LEVELS,
        metavar="LEVEL",
        help="exit 1 when a file is at or above LEVEL: " + ", ".join(LEVELS),
    )
    triage.add_argument(
        "--time-limit",
        type=float,
        default=DEFAULT_TIME_LIMIT,
        metavar="S",
        help="seconds per file before it is stopped and reported incomplete, with no verdict "
        f"(default {DEFAULT_TIME_LIMIT:g})",
    )
    triage.add_argument("--password", help="password tried on encrypted files")
    triage.add_argument(
        "--dask",
        nargs="?",
        const="",
        metavar="ADDRESS",
        help="run on Dask: the scheduler at ADDRESS (tcp://host:8786), or without it a "
        "LocalCluster of --jobs workers (needs the cluster extra)",
    )
    triage.add_argument(
        "--retries",
        type=int,
        default=DEFAULT_RETRIES,
        metavar="N",
        help="with --dask: times a file whose worker died is tried again "
        f"(default {DEFAULT_RETRIES})",
    )
    triage.add_argument(
        "--worker-memory",
        metavar="SIZE",
        help="with --dask and no ADDRESS: memory limit of each worker (e.g. 2GB); a "
        "worker over it is restarted and its file retried",
    )
    triage.set_defaults(func=cmd_triage)
