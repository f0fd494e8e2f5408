"""The physical limits the scale-out benchmarks are measured against, in the same run.

- ``insert_commit_ms``: a bare INSERT of one event row and its COMMIT through psycopg 3
  (the M1 baseline, which M2's p99 threshold is a multiple of);
- ``pgbench_commits_per_second``: the same INSERT from pgbench at a given concurrency
  (M2's baseline), or a psycopg loop in threads when pgbench is not installed;
- ``notify_round_trip_ms`` / ``redis_round_trip_ms``: a raw LISTEN/NOTIFY and a raw
  Redis pub/sub round trip (M3's baselines).

The rows go to a scratch table shaped like ``campaign_events`` (dropped afterwards).
"""

from __future__ import annotations

import asyncio
import re
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from glob import glob
from pathlib import Path

import psycopg
import redis.asyncio as redis

from app.realtime.postgres_bus import psycopg_conninfo

TABLE = "bench_event_rows"
CREATE = f"""CREATE TABLE IF NOT EXISTS {TABLE} (
    id BIGSERIAL PRIMARY KEY, campaign_id BIGINT NOT NULL, seq BIGSERIAL NOT NULL,
    type VARCHAR(64) NOT NULL, schema_version INTEGER NOT NULL, payload TEXT NOT NULL,
    command_id VARCHAR(64), created_at TIMESTAMPTZ NOT NULL, UNIQUE (campaign_id, seq))"""
INSERT = (
    f"INSERT INTO {TABLE} (campaign_id, type, schema_version, payload, command_id, created_at)"
    " VALUES ({campaign}, 'party_named', 1, '{{\"name\": \"Party\"}}', 'cmd-bench', now())"
)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by nearest rank; NaN for no values."""
    if not values:
        return float("nan")
    ranked = sorted(values)
    return ranked[min(len(ranked) - 1, max(0, round(q / 100 * len(ranked) + 0.5) - 1))]


@contextmanager
def scratch_table(database_url: str) -> Iterator[str]:
    """The scratch table exists for the block; yields the libpq conninfo."""
    conninfo = psycopg_conninfo(database_url)
    with psycopg.connect(conninfo, autocommit=True) as connection:
        connection.execute(CREATE)
    try:
        yield conninfo
    finally:
        with psycopg.connect(conninfo, autocommit=True) as connection:
            connection.execute(f"DROP TABLE IF EXISTS {TABLE}")


def insert_commit_ms(conninfo: str, count: int = 200) -> list[float]:
    """One connection, one row per transaction: each INSERT+COMMIT's time (ms)."""
    timings: list[float] = []
    with psycopg.connect(conninfo) as connection:
        for n in range(count):
            started = time.perf_counter()
            connection.execute(INSERT.format(campaign=n % 50))
            connection.commit()
            timings.append((time.perf_counter() - started) * 1000)
    return timings


def pgbench_path() -> str | None:
    found = shutil.which("pgbench") or sorted(glob("/usr/lib/postgresql/*/bin/pgbench"))
    return found if isinstance(found, str) else (found[-1] if found else None)


def pgbench_commits_per_second(conninfo: str, clients: int, seconds: float) -> tuple[float, str]:
    """(commits/s, what measured it) for the INSERT at ``clients`` concurrent sessions."""
    binary = pgbench_path()
    if binary is None:
        return _threaded_commits_per_second(conninfo, clients, seconds), "psycopg threads"
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "insert.sql"
        script.write_text("\\set c random(1, 50)\n" + INSERT.format(campaign=":c") + ";\n")
        duration = str(max(1, round(seconds)))
        run = subprocess.run(
            [
                binary,
                "-n",
                "-c",
                str(clients),
                "-j",
                "2",
                "-T",
                duration,
                "-f",
                str(script),
                conninfo,
            ],
            capture_output=True,
            text=True,
            timeout=seconds + 60,
        )
    found = re.search(r"tps = ([0-9.]+)", run.stdout)
    if run.returncode != 0 or found is None:
        raise RuntimeError(f"pgbench failed: {run.stderr or run.stdout}")
    return float(found.group(1)), "pgbench"


def _threaded_commits_per_second(conninfo: str, clients: int, seconds: float) -> float:
    counts = [0] * clients
    stop_at = time.perf_counter() + seconds

    def loop(index: int) -> None:
        with psycopg.connect(conninfo) as connection:
            while time.perf_counter() < stop_at:
                connection.execute(INSERT.format(campaign=index % 50))
                connection.commit()
                counts[index] += 1

    threads = [threading.Thread(target=loop, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(counts) / seconds


async def notify_round_trip_ms(conninfo: str, count: int = 100) -> list[float]:
    """NOTIFY on one connection until another connection's LISTEN has it (ms)."""
    timings: list[float] = []
    async with (
        await psycopg.AsyncConnection.connect(conninfo, autocommit=True) as listener,
        await psycopg.AsyncConnection.connect(conninfo, autocommit=True) as sender,
    ):
        await listener.execute("LISTEN bench_round_trip")
        for n in range(count):
            started = time.perf_counter()
            await sender.execute("SELECT pg_notify('bench_round_trip', %s)", (str(n),))
            async for _ in listener.notifies(timeout=5, stop_after=1):
                timings.append((time.perf_counter() - started) * 1000)
    return timings


async def redis_round_trip_ms(redis_url: str, count: int = 100) -> list[float]:
    """PUBLISH on one connection until another connection's subscription has it (ms)."""
    timings: list[float] = []
    sender = redis.Redis.from_url(redis_url)
    receiver = redis.Redis.from_url(redis_url)
    async with receiver.pubsub(ignore_subscribe_messages=True) as pubsub:
        await pubsub.subscribe("bench_round_trip")
        await asyncio.sleep(0.05)
        for n in range(count):
            started = time.perf_counter()
            await sender.publish("bench_round_trip", str(n))
            while await pubsub.get_message(timeout=5) is None:
                pass
            timings.append((time.perf_counter() - started) * 1000)
    await sender.aclose()
    await receiver.aclose()
    return timings
