"""Smoke runs of the live benchmarks at tiny sizes (issue 26: real play): each starts real
server processes on the suite's Postgres database, has scripted players send commands
from their legal lists, and prints its figures with their baselines and ratios. Nothing
here asserts a timing: speed is printed by ``make bench``, never tested."""

from __future__ import annotations

import pytest

from bench import capacity, fanout, idle_sockets, play, resync
from tests.realtime.test_redis_bus import is_redis_up

pytestmark = pytest.mark.postgres
ONCE = ["--repeat", "1"]


@pytest.fixture
def database(postgres_migrated: str) -> list[str]:
    return ["--database-url", postgres_migrated, *ONCE]


def test_play_prints_m1_and_cpu_beside_their_baselines(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    tiny = ["--commands", "3", "--tables", "2", "--seconds", "1", "--interval", "0.2"]
    assert play.main([*database, *tiny]) == 0
    out = capsys.readouterr().out
    assert "load average" in out and "INSERT+COMMIT p50" in out
    assert "ratio p50" in out and "ratio p99" in out
    assert "CPU per command ms" in out and "echo CPU per reply ms" in out


def test_capacity_prints_the_ramp_and_saturation(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    tiny = ["--tables", "2", "--steps", "1,2", "--seconds", "1", "--saturate", "1"]
    assert capacity.main([*database, *tiny]) == 0
    out = capsys.readouterr().out
    assert "ramp    2 tables" in out and "p99 send->every seat" in out
    assert "saturation, 1 process" in out and "two processes / one" in out


def test_fanout_prints_the_hop_against_the_bus_round_trip(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    bus = "redis" if is_redis_up() else "postgres"
    assert fanout.main([*database, "--rounds", "2", "--bus", bus]) == 0
    out = capsys.readouterr().out
    assert f"{bus} bus: ack on A -> last seat on B p50" in out and "bare round trip" in out


def test_resync_prints_time_and_bytes_against_a_fresh_load(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert resync.main([*database, "--rounds", "1", "--behind", "3"]) == 0
    out = capsys.readouterr().out
    assert "resync until current" in out and "fresh load (hello + quest definitions)" in out
    assert "ratio: time" in out and "bytes" in out


def test_idle_sockets_prints_memory_per_socket_against_bare(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert idle_sockets.main([*database, "--sockets", "8", "--campaigns", "1"]) == 0
    out = capsys.readouterr().out
    assert "bare websockets server" in out and "KiB RSS per socket" in out
