"""Command-path benchmarks: ``python -m bench.commands`` (``make bench``), on the database
``BENCH_DATABASE_URL`` names (Postgres; else a SQLite file). Issue 17:

- **M1 command round trip**: a GM's socket sends ``name_party`` and waits for its ``ack``,
  one command in flight; p50/p99 against a bare INSERT + COMMIT of one event row through
  the same driver (psycopg 3 or aiosqlite), measured in the same run. Target: p50 <= 2x,
  p99 <= 4x. Also the SQL statements the server ran per command, and with ``--profile``
  the server's hottest functions during the run (cProfile).
- **M8 CPU per command**: several campaigns sending at a constant total rate (an open
  model: a command leaves at its time whether or not the last was answered); the
  server's CPU seconds per command against the client's CPU per bare INSERT + COMMIT.
  Target <= 5x; the server's event-loop lag p99 <= 5 ms.

Nothing asserts the figures: they are printed (tests/bench runs a tiny smoke).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import pstats
import shutil
import time
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite
import psycopg
from sqlalchemy.engine import make_url

from bench.table import BenchServer, Table, gm_table, new_gm, percentile, scratch_folder
from bench.table import bench_server as start_server

INSERT_EVENT = (
    "INSERT INTO campaign_events (campaign_id, seq, type, schema_version, payload,"
    " command_id, created_at) VALUES ({p}, {p}, 'party_named', 1, {p}, {p}, {p})"
)
PROFILE_LINES = 18
FIRST_BASELINE_SEQ = 1_000_000  # past any real event of the spare campaign they go to


async def baseline_inserts(database_url: str, campaign_id: int, count: int) -> dict[str, float]:
    """A bare INSERT + COMMIT of one event row, ``count`` times: latency and client CPU."""
    payload = '{"type":"party_named","name":"Baseline"}'
    samples: list[float] = []
    url = make_url(database_url)
    cpu_start = time.process_time()
    if url.get_backend_name() == "sqlite":
        async with aiosqlite.connect(str(url.database)) as db:
            statement = INSERT_EVENT.format(p="?")
            for seq in range(FIRST_BASELINE_SEQ, FIRST_BASELINE_SEQ + count):
                start = time.perf_counter()
                await db.execute(statement, (campaign_id, seq, payload, f"b{seq}", _now()))
                await db.commit()
                samples.append((time.perf_counter() - start) * 1e3)
    else:
        conninfo = url.set(drivername="postgresql").render_as_string(hide_password=False)
        async with await psycopg.AsyncConnection.connect(conninfo) as db:
            statement = INSERT_EVENT.format(p="%s")
            for seq in range(FIRST_BASELINE_SEQ, FIRST_BASELINE_SEQ + count):
                start = time.perf_counter()
                await db.execute(statement, (campaign_id, seq, payload, f"b{seq}", _now()))
                await db.commit()
                samples.append((time.perf_counter() - start) * 1e3)
    cpu_ms = (time.process_time() - cpu_start) / count * 1e3
    return {"p50": percentile(samples, 0.5), "p99": percentile(samples, 0.99), "cpu_ms": cpu_ms}


def _now() -> datetime:
    return datetime.now(UTC)


async def command_round_trips(table: Table, count: int) -> list[float]:
    samples: list[float] = []
    for number in range(count):
        start = time.perf_counter()
        answer = await table.command({"type": "name_party", "name": f"Party {number}"})
        samples.append((time.perf_counter() - start) * 1e3)
        assert answer["type"] == "ack", answer
    return samples


def statements_per_command(window: dict[str, Any], commands: int) -> tuple[float, str]:
    counts = Counter(window["statements"])
    total = sum(counts.values()) / commands
    detail = ", ".join(f"{name} {n / commands:.1f}" for name, n in counts.most_common())
    return total, detail


async def measure_m1(
    server: BenchServer, count: int, warmup: int, keep_profile: Path | None = None
) -> dict[str, Any]:
    async with gm_table(server) as table:
        await command_round_trips(table, warmup)
        server.window()
        samples = await command_round_trips(table, count)
        window = server.window()
    if keep_profile is not None and server.profile is not None:
        shutil.copy(server.profile, keep_profile)
    client, spare_campaign = await new_gm(server)
    await client.aclose()
    baseline = await baseline_inserts(server.database_url, spare_campaign, count)
    statements, detail = statements_per_command(window, count)
    return {
        "p50": percentile(samples, 0.5),
        "p99": percentile(samples, 0.99),
        "baseline": baseline,
        "statements": statements,
        "detail": detail,
    }


async def measure_m8(
    server: BenchServer, campaigns: int, rate: float, seconds: float
) -> dict[str, float]:
    """``campaigns`` GMs sending ``rate`` commands per second between them for ``seconds``."""
    async with _tables(server, campaigns) as tables:
        for table in tables:
            await table.command({"type": "name_party", "name": "Warm"})
        server.window()
        cpu_start = server.cpu_seconds()
        interval = campaigns / rate
        sent = await asyncio.gather(*(_send_at_rate(t, interval, seconds) for t in tables))
        cpu = server.cpu_seconds() - cpu_start
        window = server.window()
    commands = sum(sent)
    lag = window["lag_ms"] or [0.0]
    return {"commands": commands, "cpu_ms": cpu / commands * 1e3, "lag_p99": percentile(lag, 0.99)}


async def _send_at_rate(table: Table, interval: float, seconds: float) -> int:
    """An open model: each command leaves at its time; the answers are awaited at the end."""
    start = time.perf_counter()
    answers: list[asyncio.Task[dict[str, Any]]] = []
    number = 0
    while time.perf_counter() - start < seconds:
        answers.append(
            asyncio.create_task(table.command({"type": "name_party", "name": f"P{number}"}))
        )
        number += 1
        await asyncio.sleep(max(0.0, start + number * interval - time.perf_counter()))
    done = await asyncio.gather(*answers)
    return sum(1 for answer in done if answer["type"] == "ack")


class _tables:
    """Several GM tables open at once."""

    def __init__(self, server: BenchServer, count: int) -> None:
        self._contexts = [gm_table(server) for _ in range(count)]

    async def __aenter__(self) -> list[Table]:
        return [await context.__aenter__() for context in self._contexts]

    async def __aexit__(self, *problem: object) -> None:
        for context in self._contexts:
            await context.__aexit__(None, None, None)


def profile_top(path: Path, lines: int = PROFILE_LINES) -> str:
    """The server's functions (app/ and the database driver) by cumulative time."""
    out = io.StringIO()
    stats = pstats.Stats(str(path), stream=out)
    stats.sort_stats("cumulative").print_stats(r"app/|sqlalchemy|psycopg|aiosqlite", lines)
    return out.getvalue().split("   ncalls", 1)[-1].join(("   ncalls", ""))


def report_m1(m1: dict[str, Any]) -> None:
    base = m1["baseline"]
    print(f"M1 command round trip: p50 {m1['p50']:.2f} ms, p99 {m1['p99']:.2f} ms")
    print(f"   baseline INSERT+COMMIT: p50 {base['p50']:.2f} ms, p99 {base['p99']:.2f} ms")
    print(f"   ratio: p50 {m1['p50'] / base['p50']:.1f}x (target <= 2x), "
          f"p99 {m1['p99'] / base['p99']:.1f}x (target <= 4x)")  # fmt: skip
    print(f"   SQL statements per command: {m1['statements']:.1f} ({m1['detail']})")


def report_m8(m8: dict[str, float], baseline_cpu_ms: float) -> None:
    print(f"M8 CPU per command: {m8['cpu_ms']:.2f} ms server CPU over {m8['commands']:.0f} "
          f"commands; baseline client CPU per INSERT+COMMIT {baseline_cpu_ms:.3f} ms; "
          f"ratio {m8['cpu_ms'] / baseline_cpu_ms:.1f}x (target <= 5x)")  # fmt: skip
    print(f"   event-loop lag p99 {m8['lag_p99']:.2f} ms (target <= 5 ms)")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.commands", description=__doc__)
    parser.add_argument("--commands", type=int, default=500, help="M1 commands measured")
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--campaigns", type=int, default=8, help="M8 campaigns")
    parser.add_argument("--rate", type=float, default=40.0, help="M8 commands/s in all")
    parser.add_argument("--seconds", type=float, default=10.0, help="M8 duration")
    parser.add_argument("--profile", type=Path, help="write the server's M1 profile here")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    profiling = args.profile is not None
    with scratch_folder() as folder, start_server(Path(folder), profile=profiling) as server:
        m1 = asyncio.run(measure_m1(server, args.commands, args.warmup, args.profile))
        report_m1(m1)
        m8 = asyncio.run(measure_m8(server, args.campaigns, args.rate, args.seconds))
        report_m8(m8, m1["baseline"]["cpu_ms"])
    if args.profile is not None:
        print(f"server profile during M1 (cumulative; {args.profile}):")
        print(profile_top(args.profile))


if __name__ == "__main__":
    main()
