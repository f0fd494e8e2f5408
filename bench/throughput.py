"""M2 sustained throughput: ``python -m bench.throughput`` (``make bench``; issue 17).

``--campaigns`` campaigns x ``--clients`` players on their sockets, spread over
``--processes`` server processes (``1,2``: once with one, once with two, on as many
ports). Commands (``name_party``, by each campaign's players in turn) arrive at a
constant total rate, open model: each is sent at its due time whether or not the
earlier ones were answered, and its latency runs from that due time to its ``ack``.
The rate rises by ``--growth`` per step until p99 exceeds 10x the bare INSERT+COMMIT
p50 (the M1 baseline, measured here first), and on until the server no longer keeps up
(under 90% of the offered rate committed; ``--stop-at-limit`` stops at the p99 limit).
Every step prints its full latency histogram; the highest rate held within the limit
(and the highest kept up with at all) is set against pgbench's commits/s for the same
INSERT at the same concurrency (target >= 0.5x).

Figures are printed, never asserted; on a shared 2-core machine they are noisy.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bench.bare import insert_commit_ms, percentile, pgbench_commits_per_second, scratch_table
from bench.players import Seat, Table, close_seats, rename, seat_all, tables
from bench.processes import add_database_flag, database_url, prepare_database, serving

BUCKETS_MS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000)
ANSWER_SECONDS = 10.0
KEPT_UP_SHARE = 0.9  # a step whose commits/s fall below 90% of the offered rate saturated


@dataclass
class Step:
    rate: float
    seconds: float
    ends_at: float
    latencies_ms: list[float] = field(default_factory=list)
    answered_at: list[float] = field(default_factory=list)
    failed: int = 0

    @property
    def p99(self) -> float:
        return percentile(self.latencies_ms, 99)

    @property
    def achieved(self) -> float:
        """Commits/s acknowledged within the step (a growing backlog does not count)."""
        return sum(at <= self.ends_at for at in self.answered_at) / self.seconds


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench.throughput", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--campaigns", type=int, default=50)
    parser.add_argument("--clients", type=int, default=4, help="players per campaign")
    parser.add_argument("--processes", default="1,2", help="server processes to compare")
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each step")
    parser.add_argument("--start-rate", type=float, default=10.0, help="commands/s, step 1")
    parser.add_argument("--growth", type=float, default=1.6, help="rate factor per step")
    parser.add_argument("--steps", type=int, default=6, help="most steps per run")
    parser.add_argument(
        "--spread",
        choices=("seat", "campaign"),
        default="seat",
        help="over the processes: each socket in turn, or each campaign's sockets together",
    )
    parser.add_argument(
        "--stop-at-limit", action="store_true", help="stop at the p99 limit, not at saturation"
    )
    parser.add_argument("--pgbench-clients", type=int, default=0, help="default: --campaigns")
    return parser.parse_args(argv)


async def at_rate(seated: list[list[Seat]], rate: float, seconds: float) -> Step:
    """Commands due at ``rate`` per second in all, each campaign its share, evenly."""
    interval = len(seated) / rate
    started = time.perf_counter() + 0.05
    step = Step(rate, seconds, ends_at=started + seconds)

    async def one(seat: Seat, due: float, number: int) -> None:
        try:
            answer = await asyncio.wait_for(seat.command(rename(number)), ANSWER_SECONDS)
        except TimeoutError:
            step.failed += 1
            return
        if answer["type"] != "ack":
            step.failed += 1
            return
        step.latencies_ms.append((answer["_at"] - due) * 1000)
        step.answered_at.append(answer["_at"])

    async def campaign(row: list[Seat], offset: float) -> None:
        sent: list[asyncio.Task[None]] = []
        number = 0
        while (due := started + offset + number * interval) < started + seconds:
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            sent.append(asyncio.create_task(one(row[number % len(row)], due, number)))
            number += 1
        await asyncio.gather(*sent)

    await asyncio.gather(
        *(campaign(row, interval * n / len(seated)) for n, row in enumerate(seated))
    )
    return step


async def warm_up(seated: list[list[Seat]]) -> None:
    """One command from every socket first: each process has loaded every campaign."""
    for number in range(max(len(row) for row in seated)):
        await asyncio.gather(*(row[number].command(rename(number)) for row in seated))


def histogram(latencies_ms: Sequence[float]) -> str:
    counts = [0] * (len(BUCKETS_MS) + 1)
    for value in latencies_ms:
        counts[sum(value > edge for edge in BUCKETS_MS)] += 1
    labels = [f"<={edge}" for edge in BUCKETS_MS] + [f">{BUCKETS_MS[-1]}"]
    return " ".join(
        f"{label}:{count}" for label, count in zip(labels, counts, strict=True) if count
    )


async def ramp(
    bases: list[str], found: list[Table], args: argparse.Namespace, limit_ms: float
) -> tuple[float, float]:
    """Raise the rate step by step; (the highest rate held with p99 within ``limit_ms``,
    the highest the server kept up with at all), in commits/s."""
    seated = await seat_all(bases, found, by_campaign=args.spread == "campaign")
    await warm_up(seated)
    held = kept_up = 0.0
    rate = args.start_rate
    try:
        for _ in range(args.steps):
            step = await at_rate(seated, rate, args.seconds)
            report(step)
            keeps_up = not step.failed and step.achieved >= KEPT_UP_SHARE * rate
            kept_up = max(kept_up, step.achieved) if keeps_up else kept_up
            if keeps_up and step.p99 <= limit_ms:
                held = max(held, step.achieved)
            elif not keeps_up or args.stop_at_limit:
                break
            rate *= args.growth
    finally:
        await close_seats(seated)
    return held, kept_up


def report(step: Step) -> None:
    p50 = percentile(step.latencies_ms, 50)
    print(
        f"  rate {step.rate:7.1f}/s: {step.achieved:7.1f} commits/s, p50 {p50:7.1f} ms, "
        f"p99 {step.p99:7.1f} ms, failed {step.failed}"
    )
    print(f"    histogram (ms): {histogram(step.latencies_ms)}")


async def run(args: argparse.Namespace, url: str, limit_ms: float, pgbench: float) -> None:
    counts = [int(n) for n in args.processes.split(",")]
    found: list[Table] | None = None
    for processes in counts:
        with serving(url, processes) as served:
            if found is None:
                found = await tables(served.bases[0], args.campaigns, args.clients)
            print(f"M2 with {processes} process(es), {len(found)} campaigns x {args.clients}:")
            held, kept_up = await ramp(served.bases, found, args, limit_ms)
        print(
            f"M2 {processes} process(es): held {held:.1f} commits/s with p99 <= "
            f"{limit_ms:.1f} ms; ratio to pgbench {held / pgbench:.2f}x (target >= 0.5x); "
            f"kept up with {kept_up:.1f} commits/s at any latency ({kept_up / pgbench:.2f}x)"
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    url = database_url(args, "M2")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    with scratch_table(url) as conninfo:
        bare = insert_commit_ms(conninfo)
        clients = args.pgbench_clients or args.campaigns
        pgbench, how = pgbench_commits_per_second(conninfo, clients, args.seconds)
    limit_ms = 10 * percentile(bare, 50)
    print(
        f"baseline: bare INSERT+COMMIT p50 {percentile(bare, 50):.2f} ms, p99 "
        f"{percentile(bare, 99):.2f} ms (M1 baseline; p99 limit {limit_ms:.1f} ms)"
    )
    print(f"baseline: {how} {pgbench:.0f} commits/s at {clients} clients")
    asyncio.run(run(args, url, limit_ms, pgbench))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
