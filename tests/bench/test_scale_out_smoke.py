"""Smoke run of the scale-out benchmarks (M2-M5) at tiny sizes: each runs against real
server processes and prints its figures with their baselines and ratios. Nothing here
asserts a timing (issue 17: speed is printed by ``make bench``, never a test)."""

from __future__ import annotations

import pytest

from bench import broadcast, fanout, idle_sockets, throughput
from tests.realtime.test_redis_bus import is_redis_up

pytestmark = pytest.mark.postgres


@pytest.fixture
def database(postgres_migrated: str) -> list[str]:
    return ["--database-url", postgres_migrated]


def test_throughput_prints_each_step_and_the_ratio_to_pgbench(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    tiny = ["--campaigns", "2", "--clients", "2", "--seconds", "0.5", "--steps", "1"]
    assert throughput.main([*database, *tiny, "--processes", "1"]) == 0
    out = capsys.readouterr().out
    assert "baseline: bare INSERT+COMMIT p50" in out
    assert "commits/s at 2 clients" in out
    assert "histogram (ms):" in out
    assert "M2 1 process(es): held" in out and "ratio to pgbench" in out
    assert "kept up with" in out


def test_fanout_prints_the_hop_against_the_bus_round_trip(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    bus = "redis" if is_redis_up() else "postgres"  # the postgres bus: tests/integration
    tiny = ["--rounds", "2", "--receivers", "1", "--processes", "2", "--bus", bus]
    assert fanout.main([*database, *tiny]) == 0
    out = capsys.readouterr().out
    assert "baseline: LISTEN/NOTIFY round trip p50" in out
    assert f"M3 {bus} bus, 2 process(es): ack on A -> last of 1 on B p50" in out
    assert "p50 - baseline" in out


def test_broadcast_prints_the_clients_held_by_both(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert broadcast.main([*database, "--rooms", "1", "--clients", "2", "--seconds", "1"]) == 0
    out = capsys.readouterr().out
    assert "hunters: 1 rooms, 2 clients:" in out and "bare: 1 rooms, 2 clients:" in out
    assert "M4 broadcast: hunters held" in out and "ratio to bare" in out


def test_idle_sockets_prints_memory_per_thousand_against_bare(
    database: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert idle_sockets.main([*database, "--sockets", "10", "--campaigns", "1"]) == 0
    out = capsys.readouterr().out
    assert "baseline: bare websockets server" in out
    assert "M5 idle sockets:" in out and "MiB RSS per 1,000" in out and "ratio to bare" in out


def test_without_postgres_each_says_it_is_skipped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("BENCH_DATABASE_URL", raising=False)
    for module in (throughput, fanout, broadcast, idle_sockets):
        assert module.main([]) == 0
    assert capsys.readouterr().out.count("skipped: it needs Postgres") == 4
