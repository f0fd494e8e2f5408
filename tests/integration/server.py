"""Real server processes for integration tests: `hunters serve` on a free port."""

from __future__ import annotations

import itertools
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.faults import assert_no_server_faults, server_stopped, watch_server_log

HUNTERS = [sys.executable, "-m", "app.cli"]


WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
"""pytest-xdist's name for this test process (``gw0``, ``gw1``...); empty when serial."""
PORTS_PER_WORKER = 1000
FIRST_WORKER_PORT = 20000  # below Linux's ephemeral range (32768-60999): bind(0) is not here
_next_port = itertools.count(os.getpid())  # two runs at once start at different ports


def free_port() -> int:
    """A port nothing listens on. Serial, the kernel picks one; under pytest-xdist each
    worker takes from a range of its own, so two workers never pick the same port in the
    moment between this probe and their servers' binding it."""
    if not WORKER:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            return int(probe.getsockname()[1])
    low = FIRST_WORKER_PORT + PORTS_PER_WORKER * int(WORKER.removeprefix("gw"))
    for _ in range(PORTS_PER_WORKER):
        port = low + next(_next_port) % PORTS_PER_WORKER
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port
    raise RuntimeError(f"every port of {WORKER}'s range from {low} is taken")


def hunters_env(database_url: str, data_dir: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        DATABASE_URL=database_url,
        DATA_DIR=str(data_dir),
        SECRET_KEY="integration-secret",
        LOG_LEVEL="WARNING",
        CAMPAIGN_SEED_BASE="1492",  # every run of a test plays the same dice (issue 25)
    )
    env.update(extra)
    if env.get("ENVIRONMENT") == "production":  # production refuses pinned dice
        env.pop("CAMPAIGN_SEED_BASE")
    return env


def run_hunters(
    args: list[str], env: dict[str, str], stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*HUNTERS, *args], env=env, input=stdin, capture_output=True, text=True, timeout=120
    )


@contextmanager
def serving(env: dict[str, str], port: int | None = None) -> Iterator[str]:
    """`hunters serve` in a child process; yields its base URL once /healthz answers.
    Its output goes to a log file in its data folder, checked for swallowed faults."""
    port = port or free_port()
    env = {**env, "PORT": str(port), "ALLOWED_ORIGINS": f"http://127.0.0.1:{port}"}
    log = Path(env["DATA_DIR"]) / f"serve-{port}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    watch_server_log(log)
    with log.open("a") as output:
        process = subprocess.Popen(
            [*HUNTERS, "serve", "--port", str(port)],
            env=env,
            stdout=output,
            stderr=output,
            text=True,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base, process, log=log)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        server_stopped(log)
    assert_no_server_faults()


STARTUP_SECONDS = 90
"""How long a server may take to answer /healthz before its test fails."""


def wait_until_up(
    base: str,
    process: subprocess.Popen[str],
    seconds: float = STARTUP_SECONDS,
    log: Path | None = None,
) -> None:
    """Bounded: a server that is not up in ``seconds`` fails the test loudly (a loaded
    2-core machine needs well over the 3 s a quiet one takes to import and migrate)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            output = process.stdout.read() if process.stdout else ""
            output += log.read_text() if log else ""
            raise RuntimeError(f"the server exited early:\n{output}")
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the server did not answer /healthz within {seconds:.0f} s")
