"""Capacity on real play: ``python -m bench.capacity`` (``make bench``).

On ``BENCH_DATABASE_URL`` (Postgres), tables of 4 seats mid-quest (bench.realplay),
every seat connected from the start (``--tables`` x 4 sockets: 1,000 players at 250):

- **ramp**: the first N tables each play one command every ``--interval`` s (2 s: the
  issue's load) for ``--seconds``, N stepping up to all of them: p99 from a command's
  send to every seat of its table having the view (target <= 100 ms with 1,000 players
  connected), and the commands done per second; beside it the p99 of a bare INSERT +
  COMMIT sampled during the same step (how loaded the machine and Postgres were).
- **saturation**: ``--saturate`` tables playing back to back (each its next command as
  soon as every seat has the last): commands per second, one process (target >= 400/s)
  and two worker processes behind one port (``hunters serve --workers 2``, target
  >= 1.7x one); beside each, bare INSERT + COMMITs per second from as many connections
  over the same seconds, interleaved.

Every figure is min / median / max over ``--repeat`` repetitions, with the load average.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Sequence
from pathlib import Path

import psycopg

from app.realtime.postgres_bus import psycopg_conninfo
from bench.play import BASELINE_SEQ, INSERT
from bench.processes import add_database_flag, database_url, prepare_database, serving
from bench.realplay import Table, load_average, percentile, prepared_tables, scratch_folder, spread


async def paced_samples(table: Table, interval: float, seconds: float, out: list[float]) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        started = time.perf_counter()
        played = await table.play()
        if played is not None:
            out.append(played[1])
        await asyncio.sleep(max(0.0, interval - (time.perf_counter() - started)))


async def inserts(url: str, seconds: float, rate: float, campaign: int, first: int) -> list[float]:
    """Bare INSERT + COMMITs at ``rate`` per second for ``seconds``: their times (ms)."""
    samples: list[float] = []
    end = time.perf_counter() + seconds
    async with await psycopg.AsyncConnection.connect(psycopg_conninfo(url)) as db:
        n = first
        while time.perf_counter() < end:
            start = time.perf_counter()
            await db.execute(INSERT, (campaign, n, f"ramp-{n}"))
            await db.commit()
            samples.append((time.perf_counter() - start) * 1e3)
            n += 1
            await asyncio.sleep(max(0.0, 1 / rate - (time.perf_counter() - start)))
    return samples


async def ramp_step(
    url: str, tables: Sequence[Table], interval: float, seconds: float, first: int
) -> tuple[float, float, float]:
    """(p99 send -> every seat, commands/s, INSERT+COMMIT p99) with ``tables`` playing."""
    samples: list[float] = []
    side = inserts(url, seconds, 5.0, tables[0].campaign_id, first)
    work = [paced_samples(t, interval, seconds, samples) for t in tables]
    baseline, _ = await asyncio.gather(side, asyncio.gather(*work))
    return percentile(samples, 0.99), len(samples) / seconds, percentile(baseline, 0.99)


async def back_to_back(tables: Sequence[Table], seconds: float) -> float:
    """Commands per second with every table playing its next command at once."""
    done = [0]

    async def loop(table: Table) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            if await table.play() is not None:
                done[0] += 1

    await asyncio.gather(*(loop(t) for t in tables))
    return done[0] / seconds


async def bare_commits(url: str, clients: int, seconds: float, campaign: int, first: int) -> float:
    """Bare INSERT + COMMITs per second from ``clients`` connections at once."""
    counts = [0] * clients

    async def loop(index: int) -> None:
        end = time.perf_counter() + seconds
        async with await psycopg.AsyncConnection.connect(psycopg_conninfo(url)) as db:
            n = first + index * 1_000_000
            while time.perf_counter() < end:
                await db.execute(INSERT, (campaign, n, f"sat-{n}"))
                await db.commit()
                counts[index] += 1
                n += 1

    await asyncio.gather(*(loop(i) for i in range(clients)))
    return sum(counts) / seconds


def parse(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.capacity", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tables", type=int, default=250, help="tables connected (x 4 players)")
    parser.add_argument("--steps", default="25,100,250", help="tables playing, per ramp step")
    parser.add_argument("--interval", type=float, default=2.0, help="s between a table's commands")
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--saturate", type=int, default=40, help="tables playing back to back")
    return parser.parse_args(argv)


async def ramp(url: str, args: argparse.Namespace) -> dict[int, list[tuple[float, float, float]]]:
    steps = [int(s) for s in args.steps.split(",")]
    found: dict[int, list[tuple[float, float, float]]] = {s: [] for s in steps}
    with serving(url, 1) as served:
        tables = await prepared_tables(served.bases, url, 4, "quest", args.tables)
        for rep in range(args.repeat):
            for step in steps:
                playing = tables[: min(step, len(tables))]
                first = BASELINE_SEQ * 2 + rep * 100_000 + step * 1000
                found[step].append(
                    await ramp_step(url, playing, args.interval, args.seconds, first)
                )
        await asyncio.gather(*(t.close() for t in tables))
    return found


async def saturation(
    url: str, args: argparse.Namespace, workers: int, rep: int
) -> tuple[float, float]:
    with serving(url, 1, workers=workers) as served:
        tables = await prepared_tables(served.bases, url, 4, "quest", args.saturate, rep)
        rate = await back_to_back(tables, args.seconds)
        await asyncio.gather(*(t.close() for t in tables))
    first = BASELINE_SEQ * 3 + rep * 10_000_000 + workers * 100_000_000
    bare = await bare_commits(url, args.saturate, args.seconds, tables[0].campaign_id, first)
    return rate, bare


def report(args: argparse.Namespace, steps: dict[int, list[tuple[float, float, float]]],
           one: list[tuple[float, float]], two: list[tuple[float, float]]) -> None:  # fmt: skip
    print(f"capacity (4-seat tables mid-quest, {args.tables * 4} players connected): "
          f"{args.repeat} repetitions, min / median / max; "
          f"load average {load_average()}")  # fmt: skip
    for step, runs in steps.items():
        p99, rate, base = zip(*runs, strict=True)
        print(f"ramp {step:4d} tables ({step * 4} playing, 1 cmd/{args.interval:g} s each): "
              f"p99 send->every seat {spread(p99)} ms (target <= 100 ms); "
              f"{spread(rate)} commands/s; INSERT+COMMIT p99 {spread(base)} ms")  # fmt: skip
    rate1, bare1 = zip(*one, strict=True)
    rate2, bare2 = zip(*two, strict=True)
    print(f"saturation, 1 process:  {spread(rate1)} commands/s (target >= 400); "
          f"bare INSERT+COMMIT {spread(bare1)}/s from {args.saturate} connections")  # fmt: skip
    print(f"saturation, 2 workers:  {spread(rate2)} commands/s; bare {spread(bare2)}/s")
    scale = [b / a for a, b in zip(rate1, rate2, strict=True)]
    print(f"   two processes / one   {spread(scale)} (target >= 1.7x)")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    url = database_url(args, "bench.capacity")
    if url is None:
        return 0
    with scratch_folder() as folder:
        prepare_database(url, Path(folder))

    async def run() -> None:
        steps = await ramp(url, args)
        one, two = [], []
        for rep in range(args.repeat):
            one.append(await saturation(url, args, 1, rep))
            two.append(await saturation(url, args, 2, rep))
        report(args, steps, one, two)

    asyncio.run(run())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
