"""Real server processes for integration tests: `hunters serve` on a free port."""

from __future__ import annotations

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


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


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


def wait_until_up(
    base: str, process: subprocess.Popen[str], seconds: float = 90, log: Path | None = None
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
