"""M4 broadcast capacity: ``python -m bench.broadcast`` (``make bench``; issue 17).

Campaigns of ``--clients`` players each (all on one server process); every campaign
gets one command a second (``name_party``, phases spread evenly). An update counts as
delivered in time when every player of its campaign has its ``events`` message within
100 ms of the command being sent. The number of campaigns rises through ``--rooms``
until fewer than 95% of the updates are in time; the clients held before that are the
figure. Baseline, the same run: a bare websocket broadcast app under the same uvicorn
(pure ASGI, below: each message a client sends goes to everyone in its room, padded to
the size of the real ``events`` messages just measured).

Figures are printed, never asserted; on a shared 2-core machine they are noisy (and the
clients share the cores with the server).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import uvicorn

from bench.players import Seat, Table, close_seats, rename, seat_all, tables
from bench.processes import (
    add_database_flag,
    database_url,
    free_ports,
    prepare_database,
    serving,
    wait_until_up,
)

IN_TIME_MS = 100.0
IN_TIME_SHARE = 0.95
Update = Callable[[list[Seat], int], Awaitable[float]]


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench.broadcast", description=__doc__)
    add_database_flag(parser)
    parser.add_argument("--rooms", default="2,5,10,20,40,80", help="campaigns, step by step")
    parser.add_argument("--clients", type=int, default=4, help="players per campaign (<= 4)")
    parser.add_argument("--seconds", type=float, default=4.0, help="length of each step")
    parser.add_argument("--bare-server", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--payload-bytes", type=int, default=20_000, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


async def hunters_update(row: list[Seat], number: int) -> float:
    """A command from one player until every player has its events (ms)."""
    sent = time.perf_counter()
    ack = await row[number % len(row)].command(rename(number))
    if ack["type"] != "ack":
        return float("inf")
    arrivals = [await s.arrival_of(int(ack["seq"]), within=10) for s in row]
    return (max(arrivals) - sent) * 1000


async def bare_update(row: list[Seat], number: int) -> float:
    """A message from one client until every client of the room has its echo (ms)."""
    sent = time.perf_counter()
    await row[number % len(row)].ws.send('{"type":"command"}')
    arrivals = [await s.arrival_of(number + 1, within=10) for s in row]
    return (max(arrivals) - sent) * 1000


async def in_time_share(seated: list[list[Seat]], update: Update, seconds: float) -> float:
    """Each room's updates at 1/s for ``seconds``; the share delivered in time."""
    timings: list[float] = []
    started = time.perf_counter()

    async def room(row: list[Seat], offset: float) -> None:
        first = max((max(s.arrivals, default=0) for s in row), default=0)
        for tick in range(int(seconds)):
            await asyncio.sleep(max(0.0, started + offset + tick - time.perf_counter()))
            try:
                timings.append(await update(row, first + tick))
            except TimeoutError:
                timings.append(float("inf"))

    await asyncio.gather(*(room(row, n / len(seated)) for n, row in enumerate(seated)))
    return sum(t <= IN_TIME_MS for t in timings) / max(1, len(timings))


async def capacity(
    label: str,
    steps: list[int],
    open_rooms: Callable[[int, int], Awaitable[list[list[Seat]]]],
    update: Update,
    seconds: float,
) -> int:
    """The most clients held with 95% of the updates in time (0: not even the first)."""
    held = 0
    for index, rooms in enumerate(steps):
        seated = await open_rooms(index, rooms)
        try:
            share = await in_time_share(seated, update, seconds)
        finally:
            await close_seats(seated)
        clients = sum(len(row) for row in seated)
        print(f"  {label}: {rooms} rooms, {clients} clients: {share:.1%} of updates in time")
        if share < IN_TIME_SHARE:
            break
        held = clients
    return held


async def measure_hunters(args: argparse.Namespace, url: str, steps: list[int]) -> tuple[int, int]:
    """(clients held, largest events message in bytes) on one server process."""
    largest = 0
    with serving(url, 1) as served:
        found = await tables(served.bases[0], max(steps), args.clients)

        async def open_rooms(_index: int, rooms: int) -> list[list[Seat]]:
            nonlocal largest
            seated = await seat_all(served.bases, found[:rooms])
            await asyncio.gather(*(row[0].command(rename(0)) for row in seated))
            largest = max([largest] + [s.largest_bytes for row in seated for s in row])
            return seated

        held = await capacity("hunters", steps, open_rooms, hunters_update, args.seconds)
    return held, largest


@contextmanager
def bare_serving(payload_bytes: int) -> Iterator[str]:
    """The baseline app in its own process under uvicorn; yields its base URL."""
    port = free_ports(1)[0]
    base = f"http://127.0.0.1:{port}"
    log_path = Path(tempfile.mkdtemp(prefix="hunters-bench-")) / "bare.log"
    command = [sys.executable, "-m", "bench.broadcast", "--bare-server", str(port)]
    with log_path.open("w") as log:
        child = subprocess.Popen(
            [*command, "--payload-bytes", str(payload_bytes)], stdout=log, stderr=log
        )
    try:
        wait_until_up(base, child, log_path)
        yield base
    finally:
        child.terminate()
        child.wait(timeout=10)


async def measure_bare(args: argparse.Namespace, steps: list[int], payload_bytes: int) -> int:
    with bare_serving(payload_bytes) as base:

        async def open_rooms(index: int, rooms: int) -> list[list[Seat]]:
            room_ids = range(index * 1000, index * 1000 + rooms)
            found = [Table(r, [""] * args.clients) for r in room_ids]
            return await seat_all([base], found)

        return await capacity("bare", steps, open_rooms, bare_update, args.seconds)


def bare_app(payload_bytes: int) -> Callable[..., Awaitable[None]]:
    """The baseline: a pure ASGI websocket broadcast (rooms by path), /healthz for HTTP."""
    rooms: dict[str, set[Callable[..., Awaitable[None]]]] = defaultdict(set)
    counts: dict[str, int] = defaultdict(int)
    padding = "x" * payload_bytes

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
        elif scope["type"] == "http":
            await send({"type": "http.response.start", "status": 200, "headers": []})
            await send({"type": "http.response.body", "body": b"ok"})
        else:
            await _serve_room(scope["path"], receive, send)

    async def _serve_room(room: str, receive: Any, send: Any) -> None:
        await receive()  # websocket.connect
        await send({"type": "websocket.accept"})
        await send({"type": "websocket.send", "text": '{"type":"hello"}'})
        rooms[room].add(send)
        try:
            while (await receive())["type"] != "websocket.disconnect":
                counts[room] += 1
                text = json.dumps({"type": "events", "seq_to": counts[room], "pad": padding})
                out = {"type": "websocket.send", "text": text}
                await asyncio.gather(*(s(out) for s in list(rooms[room])), return_exceptions=True)
        finally:
            rooms[room].discard(send)

    return app


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    if args.bare_server:
        uvicorn.run(bare_app(args.payload_bytes), port=args.bare_server, log_level="warning")
        return 0
    url = database_url(args, "M4")
    if url is None:
        return 0
    prepare_database(url, Path(tempfile.mkdtemp(prefix="hunters-bench-")))
    steps = [int(n) for n in args.rooms.split(",")]
    held, largest = asyncio.run(measure_hunters(args, url, steps))
    bare = asyncio.run(measure_bare(args, steps, largest))
    print(f"baseline: bare uvicorn websocket broadcast held {bare} clients ({largest} B messages)")
    ratio = held / bare if bare else float("nan")
    print(
        f"M4 broadcast: hunters held {held} clients with {IN_TIME_SHARE:.0%} of updates to "
        f"every player within {IN_TIME_MS:.0f} ms at 1 command/s per campaign; ratio to "
        f"bare {ratio:.2f}x (target >= 0.5x; {steps[-1] * args.clients} clients is the most tried)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
