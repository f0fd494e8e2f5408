"""What the server counts for an operator's dashboards (Prometheus, ``/metrics``).

Commands by type, refusals by code and how long each command took are observed by one
decorator on ``run_command`` (the one command path); open sockets are read from the hub
when scraped; event-loop lag is sampled by a small background probe. Labels carry only
command types and refusal codes, both bounded sets chosen by the server (a client that
sends a made-up type is counted as ``unknown``), never ids, names or game data.

A fault a background loop catches so that it keeps running (a room's fan-out, the hub's
heartbeat and sweep, a socket's message loop, the deadline timer, the scheduled backup,
the notification sender) goes through ``swallowed_fault``: it is counted in
``hunters_background_faults_total{task=...}`` and logged, with its traceback, on the one
logger ``hunters.faults`` (the suite fails a test on any such line).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, ParamSpec, TypeVar

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from app.engine import GAMES

REGISTRY = CollectorRegistry(auto_describe=True)
CONTENT_TYPE = CONTENT_TYPE_LATEST
LAG_PROBE_SECONDS = 1.0
COMMAND_TYPES: frozenset[str] = frozenset().union(*(g.command_types for g in GAMES.values()))
"""Every command type of every game the engine hosts: the only values the ``type`` label
takes."""

COMMANDS = Counter(
    "hunters_commands", "Commands run, by command type.", ["type"], registry=REGISTRY
)
REFUSALS = Counter(
    "hunters_command_refusals", "Commands refused, by refusal code.", ["code"], registry=REGISTRY
)
COMMAND_SECONDS = Histogram(
    "hunters_command_seconds",
    "Time from receiving a command to its answer (lock, decide, persist, publish).",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
    registry=REGISTRY,
)
OPEN_SOCKETS = Gauge(
    "hunters_open_sockets", "Live table websockets open in this process.", registry=REGISTRY
)
LOOP_LAG_SECONDS = Gauge(
    "hunters_event_loop_lag_seconds",
    "How late the event loop ran a timer at the last probe (a busy or blocked loop).",
    registry=REGISTRY,
)
BACKGROUND_FAULTS = Counter(
    "hunters_background_faults",
    "Exceptions a background loop caught and logged so that it keeps running, by task.",
    ["task"],
    registry=REGISTRY,
)
FAULT_LOGGER = "hunters.faults"
"""The logger of every swallowed fault: its name marks the line in any log format."""
fault_log = logging.getLogger(FAULT_LOGGER)

P = ParamSpec("P")
R = TypeVar("R")


def command_label(payload: dict[str, Any]) -> str:
    """The command's type if the server knows it, else ``unknown`` (bounded labels)."""
    kind = payload.get("type")
    return kind if isinstance(kind, str) and kind in COMMAND_TYPES else "unknown"


def record_command(payload: dict[str, Any], result: object, seconds: float) -> None:
    COMMANDS.labels(type=command_label(payload)).inc()
    COMMAND_SECONDS.observe(seconds)
    rejection = getattr(result, "rejection", None)
    if rejection is not None:
        REFUSALS.labels(code=str(rejection.code)[:64]).inc()


def observed_command(run: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """Wrap the command path: count the command, its refusal code if refused, its time."""

    @functools.wraps(run)
    async def timed(*args: P.args, **kwargs: P.kwargs) -> R:
        started = time.perf_counter()
        result = await run(*args, **kwargs)
        request = args[1] if len(args) > 1 else kwargs.get("request")
        payload = getattr(request, "payload", {})
        record_command(payload if isinstance(payload, dict) else {}, result, _since(started))
        return result

    return timed


def swallowed_fault(
    task: str, message: str, error: BaseException | None = None, **extra: object
) -> None:
    """Call inside ``except Exception`` (or with the ``error`` a finished task raised):
    count the fault under ``task`` (a name the code chooses, a bounded set) and log it
    with its traceback on ``hunters.faults``."""
    BACKGROUND_FAULTS.labels(task=task).inc()
    fault_log.error(message, exc_info=error or True, extra={"task": task, **extra})


def _since(started: float) -> float:
    return time.perf_counter() - started


def exposition(open_sockets: int) -> bytes:
    """The text a Prometheus scrape reads, with the socket count as of now."""
    OPEN_SOCKETS.set(open_sockets)
    return generate_latest(REGISTRY)


async def probe_loop_lag(every_seconds: float = LAG_PROBE_SECONDS) -> None:
    """Sleep ``every_seconds`` again and again; how much later than asked the loop woke
    is its lag (a blocking call or a CPU-bound handler shows here first)."""
    while True:
        started = time.perf_counter()
        await asyncio.sleep(every_seconds)
        LOOP_LAG_SECONDS.set(max(0.0, _since(started) - every_seconds))


@contextlib.asynccontextmanager
async def running_loop_lag_probe(every_seconds: float = LAG_PROBE_SECONDS) -> AsyncIterator[None]:
    task = asyncio.create_task(probe_loop_lag(every_seconds), name="loop-lag-probe")
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
