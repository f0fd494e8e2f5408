"""M3 cross-process fan-out: ``python -m bench.fanout`` (``make bench``; issue 17).

One campaign: its GM's socket on process A sends ``name_party``; ``--receivers``
players' sockets are on process B. Each round measures from the ``ack`` reaching the
GM (the command is committed) until the last player on B has the ``events`` message,
and from sending until then. Runs once per bus in ``--bus`` (``postgres``: LISTEN/
NOTIFY; ``redis``: pub/sub) and per count in ``--processes`` (1: everyone on A, the
hop is in-process). Baselines measured in the same run: a raw LISTEN/NOTIFY round
trip and a raw Redis pub/sub round trip (target: p50 <= baseline + 2 ms).

Figures are printed, never asserted; on a shared 2-core machine they are noisy.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from app.settings import Settings
from bench.bare import notify_round_trip_ms, percentile, redis_round_trip_ms, scratch_table
from bench.players import Table, close_seats, rename, seat, tables
from bench.processes import add_database_flag, database_url, prepare_database, serving

TARGET_GAP_MS = 2.0


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench.fanout", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--redis-url", default=Settings().redis_url)
    parser.add_argument("--bus", default="postgres,redis", help="buses to compare")
    parser.add_argument("--processes", default="1,2", help="server processes to compare")
    parser.add_argument(
        "--receivers", type=int, default=3, help="players on process B (a table seats 4)"
    )
    parser.add_argument("--rounds", type=int, default=30)
    return parser.parse_args(argv)


async def rounds(bases: list[str], table: Table, count: int) -> tuple[list[float], list[float]]:
    """(ack on A -> last on B, send -> last on B) per round, in ms."""
    sender = await seat(bases[0], table.cookies[0], table.campaign_id)
    receivers = [await seat(bases[-1], c, table.campaign_id) for c in table.cookies[1:]]
    hop: list[float] = []
    total: list[float] = []
    try:
        await sender.command(rename(-1))  # both processes have loaded the campaign
        for number in range(count):
            sent = time.perf_counter()
            ack = await sender.command(rename(number))
            last = max([await r.arrival_of(int(ack["seq"])) for r in receivers])
            hop.append((last - ack["_at"]) * 1000)
            total.append((last - sent) * 1000)
    finally:
        await close_seats([[sender, *receivers]])
    return hop, total


async def run(args: argparse.Namespace, url: str, baselines: dict[str, float]) -> None:
    found: Table | None = None
    for bus in args.bus.split(","):
        for processes in [int(n) for n in args.processes.split(",")]:
            env = {"EVENT_BUS": bus, "REDIS_URL": args.redis_url}
            with serving(url, processes, env) as served:
                if found is None:
                    found = (await tables(served.bases[0], 1, args.receivers + 1))[0]
                hop, total = await rounds(served.bases, found, args.rounds)
            gap = percentile(hop, 50) - baselines[bus]
            print(
                f"M3 {bus} bus, {processes} process(es): ack on A -> last of "
                f"{args.receivers} on B p50 {percentile(hop, 50):.2f} ms, p99 "
                f"{percentile(hop, 99):.2f} ms; send -> last p50 {percentile(total, 50):.2f} "
                f"ms; p50 - baseline {gap:+.2f} ms (target: within {TARGET_GAP_MS:.0f} ms), "
                f"ratio {percentile(hop, 50) / baselines[bus]:.1f}x"
            )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    url = database_url(args, "M3")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    with scratch_table(url) as conninfo:
        notify = asyncio.run(notify_round_trip_ms(conninfo, args.rounds * 3))
    baselines = {"postgres": percentile(notify, 50)}
    print(
        f"baseline: LISTEN/NOTIFY round trip p50 {baselines['postgres']:.2f} ms, p99 "
        f"{percentile(notify, 99):.2f} ms"
    )
    if "redis" in args.bus:
        pubsub = asyncio.run(redis_round_trip_ms(args.redis_url, args.rounds * 3))
        baselines["redis"] = percentile(pubsub, 50)
        print(
            f"baseline: Redis pub/sub round trip p50 {baselines['redis']:.2f} ms, p99 "
            f"{percentile(pubsub, 99):.2f} ms"
        )
    asyncio.run(run(args, url, baselines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
