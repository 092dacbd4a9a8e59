"""The Dask engine of ``triage --dask [ADDRESS]``: each file is one task on a
``dask.distributed`` cluster, running the same unit of work as the local pool
(:func:`~inspector.triage.work.triage_file`, or the ``worker`` given).

- **Bounded**: paths are pulled from the run's lazy listing only while fewer than
  ``in_flight`` tasks are out (twice the cluster's threads by default), and each result is
  released as soon as it is passed on, so neither the client nor the scheduler holds more
  than that many files whatever the size of the archive.
- **Workers that die**: a task whose worker dies (killed, over its memory limit, a crash in
  native code) fails with ``KilledWorker``; it is submitted again, to whichever worker the
  scheduler picks (the dead one is gone), up to ``retries`` times, then the file gets an
  error row of kind ``died`` naming the cause (the scheduler's memory-restart events tell
  an out-of-memory death from others). A LocalCluster started here lets a task fail at
  its first death and gives each worker one task at a time, so that the count is ours
  and a file that kills its worker takes no innocent file with it; a scheduler of your
  own applies its ``distributed.scheduler.allowed-failures`` before that.
- **Time limit**: the unit of work limits itself on the worker (in a worker thread the
  limit is raised in the task's thread; see :func:`~inspector.triage.work.time_limit`).
  A file still running ``grace`` seconds after that is stuck where Python cannot
  interrupt it (native code): the task's guard tells the scheduler (an event on
  :data:`HARD_TIMEOUT_TOPIC`) and ends its worker process, which the nanny restarts; the
  file gets an incomplete (``timeout``) row at once, without retries: no verdict, and
  ``--resume`` does it again.
- **A lost scheduler** ends the run with :class:`~inspector.triage.runner.EngineLost`; the
  rows that finished have been written.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import dask
from distributed import Client, Future, LocalCluster, as_completed, get_worker
from distributed.client import FutureCancelledError
from distributed.comm.core import CommClosedError
from distributed.scheduler import KilledWorker

from inspector.triage.batch import Worker
from inspector.triage.levels import DEFAULT_TIME_LIMIT
from inspector.triage.runner import Engine, EngineLost, OnRow
from inspector.triage.work import error_row, file_facts, incomplete_row, triage_file

DEFAULT_RETRIES = 2
"""Times a file whose worker died is submitted again."""

GRACE = 5.0
"""Seconds past the time limit before a worker stuck on a file is ended."""

HARD_TIMEOUT_TOPIC = "inspector-triage-hard-timeout"
"""The scheduler event a worker logs before it ends itself for a stuck file."""

CONNECT_TIMEOUT = 10.0
"""Seconds to reach a scheduler (at the start, and again after losing it)."""

_LOST = (FutureCancelledError, CommClosedError, OSError, TimeoutError)


def dask_engine(
    address: str | None = None,
    *,
    workers: int = 2,
    password: str | None = None,
    limit: float = DEFAULT_TIME_LIMIT,
    retries: int = DEFAULT_RETRIES,
    worker: Worker = triage_file,
    memory_limit: str | float | None = None,
    in_flight: int | None = None,
    processes: bool = True,
    on_note: Callable[[str], None] | None = None,
    quiet: bool = True,
    connect_timeout: float = CONNECT_TIMEOUT,
    grace: float = GRACE,
) -> Engine:
    """An engine that runs each file as a task on a Dask cluster.

    Args:
        address: the scheduler (``tcp://host:8786``); without it a ``LocalCluster`` of
            ``workers`` processes (one thread each) is started and closed.
        workers: worker processes of the LocalCluster.
        password: tried on encrypted files.
        limit: seconds per file (the unit of work's own limit).
        retries: times a file whose worker died is tried again.
        worker: the unit of work, called as ``worker(path, password, limit)`` on a worker.
        memory_limit: each LocalCluster worker's memory limit (``"2GB"``, bytes); Dask's
            default shares the machine's memory among the workers.
        in_flight: tasks out at once (default: twice the cluster's threads, at least 4).
        processes: LocalCluster workers as processes (threads of this process if false).
        on_note: told the dashboard's address when the cluster has one.
        quiet: keep Dask's own log messages (workers restarting, tasks failing) off
            stderr; the rows name what happened.
        connect_timeout: seconds to reach the scheduler.
        grace: seconds past ``limit`` before a worker stuck on a file is ended.
    """

    def run(paths: Iterator[str], on_row: OnRow) -> None:
        with (
            _quiet_logs(quiet),
            _client(address, workers, memory_limit, processes, connect_timeout) as client,
        ):
            link = _dashboard(client)
            if link and on_note is not None:
                on_note(f"Dask dashboard: {link}")
            threads = sum(client.nthreads().values()) or workers
            room = in_flight or max(4, 2 * threads)
            run = _Run(client, worker, password, limit, grace, retries, room, address)
            run.drive(paths, on_row)

    return run


class _Run:
    """One run's tasks: submitted, retried, passed on."""

    def __init__(
        self,
        client: Client,
        worker: Worker,
        password: str | None,
        limit: float,
        grace: float,
        retries: int,
        room: int,
        address: str | None,
    ) -> None:
        self.client = client
        self.worker = worker
        self.password = password
        self.limit = limit
        self.retries = retries
        self.room = room
        self.where = f"the Dask scheduler at {address}" if address else "the local Dask scheduler"
        self.prefix = f"triage-{uuid.uuid4().hex[:12]}"
        self.serial = 0
        self.grace = grace
        self.pending: dict[str, tuple[str, int]] = {}
        """Tasks out: key -> (path, deaths so far)."""

    def submit(self, path: str, deaths: int = 0) -> Future[Any]:
        self.serial += 1
        key = f"{self.prefix}-{self.serial}"
        self.pending[key] = (path, deaths)
        future: Future[Any] = self.client.submit(
            guarded, self.worker, path, self.password, self.limit, self.grace, key=key, pure=False
        )
        return future

    def drive(self, paths: Iterator[str], on_row: OnRow) -> None:
        tasks = as_completed()
        self.top_up(paths, tasks)
        for future in tasks:
            row = self.outcome(future, tasks)
            if row is not None:
                on_row(row)
            self.top_up(paths, tasks)

    def top_up(self, paths: Iterator[str], tasks: as_completed) -> None:
        """Submit files until ``room`` tasks are out or the listing ends."""
        while len(self.pending) < self.room:
            path = next(paths, None)
            if path is None:
                return
            tasks.add(self.submit(path))

    def outcome(self, future: Future[Any], tasks: as_completed) -> dict[str, Any] | None:
        """The row of a finished task, or ``None`` when it was submitted again."""
        path, deaths = self.pending.pop(str(future.key))
        status = future.status
        if status == "cancelled":
            raise EngineLost(f"lost the connection to {self.where}")
        try:
            if status == "error":
                raise future.exception()
            row: dict[str, Any] = future.result()
            return row
        except KilledWorker as exc:
            if self.stuck(path):
                note = "stuck; its worker was restarted"
                return incomplete_row(path, self.limit, facts=file_facts(path), note=note)
            deaths += 1
            if deaths <= self.retries:
                tasks.add(self.submit(path, deaths))
                return None
            return error_row(path, "died", self.death_cause(exc, deaths), facts=file_facts(path))
        except _LOST as exc:
            raise EngineLost(f"lost the connection to {self.where} ({exc})") from exc
        except Exception as exc:  # the unit of work raised: its row says so
            message = f"{type(exc).__name__}: {str(exc).strip()[:200]}"
            return error_row(path, "crashed", message, facts=file_facts(path))
        finally:
            future.release()

    def stuck(self, path: str) -> bool:
        """Whether a worker ended itself because ``path`` was stuck past its limit."""
        with contextlib.suppress(Exception):
            events = self.client.get_events(HARD_TIMEOUT_TOPIC)
            return any(isinstance(e, dict) and e.get("path") == path for _, e in events)
        return False

    def death_cause(self, exc: KilledWorker, deaths: int) -> str:
        """Why the file's last worker died, as far as the scheduler knows."""
        times = "once" if deaths == 1 else f"{deaths} times"
        last = getattr(getattr(exc, "last_worker", None), "address", None)
        with contextlib.suppress(Exception):
            for _, event in self.client.get_events("worker-restart-memory"):
                if isinstance(event, dict) and event.get("worker") == last:
                    rss = float(event.get("rss") or 0) / 2**20
                    return (
                        f"the worker process died on this file {times}: out of memory "
                        f"(the last used {rss:.0f} MiB, over its memory limit)"
                    )
        return (
            f"the worker process died on this file {times} "
            "(killed, out of memory or a crash in native code)"
        )


def guarded(
    worker: Worker, path: str, password: str | None, limit: float, grace: float
) -> dict[str, Any]:
    """Runs on a worker: ``worker(path, password, limit)``, ending this worker process if
    the file is still running ``grace`` seconds after its limit (see the module)."""
    done = threading.Event()
    try:
        here: Any = get_worker()  # known only in the task's thread
    except ValueError:
        here = None  # not on a worker (called directly)

    def watch() -> None:
        if done.wait(limit + grace) or here is None:
            return
        with contextlib.suppress(Exception):
            here.log_event(HARD_TIMEOUT_TOPIC, {"path": path})
            time.sleep(1.0)  # let the event reach the scheduler
        os._exit(70)

    threading.Thread(target=watch, name="triage-hard-limit", daemon=True).start()
    try:
        return worker(path, password, limit)
    finally:
        done.set()


@contextlib.contextmanager
def _client(
    address: str | None,
    workers: int,
    memory_limit: str | float | None,
    processes: bool,
    connect_timeout: float,
) -> Iterator[Client]:
    timeouts = {"distributed.comm.timeouts.connect": f"{connect_timeout:g}s"}
    if address:
        with dask.config.set(timeouts):
            try:
                client = Client(address, timeout=f"{connect_timeout:g}s")
            except (OSError, TimeoutError) as exc:
                raise EngineLost(f"cannot reach the Dask scheduler at {address} ({exc})") from exc
            try:
                yield client
            finally:
                _close(client)
        return
    local = {
        **timeouts,
        # A task fails at its worker's first death (we count and retry), and a worker
        # holds only the task it runs, so a death takes no queued file with it.
        "distributed.scheduler.allowed-failures": 0,
        "distributed.scheduler.worker-saturation": 1.0,
        # The scheduler runs in this process: its dashboard's task stream would keep the
        # last 100,000 tasks (about 0.5 kB each); the last 5,000 show as much.
        "distributed.scheduler.dashboard.tasks.task-stream-length": 5000,
    }
    with dask.config.set(local):
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=processes,
            dashboard_address=":0",
            memory_limit="auto" if memory_limit is None else memory_limit,
            silence_logs=logging.CRITICAL,
        )
        try:
            client = Client(cluster)
            try:
                yield client
            finally:
                _close(client)
        finally:
            with contextlib.suppress(Exception):
                cluster.close(timeout=10)


def _close(client: Client) -> None:
    with contextlib.suppress(Exception):
        client.close(timeout=5)


def _dashboard(client: Client) -> str | None:
    try:
        services = client.scheduler_info().get("services", {})
    except Exception:
        return None
    if "dashboard" not in services:
        return None
    link: str = client.dashboard_link
    return link


@contextlib.contextmanager
def _quiet_logs(quiet: bool) -> Iterator[None]:
    if not quiet:
        yield
        return
    logger = logging.getLogger("distributed")
    before = logger.level
    logger.setLevel(logging.CRITICAL + 1)
    try:
        yield
    finally:
        logger.setLevel(before)


__all__ = [
    "CONNECT_TIMEOUT",
    "DEFAULT_RETRIES",
    "GRACE",
    "HARD_TIMEOUT_TOPIC",
    "dask_engine",
    "guarded",
]
