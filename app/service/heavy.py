"""Heavy requests off the event loop, a few at a time (issue 24, SECURITY.md "Heavy work").

Parsing and folding an import, building an export, a GM's time travel and a batch of
previews are CPU work that used to run on the event loop and froze every other table
served by the process for as long as they ran. Here the Python-level parts run on a
small thread pool of its own and the long single calls into C (parsing, dumping and
hashing a whole document; folding a long log) in worker processes; at most
``heavy_work_per_account`` of one account's and ``heavy_work_per_process`` in all run
at once: one more is refused at once with 429
``busy`` and a Retry-After, rather than queued behind the others. Of those, imports are
held tighter: one an account and ``imports_per_process`` (default 1) in all at once.

Imports also have an hourly quota per account (``imports_per_account_per_hour`` files
and ``import_bytes_per_account_per_hour`` bytes), counted by the process that serves
them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
from collections import Counter, deque
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from time import monotonic
from typing import TypeVar

from app.service.errors import TooManyRequests, Unavailable
from app.settings import Settings

T = TypeVar("T")
log = logging.getLogger("hunters.service")
QUOTA_WINDOW_SECONDS = 3600.0
BUSY_RETRY_SECONDS = 2
PROCESS_WORKERS = 2
WORKER_NICENESS = 10
"""Worker processes at most (started on first use, kept): the machine's cores are few."""


class Slots:
    """At most ``per_account`` of one account's and ``per_process`` in all at once."""

    def __init__(self, per_account: int, per_process: int, one: str, many: str) -> None:
        self.per_account = per_account
        self.per_process = per_process
        self.one, self.many = one, many
        self._running: Counter[str] = Counter()

    @contextlib.contextmanager
    def held(self, account: str) -> Iterator[None]:
        """Hold one of ``account``'s slots (and one of the process's) while inside;
        429 ``busy`` when either is full."""
        self.refuse_if_full(account)
        self._running[account] += 1
        try:
            yield
        finally:
            self._running[account] -= 1
            if self._running[account] <= 0:
                del self._running[account]

    def refuse_if_full(self, account: str) -> None:
        """429 ``busy`` when ``account`` (or the process) has no slot free now."""
        if self._running[account] >= self.per_account:
            raise TooManyRequests(
                "busy",
                f"You already have {self.one} running; wait for it to finish.",
                retry_after=BUSY_RETRY_SECONDS,
            )
        if sum(self._running.values()) >= self.per_process:
            raise TooManyRequests(
                "busy",
                f"The server is busy with other {self.many}; try again in a moment.",
                retry_after=BUSY_RETRY_SECONDS,
            )


class HeavyWork:
    """The bounded pool heavy requests run on; one per process (ServiceContext)."""

    def __init__(self, per_account: int, per_process: int, imports_per_process: int = 1) -> None:
        self.per_account = per_account
        self.per_process = per_process
        self._slots = Slots(per_account, per_process, "a large request", "large requests")
        self._imports = Slots(1, imports_per_process, "an import", "campaign imports")
        self._pool = ThreadPoolExecutor(max_workers=per_process, thread_name_prefix="heavy")

    @contextlib.asynccontextmanager
    async def slot(self, account: str) -> AsyncIterator[None]:
        """Hold one of ``account``'s heavy slots (and one of the process's) while inside;
        429 ``busy`` when either is full."""
        with self._slots.held(account):
            yield

    @contextlib.asynccontextmanager
    async def import_slot(self, account: str) -> AsyncIterator[None]:
        """A heavy slot, and the account's one import at a time of the process's
        ``imports_per_process``: an import writes tens of thousands of rows, and two at
        once loaded the database every table shares (issue 24)."""
        with self._imports.held(account), self._slots.held(account):
            yield

    def refuse_import_if_busy(self, account: str) -> None:
        """429 ``busy`` now when ``import_slot`` would be refused: called before the
        upload is read, so a flood of refused imports costs no reading of megabytes (and
        no slot is held while a slow client uploads)."""
        self._imports.refuse_if_full(account)
        self._slots.refuse_if_full(account)

    async def run(self, fn: Callable[[], T]) -> T:
        """``fn()`` on the heavy thread pool (call it inside ``slot``): for Python-level
        work, which lets the event loop's thread take its turns."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, fn)

    async def in_process(self, fn: Callable[..., T], *args: object) -> T:
        """``fn(*args)`` in a worker process (a module-level function; arguments and
        result are pickled): for one long call into C or Rust (parsing, dumping or
        hashing a whole document), which would hold the interpreter lock throughout
        and stop the event loop even from a thread."""
        pool = _worker_processes(min(self.per_process, PROCESS_WORKERS))
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, fn, *args)
        except BrokenProcessPool as broken:
            log.error("a heavy-work process died; a new pool starts on the next request")
            for workers, kept in list(_PROCESSES.items()):
                if kept is pool:
                    del _PROCESSES[workers]
            raise Unavailable() from broken

    async def run_as(self, account: str, fn: Callable[[], T]) -> T:
        """``fn()`` on the heavy pool in one of ``account``'s slots."""
        async with self.slot(account):
            return await self.run(fn)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


_PROCESSES: dict[int, ProcessPoolExecutor] = {}


def _worker_processes(workers: int) -> ProcessPoolExecutor:
    """The process's worker processes (started on first use and kept while it runs:
    each one's start-up imports the game, which takes seconds on a busy host)."""
    pool = _PROCESSES.get(workers)
    if pool is None:
        context = multiprocessing.get_context("spawn")
        pool = _PROCESSES[workers] = ProcessPoolExecutor(
            workers, mp_context=context, initializer=_yield_to_the_tables
        )
    return pool


def _yield_to_the_tables() -> None:
    """A worker process runs at a lower CPU priority than the server: on a machine of
    few cores, the tables' commands come before an import's fold."""
    os.nice(WORKER_NICENESS)


class ImportQuota:
    """How many imports (and how many bytes of them) each account made this past hour."""

    def __init__(self, files: int, size: int) -> None:
        self.files = files
        self.size = size
        self._taken: dict[str, deque[tuple[float, int]]] = {}

    def take(self, account: str, size: int) -> None:
        """Count one import of ``size`` bytes; 429 ``import_quota`` when over either limit."""
        now = monotonic()
        taken = self._taken.setdefault(account, deque())
        while taken and now - taken[0][0] >= QUOTA_WINDOW_SECONDS:
            taken.popleft()
        used = sum(bytes_ for _, bytes_ in taken)
        if len(taken) >= self.files or used + size > self.size:
            retry = int(QUOTA_WINDOW_SECONDS - (now - taken[0][0])) + 1 if taken else 60
            raise TooManyRequests(
                "import_quota",
                f"You can import {self.files} campaigns (at most {self.size // 2**20} MiB in "
                "all) an hour; try again later.",
                retry_after=retry,
            )
        taken.append((now, size))


def heavy_work(settings: Settings) -> HeavyWork:
    return HeavyWork(
        settings.heavy_work_per_account,
        settings.heavy_work_per_process,
        settings.imports_per_process,
    )


def import_quota(settings: Settings) -> ImportQuota:
    return ImportQuota(
        settings.imports_per_account_per_hour, settings.import_bytes_per_account_per_hour
    )
