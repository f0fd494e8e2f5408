"""Resync benchmark (issue 17, **M6**): ``python -m bench.resync`` (``make bench``).

A client that was away while 20 events were committed reconnects with ``since_seq``
and is current when the replayed ``events`` message has arrived; the baseline, in the
same run, is a client with nothing loading the table: a fresh socket until its
``hello`` (the full view). Both over the same server and table, p50/p99 and the bytes
received. Target: resync <= 0.5x the full load. Nothing asserts the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from pathlib import Path
from typing import Any

from bench.table import BenchServer, Table, gm_table, open_socket, percentile, scratch_folder
from bench.table import bench_server as start_server

BEHIND = 20


async def until(server: BenchServer, table: Table, done: Any, **query: object) -> tuple[float, int]:
    """Open a socket (with ``query``) and read until ``done(message)``: ms and bytes."""
    start = time.perf_counter()
    ws = await open_socket(server, table.client, table.campaign_id, **query)
    received = 0
    try:
        async for raw in ws:
            received += len(raw)
            if done(json.loads(raw)):
                return (time.perf_counter() - start) * 1e3, received
    finally:
        await ws.close()
    raise RuntimeError("the socket closed before the table was current")


async def measure(server: BenchServer, rounds: int, behind: int) -> dict[str, Any]:
    resync: list[float] = []
    cold: list[float] = []
    sizes = {"resync": 0, "cold": 0}
    async with gm_table(server) as table:
        for number in range(rounds):
            for step in range(behind):
                await table.command({"type": "name_party", "name": f"Away {number}.{step}"})
            seq = (await table.command({"type": "name_party", "name": f"Back {number}"}))["seq"]
            ms, size = await until(
                server,
                table,
                lambda m, seq=seq: m["type"] == "events" and m["seq_to"] >= seq,
                since_seq=seq - behind,
            )
            resync.append(ms)
            sizes["resync"] = size
            ms, size = await until(server, table, lambda m: m["type"] == "hello")
            cold.append(ms)
            sizes["cold"] = size
    return {"resync": resync, "cold": cold, "sizes": sizes}


def report(figures: dict[str, Any], behind: int) -> None:
    resync, cold, sizes = figures["resync"], figures["cold"], figures["sizes"]
    r50, c50 = percentile(resync, 0.5), percentile(cold, 0.5)
    print(f"M6 resync {behind} events behind until current: p50 {r50:.2f} ms, "
          f"p99 {percentile(resync, 0.99):.2f} ms, {sizes['resync']} bytes")  # fmt: skip
    print(f"   baseline full view load (fresh socket until hello): p50 {c50:.2f} ms, "
          f"p99 {percentile(cold, 0.99):.2f} ms, {sizes['cold']} bytes")  # fmt: skip
    print(f"   ratio: p50 {r50 / c50:.2f}x (target <= 0.5x)")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.resync", description=__doc__)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--behind", type=int, default=BEHIND)
    args = parser.parse_args()
    with scratch_folder() as folder, start_server(Path(folder)) as server:
        figures = asyncio.run(measure(server, args.rounds, args.behind))
    report(figures, args.behind)


if __name__ == "__main__":
    main()
