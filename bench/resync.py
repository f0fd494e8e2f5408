"""Resync on real play: ``python -m bench.resync`` (``make bench``).

A 4-seat table mid-quest (bench.realplay); one seat's socket closes, the others play
(only legal commands) until at least ``--behind`` events were committed, and the seat
comes back with ``since_seq`` and ``view_seq`` (the view it holds): the time and the
bytes until its replayed ``events`` message has arrived. The baseline, interleaved in
the same round: what a fresh page of the same seat loads to be current: a socket until
its ``hello`` (the whole view) and the quest's static definitions (one HTTP GET; the
resuming page has them).
Target: <= 0.5x in time and in bytes. min / median / max over ``--repeat`` repetitions
(each the median of ``--rounds`` rounds), with the load average.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect
from websockets.typing import Origin

from bench.processes import add_database_flag, database_url, prepare_database, serving
from bench.realplay import (
    Account,
    Table,
    load_average,
    open_player,
    percentile,
    prepared_tables,
    spread,
)

BEHIND = 20


async def until(
    base: str, account: Account, campaign: int, done: Callable[[dict[str, Any]], bool],
    **query: object,
) -> tuple[float, int]:  # fmt: skip
    """Open a socket and read until ``done(message)``: (ms, bytes received)."""
    url = base.replace("http://", "ws://") + f"/ws/campaigns/{campaign}"
    if query:
        url += "?" + "&".join(f"{k}={v}" for k, v in query.items())
    start = time.perf_counter()
    async with connect(
        url, origin=Origin(base), additional_headers={"Cookie": account.cookie}, proxy=None,
        max_size=None,
    ) as ws:  # fmt: skip
        received = 0
        async for raw in ws:
            received += len(raw)
            if done(json.loads(raw)):
                return (time.perf_counter() - start) * 1e3, received
    raise RuntimeError("the socket closed before the table was current")


async def one_round(base: str, table: Table, account: Account, behind: int) -> tuple[float, ...]:
    """(resync ms, bytes, fresh load ms, bytes, its hello's ms, bytes) for a second
    socket of the first seat (a player's other device): it closes, the table plays on,
    it comes back."""
    seat = table.players[0].seat
    away = await open_player(base, account, table.campaign_id, seat)
    since = away.seq
    await away.close()
    while table.players[0].seq < since + behind:
        if await table.play() is None and table.stuck > 50:
            raise RuntimeError("the table could not play on")
    seq = table.players[0].seq
    current = lambda m: m["type"] in ("events", "sync") and m.get("seq_to", m.get("seq")) >= seq  # noqa: E731
    resync = await until(base, account, table.campaign_id, current, since_seq=since, view_seq=since)
    hello: dict[str, Any] = {}
    fresh_ms, fresh_bytes = await until(
        base, account, table.campaign_id, lambda m: hello.update(m) or m["type"] == "hello"
    )
    defs_ms, defs_bytes = await definitions(base, account, hello["view"])
    return (*resync, fresh_ms + defs_ms, fresh_bytes + defs_bytes, fresh_ms, fresh_bytes)


async def definitions(base: str, account: Account, view: dict[str, Any]) -> tuple[float, int]:
    """What a fresh page also loads to draw the table: the quest's static definitions
    (a resuming client has them): (ms, bytes)."""
    quest = view.get("quest") or {}
    if "quest" not in quest:
        return 0.0, 0
    path = f"/api/content/packs/{view['content_hash']}/quests/{quest['quest']}/definitions"
    start = time.perf_counter()
    async with httpx.AsyncClient(base_url=base, headers={"Cookie": account.cookie}) as client:
        answer = await client.get(path)
    answer.raise_for_status()
    return (time.perf_counter() - start) * 1e3, len(answer.content)


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.resync", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--behind", type=int, default=BEHIND)
    return parser.parse_args(argv)


async def run(url: str, args: argparse.Namespace) -> list[tuple[float, ...]]:
    medians = []
    with serving(url, 1) as served:
        for rep in range(args.repeat):
            [table] = await prepared_tables(served.bases, url, 4, "quest", 1, rep)
            account = table.accounts[0]
            rounds = [
                await one_round(served.bases[0], table, account, args.behind)
                for _ in range(args.rounds)
            ]
            await table.close()
            medians.append(tuple(percentile(list(c), 0.5) for c in zip(*rounds, strict=True)))
    return medians


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    url = database_url(args, "bench.resync")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    medians = asyncio.run(run(url, args))
    r_ms, r_bytes, f_ms, f_bytes, h_ms, h_bytes = zip(*medians, strict=True)
    print(f"resync after {args.behind}+ missed events (4-seat table mid-quest): {args.repeat} "
          f"repetitions, min / median / max; load average {load_average()}")  # fmt: skip
    print(f"resync until current   {spread(r_ms)} ms, {spread(r_bytes)} bytes")
    print(f"fresh load (hello + quest definitions) {spread(f_ms)} ms, {spread(f_bytes)} bytes")
    print(f"   of which the hello     {spread(h_ms)} ms, {spread(h_bytes)} bytes")
    time_ratio = [r / f for r, f in zip(r_ms, f_ms, strict=True)]
    byte_ratio = [r / f for r, f in zip(r_bytes, f_bytes, strict=True)]
    print(f"   ratio: time {spread(time_ratio)}, bytes {spread(byte_ratio)} (target <= 0.5x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
