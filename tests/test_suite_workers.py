"""The suite runs in parallel without workers sharing anything (issue 25): each pytest-xdist
worker takes ports from a range of its own and has a Postgres database of its own, and
the lines tests measure reach the closing summary from whichever worker ran them."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from app.settings import normalize_database_url, sync_database_url
from tests import conftest
from tests.integration import server
from tests.run_suite import parallel

ROOT = Path(__file__).resolve().parents[1]


def test_a_worker_takes_ports_only_from_its_own_range(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server, "WORKER", "gw2")
    low = server.FIRST_WORKER_PORT + 2 * server.PORTS_PER_WORKER
    ports = [server.free_port() for _ in range(5)]
    assert all(low <= port < low + server.PORTS_PER_WORKER for port in ports), ports
    assert len(set(ports)) == 5, "a worker hands out each port once before it cycles"


def test_a_worker_skips_a_port_something_listens_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server, "WORKER", "gw1")
    monkeypatch.setattr(server, "_next_port", iter([7, 7, 8]))
    low = server.FIRST_WORKER_PORT + server.PORTS_PER_WORKER
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", low + 7))
        taken.listen()
        assert server.free_port() == low + 8


@pytest.mark.postgres
def test_a_worker_database_is_its_own_and_is_dropped_after() -> None:
    url = normalize_database_url(conftest.POSTGRES_URL)
    name = url.rsplit("/", 1)[1] + "_gw9"
    with conftest.worker_database(url, "gw9") as own:
        assert own.endswith(f"/{name}")
        assert database_exists(url, name)
    assert not database_exists(url, name)


def database_exists(url: str, name: str) -> bool:
    engine = create_engine(sync_database_url(url))
    try:
        with engine.connect() as connection:
            query = text("SELECT count(*) FROM pg_database WHERE datname = :name")
            return bool(connection.scalar(query, {"name": name}))
    finally:
        engine.dispose()


SUMMARY_CONFTEST = """
from tests.conftest import pytest_runtest_logreport, pytest_terminal_summary
"""
SUMMARY_TESTS = """
from tests.conftest import record_summary_line

def test_one(request):
    record_summary_line(request.node, "measured here", "first line, from a worker")

def test_two(request):
    record_summary_line(request.node, "measured here", "second line, from a worker")
"""


def test_lines_measured_on_workers_are_in_the_closing_summary(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text(SUMMARY_CONFTEST)
    (tmp_path / "test_measured.py").write_text(SUMMARY_TESTS)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTEST_XDIST_WORKER", None)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "-p", "no:cacheprovider", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert " measured here " in run.stdout, run.stdout
    summary = run.stdout.split(" measured here ", 1)[1]
    assert "first line, from a worker" in summary, run.stdout
    assert "second line, from a worker" in summary, run.stdout


def test_the_suite_runs_on_workers_one_file_to_a_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TEST_WORKERS", raising=False)
    assert parallel(["tests/api"]) == ["tests/api"]
    monkeypatch.setenv("TEST_WORKERS", "3")
    assert parallel(["tests/api"]) == ["-n", "3", "--dist", "loadfile", "tests/api"]
    monkeypatch.setenv("TEST_WORKERS", "4")
    assert parallel([])[:2] == ["-n", "4"]
    assert parallel(["-n", "0", "tests/api"]) == ["-n", "0", "tests/api"]
