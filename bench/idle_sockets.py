"""M5 memory per idle socket: ``python -m bench.idle_sockets`` (``make bench``; issue 17).

Opens ``--sockets`` authenticated table sockets (members of ``--campaigns`` campaigns,
each admitted with its ``hello``) to one server process and lets them sit idle; the
growth of the server's resident memory, scaled to 1,000 connections, is the figure.
Baseline, the same run: a bare ``websockets`` server holding as many connections (it
sends a one-line hello and waits). Target: <= 1.5x the baseline.

Figures are printed, never asserted; RSS is noisy (allocator arenas, the GC).
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from websockets.asyncio.server import ServerConnection, serve
from websockets.http11 import Request, Response

from bench.players import Seat, Table, close_seats, seat, tables
from bench.processes import (
    add_database_flag,
    database_url,
    free_ports,
    prepare_database,
    rss_kib,
    serving,
    wait_until_up,
)

SETTLE_SECONDS = 1.0


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench.idle_sockets", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--sockets", type=int, default=500)
    parser.add_argument("--campaigns", type=int, default=10)
    parser.add_argument("--bare-server", type=int, default=0, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


async def open_idle(base: str, found: Sequence[Table], count: int) -> list[Seat]:
    """``count`` sockets over the tables' members in turn, 20 handshakes at a time."""
    members = [(cookie, t.campaign_id) for t in found for cookie in t.cookies]
    opened: list[Seat] = []
    for start in range(0, count, 20):
        batch = [members[n % len(members)] for n in range(start, min(count, start + 20))]
        opened += await asyncio.gather(*(seat(base, c, campaign) for c, campaign in batch))
    return opened


async def growth_per_thousand(
    base: str, pids: list[int], found: Sequence[Table], count: int
) -> float:
    """MiB of server RSS per 1,000 idle sockets (after one socket warmed the server up)."""
    await close_seats([await open_idle(base, found, 1)])
    await asyncio.sleep(SETTLE_SECONDS)
    before = rss_kib(pids)
    held = await open_idle(base, found, count)
    await asyncio.sleep(SETTLE_SECONDS)
    after = rss_kib(pids)
    await close_seats([held])
    return (after - before) / 1024 / count * 1000


@contextmanager
def bare_serving() -> Iterator[tuple[str, int]]:
    """The baseline server in its own process; yields its base URL and pid."""
    port = free_ports(1)[0]
    base = f"http://127.0.0.1:{port}"
    log_path = Path(tempfile.mkdtemp(prefix="hunters-bench-")) / "bare.log"
    with log_path.open("w") as log:
        child = subprocess.Popen(
            [sys.executable, "-m", "bench.idle_sockets", "--bare-server", str(port)],
            stdout=log,
            stderr=log,
        )
    try:
        wait_until_up(base, child, log_path)
        yield base, child.pid
    finally:
        child.terminate()
        child.wait(timeout=10)


async def bare_server(port: int) -> None:
    """Accept every websocket, say hello, then wait; answer /healthz over plain HTTP."""

    async def hold(connection: ServerConnection) -> None:
        await connection.send('{"type":"hello"}')
        await connection.wait_closed()

    def health(connection: ServerConnection, request: Request) -> Response | None:
        if request.path == "/healthz":
            return connection.respond(200, "ok")
        return None

    async with serve(hold, "127.0.0.1", port, process_request=health) as server:
        await server.serve_forever()


async def measure(args: argparse.Namespace, url: str) -> tuple[float, float]:
    with serving(url, 1) as served:
        found = await tables(served.bases[0], args.campaigns, 4)
        hunters = await growth_per_thousand(served.bases[0], served.pids, found, args.sockets)
    with bare_serving() as (base, pid):
        bare_tables = [Table(n, [""]) for n in range(1, args.campaigns + 1)]
        bare = await growth_per_thousand(base, [pid], bare_tables, args.sockets)
    return hunters, bare


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    if args.bare_server:
        asyncio.run(bare_server(args.bare_server))
        return 0
    url = database_url(args, "M5")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    hunters, bare = asyncio.run(measure(args, url))
    print(f"baseline: bare websockets server {bare:.1f} MiB RSS per 1,000 idle connections")
    ratio = hunters / bare if bare > 0 else float("nan")
    print(
        f"M5 idle sockets: {hunters:.1f} MiB RSS per 1,000 authenticated idle connections "
        f"({args.sockets} held); ratio to bare {ratio:.2f}x (target <= 1.5x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
