"""Real play through one server process: ``python -m bench.play`` (``make bench``).

Tables of the base pack (mid-quest or on the campaign map, 2 or 4 seats; bench.realplay)
whose scripted players send only commands from their ``legal`` lists. Printed, each beside
a baseline measured interleaved in the same run, min / median / max over ``--repeat``
repetitions, with the machine's load average:

- **M1 send -> ack** at one table, one command in flight, alternating with a bare
  INSERT + COMMIT of one event row through psycopg (p50 target <= 3x, p99 <= 5x), and
  send -> every seat;
- **CPU per command**: tables playing at a fixed rate; the server's CPU seconds (its own
  clock, /proc) per command, beside a bare websocket echo server on the same stack
  (uvicorn, uvloop, websockets) answering each message with an events-sized reply
  (target <= 2 ms and <= 10x the echo's).

``--profile FILE.svg`` records the server with py-spy during the CPU window.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import psycopg

from app.realtime.postgres_bus import psycopg_conninfo
from bench.echo import echo_cpu_ms
from bench.realplay import (
    Position,
    Table,
    accounts,
    install_tables,
    load_average,
    seat_tables,
    spread,
    template,
)
from bench.table import BenchServer, bench_server, percentile, scratch_folder

INSERT = (
    "INSERT INTO campaign_events (campaign_id, seq, type, schema_version, payload, command_id,"
    " created_at) VALUES (%s, %s, 'party_named', 1, '{\"name\": \"Baseline\"}', %s, now())"
)
BASELINE_SEQ = 10_000_000


async def setup(
    server: BenchServer, seats: int, where: Position, count: int, seed: int = 0
) -> list[Table]:
    log = template(seats, where)
    players = await accounts(server.base, seats)
    ids = install_tables(server.database_url, log, players, count)
    return await seat_tables([server.base], players, ids, log.seats, seed)


async def m1(server: BenchServer, table: Table, commands: int) -> dict[str, list[float]]:
    """Commands one at a time, each followed by a bare INSERT + COMMIT."""
    acks: list[float] = []
    everyone: list[float] = []
    baseline: list[float] = []
    conninfo = psycopg_conninfo(server.database_url)
    async with await psycopg.AsyncConnection.connect(conninfo) as db:
        for n in range(commands):
            played = await table.play()
            if played is not None:
                acks.append(played[0])
                everyone.append(played[1])
            start = time.perf_counter()
            await db.execute(INSERT, (table.campaign_id, BASELINE_SEQ + n, f"base-{n}"))
            await db.commit()
            baseline.append((time.perf_counter() - start) * 1e3)
    return {"ack": acks, "everyone": everyone, "baseline": baseline}


async def paced(table: Table, interval: float, seconds: float) -> int:
    """One command every ``interval`` seconds (or as soon as the last was answered)."""
    done = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        started = time.perf_counter()
        if await table.play() is not None:
            done += 1
        await asyncio.sleep(max(0.0, interval - (time.perf_counter() - started)))
    return done


async def cpu_per_command(
    server: BenchServer, tables: Sequence[Table], interval: float, seconds: float,
    profile: Path | None = None,
) -> tuple[float, int]:  # fmt: skip
    spy = _py_spy(server.process.pid, profile, seconds) if profile else None
    before = server.cpu_seconds()
    done = sum(await asyncio.gather(*(paced(t, interval, seconds) for t in tables)))
    cpu = server.cpu_seconds() - before
    if spy is not None:
        spy.wait(timeout=60)
    return (cpu / done * 1e3 if done else float("nan")), done


def _py_spy(pid: int, svg: Path, seconds: float) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        ["py-spy", "record", "--pid", str(pid), "--duration", str(int(seconds)),
         "--rate", "200", "--output", str(svg), "--nonblocking"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.play", description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--commands", type=int, default=150, help="M1 commands per repetition")
    parser.add_argument("--tables", type=int, default=10, help="tables in the CPU window")
    parser.add_argument("--interval", type=float, default=0.5, help="s between a table's commands")
    parser.add_argument("--seconds", type=float, default=20.0, help="the CPU window")
    parser.add_argument("--seats", type=int, default=4, choices=(2, 4))
    parser.add_argument("--where", default="quest", choices=("quest", "map"))
    parser.add_argument("--profile", type=Path, help="py-spy flame graph (SVG) of the CPU window")
    return parser.parse_args(argv)


async def run(server: BenchServer, args: argparse.Namespace) -> dict[str, Any]:
    figures: dict[str, list[float]] = {
        k: [] for k in ("p50", "p99", "b50", "b99", "all99", "cpu", "echo")
    }
    for rep in range(args.repeat):
        [table] = await setup(server, args.seats, args.where, 1, seed=rep)
        got = await m1(server, table, args.commands)
        await table.close()
        figures["p50"].append(percentile(got["ack"], 0.5))
        figures["p99"].append(percentile(got["ack"], 0.99))
        figures["all99"].append(percentile(got["everyone"], 0.99))
        figures["b50"].append(percentile(got["baseline"], 0.5))
        figures["b99"].append(percentile(got["baseline"], 0.99))
        tables = await setup(server, args.seats, args.where, args.tables, seed=rep)
        profile = args.profile if rep == args.repeat - 1 else None
        cpu, _done = await cpu_per_command(server, tables, args.interval, args.seconds, profile)
        await asyncio.gather(*(t.close() for t in tables))
        figures["cpu"].append(cpu)
        figures["echo"].append(await echo_cpu_ms(seats=args.seats))
    return figures


def report(f: dict[str, list[float]], args: argparse.Namespace) -> None:
    ratio = [a / b for a, b in zip(f["p50"], f["b50"], strict=True)]
    ratio99 = [a / b for a, b in zip(f["p99"], f["b99"], strict=True)]
    cpu_ratio = [a / b for a, b in zip(f["cpu"], f["echo"], strict=True)]
    where = f"{args.seats}-seat tables, {args.where}"
    print(
        f"real play ({where}), {args.repeat} repetitions, min / median / max; load {load_average()}"
    )
    print(
        f"M1 send->ack p50 ms        {spread(f['p50'])}  baseline INSERT+COMMIT {spread(f['b50'])}"
    )
    print(f"   ratio p50               {spread(ratio)}  (target <= 3x)")
    print(f"M1 send->ack p99 ms        {spread(f['p99'])}  baseline {spread(f['b99'])}")
    print(f"   ratio p99               {spread(ratio99)}  (target <= 5x)")
    print(f"   send->every seat p99 ms {spread(f['all99'])}")
    print(f"CPU per command ms         {spread(f['cpu'])}  (target <= 2 ms)")
    print(
        f"   bare echo CPU per reply {spread(f['echo'])} ms; ratio {spread(cpu_ratio)} (target <= 10x)"
    )


def main(argv: Sequence[str] | None = None) -> None:
    args = parse(argv)
    if not os.environ.get("BENCH_DATABASE_URL", "").startswith("postgresql"):
        print("bench.play skipped: it needs Postgres (BENCH_DATABASE_URL)")
        return
    with scratch_folder() as folder, bench_server(Path(folder)) as server:
        report(asyncio.run(run(server, args)), args)


if __name__ == "__main__":
    main()
