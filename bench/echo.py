"""The bare websocket baseline of the CPU figures: ``python -m bench.echo`` serves a pure
ASGI app under the same stack as the game (uvicorn on uvloop, its websockets protocol)
that answers every text message with one reply of a given size; ``echo_cpu_ms`` measures
its CPU (its own clock, /proc) per reply, in the same run as the figure it is set beside.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from typing import Any

import uvicorn
import uvloop
from websockets.asyncio.client import connect

from bench.processes import free_ports, wait_until_up
from bench.realplay import scratch_folder


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU the process has used so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def echo_app(reply: str) -> Any:
    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            await receive()
            await send({"type": "http.response.start", "status": 200, "headers": []})
            await send({"type": "http.response.body", "body": b"ok"})
            return
        if scope["type"] != "websocket":
            return
        await receive()
        await send({"type": "websocket.accept"})
        while True:
            message = await receive()
            if message["type"] == "websocket.disconnect":
                return
            await send({"type": "websocket.send", "text": reply})

    return app


async def echo_cpu_ms(*, seats: int = 4, messages: int = 400, reply_bytes: int = 4000) -> float:
    """Server CPU ms per reply: ``seats`` sockets, ``messages`` sent one at a time."""
    [port] = free_ports(1)
    with scratch_folder() as folder:
        log = open(os.path.join(folder, "echo.log"), "w")  # noqa: SIM115, ASYNC230
        env = {**os.environ, "PORT": str(port), "ECHO_BYTES": str(reply_bytes)}
        child = subprocess.Popen(  # noqa: ASYNC220 - started once, before measuring
            [sys.executable, "-m", "bench.echo"], env=env, stdout=log, stderr=log
        )
        try:
            wait_until_up(f"http://127.0.0.1:{port}", child, __import__("pathlib").Path(log.name))
            sockets = [
                await connect(f"ws://127.0.0.1:{port}/", max_size=None) for _ in range(seats)
            ]
            for ws in sockets:  # warm
                await ws.send("{}")
                await ws.recv()
            before = process_cpu_seconds(child.pid)
            for n in range(messages):
                ws = sockets[n % seats]
                await ws.send('{"type":"command"}')
                await ws.recv()
            cpu = process_cpu_seconds(child.pid) - before
            for ws in sockets:
                await ws.close()
        finally:
            child.terminate()
            child.wait(timeout=10)
            log.close()
    return cpu / messages * 1e3


def main() -> None:
    reply = '{"type":"events","pad":"' + "x" * int(os.environ.get("ECHO_BYTES", "4000")) + '"}'
    config = uvicorn.Config(
        echo_app(reply), host="127.0.0.1", port=int(os.environ["PORT"]), log_level="warning"
    )
    uvloop.run(uvicorn.Server(config).serve())


if __name__ == "__main__":
    if "PORT" in os.environ:
        main()
    else:
        started = time.perf_counter()
        print(f"echo CPU per reply {asyncio.run(echo_cpu_ms()):.3f} ms")
