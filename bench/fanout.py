"""Cross-process fan-out on real play: ``python -m bench.fanout`` (``make bench``).

One 4-seat table mid-quest (bench.realplay) with two seats' sockets on process A and two
on process B. For every command a seat on A sends (from its ``legal`` list), the time
from its ``ack`` on A to the last seat on B having the view; after each command, a raw
round trip of the bus's own transport (LISTEN/NOTIFY, or Redis pub/sub), interleaved.
Target: p50 <= the round trip's p50 + 5 ms. Per bus in ``--bus``; min / median / max
over ``--repeat`` repetitions, with the load average.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import psycopg
import redis.asyncio as redis

from app.realtime.postgres_bus import psycopg_conninfo
from app.settings import Settings
from bench.processes import add_database_flag, database_url, prepare_database, serving
from bench.realplay import (
    NOT_PLAY,
    Player,
    accounts,
    install_tables,
    load_average,
    open_player,
    percentile,
    spread,
    template,
)

TARGET_GAP_MS = 5.0


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench.fanout", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--redis-url", default=Settings().redis_url)
    parser.add_argument("--bus", default="postgres,redis", help="buses to compare")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=40, help="commands sent on A")
    return parser.parse_args(argv)


class RoundTrip:
    """The bus transport's bare round trip: publish on one connection, hear on another."""

    def __init__(self, bus: str, url: str, redis_url: str) -> None:
        self.bus, self.url, self.redis_url = bus, url, redis_url

    async def __aenter__(self) -> RoundTrip:
        if self.bus == "redis":
            self.sender = redis.Redis.from_url(self.redis_url)
            self.receiver = redis.Redis.from_url(self.redis_url)
            self.pubsub = self.receiver.pubsub(ignore_subscribe_messages=True)
            await self.pubsub.subscribe("bench_round_trip")
        else:
            conninfo = psycopg_conninfo(self.url)
            self.listener = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
            self.notifier = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
            await self.listener.execute("LISTEN bench_round_trip")
        return self

    async def once(self) -> float:
        start = time.perf_counter()
        if self.bus == "redis":
            await self.sender.publish("bench_round_trip", "x")
            while await self.pubsub.get_message(timeout=5) is None:
                pass
        else:
            await self.notifier.execute("SELECT pg_notify('bench_round_trip', 'x')")
            async for _ in self.listener.notifies(timeout=5, stop_after=1):
                pass
        return (time.perf_counter() - start) * 1e3

    async def __aexit__(self, *_: object) -> None:
        if self.bus == "redis":
            await self.pubsub.aclose()  # type: ignore[no-untyped-call]  # redis: PubSub.aclose has no annotations
            await self.sender.aclose()
            await self.receiver.aclose()
        else:
            await self.listener.close()
            await self.notifier.close()


async def one_run(args: argparse.Namespace, url: str, bus: str, rep: int) -> tuple[float, float]:
    """(p50 ack on A -> last seat on B, p50 bare round trip) of one repetition."""
    env = {"EVENT_BUS": bus, "REDIS_URL": args.redis_url}
    log = template(4, "quest")
    hops: list[float] = []
    trips: list[float] = []
    with serving(url, 2, env) as served:
        players = await accounts(served.bases[0], 4)
        [campaign] = install_tables(url, log, players, 1)
        seated = [
            await open_player(served.bases[n // 2], account, campaign, seat)
            for n, (account, seat) in enumerate(zip(players, log.seats, strict=True))
        ]
        on_a, on_b = seated[:2], seated[2:]
        rng = random.Random(rep)
        async with RoundTrip(bus, url, args.redis_url) as trip:
            for _ in range(args.rounds * 4):
                hop = await _play_from_a(seated, on_a, on_b, rng)
                if hop is not None:
                    hops.append(hop)
                    trips.append(await trip.once())
                if len(hops) >= args.rounds:
                    break
        await asyncio.gather(*(p.close() for p in seated))
    return percentile(hops, 0.5), percentile(trips, 0.5)


async def _play_from_a(
    seated: list[Player], on_a: list[Player], on_b: list[Player], rng: random.Random
) -> float | None:
    """One legal command (any seat's); the hop when a seat on A sent it."""
    options = [(p, c) for p in seated for c in p.legal if c.get("type") not in NOT_PLAY]
    if not options:
        return None
    player, command = rng.choice(options)
    answer = await player.command({k: v for k, v in command.items() if k != "wasted"})
    if answer["type"] != "ack":
        return None
    seq = int(answer["seq"])
    last = max([await p.reached(seq) for p in on_b])
    await asyncio.gather(*(p.reached(seq) for p in on_a))
    return (last - answer["_at"]) * 1e3 if player in on_a else None


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    url = database_url(args, "bench.fanout")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    print(f"fan-out across two processes (4-seat table mid-quest, 2 seats on each): "
          f"{args.repeat} repetitions, min / median / max; "
          f"load average {load_average()}")  # fmt: skip
    for bus in args.bus.split(","):
        runs = [asyncio.run(one_run(args, url, bus, rep)) for rep in range(args.repeat)]
        hop, trip = zip(*runs, strict=True)
        gap = [h - t for h, t in runs]
        print(f"{bus} bus: ack on A -> last seat on B p50 {spread(hop)} ms; "
              f"bare round trip p50 {spread(trip)} ms; difference {spread(gap)} ms "
              f"(target <= {TARGET_GAP_MS:g} ms)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
