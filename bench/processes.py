"""Real ``hunters serve`` processes for the scale-out benchmarks (M2-M5).

The benchmarks run against a Postgres database named by ``--database-url`` (or
``BENCH_DATABASE_URL``; never ``DATABASE_URL``, the game's own): it is migrated and
given the base pack; its benchmark users and campaigns are left behind, so name a
scratch database. Each server
process gets its own port; every port's origin is allowed on every process, so a
client may be sent to any of them (no sticky sessions).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
from pydantic import SecretStr

from app.content.loader import load_pack
from app.db.migrate import upgrade
from app.service.packs import install_catalog
from app.service.runtime import open_context
from app.settings import Settings, normalize_database_url

DATABASE_HELP = "a scratch Postgres database (default: BENCH_DATABASE_URL)"


@dataclass(frozen=True)
class Served:
    """The processes serving one benchmark: their base URLs and process ids."""

    bases: list[str]
    pids: list[int]


def add_database_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--database-url", default="", help=DATABASE_HELP)


def database_url(args: argparse.Namespace, figure: str) -> str | None:
    """The Postgres database to run on; None (and a line saying so) when none is named."""
    url = normalize_database_url(args.database_url or os.environ.get("BENCH_DATABASE_URL", ""))
    if not url.startswith("postgresql"):
        print(f"{figure} skipped: it needs Postgres (--database-url or BENCH_DATABASE_URL)")
        return None
    return url


def prepare_database(url: str, data_dir: Path) -> None:
    """Migrate the database and install the base pack (again is harmless)."""
    upgrade(url)

    async def install() -> None:
        settings = Settings(database_url=url, data_dir=data_dir, secret_key=SecretStr("bench"))
        async with open_context(settings) as ctx:
            await install_catalog(ctx, load_pack())

    asyncio.run(install())


def free_ports(count: int) -> list[int]:
    probes = [socket.socket() for _ in range(count)]
    for probe in probes:
        probe.bind(("127.0.0.1", 0))
    ports = [int(p.getsockname()[1]) for p in probes]
    for probe in probes:
        probe.close()
    return ports


@contextmanager
def serving(
    url: str,
    processes: int,
    env: dict[str, str] | None = None,
    workers: int = 1,
    source: Path | None = None,
) -> Iterator[Served]:
    """``processes`` servers on as many ports (each with ``workers`` workers), run from
    the ``source`` tree when given (another checkout's ``app``; bench.paint's "before")."""
    folder = Path(tempfile.mkdtemp(prefix="hunters-bench-"))
    ports = free_ports(processes)
    origins = ",".join(f"http://127.0.0.1:{p}" for p in ports)
    base_env = {
        **os.environ,
        "DATABASE_URL": url,
        "DATA_DIR": str(folder),
        "SECRET_KEY": "bench-secret",
        "LOG_LEVEL": "WARNING",
        "ALLOWED_ORIGINS": origins,
        # A benchmark's clients are many and fast; the flood limits are not measured.
        "WS_MESSAGES_PER_SECOND": "1000",
        "WS_MESSAGE_BURST": "1000",
        **(env or {}),
    }
    children = [_start(port, base_env, folder, workers, source) for port in ports]
    try:
        for port, child in zip(ports, children, strict=True):
            wait_until_up(f"http://127.0.0.1:{port}", child, folder / f"server-{port}.log")
        yield Served([f"http://127.0.0.1:{p}" for p in ports], [c.pid for c in children])
    finally:
        for child in children:
            child.terminate()
        for child in children:
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()


def _start(
    port: int, env: dict[str, str], folder: Path, workers: int, source: Path | None = None
) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "app.cli", "serve", "--port", str(port)]
    if workers > 1:
        command += ["--workers", str(workers)]
    with (folder / f"server-{port}.log").open("w") as log:
        return subprocess.Popen(
            command, env={**env, "PORT": str(port)}, stdout=log, stderr=log, cwd=source
        )


def wait_until_up(
    base: str, child: subprocess.Popen[bytes], log: Path, seconds: float = 180
) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise RuntimeError(f"the server exited early:\n{log.read_text()}")
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the server did not come up:\n{log.read_text()}")


def rss_kib(pids: Sequence[int]) -> int:
    """Resident memory of these processes and all their descendants (KiB)."""
    seen: set[int] = set()
    todo = list(pids)
    total = 0
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        status = Path(f"/proc/{pid}/status")
        if not status.exists():
            continue
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
        todo += _children(pid)
    return total


def cpu_seconds(pids: Sequence[int]) -> float:
    """User + system CPU these processes and their descendants have used so far (the
    kernel's own accounting of each process, /proc/PID/stat)."""
    total = 0.0
    for pid in _tree(pids):
        stat = Path(f"/proc/{pid}/stat")
        if stat.exists():
            fields = stat.read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def _tree(pids: Sequence[int]) -> list[int]:
    seen: list[int] = []
    todo = list(pids)
    while todo:
        pid = todo.pop()
        if pid not in seen:
            seen.append(pid)
            todo += _children(pid)
    return seen


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        children = task / "children"
        if children.exists():
            found += [int(c) for c in children.read_text().split()]
    return found
