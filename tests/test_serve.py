"""Issue 24: `hunters serve --workers 2` crash-looped at start-up on a busy host. uvicorn
spawns each worker as a fresh interpreter that first re-imports the supervisor's main
module and only then answers the supervisor's pings (5 s, then it kills the worker). The
main module was the whole command line (~3 s to import on a loaded host). Now `hunters
serve` becomes `python -m app.serve`, whose import pulls in nothing of the game."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.integration.server import (
    HUNTERS,
    free_port,
    hunters_env,
    run_hunters,
    wait_until_up,
)

HEAVY = ("app.engine", "app.simulate", "app.scenarios", "app.admin_cli", "fastapi", "sqlalchemy")
STOP_SECONDS = 20
FIRST_IMPORT = (
    "import json, runpy, sys; runpy.run_module(sys.argv[1], run_name='__mp_main__');"
    " print(json.dumps(sorted(sys.modules)))"
)


def main_module(pid: int) -> str:
    """The module a process runs as ``-m``, from its command line."""
    argv = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
    return argv[argv.index("-m") + 1]


def first_import(module: str) -> list[str]:
    """What a spawned worker has imported once it re-imported ``module`` as its main,
    the step before it can answer a ping (multiprocessing's spawn does the same)."""
    done = subprocess.run(
        [sys.executable, "-c", FIRST_IMPORT, module],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return list(json.loads(done.stdout))


@contextmanager
def two_workers(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int, Path]]:
    """`hunters serve --workers 2` on SQLite, up; its process, port and log."""
    port = free_port()
    env = hunters_env(f"sqlite:///{tmp_path / 'game.db'}", tmp_path, PORT=str(port))
    env.update(LOG_LEVEL="INFO", WORKER_EXIT_GRACE_SECONDS="5")
    assert run_hunters(["migrate"], env).returncode == 0
    log = tmp_path / "serve.log"
    with log.open("w") as output:
        process = subprocess.Popen(
            [*HUNTERS, "serve", "--port", str(port), "--workers", "2"],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            text=True,
        )
    try:
        wait_until_up(f"http://127.0.0.1:{port}", process, log=log)
        yield process, port, log
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=30)


def test_serve_workers_start_from_a_main_module_that_imports_nothing_of_the_game(
    tmp_path: Path,
) -> None:
    with two_workers(tmp_path) as (process, _, log):
        module = main_module(process.pid)
    loaded = first_import(module)
    assert module == "app.serve"
    assert not [name for name in loaded if name.startswith(HEAVY)], module
    text = log.read_text()
    assert text.count("Started server process") == 2, text
    assert "died" not in text, text


def workers_of(pid: int) -> list[int]:
    """The supervisor's spawned workers (not multiprocessing's resource tracker)."""
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [
        c for c in map(int, children) if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes()
    ]


def is_running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state not in ("Z", "X")


def port_is_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def test_workers_stop_and_free_the_port_when_their_supervisor_is_killed(tmp_path: Path) -> None:
    with two_workers(tmp_path) as (process, port, log):
        workers = workers_of(process.pid)
        assert len(workers) == 2
        process.kill()
        process.wait(timeout=10)
        deadline = time.monotonic() + STOP_SECONDS
        while time.monotonic() < deadline and any(map(is_running, workers)):
            time.sleep(0.2)
        still = [pid for pid in workers if is_running(pid)]
        for pid in still:
            os.kill(pid, signal.SIGKILL)
    assert not still, f"workers serving {STOP_SECONDS} s after their supervisor died"
    assert port_is_free(port)
    assert log.read_text().count("The supervisor is gone; this worker stops.") == 2
