"""The server's light entry point: ``python -m app.serve`` (``hunters serve`` runs it).

With ``--workers`` above one, uvicorn starts each worker process by spawning a fresh
interpreter that first imports the supervisor's main module, and only then answers the
supervisor's health-check pings; a worker silent past ``WORKER_HEALTHCHECK_SECONDS`` is
killed and started again. Started from ``app.cli``, that first import was the whole
command line (the simulator, the scenario runner, the admin tools: ~3 s on a busy host),
and ``--workers 2`` crash-looped at start-up (issue 24: 9 worker deaths, ~60 s to ready).
So this module imports nothing of the game at its top: a worker re-imports it in a
fraction of a second, answers its pings, and then loads the app.

A worker also ends with its supervisor (``watch_the_supervisor``): a supervisor killed
with SIGKILL used to leave its workers serving unsupervised, holding the port, so a new
``hunters serve`` could not start (issue 24).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.settings import Settings


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hunters serve", description="Serve the game.")
    add_serve_arguments(parser)
    args = parser.parse_args(argv)
    return serve(args.host, args.port, args.workers)


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host")
    parser.add_argument("--port", type=int)
    parser.add_argument("--workers", type=int, default=1)


def serve(host: str | None, port: int | None, workers: int) -> int:
    """Check the schema, then serve ``app.main:create_app`` on ``workers`` processes."""
    import uvicorn

    from app.db.migrate import DatabaseNotMigrated, check_migrated

    settings = served_settings(host, port)
    try:
        check_migrated(settings.database_url)
    except DatabaseNotMigrated as problem:
        print(f"Cannot start: {problem}", file=sys.stderr)
        return 1
    print(f"Hunters Online is starting on http://{settings.host}:{settings.port}/")
    print("First time? Make an admin account in another terminal with:")
    print("    .venv/bin/hunters admin create-user YOUR_NAME --admin")
    print("or simply register in the browser.")
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=workers,
        timeout_worker_healthcheck=settings.worker_healthcheck_seconds,
        **uvicorn_options(settings),
    )
    return 0


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """How uvicorn serves the app (``hunters serve`` and the benchmarks' server alike)."""
    return {
        "log_level": settings.log_level.lower(),
        "proxy_headers": bool(settings.forwarded_allow_ips),
        "forwarded_allow_ips": settings.forwarded_allow_ips or None,
        "access_log": False,
        "ws_max_size": settings.ws_max_message_bytes,  # larger client messages close: 1009
        # Per-message deflate costs CPU on every frame; measured in docs/performance.md.
        "ws_per_message_deflate": settings.ws_compression,
    }


def served_settings(host: str | None, port: int | None) -> Settings:
    """The settings of the address actually served: ``--host``/``--port`` win over HOST
    and PORT, and are handed to the workers (which read the environment) so the default
    ALLOWED_ORIGINS follow the port really served."""
    from app.settings import get_settings

    if host:
        os.environ["HOST"] = host
    if port:
        os.environ["PORT"] = str(port)
    get_settings.cache_clear()
    return get_settings()


def watch_the_supervisor(grace_seconds: float) -> None:
    """In a worker process (one a supervisor spawned): when the supervisor is gone, stop
    as on SIGTERM (answers in flight finish, sockets close), and if still running after
    ``grace_seconds``, end at once. A process nobody spawned has nothing to watch."""
    supervisor = multiprocessing.parent_process()
    if supervisor is None:
        return
    threading.Thread(
        target=_end_with, args=(supervisor, grace_seconds), name="supervisor-watch", daemon=True
    ).start()


def _end_with(supervisor: multiprocessing.process.BaseProcess, grace_seconds: float) -> None:
    supervisor.join()  # returns when the supervisor's end of the pipe closes: it is gone
    print("The supervisor is gone; this worker stops.", file=sys.stderr, flush=True)
    os.kill(os.getpid(), signal.SIGTERM)
    time.sleep(grace_seconds)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    sys.exit(main())
