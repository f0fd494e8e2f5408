"""The server as the live benchmarks run it: ``python -m bench.served`` serves the app
like ``hunters serve`` (one process), and on ``SIGUSR1`` writes what it saw since the
previous ``SIGUSR1`` to ``BENCH_STATS`` (JSON): the SQL statements by verb and table,
the event loop's lag samples (ms), and, when ``BENCH_PROFILE`` names a file, the
cProfile of that window (pstats format).

The hooks live here, not in the app: the server that is measured is the one deployed.
"""

from __future__ import annotations

import asyncio
import cProfile
import json
import os
import re
import signal
import time
from collections import Counter
from pathlib import Path
from typing import Any

import uvicorn
import uvloop
from sqlalchemy import event
from sqlalchemy.engine import Engine

from app.cli import uvicorn_options
from app.main import create_app
from app.settings import get_settings

LAG_PROBE_SECONDS = 0.01
_TABLE = re.compile(r"\b(?:FROM|INTO|UPDATE)\s+\"?(\w+)", re.IGNORECASE)


class Window:
    """What happened since the last ``SIGUSR1``."""

    def __init__(self, stats_path: Path, profile_path: Path | None) -> None:
        self.stats_path = stats_path
        self.profile_path = profile_path
        self.statements: Counter[str] = Counter()
        self.lag_ms: list[float] = []
        self.profile: cProfile.Profile | None = None

    def count(self, _conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        verb = statement.lstrip().split(None, 1)[0].upper() if statement.strip() else "?"
        table = _TABLE.search(statement)
        self.statements[f"{verb} {table.group(1) if table else ''}".strip()] += 1

    def close(self) -> None:
        """Write the window's figures and start the next window."""
        if self.profile is not None and self.profile_path is not None:
            self.profile.disable()
            self.profile.dump_stats(self.profile_path)
        stats = {"statements": dict(self.statements), "lag_ms": self.lag_ms}
        self.stats_path.write_text(json.dumps(stats))
        self.statements, self.lag_ms = Counter(), []
        if self.profile_path is not None:
            self.profile = cProfile.Profile()
            self.profile.enable()

    async def probe_lag(self) -> None:
        """How late a short sleep wakes up: the time the loop was busy with other work."""
        while True:
            start = time.perf_counter()
            await asyncio.sleep(LAG_PROBE_SECONDS)
            late = time.perf_counter() - start - LAG_PROBE_SECONDS
            self.lag_ms.append(max(0.0, late) * 1e3)


async def serve(port: int) -> None:
    profile = os.environ.get("BENCH_PROFILE")
    window = Window(Path(os.environ["BENCH_STATS"]), Path(profile) if profile else None)
    event.listen(Engine, "before_cursor_execute", window.count)
    settings = get_settings()
    options = {**uvicorn_options(settings), "log_level": "warning"}
    config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, **options)
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGUSR1, window.close)
    probe = asyncio.create_task(window.probe_lag())
    try:
        await uvicorn.Server(config).serve()
    finally:
        probe.cancel()


if __name__ == "__main__":
    uvloop.run(serve(int(os.environ["PORT"])))  # as uvicorn picks it for `hunters serve`
