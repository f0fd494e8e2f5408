"""Real play through real server processes: ``python -m bench.play`` (``make bench``).

Tables of the base pack (mid-quest or on the campaign map, 2 or 4 seats;
bench.realplay) whose scripted players send only commands from their ``legal`` lists,
on the Postgres database ``BENCH_DATABASE_URL`` names. Each figure is printed beside a
baseline measured interleaved in the same repetition, as min / median / max over
``--repeat`` repetitions, with the machine's load average:

- **M1 send -> ack** at one table, one command in flight, each command followed by a
  bare INSERT + COMMIT of one event row through psycopg (target p50 <= 3x, p99 <= 5x);
  and send -> every seat has the view;
- **CPU per command**: ``--tables`` tables playing a command every ``--interval`` s; the
  server's CPU seconds (its own clock, /proc) per command, beside a bare websocket echo
  on the same stack (uvicorn, uvloop) answering each message with a reply of the size
  the seats received (target <= 2 ms and <= 10x the echo's).

bench.capacity measures the ramp, saturation and two processes on the same tables.
``--profile FILE.svg`` records the server with py-spy during the last CPU window.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

import psycopg

from app.realtime.postgres_bus import psycopg_conninfo
from bench.echo import echo_cpu_ms
from bench.processes import add_database_flag, cpu_seconds, database_url, prepare_database, serving
from bench.realplay import Table, load_average, percentile, prepared_tables, scratch_folder, spread

INSERT = (
    "INSERT INTO campaign_events (campaign_id, seq, type, schema_version, payload, command_id,"
    " created_at) VALUES (%s, %s, 'party_named', 1, '{\"name\": \"Baseline\"}', %s, now())"
)
BASELINE_SEQ = 10_000_000


async def m1(url: str, table: Table, commands: int, rep: int) -> dict[str, list[float]]:
    """Commands one at a time, each followed by a bare INSERT + COMMIT."""
    got: dict[str, list[float]] = {"ack": [], "everyone": [], "baseline": []}
    async with await psycopg.AsyncConnection.connect(psycopg_conninfo(url)) as db:
        for n in range(commands):
            played = await table.play()
            if played is not None:
                got["ack"].append(played[0])
                got["everyone"].append(played[1])
            start = time.perf_counter()
            seq = BASELINE_SEQ + rep * 100_000 + n
            await db.execute(INSERT, (table.campaign_id, seq, f"base-{seq}"))
            await db.commit()
            got["baseline"].append((time.perf_counter() - start) * 1e3)
    return got


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
    pids: Sequence[int], tables: Sequence[Table], interval: float, seconds: float,
    profile: Path | None = None,
) -> tuple[float, int, float]:  # fmt: skip
    """(server CPU ms per command, commands, mean bytes of the messages a seat received)."""
    spy = _py_spy(pids[0], profile, seconds) if profile else None
    received = sum(p.received_bytes for t in tables for p in t.players)
    messages = sum(p.messages for t in tables for p in t.players)
    before = cpu_seconds(pids)
    done = sum(await asyncio.gather(*(paced(t, interval, seconds) for t in tables)))
    cpu = cpu_seconds(pids) - before
    if spy is not None:
        spy.wait(timeout=120)
    received = sum(p.received_bytes for t in tables for p in t.players) - received
    messages = sum(p.messages for t in tables for p in t.players) - messages
    return (cpu / done * 1e3 if done else float("nan")), done, received / max(1, messages)


def _py_spy(pid: int, out: Path, seconds: float) -> subprocess.Popen[bytes]:
    """py-spy on the server: a flame graph (``.svg``) or collapsed stacks (other names)."""
    kind = "flamegraph" if out.suffix == ".svg" else "raw"
    return subprocess.Popen(
        ["py-spy", "record", "--pid", str(pid), "--duration", str(int(seconds)),
         "--rate", "200", "--output", str(out), "--format", kind, "--nonblocking"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.play", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--commands", type=int, default=150, help="M1 commands per repetition")
    parser.add_argument("--tables", type=int, default=10, help="tables in the CPU window")
    parser.add_argument("--interval", type=float, default=0.5, help="s between a table's commands")
    parser.add_argument("--seconds", type=float, default=20.0, help="the CPU window")
    parser.add_argument("--seats", type=int, default=4, choices=(2, 4))
    parser.add_argument("--where", default="quest", choices=("quest", "map"))
    parser.add_argument("--profile", type=Path, help="py-spy flame graph (SVG) of the CPU window")
    parser.add_argument(
        "--compression", default="false", choices=("true", "false"), help="WS_COMPRESSION"
    )
    return parser.parse_args(argv)


FIGURES = ("p50", "p99", "b50", "b99", "all99", "cpu", "echo", "bytes")


async def run(url: str, args: argparse.Namespace) -> dict[str, list[float]]:
    figures: dict[str, list[float]] = {k: [] for k in FIGURES}
    with serving(url, 1, {"WS_COMPRESSION": args.compression}) as served:
        for rep in range(args.repeat):
            [table] = await prepared_tables(served.bases, url, args.seats, args.where, 1, rep)
            got = await m1(url, table, args.commands, rep)
            await table.close()
            figures["p50"].append(percentile(got["ack"], 0.5))
            figures["p99"].append(percentile(got["ack"], 0.99))
            figures["all99"].append(percentile(got["everyone"], 0.99))
            figures["b50"].append(percentile(got["baseline"], 0.5))
            figures["b99"].append(percentile(got["baseline"], 0.99))
            tables = await prepared_tables(
                served.bases, url, args.seats, args.where, args.tables, rep
            )
            last = rep == args.repeat - 1
            profile = args.profile if last else None
            cpu, _done, size = await cpu_per_command(
                served.pids, tables, args.interval, args.seconds, profile
            )
            await asyncio.gather(*(t.close() for t in tables))
            figures["cpu"].append(cpu)
            figures["bytes"].append(size)
            figures["echo"].append(await echo_cpu_ms(reply_bytes=int(size)))
    return figures


def report(f: dict[str, list[float]], args: argparse.Namespace) -> None:
    ratio = [a / b for a, b in zip(f["p50"], f["b50"], strict=True)]
    ratio99 = [a / b for a, b in zip(f["p99"], f["b99"], strict=True)]
    cpu_ratio = [a / b for a, b in zip(f["cpu"], f["echo"], strict=True)]
    where = f"{args.seats}-seat tables, {'mid-quest' if args.where == 'quest' else 'campaign map'}"
    deflate = "per-message deflate" if args.compression == "true" else "no compression"
    print(f"real play ({where}, {deflate}): {args.repeat} repetitions, min / median / max; "
          f"load average {load_average()}")  # fmt: skip
    print(f"M1 send->ack p50 ms         {spread(f['p50'])}   "
          f"INSERT+COMMIT p50 {spread(f['b50'])}")  # fmt: skip
    print(f"   ratio p50                {spread(ratio)}   (target <= 3x)")
    print(f"M1 send->ack p99 ms         {spread(f['p99'])}   INSERT+COMMIT p99 {spread(f['b99'])}")
    print(f"   ratio p99                {spread(ratio99)}   (target <= 5x)")
    print(f"   send->every seat p99 ms  {spread(f['all99'])}")
    print(f"CPU per command ms          {spread(f['cpu'])}   (target <= 2 ms)")
    print(f"   echo CPU per reply ms    {spread(f['echo'])}   "
          f"(replies of {spread(f['bytes'])} bytes, as the seats received)")  # fmt: skip
    print(f"   ratio to the echo        {spread(cpu_ratio)}   (target <= 10x)")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    url = database_url(args, "bench.play")
    if url is None:
        return 0
    with scratch_folder() as folder:
        prepare_database(url, Path(folder))
    report(asyncio.run(run(url, args)), args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
