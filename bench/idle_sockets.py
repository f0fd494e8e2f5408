"""Memory per idle socket: ``python -m bench.idle_sockets`` (``make bench``).

Opens ``--sockets`` authenticated table sockets (the seats of ``--campaigns`` 4-seat
tables mid-quest, bench.realplay, each admitted with its ``hello``) to one server
process and lets them sit idle; the growth of the server's resident memory per socket
is the figure, with per-message deflate on and off (``WS_COMPRESSION``). Baseline,
interleaved in each repetition: a bare ``websockets`` server holding as many
connections (it sends a one-line hello and waits). Target: <= 20 KiB per socket.
min / median / max over ``--repeat`` repetitions, with the load average.
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

from bench.players import Seat, close_seats, seat
from bench.processes import (
    add_database_flag,
    database_url,
    free_ports,
    prepare_database,
    rss_kib,
    serving,
    wait_until_up,
)
from bench.realplay import accounts, install_tables, load_average, spread, template

SETTLE_SECONDS = 1.0


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench.idle_sockets", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--sockets", type=int, default=1000)
    parser.add_argument("--campaigns", type=int, default=25)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--bare-server", type=int, default=0, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


Member = tuple[str, int]
"""A seat's session cookie and its campaign."""


async def open_idle(base: str, members: Sequence[Member], count: int) -> list[Seat]:
    """``count`` sockets over the tables' members in turn, 20 handshakes at a time."""
    opened: list[Seat] = []
    for start in range(0, count, 20):
        batch = [members[n % len(members)] for n in range(start, min(count, start + 20))]
        opened += await asyncio.gather(*(seat(base, c, campaign) for c, campaign in batch))
    return opened


async def growth_per_thousand(
    base: str, pids: list[int], found: Sequence[Member], count: int
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


async def hunters_members(base: str, url: str, campaigns: int) -> list[Member]:
    log = template(4, "quest")
    players = await accounts(base, 4)
    ids = install_tables(url, log, players, campaigns)
    return [(p.cookie, campaign) for campaign in ids for p in players]


async def measure(args: argparse.Namespace, url: str) -> list[tuple[float, float, float]]:
    """Per repetition: KiB per socket with compression, without, and the bare server's."""
    runs = []
    for _ in range(args.repeat):
        found = []
        for compression in ("true", "false"):
            with serving(url, 1, {"WS_COMPRESSION": compression}) as served:
                members = await hunters_members(served.bases[0], url, args.campaigns)
                mib = await growth_per_thousand(served.bases[0], served.pids, members, args.sockets)
            found.append(mib * 1024 / 1000)
        with bare_serving() as (base, pid):
            bare = await growth_per_thousand(
                base, [pid], [("", n) for n in range(1, 50)], args.sockets
            )
        runs.append((found[0], found[1], bare * 1024 / 1000))
    return runs


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    if args.bare_server:
        asyncio.run(bare_server(args.bare_server))
        return 0
    url = database_url(args, "bench.idle_sockets")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    runs = asyncio.run(measure(args, url))
    deflate, plain, bare = zip(*runs, strict=True)
    print(f"idle sockets ({args.sockets} held): {args.repeat} repetitions, min / median / max; "
          f"load average {load_average()}")  # fmt: skip
    print(f"   with per-message deflate    {spread(deflate)} KiB RSS per socket")
    print(f"   without (WS_COMPRESSION=0)  {spread(plain)} KiB RSS per socket (target <= 20)")
    print(f"   bare websockets server      {spread(bare)} KiB RSS per socket")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
