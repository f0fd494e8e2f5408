"""What the reliability scenarios share: fresh databases, server processes that can be
killed and restarted, and reading the log straight from the database.

A scenario gets its own database — an SQLite file, or a fresh database on the
machine's Postgres (``TEST_DATABASE_URL``'s server) dropped afterwards — so faults it
injects never touch another test's data.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, text

from app.db.migrate import upgrade
from app.settings import normalize_database_url, sync_database_url
from tests.conftest import POSTGRES_URL
from tests.faults import server_stopped, watch_server_log
from tests.integration.server import HUNTERS, free_port, hunters_env
from tests.realtime.live import LiveServer, install_pack


@contextmanager
def fresh_postgres_database(prefix: str = "hunters_rel") -> Iterator[str]:
    """A new, migrated database on the test Postgres server; dropped at the end."""
    base = normalize_database_url(POSTGRES_URL)
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = create_engine(sync_database_url(base), isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f"CREATE DATABASE {name}"))
    url = base.rsplit("/", 1)[0] + f"/{name}"
    try:
        upgrade(url)
        yield url
    finally:
        with admin.connect() as connection:
            connection.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


@contextmanager
def fresh_database(backend: str, folder: Path) -> Iterator[str]:
    """A migrated database of ``backend`` with the test pack installed."""
    if backend == "sqlite":
        url = f"sqlite+aiosqlite:///{folder / 'reliability.db'}"
        upgrade(url)
        install_pack(url, folder)
        yield url
        return
    with fresh_postgres_database() as url:
        install_pack(url, folder)
        yield url


@dataclass
class ServerProcess:
    """One `hunters serve` child that a test may kill (-9) and start again on its port;
    with ``workers`` above one it is a supervisor whose worker processes serve."""

    database_url: str
    data_dir: Path
    env: dict[str, str] = field(default_factory=dict)
    workers: int = 1
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None
    starts: int = 0

    @property
    def live(self) -> LiveServer:
        log = self.data_dir / f"server-{self.port}.log"
        return LiveServer(self.base, self.port, log, self.database_url, self.data_dir)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, wait: bool = True) -> None:
        env = hunters_env(self.database_url, self.data_dir, **self.env)
        env.update(PORT=str(self.port), ALLOWED_ORIGINS=f"http://127.0.0.1:{self.port}")
        watch_server_log(self.live.log)
        with self.live.log.open("a") as output:
            self.process = subprocess.Popen(
                [*HUNTERS, "serve", "--port", str(self.port), "--workers", str(self.workers)],
                env=env,
                stdout=output,
                stderr=output,
            )
        self.starts += 1
        if wait:
            self.wait_until_up()

    def wait_until_up(self, seconds: float = 120) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            assert self.process is not None
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited:\n{self.live.log.read_text()[-3000:]}")
            try:
                if httpx.get(f"{self.base}/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        raise RuntimeError("the server did not come up")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, no goodbye. With workers, only the supervisor is
        killed; its workers notice it gone and end (app/serve.py). They hold the port
        until then, so this waits for them — bounded: a worker that outlives its
        supervisor by ``ORPHAN_SECONDS`` fails the test (issue 24)."""
        if self.process is not None and self.process.poll() is None:
            orphans = self.worker_pids()
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=10)
            deadline = time.monotonic() + ORPHAN_SECONDS
            while any(_is_running(pid) for pid in orphans):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"workers {orphans} outlived their killed supervisor")
                time.sleep(0.05)

    def kill_worker(self, index: int) -> int:
        """SIGKILL one worker (the ``index``-th, modulo their number) and leave its
        supervisor to start a new one; the pid killed, or 0 when none was running."""
        workers = self.worker_pids()
        if not workers:
            return 0
        victim = workers[index % len(workers)]
        os.kill(victim, signal.SIGKILL)
        return victim

    def worker_pids(self) -> list[int]:
        """The worker processes the supervisor spawned (not multiprocessing's resource
        tracker); none for a one-process server."""
        if self.process is None or self.workers == 1:
            return []
        return _spawned_children(self.process.pid)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        server_stopped(self.live.log)


ORPHAN_SECONDS = 30


def _proc_stat(pid: int) -> list[str] | None:
    """``/proc/<pid>/stat`` after the command name: [state, parent pid, ...]."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def _is_running(pid: int) -> bool:
    stat = _proc_stat(pid)
    return stat is not None and stat[0] not in ("Z", "X")


def _spawned_children(parent: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        stat = _proc_stat(int(entry.name)) if entry.name.isdigit() else None
        if stat is None or int(stat[1]) != parent or stat[0] in ("Z", "X"):
            continue
        with suppress(OSError):
            if b"spawn_main" in (entry / "cmdline").read_bytes():
                found.append(int(entry.name))
    return sorted(found)


@contextmanager
def serving(
    database_url: str, folder: Path, count: int = 1, **env: str
) -> Iterator[list[ServerProcess]]:
    servers = [ServerProcess(database_url, folder, dict(env)) for _ in range(count)]
    try:
        for server in servers:
            server.start()
        yield servers
    finally:
        for server in servers:
            server.stop()


def stored_log(database_url: str, campaign_id: int) -> tuple[list[int], list[str], int]:
    """(event seqs in id order, accepted command ids, the campaign row's seq)."""
    engine = create_engine(sync_database_url(database_url))
    try:
        with engine.connect() as db:
            seqs = (
                db.execute(
                    text("SELECT seq FROM campaign_events WHERE campaign_id = :c ORDER BY id"),
                    {"c": campaign_id},
                )
                .scalars()
                .all()
            )
            commands = (
                db.execute(
                    text("SELECT command_id FROM campaign_commands WHERE campaign_id = :c"),
                    {"c": campaign_id},
                )
                .scalars()
                .all()
            )
            seq = db.execute(
                text("SELECT seq FROM campaigns WHERE id = :c"), {"c": campaign_id}
            ).scalar_one()
    finally:
        engine.dispose()
    return list(seqs), list(commands), int(seq)


def stored_commands(
    url: str, campaign_id: int
) -> tuple[dict[str, tuple[int, int]], set[str | None]]:
    """(command id -> its first and last seq, the command ids the events name)."""
    engine = create_engine(sync_database_url(url))
    try:
        with engine.connect() as db:
            commands = {
                cid: (a, b)
                for cid, a, b in db.execute(
                    text(
                        "SELECT command_id, seq_from, seq_to FROM campaign_commands"
                        " WHERE campaign_id = :c"
                    ),
                    {"c": campaign_id},
                )
            }
            owners = set(
                db.execute(
                    text(
                        "SELECT command_id FROM campaign_events WHERE campaign_id = :c AND seq > 1"
                    ),
                    {"c": campaign_id},
                ).scalars()
            )
    finally:
        engine.dispose()
    return commands, owners


def assert_log_whole(database_url: str, campaign_id: int) -> tuple[list[int], list[str]]:
    """The log is 1..n without a gap or a duplicate, and the campaign row agrees."""
    seqs, commands, seq = stored_log(database_url, campaign_id)
    assert seqs == list(range(1, len(seqs) + 1)), "the log has a gap or a duplicate"
    assert seq == len(seqs), "the campaign's seq is not its last event"
    assert len(commands) == len(set(commands)), "a command was stored twice"
    return seqs, commands


def snapshot_equals_replay(database_url: str, campaign_id: int) -> int:
    """Every stored snapshot equals the fold of the log up to it; the number checked."""
    from app.db.codec import decode_event, decode_snapshot
    from app.engine import CampaignCreated, replay
    from app.engine.hunters.evolve import genesis

    engine = create_engine(sync_database_url(database_url))
    try:
        with engine.connect() as db:
            rows = db.execute(
                text(
                    "SELECT type, schema_version, payload FROM campaign_events"
                    " WHERE campaign_id = :c ORDER BY seq"
                ),
                {"c": campaign_id},
            ).all()
            snapshots = db.execute(
                text("SELECT seq, state FROM snapshots WHERE campaign_id = :c ORDER BY seq"),
                {"c": campaign_id},
            ).all()
    finally:
        engine.dispose()
    events = [decode_event(kind, version, payload) for kind, version, payload in rows]
    created = events[0]
    assert isinstance(created, CampaignCreated), "a log opens with campaign_created"
    for seq, stored in snapshots:
        state = replay(events[1:seq], genesis(created))
        expected = decode_snapshot(stored).model_dump(mode="json")
        assert state.model_dump(mode="json") == expected, f"snapshot {seq} differs from replay"
    return len(snapshots)


def as_json(response: httpx.Response) -> Any:
    return response.json()
